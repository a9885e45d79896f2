// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment.h"
#include "islandgenerator.h"
#include "testdata.h"

#include <QtTest>

#include <QProcess>

#include <algorithm>

// `mapgen experiment` and the model behind it (experiments.md). The expected tables are
// computed here from the contract's words: the sprinkle and the columns are written
// again in this file, and every run is built by hand with IslandGenerator.
namespace {

// SplitMix64 of islands.md, written out again so that the sprinkle below depends on
// nothing of the code under test.
class Random
{
public:
    explicit Random(std::uint64_t state)
        : m_state(state)
    { }
    std::uint64_t below(std::uint64_t n)
    {
        m_state += 0x9E3779B97F4A7C15ULL;
        std::uint64_t z = m_state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return (z ^ (z >> 31)) % n;
    }

private:
    std::uint64_t m_state;
};

// experiments.md, "Pits at a density", literally: every cell in row-major order, a number
// drawn for each open cell only.
void referenceSprinkle(std::vector<std::uint8_t> &pits, int density, std::uint64_t s)
{
    Random random(s ^ 0xA5A5A5A5A5A5A5A5ULL);
    for (std::uint8_t &cell : pits) {
        if (cell == 0 && random.below(100) < std::uint64_t(density))
            cell = 1;
    }
}

// The lists of a sweep, with the rule as the CSV writes it.
struct Lists
{
    QStringList rules;
    std::vector<bool> randomize;
    std::vector<int> islands;
    std::vector<int> mins;
    std::vector<int> maxes;
    std::vector<int> densities;
    int runs = 0;
    int stepLimit = 0;
};

// The value at 1-based rank ceil(p / 100 * n) of the sorted values.
int percentile(const std::vector<int> &sorted, int p)
{
    const int n = int(sorted.size());
    const int rank = p * n / 100 + (p * n % 100 != 0 ? 1 : 0);
    return sorted[std::size_t(std::max(rank, 1) - 1)];
}

// One point of experiments.md as its CSV line without the last column, build_us_total
// (a time): every run built by hand, the columns worked out from their definitions.
QByteArray referenceLine(const Scenario &base, const Lists &lists, const QString &rule,
    bool randomize, int islands, int min, int max, int density, std::int64_t *tooComplexRuns)
{
    std::int64_t tooComplex = 0, complete = 0, failed = 0, steps = 0, backtracks = 0;
    std::vector<int> perRun;
    for (int i = 0; i < lists.runs; ++i) {
        Scenario world = base;
        world.seed = base.seed + std::uint64_t(i);
        referenceSprinkle(world.pits, density, world.seed);
        world.islands.rule = rule == QLatin1String("6a") ? IslandRule::Rule6a : IslandRule::Rule6b;
        world.islands.randomize = randomize;
        world.islands.count = islands;
        world.islands.min = min;
        world.islands.max = max;
        world.islands.stepLimit = lists.stepLimit;
        const IslandBuild build = IslandGenerator::build(world);
        tooComplex += build.tooComplex;
        for (const IslandOutcome &island : build.islands) {
            complete += island.status == IslandOutcome::Complete;
            failed += island.status == IslandOutcome::Failed;
        }
        steps += qint64(build.steps.size());
        backtracks += build.backtracks;
        perRun.push_back(build.backtracks);
    }
    *tooComplexRuns += tooComplex;
    std::sort(perRun.begin(), perRun.end());
    // backtracks_total / runs to 3 decimals, a half rounded up.
    std::int64_t mean = backtracks * 1000 / lists.runs;
    if (2 * (backtracks * 1000 % lists.runs) >= lists.runs)
        ++mean;
    return QString::asprintf("%s,%s,%d,%d,%d,%d,%d,%lld,%lld,%lld,%lld,%lld,%lld.%03lld,%d,%d",
        qPrintable(rule), randomize ? "on" : "off", islands, min, max, density, lists.runs,
        qlonglong(tooComplex), qlonglong(complete), qlonglong(failed), qlonglong(steps),
        qlonglong(backtracks), qlonglong(mean / 1000), qlonglong(mean % 1000),
        percentile(perRun, 50), percentile(perRun, 90))
        .toLatin1();
}

// The whole table without build_us_total, the points in the order of experiments.md.
QByteArrayList referenceTable(
    const Scenario &base, const Lists &lists, std::int64_t *tooComplexRuns)
{
    QByteArrayList lines {"rule,randomize,islands,min,max,density,runs,too_complex,"
                          "islands_complete,islands_failed,steps_total,backtracks_total,"
                          "backtracks_mean,backtracks_p50,backtracks_p90"};
    *tooComplexRuns = 0;
    for (const QString &rule : lists.rules)
        for (const bool randomize : lists.randomize)
            for (const int islands : lists.islands)
                for (const int min : lists.mins)
                    for (const int max : lists.maxes)
                        for (const int density : lists.densities)
                            lines.append(referenceLine(base, lists, rule, randomize, islands, min,
                                max, density, tooComplexRuns));
    return lines;
}

// A CSV table as lines without their last column, after checking the format the spec
// fixes for every line: CRLF line ends (RFC 4180) and a whole number of microseconds last.
QByteArrayList withoutTimes(const QByteArray &csv)
{
    if (!csv.endsWith("\r\n")) {
        qWarning("the table does not end in CRLF");
        return {};
    }
    QByteArrayList lines = csv.split('\n');
    lines.removeLast(); // the empty text after the last line's end
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QByteArray &line = lines[i];
        if (!line.endsWith('\r')) {
            qWarning("line %lld does not end in CRLF", qlonglong(i));
            return {};
        }
        line.chop(1);
        const qsizetype comma = line.lastIndexOf(',');
        const QByteArray last = line.mid(comma + 1);
        const bool timeOk = i == 0 ? last == "build_us_total"
                                   : !last.isEmpty()
                && std::all_of(
                    last.begin(), last.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!timeOk) {
            qWarning("line %lld ends in %s", qlonglong(i), last.constData());
            return {};
        }
        line.truncate(comma);
    }
    return lines;
}

