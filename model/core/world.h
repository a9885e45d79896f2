// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

// What a generator reads of a scenario: the grid, its pits, the seed and the settings, in
// plain C++ with no Qt, so that the same generators build in the workbench, in the CLI and
// (compiled to WebAssembly) in a browser. The scenario (title, notes, questions, tile
// names) is the Qt model's; it hands its world to the generators (Scenario's conversion).

enum class MapMode : std::uint8_t { Island, Dungeon };
enum class IslandRule : std::uint8_t { Rule6a, Rule6b };

struct IslandSettings
{
    int count = 3;
    int min = 4;
    int max = 12;
    bool randomize = true;
    IslandRule rule = IslandRule::Rule6b;
    int stepLimit = 150000;

    friend bool operator==(const IslandSettings &a, const IslandSettings &b)
    {
        return a.count == b.count && a.min == b.min && a.max == b.max && a.randomize == b.randomize
            && a.rule == b.rule && a.stepLimit == b.stepLimit;
    }
    friend bool operator!=(const IslandSettings &a, const IslandSettings &b) { return !(a == b); }
};

struct World
{
    static constexpr int MaxSide = 1000;
    static constexpr int MaxIslands = 8;
    static constexpr int MaxTiles = 16;
    // All eight half-doors open: the big room.
    static constexpr std::uint8_t BigRoom = 0xFF;

    MapMode mode = MapMode::Island;
    int rows = 0;
    int cols = 0;
    std::uint64_t seed = 0;
    std::vector<std::uint8_t> pits; // row-major, rows * cols: 1 pit, 0 open
    IslandSettings islands;
    std::vector<std::uint8_t> tiles; // the dungeon's templates: their door masks, in order

    // The first template that is a big room, or -1: it goes on start and end.
    int bigRoomIndex() const
    {
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            if (tiles[i] == BigRoom)
                return int(i);
        }
        return -1;
    }
};
