// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparemode.h"
#include "islandbuildcontroller.h"
#include "islandmodel.h"
#include "islandview.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "scenariodocument.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

// Students paint pits with the mouse and the keyboard: one drag is one undo step.
class TestPitPainting : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void dragPaintsPitsAsOneUndoStep();
    void rightDragErases();
    void keyboardCursorTogglesAPit();
    void paintingStopsABuild();
    void aStrokeIsOneChange();
    void startingABuildEndsTheStroke();
    void noPaintingWhenPitsAreNotAllowed();

private:
    QPoint cellCentre(int row, int col) const;
    QString pitsOf() const;

    QTemporaryDir m_settingsDir;
    MainWindow *m_window = nullptr;
    IslandView *m_view = nullptr;
    IslandModel *m_model = nullptr;
    QUndoStack *m_undo = nullptr;
};

void TestPitPainting::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestPitPainting::init()
{
    m_window = new MainWindow;
    Scenario scenario; // 20 x 30, no pits
    m_window->document()->load(scenario, QString());
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_view = m_window->findChild<IslandView *>(QStringLiteral("islandView"));
    QVERIFY(m_view);
    m_model = m_view->islandModel();
    QVERIFY(m_model);
    m_undo = m_window->document()->undoStack();
    m_view->setPitEditing(true);
    m_view->setCellSize(20);
}

void TestPitPainting::cleanup()
{
    m_window->document()->setUnmodified(); // no "save changes?" prompt
    delete m_window;
    m_window = nullptr;
}

QPoint TestPitPainting::cellCentre(int row, int col) const
{
    return m_view->cellRect(row, col).center();
}

QString TestPitPainting::pitsOf() const
{
    QString text;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c) {
            if (m_model->index(r, c).data(IslandModel::CellKindRole).toInt()
                == IslandModel::PitCell)
                text += QStringLiteral("(%1,%2)").arg(r).arg(c);
        }
    }
    return text;
}

void TestPitPainting::dragPaintsPitsAsOneUndoStep()
{
    QAbstractItemModelTester tester(
        m_model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QWidget *viewport = m_view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(2, 3));
    QTest::mouseMove(viewport, cellCentre(2, 5));
    QTest::mouseMove(viewport, cellCentre(4, 5));
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(4, 5));

    // The drag's path is painted without gaps, in the model and the scenario alike.
    const QString painted = QStringLiteral("(2,3)(2,4)(2,5)(3,5)(4,5)");
    QCOMPARE(pitsOf(), painted);
    QCOMPARE(m_window->document()->scenario().pitCount(), 5);
    QCOMPARE(m_undo->count(), 1);
    QVERIFY(m_window->document()->isModified());

    m_undo->undo();
    QCOMPARE(pitsOf(), QString());
    QCOMPARE(m_window->document()->scenario().pitCount(), 0);
    QVERIFY(!m_window->document()->isModified());

    m_undo->redo();
    QCOMPARE(pitsOf(), painted);
    QCOMPARE(m_undo->count(), 1);
}

void TestPitPainting::rightDragErases()
{
    QWidget *viewport = m_view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(5, 1));
    QTest::mouseMove(viewport, cellCentre(5, 6));
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(5, 6));
    QCOMPARE(m_window->document()->scenario().pitCount(), 6);

    QTest::mousePress(viewport, Qt::RightButton, Qt::NoModifier, cellCentre(5, 2));
    QTest::mouseMove(viewport, cellCentre(5, 4));
    QTest::mouseRelease(viewport, Qt::RightButton, Qt::NoModifier, cellCentre(5, 4));
    QCOMPARE(pitsOf(), QStringLiteral("(5,1)(5,5)(5,6)"));
    QCOMPARE(m_undo->count(), 2);

    m_undo->undo();
    QCOMPARE(m_window->document()->scenario().pitCount(), 6);
}

