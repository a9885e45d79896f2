#include "dungeongrid.h"

#include "dungeontiles.h"

#include <algorithm>
#include <climits>
#include <utility>

using namespace DungeonTiles;

namespace {

constexpr int RowStep[4] = {-1, 0, 1, 0}; // up, right, down, left
constexpr int ColStep[4] = {0, 1, 0, -1};

} // namespace

DungeonGrid::DungeonGrid(const Scenario &scenario)
    : m_rows(scenario.rows), m_cols(scenario.cols), m_cells(std::size_t(scenario.rows) * std::size_t(scenario.cols))
{
    for (int r = 0; r < m_rows; ++r) {
        for (int c = 0; c < m_cols; ++c)
            cell(r, c).pit = scenario.isPit(r, c);
    }
    for (int r = 0; r < m_rows; ++r) {
        for (int c = 0; c < m_cols; ++c)
            cell(r, c).allowed = startingAllowed(r, c);
    }
}

// Two passes instead of a replay of the placements, whose scattered updates of four
// neighbours each were most of a replay's time: first the order in which the cells were
// filled, then each cell alone, row by row, from its tile and its neighbours' and that order.
DungeonGrid DungeonGrid::finished(const Scenario &scenario, const DungeonSteps &steps)
{
    DungeonGrid grid;
    grid.m_rows = scenario.rows;
    grid.m_cols = scenario.cols;
    grid.m_start = steps.startCell();
    grid.m_end = steps.endCell();
    const std::size_t size = std::size_t(grid.m_rows) * std::size_t(grid.m_cols);
    const std::uint8_t *const pits = scenario.pits.data();
    // Each cell's tile as placed (none: 0), mirrored once: the half-doors that face it.
    std::vector<std::uint8_t> mirrored(size);
    for (std::size_t cell = 0; cell < size; ++cell)
        mirrored[cell] = mirror(steps.placedMask(int(cell)));

    // The order in which the cells were filled: a read of the steps' kinds alone, without
    // unpacking a step or touching a neighbour.
    constexpr int Unfilled = INT_MAX; // after every filled cell: see below
    std::vector<int> order(size, Unfilled);
    int filled = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::uint32_t word = steps.packed(i);
        if (DungeonSteps::kindOf(word) == DungeonStep::Place)
            order[std::size_t(DungeonSteps::cellOf(word))] = filled++;
    }

    // Each cell: a side faces the border or a pit (shut), a neighbour filled before it (its
    // allowed and required half-doors are the mirror of that tile's side, as it left them), or
    // one filled after it or never (wholly allowed; a filled one then clipped this cell's
    // doors to the mirror of its tile's side). The fill queue is empty at the end.
    grid.m_cells.reserve(size);
    const int cols = grid.m_cols;
    for (int row = 0; row < grid.m_rows; ++row) {
        for (int col = 0; col < cols; ++col) {
            const int cell = row * cols + col;
            Cell &here = grid.m_cells.emplace_back(); // in cell order: each written once
            if (pits[cell] != 0) {
                here.pit = true;
                continue;
            }
            const int rank = order[std::size_t(cell)];
            const std::uint8_t mask = steps.placedMask(cell);
            const int next[4] = {row > 0 ? cell - cols : -1, col + 1 < cols ? cell + 1 : -1,
                                 row + 1 < grid.m_rows ? cell + cols : -1, col > 0 ? cell - 1 : -1};
            for (int side = 0; side < 4; ++side) {
                const int n = next[side];
                if (n < 0 || pits[n] != 0)
                    continue;
                const auto facing = std::uint8_t(mirrored[std::size_t(n)] & sideMask(side));
                const int nextRank = order[std::size_t(n)];
                // All-ones or zero masks, not branches: which of two neighbours came first is a
                // coin toss that a branch predictor loses half the time.
                const auto first = std::uint8_t(-int(nextRank < rank));
                const auto clips = std::uint8_t(-int(nextRank != Unfilled));
                here.allowed |= std::uint8_t((facing & first) | (sideMask(side) & ~first));
                here.required |= std::uint8_t(facing & first);
                here.doors |= std::uint8_t(mask & sideMask(side) & ((facing & clips) | ~clips));
            }
            const std::uint8_t tile = steps.placedTile(cell);
            if (tile != DungeonSteps::NoTile) {
                here.filled = true;
                here.templateIndex = std::int8_t(tile >> 2);
                here.rotation = std::uint8_t(tile & 3);
            }
        }
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
    // Only a filled cell has doors.
    return shortestPath(m_cols, int(m_cells.size()), m_start, m_end,
                        [cells = m_cells.data()](int cell) { return cells[cell].doors; });
}

std::vector<int> DungeonGrid::passagePath(const Scenario &scenario, const DungeonSteps &steps)
{
    // Two filled cells form a passage where their tiles' facing sides share a mirrored pair
    // of half-doors (what is left of both after the clips); a tile's half-doors towards the
    // border, a pit or a cell never filled join nothing.
    return shortestPath(scenario.cols, scenario.rows * scenario.cols, steps.startCell(), steps.endCell(),
                        [&steps](int cell) { return steps.placedMask(cell); });
}

template<typename DoorsOf>
std::vector<int> DungeonGrid::shortestPath(int cols, int size, int start, int end, DoorsOf doorsOf)
{
    if (start < 0 || end < 0)
        return {};
    // Breadth first by cell number, each cell's column travelling with it: no step divides
    // (a 1000 x 1000 map has a million cells). The sides are tried as joined() would.
    const int delta[4] = {-cols, 1, cols, -1};
    std::vector<int> parent(std::size_t(size), -2);
    std::vector<std::pair<int, int>> frontier; // cell, column
    frontier.reserve(std::size_t(size));       // never moved while it grows
    frontier.emplace_back(start, start % cols);
    parent[std::size_t(start)] = -1;
    for (std::size_t head = 0; head < frontier.size() && parent[std::size_t(end)] == -2; ++head) {
        const auto [here, col] = frontier[head];
        const std::uint8_t from = doorsOf(here);
        for (int side = 0; side < 4; ++side) {
            const auto doors = std::uint8_t(from & sideMask(side));
            const int next = here + delta[side];
            const int nextCol = col + ColStep[side];
            if (doors == 0 || next < 0 || next >= size || nextCol < 0 || nextCol >= cols)
                continue;
            if ((mirror(doors) & doorsOf(next)) == 0 || parent[std::size_t(next)] != -2)
                continue;
            parent[std::size_t(next)] = here;
            frontier.emplace_back(next, nextCol);
        }
    }
    std::vector<int> path;
    if (parent[std::size_t(end)] == -2)
        return path;
    for (int c = end; c != -1; c = parent[std::size_t(c)])
        path.push_back(c);
    std::reverse(path.begin(), path.end());
    return path;
}
