#include "commands.h"

#include "answerkey.h"
#include "dungeongenerator.h"
#include "dungeontiles.h"
#include "mapframes.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <new>

using namespace DungeonTiles;

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
                placementRow.append(QJsonArray {int(build.templates[cell]), int(build.rotations[cell])});
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

// The picture of scenario.md: each cell is drawn as 4x4 characters,
//
//     # a b #      a UL, b UR   (top side, left and right half)
//     h m m c      h LU, c RU   (left and right side, upper half)
//     g m m d      g LD, d RD   (left and right side, lower half)
//     # f e #      f DL, e DR   (bottom side, left and right half)
//
// where a half-door letter is '.' when the cell's doors have that half-door and '#' (wall)
// when not, the corners are always '#', and the 2x2 middle m is '.' (floor) for a filled
// cell, 'S' for the start and 'E' for the end. Rock (cells never filled) and pits are 16
// '#'. Since facing half-doors match, an opening shows as '.' on both sides of an edge.
QByteArray picture(const DungeonBuild &build)
{
    const int width = build.cols * 4 + 1;
    QByteArray text(build.rows * 4 * width, '#');
    for (int r = 0; r < build.rows * 4; ++r)
        text[r * width + width - 1] = '\n';
    for (int r = 0; r < build.rows; ++r) {
        for (int c = 0; c < build.cols; ++c) {
            const int cell = r * build.cols + c;
            if (build.templates[std::size_t(cell)] < 0)
                continue;
            const std::uint8_t doors = build.doors[std::size_t(cell)];
            auto put = [&](int y, int x, char ch) { text[(r * 4 + y) * width + c * 4 + x] = ch; };
            const char middle = cell == build.start ? 'S' : cell == build.end ? 'E' : '.';
            put(1, 1, middle);
            put(1, 2, middle);
            put(2, 1, middle);
            put(2, 2, middle);
            const struct { std::uint8_t bit; int y; int x; } halves[] = {
                {UL, 0, 1}, {UR, 0, 2}, {RU, 1, 3}, {RD, 2, 3},
                {DR, 3, 2}, {DL, 3, 1}, {LD, 2, 0}, {LU, 1, 0},
            };
            for (const auto &half : halves) {
                if (doors & half.bit)
                    put(half.y, half.x, '.');
            }
        }
    }
    return text;
}

} // namespace

int runDungeonCommand(const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err)
{
    QElapsedTimer timer;
    timer.start();
    DungeonBuild build;
    try {
        build = DungeonGenerator::build(scenario);
    } catch (const std::bad_alloc &) {
        err << "mapgen: "
            << QCoreApplication::translate("mapgen", "not enough memory for a dungeon of %1 x %2 cells")
                       .arg(scenario.rows)
                       .arg(scenario.cols)
            << '\n';
        return ExitBadInput;
    }
    const qint64 buildMicroseconds = timer.nsecsElapsed() / 1000;

    if (!build.started()) {
        err << "mapgen: " << build.failureMessage() << '\n';
        return ExitCannotStart;
    }
    if (outputs.json) {
        out << QJsonDocument(toJson(scenario, build)).toJson(QJsonDocument::Compact) << '\n';
        return ExitFinished;
    }
    if (outputs.map)
        out << picture(build);
    if (outputs.stats) {
        out << "placed=" << build.placed << " rejected=" << build.rejected << " result=done"
            << " build_us=" << buildMicroseconds << '\n';
    }
    if (outputs.answers) {
        for (const Question &question : scenario.questions) {
            const auto answer = AnswerKey::dungeon(question, build.steps.size(),
                                                   [&build](std::size_t i) { return build.steps[i]; });
            if (answer)
                out << "after " << question.after << ": " << answer->text(scenario) << '\n';
        }
    }
    if (!outputs.exports.files.isEmpty()) {
        out.flush();
        MapFrames frames(scenario, std::move(build.steps), OceanPainter::Palette::Standard);
        return runExports(frames, outputs.exports, err);
    }
    return ExitFinished;
}
