// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "dungeongrid.h"

#include "dungeongenerator.h"
#include "halfdoors.h"

#include <algorithm>
#include <cassert>
#include <utility>

using namespace DungeonTiles;

namespace {

constexpr int RowStep[4] = {-1, 0, 1, 0}; // up, right, down, left
constexpr int ColStep[4] = {0, 1, 0, -1};

} // namespace

DungeonGrid::DungeonGrid(const World &world)
    : m_rows(world.rows)
    , m_cols(world.cols)
    , m_cells(std::size_t(world.rows) * std::size_t(world.cols))
{
    for (std::size_t i = 0; i < m_cells.size(); ++i)
        m_cells[i].pit = world.pits[i] != 0;
    for (int r = 0; r < m_rows; ++r) {
        for (int c = 0; c < m_cols; ++c)
            cell(r, c).allowed = startingAllowed(r, c);
    }
}

// One pass over the generator's own end state: a replay would read six million steps of a
// 1000 x 1000 build and update four neighbours for every placement.
DungeonGrid DungeonGrid::finished(const World &world, const DungeonBuild &build)
{
    assert(build.finished() && build.allowed.size() == world.pits.size());
    DungeonGrid grid;
    grid.m_rows = world.rows;
    grid.m_cols = world.cols;
    grid.m_start = build.start;
    grid.m_end = build.end;
    const std::size_t size = std::size_t(grid.m_rows) * std::size_t(grid.m_cols);
    grid.m_cells.resize(size);
    for (std::size_t i = 0; i < size; ++i) {
        Cell &cell = grid.m_cells[i];
        cell.pit = world.pits[i] != 0;
        cell.doors = build.doors[i];
        cell.allowed = build.allowed[i];
        cell.required = build.required[i];
        cell.templateIndex = build.templates[i];
        cell.rotation = build.rotations[i];
        cell.filled = build.templates[i] >= 0;
        // The fill queue is empty at the end: every queued cell was filled or skipped.
    }
    return grid;
}

// Inline (a hint): called for every cell of a new grid and four times a placement.
inline std::uint8_t DungeonGrid::startingAllowed(int row, int col) const
{
    if (cell(row, col).pit)
        return 0;
    std::uint8_t allowed = 0;
    for (int side = 0; side < 4; ++side) {
        const int r = row + RowStep[side];
        const int c = col + ColStep[side];
        if (contains(r, c) && !cell(r, c).pit)
            allowed |= sideMask(side);
    }
    return allowed;
}

void DungeonGrid::setPit(int row, int col, bool pit)
{
    cell(row, col).pit = pit;
    cell(row, col).allowed = startingAllowed(row, col);
    for (int side = 0; side < 4; ++side) {
        const int r = row + RowStep[side];
        const int c = col + ColStep[side];
        if (contains(r, c))
            cell(r, c).allowed = startingAllowed(r, c);
    }
}

inline DungeonGrid::Cell *DungeonGrid::openNeighbour(int row, int col, int side)
{
    const int r = row + RowStep[side];
    const int c = col + ColStep[side];
    if (!contains(r, c))
        return nullptr;
    Cell &n = cell(r, c);
    return n.pit || n.filled ? nullptr : &n;
}

void DungeonGrid::apply(const DungeonStep &step)
{
    switch (step.kind) {
    case DungeonStep::Start:
        m_start = index(step.row, step.col);
        break;
    case DungeonStep::End:
        m_end = index(step.row, step.col);
        break;
    case DungeonStep::Queue:
        cell(step.row, step.col).queued = true;
        break;
    case DungeonStep::Skip:
        cell(step.row, step.col).queued = false;
        break;
    case DungeonStep::Place: {
        Cell &here = cell(step.row, step.col);
        here.filled = true;
        here.doors = step.mask;
        here.templateIndex = std::int8_t(step.templateIndex());
        here.rotation = std::uint8_t(step.rotation());
        if (step.fromQueue())
            here.queued = false;
        for (int side = 0; side < 4; ++side) {
            Cell *n = openNeighbour(step.row, step.col, side);
            if (!n)
                continue;
            const std::uint8_t facing = sideMask(opposite(side));
            const std::uint8_t answer = mirror(std::uint8_t(step.mask & sideMask(side)));
            n->required |= answer;
            n->allowed = std::uint8_t((n->allowed & ~facing) | answer);
        }
        break;
    }
    case DungeonStep::Clip:
        cell(step.row, step.col).doors &= std::uint8_t(~step.mask);
        break;
    case DungeonStep::Reject:
    case DungeonStep::Done:
        break;
    }
}

