// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "dungeonmodel.h"
#include "splitmix64.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>

Q_DECLARE_METATYPE(Scenario)

// DungeonModel: the dungeon as a table, seeking both ways through a build's steps, and the
// data of the tile-connection inspector.
class TestDungeonModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTesterWhileSeeking();
    void seekMatchesReplay();
    void longJumpsInALargeBuild();
    void oneRangedDataChangedPerSeek();
    void inspectorShowsMasksAndReasons();
    void highlightsFollowTheStep();
    void finalPathOnlyAtTheFinish();
    void finishedGridIsTheReplay_data();
    void finishedGridIsTheReplay();
    void pitsEditableOnlyBeforeABuild();
    void logTextAndDepth();

private:
    static void appendInBatches(
        DungeonModel &model, const std::vector<DungeonStep> &steps, std::size_t batch);
    static int findStep(const DungeonSteps &steps, DungeonStep::Kind kind, int row, int col);
};

void TestDungeonModel::appendInBatches(
    DungeonModel &model, const std::vector<DungeonStep> &steps, std::size_t batch)
{
    for (std::size_t i = 0; i < steps.size(); i += batch) {
        const auto end = std::min(steps.size(), i + batch);
        model.appendSteps(
            std::vector<DungeonStep>(steps.begin() + long(i), steps.begin() + long(end)));
    }
}

int TestDungeonModel::findStep(const DungeonSteps &steps, DungeonStep::Kind kind, int row, int col)
{
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].kind == kind && steps[i].row == row && steps[i].col == col)
            return int(i);
    }
    return -1;
}

void TestDungeonModel::modelTesterWhileSeeking()
{
    DungeonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Scenario scenario = TestData::scenario(QStringLiteral("dungeon-pits.json"));
    model.setScenario(scenario);
    appendInBatches(model, DungeonGenerator::build(scenario).steps.toVector(), 100);
    SplitMix64 random(11);
    for (int i = 0; i < 200; ++i)
        model.seek(int(random.below(std::uint64_t(model.stepCount() + 1))));
    model.seek(model.stepCount());
    model.seek(0);
    model.seek(model.stepCount());
    model.clearSteps();
    QCOMPARE(model.position(), 0);
    model.setScenario(TestData::scenario(QStringLiteral("dungeon-basic.json")));
    QCOMPARE(model.rowCount(), 8);
    QCOMPARE(model.columnCount(), 12);
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
    QCOMPARE(model.columnCount(model.index(0, 0)), 0);
}

void TestDungeonModel::seekMatchesReplay()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("dungeon-custom-tiles.json"));
    const DungeonBuild build = DungeonGenerator::build(scenario);
    DungeonModel model;
    model.setScenario(scenario);
    appendInBatches(model, build.steps.toVector(), 64);
    QCOMPARE(model.stepCount(), int(build.steps.size()));

    SplitMix64 random(3);
    for (int round = 0; round < 40; ++round) {
        const int position = int(random.below(build.steps.size() + 1));
        model.seek(position);
        DungeonGrid replay(scenario);
        for (int i = 0; i < position; ++i)
            replay.apply(build.steps[std::size_t(i)]);
        for (int r = 0; r < scenario.rows; ++r) {
            for (int c = 0; c < scenario.cols; ++c) {
                const QModelIndex index = model.index(r, c);
                QCOMPARE(index.data(DungeonModel::DoorsRole).toInt(), int(replay.doors(r, c)));
                QCOMPARE(index.data(DungeonModel::AllowedRole).toInt(), int(replay.allowed(r, c)));
                QCOMPARE(
                    index.data(DungeonModel::RequiredRole).toInt(), int(replay.required(r, c)));
                QCOMPARE(
                    index.data(DungeonModel::TemplateRole).toInt(), replay.templateIndex(r, c));
                QCOMPARE(index.data(DungeonModel::QueuedRole).toBool(),
                    replay.isQueued(r, c) && !replay.isFilled(r, c));
            }
        }
    }
    model.seek(model.stepCount());
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = 0; c < scenario.cols; ++c) {
            const auto cell = std::size_t(r * scenario.cols + c);
            const QModelIndex index = model.index(r, c);
            QCOMPARE(index.data(DungeonModel::DoorsRole).toInt(), int(build.doors[cell]));
            QCOMPARE(index.data(DungeonModel::TemplateRole).toInt(), int(build.templates[cell]));
            if (build.templates[cell] >= 0)
                QCOMPARE(
                    index.data(DungeonModel::RotationRole).toInt(), int(build.rotations[cell]));
            QCOMPARE(index.data(DungeonModel::StartRole).toBool(), int(cell) == build.start);
            QCOMPARE(index.data(DungeonModel::EndRole).toBool(), int(cell) == build.end);
        }
    }
    model.seek(0);
    QVERIFY(model.grid() == DungeonGrid(scenario));
}

