// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentlessons.h"

namespace ExperimentDetail {

// Sets `world` (a copy of `base`, reused from run to run) to run `run` of `point`.
// Assigning the pits into a buffer of the same size allocates nothing.
void prepareRun(
    Scenario &world, const Scenario &base, const ExperimentPoint &point, int stepLimit, int run)
{
    world.pits = base.pits;
    world.seed = base.seed + std::uint64_t(run); // mod 2^64, as unsigned arithmetic is
    Experiment::sprinkle(world.pits, point.density, world.seed);
    world.islands.rule = point.rule;
    world.islands.randomize = point.randomize;
    world.islands.count = point.islands;
    world.islands.min = point.min;
    world.islands.max = point.max;
    world.islands.stepLimit = stepLimit;
}

void prepareDungeonRun(Scenario &world, const Scenario &base, const DungeonExperimentPoint &point,
    const QVector<DungeonTile> &tiles, int run)
{
    world.mode = MapMode::Dungeon;
    if (point.rows == base.rows && point.cols == base.cols)
        world.pits = base.pits;
    else
        world.pits.assign(std::size_t(point.rows) * std::size_t(point.cols), 0);
    world.rows = point.rows;
    world.cols = point.cols;
    world.seed = base.seed + std::uint64_t(run);
    Experiment::sprinkle(world.pits, point.density, world.seed);
    world.dungeon.tiles = tiles;
}

QVector<DungeonTile> pickTiles(const Scenario &base, const std::vector<int> &indices)
{
    QVector<DungeonTile> tiles;
    tiles.reserve(qsizetype(indices.size()));
    for (const int index : indices)
        tiles.append(base.dungeon.tiles.at(index));
    return tiles;
}

} // namespace ExperimentDetail
