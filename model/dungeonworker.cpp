#include "dungeonworker.h"

void DungeonWorker::build(const DungeonBuildRequest &request)
{
    const std::atomic_bool *cancel = request.cancel.get();
    auto isCancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };

    DungeonBuildSummary summary;
    summary.run = request.run;
    if (isCancelled()) {
        summary.cancelled = true;
        emit finished(summary);
        return;
    }

    const DungeonBuild build = DungeonGenerator::build(request.scenario, cancel);
    summary.cancelled = build.cancelled;
    summary.failure = build.failure;
    if (!build.started()) {
        summary.failureMessage = build.failureMessage();
        emit finished(summary);
        return;
    }
    const std::size_t total = build.steps.size();
    for (std::size_t first = 0; first < total && !summary.cancelled; first += BatchSize) {
        if (isCancelled()) {
            summary.cancelled = true;
            break;
        }
        const std::size_t last = std::min(total, first + BatchSize);
        emit batchReady(request.run, DungeonStepBatch(build.steps.begin() + std::ptrdiff_t(first),
                                                      build.steps.begin() + std::ptrdiff_t(last)));
    }
    if (!summary.cancelled) {
        summary.stepCount = int(total);
        summary.placed = build.placed;
        summary.rejected = build.rejected;
    }
    emit finished(summary);
}
