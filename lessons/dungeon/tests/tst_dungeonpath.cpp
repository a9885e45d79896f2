// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeongenerator.h"
#include "dungeonmodel.h"
#include "dungeonpainter.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QtTest>

// The dungeon's final path, as drawn at the finish, goes from cell to cell through a pair
// of half-doors the two cells really share, not across walls between cell centres.
class TestDungeonPath : public QObject
{
    Q_OBJECT

private slots:
    void pathRunsThroughSharedHalfDoors_data();
    void pathRunsThroughSharedHalfDoors();
};

void TestDungeonPath::pathRunsThroughSharedHalfDoors_data()
{
    QTest::addColumn<QString>("name");
    const QString expected = QStringLiteral("expected");
    for (const QString &file : TestData::examples(QStringLiteral("dungeon-*.json"), expected))
        QTest::newRow(qPrintable(file.chopped(5))) << file.chopped(5);
}

void TestDungeonPath::pathRunsThroughSharedHalfDoors()
{
    QFETCH(QString, name);
    DungeonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setScenario(TestData::scenario(name + QStringLiteral(".json")));
    model.appendSteps(DungeonGenerator::build(model.scenario()).steps.toVector());
    QVERIFY(DungeonPainter::finalPathLine(model, QPoint(0, 0), 40).isEmpty()); // not at the finish
    model.seek(model.stepCount());
    const QVector<QPoint> path = model.finalPath();
    QVERIFY(path.size() >= 2);
    const int size = 40;
    const QVector<QPointF> line = DungeonPainter::finalPathLine(model, QPoint(0, 0), size);
    QCOMPARE(line.size(), 2 * path.size() - 1);
    // dungeon.md: the half-door facing bit b across an edge.
    auto mirror = [](int bit, const QPoint &step) {
        if (step.y() != 0)
            return bit == 0 ? 5 : bit == 1 ? 4 : bit == 4 ? 1 : 0; // UL-DL, UR-DR
        return bit == 2 ? 7 : bit == 3 ? 6 : bit == 6 ? 3 : 2; // RU-LU, RD-LD
    };
    for (int i = 1; i < path.size(); ++i) {
        const QPoint from = path[i - 1], to = path[i];
        const QPoint step = to - from;
        QCOMPARE(line[2 * i - 2], QPointF((from.x() + 0.5) * size, (from.y() + 0.5) * size));
        const QPointF door = line[2 * i - 1];
        // On the shared edge...
        if (step.y() != 0)
            QCOMPARE(door.y(), double(std::max(from.y(), to.y()) * size));
        else
            QCOMPARE(door.x(), double(std::max(from.x(), to.x()) * size));
        // ...at a half-door of `from` on that side, whose mirror `to` has open too.
        int found = -1;
        for (int bit = 0; bit < 8; ++bit) {
            const QPoint square = DungeonPainter::halfDoorSquare(bit);
            const QPointF centre((from.x() + (square.x() + 0.5) / 4.0) * size,
                (from.y() + (square.y() + 0.5) / 4.0) * size);
            const bool onSide = step.y() != 0 ? qFuzzyCompare(centre.x(), door.x())
                    && (step.y() < 0 ? square.y() == 0 : square.y() == 3)
                                              : qFuzzyCompare(centre.y(), door.y())
                    && (step.x() < 0 ? square.x() == 0 : square.x() == 3);
            if (onSide)
                found = bit;
        }
        QVERIFY2(found >= 0, qPrintable(QStringLiteral("step %1").arg(i)));
        QVERIFY(model.grid().doors(from.y(), from.x()) & (1 << found));
        QVERIFY(model.grid().doors(to.y(), to.x()) & (1 << mirror(found, step)));
    }
}

QTEST_MAIN(TestDungeonPath)
#include "tst_dungeonpath.moc"
