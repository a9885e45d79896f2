// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonpainter.h"

#include "dungeonmodel.h"
#include "dungeontiles.h"
#include "mapcolours.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>

namespace {

// Where each half-door bit sits in the 4 x 4 picture (column, row), clockwise from UL.
constexpr std::array<std::array<int, 2>, 8> HalfDoorSquares = {{
    {1, 0},
    {2, 0},
    {3, 1},
    {3, 2},
    {2, 3},
    {1, 3},
    {0, 2},
    {0, 1},
}};

// Per square of the 4 x 4 picture, the half-door bit it shows, or -1 (corner or middle).
constexpr std::array<int, 16> SquareBits = {
    -1,
    0,
    1,
    -1,
    7,
    -1,
    -1,
    2,
    6,
    -1,
    -1,
    3,
    -1,
    5,
    4,
    -1,
};

bool isMiddle(int square)
{
    return square == 5 || square == 6 || square == 9 || square == 10;
}

QColor colour(DungeonPainter::Palette palette, std::uint32_t MapColours::*which)
{
    return QColor::fromRgb(
        mapColours(palette == DungeonPainter::Palette::Standard ? MapPalette::Standard
                                                                : MapPalette::ColourBlindSafe)
        .*which);
}

bool isDark(const QColor &color)
{
    return 0.299 * color.redF() + 0.587 * color.greenF() + 0.114 * color.blueF() < 0.55;
}

} // namespace

DungeonPainter::DungeonPainter(Palette palette)
    : m_palette(palette)
{ }

void DungeonPainter::setPalette(Palette palette)
{
    m_palette = palette;
}

QColor DungeonPainter::rockColor() const
{
    return colour(m_palette, &MapColours::rock);
}

QColor DungeonPainter::wallColor() const
{
    return colour(m_palette, &MapColours::wall);
}

QColor DungeonPainter::floorColor() const
{
    return colour(m_palette, &MapColours::floor);
}

QColor DungeonPainter::pitColor() const
{
    return colour(m_palette, &MapColours::dungeonPit);
}

QColor DungeonPainter::queuedColor() const
{
    return colour(m_palette, &MapColours::queued);
}

QColor DungeonPainter::placedColor() const
{
    return colour(m_palette, &MapColours::placed);
}

QColor DungeonPainter::consideredColor() const
{
    return colour(m_palette, &MapColours::considered);
}

QColor DungeonPainter::flashColor() const
{
    return colour(m_palette, &MapColours::flash);
}

QColor DungeonPainter::pathColor() const
{
    return colour(m_palette, &MapColours::path);
}

QColor DungeonPainter::startColor() const
{
    return colour(m_palette, &MapColours::start);
}

QColor DungeonPainter::endColor() const
{
    return colour(m_palette, &MapColours::end);
}

QPoint DungeonPainter::halfDoorSquare(int bit)
{
    const auto &square = HalfDoorSquares[std::size_t(bit & 7)];
    return QPoint(square[0], square[1]);
}

void DungeonPainter::paint(QPainter &painter, const DungeonModel &model, const QRect &cells,
    const QPoint &origin, int cellSize, const std::vector<Flash> &flashes, bool vector) const
{
    const QRect range = cells.intersected(QRect(0, 0, model.columnCount(), model.rowCount()));
    if (range.isEmpty() || cellSize <= 0)
        return;
    if (vector)
        paintVector(painter, model, range, origin, cellSize);
    else
        paintRaster(painter, model, range, origin, cellSize);
    paintOverlays(painter, model, range, origin, cellSize, flashes);
}