ExperimentSweep modelSweep(const Lists &lists)
{
    ExperimentSweep sweep;
    sweep.rules.clear();
    for (const QString &rule : lists.rules)
        sweep.rules.push_back(
            rule == QLatin1String("6a") ? IslandRule::Rule6a : IslandRule::Rule6b);
    sweep.randomize = lists.randomize;
    sweep.islands = lists.islands;
    sweep.mins = lists.mins;
    sweep.maxes = lists.maxes;
    sweep.densities = lists.densities;
    sweep.runs = lists.runs;
    sweep.stepLimit = lists.stepLimit;
    return sweep;
}

// One sweep of the table test: the world, its command line and the same lists spelled out.
struct Case
{
    const char *name;
    Scenario base;
    QStringList arguments; // after "experiment"
    Lists lists;
};

std::vector<Case> cases()
{
    std::vector<Case> result;
    {
        const QString file = TestData::path(QStringLiteral("island-6a-basic.json"));
        // Ten runs: the 90th percentile is rank 9, where 0.9 * 10 in floating point is not.
        result.push_back(
            {"densities and both rules", TestData::scenario(QStringLiteral("island-6a-basic.json")),
                {file, QStringLiteral("--density"), QStringLiteral("0:45:15,100"),
                    QStringLiteral("--rule"), QStringLiteral("6a,6b"), QStringLiteral("--runs"),
                    QStringLiteral("10")},
                {{QStringLiteral("6a"), QStringLiteral("6b")}, {true}, {3}, {4}, {12},
                    {0, 15, 30, 45, 100}, 10, 150000}});
    }
    {
        const QString file = TestData::path(QStringLiteral("island-pits-ordered.json"));
        // Sixteen runs: means like 0.0625 are exact ties at three decimals.
        result.push_back({"randomize, island counts and sizes, a world with pits",
            TestData::scenario(QStringLiteral("island-pits-ordered.json")),
            {file, QStringLiteral("--randomize"), QStringLiteral("on,off"),
                QStringLiteral("--islands"), QStringLiteral("1,4:8:4"), QStringLiteral("--min"),
                QStringLiteral("2,9"), QStringLiteral("--max"), QStringLiteral("30,3"),
                QStringLiteral("--density"), QStringLiteral("0,20"), QStringLiteral("--runs"),
                QStringLiteral("16")},
            {{QStringLiteral("6b")}, {true, false}, {1, 4, 8}, {2, 9}, {30, 3}, {0, 20}, 16,
                150000}});
    }
    {
        const QString file = TestData::path(QStringLiteral("island-too-complex.json"));
        Scenario base = TestData::scenario(QStringLiteral("island-too-complex.json"));
        result.push_back({"a tiny step limit", base,
            {file, QStringLiteral("--step-limit"), QStringLiteral("25"),
                QStringLiteral("--density"), QStringLiteral("0,10"), QStringLiteral("--rule"),
                QStringLiteral("6b,6a"), QStringLiteral("--runs"), QStringLiteral("7")},
            {{QStringLiteral("6b"), QStringLiteral("6a")}, {base.islands.randomize},
                {base.islands.count}, {base.islands.min}, {base.islands.max}, {0, 10}, 7, 25}});
    }
    {
        // No file: the world of the options; the seeds pass 2^64 - 1 and wrap to 0.
        Scenario base;
        base.resize(6, 7);
        base.seed = 18446744073709551610ULL;
        result.push_back({"a world from options, seeds wrapping", base,
            {QStringLiteral("--rows"), QStringLiteral("6"), QStringLiteral("--cols"),
                QStringLiteral("7"), QStringLiteral("--seed"),
                QStringLiteral("18446744073709551610"), QStringLiteral("--islands"),
                QStringLiteral("2"), QStringLiteral("--min"), QStringLiteral("3"),
                QStringLiteral("--max"), QStringLiteral("5"), QStringLiteral("--density"),
                QStringLiteral("0,30"), QStringLiteral("--runs"), QStringLiteral("12")},
            {{QStringLiteral("6b")}, {true}, {2}, {3}, {5}, {0, 30}, 12, 150000}});
    }
    return result;
}

} // namespace

