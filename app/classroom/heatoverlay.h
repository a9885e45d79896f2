// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QPoint>
#include <QSet>
#include <QWidget>

class MapView;

// The room's answers on the map: each cell shaded by how many students chose it, the count
// written in it; after Reveal the accepted cells get a thick green frame. A transparent
// layer over the view's viewport that lets every mouse event through.
class HeatOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit HeatOverlay(MapView *view);

    // x = column, y = row
    void setCounts(const QHash<QPoint, int> &counts);
    void setAccepted(const QSet<QPoint> &cells);
    void clear();
    const QHash<QPoint, int> &counts() const { return m_counts; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    MapView *m_view;
    QHash<QPoint, int> m_counts;
    QSet<QPoint> m_accepted;
};
