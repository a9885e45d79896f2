// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildcontroller.h"

BuildController::BuildController(const QString &threadName, QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<BuildRequest>();
    m_thread.setObjectName(threadName);
}

BuildController::~BuildController()
{
    if (m_cancel)
        m_cancel->store(true);
    m_thread.quit();
    m_thread.wait();
}

void BuildController::runOnThread(QObject *worker)
{
    worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, worker, &QObject::deleteLater);
    m_thread.start();
}

int BuildController::start(const Scenario &scenario)
{
    cancel();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    ++m_run;
    emit buildRequested(BuildRequest {m_run, scenario, m_cancel});
    setRunning(true);
    return m_run;
}

void BuildController::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    // Bumping the id drops whatever the cancelled run still has in the queue.
    ++m_run;
    setRunning(false);
}

void BuildController::setRunning(bool running)
{
    if (m_running == running)
        return;
    m_running = running;
    emit runningChanged(running);
}
