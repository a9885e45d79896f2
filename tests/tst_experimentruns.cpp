// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"
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

using CliRun::Result;
using CliRun::run;

QStringList experiment(const QStringList &arguments)
{
    return QStringList {QStringLiteral("experiment")} + arguments;
}

// The lines of a CSV text without CRLF and without the field `column` (a time).
QByteArrayList withoutColumn(const QByteArray &csv, int column)
{
    QByteArrayList lines;
    for (const QByteArray &line : csv.split('\n')) {
        if (line.isEmpty())
            continue;
        if (!line.endsWith('\r'))
            return {"a line without CRLF"};
        QByteArrayList fields = line.chopped(1).split(',');
        if (column >= fields.size())
            return {"a line without column " + QByteArray::number(column)};
        fields.removeAt(column);
        lines.append(fields.join(','));
    }
    return lines;
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

const QByteArray islandHeader
    = "rule,randomize,islands,min,max,density,runs,run,seed,too_complex,islands_complete,"
      "islands_failed,steps,backtracks,build_us,world,pit_hash,step_limit,points\r\n";
const QByteArray dungeonRunsHeader = "size,tiles,density,runs,run,seed,cut_off,placed,rejected,"
                                     "path,dead_ends,build_us,world,pit_hash,tile_set,points\r\n";

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
    void summaryRefusesAnotherSweep_data();
    void summaryRefusesAnotherSweep();
    void summaryNoticesALostShardOfOneRun();
    void summaryTakesAByteOrderMark();
    void summaryRefusesEndlessLines_data();
    void summaryRefusesEndlessLines();
    void summaryMemoryFollowsTheRows();
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
    QTest::newRow("shard with a space and a sign")
        << QStringList {island, QStringLiteral("--per-run"), QStringLiteral("--shard"),
               QStringLiteral(" 1/+2")}
        << QStringLiteral("--shard: expected K/N with 1 <= K <= N <= 100000, got \" 1/+2\"");
    QTest::newRow("shard twice") << QStringList {island, QStringLiteral("--per-run"),
        QStringLiteral("--shard"), QStringLiteral("1/2"), QStringLiteral("--shard"),
        QStringLiteral("2/2")} << QStringLiteral("--shard is given 2 times; give it once");
    QTest::newRow("density twice") << QStringList {island, QStringLiteral("--density"),
        QStringLiteral("0"), QStringLiteral("--density"), QStringLiteral("5")}
                                   << QStringLiteral("--density is given 2 times; give it once");
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
    const QByteArrayList lines = withoutColumn(islands.out, 14);
    QCOMPARE(lines.size(), 1 + 2 * 3);
    QCOMPARE(lines[0],
        QByteArray("rule,randomize,islands,min,max,density,runs,run,seed,too_complex,"
                   "islands_complete,islands_failed,steps,backtracks,world,pit_hash,step_limit,"
                   "points"));
    const QByteArrayList seeds {"18446744073709551614", "18446744073709551615", "0"};
    for (int i = 0; i < 6; ++i) {
        const QByteArrayList fields = lines[i + 1].split(',');
        QCOMPARE(fields.size(), 18);
        QCOMPARE(
            fields.mid(0, 7).join(','), QByteArray(i < 3 ? "6b,on,2,3,5,0,3" : "6b,on,2,3,5,30,3"));
        QCOMPARE(fields[7], QByteArray::number(i % 3));
        QCOMPARE(fields[8], seeds[i % 3]);
        // The sweep: a 6 x 7 world without pits (FNV-1a of 42 zero bytes), the default step
        // limit, two points.
        QCOMPARE(fields.mid(14).join(','), QByteArray("6x7,e7c25eed,150000,2"));
    }

    // Dungeons: a cut-off run has its last four figures empty.
    const Result dungeons = run(experiment({QStringLiteral("--lesson"), QStringLiteral("dungeon"),
        QStringLiteral("--rows"), QStringLiteral("1"), QStringLiteral("--cols"),
        QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("1x2,1x1"),
        QStringLiteral("--runs"), QStringLiteral("2"), QStringLiteral("--seed"),
        QStringLiteral("5"), QStringLiteral("--per-run")}));
    QCOMPARE(dungeons.exitCode, 0);
    // The sweep: a 1 x 2 world without pits, the default tile set (big room 0xFF, small room
    // 0x06, hall 0x84), two points.
    QCOMPARE(withoutColumn(dungeons.out, 11),
        QByteArrayList({"size,tiles,density,runs,run,seed,cut_off,placed,rejected,path,dead_ends,"
                        "world,pit_hash,tile_set,points",
            "1x2,0+1+2,0,2,0,5,0,2,0,2,2,1x2,117697cd,ff+06+84,2",
            "1x2,0+1+2,0,2,1,6,0,2,0,2,2,1x2,117697cd,ff+06+84,2",
            "1x1,0+1+2,0,2,0,5,1,,,,,1x2,117697cd,ff+06+84,2",
            "1x1,0+1+2,0,2,1,6,1,,,,,1x2,117697cd,ff+06+84,2"}));
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
    const QByteArray &island = islandHeader;
    const QByteArray &dungeon = dungeonRunsHeader;
    const QByteArray sweep = ",8x8,dfde6ac5,150000,1\r\n";
    const QByteArray run0 = "6b,on,3,4,12,0,2,0,42,0,3,0,40,1,7" + sweep;
    const QByteArray run1 = "6b,on,3,4,12,0,2,1,43,0,2,1,50,4,9" + sweep;
    const QByteArray dungeonRun = "8x12,0+1+2,0,1,0,1,0,5,2,3,1,4,8x12,3ad73145,ff+06+84,1\r\n";
    QTest::newRow("a run twice") << QByteArrayList {island + run0 + run1, island + run1}
                                 << QStringLiteral("b.csv:2: run 1 of this point again; it was "
                                                   "first on a.csv line 3");
    QTest::newRow("a run missing") << QByteArrayList {island + run1}
                                   << QStringLiteral("a.csv:2: the point of this row has no run 0");
    QTest::newRow("lessons mixed")
        << QByteArrayList {island + run0, dungeon + dungeonRun}
        << QStringLiteral(
               "b.csv:1: rows of dungeon runs, but a.csv line 1 began rows of island runs");
    QTest::newRow("a field too many")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,1,43,0,2,1,50,4,9,1" + sweep}
        << QStringLiteral("a.csv:3: 20 fields, expected 19");
    QTest::newRow("not a number")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,1,43,0,2,1,fifty,4,9" + sweep}
        << QStringLiteral("a.csv:3: column 13: expected steps from 0 to the step limit + 1, got "
                          "\"fifty\"");
    QTest::newRow("run past runs")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,2,44,0,2,1,50,4,9" + sweep}
        << QStringLiteral("a.csv:3: column 8: expected a run from 0 to runs - 1");
    QTest::newRow("cut off with figures")
        << QByteArrayList {dungeon + "8x12,0+1+2,0,1,0,1,1,5,2,3,1,4,8x12,3ad73145,ff+06+84,1\r\n"}
        << QStringLiteral("a.csv:2: column 8: expected an empty field, as the run was cut off");
    QTest::newRow("another experiment's seed")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,1,99,0,2,1,50,4,9" + sweep}
        << QStringLiteral("a.csv:3: the seed 99 of run 1 does not follow the other rows'");
    QTest::newRow("only empty files") << QByteArrayList {QByteArray(), QByteArray()}
                                      << QStringLiteral("b.csv: no rows of runs in any file");
    QTest::newRow("only headers") << QByteArrayList {
        island, island} << QStringLiteral("b.csv: only headers, no rows of runs in any file");
    QTest::newRow("no header") << QByteArrayList {run0}
                               << QStringLiteral("a.csv:1: expected the header of rows of runs");
    QTest::newRow("a table") << QByteArrayList {QByteArray(
        "rule,randomize,islands,min,max,density,runs,"
        "too_complex,islands_complete,islands_failed,"
        "steps_total,backtracks_total,backtracks_mean,"
        "backtracks_p50,backtracks_p90,build_us_total\r\n")}
                             << QStringLiteral("a.csv:1: a table, not rows of runs");
    QTest::newRow("rows of an older mapgen")
        << QByteArrayList {"rule,randomize,islands,min,max,density,runs,run,seed,too_complex,"
                           "islands_complete,islands_failed,steps,backtracks,build_us\r\n"
                           "6b,on,3,4,12,0,1,0,42,0,3,0,40,1,7\r\n"}
        << QStringLiteral("a.csv:1: a header of other columns than this version of mapgen writes");
    QTest::newRow("a line too long")
        << QByteArrayList {island + QByteArray(5000, '7') + "\r\n"}
        << QStringLiteral("a.csv:2: a line longer than 1024 bytes: not a row of runs");
    // The columns that name the sweep: the same in every row, or the rows are of two sweeps.
    QTest::newRow("another world")
        << QByteArrayList {island + run0,
               island
                   + "6b,on,3,4,12,0,2,1,43,0,2,1,50,4,9,20x20,"
                     "dfde6ac5,150000,1\r\n"}
        << QStringLiteral("b.csv:2: world 20x20 here, but 8x8 on a.csv line 2: rows of another "
                          "sweep; summarize one sweep at a time");
    QTest::newRow("other pits")
        << QByteArrayList {island + run0
               + "6b,on,3,4,12,0,2,1,43,0,2,1,50,4,9,8x8,0123abcd,"
                 "150000,1\r\n"}
        << QStringLiteral("a.csv:3: pit_hash 0123abcd here, but dfde6ac5 on a.csv line 2");
    QTest::newRow("another step limit")
        << QByteArrayList {island + run0
               + "6b,on,3,4,12,0,2,1,43,0,2,1,50,4,9,8x8,dfde6ac5,5,1\r\n"}
        << QStringLiteral("a.csv:3: step_limit 5 here, but 150000 on a.csv line 2");
    QTest::newRow("another number of runs")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,10,3,1,43,0,2,1,50,4,9" + sweep}
        << QStringLiteral("a.csv:3: runs 3 here, but 2 on a.csv line 2");
    QTest::newRow("another tile set")
        << QByteArrayList {dungeon + dungeonRun,
               dungeon + "8x12,0+1+2,5,1,0,1,0,5,2,3,1,4,8x12,3ad73145,ff+01+84,1\r\n"}
        << QStringLiteral("b.csv:2: tile_set ff+01+84 here, but ff+06+84 on a.csv line 2");
    QTest::newRow("a template not in the tile set")
        << QByteArrayList {dungeon + "8x12,0+3,0,1,0,1,0,5,2,3,1,4,8x12,3ad73145,ff+06+84,1\r\n"}
        << QStringLiteral("a.csv:2: column 2: expected templates of the tile set");
    QTest::newRow("more points than the sweep has")
        << QByteArrayList {island + run0 + run1 + "6b,on,3,4,12,5,2,0,42,0,3,0,40,1,7" + sweep}
        << QStringLiteral("a.csv:4: more points than the sweep's 1 (column 19)");
    QTest::newRow("a point in no file")
        << QByteArrayList {island + "6b,on,3,4,12,0,1,0,42,0,3,0,40,1,7,8x8,dfde6ac5,150000,2\r\n"}
        << QStringLiteral("a.csv:2: the sweep has 2 points (column 19), but the rows hold 1; the "
                          "rows of the others are in no file");
    // Each row within what a build can make, so no total overflows 64 bits.
    QTest::newRow("steps past the step limit")
        << QByteArrayList {island + "6b,on,3,4,12,0,1,0,42,0,3,0,150002,1,7" + sweep}
        << QStringLiteral("a.csv:2: column 13: expected steps from 0 to the step limit + 1");
    QTest::newRow("backtracks past the step limit")
        << QByteArrayList {island + "6b,on,3,4,12,0,1,0,42,0,3,0,40,2147483647,7" + sweep}
        << QStringLiteral("a.csv:2: column 14: expected backtracks from 0 to the step limit");
    QTest::newRow("build times past 64 bits")
        << QByteArrayList {island + run0 + "6b,on,3,4,12,0,2,1,43,0,2,1,50,4,9223372036854775"
               + sweep}
        << QStringLiteral("a.csv:3: column 15: the build_us of this point's runs add up to more "
                          "than 9223372036854775 microseconds");
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

void TestExperimentRuns::summaryRefusesAnotherSweep_data()
{
    QTest::addColumn<QStringList>("first");
    QTest::addColumn<QStringList>("second");
    QTest::addColumn<QString>("message");
    const QString island = TestData::path(QStringLiteral("island-6a-basic.json"));
    const QString runs = QStringLiteral("--runs");
    QTest::newRow("a 20 x 20 and an 8 x 8 world")
        << QStringList {QStringLiteral("--rows"), QStringLiteral("20"), QStringLiteral("--cols"),
               QStringLiteral("20"), runs, QStringLiteral("4")}
        << QStringList {QStringLiteral("--rows"), QStringLiteral("8"), QStringLiteral("--cols"),
               QStringLiteral("8"), runs, QStringLiteral("4")}
        << QStringLiteral("b.csv:2: world 8x8 here, but 20x20 on a.csv line 2: rows of another "
                          "sweep");
    QTest::newRow("another step limit")
        << QStringList {island, runs, QStringLiteral("4")}
        << QStringList {island, runs, QStringLiteral("4"), QStringLiteral("--step-limit"),
               QStringLiteral("5")}
        << QStringLiteral("b.csv:2: step_limit 5 here, but 150000 on a.csv line 2");
    // The same 20 x 30 world and settings, but without the scenario's pits.
    QTest::newRow("other pits")
        << QStringList {TestData::path(QStringLiteral("island-pits-ordered.json")), runs,
               QStringLiteral("4")}
        << QStringList {QStringLiteral("--rows"), QStringLiteral("20"), QStringLiteral("--cols"),
               QStringLiteral("30"), QStringLiteral("--seed"), QStringLiteral("3"),
               QStringLiteral("--islands"), QStringLiteral("3"), QStringLiteral("--min"),
               QStringLiteral("15"), QStringLiteral("--max"), QStringLiteral("40"),
               QStringLiteral("--randomize"), QStringLiteral("off"), runs, QStringLiteral("4")}
        << QStringLiteral("b.csv:2: pit_hash 2a4f29a5 here, but ");
    QTest::newRow("other runs") << QStringList {island, runs, QStringLiteral("4")}
                                << QStringList {island, runs, QStringLiteral("6")}
                                << QStringLiteral("b.csv:2: runs 6 here, but 4 on a.csv line 2");
    // The same tile numbers, other templates behind them.
    QTest::newRow("another tile set")
        << QStringList {TestData::path(QStringLiteral("dungeon-custom-tiles.json")),
               QStringLiteral("--tiles"), QStringLiteral("0+1"), runs, QStringLiteral("4")}
        << QStringList {QStringLiteral("--lesson"), QStringLiteral("dungeon"),
               QStringLiteral("--rows"), QStringLiteral("10"), QStringLiteral("--cols"),
               QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("77"),
               QStringLiteral("--tiles"), QStringLiteral("0+1"), runs, QStringLiteral("4")}
        << QStringLiteral("b.csv:2: tile_set ff+06+84 here, but ff+01+81+06+84 on a.csv line 2");
}

void TestExperimentRuns::summaryRefusesAnotherSweep()
{
    // Shard 1 of one sweep and shard 2 of another: together every run once, so only the
    // columns that name the sweep tell them apart.
    QFETCH(QStringList, first);
    QFETCH(QStringList, second);
    QFETCH(QString, message);
    const QStringList perRun {QStringLiteral("--per-run"), QStringLiteral("--shard")};
    const Result a = run(experiment(first + perRun + QStringList {QStringLiteral("1/2")}));
    const Result b = run(experiment(second + perRun + QStringList {QStringLiteral("2/2")}));
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(b.exitCode, 0);
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("a.csv")), a.out));
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("b.csv")), b.out));
    QProcess process;
    process.setWorkingDirectory(m_dir.path());
    process.start(TestData::cli(),
        {QStringLiteral("experiment"), QStringLiteral("--summarize"), QStringLiteral("a.csv"),
            QStringLiteral("b.csv")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
    QCOMPARE(process.readAllStandardOutput(), QByteArray());
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(message), qPrintable(err));
}

