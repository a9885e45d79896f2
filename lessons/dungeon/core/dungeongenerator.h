// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonsteps.h"
#include "world.h"

#include <atomic>
#include <cstdint>
#include <vector>

// Why a dungeon build could not start (dungeon.md, "The build", 1).
enum class DungeonFailure : std::uint8_t {
    None,
    TooFewCells, // fewer than two open cells
    CutApart, // pits leave no chain of open cells from start to end
    NoBigRoom, // the tile set has no template 0xFF (scenario files refuse such a set)
};

// One candidate of the tile set: a template in one rotation. The candidates of a tile set
// are its templates in order, each in rotations 0..3, a rotated mask seen before skipped.
struct DungeonCandidate
{
    std::uint8_t mask = 0;
    std::uint8_t templateIndex = 0;
    std::uint8_t rotation = 0;
};

// Everything one build produces. Cells are numbered row * cols + col.
struct DungeonBuild
{
    int rows = 0;
    int cols = 0;
    DungeonSteps steps; // the whole build, Done included
    int start = -1; // -1 when no start was drawn
    int end = -1;
    std::vector<std::uint8_t> doors; // per cell; 0 for rock and pits
    std::vector<std::int8_t> templates; // per cell: template index, -1 where nothing was placed
    std::vector<std::uint8_t> rotations; // per cell: quarter turns of the placed template
    // Per cell, as the build left them: the half-doors it may open and those it must open
    // (a filled cell's as they were when it was filled; 0 for pits). With `doors`, the grid
    // after the last step without replaying the steps (DungeonGrid::finished).
    std::vector<std::uint8_t> allowed;
    std::vector<std::uint8_t> required;
    int placed = 0; // tiles placed, start and end included
    int rejected = 0; // candidates found invalid
    int openCells = 0; // cells that are not pits
    DungeonFailure failure = DungeonFailure::None;
    bool cancelled = false; // stopped through the cancel flag; incomplete

    bool started() const { return failure == DungeonFailure::None; }
    bool finished() const { return started() && !cancelled; }
};

// The dungeon lesson's generator (dungeon.md): a pure, deterministic function of the
// world. Rule 2 ("a start-to-end path stays possible") is decided without a search of
// the whole grid per candidate: a DungeonPathKeeper holds one witness path and searches
// only when a candidate would drop the path at the cell being filled, locally and from all
// of the cell's sides at once, so that the search stops at the smaller piece.
class DungeonGenerator
{
public:
    // `cancel`, when given, is polled now and then; once set, the build stops early and
    // comes back with `cancelled` set.
    static DungeonBuild build(const World &world, const std::atomic_bool *cancel = nullptr);

    // The candidates of the templates `tiles` (door masks), in the order rule 2 of
    // dungeon.md considers them.
    static std::vector<DungeonCandidate> candidates(const std::vector<std::uint8_t> &tiles);
};
