// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "islandgrid.h"
#include "islandstep.h"
#include "world.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

// The active grow() calls of an island build at one playback position, derived from the
// step list alone: a frame is pushed by a seed or an ADD, popped by a BACKTRACK, and the
// stack is empty after an island's complete, FAILED and the end. Each frame also knows
// its candidates in the order grow() tries them: the generator draws every random number
// from one SplitMix64 sequence, whose state after k draws is seed + k * gamma, so the
// stack keeps the number of draws made so far and replays a frame's shuffle from it.
//
// seek() applies or un-applies only the steps between the old and the new position, so
// one step of playback costs one step here; a jump back to near the start walks forward
// from the start instead. Plain C++ in the core: the workbench's Call Stack dock, You Are
// the Algorithm and the web lesson's Call Stack panel (through WebAssembly) all ask it.
class IslandCallStack
{
public:
    struct Frame
    {
        std::uint16_t row = 0;
        std::uint16_t col = 0;
        std::uint8_t count = 0; // candidates (valid expansions when grow() was called)
        std::uint8_t next = 0; // candidates tried so far, the one being tried included
        std::array<std::uint32_t, 4> candidates {}; // row * cols + col, in the order tried
        std::uint64_t draws = 0; // random numbers drawn before this frame's shuffle
    };
    enum class CandidateState { Failed, Trying, Pending };

    IslandCallStack() = default;
    explicit IslandCallStack(const World &world) { setScenario(world); }

    // A new world (or a new build of it): back to position 0.
    void setScenario(const World &world);
    // Shows the stack after the first `position` steps of `steps` (a list of another
    // build than before starts anew).
    void seek(const std::shared_ptr<const IslandStepList> &steps, int position);
    // The same over a whole build's steps (the web lesson's); `steps` must outlive the
    // stack's use of it.
    void seek(const std::vector<IslandStep> &steps, int position);

    int position() const { return m_position; }
    int depth() const { return int(m_frames.size()); }
    const Frame &frame(int depth) const { return m_frames[std::size_t(depth)]; }
    // The island of the last step (0 before the first and after the end).
    int island() const { return m_island; }
    // The island's target size, once its seed (or its FAILED entry) has been reached.
    int target(int island) const { return m_targets[std::size_t(island)]; }
    int cols() const { return m_grid.cols(); }
    const IslandGrid &grid() const { return m_grid; }

    // What the frame's candidate `index` is at this position.
    CandidateState candidateState(int depth, int index) const;

    // The smallest depth whose frame changed since the last call, or depth() if none did
    // (frames from there on must be shown again); resets the mark.
    int takeChangedFrom();

private:
    template <typename List>
    void seekIn(const void *source, const List &list, int available, int position);
    void reset();
    void apply(int index, const IslandStep &step);
    void unapply(int index, const IslandStep &step);
    void push(const IslandStep &step, std::uint64_t draws, bool shuffle);
    int drawsOf(const Frame &frame) const;
    void touch(int depth) { m_changedFrom = std::min(m_changedFrom, std::max(depth, 0)); }

    std::uint64_t m_seed = 0;
    int m_low = 1;
    int m_high = 1;
    bool m_randomize = true;
    IslandRule m_rule = IslandRule::Rule6b;
    IslandGrid m_start; // the scenario's starting map

    std::shared_ptr<const IslandStepList> m_steps; // kept alive while followed
    const void *m_source = nullptr; // the steps followed
    int m_position = 0;
    IslandGrid m_grid;
    std::vector<Frame> m_frames;
    std::uint64_t m_draws = 0; // random numbers drawn by the build up to the position
    int m_island = 0;
    std::array<int, 9> m_targets {};
    // The draw count of each frame a BACKTRACK popped, by backtrack number, so that
    // stepping back over it restores the frame's candidate order: 4 bytes a backtrack
    // walked (a build draws at most 3 numbers a step plus 2 an island, so even the largest
    // step limit, 100,000,000, stays below 2^32 draws).
    std::vector<std::uint32_t> m_poppedDraws;
    int m_backtracks = 0;
    // The stacks that an island's end emptied, by step index, to step back over it.
    std::map<int, std::vector<Frame>> m_ended;
    int m_changedFrom = INT_MAX;
};
