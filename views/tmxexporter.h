// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QString>

class MapFrames;

// A map for the Tiled map editor (export.md, ".tmx"): an orthogonal map with one
// CSV-encoded tile layer and one embedded tileset whose image, NAME.tiles.png, is written
// beside NAME.tmx and drawn by the map's own painters. Islands: tile 0 water, 1 pit,
// 2..9 islands 1..8. Dungeons: tile m (0..255) the tile with open half-doors m (0 is rock),
// 256 a pit, and an object group "markers" with the start and the end.
class TmxExporter
{
    Q_DECLARE_TR_FUNCTIONS(TmxExporter)

public:
    // The map at the frames' current position (the finished map for an export).
    static bool write(
        const MapFrames &frames, int tileSize, const QString &fileName, QString *error);

    // The tile id (0-based in the tileset) of each cell, row by row.
    static std::vector<int> tileIds(const MapFrames &frames);
    static int tileCount(bool dungeon) { return dungeon ? 257 : 10; }
    static int columns(bool dungeon) { return dungeon ? 16 : 10; }
    static QImage tileset(const MapFrames &frames, int tileSize);
    // NAME.tiles.png for NAME.tmx.
    static QString tilesetFileName(const QString &tmxFileName);
};
