// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "islandcallstack.h"

#include "splitmix64.h"

namespace {

// SplitMix64's state moves by this much a draw (islands.md, "Random numbers").
constexpr std::uint64_t Gamma = 0x9E3779B97F4A7C15ULL;

// The generator after `draws` draws: its next draw is the (draws + 1)-th of the build.
SplitMix64 randomAfter(std::uint64_t seed, std::uint64_t draws)
{
    return SplitMix64(seed + draws * Gamma);
}

int islandOf(const IslandStep &step)
{
    return step.kind == IslandStep::AllDone || step.kind == IslandStep::TooComplex ? 0
                                                                                   : step.island;
}

} // namespace

void IslandCallStack::setScenario(const World &world)
{
    m_seed = world.seed;
    m_low = std::min(world.islands.min, world.islands.max);
    m_high = std::max(world.islands.min, world.islands.max);
    m_randomize = world.islands.randomize;
    m_rule = world.islands.rule;
    m_start = IslandGrid(world);
    m_steps.reset();
    m_source = nullptr;
    reset();
}

void IslandCallStack::reset()
{
    m_grid = m_start;
    m_frames.clear();
    m_draws = 0;
    m_island = 0;
    m_targets.fill(0);
    m_backtracks = 0;
    m_ended.clear();
    m_position = 0;
    m_changedFrom = 0;
}

void IslandCallStack::seek(const std::shared_ptr<const IslandStepList> &steps, int position)
{
    m_steps = steps;
    if (!steps) {
        m_source = nullptr;
        reset();
        return;
    }
    seekIn(steps.get(), *steps, int(steps->available()), position);
}

void IslandCallStack::seek(const std::vector<IslandStep> &steps, int position)
{
    m_steps.reset();
    seekIn(&steps, steps, int(steps.size()), position);
}

template <typename List>
void IslandCallStack::seekIn(const void *source, const List &list, int available, int position)
{
    if (source != m_source) {
        reset();
        m_source = source;
    }
    position = std::clamp(position, 0, available);
    // Going back further than the start is away costs more than walking from the start.
    if (position < m_position - position)
        reset();
    for (; m_position < position; ++m_position)
        apply(m_position, list[std::size_t(m_position)]);
    for (; m_position > position; --m_position)
        unapply(m_position - 1, list[std::size_t(m_position - 1)]);
    m_island = m_position > 0 ? islandOf(list[std::size_t(m_position - 1)]) : 0;
}

IslandCallStack::CandidateState IslandCallStack::candidateState(int depth, int index) const
{
    const Frame &f = frame(depth);
    if (index < f.next - 1)
        return CandidateState::Failed;
    if (index == f.next - 1)
        return depth < this->depth() - 1 ? CandidateState::Trying : CandidateState::Failed;
    return CandidateState::Pending;
}

int IslandCallStack::takeChangedFrom()
{
    const int from = std::min(m_changedFrom, depth());
    m_changedFrom = INT_MAX;
    return from;
}

// The frame of grow(cell) for the step's cell, which is land now. A call that finds its
// island complete (the base case) has no candidates and draws nothing.
void IslandCallStack::push(const IslandStep &step, std::uint64_t draws, bool grows)
{
    Frame &f = m_frames.emplace_back();
    f.row = step.row;
    f.col = step.col;
    f.draws = draws;
    if (!grows)
        return;
    static constexpr int Directions[4][2]
        = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}}; // (row, column) order
    for (const auto &d : Directions) {
        const int r = step.row + d[0];
        const int c = step.col + d[1];
        if (m_grid.isValidExpansion(r, c, step.island, m_rule))
            f.candidates[f.count++] = std::uint32_t(r * m_grid.cols() + c);
    }
    if (m_randomize) {
        SplitMix64 random = randomAfter(m_seed, draws);
        for (int k = f.count - 1; k >= 1; --k)
            std::swap(f.candidates[std::size_t(k)],
                f.candidates[std::size_t(random.below(std::uint64_t(k + 1)))]);
    }
}