void DungeonPainter::paintRaster(QPainter &painter, const DungeonModel &model, const QRect &cells,
    const QPoint &origin, int cellSize) const
{
    // Built at full size, one span per square and pixel row: scaling a small image up
    // would blur or need a second pass, and a 200 x 200 map is a few hundred thousand spans.
    const DungeonGrid &grid = model.grid();
    const QSize size(cells.width() * cellSize, cells.height() * cellSize);
    if (m_image.size() != size)
        m_image = QImage(size, QImage::Format_RGB32);
    const bool details = cellSize >= DetailCellSize;
    // Faint lines between rock cells let a class count cells; floors keep their openings.
    const bool lines = cellSize >= 10;
    const QRgb rock = rockColor().rgb();
    const QRgb rockLine = rockColor().darker(115).rgb();
    const QRgb pit = pitColor().rgb();
    const QRgb pitLine = pitColor().lighter(140).rgb();
    const QRgb wall = wallColor().rgb();
    const QRgb floor = floorColor().rgb();
    std::array<int, 5> bounds {};
    for (int k = 0; k <= 4; ++k)
        bounds[std::size_t(k)] = k * cellSize / 4;
    std::vector<int> squareRow(static_cast<std::size_t>(cellSize));
    for (int y = 0; y < cellSize; ++y)
        squareRow[std::size_t(y)] = std::min(3, y * 4 / cellSize);

    std::array<QRgb, 16> squares {};
    for (int r = 0; r < cells.height(); ++r) {
        const int row = cells.top() + r;
        for (int c = 0; c < cells.width(); ++c) {
            const int col = cells.left() + c;
            const bool filled = grid.isFilled(row, col);
            QRgb line = 0;
            if (grid.isPit(row, col)) {
                squares.fill(pit);
                line = pitLine;
            } else if (!filled) {
                squares.fill(rock);
                line = rockLine;
            } else if (!details) {
                squares.fill(floor);
            } else {
                const std::uint8_t doors = grid.doors(row, col);
                for (int s = 0; s < 16; ++s) {
                    const int bit = SquareBits[std::size_t(s)];
                    squares[std::size_t(s)]
                        = isMiddle(s) || (bit >= 0 && (doors >> bit) & 1) ? floor : wall;
                }
            }
            for (int y = 0; y < cellSize; ++y) {
                QRgb *pixels
                    = reinterpret_cast<QRgb *>(m_image.scanLine(r * cellSize + y)) + c * cellSize;
                const std::size_t base = std::size_t(squareRow[std::size_t(y)] * 4);
                for (int sc = 0; sc < 4; ++sc)
                    std::fill(pixels + bounds[std::size_t(sc)],
                        pixels + bounds[std::size_t(sc) + 1], squares[base + std::size_t(sc)]);
                if (lines && line) {
                    if (y == 0)
                        std::fill(pixels, pixels + cellSize, line);
                    else
                        pixels[0] = line;
                }
            }
        }
    }
    painter.drawImage(
        QPoint(origin.x() + cells.left() * cellSize, origin.y() + cells.top() * cellSize), m_image);
}

void DungeonPainter::paintVector(QPainter &painter, const DungeonModel &model, const QRect &cells,
    const QPoint &origin, int cellSize) const
{
    for (int paint = 0; paint < VectorPaints; ++paint) {
        RectStack stack;
        paintVectorRows(painter, model, cells, origin, cellSize, paint, stack);
        closeVectorRects(painter, paint, stack);
    }
}

void DungeonPainter::paintVectorRows(QPainter &painter, const DungeonModel &model,
    const QRect &cells, const QPoint &origin, int cellSize, int paint, RectStack &stack) const
{
    // One colour at a time, each area drawn as few rectangles as it takes: runs along a
    // row of equal squares, stacked with the same run below them into one taller
    // rectangle (`stack` holds those still growing down). An SVG generator writes a whole
    // group of attributes for every change of colour, so a 1000 x 1000 dungeon drawn a
    // tile at a time would be gigabytes.
    const DungeonGrid &grid = model.grid();
    const int square = std::max(1, cellSize / 4);
    // Whether square s (0..3) of sub-row k (0..3) of `cell` shows `paint`.
    auto shows = [&](int row, int col, int k, int s) {
        if (!grid.isFilled(row, col)) {
            const bool pit = grid.isPit(row, col);
            return paint == (pit ? Pit : Rock);
        }
        if (paint == Wall)
            return true; // under the floor, which is drawn over it
        if (paint != Floor)
            return false;
        const int index = k * 4 + s;
        const int bit = SquareBits[std::size_t(index)];
        return isMiddle(index) || (bit >= 0 && (grid.doors(row, col) >> bit) & 1);
    };
    painter.save();
    setVectorPaint(painter, paint);
    // Whole cells for rock, pits and walls; the 4 x 4 squares for floors.
    const int bands = paint == Floor ? 4 : 1;
    for (int row = cells.top(); row <= cells.bottom(); ++row) {
        for (int k = 0; k < bands; ++k) {
            const int y = origin.y() + row * cellSize + (paint == Floor ? k * square : 0);
            const int height = paint == Floor ? square : cellSize;
            RectStack::Runs runs;
            int runX = 0;
            int runEnd = -1; // no run
            auto close = [&] {
                if (runEnd >= 0)
                    runs.emplace(
                        std::make_pair(runX, runEnd - runX), QRect(runX, y, runEnd - runX, height));
                runEnd = -1;
            };
            for (int col = cells.left(); col <= cells.right(); ++col) {
                const int x0 = origin.x() + col * cellSize;
                for (int s = 0; s < bands; ++s) {
                    const int x = paint == Floor ? x0 + s * square : x0;
                    const int width = paint == Floor ? square : cellSize;
                    if (!shows(row, col, paint == Floor ? k : 1, paint == Floor ? s : 1)) {
                        close();
                        continue;
                    }
                    if (runEnd != x) {
                        close();
                        runX = x;
                    }
                    runEnd = x + width;
                }
            }
            close();
            stack.addRow(painter, runs);
        }
    }
    painter.restore();
}

