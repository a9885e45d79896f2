// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonpainter.h"
#include "mapview.h"

#include <QPointer>

#include "dungeonmodel.h"

// The dungeon map: draws a DungeonModel through DungeonPainter, lets clipped half-doors fade
// out in red over a fraction of a second, marks the inspected cell, and shows why a build
// could not start in the banner.
//
// Pits are painted through MapView like on the island map, but only on the starting map:
// once a build is shown, a click selects the cell for the inspector instead of wiping the
// build (Reset brings painting back; Space on the keyboard cursor still toggles a pit).
class DungeonView : public MapView
{
    Q_OBJECT

public:
    static constexpr int FlashMilliseconds = 700;

    explicit DungeonView(QWidget *parent = nullptr);

    void setDungeonModel(DungeonModel *model);
    DungeonModel *dungeonModel() const { return m_dungeon; }

    DungeonPainter::Palette colourPalette() const { return m_painter.palette(); }
    void setColourPalette(DungeonPainter::Palette palette);
    const DungeonPainter &dungeonPainter() const { return m_painter; }

    // Why the last build could not start; shown in the banner until cleared.
    QString failureMessage() const { return m_failure; }
    void setFailureMessage(const QString &message);

    std::unique_ptr<MapDrawing> drawing(int cellSize, bool vector) const override;
    QString mapName() const override;

protected:
    void paintCells(
        QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize) override;
    QString bannerText() const override;
    std::optional<Flash> flashOf(int step) const override;
    bool strokesAllowed() const override;
    void retranslateUi() override;

private:
    QPointer<DungeonModel> m_dungeon;
    DungeonPainter m_painter;
    QString m_failure;
};
