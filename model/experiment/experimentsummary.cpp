// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment.h"

#include "experimentfigures.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>

using namespace ExperimentDetail;

namespace {

QString summaryText(const char *text)
{
    return QCoreApplication::translate("Experiment", text);
}

struct Field
{
    const char *begin = nullptr;
    const char *end = nullptr;

    bool empty() const { return begin == end; }
    QString text() const { return QString::fromUtf8(begin, qsizetype(end - begin)); }
};

// A whole number as the program writes it: digits only, no sign, no leading zero.
bool parseNumber(const Field &field, std::uint64_t max, std::uint64_t *value)
{
    const auto length = field.end - field.begin;
    if (length == 0 || length > 20 || (length > 1 && *field.begin == '0'))
        return false;
    const auto [end, ec] = std::from_chars(field.begin, field.end, *value);
    return ec == std::errc() && end == field.end && *value <= max;
}

// Per-run rows of one lesson, by point in the order the points first appear.
template <class Point, class Figures> struct SummaryPoint
{
    struct Where
    {
        int file = -1; // -1: not read yet
        int line = 0;
    };
    Point point;
    int runs = 0;
    int file = 0; // where the point first appears
    int line = 0;
    std::vector<Figures> figures; // by run
    std::vector<Where> where; // by run
};

class Summarizer
{
public:
    explicit Summarizer(const std::vector<std::pair<QString, QByteArray>> &files)
        : m_files(files)
        , m_headers {Experiment::perRunHeader().chopped(2),
              Experiment::dungeonPerRunHeader().chopped(2), Experiment::csvHeader().chopped(2),
              Experiment::dungeonCsvHeader().chopped(2)}
    { }

    ExperimentSummary run();

private:
    enum class Lesson { Unknown, Island, Dungeon };
    static constexpr int IslandFields = 15; // of a per-run row (experiments.md)
    static constexpr int DungeonFields = 12;
    using IslandPoint = SummaryPoint<ExperimentPoint, IslandFigures>;
    using DungeonPoint = SummaryPoint<DungeonExperimentPoint, DungeonFigures>;

    bool readLine(const char *begin, const char *end);
    bool readHeader(Lesson lesson);
    bool readIslandRow();
    bool readDungeonRow();
    // The settings and runs of a point not seen before.
    bool readIslandPoint(IslandPoint &point);
    bool readDungeonPoint(DungeonPoint &point);
    bool fail(const QString &what);
    bool badField(int column, const char *expected);
    // The row's point and run: the index of its point and where the run was read, or -1.
    template <class Points>
    int placeRow(Points &points, int runsField,
        bool (Summarizer::*readPoint)(typename Points::value_type &),
        typename Points::value_type::Where **where);
    // The index of the row's point, found by its settings (the fields up to `runsField`);
    // a point not seen before is read by `readPoint` and added. -1 when it refuses a field.
    template <class Points>
    int pointIndex(Points &points, int runsField,
        bool (Summarizer::*readPoint)(typename Points::value_type &));
    // The run and the seed (fields `runField` and the next) and where it was read, checked.
    template <class Points>
    bool place(Points &points, int index, int runField, typename Points::value_type::Where **where);
    template <class Point> bool checkComplete(const std::vector<Point> &points);

    const std::vector<std::pair<QString, QByteArray>> &m_files;
    // Without CRLF: the per-run headers of islands and dungeons, then the two tables'.
    const QByteArray m_headers[4];
    int m_file = 0;
    int m_line = 0;
    bool m_headerInFile = false;
    Lesson m_lesson = Lesson::Unknown;
    int m_lessonFile = 0;
    int m_lessonLine = 0;
    Field m_fields[16];
    int m_fieldCount = 0;
    const char *m_lineBegin = nullptr;
    QString m_error;

    bool m_haveBase = false;
    std::uint64_t m_base = 0; // seed - run, the same in every row of one experiment

