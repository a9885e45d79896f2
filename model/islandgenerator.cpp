#include "islandgenerator.h"

#include "splitmix64.h"

#include <array>
#include <utility>

namespace {

// The generator works on a copy of the grid with a one-cell frame, so that neighbour
// checks need no bounds tests. Cell values: 0 water, 1..8 island, Pit, Frame.
constexpr std::uint8_t Water = 0;
constexpr std::uint8_t Pit = 9;
constexpr std::uint8_t Frame = 10;

inline bool isLand(std::uint8_t v)
{
    return unsigned(v) - 1u < 8u;
}

// One level of grow(): the cell just added and its shuffled candidates.
struct Frame_
{
    int cell;
    std::uint8_t count;
    std::uint8_t next;
    std::array<int, 4> candidates;
};

class Builder
{
public:
    Builder(const Scenario &scenario, const std::atomic_bool *cancel)
        : m_scenario(scenario),
          m_rule(scenario.islands.rule),
          m_stride(scenario.cols + 2),
          m_grid(std::size_t(scenario.rows + 2) * std::size_t(scenario.cols + 2), Frame),
          m_visited(m_grid.size(), 0),
          m_random(scenario.seed),
          m_cancel(cancel)
    {
        for (int r = 0; r < scenario.rows; ++r) {
            for (int c = 0; c < scenario.cols; ++c)
                m_grid[std::size_t(cellAt(r, c))] = scenario.isPit(r, c) ? Pit : Water;
        }
        const int s = m_stride;
        m_orthogonal = {-s, -1, 1, s}; // up, left, right, down: (row, column) order
        m_around = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
        m_build.rows = scenario.rows;
        m_build.cols = scenario.cols;
        m_build.steps.reserve(std::size_t(std::min(scenario.islands.stepLimit + 1, 1 << 16)));
    }

    IslandBuild run();

private:
    int cellAt(int row, int col) const { return (row + 1) * m_stride + col + 1; }
    std::uint16_t rowOf(int cell) const { return std::uint16_t(cell / m_stride - 1); }
    std::uint16_t colOf(int cell) const { return std::uint16_t(cell % m_stride - 1); }

    bool isValidExpansion(int cell, std::uint8_t island) const
    {
        if (m_grid[std::size_t(cell)] != Water)
            return false;
        if (m_rule == IslandRule::Rule6a)
            return true;
        for (const int offset : m_around) {
            const std::uint8_t v = m_grid[std::size_t(cell + offset)];
            if (isLand(v) && v != island)
                return false;
        }
        return true;
    }

    bool isSeedEligible(int cell) const
    {
        if (m_grid[std::size_t(cell)] != Water)
            return false;
        if (m_rule == IslandRule::Rule6a) {
            for (const int offset : m_orthogonal) {
                if (isLand(m_grid[std::size_t(cell + offset)]))
                    return false;
            }
            return true;
        }
        for (const int offset : m_around) {
            if (isLand(m_grid[std::size_t(cell + offset)]))
                return false;
        }
        return true;
    }

    // Appends an entry; true when the trace has reached the step limit.
    bool record(IslandStep::Kind kind, std::uint8_t island, int cell,
              IslandFailure failure = IslandFailure::None)
    {
        IslandStep step;
        step.kind = kind;
        step.island = island;
        step.failure = failure;
        if (cell >= 0) {
            step.row = rowOf(cell);
            step.col = colOf(cell);
        }
        m_build.steps.push_back(step);
        if (kind == IslandStep::Backtrack)
            ++m_build.backtracks;
        return int(m_build.steps.size()) >= m_scenario.islands.stepLimit;
    }

    bool cancelled()
    {
        if (m_cancel && (m_build.steps.size() & 0xFFFF) == 0 && m_cancel->load(std::memory_order_relaxed))
            m_build.cancelled = true;
        return m_build.cancelled;
    }

    int reachableAtLeast(int seed, std::uint8_t island, int target);
    void pushFrame(int cell, std::uint8_t island);
    void abortIsland(std::uint8_t island);

    // Grows island `island` from `seed`; returns false if the step limit stopped it.
    bool grow(int seed, IslandOutcome &outcome);

