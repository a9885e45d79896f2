// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Trace entries per second of the island build alone (no trace text, no map), on the
// lesson's hardest examples and on the 5,000,001-step build (500 x 500, 8
// islands of 2,000-20,000 cells, rule 6b, seed 1: `mapgen island --rows 500 --cols 500
// --islands 8 --min 2000 --max 20000 --rule 6b --seed 1 --step-limit 5000000`), the last line;
// the line before it is that build as the workbench's worker makes it the second time, into
// the memory of its released first list (StepListPool: no fresh pages). Run from a Release
// build:
//   ./build-release/tests/benchmarks/bench_islands tests/data
#include "islandgenerator.h"
#include "scenariofile.h"
#include "steplistpool.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace {

// Times `runs` builds; `build` makes one and returns its entry count.
template <typename Build> void measure(QTextStream &out, const QString &name, Build build)
{
    const int runs = qEnvironmentVariableIntValue("BENCH_RUNS") > 0
        ? qEnvironmentVariableIntValue("BENCH_RUNS")
        : 15;
    std::vector<double> seconds;
    std::size_t entries = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        entries = build();
        seconds.push_back(double(timer.nsecsElapsed()) / 1e9);
    }
    std::sort(seconds.begin(), seconds.end());
    const double median = seconds[seconds.size() / 2];
    out << qSetFieldWidth(34) << Qt::left << name << qSetFieldWidth(0) << entries
        << " entries, median " << QString::number(median * 1e3, 'f', 2) << " ms, best "
        << QString::number(seconds.front() * 1e3, 'f', 2)
        << " ms: " << QString::number(double(entries) / median / 1e6, 'f', 1)
        << " M entries/s (median), "
        << QString::number(double(entries) / seconds.front() / 1e6, 'f', 1)
        << " M entries/s (best)\n";
    out.flush();
}

void measure(QTextStream &out, const QString &name, const Scenario &scenario)
{
    measure(out, name, [&scenario] { return IslandGenerator::build(scenario).steps.size(); });
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QDir data(app.arguments().value(1, QStringLiteral(MAPGEN_TEST_DATA_DIR)));

    QString error;
    auto tooComplex
        = ScenarioFile::read(data.filePath(QStringLiteral("island-too-complex.json")), &error);
    auto corridor
        = ScenarioFile::read(data.filePath(QStringLiteral("island-deep-corridor.json")), &error);
    if (!tooComplex || !corridor) {
        err << error << '\n';
        return 2;
    }
    tooComplex->islands.stepLimit = 5000000;
    if (qEnvironmentVariableIsEmpty("BENCH_ONLY_CORRIDOR"))
        measure(out, QStringLiteral("island-too-complex (limit 5e6)"), *tooComplex);
    measure(out, QStringLiteral("island-deep-corridor"), *corridor);
    if (qEnvironmentVariableIsEmpty("BENCH_ONLY_CORRIDOR")) {
        Scenario large;
        large.resize(500, 500);
        large.seed = 1;
        large.islands.count = 8;
        large.islands.min = 2000;
        large.islands.max = 20000;
        large.islands.rule = IslandRule::Rule6b;
        large.islands.stepLimit = 5000000;
        StepListPool<IslandStep> lists;
        IslandGenerator::build(
            large, nullptr, *lists.take(), {}); // the worker's first build, released
        measure(out, QStringLiteral("500x500, 8 islands, reused list"), [&] {
            const auto list = lists.take();
            IslandGenerator::build(large, nullptr, *list, {});
            return list->available();
        });
        measure(out, QStringLiteral("500x500, 8 islands (limit 5e6)"), large);
    }
    return 0;
}
