// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "islandgrid.h"
#include "islandstep.h"
#include "world.h"

// Whether a cell may take part in an island now, and if not, which rule and which cell
// say no (islands.md, "Rules"): what the Cell Inspector explains.
class IslandCellCheck
{
public:
    enum class Reason {
        Valid,
        OutOfMap, // the cell is outside the grid
        Pit, // the cell is a pit
        Land, // the cell is land already (of `island`)
        NeighbourLand // a neighbour at (row, col) is land of `island` (6b; 6a seeds: orthogonal)
    };
    struct Verdict
    {
        Reason reason = Reason::Valid;
        int island = 0; // the island of Land and NeighbourLand
        int row = -1; // the blocking neighbour of NeighbourLand
        int col = -1;
        bool valid() const { return reason == Reason::Valid; }
    };

    // Valid expansion of (row, col) for `island`: the first neighbour in row-major order
    // that is land of another island is the one named.
    static Verdict expansion(const IslandGrid &grid, int row, int col, int island, IslandRule rule);
    // Seed-eligible: open water, and no land among the 8 neighbours (6b) or the 4
    // orthogonal ones (6a). Land of `ignoredIsland` counts as water: the island growing
    // now was not there when its seed was chosen.
    static Verdict seed(
        const IslandGrid &grid, int row, int col, IslandRule rule, int ignoredIsland = 0);
    // The island the inspector judges for, after `last` (nullptr: before the first step) of
    // a build of `count` islands: the one growing, or the next after one ended; 0 when none
    // is left to grow.
    static int growingIsland(int count, const IslandStep *last);
};
