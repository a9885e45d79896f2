#include "dungeongenerator.h"

#include "dungeontiles.h"
#include "hugepages.h"
#include "splitmix64.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>
#include <new>
#include <utility>

using namespace DungeonTiles;

namespace {

// The builder works on a copy of the grid with a one-cell frame of blocked cells, so that
// neighbour checks need no bounds tests.
constexpr std::uint8_t Blocked = 0; // frame or pit: part of no graph
constexpr std::uint8_t Open = 1;    // not filled (yet)
constexpr std::uint8_t Filled = 2;

// Group labels of the searches behind rule 2.
constexpr std::uint8_t ReachesStart = 1;
constexpr std::uint8_t ReachesEnd = 2;

// Per-cell arrays of the searches come from calloc: the kernel maps a fresh zero page only
// when it is first written, so a build that reaches few cells touches few pages, where a
// std::vector would write every page before the build starts.
struct FreeCells
{
    void operator()(void *cells) const { std::free(cells); }
};
template <typename T>
using CellArray = std::unique_ptr<T[], FreeCells>;
template <typename T>
CellArray<T> zeroedCells(std::size_t size)
{
    auto *cells = static_cast<T *>(std::calloc(size, sizeof(T)));
    if (!cells)
        throw std::bad_alloc();
    adviseHugePages(cells, size * sizeof(T));
    return CellArray<T>(cells);
}

// The half-doors of the sides in `sides` (one bit per side), both halves each.
constexpr std::uint8_t halfDoorsOf(unsigned sides)
{
    return std::uint8_t(((sides & 1u) ? sideMask(Up) : 0u) | ((sides & 2u) ? sideMask(Right) : 0u)
                        | ((sides & 4u) ? sideMask(Down) : 0u) | ((sides & 8u) ? sideMask(Left) : 0u));
}

// Rule 1: on every side where `required` has half-doors, `tile` has at least one of them.
inline bool answersRequired(std::uint8_t tile, std::uint8_t required)
{
    return (sidesOf(required) & ~sidesOf(std::uint8_t(tile & required))) == 0;
}

// Rule 2 once start and end are apart without the cell: a candidate keeping the sides `kept`
// passes when it keeps a side that reaches start and one that reaches end.
inline bool joinsStartAndEnd(std::uint8_t kept, std::uint8_t startSides, std::uint8_t endSides)
{
    return (kept & startSides) && (kept & endSides);
}

// Rule 2 needs, for a cell X and a candidate, whether start and end stay connected in the
// graph of dungeon.md once X keeps only the sides the candidate opens. Placing X changes
// only the edges at X, so the builder keeps one start-to-end path (the witness) in that
// graph, as a linked list with increasing labels:
// - X not on the witness, or the candidate keeps both of the witness's sides at X: passes.
// - Otherwise one search per side of X, in the graph without X, all run in lockstep and
//   merged where they meet, tells which of X's sides reach start and which reach end. In
//   lockstep, a short detour is found after a few cells, and a real cut is proven once the
//   smaller piece is exhausted, so the cost follows the smaller piece, not the grid.
// - A piece proven cut off but for X stays so once X is filled (edges only ever go), and
//   holds start or end: it is sealed with X as its gate, and later searches that reach it
//   take its label without walking it again. Without this, a dungeon that grows as a
//   single thin front (the queue nearly empty, common with pits) would walk its whole
//   built part for every new cell.
// - Once one side is proven cut off, a search that has met neither start's nor end's part
//   of the witness goes on only while what it may still find would change a verdict.
// - After placing, a witness broken at X is mended along the detour the searches found when
//   they proved start and end joined; otherwise by two searches in lockstep between the
//   two ends of the break. The route is spliced in.
// The link mask of a cell (one bit per side) is exactly its edges in that graph: for a
// filled cell, the sides with doors; for an unfilled one, the sides with allowed half-doors
// (an unfilled cell's side stays allowed until that neighbour is filled, and then it stays
// allowed exactly when the neighbour opened doors towards it).
class Builder
{
public:
    Builder(const Scenario &scenario, const std::atomic_bool *cancel);

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
    bool connectOpenCells(int start, int end);
    void place(int cell, const DungeonCandidate &candidate, bool fromQueue);
    void fill(int cell);
    // Sets m_joined, or m_startSides and m_endSides, for the cell being filled (its half-doors
    // `required` and `allowed`, the witness on its sides `pathSides`).
    void analyse(int cell, std::uint8_t required, std::uint8_t allowed, std::uint8_t pathSides);
    // Whether a candidate that answers `required` and drops a side of `pathSides` would be
    // judged differently if the sides `pending` reached start too (`toStart`) or end too.
    bool decides(std::uint8_t pending, bool toStart, std::uint8_t required, std::uint8_t allowed,
                 std::uint8_t pathSides) const;
    // The label of a search entering `cell` from outside a sealed region, for the cell at
    // `label` on the witness being analysed; 0 when the cell is in no such region.
    std::uint8_t sealedLabel(int cell, std::int64_t label) const;
    // Seals the cells of the searches in `sides` whose group label is `label`.
    void seal(int gate, std::uint8_t label, std::uint8_t sides, const std::array<std::uint8_t, 4> &sideLabels);
    void repair(int from, int to);
    // Mends the witness broken at `cell` along the detour of the last analyse(); false when
    // that detour does not join the witness's two parts.
    bool takeDetour(int cell);
    // Appends to m_route the way from `from` to `to` in the tree of the search that reached
    // both, `from` first.
    void appendTreePath(int from, int to);
    void splice(int first, int last, const std::vector<int> &route, std::size_t begin, std::size_t end);
    void relabel();
    // Labels the `between` cells strictly between `low` and `high` on the witness, and more
    // around them where their labels leave too little room.
    void relabelAround(int low, int high, std::int64_t between);
    void rebuildWitness();
    // The witness from the search parents: start .. `fromStart`, then `fromEnd` .. end, where
    // `fromStart` was reached from start and `fromEnd` (-1 when fromStart is end) from end.
    void setWitness(int fromStart, int fromEnd);
    void releaseSearch();
    // The cell before `cell` on the witness, or -1. Consecutive cells of the witness are
    // neighbours, so this is found, not stored (a 1000 x 1000 dungeon saves 4 MB).
    int previous(int cell) const
    {
        for (const int offset : m_offset) {
            const int n = cell + offset;
            if (onPath(n) && m_next[std::size_t(n)] == cell)
                return n;
        }
        return -1;
    }

