// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Wall time of a whole `mapgen experiment` process (start, 2,400 island builds, CSV,
// exit) on the sweep: a 20 x 30 world, 3 islands of 4-12 cells,
// --density 0:45:5 --rule 6a,6b --runs 120, on all cores (target: at most 80 ms on the
// project's 2-core machine). For scale it also times the same process with a single build
// (what starting the program costs) and reports the builds' own time (build_us_total).
// Run from a Release build:
//   ./build-release/tests/benchmarks/bench_experiment [path/to/mapgen]
// BENCH_RUNS sets the repetitions (default 21); the figures are median and best.
// It then times the workbench's sweep of the same (target: within 1.5x of the CLI): the
// Experiments dock's path from Run to the chart and table shown, ExperimentRunner on all
// cores, its result set on the dock's ExperimentChart and ExperimentTableModel.
// Then a 16 x 16 dungeon sweep of 3 densities x 1,000 runs on one thread and on all cores,
// and what --per-run and --summarize cost over the plain table for a 100,000-run island
// sweep (target: the summary reads at least a million rows a second).
#include "experimentchart.h"
#include "experimentrunner.h"
#include "experimenttablemodel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <vector>

namespace {

struct Timing
{
    double medianMs = 0;
    double bestMs = 0;
    qint64 buildUs = 0; // build_us_total summed over the table, of the median run
    bool ok = false;
};

// `outputFile`, when given, receives stdout (and build_us_total is not summed).
Timing measure(const QString &mapgen, const QStringList &arguments, int runs,
    const QString &outputFile = QString())
{
    std::vector<std::pair<double, qint64>> samples;
    for (int run = 0; run < runs; ++run) {
        QProcess process;
        process.setStandardErrorFile(QProcess::nullDevice());
        if (!outputFile.isEmpty())
            process.setStandardOutputFile(outputFile);
        QElapsedTimer timer;
        timer.start();
        process.start(mapgen, arguments);
        if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0)
            return {};
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        qint64 buildUs = 0;
        const QByteArrayList lines
            = outputFile.isEmpty() ? process.readAllStandardOutput().split('\n') : QByteArrayList();
        for (qsizetype i = 1; i < lines.size(); ++i) {
            if (!lines[i].trimmed().isEmpty())
                buildUs += lines[i].trimmed().split(',').last().toLongLong();
        }
        samples.emplace_back(ms, buildUs);
    }
    std::sort(samples.begin(), samples.end());
    const auto &median = samples[samples.size() / 2];
    return {median.first, samples.front().first, median.second, true};
}

struct GuiTiming
{
    double medianMs = 0;
    double bestMs = 0;
    double showMs = 0; // of the median: setting the result on the chart and the table
    bool ok = false;
};

