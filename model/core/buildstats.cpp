// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "buildstats.h"

#include <algorithm>

namespace BuildStats {

namespace {

Outcome failed(IslandFailure failure)
{
    switch (failure) {
    case IslandFailure::NoSeed:
        return Outcome::NoSeed;
    case IslandFailure::Unreachable:
        return Outcome::Unreachable;
    default:
        return Outcome::DeadEnd;
    }
}

} // namespace

void IslandTally::count(const IslandStep &step, bool forward)
{
    const int sign = forward ? 1 : -1;
    IslandProgress &island = islands[std::size_t(std::min<int>(step.island, 8))];
    switch (step.kind) {
    case IslandStep::Seed:
        island.size = forward ? 1 : 0;
        island.outcome = forward ? Outcome::Growing : Outcome::NotStarted;
        break;
    case IslandStep::Add:
        adds += sign;
        island.size += sign;
        break;
    case IslandStep::Backtrack:
        backtracks += sign;
        island.size -= sign;
        break;
    case IslandStep::Complete:
        island.outcome = forward ? Outcome::Complete : Outcome::Growing;
        break;
    case IslandStep::Failed:
        // A failed island that had a seed loses it; one without room never started.
        if (step.hasCell())
            island.size = forward ? 0 : 1;
        island.outcome = forward ? failed(step.failure)
            : step.hasCell()     ? Outcome::Growing
                                 : Outcome::NotStarted;
        break;
    case IslandStep::TooComplex:
        if (step.island != 0) {
            if (forward) {
                abortedSize = island.size;
                island.size = 0;
            } else {
                island.size = abortedSize;
            }
            island.outcome = forward ? Outcome::TooComplex : Outcome::Growing;
        }
        break;
    case IslandStep::AllDone:
        break;
    }
}

void DungeonTally::count(const DungeonStep &step, bool forward)
{
    const int sign = forward ? 1 : -1;
    switch (step.kind) {
    case DungeonStep::Place:
        placed += sign;
        if (step.fromQueue())
            queued -= sign;
        break;
    case DungeonStep::Reject:
        rejected += sign;
        break;
    case DungeonStep::Queue:
        queued += sign;
        break;
    case DungeonStep::Skip:
        queued -= sign;
        break;
    default:
        break;
    }
}

Result result(int position, int count, bool tooComplex)
{
    if (position < count)
        return Result::InProgress;
    return tooComplex ? Result::TooComplex : Result::AllDone;
}

const char *outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::NotStarted:
        return "not-started";
    case Outcome::Growing:
        return "growing";
    case Outcome::Complete:
        return "complete";
    case Outcome::TooComplex:
        return "too-complex";
    case Outcome::NoSeed:
        return "no-seed";
    case Outcome::Unreachable:
        return "unreachable";
    case Outcome::DeadEnd:
        return "dead-end";
    }
    return "";
}

const char *resultName(Result result)
{
    switch (result) {
    case Result::InProgress:
        return "in-progress";
    case Result::AllDone:
        return "all-done";
    case Result::TooComplex:
        return "too-complex";
    }
    return "";
}

} // namespace BuildStats
