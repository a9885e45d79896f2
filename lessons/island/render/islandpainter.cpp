// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandpainter.h"

#include "islandgrid.h"
#include "islandmodel.h"
#include "mapcolours.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cstring>

namespace {

const MapColours &coloursOf(IslandPainter::Palette palette)
{
    return mapColours(palette == IslandPainter::Palette::Standard ? MapPalette::Standard
                                                                  : MapPalette::ColourBlindSafe);
}

bool isDark(const QColor &color)
{
    return 0.299 * color.redF() + 0.587 * color.greenF() + 0.114 * color.blueF() < 0.55;
}

} // namespace

IslandPainter::IslandPainter(Palette palette)
    : m_palette(palette)
{
    setPalette(palette);
}

void IslandPainter::setPalette(Palette palette)
{
    m_palette = palette;
    m_cellColors[IslandGrid::Water] = oceanColor().rgb();
    for (int island = 1; island <= 8; ++island)
        m_cellColors[std::size_t(island)] = islandColor(island).rgb();
    m_cellColors[IslandGrid::Pit] = pitColor().rgb();
    m_numbersCellSize = 0;
}

void IslandPainter::setPatternsEverywhere(bool on)
{
    m_patternsEverywhere = on;
    m_numbersCellSize = 0; // the digits get a plate of their island's colour
}

QColor IslandPainter::oceanColor() const
{
    return QColor::fromRgb(coloursOf(m_palette).ocean);
}

QColor IslandPainter::pitColor() const
{
    return QColor::fromRgb(coloursOf(m_palette).pit);
}

QColor IslandPainter::triedColor() const
{
    return QColor::fromRgb(coloursOf(m_palette).tried);
}

QColor IslandPainter::candidateColor() const
{
    return QColor::fromRgb(coloursOf(m_palette).candidate);
}

QColor IslandPainter::flashColor() const
{
    return QColor::fromRgb(coloursOf(m_palette).flash);
}

QColor IslandPainter::islandColor(int island) const
{
    return islandColor(island, m_palette);
}

QColor IslandPainter::islandColor(int island, Palette palette)
{
    return QColor::fromRgb(coloursOf(palette).islands[std::size_t(std::clamp(island, 1, 8) - 1)]);
}

QColor IslandPainter::inkColor(int island, Palette palette)
{
    return isDark(islandColor(island, palette)) ? Qt::white : Qt::black;
}

void IslandPainter::paint(QPainter &painter, const IslandModel &model, const QRect &cells,
    const QPoint &origin, int cellSize, const std::vector<Flash> &flashes, bool vector) const
{
    const QRect grid(0, 0, model.columnCount(), model.rowCount());
    const QRect range = cells.intersected(grid);
    if (range.isEmpty() || cellSize <= 0)
        return;
    paintCells(painter, model, range, origin, cellSize, vector);
    paintMarks(painter, model, range, origin, cellSize, flashes, vector);
    if (cellSize >= NumberCellSize)
        paintNumbers(painter, model, range, origin, cellSize, vector);
}

void IslandPainter::paintCells(QPainter &painter, const IslandModel &model, const QRect &cells,
    const QPoint &origin, int cellSize, bool vector) const
{
    if (vector)
        paintVector(painter, model, cells, origin, cellSize);
    else
        paintRaster(painter, model, cells, origin, cellSize, patternsAt(cellSize));
}

