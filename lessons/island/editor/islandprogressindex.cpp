// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandprogressindex.h"

#include <algorithm>

quint64 IslandProgressIndex::key(int island, BuildStats::Outcome outcome, int size)
{
    // Only a growing island's size tells two states apart: "complete" is the same state
    // whatever size each side's island reached.
    const bool growing = outcome == BuildStats::Outcome::Growing;
    return (quint64(island) << 40) | (quint64(outcome) << 32) | quint64(growing ? size : 0);
}

void IslandProgressIndex::clear()
{
    m_first.clear();
    m_ended.fill(0);
    m_stepCount = 0;
}

void IslandProgressIndex::rebuild(const IslandModel &model)
{
    clear();
    m_stepCount = model.stepCount();
    // The islands as IslandModel::statistics() counts them (the core's tally), step by step.
    BuildStats::IslandTally tally;
    for (int i = 0; i < m_stepCount; ++i) {
        const IslandStep &step = model.step(i);
        tally.count(step, true);
        const int island = std::min<int>(step.island, 8);
        if (island == 0)
            continue;
        const BuildStats::IslandProgress &progress = tally.islands[std::size_t(island)];
        if (progress.outcome != BuildStats::Outcome::Growing && m_ended[std::size_t(island)] == 0)
            m_ended[std::size_t(island)] = i + 1;
        const quint64 reached = key(island, progress.outcome, progress.size);
        if (!m_first.contains(reached))
            m_first.insert(reached, i + 1);
    }
}

int IslandProgressIndex::positionFor(const IslandModel &left) const
{
    const int position = left.position();
    if (position == 0)
        return 0;
    const IslandStep &last = left.step(position - 1);
    const int island = std::min<int>(last.island, 8);
    if (island == 0)
        return m_stepCount; // the left's build is over (all done, or too complex)
    const IslandModel::IslandProgress &progress = left.statistics().islands[std::size_t(island)];
    const auto found = m_first.constFind(key(island, progress.outcome, progress.size));
    if (found != m_first.constEnd())
        return found.value();
    return m_ended[std::size_t(island)] != 0 ? m_ended[std::size_t(island)] : m_stepCount;
}