void TestExperimentRuns::summaryNoticesALostShardOfOneRun()
{
    // One run a point: shard 1 holds every row, the others headers alone.
    const QStringList sweep {TestData::path(QStringLiteral("island-6a-basic.json")),
        QStringLiteral("--density"), QStringLiteral("0,10"), QStringLiteral("--runs"),
        QStringLiteral("1"), QStringLiteral("--per-run"), QStringLiteral("--shard")};
    QStringList files;
    for (int k = 1; k <= 3; ++k) {
        const Result shard = run(experiment(sweep + QStringList {QStringLiteral("%1/3").arg(k)}));
        QCOMPARE(shard.exitCode, 0);
        files.append(m_dir.filePath(QStringLiteral("one-run-%1.csv").arg(k)));
        QVERIFY(writeFile(files.constLast(), shard.out));
    }
    const QStringList summarize {QStringLiteral("experiment"), QStringLiteral("--summarize")};
    const Result all = run(summarize + files);
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(all.out.count('\n'), 3);

    const Result lost = run(summarize + files.mid(1));
    QCOMPARE(lost.exitCode, 2);
    QCOMPARE(lost.out, QByteArray());
    QVERIFY2(lost.err.contains("only headers, no rows of runs in any file; the shard with run 0 "
                               "(shard 1) is missing"),
        lost.err.constData());
}

