#include "islandbuildcontroller.h"

IslandBuildController::IslandBuildController(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<IslandBuildRequest>();
    qRegisterMetaType<IslandBuildSummary>();
    qRegisterMetaType<IslandStepBatch>();

    m_thread.setObjectName(QStringLiteral("island builds"));
    m_worker = new IslandWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(this, &IslandBuildController::buildRequested, m_worker, &IslandWorker::build,
            Qt::QueuedConnection);
    connect(m_worker, &IslandWorker::batchReady, this, &IslandBuildController::onBatch,
            Qt::QueuedConnection);
    connect(m_worker, &IslandWorker::finished, this, &IslandBuildController::onFinished,
            Qt::QueuedConnection);
    m_thread.start();
}

IslandBuildController::~IslandBuildController()
{
    if (m_cancel)
        m_cancel->store(true);
    m_thread.quit();
    m_thread.wait();
}

int IslandBuildController::start(const Scenario &scenario)
{
    cancel();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    ++m_run;
    emit buildRequested(IslandBuildRequest {m_run, scenario, m_cancel});
    setRunning(true);
    return m_run;
}

void IslandBuildController::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    // Bumping the id drops whatever the cancelled run still has in the queue.
    ++m_run;
    setRunning(false);
}

void IslandBuildController::onBatch(int run, const IslandStepBatch &steps)
{
    if (run == m_run)
        emit stepsArrived(steps);
}

void IslandBuildController::onFinished(const IslandBuildSummary &summary)
{
    if (summary.run != m_run)
        return;
    m_cancel.reset();
    setRunning(false);
    emit buildFinished(summary);
}

void IslandBuildController::setRunning(bool running)
{
    if (m_running == running)
        return;
    m_running = running;
    emit runningChanged(running);
}
