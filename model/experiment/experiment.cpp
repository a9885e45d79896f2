// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment.h"

#include "dungeontiles.h"
#include "experimentfigures.h"
#include "experimentlessons.h"
#include "experimentsweep.h"
#include "sprinkle.h"

#include <algorithm>

using namespace ExperimentDetail;

ExperimentSweep ExperimentSweep::fromScenario(const Scenario &scenario)
{
    ExperimentSweep sweep;
    sweep.rules = {scenario.islands.rule};
    sweep.randomize = {scenario.islands.randomize};
    sweep.islands = {scenario.islands.count};
    sweep.mins = {scenario.islands.min};
    sweep.maxes = {scenario.islands.max};
    sweep.stepLimit = scenario.islands.stepLimit;
    return sweep;
}

ExperimentSweep ExperimentSweep::fromSettings(
    const Scenario &scenario, const ExperimentSettings &settings)
{
    ExperimentSweep sweep;
    sweep.stepLimit = scenario.islands.stepLimit;
    sweep.runs = settings.runs;
    sweep.rules.clear();
    if (settings.rule6a)
        sweep.rules.push_back(IslandRule::Rule6a);
    if (settings.rule6b)
        sweep.rules.push_back(IslandRule::Rule6b);
    if (settings.randomizeOn)
        sweep.randomize.push_back(true);
    if (settings.randomizeOff)
        sweep.randomize.push_back(false);
    using Axis = ExperimentSettings::Axis;
    const std::vector<int> values = settings.values();
    auto pick = [&](Axis axis, int fixed) {
        return settings.vary == axis ? values : std::vector<int> {fixed};
    };
    sweep.densities = pick(Axis::Density, settings.density);
    sweep.islands = pick(Axis::Islands, settings.islands);
    sweep.mins = pick(Axis::Min, settings.min);
    sweep.maxes = pick(Axis::Max, settings.max);
    return sweep;
}

std::size_t ExperimentSweep::pointCount() const
{
    return rules.size() * randomize.size() * islands.size() * mins.size() * maxes.size()
        * densities.size();
}

std::vector<ExperimentPoint> ExperimentSweep::points() const
{
    std::vector<ExperimentPoint> result;
    result.reserve(pointCount());
    for (const IslandRule rule : rules) {
        for (const bool shuffle : randomize) {
            for (const int count : islands) {
                for (const int low : mins) {
                    for (const int high : maxes) {
                        for (const int density : densities)
                            result.push_back({rule, shuffle, count, low, high, density});
                    }
                }
            }
        }
    }
    return result;
}

void Experiment::sprinkle(std::vector<std::uint8_t> &world, int density, std::uint64_t s)
{
    ::sprinkle(world, density, s);
}

namespace {

// A whole number of thousandths of total / count, rounded half up in integers, so that no
// machine's floating point decides a tie.
std::int64_t meanThousandths(std::int64_t total, std::int64_t count)
{
    return count > 0 ? (total * 1000 + count / 2) / count : 0;
}

} // namespace

