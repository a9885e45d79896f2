// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>
#include <utility>

namespace {

//: The default dungeon tile set's templates, as shown in the log, inspector and tile set
const char *const DefaultTileNames[] = {
    QT_TRANSLATE_NOOP("DungeonTile", "big room"),
    QT_TRANSLATE_NOOP("DungeonTile", "small room"),
    QT_TRANSLATE_NOOP("DungeonTile", "hall"),
};

} // namespace

QString DungeonTile::displayName() const
{
    for (const char *defaultName : DefaultTileNames) {
        if (name == QLatin1String(defaultName))
            return QCoreApplication::translate("DungeonTile", defaultName);
    }
    return name;
}

QVector<DungeonTile> DungeonSettings::defaultTiles()
{
    return {
        {QStringLiteral("big room"), 0xFF},
        {QStringLiteral("small room"), 0x06},
        {QStringLiteral("hall"), 0x84},
    };
}

int DungeonSettings::bigRoomIndex(const QVector<DungeonTile> &tiles)
{
    for (int t = 0; t < tiles.size(); ++t) {
        if (tiles[t].doors == DungeonTile::AllDoors)
            return t;
    }
    return -1;
}

TileSetProblem DungeonSettings::problem(const QVector<DungeonTile> &tiles)
{
    if (tiles.isEmpty())
        return TileSetProblem::NoTiles;
    if (tiles.size() > Scenario::MaxTiles)
        return TileSetProblem::TooManyTiles;
    for (const DungeonTile &tile : tiles) {
        if (tile.doors == 0)
            return TileSetProblem::TemplateWithoutDoors;
    }
    if (bigRoomIndex(tiles) < 0)
        return TileSetProblem::NoBigRoom;
    return TileSetProblem::None;
}

int Scenario::pitCount() const
{
    return int(std::count(pits.begin(), pits.end(), std::uint8_t(1)));
}

void Scenario::resize(int newRows, int newCols)
{
    std::vector<std::uint8_t> resized(std::size_t(newRows) * std::size_t(newCols), 0);
    for (int r = 0; r < std::min(rows, newRows); ++r) {
        for (int c = 0; c < std::min(cols, newCols); ++c)
            resized[std::size_t(r * newCols + c)] = pits[std::size_t(index(r, c))];
    }
    rows = newRows;
    cols = newCols;
    pits = std::move(resized);
}

QString ruleName(IslandRule rule)
{
    return rule == IslandRule::Rule6a ? QStringLiteral("6a") : QStringLiteral("6b");
}

QString modeName(MapMode mode)
{
    return mode == MapMode::Island ? QStringLiteral("island") : QStringLiteral("dungeon");
}

bool Question::belongsTo(QuestionKind ask, MapMode mode)
{
    return (ask == QuestionKind::NextPlace) == (mode == MapMode::Dungeon);
}

QString questionKindName(QuestionKind ask)
{
    switch (ask) {
    case QuestionKind::NextMove:
        return QStringLiteral("next-move");
    case QuestionKind::NextCell:
        return QStringLiteral("next-cell");
    case QuestionKind::NextPlace:
        return QStringLiteral("next-place");
    }
    return QString();
}

QString axisName(ExperimentSettings::Axis axis)
{
    switch (axis) {
    case ExperimentSettings::Axis::Density:
        return QStringLiteral("density");
    case ExperimentSettings::Axis::Islands:
        return QStringLiteral("islands");
    case ExperimentSettings::Axis::Min:
        return QStringLiteral("min");
    case ExperimentSettings::Axis::Max:
        return QStringLiteral("max");
    case ExperimentSettings::Axis::Size:
        return QStringLiteral("size");
    case ExperimentSettings::Axis::Tiles:
        break;
    }
    return QStringLiteral("tiles");
}

int ExperimentSettings::lowest(Axis axis)
{
    return axis == Axis::Density || axis == Axis::Size || axis == Axis::Tiles ? 0 : 1;
}

bool ExperimentSettings::belongsTo(Axis axis, MapMode mode)
{
    if (axis == Axis::Density)
        return true;
    const bool dungeonAxis = axis == Axis::Size || axis == Axis::Tiles;
    return dungeonAxis == (mode == MapMode::Dungeon);
}

int ExperimentSettings::highest(Axis axis)
{
    switch (axis) {
    case Axis::Density:
    case Axis::Size:
    case Axis::Tiles:
        return 100;
    case Axis::Islands:
        return Scenario::MaxIslands;
    case Axis::Min:
    case Axis::Max:
        break;
    }
    return Scenario::MaxSide * Scenario::MaxSide;
}

std::vector<int> ExperimentSettings::values() const
{
    std::vector<int> result;
    if (step < 1)
        return result;
    for (qint64 value = from; value <= to && result.size() < std::size_t(MaxValues); value += step)
        result.push_back(int(value));
    return result;
}

bool ExperimentSettings::isTileSubset(const std::vector<int> &indices)
{
    return !indices.empty() && indices.front() >= 0 && indices.back() < Scenario::MaxTiles
        && std::adjacent_find(indices.begin(), indices.end(), std::greater_equal<int>())
        == indices.end();
}

static_assert(Scenario::MaxSide == World::MaxSide && Scenario::MaxIslands == World::MaxIslands
        && Scenario::MaxTiles == World::MaxTiles,
    "a scenario's limits are the generators'");

void Scenario::switchMode(MapMode to)
{
    if (to == mode)
        return;
    mode = to;
    std::swap(title, otherLesson.title);
    std::swap(notes, otherLesson.notes);
}

Scenario::operator World() const
{
    World world;
    world.mode = mode;
    world.rows = rows;
    world.cols = cols;
    world.seed = seed;
    world.pits = pits;
    world.islands = islands;
    world.tiles.reserve(std::size_t(dungeon.tiles.size()));
    for (const DungeonTile &tile : dungeon.tiles)
        world.tiles.push_back(tile.doors);
    return world;
}
