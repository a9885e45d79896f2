// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonstep.h"
#include "islandstep.h"

#include <array>
#include <cstdint>

// The statistics of a build at a playback position and why an island failed, once for
// every shell: the workbench's Statistics dock and handout and the web lesson's page show
// what these count, each in its own words.
namespace BuildStats {

// An island's outcome so far; the failed ones say why (islands.md, "FAILED").
enum class Outcome : std::uint8_t {
    NotStarted,
    Growing,
    Complete,
    TooComplex, // removed: the step limit was reached while it grew
    NoSeed, // failed: no room for a seed
    Unreachable, // failed: not enough reachable water
    DeadEnd, // failed: every path ran into a dead end
};

// How the build stands at the position: under way until its last step is shown.
enum class Result : std::uint8_t { InProgress, AllDone, TooComplex };

struct IslandProgress
{
    int size = 0;
    Outcome outcome = Outcome::NotStarted;
};

// Counted step by step, forwards and backwards, as playback moves.
struct IslandTally
{
    int adds = 0;
    int backtracks = 0;
    std::array<IslandProgress, 9> islands {}; // index 1..8
    int abortedSize = 0; // the size of the island a TooComplex step removed

    void count(const IslandStep &step, bool forward);
};

struct DungeonTally
{
    int placed = 0; // tiles, start and end included
    int rejected = 0; // candidates
    int queued = 0; // cells waiting in the fill queue

    void count(const DungeonStep &step, bool forward);
};

// The result after `position` of `count` steps whose last says whether the limit was hit.
Result result(int position, int count, bool tooComplex);

// Stable, untranslated names (the golden table): not-started, ..., dead-end; in-progress, ...
const char *outcomeName(Outcome outcome);
const char *resultName(Result result);

} // namespace BuildStats
