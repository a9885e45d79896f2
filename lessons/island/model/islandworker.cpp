// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandworker.h"

void IslandWorker::build(const BuildRequest &request)
{
    emit finished(runRequest<IslandBuildSummary>(
        request, [&](IslandBuildSummary &summary) { run(request, summary); },
        [&](IslandBuildSummary &summary) {
            summary.stepLimit = request.scenario.islands.stepLimit;
        }));
}

void IslandWorker::run(const BuildRequest &request, IslandBuildSummary &summary)
{
    // Held once: the generator writes this list, the model reads it as it grows. Its memory
    // is that of an earlier build's list that nobody holds any more, if there is one.
    const std::shared_ptr<IslandStepList> list = m_lists.take();
    IslandBuild build = IslandGenerator::build(
        request.scenario, request.cancel.get(), *list, [&](std::size_t count) {
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
