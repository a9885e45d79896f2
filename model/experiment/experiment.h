// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QString>

#include <QByteArray>

#include <atomic>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

struct DungeonBuild;

// One point of a sweep: the settings its runs are built with (experiments.md).
struct ExperimentPoint
{
    IslandRule rule = IslandRule::Rule6b;
    bool randomize = true;
    int islands = 3;
    int min = 4;
    int max = 12;
    int density = 0; // percent of the open cells that the sprinkle turns into pits

    friend bool operator==(const ExperimentPoint &a, const ExperimentPoint &b)
    {
        return a.rule == b.rule && a.randomize == b.randomize && a.islands == b.islands
            && a.min == b.min && a.max == b.max && a.density == b.density;
    }
    friend bool operator!=(const ExperimentPoint &a, const ExperimentPoint &b) { return !(a == b); }
};

// What is varied, as plain lists, each in the order given.
struct ExperimentSweep
{
    static constexpr int MaxRuns = 100000;

    std::vector<IslandRule> rules;
    std::vector<bool> randomize;
    std::vector<int> islands;
    std::vector<int> mins;
    std::vector<int> maxes;
    std::vector<int> densities {0};
    int runs = 100;
    int stepLimit = 150000;

    // The spec's defaults: the scenario's settings, density 0, 100 runs.
    static ExperimentSweep fromScenario(const Scenario &scenario);
    // The sweep of the workbench's settings (the scenario's "experiment" key): the
    // scenario's step limit, rules 6a before 6b, randomize on before off, the varied
    // setting's values and the others fixed.
    static ExperimentSweep fromSettings(
        const Scenario &scenario, const ExperimentSettings &settings);

    // The points in the order of nested loops rule -> randomize -> islands -> min -> max
    // -> density.
    std::vector<ExperimentPoint> points() const;
    std::size_t pointCount() const;
};

// One line of the table.
struct ExperimentRow
{
    ExperimentPoint point;
    int runs = 0;
    std::int64_t tooComplex = 0;
    std::int64_t islandsComplete = 0;
    std::int64_t islandsFailed = 0;
    std::int64_t stepsTotal = 0;
    std::int64_t backtracksTotal = 0;
    std::int64_t backtracksMeanThousandths = 0; // backtracks_total / runs, in thousandths
    int backtracksP50 = 0;
    int backtracksP90 = 0;
    // Not in the CSV: the chart's band (10th percentile, same nearest rank) and the run
    // a click on the point opens, the lowest run index whose backtracks are backtracks_p50.
    int backtracksP10 = 0;
    int medianRun = 0;
    std::int64_t buildUsTotal = 0; // the only figure that depends on the machine
};

struct ExperimentResult
{
    std::vector<ExperimentRow> rows; // in point order; after a cancel, the points finished first
    bool cancelled = false;
};

// One point of a dungeon sweep (experiments.md, "Dungeon experiments").
struct DungeonExperimentPoint
{
    int rows = 0;
    int cols = 0;
    std::vector<int> tiles; // indices into the scenario's tile set, in the order written
    int density = 0;

    friend bool operator==(const DungeonExperimentPoint &a, const DungeonExperimentPoint &b)
    {
        return a.rows == b.rows && a.cols == b.cols && a.tiles == b.tiles && a.density == b.density;
    }
    friend bool operator!=(const DungeonExperimentPoint &a, const DungeonExperimentPoint &b)
    {
        return !(a == b);
    }
};

struct DungeonExperimentSweep
{
    struct Size
    {
        int rows = 0;
        int cols = 0;
    };
    std::vector<Size> sizes;
    std::vector<std::vector<int>> tileLists;
    std::vector<int> densities {0};
    int runs = 100;

    // The spec's defaults: the scenario's size, its whole tile set, density 0, 100 runs.
    static DungeonExperimentSweep fromScenario(const Scenario &scenario);
    // The sweep of the workbench's settings: the varied axis (densities, sizes or tile
    // subsets), and for the others the fixed density, the scenario's size and its whole
    // tile set.
    static DungeonExperimentSweep fromSettings(
        const Scenario &scenario, const ExperimentSettings &settings);

    // The points in the order of nested loops size -> tiles -> density.
    std::vector<DungeonExperimentPoint> points() const;
    std::size_t pointCount() const;
};

// One line of the dungeon table. Every figure but cut_off is over the finished runs.
struct DungeonExperimentRow
{
    DungeonExperimentPoint point;
    int runs = 0;
    std::int64_t cutOff = 0;
    std::int64_t placedTotal = 0;
    std::int64_t rejectedTotal = 0;
    std::int64_t pathTotal = 0;
    std::int64_t deadEndsTotal = 0;
    std::int64_t placedMeanThousandths = 0;
    std::int64_t pathMeanThousandths = 0;
    std::int64_t deadEndsMeanThousandths = 0;
    // Nearest ranks of the finished runs' path lengths; 0 when none finished. P10 is the
    // chart's band, not a CSV column; the median run is the lowest finished run whose path
    // is path_p50, -1 when none finished.
    int pathP10 = 0;
    int pathP50 = 0;
    int pathP90 = 0;
    int medianRun = -1;
    std::int64_t buildUsTotal = 0;

