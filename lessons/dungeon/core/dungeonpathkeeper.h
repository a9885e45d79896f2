// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeongenerator.h"
#include "forceinline.h"
#include "zeroedcells.h"

#include <array>
#include <cstdint>
#include <vector>

// Rule 2 of dungeon.md for DungeonGenerator: a path from start to end stays possible.
// It needs, for a cell X and a candidate, whether start and end stay connected in the
// graph of dungeon.md once X keeps only the sides the candidate opens. Placing X changes
// only the edges at X, so the keeper holds one start-to-end path (the witness) in that
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
class DungeonPathKeeper
{
public:
    // `open`: the generator's grid with its one-cell frame, rows `stride` long, 1 for an open
    // cell and 0 for a pit or the frame, before anything is placed. `candidates` are the
    // tile set's, in rule 2's order; they must outlive the keeper.
    DungeonPathKeeper(const std::vector<std::uint8_t> &open, int stride,
        const std::vector<DungeonCandidate> &candidates);

    // The cell's edges, one bit per side.
    std::uint8_t edges(int cell) const { return m_link[std::size_t(cell)] & Edges; }
    // A filled cell's edges are the sides it has doors on.
    void setEdges(int cell, std::uint8_t sides)
    {
        m_link[std::size_t(cell)] = std::uint8_t((m_link[std::size_t(cell)] & ~Edges) | sides);
    }
    // The neighbour on `side` of `cell` was filled without a door towards it.
    void removeEdge(int cell, int side)
    {
        m_link[std::size_t(cell)] &= std::uint8_t(~(1u << side));
    }