void DungeonPainter::closeVectorRects(QPainter &painter, int paint, RectStack &stack) const
{
    painter.save();
    setVectorPaint(painter, paint);
    stack.close(painter);
    painter.restore();
}

void DungeonPainter::setVectorPaint(QPainter &painter, int paint) const
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(paint == Rock ? rockColor()
            : paint == Pit         ? pitColor()
            : paint == Wall        ? wallColor()
                                   : floorColor());
}

// The whole map for an export: bands of rows of the cells (in vector output, each colour
// over every band in turn, its rectangles growing down across the bands), then the
// overlays over the whole map at once.
class DungeonPainter::MapParts : public MapDrawing
{
public:
    MapParts(const DungeonPainter &painter, const DungeonModel &model, int cellSize,
        std::vector<Flash> flashes, bool vector)
        : m_painter(painter)
        , m_model(model)
        , m_cellSize(cellSize)
        , m_flashes(std::move(flashes))
        , m_vector(vector)
        , m_all(0, 0, model.columnCount(), model.rowCount())
        , m_bandRows(std::max(1, BandCells / std::max(1, m_all.width())))
        , m_bands(
              cellSize > 0 && !m_all.isEmpty() ? (m_all.height() + m_bandRows - 1) / m_bandRows : 0)
        , m_cellParts(m_bands * (vector ? VectorPaints : 1))
    { }

    // The cells (each colour over every band in vector output), then the overlays: the
    // queued cells, the highlights and the crosses a band at a time, between them the
    // flashes, and last the path and the markers.
    int partCount() const override { return m_bands == 0 ? 0 : m_cellParts + 3 * m_bands + 2; }

    void drawPart(QPainter &painter, int part) override
    {
        if (part < m_cellParts) {
            drawCells(painter, part);
            return;
        }
        const int overlay = part - m_cellParts;
        if (overlay == 0)
            painter.save(); // restored after the last stage, as paintOverlays() does
        const auto stage = [&](OverlayStage kind, const QRect &cells) {
            m_painter.paintOverlay(
                painter, m_model, cells, QPoint(0, 0), m_cellSize, m_flashes, kind);
        };
        if (overlay < m_bands)
            stage(Queued, rows(overlay));
        else if (overlay == m_bands)
            stage(Flashes, m_all);
        else if (overlay < 2 * m_bands + 1)
            stage(Highlights, rows(overlay - m_bands - 1));
        else if (overlay < 3 * m_bands + 1)
            stage(Crosses, rows(overlay - 2 * m_bands - 1));
        else
            stage(Ends, m_all);
        if (part == partCount() - 1)
            painter.restore();
    }

private:
    QRect rows(int band) const
    {
        return QRect(0, band * m_bandRows, m_all.width(), m_bandRows).intersected(m_all);
    }

    void drawCells(QPainter &painter, int part)
    {
        const int band = part % m_bands;
        if (!m_vector) {
            m_painter.paintRaster(painter, m_model, rows(band), QPoint(0, 0), m_cellSize);
            return;
        }
        const int paint = part / m_bands;
        m_painter.paintVectorRows(
            painter, m_model, rows(band), QPoint(0, 0), m_cellSize, paint, m_stack);
        if (band == m_bands - 1)
            m_painter.closeVectorRects(painter, paint, m_stack);
    }

    const DungeonPainter &m_painter;
    const DungeonModel &m_model;
    int m_cellSize;
    std::vector<Flash> m_flashes;
    bool m_vector;
    QRect m_all;
    int m_bandRows;
    int m_bands;
    int m_cellParts;
    RectStack m_stack;
};

std::unique_ptr<MapDrawing> DungeonPainter::drawing(
    const DungeonModel &model, int cellSize, std::vector<Flash> flashes, bool vector) const
{
    return std::make_unique<MapParts>(*this, model, cellSize, std::move(flashes), vector);
}