    const Scenario &m_scenario;
    IslandRule m_rule;
    int m_stride;
    std::vector<std::uint8_t> m_grid;
    std::vector<std::uint32_t> m_visited; // stamps of the reachability search
    std::uint32_t m_stamp = 0;
    std::vector<int> m_queue;
    std::vector<Frame_> m_stack;
    std::vector<int> m_cells; // the current island's land, in the order added
    std::array<int, 4> m_orthogonal {};
    std::array<int, 8> m_around {};
    SplitMix64 m_random;
    const std::atomic_bool *m_cancel;
    IslandBuild m_build;
};

int Builder::reachableAtLeast(int seed, std::uint8_t island, int target)
{
    // Breadth-first over valid expansions; it may stop once `target` cells are found,
    // since only "fewer than target" matters.
    ++m_stamp;
    m_queue.clear();
    m_queue.push_back(seed);
    m_visited[std::size_t(seed)] = m_stamp;
    for (std::size_t head = 0; head < m_queue.size() && int(m_queue.size()) < target; ++head) {
        const int cell = m_queue[head];
        for (const int offset : m_orthogonal) {
            const int next = cell + offset;
            if (m_visited[std::size_t(next)] != m_stamp && isValidExpansion(next, island)) {
                m_visited[std::size_t(next)] = m_stamp;
                m_queue.push_back(next);
            }
        }
    }
    return int(m_queue.size());
}

void Builder::pushFrame(int cell, std::uint8_t island)
{
    Frame_ frame {cell, 0, 0, {}};
    for (const int offset : m_orthogonal) {
        if (isValidExpansion(cell + offset, island))
            frame.candidates[frame.count++] = cell + offset;
    }
    if (m_scenario.islands.randomize) {
        for (int k = frame.count - 1; k >= 1; --k) {
            const int j = int(m_random.below(std::uint64_t(k + 1)));
            std::swap(frame.candidates[std::size_t(k)], frame.candidates[std::size_t(j)]);
        }
    }
    m_stack.push_back(frame);
}

void Builder::abortIsland(std::uint8_t island)
{
    for (const int cell : m_cells)
        m_grid[std::size_t(cell)] = Water;
    m_build.islands.back().status = IslandOutcome::Aborted;
    m_build.steps.push_back(IslandStep {0, 0, IslandStep::TooComplex, island, IslandFailure::None, 0});
    m_build.tooComplex = true;
}

bool Builder::grow(int seed, IslandOutcome &outcome)
{
    const auto island = std::uint8_t(outcome.id);
    const int target = outcome.target;
    m_stack.clear();
    m_cells.assign(1, seed);
    if (target > 1)
        pushFrame(seed, island);

    while (!m_stack.empty() && int(m_cells.size()) < target) {
        if (cancelled())
            return false;
        Frame_ &top = m_stack.back();
        if (top.next < top.count) {
            const int cell = top.candidates[top.next++];
            m_grid[std::size_t(cell)] = island;
            m_cells.push_back(cell);
            if (record(IslandStep::Add, island, cell)) {
                abortIsland(island);
                return false;
            }
            if (int(m_cells.size()) < target)
                pushFrame(cell, island);
        } else {
            const int cell = top.cell;
            m_stack.pop_back();
            if (m_stack.empty())
                break; // the seed's candidates are exhausted: a dead end
            m_grid[std::size_t(cell)] = Water;
            m_cells.pop_back();
            if (record(IslandStep::Backtrack, island, cell)) {
                abortIsland(island);
                return false;
            }
        }
    }

    if (int(m_cells.size()) >= target) {
        outcome.status = IslandOutcome::Complete;
        outcome.cells.reserve(m_cells.size());
        for (const int cell : m_cells)
            outcome.cells.push_back(std::uint32_t(rowOf(cell) * m_scenario.cols + colOf(cell)));
        return !record(IslandStep::Complete, island, -1);
    }
    m_grid[std::size_t(seed)] = Water;
    outcome.failure = IslandFailure::DeadEnd;
    return !record(IslandStep::Failed, island, seed, IslandFailure::DeadEnd);
}

IslandBuild Builder::run()
{
    const IslandSettings &settings = m_scenario.islands;
    const int low = std::min(settings.min, settings.max);
    const int high = std::max(settings.min, settings.max);
    std::vector<int> eligible;

    for (int id = 1; id <= settings.count; ++id) {
        const auto island = std::uint8_t(id);
        IslandOutcome outcome;
        outcome.id = id;
        outcome.target = low + int(m_random.below(std::uint64_t(high - low + 1)));
        m_build.islands.push_back(outcome);
        IslandOutcome &current = m_build.islands.back();

        eligible.clear();
        for (int r = 0; r < m_scenario.rows; ++r) {
            for (int c = 0; c < m_scenario.cols; ++c) {
                if (isSeedEligible(cellAt(r, c)))
                    eligible.push_back(cellAt(r, c));
            }
        }
        if (eligible.empty()) {
            current.failure = IslandFailure::NoSeed;
            if (record(IslandStep::Failed, island, -1, IslandFailure::NoSeed))
                break;
            continue;
        }

        const int seed = eligible[std::size_t(m_random.below(eligible.size()))];
        m_grid[std::size_t(seed)] = island;
        m_cells.assign(1, seed);
        if (record(IslandStep::Seed, island, seed)) {
            abortIsland(island);
            return std::move(m_build);
        }

        if (reachableAtLeast(seed, island, current.target) < current.target) {
            m_grid[std::size_t(seed)] = Water;
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

    if (int(m_build.steps.size()) >= m_scenario.islands.stepLimit) {
        m_build.steps.push_back(IslandStep {0, 0, IslandStep::TooComplex, 0, IslandFailure::None, 0});
        m_build.tooComplex = true;
    } else {
        m_build.steps.push_back(IslandStep {0, 0, IslandStep::AllDone, 0, IslandFailure::None, 0});
    }
    return std::move(m_build);
}

} // namespace

IslandBuild IslandGenerator::build(const Scenario &scenario, const std::atomic_bool *cancel)
{
    return Builder(scenario, cancel).run();
}

QByteArray IslandGenerator::trace(const IslandBuild &build)
{
    QByteArray text;
    text.reserve(int(build.steps.size()) * 16);
    for (const IslandStep &step : build.steps) {
        text.append(step.traceLine().toLatin1());
        text.append('\n');
    }
    return text;
}