    std::uint32_t newEpoch()
    {
        if (++m_epoch == SearchCell::EpochLimit) {
            for (std::size_t cell = 0; cell < m_state.size(); ++cell)
                m_search[cell].mark = 0;
            m_epoch = 1;
        }
        for (auto &frontier : m_frontier)
            frontier.clear();
        m_heads.fill(0);
        return m_epoch;
    }
    bool seen(int cell) const { return m_search[std::size_t(cell)].mark >> SearchCell::EpochShift == m_epoch; }
    // Marks `cell` as reached by `search`, through its side `via` (-1 for a search's root).
    void visit(int cell, int search, int via)
    {
        m_search[std::size_t(cell)].mark = m_epoch << SearchCell::EpochShift | std::uint32_t(via + 1) << 2
                | std::uint32_t(search);
        m_frontier[std::size_t(search)].push_back(cell);
        // The rows above and below are other cache lines, which the search reads when it
        // takes this cell from its frontier a few rounds later: ask for them now.
        __builtin_prefetch(&m_search[std::size_t(cell - m_stride)]);
        __builtin_prefetch(&m_search[std::size_t(cell + m_stride)]);
        __builtin_prefetch(&m_link[std::size_t(cell - m_stride)]);
        __builtin_prefetch(&m_link[std::size_t(cell + m_stride)]);
    }
    int owner(int cell) const { return int(m_search[std::size_t(cell)].mark & 3u); }
    // The side of `cell` its parent in the current search is on, or -1 for a root.
    int parentSide(int cell) const { return int(m_search[std::size_t(cell)].mark >> 2 & 7u) - 1; }
    // The cell the current search reached `cell` from, or -1 for a root.
    int parent(int cell) const
    {
        const int via = parentSide(cell);
        return via < 0 ? -1 : cell + m_offset[std::size_t(via)];
    }
    bool frontierEmpty(int search) const
    {
        return m_heads[std::size_t(search)] >= m_frontier[std::size_t(search)].size();
    }

    const Scenario &m_scenario;
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
    // Bits 0-3: the cell's edges (Builder's comment); OnPath: the cell is on the witness;
    // Sealed: the cell is in a sealed region (m_sealOf). A search that reaches a cell asks
    // all three, and later its edges: one cache line, not three.
    std::vector<std::uint8_t> m_link;
    static constexpr std::uint8_t Edges = 0x0F;
    static constexpr std::uint8_t OnPath = 0x10;
    static constexpr std::uint8_t Sealed = 0x20;
    bool onPath(int cell) const { return m_link[std::size_t(cell)] & OnPath; }
    void setOnPath(int cell, bool on)
    {
        m_link[std::size_t(cell)] = std::uint8_t((m_link[std::size_t(cell)] & ~OnPath) | (on ? OnPath : 0));
    }
    int m_openCells = 0;
    // The per-cell search state below is zeroed (calloc) and released before the result is
    // made. m_next and m_label are read only where written, on the witness; a cell's parent
    // and owner only where the current search visited it.
    CellArray<std::uint8_t> m_queued;
    std::vector<int> m_queue; // from m_queueHead on: the cells still waiting
    std::size_t m_queueHead = 0;
    std::vector<std::size_t> m_valid; // indices of the valid candidates of the cell being filled

    // The witness path, start to end.
    int m_start = -1;
    int m_end = -1;
    CellArray<int> m_next;
    CellArray<std::int64_t> m_label;
    int m_pathLength = 0;

    // Search scratch, reset in O(1) by a new epoch.
    // One cell's search fields packed in 4 bytes: the searches are bound by memory, not
    // arithmetic, so a quarter of the bytes (of a 16-byte record) is less waiting.
    struct SearchCell
    {
        // Bits 5.. the epoch of the search that reached the cell; bits 2-4 the side of the
        // cell its parent is on, plus 1 (0: a root); bits 0-1 the search that reached it.
        std::uint32_t mark;
        static constexpr int EpochShift = 5;
        static constexpr std::uint32_t EpochLimit = std::uint32_t(1) << (32 - EpochShift);
    };
    CellArray<SearchCell> m_search;
    // 1 + the innermost sealed region holding the cell; read only where m_link says Sealed.
    CellArray<int> m_sealOf;
    std::uint32_t m_epoch = 0;
    std::array<std::vector<int>, 4> m_frontier;
    std::array<std::size_t, 4> m_heads {};
    std::vector<int> m_route;
    std::vector<int> m_chain; // appendTreePath()'s scratch

