// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "experiment.h"
#include "testdata.h"

#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <csignal>
#include <random>

// Dungeon sweeps, runs as rows, shards and the summary (experiments.md, "Dungeon
// experiments" and "Beyond one machine"), through `mapgen experiment` as a user runs it.
// The dungeon table is worked out here from the contract's words: every run built with
// DungeonGenerator, its path and dead ends read from the finished grid (DungeonGrid).
namespace {

struct Result
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Result run(const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.start(TestData::cli(), arguments);
    if (!process.waitForStarted())
        return {};
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError()};
}

QStringList experiment(const QStringList &arguments)
{
    return QStringList {QStringLiteral("experiment")} + arguments;
}

// The lines of a CSV text without CRLF and without the last column (a time).
QByteArrayList withoutTimes(const QByteArray &csv)
{
    QByteArrayList lines;
    for (QByteArray line : csv.split('\n')) {
        if (line.isEmpty())
            continue;
        if (!line.endsWith('\r'))
            return {"a line without CRLF"};
        line.chop(1);
        line.truncate(line.lastIndexOf(','));
        lines.append(line);
    }
    return lines;
}

QString thousandths(std::int64_t total, std::int64_t count)
{
    if (count == 0)
        return QStringLiteral("0.000");
    std::int64_t mean = total * 1000 / count;
    if (2 * (total * 1000 % count) >= count)
        ++mean;
    return QString::asprintf("%lld.%03lld", qlonglong(mean / 1000), qlonglong(mean % 1000));
}

int percentile(std::vector<int> values, int p)
{
    std::sort(values.begin(), values.end());
    const int n = int(values.size());
    const int rank = p * n / 100 + (p * n % 100 != 0 ? 1 : 0);
    return values[std::size_t(std::max(rank, 1) - 1)];
}

void sprinkle(std::vector<std::uint8_t> &pits, int density, std::uint64_t s)
{
    std::uint64_t state = s ^ 0xA5A5A5A5A5A5A5A5ULL;
    for (std::uint8_t &cell : pits) {
        if (cell)
            continue;
        state += 0x9E3779B97F4A7C15ULL;
        std::uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        if ((z ^ (z >> 31)) % 100 < std::uint64_t(density))
            cell = 1;
    }
}

// One point of the dungeon table, without build_us_total.
QByteArray referenceLine(
    const Scenario &base, int rows, int cols, const std::vector<int> &tiles, int density, int runs)
{
    std::int64_t cutOff = 0, placed = 0, rejected = 0, pathTotal = 0, deadEnds = 0;
    std::vector<int> paths;
    for (int i = 0; i < runs; ++i) {
        Scenario world = base;
        world.mode = MapMode::Dungeon;
        world.rows = rows;
        world.cols = cols;
        if (rows != base.rows || cols != base.cols)
            world.pits.assign(std::size_t(rows * cols), 0);
        world.seed = base.seed + std::uint64_t(i);
        sprinkle(world.pits, density, world.seed);
        world.dungeon.tiles.clear();
        for (const int index : tiles)
            world.dungeon.tiles.append(base.dungeon.tiles.at(index));
        const DungeonBuild build = DungeonGenerator::build(world);
        if (!build.started()) {
            ++cutOff;
            continue;
        }
        placed += build.placed;
        rejected += build.rejected;
        const DungeonGrid grid = DungeonGrid::finished(world, build);
        const int path = int(grid.passagePath().size());
        pathTotal += path;
        paths.push_back(path);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                if (!grid.isFilled(r, c))
                    continue;
                int joined = 0;
                for (int side = 0; side < 4; ++side) {
                    const int nr = r + (side == 2) - (side == 0);
                    const int nc = c + (side == 1) - (side == 3);
                    joined += grid.contains(nr, nc) && grid.isFilled(nr, nc)
                        && grid.joined(r, c, side);
                }
                deadEnds += joined == 1;
            }
        }
    }
    QStringList tileText;
    for (const int index : tiles)
        tileText.append(QString::number(index));
    const std::int64_t finished = runs - cutOff;
    return QStringLiteral("%1x%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13")
        .arg(rows)
        .arg(cols)
        .arg(tileText.join(QLatin1Char('+')))
        .arg(density)
        .arg(runs)
        .arg(cutOff)
        .arg(placed)
        .arg(rejected)
        .arg(thousandths(placed, finished), thousandths(pathTotal, finished),
            finished ? QString::number(percentile(paths, 50)) : QString(),
            finished ? QString::number(percentile(paths, 90)) : QString(),
            thousandths(deadEnds, finished))
        .toLatin1();
}

