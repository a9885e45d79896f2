// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaObject>
#include <QPoint>
#include <QPointer>
#include <QWidget>

#include <vector>

class MapModel;
class MapView;

// Outlines cells of a map view (a comparison's cells whose final state differs): a
// transparent layer over the view's viewport that lets every mouse event through, so
// that the map beneath works as before. The outline is the border of the region, in
// black and white (no island's colour, seen on water, land and pits in both palettes),
// drawn on the cells' edges so that the islands' numbers stay readable. It is shown only
// while both builds are at their end: before that it would tell where islands will grow.
class DifferenceOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit DifferenceOverlay(MapView *view);

    // x = column, y = row; `partner` is the other side's model, which must be at its end too.
    void setCells(const std::vector<QPoint> &cells, const MapModel *partner = nullptr);
    const std::vector<QPoint> &cells() const { return m_cells; }
    MapView *view() const { return m_view; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void updateVisibility();

    MapView *m_view;
    std::vector<QPoint> m_cells;
    QPointer<const MapModel> m_partner;
    QMetaObject::Connection m_ownPosition;
    QMetaObject::Connection m_partnerPosition;
};