void IslandPainter::paintMarks(QPainter &painter, const IslandModel &model, const QRect &range,
    const QPoint &origin, int cellSize, const std::vector<Flash> &flashes, bool vector) const
{
    auto cellRect = [&](int row, int col) {
        return QRect(origin.x() + col * cellSize, origin.y() + row * cellSize, cellSize, cellSize);
    };
    // Grid lines (so that neighbouring cells of one colour can be counted) are part of
    // the raster image; in vector output they are drawn as thin rectangles.
    if (vector && cellSize >= GridLineCellSize) {
        const QColor line = gridLineColor(cellSize);
        const int left = origin.x() + range.left() * cellSize;
        const int top = origin.y() + range.top() * cellSize;
        for (int c = range.left(); c <= range.right() + 1; ++c)
            painter.fillRect(
                QRect(origin.x() + c * cellSize, top, 1, range.height() * cellSize), line);
        for (int r = range.top(); r <= range.bottom() + 1; ++r)
            painter.fillRect(
                QRect(left, origin.y() + r * cellSize, range.width() * cellSize, 1), line);
    }

    // Fading flashes of earlier backtracks, under the current highlight.
    for (const Flash &flash : flashes) {
        if (!range.contains(flash.col, flash.row))
            continue;
        QColor color = flashColor();
        color.setAlphaF(std::clamp(flash.strength, 0.0, 1.0) * 0.85);
        painter.fillRect(cellRect(flash.row, flash.col), color);
    }

    // Highlights are not told by colour alone: the tried cell gets a frame, candidates
    // a dotted frame and a backtracked cell a cross, once cells are big enough to show them.
    const bool marks = cellSize >= 8;
    const int frame = std::max(1, cellSize / 8);
    const IslandStep *step = model.position() > 0 ? &model.step(model.position() - 1) : nullptr;
    if (step && step->hasCell()
        && (step->kind == IslandStep::Seed || step->kind == IslandStep::Add)) {
        for (const auto &[r, c] : std::initializer_list<std::pair<int, int>> {
                 {step->row - 1, step->col}, {step->row, step->col - 1}, {step->row, step->col + 1},
                 {step->row + 1, step->col}}) {
            if (!range.contains(c, r) || model.highlightAt(r, c) != IslandModel::CandidateCell)
                continue;
            const QRect rect = cellRect(r, c);
            painter.fillRect(rect, candidateColor());
            if (marks) {
                painter.setPen(
                    QPen(QColor::fromRgb(coloursOf(m_palette).candidateFrame), frame, Qt::DotLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(rect.adjusted(frame, frame, -frame - 1, -frame - 1));
            }
        }
        if (range.contains(step->col, step->row)) {
            const QRect rect = cellRect(step->row, step->col);
            painter.fillRect(rect, triedColor());
            if (marks) {
                painter.setPen(QPen(QColor::fromRgb(coloursOf(m_palette).triedFrame), frame));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(
                    rect.adjusted(frame / 2, frame / 2, -(frame + 1) / 2, -(frame + 1) / 2));
            }
        }
    } else if (step && step->kind == IslandStep::Backtrack
        && range.contains(step->col, step->row)) {
        const QRect rect = cellRect(step->row, step->col);
        painter.fillRect(rect, flashColor());
        if (marks) {
            painter.setPen(QPen(Qt::white, frame));
            const QRect inner
                = rect.adjusted(cellSize / 4, cellSize / 4, -cellSize / 4, -cellSize / 4);
            painter.drawLine(inner.topLeft(), inner.bottomRight());
            painter.drawLine(inner.topRight(), inner.bottomLeft());
        }
    }
}

void IslandPainter::paintTile(QPainter &painter, const QRect &rect, std::uint8_t value) const
{
    const int cellSize = rect.width();
    value = std::min<std::uint8_t>(value, IslandGrid::Pit);
    painter.fillRect(rect, QColor::fromRgb(m_cellColors[value]));
    if (cellSize >= GridLineCellSize) {
        const QColor line = gridLineColor(cellSize);
        painter.fillRect(QRect(rect.left(), rect.top(), cellSize, 1), line);
        painter.fillRect(QRect(rect.left(), rect.top() + 1, 1, cellSize - 1), line);
    }
    if (cellSize >= NumberCellSize && IslandGrid::isLand(value)) {
        painter.save();
        QFont font = painter.font();
        font.setBold(true);
        font.setPixelSize(std::max(8, cellSize * 3 / 5));
        painter.setFont(font);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.setPen(inkColor(value, m_palette));
        painter.drawText(rect, Qt::AlignCenter, QString::number(value));
        painter.restore();
    }
}

QColor IslandPainter::gridLineColor(int cellSize)
{
    QColor line(0x1b, 0x3a, 0x5c);
    line.setAlphaF(cellSize >= 12 ? 0.18 : 0.10);
    return line;
}

void IslandPainter::paintRaster(QPainter &painter, const IslandModel &model, const QRect &cells,
    const QPoint &origin, int cellSize, bool patterns) const
{
    // The image is built at full size, one scanline per cell row copied down the row: far
    // cheaper than scaling up a small image and stroking translucent grid lines over it.
    const IslandGrid &grid = model.grid();
    const QSize size(cells.width() * cellSize, cells.height() * cellSize);
    if (m_image.size() != size)
        m_image = QImage(size, QImage::Format_RGB32);
    const bool lines = cellSize >= GridLineCellSize;
    std::array<QRgb, 10> lined = m_cellColors;
    if (lines) {
        const QColor line = gridLineColor(cellSize);
        const qreal a = line.alphaF();
        for (std::size_t i = 0; i < lined.size(); ++i) {
            const QColor base = QColor::fromRgb(m_cellColors[i]);
            lined[i] = qRgb(int(base.red() * (1 - a) + line.red() * a),
                int(base.green() * (1 - a) + line.green() * a),
                int(base.blue() * (1 - a) + line.blue() * a));
        }
    }
    const std::size_t bytes = std::size_t(size.width()) * sizeof(QRgb);
    for (int r = 0; r < cells.height(); ++r) {
        const int y = r * cellSize;
        auto *body = reinterpret_cast<QRgb *>(m_image.scanLine(lines ? y + 1 : y));
        auto *top = reinterpret_cast<QRgb *>(m_image.scanLine(y));
        for (int c = 0; c < cells.width(); ++c) {
            const std::size_t value
                = std::min<std::size_t>(grid.at(cells.top() + r, cells.left() + c), 9);
            QRgb *cell = body + c * cellSize;
            std::fill(cell, cell + cellSize, m_cellColors[value]);
            if (lines) {
                cell[0] = lined[value];
                std::fill(top + c * cellSize, top + (c + 1) * cellSize, lined[value]);
            }
        }
        for (int k = lines ? 2 : 1; k < cellSize; ++k)
            std::memcpy(m_image.scanLine(y + k), body, bytes);
    }
    if (patterns)
        paintPatterns(grid, cells, cellSize, lines);
    painter.drawImage(
        QPoint(origin.x() + cells.left() * cellSize, origin.y() + cells.top() * cellSize), m_image);
}

void IslandPainter::paintPatterns(
    const IslandGrid &grid, const QRect &cells, int cellSize, bool lines) const
{
    // In the map's pixels, so that a pattern runs on across cells and repaints line up.
    std::array<QRgb, 9> ink {};
    for (int island = 1; island <= 8; ++island)
        ink[std::size_t(island)] = inkColor(island, m_palette).rgb();
    const int left = cells.left() * cellSize;
    const int top = cells.top() * cellSize;
    const int first = lines ? 1 : 0; // the grid line stays a line
    for (int y = 0; y < m_image.height(); ++y) {
        if (y % cellSize < first)
            continue;
        auto *pixels = reinterpret_cast<QRgb *>(m_image.scanLine(y));
        const int row = cells.top() + y / cellSize;
        for (int c = 0; c < cells.width(); ++c) {
            const std::uint8_t value = grid.at(row, cells.left() + c);
            if (!IslandGrid::isLand(value))
                continue;
            for (int x = c * cellSize + first; x < (c + 1) * cellSize; ++x) {
                if (islandPatternInk(value, left + x, top + y))
                    pixels[x] = ink[value];
            }
        }
    }
}

void IslandPainter::paintVector(QPainter &painter, const IslandModel &model, const QRect &cells,
    const QPoint &origin, int cellSize) const
{
    paintWater(painter, cells, origin, cellSize);
    for (int value = 1; value < int(m_cellColors.size()); ++value) {
        RectStack stack;
        paintVectorRows(painter, model, cells, origin, cellSize, value, stack);
        closeVectorRects(painter, value, stack);
    }
}

void IslandPainter::paintWater(
    QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize) const
{
    // One rectangle of water under everything: the land and the pits are drawn over it.
    painter.fillRect(
        QRect(origin.x() + cells.left() * cellSize, origin.y() + cells.top() * cellSize,
            cells.width() * cellSize, cells.height() * cellSize),
        QColor::fromRgb(m_cellColors[IslandGrid::Water]));
}

void IslandPainter::paintVectorRows(QPainter &painter, const IslandModel &model, const QRect &cells,
    const QPoint &origin, int cellSize, int value, RectStack &stack) const
{
    // One colour at a time, as few rectangles as it takes: runs along a row, stacked with
    // the same run below them into one taller rectangle (`stack` holds those still growing
    // down). One cell a rectangle, a 1000 x 1000 map with pits was tens of megabytes.
    const IslandGrid &grid = model.grid();
    const auto colourOf = [&](int row, int col) {
        return std::min<int>(grid.at(row, col), int(m_cellColors.size()) - 1);
    };
    painter.save();
    setVectorPaint(painter, value);
    for (int r = cells.top(); r <= cells.bottom(); ++r) {
        RectStack::Runs runs;
        int start = cells.left();
        while (start <= cells.right()) {
            if (colourOf(r, start) != value) {
                ++start;
                continue;
            }
            int end = start + 1;
            while (end <= cells.right() && colourOf(r, end) == value)
                ++end;
            const int x = origin.x() + start * cellSize;
            const int width = (end - start) * cellSize;
            runs.emplace(
                std::make_pair(x, width), QRect(x, origin.y() + r * cellSize, width, cellSize));
            start = end;
        }
        stack.addRow(painter, runs);
    }
    painter.restore();
}

void IslandPainter::closeVectorRects(QPainter &painter, int value, RectStack &stack) const
{
    painter.save();
    setVectorPaint(painter, value);
    stack.close(painter);
    painter.restore();
}

void IslandPainter::setVectorPaint(QPainter &painter, int value) const
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor::fromRgb(m_cellColors[std::size_t(value)]));
}

