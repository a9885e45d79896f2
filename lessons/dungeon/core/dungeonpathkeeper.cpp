// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "dungeonpathkeeper.h"

#include "halfdoors.h"

#include <algorithm>
#include <cassert>
#include <utility>

using namespace DungeonTiles;

namespace {

// Group labels of the searches.
constexpr std::uint8_t ReachesStart = 1;
constexpr std::uint8_t ReachesEnd = 2;

} // namespace

DungeonPathKeeper::DungeonPathKeeper(const std::vector<std::uint8_t> &open, int stride,
    const std::vector<DungeonCandidate> &candidates)
    : m_stride(stride)
    , m_offset {-stride, 1, stride, -1}
    , m_candidates(candidates)
    , m_link(open.size(), 0)
{
    // Branch-free, as an open cell is 1 and a blocked one 0: with random pits a branch per
    // neighbour is mispredicted often. The frame rows are blocked and skipped.
    const auto s = std::size_t(stride);
    for (std::size_t cell = s; cell < open.size() - s; ++cell)
        m_link[cell] = std::uint8_t(
            (open[cell - s] | open[cell + 1] << 1 | open[cell + s] << 2 | open[cell - 1] << 3)
            * open[cell]);
}

bool DungeonPathKeeper::connect(int start, int end)
{
    // Two breadth-first searches over open cells, from start and from end, one cell each in
    // turn: they meet about halfway, visiting about half the cells of one search from start,
    // and a cut is proven once the smaller side is exhausted. Before anything but start and
    // end is placed, every two neighbouring open cells are joined in the graph of rule 2, so
    // the route where they meet is the first witness path.
    const std::size_t size = m_link.size();
    m_search = zeroedCells<SearchCell>(size);
    m_sealOf = zeroedCells<int>(size);
    m_next = zeroedCells<int>(size);
    m_label = zeroedCells<std::int64_t>(size);
    m_start = start;
    m_end = end;
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
                if (!(m_link[std::size_t(cell)] >> side & 1))
                    continue;
                if (!seen(next)) {
                    visit(next, s, opposite(side));
                } else if (owner(next) != s) {
                    setWitness(s == 0 ? cell : next, s == 0 ? next : cell);
                    // These searches may have visited a large part of the grid; later ones
                    // stay local.
                    for (auto &frontier : m_frontier)
                        std::vector<int>().swap(frontier);
                    return true;
                }
            }
        }
    }
}

std::uint8_t DungeonPathKeeper::pathSides(int cell) const
{
    if (!onPath(cell))
        return 0;
    const int before = previous(cell);
    const int after = m_next[std::size_t(cell)];
    std::uint8_t sides = 0;
    for (int side = 0; side < 4; ++side) {
        const int n = cell + m_offset[std::size_t(side)];
        if (n == before || n == after)
            sides |= std::uint8_t(1u << side);
    }
    return sides;
}

void DungeonPathKeeper::setWitness(int fromStart, int fromEnd)
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

void DungeonPathKeeper::relabel()
{
    const std::int64_t spacing = (std::int64_t(1) << 62) / (std::int64_t(m_pathLength) + 1);
    std::int64_t label = 0;
    for (int cell = m_start; cell != -1; cell = m_next[std::size_t(cell)]) {
        m_label[std::size_t(cell)] = label;
        label += spacing;
    }
}

void DungeonPathKeeper::relabelAround(int low, int high, std::int64_t between)
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
        const std::int64_t step
            = (m_label[std::size_t(high)] - m_label[std::size_t(low)]) / (between + 1);
        if (step >= MinSpacing) {
            std::int64_t label = m_label[std::size_t(low)];
            for (int c = m_next[std::size_t(low)]; c != high; c = m_next[std::size_t(c)])
                m_label[std::size_t(c)] = label += step;
            return;
        }
    }
}

void DungeonPathKeeper::rebuildWitness()
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
    assert(seen(m_end));
    setWitness(m_end, -1);
}

bool DungeonPathKeeper::decides(std::uint8_t pending, bool toStart, std::uint8_t required,
    std::uint8_t allowed, std::uint8_t pathSides) const
{
    const auto moreStart = std::uint8_t(m_startSides | (toStart ? pending : 0));
    const auto moreEnd = std::uint8_t(m_endSides | (toStart ? 0 : pending));
    for (const DungeonCandidate &candidate : m_candidates) {
        if (!answersRequired(candidate.mask, required))
            continue;
        const std::uint8_t kept = sidesOf(candidate.mask & allowed);
        if ((kept & pathSides) != pathSides
            && joinsStartAndEnd(kept, m_startSides, m_endSides)
                != joinsStartAndEnd(kept, moreStart, moreEnd))
            return true;
    }
    return false;
}