namespace ExperimentDetail {

ExperimentRow islandRow(const ExperimentPoint &point, const std::vector<IslandFigures> &figures)
{
    ExperimentRow row;
    row.point = point;
    row.runs = int(figures.size());
    std::int64_t nanoseconds = 0;
    std::vector<int> backtracks;
    backtracks.reserve(figures.size());
    for (const IslandFigures &run : figures) {
        row.tooComplex += run.tooComplex ? 1 : 0;
        row.islandsComplete += run.complete;
        row.islandsFailed += run.failed;
        row.stepsTotal += run.steps;
        row.backtracksTotal += run.backtracks;
        nanoseconds += run.nanoseconds;
        backtracks.push_back(run.backtracks);
    }
    row.backtracksMeanThousandths = meanThousandths(row.backtracksTotal, row.runs);
    // The median run is looked up before the ranks reorder the figures.
    std::vector<int> ranked = backtracks;
    row.backtracksP50 = Experiment::nearestRank(ranked, 50);
    row.medianRun = int(
        std::find(backtracks.begin(), backtracks.end(), row.backtracksP50) - backtracks.begin());
    row.backtracksP90 = Experiment::nearestRank(ranked, 90);
    row.backtracksP10 = Experiment::nearestRank(ranked, 10);
    row.buildUsTotal = nanoseconds / 1000;
    return row;
}

DungeonExperimentRow dungeonRow(
    const DungeonExperimentPoint &point, const std::vector<DungeonFigures> &figures)
{
    DungeonExperimentRow row;
    row.point = point;
    row.runs = int(figures.size());
    std::int64_t nanoseconds = 0;
    std::vector<int> paths;
    std::vector<int> pathRuns; // the run of each entry of `paths`
    paths.reserve(figures.size());
    pathRuns.reserve(figures.size());
    for (std::size_t i = 0; i < figures.size(); ++i) {
        const DungeonFigures &run = figures[i];
        nanoseconds += run.nanoseconds; // a cut-off build took its time too
        if (run.cutOff) {
            ++row.cutOff;
            continue;
        }
        row.placedTotal += run.placed;
        row.rejectedTotal += run.rejected;
        row.pathTotal += run.path;
        row.deadEndsTotal += run.deadEnds;
        paths.push_back(run.path);
        pathRuns.push_back(int(i));
    }
    const std::int64_t finished = row.finishedRuns();
    row.placedMeanThousandths = meanThousandths(row.placedTotal, finished);
    row.pathMeanThousandths = meanThousandths(row.pathTotal, finished);
    row.deadEndsMeanThousandths = meanThousandths(row.deadEndsTotal, finished);
    if (!paths.empty()) {
        std::vector<int> ranked = paths;
        row.pathP50 = Experiment::nearestRank(ranked, 50);
        row.medianRun = pathRuns[std::size_t(
            std::find(paths.begin(), paths.end(), row.pathP50) - paths.begin())];
        row.pathP90 = Experiment::nearestRank(ranked, 90);
        row.pathP10 = Experiment::nearestRank(ranked, 10);
    }
    row.buildUsTotal = nanoseconds / 1000;
    return row;
}

} // namespace ExperimentDetail

Scenario Experiment::runScenario(
    const Scenario &base, const ExperimentPoint &point, int stepLimit, int run)
{
    Scenario world = base;
    prepareRun(world, base, point, stepLimit, run);
    return world;
}

ExperimentResult Experiment::run(const Scenario &base, const ExperimentSweep &sweep, int threads,
    const std::atomic_bool *cancel, const Progress &progress)
{
    if (sweep.runs < 1 || sweep.pointCount() == 0)
        return {};
    const IslandLesson lesson(base, sweep);
    auto output = Sweep<IslandLesson>(lesson, sweep.runs, {}, false, cancel).run(threads, progress);
    return {std::move(output.rows), output.cancelled};
}

int Experiment::nearestRank(std::vector<int> &values, int p)
{
    // ceil(p * n / 100) in integers: in floating point, 0.9 * 10 rounds up to rank 10.
    const auto size = std::int64_t(values.size());
    const std::int64_t rank = std::max<std::int64_t>(1, (std::int64_t(p) * size + 99) / 100);
    const auto nth = values.begin() + std::ptrdiff_t(rank - 1);
    std::nth_element(values.begin(), nth, values.end());
    return *nth;
}

DungeonExperimentSweep DungeonExperimentSweep::fromScenario(const Scenario &scenario)
{
    DungeonExperimentSweep sweep;
    sweep.sizes = {{scenario.rows, scenario.cols}};
    std::vector<int> all;
    for (int i = 0; i < int(scenario.dungeon.tiles.size()); ++i)
        all.push_back(i);
    sweep.tileLists = {all};
    return sweep;
}

DungeonExperimentSweep DungeonExperimentSweep::fromSettings(
    const Scenario &scenario, const ExperimentSettings &settings)
{
    DungeonExperimentSweep sweep = fromScenario(scenario);
    sweep.runs = settings.runs;
    sweep.densities = settings.vary == ExperimentSettings::Axis::Density
        ? settings.values()
        : std::vector<int> {settings.density};
    if (settings.vary == ExperimentSettings::Axis::Size) {
        sweep.sizes.clear();
        for (const ExperimentSettings::Size &size : settings.sizes)
            sweep.sizes.push_back({size.rows, size.cols});
    } else if (settings.vary == ExperimentSettings::Axis::Tiles) {
        sweep.tileLists = settings.tileSubsets;
    }
    return sweep;
}

std::size_t DungeonExperimentSweep::pointCount() const
{
    return sizes.size() * tileLists.size() * densities.size();
}

std::vector<DungeonExperimentPoint> DungeonExperimentSweep::points() const
{
    std::vector<DungeonExperimentPoint> result;
    result.reserve(pointCount());
    for (const Size &size : sizes) {
        for (const std::vector<int> &tiles : tileLists) {
            for (const int density : densities)
                result.push_back({size.rows, size.cols, tiles, density});
        }
    }
    return result;
}