void DungeonGrid::unapply(const DungeonStep &step)
{
    switch (step.kind) {
    case DungeonStep::Start:
        m_start = -1;
        break;
    case DungeonStep::End:
        m_end = -1;
        break;
    case DungeonStep::Queue:
        cell(step.row, step.col).queued = false;
        break;
    case DungeonStep::Skip:
        cell(step.row, step.col).queued = true;
        break;
    case DungeonStep::Place: {
        Cell &here = cell(step.row, step.col);
        here.filled = false;
        here.doors = 0;
        here.templateIndex = -1;
        here.rotation = 0;
        if (step.fromQueue())
            here.queued = true;
        // Before this placement, an unfilled neighbour's side facing it was still wholly
        // allowed and required nothing: only this placement ever narrows that side.
        for (int side = 0; side < 4; ++side) {
            Cell *n = openNeighbour(step.row, step.col, side);
            if (!n)
                continue;
            const std::uint8_t facing = sideMask(opposite(side));
            n->required &= std::uint8_t(~facing);
            n->allowed |= facing;
        }
        break;
    }
    case DungeonStep::Clip:
        cell(step.row, step.col).doors |= step.mask;
        break;
    case DungeonStep::Reject:
    case DungeonStep::Done:
        break;
    }
}

bool DungeonGrid::joined(int row, int col, int side) const
{
    const int r = row + RowStep[side];
    const int c = col + ColStep[side];
    if (!contains(row, col) || !contains(r, c))
        return false;
    const Cell &here = cell(row, col);
    const Cell &there = cell(r, c);
    if (!here.filled || !there.filled)
        return false;
    return (mirror(std::uint8_t(here.doors & sideMask(side))) & there.doors) != 0;
}

std::vector<int> DungeonGrid::passagePath() const
{
    if (m_start < 0 || m_end < 0)
        return {};
    const int cols = m_cols;
    const int size = int(m_cells.size());
    // Breadth first by cell number, each cell's column travelling with it: no step divides
    // (a 1000 x 1000 map has a million cells). The sides are tried as joined() would.
    const int delta[4] = {-cols, 1, cols, -1};
    std::vector<int> parent(std::size_t(size), -2);
    std::vector<std::pair<int, int>> frontier; // cell, column
    frontier.reserve(std::size_t(size)); // never moved while it grows
    frontier.emplace_back(m_start, m_start % cols);
    parent[std::size_t(m_start)] = -1;
    for (std::size_t head = 0; head < frontier.size() && parent[std::size_t(m_end)] == -2; ++head) {
        const auto [here, col] = frontier[head];
        const std::uint8_t from = m_cells[std::size_t(here)].doors; // none unless filled
        for (int side = 0; side < 4; ++side) {
            const auto doors = std::uint8_t(from & sideMask(side));
            const int next = here + delta[side];
            const int nextCol = col + ColStep[side];
            if (doors == 0 || next < 0 || next >= size || nextCol < 0 || nextCol >= cols)
                continue;
            if ((mirror(doors) & m_cells[std::size_t(next)].doors) == 0
                || parent[std::size_t(next)] != -2)
                continue;
            parent[std::size_t(next)] = here;
            frontier.emplace_back(next, nextCol);
        }
    }
    std::vector<int> path;
    if (parent[std::size_t(m_end)] == -2)
        return path;
    for (int c = m_end; c != -1; c = parent[std::size_t(c)])
        path.push_back(c);
    std::reverse(path.begin(), path.end());
    return path;
}