void TestExperimentRuns::summaryTakesAByteOrderMark()
{
    // A shard saved again by an editor or a spreadsheet that starts it with a UTF-8 BOM.
    const QStringList sweep {TestData::path(QStringLiteral("dungeon-pits.json")),
        QStringLiteral("--density"), QStringLiteral("0,30"), QStringLiteral("--runs"),
        QStringLiteral("5")};
    const Result table = run(experiment(sweep));
    QCOMPARE(table.exitCode, 0);
    QStringList files {QStringLiteral("experiment"), QStringLiteral("--summarize")};
    for (int k = 1; k <= 2; ++k) {
        const Result shard = run(experiment(sweep
            + QStringList {QStringLiteral("--per-run"), QStringLiteral("--shard"),
                QStringLiteral("%1/2").arg(k)}));
        QCOMPARE(shard.exitCode, 0);
        files.append(m_dir.filePath(QStringLiteral("bom-%1.csv").arg(k)));
        QVERIFY(writeFile(files.constLast(), "\xEF\xBB\xBF" + shard.out));
    }
    const Result summary = run(files);
    QCOMPARE(summary.exitCode, 0);
    QVERIFY2(summary.err.isEmpty(), summary.err.constData());
    QCOMPARE(withoutTimes(summary.out), withoutTimes(table.out));
}

