// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "islandgenerator.h"

#include "forceinline.h"
#include "hugepages.h"
#include "splitmix64.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <charconv>
#include <cstring>
#include <functional>
#include <memory>
#include <new>
#include <utility>

namespace {

// Reserves room for `count` steps, or throws std::bad_alloc. The memory is asked of
// nothrow new first: AddressSanitizer's throwing new aborts instead of throwing, while its
// nothrow new returns null (allocator_may_return_null), so a refusal is catchable in
// every build. Untouched pages cost nothing, so asking twice is cheap. A list that already
// has the room (a worker's, reused) keeps its memory, pages already mapped.
void reserveSteps(std::vector<IslandStep> &steps, std::size_t count)
{
    if (steps.capacity() >= count)
        return;
    void *room = ::operator new(count * sizeof(IslandStep), std::nothrow);
    if (!room)
        throw std::bad_alloc();
    ::operator delete(room);
    steps.reserve(count);
    adviseHugePages(steps.data(), count * sizeof(IslandStep));
}

// The generator works on a copy of the grid with a one-cell frame, so that neighbour
// checks need no bounds tests. It needs no map of its own: which island owns a cell
// follows from the steps (IslandGrid); what it needs is whether a cell is open.

// A cell of the framed grid in the hot loop: unsigned, so that indexing needs no sign
// extension (a 32-bit result is zero-extended for free).
using Cell = std::uint32_t;

static_assert(World::MaxSide <= 1 << 10, "a step's row and column have 10 bits each");

// One level of grow(): the cell just added and its shuffled candidates.
struct GrowFrame
{
    Cell cell;
    std::uint8_t count;
    std::uint8_t next;
    std::array<Cell, 4> candidates;
};

// The open neighbours of `cell`, shuffled as islands.md says. A free function of what it
// needs, so that the hot loop's copies of that state stay in registers when it is inlined.
inline void fillFrame(GrowFrame &frame, Cell cell, const std::uint8_t *blocked, Cell stride,
    bool randomize, SplitMix64 &random)
{
    std::array<Cell, 4> &candidates = frame.candidates;
    unsigned count = 0;
    for (const Cell offset : {0 - stride, 0 - 1u, 1u, stride}) { // up, left, right, down (mod 2^32)
        // Branch-free: whether a neighbour is open is as good as random to the predictor.
        candidates[count] = cell + offset;
        count += unsigned(!blocked[cell + offset]);
    }
    if (randomize) {
        for (int k = int(count) - 1; k >= 1; --k) {
            // below(k + 1) of islands.md, by a constant: n is 2 to 4 here, and a remainder
            // by a constant is a multiply or a mask where a variable one is a division.
            const std::uint64_t z = random.next();
            const auto j = std::size_t(k == 1 ? z % 2 : k == 2 ? z % 3 : z % 4);
            std::swap(candidates[std::size_t(k)], candidates[j]);
        }
    }
    frame.cell = cell;
    frame.count = std::uint8_t(count);
    frame.next = 0;
}

// An entry's 4 bytes composed in a register and stored at once (GCC would insert the bit
// fields one by one): the kind and island part once per island (stepBits), the cell's part
// per step (writeStep), row | col << 10 as IslandStep lays them out.
std::uint32_t stepBits(IslandStep::Kind kind, std::uint8_t island, Cell row = 0, Cell col = 0)
{
    const IslandStep step {row, col, kind, island, IslandFailure::None, 0};
    std::uint32_t bits;
    std::memcpy(&bits, &step, sizeof bits);
    return bits;
}

MAPGEN_FORCE_INLINE void writeStep(
    IslandStep *out, std::uint32_t bits, Cell cell, Cell shift, Cell stride)
{
    const Cell row = (cell >> shift) - 1;
    const Cell col = (cell & (stride - 1)) - 1;
    bits |= row | col << 10;
    std::memcpy(static_cast<void *>(out), &bits, sizeof bits);
}

// How an island's growth (Builder::search) ended.
enum class GrowExit { Grown, DeadEnd, LimitOnAdd, LimitOnBacktrack, Cancelled };

class Builder
{
public:
    // The steps go to `steps` (the build's own list when null); `published`, when given,
    // hears every PublishInterval steps how many are written.
    Builder(const World &world, const std::atomic_bool *cancel,
        std::vector<IslandStep> *steps = nullptr,
        const std::function<void(std::size_t)> *published = nullptr)
        : m_steps(steps ? *steps : m_build.steps)
        , m_published(published)
        , m_world(world)
        , m_rule(world.islands.rule)
        , m_shift(strideShift(world.cols))
        , m_stride(1 << m_shift)
        , m_blocked(std::size_t(world.rows + 2) << m_shift, 1)
        , m_seedBlocked(m_blocked.size(), 1)
        , m_random(world.seed)
        , m_cancel(cancel)
        ,
        // A limit below 1 stops at the first entry, as a limit of 1 does.
        m_limit(std::size_t(std::max(world.islands.stepLimit, 1)))
    {
        for (int r = 0; r < world.rows; ++r) {
            // Row copies, no branch per cell: pits (0 or 1 each) are as good as random
            // to the branch predictor.
            const std::uint8_t *pits = world.pits.data() + std::size_t(r) * std::size_t(world.cols);
            const auto first = std::size_t(cellAt(r, 0));
            std::memcpy(&m_blocked[first], pits, std::size_t(world.cols));
            std::memcpy(&m_seedBlocked[first], pits, std::size_t(world.cols));
        }
        const int s = m_stride;
        m_orthogonal = {-s, -1, 1, s}; // up, left, right, down: (row, column) order
        m_around = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
        m_build.rows = world.rows;
        m_build.cols = world.cols;
        // The whole list at once: address space is free until written, the hot loop never
        // reallocates (which would need the old and the new list at once), and a build that
        // cannot have its memory fails here, before any work.
        reserveSteps(m_steps, std::size_t(world.islands.stepLimit) + 1);
        m_stop = m_out + std::min(BlockSize, m_limit);
    }

