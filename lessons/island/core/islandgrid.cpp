// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "islandgrid.h"

IslandGrid::IslandGrid(const World &world)
    : m_rows(world.rows)
    , m_cols(world.cols)
    , m_cells(world.pits.size(), Water)
{
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        if (world.pits[i])
            m_cells[i] = Pit;
    }
}

void IslandGrid::apply(const IslandStep &step)
{
    switch (step.kind) {
    case IslandStep::Seed:
    case IslandStep::Add:
        set(step.row, step.col, step.island);
        break;
    case IslandStep::Backtrack:
        set(step.row, step.col, Water);
        break;
    case IslandStep::Failed:
        if (step.hasCell())
            set(step.row, step.col, Water);
        break;
    case IslandStep::TooComplex: {
        // The island under construction is removed (islands.md, "The step limit"); island
        // 0 means the limit fell on an island's last entry and nothing is removed.
        if (step.island == 0)
            break;
        std::vector<std::uint32_t> &removed = m_removed[step.island];
        removed.clear();
        for (std::size_t i = 0; i < m_cells.size(); ++i) {
            if (m_cells[i] == step.island) {
                removed.push_back(std::uint32_t(i));
                m_cells[i] = Water;
            }
        }
        break;
    }
    case IslandStep::Complete:
    case IslandStep::AllDone:
        break;
    }
}

void IslandGrid::unapply(const IslandStep &step)
{
    switch (step.kind) {
    case IslandStep::Seed:
    case IslandStep::Add:
        set(step.row, step.col, Water);
        break;
    case IslandStep::Backtrack:
        set(step.row, step.col, step.island);
        break;
    case IslandStep::Failed:
        if (step.hasCell())
            set(step.row, step.col, step.island);
        break;
    case IslandStep::TooComplex:
        for (const std::uint32_t i : m_removed[step.island])
            m_cells[i] = step.island;
        m_removed[step.island].clear();
        break;
    case IslandStep::Complete:
    case IslandStep::AllDone:
        break;
    }
}

bool IslandGrid::isValidExpansion(int row, int col, int island, IslandRule rule) const
{
    if (!contains(row, col) || at(row, col) != Water)
        return false;
    if (rule == IslandRule::Rule6a)
        return true;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            if ((dr || dc) && contains(row + dr, col + dc)) {
                const std::uint8_t v = at(row + dr, col + dc);
                if (isLand(v) && v != island)
                    return false;
            }
        }
    }
    return true;
}

std::string IslandGrid::toText() const
{
    std::string text;
    text.reserve(std::size_t(m_rows) * std::size_t(m_cols + 1));
    for (int r = 0; r < m_rows; ++r) {
        for (int c = 0; c < m_cols; ++c) {
            const std::uint8_t v = at(r, c);
            text += v == Water ? '.' : v == Pit ? '#' : char('0' + v);
        }
        text += '\n';
    }
    return text;
}
