// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

// The half-door arithmetic of dungeon.md, "Doors": eight bits per tile, numbered clockwise
// from the top side's left half, so that a quarter turn is a rotation by two bits.
namespace DungeonTiles {

enum HalfDoor : std::uint8_t {
    UL = 1 << 0, // top, left half
    UR = 1 << 1, // top, right half
    RU = 1 << 2, // right, upper half
    RD = 1 << 3, // right, lower half
    DR = 1 << 4, // bottom, right half
    DL = 1 << 5, // bottom, left half
    LD = 1 << 6, // left, lower half
    LU = 1 << 7, // left, upper half
};

// Sides in the order the generator visits them (dungeon.md, "Placing a tile").
enum Side : std::uint8_t { Up = 0, Right = 1, Down = 2, Left = 3 };

constexpr std::uint8_t BigRoom = 0xFF;
constexpr std::uint8_t AllSides = 0x0F;

constexpr int opposite(int side)
{
    return side ^ 2;
}

// The two half-door bits of `side`.
constexpr std::uint8_t sideMask(int side)
{
    return std::uint8_t(0x03u << (2 * side));
}

// `quarterTurns` clockwise quarter turns, 0..3.
constexpr std::uint8_t rotate(std::uint8_t tile, int quarterTurns)
{
    const unsigned shift = unsigned(2 * (quarterTurns & 3));
    return std::uint8_t(
        ((unsigned(tile) << shift) | (unsigned(tile) >> ((8 - shift) & 7))) & 0xFFu);
}

// The half-doors that face `tile`'s across the shared edges: UL <-> DL, UR <-> DR,
// RU <-> LU, RD <-> LD. A mirror, not the sketch's 180-degree turn, which paired UL with DR.
constexpr std::uint8_t mirror(std::uint8_t tile)
{
    const unsigned t = tile;
    return std::uint8_t(((t & UL) << 5) | ((t & DL) >> 5) | ((t & UR) << 3) | ((t & DR) >> 3)
        | ((t & RU) << 5) | ((t & LU) >> 5) | ((t & RD) << 3) | ((t & LD) >> 3));
}

// One bit per side (1 << Side) that has at least one half-door in `tile`.
constexpr std::uint8_t sidesOf(std::uint8_t tile)
{
    const unsigned t = tile;
    return std::uint8_t(((t & 0x03u) ? 1u : 0u) | ((t & 0x0Cu) ? 2u : 0u) | ((t & 0x30u) ? 4u : 0u)
        | ((t & 0xC0u) ? 8u : 0u));
}

// Rule 1 of dungeon.md: on every side where `required` has half-doors, `tile` has at least
// one of them.
constexpr bool answersRequired(std::uint8_t tile, std::uint8_t required)
{
    return (sidesOf(required) & ~sidesOf(std::uint8_t(tile & required))) == 0;
}

static_assert(rotate(0x84, 1) == 0x12, "a quarter turn moves LU|RU to UR|DR");
static_assert(rotate(0x84, 4 & 3) == 0x84, "four quarter turns are none");
static_assert(mirror(UL) == DL && mirror(UR) == DR && mirror(RU) == LU && mirror(RD) == LD,
    "facing half-doors are mirror images");
static_assert(mirror(mirror(0x5A)) == 0x5A, "mirroring twice changes nothing");

} // namespace DungeonTiles
