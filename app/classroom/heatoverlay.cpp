// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatoverlay.h"

#include "mapview.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

HeatOverlay::HeatOverlay(MapView *view)
    : QWidget(view->viewport())
    , m_view(view)
{
    setObjectName(QStringLiteral("heatOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    view->viewport()->installEventFilter(this);
    setGeometry(view->viewport()->rect());
    hide();
}

void HeatOverlay::setCounts(const QHash<QPoint, int> &counts)
{
    m_counts = counts;
    setVisible(!m_counts.isEmpty() || !m_accepted.isEmpty());
    update();
}

void HeatOverlay::setAccepted(const QSet<QPoint> &cells)
{
    m_accepted = cells;
    setVisible(!m_counts.isEmpty() || !m_accepted.isEmpty());
    update();
}

void HeatOverlay::clear()
{
    m_counts.clear();
    m_accepted.clear();
    hide();
}

bool HeatOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        setGeometry(m_view->viewport()->rect());
    return QWidget::eventFilter(watched, event);
}

void HeatOverlay::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    int most = 1;
    for (const int count : std::as_const(m_counts))
        most = std::max(most, count);
    // Orange from light to strong by share of the most chosen cell, over any palette; the
    // count in black on a white plate, legible on water, land and pits alike.
    for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
        const QRect rect = m_view->cellRect(it.key().y(), it.key().x());
        if (!rect.intersects(this->rect()))
            continue;
        QColor shade(230, 97, 0);
        shade.setAlphaF(0.25 + 0.6 * it.value() / most);
        painter.fillRect(rect, shade);
        QFont font = painter.font();
        font.setBold(true);
        font.setPixelSize(std::max(8, rect.height() / 2));
        painter.setFont(font);
        const QString text = QString::number(it.value());
        const QRect plate = painter.fontMetrics().boundingRect(text).adjusted(-2, 0, 2, 0);
        QRect box(QPoint(), plate.size());
        box.moveCenter(rect.center());
        painter.fillRect(box, QColor(255, 255, 255, 220));
        painter.setPen(Qt::black);
        painter.drawText(box, Qt::AlignCenter, text);
    }
    for (const QPoint &cell : std::as_const(m_accepted)) {
        const QRect rect = m_view->cellRect(cell.y(), cell.x());
        painter.setPen(QPen(Qt::black, 5));
        painter.drawRect(rect.adjusted(1, 1, -1, -1));
        painter.setPen(QPen(QColor(0, 158, 115), 3));
        painter.drawRect(rect.adjusted(1, 1, -1, -1));
    }
}