void TestPitPainting::keyboardCursorTogglesAPit()
{
    m_view->setFocus();
    QVERIFY(QTest::qWaitFor([this] { return m_view->hasFocus(); }));
    m_view->setCursorCell(0, 0);
    QTest::keyClick(m_view, Qt::Key_Return); // the map's keys only in its editing state
    QVERIFY(m_view->isEditing());
    QTest::keyClick(m_view, Qt::Key_Right);
    QTest::keyClick(m_view, Qt::Key_Right);
    QTest::keyClick(m_view, Qt::Key_Down);
    QCOMPARE(m_view->cursorRow(), 1);
    QCOMPARE(m_view->cursorColumn(), 2);
    QCOMPARE(m_view->accessibleDescription(), QStringLiteral("Row 1, column 2: water"));

    QTest::keyClick(m_view, Qt::Key_Space);
    QCOMPARE(pitsOf(), QStringLiteral("(1,2)"));
    QCOMPARE(m_view->accessibleDescription(), QStringLiteral("Row 1, column 2: pit"));
    QTest::keyClick(m_view, Qt::Key_Space);
    QCOMPARE(pitsOf(), QString());
    QCOMPARE(m_undo->count(), 2);
}

void TestPitPainting::paintingStopsABuild()
{
    auto *builds = m_window->findChild<IslandBuildController *>(QStringLiteral("islandBuilds"));
    QVERIFY(builds);
    QSignalSpy ended(builds, &BuildController::runEnded);
    m_window->findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    const int run = builds->currentRun();
    QTRY_VERIFY(m_model->stepCount() > 0);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, cellCentre(10, 10));
    // The islands belonged to the world before the pit: they are gone, the pit is there.
    QCOMPARE(m_model->stepCount(), 0);
    QCOMPARE(pitsOf(), QStringLiteral("(10,10)"));
    // Nothing of the stopped build arrives later: the worker is done with it, and it stays so.
    QTRY_VERIFY(ended.contains({run}));
    QCOMPARE(m_model->stepCount(), 0);
}

void TestPitPainting::aStrokeIsOneChange()
{
    // Compare on: its second side follows the document's pits.
    auto *compare = m_window->findChild<CompareMode *>();
    QVERIFY(compare);
    compare->action()->trigger();
    QVERIFY(compare->secondSession());
    ScenarioDocument *second = compare->secondSession()->document();
    const int edits = m_undo->count();
    // Each aboutToChange() resets every lesson of the session once (LessonSession::reset).
    QSignalSpy resets(m_window->document(), &ScenarioDocument::aboutToChange);
    QSignalSpy secondLoads(second, &ScenarioDocument::gridReplaced);

    // A 40-cell stroke: row 1 from column 0 to 29, then down column 29 to row 11.
    QWidget *viewport = m_view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(1, 0));
    QTest::mouseMove(viewport, cellCentre(1, 29));
    QTest::mouseMove(viewport, cellCentre(11, 29));
    // Every cell shows while the button is down; Compare waits for the stroke's end.
    QCOMPARE(m_window->document()->scenario().pitCount(), 40);
    QCOMPARE(pitsOf().count(QLatin1Char('(')), 40);
    QCOMPARE(second->scenario().pitCount(), 0);
    QCOMPARE(secondLoads.size(), 0);
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(11, 29));

    QCOMPARE(resets.size(), 1);
    QCOMPARE(secondLoads.size(), 1);
    QCOMPARE(second->scenario().pitCount(), 40);
    QCOMPARE(m_undo->count(), edits + 1);
}

void TestPitPainting::startingABuildEndsTheStroke()
{
    QWidget *viewport = m_view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(3, 1));
    QTest::mouseMove(viewport, cellCentre(3, 4));
    // F5 with the button still down: the build is of the four pits painted so far.
    QTest::keyClick(m_view, Qt::Key_F5);
    QTRY_VERIFY(m_model->stepCount() > 0);
    QTRY_VERIFY(!m_window->session()->isBuilding());
    const int steps = m_model->stepCount();
    // The rest of the drag paints nothing over the build, which stays.
    QTest::mouseMove(viewport, cellCentre(7, 4));
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, cellCentre(7, 4));
    QCOMPARE(m_window->document()->scenario().pitCount(), 4);
    QCOMPARE(m_model->stepCount(), steps);
    m_window->findChild<QAction *>(QStringLiteral("toStartAction"))->trigger();
    QCOMPARE(pitsOf(), QStringLiteral("(3,1)(3,2)(3,3)(3,4)"));
    QCOMPARE(m_undo->count(), 1);
}

void TestPitPainting::noPaintingWhenPitsAreNotAllowed()
{
    m_view->setPitEditing(false);
    QTest::mousePress(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, cellCentre(3, 3));
    QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, Qt::NoModifier, cellCentre(3, 3));
    QCOMPARE(pitsOf(), QString());
    QCOMPARE(m_undo->count(), 0);
}

QTEST_MAIN(TestPitPainting)
#include "tst_pitpainting.moc"
