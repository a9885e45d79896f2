// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "islandstep.h"
#include "steplist.h"
#include "world.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

struct IslandOutcome
{
    enum Status : std::uint8_t { Complete, Failed, Aborted };

    int id = 0;
    int target = 0;
    Status status = Failed;
    IslandFailure failure = IslandFailure::None;
    std::vector<std::uint32_t> cells; // complete islands only: row * cols + col, in the order added
};

// Everything one build produces. The map is not stored: replay the steps (IslandGrid).
struct IslandBuild
{
    int rows = 0;
    int cols = 0;
    std::vector<IslandStep> steps; // the whole trace, terminal entry included
    std::vector<IslandOutcome> islands; // every island attempted, in order
    int backtracks = 0;
    bool tooComplex = false;
    bool cancelled = false; // stopped through the cancel flag; incomplete
};

// The island lessons' generator (islands.md): a pure, deterministic function of the
// world. It never recurses (an explicit stack grows the island), so an island of a
// million cells builds in a thread with a small stack.
class IslandGenerator
{
public:
    // `cancel`, when given, is polled now and then; once set, the build stops early and
    // comes back with `cancelled` set. The whole step list (4 bytes a step, up to the step
    // limit) is reserved before the first step; if that memory is not there, this throws
    // std::bad_alloc at once, also under AddressSanitizer.
    static IslandBuild build(const World &world, const std::atomic_bool *cancel = nullptr);
    // The same build, its steps written into `list` as they are made: published every few
    // hundred thousand steps and at the end, each time followed by `published(count)`, so
    // that another thread can read them while the build runs. The returned build's own
    // `steps` stays empty.
    static IslandBuild build(const World &world, const std::atomic_bool *cancel,
        StepList<IslandStep> &list, const std::function<void(std::size_t)> &published);

    // The trace of islands.md: one untranslated line per step, each ending in '\n'.
    static std::string trace(const IslandBuild &build);
    // The same bytes handed to `write` as they are formatted, a block at a time, so a
    // trace of any length needs a fixed amount of memory. False if a write failed (`write`
    // returned false).
    using TraceWriter = std::function<bool(const char *data, std::size_t size)>;
    static bool writeTrace(const IslandBuild &build, const TraceWriter &write);
};
