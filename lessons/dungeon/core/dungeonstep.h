// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

// Why a candidate tile was found invalid (dungeon.md, "Candidates for a queued cell").
enum class DungeonRejection : std::uint8_t {
    None,
    RequiredSide, // rule 1: a side where a neighbour opened half-doors is not answered
    CutsPath, // rule 2: it would cut the last start-to-end path
};

// One entry of a dungeon build, as a value (8 bytes); a build holds its steps packed in
// 4 bytes each (DungeonSteps). The final map and every intermediate map are derived from a
// list of these (DungeonGrid).
//
// A build reads: Start, End, Place (start) with its Queue entries, Place (end) with its
// Clip and Queue entries, then per cell taken from the fill queue either Skip (already
// filled) or its Reject entries in candidate order followed by Place and that placement's
// Clip and Queue entries in side order (up, right, down, left); finally Done.
struct DungeonStep
{
    enum Kind : std::uint8_t {
        Start, // the start cell was drawn
        End, // the end cell was drawn
        Queue, // the cell joined the back of the fill queue
        Place, // a tile was placed on the cell
        Clip, // half-doors of the (filled) cell were removed: the placed neighbour lacks them
        Reject, // a candidate for the cell was found invalid
        Skip, // the queue's front was already filled (the end, queued by the start)
        Done, // the fill queue ran empty
    };

    std::uint16_t row = 0;
    std::uint16_t col = 0;
    Kind kind = Done;
    // Place: the doors opened (the tile & allowed); Clip: the half-doors removed;
    // Reject: the candidate's rotated mask.
    std::uint8_t mask = 0;
    // Place, Reject: template index << 2 | rotation (quarter turns clockwise).
    std::uint8_t tile = 0;
    // Place: 1 when the cell came from the fill queue (not start or end);
    // Reject: a DungeonRejection.
    std::uint8_t detail = 0;

    int templateIndex() const { return tile >> 2; }
    int rotation() const { return tile & 3; }
    bool fromQueue() const { return kind == Place && detail != 0; }
    DungeonRejection rejection() const
    {
        return kind == Reject ? DungeonRejection(detail) : DungeonRejection::None;
    }
    bool hasCell() const { return kind != Done; }

    static std::uint8_t packTile(int templateIndex, int rotation)
    {
        return std::uint8_t((templateIndex << 2) | (rotation & 3));
    }

    friend bool operator==(const DungeonStep &a, const DungeonStep &b)
    {
        return a.row == b.row && a.col == b.col && a.kind == b.kind && a.mask == b.mask
            && a.tile == b.tile && a.detail == b.detail;
    }
    friend bool operator!=(const DungeonStep &a, const DungeonStep &b) { return !(a == b); }
};

static_assert(sizeof(DungeonStep) == 8, "a dungeon step must stay an 8-byte value record");
