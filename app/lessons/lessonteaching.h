// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answerkey.h"
#include "islandstep.h"
#include "scenario.h"

#include <QPoint>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class Lesson;
class ScenarioDocument;

// What the coaches and Compare ask of a lesson, answered by the lesson's own kind: the
// question coach's answers and explanations, You Are the Algorithm's expected move, why
// a move is wrong, its hint and the step a right move makes, and Compare's second side
// and differences. Each lesson owns one (IslandTeaching, DungeonTeaching); the coaches
// and Compare never ask which lesson they are in.
//
// A choice the build could have drawn at random (a valid seed, a pending candidate with
// Randomize on, a tile that fits) counts as right wherever the student makes it: the rule
// book (model/core/rulebook.h) judges it once, as an alternative, for questions and You
// Are the Algorithm alike; a teaching only words its reasons.
class LessonTeaching
{
public:
    virtual ~LessonTeaching() = default;

    // ---- Questions (questions.md) ----

    // Whether questions of `kind` belong to this lesson.
    virtual bool asks(QuestionKind kind) const = 0;
    // The answer key's answer from the build the lesson holds; none while it has no step
    // after `question.after` (yet), or for a kind of another lesson.
    virtual std::optional<Answer> answer(const Question &question) const = 0;
    // Whether `given` counts as right: the answer, or a choice the build could have drawn.
    virtual bool accepts(const Answer &right, const Answer &given) const = 0;
    // Whether some answer on the cell (row, col) is accepted: a next-place question asks
    // the tile only of such a cell, and marks any other wrong at once.
    virtual bool acceptsCell(const Answer & /*right*/, int /*row*/, int /*col*/) const
    {
        return true;
    }
    // The right answer in words ("row 3, column 4") and the cell to ring on the map
    // (x = column, y = row; (-1, -1) for none).
    virtual QString answerText(const Answer &right) const = 0;
    virtual QPoint answerCell(const Answer &right) const = 0;
    // Why the answer is right, with the inspectors' reasons for a wrong `given`: whole
    // sentences, each ended.
    virtual QString explanation(const Answer &right, const Answer &given) const = 0;
    // Practice mode: the question to ask in the steps [first, end) (first >= 1), if any.
    virtual std::optional<Question> practiceQuestion(int first, int end) const = 0;

    // ---- You Are the Algorithm ----

    // What a move the student made comes to.
    struct Verdict
    {
        enum Kind {
            Ignored, // nothing to judge (playback moved on, no tile to choose)
            Right, // playback goes on to `target`; `text` is a note, or empty
            Wrong, // `text` is the reason; `given` the move as the result file names it
            ChooseTile, // the right cell: the student chooses its tile next
        };
        Kind kind = Ignored;
        int target = -1;
        QString text;
        QString given;
    };
    // The menu's name of an island move (Backtrack, Island Complete, ...).
    using MoveLabel = std::function<QString(IslandStep::Kind)>;

    // A new round of the mode on the lesson's current build.
    virtual void beginConstruct() { }
    // Whether the named moves (BACKTRACK, COMPLETE, ...) are moves of this lesson.
    virtual bool acceptsMoves() const = 0;
    // The position of the first step at or after `position` that is the student's decision
    // (the steps between run on by themselves).
    virtual int decisionFrom(int position) const = 0;
    // The step the move decided at `position` makes.
    virtual int decidedStep(int position) const = 0;
    // The build's decisions, all of them: what the result file's grade is counted over
    // (the rule book's decisions(), questions.md "Grading").
    virtual int decisions() const = 0;
    virtual QString constructPrompt(int position, int count, QPoint picked) const = 0;
    virtual Verdict pickCell(int position, int row, int col) = 0;
    virtual Verdict chooseMove(int position, IslandStep::Kind kind, const MoveLabel &label) = 0;
    virtual Verdict chooseTile(int position, QPoint picked, int templateIndex, int rotation) = 0;
    // The right move at `position`, in words, and its cell to mark ((-1, -1) for none);
    // none when no move is left.
    struct Hint
    {
        QString text;
        QPoint cell {-1, -1};
    };
    virtual std::optional<Hint> hint(int position, const MoveLabel &label) const = 0;
    // The right move as the answer key words it, untranslated: "ADD (3, 15)", "BACKTRACK",
    // "place (4, 7) hall 1".
    virtual QString expectedMove(int position) const = 0;

    // ---- Compare ----

    // The second side's settings this lesson uses (the others are kept, not shown).
    enum CompareOverride {
        CompareRule = 1,
        CompareRandomize = 2,
        CompareTiles = 4,
        FollowProgress = 8
    };
    virtual int compareOverrides() const = 0;
    // What Compare starts with: the document's scenario changes nothing.
    virtual CompareSettings compareDefaults(const Scenario &scenario) const = 0;
    // Leaving Compare from the second side: its settings become the document's (one edit
    // each, inside the caller's macro). The seed is the caller's.
    virtual void keepCompared(
        ScenarioDocument *document, const CompareSettings &settings) const = 0;
    // The cells (x = column, y = row) whose final state differs between this lesson's
    // build and `other`'s (a lesson of the same kind), each replayed to its end.
    virtual std::vector<QPoint> finalDifferences(const Lesson &other) const = 0;
    // Where this lesson's finished build shows what `leader` shows now, by progress
    // rather than step number; -1 where the lesson has no such order.
    virtual int positionByProgress(const Lesson &leader) = 0;
};
