// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

class QPainter;

// A whole map drawn a part at a time (bands of rows, then what lies over them), so that a
// window can draw a large map for an export between its events. The parts are drawn in
// order onto one painter; drawn a part at a time or all at once, the picture and the SVG
// are the same.
class MapDrawing
{
public:
    virtual ~MapDrawing() = default;

    virtual int partCount() const = 0;
    // Draws part `part`, 0 to partCount() - 1, each once and in order.
    virtual void drawPart(QPainter &painter, int part) = 0;
};

// A picture with no map: no parts.
class EmptyMapDrawing final : public MapDrawing
{
public:
    int partCount() const override { return 0; }
    void drawPart(QPainter &, int) override { }
};

// Something that can draw a whole map for an export: a map view as it shows the map now,
// or MapFrames, a build drawn away from any window (the CLI, the GIF's frames).
class MapPicture
{
public:
    virtual ~MapPicture() = default;

    // The whole map at `cellSize` with its top-left corner at (0, 0); `vector` asks for
    // shapes and text only (SVG). The picture must stay as it is until the drawing ends.
    virtual std::unique_ptr<MapDrawing> drawing(int cellSize, bool vector) const = 0;

    // Every part at once.
    void renderMap(QPainter &painter, int cellSize, bool vector) const
    {
        const std::unique_ptr<MapDrawing> parts = drawing(cellSize, vector);
        for (int part = 0; part < parts->partCount(); ++part)
            parts->drawPart(painter, part);
    }
};
