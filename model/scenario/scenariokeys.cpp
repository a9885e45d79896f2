// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariokeys.h"

#include "scenariotext.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cctype>
#include <cmath>

using ScenarioText::appendPrintable;
using ScenarioText::forEachCodePoint;

namespace ScenarioKeys {

namespace {

constexpr double MaxExactSeed = 9007199254740992.0; // 2^53

// A JSON number is read as a double, which holds integers exactly only up to 2^53, so
// 2^53 + 1 reads as 2^53. Only the literal can tell them apart: this finds the number
// written after each "seed" key (the scenario's and compare's) and accepts a seed read as
// 2^53 only if every such literal that reads so is 9007199254740992 itself.
bool seedIsExactlyTwoToThe53(const QByteArray &json)
{
    static const QByteArray key = QByteArrayLiteral("\"seed\"");
    static const QByteArray exact = QByteArrayLiteral("9007199254740992");
    bool found = false;
    for (qsizetype at = json.indexOf(key); at >= 0; at = json.indexOf(key, at + key.size())) {
        qsizetype i = at + key.size();
        while (i < json.size() && std::isspace(static_cast<unsigned char>(json.at(i))))
            ++i;
        if (i == json.size() || json.at(i) != ':')
            continue;
        ++i;
        while (i < json.size() && std::isspace(static_cast<unsigned char>(json.at(i))))
            ++i;
        qsizetype end = i;
        while (end < json.size()
            && (std::isdigit(static_cast<unsigned char>(json.at(end))) || json.at(end) == '.'
                || json.at(end) == 'e' || json.at(end) == 'E' || json.at(end) == '+'
                || json.at(end) == '-'))
            ++end;
        if (end == i)
            continue; // a string seed, or "seed" as a value elsewhere
        const QByteArray literal = json.mid(i, end - i);
        if (literal.toDouble() != MaxExactSeed)
            continue; // another seed: read exactly as it is
        if (literal != exact)
            return false;
        found = true;
    }
    return found;
}

// The one rule reader of a file, for `islands.rule` and `compare.rule` alike.
void readRule(Reader &reader, const QJsonObject &object, const QString &prefix, IslandRule &out)
{
    const QString text
        = reader.string(object, prefix, QStringLiteral("rule"), QStringLiteral("6b"));
    if (const auto rule = ScenarioFile::parseRule(text))
        out = *rule;
    else if (!reader.failed())
        reader.fail(prefix + QStringLiteral("rule"),
            ScenarioFile::tr("expected \"6a\" or \"6b\", got %1").arg(ScenarioFile::quoted(text)));
}

// A list of one or both of two words, each at most once, in any order.
bool readPair(Reader &reader, const QJsonObject &object, const QString &key, const QString &first,
    const QString &second, bool *hasFirst, bool *hasSecond)
{
    const QString path = QStringLiteral("experiment.") + key;
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return true;
    const QString expected = ScenarioFile::tr("expected a list of \"%1\", \"%2\" or both, got %3");
    const QJsonArray items = value.toArray();
    if (!value.isArray() || items.isEmpty() || items.size() > 2) {
        reader.fail(path, expected.arg(first, second, Reader::describe(value)));
        return false;
    }
    *hasFirst = false;
    *hasSecond = false;
    for (const QJsonValue &item : items) {
        bool *flag = item.toString() == first ? hasFirst
            : item.toString() == second       ? hasSecond
                                              : nullptr;
        if (!item.isString() || !flag || *flag) {
            reader.fail(path, expected.arg(first, second, Reader::describe(item)));
            return false;
        }
        *flag = true;
    }
    return true;
}

// "experiment.sizes": a dungeon sweep's sizes, each "RxC" as the table writes it.
std::vector<ExperimentSettings::Size> readSizes(Reader &reader, const QJsonValue &value)
{
    std::vector<ExperimentSettings::Size> sizes;
    if (value.isUndefined())
        return sizes;
    const QString key = QStringLiteral("experiment.sizes");
    const QJsonArray items = value.toArray();
    if (!value.isArray() || items.size() > ExperimentSettings::MaxValues) {
        reader.fail(key,
            ScenarioFile::tr("expected a list of at most %1 sizes, got %2")
                .arg(ExperimentSettings::MaxValues)
                .arg(value.isArray() ? ScenarioFile::tr("a list of length %1").arg(items.size())
                                     : Reader::describe(value)));
        return sizes;
    }
    for (const QJsonValue &item : items) {
        const auto size = ScenarioFile::parseSize(item.toString());
        if (!item.isString() || !size) {
            //: RxC: rows x columns, as "16x32"
            reader.fail(key,
                ScenarioFile::tr("expected sizes \"RxC\", each side from 1 to %1, got %2")
                    .arg(Scenario::MaxSide)
                    .arg(Reader::describe(item)));
            return {};
        }
        sizes.push_back(*size);
    }
    return sizes;
}

// "experiment.tiles": a dungeon sweep's tile subsets, each a list of template indices in
// ascending order. Whether they name the scenario's templates and hold a big room is the
// dock's to check when it runs: the tile set may be edited after the sweep was set up.
std::vector<std::vector<int>> readTileSubsets(Reader &reader, const QJsonValue &value)
{
    std::vector<std::vector<int>> subsets;
    if (value.isUndefined())
        return subsets;
    const QString key = QStringLiteral("experiment.tiles");
    const QJsonArray items = value.toArray();
    if (!value.isArray() || items.size() > ExperimentSettings::MaxValues) {
        reader.fail(key,
            ScenarioFile::tr("expected a list of at most %1 tile subsets, got %2")
                .arg(ExperimentSettings::MaxValues)
                .arg(value.isArray() ? ScenarioFile::tr("a list of length %1").arg(items.size())
                                     : Reader::describe(value)));
        return subsets;
    }
    for (int i = 0; i < items.size(); ++i) {
        const QJsonArray indices = items.at(i).toArray();
        std::vector<int> subset;
        for (const QJsonValue &index : indices) {
            const double number = index.toDouble(-1);
            // Integers only, and none far out of range (an int holds the rest); the range
            // and the order are isTileSubset()'s.
            if (!index.isDouble() || std::floor(number) != number || number < -1
                || number > Scenario::MaxTiles) {
                subset.clear();
                break;
            }
            subset.push_back(int(number));
        }
        if (!ExperimentSettings::isTileSubset(subset)) {
            reader.fail(QStringLiteral("%1[%2]").arg(key).arg(i),
                ScenarioFile::tr("expected a list of template numbers from 0 to %1 in ascending "
                                 "order, each once, got %2")
                    .arg(Scenario::MaxTiles - 1)
                    .arg(items.at(i).isArray() ? ScenarioFile::quoted(QString::fromUtf8(
                             QJsonDocument(indices).toJson(QJsonDocument::Compact)))
                                               : Reader::describe(items.at(i))));
            return {};
        }
        subsets.push_back(std::move(subset));
    }
    return subsets;
}

// A tile set (the scenario's "dungeon.tiles", a comparison's "compare.tiles") at `path`.
std::optional<QVector<DungeonTile>> readTiles(
    Reader &reader, const QJsonValue &value, const QString &path)
{
    const QJsonArray tiles = value.toArray();
    if (!value.isArray() || tiles.isEmpty() || tiles.size() > Scenario::MaxTiles) {
        reader.fail(path,
            ScenarioFile::tr("expected a list of 1 to %1 tiles, got %2")
                .arg(Scenario::MaxTiles)
                .arg(value.isArray() ? ScenarioFile::tr("a list of length %1").arg(tiles.size())
                                     : Reader::describe(value)));
    }
    QVector<DungeonTile> parsed;
    for (int t = 0; t < tiles.size() && !reader.failed(); ++t) {
        const QString tp = path + QStringLiteral("[%1]").arg(t);
        if (!tiles.at(t).isObject()) {
            reader.fail(tp,
                ScenarioFile::tr("expected an object with \"name\" and \"doors\", got %1")
                    .arg(Reader::describe(tiles.at(t))));
            break;
        }
        const QJsonObject tile = tiles.at(t).toObject();
        DungeonTile dt;
        dt.name = reader.string(tile, tp + QLatin1Char('.'), QStringLiteral("name"),
            ScenarioFile::tr("tile %1").arg(t + 1), ScenarioFile::MaxTileNameLength);
        dt.doors = std::uint8_t(reader.integer(
            tile, tp + QLatin1Char('.'), QStringLiteral("doors"), 1, 255, std::nullopt));
        parsed.append(dt);
    }
    // The count and the doors were refused above key by key; what is left is the big room.
    if (!reader.failed() && DungeonSettings::problem(parsed) != TileSetProblem::None)
        reader.fail(path,
            ScenarioFile::tr("expected at least one tile with doors 255 (a big room), so that "
                             "every cell can be filled"));
    if (reader.failed())
        return std::nullopt;
    return parsed;
}

// One line of "pits", `key` "pits[R]": `cols` characters, '#' or '.'.
void readPitLine(
    Reader &reader, const QJsonValue &line, const QString &key, int row, Scenario &scenario)
{
    const int cols = scenario.cols;
    const QString text = line.toString();
    if (!line.isString()) {
        reader.fail(key,
            ScenarioFile::tr("expected a string of length %1, got %2")
                .arg(cols)
                .arg(Reader::describe(line)));
        return;
    }
    // By code point, so that a character outside the BMP (an emoji) is reported as
    // itself, not as half of a surrogate pair.
    forEachCodePoint(text, text.size(), [&](char32_t ch, qsizetype column) {
        if (reader.failed() || ch == U'#' || ch == U'.')
            return;
        QString shown;
        appendPrintable(shown, ch);
        //: %1 the character found, %2 its code (U+0078), %3 the column
        reader.fail(key,
            ScenarioFile::tr("expected only '#' and '.', got '%1' (%2) at column %3")
                .arg(shown)
                .arg(QStringLiteral("U+%1").arg(
                    QString::number(uint(ch), 16).toUpper().rightJustified(4, QLatin1Char('0'))))
                .arg(column));
    });
    if (reader.failed())
        return;
    if (text.size() != cols) {
        reader.fail(key,
            ScenarioFile::tr("expected a string of length %1, got %2")
                .arg(cols)
                .arg(Reader::describe(line)));
        return;
    }
    for (int c = 0; c < cols; ++c) {
        if (text.at(c) == QLatin1Char('#'))
            scenario.setPit(row, c, true);
    }
}

} // namespace

// The one seed reader of a file, for `seed` and `compare.seed` alike: an integer from 0 to
// 2^53 as written, or a decimal string up to 2^64 - 1.
void readSeed(Reader &reader, const QJsonValue &seed, const QString &key, const QByteArray &json,
    std::uint64_t &out)
{
    if (seed.isDouble()) {
        const double number = seed.toDouble();
        if (std::floor(number) != number || number < 0)
            reader.fail(key,
                ScenarioFile::tr(
                    "expected an integer from 0 to 2^53 (or a decimal string up to 2^64-1), got %1")
                    .arg(Reader::describe(seed)));
        else if (number > MaxExactSeed
            || (number == MaxExactSeed && !seedIsExactlyTwoToThe53(json)))
            //: 2^53 is the largest integer a JSON reader holds exactly
            reader.fail(key,
                ScenarioFile::tr("a number above 2^53 cannot be read exactly; write the seed as a "
                                 "decimal string, for example \"seed\": \"9007199254740993\""));
        else
            out = std::uint64_t(number);
    } else if (seed.isString()) {
        if (const auto parsed = ScenarioFile::parseSeed(seed.toString()))
            out = *parsed;
        else
            reader.fail(key,
                ScenarioFile::tr("expected a decimal string from 0 to 18446744073709551615, got %1")
                    .arg(Reader::describe(seed)));
    } else if (!seed.isUndefined()) {
        reader.fail(key,
            ScenarioFile::tr("expected an integer or a decimal string, got %1")
                .arg(Reader::describe(seed)));
    }
}

// questions.md: a list of {"after": K, "ask": kind}, each kind of the scenario's lesson.
QVector<Question> readQuestions(Reader &reader, const QJsonValue &value, MapMode mode)
{
    QVector<Question> questions;
    if (value.isUndefined())
        return questions;
    const QJsonArray list = value.toArray();
    if (!value.isArray() || list.size() > Scenario::MaxQuestions) {
        reader.fail(QStringLiteral("questions"),
            ScenarioFile::tr("expected a list of at most %1 questions, got %2")
                .arg(Scenario::MaxQuestions)
                .arg(value.isArray() ? ScenarioFile::tr("a list of length %1").arg(list.size())
                                     : Reader::describe(value)));
        return questions;
    }
    for (int i = 0; i < list.size() && !reader.failed(); ++i) {
        const QString prefix = QStringLiteral("questions[%1]").arg(i);
        if (!list.at(i).isObject()) {
            reader.fail(prefix,
                ScenarioFile::tr("expected an object, got %1").arg(Reader::describe(list.at(i))));
            break;
        }
        const QJsonObject object = list.at(i).toObject();
        Question question;
        question.after = reader.integer(object, prefix + QLatin1Char('.'), QStringLiteral("after"),
            0, std::numeric_limits<int>::max(), std::nullopt);
        const QString ask
            = reader.string(object, prefix + QLatin1Char('.'), QStringLiteral("ask"), QString());
        if (reader.failed())
            break;
        const QuestionKind kinds[]
            = {QuestionKind::NextMove, QuestionKind::NextCell, QuestionKind::NextPlace};
        const auto kind = std::find_if(std::begin(kinds), std::end(kinds),
            [&ask](QuestionKind k) { return questionKindName(k) == ask; });
        if (kind == std::end(kinds) || !Question::belongsTo(*kind, mode)) {
            const bool dungeon = mode == MapMode::Dungeon;
            const QString expected = dungeon ? QStringLiteral("\"next-place\"")
                                             : QStringLiteral("\"next-move\" or \"next-cell\"");
            // One sentence a mode: the article goes with the word ("an island").
            const QString message = dungeon
                ? ScenarioFile::tr("expected %1 in a dungeon scenario, got %2")
                : ScenarioFile::tr("expected %1 in an island scenario, got %2");
            reader.fail(
                prefix + QStringLiteral(".ask"), message.arg(expected, ScenarioFile::quoted(ask)));
            break;
        }
        question.ask = *kind;
        questions.append(question);
    }
    return questions;
}

// The "experiment" key (scenario.md): the sweep a lecturer hands out.
std::optional<ExperimentSettings> readExperiment(Reader &reader, const QJsonValue &value)
{
    const QString prefix = QStringLiteral("experiment.");
    if (!value.isObject()) {
        reader.fail(QStringLiteral("experiment"),
            ScenarioFile::tr("expected an object, got %1").arg(Reader::describe(value)));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    using Axis = ExperimentSettings::Axis;
    ExperimentSettings settings;
    const QString vary
        = reader.string(object, prefix, QStringLiteral("vary"), axisName(settings.vary));
    bool known = false;
    for (const Axis axis :
        {Axis::Density, Axis::Islands, Axis::Min, Axis::Max, Axis::Size, Axis::Tiles}) {
        if (vary == axisName(axis)) {
            settings.vary = axis;
            known = true;
        }
    }
    if (!known && !reader.failed())
        reader.fail(prefix + QStringLiteral("vary"),
            ScenarioFile::tr("expected \"density\", \"islands\", \"min\", \"max\", \"size\" or "
                             "\"tiles\", got %1")
                .arg(ScenarioFile::quoted(vary)));
    if (reader.failed())
        return std::nullopt;

    const int low = ExperimentSettings::lowest(settings.vary);
    const int high = ExperimentSettings::highest(settings.vary);
    settings.from
        = reader.integer(object, prefix, QStringLiteral("from"), low, high, settings.from);
    settings.to = reader.integer(object, prefix, QStringLiteral("to"), settings.from, high,
        std::clamp(settings.to, settings.from, high));
    settings.step = reader.integer(object, prefix, QStringLiteral("step"), 1, high, settings.step);
    if (!reader.failed()
        && (qint64(settings.to) - settings.from) / settings.step >= ExperimentSettings::MaxValues)
        reader.fail(prefix + QStringLiteral("step"),
            ScenarioFile::tr("the range %1 to %2 in steps of %3 has more than %4 values")
                .arg(settings.from)
                .arg(settings.to)
                .arg(settings.step)
                .arg(ExperimentSettings::MaxValues));
    readPair(reader, object, QStringLiteral("rule"), QStringLiteral("6a"), QStringLiteral("6b"),
        &settings.rule6a, &settings.rule6b);
    readPair(reader, object, QStringLiteral("randomize"), QStringLiteral("on"),
        QStringLiteral("off"), &settings.randomizeOn, &settings.randomizeOff);
    const int maxSize = Scenario::MaxSide * Scenario::MaxSide;
    settings.density
        = reader.integer(object, prefix, QStringLiteral("density"), 0, 100, settings.density);
    settings.islands = reader.integer(
        object, prefix, QStringLiteral("islands"), 1, Scenario::MaxIslands, settings.islands);
    settings.min = reader.integer(object, prefix, QStringLiteral("min"), 1, maxSize, settings.min);
    settings.max = reader.integer(object, prefix, QStringLiteral("max"), 1, maxSize, settings.max);
    settings.runs
        = reader.integer(object, prefix, QStringLiteral("runs"), 1, 100000, settings.runs);
    if (!reader.failed())
        settings.sizes = readSizes(reader, object.value(QLatin1String("sizes")));
    if (!reader.failed())
        settings.tileSubsets = readTileSubsets(reader, object.value(QLatin1String("tiles")));
    if (reader.failed())
        return std::nullopt;
    return settings;
}

// "format" and "version": false when the file is not a scenario this program reads at all.
bool readFormat(Reader &reader, const QJsonObject &root)
{
    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.toString() != QLatin1String("mapgen-scenario")) {
        reader.fail(QStringLiteral("format"),
            ScenarioFile::tr("expected \"mapgen-scenario\", got %1").arg(Reader::describe(format)));
        return false;
    }
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isDouble() && version.toDouble() > 1
        && std::floor(version.toDouble()) == version.toDouble()) {
        reader.fail(QStringLiteral("version"),
            ScenarioFile::tr(
                "version %1 is newer than this program reads (1); please update Mapgen Workbench")
                .arg(Reader::describe(version)));
        return false;
    }
    reader.integer(root, QString(), QStringLiteral("version"), 1, 1, std::nullopt);
    return true;
}

