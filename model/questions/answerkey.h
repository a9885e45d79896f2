// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonstep.h"
#include "islandstep.h"
#include "rulebook.h"
#include "scenario.h"

#include <QString>

#include <cstddef>
#include <optional>

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

// Answers from a build's steps, whoever holds them (a vector, a step list, a model): each
// function takes the build's step count and a function that reads step `i` (0-based).
// A question whose `after` is not below the step count has no answer (it is dropped).
namespace AnswerKey {

// The trace's word for an island entry: SEED, ADD, BACKTRACK, COMPLETE, FAILED, DONE,
// TOO COMPLEX.
QString moveName(IslandStep::Kind kind);

template <typename StepAt>
std::optional<Answer> island(const Question &question, std::size_t count, StepAt stepAt)
{
    if (question.ask == QuestionKind::NextPlace || question.after < 0
        || std::size_t(question.after) >= count)
        return std::nullopt;
    Answer answer;
    answer.question = question;
    if (question.ask == QuestionKind::NextMove) {
        answer.move = stepAt(std::size_t(question.after)).kind;
        return answer;
    }
    for (std::size_t i = std::size_t(question.after); i < count; ++i) {
        const IslandStep step = stepAt(i);
        if (step.kind == IslandStep::Seed || step.kind == IslandStep::Add) {
            answer.row = step.row;
            answer.col = step.col;
            break;
        }
    }
    return answer;
}

template <typename StepAt>
std::optional<Answer> dungeon(const Question &question, std::size_t count, StepAt stepAt)
{
    if (question.ask != QuestionKind::NextPlace || question.after < 0
        || std::size_t(question.after) >= count)
        return std::nullopt;
    Answer answer;
    answer.question = question;
    for (std::size_t i = std::size_t(question.after); i < count; ++i) {
        const DungeonStep step = stepAt(i);
        if (step.kind == DungeonStep::Place) {
            answer.row = step.row;
            answer.col = step.col;
            answer.templateIndex = step.templateIndex();
            answer.rotation = step.rotation();
            break;
        }
    }
    return answer;
}

// The rule book's terms for the model's: the question kind, and an answer both ways.
RuleBook::Ask ask(QuestionKind kind);
RuleBook::Answer toRuleBook(const Answer &answer);
Answer fromRuleBook(const Question &question, const RuleBook::Answer &answer);

// Every accepted answer of `key` in the form of Answer::text, the build's own first, joined
// by "; " (questions.md, `--answers --accepted`): "next-cell (3, 15); (2, 14); (3, 16)".
QString acceptedText(const Scenario &scenario, const Question &question, const RuleBook::Key &key);

} // namespace AnswerKey
