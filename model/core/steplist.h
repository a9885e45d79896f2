// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <vector>

// A build's steps, held once: the worker thread writes them while it generates, and the
// GUI thread's model reads them as they come, from the same memory (no copy per batch or
// per queued signal). The writer reserves the whole list before the first step, so no
// step ever moves, and publishes how many are written (release); a reader reads only
// that many (acquire) and never the vector's size.
template <typename Step> class StepList
{
public:
    // For the writer: the list to fill, reserved whole first.
    std::vector<Step> &writable() { return m_steps; }
    // For the writer: steps [0, count) are written and will not change.
    void publish(std::size_t count) { m_available.store(count, std::memory_order_release); }

    // For readers: how many steps may be read now.
    std::size_t available() const { return m_available.load(std::memory_order_acquire); }
    const Step &operator[](std::size_t index) const { return m_steps.data()[index]; }

    // A finished list from steps that are already made (tests, a model without a worker):
    // the vector moves in, no copy.
    static std::shared_ptr<const StepList> of(std::vector<Step> steps)
    {
        auto list = std::make_shared<StepList>();
        list->m_steps = std::move(steps);
        list->publish(list->m_steps.size());
        return list;
    }

private:
    std::vector<Step> m_steps;
    std::atomic<std::size_t> m_available {0};
};

// What a worker sends while a build runs: its list, and how far it is written. A batch is
// two words, whatever the number of steps it makes available.
template <typename Step> struct StepBatch
{
    std::shared_ptr<const StepList<Step>> list;
    std::size_t available = 0;
};