MapMode readMode(Reader &reader, const QJsonObject &root)
{
    const QString mode
        = reader.string(root, QString(), QStringLiteral("mode"), QStringLiteral("island"));
    if (mode == QLatin1String("dungeon"))
        return MapMode::Dungeon;
    if (mode != QLatin1String("island") && !reader.failed())
        reader.fail(QStringLiteral("mode"),
            ScenarioFile::tr("expected \"island\" or \"dungeon\", got %1")
                .arg(ScenarioFile::quoted(mode)));
    return MapMode::Island;
}

// "rows" and "cols", and an open grid of that size: false (nothing more can be read)
// when either is missing or bad, or anything before them was.
bool readGridSize(Reader &reader, const QJsonObject &root, Scenario &scenario)
{
    const int rows = reader.integer(
        root, QString(), QStringLiteral("rows"), 1, Scenario::MaxSide, std::nullopt);
    const int cols = reader.integer(
        root, QString(), QStringLiteral("cols"), 1, Scenario::MaxSide, std::nullopt);
    if (reader.failed())
        return false;
    scenario.rows = rows;
    scenario.cols = cols;
    scenario.pits.assign(std::size_t(rows) * std::size_t(cols), 0);
    return true;
}

// "pits": one string per row.
void readPits(Reader &reader, const QJsonValue &pits, Scenario &scenario)
{
    const QJsonArray lines = pits.toArray();
    if (!pits.isArray() || lines.size() != scenario.rows) {
        //: %1 x %2 are rows x columns; %3 what the file has
        reader.fail(QStringLiteral("pits"),
            ScenarioFile::tr("expected a list of strings, rows x columns = %1 x %2 characters "
                             "('#' for a pit, '.' for open), got %3")
                .arg(scenario.rows)
                .arg(scenario.cols)
                .arg(pits.isArray() ? ScenarioFile::tr("a list of length %1").arg(lines.size())
                                    : Reader::describe(pits)));
        return;
    }
    for (int r = 0; r < scenario.rows && !reader.failed(); ++r)
        readPitLine(reader, lines.at(r), QStringLiteral("pits[%1]").arg(r), r, scenario);
}

