// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandpainter.h"

#include <QColor>
#include <QCoreApplication>
#include <QImage>
#include <QPoint>
#include <QRect>
#include <QRectF>

#include "mappicture.h"
#include "rectstack.h"

#include <cstdint>
#include <memory>
#include <vector>

class DungeonGrid;
class DungeonModel;
class QPainter;

// Paints a DungeonModel: the screen, the exports and the tile pictures of the inspector and
// the tile-set panel all go through here, so a tile looks the same everywhere. A tile is
// drawn as the CLI's --map draws it, a 4 x 4 picture: wall corners, a 2 x 2 floor in the
// middle, and on each side two half-door squares that are floor when open and wall when
// not. Facing half-doors match, so an opening reads as one gap across the shared edge.
class DungeonPainter
{
    Q_DECLARE_TR_FUNCTIONS(DungeonPainter)

public:
    using Palette = IslandPainter::Palette;

    // Half-doors clipped by a placement, still fading out; strength 1 is fresh, 0 gone.
    struct Flash
    {
        int row = 0;
        int col = 0;
        std::uint8_t mask = 0;
        qreal strength = 1.0;
    };

    // Below this the 4 x 4 picture is no longer worth drawing: a filled cell is all floor.
    static constexpr int DetailCellSize = 4;
    // Cells at least this large show pits with a cross.
    static constexpr int LetterCellSize = 12;
    // The smallest diameter of the S and E discs, in pixels, however small the cells.
    static constexpr int MarkerSize = 20;

    explicit DungeonPainter(Palette palette = Palette::Standard);

    Palette palette() const { return m_palette; }
    void setPalette(Palette palette);

    QColor rockColor() const;
    QColor wallColor() const;
    QColor floorColor() const;
    QColor pitColor() const;
    QColor queuedColor() const;
    QColor placedColor() const;
    QColor consideredColor() const;
    QColor flashColor() const;
    QColor pathColor() const;
    QColor startColor() const;
    QColor endColor() const;

    // The square of half-door `bit` (0..7) in the 4 x 4 picture: x = column, y = row.
    static QPoint halfDoorSquare(int bit);

    // Paints the cells in `cells` (x = column, y = row) of `model` with the grid's top-left
    // corner at `origin`; `vector` draws shapes only (SVG), no image.
    void paint(QPainter &painter, const DungeonModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, const std::vector<Flash> &flashes = {},
        bool vector = false) const;

    // The whole map of `model` for an export, as paint() draws it, a band of rows at a time.
    std::unique_ptr<MapDrawing> drawing(
        const DungeonModel &model, int cellSize, std::vector<Flash> flashes, bool vector) const;

    // The final start-to-end path as drawn (only at the finish, else empty): from each
    // cell's centre through the middle of a half-door pair it shares with the next cell,
    // on their common edge, to the next cell's centre.
    static QVector<QPointF> finalPathLine(
        const DungeonModel &model, const QPoint &origin, int cellSize);

    // One tile alone, `doors` open, in `rect` (a square): walls, floor and open half-doors.
    void paintTile(QPainter &painter, const QRectF &rect, std::uint8_t doors) const;

private:
    class MapParts;
    // The colours of vector output, drawn in this order.
    enum VectorPaint { Rock, Pit, Wall, Floor, VectorPaints };
    // About this many cells make one part of a drawing.
    static constexpr int BandCells = 4096;

    void paintRaster(QPainter &painter, const DungeonModel &model, const QRect &cells,
        const QPoint &origin, int cellSize) const;
    void paintVector(QPainter &painter, const DungeonModel &model, const QRect &cells,
        const QPoint &origin, int cellSize) const;
    // The rows of `cells` in colour `paint`, onto the rectangles `stack` carries from the
    // rows above; closeVectorRects() draws what is still open after the last row.
    void paintVectorRows(QPainter &painter, const DungeonModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, int paint, RectStack &stack) const;
    void closeVectorRects(QPainter &painter, int paint, RectStack &stack) const;
    void setVectorPaint(QPainter &painter, int paint) const;
    // What lies over the cells, in this order: the stages of paintOverlays().
    enum OverlayStage { Queued, Flashes, Highlights, Crosses, Ends, OverlayStages };
    void paintOverlays(QPainter &painter, const DungeonModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, const std::vector<Flash> &flashes) const;
    // One stage over `cells` (queued cells, highlights and crosses a band at a time; the
    // flashes, the path and the markers at once), with the painter as the stage before
    // left it.
    void paintOverlay(QPainter &painter, const DungeonModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, const std::vector<Flash> &flashes,
        OverlayStage stage) const;
    struct OverlayCells;
    void paintQueued(QPainter &painter, const DungeonGrid &grid, const OverlayCells &cells) const;
    void paintFlashes(
        QPainter &painter, const std::vector<Flash> &flashes, const OverlayCells &cells) const;
    void paintHighlights(
        QPainter &painter, const DungeonModel &model, const OverlayCells &cells) const;
    void paintPitCrosses(
        QPainter &painter, const DungeonGrid &grid, const OverlayCells &cells) const;
    void paintFinalPath(
        QPainter &painter, const DungeonModel &model, const OverlayCells &cells) const;
    void paintEnds(QPainter &painter, const DungeonGrid &grid, const OverlayCells &cells) const;
    void paintMarker(
        QPainter &painter, const QRect &cell, const QString &letter, const QColor &color) const;

    Palette m_palette;
    mutable QImage m_image; // reused from frame to frame while the size stays
};
