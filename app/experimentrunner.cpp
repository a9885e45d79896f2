// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentrunner.h"

#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <new>
#include <optional>

// What the task and the GUI thread share: the flag in, the table out. Owned jointly, so a
// superseded task may finish after the runner has moved on.
struct ExperimentRunner::Run
{
    std::atomic_bool cancel {false};
    ExperimentResult result;
    std::optional<DungeonExperimentResult> dungeonResult; // set by a dungeon sweep
    bool failed = false;
};

ExperimentRunner::ExperimentRunner(QObject *parent)
    : QObject(parent)
    , m_watcher(new QFutureWatcher<void>(this))
{
    connect(m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        m_running = false;
        const std::shared_ptr<Run> run = m_run; // a slot may start the next sweep
        if (run->dungeonResult)
            emit dungeonFinished(*run->dungeonResult, run->failed);
        else
            emit finished(run->result, run->failed);
    });
}

ExperimentRunner::~ExperimentRunner()
{
    cancel();
    wait();
}

void ExperimentRunner::start(const Scenario &scenario, const ExperimentSweep &sweep)
{
    launch([scenario, sweep](Run &run, int threads, const Experiment::Progress &progress) {
        run.result = Experiment::run(scenario, sweep, threads, &run.cancel, progress);
    });
}

void ExperimentRunner::start(const Scenario &scenario, const DungeonExperimentSweep &sweep)
{
    launch([scenario, sweep](Run &run, int threads, const Experiment::Progress &progress) {
        run.dungeonResult
            = DungeonExperimentResult(); // a failed build still ends as a dungeon sweep
        run.dungeonResult = Experiment::runDungeon(scenario, sweep, threads, &run.cancel, progress);
    });
}

void ExperimentRunner::launch(std::function<void(Run &, int, const Experiment::Progress &)> sweep)
{
    cancel();
    wait();
    const int id = ++m_id;
    auto run = std::make_shared<Run>();
    m_run = run;
    m_running = true;
    m_clock.start();
    const int threads = QThread::idealThreadCount();
    // `this` outlives the task: the destructor cancels and waits for it.
    m_watcher->setFuture(QtConcurrent::run([this, run, sweep = std::move(sweep), threads, id] {
        auto progress = [this, id](std::int64_t done, std::int64_t total) {
            QMetaObject::invokeMethod(
                this, [this, id, done, total] { onProgress(id, done, total); },
                Qt::QueuedConnection);
        };
        try {
            sweep(*run, threads, progress);
        } catch (const std::bad_alloc &) {
            run->failed = true;
        }
    }));
}

void ExperimentRunner::cancel()
{
    if (m_run)
        m_run->cancel = true;
}

void ExperimentRunner::wait()
{
    m_watcher->waitForFinished();
}

void ExperimentRunner::onProgress(int id, qint64 done, qint64 total)
{
    if (id != m_id || !m_running)
        return;
    // A linear estimate from the time so far: the points cost about the same.
    const qint64 elapsed = m_clock.elapsed();
    const qint64 remaining = done > 0 && elapsed >= 200 ? elapsed * (total - done) / done : -1;
    emit progress(done, total, remaining);
}
