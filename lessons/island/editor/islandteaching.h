// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandcallstack.h"
#include "islandprogressindex.h"
#include "lessonteaching.h"
#include "rulebook.h"

class IslandLesson;

// The island lesson's answers to the coaches and Compare: the rule book's verdicts over the
// island build in words, the call stack for why a move is the next one, the rule and
// randomize on Compare's second side.
class IslandTeaching : public LessonTeaching
{
public:
    explicit IslandTeaching(IslandLesson *lesson);

    bool asks(QuestionKind kind) const override;
    std::optional<Answer> answer(const Question &question) const override;
    bool accepts(const Answer &right, const Answer &given) const override;
    QString answerText(const Answer &right) const override;
    QPoint answerCell(const Answer &right) const override;
    QString explanation(const Answer &right, const Answer &given) const override;
    std::optional<Question> practiceQuestion(int first, int end) const override;

    void beginConstruct() override;
    bool acceptsMoves() const override { return true; }
    int decisionFrom(int position) const override { return position; }
    int decidedStep(int position) const override { return position; }
    int decisions() const override;
    QString constructPrompt(int position, int count, QPoint picked) const override;
    Verdict pickCell(int position, int row, int col) override;
    Verdict chooseMove(int position, IslandStep::Kind kind, const MoveLabel &label) override;
    Verdict chooseTile(int, QPoint, int, int) override { return {}; }
    std::optional<Hint> hint(int position, const MoveLabel &label) const override;
    QString expectedMove(int position) const override;

    int compareOverrides() const override;
    CompareSettings compareDefaults(const Scenario &scenario) const override;
    void keepCompared(ScenarioDocument *document, const CompareSettings &settings) const override;
    std::vector<QPoint> finalDifferences(const Lesson &other) const override;
    int positionByProgress(const Lesson &leader) override;

private:
    // The rule book's verdict on the cell (row, col) as the one step `index` seeds or adds.
    RuleBook::Judgement judgeCell(int index, int row, int col) const;
    // The words for a verdict on (row, col) that is not the build's own: why it is right as
    // well or why it is wrong (the call stack is at the verdict's step).
    QString cellWords(const RuleBook::Judgement &judgement, int row, int col) const;
    // The cells the rule book accepts at a next-cell question, as a sentence.
    QString acceptedWords(const Question &question) const;
    // Why the step is the move now (the call stack is at the step); `clicked`: a cell is
    // clicked to make it (You Are the Algorithm), rather than a question's move chosen.
    QString why(const IslandStep &step, bool clicked) const;
    // The first step at or after `index` that seeds or adds a cell; the step count if none.
    int nextCellStep(int index) const;
    void seekStack(int index) const;

    IslandLesson *m_lesson;
    // The build's calls at the step judged (its candidates and what was tried).
    mutable IslandCallStack m_stack;
    // The model's scenarioRevision() m_stack was set up for; 0: none yet (a model shows its
    // first scenario at revision 1).
    mutable quint64 m_stackRevision = 0;
    IslandProgressIndex m_progress; // of the lesson's finished build, for Compare
    std::shared_ptr<const IslandStepList> m_progressOf;
    int m_progressCount = 0;
};
