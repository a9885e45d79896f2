#include "islandbuildcontroller.h"
#include "islandworker.h"
#include "testdata.h"

#include <QSignalSpy>
#include <QThread>
#include <QtTest>

// Builds on the worker thread: cancelling stops them and nothing of them arrives later.
// QSignalSpy is not thread-safe for signals emitted on another thread, so the worker's
// signals are relayed onto the test thread and the relay is spied on.
class Relay : public QObject
{
    Q_OBJECT

public:
    std::shared_ptr<std::atomic_bool> cancelAtFirstBatch;

public slots:
    void onBatch(int run, const IslandStepBatch &steps)
    {
        if (cancelAtFirstBatch)
            cancelAtFirstBatch->store(true);
        // A batch says how far the build's one list is written: a running total.
        emit batch(run, int(steps.available));
    }
    void onFinished(const IslandBuildSummary &summary) { emit finished(summary.run, summary.cancelled); }

signals:
    void batch(int run, int size);
    void finished(int run, bool cancelled);
};

class TestIslandWorker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void fullBuildArrivesInBatches();
    void cancelDuringBuildStopsTheWorker();
    void cancelBeforeStartSendsNothing();
    void controllerDropsSupersededRuns();
    void controllerCancelSilencesTheRun();
    void destroyingDuringABuildDoesNotHang();

private:
    static Scenario bigScenario();
    void connectRelay(Relay &relay, Qt::ConnectionType batchConnection);

    QThread m_thread;
    IslandWorker *m_worker = nullptr;
};

Scenario TestIslandWorker::bigScenario()
{
    // 358,164 steps: long enough that the worker publishes its list more than once.
    Scenario scenario = TestData::scenario(QStringLiteral("island-too-complex.json"));
    scenario.islands.stepLimit = 5000000;
    return scenario;
}

void TestIslandWorker::initTestCase()
{
    qRegisterMetaType<BuildRequest>();
    qRegisterMetaType<IslandBuildSummary>();
    qRegisterMetaType<IslandStepBatch>();
    m_worker = new IslandWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

void TestIslandWorker::cleanupTestCase()
{
    m_thread.quit();
    m_thread.wait();
}

void TestIslandWorker::connectRelay(Relay &relay, Qt::ConnectionType batchConnection)
{
    connect(m_worker, &IslandWorker::batchReady, &relay, &Relay::onBatch, batchConnection);
    connect(m_worker, &IslandWorker::finished, &relay, &Relay::onFinished, Qt::QueuedConnection);
}

void TestIslandWorker::fullBuildArrivesInBatches()
{
    Relay relay;
    connectRelay(relay, Qt::QueuedConnection);
    QSignalSpy batches(&relay, &Relay::batch);
    QSignalSpy finished(&relay, &Relay::finished);
    QMetaObject::invokeMethod(m_worker, "build", Qt::QueuedConnection,
                              Q_ARG(BuildRequest, (BuildRequest {1, bigScenario(), std::make_shared<std::atomic_bool>(false)})));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(1).toBool(), false);
    int total = 0;
    for (const QList<QVariant> &batch : batches) {
        QCOMPARE(batch.at(0).toInt(), 1);
        QVERIFY(batch.at(1).toInt() > total); // more each time, while the build runs
        total = batch.at(1).toInt();
    }
    QCOMPARE(total, int(IslandGenerator::build(bigScenario()).steps.size()));
    QVERIFY(batches.size() > 1);
}

void TestIslandWorker::cancelDuringBuildStopsTheWorker()
{
    Relay relay;
    const auto cancel = std::make_shared<std::atomic_bool>(false);
    relay.cancelAtFirstBatch = cancel;
    // Blocking: the worker waits while the first batch is handled, so the flag is
    // certainly set while the build is still sending.
    connectRelay(relay, Qt::BlockingQueuedConnection);
    QSignalSpy batches(&relay, &Relay::batch);
    QSignalSpy finished(&relay, &Relay::finished);
    QMetaObject::invokeMethod(m_worker, "build", Qt::QueuedConnection,
                              Q_ARG(BuildRequest, (BuildRequest {2, bigScenario(), cancel})));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(0).toInt(), 2);
    QCOMPARE(finished.first().at(1).toBool(), true);
    QCOMPARE(batches.size(), 1);
    QVERIFY(batches.first().at(1).toInt() < int(IslandGenerator::build(bigScenario()).steps.size()));

    // Nothing more from it: the worker takes requests in order and its signals arrive in
    // order, so once a later run has ended, everything run 2 ever sent is here.
    QMetaObject::invokeMethod(m_worker, "build", Qt::QueuedConnection,
                              Q_ARG(BuildRequest, (BuildRequest {20, bigScenario(), std::make_shared<std::atomic_bool>(true)})));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30000);
    QCOMPARE(finished.last().at(0).toInt(), 20);
    QCOMPARE(batches.size(), 1);
}

void TestIslandWorker::cancelBeforeStartSendsNothing()
{
    Relay relay;
    connectRelay(relay, Qt::QueuedConnection);
    QSignalSpy batches(&relay, &Relay::batch);
    QSignalSpy finished(&relay, &Relay::finished);
    QMetaObject::invokeMethod(m_worker, "build", Qt::QueuedConnection,
                              Q_ARG(BuildRequest, (BuildRequest {3, bigScenario(), std::make_shared<std::atomic_bool>(true)})));
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(1).toBool(), true);
    QCOMPARE(batches.size(), 0);
}

void TestIslandWorker::controllerDropsSupersededRuns()
{
    IslandBuildController controller;
    QSignalSpy steps(&controller, &IslandBuildController::stepsArrived);
    QSignalSpy finished(&controller, &IslandBuildController::buildFinished);
    QSignalSpy ended(&controller, &BuildController::runEnded);
    const int superseded = controller.start(bigScenario());
    const Scenario small = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    const int run = controller.start(small);
    QVERIFY(controller.isRunning());
    QVERIFY(finished.wait(30000));
    // Runs end in order: the superseded one ended before, and sent nothing that got through.
    QCOMPARE(ended.size(), 2);
    QCOMPARE(ended.at(0).at(0).toInt(), superseded);
    QCOMPARE(ended.at(1).at(0).toInt(), run);
    QCOMPARE(finished.size(), 1);
    const auto summary = finished.first().first().value<IslandBuildSummary>();
    QCOMPARE(summary.run, run);
    int total = 0;
    for (const QList<QVariant> &batch : steps)
        total = std::max(total, int(batch.first().value<IslandStepBatch>().available));
    QCOMPARE(total, summary.stepCount);
    QCOMPARE(total, int(IslandGenerator::build(small).steps.size()));
    QVERIFY(!controller.isRunning());
}

void TestIslandWorker::controllerCancelSilencesTheRun()
{
    IslandBuildController controller;
    QSignalSpy steps(&controller, &IslandBuildController::stepsArrived);
    QSignalSpy finished(&controller, &IslandBuildController::buildFinished);
    QSignalSpy running(&controller, &IslandBuildController::runningChanged);
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

void TestIslandWorker::destroyingDuringABuildDoesNotHang()
{
    auto controller = std::make_unique<IslandBuildController>();
    Scenario huge = bigScenario();
    huge.islands.stepLimit = Scenario::MaxStepLimit;
    controller->start(huge);
    controller.reset(); // cancels, quits and joins the thread
    QVERIFY(!controller);
}

QTEST_GUILESS_MAIN(TestIslandWorker)
#include "tst_islandworker.moc"
