// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmxexporter.h"

#include "atomicfile.h"
#include "dungeonmodel.h"
#include "islandgrid.h"
#include "islandmodel.h"
#include "lessonkind.h"
#include "mapexporter.h"
#include "mapframes.h"
#include "scenariofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QXmlStreamWriter>

namespace {

constexpr int DungeonPitTile = 256;

} // namespace

std::vector<int> TmxExporter::tileIds(const MapFrames &frames)
{
    const Scenario &scenario = frames.scenario();
    std::vector<int> ids;
    ids.reserve(std::size_t(scenario.rows) * std::size_t(scenario.cols));
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = 0; c < scenario.cols; ++c) {
            if (const DungeonModel *dungeon = frames.dungeon()) {
                const DungeonGrid &grid = dungeon->grid();
                ids.push_back(grid.isPit(r, c) ? DungeonPitTile
                        : grid.isFilled(r, c)  ? grid.doors(r, c)
                                               : 0);
            } else {
                const std::uint8_t value = frames.ocean()->grid().at(r, c);
                ids.push_back(value == IslandGrid::Pit ? 1
                        : IslandGrid::isLand(value)    ? value + 1
                                                       : 0);
            }
        }
    }
    return ids;
}

QImage TmxExporter::tileset(const MapFrames &frames, int tileSize)
{
    const bool dungeon = LessonKind::of(frames.scenario().mode).tiles;
    const int count = tileCount(dungeon);
    const int cols = columns(dungeon);
    const int rows = (count + cols - 1) / cols;
    QImage image(cols * tileSize, rows * tileSize, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    for (int id = 0; id < count; ++id) {
        const QRect rect((id % cols) * tileSize, (id / cols) * tileSize, tileSize, tileSize);
        if (!dungeon) {
            const std::uint8_t value = id == 0 ? IslandGrid::Water
                : id == 1                      ? IslandGrid::Pit
                                               : std::uint8_t(id - 1);
            frames.islandPainter().paintTile(painter, rect, value);
            continue;
        }
        const DungeonPainter &tiles = frames.dungeonPainter();
        if (id == 0) {
            painter.fillRect(rect, tiles.rockColor());
        } else if (id == DungeonPitTile) {
            // As on the map: the pit colour, with a cross once the tile is large enough.
            painter.fillRect(rect, tiles.pitColor());
            if (tileSize >= DungeonPainter::LetterCellSize) {
                painter.save();
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setPen(QPen(tiles.pitColor().lighter(220), std::max(1.0, tileSize / 16.0)));
                const QRectF inner = QRectF(rect).adjusted(
                    tileSize * 0.3, tileSize * 0.3, -tileSize * 0.3, -tileSize * 0.3);
                painter.drawLine(inner.topLeft(), inner.bottomRight());
                painter.drawLine(inner.topRight(), inner.bottomLeft());
                painter.restore();
            }
        } else {
            tiles.paintTile(painter, QRectF(rect), std::uint8_t(id));
        }
    }
    return image;
}

QString TmxExporter::tilesetFileName(const QString &tmxFileName)
{
    const QFileInfo info(tmxFileName);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".tiles.png"));
}