Scenario Experiment::dungeonRunScenario(
    const Scenario &base, const DungeonExperimentPoint &point, int run)
{
    Scenario world = base;
    prepareDungeonRun(world, base, point, pickTiles(base, point.tiles), run);
    return world;
}

DungeonExperimentResult Experiment::runDungeon(const Scenario &base,
    const DungeonExperimentSweep &sweep, int threads, const std::atomic_bool *cancel,
    const Progress &progress)
{
    if (sweep.runs < 1 || sweep.pointCount() == 0)
        return {};
    const DungeonLesson lesson(base, sweep);
    auto output
        = Sweep<DungeonLesson>(lesson, sweep.runs, {}, false, cancel).run(threads, progress);
    return {std::move(output.rows), output.cancelled};
}

ExperimentRunsResult Experiment::runPerRun(const Scenario &base, const ExperimentSweep &sweep,
    const ExperimentShard &shard, int threads, const std::atomic_bool *cancel,
    const Progress &progress)
{
    ExperimentRunsResult result;
    if (sweep.runs >= 1 && sweep.pointCount() > 0) {
        const IslandLesson lesson(base, sweep);
        auto output
            = Sweep<IslandLesson>(lesson, sweep.runs, shard, true, cancel).run(threads, progress);
        result.cancelled = output.cancelled;
        result.csv = std::move(output.lines);
    }
    if (!result.cancelled)
        result.csv.prepend(perRunHeader());
    return result;
}

ExperimentRunsResult Experiment::runDungeonPerRun(const Scenario &base,
    const DungeonExperimentSweep &sweep, const ExperimentShard &shard, int threads,
    const std::atomic_bool *cancel, const Progress &progress)
{
    ExperimentRunsResult result;
    if (sweep.runs >= 1 && sweep.pointCount() > 0) {
        const DungeonLesson lesson(base, sweep);
        auto output
            = Sweep<DungeonLesson>(lesson, sweep.runs, shard, true, cancel).run(threads, progress);
        result.cancelled = output.cancelled;
        result.csv = std::move(output.lines);
    }
    if (!result.cancelled)
        result.csv.prepend(dungeonPerRunHeader());
    return result;
}

void Experiment::dungeonPathAndDeadEnds(const DungeonBuild &build, int *path, int *deadEnds)
{
    using namespace DungeonTiles;
    const int rows = build.rows;
    const int cols = build.cols;
    // The neighbour of `cell` across `side` when the two are joined (a facing pair of
    // half-doors), else -1. Unfilled cells and pits have no doors.
    auto joined = [&](int cell, int side) {
        const int row = cell / cols;
        const int col = cell % cols;
        const int r = row + (side == Down) - (side == Up);
        const int c = col + (side == Right) - (side == Left);
        if (r < 0 || r >= rows || c < 0 || c >= cols)
            return -1;
        const int other = r * cols + c;
        const auto mine = std::uint8_t(build.doors[std::size_t(cell)] & sideMask(side));
        const auto theirs
            = std::uint8_t(build.doors[std::size_t(other)] & sideMask(opposite(side)));
        return (mine & mirror(theirs)) != 0 ? other : -1;
    };

    *deadEnds = 0;
    for (int cell = 0; cell < rows * cols; ++cell) {
        if (build.templates[std::size_t(cell)] < 0)
            continue;
        int passages = 0;
        for (int side = Up; side <= Left; ++side)
            passages += joined(cell, side) >= 0 ? 1 : 0;
        *deadEnds += passages == 1 ? 1 : 0;
    }

    // Breadth first from start: the first time end is reached is along a shortest chain.
    *path = 0;
    if (build.start < 0 || build.end < 0)
        return;
    std::vector<int> distance(std::size_t(rows) * std::size_t(cols), -1);
    std::vector<int> queue;
    queue.reserve(distance.size());
    distance[std::size_t(build.start)] = 0;
    queue.push_back(build.start);
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const int cell = queue[next];
        if (cell == build.end) {
            *path = distance[std::size_t(cell)] + 1;
            return;
        }
        for (int side = Up; side <= Left; ++side) {
            const int other = joined(cell, side);
            if (other >= 0 && distance[std::size_t(other)] < 0) {
                distance[std::size_t(other)] = distance[std::size_t(cell)] + 1;
                queue.push_back(other);
            }
        }
    }
}