class TestExperiment : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sprinkleByHand();
    void sprinkleAtTheEnds();
    void pointOrder();
    void nearestRank();
    void tables_data();
    void tables();
    void rangesAndDefaults();
    void badLists_data();
    void badLists();
    void cancelledBeforeTheFirstRun();
    void help();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Result run(const QStringList &arguments);
};

TestExperiment::Result TestExperiment::run(const QStringList &arguments)
{
    QProcess process;
    process.start(TestData::cli(), arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError()};
}

void TestExperiment::initTestCase()
{
    QVERIFY2(QFileInfo(TestData::cli()).isExecutable(), "MAPGEN_CLI must name the built mapgen");
}

void TestExperiment::sprinkleByHand()
{
    // s = 7: the state starts at 0xA5A5A5A5A5A5A5A2, and below(100) gives
    // 77, 61, 36, 7, 26, 75, 42, 84, ... (worked out from islands.md's SplitMix64).
    // The pit at (0,1) draws nothing, so the open cells get 77 61 36 7 26 75 42.
    const std::vector<std::uint8_t> world {0, 1, 0, 0, //
        0, 0, 0, 0};
    std::vector<std::uint8_t> pits = world;
    Experiment::sprinkle(pits, 40, 7);
    QCOMPARE(pits,
        std::vector<std::uint8_t>({0, 1, 0, 1, //
            1, 1, 0, 0}));
    // below(100) < density is strict: 36 is not below 36.
    pits = world;
    Experiment::sprinkle(pits, 36, 7);
    QCOMPARE(pits,
        std::vector<std::uint8_t>({0, 1, 0, 0, //
            1, 1, 0, 0}));
    pits = world;
    referenceSprinkle(pits, 40, 7);
    QCOMPARE(pits, std::vector<std::uint8_t>({0, 1, 0, 1, 1, 1, 0, 0}));
}

void TestExperiment::sprinkleAtTheEnds()
{
    std::vector<std::uint8_t> world(600, 0);
    world[17] = 1;
    std::vector<std::uint8_t> pits = world;
    Experiment::sprinkle(pits, 0, 1234);
    QCOMPARE(pits, world);
    Experiment::sprinkle(pits, 100, 1234);
    QCOMPARE(pits, std::vector<std::uint8_t>(600, 1));

    // Between the ends, as the contract's words say, for many seeds and densities.
    for (std::uint64_t s : {0ULL, 1ULL, 42ULL, 0xA5A5A5A5A5A5A5A5ULL, ~0ULL}) {
        for (int density = 1; density < 100; density += 7) {
            std::vector<std::uint8_t> actual = world;
            std::vector<std::uint8_t> expected = world;
            Experiment::sprinkle(actual, density, s);
            referenceSprinkle(expected, density, s);
            QCOMPARE(actual, expected);
        }
    }
}