// Run to the shown result, as the dock does it, on the GUI thread's event loop.
GuiTiming measureGui(int runs)
{
    Scenario world;
    world.islands.count = 3;
    world.islands.min = 4;
    world.islands.max = 12;
    ExperimentSettings settings; // density 0:45:5, 6a and 6b, randomize on
    settings.runs = 120;
    const ExperimentSweep sweep = ExperimentSweep::fromSettings(world, settings);
    ExperimentRunner runner;
    ExperimentChart chart;
    ExperimentTableModel table;
    double showMs = 0;
    QObject::connect(
        &runner, &ExperimentRunner::finished, &chart, [&](const ExperimentResult &result) {
            QElapsedTimer show;
            show.start();
            chart.setResults(result.rows, settings.vary);
            table.setRows(result.rows);
            showMs = double(show.nsecsElapsed()) / 1e6;
        });
    std::vector<std::pair<double, double>> samples;
    for (int run = 0; run < runs; ++run) {
        QSignalSpy finished(&runner, &ExperimentRunner::finished);
        QElapsedTimer timer;
        timer.start();
        runner.start(world, sweep);
        if (!finished.wait(60000) || table.rowCount() != 20)
            return {};
        samples.emplace_back(double(timer.nsecsElapsed()) / 1e6, showMs);
    }
    std::sort(samples.begin(), samples.end());
    const auto &median = samples[samples.size() / 2];
    return {median.first, samples.front().first, median.second, true};
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QString mapgen = app.arguments().value(1, QStringLiteral(MAPGEN_CLI_PATH));
    const int runs = qEnvironmentVariableIntValue("BENCH_RUNS") > 0
        ? qEnvironmentVariableIntValue("BENCH_RUNS")
        : 21;

    const QStringList world {QStringLiteral("experiment"), QStringLiteral("--rows"),
        QStringLiteral("20"), QStringLiteral("--cols"), QStringLiteral("30"),
        QStringLiteral("--islands"), QStringLiteral("3"), QStringLiteral("--min"),
        QStringLiteral("4"), QStringLiteral("--max"), QStringLiteral("12")};
    const QStringList sweep = world
        + QStringList {QStringLiteral("--density"), QStringLiteral("0:45:5"),
            QStringLiteral("--rule"), QStringLiteral("6a,6b"), QStringLiteral("--runs"),
            QStringLiteral("120")};
    const QStringList single = world + QStringList {QStringLiteral("--runs"), QStringLiteral("1")};

    const Timing startup = measure(mapgen, single, runs);
    const Timing full = measure(mapgen, sweep, runs);
    const GuiTiming gui = measureGui(runs);
    if (!startup.ok || !full.ok || !gui.ok) {
        err << "bench_experiment: " << mapgen << " failed\n";
        return 2;
    }
    out << "mapgen " << sweep.join(QLatin1Char(' ')) << '\n'
        << "  2400 builds, whole process: median " << QString::number(full.medianMs, 'f', 1)
        << " ms, best " << QString::number(full.bestMs, 'f', 1) << " ms (" << runs
        << " runs); the builds' own time " << QString::number(double(full.buildUs) / 1e3, 'f', 1)
        << " ms over all threads (" << QString::number(double(full.buildUs) / 2400, 'f', 2)
        << " us a build)\n"
        << "  the same process with one build: median " << QString::number(startup.medianMs, 'f', 1)
        << " ms, best " << QString::number(startup.bestMs, 'f', 1) << " ms\n"
        << "the workbench's sweep of the same (Run to chart and table): median "
        << QString::number(gui.medianMs, 'f', 1) << " ms, best "
        << QString::number(gui.bestMs, 'f', 1) << " ms (of it "
        << QString::number(gui.showMs, 'f', 1) << " ms showing the result); "
        << QString::number(gui.medianMs / full.medianMs, 'f', 2)
        << "x the CLI process (target <= 1.5x)\n"
        << Qt::flush;

    // Dungeons: 3,000 builds of a 16 x 16 grid.
    const int heavyRuns = std::max(3, runs / 4);
    const QStringList dungeon {QStringLiteral("experiment"), QStringLiteral("--lesson"),
        QStringLiteral("dungeon"), QStringLiteral("--rows"), QStringLiteral("16"),
        QStringLiteral("--cols"), QStringLiteral("16"), QStringLiteral("--density"),
        QStringLiteral("0,10,20"), QStringLiteral("--runs"), QStringLiteral("1000")};
    const Timing dungeonOne = measure(mapgen,
        dungeon + QStringList {QStringLiteral("--threads"), QStringLiteral("1")}, heavyRuns);
    const Timing dungeonAll = measure(mapgen, dungeon, heavyRuns);
    if (!dungeonOne.ok || !dungeonAll.ok) {
        err << "bench_experiment: the dungeon sweep failed\n";
        return 2;
    }
    out << "mapgen " << dungeon.join(QLatin1Char(' ')) << '\n'
        << "  3000 builds on 1 thread: median " << QString::number(dungeonOne.medianMs, 'f', 1)
        << " ms, best " << QString::number(dungeonOne.bestMs, 'f', 1) << " ms; on all "
        << QThread::idealThreadCount() << " cores: median "
        << QString::number(dungeonAll.medianMs, 'f', 1) << " ms, best "
        << QString::number(dungeonAll.bestMs, 'f', 1) << " ms (" << heavyRuns << " runs)\n"
        << Qt::flush;

    // Runs as rows: the table, the same sweep as rows into a file, and the summary of it.
    QTemporaryDir dir;
    const QString rows = dir.filePath(QStringLiteral("runs.csv"));
    const QStringList big
        = world + QStringList {QStringLiteral("--runs"), QStringLiteral("100000")};
    const Timing table = measure(mapgen, big, heavyRuns);
    const Timing perRun
        = measure(mapgen, big + QStringList {QStringLiteral("--per-run")}, heavyRuns, rows);
    const Timing summary = measure(
        mapgen, {QStringLiteral("experiment"), QStringLiteral("--summarize"), rows}, runs);
    const Timing startupOnly = measure(mapgen, {QStringLiteral("--version")}, runs);
    if (!table.ok || !perRun.ok || !summary.ok || !startupOnly.ok) {
        err << "bench_experiment: the 100,000-run sweep failed\n";
        return 2;
    }
    const double readMs = std::max(summary.medianMs - startupOnly.medianMs, 0.001);
    out << "mapgen " << big.join(QLatin1Char(' ')) << '\n'
        << "  the table: median " << QString::number(table.medianMs, 'f', 1)
        << " ms; --per-run: median " << QString::number(perRun.medianMs, 'f', 1)
        << " ms; --summarize of its 100000 rows: median "
        << QString::number(summary.medianMs, 'f', 1) << " ms (" << QString::number(readMs, 'f', 1)
        << " ms after the program's start, " << QString::number(startupOnly.medianMs, 'f', 1)
        << " ms)\n"
        << "  overhead of --per-run + --summarize over the table: "
        << QString::number(perRun.medianMs + summary.medianMs - table.medianMs, 'f', 1) << " ms ("
        << QString::number(
               100.0 * (perRun.medianMs + summary.medianMs - table.medianMs) / table.medianMs, 'f',
               1)
        << " %); the summary reads " << QString::number(100000.0 / readMs * 1000.0 / 1e6, 'f', 2)
        << " million rows a second (target >= 1)\n";
    return 0;
}
