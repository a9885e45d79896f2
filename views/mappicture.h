#pragma once

class QPainter;

// Something that can draw a whole map for an export: a map view as it shows the map now,
// or MapFrames, a build drawn away from any window (the CLI, the GIF's frames).
class MapPicture
{
public:
    virtual ~MapPicture() = default;

    // Draws the whole map at `cellSize` with its top-left corner at (0, 0); `vector` asks
    // for shapes and text only (SVG).
    virtual void renderMap(QPainter &painter, int cellSize, bool vector) const = 0;
};
