#pragma once

#include "dungeonworker.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

// Owns the worker thread of dungeon builds, as IslandBuildController does for islands.
// start() supersedes any build still running: its cancel flag is set and whatever it still
// sends is dropped by run id. Never blocks except in the destructor, which cancels and
// then waits for the thread (the generator polls the flag, so that is quick).
class DungeonBuildController : public QObject
{
    Q_OBJECT

public:
    explicit DungeonBuildController(QObject *parent = nullptr);
    ~DungeonBuildController() override;

    // Starts a build of `scenario`; returns its run id.
    int start(const Scenario &scenario);
    // Cancels the running build, if any; nothing more arrives from it.
    void cancel();

    bool isRunning() const { return m_running; }
    int currentRun() const { return m_run; }

signals:
    void stepsArrived(const DungeonStepBatch &steps);
    void buildFinished(const DungeonBuildSummary &summary);
    void runningChanged(bool running);

    // To the worker thread.
    void buildRequested(const DungeonBuildRequest &request);

private:
    void onBatch(int run, const DungeonStepBatch &steps);
    void onFinished(const DungeonBuildSummary &summary);
    void setRunning(bool running);

    QThread m_thread;
    DungeonWorker *m_worker = nullptr; // lives on m_thread, deleted when it finishes
    int m_run = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic_bool> m_cancel;
};
