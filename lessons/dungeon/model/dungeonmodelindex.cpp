// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DungeonModel's index of the steps it holds: per block of BlockSize steps, the counts
// before it and the cells it changes, so that seek() and tally() need not read every step.
#include "dungeonmodel.h"

#include <algorithm>

void DungeonModel::Rect::add(const Rect &other)
{
    if (other.isEmpty())
        return;
    add(other.top, other.left);
    add(other.bottom, other.right);
}

// Inline: noted for each of millions of steps as they arrive.
inline void DungeonModel::noteStep(Rect &changed, const DungeonStep &step) const
{
    if (!step.hasCell())
        return;
    if (step.kind == DungeonStep::Place) {
        // A placement narrows its unfilled neighbours' allowed and required masks.
        changed.addAround(step.row, step.col, m_grid.rows() - 1, m_grid.cols() - 1);
    } else {
        changed.add(step.row, step.col);
    }
}

void DungeonModel::forgetIndex()
{
    m_blocks.clear();
    m_tally = {};
    m_ending = Ending();
    m_wholeEnd.reset();
}

// Reads the packed words, not whole steps: the kind and the cell are all the index needs,
// and a 1000 x 1000 build has six million steps (unpacking each was most of the time).
// The counts and the block's reach stay in locals through a block. The counts are
// BuildStats::DungeonTally::count()'s, read from the packed words (tst_dungeonmodel
// compares them with it).
void DungeonModel::indexSteps(int first)
{
    const DungeonSteps &list = *m_list;
    const int lastRow = m_grid.rows() - 1;
    const int lastCol = m_grid.cols() - 1;
    const int cols = m_grid.cols();
    int *const firstStep = m_firstStep.data();
    int *const placeStep = m_placeStep.data();
    for (int i = first; i < m_count;) {
        if (i % BlockSize == 0)
            m_blocks.push_back({m_tally, Rect()});
        const int blockEnd = std::min(m_count, (i / BlockSize + 1) * BlockSize);
        Rect reach = m_blocks.back().reach;
        Tally tally = m_tally;
        for (; i < blockEnd; ++i) {
            const std::uint32_t word = list.packed(std::size_t(i));
            const DungeonStep::Kind kind = DungeonSteps::kindOf(word);
            if (kind == DungeonStep::Done) // no cell
                continue;
            const int cell = DungeonSteps::cellOf(word);
            const int row = list.rowOf(cell);
            const int col = cell - row * cols;
            switch (kind) {
            case DungeonStep::Place:
                // As noteStep(): a placement narrows its unfilled neighbours' masks.
                reach.addAround(row, col, lastRow, lastCol);
                ++tally.placed;
                if (list.placedFromQueue(cell))
                    --tally.queued;
                if (firstStep[cell] < 0)
                    firstStep[cell] = i;
                placeStep[cell] = i;
                break;
            case DungeonStep::Reject:
                reach.add(row, col);
                ++tally.rejected;
                if (firstStep[cell] < 0)
                    firstStep[cell] = i;
                break;
            case DungeonStep::Queue:
                reach.add(row, col);
                ++tally.queued;
                break;
            case DungeonStep::Skip:
                reach.add(row, col);
                --tally.queued;
                break;
            default:
                reach.add(row, col);
                break;
            }
        }
        m_blocks.back().reach = reach;
        m_tally = tally;
    }
}

DungeonModel::Rect DungeonModel::reach(int from, int to) const
{
    Rect changed;
    int i = from;
    for (; i < to && i % BlockSize != 0; ++i)
        noteStep(changed, step(i));
    for (; i + BlockSize <= to; i += BlockSize)
        changed.add(m_blocks[std::size_t(i / BlockSize)].reach);
    for (; i < to; ++i)
        noteStep(changed, step(i));
    return changed;
}

DungeonModel::Tally DungeonModel::tally(int position) const
{
    position = std::clamp(position, 0, m_count);
    if (position == m_count)
        return m_tally;
    const int block = position / BlockSize;
    Tally tally = m_blocks[std::size_t(block)].before;
    for (int i = block * BlockSize; i < position; ++i)
        tally.count(step(i), true);
    return tally;
}
