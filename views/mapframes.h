// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonpainter.h"
#include "dungeonsteps.h"
#include "islandpainter.h"
#include "islandstep.h"
#include "mappicture.h"
#include "scenario.h"

#include <QImage>
#include <QString>

#include <memory>
#include <vector>

class DungeonModel;
class MapModel;
class IslandModel;

// A build drawn away from any window, for the exports: a copy of the scenario, the steps
// (shared with the window's model, never copied) and a model of its own that seeks through
// them, drawn by the lesson's painter as the map view draws it: the step just taken
// highlighted, a backtrack or a clip flashing at full strength. The CLI and the GUI's
// exports use it alike; it lives on one thread.
class MapFrames : public MapPicture
{
public:
    MapFrames(
        const Scenario &scenario, const IslandStepBatch &steps, IslandPainter::Palette palette);
    MapFrames(
        const Scenario &scenario, const DungeonStepBatch &steps, IslandPainter::Palette palette);
    // A build made here (the CLI): its steps move in.
    MapFrames(
        const Scenario &scenario, std::vector<IslandStep> steps, IslandPainter::Palette palette);
    MapFrames(const Scenario &scenario, DungeonSteps steps, IslandPainter::Palette palette);
    ~MapFrames() override;

    const Scenario &scenario() const { return *m_scenario; }
    const IslandModel *ocean() const { return m_ocean.get(); }
    const DungeonModel *dungeon() const { return m_dungeon.get(); }
    const MapModel &model() const;
    const IslandPainter &islandPainter() const { return m_oceanPainter; }
    const DungeonPainter &dungeonPainter() const { return m_dungeonPainter; }

    int stepCount() const;
    int position() const;
    void seek(int position);
    // The log line of the step just taken, translated; empty at position 0.
    QString caption() const;

    // The map at the current position, `cellSize` pixels a cell; a null image when it does
    // not fit in memory (the painter draws through a second picture as large).
    QImage image(int cellSize) const;
    std::unique_ptr<MapDrawing> drawing(int cellSize, bool vector) const override;
    // Whether a clip of the step just taken flashes (the GIF's frames, the CLI); a still
    // of the window's map shows it as the view exports it, without.
    void setClipFlash(bool shown) { m_clipFlash = shown; }

private:
    std::shared_ptr<const Scenario> m_scenario;
    std::unique_ptr<IslandModel> m_ocean;
    std::unique_ptr<DungeonModel> m_dungeon;
    IslandPainter m_oceanPainter;
    DungeonPainter m_dungeonPainter;
    bool m_clipFlash = true;
};
