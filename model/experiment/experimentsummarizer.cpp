// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentsummarizer.h"

#include "experiment.h"
#include "experimentfigures.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <type_traits>
#include <utility>

using namespace ExperimentDetail;

namespace {

QString summaryText(const char *text)
{
    return QCoreApplication::translate("Experiment", text);
}

// The most a point's build_us may add up to: its sum in nanoseconds still fits in 64 bits.
constexpr std::int64_t MaxMicroseconds = std::numeric_limits<std::int64_t>::max() / 1000;

struct Field
{
    const char *begin = nullptr;
    const char *end = nullptr;

    bool empty() const { return begin == end; }
    QByteArray bytes() const { return QByteArray::fromRawData(begin, qsizetype(end - begin)); }
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

// Exactly `digits` lowercase hex digits, as the program writes a hash or a door mask.
bool parseHex(const Field &field, int digits, std::uint32_t *value)
{
    if (field.end - field.begin != digits)
        return false;
    for (const char *c = field.begin; c != field.end; ++c) {
        if ((*c < '0' || *c > '9') && (*c < 'a' || *c > 'f'))
            return false;
    }
    std::from_chars(field.begin, field.end, *value, 16);
    return true;
}

// "RxC", each side from 1 to Scenario::MaxSide.
bool parseSize(const Field &field, int *rows, int *cols)
{
    const char *x = std::find(field.begin, field.end, 'x');
    std::uint64_t r = 0;
    std::uint64_t c = 0;
    if (x == field.end || !parseNumber({field.begin, x}, Scenario::MaxSide, &r)
        || !parseNumber({x + 1, field.end}, Scenario::MaxSide, &c) || r < 1 || c < 1)
        return false;
    *rows = int(r);
    *cols = int(c);
    return true;
}

// Where a row was read: the index of its file and its line.
struct Where
{
    int file = 0;
    std::int64_t line = 0;
};

// A growing array of plain rows, grown with realloc(): a point of 100000 rows grows to
// megabytes, and there glibc moves a grown block by remapping its pages, where a
// std::vector copies every row to fresh pages (a fifth of the time of a summary of ten
// million rows). It never grows past `limit` rows.
template <class T> class RowArray
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

public:
    RowArray() = default;
    RowArray(RowArray &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr))
        , m_size(std::exchange(other.m_size, 0))
        , m_capacity(std::exchange(other.m_capacity, 0))
    { }
    RowArray &operator=(RowArray &&other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        std::swap(m_capacity, other.m_capacity);
        return *this;
    }
    RowArray(const RowArray &) = delete;
    RowArray &operator=(const RowArray &) = delete;
    ~RowArray() { std::free(m_data); }

    void append(const T &row, std::size_t limit)
    {
        if (m_size == m_capacity) {
            const std::size_t capacity = std::min(std::max<std::size_t>(16, 2 * m_capacity), limit);
            void *data = std::realloc(m_data, capacity * sizeof(T));
            if (!data)
                throw std::bad_alloc();
            m_data = static_cast<T *>(data);
            m_capacity = capacity;
        }
        new (m_data + m_size++) T(row);
    }
    void release()
    {
        std::free(std::exchange(m_data, nullptr));
        m_size = m_capacity = 0;
    }
    std::size_t size() const { return m_size; }
    const T &operator[](std::size_t i) const { return m_data[i]; }
    const T *begin() const { return m_data; }
    const T *end() const { return m_data + m_size; }

private:
    T *m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

// The rows of one point, in the order read. Only the rows present are held: a point that
// claims 100000 runs and has one row costs one row.
template <class Point, class Figures> struct SummaryPoint
{
    using FiguresType = Figures;
    struct Run // 48 bytes for islands: the rows of ten million runs fit in 480 MB
    {
        Figures figures;
        std::int64_t line; // where it was read
        int file;
        int run;
    };
    Point point;
    int runs = 0;
    Where where; // where the point first appears
    RowArray<Run> rows;
    std::int64_t microseconds = 0; // the build_us of its rows so far
};

// What the last columns of a row say of its sweep (experiments.md, "Beyond one machine").
struct SweepValues
{
    int stepLimit = 0; // islands
    int tiles = 0; // dungeons: templates in the tile set
    int points = 0;
};

} // namespace

class ExperimentSummarizer::Reader
{
public:
    Reader();

