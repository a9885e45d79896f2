// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonstep.h"
#include "islandstep.h"

#include <algorithm>

// How far the log indents a step, once for every shell (the workbench's log, the web
// lesson's). Inline: a log of millions of lines asks for every line it shows.
namespace LogDepth {

// The island's size after `step`, from its size before: grow()'s depth as it recurses
// (0 between islands).
inline int islandSizeAfter(const IslandStep &step, int sizeBefore)
{
    switch (step.kind) {
    case IslandStep::Seed:
        return 1;
    case IslandStep::Add:
        return sizeBefore + 1;
    case IslandStep::Backtrack:
        return sizeBefore - 1;
    default:
        return 0;
    }
}

// An island step's indent, from the island's size after it: the recursion depth, 0 for the
// seed; a backtrack at the depth of the cell it takes back; 0 for an island's end.
inline int island(const IslandStep &step, int sizeAfter)
{
    return std::max(0, sizeAfter - (step.kind == IslandStep::Backtrack ? 0 : 1));
}

// A dungeon step's indent: 1 for the entries of a queued cell's fill (its queueing, clips
// and rejected candidates), 0 for the rest.
inline int dungeon(DungeonStep::Kind kind)
{
    return kind == DungeonStep::Queue || kind == DungeonStep::Clip || kind == DungeonStep::Reject
        ? 1
        : 0;
}

} // namespace LogDepth
