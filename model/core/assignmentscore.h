// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

// The grade of a graded lesson (questions.md, "Grading"; export.md, `.zip`; the scenario's
// "assignment"): the mean of every assigned part, rounded half up to an integer from 0 to
// 100. The questions part is the first answers right over the questions the build asks; You
// Are the Algorithm's is max(0, right - wrong - hints) over the build's decisions, as JSAV
// and OpenDSA grade a simulation, whether or not the round is finished. A part not begun
// counts 0, so the grade is the one the student would get by stopping now and right work
// never lowers it. A part with nothing to count (a build that asks no question, a build
// without a decision) is finished and left out of the mean; with no part left the grade is
// 100, nothing having been asked. The workbench, the handout and the web page's SCORM
// reporting all ask this.
struct AssignmentProgress
{
    // A count the shells do not know yet (before the build is made): the part counts 0 and
    // is not finished.
    static constexpr int Unknown = -1;

    bool questions = false; // the questions part is assigned
    int asked = 0; // the questions the build asks, or Unknown
    int answered = 0; // of them, answered (right or wrong)
    int firstRight = 0; // of them, answered right the first time
    bool construct = false; // You Are the Algorithm is assigned
    int right = 0;
    int wrong = 0;
    int hints = 0;
    int decisions = 0; // the build's decisions, all You Are the Algorithm asks, or Unknown
    int pass = -1; // the pass mark 0..100, or -1: none
};

namespace AssignmentScore {

// One part as the grade counts it: `got` of `of` (questions right the first time of the
// questions asked; max(0, right - wrong - hints) of the decisions).
struct Part
{
    bool assigned = false;
    bool counts = false; // in the mean: assigned, and something to count or not yet known
    std::int64_t got = 0;
    std::int64_t of = 0;
    bool finished = false; // every question answered; the round at the build's last step
};

// SCORM 1.2's cmi.core.lesson_status, as the contract sets it.
enum class Status { Incomplete, Passed, Failed, Completed };

Part questions(const AssignmentProgress &progress);
Part construct(const AssignmentProgress &progress);

// The grade 0..100.
int score(const AssignmentProgress &progress);

// Whether every assigned part is finished.
bool finished(const AssignmentProgress &progress);

// Incomplete until every assigned part is finished, then passed or failed against the
// pass mark, or completed without one.
Status status(const AssignmentProgress &progress);

// The status as SCORM 1.2 spells it ("incomplete", "passed", "failed", "completed").
const char *statusName(Status status);

// Whether `score` reaches the pass mark `pass` (0..100).
inline bool passes(int score, int pass)
{
    return score >= pass;
}

} // namespace AssignmentScore