    QHash<QByteArray, int> m_index; // settings text -> point
    QByteArray m_lastKey;
    int m_lastIndex = -1;
    std::vector<IslandPoint> m_islandPoints;
    std::vector<DungeonPoint> m_dungeonPoints;
};

bool Summarizer::fail(const QString &what)
{
    m_error
        = QStringLiteral("%1:%2: %3").arg(m_files[std::size_t(m_file)].first).arg(m_line).arg(what);
    return false;
}

bool Summarizer::badField(int column, const char *expected)
{
    const QString value = m_fields[column].text().left(40);
    return fail(summaryText("column %1: expected %2, got \"%3\"")
                    .arg(column + 1)
                    .arg(summaryText(expected), value));
}

ExperimentSummary Summarizer::run()
{
    for (m_file = 0; m_file < int(m_files.size()); ++m_file) {
        const QByteArray &data = m_files[std::size_t(m_file)].second;
        const char *cursor = data.constData();
        const char *const end = cursor + data.size();
        m_line = 0;
        m_headerInFile = false;
        while (cursor < end) {
            const char *newline
                = static_cast<const char *>(std::memchr(cursor, '\n', std::size_t(end - cursor)));
            const char *lineEnd = newline ? newline : end;
            ++m_line;
            const char *contentEnd
                = lineEnd > cursor && lineEnd[-1] == '\r' ? lineEnd - 1 : lineEnd;
            if (contentEnd > cursor && !readLine(cursor, contentEnd))
                return {{}, m_error};
            cursor = newline ? newline + 1 : end;
        }
    }
    if (m_lesson == Lesson::Unknown) {
        // Empty files only: every shard lost, which must not pass for a table of nothing.
        return {{},
            summaryText("%1: no rows of runs in any file")
                .arg(m_files.empty() ? QString() : m_files.back().first)};
    }
    ExperimentSummary summary;
    if (m_lesson == Lesson::Dungeon) {
        if (!checkComplete(m_dungeonPoints))
            return {{}, m_error};
        summary.csv = Experiment::dungeonCsvHeader();
        for (const DungeonPoint &point : m_dungeonPoints)
            summary.csv += Experiment::dungeonCsvLine(dungeonRow(point.point, point.figures));
    } else {
        if (!checkComplete(m_islandPoints))
            return {{}, m_error};
        summary.csv = Experiment::csvHeader();
        for (const IslandPoint &point : m_islandPoints)
            summary.csv += Experiment::csvLine(islandRow(point.point, point.figures));
    }
    return summary;
}

template <class Point> bool Summarizer::checkComplete(const std::vector<Point> &points)
{
    for (const Point &point : points) {
        for (int run = 0; run < point.runs; ++run) {
            if (point.where[std::size_t(run)].file >= 0)
                continue;
            m_file = point.file;
            m_line = point.line;
            return fail(summaryText("the point of this row has no run %1 in any file; each point "
                                    "needs its runs 0 to %2")
                            .arg(run)
                            .arg(point.runs - 1));
        }
    }
    return true;
}

bool Summarizer::readLine(const char *begin, const char *end)
{
    // Every row starts with a digit (a rule or a size), every header with a letter.
    if (*begin < '0' || *begin > '9') {
        const QByteArray line = QByteArray::fromRawData(begin, qsizetype(end - begin));
        if (line == m_headers[0])
            return readHeader(Lesson::Island);
        if (line == m_headers[1])
            return readHeader(Lesson::Dungeon);
        if (line == m_headers[2] || line == m_headers[3])
            return fail(summaryText("a table, not rows of runs; make them with --per-run"));
    }
    if (!m_headerInFile) {
        return fail(summaryText("expected the header of rows of runs (mapgen experiment "
                                "--per-run) before the first row"));
    }

    m_lineBegin = begin;
    m_fieldCount = 0;
    const char *field = begin;
    for (;;) {
        const char *comma
            = static_cast<const char *>(std::memchr(field, ',', std::size_t(end - field)));
        const char *fieldEnd = comma ? comma : end;
        if (m_fieldCount == 16)
            return fail(summaryText("more fields than the header has"));
        m_fields[m_fieldCount++] = {field, fieldEnd};
        if (!comma)
            break;
        field = comma + 1;
    }
    const bool island = m_lesson == Lesson::Island;
    const int fields = island ? IslandFields : DungeonFields;
    if (m_fieldCount != fields)
        return fail(summaryText("%1 fields, expected %2").arg(m_fieldCount).arg(fields));
    return island ? readIslandRow() : readDungeonRow();
}

bool Summarizer::readHeader(Lesson lesson)
{
    if (m_lesson != Lesson::Unknown && m_lesson != lesson) {
        const QString first = m_files[std::size_t(m_lessonFile)].first;
        return fail(lesson == Lesson::Dungeon
                ? summaryText("rows of dungeon runs, but %1 line %2 began rows of island runs; "
                              "summarize one experiment at a time")
                      .arg(first)
                      .arg(m_lessonLine)
                : summaryText("rows of island runs, but %1 line %2 began rows of dungeon runs; "
                              "summarize one experiment at a time")
                      .arg(first)
                      .arg(m_lessonLine));
    }
    if (m_lesson == Lesson::Unknown) {
        m_lesson = lesson;
        m_lessonFile = m_file;
        m_lessonLine = m_line;
    }
    m_headerInFile = true;
    return true;
}

template <class Points>
int Summarizer::placeRow(Points &points, int runsField,
    bool (Summarizer::*readPoint)(typename Points::value_type &),
    typename Points::value_type::Where **where)
{
    const int index = pointIndex(points, runsField, readPoint);
    return index >= 0 && place(points, index, runsField + 1, where) ? index : -1;
}

template <class Points>
int Summarizer::pointIndex(
    Points &points, int runsField, bool (Summarizer::*readPoint)(typename Points::value_type &))
{
    const QByteArray key
        = QByteArray::fromRawData(m_lineBegin, qsizetype(m_fields[runsField].end - m_lineBegin));
    if (m_lastIndex >= 0 && key == m_lastKey)
        return m_lastIndex;
    int index = 0;
    const auto found = m_index.constFind(key);
    if (found != m_index.constEnd()) {
        index = found.value();
    } else {
        typename Points::value_type point;
        if (!(this->*readPoint)(point))
            return -1;
        point.file = m_file;
        point.line = m_line;
        point.figures.resize(std::size_t(point.runs));
        point.where.resize(std::size_t(point.runs));
        index = int(points.size());
        points.push_back(std::move(point));
        m_index.insert(QByteArray(key.constData(), key.size()), index);
    }
    m_lastKey = QByteArray(key.constData(), key.size());
    m_lastIndex = index;
    return index;
}

template <class Points>
bool Summarizer::place(
    Points &points, int index, int runField, typename Points::value_type::Where **where)
{
    auto &point = points[std::size_t(index)];
    std::uint64_t run = 0;
    if (!parseNumber(m_fields[runField], std::uint64_t(point.runs - 1), &run))
        return badField(runField, "a run from 0 to runs - 1");
    std::uint64_t seed = 0;
    if (!parseNumber(m_fields[runField + 1], ~std::uint64_t(0), &seed))
        return badField(runField + 1, "a seed from 0 to 18446744073709551615");
    if (!m_haveBase) {
        m_haveBase = true;
        m_base = seed - run;
    } else if (seed - run != m_base) {
        return fail(summaryText("the seed %1 of run %2 does not follow the other rows' (seed = "
                                "scenario seed + run): a row of another experiment")
                        .arg(seed)
                        .arg(run));
    }
    auto &slot = point.where[std::size_t(run)];
    if (slot.file >= 0) {
        return fail(summaryText("run %1 of this point again; it was first on %2 line %3")
                        .arg(run)
                        .arg(m_files[std::size_t(slot.file)].first)
                        .arg(slot.line));
    }
    slot.file = m_file;
    slot.line = m_line;
    *where = &slot;
    return true;
}

bool Summarizer::readIslandPoint(IslandPoint &point)
{
    const std::optional<IslandRule> rule = ScenarioFile::parseRule(m_fields[0].text());
    if (!rule)
        return badField(0, "6a or 6b");
    point.point.rule = *rule;
    const QByteArray randomize
        = QByteArray::fromRawData(m_fields[1].begin, m_fields[1].end - m_fields[1].begin);
    if (randomize != "on" && randomize != "off")
        return badField(1, "on or off");
    point.point.randomize = randomize == "on";
    const int maxSize = Scenario::MaxSide * Scenario::MaxSide;
    const struct
    {
        int *target;
        int max;
        int min;
        const char *expected;
    } numbers[] = {
        {&point.point.islands, Scenario::MaxIslands, 1, "islands from 1 to 8"},
        {&point.point.min, maxSize, 1, "a size from 1 to 1000000"},
        {&point.point.max, maxSize, 1, "a size from 1 to 1000000"},
        {&point.point.density, 100, 0, "a density from 0 to 100"},
        {&point.runs, ExperimentSweep::MaxRuns, 1, "runs from 1 to 100000"},
    };
    for (int i = 0; i < 5; ++i) {
        std::uint64_t value = 0;
        if (!parseNumber(m_fields[2 + i], std::uint64_t(numbers[i].max), &value)
            || value < std::uint64_t(numbers[i].min))
            return badField(2 + i, numbers[i].expected);
        *numbers[i].target = int(value);
    }
    return true;
}

bool Summarizer::readDungeonPoint(DungeonPoint &point)
{
    const Field &size = m_fields[0];
    const char *x = std::find(size.begin, size.end, 'x');
    std::uint64_t rows = 0;
    std::uint64_t cols = 0;
    if (x == size.end || !parseNumber({size.begin, x}, Scenario::MaxSide, &rows)
        || !parseNumber({x + 1, size.end}, Scenario::MaxSide, &cols) || rows < 1 || cols < 1)
        return badField(0, "a size RxC, each from 1 to 1000");
    point.point.rows = int(rows);
    point.point.cols = int(cols);
    const Field &tiles = m_fields[1];
    for (const char *item = tiles.begin;;) {
        const char *plus = std::find(item, tiles.end, '+');
        std::uint64_t tile = 0;
        if (!parseNumber({item, plus}, Scenario::MaxTiles - 1, &tile)
            || point.point.tiles.size() == std::size_t(Scenario::MaxTiles))
            return badField(1, "templates 0 to 15 joined by +");
        point.point.tiles.push_back(int(tile));
        if (plus == tiles.end)
            break;
        item = plus + 1;
    }
    std::uint64_t density = 0;
    if (!parseNumber(m_fields[2], 100, &density))
        return badField(2, "a density from 0 to 100");
    point.point.density = int(density);
    std::uint64_t runs = 0;
    if (!parseNumber(m_fields[3], ExperimentSweep::MaxRuns, &runs) || runs < 1)
        return badField(3, "runs from 1 to 100000");
    point.runs = int(runs);
    return true;
}

bool Summarizer::readIslandRow()
{
    IslandPoint::Where *where = nullptr;
    const int index = placeRow(m_islandPoints, 6, &Summarizer::readIslandPoint, &where);
    if (index < 0)
        return false;
    IslandPoint &point = m_islandPoints[std::size_t(index)];
    std::uint64_t values[6] = {};
    const struct
    {
        std::uint64_t max;
        const char *expected;
    } limits[] = {
        {1, "0 or 1"},
        {std::uint64_t(point.point.islands), "islands from 0 to the point's islands"},
        {std::uint64_t(point.point.islands), "islands from 0 to the point's islands"},
        {std::uint64_t(std::numeric_limits<std::int64_t>::max()), "a whole number of steps"},
        {std::uint64_t(std::numeric_limits<int>::max()), "a whole number of backtracks"},
        {std::uint64_t(std::numeric_limits<std::int64_t>::max() / 1000), "whole microseconds"},
    };
    for (int i = 0; i < 6; ++i) {
        if (!parseNumber(m_fields[9 + i], limits[i].max, &values[i])) {
            where->file = -1;
            return badField(9 + i, limits[i].expected);
        }
    }
    IslandFigures &figures = point.figures[std::size_t(where - point.where.data())];
    figures.tooComplex = values[0] == 1;
    figures.complete = int(values[1]);
    figures.failed = int(values[2]);
    figures.steps = std::int64_t(values[3]);
    figures.backtracks = int(values[4]);
    figures.nanoseconds = std::int64_t(values[5]) * 1000;
    return true;
}

bool Summarizer::readDungeonRow()
{
    DungeonPoint::Where *where = nullptr;
    const int index = placeRow(m_dungeonPoints, 3, &Summarizer::readDungeonPoint, &where);
    if (index < 0)
        return false;
    DungeonPoint &point = m_dungeonPoints[std::size_t(index)];
    DungeonFigures &figures = point.figures[std::size_t(where - point.where.data())];
    auto refuse = [&](int column, const char *expected) {
        where->file = -1;
        return badField(column, expected);
    };
    std::uint64_t cutOff = 0;
    if (!parseNumber(m_fields[6], 1, &cutOff))
        return refuse(6, "0 or 1");
    figures.cutOff = cutOff == 1;
    const std::uint64_t cells = std::uint64_t(point.point.rows) * std::uint64_t(point.point.cols);
    int *const targets[4] = {&figures.placed, &figures.rejected, &figures.path, &figures.deadEnds};
    const std::uint64_t limits[4]
        = {cells, std::uint64_t(std::numeric_limits<int>::max()), cells, cells};
    for (int i = 0; i < 4; ++i) {
        const Field &field = m_fields[7 + i];
        if (figures.cutOff) {
            if (!field.empty())
                return refuse(7 + i, "an empty field, as the run was cut off");
            *targets[i] = 0;
            continue;
        }
        std::uint64_t value = 0;
        if (!parseNumber(field, limits[i], &value))
            return refuse(7 + i, "a whole number no larger than the grid allows");
        *targets[i] = int(value);
    }
    std::uint64_t micros = 0;
    if (!parseNumber(
            m_fields[11], std::uint64_t(std::numeric_limits<std::int64_t>::max() / 1000), &micros))
        return refuse(11, "whole microseconds");
    figures.nanoseconds = std::int64_t(micros) * 1000;
    return true;
}

} // namespace

ExperimentSummary Experiment::summarize(const std::vector<std::pair<QString, QByteArray>> &files)
{
    return Summarizer(files).run();
}
