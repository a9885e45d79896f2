// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonworker.h"

#include "dungeongrid.h"

void DungeonWorker::build(const BuildRequest &request)
{
    emit finished(runRequest<DungeonBuildSummary>(
        request, [&](DungeonBuildSummary &summary) { run(request, summary); },
        [&](DungeonBuildSummary &summary) {
            summary.rows = request.scenario.rows;
            summary.cols = request.scenario.cols;
        }));
}

void DungeonWorker::run(const BuildRequest &request, DungeonBuildSummary &summary)
{
    DungeonBuild build = DungeonGenerator::build(request.scenario, request.cancel.get());
    summary.cancelled = build.cancelled;
    summary.failure = build.failure;
    summary.openCells = build.openCells;
    summary.start = build.start;
    summary.end = build.end;
    summary.rows = build.rows;
    summary.cols = build.cols;
    if (!build.started())
        return;
    // A dungeon is built in well under a second: its steps go out once, at the end, moved
    // into the list the model reads (held once, no copy), with the grid after the last step
    // (one pass over the cells, where the model would replay millions of steps).
    summary.cancelled = summary.cancelled || request.cancelled();
    if (summary.cancelled)
        return;
    summary.stepCount = int(build.steps.size());
    summary.placed = build.placed;
    summary.rejected = build.rejected;
    const auto end
        = std::make_shared<const DungeonGrid>(DungeonGrid::finished(request.scenario, build));
    const auto list = std::make_shared<const DungeonSteps>(std::move(build.steps));
    emit batchReady(request.run, DungeonStepBatch {list, list->size(), end});
    // Found here while the GUI thread indexes the steps; the model starts no thread.
    if (!request.cancelled())
        emit endPathFound(request.run, DungeonEndPath {list, end->passagePath()});
}
