#include "islandworker.h"


#include <new>

void IslandWorker::build(const BuildRequest &request)
{
    IslandBuildSummary summary;
    summary.run = request.run;
    if (request.cancelled()) {
        summary.cancelled = true;
        emit finished(summary);
        return;
    }

    try {
        run(request, summary);
    } catch (const std::bad_alloc &) {
        // The generator asks for its memory before the first step; should a batch fail
        // instead, the GUI drops the steps that came.
        summary = IslandBuildSummary();
        summary.run = request.run;
        summary.outOfMemory = true;
        summary.stepLimit = request.scenario.islands.stepLimit;
    }
    emit finished(summary);
}

void IslandWorker::run(const BuildRequest &request, IslandBuildSummary &summary)
{
    // Held once: the generator writes this list, the model reads it as it grows.
    const auto list = std::make_shared<StepList<IslandStep>>();
    IslandBuild build = IslandGenerator::build(request.scenario, request.cancel.get(), *list,
                                               [&](std::size_t count) {
                                                   if (!request.cancelled())
                                                       emit batchReady(request.run, IslandStepBatch {list, count});
                                               });
    summary.cancelled = build.cancelled || request.cancelled();
    if (!summary.cancelled) {
        summary.stepCount = int(list->available());
        summary.backtracks = build.backtracks;
        summary.tooComplex = build.tooComplex;
        summary.islands = std::move(build.islands);
        for (IslandOutcome &outcome : summary.islands) {
            outcome.cells.clear();
            outcome.cells.shrink_to_fit();
        }
    }
}
