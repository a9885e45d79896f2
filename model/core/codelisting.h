// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonstep.h"
#include "islandstep.h"
#include "world.h"

#include <cstdint>
#include <vector>

// The pseudocode of both lessons, written from the contracts (islands.md, dungeon.md), and
// which line each step executes: the workbench's Code dock and the web lesson's Code panel
// show these lines and ask here which one a step highlights. The code stays as written in
// every language; a line's comment is a code (Note) that each shell words in its language.
namespace CodeListing {

// The lines that steps execute (None: a line no step stops on).
enum class Mark : std::uint8_t {
    None,
    IslandTarget,
    IslandNoSeed,
    IslandSeed,
    IslandUnreachable,
    IslandComplete,
    IslandDeadEnd,
    IslandAdd,
    IslandBacktrack,
    IslandAllDone,
    IslandTooComplex,
    DungeonStart,
    DungeonEnd,
    DungeonSkip,
    DungeonRejectSide,
    DungeonRejectPath,
    DungeonPlace,
    DungeonClip,
    DungeonQueue,
    DungeonDone,
};

// A line's comment (None: no comment).
enum class Note : std::uint8_t {
    None,
    OneIslandAfterAnother,
    DrawnForEveryIsland,
    KeepApart6b,
    RowByRow,
    NoRoomForSeed,
    SeedBecomesLand,
    NotEnoughWater,
    EveryPathDeadEnded,
    StepLimit,
    OneCallPerCell,
    BaseCase,
    OrthogonalNeighbours,
    FisherYates,
    GoDeeper,
    PathFailed,
    EveryCandidateFailed,
    PitOrLand,
    New6b,
    NeverTouch6b,
    OpenCells,
    FillQueue,
    SkipFilled,
    Rule1,
    Rule2,
    BigRoomPasses,
    StayRock,
    FacingCell,
    NoHalfDoorWall,
    OnceAtBack,
};

struct Line
{
    const char *code; // never translated
    Note note = Note::None;
    bool newIn6b = false;
    Mark mark = Mark::None;
};

std::vector<Line> islands(IslandRule rule);
std::vector<Line> dungeon();

// The line the step executes (Mark::None for none).
Mark islandMark(const IslandStep &step);
Mark dungeonMark(const DungeonStep &step);

// The index in `lines` of the line with `mark`, or -1.
int lineOf(const std::vector<Line> &lines, Mark mark);
// The index of the line step executes in its lesson's listing, or -1.
int islandLine(IslandRule rule, const IslandStep &step);
int dungeonLine(const DungeonStep &step);

} // namespace CodeListing
