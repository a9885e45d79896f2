#include "logmodel.h"
#include "islandgenerator.h"
#include "logview.h"
#include "mainwindow.h"
#include "oceanmodel.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

// The recursion log: one line per step, following playback; a click seeks the map.
class TestLogView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void logModelFollowsTheMapModel();
    void oneLinePerStepAndClickSeeks();

private:
    QTemporaryDir m_settingsDir;
};

void TestLogView::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestLogView::logModelFollowsTheMapModel()
{
    OceanModel ocean;
    LogModel log;
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    log.setSourceModel(&ocean);
    const Scenario scenario = TestData::scenario(QStringLiteral("island-dead-end.json"));
    ocean.setScenario(scenario);
    const IslandBuild build = IslandGenerator::build(scenario);
    const std::size_t half = build.steps.size() / 2;
    ocean.appendSteps(std::vector<IslandStep>(build.steps.begin(), build.steps.begin() + std::ptrdiff_t(half)));
    QCOMPARE(log.rowCount(), int(half));
    ocean.appendSteps(std::vector<IslandStep>(build.steps.begin() + std::ptrdiff_t(half), build.steps.end()));
    QCOMPARE(log.rowCount(), int(build.steps.size()));

    QCOMPARE(log.currentRow(), -1);
    ocean.seek(5);
    QCOMPARE(log.currentRow(), 4);
    QVERIFY(log.index(4).data(LogModel::CurrentRole).toBool());
    QVERIFY(!log.index(3).data(LogModel::CurrentRole).toBool());
    for (int row = 0; row < log.rowCount(); ++row) {
        QCOMPARE(log.index(row).data().toString(), ocean.stepText(row));
        QCOMPARE(log.index(row).data(LogModel::DepthRole).toInt(), ocean.stepDepth(row));
    }
    ocean.clearSteps();
    QCOMPARE(log.rowCount(), 0);
    QCOMPARE(log.currentRow(), -1);
    ocean.setScenario(scenario);
    QCOMPARE(log.rowCount(), 0);
}

void TestLogView::oneLinePerStepAndClickSeeks()
{
    MainWindow window;
    Scenario scenario = TestData::scenario(QStringLiteral("island-too-complex.json"));
    scenario.islands.stepLimit = 150000;
    window.document()->load(scenario, QString());
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto *ocean = window.findChild<OceanModel *>(QStringLiteral("oceanModel"));
    auto *playback = window.findChild<PlaybackController *>(QStringLiteral("playback"));
    auto *view = window.findChild<LogView *>(QStringLiteral("recursionLogView"));
    QVERIFY(ocean && playback && view);

    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(ocean->stepCount(), 150001, 30000);
    playback->pause();
    QCOMPARE(view->model()->rowCount(), 150001);

    for (const int line : {1, 2, 17, 75000, 149999, 150001}) {
        const QModelIndex index = view->model()->index(line - 1, 0);
        view->scrollTo(index);
        const QRect rect = view->visualRect(index);
        QVERIFY(view->viewport()->rect().contains(rect.center()));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
        QCOMPARE(ocean->position(), line);
        QCOMPARE(view->currentIndex().row(), line - 1);
    }

    // Playback moves the highlighted line and keeps it in view.
    playback->seek(1234);
    QCOMPARE(view->currentIndex().row(), 1233);
    QVERIFY(view->selectionModel()->isSelected(view->model()->index(1233, 0)));
    QVERIFY(view->viewport()->rect().contains(view->visualRect(view->currentIndex()).center()));
    window.document()->setUnmodified();
}

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"
