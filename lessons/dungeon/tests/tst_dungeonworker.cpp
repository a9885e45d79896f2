// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonbuildcontroller.h"
#include "dungeongrid.h"
#include "dungeonmodel.h"
#include "dungeonworker.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QThread>
#include <QTranslator>
#include <QtTest>

#include <algorithm>

// Dungeon builds on the worker thread, as tst_islandworker tests the island ones: the
// steps that arrive are the build's, a cancelled or superseded run sends nothing that gets
// through, and a build that cannot start says why in codes and figures, worded only when
// the GUI thread asks. QSignalSpy is not thread-safe for signals emitted on another thread,
// so the worker's signals are relayed onto the test thread and the relay is spied on.
class DungeonRelay : public QObject
{
    Q_OBJECT

public:
    std::vector<DungeonStepBatch> batches;
    std::vector<DungeonBuildSummary> summaries;

public slots:
    void onBatch(int run, const DungeonStepBatch &batch)
    {
        batches.push_back(batch);
        emit batchArrived(run, int(batch.available));
    }
    void onFinished(const DungeonBuildSummary &summary)
    {
        summaries.push_back(summary);
        emit finished(summary.run, summary.cancelled);
    }

signals:
    void batchArrived(int run, int available);
    void finished(int run, bool cancelled);
};

class TestDungeonWorker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void stepsAddUpToTheBuild_data();
    void stepsAddUpToTheBuild();
    void cancelBeforeStartSendsNothing();
    void failureArrivesAsCodesAndFigures_data();
    void failureArrivesAsCodesAndFigures();
    void failureIsWordedWhenAsked();
    void controllerDropsSupersededRuns();
    void controllerCancelSilencesTheRun();
    void controllerReportsAFailedStart();
    void destroyingDuringABuildDoesNotHang();
    void endPathComesFromTheWorker();

private:
    static Scenario bigScenario();
    static Scenario cutApart();
    void connectRelay(DungeonRelay &relay);
    void build(int run, const Scenario &scenario, bool cancelled = false);

    QThread m_thread;
    DungeonWorker *m_worker = nullptr;
};

// Large enough that a superseded build is still running when the next one is asked for.
Scenario TestDungeonWorker::bigScenario()
{
    Scenario scenario = TestData::scenario(QStringLiteral("dungeon-basic.json"));
    scenario.resize(300, 300);
    return scenario;
}

// One row, the middle a pit: start and end are the two open cells, never joined.
Scenario TestDungeonWorker::cutApart()
{
    Scenario scenario;
    scenario.mode = MapMode::Dungeon;
    scenario.resize(1, 3);
    scenario.setPit(0, 1, true);
    return scenario;
}

void TestDungeonWorker::initTestCase()
{
    qRegisterMetaType<BuildRequest>();
    qRegisterMetaType<DungeonBuildSummary>();
    qRegisterMetaType<DungeonStepBatch>();
    m_worker = new DungeonWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

void TestDungeonWorker::cleanupTestCase()
{
    m_thread.quit();
    m_thread.wait();
}

void TestDungeonWorker::connectRelay(DungeonRelay &relay)
{
    connect(
        m_worker, &DungeonWorker::batchReady, &relay, &DungeonRelay::onBatch, Qt::QueuedConnection);
    connect(m_worker, &DungeonWorker::finished, &relay, &DungeonRelay::onFinished,
        Qt::QueuedConnection);
}

void TestDungeonWorker::build(int run, const Scenario &scenario, bool cancelled)
{
    QMetaObject::invokeMethod(m_worker, "build", Qt::QueuedConnection,
        Q_ARG(BuildRequest,
            (BuildRequest {run, scenario, std::make_shared<std::atomic_bool>(cancelled)})));
}

void TestDungeonWorker::stepsAddUpToTheBuild_data()
{
    QTest::addColumn<QString>("file");
    const QString expected = QStringLiteral(".expected.json");
    for (const QString &file : TestData::examples(QStringLiteral("dungeon-*.json"), expected))
        QTest::newRow(qPrintable(file)) << file;
}

void TestDungeonWorker::stepsAddUpToTheBuild()
{
    QFETCH(QString, file);
    const Scenario scenario = TestData::scenario(file);
    DungeonRelay relay;
    connectRelay(relay);
    QSignalSpy finished(&relay, &DungeonRelay::finished);
    build(1, scenario);
    QVERIFY(finished.wait(30000));
    QCOMPARE(relay.summaries.size(), std::size_t(1));
    const DungeonBuildSummary &summary = relay.summaries.front();
    QCOMPARE(summary.run, 1);
    QVERIFY(!summary.cancelled);
    QVERIFY(summary.started());

    // However many batches there are, they grow one list, and its end is the whole build.
    const DungeonBuild expected = DungeonGenerator::build(scenario);
    QVERIFY(!relay.batches.empty());
    std::size_t before = 0;
    for (const DungeonStepBatch &batch : relay.batches) {
        QCOMPARE(batch.list, relay.batches.front().list);
        QVERIFY(batch.available >= before);
        before = batch.available;
    }
    const DungeonStepBatch &last = relay.batches.back();
    QCOMPARE(last.available, expected.steps.size());
    QCOMPARE(summary.stepCount, int(expected.steps.size()));
    QCOMPARE(summary.placed, expected.placed);
    QCOMPARE(summary.rejected, expected.rejected);
    for (std::size_t i = 0; i < expected.steps.size(); ++i) {
        if ((*last.list)[i] != expected.steps[i])
            QFAIL(qPrintable(QStringLiteral("step %1 differs from the generator's").arg(i)));
    }
    // The finished map the workbench shows at the end comes with the steps, and is what
    // replaying them all gives.
    QVERIFY(last.end);
    DungeonGrid replay(scenario);
    for (const DungeonStep &step : expected.steps)
        replay.apply(step);
    QVERIFY(*last.end == replay);
}

void TestDungeonWorker::cancelBeforeStartSendsNothing()
{
    DungeonRelay relay;
    connectRelay(relay);
    QSignalSpy batches(&relay, &DungeonRelay::batchArrived);
    QSignalSpy finished(&relay, &DungeonRelay::finished);
    build(3, bigScenario(), true);
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(0).toInt(), 3);
    QCOMPARE(finished.first().at(1).toBool(), true);
    QCOMPARE(batches.size(), 0);
    QCOMPARE(relay.summaries.front().stepCount, 0);
}