// A build of more than 65,536 steps: its end grid and path are made on a helper thread,
// and long jumps go from the start or the end instead of stepping. What is shown, and what
// the statistics count, is the same as stepping there.
void TestDungeonModel::longJumpsInALargeBuild()
{
    Scenario scenario;
    scenario.mode = MapMode::Dungeon;
    scenario.resize(140, 140);
    scenario.seed = 5;
    const DungeonBuild build = DungeonGenerator::build(scenario);
    QVERIFY(build.steps.size() > std::size_t(16 * DungeonModel::BlockSize));
    DungeonModel model;
    model.setScenario(scenario);
    model.appendSteps(build.steps.toVector());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    const int count = model.stepCount();
    for (const int position : {count, 0, count / 2, count, 7, count - 1, 0, count}) {
        changed.clear();
        const int from = model.position();
        model.seek(position);
        DungeonGrid replay(scenario);
        DungeonModel::Tally tally;
        for (int i = 0; i < position; ++i) {
            const DungeonStep step = build.steps[std::size_t(i)];
            replay.apply(step);
            tally.placed += step.kind == DungeonStep::Place ? 1 : 0;
            tally.rejected += step.kind == DungeonStep::Reject ? 1 : 0;
            tally.queued += step.kind == DungeonStep::Queue ? 1 : 0;
            tally.queued -= step.kind == DungeonStep::Skip || step.fromQueue() ? 1 : 0;
        }
        QVERIFY(model.grid() == replay);
        QCOMPARE(model.tally(position).placed, tally.placed);
        QCOMPARE(model.tally(position).rejected, tally.rejected);
        QCOMPARE(model.tally(position).queued, tally.queued);
        if (from != position) {
            // One rectangle around every cell the steps between touched.
            QCOMPARE(changed.size(), 1);
            const QModelIndex topLeft = changed.at(0).at(0).value<QModelIndex>();
            const QModelIndex bottomRight = changed.at(0).at(1).value<QModelIndex>();
            for (int i = std::min(from, position); i < std::max(from, position); ++i) {
                const DungeonStep step = build.steps[std::size_t(i)];
                if (!step.hasCell())
                    continue;
                QVERIFY(step.row >= topLeft.row() && step.row <= bottomRight.row());
                QVERIFY(step.col >= topLeft.column() && step.col <= bottomRight.column());
            }
        }
    }
    QCOMPARE(model.tally(count).placed, build.placed);
    QCOMPARE(model.tally(count).rejected, build.rejected);
    QCOMPARE(model.tally(count).queued, 0);
    // At the finish, the path the helper thread found is the grid's own.
    QVERIFY(model.atFinish());
    const std::vector<int> path = model.grid().passagePath();
    QCOMPARE(model.finalPath().size(), int(path.size()));
    for (std::size_t i = 0; i < path.size(); ++i)
        QCOMPARE(
            model.finalPath().at(int(i)), QPoint(path[i] % scenario.cols, path[i] / scenario.cols));
    model.clearSteps();
    QVERIFY(model.grid() == DungeonGrid(scenario));
}

void TestDungeonModel::oneRangedDataChangedPerSeek()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("dungeon-basic.json"));
    const DungeonBuild build = DungeonGenerator::build(scenario);
    DungeonModel model;
    model.setScenario(scenario);
    model.appendSteps(build.steps.toVector());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy moved(&model, &MapModel::positionChanged);

    // A placement from the queue: the rectangle covers the cell and its neighbours (their
    // allowed and required masks change) and no more than that. The step before is one of
    // its rejections, so the highlight that moves is on the cell itself.
    int place = -1;
    for (std::size_t i = 0; i < build.steps.size(); ++i) {
        const DungeonStep &step = build.steps[i];
        if (step.fromQueue() && step.row > 0 && step.col > 0 && step.row < scenario.rows - 1
            && step.col < scenario.cols - 1 && build.steps[i - 1].kind == DungeonStep::Reject) {
            place = int(i);
            break;
        }
    }
    QVERIFY(place > 0);
    model.seek(place);
    changed.clear();
    model.seek(place + 1);
    QCOMPARE(changed.size(), 1);
    const QModelIndex topLeft = changed.at(0).at(0).value<QModelIndex>();
    const QModelIndex bottomRight = changed.at(0).at(1).value<QModelIndex>();
    const DungeonStep &step = build.steps[std::size_t(place)];
    QCOMPARE(topLeft.row(), step.row - 1);
    QCOMPARE(topLeft.column(), step.col - 1);
    QCOMPARE(bottomRight.row(), step.row + 1);
    QCOMPARE(bottomRight.column(), step.col + 1);
    QVERIFY(changed.at(0).at(2).value<QList<int>>().contains(DungeonModel::AllowedRole));

    changed.clear();
    model.seek(3);
    QCOMPARE(changed.size(), 1);
    model.seek(3);
    QCOMPARE(changed.size(), 1); // no move, no signal
    QCOMPARE(moved.last().at(0).toInt(), 3);
}

