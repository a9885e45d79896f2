// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"

#include "atomicfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject experimentToJson(const ExperimentSettings &settings)
{
    QJsonArray rules;
    if (settings.rule6a)
        rules.append(QStringLiteral("6a"));
    if (settings.rule6b)
        rules.append(QStringLiteral("6b"));
    QJsonArray randomize;
    if (settings.randomizeOn)
        randomize.append(QStringLiteral("on"));
    if (settings.randomizeOff)
        randomize.append(QStringLiteral("off"));
    QJsonObject object {
        {QLatin1String("vary"), axisName(settings.vary)},
        {QLatin1String("from"), settings.from},
        {QLatin1String("to"), settings.to},
        {QLatin1String("step"), settings.step},
        {QLatin1String("rule"), rules},
        {QLatin1String("randomize"), randomize},
        {QLatin1String("density"), settings.density},
        {QLatin1String("islands"), settings.islands},
        {QLatin1String("min"), settings.min},
        {QLatin1String("max"), settings.max},
        {QLatin1String("runs"), settings.runs},
    };
    // Only when chosen, so that an island sweep's key stays as it was.
    if (!settings.sizes.empty()) {
        QJsonArray sizes;
        for (const ExperimentSettings::Size &size : settings.sizes)
            sizes.append(QStringLiteral("%1x%2").arg(size.rows).arg(size.cols));
        object.insert(QLatin1String("sizes"), sizes);
    }
    if (!settings.tileSubsets.empty()) {
        QJsonArray subsets;
        for (const std::vector<int> &subset : settings.tileSubsets) {
            QJsonArray indices;
            for (const int index : subset)
                indices.append(index);
            subsets.append(indices);
        }
        object.insert(QLatin1String("tiles"), subsets);
    }
    return object;
}

void writeWords(QJsonObject &object, const LessonWords &words)
{
    if (!words.title.isEmpty())
        object.insert(QLatin1String("title"), words.title);
    if (!words.notes.isEmpty())
        object.insert(QLatin1String("notes"), words.notes);
}

} // namespace

QJsonValue ScenarioFile::seedToJson(std::uint64_t seed)
{
    if (seed <= (std::uint64_t(1) << 53))
        return double(seed);
    return QString::number(qulonglong(seed));
}

QByteArray ScenarioFile::toJson(const Scenario &scenario)
{
    QJsonObject root;
    root.insert(QLatin1String("format"), QStringLiteral("mapgen-scenario"));
    root.insert(QLatin1String("version"), 1);
    root.insert(QLatin1String("mode"), modeName(scenario.mode));
    root.insert(QLatin1String("rows"), scenario.rows);
    root.insert(QLatin1String("cols"), scenario.cols);
    root.insert(QLatin1String("seed"), seedToJson(scenario.seed));

    if (scenario.pitCount() > 0) {
        QJsonArray pits;
        for (int r = 0; r < scenario.rows; ++r) {
            QString line(scenario.cols, QLatin1Char('.'));
            for (int c = 0; c < scenario.cols; ++c) {
                if (scenario.isPit(r, c))
                    line[c] = QLatin1Char('#');
            }
            pits.append(line);
        }
        root.insert(QLatin1String("pits"), pits);
    }

    const IslandSettings &is = scenario.islands;
    QJsonObject islands;
    islands.insert(QLatin1String("count"), is.count);
    islands.insert(QLatin1String("min"), is.min);
    islands.insert(QLatin1String("max"), is.max);
    islands.insert(QLatin1String("randomize"), is.randomize);
    islands.insert(QLatin1String("rule"), ruleName(is.rule));
    islands.insert(QLatin1String("stepLimit"), is.stepLimit);
    if (scenario.mode == MapMode::Dungeon)
        writeWords(islands, scenario.otherLesson);
    root.insert(QLatin1String("islands"), islands);

    const auto tilesToJson = [](const QVector<DungeonTile> &set) {
        QJsonArray tiles;
        for (const DungeonTile &tile : set)
            tiles.append(QJsonObject {
                {QLatin1String("name"), tile.name}, {QLatin1String("doors"), int(tile.doors)}});
        return tiles;
    };
    QJsonObject dungeon {{QLatin1String("tiles"), tilesToJson(scenario.dungeon.tiles)}};
    if (scenario.mode == MapMode::Island)
        writeWords(dungeon, scenario.otherLesson);
    root.insert(QLatin1String("dungeon"), dungeon);

    if (scenario.experiment)
        root.insert(QLatin1String("experiment"), experimentToJson(*scenario.experiment));
    if (scenario.compare) {
        QJsonObject compare {{QLatin1String("rule"), ruleName(scenario.compare->rule)},
            {QLatin1String("randomize"), scenario.compare->randomize},
            {QLatin1String("seed"), seedToJson(scenario.compare->seed)}};
        if (scenario.compare->sync == CompareSettings::Sync::IslandProgress)
            compare.insert(QLatin1String("sync"), QLatin1String("island"));
        if (scenario.compare->tiles)
            compare.insert(QLatin1String("tiles"), tilesToJson(*scenario.compare->tiles));
        root.insert(QLatin1String("compare"), compare);
    }
    // The words of `mode`'s lesson at the top, where a reader of older files finds them.
    writeWords(root, {scenario.title, scenario.notes});
    // Only the questions of the scenario's lesson: a file with the other lesson's kinds is
    // refused (questions.md), and the workbench keeps those while its mode is switched.
    QJsonArray questions;
    for (const Question &question : scenario.questions) {
        if (Question::belongsTo(question.ask, scenario.mode))
            questions.append(QJsonObject {{QLatin1String("after"), question.after},
                {QLatin1String("ask"), questionKindName(question.ask)}});
    }
    if (!questions.isEmpty())
        root.insert(QLatin1String("questions"), questions);
    if (scenario.assignment != Assignment()) {
        QJsonObject assignment {{QLatin1String("questions"), scenario.assignment.questions},
            {QLatin1String("construct"), scenario.assignment.construct}};
        if (scenario.assignment.pass)
            assignment.insert(QLatin1String("pass"), *scenario.assignment.pass);
        root.insert(QLatin1String("assignment"), assignment);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool ScenarioFile::write(const QString &fileName, const Scenario &scenario, QString *errorMessage)
{
    return AtomicFile::write(fileName, toJson(scenario), errorMessage);
}