void TestDungeonWorker::failureArrivesAsCodesAndFigures_data()
{
    QTest::addColumn<int>("failure");
    QTest::addColumn<int>("openCells");
    QTest::newRow("cut apart") << int(DungeonFailure::CutApart) << 2;
    QTest::newRow("one open cell") << int(DungeonFailure::TooFewCells) << 1;
    QTest::newRow("no big room") << int(DungeonFailure::NoBigRoom) << 8 * 12;
}

void TestDungeonWorker::failureArrivesAsCodesAndFigures()
{
    QFETCH(int, failure);
    QFETCH(int, openCells);
    Scenario scenario = cutApart();
    if (failure == int(DungeonFailure::TooFewCells)) {
        scenario.setPit(0, 2, true);
    } else if (failure == int(DungeonFailure::NoBigRoom)) {
        scenario = TestData::scenario(QStringLiteral("dungeon-basic.json"));
        scenario.dungeon.tiles = {{QStringLiteral("hall"), 0x84}};
    }
    DungeonRelay relay;
    connectRelay(relay);
    QSignalSpy finished(&relay, &DungeonRelay::finished);
    build(4, scenario);
    QVERIFY(finished.wait(30000));
    const DungeonBuildSummary &summary = relay.summaries.front();
    QVERIFY(!summary.started());
    QVERIFY(!summary.cancelled);
    QCOMPARE(int(summary.failure), failure);
    QCOMPARE(summary.openCells, openCells);
    QCOMPARE(summary.stepCount, 0);
    QVERIFY(relay.batches.empty());
    // The same figures the generator finds, so the message is the one the CLI prints.
    const DungeonBuild expected = DungeonGenerator::build(scenario);
    QCOMPARE(summary.start, expected.start);
    QCOMPARE(summary.end, expected.end);
    QCOMPARE(summary.cols, scenario.cols);
    QCOMPARE(summary.failureMessage(), dungeonFailureMessage(expected));
}

namespace {

// Marks every text it is asked for, so a message worded before it was installed shows.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        return QStringLiteral("‹") + QString::fromUtf8(sourceText) + QStringLiteral("›");
    }
    bool isEmpty() const override { return false; }
};

} // namespace

void TestDungeonWorker::failureIsWordedWhenAsked()
{
    DungeonRelay relay;
    connectRelay(relay);
    QSignalSpy finished(&relay, &DungeonRelay::finished);
    build(5, cutApart());
    QVERIFY(finished.wait(30000));
    const DungeonBuildSummary summary = relay.summaries.front();
    // Start and end are the two open cells, (0, 0) and (0, 2), in the order they were drawn.
    QVERIFY((summary.start == 0 && summary.end == 2) || (summary.start == 2 && summary.end == 0));
    const QString english
        = QStringLiteral("Start (0, %1) and end (0, %2) are cut apart by pits: no chain "
                         "of open cells joins them.")
              .arg(summary.start)
              .arg(summary.end);
    QCOMPARE(summary.failureMessage(), english);

    // A language switched after the build arrived: the same summary reads in it.
    MarkingTranslator marker;
    QCoreApplication::installTranslator(&marker);
    const QString marked = summary.failureMessage();
    QCoreApplication::removeTranslator(&marker);
    QCOMPARE(marked, QStringLiteral("‹") + english + QStringLiteral("›"));
}

