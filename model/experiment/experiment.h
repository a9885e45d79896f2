#pragma once

#include "scenario.h"

#include <QByteArray>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

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
    static ExperimentSweep fromSettings(const Scenario &scenario, const ExperimentSettings &settings);

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

// A sweep of island builds (experiments.md): every point of the sweep built `runs` times
// with seeds scenario.seed + i, on a world sprinkled with pits at the point's density.
// The table is a function of the scenario and the sweep alone: threads only share out
// the runs, and every figure but build_us_total is an integer sum or a rank.
class Experiment
{
public:
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
};
