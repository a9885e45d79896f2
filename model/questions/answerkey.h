// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonstep.h"
#include "islandstep.h"
#include "rulebook.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <utility>

// The right answer to a question (questions.md), read from the build's steps.
struct Answer
{
    Question question;
    IslandStep::Kind move = IslandStep::AllDone; // next-move
    int row = -1; // next-cell, next-place: the cell; -1 for "none"
    int col = -1;
    int templateIndex = -1; // next-place
    int rotation = 0;

    bool isNone() const { return question.ask != QuestionKind::NextMove && row < 0; }
    // As the answer key prints it, untranslated: "next-move BACKTRACK",
    // "next-cell (3, 15)", "next-place (4, 7) hall 1", "next-cell none".
    QString text(const Scenario &scenario) const;

    friend bool operator==(const Answer &a, const Answer &b)
    {
        return a.question == b.question && a.move == b.move && a.row == b.row && a.col == b.col
            && a.templateIndex == b.templateIndex && a.rotation == b.rotation;
    }
    friend bool operator!=(const Answer &a, const Answer &b) { return !(a == b); }
};

namespace AnswerKey {

// The trace's word for an island entry (the rule book's): SEED, ADD, BACKTRACK, COMPLETE,
// FAILED, DONE, TOO COMPLEX.
QString moveName(IslandStep::Kind kind);

// The rule book's terms for the model's: the question kind, and an answer both ways.
RuleBook::Ask ask(QuestionKind kind);
RuleBook::Answer toRuleBook(const Answer &answer);
Answer fromRuleBook(const Question &question, const RuleBook::Answer &answer);

// The build's own answer, the rule book's first accepted one, from a build's steps, whoever
// holds them (a vector, a step list, a model): each function takes the build's step count
// and a function that reads step `i` (0-based). A question whose `after` is not below the
// step count, or of the other lesson, has no answer (it is dropped).
template <typename StepAt>
std::optional<Answer> island(const Question &question, std::size_t count, StepAt stepAt)
{
    if (!Question::belongsTo(question.ask, MapMode::Island))
        return std::nullopt; // the other lesson's question (the web lesson's export keeps this rule
                             // too)
    const auto own
        = RuleBook::IslandRules::own(ask(question.ask), question.after, count, std::move(stepAt));
    return own ? std::optional<Answer>(fromRuleBook(question, *own)) : std::nullopt;
}

template <typename StepAt>
std::optional<Answer> dungeon(const Question &question, std::size_t count, StepAt stepAt)
{
    if (!Question::belongsTo(question.ask, MapMode::Dungeon))
        return std::nullopt;
    const auto own
        = RuleBook::DungeonRules::own(ask(question.ask), question.after, count, std::move(stepAt));
    return own ? std::optional<Answer>(fromRuleBook(question, *own)) : std::nullopt;
}

// Every accepted answer of `key` in the form of Answer::text, the build's own first, joined
// by "; " (questions.md, `--answers --accepted`): "next-cell (3, 15); (2, 14); (3, 16)".
QString acceptedText(const Scenario &scenario, const Question &question, const RuleBook::Key &key);

// The answer key of a build, a line per question it answers, as `mapgen --answers` prints it
// ("after 12: next-cell (3, 15)"); with `accepted`, every accepted answer (acceptedText).
QStringList islandLines(const Scenario &scenario, std::size_t count,
    const RuleBook::IslandRules::StepAt &stepAt, bool accepted);
QStringList dungeonLines(const Scenario &scenario, std::size_t count,
    const RuleBook::DungeonRules::StepAt &stepAt, bool accepted);

// You Are the Algorithm's decisions in a build, the rule book's count: what its part of a
// grade is counted over (questions.md, "Grading").
int islandDecisions(
    const Scenario &scenario, std::size_t count, const RuleBook::IslandRules::StepAt &stepAt);
int dungeonDecisions(
    const Scenario &scenario, std::size_t count, const RuleBook::DungeonRules::StepAt &stepAt);

} // namespace AnswerKey
