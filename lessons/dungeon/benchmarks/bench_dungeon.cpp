// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Seconds and microseconds per cell of the dungeon build alone (steps recorded, no output),
// on square grids without pits, the default tile set and fixed seeds; then the 1000 x 1000
// dungeon of seed 7 with 0, 15 and 30 % of its cells pits (the experiments' sprinkle, seed
// 7). Run from a Release build:
//   ./build-release/tests/benchmarks/bench_dungeon
// BENCH_RUNS sets the seeds per size (default 5); the figure is the median of those runs.
// BENCH_ONLY_PITS=1 runs only the pitted 1000 x 1000 lines, BENCH_ONLY_PITS=15 only the one
// with 15 % (for profiling them). Each of those lines ends with a checksum of the map (doors
// and tiles), to compare builds.
#include "dungeongenerator.h"
#include "experiment.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <vector>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int runs = qEnvironmentVariableIntValue("BENCH_RUNS") > 0
        ? qEnvironmentVariableIntValue("BENCH_RUNS")
        : 5;

    const bool onlyPits = !qEnvironmentVariableIsEmpty("BENCH_ONLY_PITS");
    const int onlyDensity = qEnvironmentVariableIntValue("BENCH_ONLY_PITS");
    for (const int side : {64, 128, 256, 512, 1000}) {
        if (onlyPits)
            break;
        Scenario scenario;
        scenario.mode = MapMode::Dungeon;
        scenario.resize(side, side);
        std::vector<double> seconds;
        long long placed = 0;
        long long rejected = 0;
        long long steps = 0;
        for (int run = 0; run < runs; ++run) {
            scenario.seed = std::uint64_t(1000 + run);
            QElapsedTimer timer;
            timer.start();
            const DungeonBuild build = DungeonGenerator::build(scenario);
            seconds.push_back(double(timer.nsecsElapsed()) / 1e9);
            placed += build.placed;
            rejected += build.rejected;
            steps += qint64(build.steps.size());
        }
        std::sort(seconds.begin(), seconds.end());
        const double median = seconds[seconds.size() / 2];
        const double cells = double(side) * double(side);
        out << side << 'x' << side << ": " << QString::number(median, 'f', 3) << " s (median of "
            << runs << ", best " << QString::number(seconds.front(), 'f', 3) << " s), "
            << QString::number(median / cells * 1e6, 'f', 3) << " us/cell, "
            << QString::number(median / (double(placed) / runs) * 1e6, 'f', 3)
            << " us/placed tile; per run on average " << placed / runs << " placed, "
            << rejected / runs << " rejected, " << steps / runs << " steps\n";
        out.flush();
    }

    for (const int density : {0, 15, 30}) {
        if (onlyDensity > 1 && density != onlyDensity)
            continue;
        Scenario scenario;
        scenario.mode = MapMode::Dungeon;
        scenario.resize(1000, 1000);
        scenario.seed = 7;
        Experiment::sprinkle(scenario.pits, density, 7);
        std::vector<double> seconds;
        DungeonBuild build;
        for (int run = 0; run < runs; ++run) {
            QElapsedTimer timer;
            timer.start();
            build = DungeonGenerator::build(scenario);
            seconds.push_back(double(timer.nsecsElapsed()) / 1e9);
        }
        std::sort(seconds.begin(), seconds.end());
        // FNV-1a over doors, templates and rotations: equal maps give equal sums.
        std::uint64_t checksum = 14695981039346656037ULL;
        for (const auto *bytes : {&build.doors, &build.rotations})
            for (const std::uint8_t byte : *bytes)
                checksum = (checksum ^ byte) * 1099511628211ULL;
        for (const std::int8_t index : build.templates)
            checksum = (checksum ^ std::uint8_t(index)) * 1099511628211ULL;
        out << "1000x1000 seed 7, " << density
            << " % pits: " << QString::number(seconds[seconds.size() / 2], 'f', 3)
            << " s (median of " << runs << ", best " << QString::number(seconds.front(), 'f', 3)
            << " s); " << build.placed << " placed, " << build.rejected << " rejected, "
            << build.steps.size() << " steps, map checksum " << Qt::hex << checksum << Qt::dec
            << '\n';
        out.flush();
    }
    return 0;
}