    IslandBuild run();

private:
    // A framed row is a power of two long, so a cell's row and column are a shift and a
    // mask away: no division on the hot path.
    static int strideShift(int cols)
    {
        int shift = 0;
        while ((1 << shift) < cols + 2)
            ++shift;
        return shift;
    }
    int cellAt(int row, int col) const { return ((row + 1) << m_shift) + col + 1; }
    unsigned rowOf(int cell) const { return unsigned((cell >> m_shift) - 1); }
    unsigned colOf(int cell) const { return unsigned((cell & (m_stride - 1)) - 1); }

    // Only the growing island's land changes while it grows; every other island's land is
    // settled. So "valid expansion" is kept up to date in m_blocked (not water, or, for 6b,
    // next to settled land), and checking a candidate is one load, never a scan.
    bool isValidExpansion(int cell) const { return !m_blocked[std::size_t(cell)]; }

    // Seed eligibility is kept the same way in m_seedBlocked: not water, or next to land
    // (any of 8 neighbours under 6b, of the 4 orthogonal ones under 6a). Between islands
    // all land is settled, so one byte tells whether a cell may take a seed.
    void settle(const std::vector<int> &cells)
    {
        for (const int cell : cells) {
            m_seedBlocked[std::size_t(cell)] = 1;
            if (m_rule == IslandRule::Rule6a) {
                for (const int offset : m_orthogonal)
                    m_seedBlocked[std::size_t(cell + offset)] = 1;
            } else {
                for (const int offset : m_around)
                    m_blocked[std::size_t(cell + offset)]
                        = m_seedBlocked[std::size_t(cell + offset)] = 1;
            }
        }
    }

