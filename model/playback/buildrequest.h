// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QMetaType>

#include <atomic>
#include <memory>
#include <new>

// One build asked of a worker, for any lesson. The cancel flag belongs to this run alone:
// setting it stops the generator and the batches that would follow.
struct BuildRequest
{
    int run = 0;
    Scenario scenario;
    std::shared_ptr<std::atomic_bool> cancel;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

Q_DECLARE_METATYPE(BuildRequest)

// What every worker does with a request around its lesson's own `build(summary)`: a run
// cancelled before it starts only reports that; a build that cannot have its memory
// becomes a summary that says so (`outOfMemory`), which `describe(summary)` completes with
// the figures the GUI words its message from. The summary is always the run's last word.
template <typename Summary, typename Build, typename Describe>
Summary runRequest(const BuildRequest &request, Build build, Describe describe)
{
    Summary summary;
    summary.run = request.run;
    if (request.cancelled()) {
        summary.cancelled = true;
        return summary;
    }
    try {
        build(summary);
    } catch (const std::bad_alloc &) {
        summary = Summary();
        summary.run = request.run;
        summary.outOfMemory = true;
        describe(summary);
    }
    return summary;
}
