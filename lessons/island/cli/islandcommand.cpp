// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "answerkey.h"
#include "islandgenerator.h"
#include "islandgrid.h"
#include "mapframes.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <new>
#include <optional>

namespace {

QString statusName(IslandOutcome::Status status)
{
    switch (status) {
    case IslandOutcome::Complete:
        return QStringLiteral("complete");
    case IslandOutcome::Failed:
        return QStringLiteral("failed");
    case IslandOutcome::Aborted:
        return QStringLiteral("aborted");
    }
    return QString();
}

QString failureName(IslandFailure failure)
{
    switch (failure) {
    case IslandFailure::NoSeed:
        return QStringLiteral("no-seed");
    case IslandFailure::Unreachable:
        return QStringLiteral("unreachable");
    case IslandFailure::DeadEnd:
        return QStringLiteral("dead-end");
    case IslandFailure::None:
        break;
    }
    return QString();
}

QJsonObject toJson(const Scenario &scenario, const IslandBuild &build, const IslandGrid &map)
{
    QJsonArray mapLines;
    const QByteArray text = QByteArray::fromStdString(map.toText());
    for (const QByteArray &line : text.split('\n')) {
        if (!line.isEmpty())
            mapLines.append(QString::fromLatin1(line));
    }
    QJsonArray islands;
    for (const IslandOutcome &outcome : build.islands) {
        QJsonObject island {{QLatin1String("id"), outcome.id},
            {QLatin1String("target"), outcome.target},
            {QLatin1String("status"), statusName(outcome.status)}};
        if (outcome.status == IslandOutcome::Failed)
            island.insert(QLatin1String("reason"), failureName(outcome.failure));
        if (outcome.status == IslandOutcome::Complete) {
            QJsonArray cells;
            for (const std::uint32_t cell : outcome.cells)
                cells.append(QJsonArray {int(cell) / scenario.cols, int(cell) % scenario.cols});
            island.insert(QLatin1String("cells"), cells);
        }
        islands.append(island);
    }
    return QJsonObject {
        {QLatin1String("rows"), scenario.rows},
        {QLatin1String("cols"), scenario.cols},
        {QLatin1String("seed"), ScenarioFile::seedToJson(scenario.seed)},
        {QLatin1String("rule"), ruleName(scenario.islands.rule)},
        {QLatin1String("map"), mapLines},
        {QLatin1String("islands"), islands},
        {QLatin1String("steps"), int(build.steps.size())},
        {QLatin1String("backtracks"), build.backtracks},
        {QLatin1String("result"),
            build.tooComplex ? QStringLiteral("too-complex") : QStringLiteral("done")},
    };
}

} // namespace

namespace {

int runBuild(const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err)
{
    QElapsedTimer timer;
    timer.start();
    IslandBuild build = IslandGenerator::build(scenario);
    const qint64 buildMicroseconds = timer.nsecsElapsed() / 1000;

    // The final map only where it is printed: replaying a long build for it is about a fifth
    // of a `--trace` or `--stats` process. It is made before anything is printed, as the
    // build is (a map that does not fit in memory prints nothing either).
    std::optional<IslandGrid> map;
    if (outputs.json || outputs.map) {
        map.emplace(scenario);
        for (const IslandStep &step : build.steps)
            map->apply(step);
    }

    if (outputs.json) {
        const QByteArray json
            = QJsonDocument(toJson(scenario, build, *map)).toJson(QJsonDocument::Compact);
        out << json << '\n';
        return ExitFinished;
    }
    if (outputs.trace) {
        // Straight to the device, block by block: a trace can be gigabytes long.
        out.flush();
        QIODevice *device = out.device();
        IslandGenerator::writeTrace(build, [device](const char *data, std::size_t size) {
            return device->write(data, qint64(size)) == qint64(size);
        });
    }
    if (outputs.map)
        out << QByteArray::fromStdString(map->toText());
    if (outputs.stats) {
        out << "steps=" << build.steps.size() << " backtracks=" << build.backtracks
            << " result=" << (build.tooComplex ? "too-complex" : "done")
            << " build_us=" << buildMicroseconds << '\n';
    }
    if (outputs.answers) {
        const QStringList lines = AnswerKey::islandLines(
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

} // namespace

int runIslandCommand(
    const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err)
{
    // Everything that needs much memory is in hand before the first byte is printed, so a
    // build that does not fit prints nothing but this message.
    try {
        return runBuild(scenario, outputs, out, err);
    } catch (const std::bad_alloc &) {
        err << "mapgen: "
            << QCoreApplication::translate(
                   "mapgen", "not enough memory for a build of %1 steps; lower the step limit")
                   .arg(scenario.islands.stepLimit)
            << '\n';
        return ExitBadInput;
    }
}
