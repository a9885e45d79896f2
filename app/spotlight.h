// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QTimer>
#include <QWidget>

// A bright ring around the mouse pointer over the widget it covers, so that a room can
// follow what the lecturer points at on a projector. It lets every mouse event through and
// follows the pointer by looking where it is a few dozen times a second, whatever widget
// is under it.
class Spotlight : public QWidget
{
    Q_OBJECT

public:
    explicit Spotlight(QWidget *parent);

    int radius() const;
    // Where the ring is drawn, in this widget's coordinates; outside when the pointer is.
    QPoint centre() const { return m_centre; }

public slots:
    void follow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QTimer m_timer;
    QPoint m_centre {-10000, -10000};
};
