// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandgenerator.h"
#include "islandmodel.h"
#include "splitmix64.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

// IslandModel: the grid as a table, seeking both ways through a build's steps.
class TestIslandModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTesterWhileSeeking();
    void seekMatchesReplay();
    void oneRangedDataChangedPerSeek();
    void highlightsFollowTheStep();
    void pitsEditableOnlyBeforeABuild();
    void tooComplexSeeksBackRestoringTheIsland();
    void logTextAndDepth();

private:
    static QByteArray mapOf(const IslandModel &model);
};

QByteArray TestIslandModel::mapOf(const IslandModel &model)
{
    // Read through the item-model interface, as a view does.
    QByteArray text;
    for (int r = 0; r < model.rowCount(); ++r) {
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            switch (index.data(IslandModel::CellKindRole).toInt()) {
            case IslandModel::WaterCell:
                text += '.';
                break;
            case IslandModel::PitCell:
                text += '#';
                break;
            default:
                text += char('0' + index.data(IslandModel::IslandRole).toInt());
                break;
            }
        }
        text += '\n';
    }
    return text;
}

void TestIslandModel::modelTesterWhileSeeking()
{
    IslandModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const Scenario scenario = TestData::scenario(QStringLiteral("island-dead-end.json"));
    model.setScenario(scenario);
    const IslandBuild build = IslandGenerator::build(scenario);
    model.appendSteps(build.steps);
    SplitMix64 random(7);
    for (int i = 0; i < 200; ++i)
        model.seek(int(random.below(std::uint64_t(model.stepCount() + 1))));
    model.seek(model.stepCount());
    model.clearSteps();
    QCOMPARE(model.position(), 0);
    model.setScenario(TestData::scenario(QStringLiteral("island-6a-basic.json")));
    QCOMPARE(model.rowCount(), 20);
    QCOMPARE(model.columnCount(), 30);
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
}

void TestIslandModel::seekMatchesReplay()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-too-complex.json"));
    const IslandBuild build = IslandGenerator::build(scenario);
    IslandModel model;
    model.setScenario(scenario);
    const QByteArray start = mapOf(model);
    // Steps arrive in batches, as from the worker.
    for (std::size_t i = 0; i < build.steps.size(); i += 1000) {
        const auto end = std::min(build.steps.size(), i + 1000);
        model.appendSteps(std::vector<IslandStep>(
            build.steps.begin() + long(i), build.steps.begin() + long(end)));
    }
    QCOMPARE(model.stepCount(), int(build.steps.size()));

    model.seek(model.stepCount());
    QCOMPARE(mapOf(model), TestData::contents(QStringLiteral("island-too-complex.map")));

    SplitMix64 random(99);
    for (int i = 0; i < 40; ++i) {
        const int k = int(random.below(std::uint64_t(model.stepCount() + 1)));
        model.seek(k);
        IslandGrid expected(scenario);
        for (int s = 0; s < k; ++s)
            expected.apply(build.steps[std::size_t(s)]);
        QCOMPARE(mapOf(model), QByteArray::fromStdString(expected.toText()));
        QCOMPARE(model.position(), k);
    }
    model.seek(0);
    QCOMPARE(mapOf(model), start);
}

void TestIslandModel::oneRangedDataChangedPerSeek()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    IslandModel model;
    model.setScenario(scenario);
    model.appendSteps(IslandGenerator::build(scenario).steps);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.seek(3); // seed (3,14)-ish and two ADDs: one rectangle around them
    QCOMPARE(changed.size(), 1);
    const QModelIndex topLeft = changed.first().at(0).toModelIndex();
    const QModelIndex bottomRight = changed.first().at(1).toModelIndex();
    for (int s = 0; s < 3; ++s) {
        const IslandStep &step = model.step(s);
        QVERIFY(step.row >= topLeft.row() && step.row <= bottomRight.row());
        QVERIFY(step.col >= topLeft.column() && step.col <= bottomRight.column());
    }
    // Small: not the whole 20 x 30 grid.
    QVERIFY((bottomRight.row() - topLeft.row() + 1) * (bottomRight.column() - topLeft.column() + 1)
        < 20);
    changed.clear();
    model.seek(3);
    QCOMPARE(changed.size(), 0);
}