    // The seed-eligible cells in row-major order are the zero bytes of m_seedBlocked (the
    // frame is blocked); returns the `index`-th of them.
    int eligibleCell(std::size_t index) const
    {
        // Whole blocks are counted (the compiler vectorises std::count); only the block
        // that holds the cell is walked byte by byte.
        constexpr std::size_t Block = 256;
        const std::uint8_t *data = m_seedBlocked.data();
        const std::size_t size = m_seedBlocked.size();
        std::size_t start = 0;
        for (; start + Block <= size; start += Block) {
            const auto open = std::size_t(std::count(data + start, data + start + Block, 0));
            if (index < open)
                break;
            index -= open;
        }
        for (std::size_t cell = start;; ++cell) {
            if (!data[cell] && index-- == 0)
                return int(cell);
        }
    }

    void setLand(int cell) { m_blocked[std::size_t(cell)] = 1; }

    // Only ever called for a cell that was a valid expansion before it became land.
    void setWater(int cell) { m_blocked[std::size_t(cell)] = 0; }

    // Steps written so far, those still in the block included.
    std::size_t stepCount() const { return m_steps.size() + std::size_t(m_out - m_block.get()); }

    // Appends the block to the list, publishes the list every PublishInterval steps and sets
    // the next stop; true when the list has reached the step limit.
    bool flush()
    {
        m_steps.insert(m_steps.end(), m_block.get(), m_out);
        m_out = m_block.get();
        const std::size_t size = m_steps.size();
        if (m_published && size % PublishInterval == 0)
            (*m_published)(size);
        m_stop = m_out + std::min(BlockSize, m_limit - std::min(size, m_limit));
        return size >= m_limit;
    }

    // Appends an entry; true when the trace has reached the step limit.
    bool record(IslandStep::Kind kind, std::uint8_t island, int cell,
        IslandFailure failure = IslandFailure::None)
    {
        IslandStep step {0, 0, kind, island, failure, 0};
        if (cell >= 0) {
            step.row = rowOf(cell);
            step.col = colOf(cell);
        }
        *m_out = step;
        return ++m_out == m_stop && flush();
    }

    // The terminal entry, after the last block.
    void finish(IslandStep::Kind kind, std::uint8_t island)
    {
        flush();
        m_steps.push_back(IslandStep {0, 0, kind, island, IslandFailure::None, 0});
    }

    // Polled at every block: without backtracks a build has at most one entry per cell,
    // and ends in milliseconds anyway.
    bool cancelled()
    {
        if (m_cancel && m_cancel->load(std::memory_order_relaxed))
            m_build.cancelled = true;
        return m_build.cancelled;
    }

    int reachableAtLeast(int seed, int target);
    void abortIsland(std::uint8_t island);

    // Grows island `island` from `seed`; returns false if the step limit stopped it.
    bool grow(int seed, IslandOutcome &outcome);
    // Where grow()'s search stopped: frames[0..top] hold the island's cells in the order
    // added, one per recursion level; the cell that completes the island (`last`) gets no
    // frame of its own.
    struct GrowEnd
    {
        GrowExit exit;
        const GrowFrame *top;
        int size;
        Cell last;
    };
    // The depth-first search of islands.md from `seed` until the island has `target` cells,
    // its candidates run out, the step limit is reached or the build is cancelled. The hot
    // loop of a build; force-inlined, so that grow() and it compile to one function.
    MAPGEN_FORCE_INLINE GrowEnd search(Cell seed, std::uint8_t island, int target);
    // m_cells from the frames up to `end.top`, and the last cell added if `withLast`.
    void collect(const GrowEnd &end, bool withLast);
    // The island of m_cells is complete; false if its entry reached the step limit.
    bool complete(IslandOutcome &outcome);

