// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonfillqueue.h"
#include "dungeonstep.h"

#include <cstddef>
#include <functional>
#include <vector>

// The dungeon build's call stack at one playback position (dungeon.md): the cell being
// filled, with the verdicts of its candidates so far, then the fill queue in order. Derived
// from the steps alone; the workbench's Call Stack dock and the web lesson's panel (through
// WebAssembly) both ask it.
class DungeonCallStack
{
public:
    using StepAt = std::function<DungeonStep(std::size_t)>;

    // Back to position 0 (a new build).
    void clear();
    // The stack after the first `position` steps; `stepAt` gives step i. Costs the steps
    // between the old and the new position (a jump back near the start walks from the start).
    void seek(const StepAt &stepAt, int position);

    int position() const { return m_position; }
    const DungeonFillQueue &queue() const { return m_queue; }
    // The cell being filled (the last step's, while its candidates are checked or just
    // after its placement), or -1 for none; and the steps of its verdicts so far (its
    // Reject steps, then its Place).
    int headRow() const { return m_headRow; }
    int headColumn() const { return m_headCol; }
    const std::vector<int> &verdictSteps() const { return m_verdicts; }
    // 1 while the head, still the queue's front, is being filled: the queue's rows then
    // start at its second cell, so that the head is shown once.
    int queueFrom() const { return m_queueFrom; }
    // The rows of a listing: the head and its verdicts, then the queue's cells.
    int headRows() const { return m_headRow >= 0 ? 1 + int(m_verdicts.size()) : 0; }
    int rows() const { return headRows() + m_queue.size() - m_queueFrom; }

private:
    DungeonFillQueue m_queue;
    int m_position = 0;
    int m_headRow = -1;
    int m_headCol = -1;
    std::vector<int> m_verdicts;
    int m_queueFrom = 0;
};