    bool read(const QString &name, QIODevice &device);
    QByteArray table();
    const QString &error() const { return m_error; }

private:
    enum class Lesson { Unknown, Island, Dungeon };
    static constexpr int IslandFields = 19; // of a per-run row (experiments.md)
    static constexpr int DungeonFields = 16;
    // The last columns of a row, the same in every row of a sweep: world, pit_hash,
    // step_limit (islands) or tile_set (dungeons), points.
    static constexpr int SweepFields = 4;
    static constexpr int MaxFields = IslandFields + 1;
    static constexpr qint64 ChunkSize = 1 << 20;
    using IslandPoint = SummaryPoint<ExperimentPoint, IslandFigures>;
    using DungeonPoint = SummaryPoint<DungeonExperimentPoint, DungeonFigures>;

    bool takeLine(const char *begin, const char *end);
    bool readLine(const char *begin, const char *end);
    bool readHeader(Lesson lesson);
    bool readSweep();
    bool parseSweep(SweepValues *values);
    bool readIslandRow();
    bool readDungeonRow();
    // The settings and runs of a point not seen before.
    bool readIslandPoint(IslandPoint &point);
    bool readDungeonPoint(DungeonPoint &point);
    bool fail(const QString &what);
    bool badField(int column, const QString &expected);
    // The row's column `column` differs from the first row's `first`.
    bool otherSweep(int column, const QString &first);
    // The index of the row's point, found by its settings (the fields up to `runsField`);
    // a point not seen before is read by `readPoint` and added. -1 when it refuses a field.
    template <class Points>
    int pointIndex(
        Points &points, int runsField, bool (Reader::*readPoint)(typename Points::value_type &));
    // The run and the seed (fields `runField` and the next), checked.
    template <class Point> bool readRun(const Point &point, int runField, int *run);
    // Keeps the row's run; `column` holds its build_us.
    template <class Point>
    bool addRun(Point &point, typename Point::Run &run, std::int64_t microseconds, int column);
    // Whether the point has each of its runs 0 .. runs-1 exactly once.
    template <class Point> bool checkRuns(const Point &point);
    template <class Point, class Row>
    QByteArray makeTable(std::vector<Point> &points, const QByteArray &header,
        Row (*makeRow)(
            const decltype(Point::point) &, const std::vector<typename Point::FiguresType> &),
        QByteArray (*line)(const Row &));

    // Without CRLF: the per-run headers of islands and dungeons, then the two tables'.
    const QByteArray m_headers[4];
    QStringList m_names; // of the files, in the order read
    std::vector<char> m_buffer;
    int m_file = 0;
    std::int64_t m_line = 0;
    bool m_headerInFile = false;
    Lesson m_lesson = Lesson::Unknown;
    Where m_lessonWhere;
    Field m_fields[MaxFields];
    int m_fieldCount = 0;
    const char *m_lineBegin = nullptr;
    QString m_error;

    QByteArray m_sweep; // the first row's sweep columns, as written
    Where m_sweepWhere;
    SweepValues m_values;
    int m_runs = 0; // the first row's
    bool m_haveBase = false;
    std::uint64_t m_base = 0; // seed - run, the same in every row of one sweep

    QHash<QByteArray, int> m_index; // settings text -> point
    QByteArray m_lastKey;
    int m_lastIndex = -1;
    std::vector<IslandPoint> m_islandPoints;
    std::vector<DungeonPoint> m_dungeonPoints;
    std::vector<int> m_slots; // checkRuns(): by run, the row that has it
};

ExperimentSummarizer::Reader::Reader()
    : m_headers {Experiment::perRunHeader().chopped(2),
        Experiment::dungeonPerRunHeader().chopped(2), Experiment::csvHeader().chopped(2),
        Experiment::dungeonCsvHeader().chopped(2)}
{ }

bool ExperimentSummarizer::Reader::fail(const QString &what)
{
    m_error = QStringLiteral("%1:%2: %3").arg(m_names.value(m_file), QString::number(m_line), what);
    return false;
}

bool ExperimentSummarizer::Reader::badField(int column, const QString &expected)
{
    const QString value = m_fields[column].text().left(40);
    return fail(
        summaryText("column %1: expected %2, got \"%3\"").arg(column + 1).arg(expected, value));
}

bool ExperimentSummarizer::Reader::otherSweep(int column, const QString &first)
{
    const QByteArray &header = m_headers[m_lesson == Lesson::Island ? 0 : 1];
    const QString name = QString::fromLatin1(header.split(',').value(column));
    return fail(
        summaryText("%1 %2 here, but %3 on %4 line %5: rows of another sweep; summarize "
                    "one sweep at a time")
            .arg(name, m_fields[column].text().left(40), first, m_names.value(m_sweepWhere.file))
            .arg(m_sweepWhere.line));
}