const QByteArray dungeonHeader = "size,tiles,density,runs,cut_off,placed_total,rejected_total,"
                                 "placed_mean,path_mean,path_p50,path_p90,dead_ends_mean";

QByteArray readFile(const QString &name)
{
    QFile file(name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &name, const QByteArray &data)
{
    QFile file(name);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

} // namespace

class TestExperimentRuns : public QObject
{
    Q_OBJECT

private slots:
    void dungeonByHand();
    void dungeonTables_data();
    void dungeonTables();
    void dungeonMedianRun();
    void wrongLessonsOptions_data();
    void wrongLessonsOptions();
    void perRunRows();
    void shardsGiveTheTableBack_data();
    void shardsGiveTheTableBack();
    void summaryRefusals_data();
    void summaryRefusals();
    void interruptPrintsNothing();

private:
    QTemporaryDir m_dir;
};

void TestExperimentRuns::dungeonByHand()
{
    // 1 x 2: start and end are the two cells, two big rooms clipped to one passage, so the
    // path is 2 cells and both are dead ends. 1 x 1: fewer than two open cells, cut off.
    const Result r = run(experiment({QStringLiteral("--lesson"), QStringLiteral("dungeon"),
        QStringLiteral("--rows"), QStringLiteral("1"), QStringLiteral("--cols"),
        QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("1x2,1x1"),
        QStringLiteral("--runs"), QStringLiteral("5")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(withoutTimes(r.out),
        QByteArrayList({dungeonHeader, "1x2,0+1+2,0,5,0,10,0,2.000,2.000,2,2,2.000",
            "1x1,0+1+2,0,5,5,0,0,0.000,0.000,,,0.000"}));
}

void TestExperimentRuns::dungeonTables_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QList<QSize>>("sizes");
    QTest::addColumn<QList<QList<int>>>("tiles");
    QTest::addColumn<QList<int>>("densities");
    QTest::addColumn<int>("runs");
    QTest::newRow("densities on the scenario's world")
        << QStringLiteral("dungeon-pits.json")
        << QStringList {QStringLiteral("--density"), QStringLiteral("0:30:15"),
               QStringLiteral("--runs"), QStringLiteral("10")}
        << QList<QSize>() << QList<QList<int>>() << QList<int> {0, 15, 30} << 10;
    QTest::newRow("sizes and tile subsets")
        << QStringLiteral("dungeon-custom-tiles.json")
        << QStringList {QStringLiteral("--size"), QStringLiteral("10x10,6x9"),
               QStringLiteral("--tiles"), QStringLiteral("0+1+2+3+4,3+0,0"),
               QStringLiteral("--density"), QStringLiteral("20,60"), QStringLiteral("--runs"),
               QStringLiteral("7")}
        << QList<QSize> {QSize(10, 10), QSize(9, 6)}
        << QList<QList<int>> {{0, 1, 2, 3, 4}, {3, 0}, {0}} << QList<int> {20, 60} << 7;
}

void TestExperimentRuns::dungeonTables()
{
    QFETCH(QString, file);
    QFETCH(QStringList, options);
    QFETCH(QList<QSize>, sizes);
    QFETCH(QList<QList<int>>, tiles);
    QFETCH(QList<int>, densities);
    QFETCH(int, runs);
    const Scenario base = TestData::scenario(file);
    if (sizes.isEmpty())
        sizes = {QSize(base.cols, base.rows)};
    if (tiles.isEmpty()) {
        QList<int> all;
        for (int i = 0; i < base.dungeon.tiles.size(); ++i)
            all.append(i);
        tiles = {all};
    }
    QByteArrayList expected {dungeonHeader};
    for (const QSize &size : sizes)
        for (const QList<int> &list : tiles)
            for (const int density : densities)
                expected.append(referenceLine(base, size.height(), size.width(),
                    std::vector<int>(list.begin(), list.end()), density, runs));

    for (const QString &threads : {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}) {
        const Result r = run(experiment(QStringList {TestData::path(file)} + options
            + QStringList {QStringLiteral("--threads"), threads}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QCOMPARE(withoutTimes(r.out), expected);
    }
}

void TestExperimentRuns::dungeonMedianRun()
{
    // What a chart point opens: the lowest finished run whose path is the point's median.
    const Scenario base = TestData::scenario(QStringLiteral("dungeon-pits.json"));
    DungeonExperimentSweep sweep = DungeonExperimentSweep::fromScenario(base);
    sweep.densities = {0, 25};
    sweep.runs = 15;
    const DungeonExperimentResult result = Experiment::runDungeon(base, sweep, 2);
    QCOMPARE(result.rows.size(), std::size_t(2));
    for (const DungeonExperimentRow &row : result.rows) {
        QVERIFY(row.finishedRuns() > 0);
        QVERIFY(row.pathP10 <= row.pathP50 && row.pathP50 <= row.pathP90);
        for (int i = 0; i <= row.medianRun; ++i) {
            const Scenario world = Experiment::dungeonRunScenario(base, row.point, i);
            QCOMPARE(world.seed, base.seed + std::uint64_t(i));
            const DungeonBuild build = DungeonGenerator::build(world);
            const int path = build.started()
                ? int(DungeonGrid::finished(world, build).passagePath().size())
                : -1;
            QCOMPARE(path == row.pathP50, i == row.medianRun);
        }
    }
}

void TestExperimentRuns::wrongLessonsOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString dungeon = TestData::path(QStringLiteral("dungeon-basic.json"));
    const QString island = TestData::path(QStringLiteral("island-6a-basic.json"));
    QTest::newRow("--rule for a dungeon") << QStringList {dungeon, QStringLiteral("--rule"),
        QStringLiteral("6a")} << QStringLiteral("--rule is for island experiments");
    QTest::newRow("--step-limit for a dungeon") << QStringList {QStringLiteral("--lesson"),
        QStringLiteral("dungeon"), QStringLiteral("--rows"), QStringLiteral("4"),
        QStringLiteral("--cols"), QStringLiteral("4"), QStringLiteral("--step-limit"),
        QStringLiteral("9")} << QStringLiteral("--step-limit is for island experiments");
    QTest::newRow("--size for islands") << QStringList {island, QStringLiteral("--size"),
        QStringLiteral("4x4")} << QStringLiteral("--size is for dungeon experiments");
    QTest::newRow("--tiles for islands") << QStringList {island, QStringLiteral("--tiles"),
        QStringLiteral("0")} << QStringLiteral("--tiles is for dungeon experiments");
    QTest::newRow("no big room") << QStringList {dungeon, QStringLiteral("--tiles"),
        QStringLiteral("0,1+2")} << QStringLiteral("--tiles: \"1+2\" has no big room");
    QTest::newRow("no such template")
        << QStringList {dungeon, QStringLiteral("--tiles"), QStringLiteral("0+3")}
        << QStringLiteral("--tiles: expected up to 16 template numbers from 0 to 2");
    QTest::newRow("bad size") << QStringList {dungeon, QStringLiteral("--size"),
        QStringLiteral("4x0")} << QStringLiteral("--size: expected sizes ROWSxCOLS");
    QTest::newRow("bad lesson") << QStringList {dungeon, QStringLiteral("--lesson"),
        QStringLiteral(
            "maze")} << QStringLiteral("--lesson: expected island or dungeon, got \"maze\"");
    QTest::newRow("shard without per-run") << QStringList {island, QStringLiteral("--shard"),
        QStringLiteral("1/2")} << QStringLiteral("--shard needs --per-run");
    QTest::newRow("shard 0")
        << QStringList {island, QStringLiteral("--per-run"), QStringLiteral("--shard"),
               QStringLiteral("0/2")}
        << QStringLiteral("--shard: expected K/N with 1 <= K <= N <= 100000, got \"0/2\"");
    QTest::newRow("shard past N") << QStringList {island, QStringLiteral("--per-run"),
        QStringLiteral("--shard"), QStringLiteral("3/2")}
                                  << QStringLiteral("--shard: expected K/N");
    QTest::newRow("summarize with a sweep option") << QStringList {QStringLiteral("--summarize"),
        QStringLiteral("--density"), QStringLiteral("5"),
        island} << QStringLiteral("--density cannot be combined with --summarize");
    QTest::newRow("summarize nothing") << QStringList {QStringLiteral("--summarize")}
                                       << QStringLiteral("--summarize: expected one or more files");
}

void TestExperimentRuns::wrongLessonsOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Result r = run(experiment(arguments));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestExperimentRuns::perRunRows()
{
    // Islands: the setting columns, run, seed (wrapping past 2^64 - 1), the run's figures.
    const Result islands = run(experiment({QStringLiteral("--rows"), QStringLiteral("6"),
        QStringLiteral("--cols"), QStringLiteral("7"), QStringLiteral("--seed"),
        QStringLiteral("18446744073709551614"), QStringLiteral("--islands"), QStringLiteral("2"),
        QStringLiteral("--min"), QStringLiteral("3"), QStringLiteral("--max"), QStringLiteral("5"),
        QStringLiteral("--density"), QStringLiteral("0,30"), QStringLiteral("--runs"),
        QStringLiteral("3"), QStringLiteral("--per-run")}));
    QCOMPARE(islands.exitCode, 0);
    const QByteArrayList lines = withoutTimes(islands.out);
    QCOMPARE(lines.size(), 1 + 2 * 3);
    QCOMPARE(lines[0],
        QByteArray("rule,randomize,islands,min,max,density,runs,run,seed,too_complex,"
                   "islands_complete,islands_failed,steps,backtracks"));
    const QByteArrayList seeds {"18446744073709551614", "18446744073709551615", "0"};
    for (int i = 0; i < 6; ++i) {
        const QByteArrayList fields = lines[i + 1].split(',');
        QCOMPARE(fields.size(), 14);
        QCOMPARE(
            fields.mid(0, 7).join(','), QByteArray(i < 3 ? "6b,on,2,3,5,0,3" : "6b,on,2,3,5,30,3"));
        QCOMPARE(fields[7], QByteArray::number(i % 3));
        QCOMPARE(fields[8], seeds[i % 3]);
    }

    // Dungeons: a cut-off run has its last four figures empty.
    const Result dungeons = run(experiment({QStringLiteral("--lesson"), QStringLiteral("dungeon"),
        QStringLiteral("--rows"), QStringLiteral("1"), QStringLiteral("--cols"),
        QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("1x2,1x1"),
        QStringLiteral("--runs"), QStringLiteral("2"), QStringLiteral("--seed"),
        QStringLiteral("5"), QStringLiteral("--per-run")}));
    QCOMPARE(dungeons.exitCode, 0);
    QCOMPARE(withoutTimes(dungeons.out),
        QByteArrayList({"size,tiles,density,runs,run,seed,cut_off,placed,rejected,path,dead_ends",
            "1x2,0+1+2,0,2,0,5,0,2,0,2,2", "1x2,0+1+2,0,2,1,6,0,2,0,2,2", "1x1,0+1+2,0,2,0,5,1,,,,",
            "1x1,0+1+2,0,2,1,6,1,,,,"}));
}

void TestExperimentRuns::shardsGiveTheTableBack_data()
{
    QTest::addColumn<QStringList>("sweep");
    QTest::addColumn<int>("shards");
    QTest::newRow("islands, 3 shards")
        << QStringList {TestData::path(QStringLiteral("island-6a-basic.json")),
               QStringLiteral("--density"), QStringLiteral("0,20"), QStringLiteral("--rule"),
               QStringLiteral("6a,6b"), QStringLiteral("--runs"), QStringLiteral("10")}
        << 3;
    // More shards than runs: some shards make no run at all, and the table still comes back.
    QTest::newRow("dungeons, more shards than runs") << QStringList {
        TestData::path(QStringLiteral("dungeon-pits.json")), QStringLiteral("--density"),
        QStringLiteral("0,40,95"), QStringLiteral("--runs"),
        QStringLiteral("4")} << 6;
}

void TestExperimentRuns::shardsGiveTheTableBack()
{
    QFETCH(QStringList, sweep);
    QFETCH(int, shards);
    const Result table = run(experiment(sweep));
    QCOMPARE(table.exitCode, 0);

    // Every run once, unsharded: its per-run rows sum up to the table.
    const Result all = run(experiment(sweep + QStringList {QStringLiteral("--per-run")}));
    QCOMPARE(all.exitCode, 0);
    const Result fromAll
        = run({QStringLiteral("experiment"), QStringLiteral("--summarize"), QStringLiteral("-")},
            all.out);
    QCOMPARE(fromAll.exitCode, 0);
    QCOMPARE(withoutTimes(fromAll.out), withoutTimes(table.out));

    // The shards, in files given in a shuffled order, one of them with its lines shuffled.
    QStringList files;
    int rows = 0;
    for (int k = 1; k <= shards; ++k) {
        const Result shard = run(experiment(sweep
            + QStringList {QStringLiteral("--per-run"), QStringLiteral("--shard"),
                QStringLiteral("%1/%2").arg(k).arg(shards), QStringLiteral("--threads"),
                QString::number(k % 2 + 1)}));
        QCOMPARE(shard.exitCode, 0);
        QByteArrayList lines = shard.out.split('\n');
        lines.removeLast();
        rows += int(lines.size()) - 1;
        if (k == 1)
            std::shuffle(lines.begin() + 1, lines.end(), std::mt19937(7));
        const QString name = m_dir.filePath(QStringLiteral("shard-%1.csv").arg(k));
        QVERIFY(writeFile(name, lines.join('\n') + '\n'));
        files.prepend(name);
    }
    QCOMPARE(rows, int(all.out.count('\n')) - 1);
    const Result summary
        = run(QStringList {QStringLiteral("experiment"), QStringLiteral("--summarize")} + files);
    QCOMPARE(summary.exitCode, 0);
    QVERIFY2(summary.err.isEmpty(), summary.err.constData());
    QCOMPARE(withoutTimes(summary.out), withoutTimes(table.out));
}

void TestExperimentRuns::summaryRefusals_data()
{
    QTest::addColumn<QByteArrayList>("files");
    QTest::addColumn<QString>("message");
    const QByteArray island = "rule,randomize,islands,min,max,density,runs,run,seed,too_complex,"
                              "islands_complete,islands_failed,steps,backtracks,build_us\r\n";
    const QByteArray dungeon = "size,tiles,density,runs,run,seed,cut_off,placed,rejected,path,"
                               "dead_ends,build_us\r\n";
    const QByteArray run0 = "6b,on,3,4,12,0,2,0,42,0,3,0,40,1,7\r\n";
    const QByteArray run1 = "6b,on,3,4,12,0,2,1,43,0,2,1,50,4,9\r\n";
    QTest::newRow("a run twice") << QByteArrayList {island + run0 + run1, island + run1}
                                 << QStringLiteral("b.csv:2: run 1 of this point again; it was "
                                                   "first on a.csv line 3");
    QTest::newRow("a run missing") << QByteArrayList {island + run1}
                                   << QStringLiteral("a.csv:2: the point of this row has no run 0");
    QTest::newRow("lessons mixed")
        << QByteArrayList {island + run0, dungeon + "8x12,0+1+2,0,1,0,1,0,5,2,3,1,4\r\n"}
        << QStringLiteral(
               "b.csv:1: rows of dungeon runs, but a.csv line 1 began rows of island runs");
    QTest::newRow("a field too many")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,1,43,0,2,1,50,4,9,1\r\n"}
        << QStringLiteral("a.csv:3: 16 fields, expected 15");
    QTest::newRow("not a number")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,1,43,0,2,1,fifty,4,9\r\n"}
        << QStringLiteral("a.csv:3: column 13: expected a whole number of steps, got \"fifty\"");
    QTest::newRow("run past runs")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,2,44,0,2,1,50,4,9\r\n"}
        << QStringLiteral("a.csv:3: column 8: expected a run from 0 to runs - 1");
    QTest::newRow("cut off with figures")
        << QByteArrayList {dungeon + "8x12,0+1+2,0,1,0,1,1,5,2,3,1,4\r\n"}
        << QStringLiteral("a.csv:2: column 8: expected an empty field, as the run was cut off");
    QTest::newRow("another experiment's seed")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,1,99,0,2,1,50,4,9\r\n"}
        << QStringLiteral("a.csv:3: the seed 99 of run 1 does not follow the other rows'");
    QTest::newRow("only empty files") << QByteArrayList {QByteArray(), QByteArray()}
                                      << QStringLiteral("b.csv: no rows of runs in any file");
    QTest::newRow("no header") << QByteArrayList {run0}
                               << QStringLiteral("a.csv:1: expected the header of rows of runs");
    QTest::newRow("a table") << QByteArrayList {QByteArray(
        "rule,randomize,islands,min,max,density,runs,"
        "too_complex,islands_complete,islands_failed,"
        "steps_total,backtracks_total,backtracks_mean,"
        "backtracks_p50,backtracks_p90,build_us_total\r\n")}
                             << QStringLiteral("a.csv:1: a table, not rows of runs");
}

void TestExperimentRuns::summaryRefusals()
{
    QFETCH(QByteArrayList, files);
    QFETCH(QString, message);
    QStringList names;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString name = QString(QLatin1Char(char('a' + i))) + QStringLiteral(".csv");
        QVERIFY(writeFile(m_dir.filePath(name), files[i]));
        names.append(name);
    }
    QProcess process;
    process.setWorkingDirectory(m_dir.path());
    process.start(TestData::cli(),
        QStringList {QStringLiteral("experiment"), QStringLiteral("--summarize")} + names);
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
    QCOMPARE(process.readAllStandardOutput(), QByteArray());
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(message), qPrintable(err));
}

void TestExperimentRuns::interruptPrintsNothing()
{
#ifdef Q_OS_LINUX
    // A sweep of hours; Ctrl-C (SIGINT) once the program has its handler (the handler is
    // in /proc's SigCgt mask), then it ends at once with nothing on stdout.
    QProcess process;
    process.start(TestData::cli(),
        {QStringLiteral("experiment"), QStringLiteral("--lesson"), QStringLiteral("dungeon"),
            QStringLiteral("--rows"), QStringLiteral("200"), QStringLiteral("--cols"),
            QStringLiteral("200"), QStringLiteral("--density"), QStringLiteral("0:50:1"),
            QStringLiteral("--runs"), QStringLiteral("100000"), QStringLiteral("--per-run")});
    QVERIFY(process.waitForStarted());
    const QString status = QStringLiteral("/proc/%1/status").arg(process.processId());
    auto catchesInterrupt = [&status] {
        for (const QByteArray &line : readFile(status).split('\n')) {
            if (line.startsWith("SigCgt:"))
                return (line.mid(7).trimmed().toULongLong(nullptr, 16) >> (SIGINT - 1)) & 1;
        }
        return 0ULL;
    };
    QTRY_VERIFY_WITH_TIMEOUT(catchesInterrupt(), 20000);
    ::kill(pid_t(process.processId()), SIGINT);
    QVERIFY(process.waitForFinished(20000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 128 + SIGINT);
    QCOMPARE(process.readAllStandardOutput(), QByteArray());
    QVERIFY(process.readAllStandardError().contains("interrupted; nothing printed"));
#endif
}

QTEST_GUILESS_MAIN(TestExperimentRuns)
#include "tst_experimentruns.moc"