    // Regions proven closed but for one filled cell, their gate: every later start-to-end
    // path runs through the gate, and the region holds start or end (label).
    struct Seal
    {
        int gate;
        std::uint8_t label;
    };
    std::vector<Seal> m_seals;

    // The outcome of analyse() for the cell being filled.
    bool m_joined = false;           // start and end stay connected without the cell
    std::uint8_t m_startSides = 0;   // else: the cell's sides that reach start
    std::uint8_t m_endSides = 0;     // and those that reach end
    // Where analyse()'s searches (one per side of the cell, numbered by side) met the
    // witness and each other: when they prove start and end joined, their trees hold a
    // detour round the cell, and the witness is mended along it without searching again.
    struct Meeting
    {
        int search;   // the search that stepped from `cell`
        int other;    // to `otherCell`, which `other` had reached
        int cell;
        int otherCell;
    };
    std::array<std::array<int, 2>, 4> m_reached {}; // per search: a witness cell it reached before the cell, after it; -1 none
    std::array<Meeting, 3> m_meetings {};          // searches are merged at most three times
    int m_meetingCount = 0;
    int m_detourFrom = -1; // the joined searches that reached the witness before the cell
    int m_detourTo = -1;   // and after it

    SplitMix64 m_random;
    DungeonBuild m_build;
};

Builder::Builder(const Scenario &scenario, const std::atomic_bool *cancel)
    : m_scenario(scenario),
      m_cancel(cancel),
      m_stride(scenario.cols + 2),
      m_strideInverse((std::uint64_t(1) << 42) / std::uint64_t(m_stride) + 1),
      m_candidates(DungeonGenerator::candidates(scenario.dungeon.tiles)),
      m_bigRoom(DungeonSettings::bigRoomIndex(scenario.dungeon.tiles)),
      m_random(scenario.seed)
{
    const std::size_t size = std::size_t(scenario.rows + 2) * std::size_t(m_stride);
    m_offset = {-m_stride, 1, m_stride, -1};
    m_state.assign(size, Blocked);
    for (int r = 0; r < scenario.rows; ++r) {
        const std::uint8_t *pits = scenario.pits.data() + std::size_t(r) * std::size_t(scenario.cols);
        std::uint8_t *state = m_state.data() + cellAt(r, 0);
        for (int c = 0; c < scenario.cols; ++c) {
            state[c] = pits[c] ? Blocked : Open;
            m_openCells += state[c];
        }
    }
    m_doors.assign(size, 0);
    m_allowed.assign(size, 0);
    m_required.assign(size, 0);
    m_link.assign(size, 0);
    // Branch-free, as Open is 1 and Blocked 0 before anything is filled: with random pits a
    // branch per neighbour is mispredicted often. The frame rows are Blocked and skipped.
    static constexpr auto halfDoors = [] {
        std::array<std::uint8_t, 16> table {};
        for (unsigned sides = 0; sides < 16; ++sides)
            table[sides] = halfDoorsOf(sides);
        return table;
    }();
    const auto stride = std::size_t(m_stride);
    for (std::size_t cell = stride; cell < size - stride; ++cell) {
        const unsigned sides = (m_state[cell - stride] | m_state[cell + 1] << 1 | m_state[cell + stride] << 2
                                | m_state[cell - 1] << 3) * m_state[cell];
        m_link[cell] = std::uint8_t(sides);
        m_allowed[cell] = halfDoors[sides];
    }
    m_build.rows = scenario.rows;
    m_build.cols = scenario.cols;
    m_build.steps = DungeonSteps(scenario);
}

int Builder::openCell(int index) const
{
    for (std::size_t cell = 0;; ++cell) {
        if (m_state[cell] == Open && index-- == 0)
            return int(cell);
    }
}

bool Builder::connectOpenCells(int start, int end)
{
    // Two breadth-first searches over open cells, from start and from end, one cell each in
    // turn: they meet about halfway, visiting about half the cells of one search from start,
    // and a cut is proven once the smaller side is exhausted. Before anything but start and
    // end is placed, every two neighbouring open cells are joined in the graph of rule 2, so
    // the route where they meet is the first witness path.
    newEpoch();
    visit(start, 0, -1);
    visit(end, 1, -1);
    for (;;) {
        for (int s = 0; s < 2; ++s) {
            if (frontierEmpty(s))
                return false;
            const int cell = m_frontier[std::size_t(s)][m_heads[std::size_t(s)]++];
            for (int side = 0; side < 4; ++side) {
                const int next = cell + m_offset[std::size_t(side)];
                if (m_state[std::size_t(next)] != Open)
                    continue;
                if (!seen(next)) {
                    visit(next, s, opposite(side));
                } else if (owner(next) != s) {
                    setWitness(s == 0 ? cell : next, s == 0 ? next : cell);
                    return true;
                }
            }
        }
    }
}

void Builder::setWitness(int fromStart, int fromEnd)
{
    m_pathLength = 0;
    int after = fromEnd;
    for (int cell = fromStart; cell != -1; cell = parent(cell)) {
        setOnPath(cell, true);
        m_next[std::size_t(cell)] = after;
        after = cell;
        ++m_pathLength;
    }
    for (int cell = fromEnd; cell != -1; cell = parent(cell)) {
        setOnPath(cell, true);
        m_next[std::size_t(cell)] = parent(cell);
        ++m_pathLength;
    }
    relabel();
}

void Builder::relabel()
{
    const std::int64_t spacing = (std::int64_t(1) << 62) / (std::int64_t(m_pathLength) + 1);
    std::int64_t label = 0;
    for (int cell = m_start; cell != -1; cell = m_next[std::size_t(cell)]) {
        m_label[std::size_t(cell)] = label;
        label += spacing;
    }
}

void Builder::relabelAround(int low, int high, std::int64_t between)
{
    // Spreads the labels of a stretch of the witness evenly, widening it both ways (doubling)
    // until its labels leave at least MinSpacing per cell. Splices crowd one place at a time,
    // so a few cells around it usually suffice, where relabel() walks the whole path (at 15 %
    // pits, 145 whole walks of a 56,000-cell path in one build). The stretch starts as the
    // spliced cells themselves, whose labels are not set yet: only low's and high's are read.
    constexpr std::int64_t MinSpacing = std::int64_t(1) << 32; // relabel() leaves >= 2^42
    for (int reach = 16;; reach *= 2) {
        for (int i = 0; i < reach && low != m_start; ++i, ++between)
            low = previous(low);
        for (int i = 0; i < reach && high != m_end; ++i, ++between)
            high = m_next[std::size_t(high)];
        if (low == m_start && high == m_end) {
            relabel();
            return;
        }
        const std::int64_t step = (m_label[std::size_t(high)] - m_label[std::size_t(low)]) / (between + 1);
        if (step >= MinSpacing) {
            std::int64_t label = m_label[std::size_t(low)];
            for (int c = m_next[std::size_t(low)]; c != high; c = m_next[std::size_t(c)])
                m_label[std::size_t(c)] = label += step;
            return;
        }
    }
}

void Builder::rebuildWitness()
{
    // Never needed while rule 2 holds; kept so that a broken invariant costs time, not a map.
    for (int cell = m_start; cell != -1; cell = m_next[std::size_t(cell)])
        setOnPath(cell, false);
    newEpoch();
    visit(m_start, 0, -1);
    std::vector<int> &frontier = m_frontier[0];
    for (std::size_t head = 0; head < frontier.size() && !seen(m_end); ++head) {
        const int cell = frontier[head];
        for (int side = 0; side < 4; ++side) {
            const int next = cell + m_offset[std::size_t(side)];
            if ((m_link[std::size_t(cell)] >> side & 1) && !seen(next))
                visit(next, 0, opposite(side));
        }
    }
    Q_ASSERT(seen(m_end));
    setWitness(m_end, -1);
}

void Builder::releaseSearch()
{
    std::vector<std::uint8_t>().swap(m_link);
    m_queued.reset();
    m_next.reset();
    m_search.reset();
    m_sealOf.reset();
    std::vector<int>().swap(m_route);
    std::vector<int>().swap(m_chain);
    for (auto &frontier : m_frontier)
        std::vector<int>().swap(frontier);
    m_label.reset();
}

void Builder::place(int cell, const DungeonCandidate &candidate, bool fromQueue)
{
    const auto x = std::size_t(cell);
    const std::uint8_t doors = candidate.mask & m_allowed[x];
    m_state[x] = Filled;
    m_doors[x] = doors;
    m_link[x] = std::uint8_t((m_link[x] & ~Edges) | sidesOf(doors));
    ++m_build.placed;
    record(DungeonStep::Place, cell, doors, DungeonStep::packTile(candidate.templateIndex, candidate.rotation),
           fromQueue ? 1 : 0);

    for (int side = 0; side < 4; ++side) {
        const auto n = std::size_t(cell + m_offset[std::size_t(side)]);
        if (m_state[n] == Blocked)
            continue;
        const std::uint8_t facing = sideMask(opposite(side));
        const std::uint8_t answer = mirror(std::uint8_t(doors & sideMask(side)));
        const auto backLink = std::uint8_t(1u << opposite(side));
        if (m_state[n] == Filled) {
            const auto clipped = std::uint8_t(m_doors[n] & facing & ~answer);
            if (clipped) {
                m_doors[n] &= std::uint8_t(~clipped);
                record(DungeonStep::Clip, int(n), clipped);
            }
            if (!answer)
                m_link[n] &= std::uint8_t(~backLink);
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
            m_link[n] &= std::uint8_t(~backLink);
        }
    }
}

void Builder::fill(int cell)
{
    const auto x = std::size_t(cell);
    const std::uint8_t required = m_required[x];
    const std::uint8_t allowed = m_allowed[x];
    std::uint8_t pathSides = 0;
    const int before = onPath(cell) ? previous(cell) : -1;
    if (onPath(cell)) {
        for (int side = 0; side < 4; ++side) {
            const int n = cell + m_offset[std::size_t(side)];
            if (n == before || n == m_next[x])
                pathSides |= std::uint8_t(1u << side);
        }
    }
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
                    analyse(cell, required, allowed, pathSides);
                    analysed = true;
                }
                if (!m_joined && !joinsStartAndEnd(kept, m_startSides, m_endSides))
                    rejection = DungeonRejection::CutsPath;
            }
        }
        if (rejection == DungeonRejection::None) {
            m_valid.push_back(i);
        } else {
            ++m_build.rejected;
            record(DungeonStep::Reject, cell, candidate.mask,
                   DungeonStep::packTile(candidate.templateIndex, candidate.rotation), std::uint8_t(rejection));
        }
    }
    // The big room answers every side and keeps every edge, so the list is never empty.
    Q_ASSERT(!m_valid.empty());
    const std::size_t chosen = m_valid[std::size_t(m_random.below(m_valid.size()))];
    const int after = m_next[x];
    place(cell, m_candidates[chosen], true);

    if (!pathSides)
        return;
    auto keeps = [&](int neighbour) {
        for (int side = 0; side < 4; ++side) {
            if (cell + m_offset[std::size_t(side)] == neighbour)
                return (m_link[x] >> side & 1) != 0;
        }
        return false;
    };
    const bool keepsBefore = keeps(before);
    const bool keepsAfter = keeps(after);
    if (keepsBefore && keepsAfter)
        return;
    // A candidate that breaks the witness was analysed; if start and end stayed joined, the
    // analysis found the way round.
    if (m_joined && takeDetour(cell))
        return;
    if (keepsBefore)
        repair(cell, after);
    else if (keepsAfter)
        repair(before, cell);
    else
        repair(before, after);
}