bool ExperimentSummarizer::Reader::read(const QString &name, QIODevice &device)
{
    m_file = int(m_names.size());
    m_names.append(name);
    m_line = 0;
    m_headerInFile = false;
    m_buffer.resize(std::size_t(ChunkSize + ExperimentSummarizer::MaxLineLength));
    // A chunk at a time; the unfinished line at its end moves to the front of the buffer.
    qint64 kept = 0;
    for (;;) {
        const qint64 got = device.read(m_buffer.data() + kept, ChunkSize);
        if (got < 0) {
            m_error = summaryText("%1: cannot be read: %2").arg(name, device.errorString());
            return false;
        }
        const char *cursor = m_buffer.data();
        const char *const end = cursor + kept + got;
        if (got == 0) // the end; a last line without a line break is a line too
            return cursor == end || takeLine(cursor, end);
        while (const char *newline
            = static_cast<const char *>(std::memchr(cursor, '\n', std::size_t(end - cursor)))) {
            if (!takeLine(cursor, newline))
                return false;
            cursor = newline + 1;
        }
        kept = end - cursor;
        if (kept > ExperimentSummarizer::MaxLineLength)
            return takeLine(cursor, end); // refused as too long, before it grows any further
        std::memmove(m_buffer.data(), cursor, std::size_t(kept));
    }
}

bool ExperimentSummarizer::Reader::takeLine(const char *begin, const char *end)
{
    ++m_line;
    if (end - begin > ExperimentSummarizer::MaxLineLength) {
        return fail(summaryText("a line longer than %1 bytes: not a row of runs")
                        .arg(ExperimentSummarizer::MaxLineLength));
    }
    if (end > begin && end[-1] == '\r')
        --end;
    // A byte-order mark, as some editors and spreadsheets write at the start of a file.
    if (end - begin >= 3 && std::memcmp(begin, "\xEF\xBB\xBF", 3) == 0)
        begin += 3;
    return begin == end || readLine(begin, end);
}

bool ExperimentSummarizer::Reader::readLine(const char *begin, const char *end)
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
        if (line.startsWith("rule,randomize,") || line.startsWith("size,tiles,")) {
            return fail(summaryText("a header of other columns than this version of mapgen "
                                    "writes (rows of an older one?); make the rows again"));
        }
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
        if (m_fieldCount == MaxFields)
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
    if (!readSweep())
        return false;
    return island ? readIslandRow() : readDungeonRow();
}

bool ExperimentSummarizer::Reader::readHeader(Lesson lesson)
{
    if (m_lesson != Lesson::Unknown && m_lesson != lesson) {
        const QString first = m_names.value(m_lessonWhere.file);
        return fail(lesson == Lesson::Dungeon
                ? summaryText("rows of dungeon runs, but %1 line %2 began rows of island runs; "
                              "summarize one experiment at a time")
                      .arg(first)
                      .arg(m_lessonWhere.line)
                : summaryText("rows of island runs, but %1 line %2 began rows of dungeon runs; "
                              "summarize one experiment at a time")
                      .arg(first)
                      .arg(m_lessonWhere.line));
    }
    if (m_lesson == Lesson::Unknown) {
        m_lesson = lesson;
        m_lessonWhere = {m_file, m_line};
    }
    m_headerInFile = true;
    return true;
}

// The last columns name the sweep: the first row's are kept as written, and every other
// row's must be the same text (the program writes each value one way only).
bool ExperimentSummarizer::Reader::readSweep()
{
    const int first = m_fieldCount - SweepFields;
    const QByteArray sweep = QByteArray::fromRawData(
        m_fields[first].begin, qsizetype(m_fields[m_fieldCount - 1].end - m_fields[first].begin));
    if (m_sweep.isEmpty()) {
        if (!parseSweep(&m_values))
            return false;
        m_sweep = QByteArray(sweep.constData(), sweep.size());
        m_sweepWhere = {m_file, m_line};
        return true;
    }
    if (sweep == m_sweep)
        return true;
    SweepValues values;
    if (!parseSweep(&values))
        return false;
    const QByteArrayList firstFields = m_sweep.split(',');
    for (int i = 0; i < SweepFields; ++i) {
        if (m_fields[first + i].bytes() != firstFields.value(i))
            return otherSweep(first + i, QString::fromLatin1(firstFields.value(i)));
    }
    return true;
}