void TestDungeonModel::inspectorShowsMasksAndReasons()
{
    // dungeon-pits-detour: rows ".....#" and ".##...", start (1,3), end (0,0). When (0,3)
    // is filled, start's big room below it has opened DR|DL towards it (required 0x30); its
    // top faces the border, so allowed is 0xFC. The only way to the end runs left through
    // (0,2), so a candidate must answer the bottom (rule 1) and keep the left (rule 2).
    const Scenario scenario = TestData::scenario(QStringLiteral("dungeon-pits-detour.json"));
    const DungeonBuild build = DungeonGenerator::build(scenario);
    DungeonModel model;
    model.setScenario(scenario);
    model.appendSteps(build.steps.toVector());

    using Report = DungeonModel::CandidateReport;
    const int place = findStep(build.steps, DungeonStep::Place, 0, 3);
    QVERIFY(place > 0);
    // Before its first candidate is checked: masks, but no candidates yet.
    int first = place;
    while (build.steps[std::size_t(first - 1)].kind == DungeonStep::Reject)
        --first;
    model.seek(first);
    DungeonModel::CellReport report = model.inspect(0, 3);
    QCOMPARE(int(report.allowed), 0xFC);
    QCOMPARE(int(report.required), 0x30);
    QVERIFY(report.queued);
    QVERIFY(report.candidates.isEmpty());

    model.seek(place + 1);
    report = model.inspect(0, 3);
    QVERIFY(report.filled);
    QCOMPARE(int(report.allowed), 0xFC);
    QCOMPARE(int(report.required), 0x30);
    QCOMPARE(int(report.doors), 0xFC);
    QCOMPARE(report.templateIndex, 0);
    const struct
    {
        int mask;
        Report::Verdict verdict;
        DungeonRejection reason;
    } expected[] = {
        {0xFF, Report::Chosen, DungeonRejection::None},
        {0x06, Report::Rejected, DungeonRejection::RequiredSide}, // UR|RU: no bottom
        {0x18, Report::Rejected, DungeonRejection::CutsPath}, // RD|DR: loses the left
        {0x60, Report::Valid, DungeonRejection::None}, // DL|LD
        {0x81, Report::Rejected, DungeonRejection::RequiredSide},
        {0x84, Report::Rejected, DungeonRejection::RequiredSide},
        {0x12, Report::Rejected, DungeonRejection::CutsPath}, // UR is on the border: down only
        {0x48, Report::Rejected, DungeonRejection::RequiredSide},
        {0x21, Report::Rejected, DungeonRejection::CutsPath}, // UL is on the border: down only
    };
    QCOMPARE(report.candidates.size(), int(std::size(expected)));
    for (int i = 0; i < report.candidates.size(); ++i) {
        QCOMPARE(int(report.candidates[i].mask), expected[i].mask);
        QCOMPARE(report.candidates[i].verdict, expected[i].verdict);
        QCOMPARE(report.candidates[i].reason, expected[i].reason);
    }

    // Half-way through the checks, the later candidates are still pending.
    const int secondCut = findStep(build.steps, DungeonStep::Reject, 0, 3) + 1; // after 0x06
    model.seek(secondCut + 1);
    report = model.inspect(0, 3);
    QCOMPARE(report.candidates[2].verdict, Report::Rejected);
    QCOMPARE(report.candidates[3].verdict, Report::Pending);
    QCOMPARE(report.candidates[0].verdict, Report::Pending);

    // At the end the masks are those it was filled with; a later neighbour clipped LU.
    model.seek(model.stepCount());
    report = model.inspect(0, 3);
    QCOMPARE(int(report.doors), 0x7C);
    QCOMPARE(int(report.required), 0x30);
    QCOMPARE(report.candidates[0].verdict, Report::Chosen);

    // Start and end are big rooms by rule: nothing was checked for them.
    report = model.inspect(1, 3);
    QVERIFY(report.start);
    QVERIFY(report.candidates.isEmpty());
    QVERIFY(model.inspect(1, 1).pit);
}

