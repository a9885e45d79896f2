// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandprogressindex.h"

#include <algorithm>

quint64 IslandProgressIndex::key(int island, OceanModel::IslandState state, int size)
{
    // Only a growing island's size tells two states apart: "complete" is the same state
    // whatever size each side's island reached.
    const bool growing = state == OceanModel::IslandState::Growing;
    return (quint64(island) << 40) | (quint64(state) << 32) | quint64(growing ? size : 0);
}

void IslandProgressIndex::clear()
{
    m_first.clear();
    m_ended.fill(0);
    m_stepCount = 0;
}

void IslandProgressIndex::rebuild(const OceanModel &model)
{
    clear();
    m_stepCount = model.stepCount();
    // The sizes as OceanModel::Statistics counts them, step by step forward.
    std::array<int, 9> sizes {};
    for (int i = 0; i < m_stepCount; ++i) {
        const IslandStep &step = model.step(i);
        const int island = std::min<int>(step.island, 8);
        if (island == 0)
            continue;
        OceanModel::IslandState state = OceanModel::IslandState::Growing;
        switch (step.kind) {
        case IslandStep::Seed:
            sizes[std::size_t(island)] = 1;
            break;
        case IslandStep::Add:
            ++sizes[std::size_t(island)];
            break;
        case IslandStep::Backtrack:
            --sizes[std::size_t(island)];
            break;
        case IslandStep::Complete:
            state = OceanModel::IslandState::Complete;
            break;
        case IslandStep::Failed:
            state = OceanModel::IslandState::Failed;
            break;
        case IslandStep::TooComplex:
            state = OceanModel::IslandState::Aborted;
            break;
        case IslandStep::AllDone:
            break;
        }
        if (state != OceanModel::IslandState::Growing && m_ended[std::size_t(island)] == 0)
            m_ended[std::size_t(island)] = i + 1;
        const quint64 reached = key(island, state, sizes[std::size_t(island)]);
        if (!m_first.contains(reached))
            m_first.insert(reached, i + 1);
    }
}

int IslandProgressIndex::positionFor(const OceanModel &left) const
{
    const int position = left.position();
    if (position == 0)
        return 0;
    const IslandStep &last = left.step(position - 1);
    const int island = std::min<int>(last.island, 8);
    if (island == 0)
        return m_stepCount; // the left's build is over (all done, or too complex)
    const OceanModel::IslandProgress &progress = left.statistics().islands[std::size_t(island)];
    const auto found = m_first.constFind(key(island, progress.state, progress.size));
    if (found != m_first.constEnd())
        return found.value();
    return m_ended[std::size_t(island)] != 0 ? m_ended[std::size_t(island)] : m_stepCount;
}
