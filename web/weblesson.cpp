// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "weblesson.h"

#include "dungeonweblesson.h"
#include "islandweblesson.h"

#include <cstring>

// The one place that reads which lesson a build is.
std::unique_ptr<WebLesson> WebLesson::lessonNamed(const char *name)
{
    if (std::strcmp(name, "dungeon") == 0)
        return std::make_unique<DungeonWebLesson>();
    return std::make_unique<IslandWebLesson>();
}

namespace WebFigures {

int stat(const IslandBuild &island, const DungeonBuild &dungeon, int which)
{
    switch (which) {
    case 0:
        return island.backtracks;
    case 1:
        return island.tooComplex ? 1 : 0;
    case 2:
        return dungeon.placed;
    case 3:
        return dungeon.rejected;
    case 4:
        return int(dungeon.failure);
    case 5:
        return dungeon.openCells;
    case 6:
        return dungeon.start;
    case 7:
        return dungeon.end;
    case 8:
        return int(island.islands.size());
    default:
        break;
    }
    const int k = which - 100;
    if (k < 0 || k >= int(island.islands.size()))
        return -1;
    return island.islands[std::size_t(k)].target;
}

void tally(const BuildStats::IslandTally &island, const BuildStats::DungeonTally &dungeon,
    BuildStats::Result result, int *out)
{
    out[0] = island.adds;
    out[1] = island.backtracks;
    out[2] = dungeon.placed;
    out[3] = dungeon.rejected;
    out[4] = dungeon.queued;
    out[5] = int(result);
    for (std::size_t k = 1; k <= 8; ++k) {
        out[6 + 2 * (k - 1)] = int(island.islands[k].outcome);
        out[7 + 2 * (k - 1)] = island.islands[k].size;
    }
}

} // namespace WebFigures