void TestExperiment::pointOrder()
{
    ExperimentSweep sweep;
    sweep.rules = {IslandRule::Rule6b, IslandRule::Rule6a};
    sweep.randomize = {false, true};
    sweep.islands = {2};
    sweep.mins = {1, 3};
    sweep.maxes = {5};
    sweep.densities = {10, 0, 20};
    const std::vector<ExperimentPoint> points = sweep.points();
    QCOMPARE(points.size(), std::size_t(24));
    QCOMPARE(sweep.pointCount(), std::size_t(24));
    // Density varies fastest, the rule slowest, each list in the order given.
    QCOMPARE(points[0], (ExperimentPoint {IslandRule::Rule6b, false, 2, 1, 5, 10}));
    QCOMPARE(points[1], (ExperimentPoint {IslandRule::Rule6b, false, 2, 1, 5, 0}));
    QCOMPARE(points[3], (ExperimentPoint {IslandRule::Rule6b, false, 2, 3, 5, 10}));
    QCOMPARE(points[6], (ExperimentPoint {IslandRule::Rule6b, true, 2, 1, 5, 10}));
    QCOMPARE(points[12], (ExperimentPoint {IslandRule::Rule6a, false, 2, 1, 5, 10}));
    QCOMPARE(points[23], (ExperimentPoint {IslandRule::Rule6a, true, 2, 3, 5, 20}));
}

void TestExperiment::nearestRank()
{
    std::vector<int> one {7};
    QCOMPARE(Experiment::nearestRank(one, 50), 7);
    QCOMPARE(Experiment::nearestRank(one, 90), 7);
    std::vector<int> ten {10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
    QCOMPARE(Experiment::nearestRank(ten, 50), 5); // rank 5
    QCOMPARE(Experiment::nearestRank(ten, 90), 9); // rank 9, not 10
    std::vector<int> three {30, 10, 20};
    QCOMPARE(Experiment::nearestRank(three, 50), 20); // rank ceil(1.5) = 2
    QCOMPARE(Experiment::nearestRank(three, 90), 30); // rank ceil(2.7) = 3
}

void TestExperiment::tables_data()
{
    QTest::addColumn<int>("index");
    const std::vector<Case> all = cases();
    for (std::size_t i = 0; i < all.size(); ++i)
        QTest::newRow(all[i].name) << int(i);
}

void TestExperiment::tables()
{
    QFETCH(int, index);
    const Case c = cases()[std::size_t(index)];
    std::int64_t tooComplexRuns = 0;
    const QByteArrayList expected = referenceTable(c.base, c.lists, &tooComplexRuns);
    if (c.lists.stepLimit < 100)
        QVERIFY2(tooComplexRuns > 0, "the tiny step limit must stop some builds");

    // The model, on two threads.
    const ExperimentResult model = Experiment::run(c.base, modelSweep(c.lists), 2);
    QVERIFY(!model.cancelled);
    const QByteArray modelCsv = Experiment::csv(model.rows);
    QCOMPARE(withoutTimes(modelCsv), expected);

    // The CLI, on one thread and on two: the same table as the model's.
    for (const QString &threads : {QStringLiteral("1"), QStringLiteral("2")}) {
        const Result r = run(QStringList {QStringLiteral("experiment")} + c.arguments
            + QStringList {QStringLiteral("--threads"), threads});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData()); // no progress when stderr is not a terminal
        QCOMPARE(withoutTimes(r.out), expected);
    }
}

void TestExperiment::rangesAndDefaults()
{
    auto column = [](const QByteArray &csv, int field) {
        QByteArrayList values;
        const QByteArrayList lines = csv.split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            if (!lines[i].isEmpty())
                values.append(lines[i].split(',').value(field));
        }
        return values;
    };
    const QString file = TestData::path(QStringLiteral("island-6a-basic.json"));

    // The end is included when a step reaches it, and only then; a negative step counts down.
    const Result up = run({QStringLiteral("experiment"), file, QStringLiteral("--density"),
        QStringLiteral("0:45:10"), QStringLiteral("--runs"), QStringLiteral("1")});
    QCOMPARE(up.exitCode, 0);
    QCOMPARE(column(up.out, 5), QByteArrayList({"0", "10", "20", "30", "40"}));
    const Result down = run({QStringLiteral("experiment"), file, QStringLiteral("--density"),
        QStringLiteral("45:0:-15,7"), QStringLiteral("--runs"), QStringLiteral("1")});
    QCOMPARE(down.exitCode, 0);
    QCOMPARE(column(down.out, 5), QByteArrayList({"45", "30", "15", "0", "7"}));

    // Without options: one point, the scenario's settings, density 0, 100 runs.
    const Result defaults = run({QStringLiteral("experiment"), file});
    QCOMPARE(defaults.exitCode, 0);
    const QByteArrayList lines = withoutTimes(defaults.out);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[1].startsWith("6a,on,3,4,12,0,100,"), lines[1].constData());
}

