// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandgenerator.h"
#include "islandgrid.h"
#include "testdata.h"

#include <QtTest>

#include <QThread>

// The lesson's examples, reproduced byte for byte through the library.
class TestIslandGenerator : public QObject
{
    Q_OBJECT

private slots:
    void examples_data();
    void examples();
    void failureReasons();
    void limitOnSeedRemovesTheIsland();
    void deepCorridorBuildsInASmallThreadStack();
    void cancelStopsALongBuild();
    void minAboveMaxIsSwapped();
    void farCornerOfTheLargestGrid();
};

void TestIslandGenerator::examples_data()
{
    QTest::addColumn<QString>("name");
    const QStringList scenarios = TestData::examples(QStringLiteral("island-*.json"));
    QVERIFY(scenarios.size() >= 11);
    for (const QString &file : scenarios) {
        const QString name = file.chopped(5);
        QTest::newRow(qPrintable(name)) << name;
    }
}

void TestIslandGenerator::examples()
{
    QFETCH(QString, name);
    const Scenario scenario = TestData::scenario(name + QStringLiteral(".json"));
    const IslandBuild build = IslandGenerator::build(scenario);

    QCOMPARE(QByteArray::fromStdString(IslandGenerator::trace(build)),
        TestData::contents(name + QStringLiteral(".trace")));

    IslandGrid grid(scenario);
    for (const IslandStep &step : build.steps)
        grid.apply(step);
    QCOMPARE(QByteArray::fromStdString(grid.toText()),
        TestData::contents(name + QStringLiteral(".map")));
}

void TestIslandGenerator::failureReasons()
{
    // island-no-room: islands 2 and 3 find no seed; island-dead-end: island 1 dead-ends.
    const IslandBuild noRoom
        = IslandGenerator::build(TestData::scenario(QStringLiteral("island-no-room.json")));
    QCOMPARE(noRoom.islands.size(), std::size_t(3));
    QCOMPARE(noRoom.islands[0].status, IslandOutcome::Complete);
    QCOMPARE(noRoom.islands[1].status, IslandOutcome::Failed);
    QCOMPARE(noRoom.islands[1].failure, IslandFailure::NoSeed);
    QCOMPARE(noRoom.islands[2].failure, IslandFailure::NoSeed);

    const IslandBuild deadEnd
        = IslandGenerator::build(TestData::scenario(QStringLiteral("island-dead-end.json")));
    QCOMPARE(deadEnd.islands[0].status, IslandOutcome::Failed);
    QCOMPARE(deadEnd.islands[0].failure, IslandFailure::DeadEnd);
    QCOMPARE(deadEnd.islands[1].status, IslandOutcome::Complete);
    QCOMPARE(int(deadEnd.islands[1].cells.size()), deadEnd.islands[1].target);
    QCOMPARE(deadEnd.backtracks, 18);

    // A 3x3 sea with a pit wall leaves one open cell next to the seed: not enough water.
    Scenario walled;
    walled.rows = 1;
    walled.cols = 5;
    walled.pits = {0, 0, 1, 0, 0};
    walled.islands.count = 1;
    walled.islands.min = walled.islands.max = 3;
    const IslandBuild unreachable = IslandGenerator::build(walled);
    QCOMPARE(unreachable.islands[0].failure, IslandFailure::Unreachable);
    QCOMPARE(unreachable.steps.size(), std::size_t(3)); // seed, FAILED, All done
    QCOMPARE(unreachable.steps[1].traceLine(), std::string("! Island 1 FAILED"));
}

void TestIslandGenerator::limitOnSeedRemovesTheIsland()
{
    const IslandBuild build
        = IslandGenerator::build(TestData::scenario(QStringLiteral("island-limit-on-seed.json")));
    QVERIFY(build.tooComplex);
    QCOMPARE(build.islands.size(), std::size_t(1)); // island 2 was never attempted
    QCOMPARE(build.islands[0].status, IslandOutcome::Aborted);
    QCOMPARE(build.steps.size(), std::size_t(2)); // stepLimit + 1
}

