#pragma once

#include "scenario.h"

#include <QMetaType>

#include <atomic>
#include <memory>

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
