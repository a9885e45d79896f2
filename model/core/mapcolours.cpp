// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "mapcolours.h"

#include <algorithm>
#include <cmath>

namespace {

// The islands lie between the ocean's light and the pits' dark, each of them at least 3:1
// from both: eight hues of about the same middle lightness, told apart by hue and by the
// numbers or patterns the painters draw in them.
constexpr MapColours Standard {
    0xbfe4f7, // ocean
    {0xa37228, 0x895cc3, 0x378c43, 0xd51c65, 0x597582, 0x008b7d, 0x5a69bd,
        0xd23b95}, // islands 1..8
    0x14214d, // pit
    0xd6f22e, // tried
    0x212121, // tried frame
    0xc4f0b8, // candidate
    0x2e7d32, // candidate frame
    0xe53935, // flash
    // Dark rock, light floor and the marks in the middle, 3:1 from both.
    0x1f1c19, // rock
    0x7d7064, // wall
    0xf3e6c4, // floor
    0x7b6c9c, // dungeon pit
    0x2f7ab8, // queued
    0x9d6c00, // placed
    0xc6e02a, // considered
    0xc2185b, // path
    0x2e7d32, // start
    0x6a1b9a, // end
};

// Okabe & Ito's hues, darkened to the same middle lightness (their black would read as a
// pit, so grey takes its place).
constexpr MapColours ColourBlindSafe {
    0xddeef8, // ocean
    {0xa67100, 0x3c82aa, 0x008964, 0x847e20, 0x0074b6, 0xbd5200, 0xae668e,
        0x707070}, // islands 1..8
    0x14214d, // pit
    0xf5e843, // tried
    0x212121, // tried frame
    0xc7ead9, // candidate
    0x2e7d32, // candidate frame
    0xd55e00, // flash
    0x1c1c1c, // rock
    0x727272, // wall
    0xf7f7f2, // floor
    0x7b6c9c, // dungeon pit
    0x397ca2, // queued
    0x9e6c00, // placed
    0xf0e442, // considered
    0x0072b2, // path
    0x009e73, // start
    0xcc79a7, // end
};

double luminance(std::uint32_t colour)
{
    const auto channel = [](std::uint32_t value) {
        const double c = double(value & 0xff) / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour >> 16) + 0.7152 * channel(colour >> 8)
        + 0.0722 * channel(colour);
}

} // namespace

const MapColours &mapColours(MapPalette palette)
{
    return palette == MapPalette::Standard ? Standard : ColourBlindSafe;
}

double contrastRatio(std::uint32_t first, std::uint32_t second)
{
    const double a = luminance(first);
    const double b = luminance(second);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

bool islandPatternInk(int island, int x, int y)
{
    const int p = PatternPeriod;
    const int across = ((x % p) + p) % p;
    const int down = ((y % p) + p) % p;
    const int rising = (((x + y) % p) + p) % p;
    const int falling = (((x - y) % p) + p) % p;
    switch ((island - 1 + 8 * 1024) % 8) {
    case 0:
        return down == 0; // rows
    case 1:
        return rising == 0; // rising hatch
    case 2:
        return across == 0; // columns
    case 3:
        return falling == 0; // falling hatch
    case 4:
        return down == 0 || across == 0; // a grid
    case 5:
        return rising == 0 || falling == 0; // a lattice
    case 6:
        return across % 3 == 0 && down % 3 == 0; // fine dots
    default:
        return across < 2 && down < 2; // coarse dots
    }
}
