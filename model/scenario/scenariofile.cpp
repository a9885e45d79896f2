// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"

#include "atomicfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QLocale>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>
#include <limits>

namespace {

constexpr double MaxExactSeed = 9007199254740992.0; // 2^53

// Characters a message must not carry raw: C0 and C1 controls (a terminal acts on
// them), lone surrogates, line and paragraph separators, and the bidirectional
// embeddings, overrides and isolates, which can reorder what a reader sees.
bool needsEscape(char32_t ch)
{
    return ch < 0x20 || (ch >= 0x7F && ch < 0xA0) || (ch >= 0xD800 && ch <= 0xDFFF) || ch == 0x2028
        || ch == 0x2029 || (ch >= 0x202A && ch <= 0x202E) || (ch >= 0x2066 && ch <= 0x2069);
}

void appendPrintable(QString &out, char32_t ch)
{
    switch (ch) {
    case U'\n':
        out += QLatin1String("\\n");
        return;
    case U'\r':
        out += QLatin1String("\\r");
        return;
    case U'\t':
        out += QLatin1String("\\t");
        return;
    default:
        break;
    }
    if (needsEscape(ch))
        out += QLatin1String("\\u")
            + QString::number(uint(ch), 16).toUpper().rightJustified(4, QLatin1Char('0'));
    else
        out += QString::fromUcs4(&ch, 1);
}

// Walks `text` by code point (a surrogate pair is one character), at most `limit` of
// them; returns whether the text went on beyond.
template <typename Visit> bool forEachCodePoint(const QString &text, qsizetype limit, Visit visit)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (count == limit)
            return true;
        char32_t ch = text.at(i).unicode();
        if (QChar::isHighSurrogate(ch) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            ch = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        visit(ch, count);
        ++count;
    }
    return false;
}

// Collects the first error while the document is read key by key.
class Reader
{
public:
    explicit Reader(const QString &fileName)
        : m_fileName(fileName)
    { }

    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }

    void fail(const QString &key, const QString &expected)
    {
        if (m_error.isEmpty())
            m_error = ScenarioFile::tr("%1: key \"%2\": %3").arg(m_fileName, key, expected);
    }

    static QString describe(const QJsonValue &value)
    {
        switch (value.type()) {
        case QJsonValue::Null:
            return QStringLiteral("null");
        case QJsonValue::Bool:
            return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        case QJsonValue::Double:
            return QString::number(value.toDouble(), 'g', 17);
        case QJsonValue::String:
            return ScenarioFile::quoted(value.toString());
        case QJsonValue::Array:
            return ScenarioFile::tr("a list");
        case QJsonValue::Object:
            return ScenarioFile::tr("an object");
        case QJsonValue::Undefined:
            break;
        }
        return ScenarioFile::tr("nothing");
    }

    int integer(const QJsonObject &object, const QString &prefix, const QString &key, int min,
        int max, std::optional<int> fallback)
    {
        const QString path = prefix + key;
        const QJsonValue value = object.value(key);
        if (value.isUndefined()) {
            if (!fallback)
                fail(path,
                    ScenarioFile::tr("missing; expected an integer from %1 to %2")
                        .arg(min)
                        .arg(max));
            return fallback.value_or(min);
        }
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || std::floor(number) != number || number < min || number > max) {
            fail(path,
                ScenarioFile::tr("expected an integer from %1 to %2, got %3")
                    .arg(min)
                    .arg(max)
                    .arg(describe(value)));
            return fallback.value_or(min);
        }
        return int(number);
    }

    bool boolean(
        const QJsonObject &object, const QString &prefix, const QString &key, bool fallback)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fallback;
        if (!value.isBool()) {
            fail(prefix + key,
                ScenarioFile::tr("expected true or false, got %1").arg(describe(value)));
            return fallback;
        }
        return value.toBool();
    }

    QString string(const QJsonObject &object, const QString &prefix, const QString &key,
        const QString &fallback, int maxLength = std::numeric_limits<int>::max())
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fallback;
        if (!value.isString()) {
            fail(prefix + key, ScenarioFile::tr("expected a string, got %1").arg(describe(value)));
            return fallback;
        }
        const QString text = value.toString();
        const qsizetype characters = ScenarioFile::characterCount(text);
        if (characters > maxLength) {
            fail(prefix + key,
                ScenarioFile::tr("expected at most %1 characters, got %2 starting %3")
                    .arg(maxLength)
                    .arg(characters)
                    .arg(describe(value)));
            return fallback;
        }
        return text;
    }

private:
    QString m_fileName;
    QString m_error;
};

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

// "assignment": what a graded copy counts; at least one part, a pass mark 0..100 or none.
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

void writeWords(QJsonObject &object, const LessonWords &words)
{
    if (!words.title.isEmpty())
        object.insert(QLatin1String("title"), words.title);
    if (!words.notes.isEmpty())
        object.insert(QLatin1String("notes"), words.notes);
}

} // namespace

qsizetype ScenarioFile::characterCount(const QString &text)
{
    qsizetype count = 0;
    forEachCodePoint(text, text.size(), [&count](char32_t, qsizetype) { ++count; });
    return count;
}

std::optional<ExperimentSettings::Size> ScenarioFile::parseSize(const QString &text)
{
    const QStringList sides = text.split(QLatin1Char('x'));
    const auto side = [](const QString &digits) -> std::optional<int> {
        // Digits only: toInt() alone would take "+8", " 8" or "8 ".
        const bool onlyDigits = !digits.isEmpty()
            && std::all_of(digits.begin(), digits.end(),
                [](QChar ch) { return ch >= QLatin1Char('0') && ch <= QLatin1Char('9'); });
        bool ok = false;
        const int value = onlyDigits ? digits.toInt(&ok) : 0;
        if (!ok || value < 1 || value > Scenario::MaxSide)
            return std::nullopt;
        return value;
    };
    if (sides.size() != 2)
        return std::nullopt;
    const auto rows = side(sides.at(0));
    const auto cols = side(sides.at(1));
    if (!rows || !cols)
        return std::nullopt;
    return ExperimentSettings::Size {*rows, *cols};
}

std::optional<IslandRule> ScenarioFile::parseRule(const QString &text)
{
    if (text == QLatin1String("6a"))
        return IslandRule::Rule6a;
    if (text == QLatin1String("6b"))
        return IslandRule::Rule6b;
    return std::nullopt;
}

std::optional<std::uint64_t> ScenarioFile::parseSeed(const QString &text)
{
    if (text.isEmpty() || text.size() > 20)
        return std::nullopt;
    for (const QChar ch : text) {
        if (ch < QLatin1Char('0') || ch > QLatin1Char('9'))
            return std::nullopt;
    }
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return std::uint64_t(value);
}

QString ScenarioFile::printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    forEachCodePoint(
        text, text.size(), [&out](char32_t ch, qsizetype) { appendPrintable(out, ch); });
    return out;
}

QString ScenarioFile::quoted(const QString &value)
{
    QString out(QLatin1Char('"'));
    const bool cut = forEachCodePoint(
        value, QuotedPrefixLength, [&out](char32_t ch, qsizetype) { appendPrintable(out, ch); });
    out += QLatin1Char('"');
    if (cut)
        out += QChar(0x2026); // …
    return out;
}

QJsonValue ScenarioFile::seedToJson(std::uint64_t seed)
{
    if (seed <= (std::uint64_t(1) << 53))
        return double(seed);
    return QString::number(qulonglong(seed));
}

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
