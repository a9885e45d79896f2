#include "scenariofile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>

namespace {

constexpr double MaxExactSeed = 9007199254740992.0; // 2^53

// Collects the first error while the document is read key by key.
class Reader
{
public:
    explicit Reader(const QString &fileName) : m_fileName(fileName) { }

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
        case QJsonValue::Null: return QStringLiteral("null");
        case QJsonValue::Bool: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        case QJsonValue::Double: return QString::number(value.toDouble(), 'g', 17);
        case QJsonValue::String: return QLatin1Char('"') + value.toString() + QLatin1Char('"');
        case QJsonValue::Array: return ScenarioFile::tr("a list");
        case QJsonValue::Object: return ScenarioFile::tr("an object");
        case QJsonValue::Undefined: break;
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
                fail(path, ScenarioFile::tr("missing; expected an integer from %1 to %2").arg(min).arg(max));
            return fallback.value_or(min);
        }
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || std::floor(number) != number || number < min || number > max) {
            fail(path, ScenarioFile::tr("expected an integer from %1 to %2, got %3")
                               .arg(min).arg(max).arg(describe(value)));
            return fallback.value_or(min);
        }
        return int(number);
    }

    bool boolean(const QJsonObject &object, const QString &prefix, const QString &key, bool fallback)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fallback;
        if (!value.isBool()) {
            fail(prefix + key, ScenarioFile::tr("expected true or false, got %1").arg(describe(value)));
            return fallback;
        }
        return value.toBool();
    }

    QString string(const QJsonObject &object, const QString &prefix, const QString &key,
                   const QString &fallback)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fallback;
        if (!value.isString()) {
            fail(prefix + key, ScenarioFile::tr("expected a string, got %1").arg(describe(value)));
            return fallback;
        }
        return value.toString();
    }

private:
    QString m_fileName;
    QString m_error;
};

} // namespace

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

QJsonValue ScenarioFile::seedToJson(std::uint64_t seed)
{
    if (seed <= (std::uint64_t(1) << 53))
        return double(seed);
    return QString::number(qulonglong(seed));
}

std::optional<Scenario> ScenarioFile::read(const QString &fileName, QString *errorMessage)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (errorMessage)
            *errorMessage = tr("%1: cannot be opened: %2").arg(fileName, file.errorString());
        return std::nullopt;
    }
    return parse(file.readAll(), fileName, errorMessage);
}