bool Builder::decides(std::uint8_t pending, bool toStart, std::uint8_t required, std::uint8_t allowed,
                      std::uint8_t pathSides) const
{
    const auto moreStart = std::uint8_t(m_startSides | (toStart ? pending : 0));
    const auto moreEnd = std::uint8_t(m_endSides | (toStart ? 0 : pending));
    for (const DungeonCandidate &candidate : m_candidates) {
        if (!answersRequired(candidate.mask, required))
            continue;
        const std::uint8_t kept = sidesOf(candidate.mask & allowed);
        if ((kept & pathSides) != pathSides
            && joinsStartAndEnd(kept, m_startSides, m_endSides) != joinsStartAndEnd(kept, moreStart, moreEnd))
            return true;
    }
    return false;
}

void Builder::analyse(int cell, std::uint8_t required, std::uint8_t allowed, std::uint8_t pathSides)
{
    const std::int64_t label = m_label[std::size_t(cell)];
    const std::uint8_t sides = m_link[std::size_t(cell)] & Edges;
    std::array<int, 4> group {0, 1, 2, 3}; // union-find over the searches
    std::array<std::uint8_t, 4> labels {};
    auto find = [&group](int s) {
        while (group[std::size_t(s)] != s)
            s = group[std::size_t(s)] = group[std::size_t(group[std::size_t(s)])];
        return s;
    };
    auto classify = [&](int c) -> std::uint8_t {
        if (!onPath(c))
            return 0;
        return m_label[std::size_t(c)] < label ? ReachesStart : ReachesEnd;
    };

    // Keeps the first witness cell search `s` reaches on each side of the cell.
    auto note = [this](int s, int c, std::uint8_t found) {
        for (int i = 0; i < 2; ++i) {
            if ((found >> i & 1) && m_reached[std::size_t(s)][std::size_t(i)] < 0)
                m_reached[std::size_t(s)][std::size_t(i)] = c;
        }
    };

    newEpoch();
    for (auto &reached : m_reached)
        reached = {-1, -1};
    m_meetingCount = 0;
    // The cell itself is taken out of the graph (no search meets it: each skips it first).
    m_search[std::size_t(cell)].mark = m_epoch << SearchCell::EpochShift;
    for (int side = 0; side < 4; ++side) {
        if (sides >> side & 1) {
            const int n = cell + m_offset[std::size_t(side)];
            visit(n, side, -1);
            labels[std::size_t(side)] = classify(n);
            note(side, n, labels[std::size_t(side)]);
        }
    }

    // The groups' state is worked out again only after a search gained a label, two groups
    // merged or a search ran dry: most rounds do none of that.
    bool changed = true;
    bool separated = false;
    std::array<std::uint8_t, 4> groupLabels {};
    for (;;) {
        if (changed) {
            changed = false;
            groupLabels = {};
            std::array<bool, 4> groupActive {};
            for (int s = 0; s < 4; ++s) {
                if (sides >> s & 1) {
                    const auto root = std::size_t(find(s));
                    groupLabels[root] |= labels[std::size_t(s)];
                    groupActive[root] = groupActive[root] || !frontierEmpty(s);
                }
            }
            bool startAlive = false;
            bool endAlive = false;
            bool pending = false;
            for (std::size_t g = 0; g < 4; ++g) {
                if (groupLabels[g] == (ReachesStart | ReachesEnd)) {
                    m_joined = true;
                    m_detourFrom = m_detourTo = -1;
                    for (int t = 0; t < 4; ++t) {
                        if ((sides >> t & 1) && std::size_t(find(t)) == g) {
                            if (m_reached[std::size_t(t)][0] >= 0)
                                m_detourFrom = t;
                            if (m_reached[std::size_t(t)][1] >= 0)
                                m_detourTo = t;
                        }
                    }
                    return;
                }
                startAlive = startAlive || (groupActive[g] && groupLabels[g] == ReachesStart);
                endAlive = endAlive || (groupActive[g] && groupLabels[g] == ReachesEnd);
                pending = pending || (groupActive[g] && !groupLabels[g]);
            }
            separated = !startAlive || !endAlive;
            if (separated) {
                m_joined = false;
                m_startSides = m_endSides = 0;
                std::uint8_t pendingSides = 0;
                std::array<std::uint8_t, 4> sideLabels {};
                for (int s = 0; s < 4; ++s) {
                    if (sides >> s & 1) {
                        const auto root = std::size_t(find(s));
                        sideLabels[std::size_t(s)] = groupLabels[root];
                        if (sideLabels[std::size_t(s)] & ReachesStart)
                            m_startSides |= std::uint8_t(1u << s);
                        if (sideLabels[std::size_t(s)] & ReachesEnd)
                            m_endSides |= std::uint8_t(1u << s);
                        if (groupActive[root] && !groupLabels[root])
                            pendingSides |= std::uint8_t(1u << s);
                    }
                }
                // A search still looking may only find the side that is not exhausted, and
                // only needs to go on if that would change a verdict: in a thin dungeon such
                // a search may have a large region of rock ahead of it, and most candidates
                // are settled by the sides already known (the witness's own two).
                if (!pending || !decides(pendingSides, startAlive, required, allowed, pathSides)) {
                    // The exhausted side is closed but for this cell, which is filled next and
                    // keeps a door into it; that side stays behind this cell for good (edges
                    // only ever go), so later searches need not walk it again.
                    if (!startAlive)
                        seal(cell, ReachesStart, sides, sideLabels);
                    if (!endAlive)
                        seal(cell, ReachesEnd, sides, sideLabels);
                    return;
                }
            }
        }

        // One cell per search and round.
        for (int s = 0; s < 4; ++s) {
            if (!(sides >> s & 1) || frontierEmpty(s))
                continue;
            // Once a cut is proven, only the searches not yet known to reach an end go on.
            if (separated && groupLabels[std::size_t(find(s))])
                continue;
            const int c = m_frontier[std::size_t(s)][m_heads[std::size_t(s)]++];
            // The cell's edges but the one to its parent, which this search has seen: one
            // round per edge (two or three), not four tests of which one to skip.
            unsigned edges = m_link[std::size_t(c)] & Edges;
            if (const int via = parentSide(c); via >= 0)
                edges &= ~(1u << via);
            std::uint8_t found = 0; // labels this step meets
            for (; edges; edges &= edges - 1) {
                const int side = __builtin_ctz(edges);
                const int d = c + m_offset[std::size_t(side)];
                if (d == cell)
                    continue;
                if (seen(d)) {
                    // Mostly a sibling: the same search, no merge.
                    const int other = owner(d);
                    if (other == s)
                        continue;
                    const int a = find(s);
                    const int b = find(other);
                    if (a != b) {
                        group[std::size_t(b)] = a;
                        changed = true;
                        m_meetings[std::size_t(m_meetingCount++)] = {s, other, c, d};
                    }
                } else if (const std::uint8_t sealed = sealedLabel(d, label)) {
                    // A sealed region is entered only through its gate, this witness cell.
                    found |= sealed;
                    note(s, c, sealed);
                } else {
                    visit(d, s, opposite(side));
                    const std::uint8_t reaches = classify(d);
                    found |= reaches;
                    note(s, d, reaches);
                }
            }
            changed = changed || (found & ~labels[std::size_t(s)]) || frontierEmpty(s);
            labels[std::size_t(s)] |= found;
        }
    }
}

