// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "answerkey.h"
#include "dungeonfailure.h"
#include "dungeongenerator.h"
#include "dungeontext.h"
#include "mapframes.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <new>

namespace {

QJsonArray cellToJson(const DungeonBuild &build, int cell)
{
    return QJsonArray {cell / build.cols, cell % build.cols};
}

QJsonObject toJson(const Scenario &scenario, const DungeonBuild &build)
{
    QJsonArray templates;
    for (const DungeonTile &tile : scenario.dungeon.tiles)
        templates.append(int(tile.doors));
    QJsonArray tiles;
    QJsonArray placement;
    for (int r = 0; r < build.rows; ++r) {
        QJsonArray tileRow;
        QJsonArray placementRow;
        for (int c = 0; c < build.cols; ++c) {
            const auto cell = std::size_t(r * build.cols + c);
            tileRow.append(int(build.doors[cell]));
            if (build.templates[cell] < 0)
                placementRow.append(QJsonValue(QJsonValue::Null));
            else
                placementRow.append(
                    QJsonArray {int(build.templates[cell]), int(build.rotations[cell])});
        }
        tiles.append(tileRow);
        placement.append(placementRow);
    }
    return QJsonObject {
        {QLatin1String("rows"), build.rows},
        {QLatin1String("cols"), build.cols},
        {QLatin1String("seed"), ScenarioFile::seedToJson(scenario.seed)},
        {QLatin1String("start"), cellToJson(build, build.start)},
        {QLatin1String("end"), cellToJson(build, build.end)},
        {QLatin1String("templates"), templates},
        {QLatin1String("tiles"), tiles},
        {QLatin1String("placement"), placement},
    };
}

} // namespace

int runDungeonCommand(
    const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err)
{
    QElapsedTimer timer;
    timer.start();
    DungeonBuild build;
    try {
        build = DungeonGenerator::build(scenario);
    } catch (const std::bad_alloc &) {
        err << "mapgen: "
            << QCoreApplication::translate(
                   "mapgen", "not enough memory for a dungeon of %1 x %2 cells")
                   .arg(scenario.rows)
                   .arg(scenario.cols)
            << '\n';
        return ExitBadInput;
    }
    const qint64 buildMicroseconds = timer.nsecsElapsed() / 1000;

    if (!build.started()) {
        err << "mapgen: " << dungeonFailureMessage(build) << '\n';
        return ExitCannotStart;
    }
    if (outputs.json) {
        out << QJsonDocument(toJson(scenario, build)).toJson(QJsonDocument::Compact) << '\n';
        return ExitFinished;
    }
    if (outputs.map)
        out << QByteArray::fromStdString(dungeonPicture(build));
    if (outputs.stats) {
        out << "placed=" << build.placed << " rejected=" << build.rejected << " result=done"
            << " build_us=" << buildMicroseconds << '\n';
    }
    if (outputs.answers) {
        const QStringList lines = AnswerKey::dungeonLines(
            scenario, build.steps.size(), [&build](std::size_t i) { return build.steps[i]; },
            outputs.accepted);
        for (const QString &line : lines)
            out << line << '\n';
    }
    if (!outputs.exports.files.isEmpty()) {
        out.flush();
        MapFrames frames(scenario, std::move(build.steps), IslandPainter::Palette::Standard);
        return runExports(frames, outputs.exports, err);
    }
    return ExitFinished;
}