    IslandBuild m_build;
    std::vector<IslandStep> &m_steps;
    const std::function<void(std::size_t)> *m_published;
    // About 4 ms of steps: a long build shows its progress without flooding the GUI thread.
    static constexpr std::size_t PublishInterval = 1 << 18;
    const World &m_world;
    IslandRule m_rule;
    int m_shift;
    int m_stride;
    std::vector<std::uint8_t> m_blocked; // 1 where no island may expand to now
    std::vector<std::uint8_t> m_seedBlocked; // 1 where no seed may be placed now
    std::vector<int> m_queue;
    std::unique_ptr<GrowFrame[]> m_frames; // the explicit recursion stack
    int m_frameCapacity = 0;
    std::vector<int> m_cells; // the current island's land, in the order added
    std::array<int, 4> m_orthogonal {};
    std::array<int, 8> m_around {};
    SplitMix64 m_random;
    const std::atomic_bool *m_cancel;
    // Steps are written into a block that stays in the cache and appended to the list a block
    // at a time: the hot loop keeps its cursor in a register and compares it with one stop
    // (the block's end, or the step limit if nearer) instead of updating the vector per step.
    static constexpr std::size_t BlockSize = 4096;
    static_assert(PublishInterval % BlockSize == 0, "the list is published at a block's end");
    std::unique_ptr<IslandStep[]> m_block {new IslandStep[BlockSize]};
    IslandStep *m_out = m_block.get();
    IslandStep *m_stop = m_out;
    std::size_t m_limit;
};

int Builder::reachableAtLeast(int seed, int target)
{
    // Breadth-first over valid expansions; it may stop once `target` cells are found,
    // since only "fewer than target" matters.
    m_queue.clear();
    m_queue.reserve(std::size_t(target));
    m_queue.push_back(seed);
    // Visited cells are marked in m_blocked itself (one load per neighbour), then opened
    // again: every cell the search reached was a valid expansion, the seed is land.
    for (std::size_t head = 0; head < m_queue.size() && int(m_queue.size()) < target; ++head) {
        const int cell = m_queue[head];
        for (const int offset : m_orthogonal) {
            const int next = cell + offset;
            if (isValidExpansion(next)) {
                m_blocked[std::size_t(next)] = 2;
                m_queue.push_back(next);
            }
        }
    }
    for (std::size_t i = 1; i < m_queue.size(); ++i)
        m_blocked[std::size_t(m_queue[i])] = 0;
    return int(m_queue.size());
}

void Builder::abortIsland(std::uint8_t island)
{
    for (const int cell : m_cells)
        setWater(cell);
    m_build.islands.back().status = IslandOutcome::Aborted;
    finish(IslandStep::TooComplex, island);
    m_build.tooComplex = true;
}

bool Builder::grow(int seed, IslandOutcome &outcome)
{
    const auto island = std::uint8_t(outcome.id);
    const int target = outcome.target;
    if (m_frameCapacity < target) {
        m_frames.reset(new GrowFrame[std::size_t(target)]);
        m_frameCapacity = target;
    }
    const std::size_t firstStep = stepCount();
    const GrowEnd end = search(Cell(seed), island, target);
    // No counter in the loop: an Add raised the size by one and a Backtrack lowered it, so
    // the entries written and the size give the backtracks.
    m_build.backtracks += int((stepCount() - firstStep - std::size_t(end.size - 1)) / 2);

    switch (end.exit) {
    case GrowExit::LimitOnAdd:
    case GrowExit::LimitOnBacktrack:
        collect(end, end.exit == GrowExit::LimitOnAdd);
        abortIsland(island);
        return false;
    case GrowExit::Cancelled:
        return false;
    case GrowExit::DeadEnd:
        setWater(seed);
        outcome.failure = IslandFailure::DeadEnd;
        return !record(IslandStep::Failed, island, seed, IslandFailure::DeadEnd);
    case GrowExit::Grown:
        break;
    }
    collect(end, target > 1);
    if (target == 1)
        m_cells.assign(1, seed);
    return complete(outcome);
}

Builder::GrowEnd Builder::search(Cell seed, std::uint8_t island, int target)
{
    // The loop's state is held in locals, written back on the way out: each byte stored
    // into the grid may alias any member to the compiler, which would reload them all.
    std::uint8_t *const blocked = m_blocked.data();
    const auto stride = Cell(m_stride);
    const auto shift = Cell(m_shift);
    const bool randomize = m_world.islands.randomize;
    SplitMix64 random = m_random;
    IslandStep *out = m_out;
    IslandStep *stop = m_stop;

    GrowFrame *const frames = m_frames.get();
    GrowFrame *top = frames;
    int size = 1;
    Cell last = seed;
    if (target > 1)
        fillFrame(*top, last, blocked, stride, randomize, random);

    assert(stepBits(IslandStep::Add, island, 1, 2)
        == (stepBits(IslandStep::Add, island) | 1u | 2u << 10));
    const std::uint32_t addBits = stepBits(IslandStep::Add, island);
    const std::uint32_t backtrackBits = stepBits(IslandStep::Backtrack, island);
    GrowExit exit = GrowExit::Grown;
    // At a stop: the block goes to the list; the limit or a cancel ends the island.
    auto stopped = [&](GrowExit onLimit) {
        m_out = out;
        if (flush())
            exit = onLimit;
        else if (cancelled())
            exit = GrowExit::Cancelled;
        out = m_out;
        stop = m_stop;
        return exit != GrowExit::Grown;
    };
    while (size < target) {
        if (top->next < top->count) {
            last = top->candidates[top->next++];
            blocked[last] = 1; // setLand
            ++size;
            writeStep(out, addBits, last, shift, stride);
            if (++out == stop && stopped(GrowExit::LimitOnAdd))
                break;
            if (size < target) {
                fillFrame(top[1], last, blocked, stride, randomize, random);
                if (top[1].count != 0) {
                    ++top;
                    continue;
                }
                // A dead end is taken back at once: no frame pushed and popped, no round
                // through the loop's Add-or-Backtrack test.
                blocked[last] = 0; // setWater
                --size;
                writeStep(out, backtrackBits, last, shift, stride);
                if (++out == stop && stopped(GrowExit::LimitOnBacktrack))
                    break;
            }
        } else {
            if (top == frames) {
                exit = GrowExit::DeadEnd; // the seed's candidates are exhausted
                break;
            }
            const Cell cell = (top--)->cell;
            blocked[cell] = 0; // setWater
            --size;
            writeStep(out, backtrackBits, cell, shift, stride);
            if (++out == stop && stopped(GrowExit::LimitOnBacktrack))
                break;
        }
    }
    m_out = out;
    m_random = random;
    return {exit, top, size, last};
}

void Builder::collect(const GrowEnd &end, bool withLast)
{
    m_cells.clear();
    m_cells.reserve(std::size_t(end.size));
    for (const GrowFrame *f = m_frames.get(); f <= end.top; ++f)
        m_cells.push_back(int(f->cell));
    if (withLast)
        m_cells.push_back(int(end.last));
}

bool Builder::complete(IslandOutcome &outcome)
{
    outcome.status = IslandOutcome::Complete;
    if (outcome.id < m_world.islands.count) // only later islands keep away from it
        settle(m_cells);
    outcome.cells.reserve(m_cells.size());
    for (const int cell : m_cells)
        outcome.cells.push_back(rowOf(cell) * unsigned(m_world.cols) + colOf(cell));
    return !record(IslandStep::Complete, std::uint8_t(outcome.id), -1);
}

IslandBuild Builder::run()
{
    const IslandSettings &settings = m_world.islands;
    const int low = std::min(settings.min, settings.max);
    const int high = std::max(settings.min, settings.max);
    for (int id = 1; id <= settings.count; ++id) {
        const auto island = std::uint8_t(id);
        IslandOutcome outcome;
        outcome.id = id;
        outcome.target = low + int(m_random.below(std::uint64_t(high - low + 1)));
        m_build.islands.push_back(outcome);
        IslandOutcome &current = m_build.islands.back();

        const auto eligible
            = std::size_t(std::count(m_seedBlocked.begin(), m_seedBlocked.end(), 0));
        if (eligible == 0) {
            current.failure = IslandFailure::NoSeed;
            if (record(IslandStep::Failed, island, -1, IslandFailure::NoSeed))
                break;
            continue;
        }

        const int seed = eligibleCell(std::size_t(m_random.below(eligible)));
        setLand(seed);
        m_cells.assign(1, seed);
        if (record(IslandStep::Seed, island, seed)) {
            abortIsland(island);
            return std::move(m_build);
        }

        if (reachableAtLeast(seed, current.target) < current.target) {
            setWater(seed);
            current.failure = IslandFailure::Unreachable;
            if (record(IslandStep::Failed, island, seed, IslandFailure::Unreachable))
                break;
            continue;
        }

        if (!grow(seed, current)) {
            if (m_build.tooComplex || m_build.cancelled)
                return std::move(m_build);
            break; // the island's own last entry reached the limit
        }
    }

    if (int(stepCount()) >= m_world.islands.stepLimit) {
        finish(IslandStep::TooComplex, 0);
        m_build.tooComplex = true;
    } else {
        finish(IslandStep::AllDone, 0);
    }
    return std::move(m_build);
}

} // namespace