std::uint8_t Builder::sealedLabel(int cell, std::int64_t label) const
{
    if (!(m_link[std::size_t(cell)] & Sealed))
        return 0;
    const int id = m_sealOf[std::size_t(cell)];
    const Seal &seal = m_seals[std::size_t(id - 1)];
    if (!onPath(seal.gate))
        return 0;
    // The region holds exactly the witness's cells beyond its gate, so a cell before the
    // gate (for the end's side; after it for the start's) lies outside the region.
    const std::int64_t gate = m_label[std::size_t(seal.gate)];
    const bool outside = seal.label == ReachesEnd ? label < gate : label > gate;
    return outside ? seal.label : 0;
}

void Builder::seal(int gate, std::uint8_t label, std::uint8_t sides, const std::array<std::uint8_t, 4> &sideLabels)
{
    m_seals.push_back(Seal {gate, label});
    const int id = int(m_seals.size()); // 1-based: 0 is "none" in the zeroed cells
    for (int s = 0; s < 4; ++s) {
        if (!(sides >> s & 1) || sideLabels[std::size_t(s)] != label)
            continue;
        for (const int c : m_frontier[std::size_t(s)]) {
            m_sealOf[std::size_t(c)] = id;
            m_link[std::size_t(c)] |= Sealed;
        }
    }
}

