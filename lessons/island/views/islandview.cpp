// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandview.h"

#include "islandmodel.h"

#include <QPainter>

IslandView::IslandView(QWidget *parent)
    : MapView(parent)
{
    setFlashDuration(FlashMilliseconds);
}

void IslandView::setIslandModel(IslandModel *model)
{
    m_ocean = model;
    setModel(model);
}

void IslandView::setColourPalette(IslandPainter::Palette palette)
{
    m_painter.setPalette(palette);
    viewport()->update();
}

void IslandView::setPatternsEverywhere(bool on)
{
    m_painter.setPatternsEverywhere(on);
    viewport()->update();
}

std::unique_ptr<MapDrawing> IslandView::drawing(int cellSize, bool vector) const
{
    if (!m_ocean)
        return std::make_unique<EmptyMapDrawing>();
    return m_painter.drawing(*m_ocean, cellSize, vector);
}

void IslandView::paintCells(
    QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize)
{
    if (!m_ocean)
        return;
    std::vector<IslandPainter::Flash> flashes;
    for (const Flash &flash : fadingFlashes())
        flashes.push_back({flash.row, flash.col, flash.strength});
    m_painter.paint(painter, *m_ocean, cells, origin, cellSize, flashes);
    if (m_frameCell.x() < 0)
        return;
    // A dark blue frame (Okabe-Ito blue) reads on water, land and pits alike; candidates
    // are dashed, the frame's own cell solid, so the two differ in more than colour.
    painter.save();
    painter.setBrush(Qt::NoBrush);
    const qreal width = std::max(2.0, cellSize / 8.0);
    auto outline = [&](const QPoint &cell, Qt::PenStyle style) {
        if (!cells.contains(cell))
            return;
        QPen pen(QColor(0x00, 0x72, 0xB2), width, style);
        painter.setPen(pen);
        const QRectF rect(
            origin.x() + cell.x() * cellSize, origin.y() + cell.y() * cellSize, cellSize, cellSize);
        painter.drawRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    };
    for (const QPoint &candidate : std::as_const(m_frameCandidates))
        outline(candidate, Qt::DashLine);
    outline(m_frameCell, Qt::SolidLine);
    painter.restore();
}

void IslandView::setFrameHighlight(const QPoint &cell, const QList<QPoint> &candidates)
{
    updateFrameCells();
    m_frameCell = m_ocean && cell.y() >= 0 && cell.y() < m_ocean->rowCount() && cell.x() >= 0
            && cell.x() < m_ocean->columnCount()
        ? cell
        : QPoint(-1, -1);
    m_frameCandidates = m_frameCell.x() >= 0 ? candidates : QList<QPoint>();
    updateFrameCells();
}

void IslandView::updateFrameCells()
{
    if (m_frameCell.x() < 0)
        return;
    int top = m_frameCell.y(), left = m_frameCell.x(), bottom = top, right = left;
    for (const QPoint &cell : std::as_const(m_frameCandidates)) {
        top = std::min(top, cell.y());
        bottom = std::max(bottom, cell.y());
        left = std::min(left, cell.x());
        right = std::max(right, cell.x());
    }
    updateCells(top, left, bottom, right);
}

QString IslandView::bannerText() const
{
    if (!m_ocean || m_ocean->position() == 0)
        return QString();
    const IslandStep &step = m_ocean->step(m_ocean->position() - 1);
    if (step.kind != IslandStep::TooComplex)
        return QString();
    //: Banner over the map when a build hit its step limit; %L1 is the limit
    return tr("Too complex: stopped after %L1 steps").arg(m_ocean->position() - 1);
}

std::optional<MapView::Flash> IslandView::flashOf(int step) const
{
    // Backtracks passed while playing forwards leave a fading red mark.
    const IslandStep &islandStep = m_ocean->step(step);
    if (islandStep.kind != IslandStep::Backtrack)
        return std::nullopt;
    return Flash {int(islandStep.row), int(islandStep.col)};
}