void TestDungeonModel::highlightsFollowTheStep()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("dungeon-pits-detour.json"));
    const DungeonBuild build = DungeonGenerator::build(scenario);
    DungeonModel model;
    model.setScenario(scenario);
    model.appendSteps(build.steps.toVector());

    const int place = findStep(build.steps, DungeonStep::Place, 0, 3);
    model.seek(place);
    QCOMPARE(model.highlightAt(0, 3), DungeonModel::ConsideredCell);
    model.seek(place + 1);
    QCOMPARE(
        model.index(0, 3).data(DungeonModel::HighlightRole).toInt(), int(DungeonModel::PlacedCell));

    // Some placement clips a neighbour: the clipped half-doors flash on that neighbour.
    int clip = -1;
    for (std::size_t i = 0; i < build.steps.size() && clip < 0; ++i) {
        if (build.steps[i].kind == DungeonStep::Clip)
            clip = int(i);
    }
    QVERIFY(clip > 0);
    model.seek(clip + 1);
    const DungeonStep &step = build.steps[std::size_t(clip)];
    QCOMPARE(model.highlightAt(step.row, step.col), DungeonModel::ClippedCell);
    QCOMPARE(
        model.index(step.row, step.col).data(DungeonModel::ClippedRole).toInt(), int(step.mask));
    model.seek(0);
    QCOMPARE(model.highlightAt(step.row, step.col), DungeonModel::NoHighlight);
}

void TestDungeonModel::finalPathOnlyAtTheFinish()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("dungeon-pits-detour.json"));
    const DungeonBuild build = DungeonGenerator::build(scenario);
    DungeonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setScenario(scenario);
    // Held at the end of the first batch, the path appears only once Done arrives.
    model.appendSteps(std::vector<DungeonStep>(build.steps.begin(), build.steps.end() - 1));
    model.seek(model.stepCount());
    QVERIFY(!model.atFinish());
    QVERIFY(model.finalPath().isEmpty());
    model.appendSteps({build.steps.back()});
    model.seek(model.stepCount());
    QVERIFY(model.atFinish());
    const QVector<QPoint> expected {
        QPoint(3, 1), QPoint(3, 0), QPoint(2, 0), QPoint(1, 0), QPoint(0, 0)};
    QCOMPARE(model.finalPath(), expected);
    QVERIFY(model.index(0, 2).data(DungeonModel::OnPathRole).toBool());
    QVERIFY(!model.index(1, 0).data(DungeonModel::OnPathRole).toBool());
    model.seek(model.stepCount() - 1);
    QVERIFY(model.finalPath().isEmpty());
    QVERIFY(!model.index(0, 2).data(DungeonModel::OnPathRole).toBool());
}

void TestDungeonModel::finishedGridIsTheReplay_data()
{
    QTest::addColumn<Scenario>("scenario");
    for (const char *file : {"dungeon-basic.json", "dungeon-pits.json", "dungeon-pits-detour.json",
             "dungeon-custom-tiles.json"})
        QTest::newRow(file) << TestData::scenario(QString::fromLatin1(file));
    const auto dungeon = [](int rows, int cols, int pitPercent, std::uint64_t seed) {
        Scenario scenario;
        scenario.mode = MapMode::Dungeon;
        scenario.resize(rows, cols);
        scenario.seed = seed;
        SplitMix64 random(seed);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c)
                scenario.setPit(r, c, int(random.below(100)) < pitPercent);
        }
        return scenario;
    };
    QTest::newRow("1 x 2") << dungeon(1, 2, 0, 1);
    QTest::newRow("2 x 2") << dungeon(2, 2, 0, 2);
    QTest::newRow("3 x 41, 10 % pits") << dungeon(3, 41, 10, 3);
    QTest::newRow("57 x 9") << dungeon(57, 9, 0, 4);
    QTest::newRow("80 x 120") << dungeon(80, 120, 0, 7);
    QTest::newRow("90 x 70, 15 % pits") << dungeon(90, 70, 15, 8);
    QTest::newRow("70 x 90, 30 % pits") << dungeon(70, 90, 30, 9);
    QTest::newRow("custom tiles, 50 x 60, 20 % pits") << [&] {
        Scenario scenario = dungeon(50, 60, 20, 10);
        scenario.dungeon = TestData::scenario(QStringLiteral("dungeon-custom-tiles.json")).dungeon;
        return scenario;
    }();
    // A wall of pits cuts the map in two: a build in one half leaves the other rock, each
    // of its cells with the half-doors it may open (seeds whose start and end fall in
    // different halves cannot start).
    for (const std::uint64_t seed : {1, 2, 3, 4, 5, 6}) {
        Scenario scenario = dungeon(30, 40, 0, seed);
        for (int r = 0; r < 30; ++r)
            scenario.setPit(r, 17, true);
        if (DungeonGenerator::build(scenario).started())
            QTest::newRow(qPrintable(QStringLiteral("cut in two, seed %1").arg(seed))) << scenario;
    }
}