void Builder::appendTreePath(int from, int to)
{
    // Both ways up to the search's root; below their last common cell the two chains part.
    const std::size_t begin = m_route.size();
    for (int c = from; c != -1; c = parent(c))
        m_route.push_back(c);
    std::vector<int> &down = m_chain;
    down.clear();
    for (int c = to; c != -1; c = parent(c))
        down.push_back(c);
    while (m_route.size() > begin + 1 && down.size() > 1 && m_route[m_route.size() - 2] == down[down.size() - 2]) {
        m_route.pop_back();
        down.pop_back();
    }
    down.pop_back(); // the common cell, already in the route
    m_route.insert(m_route.end(), down.rbegin(), down.rend());
}

bool Builder::takeDetour(int cell)
{
    if (m_detourFrom < 0 || m_detourTo < 0)
        return false;
    // The searches merged pairwise into a tree; walk it from one search to the other.
    std::array<int, 4> via {-1, -1, -1, -1}; // per search: the meeting that led to it
    std::array<bool, 4> reachedSearch {};
    reachedSearch[std::size_t(m_detourFrom)] = true;
    for (bool grew = true; grew && !reachedSearch[std::size_t(m_detourTo)];) {
        grew = false;
        for (int i = 0; i < m_meetingCount; ++i) {
            const Meeting &m = m_meetings[std::size_t(i)];
            for (const auto &[here, there] : {std::pair(m.search, m.other), std::pair(m.other, m.search)}) {
                if (reachedSearch[std::size_t(here)] && !reachedSearch[std::size_t(there)]) {
                    reachedSearch[std::size_t(there)] = true;
                    via[std::size_t(there)] = i;
                    grew = true;
                }
            }
        }
    }
    if (!reachedSearch[std::size_t(m_detourTo)])
        return false;
    std::array<int, 4> chain {};
    int length = 0;
    for (int s = m_detourTo; s != m_detourFrom;) {
        chain[std::size_t(length++)] = via[std::size_t(s)];
        const Meeting &m = m_meetings[std::size_t(via[std::size_t(s)])];
        s = m.search == s ? m.other : m.search;
    }
    // From the witness before the cell, search by search, to the witness after it.
    m_route.clear();
    int s = m_detourFrom;
    int entry = m_reached[std::size_t(s)][0];
    for (int i = length - 1; i >= 0; --i) {
        const Meeting &m = m_meetings[std::size_t(chain[std::size_t(i)])];
        const bool forward = m.search == s;
        appendTreePath(entry, forward ? m.cell : m.otherCell);
        s = forward ? m.other : m.search;
        entry = forward ? m.otherCell : m.cell;
    }
    appendTreePath(entry, m_reached[std::size_t(s)][1]);

    // As in repair(): splice between the route's last cell before `cell` on the witness and
    // its first cell after it that follows.
    const std::int64_t label = m_label[std::size_t(cell)];
    auto before = [&](int c) { return onPath(c) && m_label[std::size_t(c)] < label; };
    auto after = [&](int c) { return onPath(c) && m_label[std::size_t(c)] > label; };
    std::size_t first = m_route.size();
    std::size_t last = 0;
    for (std::size_t i = 0; i < m_route.size() && last == 0; ++i) {
        if (before(m_route[i]))
            first = i;
        else if (after(m_route[i]) && first < i)
            last = i;
    }
    if (last == 0)
        return false;
    splice(m_route[first], m_route[last], m_route, first + 1, last);
    return true;
}

