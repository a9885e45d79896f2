// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildrequest.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

// Owns the worker thread of one lesson's builds; a subclass names the lesson's worker and
// its own signals for the steps and the summary (see startWorker). start() supersedes any
// build still running: its cancel flag is set and whatever it still sends is dropped by
// run id, so only the newest build's steps ever reach the GUI. Never blocks except in the
// destructor, which cancels and then waits for the thread (the generator polls the flag,
// so that is quick).
class BuildController : public QObject
{
    Q_OBJECT

public:
    ~BuildController() override;

    // Starts a build of `scenario`; returns its run id.
    int start(const Scenario &scenario);
    // Cancels the running build, if any; nothing more arrives from it.
    void cancel();

    bool isRunning() const { return m_running; }
    int currentRun() const { return m_run; }
    // The thread the worker runs on; it has finished once the controller is destroyed.
    QThread *workerThread() { return &m_thread; }

signals:
    void runningChanged(bool running);
    // The worker is done with run `run`, also one cancelled or superseded (whose steps and
    // summary were dropped): nothing of that run arrives after this.
    void runEnded(int run);

    // To the worker thread.
    void buildRequested(const BuildRequest &request);

protected:
    BuildController(const QString &threadName, QObject *parent);

    // Runs `worker` on the thread, which deletes it when it finishes. Requests go to its
    // build() slot; of what it sends back only the current run's reaches this controller's
    // own signals `stepsArrived` and `buildFinished`, and the summary ends the run.
    template <typename Self, typename Worker, typename Batch, typename Summary>
    void startWorker(Worker *worker, void (Worker::*batchReady)(int, const Batch &),
        void (Worker::*finished)(const Summary &), void (Self::*stepsArrived)(const Batch &),
        void (Self::*buildFinished)(const Summary &))
    {
        qRegisterMetaType<Batch>();
        qRegisterMetaType<Summary>();
        auto *self = static_cast<Self *>(this);
        connect(
            this, &BuildController::buildRequested, worker, &Worker::build, Qt::QueuedConnection);
        connect(
            worker, batchReady, this,
            [this, self, stepsArrived](int run, const Batch &steps) {
                if (run == m_run)
                    emit(self->*stepsArrived)(steps);
            },
            Qt::QueuedConnection);
        connect(
            worker, finished, this,
            [this, self, buildFinished](const Summary &summary) {
                if (summary.run == m_run) {
                    m_cancel.reset();
                    setRunning(false);
                    emit(self->*buildFinished)(summary);
                }
                emit runEnded(summary.run);
            },
            Qt::QueuedConnection);
        runOnThread(worker);
    }

private:
    void runOnThread(QObject *worker);
    void setRunning(bool running);

    QThread m_thread;
    int m_run = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic_bool> m_cancel;
};