bool ExperimentSummarizer::Reader::parseSweep(SweepValues *values)
{
    const int first = m_fieldCount - SweepFields;
    int rows = 0;
    int cols = 0;
    if (!parseSize(m_fields[first], &rows, &cols))
        return badField(first, summaryText("a world RxC, each side from 1 to 1000"));
    std::uint32_t hash = 0;
    if (!parseHex(m_fields[first + 1], 8, &hash))
        return badField(first + 1, summaryText("a hash of 8 lowercase hex digits"));
    const Field &third = m_fields[first + 2];
    if (m_lesson == Lesson::Island) {
        std::uint64_t limit = 0;
        if (!parseNumber(third, Scenario::MaxStepLimit, &limit) || limit < 1)
            return badField(first + 2, summaryText("a step limit from 1 to 100000000"));
        values->stepLimit = int(limit);
    } else {
        values->tiles = 0;
        for (const char *item = third.begin;; item += 3) {
            std::uint32_t doors = 0;
            if (values->tiles == Scenario::MaxTiles
                || !parseHex({item, std::min(item + 2, third.end)}, 2, &doors)
                || (item + 2 != third.end && item[2] != '+'))
                return badField(first + 2,
                    summaryText("up to 16 door masks of two lowercase hex digits joined by +"));
            ++values->tiles;
            if (item + 2 == third.end)
                break;
        }
    }
    std::uint64_t points = 0;
    if (!parseNumber(m_fields[first + 3], Experiment::MaxPoints, &points) || points < 1)
        return badField(first + 3, summaryText("points from 1 to 100000"));
    values->points = int(points);
    return true;
}

template <class Points>
int ExperimentSummarizer::Reader::pointIndex(
    Points &points, int runsField, bool (Reader::*readPoint)(typename Points::value_type &))
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
        if (points.empty()) {
            m_runs = point.runs;
        } else if (point.runs != m_runs) {
            otherSweep(runsField, QString::number(m_runs));
            return -1;
        }
        if (int(points.size()) == m_values.points) {
            fail(summaryText("more points than the sweep's %1 (column %2): rows of another "
                             "sweep; summarize one sweep at a time")
                     .arg(m_values.points)
                     .arg(m_fieldCount));
            return -1;
        }
        point.where = {m_file, m_line};
        index = int(points.size());
        points.push_back(std::move(point));
        m_index.insert(QByteArray(key.constData(), key.size()), index);
    }
    m_lastKey = QByteArray(key.constData(), key.size());
    m_lastIndex = index;
    return index;
}

template <class Point>
bool ExperimentSummarizer::Reader::readRun(const Point &point, int runField, int *run)
{
    std::uint64_t value = 0;
    if (!parseNumber(m_fields[runField], std::uint64_t(point.runs - 1), &value))
        return badField(runField, summaryText("a run from 0 to runs - 1"));
    std::uint64_t seed = 0;
    if (!parseNumber(m_fields[runField + 1], ~std::uint64_t(0), &seed))
        return badField(runField + 1, summaryText("a seed from 0 to 18446744073709551615"));
    if (!m_haveBase) {
        m_haveBase = true;
        m_base = seed - value;
    } else if (seed - value != m_base) {
        return fail(summaryText("the seed %1 of run %2 does not follow the other rows' (seed = "
                                "scenario seed + run): a row of another experiment")
                        .arg(seed)
                        .arg(value));
    }
    *run = int(value);
    return true;
}

template <class Point>
bool ExperimentSummarizer::Reader::addRun(
    Point &point, typename Point::Run &run, std::int64_t microseconds, int column)
{
    if (microseconds > MaxMicroseconds - point.microseconds) {
        return fail(summaryText("column %1: the build_us of this point's runs add up to more than "
                                "%2 microseconds")
                        .arg(column + 1)
                        .arg(MaxMicroseconds));
    }
    point.microseconds += microseconds;
    run.file = m_file;
    run.line = m_line;
    // One row more than runs may be held: it shows a run twice (below).
    point.rows.append(run, std::size_t(point.runs) + 1);
    // More rows than runs: one of them is a run again, refused now rather than after
    // endless input of one row.
    return point.rows.size() <= std::size_t(point.runs) || checkRuns(point);
}

