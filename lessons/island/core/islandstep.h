// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "steplist.h"

#include <cstdint>
#include <string>
#include <type_traits>

// Why an island could not be grown (islands.md, "The build").
enum class IslandFailure : std::uint8_t { None, NoSeed, Unreachable, DeadEnd };

// One entry of the island trace, as a compact value record (4 bytes). The trace text,
// the final map and every intermediate map are derived from a list of these, so a large
// build's memory is mostly these records: a 5,000,001-step build writes 20 MB of them.
// A trivial type (no member initializers; write `IslandStep step {}` for an all-zero
// one), so that the generator's step blocks are appended to the list by memmove.
struct IslandStep
{
    enum Kind : std::uint8_t { Seed, Add, Backtrack, Complete, Failed, AllDone, TooComplex };

    // Bit fields, the first in the lowest bits (as GCC and Clang lay them out): a cell is
    // row | col << 10, which the generator composes in one register.
    std::uint32_t row : 10; // the cell of Seed, Add, Backtrack; the seed of a Failed
    std::uint32_t col : 10; // island that had one (failure Unreachable or DeadEnd)
    Kind kind : 3;
    std::uint32_t island : 4; // 1..8; 0 for AllDone and TooComplex
    IslandFailure failure : 2;
    std::uint32_t reserved : 3;

    bool hasCell() const
    {
        return kind == Seed || kind == Add || kind == Backtrack
            || (kind == Failed && failure != IslandFailure::NoSeed);
    }

    // The canonical, untranslated trace line of islands.md.
    std::string traceLine() const;
    // The move's word in the trace and the answer key: SEED, ADD, BACKTRACK, COMPLETE,
    // FAILED, DONE, TOO COMPLEX.
    static const char *kindWord(Kind kind);

    friend bool operator==(const IslandStep &a, const IslandStep &b)
    {
        return a.row == b.row && a.col == b.col && a.kind == b.kind && a.island == b.island
            && a.failure == b.failure;
    }
};

static_assert(sizeof(IslandStep) == 4, "an island step must stay a 4-byte value record");
static_assert(std::is_trivial_v<IslandStep>, "a step list is appended to by memmove");

// A build's steps, held once (StepList), and what a worker sends while it writes them.
using IslandStepList = StepList<IslandStep>;
using IslandStepBatch = StepBatch<IslandStep>;