// "islands": each setting optional, `is` holding the defaults.
void readIslands(Reader &reader, const QJsonValue &value, IslandSettings &is)
{
    if (!value.isUndefined() && !value.isObject())
        reader.fail(QStringLiteral("islands"),
            ScenarioFile::tr("expected an object, got %1").arg(Reader::describe(value)));
    const QJsonObject islands = value.toObject();
    const QString ip = QStringLiteral("islands.");
    is.count
        = reader.integer(islands, ip, QStringLiteral("count"), 1, Scenario::MaxIslands, is.count);
    is.min = reader.integer(
        islands, ip, QStringLiteral("min"), 1, Scenario::MaxSide * Scenario::MaxSide, is.min);
    is.max = reader.integer(
        islands, ip, QStringLiteral("max"), 1, Scenario::MaxSide * Scenario::MaxSide, is.max);
    is.randomize = reader.boolean(islands, ip, QStringLiteral("randomize"), is.randomize);
    readRule(reader, islands, ip, is.rule);
    is.stepLimit = reader.integer(
        islands, ip, QStringLiteral("stepLimit"), 1, Scenario::MaxStepLimit, is.stepLimit);
}

// "dungeon": its tile set, if given.
void readDungeon(Reader &reader, const QJsonValue &value, DungeonSettings &dungeon)
{
    if (!value.isUndefined() && !value.isObject())
        reader.fail(QStringLiteral("dungeon"),
            ScenarioFile::tr("expected an object, got %1").arg(Reader::describe(value)));
    const QJsonValue tiles = value.toObject().value(QLatin1String("tiles"));
    if (!tiles.isUndefined() && !reader.failed()) {
        if (auto read = readTiles(reader, tiles, QStringLiteral("dungeon.tiles")))
            dungeon.tiles = *read;
    }
}