void Builder::repair(int from, int to)
{
    // The witness is broken between `from` (last cell of the kept beginning) and `to`
    // (first cell of the kept rest). Search forward from `from` for any cell of the rest
    // and backward from `to` for any cell of the beginning, in lockstep, until one finds
    // its target or they meet.
    const std::int64_t low = m_label[std::size_t(from)];
    const std::int64_t high = m_label[std::size_t(to)];
    auto inBeginning = [&](int c) { return onPath(c) && m_label[std::size_t(c)] <= low; };
    auto inRest = [&](int c) { return onPath(c) && m_label[std::size_t(c)] >= high; };

    newEpoch();
    visit(from, 0, -1);
    visit(to, 1, -1);
    m_route.clear();
    auto chain = [&](int c) {
        for (; c != -1; c = parent(c))
            m_route.push_back(c);
    };
    // Fills m_route from a cell of the beginning to a cell of the rest.
    auto meet = [&](int forward, int backward) {
        chain(forward);
        std::reverse(m_route.begin(), m_route.end());
        chain(backward);
    };

    bool found = false;
    while (!found && !(frontierEmpty(0) && frontierEmpty(1))) {
        for (int s = 0; s < 2 && !found; ++s) {
            if (frontierEmpty(s))
                continue;
            const int c = m_frontier[std::size_t(s)][m_heads[std::size_t(s)]++];
            const std::uint8_t links = m_link[std::size_t(c)];
            for (int side = 0; side < 4 && !found; ++side) {
                if (!(links >> side & 1))
                    continue;
                const int d = c + m_offset[std::size_t(side)];
                if (seen(d)) {
                    if (owner(d) != s) {
                        if (s == 0)
                            meet(c, d);
                        else
                            meet(d, c);
                        found = true;
                    }
                    continue;
                }
                visit(d, s, opposite(side));
                if (s == 0 && inRest(d)) {
                    meet(d, -1);
                    found = true;
                } else if (s == 1 && inBeginning(d)) {
                    m_route.push_back(d);
                    chain(c);
                    found = true;
                }
            }
        }
    }
    if (!found) {
        rebuildWitness();
        return;
    }

    // The route runs from the beginning to the rest but may touch the witness on its way:
    // splice between its last cell of the beginning and the first cell of the rest after it.
    std::size_t first = 0;
    for (std::size_t i = 0; i < m_route.size(); ++i) {
        if (inBeginning(m_route[i]))
            first = i;
    }
    std::size_t last = first + 1;
    while (!inRest(m_route[last]))
        ++last;
    splice(m_route[first], m_route[last], m_route, first + 1, last);
}

