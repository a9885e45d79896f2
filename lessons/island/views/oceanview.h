// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mapview.h"
#include "oceanpainter.h"

#include <QList>
#include <QPoint>
#include <QPointer>

#include "oceanmodel.h"

// The island map: draws an OceanModel through OceanPainter, lets backtracked cells fade
// out in red over a fraction of a second, and shows the "Too complex" banner once
// playback reaches a build's TOO COMPLEX step.
class OceanView : public MapView
{
    Q_OBJECT

public:
    static constexpr int FlashMilliseconds = 600;

    explicit OceanView(QWidget *parent = nullptr);

    void setOceanModel(OceanModel *model);
    OceanModel *oceanModel() const { return m_ocean; }

    OceanPainter::Palette colourPalette() const { return m_painter.palette(); }
    void setColourPalette(OceanPainter::Palette palette);
    void setPatternsEverywhere(bool on);
    const OceanPainter &oceanPainter() const { return m_painter; }

    std::unique_ptr<MapDrawing> drawing(int cellSize, bool vector) const override;

    // Outlines a call-stack frame's cell (solid) and its candidates (dashed) on the map;
    // a cell outside the map clears it. x = column, y = row.
    void setFrameHighlight(const QPoint &cell, const QList<QPoint> &candidates);
    QPoint frameHighlight() const { return m_frameCell; }

protected:
    void paintCells(
        QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize) override;
    QString bannerText() const override;
    std::optional<Flash> flashOf(int step) const override;

private:
    void updateFrameCells();

    QPointer<OceanModel> m_ocean;
    OceanPainter m_painter;
    QPoint m_frameCell {-1, -1};
    QList<QPoint> m_frameCandidates;
};