// "compare": the other side of a comparison, its seed and randomize defaulting to the
// scenario's.
std::optional<CompareSettings> readCompare(
    Reader &reader, const QJsonValue &value, const QByteArray &json, const Scenario &scenario)
{
    const QString cp = QStringLiteral("compare.");
    CompareSettings compare;
    compare.seed = scenario.seed;
    if (!value.isObject())
        reader.fail(QStringLiteral("compare"),
            ScenarioFile::tr("expected an object, got %1").arg(Reader::describe(value)));
    const QJsonObject object = value.toObject();
    readRule(reader, object, cp, compare.rule);
    compare.randomize
        = reader.boolean(object, cp, QStringLiteral("randomize"), scenario.islands.randomize);
    readSeed(reader, object.value(QLatin1String("seed")), cp + QStringLiteral("seed"), json,
        compare.seed);
    const QString sync = reader.string(object, cp, QStringLiteral("sync"), QStringLiteral("step"));
    if (sync == QLatin1String("island"))
        compare.sync = CompareSettings::Sync::IslandProgress;
    else if (sync != QLatin1String("step") && !reader.failed())
        reader.fail(cp + QStringLiteral("sync"),
            ScenarioFile::tr("expected \"step\" or \"island\", got %1")
                .arg(ScenarioFile::quoted(sync)));
    const QJsonValue tiles = object.value(QLatin1String("tiles"));
    if (!tiles.isUndefined() && !reader.failed())
        compare.tiles = readTiles(reader, tiles, cp + QStringLiteral("tiles"));
    if (reader.failed())
        return std::nullopt;
    return compare;
}