    // The first witness, between the cells drawn as start and end; false when pits cut them
    // apart. The search state is made here: a build that cannot start needs none.
    bool connect(int start, int end);
    // The sides of `cell` towards its neighbours on the witness; 0 when it is not on it.
    std::uint8_t pathSides(int cell) const;
    // Rule 2 for every candidate of the cell being filled at once (its half-doors `required`
    // and `allowed`, the witness on its sides `pathSides`); keepsJoined() then judges each.
    void analyse(int cell, std::uint8_t required, std::uint8_t allowed, std::uint8_t pathSides);
    // After analyse(): whether a candidate that keeps the sides `kept` leaves start and end
    // joined.
    bool keepsJoined(std::uint8_t kept) const
    {
        return m_joined || joinsStartAndEnd(kept, m_startSides, m_endSides);
    }
    // After `cell`, on the witness at its sides `pathSides`, was placed: mends the witness
    // where the placement broke it.
    void mend(int cell, std::uint8_t pathSides);

private:
    // Once start and end are apart without the cell: a candidate keeping the sides `kept`
    // passes when it keeps a side that reaches start and one that reaches end.
    static bool joinsStartAndEnd(std::uint8_t kept, std::uint8_t startSides, std::uint8_t endSides)
    {
        return (kept & startSides) && (kept & endSides);
    }
    // Whether a candidate that answers `required` and drops a side of `pathSides` would be
    // judged differently if the sides `pending` reached start too (`toStart`) or end too.
    bool decides(std::uint8_t pending, bool toStart, std::uint8_t required, std::uint8_t allowed,
        std::uint8_t pathSides) const;
    // One analyse(): the cell, its searches and the groups they merged into. analyse()'s
    // steps below are force-inlined: together they are its one loop, and a call per step
    // would cost what the lockstep saves.
    struct Analysis;
    // Takes the cell out of the graph and starts a search from each of its sides.
    MAPGEN_FORCE_INLINE void startSearches(Analysis &analysis);
    // The groups' state after a change; true when it settles every candidate's verdict.
    MAPGEN_FORCE_INLINE bool settleGroups(Analysis &analysis);
    // Start and end joined without the cell through group `group`: keeps its detour.
    MAPGEN_FORCE_INLINE void keepDetour(Analysis &analysis, std::size_t group);
    // Start's or end's side exhausted (not `startAlive`, not `endAlive`): the sides reaching
    // each; true, sealing what is cut off, when no search still running can change a verdict.
    MAPGEN_FORCE_INLINE bool settleCut(
        Analysis &analysis, const std::array<bool, 4> &groupActive, bool startAlive, bool endAlive);
    // One cell of search `search`, if it still runs.
    MAPGEN_FORCE_INLINE void stepSearch(Analysis &analysis, int search);
    // Which part of the witness `cell` is on, for the cell labelled `label`: 0 when off it.
    MAPGEN_FORCE_INLINE std::uint8_t classify(int cell, std::int64_t label) const;
    // Keeps the first witness cell search `search` reaches on each side of the cell.
    MAPGEN_FORCE_INLINE void note(int search, int cell, std::uint8_t found);
    // The label of a search entering `cell` from outside a sealed region, for the cell at
    // `label` on the witness being analysed; 0 when the cell is in no such region. Inline:
    // asked of every cell a search reaches, and almost always answered by the flag alone.
    std::uint8_t sealedLabel(int cell, std::int64_t label) const
    {
        return (m_link[std::size_t(cell)] & Sealed) ? regionLabel(cell, label) : 0;
    }
    // sealedLabel() of a cell in a sealed region.
    std::uint8_t regionLabel(int cell, std::int64_t label) const;
    // Seals the cells of the searches in `sides` whose group label is `label`.
    void seal(int gate, std::uint8_t label, std::uint8_t sides,
        const std::array<std::uint8_t, 4> &sideLabels);
    void repair(int from, int to);
    // Mends the witness broken at `cell` along the detour of the last analyse(); false when
    // that detour does not join the witness's two parts.
    bool takeDetour(int cell);
    // Appends to m_route the way from `from` to `to` in the tree of the search that reached
    // both, `from` first.
    void appendTreePath(int from, int to);
    void splice(
        int first, int last, const std::vector<int> &route, std::size_t begin, std::size_t end);
    void relabel();
    // Labels the `between` cells strictly between `low` and `high` on the witness, and more
    // around them where their labels leave too little room.
    void relabelAround(int low, int high, std::int64_t between);
    void rebuildWitness();
    // The witness from the search parents: start .. `fromStart`, then `fromEnd` .. end, where
    // `fromStart` was reached from start and `fromEnd` (-1 when fromStart is end) from end.
    void setWitness(int fromStart, int fromEnd);
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
            for (std::size_t cell = 0; cell < m_link.size(); ++cell)
                m_search[cell].mark = 0;
            m_epoch = 1;
        }
        for (auto &frontier : m_frontier)
            frontier.clear();
        m_heads.fill(0);
        return m_epoch;
    }
    bool seen(int cell) const
    {
        return m_search[std::size_t(cell)].mark >> SearchCell::EpochShift == m_epoch;
    }
    // Marks `cell` as reached by `search`, through its side `via` (-1 for a search's root).
    void visit(int cell, int search, int via)
    {
        m_search[std::size_t(cell)].mark = m_epoch << SearchCell::EpochShift
            | std::uint32_t(via + 1) << 2 | std::uint32_t(search);
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

    int m_stride;
    std::array<int, 4> m_offset {}; // up, right, down, left
    const std::vector<DungeonCandidate> &m_candidates;
    // Bits 0-3: the cell's edges (the class comment); OnPath: the cell is on the witness;
    // Sealed: the cell is in a sealed region (m_sealOf). A search that reaches a cell asks
    // all three, and later its edges: one cache line, not three.
    std::vector<std::uint8_t> m_link;
    static constexpr std::uint8_t Edges = 0x0F;
    static constexpr std::uint8_t OnPath = 0x10;
    static constexpr std::uint8_t Sealed = 0x20;
    bool onPath(int cell) const { return m_link[std::size_t(cell)] & OnPath; }
    void setOnPath(int cell, bool on)
    {
        m_link[std::size_t(cell)]
            = std::uint8_t((m_link[std::size_t(cell)] & ~OnPath) | (on ? OnPath : 0));
    }
    // The per-cell search state below is zeroed (calloc). m_next and m_label are read only
    // where written, on the witness; a cell's parent and owner only where the current search
    // visited it.
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
    bool m_joined = false; // start and end stay connected without the cell
    std::uint8_t m_startSides = 0; // else: the cell's sides that reach start
    std::uint8_t m_endSides = 0; // and those that reach end
    // Where analyse()'s searches (one per side of the cell, numbered by side) met the
    // witness and each other: when they prove start and end joined, their trees hold a
    // detour round the cell, and the witness is mended along it without searching again.
    struct Meeting
    {
        int search; // the search that stepped from `cell`
        int other; // to `otherCell`, which `other` had reached
        int cell;
        int otherCell;
    };
    std::array<std::array<int, 2>, 4>
        m_reached {}; // per search: a witness cell it reached before the cell, after it; -1 none
    std::array<Meeting, 3> m_meetings {}; // searches are merged at most three times
    int m_meetingCount = 0;
    int m_detourFrom = -1; // the joined searches that reached the witness before the cell
    int m_detourTo = -1; // and after it
};
