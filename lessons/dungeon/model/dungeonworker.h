// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildrequest.h"
#include "dungeonfailure.h"
#include "dungeongenerator.h"
#include "dungeonsteps.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <vector>

// What a dungeon build found besides its steps: the totals, or why it could not start.
struct DungeonBuildSummary
{
    int run = 0;
    int stepCount = 0;
    int placed = 0;
    int rejected = 0;
    DungeonFailure failure = DungeonFailure::None;
    int openCells = 0; // with start and end, what failureMessage() words
    int start = -1;
    int end = -1;
    bool cancelled = false;
    // The build ran out of memory: the GUI words the message from the grid's size.
    bool outOfMemory = false;
    int rows = 0;
    int cols = 0;

    bool started() const { return failure == DungeonFailure::None; }
    // Why the build could not start, translated when called: on the GUI thread.
    QString failureMessage() const
    {
        return dungeonFailureMessage(failure, openCells, start, end, cols);
    }
};

// The start-to-end passage of a whole finished build (cell numbers), found on the worker's
// thread from the end grid it sent with the steps `list`.
struct DungeonEndPath
{
    std::shared_ptr<const DungeonSteps> list;
    std::vector<int> cells;
};

Q_DECLARE_METATYPE(DungeonBuildSummary)
Q_DECLARE_METATYPE(DungeonStepBatch)
Q_DECLARE_METATYPE(DungeonEndPath)

// Runs dungeon builds on its own thread (see DungeonBuildController), the way
// IslandWorker runs island builds: a request comes in, the steps go out in batches, then a
// summary. The only state shared across threads is the run's atomic cancel flag.
class DungeonWorker : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

public slots:
    void build(const BuildRequest &request);

signals:
    void batchReady(int run, const DungeonStepBatch &steps);
    // After the batch of a whole finished build, before `finished`.
    void endPathFound(int run, const DungeonEndPath &path);
    // Always the last signal of a run, also of a cancelled one, one that could not start or
    // one out of memory.
    void finished(const DungeonBuildSummary &summary);

private:
    void run(const BuildRequest &request, DungeonBuildSummary &summary);
};