QVector<QPointF> DungeonPainter::finalPathLine(
    const DungeonModel &model, const QPoint &origin, int cellSize)
{
    const QVector<QPoint> path = model.finalPath();
    const DungeonGrid &grid = model.grid();
    auto cellRect = [&](const QPoint &cell) {
        return QRectF(
            origin.x() + cell.x() * cellSize, origin.y() + cell.y() * cellSize, cellSize, cellSize);
    };
    // The middle of the half-door square `bit` of `cell`, as paintOverlays draws it.
    auto squareCentre = [&](const QPoint &cell, int bit) {
        const QPoint at = halfDoorSquare(bit);
        const int x0 = at.x() * cellSize / 4, x1 = (at.x() + 1) * cellSize / 4;
        const int y0 = at.y() * cellSize / 4, y1 = (at.y() + 1) * cellSize / 4;
        return cellRect(cell).topLeft()
            + QPointF((x0 + std::max(x1, x0 + 1)) / 2.0, (y0 + std::max(y1, y0 + 1)) / 2.0);
    };
    auto opening = [&](const QPoint &from, const QPoint &to) {
        struct Pair
        {
            int mine, theirs;
        };
        // dungeon.md: facing half-doors are mirror images (UL-DL, UR-DR, RU-LU, RD-LD).
        static constexpr Pair Up[2] = {{0, 5}, {1, 4}}, Down[2] = {{5, 0}, {4, 1}};
        static constexpr Pair Right[2] = {{2, 7}, {3, 6}}, Left[2] = {{7, 2}, {6, 3}};
        const Pair *pairs = to.y() < from.y() ? Up
            : to.y() > from.y()               ? Down
            : to.x() > from.x()               ? Right
                                              : Left;
        const std::uint8_t mine = grid.doors(from.y(), from.x());
        const std::uint8_t theirs = grid.doors(to.y(), to.x());
        int bit = pairs[0].mine;
        for (int i = 1; i >= 0; --i) {
            if (((mine >> pairs[i].mine) & 1) && ((theirs >> pairs[i].theirs) & 1))
                bit = pairs[i].mine;
        }
        QPointF point = squareCentre(from, bit);
        const QRectF cell = cellRect(from);
        if (to.y() != from.y())
            point.setY(to.y() < from.y() ? cell.top() : cell.bottom());
        else
            point.setX(to.x() < from.x() ? cell.left() : cell.right());
        return point;
    };
    QVector<QPointF> points;
    if (path.size() < 2)
        return points;
    points.append(cellRect(path.first()).center());
    for (int i = 1; i < path.size(); ++i) {
        points.append(opening(path[i - 1], path[i]));
        points.append(cellRect(path[i]).center());
    }
    return points;
}

// The cells an overlay paint covers and where they are drawn.
struct DungeonPainter::OverlayCells
{
    QRect area; // the cells, by column (x) and row (y)
    QPoint origin;
    int cellSize = 0;
    bool shapes = false; // cells large enough for frames
    int frame = 1; // a frame's width

    QRect cellRect(int row, int col) const
    {
        return QRect(origin.x() + col * cellSize, origin.y() + row * cellSize, cellSize, cellSize);
    }

    QRect squareRect(int row, int col, int bit) const
    {
        const QPoint at = halfDoorSquare(bit);
        const QRect cell = cellRect(row, col);
        const int x0 = at.x() * cellSize / 4, x1 = (at.x() + 1) * cellSize / 4;
        const int y0 = at.y() * cellSize / 4, y1 = (at.y() + 1) * cellSize / 4;
        return QRect(cell.left() + x0, cell.top() + y0, std::max(1, x1 - x0), std::max(1, y1 - y0));
    }
};

void DungeonPainter::paintOverlays(QPainter &painter, const DungeonModel &model, const QRect &cells,
    const QPoint &origin, int cellSize, const std::vector<Flash> &flashes) const
{
    // One painter state throughout: a stage may leave antialiasing on for the next.
    painter.save();
    for (int stage = 0; stage < OverlayStages; ++stage)
        paintOverlay(painter, model, cells, origin, cellSize, flashes, OverlayStage(stage));
    painter.restore();
}

