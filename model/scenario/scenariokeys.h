// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"
#include "scenarioreader.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QVector>

#include <optional>

// The readers of a scenario file's keys, one a key (scenario.md), in the order parse()
// reads them; each reports its first problem to the Reader.
namespace ScenarioKeys {

// The one seed reader of a file, for `seed` and `compare.seed` alike: an integer from 0 to
// 2^53 as written, or a decimal string up to 2^64 - 1.
void readSeed(Reader &reader, const QJsonValue &seed, const QString &key, const QByteArray &json,
    std::uint64_t &out);

// questions.md: a list of {"after": K, "ask": kind}, each kind of the scenario's lesson.
QVector<Question> readQuestions(Reader &reader, const QJsonValue &value, MapMode mode);

// The "experiment" key (scenario.md): the sweep a lecturer hands out.
std::optional<ExperimentSettings> readExperiment(Reader &reader, const QJsonValue &value);

// "format" and "version": false when the file is not a scenario this program reads at all.
bool readFormat(Reader &reader, const QJsonObject &root);

MapMode readMode(Reader &reader, const QJsonObject &root);

// "rows" and "cols", and an open grid of that size: false (nothing more can be read)
// when either is missing or bad, or anything before them was.
bool readGridSize(Reader &reader, const QJsonObject &root, Scenario &scenario);

// "pits": one string per row.
void readPits(Reader &reader, const QJsonValue &pits, Scenario &scenario);

// "islands": each setting optional, `is` holding the defaults.
void readIslands(Reader &reader, const QJsonValue &value, IslandSettings &is);

// "dungeon": its tile set, if given.
void readDungeon(Reader &reader, const QJsonValue &value, DungeonSettings &dungeon);

// "compare": the other side of a comparison, its seed and randomize defaulting to the
// scenario's.
std::optional<CompareSettings> readCompare(
    Reader &reader, const QJsonValue &value, const QByteArray &json, const Scenario &scenario);

// scenario.md, "Lesson texts": a lesson's own title and notes in its settings object; where
// that has none, `fallback` (the top-level ones, for the scenario's `mode` lesson).
LessonWords readWords(
    Reader &reader, const QJsonObject &object, const QString &prefix, const LessonWords &fallback);

// "assignment": what a graded copy counts; at least one part, a pass mark 0..100 or none.
Assignment readAssignment(Reader &reader, const QJsonValue &value);

} // namespace ScenarioKeys