void TestIslandGenerator::deepCorridorBuildsInASmallThreadStack()
{
    // 12,000 levels of backtracking in a thread with a 128 KiB stack: only an explicit
    // stack survives that.
    const Scenario scenario = TestData::scenario(QStringLiteral("island-deep-corridor.json"));
    IslandBuild build;
    QThread *thread = QThread::create([&] { build = IslandGenerator::build(scenario); });
    thread->setStackSize(128 * 1024);
    thread->start();
    QVERIFY(thread->wait(60000));
    delete thread;
    QCOMPARE(build.islands.size(), std::size_t(1));
    QCOMPARE(build.islands[0].status, IslandOutcome::Complete);
    QCOMPARE(int(build.islands[0].cells.size()), 12000);
    QCOMPARE(QByteArray::fromStdString(IslandGenerator::trace(build)),
        TestData::contents(QStringLiteral("island-deep-corridor.trace")));
}

void TestIslandGenerator::cancelStopsALongBuild()
{
    Scenario scenario = TestData::scenario(QStringLiteral("island-too-complex.json"));
    scenario.islands.stepLimit = 5000000;
    const std::atomic_bool cancel {true};
    const IslandBuild build = IslandGenerator::build(scenario, &cancel);
    QVERIFY(build.cancelled);
    QVERIFY(build.steps.size() < 100000);
}

void TestIslandGenerator::minAboveMaxIsSwapped()
{
    Scenario swapped = TestData::scenario(QStringLiteral("island-6a-crowded.json"));
    QVERIFY(swapped.islands.min > swapped.islands.max);
    Scenario ordered = swapped;
    std::swap(ordered.islands.min, ordered.islands.max);
    QCOMPARE(IslandGenerator::trace(IslandGenerator::build(swapped)),
        IslandGenerator::trace(IslandGenerator::build(ordered)));
}

void TestIslandGenerator::farCornerOfTheLargestGrid()
{
    // A step keeps its row and column in 10 bits each: the last cells of a 1000 x 1000 grid
    // come back as they went in, in the trace, the failure's seed and the map.
    Scenario scenario;
    scenario.resize(Scenario::MaxSide, Scenario::MaxSide);
    std::fill(scenario.pits.begin(), scenario.pits.end(), std::uint8_t(1));
    scenario.setPit(999, 998, false);
    scenario.setPit(999, 999, false);
    scenario.islands.count = 1;
    scenario.islands.min = scenario.islands.max = 2;

    const IslandBuild grown = IslandGenerator::build(scenario);
    const QByteArray trace = QByteArray::fromStdString(IslandGenerator::trace(grown));
    QVERIFY2(trace.contains(">> Island 1 seed at (999,99"), trace.constData());
    QVERIFY2(trace.contains("> ADD (999, 99"), trace.constData());
    QCOMPARE(grown.islands[0].status, IslandOutcome::Complete);
    IslandGrid grid(scenario);
    for (const IslandStep &step : grown.steps)
        grid.apply(step);
    QCOMPARE(grid.at(999, 998), std::uint8_t(1));
    QCOMPARE(grid.at(999, 999), std::uint8_t(1));

    // Three cells wanted where two are open: the seed of the failed island is kept.
    scenario.islands.min = scenario.islands.max = 3;
    const IslandBuild failed = IslandGenerator::build(scenario);
    QCOMPARE(failed.steps.size(), std::size_t(3)); // seed, FAILED, All done
    QCOMPARE(failed.steps[1].failure, IslandFailure::Unreachable);
    QCOMPARE(int(failed.steps[1].row), 999);
    QCOMPARE(failed.steps[1].col, failed.steps[0].col);
    QVERIFY(failed.steps[0].col >= 998);
}

QTEST_GUILESS_MAIN(TestIslandGenerator)
#include "tst_islandgenerator.moc"
