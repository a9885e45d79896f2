// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonstep.h"
#include "islandgrid.h"
#include "islandstep.h"
#include "world.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

// The cells a map marks at a playback position, and how (the candidate tint, the tried
// cell, the placement's clips), once for every shell: the workbench's painters and the web
// lesson's page both draw what this says.
namespace StepMarks {

enum class Mark : std::uint8_t {
    Tried, // islands: the cell the step just added (or seeded)
    Candidate, // islands: a valid expansion of that cell (the light-green tint)
    Backtracked, // islands: the cell the step just removed
    Considered, // dungeons: the cell whose candidates are being checked
    Placed, // dungeons: the tile just placed
    Clipped, // dungeons: a neighbour that lost half-doors to the placement (`clipped`)
    QueuedNow, // dungeons: a cell that joined the fill queue through the placement
};

struct CellMark
{
    int row = 0;
    int col = 0;
    Mark mark = Mark::Tried;
    std::uint8_t clipped = 0; // Clipped: the half-doors removed

    friend bool operator==(const CellMark &a, const CellMark &b)
    {
        return a.row == b.row && a.col == b.col && a.mark == b.mark && a.clipped == b.clipped;
    }
};

// Islands: `grid` is the map after `last`, the step just taken (null at position 0). The
// tried cell first, then its candidates up, left, right, down.
std::vector<CellMark> island(const IslandGrid &grid, const IslandStep *last, IslandRule rule);

// Dungeons: the marks after `position` steps: a cell being checked (Reject, Skip), or the
// last placement with the clips and queue entries it caused (latest first).
using DungeonStepAt = std::function<DungeonStep(std::size_t)>;
std::vector<CellMark> dungeon(int position, const DungeonStepAt &stepAt);

// A stable, untranslated name (the golden table): tried, candidate, ...
const char *markName(Mark mark);

} // namespace StepMarks
