// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeongenerator.h"
#include "world.h"

#include <cstdint>
#include <string>

// The texts of a dungeon that scenario.md fixes, byte for byte.

// The picture of `mapgen dungeon --map`: each cell is drawn as 4x4 characters,
//
//     # a b #      a UL, b UR   (top side, left and right half)
//     h m m c      h LU, c RU   (left and right side, upper half)
//     g m m d      g LD, d RD   (left and right side, lower half)
//     # f e #      f DL, e DR   (bottom side, left and right half)
//
// where a half-door letter is '.' when the cell's doors have that half-door and '#' (wall)
// when not, the corners are always '#', and the 2x2 middle m is '.' (floor) for a filled
// cell, 'S' for the start and 'E' for the end. Rock (cells never filled) and pits are 16
// '#'. Since facing half-doors match, an opening shows as '.' on both sides of an edge.
// `doors` and `filled` hold a byte per cell, row-major; start and end are cell numbers
// (row * cols + col) or -1.
std::string dungeonPicture(
    int rows, int cols, const std::uint8_t *doors, const std::uint8_t *filled, int start, int end);
// The picture of a finished build.
std::string dungeonPicture(const DungeonBuild &build);

// `mapgen dungeon --json` of a build that started, without the final '\n': the keys in
// order (cols, end, placement, rows, seed, start, templates, tiles), no spaces, the seed
// a number up to 2^53 and a string above.
std::string dungeonJson(const World &world, const DungeonBuild &build);

// A seed as the JSON of scenario files and of --json writes it.
std::string seedJson(std::uint64_t seed);