// scenario.md, "Lesson texts": a lesson's own title and notes in its settings object; where
// that has none, `fallback` (the top-level ones, for the scenario's `mode` lesson).
LessonWords readWords(
    Reader &reader, const QJsonObject &object, const QString &prefix, const LessonWords &fallback)
{
    LessonWords words;
    words.title = reader.string(
        object, prefix, QStringLiteral("title"), fallback.title, ScenarioFile::MaxTitleLength);
    words.notes = reader.string(
        object, prefix, QStringLiteral("notes"), fallback.notes, ScenarioFile::MaxNotesLength);
    return words;
}

Assignment readAssignment(Reader &reader, const QJsonValue &value)
{
    const QString ap = QStringLiteral("assignment.");
    Assignment assignment;
    if (!value.isObject()) {
        reader.fail(QStringLiteral("assignment"),
            ScenarioFile::tr("expected an object, got %1").arg(Reader::describe(value)));
        return assignment;
    }
    const QJsonObject object = value.toObject();
    assignment.questions
        = reader.boolean(object, ap, QStringLiteral("questions"), assignment.questions);
    assignment.construct
        = reader.boolean(object, ap, QStringLiteral("construct"), assignment.construct);
    if (object.contains(QLatin1String("pass")))
        assignment.pass = reader.integer(
            object, ap, QStringLiteral("pass"), 0, Assignment::MaxPass, std::nullopt);
    if (!reader.failed() && !assignment.questions && !assignment.construct)
        //: "questions" and "construct" are key names of the file: not to be translated
        reader.fail(QStringLiteral("assignment"),
            ScenarioFile::tr("expected at least one of \"questions\" and \"construct\" to be "
                             "true, got both false"));
    return assignment;
}

} // namespace ScenarioKeys
