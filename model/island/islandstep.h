#pragma once

#include "steplist.h"

#include <QString>

#include <cstdint>
#include <type_traits>

// Why an island could not be grown (islands.md, "The build").
enum class IslandFailure : std::uint8_t { None, NoSeed, Unreachable, DeadEnd };

// One entry of the island trace, as a compact value record (8 bytes). The trace text,
// the final map and every intermediate map are derived from a list of these. A trivial
// type (no member initializers; write `IslandStep step {}` for an all-zero one), so that
// the generator's step blocks are appended to the list by memmove, not one by one.
struct IslandStep
{
    enum Kind : std::uint8_t { Seed, Add, Backtrack, Complete, Failed, AllDone, TooComplex };

    std::uint16_t row;  // the cell of Seed, Add, Backtrack; the seed of a Failed
    std::uint16_t col;  // island that had one (failure Unreachable or DeadEnd)
    Kind kind;
    std::uint8_t island; // 1..8; 0 for AllDone and TooComplex
    IslandFailure failure;
    std::uint8_t reserved;

    bool hasCell() const
    {
        return kind == Seed || kind == Add || kind == Backtrack
                || (kind == Failed && failure != IslandFailure::NoSeed);
    }

    // The canonical, untranslated trace line of islands.md.
    QString traceLine() const;

    friend bool operator==(const IslandStep &a, const IslandStep &b)
    {
        return a.row == b.row && a.col == b.col && a.kind == b.kind && a.island == b.island
                && a.failure == b.failure;
    }
};

static_assert(sizeof(IslandStep) == 8, "an island step must stay an 8-byte value record");
static_assert(std::is_trivial_v<IslandStep>, "a step list is appended to by memmove");

// A build's steps, held once (StepList), and what a worker sends while it writes them.
using IslandStepList = StepList<IslandStep>;
using IslandStepBatch = StepBatch<IslandStep>;