const QPixmap &IslandPainter::numberPixmap(int island, int cellSize, qreal dpr) const
{
    if (m_numbersCellSize != cellSize || m_numbersRatio != dpr) {
        m_numbers = {};
        m_numbersCellSize = cellSize;
        m_numbersRatio = dpr;
    }
    QPixmap &pixmap = m_numbers[std::size_t(island)];
    if (pixmap.isNull()) {
        pixmap = QPixmap(QSize(cellSize, cellSize) * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::TextAntialiasing);
        QFont font = p.font();
        font.setBold(true);
        font.setPixelSize(std::max(8, cellSize * 3 / 5));
        p.setFont(font);
        const QRect cell(0, 0, cellSize, cellSize);
        if (patternsAt(cellSize)) {
            // The digit on a plate of its island's colour, clear of the pattern's lines.
            const QRect digit
                = p.fontMetrics().boundingRect(cell, Qt::AlignCenter, QString::number(island));
            p.fillRect(digit.adjusted(-1, 0, 1, 0).intersected(cell.adjusted(1, 1, -1, -1)),
                islandColor(island));
        }
        p.setPen(inkColor(island, m_palette));
        p.drawText(cell, Qt::AlignCenter, QString::number(island));
    }
    return pixmap;
}

void IslandPainter::paintNumbers(QPainter &painter, const IslandModel &model, const QRect &cells,
    const QPoint &origin, int cellSize, bool vector) const
{
    const IslandGrid &grid = model.grid();
    QFont font = painter.font();
    if (vector) {
        font.setBold(true);
        font.setPixelSize(std::max(8, cellSize * 3 / 5));
        painter.setFont(font);
    }
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    for (int r = cells.top(); r <= cells.bottom(); ++r) {
        for (int c = cells.left(); c <= cells.right(); ++c) {
            const std::uint8_t value = grid.at(r, c);
            if (!IslandGrid::isLand(value))
                continue;
            const QPoint topLeft(origin.x() + c * cellSize, origin.y() + r * cellSize);
            if (vector) {
                painter.setPen(inkColor(value, m_palette));
                painter.drawText(QRect(topLeft, QSize(cellSize, cellSize)), Qt::AlignCenter,
                    QString::number(value));
            } else {
                painter.drawPixmap(topLeft, numberPixmap(value, cellSize, dpr));
            }
        }
    }
}

