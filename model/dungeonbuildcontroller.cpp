#include "dungeonbuildcontroller.h"

DungeonBuildController::DungeonBuildController(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<DungeonBuildRequest>();
    qRegisterMetaType<DungeonBuildSummary>();
    qRegisterMetaType<DungeonStepBatch>();

    m_thread.setObjectName(QStringLiteral("dungeon builds"));
    m_worker = new DungeonWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(this, &DungeonBuildController::buildRequested, m_worker, &DungeonWorker::build,
            Qt::QueuedConnection);
    connect(m_worker, &DungeonWorker::batchReady, this, &DungeonBuildController::onBatch,
            Qt::QueuedConnection);
    connect(m_worker, &DungeonWorker::finished, this, &DungeonBuildController::onFinished,
            Qt::QueuedConnection);
    m_thread.start();
}

DungeonBuildController::~DungeonBuildController()
{
    if (m_cancel)
        m_cancel->store(true);
    m_thread.quit();
    m_thread.wait();
}

int DungeonBuildController::start(const Scenario &scenario)
{
    cancel();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    ++m_run;
    emit buildRequested(DungeonBuildRequest {m_run, scenario, m_cancel});
    setRunning(true);
    return m_run;
}

void DungeonBuildController::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    // Bumping the id drops whatever the cancelled run still has in the queue.
    ++m_run;
    setRunning(false);
}

void DungeonBuildController::onBatch(int run, const DungeonStepBatch &steps)
{
    if (run == m_run)
        emit stepsArrived(steps);
}

void DungeonBuildController::onFinished(const DungeonBuildSummary &summary)
{
    if (summary.run != m_run)
        return;
    m_cancel.reset();
    setRunning(false);
    emit buildFinished(summary);
}

void DungeonBuildController::setRunning(bool running)
{
    if (m_running == running)
        return;
    m_running = running;
    emit runningChanged(running);
}
