// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "halfdoors.h"
#include "scenario.h"

#include <QString>

#include <cstdint>
#include <vector>

// The half-door arithmetic (halfdoors.h) and how the workbench writes masks and half-doors.
namespace DungeonTiles {

// A mask as the log and the inspector write it: "0x" and two upper-case hex digits ("0x0C").
inline QString hexMask(std::uint8_t mask)
{
    return QLatin1String("0x")
        + QString::number(mask, 16).toUpper().rightJustified(2, QLatin1Char('0'));
}

// "UL" .. "LU" for bit 0..7, as the inspector labels them.
inline QString halfDoorName(int bit)
{
    static const char *const names[8] = {"UL", "UR", "RU", "RD", "DR", "DL", "LD", "LU"};
    return QString::fromLatin1(names[bit & 7]);
}

} // namespace DungeonTiles

// The door masks of `tiles`, in order: the tile set as the generator reads it.
inline std::vector<std::uint8_t> templateDoors(const QVector<DungeonTile> &tiles)
{
    std::vector<std::uint8_t> doors;
    doors.reserve(std::size_t(tiles.size()));
    for (const DungeonTile &tile : tiles)
        doors.push_back(tile.doors);
    return doors;
}