// The grid after a whole finished build is copied from the generator's end state (as the
// worker sends it), not made by replaying the steps: the same grid, and the model's Go to
// End shows the same cells and path.
void TestDungeonModel::finishedGridIsTheReplay()
{
    QFETCH(Scenario, scenario);
    const DungeonBuild build = DungeonGenerator::build(scenario);
    QVERIFY(build.finished());
    DungeonGrid replay(scenario);
    for (const DungeonStep &step : build.steps)
        replay.apply(step);
    const auto end = std::make_shared<const DungeonGrid>(DungeonGrid::finished(scenario, build));
    QVERIFY(*end == replay);

    DungeonModel model;
    model.setScenario(scenario);
    const auto list = std::make_shared<const DungeonSteps>(build.steps);
    model.appendSteps(DungeonStepBatch {list, list->size(), end});
    model.seek(model.stepCount());
    QVERIFY(model.atFinish());
    QVERIFY(model.grid() == replay);
    const std::vector<int> path = replay.passagePath();
    QVERIFY(!path.empty());
    QCOMPARE(model.finalPath().size(), int(path.size()));
    for (std::size_t i = 0; i < path.size(); ++i)
        QCOMPARE(
            model.finalPath().at(int(i)), QPoint(path[i] % scenario.cols, path[i] / scenario.cols));
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = 0; c < scenario.cols; ++c) {
            const bool onPath
                = std::find(path.begin(), path.end(), r * scenario.cols + c) != path.end();
            QCOMPARE(model.index(r, c).data(DungeonModel::OnPathRole).toBool(), onPath);
        }
    }
}

void TestDungeonModel::pitsEditableOnlyBeforeABuild()
{
    auto scenario = std::make_shared<Scenario>();
    scenario->mode = MapMode::Dungeon;
    scenario->resize(3, 3);
    const Scenario open = *scenario;
    DungeonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setScenario(scenario);
    QCOMPARE(model.index(1, 0).data(DungeonModel::AllowedRole).toInt(), 0x3F);
    scenario->setPit(1, 1, true);
    model.updatePits({QPoint(1, 1)});
    QCOMPARE(
        model.index(1, 1).data(DungeonModel::CellKindRole).toInt(), int(DungeonModel::PitCell));
    // No half-door may face a pit.
    QCOMPARE(model.index(1, 0).data(DungeonModel::AllowedRole).toInt(), 0x33);
    QVERIFY(model.grid() == DungeonGrid(model.scenario()));
    scenario->setPit(1, 1, false);
    model.updatePits({QPoint(1, 1)});
    QVERIFY(model.grid() == DungeonGrid(open));
    scenario->setPit(1, 1, true);
    model.updatePits({QPoint(1, 1)});
    model.appendSteps(DungeonGenerator::build(model.scenario()).steps.toVector());
    scenario->setPit(0, 0, true);
    model.updatePits({QPoint(0, 0)}); // a build is held: the start map is fixed
    QCOMPARE(
        model.index(0, 0).data(DungeonModel::CellKindRole).toInt(), int(DungeonModel::RockCell));
}

void TestDungeonModel::logTextAndDepth()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("dungeon-pits-detour.json"));
    const DungeonBuild build = DungeonGenerator::build(scenario);
    DungeonModel model;
    model.setScenario(scenario);
    model.appendSteps(build.steps.toVector());
    QCOMPARE(model.stepText(0), QStringLiteral("Start at (1, 3)"));
    QCOMPARE(model.stepText(1), QStringLiteral("End at (0, 0)"));
    QCOMPARE(model.stepText(2),
        QStringLiteral("Place big room, 0 quarter turn(s), at (1, 3): doors 0x0F"));
    QCOMPARE(model.stepDepth(2), 0);
    const int cut = findStep(build.steps, DungeonStep::Reject, 0, 3) + 1;
    QCOMPARE(model.stepText(cut),
        QStringLiteral(
            "- small room, 1 quarter turn(s) (0x18): would cut the last start-to-end path"));
    QCOMPARE(model.stepDepth(cut), 1);
    QCOMPARE(model.stepText(model.stepCount() - 1), QStringLiteral("-- All done --"));
}

QTEST_GUILESS_MAIN(TestDungeonModel)
#include "tst_dungeonmodel.moc"