void Builder::splice(int first, int last, const std::vector<int> &route, std::size_t begin, std::size_t end)
{
    for (int c = m_next[std::size_t(first)]; c != last; c = m_next[std::size_t(c)]) {
        setOnPath(c, false);
        --m_pathLength;
    }
    int before = first;
    for (std::size_t i = begin; i < end; ++i) {
        const int c = route[i];
        setOnPath(c, true);
        m_next[std::size_t(before)] = c;
        before = c;
        ++m_pathLength;
    }
    m_next[std::size_t(before)] = last;

    const auto count = std::int64_t(end - begin);
    const std::int64_t gap = m_label[std::size_t(last)] - m_label[std::size_t(first)];
    if (gap > count) {
        const std::int64_t step = gap / (count + 1);
        std::int64_t label = m_label[std::size_t(first)];
        for (std::size_t i = begin; i < end; ++i)
            m_label[std::size_t(route[i])] = label += step;
    } else {
        relabelAround(first, last, count);
    }
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
    m_start = openCell(startIndex);
    m_end = openCell(endIndex);
    m_build.start = rowOf(m_start) * m_scenario.cols + colOf(m_start);
    m_build.end = rowOf(m_end) * m_scenario.cols + colOf(m_end);

    const std::size_t size = m_state.size();
    m_search = zeroedCells<SearchCell>(size);
    m_sealOf = zeroedCells<int>(size);
    m_next = zeroedCells<int>(size);
    m_label = zeroedCells<std::int64_t>(size);
    if (!connectOpenCells(m_start, m_end)) {
        m_build.failure = DungeonFailure::CutApart;
        return std::move(m_build);
    }
    // Those searches may have visited a large part of the grid; later ones stay local.
    for (auto &frontier : m_frontier)
        std::vector<int>().swap(frontier);
    m_queued = zeroedCells<std::uint8_t>(size);

    // About 7 steps a cell with the default tiles (most are rejected candidates). Reserved
    // pages cost nothing until written, while growing past a short reserve would hold the
    // old and the new list at once at the build's peak.
    m_build.steps.reserve(std::size_t(m_build.openCells) * 8);

    record(DungeonStep::Start, m_start);
    record(DungeonStep::End, m_end);
    const DungeonCandidate bigRoom {BigRoom, std::uint8_t(m_bigRoom), 0};
    place(m_start, bigRoom, false);
    place(m_end, bigRoom, false);

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
        record(DungeonStep::Done, m_start);

    // The search state goes before the result is made: the build's peak is its steps and
    // the grid, not those as well.
    releaseSearch();
    const int cells = m_scenario.rows * m_scenario.cols;
    m_build.doors.assign(std::size_t(cells), 0);
    m_build.templates.assign(std::size_t(cells), -1);
    m_build.rotations.assign(std::size_t(cells), 0);
    m_build.allowed.assign(std::size_t(cells), 0);
    m_build.required.assign(std::size_t(cells), 0);
    for (int r = 0; r < m_scenario.rows; ++r) {
        for (int c = 0; c < m_scenario.cols; ++c) {
            const auto to = std::size_t(r * m_scenario.cols + c);
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

QString DungeonBuild::describeFailure(DungeonFailure failure, int openCells, int start, int end, int cols)
{
    switch (failure) {
    case DungeonFailure::None:
        break;
    case DungeonFailure::TooFewCells:
        return QCoreApplication::translate("DungeonGenerator",
                                           "A dungeon needs at least two open cells for start and end; "
                                           "this map has %n.", nullptr, openCells);
    case DungeonFailure::CutApart:
        //: %1,%2 and %3,%4 are row and column of the start and the end cell
        return QCoreApplication::translate("DungeonGenerator",
                                           "Start (%1, %2) and end (%3, %4) are cut apart by pits: "
                                           "no chain of open cells joins them.")
                .arg(start / cols).arg(start % cols).arg(end / cols).arg(end % cols);
    case DungeonFailure::NoBigRoom:
        return QCoreApplication::translate("DungeonGenerator",
                                           "The tile set has no big room (a template with all eight "
                                           "half-doors, 255), so a cell could get stuck.");
    }
    return QString();
}

DungeonBuild DungeonGenerator::build(const Scenario &scenario, const std::atomic_bool *cancel)
{
    return Builder(scenario, cancel).run();
}

std::vector<DungeonCandidate> DungeonGenerator::candidates(const QVector<DungeonTile> &tiles)
{
    std::vector<DungeonCandidate> list;
    std::array<bool, 256> seen {};
    for (int t = 0; t < tiles.size(); ++t) {
        for (int rotation = 0; rotation < 4; ++rotation) {
            const std::uint8_t mask = rotate(tiles[t].doors, rotation);
            if (seen[mask])
                continue;
            seen[mask] = true;
            list.push_back(DungeonCandidate {mask, std::uint8_t(t), std::uint8_t(rotation)});
        }
    }
    return list;
}
