// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandpainter.h"
#include "mapview.h"

#include <QList>
#include <QPoint>
#include <QPointer>

#include "islandmodel.h"

// The island map: draws an IslandModel through IslandPainter, lets backtracked cells fade
// out in red over a fraction of a second, and shows the "Too complex" banner once
// playback reaches a build's TOO COMPLEX step.
class IslandView : public MapView
{
    Q_OBJECT

public:
    static constexpr int FlashMilliseconds = 600;

    explicit IslandView(QWidget *parent = nullptr);

    void setIslandModel(IslandModel *model);
    IslandModel *islandModel() const { return m_ocean; }

    IslandPainter::Palette colourPalette() const { return m_painter.palette(); }
    void setColourPalette(IslandPainter::Palette palette);
    void setPatternsEverywhere(bool on);
    const IslandPainter &islandPainter() const { return m_painter; }

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

    QPointer<IslandModel> m_ocean;
    IslandPainter m_painter;
    QPoint m_frameCell {-1, -1};
    QList<QPoint> m_frameCandidates;
};
