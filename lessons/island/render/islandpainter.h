// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QImage>
#include <QPixmap>
#include <QPoint>
#include <QRect>

#include "mappicture.h"
#include "rectstack.h"

#include <array>
#include <memory>
#include <vector>

class IslandGrid;
class IslandModel;
class QPainter;

// Paints an IslandModel's cells: the screen, the exports and the benchmark all go through
// here. On screen a cell is one pixel of a small image scaled up without smoothing, so a
// 200 x 200 map is one blit plus its overlays; exports to SVG use rectangles instead.
class IslandPainter
{
    Q_DECLARE_TR_FUNCTIONS(IslandPainter)

public:
    enum class Palette { Standard, ColourBlindSafe };

    // A backtracked cell still fading out; strength 1 is fresh, 0 gone.
    struct Flash
    {
        int row = 0;
        int col = 0;
        qreal strength = 1.0;
    };

    // Cells at least this large show their island number; smaller ones would be noise.
    static constexpr int NumberCellSize = 14;
    static constexpr int GridLineCellSize = 6;

    explicit IslandPainter(Palette palette = Palette::Standard);

    Palette palette() const { return m_palette; }
    void setPalette(Palette palette);

    // Patterns on the islands at every cell size, not only where numbers do not fit.
    bool patternsEverywhere() const { return m_patternsEverywhere; }
    void setPatternsEverywhere(bool on);
    // Whether cells of `cellSize` pixels carry their island's pattern (mapcolours.h).
    bool patternsAt(int cellSize) const
    {
        return m_patternsEverywhere || cellSize < NumberCellSize;
    }

    QColor oceanColor() const;
    QColor pitColor() const;
    QColor triedColor() const;
    QColor candidateColor() const;
    QColor flashColor() const;
    QColor islandColor(int island) const; // 1..8
    static QColor islandColor(int island, Palette palette);
    // Black or white, whichever reads on the island's colour: its number and its pattern.
    static QColor inkColor(int island, Palette palette);

    // Paints the cells in `cells` (x = column, y = row) of `model` with the top-left
    // cell of the grid at `origin` and square cells of `cellSize` pixels. `vector` draws
    // rectangles and text only, for SVG.
    void paint(QPainter &painter, const IslandModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, const std::vector<Flash> &flashes = {},
        bool vector = false) const;

    // The whole map of `model` for an export, as paint() draws it, a band of rows at a time.
    std::unique_ptr<MapDrawing> drawing(const IslandModel &model, int cellSize, bool vector) const;

    // One cell alone in `rect` (a square), as the map draws it: `value` is an IslandGrid
    // value (water, island 1..8, pit), with its grid line and island number.
    void paintTile(QPainter &painter, const QRect &rect, std::uint8_t value) const;

private:
    class MapParts;
    // About this many cells make one part of a drawing.
    static constexpr int BandCells = 4096;

    // The cells' colours (with their grid lines in raster output).
    void paintCells(QPainter &painter, const IslandModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, bool vector) const;
    // Over the cells: the vector grid lines, the fading flashes and the step's highlights.
    void paintMarks(QPainter &painter, const IslandModel &model, const QRect &range,
        const QPoint &origin, int cellSize, const std::vector<Flash> &flashes, bool vector) const;
    // `patterns`: the islands' patterns over their colours (on screen, not in exports).
    void paintRaster(QPainter &painter, const IslandModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, bool patterns) const;
    // The islands' patterns into m_image, which holds `cells` at `cellSize`.
    void paintPatterns(const IslandGrid &grid, const QRect &cells, int cellSize, bool lines) const;
    void paintVector(QPainter &painter, const IslandModel &model, const QRect &cells,
        const QPoint &origin, int cellSize) const;
    void paintWater(
        QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize) const;
    // The cells of `cells` of grid value `value` (1..9, over the water), onto the
    // rectangles `stack` carries from the rows above; closeVectorRects() draws what is
    // still open after the last row.
    void paintVectorRows(QPainter &painter, const IslandModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, int value, RectStack &stack) const;
    void closeVectorRects(QPainter &painter, int value, RectStack &stack) const;
    void setVectorPaint(QPainter &painter, int value) const;
    void paintNumbers(QPainter &painter, const IslandModel &model, const QRect &cells,
        const QPoint &origin, int cellSize, bool vector) const;
    const QPixmap &numberPixmap(int island, int cellSize, qreal dpr) const;
    static QColor gridLineColor(int cellSize);

    Palette m_palette;
    bool m_patternsEverywhere = false;
    std::array<QRgb, 10> m_cellColors {}; // by IslandGrid value: water, 1..8, pit
    // Digits already rendered for the current cell size, one per island.
    mutable std::array<QPixmap, 9> m_numbers;
    mutable int m_numbersCellSize = 0;
    mutable qreal m_numbersRatio = 0;
    mutable QImage m_image; // reused from frame to frame while the size stays
};
