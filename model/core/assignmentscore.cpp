// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "assignmentscore.h"

#include <algorithm>

namespace AssignmentScore {

namespace {

// A part of `of` to count (Unknown: the build is not made yet) with `got` and `done` so far.
Part part(bool assigned, std::int64_t got, std::int64_t of, std::int64_t done)
{
    Part p;
    p.assigned = assigned;
    if (!assigned)
        return p;
    if (of == AssignmentProgress::Unknown) {
        p.counts = true;
        p.of = 0;
        return p; // counts 0, not finished
    }
    p.of = std::max<std::int64_t>(0, of);
    p.counts = p.of > 0;
    p.got = std::clamp<std::int64_t>(got, 0, p.of);
    p.finished = done >= p.of;
    return p;
}

} // namespace

Part questions(const AssignmentProgress &progress)
{
    return part(progress.questions, progress.firstRight, progress.asked, progress.answered);
}

Part construct(const AssignmentProgress &progress)
{
    // Each right move is one decision made: the round is at the build's last step when
    // every decision is made.
    return part(progress.construct, std::int64_t(progress.right) - progress.wrong - progress.hints,
        progress.decisions, progress.right);
}

int score(const AssignmentProgress &progress)
{
    // Each part is 100 * got / of; their mean is exact as one fraction, then rounded half up.
    std::int64_t numerator = 0;
    std::int64_t denominator = 1;
    int parts = 0;
    for (const Part &p : {questions(progress), construct(progress)}) {
        if (!p.counts)
            continue;
        ++parts;
        if (p.of == 0)
            continue; // not yet known: 0
        numerator = numerator * p.of + 100 * p.got * denominator;
        denominator *= p.of;
    }
    if (parts == 0)
        return 100;
    denominator *= parts;
    return int((2 * numerator + denominator) / (2 * denominator));
}

bool finished(const AssignmentProgress &progress)
{
    const Part q = questions(progress);
    const Part c = construct(progress);
    return (!q.assigned || q.finished) && (!c.assigned || c.finished);
}

Status status(const AssignmentProgress &progress)
{
    if (!finished(progress))
        return Status::Incomplete;
    if (progress.pass < 0)
        return Status::Completed;
    return passes(score(progress), progress.pass) ? Status::Passed : Status::Failed;
}

const char *statusName(Status status)
{
    switch (status) {
    case Status::Incomplete:
        return "incomplete";
    case Status::Passed:
        return "passed";
    case Status::Failed:
        return "failed";
    case Status::Completed:
        return "completed";
    }
    return "incomplete";
}

} // namespace AssignmentScore