// The searches of analyse() run in lockstep, one cell each a round, each from one side of
// the cell and never into it. Where two meet they are merged (union-find over the four,
// at most three merges, each kept as a Meeting for mend()). A search's labels say which
// part of the witness it met: ReachesStart for a cell labelled below the cell's label,
// ReachesEnd above. A group with both proves start and end joined without the cell; a
// part whose searches are all exhausted is cut off but for the cell.
struct DungeonPathKeeper::Analysis
{
    int cell;
    std::int64_t label; // the cell's label on the witness
    std::uint8_t sides; // the cell's edges: the sides a search starts from
    std::uint8_t required;
    std::uint8_t allowed;
    std::uint8_t pathSides;
    std::array<int, 4> group {0, 1, 2, 3}; // union-find over the searches
    std::array<std::uint8_t, 4> labels {}; // per search: the labels it met
    std::array<std::uint8_t, 4> groupLabels {}; // per group's root, as of the last settling
    // The groups' state is worked out again only after a search gained a label, two groups
    // merged or a search ran dry: most rounds do none of that.
    bool changed = true;
    bool separated = false; // start's or end's side is exhausted

    int find(int s)
    {
        while (group[std::size_t(s)] != s)
            s = group[std::size_t(s)] = group[std::size_t(group[std::size_t(s)])];
        return s;
    }
};

void DungeonPathKeeper::analyse(
    int cell, std::uint8_t required, std::uint8_t allowed, std::uint8_t pathSides)
{
    Analysis analysis {cell, m_label[std::size_t(cell)],
        std::uint8_t(m_link[std::size_t(cell)] & Edges), required, allowed, pathSides};
    startSearches(analysis);
    for (;;) {
        if (analysis.changed && settleGroups(analysis))
            return;
        for (int s = 0; s < 4; ++s)
            stepSearch(analysis, s);
    }
}

std::uint8_t DungeonPathKeeper::classify(int cell, std::int64_t label) const
{
    if (!onPath(cell))
        return 0;
    return m_label[std::size_t(cell)] < label ? ReachesStart : ReachesEnd;
}

void DungeonPathKeeper::note(int search, int cell, std::uint8_t found)
{
    for (int i = 0; i < 2; ++i) {
        if ((found >> i & 1) && m_reached[std::size_t(search)][std::size_t(i)] < 0)
            m_reached[std::size_t(search)][std::size_t(i)] = cell;
    }
}

void DungeonPathKeeper::startSearches(Analysis &analysis)
{
    newEpoch();
    for (auto &reached : m_reached)
        reached = {-1, -1};
    m_meetingCount = 0;
    // The cell itself is taken out of the graph (no search meets it: each skips it first).
    m_search[std::size_t(analysis.cell)].mark = m_epoch << SearchCell::EpochShift;
    for (int side = 0; side < 4; ++side) {
        if (analysis.sides >> side & 1) {
            const int n = analysis.cell + m_offset[std::size_t(side)];
            visit(n, side, -1);
            analysis.labels[std::size_t(side)] = classify(n, analysis.label);
            note(side, n, analysis.labels[std::size_t(side)]);
        }
    }
}

bool DungeonPathKeeper::settleGroups(Analysis &analysis)
{
    analysis.changed = false;
    analysis.groupLabels = {};
    std::array<bool, 4> groupActive {};
    for (int s = 0; s < 4; ++s) {
        if (analysis.sides >> s & 1) {
            const auto root = std::size_t(analysis.find(s));
            analysis.groupLabels[root] |= analysis.labels[std::size_t(s)];
            groupActive[root] = groupActive[root] || !frontierEmpty(s);
        }
    }
    bool startAlive = false;
    bool endAlive = false;
    for (std::size_t g = 0; g < 4; ++g) {
        if (analysis.groupLabels[g] == (ReachesStart | ReachesEnd)) {
            keepDetour(analysis, g);
            return true;
        }
        startAlive = startAlive || (groupActive[g] && analysis.groupLabels[g] == ReachesStart);
        endAlive = endAlive || (groupActive[g] && analysis.groupLabels[g] == ReachesEnd);
    }
    analysis.separated = !startAlive || !endAlive;
    return analysis.separated && settleCut(analysis, groupActive, startAlive, endAlive);
}

void DungeonPathKeeper::keepDetour(Analysis &analysis, std::size_t group)
{
    m_joined = true;
    m_detourFrom = m_detourTo = -1;
    for (int s = 0; s < 4; ++s) {
        if ((analysis.sides >> s & 1) && std::size_t(analysis.find(s)) == group) {
            if (m_reached[std::size_t(s)][0] >= 0)
                m_detourFrom = s;
            if (m_reached[std::size_t(s)][1] >= 0)
                m_detourTo = s;
        }
    }
}