template <class Point> bool ExperimentSummarizer::Reader::checkRuns(const Point &point)
{
    m_slots.assign(std::size_t(point.runs), -1);
    for (std::size_t i = 0; i < point.rows.size(); ++i) {
        const auto &row = point.rows[i];
        int &slot = m_slots[std::size_t(row.run)];
        if (slot >= 0) {
            const auto &first = point.rows[std::size_t(slot)];
            m_file = row.file;
            m_line = row.line;
            return fail(summaryText("run %1 of this point again; it was first on %2 line %3")
                            .arg(row.run)
                            .arg(m_names.value(first.file))
                            .arg(first.line));
        }
        slot = int(i);
    }
    const auto missing = std::find(m_slots.begin(), m_slots.end(), -1);
    if (missing == m_slots.end())
        return true;
    m_file = point.where.file;
    m_line = point.where.line;
    return fail(summaryText("the point of this row has no run %1 in any file; each point "
                            "needs its runs 0 to %2")
                    .arg(missing - m_slots.begin())
                    .arg(point.runs - 1));
}

bool ExperimentSummarizer::Reader::readIslandPoint(IslandPoint &point)
{
    const std::optional<IslandRule> rule = ScenarioFile::parseRule(m_fields[0].text());
    if (!rule)
        return badField(0, summaryText("6a or 6b"));
    point.point.rule = *rule;
    const QByteArray randomize = m_fields[1].bytes();
    if (randomize != "on" && randomize != "off")
        return badField(1, summaryText("on or off"));
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
            return badField(2 + i, summaryText(numbers[i].expected));
        *numbers[i].target = int(value);
    }
    return true;
}

bool ExperimentSummarizer::Reader::readDungeonPoint(DungeonPoint &point)
{
    if (!parseSize(m_fields[0], &point.point.rows, &point.point.cols))
        return badField(0, summaryText("a size RxC, each from 1 to 1000"));
    const Field &tiles = m_fields[1];
    for (const char *item = tiles.begin;;) {
        const char *plus = std::find(item, tiles.end, '+');
        std::uint64_t tile = 0;
        if (!parseNumber({item, plus}, Scenario::MaxTiles - 1, &tile)
            || point.point.tiles.size() == std::size_t(Scenario::MaxTiles))
            return badField(1, summaryText("templates 0 to 15 joined by +"));
        if (tile >= std::uint64_t(m_values.tiles))
            return badField(1, summaryText("templates of the tile set (column tile_set)"));
        point.point.tiles.push_back(int(tile));
        if (plus == tiles.end)
            break;
        item = plus + 1;
    }
    std::uint64_t density = 0;
    if (!parseNumber(m_fields[2], 100, &density))
        return badField(2, summaryText("a density from 0 to 100"));
    point.point.density = int(density);
    std::uint64_t runs = 0;
    if (!parseNumber(m_fields[3], ExperimentSweep::MaxRuns, &runs) || runs < 1)
        return badField(3, summaryText("runs from 1 to 100000"));
    point.runs = int(runs);
    return true;
}

bool ExperimentSummarizer::Reader::readIslandRow()
{
    const int index = pointIndex(m_islandPoints, 6, &Reader::readIslandPoint);
    if (index < 0)
        return false;
    IslandPoint &point = m_islandPoints[std::size_t(index)];
    IslandPoint::Run run {};
    if (!readRun(point, 7, &run.run))
        return false;
    // A build stops at its step limit with one entry more at most, and every backtrack
    // undoes an entry: so no sum of a point's steps or backtracks can overflow.
    const auto limit = std::uint64_t(m_values.stepLimit);
    std::uint64_t values[6] = {};
    const struct
    {
        std::uint64_t max;
        const char *expected;
    } limits[] = {
        {1, "0 or 1"},
        {std::uint64_t(point.point.islands), "islands from 0 to the point's islands"},
        {std::uint64_t(point.point.islands), "islands from 0 to the point's islands"},
        {limit + 1, "steps from 0 to the step limit + 1"},
        {limit, "backtracks from 0 to the step limit"},
        {std::uint64_t(MaxMicroseconds), "whole microseconds"},
    };
    for (int i = 0; i < 6; ++i) {
        if (!parseNumber(m_fields[9 + i], limits[i].max, &values[i]))
            return badField(9 + i, summaryText(limits[i].expected));
    }
    IslandFigures &figures = run.figures;
    figures.tooComplex = values[0] == 1;
    figures.complete = int(values[1]);
    figures.failed = int(values[2]);
    figures.steps = std::int64_t(values[3]);
    figures.backtracks = int(values[4]);
    figures.nanoseconds = std::int64_t(values[5]) * 1000;
    return addRun(point, run, std::int64_t(values[5]), 14);
}