// The whole map for an export: bands of rows of the cells, then the grid lines and the
// highlights over the whole map, then the numbers a band at a time, as paint() draws them.
class IslandPainter::MapParts : public MapDrawing
{
public:
    MapParts(const IslandPainter &painter, const IslandModel &model, int cellSize, bool vector)
        : m_painter(painter)
        , m_model(model)
        , m_cellSize(cellSize)
        , m_vector(vector)
        , m_all(0, 0, model.columnCount(), model.rowCount())
        , m_bandRows(std::max(1, BandCells / std::max(1, m_all.width())))
        , m_bands(
              cellSize > 0 && !m_all.isEmpty() ? (m_all.height() + m_bandRows - 1) / m_bandRows : 0)
        // Vector output: the water at once, then each other colour over every band in
        // turn, its rectangles growing down across the bands.
        , m_cellParts(vector ? 1 + (int(painter.m_cellColors.size()) - 1) * m_bands : m_bands)
    { }

    int partCount() const override
    {
        if (m_bands == 0)
            return 0;
        return m_cellParts + 1 + (m_cellSize >= NumberCellSize ? m_bands : 0);
    }

    void drawPart(QPainter &painter, int part) override
    {
        if (part < m_cellParts) {
            drawCells(painter, part);
        } else if (part == m_cellParts) {
            m_painter.paintMarks(painter, m_model, m_all, QPoint(0, 0), m_cellSize, {}, m_vector);
        } else {
            m_painter.paintNumbers(
                painter, m_model, rows(part - m_cellParts - 1), QPoint(0, 0), m_cellSize, m_vector);
        }
    }

private:
    QRect rows(int band) const
    {
        return QRect(0, band * m_bandRows, m_all.width(), m_bandRows).intersected(m_all);
    }

    void drawCells(QPainter &painter, int part)
    {
        if (!m_vector) {
            // No patterns: a PNG is the SVG's picture, and SVG has no cheap way to draw them.
            m_painter.paintRaster(painter, m_model, rows(part), QPoint(0, 0), m_cellSize, false);
            return;
        }
        if (part == 0) {
            m_painter.paintWater(painter, m_all, QPoint(0, 0), m_cellSize);
            return;
        }
        const int value = 1 + (part - 1) / m_bands;
        const int band = (part - 1) % m_bands;
        m_painter.paintVectorRows(
            painter, m_model, rows(band), QPoint(0, 0), m_cellSize, value, m_stack);
        if (band == m_bands - 1)
            m_painter.closeVectorRects(painter, value, m_stack);
    }

    const IslandPainter &m_painter;
    const IslandModel &m_model;
    int m_cellSize;
    bool m_vector;
    QRect m_all;
    int m_bandRows;
    int m_bands;
    int m_cellParts;
    RectStack m_stack;
};

std::unique_ptr<MapDrawing> IslandPainter::drawing(
    const IslandModel &model, int cellSize, bool vector) const
{
    return std::make_unique<MapParts>(*this, model, cellSize, vector);
}