IslandBuild IslandGenerator::build(const World &world, const std::atomic_bool *cancel)
{
    return Builder(world, cancel).run();
}

IslandBuild IslandGenerator::build(const World &world, const std::atomic_bool *cancel,
    StepList<IslandStep> &list, const std::function<void(std::size_t)> &published)
{
    std::vector<IslandStep> &steps = list.writable();
    const std::function<void(std::size_t)> publish = [&](std::size_t count) {
        list.publish(count);
        if (published)
            published(count);
    };
    IslandBuild build = Builder(world, cancel, &steps, &publish).run();
    publish(steps.size());
    return build;
}

namespace {

// Formats trace lines into one reused buffer and hands it on whenever it is nearly full.
// The text is exactly IslandStep::traceLine() plus '\n', without a QString per line.
template <typename Flush> bool formatTrace(const IslandBuild &build, Flush flush)
{
    constexpr std::size_t BlockSize = 1 << 20;
    constexpr std::size_t LongestLine = 40; // ">> Island 8 seed at (1023,1023)\n" and less
    std::unique_ptr<char[]> block(new char[BlockSize]);
    char *const begin = block.get();
    char *const end = begin + BlockSize;
    char *out = begin;
    auto text = [&out](const auto &literal) { // a string literal: its size is known
        std::memcpy(out, literal, sizeof(literal) - 1);
        out += sizeof(literal) - 1;
    };
    auto number = [&out, end](unsigned value) { out = std::to_chars(out, end, value).ptr; };
    for (const IslandStep &step : build.steps) {
        switch (step.kind) {
        case IslandStep::Seed:
            text(">> Island ");
            number(step.island);
            text(" seed at (");
            number(step.row);
            text(",");
            number(step.col);
            text(")\n");
            break;
        case IslandStep::Add:
        case IslandStep::Backtrack:
            if (step.kind == IslandStep::Add)
                text("> ADD (");
            else
                text("X BACKTRACK (");
            number(step.row);
            text(", ");
            number(step.col);
            text(")\n");
            break;
        case IslandStep::Complete:
            text("+ Island ");
            number(step.island);
            text(" complete!\n");
            break;
        case IslandStep::Failed:
            text("! Island ");
            number(step.island);
            text(" FAILED\n");
            break;
        case IslandStep::AllDone:
            text("-- All done --\n");
            break;
        case IslandStep::TooComplex:
            text("! TOO COMPLEX\n");
            break;
        }
        if (std::size_t(end - out) < LongestLine) {
            if (!flush(begin, std::size_t(out - begin)))
                return false;
            out = begin;
        }
    }
    return out == begin || flush(begin, std::size_t(out - begin));
}

} // namespace

std::string IslandGenerator::trace(const IslandBuild &build)
{
    std::string text;
    formatTrace(build, [&text](const char *data, std::size_t size) {
        text.append(data, size);
        return true;
    });
    return text;
}

bool IslandGenerator::writeTrace(const IslandBuild &build, const TraceWriter &write)
{
    return formatTrace(build, write);
}