void TestIslandModel::highlightsFollowTheStep()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-dead-end.json"));
    IslandModel model;
    model.setScenario(scenario);
    model.appendSteps(IslandGenerator::build(scenario).steps);
    model.seek(2); // > ADD (1, 0) after the seed at (2,0)
    QCOMPARE(
        model.index(1, 0).data(IslandModel::HighlightRole).toInt(), int(IslandModel::TriedCell));
    QCOMPARE(
        model.index(2, 0).data(IslandModel::HighlightRole).toInt(), int(IslandModel::NoHighlight));
    model.seek(3); // X BACKTRACK (1, 0)
    QCOMPARE(model.index(1, 0).data(IslandModel::HighlightRole).toInt(),
        int(IslandModel::BacktrackedCell));
    QCOMPARE(
        model.index(1, 0).data(IslandModel::CellKindRole).toInt(), int(IslandModel::WaterCell));
    model.seek(1); // the seed at (2,0): its open neighbours (1,0) and (2,1) are candidates
    QCOMPARE(
        model.index(2, 0).data(IslandModel::HighlightRole).toInt(), int(IslandModel::TriedCell));
    QCOMPARE(model.index(1, 0).data(IslandModel::HighlightRole).toInt(),
        int(IslandModel::CandidateCell));
    QCOMPARE(model.index(2, 1).data(IslandModel::HighlightRole).toInt(),
        int(IslandModel::CandidateCell));
    QCOMPARE(
        model.index(0, 0).data(IslandModel::HighlightRole).toInt(), int(IslandModel::NoHighlight));
    QCOMPARE(model.index(0, 0).data(Qt::AccessibleTextRole).toString(),
        QStringLiteral("Row 0, column 0: pit"));
    // What the colours show, a screen reader and a tool tip say.
    QCOMPARE(model.index(2, 0).data(Qt::AccessibleTextRole).toString(),
        QStringLiteral("Row 2, column 0: island 1, being tried"));
    QCOMPARE(model.index(1, 0).data(Qt::AccessibleTextRole).toString(),
        QStringLiteral("Row 1, column 0: water, candidate"));
    model.seek(3);
    QCOMPARE(model.index(1, 0).data(Qt::AccessibleTextRole).toString(),
        QStringLiteral("Row 1, column 0: water, backtracked"));
}

void TestIslandModel::pitsEditableOnlyBeforeABuild()
{
    // The model reads the scenario its owner changes; it keeps no copy of its own.
    auto scenario = std::make_shared<Scenario>();
    scenario->resize(4, 4);
    IslandModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setScenario(scenario);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    scenario->setPit(1, 2, true);
    scenario->setPit(2, 3, true);
    model.updatePits({QPoint(2, 1), QPoint(3, 2)});
    QCOMPARE(changed.size(), 1); // one ranged change for the whole edit
    QCOMPARE(changed.first().at(0).toModelIndex(), model.index(1, 2));
    QCOMPARE(changed.first().at(1).toModelIndex(), model.index(2, 3));
    const auto roles = changed.first().at(2).value<QList<int>>();
    QVERIFY(roles.contains(IslandModel::CellKindRole));
    QVERIFY(roles.contains(Qt::ToolTipRole)); // what a screen reader and a tool tip say changes too
    QVERIFY(roles.contains(Qt::AccessibleTextRole));
    QCOMPARE(model.index(1, 2).data(IslandModel::CellKindRole).toInt(), int(IslandModel::PitCell));
    QCOMPARE(
        model.index(1, 2).data(Qt::ToolTipRole).toString(), QStringLiteral("Row 1, column 2: pit"));
    QVERIFY(model.scenario().isPit(1, 2));
    model.updatePits({QPoint(0, 4)}); // outside the grid: nothing
    QCOMPARE(changed.size(), 1);

    model.appendSteps(IslandGenerator::build(model.scenario()).steps);
    scenario->setPit(0, 0, true);
    model.updatePits({QPoint(0, 0)}); // a build is held: the start map is fixed
    QCOMPARE(changed.size(), 1);
    model.clearSteps();
    model.updatePits({QPoint(0, 0)});
    QCOMPARE(model.index(0, 0).data(IslandModel::CellKindRole).toInt(), int(IslandModel::PitCell));
}

void TestIslandModel::tooComplexSeeksBackRestoringTheIsland()
{
    // Aborted at step 5000 while island 3 grows: the last step removes it; seeking back
    // one step shows it again.
    const Scenario scenario = TestData::scenario(QStringLiteral("island-too-complex.json"));
    const IslandBuild build = IslandGenerator::build(scenario);
    IslandModel model;
    model.setScenario(scenario);
    model.appendSteps(build.steps);
    model.seek(model.stepCount() - 1);
    const QByteArray before = mapOf(model);
    model.seek(model.stepCount());
    const QByteArray after = mapOf(model);
    QVERIFY(before != after);
    model.seek(model.stepCount() - 1);
    QCOMPARE(mapOf(model), before);
}

void TestIslandModel::logTextAndDepth()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-dead-end.json"));
    IslandModel model;
    model.setScenario(scenario);
    model.appendSteps(IslandGenerator::build(scenario).steps);
    QCOMPARE(model.stepText(0), QStringLiteral(">> Island 1 seed at (2,0)"));
    QCOMPARE(model.stepDepth(0), 0);
    QCOMPARE(model.stepText(1), QStringLiteral("> ADD (1, 0)"));
    QCOMPARE(model.stepDepth(1), 1);
    QCOMPARE(model.stepText(2), QStringLiteral("X BACKTRACK (1, 0)"));
    QCOMPARE(model.stepDepth(2), 1);
    QCOMPARE(model.stepDepth(5), 3); // > ADD (2, 3): seed, (2,1), (2,2), (2,3)
    // The log says why an island failed; the trace does not.
    QCOMPARE(model.stepText(23), QStringLiteral("! Island 1 FAILED (every path dead-ended)"));
}

QTEST_GUILESS_MAIN(TestIslandModel)
#include "tst_islandmodel.moc"