    std::int64_t finishedRuns() const { return runs - cutOff; }
};

struct DungeonExperimentResult
{
    std::vector<DungeonExperimentRow> rows;
    bool cancelled = false;
};

// Which runs of every point a sweep makes: those with i mod count = index - 1
// (`--shard index/count`); 1/1 is every run.
struct ExperimentShard
{
    static constexpr int MaxCount = 100000;
    int index = 1;
    int count = 1;
};

// A sweep printed as one CSV row per run (`--per-run`): the text, header first, or, after
// a cancel, nothing.
struct ExperimentRunsResult
{
    QByteArray csv;
    bool cancelled = false;
};

// A sweep of island builds (experiments.md): every point of the sweep built `runs` times
// with seeds scenario.seed + i, on a world sprinkled with pits at the point's density.
// The table is a function of the scenario and the sweep alone: threads only share out
// the runs, and every figure but build_us_total is an integer sum or a rank.
class Experiment
{
public:
    // More points than a chart can show are a typing mistake, not an experiment: the CLI
    // refuses a sweep of more, and the summary rows that claim more.
    static constexpr int MaxPoints = 100000;

    // Called on the thread that runs the sweep, about every 100 ms, with the runs done.
    using Progress = std::function<void(std::int64_t done, std::int64_t total)>;

    // Turns open cells of `world` (rows x cols, row-major, 1 pit / 0 open) into pits: a
    // SplitMix64 seeded with s ^ 0xA5A5A5A5A5A5A5A5 draws below(100) for each open cell in
    // row-major order, and the cell becomes a pit when the number is below `density`.
    static void sprinkle(std::vector<std::uint8_t> &world, int density, std::uint64_t s);

    // The world and settings of run `run` of `point`: what the workbench opens to show it.
    static Scenario runScenario(
        const Scenario &base, const ExperimentPoint &point, int stepLimit, int run);

    // Builds every run of every point on `threads` threads (at least 1) and returns the
    // rows. Once `cancel` is set, no further run starts and a running build stops soon
    // (IslandGenerator polls the flag), so the call returns within milliseconds. Throws
    // std::bad_alloc when a build's step list does not fit in memory.
    static ExperimentResult run(const Scenario &base, const ExperimentSweep &sweep, int threads,
        const std::atomic_bool *cancel = nullptr, const Progress &progress = {});

    // The nearest-rank percentile p (1..100) of `values`: the value at 1-based rank
    // ceil(p / 100 * size) of the sorted values. Reorders `values`; size >= 1.
    static int nearestRank(std::vector<int> &values, int p);

    // The table as CSV (RFC 4180: CRLF line ends), header first.
    static QByteArray csvHeader();
    static QByteArray csvLine(const ExperimentRow &row);
    static QByteArray csv(const std::vector<ExperimentRow> &rows);

    // The same for the dungeon lesson: the world of each run is the scenario's pits when the
    // point's size is the scenario's, else an empty grid, sprinkled at the point's density,
    // and built with the point's tiles. Every index of every tile list must name one of the
    // scenario's templates and each list must hold a big room (the CLI checks both).
    static Scenario dungeonRunScenario(
        const Scenario &base, const DungeonExperimentPoint &point, int run);
    static DungeonExperimentResult runDungeon(const Scenario &base,
        const DungeonExperimentSweep &sweep, int threads, const std::atomic_bool *cancel = nullptr,
        const Progress &progress = {});
    // The figures of one finished dungeon build: the cells on a shortest chain of passages
    // from start to end (both included), and the filled cells joined to exactly one neighbour.
    static void dungeonPathAndDeadEnds(const DungeonBuild &build, int *path, int *deadEnds);

    static QByteArray dungeonCsvHeader();
    static QByteArray dungeonCsvLine(const DungeonExperimentRow &row);
    static QByteArray dungeonCsv(const std::vector<DungeonExperimentRow> &rows);
    // "16x32" and "0+1+2", as the dungeon table writes a point's size and tiles.
    static QByteArray sizeText(int rows, int cols);
    static QByteArray tilesText(const std::vector<int> &tiles);

    // The runs of a sweep (or of one shard of it) as rows, one per run, in point order and
    // runs ascending (experiments.md, "Beyond one machine").
    static QByteArray perRunHeader();
    static QByteArray dungeonPerRunHeader();
    static ExperimentRunsResult runPerRun(const Scenario &base, const ExperimentSweep &sweep,
        const ExperimentShard &shard, int threads, const std::atomic_bool *cancel = nullptr,
        const Progress &progress = {});
    static ExperimentRunsResult runDungeonPerRun(const Scenario &base,
        const DungeonExperimentSweep &sweep, const ExperimentShard &shard, int threads,
        const std::atomic_bool *cancel = nullptr, const Progress &progress = {});
};
