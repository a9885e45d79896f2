#include "differenceoverlay.h"

#include "mapview.h"

#include <QEvent>
#include <QPainter>

DifferenceOverlay::DifferenceOverlay(MapView *view)
    : QWidget(view->viewport()), m_view(view)
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

void DifferenceOverlay::setCells(const std::vector<QPoint> &cells)
{
    m_cells = cells;
    setVisible(!m_cells.empty());
    update();
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
    QPainter painter(this);
    // Magenta and a dashed white inner line: seen on water, land and pits in both palettes.
    QPen outer(QColor(230, 0, 160), 2);
    QPen inner(Qt::white, 1, Qt::DashLine);
    for (const QPoint &cell : m_cells) {
        const QRect rect = m_view->cellRect(cell.y(), cell.x()).adjusted(1, 1, -1, -1);
        if (!rect.intersects(this->rect()))
            continue;
        painter.setPen(outer);
        painter.drawRect(rect);
        painter.setPen(inner);
        painter.drawRect(rect.adjusted(2, 2, -2, -2));
    }
}
