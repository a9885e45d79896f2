// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "islandcellcheck.h"

namespace {

IslandCellCheck::Verdict cellItself(const IslandGrid &grid, int row, int col, int ignoredIsland)
{
    IslandCellCheck::Verdict verdict;
    if (!grid.contains(row, col)) {
        verdict.reason = IslandCellCheck::Reason::OutOfMap;
        return verdict;
    }
    const std::uint8_t value = grid.at(row, col);
    if (value == IslandGrid::Pit) {
        verdict.reason = IslandCellCheck::Reason::Pit;
    } else if (IslandGrid::isLand(value) && value != ignoredIsland) {
        verdict.reason = IslandCellCheck::Reason::Land;
        verdict.island = value;
    }
    return verdict;
}

} // namespace

IslandCellCheck::Verdict IslandCellCheck::expansion(
    const IslandGrid &grid, int row, int col, int island, IslandRule rule)
{
    Verdict verdict = cellItself(grid, row, col, 0);
    if (!verdict.valid() || rule == IslandRule::Rule6a)
        return verdict;
    for (int r = row - 1; r <= row + 1; ++r) {
        for (int c = col - 1; c <= col + 1; ++c) {
            if ((r == row && c == col) || !grid.contains(r, c))
                continue;
            const std::uint8_t value = grid.at(r, c);
            if (IslandGrid::isLand(value) && value != island)
                return Verdict {Reason::NeighbourLand, value, r, c};
        }
    }
    return verdict;
}

IslandCellCheck::Verdict IslandCellCheck::seed(
    const IslandGrid &grid, int row, int col, IslandRule rule, int ignoredIsland)
{
    Verdict verdict = cellItself(grid, row, col, ignoredIsland);
    if (!verdict.valid())
        return verdict;
    for (int r = row - 1; r <= row + 1; ++r) {
        for (int c = col - 1; c <= col + 1; ++c) {
            const bool orthogonal = (r == row) != (c == col);
            if ((r == row && c == col) || !grid.contains(r, c)
                || (rule == IslandRule::Rule6a && !orthogonal))
                continue;
            const std::uint8_t value = grid.at(r, c);
            if (IslandGrid::isLand(value) && value != ignoredIsland)
                return Verdict {Reason::NeighbourLand, value, r, c};
        }
    }
    return verdict;
}

int IslandCellCheck::growingIsland(int count, const IslandStep *last)
{
    if (!last)
        return count >= 1 ? 1 : 0;
    switch (last->kind) {
    case IslandStep::Seed:
    case IslandStep::Add:
    case IslandStep::Backtrack:
        return last->island;
    case IslandStep::Complete:
    case IslandStep::Failed:
        return last->island < count ? last->island + 1 : 0;
    case IslandStep::AllDone:
    case IslandStep::TooComplex:
        break;
    }
    return 0;
}
