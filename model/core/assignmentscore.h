// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

// The score of a graded lesson (export.md, `.zip`; the scenario's "assignment"): the mean
// of the assigned parts, rounded half up to an integer from 0 to 100. The questions part
// is the first answers right over the questions the build asks; You Are the Algorithm's is
// max(0, right - wrong - hints) over the build's decisions, as JSAV and OpenDSA grade a
// simulation. A part assigned that has nothing to count (a build that asks no question, no
// decision) is no part. The workbench and the web page's SCORM reporting both ask this.
struct AssignmentProgress
{
    bool questions = false; // the questions part is assigned
    int asked = 0; // the questions the build asks
    int firstRight = 0; // of them, answered right the first time
    bool construct = false; // You Are the Algorithm is assigned
    int right = 0;
    int wrong = 0;
    int hints = 0;
    int decisions = 0; // the build's decisions, all You Are the Algorithm asks
};

namespace AssignmentScore {

// The score 0..100, or -1 when no part counts.
int score(const AssignmentProgress &progress);

// Whether `score` reaches the pass mark `pass` (0..100).
inline bool passes(int score, int pass)
{
    return score >= pass;
}

} // namespace AssignmentScore