void DungeonPainter::paintOverlay(QPainter &painter, const DungeonModel &model, const QRect &area,
    const QPoint &origin, int cellSize, const std::vector<Flash> &flashes, OverlayStage stage) const
{
    const DungeonGrid &grid = model.grid();
    const OverlayCells cells {area, origin, cellSize, cellSize >= 8, std::max(1, cellSize / 10)};
    switch (stage) {
    case Queued:
        paintQueued(painter, grid, cells);
        break;
    case Flashes:
        paintFlashes(painter, flashes, cells);
        break;
    case Highlights:
        paintHighlights(painter, model, cells);
        break;
    case Crosses:
        paintPitCrosses(painter, grid, cells);
        break;
    case Ends:
        paintFinalPath(painter, model, cells);
        paintEnds(painter, grid, cells);
        break;
    case OverlayStages:
        break;
    }
}

void DungeonPainter::paintQueued(
    QPainter &painter, const DungeonGrid &grid, const OverlayCells &cells) const
{
    // Queued cells: a dashed frame (a tint only, where a frame would not show).
    QPen queuedPen(queuedColor(), cells.frame, Qt::DashLine);
    queuedPen.setCapStyle(Qt::FlatCap);
    for (int row = cells.area.top(); row <= cells.area.bottom(); ++row) {
        for (int col = cells.area.left(); col <= cells.area.right(); ++col) {
            if (!grid.isQueued(row, col) || grid.isFilled(row, col))
                continue;
            const QRect rect = cells.cellRect(row, col);
            if (!cells.shapes) {
                painter.fillRect(rect, queuedColor());
                continue;
            }
            QColor tint = queuedColor();
            tint.setAlphaF(0.25);
            painter.fillRect(rect, tint);
            painter.setPen(queuedPen);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(rect).adjusted(cells.frame / 2.0 + 1, cells.frame / 2.0 + 1,
                -cells.frame / 2.0 - 1, -cells.frame / 2.0 - 1));
        }
    }
}

void DungeonPainter::paintFlashes(
    QPainter &painter, const std::vector<Flash> &flashes, const OverlayCells &cells) const
{
    // Half-doors just clipped, fading out over the wall that replaced them.
    for (const Flash &flash : flashes) {
        if (!cells.area.contains(flash.col, flash.row))
            continue;
        QColor color = flashColor();
        color.setAlphaF(std::clamp(flash.strength, 0.0, 1.0) * 0.9);
        for (int bit = 0; bit < 8; ++bit) {
            if ((flash.mask >> bit) & 1)
                painter.fillRect(cells.squareRect(flash.row, flash.col, bit), color);
        }
    }
}

void DungeonPainter::paintHighlights(
    QPainter &painter, const DungeonModel &model, const OverlayCells &cells) const
{
    // The step just taken: the tile being placed gets a solid frame, a cell whose candidates
    // are being checked a dotted one; clipped half-doors of the step are marked too.
    for (int row = cells.area.top(); row <= cells.area.bottom(); ++row) {
        for (int col = cells.area.left(); col <= cells.area.right(); ++col) {
            const DungeonModel::Highlight highlight = model.highlightAt(row, col);
            if (highlight == DungeonModel::NoHighlight)
                continue;
            const QRect rect = cells.cellRect(row, col);
            const QRectF inner = QRectF(rect).adjusted(
                cells.frame * 0.75, cells.frame * 0.75, -cells.frame * 0.75, -cells.frame * 0.75);
            switch (highlight) {
            case DungeonModel::PlacedCell: {
                QColor tint = placedColor();
                tint.setAlphaF(0.3);
                painter.fillRect(rect, tint);
                painter.setPen(QPen(placedColor(), cells.frame * 1.5));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(inner);
                break;
            }
            case DungeonModel::ConsideredCell: {
                QColor tint = consideredColor();
                tint.setAlphaF(0.55);
                painter.fillRect(rect, tint);
                if (cells.shapes) {
                    painter.setPen(QPen(QColor(0x21, 0x21, 0x21), cells.frame, Qt::DotLine));
                    painter.setBrush(Qt::NoBrush);
                    painter.drawRect(inner);
                }
                break;
            }
            case DungeonModel::ClippedCell: {
                const std::uint8_t clipped = model.clippedAt(row, col);
                for (int bit = 0; bit < 8; ++bit) {
                    if ((clipped >> bit) & 1)
                        painter.fillRect(cells.squareRect(row, col, bit), flashColor());
                }
                break;
            }
            case DungeonModel::QueuedNowCell:
                if (cells.shapes) {
                    painter.setPen(QPen(queuedColor().darker(130), cells.frame * 1.5));
                    painter.setBrush(Qt::NoBrush);
                    painter.drawRect(inner);
                }
                break;
            case DungeonModel::NoHighlight:
                break;
            }
        }
    }
}

