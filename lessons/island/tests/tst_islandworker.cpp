// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandbuildcontroller.h"
#include "islandworker.h"
#include "testdata.h"

#include <QScopeGuard>
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
    std::shared_ptr<const IslandStepList> lastList; // held like a model holds the list it shows

public slots:
    void onBatch(int run, const IslandStepBatch &steps)
    {
        if (cancelAtFirstBatch)
            cancelAtFirstBatch->store(true);
        lastList = steps.list;
        // A batch says how far the build's one list is written: a running total.
        emit batch(run, int(steps.available));
    }
    void onFinished(const IslandBuildSummary &summary)
    {
        emit finished(summary.run, summary.cancelled);
    }

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
    void releasedListsAreReused();

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
        Q_ARG(BuildRequest,
            (BuildRequest {1, bigScenario(), std::make_shared<std::atomic_bool>(false)})));
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
    QVERIFY(
        batches.first().at(1).toInt() < int(IslandGenerator::build(bigScenario()).steps.size()));

    // Nothing more from it: the worker takes requests in order and its signals arrive in
    // order, so once a later run has ended, everything run 2 ever sent is here.
    QMetaObject::invokeMethod(m_worker, "build", Qt::QueuedConnection,
        Q_ARG(BuildRequest,
            (BuildRequest {20, bigScenario(), std::make_shared<std::atomic_bool>(true)})));
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
        Q_ARG(BuildRequest,
            (BuildRequest {3, bigScenario(), std::make_shared<std::atomic_bool>(true)})));
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
    // The worker thread ends with the controller: the destructor cancels the build, quits
    // and joins the thread, so its finished() has been sent once it returns.
    QSignalSpy threadFinished(controller->workerThread(), &QThread::finished);
    QVERIFY(controller->workerThread()->isRunning());
    controller.reset();
    QCOMPARE(threadFinished.size(), 1);
}

namespace {

bool sameSteps(const IslandStepList &list, const std::vector<IslandStep> &expected)
{
    if (list.available() != expected.size())
        return false;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        if (!(list[i] == expected[i]))
            return false;
    }
    return true;
}

} // namespace

// A later build writes into an earlier build's memory (pages already mapped) only once
// nobody holds that list any more; a list still shown keeps its steps, and every build's
// steps are exact.
void TestIslandWorker::releasedListsAreReused()
{
    QThread thread;
    auto *worker = new IslandWorker;
    worker->moveToThread(&thread);
    connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
    thread.start();
    const auto joinThread = qScopeGuard([&thread] {
        thread.quit();
        thread.wait();
    });
    Relay relay;
    connect(worker, &IslandWorker::batchReady, &relay, &Relay::onBatch, Qt::QueuedConnection);
    connect(worker, &IslandWorker::finished, &relay, &Relay::onFinished, Qt::QueuedConnection);
    QSignalSpy finished(&relay, &Relay::finished);
    auto build = [&](int run, const Scenario &scenario) {
        QMetaObject::invokeMethod(worker, "build", Qt::QueuedConnection,
            Q_ARG(BuildRequest,
                (BuildRequest {run, scenario, std::make_shared<std::atomic_bool>(false)})));
        return finished.wait(30000) ? std::exchange(relay.lastList, nullptr) : nullptr;
    };
    const Scenario big = bigScenario();
    const Scenario small = TestData::scenario(QStringLiteral("island-6a-crowded.json"));
    const std::vector<IslandStep> bigSteps = IslandGenerator::build(big).steps;
    const std::vector<IslandStep> smallSteps = IslandGenerator::build(small).steps;

    std::shared_ptr<const IslandStepList> first = build(1, big);
    QVERIFY(first);
    const IslandStep *firstMemory = &(*first)[0];
    // The first list is still held: the second build gets memory of its own.
    const std::shared_ptr<const IslandStepList> second = build(2, big);
    QVERIFY(second);
    QVERIFY(&(*second)[0] != firstMemory);
    QVERIFY(sameSteps(*first, bigSteps));
    QVERIFY(sameSteps(*second, bigSteps));

    first.reset(); // nobody shows the first build any more
    const std::shared_ptr<const IslandStepList> third = build(3, small);
    QVERIFY(third);
    QCOMPARE(&(*third)[0], firstMemory);
    QVERIFY(sameSteps(*third, smallSteps));
    QVERIFY(sameSteps(*second, bigSteps));
}

QTEST_GUILESS_MAIN(TestIslandWorker)
#include "tst_islandworker.moc"