void TestExperimentRuns::summaryRefusesEndlessLines_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("a file") << QStringList {QStringLiteral("/dev/zero")} << QString()
                            << QStringLiteral("/dev/zero:1: a line longer than 1024 bytes");
    QTest::newRow("standard input")
        << QStringList {QStringLiteral("-")} << QStringLiteral("/dev/zero")
        << QStringLiteral("standard input:1: a line longer than 1024 bytes");
}

void TestExperimentRuns::summaryRefusesEndlessLines()
{
#ifdef Q_OS_UNIX
    // Bytes without end and no line break: refused at the first line, at once, in bounded
    // memory, not read whole.
    QFETCH(QStringList, files);
    QFETCH(QString, input);
    QFETCH(QString, message);
    const Result r = CliRun::runInLimitedMemory(
        QStringList {QStringLiteral("experiment"), QStringLiteral("--summarize")} + files,
        {input, true, 20});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QByteArray());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
#endif
}

void TestExperimentRuns::summaryMemoryFollowsTheRows()
{
    // 1000 rows, each of its own point claiming 100000 runs: a 70 KB file that would ask for
    // gigabytes if every claimed run had its place made up front. Only run 0 of each point
    // is there, so the summary names run 1 missing, in a few megabytes.
    QByteArray rows = "rule,randomize,islands,min,max,density,runs,run,seed,too_complex,"
                      "islands_complete,islands_failed,steps,backtracks,build_us,world,pit_hash,"
                      "step_limit,points\r\n";
    for (int i = 0; i < 1000; ++i) {
        rows += QStringLiteral("6b,on,%1,%2,12,%3,100000,0,42,0,0,0,1,0,1,8x8,dfde6ac5,150000,"
                               "1000\r\n")
                    .arg(1 + i % 8)
                    .arg(1 + i / 8 % 10)
                    .arg(i / 80)
                    .toLatin1();
    }
    const QString name = m_dir.filePath(QStringLiteral("claims.csv"));
    QVERIFY(writeFile(name, rows));
    const Result r = CliRun::runInLimitedMemory(
        {QStringLiteral("experiment"), QStringLiteral("--summarize"), name}, {QString(), true, 60});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QByteArray());
    QVERIFY2(r.err.contains("claims.csv:2: the point of this row has no run 1 in any file"),
        r.err.constData());
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
