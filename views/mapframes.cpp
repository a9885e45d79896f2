// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapframes.h"

#include "dungeonmodel.h"
#include "islandmodel.h"

#include <QPainter>

#include <cstdint>

MapFrames::MapFrames(
    const Scenario &scenario, const IslandStepBatch &steps, IslandPainter::Palette palette)
    : m_scenario(std::make_shared<const Scenario>(scenario))
    , m_ocean(std::make_unique<IslandModel>())
    , m_oceanPainter(palette)
    , m_dungeonPainter(palette)
{
    m_ocean->setScenario(m_scenario);
    if (steps.list)
        m_ocean->appendSteps(steps);
}

MapFrames::MapFrames(
    const Scenario &scenario, const DungeonStepBatch &steps, IslandPainter::Palette palette)
    : m_scenario(std::make_shared<const Scenario>(scenario))
    , m_dungeon(std::make_unique<DungeonModel>())
    , m_oceanPainter(palette)
    , m_dungeonPainter(palette)
{
    m_dungeon->setScenario(m_scenario);
    if (steps.list)
        m_dungeon->appendSteps(steps);
}

MapFrames::MapFrames(
    const Scenario &scenario, std::vector<IslandStep> steps, IslandPainter::Palette palette)
    : MapFrames(scenario, IslandStepBatch {IslandStepList::of(std::move(steps)), SIZE_MAX}, palette)
{ }

MapFrames::MapFrames(const Scenario &scenario, DungeonSteps steps, IslandPainter::Palette palette)
    : MapFrames(scenario,
        DungeonStepBatch {
            std::make_shared<const DungeonSteps>(std::move(steps)), SIZE_MAX, nullptr},
        palette)
{ }

MapFrames::~MapFrames() = default;

const MapModel &MapFrames::model() const
{
    if (m_dungeon)
        return *m_dungeon;
    return *m_ocean;
}

int MapFrames::stepCount() const
{
    return model().stepCount();
}

int MapFrames::position() const
{
    return model().position();
}

void MapFrames::seek(int position)
{
    if (m_dungeon)
        m_dungeon->seek(position);
    else
        m_ocean->seek(position);
}

QString MapFrames::caption() const
{
    const int position = this->position();
    return position > 0 ? model().stepText(position - 1) : QString();
}

QImage MapFrames::image(int cellSize) const
{
    QImage image(m_scenario->cols * cellSize, m_scenario->rows * cellSize, QImage::Format_RGB32);
    // Out of memory: a null frame, which the GIF writer refuses, not a painter on nothing.
    if (image.isNull() || QImage(image.size(), QImage::Format_RGB32).isNull())
        return QImage();
    image.fill(Qt::white);
    QPainter painter(&image);
    renderMap(painter, cellSize, false);
    return image;
}

std::unique_ptr<MapDrawing> MapFrames::drawing(int cellSize, bool vector) const
{
    // The ocean painter marks a backtrack of the step just taken itself.
    if (m_ocean)
        return m_oceanPainter.drawing(*m_ocean, cellSize, vector);
    // The half-doors the step just took away flash as on screen at the moment they go.
    std::vector<DungeonPainter::Flash> flashes;
    const int position = this->position();
    if (m_clipFlash && position > 0) {
        const DungeonStep &step = m_dungeon->step(position - 1);
        if (step.kind == DungeonStep::Clip)
            flashes.push_back({step.row, step.col, step.mask, 1.0});
    }
    return m_dungeonPainter.drawing(*m_dungeon, cellSize, std::move(flashes), vector);
}
