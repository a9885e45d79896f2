// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>

// The map's colours, one table for every painter: the workbench's, the exports' and the
// page's (which keeps a copy that tst_mapcolours holds to this one). Each colour that a
// student must tell from its neighbour reaches 3:1 against it (WCAG 1.4.11): an island on
// the ocean or by a pit, a queued cell on rock or floor, the frame of a mark on its cell.
// Colours are 0xRRGGBB.
enum class MapPalette { Standard, ColourBlindSafe };

struct MapColours
{
    // Islands: water, the land of islands 1..8, the student's pits.
    std::uint32_t ocean;
    std::array<std::uint32_t, 8> islands;
    std::uint32_t pit;
    // The step's marks: the cell tried (a dark frame), its candidates (a dotted frame),
    // a backtrack's flash.
    std::uint32_t tried;
    std::uint32_t triedFrame;
    std::uint32_t candidate;
    std::uint32_t candidateFrame;
    std::uint32_t flash;
    // Dungeons: rock not yet dug, a tile's walls and floor, a pit, the queue, the tile
    // just placed, the cell considered, the path and its two ends.
    std::uint32_t rock;
    std::uint32_t wall;
    std::uint32_t floor;
    std::uint32_t dungeonPit;
    std::uint32_t queued;
    std::uint32_t placed;
    std::uint32_t considered;
    std::uint32_t path;
    std::uint32_t start;
    std::uint32_t end;
};

const MapColours &mapColours(MapPalette palette);

// The WCAG 2.1 contrast ratio of two 0xRRGGBB colours, 1 to 21.
double contrastRatio(std::uint32_t first, std::uint32_t second);

// The islands' patterns, so that two islands differ in more than colour where their numbers
// do not fit: whether pixel (x, y) of the map, counted from its top left corner, is ink in
// the pattern of island `island` (1..8; beyond 8 the patterns repeat). Lines, hatches and
// dots, PatternPeriod pixels apart.
inline constexpr int PatternPeriod = 6;
bool islandPatternInk(int island, int x, int y);
