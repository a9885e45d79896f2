// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonview.h"

#include <QPainter>

#include <algorithm>

DungeonView::DungeonView(QWidget *parent)
    : MapView(parent)
{
    setFlashDuration(FlashMilliseconds);
    retranslateUi();
    showName();
}

QString DungeonView::mapName() const
{
    //: Name of the dungeon map for screen readers
    return tr("Dungeon map");
}

void DungeonView::retranslateUi()
{
    MapView::retranslateUi();
    setToolTip(pitEditing() && !strokesLocked()
            ? tr("Click a cell to inspect it. On the map before a build, left-drag paints "
                 "pits and right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab "
                 "to the map, Enter to edit it (the arrow keys move the cell cursor, Space "
                 "toggles a pit), Esc to stop.")
            : tr("Click a cell to inspect it. Ctrl+wheel zooms. With the keyboard: Tab to the "
                 "map, Enter to move the cell cursor with the arrow keys, Esc to stop."));
}

void DungeonView::setDungeonModel(DungeonModel *model)
{
    m_dungeon = model;
    setModel(model);
}

void DungeonView::setColourPalette(DungeonPainter::Palette palette)
{
    m_painter.setPalette(palette);
    viewport()->update();
}

void DungeonView::setFailureMessage(const QString &message)
{
    if (message == m_failure)
        return;
    m_failure = message;
    viewport()->update();
}

std::unique_ptr<MapDrawing> DungeonView::drawing(int cellSize, bool vector) const
{
    if (!m_dungeon)
        return std::make_unique<EmptyMapDrawing>();
    return m_painter.drawing(*m_dungeon, cellSize, {}, vector);
}

void DungeonView::paintCells(
    QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize)
{
    if (!m_dungeon)
        return;
    std::vector<DungeonPainter::Flash> flashes;
    for (const Flash &flash : fadingFlashes())
        flashes.push_back({flash.row, flash.col, flash.mask, flash.strength});
    m_painter.paint(painter, *m_dungeon, cells, origin, cellSize, flashes);

    // The inspected cell stays marked when the map has no focus (a click does not give it
    // focus); with focus, MapView draws its keyboard cursor there instead.
    if (!hasFocus() && cells.contains(cursorColumn(), cursorRow())) {
        const QRect rect(origin.x() + cursorColumn() * cellSize,
            origin.y() + cursorRow() * cellSize, cellSize, cellSize);
        const int width = std::max(1, cellSize / 12);
        painter.save();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::black, width + 2));
        painter.drawRect(rect.adjusted(0, 0, -1, -1));
        painter.setPen(QPen(Qt::white, width, Qt::DashLine));
        painter.drawRect(rect.adjusted(0, 0, -1, -1));
        painter.restore();
    }
}

QString DungeonView::bannerText() const
{
    return m_failure;
}

bool DungeonView::strokesAllowed() const
{
    return !m_dungeon || m_dungeon->stepCount() == 0;
}

std::optional<MapView::Flash> DungeonView::flashOf(int step) const
{
    // Clips passed while playing forwards leave fading half-doors.
    const DungeonStep &dungeonStep = m_dungeon->step(step);
    if (dungeonStep.kind != DungeonStep::Clip)
        return std::nullopt;
    return Flash {dungeonStep.row, dungeonStep.col, dungeonStep.mask};
}