bool DungeonPathKeeper::settleCut(
    Analysis &analysis, const std::array<bool, 4> &groupActive, bool startAlive, bool endAlive)
{
    m_joined = false;
    m_startSides = m_endSides = 0;
    std::uint8_t pendingSides = 0; // sides whose search runs and has met neither part yet
    std::array<std::uint8_t, 4> sideLabels {};
    for (int s = 0; s < 4; ++s) {
        if (analysis.sides >> s & 1) {
            const auto root = std::size_t(analysis.find(s));
            sideLabels[std::size_t(s)] = analysis.groupLabels[root];
            if (sideLabels[std::size_t(s)] & ReachesStart)
                m_startSides |= std::uint8_t(1u << s);
            if (sideLabels[std::size_t(s)] & ReachesEnd)
                m_endSides |= std::uint8_t(1u << s);
            if (groupActive[root] && !analysis.groupLabels[root])
                pendingSides |= std::uint8_t(1u << s);
        }
    }
    // A search still looking may only find the side that is not exhausted, and only needs
    // to go on if that would change a verdict: in a thin dungeon such a search may have a
    // large region of rock ahead of it, and most candidates are settled by the sides
    // already known (the witness's own two).
    if (pendingSides
        && decides(
            pendingSides, startAlive, analysis.required, analysis.allowed, analysis.pathSides))
        return false;
    // The exhausted side is closed but for this cell, which is filled next and keeps a door
    // into it; that side stays behind this cell for good (edges only ever go), so later
    // searches need not walk it again.
    if (!startAlive)
        seal(analysis.cell, ReachesStart, analysis.sides, sideLabels);
    if (!endAlive)
        seal(analysis.cell, ReachesEnd, analysis.sides, sideLabels);
    return true;
}

void DungeonPathKeeper::stepSearch(Analysis &analysis, int search)
{
    const auto s = std::size_t(search);
    if (!(analysis.sides >> search & 1) || frontierEmpty(search))
        return;
    // Once a cut is proven, only the searches not yet known to reach an end go on.
    if (analysis.separated && analysis.groupLabels[std::size_t(analysis.find(search))])
        return;
    const int c = m_frontier[s][m_heads[s]++];
    // The cell's edges but the one to its parent, which this search has seen: one round per
    // edge (two or three), not four tests of which one to skip.
    unsigned edges = m_link[std::size_t(c)] & Edges;
    if (const int via = parentSide(c); via >= 0)
        edges &= ~(1u << via);
    std::uint8_t found = 0; // labels this step meets
    for (; edges; edges &= edges - 1) {
        const int side = __builtin_ctz(edges);
        const int d = c + m_offset[std::size_t(side)];
        if (d == analysis.cell)
            continue;
        if (seen(d)) {
            // Mostly a sibling: the same search, no merge.
            const int other = owner(d);
            if (other == search)
                continue;
            const int a = analysis.find(search);
            const int b = analysis.find(other);
            if (a != b) {
                analysis.group[std::size_t(b)] = a;
                analysis.changed = true;
                m_meetings[std::size_t(m_meetingCount++)] = {search, other, c, d};
            }
        } else if (const std::uint8_t sealed = sealedLabel(d, analysis.label)) {
            // A sealed region is entered only through its gate, this witness cell.
            found |= sealed;
            note(search, c, sealed);
        } else {
            visit(d, search, opposite(side));
            const std::uint8_t reaches = classify(d, analysis.label);
            found |= reaches;
            note(search, d, reaches);
        }
    }
    analysis.changed = analysis.changed || (found & ~analysis.labels[s]) || frontierEmpty(search);
    analysis.labels[s] |= found;
}

std::uint8_t DungeonPathKeeper::regionLabel(int cell, std::int64_t label) const
{
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

void DungeonPathKeeper::seal(
    int gate, std::uint8_t label, std::uint8_t sides, const std::array<std::uint8_t, 4> &sideLabels)
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

void DungeonPathKeeper::appendTreePath(int from, int to)
{
    // Both ways up to the search's root; below their last common cell the two chains part.
    const std::size_t begin = m_route.size();
    for (int c = from; c != -1; c = parent(c))
        m_route.push_back(c);
    std::vector<int> &down = m_chain;
    down.clear();
    for (int c = to; c != -1; c = parent(c))
        down.push_back(c);
    while (m_route.size() > begin + 1 && down.size() > 1
        && m_route[m_route.size() - 2] == down[down.size() - 2]) {
        m_route.pop_back();
        down.pop_back();
    }
    down.pop_back(); // the common cell, already in the route
    m_route.insert(m_route.end(), down.rbegin(), down.rend());
}

bool DungeonPathKeeper::takeDetour(int cell)
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
            for (const auto &[here, there] :
                {std::pair(m.search, m.other), std::pair(m.other, m.search)}) {
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

void DungeonPathKeeper::repair(int from, int to)
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

void DungeonPathKeeper::splice(
    int first, int last, const std::vector<int> &route, std::size_t begin, std::size_t end)
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

void DungeonPathKeeper::mend(int cell, std::uint8_t pathSides)
{
    if (!pathSides)
        return;
    // The witness's neighbours of the cell: the one it points to, and the other of its sides.
    const int after = m_next[std::size_t(cell)];
    int before = -1;
    for (int side = 0; side < 4; ++side) {
        const int n = cell + m_offset[std::size_t(side)];
        if ((pathSides >> side & 1) && n != after)
            before = n;
    }
    auto keeps = [&](int neighbour) {
        for (int side = 0; side < 4; ++side) {
            if (cell + m_offset[std::size_t(side)] == neighbour)
                return (edges(cell) >> side & 1) != 0;
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