void TestExperiment::badLists_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    auto row = [](const char *name, const QStringList &options, const QString &message) {
        QTest::newRow(name) << (QStringList {QStringLiteral("experiment"),
                                    TestData::path(QStringLiteral("island-6a-basic.json"))}
            + options) << message;
    };
    row("step of 0", {QStringLiteral("--density"), QStringLiteral("5:1:0")},
        QStringLiteral("--density: the range \"5:1:0\" has a step of 0"));
    row("step away from the end", {QStringLiteral("--density"), QStringLiteral("5:1:2")},
        QStringLiteral("--density: the range \"5:1:2\" steps away from its end"));
    row("density above 100", {QStringLiteral("--density"), QStringLiteral("0,101")},
        QStringLiteral("--density: expected integers from 0 to 100"));
    row("range past 100", {QStringLiteral("--density"), QStringLiteral("90:110:10")},
        QStringLiteral("--density: expected integers from 0 to 100"));
    row("not a range", {QStringLiteral("--density"), QStringLiteral("1:2")},
        QStringLiteral("--density: expected integers from 0 to 100, as a list (A,B,C) or a range "
                       "(FROM:TO:STEP), got \"1:2\""));
    row("empty item", {QStringLiteral("--min"), QStringLiteral("3,,4")},
        QStringLiteral("--min: an empty item in \"3,,4\""));
    row("empty list", {QStringLiteral("--islands"), QString()},
        QStringLiteral("--islands: an empty item in \"\""));
    row("nine islands", {QStringLiteral("--islands"), QStringLiteral("1:9:4")},
        QStringLiteral("--islands: expected integers from 1 to 8"));
    row("rule 7", {QStringLiteral("--rule"), QStringLiteral("6a,7")},
        QStringLiteral("--rule: expected 6a or 6b, got \"7\""));
    row("randomize maybe", {QStringLiteral("--randomize"), QStringLiteral("on,maybe")},
        QStringLiteral("--randomize: expected on or off, got \"maybe\""));
    row("no runs", {QStringLiteral("--runs"), QStringLiteral("0")},
        QStringLiteral("--runs: expected an integer from 1 to 100000, got \"0\""));
    row("step limit 0", {QStringLiteral("--step-limit"), QStringLiteral("0")},
        QStringLiteral("--step-limit: expected an integer from 1 to 100000000"));
    row("no threads", {QStringLiteral("--threads"), QStringLiteral("0")},
        QStringLiteral("--threads: expected an integer from 1 to 256"));
    row("escaped value", {QStringLiteral("--density"), QStringLiteral("1,\x1b[31m")},
        QStringLiteral("got \"\\u001B[31m\""));
    row("trace", {QStringLiteral("--trace")},
        QStringLiteral("--trace is for island or dungeon mode"));
}

void TestExperiment::badLists()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Result r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestExperiment::cancelledBeforeTheFirstRun()
{
    const std::atomic_bool cancel {true};
    ExperimentSweep sweep
        = ExperimentSweep::fromScenario(TestData::scenario(QStringLiteral("island-6a-basic.json")));
    sweep.densities = {0, 10, 20};
    const ExperimentResult result = Experiment::run(
        TestData::scenario(QStringLiteral("island-6a-basic.json")), sweep, 2, &cancel);
    QVERIFY(result.cancelled);
    QVERIFY(result.rows.empty());
}

void TestExperiment::help()
{
    const Result help = run({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("experiment"));
    QVERIFY(help.out.contains("--density"));
    QVERIFY(help.out.contains("--runs"));
    QVERIFY(help.out.contains("--threads"));
}

QTEST_GUILESS_MAIN(TestExperiment)
#include "tst_experiment.moc"
