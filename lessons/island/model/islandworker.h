// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildrequest.h"
#include "islandgenerator.h"
#include "steplistpool.h"

#include <QMetaType>
#include <QObject>

#include <vector>

// What a build found besides its steps: the outcome of each island (targets are drawn
// by the generator, so only it knows them) and the totals.
struct IslandBuildSummary
{
    int run = 0;
    int stepCount = 0;
    int backtracks = 0;
    bool tooComplex = false;
    bool cancelled = false;
    std::vector<IslandOutcome> islands; // without their cell lists
    // The build could not have its memory: no steps were sent. The GUI words the message
    // (in its language of the moment) from the step limit the build asked for.
    bool outOfMemory = false;
    int stepLimit = 0;
};

Q_DECLARE_METATYPE(IslandBuildSummary)
Q_DECLARE_METATYPE(IslandStepBatch)

// Runs island builds on its own thread (see IslandBuildController): a request comes in,
// the steps go out as they are made, then a summary. Signals cross threads queued; what
// is shared is the run's atomic cancel flag and its step list, written here and read on
// the GUI thread only as far as published (StepList).
class IslandWorker : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

public slots:
    void build(const BuildRequest &request);

signals:
    void batchReady(int run, const IslandStepBatch &steps);
    // Always the last signal of a run, also of a cancelled one or one out of memory.
    void finished(const IslandBuildSummary &summary);

private:
    void run(const BuildRequest &request, IslandBuildSummary &summary);

    StepListPool<IslandStep> m_lists;
};
