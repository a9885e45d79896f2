// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "spotlight.h"

#include <QCursor>
#include <QEvent>
#include <QPainter>
#include <QScreen>

Spotlight::Spotlight(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("spotlight"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(parent->rect());
    parent->installEventFilter(this);
    m_timer.setInterval(30);
    connect(&m_timer, &QTimer::timeout, this, &Spotlight::follow);
    m_timer.start();
    raise();
}

int Spotlight::radius() const
{
    // A projector's pointer is a speck: the ring grows with the screen.
    const QScreen *screen = this->screen();
    return std::max(24, (screen ? screen->geometry().height() : 1080) / 22);
}

void Spotlight::follow()
{
    const QPoint centre = mapFromGlobal(QCursor::pos());
    if (centre == m_centre)
        return;
    const int r = radius() + 4;
    update(QRect(m_centre - QPoint(r, r), QSize(2 * r, 2 * r)));
    m_centre = centre;
    update(QRect(m_centre - QPoint(r, r), QSize(2 * r, 2 * r)));
}

bool Spotlight::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::Resize) {
        setGeometry(parentWidget()->rect());
        raise();
    }
    return QWidget::eventFilter(watched, event);
}

void Spotlight::paintEvent(QPaintEvent *)
{
    if (!rect().contains(m_centre))
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int r = radius();
    QRadialGradient glow(m_centre, r);
    glow.setColorAt(0.0, QColor(255, 235, 59, 150));
    glow.setColorAt(0.7, QColor(255, 235, 59, 90));
    glow.setColorAt(1.0, QColor(255, 235, 59, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(glow);
    painter.drawEllipse(m_centre, r, r);
    // A dark and a light ring: visible on the ocean and on the islands alike.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 160), 5));
    painter.drawEllipse(m_centre, r * 2 / 3, r * 2 / 3);
    painter.setPen(QPen(QColor(255, 213, 0), 3));
    painter.drawEllipse(m_centre, r * 2 / 3, r * 2 / 3);
}