int IslandCallStack::drawsOf(const Frame &frame) const
{
    return m_randomize && frame.count >= 2 ? frame.count - 1 : 0;
}

void IslandCallStack::apply(int index, const IslandStep &step)
{
    const auto island = std::size_t(step.island);
    switch (step.kind) {
    case IslandStep::Seed: {
        // Every island draws its target first, then its seed (islands.md, "The build").
        const int target
            = m_low + int(randomAfter(m_seed, m_draws).below(std::uint64_t(m_high - m_low + 1)));
        m_targets[island] = target;
        m_grid.apply(step);
        push(step, m_draws + 2, target > 1);
        m_draws += 2 + std::uint64_t(drawsOf(m_frames.back()));
        touch(0);
        break;
    }
    case IslandStep::Add:
        if (!m_frames.empty())
            ++m_frames.back().next;
        touch(depth() - 1);
        m_grid.apply(step);
        push(step, m_draws, depth() + 1 < m_targets[island]);
        m_draws += std::uint64_t(drawsOf(m_frames.back()));
        break;
    case IslandStep::Backtrack:
        if (std::size_t(m_backtracks) < m_poppedDraws.size())
            m_poppedDraws[std::size_t(m_backtracks)] = std::uint32_t(m_frames.back().draws);
        else
            m_poppedDraws.push_back(std::uint32_t(m_frames.back().draws));
        ++m_backtracks;
        m_frames.pop_back();
        m_grid.apply(step);
        touch(depth() - 1);
        break;
    case IslandStep::Failed:
        if (step.failure == IslandFailure::NoSeed) {
            m_targets[island] = m_low
                + int(randomAfter(m_seed, m_draws).below(std::uint64_t(m_high - m_low + 1)));
            ++m_draws;
            break;
        }
        // Not enough reachable water: grow() was never called, so the seed's shuffle
        // drew nothing.
        if (step.failure == IslandFailure::Unreachable && !m_frames.empty())
            m_draws = m_frames.front().draws;
        m_grid.apply(step);
        m_ended[index] = std::move(m_frames);
        m_frames.clear();
        touch(0);
        break;
    case IslandStep::Complete:
    case IslandStep::TooComplex:
        m_grid.apply(step);
        m_ended[index] = std::move(m_frames);
        m_frames.clear();
        touch(0);
        break;
    case IslandStep::AllDone:
        break;
    }
}

void IslandCallStack::unapply(int index, const IslandStep &step)
{
    switch (step.kind) {
    case IslandStep::Seed:
        m_draws = m_frames.back().draws - 2;
        m_frames.pop_back();
        m_grid.unapply(step);
        touch(0);
        break;
    case IslandStep::Add:
        m_draws = m_frames.back().draws;
        m_frames.pop_back();
        m_grid.unapply(step);
        if (!m_frames.empty())
            --m_frames.back().next;
        touch(depth() - 1);
        break;
    case IslandStep::Backtrack: {
        m_grid.unapply(step);
        --m_backtracks;
        push(step, m_poppedDraws[std::size_t(m_backtracks)], true);
        Frame &f = m_frames.back();
        f.next = f.count; // every candidate was tried before the backtrack
        touch(depth() - 2);
        break;
    }
    case IslandStep::Failed:
        if (step.failure == IslandFailure::NoSeed) {
            --m_draws;
            break;
        }
        m_grid.unapply(step);
        m_frames = std::move(m_ended[index]);
        m_ended.erase(index);
        if (step.failure == IslandFailure::Unreachable && !m_frames.empty())
            m_draws = m_frames.front().draws + std::uint64_t(drawsOf(m_frames.front()));
        touch(0);
        break;
    case IslandStep::Complete:
    case IslandStep::TooComplex:
        m_grid.unapply(step);
        m_frames = std::move(m_ended[index]);
        m_ended.erase(index);
        touch(0);
        break;
    case IslandStep::AllDone:
        break;
    }
}
