// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"

#include "scenariokeys.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

using namespace ScenarioKeys;

std::optional<Scenario> ScenarioFile::read(const QString &fileName, QString *errorMessage)
{
    auto refuse = [&](const QString &message) -> std::optional<Scenario> {
        if (errorMessage)
            *errorMessage = message;
        return std::nullopt;
    };
    const QString shownName = printable(fileName);

    // Checked before opening: opening a FIFO waits for a writer, and a device such as
    // /dev/zero never ends.
    const QFileInfo info(fileName);
    if (info.exists() && info.isDir())
        return refuse(tr("%1: is a folder; expected a scenario file").arg(shownName));
    if (info.exists() && !info.isFile())
        return refuse(tr("%1: is not a regular file (a device or a pipe); expected a scenario file")
                          .arg(shownName));
    if (info.size() > MaxFileBytes)
        //: %2 and %4 are byte counts, %3 the same limit as 4 MiB
        return refuse(tr("%1: is %2 bytes; a scenario file may be at most %3 (%4 bytes)")
                          .arg(shownName, QLocale().toString(info.size()),
                              QLocale().formattedDataSize(MaxFileBytes, 0),
                              QLocale().toString(MaxFileBytes)));

    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(tr("%1: cannot be opened: %2").arg(shownName, file.errorString()));
    // Read one byte past the limit, so that a file that grew since the check is caught
    // without reading it whole.
    const QByteArray contents = file.read(MaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return refuse(tr("%1: cannot be read: %2").arg(shownName, file.errorString()));
    if (contents.size() > MaxFileBytes)
        return refuse(tr("%1: is larger than %2, the most a scenario file may be")
                          .arg(shownName, QLocale().formattedDataSize(MaxFileBytes, 0)));
    return parse(contents, fileName, errorMessage);
}

std::optional<Scenario> ScenarioFile::parse(
    const QByteArray &json, const QString &fileName, QString *errorMessage)
{
    auto refuse = [&](const QString &message) -> std::optional<Scenario> {
        if (errorMessage)
            *errorMessage = message;
        return std::nullopt;
    };

    const QString shownName = printable(fileName);
    if (json.size() > MaxFileBytes)
        return refuse(tr("%1: is larger than %2, the most a scenario file may be")
                          .arg(shownName, QLocale().formattedDataSize(MaxFileBytes, 0)));

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return refuse(tr("%1: not valid JSON at byte %2: %3")
                          .arg(shownName)
                          .arg(parseError.offset)
                          .arg(parseError.errorString()));
    }
    if (!document.isObject())
        return refuse(tr("%1: expected a JSON object at the top level").arg(shownName));

    // Key by key in the file's documented order; the first problem is the message.
    const QJsonObject root = document.object();
    Reader reader(shownName);
    Scenario scenario;
    if (!readFormat(reader, root))
        return refuse(reader.error());
    scenario.mode = readMode(reader, root);
    if (!readGridSize(reader, root, scenario))
        return refuse(reader.error());
    readSeed(
        reader, root.value(QLatin1String("seed")), QStringLiteral("seed"), json, scenario.seed);
    const QJsonValue pits = root.value(QLatin1String("pits"));
    if (!pits.isUndefined() && !reader.failed())
        readPits(reader, pits, scenario);
    readIslands(reader, root.value(QLatin1String("islands")), scenario.islands);
    readDungeon(reader, root.value(QLatin1String("dungeon")), scenario.dungeon);

    const QJsonValue experimentValue = root.value(QLatin1String("experiment"));
    if (!experimentValue.isUndefined() && !reader.failed())
        scenario.experiment = readExperiment(reader, experimentValue);
    const QJsonValue compareValue = root.value(QLatin1String("compare"));
    if (!compareValue.isUndefined() && !reader.failed())
        scenario.compare = readCompare(reader, compareValue, json, scenario);

    const LessonWords topLevel = readWords(reader, root, QString(), LessonWords());
    const bool islandMode = scenario.mode == MapMode::Island;
    const LessonWords islandWords
        = readWords(reader, root.value(QLatin1String("islands")).toObject(),
            QStringLiteral("islands."), islandMode ? topLevel : LessonWords());
    const LessonWords dungeonWords
        = readWords(reader, root.value(QLatin1String("dungeon")).toObject(),
            QStringLiteral("dungeon."), islandMode ? LessonWords() : topLevel);
    const LessonWords &own = islandMode ? islandWords : dungeonWords;
    scenario.title = own.title;
    scenario.notes = own.notes;
    scenario.otherLesson = islandMode ? dungeonWords : islandWords;
    if (!reader.failed())
        scenario.questions
            = readQuestions(reader, root.value(QLatin1String("questions")), scenario.mode);
    const QJsonValue assignmentValue = root.value(QLatin1String("assignment"));
    if (!assignmentValue.isUndefined() && !reader.failed())
        scenario.assignment = readAssignment(reader, assignmentValue);

    if (reader.failed())
        return refuse(reader.error());
    return scenario;
}
