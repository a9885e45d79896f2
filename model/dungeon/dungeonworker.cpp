#include "dungeonworker.h"

#include "stepbatches.h"

#include <new>

void DungeonWorker::build(const BuildRequest &request)
{
    DungeonBuildSummary summary;
    summary.run = request.run;
    if (request.cancelled()) {
        summary.cancelled = true;
        emit finished(summary);
        return;
    }

    try {
        run(request, summary);
    } catch (const std::bad_alloc &) {
        summary = DungeonBuildSummary();
        summary.run = request.run;
        summary.outOfMemory = true;
        summary.rows = request.scenario.rows;
        summary.cols = request.scenario.cols;
    }
    emit finished(summary);
}

void DungeonWorker::run(const BuildRequest &request, DungeonBuildSummary &summary)
{
    const DungeonBuild build = DungeonGenerator::build(request.scenario, request.cancel.get());
    summary.cancelled = build.cancelled;
    summary.failure = build.failure;
    summary.openCells = build.openCells;
    summary.start = build.start;
    summary.end = build.end;
    summary.rows = build.rows;
    summary.cols = build.cols;
    if (!build.started())
        return;
    auto emitBatch = [&](const DungeonStepBatch &batch) { emit batchReady(request.run, batch); };
    if (!summary.cancelled && !StepBatches::send(request, build.steps, emitBatch))
        summary.cancelled = true;
    if (!summary.cancelled) {
        summary.stepCount = int(build.steps.size());
        summary.placed = build.placed;
        summary.rejected = build.rejected;
    }
}
