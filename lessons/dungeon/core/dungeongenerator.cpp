// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "dungeongenerator.h"

#include "dungeonpathkeeper.h"
#include "halfdoors.h"
#include "splitmix64.h"

#include <array>
#include <cassert>
#include <optional>

using namespace DungeonTiles;

namespace {

// The builder works on a copy of the grid with a one-cell frame of blocked cells, so that
// neighbour checks need no bounds tests.
constexpr std::uint8_t Blocked = 0; // frame or pit: part of no graph
constexpr std::uint8_t Open = 1; // not filled (yet)
constexpr std::uint8_t Filled = 2;

// The half-doors of the sides in `sides` (one bit per side), both halves each.
constexpr std::uint8_t halfDoorsOf(unsigned sides)
{
    return std::uint8_t(((sides & 1u) ? sideMask(Up) : 0u) | ((sides & 2u) ? sideMask(Right) : 0u)
        | ((sides & 4u) ? sideMask(Down) : 0u) | ((sides & 8u) ? sideMask(Left) : 0u));
}

// Rule 2 ("a start-to-end path stays possible") is the DungeonPathKeeper's: the builder
// places tiles, keeps the queue and records the steps.
class Builder
{
public:
    Builder(const World &world, const std::atomic_bool *cancel);

    DungeonBuild run();

private:
    int cellAt(int row, int col) const { return (row + 1) * m_stride + col + 1; }
    // By a multiply, not a division (every step recorded needs both): exact while
    // cell * stride < 2^42, far above 1002 x 1002 cells of at most 1002.
    int framedRow(int cell) const { return int((std::uint64_t(cell) * m_strideInverse) >> 42); }
    int rowOf(int cell) const { return framedRow(cell) - 1; }
    int colOf(int cell) const { return cell - framedRow(cell) * m_stride - 1; }

    void record(DungeonStep::Kind kind, int cell, std::uint8_t mask = 0, std::uint8_t tile = 0,
        std::uint8_t detail = 0)
    {
        DungeonStep step;
        step.kind = kind;
        step.row = std::uint16_t(rowOf(cell));
        step.col = std::uint16_t(colOf(cell));
        step.mask = mask;
        step.tile = tile;
        step.detail = detail;
        m_build.steps.append(step);
    }

    bool cancelled(int counter)
    {
        if (m_cancel && (counter & 0x3FF) == 0 && m_cancel->load(std::memory_order_relaxed))
            m_build.cancelled = true;
        return m_build.cancelled;
    }

    // The `index`-th open cell in row order.
    int openCell(int index) const;
    void place(int cell, const DungeonCandidate &candidate, bool fromQueue);
    void fill(int cell);

    const World &m_world;
    const std::atomic_bool *m_cancel;
    int m_stride;
    std::uint64_t m_strideInverse; // 2^42 / stride, rounded up
    std::array<int, 4> m_offset {}; // up, right, down, left
    std::vector<DungeonCandidate> m_candidates;
    int m_bigRoom;

    std::vector<std::uint8_t> m_state;
    std::vector<std::uint8_t> m_doors;
    std::vector<std::uint8_t> m_allowed;
    std::vector<std::uint8_t> m_required;
    int m_openCells = 0;
    std::optional<DungeonPathKeeper> m_path; // rule 2; released before the result is made
    CellArray<std::uint8_t> m_queued;
    std::vector<int> m_queue; // from m_queueHead on: the cells still waiting
    std::size_t m_queueHead = 0;
    std::vector<std::size_t> m_valid; // indices of the valid candidates of the cell being filled

