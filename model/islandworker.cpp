#include "islandworker.h"

#include "stepbatches.h"

void IslandWorker::build(const BuildRequest &request)
{
    IslandBuildSummary summary;
    summary.run = request.run;
    if (request.cancelled()) {
        summary.cancelled = true;
        emit finished(summary);
        return;
    }

    IslandBuild build = IslandGenerator::build(request.scenario, request.cancel.get());
    summary.cancelled = build.cancelled;
    auto emitBatch = [&](const IslandStepBatch &batch) { emit batchReady(request.run, batch); };
    if (!summary.cancelled && !StepBatches::send(request, build.steps, emitBatch))
        summary.cancelled = true;

    if (!summary.cancelled) {
        summary.stepCount = int(build.steps.size());
        summary.backtracks = build.backtracks;
        summary.tooComplex = build.tooComplex;
        summary.islands = std::move(build.islands);
        for (IslandOutcome &outcome : summary.islands) {
            outcome.cells.clear();
            outcome.cells.shrink_to_fit();
        }
    }
    emit finished(summary);
}