std::optional<Scenario> ScenarioFile::parse(const QByteArray &json, const QString &fileName,
                                            QString *errorMessage)
{
    auto refuse = [&](const QString &message) -> std::optional<Scenario> {
        if (errorMessage)
            *errorMessage = message;
        return std::nullopt;
    };

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return refuse(tr("%1: not valid JSON at byte %2: %3")
                              .arg(fileName)
                              .arg(parseError.offset)
                              .arg(parseError.errorString()));
    }
    if (!document.isObject())
        return refuse(tr("%1: expected a JSON object at the top level").arg(fileName));

    const QJsonObject root = document.object();
    Reader reader(fileName);
    const QString noPrefix;

    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.toString() != QLatin1String("mapgen-scenario")) {
        reader.fail(QStringLiteral("format"),
                    tr("expected \"mapgen-scenario\", got %1").arg(Reader::describe(format)));
        return refuse(reader.error());
    }
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isDouble() && version.toDouble() > 1 && std::floor(version.toDouble()) == version.toDouble()) {
        reader.fail(QStringLiteral("version"),
                    tr("version %1 is newer than this program reads (1); please update Mapgen Workbench")
                            .arg(Reader::describe(version)));
        return refuse(reader.error());
    }
    reader.integer(root, noPrefix, QStringLiteral("version"), 1, 1, std::nullopt);

    Scenario scenario;
    const QString mode = reader.string(root, noPrefix, QStringLiteral("mode"), QStringLiteral("island"));
    if (mode == QLatin1String("island"))
        scenario.mode = MapMode::Island;
    else if (mode == QLatin1String("dungeon"))
        scenario.mode = MapMode::Dungeon;
    else if (!reader.failed())
        reader.fail(QStringLiteral("mode"), tr("expected \"island\" or \"dungeon\", got \"%1\"").arg(mode));

    const int rows = reader.integer(root, noPrefix, QStringLiteral("rows"), 1, Scenario::MaxSide, std::nullopt);
    const int cols = reader.integer(root, noPrefix, QStringLiteral("cols"), 1, Scenario::MaxSide, std::nullopt);
    if (reader.failed())
        return refuse(reader.error());
    scenario.rows = rows;
    scenario.cols = cols;
    scenario.pits.assign(std::size_t(rows) * std::size_t(cols), 0);

    const QJsonValue seed = root.value(QLatin1String("seed"));
    if (seed.isDouble()) {
        const double number = seed.toDouble();
        if (std::floor(number) != number || number < 0 || number > MaxExactSeed)
            reader.fail(QStringLiteral("seed"),
                        tr("expected an integer from 0 to 2^53 (or a decimal string up to 2^64-1), got %1")
                                .arg(Reader::describe(seed)));
        else
            scenario.seed = std::uint64_t(number);
    } else if (seed.isString()) {
        if (const auto parsed = parseSeed(seed.toString()))
            scenario.seed = *parsed;
        else
            reader.fail(QStringLiteral("seed"),
                        tr("expected a decimal string from 0 to 18446744073709551615, got %1")
                                .arg(Reader::describe(seed)));
    } else if (!seed.isUndefined()) {
        reader.fail(QStringLiteral("seed"),
                    tr("expected an integer or a decimal string, got %1").arg(Reader::describe(seed)));
    }

    const QJsonValue pits = root.value(QLatin1String("pits"));
    if (!pits.isUndefined() && !reader.failed()) {
        const QJsonArray lines = pits.toArray();
        if (!pits.isArray() || lines.size() != rows) {
            //: %1 x %2 are rows x columns; %3 what the file has
            reader.fail(QStringLiteral("pits"),
                        tr("expected a list of strings, rows x columns = %1 x %2 characters ('#' for a pit, '.' for open), got %3")
                                .arg(rows)
                                .arg(cols)
                                .arg(pits.isArray() ? tr("a list of length %1").arg(lines.size())
                                                    : Reader::describe(pits)));
        } else {
            for (int r = 0; r < rows && !reader.failed(); ++r) {
                const QString key = QStringLiteral("pits[%1]").arg(r);
                const QJsonValue line = lines.at(r);
                const QString text = line.toString();
                if (!line.isString() || text.size() != cols) {
                    reader.fail(key, tr("expected a string of length %1, got %2")
                                             .arg(cols)
                                             .arg(Reader::describe(line)));
                    break;
                }
                for (int c = 0; c < cols; ++c) {
                    const QChar ch = text.at(c);
                    if (ch == QLatin1Char('#')) {
                        scenario.setPit(r, c, true);
                    } else if (ch != QLatin1Char('.')) {
                        reader.fail(key, tr("expected only '#' and '.', got '%1' at column %2").arg(ch).arg(c));
                        break;
                    }
                }
            }
        }
    }

    const QJsonValue islandsValue = root.value(QLatin1String("islands"));
    if (!islandsValue.isUndefined() && !islandsValue.isObject())
        reader.fail(QStringLiteral("islands"), tr("expected an object, got %1").arg(Reader::describe(islandsValue)));
    const QJsonObject islands = islandsValue.toObject();
    const QString ip = QStringLiteral("islands.");
    IslandSettings &is = scenario.islands;
    is.count = reader.integer(islands, ip, QStringLiteral("count"), 1, Scenario::MaxIslands, is.count);
    is.min = reader.integer(islands, ip, QStringLiteral("min"), 1, Scenario::MaxSide * Scenario::MaxSide, is.min);
    is.max = reader.integer(islands, ip, QStringLiteral("max"), 1, Scenario::MaxSide * Scenario::MaxSide, is.max);
    is.randomize = reader.boolean(islands, ip, QStringLiteral("randomize"), is.randomize);
    const QString rule = reader.string(islands, ip, QStringLiteral("rule"), QStringLiteral("6b"));
    if (rule == QLatin1String("6a"))
        is.rule = IslandRule::Rule6a;
    else if (rule == QLatin1String("6b"))
        is.rule = IslandRule::Rule6b;
    else if (!reader.failed())
        reader.fail(ip + QStringLiteral("rule"), tr("expected \"6a\" or \"6b\", got \"%1\"").arg(rule));
    is.stepLimit = reader.integer(islands, ip, QStringLiteral("stepLimit"), 1, Scenario::MaxStepLimit, is.stepLimit);

    const QJsonValue dungeonValue = root.value(QLatin1String("dungeon"));
    if (!dungeonValue.isUndefined() && !dungeonValue.isObject())
        reader.fail(QStringLiteral("dungeon"), tr("expected an object, got %1").arg(Reader::describe(dungeonValue)));
    const QJsonValue tilesValue = dungeonValue.toObject().value(QLatin1String("tiles"));
    if (!tilesValue.isUndefined() && !reader.failed()) {
        const QJsonArray tiles = tilesValue.toArray();
        if (!tilesValue.isArray() || tiles.isEmpty() || tiles.size() > Scenario::MaxTiles) {
            reader.fail(QStringLiteral("dungeon.tiles"),
                        tr("expected a list of 1 to %1 tiles, got %2")
                                .arg(Scenario::MaxTiles)
                                .arg(tilesValue.isArray() ? tr("a list of length %1").arg(tiles.size())
                                                          : Reader::describe(tilesValue)));
        }
        QVector<DungeonTile> parsed;
        bool hasBigRoom = false;
        for (int t = 0; t < tiles.size() && !reader.failed(); ++t) {
            const QString tp = QStringLiteral("dungeon.tiles[%1]").arg(t);
            if (!tiles.at(t).isObject()) {
                reader.fail(tp, tr("expected an object with \"name\" and \"doors\", got %1")
                                        .arg(Reader::describe(tiles.at(t))));
                break;
            }
            const QJsonObject tile = tiles.at(t).toObject();
            DungeonTile dt;
            dt.name = reader.string(tile, tp + QLatin1Char('.'), QStringLiteral("name"), tr("tile %1").arg(t + 1));
            dt.doors = std::uint8_t(reader.integer(tile, tp + QLatin1Char('.'), QStringLiteral("doors"), 1, 255, std::nullopt));
            hasBigRoom = hasBigRoom || dt.doors == 0xFF;
            parsed.append(dt);
        }
        if (!reader.failed() && !hasBigRoom)
            reader.fail(QStringLiteral("dungeon.tiles"),
                        tr("expected at least one tile with doors 255 (a big room), so that every cell can be filled"));
        if (!reader.failed())
            scenario.dungeon.tiles = parsed;
    }

    scenario.title = reader.string(root, noPrefix, QStringLiteral("title"), QString());
    scenario.notes = reader.string(root, noPrefix, QStringLiteral("notes"), QString());

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
    root.insert(QLatin1String("islands"), islands);

    QJsonArray tiles;
    for (const DungeonTile &tile : scenario.dungeon.tiles)
        tiles.append(QJsonObject{{QLatin1String("name"), tile.name}, {QLatin1String("doors"), int(tile.doors)}});
    root.insert(QLatin1String("dungeon"), QJsonObject{{QLatin1String("tiles"), tiles}});

    if (!scenario.title.isEmpty())
        root.insert(QLatin1String("title"), scenario.title);
    if (!scenario.notes.isEmpty())
        root.insert(QLatin1String("notes"), scenario.notes);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool ScenarioFile::write(const QString &fileName, const Scenario &scenario, QString *errorMessage)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        if (errorMessage)
            *errorMessage = tr("%1: cannot be written: %2").arg(fileName, file.errorString());
        return false;
    }
    file.write(toJson(scenario));
    if (!file.commit()) {
        if (errorMessage)
            *errorMessage = tr("%1: cannot be written: %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}
