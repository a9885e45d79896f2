// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QMetaType>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

// Runs one sweep (Experiment::run) off the GUI thread, on all cores: a Qt Concurrent task
// that shares the runs out over QThread::idealThreadCount() build threads. Progress comes
// back queued about every 100 ms; cancel() sets the flag that every build polls, so the
// sweep ends within milliseconds and finished() follows with the points done so far.
// Destroying the runner cancels and waits: no thread outlives it.
class ExperimentRunner : public QObject
{
    Q_OBJECT

public:
    explicit ExperimentRunner(QObject *parent = nullptr);
    ~ExperimentRunner() override;

    bool isRunning() const { return m_running; }
    // Starts a sweep; one already running is cancelled first and its result dropped.
    void start(const Scenario &scenario, const ExperimentSweep &sweep);
    // The same for a dungeon sweep; it ends with dungeonFinished().
    void start(const Scenario &scenario, const DungeonExperimentSweep &sweep);
    void cancel();
    // Blocks until the running sweep has returned (for shutdown and tests).
    void wait();

signals:
    // `remainingMs` is -1 until there is enough done to estimate it.
    void progress(qint64 done, qint64 total, qint64 remainingMs);
    // Also after a cancel: `result.cancelled` says so and the rows are the points done.
    // `failed` is set when a build could not have its memory.
    void finished(const ExperimentResult &result, bool failed);
    void dungeonFinished(const DungeonExperimentResult &result, bool failed);

private:
    struct Run;
    // Starts `sweep` (given the threads, the flag and the progress) as the running task.
    void launch(std::function<void(Run &, int, const Experiment::Progress &)> sweep);
    void onProgress(int id, qint64 done, qint64 total);

    std::shared_ptr<Run> m_run;
    QFutureWatcher<void> *m_watcher;
    QElapsedTimer m_clock;
    int m_id = 0;
    bool m_running = false;
};

Q_DECLARE_METATYPE(ExperimentResult)
Q_DECLARE_METATYPE(DungeonExperimentResult)
