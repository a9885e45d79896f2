// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lessonteaching.h"
#include "rulebook.h"

class DungeonLesson;

// The dungeon lesson's answers to the coaches and Compare: the answer key over the
// dungeon build, its rejections for what fits, the tile-connection inspector's data for a
// wrong cell, the tile set on Compare's second side.
class DungeonTeaching : public LessonTeaching
{
public:
    DungeonTeaching(DungeonLesson *lesson, ScenarioDocument *document);

    bool asks(QuestionKind kind) const override;
    std::optional<Answer> answer(const Question &question) const override;
    bool accepts(const Answer &right, const Answer &given) const override;
    bool acceptsCell(const Answer &right, int row, int col) const override;
    QString answerText(const Answer &right) const override;
    QPoint answerCell(const Answer &right) const override;
    QString explanation(const Answer &right, const Answer &given) const override;
    std::optional<Question> practiceQuestion(int first, int end) const override;

    bool acceptsMoves() const override { return false; }
    int decisionFrom(int position) const override;
    int decidedStep(int position) const override { return nextPlace(position); }
    int decisions() const override;
    QString constructPrompt(int position, int count, QPoint picked) const override;
    Verdict pickCell(int position, int row, int col) override;
    Verdict chooseMove(int, IslandStep::Kind, const MoveLabel &) override { return {}; }
    Verdict chooseTile(int position, QPoint picked, int templateIndex, int rotation) override;
    std::optional<Hint> hint(int position, const MoveLabel &label) const override;
    QString expectedMove(int position) const override;

    int compareOverrides() const override { return CompareTiles; }
    CompareSettings compareDefaults(const Scenario &scenario) const override;
    void keepCompared(ScenarioDocument *document, const CompareSettings &settings) const override;
    std::vector<QPoint> finalDifferences(const Lesson &other) const override;
    int positionByProgress(const Lesson &) override { return -1; }

private:
    // The first Place step at or after `index`; -1 if none.
    int nextPlace(int index) const;
    // The rule book's verdict on a tile turned `rotation` on (row, col) as the next placement
    // from `position` on; templateIndex -1 judges the cell alone.
    RuleBook::Judgement judge(
        int position, int row, int col, int templateIndex, int rotation) const;
    // The words for a verdict on (row, col) that is not the build's own tile.
    QString words(const RuleBook::Judgement &judgement, int row, int col) const;

    DungeonLesson *m_lesson;
    ScenarioDocument *m_document;
};
