#include "islandworker.h"

void IslandWorker::build(const IslandBuildRequest &request)
{
    const std::atomic_bool *cancel = request.cancel.get();
    auto isCancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };

    IslandBuildSummary summary;
    summary.run = request.run;
    if (isCancelled()) {
        summary.cancelled = true;
        emit finished(summary);
        return;
    }

    IslandBuild build = IslandGenerator::build(request.scenario, cancel);
    summary.cancelled = build.cancelled;
    const std::size_t total = build.steps.size();
    for (std::size_t first = 0; first < total && !summary.cancelled; first += BatchSize) {
        if (isCancelled()) {
            summary.cancelled = true;
            break;
        }
        const std::size_t last = std::min(total, first + BatchSize);
        emit batchReady(request.run, IslandStepBatch(build.steps.begin() + std::ptrdiff_t(first),
                                                     build.steps.begin() + std::ptrdiff_t(last)));
    }

    if (!summary.cancelled) {
        summary.stepCount = int(total);
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
