// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithmcode.h"
#include "dungeoncallstackmodel.h"
#include "dungeongenerator.h"
#include "dungeonmodel.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QtTest>

#include <set>

// The dungeon lesson's Call Stack: the fill queue and the cell being filled, at every step.
class TestDungeonCallStack : public QObject
{
    Q_OBJECT

private slots:
    void queueFollowsEveryStep_data();
    void queueFollowsEveryStep();
    void codeLineFollowsTheStepKind();
};

void TestDungeonCallStack::queueFollowsEveryStep_data()
{
    QTest::addColumn<QString>("name");
    const QString expected = QStringLiteral("expected");
    for (const QString &file : TestData::examples(QStringLiteral("dungeon-*.json"), expected))
        QTest::newRow(qPrintable(file.chopped(5))) << file.chopped(5);
}

void TestDungeonCallStack::queueFollowsEveryStep()
{
    QFETCH(QString, name);
    DungeonModel dungeon;
    dungeon.setScenario(TestData::scenario(name + QStringLiteral(".json")));
    DungeonCallStackModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDungeonModel(&dungeon);
    dungeon.appendSteps(DungeonGenerator::build(dungeon.scenario()).steps.toVector());
    QVERIFY(dungeon.stepCount() > 10);
    auto check = [&](int position) {
        dungeon.seek(position);
        // The queue shown holds exactly the cells the grid has queued and not filled, the
        // cell being filled (shown above them) aside.
        std::set<std::pair<int, int>> shown;
        for (int i = 0; i < model.queue().size(); ++i)
            shown.insert({model.queue().at(i).row, model.queue().at(i).col});
        std::set<std::pair<int, int>> queued;
        for (int r = 0; r < dungeon.rowCount(); ++r)
            for (int c = 0; c < dungeon.columnCount(); ++c)
                if (dungeon.inspect(r, c).queued)
                    queued.insert({r, c});
        for (const auto &cell : shown)
            QVERIFY2(queued.count(cell) || dungeon.inspect(cell.first, cell.second).filled,
                qPrintable(QStringLiteral("step %1").arg(position)));
        for (const auto &cell : queued)
            QVERIFY2(shown.count(cell), qPrintable(QStringLiteral("step %1").arg(position)));
        // While a cell's candidates are checked, its verdicts so far are listed in order.
        if (position > 0 && dungeon.step(position - 1).kind == DungeonStep::Reject) {
            const DungeonStep &step = dungeon.step(position - 1);
            QCOMPARE(model.headRow(), int(step.row));
            QCOMPARE(model.headColumn(), int(step.col));
            QCOMPARE(model.verdictSteps().back(), position - 1);
            QVERIFY(model.index(int(model.verdictSteps().size()))
                        .data()
                        .toString()
                        .contains(QLatin1String("rule")));
        }
    };
    for (int p = 0; p <= dungeon.stepCount(); ++p)
        check(p);
    for (int p = dungeon.stepCount(); p >= 0; p -= 7)
        check(p);
    // A hidden dock's model stands still, lets go of a build that is cleared, and
    // catches up when shown.
    model.setFollowing(false);
    dungeon.seek(dungeon.stepCount() / 2);
    model.setFollowing(true);
    check(dungeon.position());
    model.setFollowing(false);
    dungeon.clearSteps();
    QCOMPARE(model.rowCount(), 0);
    model.setFollowing(true);
    QCOMPARE(model.rowCount(), 0);
}

void TestDungeonCallStack::codeLineFollowsTheStepKind()
{
    const QList<AlgorithmCode::Line> lines = AlgorithmCode::dungeon();
    DungeonModel dungeon;
    dungeon.setScenario(TestData::scenario(QStringLiteral("dungeon-pits.json")));
    dungeon.appendSteps(DungeonGenerator::build(dungeon.scenario()).steps.toVector());
    QSet<int> kinds;
    for (int i = 0; i < dungeon.stepCount(); ++i) {
        const DungeonStep &step = dungeon.step(i);
        const int line = AlgorithmCode::lineOf(lines, AlgorithmCode::dungeonMark(step));
        QVERIFY(line >= 0);
        const QString code = lines[line].code;
        const char *word = step.kind == DungeonStep::Start   ? "start ="
            : step.kind == DungeonStep::End                  ? "end ="
            : step.kind == DungeonStep::Queue                ? "queue N"
            : step.kind == DungeonStep::Place                ? "place(X, valid"
            : step.kind == DungeonStep::Clip                 ? "clip"
            : step.kind == DungeonStep::Skip                 ? "filled: continue"
            : step.kind == DungeonStep::Done                 ? "DONE"
            : step.rejection() == DungeonRejection::CutsPath ? "path"
                                                             : "required side";
        QVERIFY2(code.contains(QLatin1String(word)), qPrintable(code));
        kinds.insert(step.kind);
    }
    QVERIFY(kinds.size() >= 6);
}

QTEST_MAIN(TestDungeonCallStack)
#include "tst_dungeoncallstack.moc"