    SplitMix64 m_random;
    DungeonBuild m_build;
};

Builder::Builder(const World &world, const std::atomic_bool *cancel)
    : m_world(world)
    , m_cancel(cancel)
    , m_stride(world.cols + 2)
    , m_strideInverse((std::uint64_t(1) << 42) / std::uint64_t(m_stride) + 1)
    , m_candidates(DungeonGenerator::candidates(world.tiles))
    , m_bigRoom(world.bigRoomIndex())
    , m_random(world.seed)
{
    const std::size_t size = std::size_t(world.rows + 2) * std::size_t(m_stride);
    m_offset = {-m_stride, 1, m_stride, -1};
    m_state.assign(size, Blocked);
    for (int r = 0; r < world.rows; ++r) {
        const std::uint8_t *pits = world.pits.data() + std::size_t(r) * std::size_t(world.cols);
        std::uint8_t *state = m_state.data() + cellAt(r, 0);
        for (int c = 0; c < world.cols; ++c) {
            state[c] = pits[c] ? Blocked : Open;
            m_openCells += state[c];
        }
    }
    m_doors.assign(size, 0);
    m_allowed.assign(size, 0);
    m_required.assign(size, 0);
    m_path.emplace(m_state, m_stride, m_candidates); // Open is 1 and Blocked 0
    static constexpr auto halfDoors = [] {
        std::array<std::uint8_t, 16> table {};
        for (unsigned sides = 0; sides < 16; ++sides)
            table[sides] = halfDoorsOf(sides);
        return table;
    }();
    // At first an open cell may open every half-door towards an open neighbour: its edges.
    for (std::size_t cell = 0; cell < size; ++cell)
        m_allowed[cell] = halfDoors[m_path->edges(int(cell))];
    m_build.rows = world.rows;
    m_build.cols = world.cols;
    m_build.steps = DungeonSteps(world);
}

int Builder::openCell(int index) const
{
    for (std::size_t cell = 0;; ++cell) {
        if (m_state[cell] == Open && index-- == 0)
            return int(cell);
    }
}

void Builder::place(int cell, const DungeonCandidate &candidate, bool fromQueue)
{
    const auto x = std::size_t(cell);
    const std::uint8_t doors = candidate.mask & m_allowed[x];
    m_state[x] = Filled;
    m_doors[x] = doors;
    m_path->setEdges(cell, sidesOf(doors));
    ++m_build.placed;
    record(DungeonStep::Place, cell, doors,
        DungeonStep::packTile(candidate.templateIndex, candidate.rotation), fromQueue ? 1 : 0);

    for (int side = 0; side < 4; ++side) {
        const auto n = std::size_t(cell + m_offset[std::size_t(side)]);
        if (m_state[n] == Blocked)
            continue;
        const std::uint8_t facing = sideMask(opposite(side));
        const std::uint8_t answer = mirror(std::uint8_t(doors & sideMask(side)));
        if (m_state[n] == Filled) {
            const auto clipped = std::uint8_t(m_doors[n] & facing & ~answer);
            if (clipped) {
                m_doors[n] &= std::uint8_t(~clipped);
                record(DungeonStep::Clip, int(n), clipped);
            }
            if (!answer)
                m_path->removeEdge(int(n), opposite(side));
        } else if (answer) {
            m_required[n] |= answer;
            m_allowed[n] = std::uint8_t((m_allowed[n] & ~facing) | answer);
            if (!m_queued[n]) {
                m_queued[n] = 1;
                m_queue.push_back(int(n));
                record(DungeonStep::Queue, int(n));
            }
        } else {
            m_allowed[n] &= std::uint8_t(~facing);
            m_path->removeEdge(int(n), opposite(side));
        }
    }
}

void Builder::fill(int cell)
{
    const auto x = std::size_t(cell);
    const std::uint8_t required = m_required[x];
    const std::uint8_t allowed = m_allowed[x];
    const std::uint8_t pathSides = m_path->pathSides(cell);
    bool analysed = false;
    m_valid.clear();
    for (std::size_t i = 0; i < m_candidates.size(); ++i) {
        const DungeonCandidate &candidate = m_candidates[i];
        DungeonRejection rejection = DungeonRejection::None;
        if (!answersRequired(candidate.mask, required)) {
            rejection = DungeonRejection::RequiredSide;
        } else {
            const std::uint8_t kept = sidesOf(candidate.mask & allowed);
            if ((kept & pathSides) != pathSides) {
                if (!analysed) {
                    m_path->analyse(cell, required, allowed, pathSides);
                    analysed = true;
                }
                if (!m_path->keepsJoined(kept))
                    rejection = DungeonRejection::CutsPath;
            }
        }
        if (rejection == DungeonRejection::None) {
            m_valid.push_back(i);
        } else {
            ++m_build.rejected;
            record(DungeonStep::Reject, cell, candidate.mask,
                DungeonStep::packTile(candidate.templateIndex, candidate.rotation),
                std::uint8_t(rejection));
        }
    }
    // The big room answers every side and keeps every edge, so the list is never empty.
    assert(!m_valid.empty());
    const std::size_t chosen = m_valid[std::size_t(m_random.below(m_valid.size()))];
    place(cell, m_candidates[chosen], true);
    m_path->mend(cell, pathSides);
}

DungeonBuild Builder::run()
{
    m_build.openCells = m_openCells;
    if (m_bigRoom < 0) {
        m_build.failure = DungeonFailure::NoBigRoom;
        return std::move(m_build);
    }
    if (m_openCells < 2) {
        m_build.failure = DungeonFailure::TooFewCells;
        return std::move(m_build);
    }
    const auto openCells = std::uint64_t(m_openCells);
    const int startIndex = int(m_random.below(openCells));
    int endIndex = int(m_random.below(openCells - 1));
    if (endIndex >= startIndex)
        ++endIndex;
    const int start = openCell(startIndex);
    const int end = openCell(endIndex);
    m_build.start = rowOf(start) * m_world.cols + colOf(start);
    m_build.end = rowOf(end) * m_world.cols + colOf(end);
    if (!m_path->connect(start, end)) {
        m_build.failure = DungeonFailure::CutApart;
        return std::move(m_build);
    }
    m_queued = zeroedCells<std::uint8_t>(m_state.size());

    // About 7 steps a cell with the default tiles (most are rejected candidates). Reserved
    // pages cost nothing until written, while growing past a short reserve would hold the
    // old and the new list at once at the build's peak.
    m_build.steps.reserve(std::size_t(m_build.openCells) * 8);

    record(DungeonStep::Start, start);
    record(DungeonStep::End, end);
    const DungeonCandidate bigRoom {BigRoom, std::uint8_t(m_bigRoom), 0};
    place(start, bigRoom, false);
    place(end, bigRoom, false);

    int counter = 0;
    while (m_queueHead < m_queue.size()) {
        const int cell = m_queue[m_queueHead++];
        // The taken front goes now and then, so the queue holds about the waiting cells, not
        // every cell ever queued (a std::deque does the same at a third more build time).
        if (m_queueHead >= 256 && m_queueHead * 2 >= m_queue.size()) {
            m_queue.erase(m_queue.begin(), m_queue.begin() + std::ptrdiff_t(m_queueHead));
            m_queueHead = 0;
        }
        if (m_state[std::size_t(cell)] == Filled) {
            record(DungeonStep::Skip, cell);
            continue;
        }
        fill(cell);
        if (cancelled(++counter))
            break;
    }
    if (!m_build.cancelled)
        record(DungeonStep::Done, start);

    // The search state goes before the result is made: the build's peak is its steps and
    // the grid, not those as well.
    m_path.reset();
    m_queued.reset();
    const int cells = m_world.rows * m_world.cols;
    m_build.doors.assign(std::size_t(cells), 0);
    m_build.templates.assign(std::size_t(cells), -1);
    m_build.rotations.assign(std::size_t(cells), 0);
    m_build.allowed.assign(std::size_t(cells), 0);
    m_build.required.assign(std::size_t(cells), 0);
    for (int r = 0; r < m_world.rows; ++r) {
        for (int c = 0; c < m_world.cols; ++c) {
            const auto to = std::size_t(r * m_world.cols + c);
            const auto from = std::size_t(cellAt(r, c));
            m_build.doors[to] = m_doors[from];
            m_build.allowed[to] = m_allowed[from];
            m_build.required[to] = m_required[from];
            const std::uint8_t tile = m_build.steps.placedTile(int(to));
            if (tile != DungeonSteps::NoTile) {
                m_build.templates[to] = std::int8_t(tile >> 2);
                m_build.rotations[to] = std::uint8_t(tile & 3);
            }
        }
    }
    return std::move(m_build);
}

} // namespace

DungeonBuild DungeonGenerator::build(const World &world, const std::atomic_bool *cancel)
{
    return Builder(world, cancel).run();
}

std::vector<DungeonCandidate> DungeonGenerator::candidates(const std::vector<std::uint8_t> &tiles)
{
    std::vector<DungeonCandidate> list;
    std::array<bool, 256> seen {};
    for (std::size_t t = 0; t < tiles.size(); ++t) {
        for (int rotation = 0; rotation < 4; ++rotation) {
            const std::uint8_t mask = rotate(tiles[t], rotation);
            if (seen[mask])
                continue;
            seen[mask] = true;
            list.push_back(DungeonCandidate {mask, std::uint8_t(t), std::uint8_t(rotation)});
        }
    }
    return list;
}
