// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "differenceoverlay.h"

#include "mapview.h"

#include <QEvent>
#include <QPainter>

#include <unordered_set>

namespace {

bool atEnd(const MapModel *model)
{
    return model && model->stepCount() > 0 && model->position() == model->stepCount();
}

} // namespace

DifferenceOverlay::DifferenceOverlay(MapView *view)
    : QWidget(view->viewport())
    , m_view(view)
{
    setObjectName(QStringLiteral("differenceOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    view->viewport()->installEventFilter(this);
    setGeometry(view->viewport()->rect());
    // Shown only while it has cells: a hidden overlay is left out of the map's repaints
    // (one per step of playback), also on the maps of a window that never compares.
    hide();
}

void DifferenceOverlay::setCells(const std::vector<QPoint> &cells, const MapModel *partner)
{
    m_cells = cells;
    m_partner = partner;
    disconnect(m_ownPosition);
    disconnect(m_partnerPosition);
    if (!m_cells.empty()) {
        if (MapModel *own = m_view->model())
            m_ownPosition = connect(
                own, &MapModel::positionChanged, this, &DifferenceOverlay::updateVisibility);
        if (partner)
            m_partnerPosition = connect(
                partner, &MapModel::positionChanged, this, &DifferenceOverlay::updateVisibility);
    }
    updateVisibility();
    update();
}

void DifferenceOverlay::updateVisibility()
{
    setVisible(!m_cells.empty() && atEnd(m_view->model()) && (!m_partner || atEnd(m_partner)));
}

bool DifferenceOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        setGeometry(m_view->viewport()->rect());
    return QWidget::eventFilter(watched, event);
}

void DifferenceOverlay::paintEvent(QPaintEvent *)
{
    if (m_cells.empty())
        return;
    auto key
        = [](int row, int col) { return qint64((quint64(quint32(row)) << 32) | quint32(col)); };
    std::unordered_set<qint64> marked;
    for (const QPoint &cell : m_cells)
        marked.insert(key(cell.y(), cell.x()));
    // The region's border: a cell's side whose neighbour is not marked. Solid black under
    // white dashes, as a selection is drawn, on the line between the two cells.
    QVector<QLine> edges;
    for (const QPoint &cell : m_cells) {
        const QRect rect = m_view->cellRect(cell.y(), cell.x());
        if (!rect.adjusted(-2, -2, 2, 2).intersects(this->rect()))
            continue;
        const int left = rect.left();
        const int top = rect.top();
        const int right = rect.left() + rect.width();
        const int bottom = rect.top() + rect.height();
        if (!marked.count(key(cell.y() - 1, cell.x())))
            edges.append(QLine(left, top, right, top));
        if (!marked.count(key(cell.y() + 1, cell.x())))
            edges.append(QLine(left, bottom, right, bottom));
        if (!marked.count(key(cell.y(), cell.x() - 1)))
            edges.append(QLine(left, top, left, bottom));
        if (!marked.count(key(cell.y(), cell.x() + 1)))
            edges.append(QLine(right, top, right, bottom));
    }
    QPainter painter(this);
    painter.setPen(QPen(Qt::black, 3, Qt::SolidLine, Qt::SquareCap));
    painter.drawLines(edges);
    painter.setPen(QPen(Qt::white, 1, Qt::DashLine, Qt::FlatCap));
    painter.drawLines(edges);
}
