// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonstep.h"

#include <cstdint>
#include <vector>

// The dungeon build's fill queue at one playback position, derived from the step list:
// a Queue step adds a cell at the back; a Skip or a Place of a queued cell takes the
// front. Steps are applied and un-applied one at a time, so following playback costs
// the steps in between.
class DungeonFillQueue
{
public:
    void clear()
    {
        m_cells.clear();
        m_head = 0;
    }
    void apply(const DungeonStep &step)
    {
        if (step.kind == DungeonStep::Queue)
            m_cells.push_back(Cell {step.row, step.col});
        else if (step.kind == DungeonStep::Skip || step.fromQueue())
            ++m_head;
    }
    void unapply(const DungeonStep &step)
    {
        if (step.kind == DungeonStep::Queue)
            m_cells.pop_back();
        else if (step.kind == DungeonStep::Skip || step.fromQueue())
            --m_head;
    }

    struct Cell
    {
        std::uint16_t row;
        std::uint16_t col;
    };
    // The cells still queued, the front first.
    int size() const { return int(m_cells.size()) - m_head; }
    const Cell &at(int index) const { return m_cells[std::size_t(m_head + index)]; }

private:
    std::vector<Cell> m_cells; // every cell ever queued, in order
    int m_head = 0; // how many of them were taken
};
