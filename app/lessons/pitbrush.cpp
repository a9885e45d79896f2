// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pitbrush.h"

#include "scenariodocument.h"

#include <cstdlib>
#include <utility>

PitBrush::PitBrush(ScenarioDocument *document, QObject *parent)
    : MapTool(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("pitBrush"));
    // A stroke the document ended while the button was still down (a build started) is over
    // for the brush too: the rest of the drag paints nothing.
    connect(document, &ScenarioDocument::strokeEnded, this, [this] { m_stroking = false; });
}

bool PitBrush::mousePressed(QPoint cell, Qt::MouseButton button)
{
    if (m_stroking || !m_document || (button != Qt::LeftButton && button != Qt::RightButton))
        return false;
    m_stroking = true;
    m_pit = button == Qt::LeftButton;
    m_lastCell = QPoint(-1, -1);
    m_document->beginStroke(m_pit);
    paintTo(cell);
    return true;
}

bool PitBrush::mouseMoved(QPoint cell)
{
    if (!m_stroking)
        return false;
    paintTo(cell);
    return true;
}

bool PitBrush::mouseReleased(Qt::MouseButton button)
{
    if (!m_stroking || button != (m_pit ? Qt::LeftButton : Qt::RightButton))
        return false;
    deactivate();
    return true;
}

void PitBrush::cellActivated(QPoint cell)
{
    if (m_document)
        m_document->togglePit(cell.y(), cell.x());
}

void PitBrush::deactivate()
{
    if (std::exchange(m_stroking, false) && m_document)
        m_document->endStroke();
}

// Every cell on the line from the last one (Bresenham's), so a quick drag leaves no gaps.
void PitBrush::paintTo(QPoint cell)
{
    QPoint from = m_lastCell.x() < 0 ? cell : m_lastCell;
    const int dx = std::abs(cell.x() - from.x());
    const int dy = -std::abs(cell.y() - from.y());
    const int sx = from.x() < cell.x() ? 1 : -1;
    const int sy = from.y() < cell.y() ? 1 : -1;
    int error = dx + dy;
    for (;;) {
        if (from != m_lastCell && m_document)
            m_document->strokeCell(from.y(), from.x());
        m_lastCell = from;
        if (from == cell)
            break;
        const int e2 = 2 * error;
        if (e2 >= dy) {
            error += dy;
            from.rx() += sx;
        }
        if (e2 <= dx) {
            error += dx;
            from.ry() += sy;
        }
    }
}
