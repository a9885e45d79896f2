#include "islandgenerator.h"

#include "hugepages.h"
#include "splitmix64.h"

#include <QIODevice>

#include <algorithm>
#include <array>
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
// every build. Untouched pages cost nothing, so asking twice is cheap.
void reserveSteps(std::vector<IslandStep> &steps, std::size_t count)
{
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

// One level of grow(): the cell just added and its shuffled candidates.
struct GrowFrame
{
    int cell;
    std::uint8_t count;
    std::uint8_t next;
    std::array<int, 4> candidates;
};

class Builder
{
public:
    // The steps go to `steps` (the build's own list when null); `published`, when given,
    // hears every PublishInterval steps how many are written.
    Builder(const Scenario &scenario, const std::atomic_bool *cancel, std::vector<IslandStep> *steps = nullptr,
            const std::function<void(std::size_t)> *published = nullptr)
        : m_steps(steps ? *steps : m_build.steps),
          m_published(published),
          m_scenario(scenario),
          m_rule(scenario.islands.rule),
          m_shift(strideShift(scenario.cols)),
          m_stride(1 << m_shift),
          m_blocked(std::size_t(scenario.rows + 2) << m_shift, 1),
          m_seedBlocked(m_blocked.size(), 1),
          m_random(scenario.seed),
          m_cancel(cancel)
    {
        for (int r = 0; r < scenario.rows; ++r) {
            // Row copies, no branch per cell: pits (0 or 1 each) are as good as random
            // to the branch predictor.
            const std::uint8_t *pits = scenario.pits.data() + std::size_t(r) * std::size_t(scenario.cols);
            const auto first = std::size_t(cellAt(r, 0));
            std::memcpy(&m_blocked[first], pits, std::size_t(scenario.cols));
            std::memcpy(&m_seedBlocked[first], pits, std::size_t(scenario.cols));
        }
        const int s = m_stride;
        m_orthogonal = {-s, -1, 1, s}; // up, left, right, down: (row, column) order
        m_around = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
        m_build.rows = scenario.rows;
        m_build.cols = scenario.cols;
        // The whole list at once: address space is free until written, the hot loop never
        // reallocates (which would need the old and the new list at once), and a build that
        // cannot have its memory fails here, before any work.
        reserveSteps(m_steps, std::size_t(scenario.islands.stepLimit) + 1);
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
    std::uint16_t rowOf(int cell) const { return std::uint16_t((cell >> m_shift) - 1); }
    std::uint16_t colOf(int cell) const { return std::uint16_t((cell & (m_stride - 1)) - 1); }

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
                    m_blocked[std::size_t(cell + offset)] = m_seedBlocked[std::size_t(cell + offset)] = 1;
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

    // Appends an entry; true when the trace has reached the step limit.
    bool record(IslandStep::Kind kind, std::uint8_t island, int cell,
              IslandFailure failure = IslandFailure::None)
    {
        // Filled in place: a step built on the stack and copied whole would stall on
        // store forwarding, the costliest thing in the loop.
        IslandStep &step = m_steps.emplace_back();
        step.kind = kind;
        step.island = island;
        step.failure = failure;
        if (cell >= 0) {
            step.row = rowOf(cell);
            step.col = colOf(cell);
        }
        if (kind == IslandStep::Backtrack)
            ++m_build.backtracks;
        // A countdown, not a modulo: one decrement a step on the hot path.
        if (m_published && --m_untilPublish == 0) {
            m_untilPublish = PublishInterval;
            (*m_published)(m_steps.size());
        }
        return int(m_steps.size()) >= m_scenario.islands.stepLimit;
    }

    // Polled every few thousand backtracks: without backtracks a build has at most one
    // entry per cell, and ends in milliseconds anyway.
    bool cancelled()
    {
        if (m_cancel && --m_untilPoll == 0) {
            m_untilPoll = PollInterval;
            if (m_cancel->load(std::memory_order_relaxed))
                m_build.cancelled = true;
        }
        return m_build.cancelled;
    }

    int reachableAtLeast(int seed, int target);
    void fillFrame(GrowFrame &frame, int cell);
    void abortIsland(std::uint8_t island);

    // Grows island `island` from `seed`; returns false if the step limit stopped it.
    bool grow(int seed, IslandOutcome &outcome);

    IslandBuild m_build;
    std::vector<IslandStep> &m_steps;
    const std::function<void(std::size_t)> *m_published;
    // About 4 ms of steps: a long build shows its progress without flooding the GUI thread.
    static constexpr int PublishInterval = 1 << 18;
    int m_untilPublish = PublishInterval;
    const Scenario &m_scenario;
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
    static constexpr int PollInterval = 4096;
    int m_untilPoll = PollInterval;
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

void Builder::fillFrame(GrowFrame &frame, int cell)
{
    // The count is kept in a register and stored once: a store through a byte may alias any
    // load to the compiler, which then reloads the grid and the generator after each one.
    const std::uint8_t *const blocked = m_blocked.data();
    std::array<int, 4> &candidates = frame.candidates;
    unsigned count = 0;
    for (const int offset : m_orthogonal) {
        // Branch-free: whether a neighbour is open is as good as random to the predictor.
        candidates[count] = cell + offset;
        count += unsigned(!blocked[cell + offset]);
    }
    if (m_scenario.islands.randomize) {
        for (int k = int(count) - 1; k >= 1; --k) {
            // below(k + 1) of islands.md, by a constant: n is 2 to 4 here, and a remainder
            // by a constant is a multiply or a mask where a variable one is a division.
            const std::uint64_t z = m_random.next();
            const auto j = std::size_t(k == 1 ? z % 2 : k == 2 ? z % 3 : z % 4);
            std::swap(candidates[std::size_t(k)], candidates[j]);
        }
    }
    frame.cell = cell;
    frame.count = std::uint8_t(count);
    frame.next = 0;
}

void Builder::abortIsland(std::uint8_t island)
{
    for (const int cell : m_cells)
        setWater(cell);
    m_build.islands.back().status = IslandOutcome::Aborted;
    m_steps.push_back(IslandStep {0, 0, IslandStep::TooComplex, island, IslandFailure::None, 0});
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
    // frames[0..top] hold the island's cells in the order added, one per recursion level;
    // the cell that completes the island gets no frame of its own.
    GrowFrame *const frames = m_frames.get();
    GrowFrame *top = frames;
    int size = 1;
    int last = seed;
    if (target > 1)
        fillFrame(*top, seed);

    auto collect = [&](bool withLast) {
        m_cells.clear();
        m_cells.reserve(std::size_t(size));
        for (const GrowFrame *f = frames; f <= top; ++f)
            m_cells.push_back(f->cell);
        if (withLast)
            m_cells.push_back(last);
    };

    while (size < target) {
        if (top->next < top->count) {
            last = top->candidates[top->next++];
            setLand(last);
            ++size;
            if (record(IslandStep::Add, island, last)) {
                collect(true);
                abortIsland(island);
                return false;
            }
            if (size < target)
                fillFrame(*++top, last);
        } else {
            if (top == frames)
                break; // the seed's candidates are exhausted: a dead end
            const int cell = (top--)->cell;
            setWater(cell);
            --size;
            if (record(IslandStep::Backtrack, island, cell)) {
                collect(false);
                abortIsland(island);
                return false;
            }
            if (cancelled())
                return false;
        }
    }

    if (size >= target) {
        collect(target > 1);
        if (target == 1)
            m_cells.assign(1, seed);
        outcome.status = IslandOutcome::Complete;
        if (outcome.id < m_scenario.islands.count) // only later islands keep away from it
            settle(m_cells);
        outcome.cells.reserve(m_cells.size());
        for (const int cell : m_cells)
            outcome.cells.push_back(std::uint32_t(rowOf(cell) * m_scenario.cols + colOf(cell)));
        return !record(IslandStep::Complete, island, -1);
    }
    setWater(seed);
    outcome.failure = IslandFailure::DeadEnd;
    return !record(IslandStep::Failed, island, seed, IslandFailure::DeadEnd);
}

IslandBuild Builder::run()
{
    const IslandSettings &settings = m_scenario.islands;
    const int low = std::min(settings.min, settings.max);
    const int high = std::max(settings.min, settings.max);
    for (int id = 1; id <= settings.count; ++id) {
        const auto island = std::uint8_t(id);
        IslandOutcome outcome;
        outcome.id = id;
        outcome.target = low + int(m_random.below(std::uint64_t(high - low + 1)));
        m_build.islands.push_back(outcome);
        IslandOutcome &current = m_build.islands.back();

        const auto eligible = std::size_t(std::count(m_seedBlocked.begin(), m_seedBlocked.end(), 0));
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

    if (int(m_steps.size()) >= m_scenario.islands.stepLimit) {
        m_steps.push_back(IslandStep {0, 0, IslandStep::TooComplex, 0, IslandFailure::None, 0});
        m_build.tooComplex = true;
    } else {
        m_steps.push_back(IslandStep {0, 0, IslandStep::AllDone, 0, IslandFailure::None, 0});
    }
    return std::move(m_build);
}

} // namespace

IslandBuild IslandGenerator::build(const Scenario &scenario, const std::atomic_bool *cancel)
{
    return Builder(scenario, cancel).run();
}

IslandBuild IslandGenerator::build(const Scenario &scenario, const std::atomic_bool *cancel,
                                   StepList<IslandStep> &list,
                                   const std::function<void(std::size_t)> &published)
{
    std::vector<IslandStep> &steps = list.writable();
    const std::function<void(std::size_t)> publish = [&](std::size_t count) {
        list.publish(count);
        if (published)
            published(count);
    };
    IslandBuild build = Builder(scenario, cancel, &steps, &publish).run();
    publish(steps.size());
    return build;
}

std::size_t IslandGenerator::stepMemory(int stepLimit)
{
    return (std::size_t(std::max(stepLimit, 0)) + 1) * sizeof(IslandStep);
}

namespace {

// Formats trace lines into one reused buffer and hands it on whenever it is nearly full.
// The text is exactly IslandStep::traceLine() plus '\n', without a QString per line.
template<typename Flush>
bool formatTrace(const IslandBuild &build, Flush flush)
{
    constexpr std::size_t BlockSize = 1 << 20;
    constexpr std::size_t LongestLine = 40; // ">> Island 8 seed at (65535,65535)\n" and less
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

QByteArray IslandGenerator::trace(const IslandBuild &build)
{
    QByteArray text;
    formatTrace(build, [&text](const char *data, std::size_t size) {
        text.append(data, qsizetype(size));
        return true;
    });
    return text;
}

bool IslandGenerator::writeTrace(const IslandBuild &build, QIODevice *device)
{
    return formatTrace(build, [device](const char *data, std::size_t size) {
        return device->write(data, qint64(size)) == qint64(size);
    });
}