bool ExperimentSummarizer::Reader::readDungeonRow()
{
    const int index = pointIndex(m_dungeonPoints, 3, &Reader::readDungeonPoint);
    if (index < 0)
        return false;
    DungeonPoint &point = m_dungeonPoints[std::size_t(index)];
    DungeonPoint::Run run {};
    if (!readRun(point, 4, &run.run))
        return false;
    DungeonFigures &figures = run.figures;
    std::uint64_t cutOff = 0;
    if (!parseNumber(m_fields[6], 1, &cutOff))
        return badField(6, summaryText("0 or 1"));
    figures.cutOff = cutOff == 1;
    const std::uint64_t cells = std::uint64_t(point.point.rows) * std::uint64_t(point.point.cols);
    int *const targets[4] = {&figures.placed, &figures.rejected, &figures.path, &figures.deadEnds};
    const std::uint64_t limits[4]
        = {cells, std::uint64_t(std::numeric_limits<int>::max()), cells, cells};
    for (int i = 0; i < 4; ++i) {
        const Field &field = m_fields[7 + i];
        if (figures.cutOff) {
            if (!field.empty())
                return badField(7 + i, summaryText("an empty field, as the run was cut off"));
            *targets[i] = 0;
            continue;
        }
        std::uint64_t value = 0;
        if (!parseNumber(field, limits[i], &value))
            return badField(7 + i, summaryText("a whole number no larger than the grid allows"));
        *targets[i] = int(value);
    }
    std::uint64_t micros = 0;
    if (!parseNumber(m_fields[11], std::uint64_t(MaxMicroseconds), &micros))
        return badField(11, summaryText("whole microseconds"));
    figures.nanoseconds = std::int64_t(micros) * 1000;
    return addRun(point, run, std::int64_t(micros), 11);
}

template <class Point, class Row>
QByteArray ExperimentSummarizer::Reader::makeTable(std::vector<Point> &points,
    const QByteArray &header,
    Row (*makeRow)(
        const decltype(Point::point) &, const std::vector<typename Point::FiguresType> &),
    QByteArray (*line)(const Row &))
{
    for (const Point &point : points) {
        if (!checkRuns(point))
            return {};
    }
    if (int(points.size()) < m_values.points) {
        m_file = m_sweepWhere.file;
        m_line = m_sweepWhere.line;
        fail(summaryText("the sweep has %1 points (column %2), but the rows hold %3; the rows "
                         "of the others are in no file")
                 .arg(m_values.points)
                 .arg(m_lesson == Lesson::Island ? IslandFields : DungeonFields)
                 .arg(points.size()));
        return {};
    }
    QByteArray csv = header;
    std::vector<typename Point::FiguresType> figures;
    for (Point &point : points) {
        // Each run once, checked above: the rows fall into place by their run.
        figures.resize(std::size_t(point.runs));
        for (const auto &row : point.rows)
            figures[std::size_t(row.run)] = row.figures;
        point.rows.release();
        csv += line(makeRow(point.point, figures));
    }
    return csv;
}

QByteArray ExperimentSummarizer::Reader::table()
{
    // Empty files or headers alone must not pass for a table of nothing: every shard with
    // rows is lost (shard 1 at least, as it holds run 0 of every point; with one run a point
    // it holds every row, and the other shards hold headers alone).
    const QString last = m_names.isEmpty() ? QString() : m_names.constLast();
    if (m_lesson == Lesson::Unknown) {
        m_error = summaryText("%1: no rows of runs in any file").arg(last);
        return {};
    }
    if (m_islandPoints.empty() && m_dungeonPoints.empty()) {
        m_error = summaryText("%1: only headers, no rows of runs in any file; the shard with "
                              "run 0 (shard 1) is missing")
                      .arg(last);
        return {};
    }
    if (m_lesson == Lesson::Dungeon) {
        return makeTable(m_dungeonPoints, Experiment::dungeonCsvHeader(), &dungeonRow,
            &Experiment::dungeonCsvLine);
    }
    return makeTable(m_islandPoints, Experiment::csvHeader(), &islandRow, &Experiment::csvLine);
}

ExperimentSummarizer::ExperimentSummarizer()
    : m_reader(std::make_unique<Reader>())
{ }

ExperimentSummarizer::~ExperimentSummarizer() = default;

bool ExperimentSummarizer::read(const QString &name, QIODevice &device)
{
    return m_reader->read(name, device);
}

QByteArray ExperimentSummarizer::table()
{
    return m_reader->table();
}

QString ExperimentSummarizer::error() const
{
    return m_reader->error();
}