void DungeonPainter::paintPitCrosses(
    QPainter &painter, const DungeonGrid &grid, const OverlayCells &cells) const
{
    // Pits get a cross once cells are large, so they are not told by colour alone.
    if (cells.cellSize >= LetterCellSize) {
        painter.setRenderHint(QPainter::Antialiasing);
        QColor cross = pitColor().lighter(220);
        painter.setPen(QPen(cross, std::max(1.0, cells.cellSize / 16.0)));
        for (int row = cells.area.top(); row <= cells.area.bottom(); ++row) {
            for (int col = cells.area.left(); col <= cells.area.right(); ++col) {
                if (!grid.isPit(row, col))
                    continue;
                const QRectF inner = QRectF(cells.cellRect(row, col))
                                         .adjusted(cells.cellSize * 0.3, cells.cellSize * 0.3,
                                             -cells.cellSize * 0.3, -cells.cellSize * 0.3);
                painter.drawLine(inner.topLeft(), inner.bottomRight());
                painter.drawLine(inner.topRight(), inner.bottomLeft());
            }
        }
    }
}

void DungeonPainter::paintFinalPath(
    QPainter &painter, const DungeonModel &model, const OverlayCells &cells) const
{
    // At the finish, one start-to-end path over the map: a line with a light casing, so it
    // reads over floor and wall alike.
    if (model.atFinish()) {
        const QVector<QPointF> points = finalPathLine(model, cells.origin, cells.cellSize);
        if (points.size() >= 2) {
            QPainterPath line;
            line.moveTo(points.first());
            for (int i = 1; i < points.size(); ++i)
                line.lineTo(points[i]);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setBrush(Qt::NoBrush);
            const qreal width = std::max(2.0, cells.cellSize / 6.0);
            QColor casing = Qt::white;
            casing.setAlphaF(0.85);
            painter.setPen(QPen(casing, width + std::max(2.0, width / 2), Qt::SolidLine,
                Qt::RoundCap, Qt::RoundJoin));
            painter.drawPath(line);
            painter.setPen(QPen(pathColor(), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.drawPath(line);
        }
    }
}

void DungeonPainter::paintEnds(
    QPainter &painter, const DungeonGrid &grid, const OverlayCells &cells) const
{
    // Start and end: a disc with its letter, never colour alone. On small cells the disc is
    // larger than its cell, so it is drawn again whenever a cell it covers is repainted.
    const int reach = MarkerSize / std::max(1, cells.cellSize) + 1;
    const QRect near = cells.area.adjusted(-reach, -reach, reach, reach);
    const int start = grid.start();
    const int end = grid.end();
    if (start >= 0 && near.contains(start % grid.cols(), start / grid.cols()))
        //: Map marker of the dungeon's start cell (one letter)
        paintMarker(painter, cells.cellRect(start / grid.cols(), start % grid.cols()), tr("S"),
            startColor());
    if (end >= 0 && near.contains(end % grid.cols(), end / grid.cols()))
        //: Map marker of the dungeon's end cell (one letter)
        paintMarker(
            painter, cells.cellRect(end / grid.cols(), end % grid.cols()), tr("E"), endColor());
}

void DungeonPainter::paintMarker(
    QPainter &painter, const QRect &cell, const QString &letter, const QColor &color) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal size = std::max<qreal>(MarkerSize, cell.width() * 0.6);
    QRectF disc(0, 0, size, size);
    disc.moveCenter(QRectF(cell).center());
    painter.setPen(QPen(Qt::white, std::max(1.5, size / 14)));
    painter.setBrush(color);
    painter.drawEllipse(disc);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(9, int(size * 0.62)));
    painter.setFont(font);
    painter.setPen(isDark(color) ? Qt::white : Qt::black);
    painter.drawText(disc, Qt::AlignCenter, letter);
    painter.restore();
}

void DungeonPainter::paintTile(QPainter &painter, const QRectF &rect, std::uint8_t doors) const
{
    painter.save();
    painter.fillRect(rect, wallColor());
    const qreal square = rect.width() / 4.0;
    painter.fillRect(
        QRectF(rect.left() + square, rect.top() + square, 2 * square, 2 * square), floorColor());
    for (int bit = 0; bit < 8; ++bit) {
        if (!((doors >> bit) & 1))
            continue;
        const QPoint at = halfDoorSquare(bit);
        painter.fillRect(
            QRectF(rect.left() + at.x() * square, rect.top() + at.y() * square, square, square),
            floorColor());
    }
    painter.restore();
}