void TestDungeonWorker::controllerDropsSupersededRuns()
{
    DungeonBuildController controller;
    QSignalSpy steps(&controller, &DungeonBuildController::stepsArrived);
    QSignalSpy finished(&controller, &DungeonBuildController::buildFinished);
    QSignalSpy ended(&controller, &BuildController::runEnded);
    const int superseded = controller.start(bigScenario());
    const Scenario small = TestData::scenario(QStringLiteral("dungeon-pits-detour.json"));
    const int run = controller.start(small);
    QVERIFY(superseded != run);
    QVERIFY(controller.isRunning());
    QVERIFY(finished.wait(30000));
    // Runs end in order: the superseded one ended before, and nothing of it got through.
    QCOMPARE(ended.size(), 2);
    QCOMPARE(ended.at(0).at(0).toInt(), superseded);
    QCOMPARE(ended.at(1).at(0).toInt(), run);
    QCOMPARE(finished.size(), 1);
    const auto summary = finished.first().first().value<DungeonBuildSummary>();
    QCOMPARE(summary.run, run);
    const std::size_t expected = DungeonGenerator::build(small).steps.size();
    QCOMPARE(summary.stepCount, int(expected));
    QVERIFY(steps.size() > 0);
    for (const QList<QVariant> &batch : steps)
        QVERIFY(batch.first().value<DungeonStepBatch>().available <= expected);
    QCOMPARE(steps.last().first().value<DungeonStepBatch>().available, expected);
    QVERIFY(!controller.isRunning());
}

void TestDungeonWorker::controllerCancelSilencesTheRun()
{
    DungeonBuildController controller;
    QSignalSpy steps(&controller, &DungeonBuildController::stepsArrived);
    QSignalSpy finished(&controller, &DungeonBuildController::buildFinished);
    QSignalSpy running(&controller, &BuildController::runningChanged);
    QSignalSpy ended(&controller, &BuildController::runEnded);
    const int run = controller.start(bigScenario());
    controller.cancel();
    QVERIFY(!controller.isRunning());
    QCOMPARE(running.size(), 2);
    // The worker is done with the run: whatever it sent of it has been dropped.
    QVERIFY(ended.wait(30000));
    QCOMPARE(ended.first().first().toInt(), run);
    QCOMPARE(steps.size(), 0);
    QCOMPARE(finished.size(), 0);
}

void TestDungeonWorker::controllerReportsAFailedStart()
{
    DungeonBuildController controller;
    QSignalSpy steps(&controller, &DungeonBuildController::stepsArrived);
    QSignalSpy finished(&controller, &DungeonBuildController::buildFinished);
    controller.start(cutApart());
    QVERIFY(finished.wait(30000));
    const auto summary = finished.first().first().value<DungeonBuildSummary>();
    QCOMPARE(int(summary.failure), int(DungeonFailure::CutApart));
    QVERIFY(summary.failureMessage().contains(QLatin1String("cut apart")));
    QCOMPARE(steps.size(), 0);
    QVERIFY(!controller.isRunning());
}

void TestDungeonWorker::destroyingDuringABuildDoesNotHang()
{
    auto controller = std::make_unique<DungeonBuildController>();
    Scenario huge = bigScenario();
    huge.resize(Scenario::MaxSide, Scenario::MaxSide);
    controller->start(huge);
    // The worker thread ends with the controller: the destructor cancels the build, quits
    // and joins the thread, so its finished() has been sent once it returns.
    QSignalSpy threadFinished(controller->workerThread(), &QThread::finished);
    QVERIFY(controller->workerThread()->isRunning());
    controller.reset();
    QCOMPARE(threadFinished.size(), 1);
}

// The start-to-end path of a finished build is found on the worker's thread and arrives
// after its steps, before the summary; the model shows that path at the finish (it starts
// no thread of its own to find it).
void TestDungeonWorker::endPathComesFromTheWorker()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("dungeon-pits-detour.json"));
    const DungeonBuild build = DungeonGenerator::build(scenario);
    QVERIFY(build.finished());
    const std::vector<int> expected = DungeonGrid::finished(scenario, build).passagePath();
    QVERIFY(!expected.empty());

    DungeonBuildController controller;
    DungeonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setScenario(scenario);
    QStringList order;
    connect(&controller, &DungeonBuildController::stepsArrived, &model,
        [&](const DungeonStepBatch &steps) {
            order << QStringLiteral("steps");
            model.appendSteps(steps);
        });
    connect(&controller, &DungeonBuildController::endPathFound, &model,
        [&](const DungeonEndPath &path) {
            order << QStringLiteral("path");
            QCOMPARE(path.cells, expected);
            // A path the model could not have found itself: it shows the worker's.
            std::vector<int> reversed = path.cells;
            std::reverse(reversed.begin(), reversed.end());
            model.setEndPath(path.list, reversed);
        });
    QSignalSpy finished(&controller, &DungeonBuildController::buildFinished);
    controller.start(scenario);
    QVERIFY(finished.wait(30000));
    QCOMPARE(order, QStringList({QStringLiteral("steps"), QStringLiteral("path")}));
    model.seek(model.stepCount());
    QVERIFY(model.atFinish());
    const QVector<QPoint> shown = model.finalPath();
    QCOMPARE(shown.size(), int(expected.size()));
    const int last = expected.back();
    QCOMPARE(shown.first(), QPoint(last % scenario.cols, last / scenario.cols));
}

QTEST_GUILESS_MAIN(TestDungeonWorker)
#include "tst_dungeonworker.moc"