namespace {

void writeProperties(QXmlStreamWriter &out, const Scenario &scenario, bool dungeon)
{
    out.writeStartElement(QStringLiteral("properties"));
    auto property = [&out](const QString &name, const QString &value) {
        out.writeEmptyElement(QStringLiteral("property"));
        out.writeAttribute(QStringLiteral("name"), name);
        out.writeAttribute(QStringLiteral("value"), value);
    };
    property(QStringLiteral("seed"), QString::number(scenario.seed));
    property(
        QStringLiteral("mode"), dungeon ? QStringLiteral("dungeon") : QStringLiteral("island"));
    if (!dungeon)
        property(QStringLiteral("rule"), ruleName(scenario.islands.rule));
    out.writeEndElement();
}

void writeTileset(QXmlStreamWriter &out, bool dungeon, int tileSize, const QString &imageName,
    const QSize &imageSize)
{
    out.writeStartElement(QStringLiteral("tileset"));
    out.writeAttribute(QStringLiteral("firstgid"), QStringLiteral("1"));
    out.writeAttribute(QStringLiteral("name"),
        dungeon ? QStringLiteral("mapgen-dungeon") : QStringLiteral("mapgen-island"));
    out.writeAttribute(QStringLiteral("tilewidth"), QString::number(tileSize));
    out.writeAttribute(QStringLiteral("tileheight"), QString::number(tileSize));
    out.writeAttribute(
        QStringLiteral("tilecount"), QString::number(TmxExporter::tileCount(dungeon)));
    out.writeAttribute(QStringLiteral("columns"), QString::number(TmxExporter::columns(dungeon)));
    out.writeEmptyElement(QStringLiteral("image"));
    out.writeAttribute(QStringLiteral("source"), imageName);
    out.writeAttribute(QStringLiteral("width"), QString::number(imageSize.width()));
    out.writeAttribute(QStringLiteral("height"), QString::number(imageSize.height()));
    out.writeEndElement();
}

void writeLayer(QXmlStreamWriter &out, const MapFrames &frames)
{
    const Scenario &scenario = frames.scenario();
    out.writeStartElement(QStringLiteral("layer"));
    out.writeAttribute(QStringLiteral("id"), QStringLiteral("1"));
    out.writeAttribute(QStringLiteral("name"), QStringLiteral("map"));
    out.writeAttribute(QStringLiteral("width"), QString::number(scenario.cols));
    out.writeAttribute(QStringLiteral("height"), QString::number(scenario.rows));
    out.writeStartElement(QStringLiteral("data"));
    out.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
    // Tiled's own layout: one line per row, a comma after every GID but the last.
    const std::vector<int> ids = TmxExporter::tileIds(frames);
    QString csv(QLatin1Char('\n'));
    for (std::size_t i = 0; i < ids.size(); ++i) {
        csv += QString::number(ids[i] + 1);
        if (i + 1 < ids.size())
            csv += QLatin1Char(',');
        if ((i + 1) % std::size_t(scenario.cols) == 0)
            csv += QLatin1Char('\n');
    }
    out.writeCharacters(csv);
    out.writeEndElement();
    out.writeEndElement();
}

// The start and the end as point objects at the centres of their cells.
void writeMarkers(QXmlStreamWriter &out, const DungeonModel &model, int tileSize)
{
    out.writeStartElement(QStringLiteral("objectgroup"));
    out.writeAttribute(QStringLiteral("id"), QStringLiteral("2"));
    out.writeAttribute(QStringLiteral("name"), QStringLiteral("markers"));
    const DungeonGrid &grid = model.grid();
    int id = 1;
    for (const auto &[name, cell] : {std::pair<QString, int>(QStringLiteral("start"), grid.start()),
             std::pair<QString, int>(QStringLiteral("end"), grid.end())}) {
        if (cell < 0)
            continue;
        out.writeStartElement(QStringLiteral("object"));
        out.writeAttribute(QStringLiteral("id"), QString::number(id++));
        out.writeAttribute(QStringLiteral("name"), name);
        out.writeAttribute(
            QStringLiteral("x"), QString::number((cell % grid.cols()) * tileSize + tileSize / 2.0));
        out.writeAttribute(
            QStringLiteral("y"), QString::number((cell / grid.cols()) * tileSize + tileSize / 2.0));
        out.writeEmptyElement(QStringLiteral("point"));
        out.writeEndElement();
    }
    out.writeEndElement();
}

// The .tmx file's text, its tileset image named `tilesetName` and of `tilesetSize`.
QByteArray mapXml(
    const MapFrames &frames, int tileSize, const QString &tilesetName, const QSize &tilesetSize)
{
    const Scenario &scenario = frames.scenario();
    const bool dungeon = LessonKind::of(frames.scenario().mode).tiles;
    QByteArray xml;
    QXmlStreamWriter out(&xml);
    out.setAutoFormatting(true);
    out.setAutoFormattingIndent(1);
    out.writeStartDocument();
    out.writeStartElement(QStringLiteral("map"));
    out.writeAttribute(QStringLiteral("version"), QStringLiteral("1.8"));
    out.writeAttribute(QStringLiteral("orientation"), QStringLiteral("orthogonal"));
    out.writeAttribute(QStringLiteral("renderorder"), QStringLiteral("right-down"));
    out.writeAttribute(QStringLiteral("width"), QString::number(scenario.cols));
    out.writeAttribute(QStringLiteral("height"), QString::number(scenario.rows));
    out.writeAttribute(QStringLiteral("tilewidth"), QString::number(tileSize));
    out.writeAttribute(QStringLiteral("tileheight"), QString::number(tileSize));
    out.writeAttribute(QStringLiteral("infinite"), QStringLiteral("0"));
    out.writeAttribute(QStringLiteral("nextlayerid"), QStringLiteral("3"));
    out.writeAttribute(
        QStringLiteral("nextobjectid"), dungeon ? QStringLiteral("3") : QStringLiteral("1"));
    writeProperties(out, scenario, dungeon);
    writeTileset(out, dungeon, tileSize, tilesetName, tilesetSize);
    writeLayer(out, frames);
    if (const DungeonModel *model = frames.dungeon())
        writeMarkers(out, *model, tileSize);
    out.writeEndElement();
    out.writeEndDocument();
    return xml;
}

} // namespace

bool TmxExporter::write(
    const MapFrames &frames, int tileSize, const QString &fileName, QString *error)
{
    const QImage tiles = tileset(frames, tileSize);
    const QString tilesName = tilesetFileName(fileName);
    const QByteArray xml = mapXml(frames, tileSize, QFileInfo(tilesName).fileName(), tiles.size());
    // The map first, then its tileset; a tileset that cannot be written takes the new map
    // away with it, so a failure leaves neither.
    const bool hadMap = QFileInfo::exists(fileName);
    if (!AtomicFile::write(fileName, xml, error))
        return false;
    if (!AtomicFile::write(tilesName, MapExporter::png(tiles), error)) {
        if (!hadMap)
            QFile::remove(fileName);
        return false;
    }
    return true;
}
