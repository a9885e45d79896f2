// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "steplist.h"

#include <memory>
#include <mutex>
#include <vector>

// Hands out a worker's step lists and takes their memory back once nobody holds a list any
// more: a second build then writes into pages the kernel has already mapped and zeroed for
// the first, instead of faulting in fresh ones (about a tenth of a large island build).
// A list goes on being read by the GUI thread's models while later builds run, so its
// memory is reused only after its last shared_ptr is gone: the shared_ptr's deleter gives
// it back, on whichever thread lets go last. One released list is kept: with a list being
// shown and one being written, builds alternate between two blocks of memory.
template <typename Step> class StepListPool
{
public:
    // An empty list for the next build, with the memory of the list released last, if any.
    std::shared_ptr<StepList<Step>> take()
    {
        auto list = std::make_unique<StepList<Step>>();
        {
            const std::lock_guard<std::mutex> lock(m_spare->mutex);
            list->writable() = std::move(m_spare->steps);
            m_spare->steps = std::vector<Step>();
        }
        list->writable().clear(); // keeps the capacity
        // The spare is shared with the deleter, so that lists may outlive the pool.
        return std::shared_ptr<StepList<Step>>(
            list.release(), [spare = m_spare](StepList<Step> *released) {
                std::vector<Step> steps = std::move(released->writable());
                delete released;
                const std::lock_guard<std::mutex> lock(spare->mutex);
                std::swap(spare->steps, steps); // the older spare, if any, is freed on leaving
            });
    }

private:
    struct Spare
    {
        std::mutex mutex;
        std::vector<Step> steps;
    };
    std::shared_ptr<Spare> m_spare = std::make_shared<Spare>();
};
