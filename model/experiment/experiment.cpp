#include "experiment.h"

#include "dungeongenerator.h"
#include "dungeontiles.h"
#include "islandgenerator.h"
#include "sprinkle.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <exception>
#include <limits>
#include <map>
#include <mutex>
#include <new>
#include <thread>

ExperimentSweep ExperimentSweep::fromScenario(const Scenario &scenario)
{
    ExperimentSweep sweep;
    sweep.rules = {scenario.islands.rule};
    sweep.randomize = {scenario.islands.randomize};
    sweep.islands = {scenario.islands.count};
    sweep.mins = {scenario.islands.min};
    sweep.maxes = {scenario.islands.max};
    sweep.stepLimit = scenario.islands.stepLimit;
    return sweep;
}

ExperimentSweep ExperimentSweep::fromSettings(
    const Scenario &scenario, const ExperimentSettings &settings)
{
    ExperimentSweep sweep;
    sweep.stepLimit = scenario.islands.stepLimit;
    sweep.runs = settings.runs;
    sweep.rules.clear();
    if (settings.rule6a)
        sweep.rules.push_back(IslandRule::Rule6a);
    if (settings.rule6b)
        sweep.rules.push_back(IslandRule::Rule6b);
    if (settings.randomizeOn)
        sweep.randomize.push_back(true);
    if (settings.randomizeOff)
        sweep.randomize.push_back(false);
    using Axis = ExperimentSettings::Axis;
    const std::vector<int> values = settings.values();
    auto pick = [&](Axis axis, int fixed) {
        return settings.vary == axis ? values : std::vector<int> {fixed};
    };
    sweep.densities = pick(Axis::Density, settings.density);
    sweep.islands = pick(Axis::Islands, settings.islands);
    sweep.mins = pick(Axis::Min, settings.min);
    sweep.maxes = pick(Axis::Max, settings.max);
    return sweep;
}

std::size_t ExperimentSweep::pointCount() const
{
    return rules.size() * randomize.size() * islands.size() * mins.size() * maxes.size()
        * densities.size();
}

std::vector<ExperimentPoint> ExperimentSweep::points() const
{
    std::vector<ExperimentPoint> result;
    result.reserve(pointCount());
    for (const IslandRule rule : rules) {
        for (const bool shuffle : randomize) {
            for (const int count : islands) {
                for (const int low : mins) {
                    for (const int high : maxes) {
                        for (const int density : densities)
                            result.push_back({rule, shuffle, count, low, high, density});
                    }
                }
            }
        }
    }
    return result;
}

void Experiment::sprinkle(std::vector<std::uint8_t> &world, int density, std::uint64_t s)
{
    ::sprinkle(world, density, s);
}

namespace {

// Sets `world` (a copy of `base`, reused from run to run) to run `run` of `point`.
// Assigning the pits into a buffer of the same size allocates nothing.
void prepareRun(
    Scenario &world, const Scenario &base, const ExperimentPoint &point, int stepLimit, int run)
{
    world.pits = base.pits;
    world.seed = base.seed + std::uint64_t(run); // mod 2^64, as unsigned arithmetic is
    Experiment::sprinkle(world.pits, point.density, world.seed);
    world.islands.rule = point.rule;
    world.islands.randomize = point.randomize;
    world.islands.count = point.islands;
    world.islands.min = point.min;
    world.islands.max = point.max;
    world.islands.stepLimit = stepLimit;
}

void prepareDungeonRun(Scenario &world, const Scenario &base, const DungeonExperimentPoint &point,
    const QVector<DungeonTile> &tiles, int run)
{
    world.mode = MapMode::Dungeon;
    if (point.rows == base.rows && point.cols == base.cols)
        world.pits = base.pits;
    else
        world.pits.assign(std::size_t(point.rows) * std::size_t(point.cols), 0);
    world.rows = point.rows;
    world.cols = point.cols;
    world.seed = base.seed + std::uint64_t(run);
    Experiment::sprinkle(world.pits, point.density, world.seed);
    world.dungeon.tiles = tiles;
}

QVector<DungeonTile> pickTiles(const Scenario &base, const std::vector<int> &indices)
{
    QVector<DungeonTile> tiles;
    tiles.reserve(qsizetype(indices.size()));
    for (const int index : indices)
        tiles.append(base.dungeon.tiles.at(index));
    return tiles;
}

// The figures of one run: what a row of --per-run holds, and all a table row is made of.
struct IslandFigures
{
    std::int64_t steps = 0;
    std::int64_t nanoseconds = 0;
    int backtracks = 0;
    int complete = 0;
    int failed = 0;
    bool tooComplex = false;
};

struct DungeonFigures
{
    std::int64_t nanoseconds = 0;
    int placed = 0;
    int rejected = 0;
    int path = 0;
    int deadEnds = 0;
    bool cutOff = false;
};

// A whole number of thousandths of total / count, rounded half up in integers, so that no
// machine's floating point decides a tie.
std::int64_t meanThousandths(std::int64_t total, std::int64_t count)
{
    return count > 0 ? (total * 1000 + count / 2) / count : 0;
}

// The table's row from the figures of runs 0 .. runs-1, in run order.
ExperimentRow islandRow(const ExperimentPoint &point, const std::vector<IslandFigures> &figures)
{
    ExperimentRow row;
    row.point = point;
    row.runs = int(figures.size());
    std::int64_t nanoseconds = 0;
    std::vector<int> backtracks;
    backtracks.reserve(figures.size());
    for (const IslandFigures &run : figures) {
        row.tooComplex += run.tooComplex ? 1 : 0;
        row.islandsComplete += run.complete;
        row.islandsFailed += run.failed;
        row.stepsTotal += run.steps;
        row.backtracksTotal += run.backtracks;
        nanoseconds += run.nanoseconds;
        backtracks.push_back(run.backtracks);
    }
    row.backtracksMeanThousandths = meanThousandths(row.backtracksTotal, row.runs);
    // The median run is looked up before the ranks reorder the figures.
    std::vector<int> ranked = backtracks;
    row.backtracksP50 = Experiment::nearestRank(ranked, 50);
    row.medianRun = int(
        std::find(backtracks.begin(), backtracks.end(), row.backtracksP50) - backtracks.begin());
    row.backtracksP90 = Experiment::nearestRank(ranked, 90);
    row.backtracksP10 = Experiment::nearestRank(ranked, 10);
    row.buildUsTotal = nanoseconds / 1000;
    return row;
}

DungeonExperimentRow dungeonRow(
    const DungeonExperimentPoint &point, const std::vector<DungeonFigures> &figures)
{
    DungeonExperimentRow row;
    row.point = point;
    row.runs = int(figures.size());
    std::int64_t nanoseconds = 0;
    std::vector<int> paths;
    std::vector<int> pathRuns; // the run of each entry of `paths`
    paths.reserve(figures.size());
    pathRuns.reserve(figures.size());
    for (std::size_t i = 0; i < figures.size(); ++i) {
        const DungeonFigures &run = figures[i];
        nanoseconds += run.nanoseconds; // a cut-off build took its time too
        if (run.cutOff) {
            ++row.cutOff;
            continue;
        }
        row.placedTotal += run.placed;
        row.rejectedTotal += run.rejected;
        row.pathTotal += run.path;
        row.deadEndsTotal += run.deadEnds;
        paths.push_back(run.path);
        pathRuns.push_back(int(i));
    }
    const std::int64_t finished = row.finishedRuns();
    row.placedMeanThousandths = meanThousandths(row.placedTotal, finished);
    row.pathMeanThousandths = meanThousandths(row.pathTotal, finished);
    row.deadEndsMeanThousandths = meanThousandths(row.deadEndsTotal, finished);
    if (!paths.empty()) {
        std::vector<int> ranked = paths;
        row.pathP50 = Experiment::nearestRank(ranked, 50);
        row.medianRun = pathRuns[std::size_t(
            std::find(paths.begin(), paths.end(), row.pathP50) - paths.begin())];
        row.pathP90 = Experiment::nearestRank(ranked, 90);
        row.pathP10 = Experiment::nearestRank(ranked, 10);
    }
    row.buildUsTotal = nanoseconds / 1000;
    return row;
}

void appendNumber(QByteArray &text, std::int64_t value)
{
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, value);
    Q_UNUSED(ec);
    text.append(digits, end - digits);
}

void appendUnsigned(QByteArray &text, std::uint64_t value)
{
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, value);
    Q_UNUSED(ec);
    text.append(digits, end - digits);
}

QByteArray islandSettingsText(const ExperimentPoint &point, int runs)
{
    QByteArray text = ruleName(point.rule).toLatin1() + ',';
    text += point.randomize ? QByteArrayLiteral("on,") : QByteArrayLiteral("off,");
    for (const int value : {point.islands, point.min, point.max, point.density, runs}) {
        appendNumber(text, value);
        text += ',';
    }
    return text;
}

QByteArray dungeonSettingsText(const DungeonExperimentPoint &point, int runs)
{
    QByteArray text = Experiment::sizeText(point.rows, point.cols) + ',';
    text += Experiment::tilesText(point.tiles) + ',';
    appendNumber(text, point.density);
    text += ',';
    appendNumber(text, runs);
    text += ',';
    return text;
}

// What the sweep engine below needs of a lesson: its points, a worker per thread that
// builds one run into its figures, and the table's row or per-run lines of a point.
class IslandLesson
{
public:
    using Point = ExperimentPoint;
    using Figures = IslandFigures;
    using Row = ExperimentRow;

    IslandLesson(const Scenario &base, const ExperimentSweep &sweep)
        : m_base(base)
        , m_points(sweep.points())
        , m_stepLimit(sweep.stepLimit)
    { }

    const std::vector<Point> &points() const { return m_points; }
    const Scenario &base() const { return m_base; }

    class Worker
    {
    public:
        Worker(const IslandLesson &lesson, const std::atomic_bool *cancel)
            : m_lesson(lesson)
            , m_world(lesson.m_base)
            , m_cancel(cancel)
        { }

        // False when the build was cancelled.
        bool build(std::size_t point, int run, Figures &figures)
        {
            prepareRun(
                m_world, m_lesson.m_base, m_lesson.m_points[point], m_lesson.m_stepLimit, run);
            const auto start = std::chrono::steady_clock::now();
            const IslandBuild build = IslandGenerator::build(m_world, m_cancel);
            const auto end = std::chrono::steady_clock::now();
            if (build.cancelled)
                return false;
            figures.nanoseconds
                = std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
            figures.steps = std::int64_t(build.steps.size());
            figures.backtracks = build.backtracks;
            figures.tooComplex = build.tooComplex;
            for (const IslandOutcome &island : build.islands) {
                figures.complete += island.status == IslandOutcome::Complete ? 1 : 0;
                figures.failed += island.status == IslandOutcome::Failed ? 1 : 0;
            }
            return true;
        }

    private:
        const IslandLesson &m_lesson;
        // One world per thread, reused by every run: no allocation per run but the build's.
        Scenario m_world;
        const std::atomic_bool *m_cancel;
    };

    Row row(std::size_t point, const std::vector<Figures> &figures) const
    {
        return islandRow(m_points[point], figures);
    }

    static QByteArray settingsText(const Point &point, int runs)
    {
        return islandSettingsText(point, runs);
    }

    static void appendFigures(QByteArray &text, const Figures &figures)
    {
        text += figures.tooComplex ? QByteArrayLiteral("1,") : QByteArrayLiteral("0,");
        for (const std::int64_t value : {std::int64_t(figures.complete),
                 std::int64_t(figures.failed), figures.steps, std::int64_t(figures.backtracks)}) {
            appendNumber(text, value);
            text += ',';
        }
    }

private:
    const Scenario &m_base;
    const std::vector<Point> m_points;
    const int m_stepLimit;
};

class DungeonLesson
{
public:
    using Point = DungeonExperimentPoint;
    using Figures = DungeonFigures;
    using Row = DungeonExperimentRow;

    DungeonLesson(const Scenario &base, const DungeonExperimentSweep &sweep)
        : m_base(base)
        , m_points(sweep.points())
    {
        for (const Point &point : m_points)
            m_tiles.push_back(pickTiles(base, point.tiles));
    }

    const std::vector<Point> &points() const { return m_points; }
    const Scenario &base() const { return m_base; }

    class Worker
    {
    public:
        Worker(const DungeonLesson &lesson, const std::atomic_bool *cancel)
            : m_lesson(lesson)
            , m_world(lesson.m_base)
            , m_cancel(cancel)
        { }

        bool build(std::size_t point, int run, Figures &figures)
        {
            prepareDungeonRun(
                m_world, m_lesson.m_base, m_lesson.m_points[point], m_lesson.m_tiles[point], run);
            const auto start = std::chrono::steady_clock::now();
            const DungeonBuild build = DungeonGenerator::build(m_world, m_cancel);
            const auto end = std::chrono::steady_clock::now();
            if (build.cancelled)
                return false;
            figures.nanoseconds
                = std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
            figures.cutOff = !build.started();
            if (!figures.cutOff) {
                figures.placed = build.placed;
                figures.rejected = build.rejected;
                Experiment::dungeonPathAndDeadEnds(build, &figures.path, &figures.deadEnds);
            }
            return true;
        }

    private:
        const DungeonLesson &m_lesson;
        Scenario m_world;
        const std::atomic_bool *m_cancel;
    };

    Row row(std::size_t point, const std::vector<Figures> &figures) const
    {
        return dungeonRow(m_points[point], figures);
    }

    static QByteArray settingsText(const Point &point, int runs)
    {
        return dungeonSettingsText(point, runs);
    }

    static void appendFigures(QByteArray &text, const Figures &figures)
    {
        if (figures.cutOff) {
            text += QByteArrayLiteral("1,,,,,");
            return;
        }
        text += QByteArrayLiteral("0,");
        for (const int value : {figures.placed, figures.rejected, figures.path, figures.deadEnds}) {
            appendNumber(text, value);
            text += ',';
        }
    }

private:
    const Scenario &m_base;
    const std::vector<Point> m_points;
    std::vector<QVector<DungeonTile>> m_tiles; // by point
};

template <class Lesson>
void appendRunLine(QByteArray &text, const QByteArray &settings, int run, std::uint64_t seed,
    const typename Lesson::Figures &figures)
{
    text += settings;
    appendNumber(text, run);
    text += ',';
    appendUnsigned(text, seed);
    text += ',';
    Lesson::appendFigures(text, figures);
    appendNumber(text, figures.nanoseconds / 1000);
    text += "\r\n";
}

// A point whose runs are under way: only these hold per-run figures, so memory follows
// the number of threads, not the number of points.
template <class Figures> struct PointInFlight
{
    std::vector<Figures> figures; // by slot: the point's runs of the shard, ascending
    int unfinished = 0;
};

// A few consecutive runs of one point, handed to one thread at a time.
template <class Figures> struct Batch
{
    std::size_t point = 0;
    int first = 0; // slot
    int count = 0;
    Figures *figures = nullptr; // the point's slots; stable until the point is done
};

// Shares the runs of every point out over threads. Figures are kept by run, and rows are
// made from them alone when a point is done, so the order in which threads finish their
// runs changes nothing in the output.
template <class Lesson> class Sweep
{
public:
    using Figures = typename Lesson::Figures;
    using Row = typename Lesson::Row;

    struct Output
    {
        std::vector<Row> rows; // the table: the points finished first, in point order
        QByteArray lines; // --per-run: every run's line, or nothing after a cancel
        bool cancelled = false;
    };

    Sweep(const Lesson &lesson, int runs, ExperimentShard shard, bool perRun,
        const std::atomic_bool *cancel)
        : m_lesson(lesson)
        , m_points(lesson.points().size())
        , m_runs(runs)
        , m_shard(shard)
        , m_slots(shard.index - 1 < runs ? (runs - shard.index) / shard.count + 1 : 0)
        , m_perRun(perRun)
        , m_cancel(cancel)
        , m_rows(perRun ? 0 : m_points)
        , m_lines(perRun ? m_points : 0)
        , m_finished(m_points, false)
    { }

    std::int64_t totalRuns() const { return std::int64_t(m_points) * m_slots; }

    Output run(int threads, const Experiment::Progress &progress);

private:
    // Few enough that the last point's runs still spread over every thread, enough that
    // the lock is taken once per several builds.
    static constexpr int BatchRuns = 8;

    int runOf(int slot) const { return m_shard.index - 1 + slot * m_shard.count; }
    void work();
    bool claim(Batch<Figures> &batch);
    void finish(const Batch<Figures> &batch);
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    const Lesson &m_lesson;
    const std::size_t m_points;
    const int m_runs;
    const ExperimentShard m_shard;
    const int m_slots; // runs of each point in this shard
    const bool m_perRun;
    const std::atomic_bool *m_cancel;

    std::mutex m_mutex;
    std::condition_variable m_workersDone;
    // Everything below is guarded by m_mutex.
    std::size_t m_nextPoint = 0;
    int m_nextSlot = 0;
    std::map<std::size_t, PointInFlight<Figures>> m_inFlight;
    std::vector<Row> m_rows;
    std::vector<QByteArray> m_lines;
    std::vector<bool> m_finished;
    std::int64_t m_done = 0;
    int m_workersLeft = 0;
    bool m_stop = false;
    std::exception_ptr m_error;
};

template <class Lesson> bool Sweep<Lesson>::claim(Batch<Figures> &batch)
{
    std::lock_guard lock(m_mutex);
    if (m_stop || m_slots == 0 || m_nextPoint == m_points)
        return false;
    PointInFlight<Figures> &state = m_inFlight[m_nextPoint];
    if (m_nextSlot == 0) {
        state.figures.resize(std::size_t(m_slots));
        state.unfinished = m_slots;
    }
    batch.point = m_nextPoint;
    batch.first = m_nextSlot;
    batch.count = std::min(BatchRuns, m_slots - m_nextSlot);
    batch.figures = state.figures.data();
    m_nextSlot += batch.count;
    if (m_nextSlot == m_slots) {
        ++m_nextPoint;
        m_nextSlot = 0;
    }
    return true;
}

template <class Lesson> void Sweep<Lesson>::finish(const Batch<Figures> &batch)
{
    typename std::map<std::size_t, PointInFlight<Figures>>::node_type done;
    {
        std::lock_guard lock(m_mutex);
        m_done += batch.count;
        auto it = m_inFlight.find(batch.point);
        it->second.unfinished -= batch.count;
        if (it->second.unfinished > 0)
            return;
        done = m_inFlight.extract(it);
    }
    // The row or the lines outside the lock: other threads need not wait for them.
    const std::vector<Figures> &figures = done.mapped().figures;
    if (m_perRun) {
        const QByteArray settings = Lesson::settingsText(m_lesson.points()[batch.point], m_runs);
        QByteArray lines;
        lines.reserve(qsizetype(figures.size()) * (settings.size() + 48));
        for (std::size_t slot = 0; slot < figures.size(); ++slot) {
            const int run = runOf(int(slot));
            appendRunLine<Lesson>(
                lines, settings, run, m_lesson.base().seed + std::uint64_t(run), figures[slot]);
        }
        std::lock_guard lock(m_mutex);
        m_lines[batch.point] = std::move(lines);
        m_finished[batch.point] = true;
    } else {
        Row row = m_lesson.row(batch.point, figures);
        std::lock_guard lock(m_mutex);
        m_rows[batch.point] = std::move(row);
        m_finished[batch.point] = true;
    }
}

template <class Lesson> void Sweep<Lesson>::work()
{
    try {
        typename Lesson::Worker worker(m_lesson, m_cancel);
        Batch<Figures> batch;
        while (claim(batch)) {
            for (int i = 0; i < batch.count; ++i) {
                if (cancelled())
                    return;
                const int slot = batch.first + i;
                if (!worker.build(batch.point, runOf(slot), batch.figures[slot]))
                    return;
            }
            finish(batch);
        }
    } catch (...) {
        // A step list that does not fit in memory: stop every thread, report it once.
        std::lock_guard lock(m_mutex);
        m_stop = true;
        if (!m_error)
            m_error = std::current_exception();
    }
}

template <class Lesson>
typename Sweep<Lesson>::Output Sweep<Lesson>::run(int threads, const Experiment::Progress &progress)
{
    const int count = int(std::clamp<std::int64_t>(totalRuns(), 1, std::max(threads, 1)));
    std::vector<std::thread> workers;
    workers.reserve(std::size_t(count));
    m_workersLeft = count;
    for (int i = 0; i < count; ++i) {
        workers.emplace_back([this] {
            work();
            std::lock_guard lock(m_mutex);
            if (--m_workersLeft == 0)
                m_workersDone.notify_all();
        });
    }

    // This thread only waits, and reports progress while it does.
    {
        std::unique_lock lock(m_mutex);
        while (!m_workersDone.wait_for(
            lock, std::chrono::milliseconds(100), [this] { return m_workersLeft == 0; })) {
            if (progress) {
                const std::int64_t done = m_done;
                lock.unlock();
                progress(done, totalRuns());
                lock.lock();
            }
        }
    }
    for (std::thread &worker : workers)
        worker.join();
    if (m_error)
        std::rethrow_exception(m_error);
    if (progress)
        progress(m_done, totalRuns());

    Output output;
    output.cancelled = cancelled();
    if (m_perRun) {
        if (output.cancelled)
            return output;
        qsizetype size = 0;
        for (const QByteArray &lines : m_lines)
            size += lines.size();
        output.lines.reserve(size);
        for (const QByteArray &lines : m_lines)
            output.lines += lines;
        return output;
    }
    for (std::size_t point = 0; point < m_points && m_finished[point]; ++point)
        output.rows.push_back(std::move(m_rows[point]));
    return output;
}

} // namespace

Scenario Experiment::runScenario(
    const Scenario &base, const ExperimentPoint &point, int stepLimit, int run)
{
    Scenario world = base;
    prepareRun(world, base, point, stepLimit, run);
    return world;
}

ExperimentResult Experiment::run(const Scenario &base, const ExperimentSweep &sweep, int threads,
    const std::atomic_bool *cancel, const Progress &progress)
{
    if (sweep.runs < 1 || sweep.pointCount() == 0)
        return {};
    const IslandLesson lesson(base, sweep);
    auto output = Sweep<IslandLesson>(lesson, sweep.runs, {}, false, cancel).run(threads, progress);
    return {std::move(output.rows), output.cancelled};
}

int Experiment::nearestRank(std::vector<int> &values, int p)
{
    // ceil(p * n / 100) in integers: in floating point, 0.9 * 10 rounds up to rank 10.
    const auto size = std::int64_t(values.size());
    const std::int64_t rank = std::max<std::int64_t>(1, (std::int64_t(p) * size + 99) / 100);
    const auto nth = values.begin() + std::ptrdiff_t(rank - 1);
    std::nth_element(values.begin(), nth, values.end());
    return *nth;
}

namespace {

// A field of RFC 4180: quoted when it holds a comma, a quote or a line break.
QByteArray csvField(const QByteArray &text)
{
    if (!text.contains(',') && !text.contains('"') && !text.contains('\r') && !text.contains('\n'))
        return text;
    QByteArray quoted = text;
    quoted.replace('"', "\"\"");
    return '"' + quoted + '"';
}

// A whole number of thousandths as a decimal with three places: '.' and no grouping,
// whatever the locale.
QByteArray thousandths(std::int64_t value)
{
    QByteArray fraction = QByteArray::number(value % 1000);
    return QByteArray::number(value / 1000) + '.' + QByteArray(3 - fraction.size(), '0') + fraction;
}

} // namespace

QByteArray Experiment::csvHeader()
{
    return QByteArrayLiteral("rule,randomize,islands,min,max,density,runs,too_complex,"
                             "islands_complete,islands_failed,steps_total,backtracks_total,"
                             "backtracks_mean,backtracks_p50,backtracks_p90,build_us_total\r\n");
}

QByteArray Experiment::csvLine(const ExperimentRow &row)
{
    const QByteArrayList fields {
        ruleName(row.point.rule).toLatin1(),
        row.point.randomize ? QByteArrayLiteral("on") : QByteArrayLiteral("off"),
        QByteArray::number(row.point.islands),
        QByteArray::number(row.point.min),
        QByteArray::number(row.point.max),
        QByteArray::number(row.point.density),
        QByteArray::number(row.runs),
        QByteArray::number(row.tooComplex),
        QByteArray::number(row.islandsComplete),
        QByteArray::number(row.islandsFailed),
        QByteArray::number(row.stepsTotal),
        QByteArray::number(row.backtracksTotal),
        thousandths(row.backtracksMeanThousandths),
        QByteArray::number(row.backtracksP50),
        QByteArray::number(row.backtracksP90),
        QByteArray::number(row.buildUsTotal),
    };
    QByteArrayList escaped;
    escaped.reserve(fields.size());
    for (const QByteArray &field : fields)
        escaped.append(csvField(field));
    return escaped.join(',') + "\r\n";
}

QByteArray Experiment::csv(const std::vector<ExperimentRow> &rows)
{
    QByteArray text = csvHeader();
    for (const ExperimentRow &row : rows)
        text += csvLine(row);
    return text;
}

DungeonExperimentSweep DungeonExperimentSweep::fromScenario(const Scenario &scenario)
{
    DungeonExperimentSweep sweep;
    sweep.sizes = {{scenario.rows, scenario.cols}};
    std::vector<int> all;
    for (int i = 0; i < int(scenario.dungeon.tiles.size()); ++i)
        all.push_back(i);
    sweep.tileLists = {all};
    return sweep;
}

DungeonExperimentSweep DungeonExperimentSweep::fromSettings(
    const Scenario &scenario, const ExperimentSettings &settings)
{
    DungeonExperimentSweep sweep = fromScenario(scenario);
    sweep.runs = settings.runs;
    sweep.densities = settings.vary == ExperimentSettings::Axis::Density
        ? settings.values()
        : std::vector<int> {settings.density};
    return sweep;
}

std::size_t DungeonExperimentSweep::pointCount() const
{
    return sizes.size() * tileLists.size() * densities.size();
}

std::vector<DungeonExperimentPoint> DungeonExperimentSweep::points() const
{
    std::vector<DungeonExperimentPoint> result;
    result.reserve(pointCount());
    for (const Size &size : sizes) {
        for (const std::vector<int> &tiles : tileLists) {
            for (const int density : densities)
                result.push_back({size.rows, size.cols, tiles, density});
        }
    }
    return result;
}

Scenario Experiment::dungeonRunScenario(
    const Scenario &base, const DungeonExperimentPoint &point, int run)
{
    Scenario world = base;
    prepareDungeonRun(world, base, point, pickTiles(base, point.tiles), run);
    return world;
}

DungeonExperimentResult Experiment::runDungeon(const Scenario &base,
    const DungeonExperimentSweep &sweep, int threads, const std::atomic_bool *cancel,
    const Progress &progress)
{
    if (sweep.runs < 1 || sweep.pointCount() == 0)
        return {};
    const DungeonLesson lesson(base, sweep);
    auto output
        = Sweep<DungeonLesson>(lesson, sweep.runs, {}, false, cancel).run(threads, progress);
    return {std::move(output.rows), output.cancelled};
}

ExperimentRunsResult Experiment::runPerRun(const Scenario &base, const ExperimentSweep &sweep,
    const ExperimentShard &shard, int threads, const std::atomic_bool *cancel,
    const Progress &progress)
{
    ExperimentRunsResult result;
    if (sweep.runs >= 1 && sweep.pointCount() > 0) {
        const IslandLesson lesson(base, sweep);
        auto output
            = Sweep<IslandLesson>(lesson, sweep.runs, shard, true, cancel).run(threads, progress);
        result.cancelled = output.cancelled;
        result.csv = std::move(output.lines);
    }
    if (!result.cancelled)
        result.csv.prepend(perRunHeader());
    return result;
}

ExperimentRunsResult Experiment::runDungeonPerRun(const Scenario &base,
    const DungeonExperimentSweep &sweep, const ExperimentShard &shard, int threads,
    const std::atomic_bool *cancel, const Progress &progress)
{
    ExperimentRunsResult result;
    if (sweep.runs >= 1 && sweep.pointCount() > 0) {
        const DungeonLesson lesson(base, sweep);
        auto output
            = Sweep<DungeonLesson>(lesson, sweep.runs, shard, true, cancel).run(threads, progress);
        result.cancelled = output.cancelled;
        result.csv = std::move(output.lines);
    }
    if (!result.cancelled)
        result.csv.prepend(dungeonPerRunHeader());
    return result;
}

void Experiment::dungeonPathAndDeadEnds(const DungeonBuild &build, int *path, int *deadEnds)
{
    using namespace DungeonTiles;
    const int rows = build.rows;
    const int cols = build.cols;
    // The neighbour of `cell` across `side` when the two are joined (a facing pair of
    // half-doors), else -1. Unfilled cells and pits have no doors.
    auto joined = [&](int cell, int side) {
        const int row = cell / cols;
        const int col = cell % cols;
        const int r = row + (side == Down) - (side == Up);
        const int c = col + (side == Right) - (side == Left);
        if (r < 0 || r >= rows || c < 0 || c >= cols)
            return -1;
        const int other = r * cols + c;
        const auto mine = std::uint8_t(build.doors[std::size_t(cell)] & sideMask(side));
        const auto theirs
            = std::uint8_t(build.doors[std::size_t(other)] & sideMask(opposite(side)));
        return (mine & mirror(theirs)) != 0 ? other : -1;
    };

    *deadEnds = 0;
    for (int cell = 0; cell < rows * cols; ++cell) {
        if (build.templates[std::size_t(cell)] < 0)
            continue;
        int passages = 0;
        for (int side = Up; side <= Left; ++side)
            passages += joined(cell, side) >= 0 ? 1 : 0;
        *deadEnds += passages == 1 ? 1 : 0;
    }

    // Breadth first from start: the first time end is reached is along a shortest chain.
    *path = 0;
    if (build.start < 0 || build.end < 0)
        return;
    std::vector<int> distance(std::size_t(rows) * std::size_t(cols), -1);
    std::vector<int> queue;
    queue.reserve(distance.size());
    distance[std::size_t(build.start)] = 0;
    queue.push_back(build.start);
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const int cell = queue[next];
        if (cell == build.end) {
            *path = distance[std::size_t(cell)] + 1;
            return;
        }
        for (int side = Up; side <= Left; ++side) {
            const int other = joined(cell, side);
            if (other >= 0 && distance[std::size_t(other)] < 0) {
                distance[std::size_t(other)] = distance[std::size_t(cell)] + 1;
                queue.push_back(other);
            }
        }
    }
}

QByteArray Experiment::sizeText(int rows, int cols)
{
    return QByteArray::number(rows) + 'x' + QByteArray::number(cols);
}

QByteArray Experiment::tilesText(const std::vector<int> &tiles)
{
    QByteArray text;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i > 0)
            text += '+';
        text += QByteArray::number(tiles[i]);
    }
    return text;
}

QByteArray Experiment::dungeonCsvHeader()
{
    return QByteArrayLiteral("size,tiles,density,runs,cut_off,placed_total,rejected_total,"
                             "placed_mean,path_mean,path_p50,path_p90,dead_ends_mean,"
                             "build_us_total\r\n");
}

QByteArray Experiment::dungeonCsvLine(const DungeonExperimentRow &row)
{
    const bool any = row.finishedRuns() > 0;
    QByteArray text = dungeonSettingsText(row.point, row.runs);
    text += QByteArray::number(row.cutOff) + ',' + QByteArray::number(row.placedTotal) + ','
        + QByteArray::number(row.rejectedTotal) + ',' + thousandths(row.placedMeanThousandths) + ','
        + thousandths(row.pathMeanThousandths) + ','
        + (any ? QByteArray::number(row.pathP50) : QByteArray()) + ','
        + (any ? QByteArray::number(row.pathP90) : QByteArray()) + ','
        + thousandths(row.deadEndsMeanThousandths) + ',' + QByteArray::number(row.buildUsTotal)
        + "\r\n";
    return text;
}

QByteArray Experiment::dungeonCsv(const std::vector<DungeonExperimentRow> &rows)
{
    QByteArray text = dungeonCsvHeader();
    for (const DungeonExperimentRow &row : rows)
        text += dungeonCsvLine(row);
    return text;
}

QByteArray Experiment::perRunHeader()
{
    return QByteArrayLiteral("rule,randomize,islands,min,max,density,runs,run,seed,too_complex,"
                             "islands_complete,islands_failed,steps,backtracks,build_us\r\n");
}

QByteArray Experiment::dungeonPerRunHeader()
{
    return QByteArrayLiteral("size,tiles,density,runs,run,seed,cut_off,placed,rejected,path,"
                             "dead_ends,build_us\r\n");
}

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
    using IslandPoint = SummaryPoint<ExperimentPoint, IslandFigures>;
    using DungeonPoint = SummaryPoint<DungeonExperimentPoint, DungeonFigures>;

    bool readLine(const char *begin, const char *end);
    bool readHeader(Lesson lesson);
    bool readIslandRow();
    bool readDungeonRow();
    bool fail(const QString &what);
    bool badField(int column, const char *expected);
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
    return m_lesson == Lesson::Island ? readIslandRow() : readDungeonRow();
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

bool Summarizer::readIslandRow()
{
    constexpr int Fields = 15;
    if (m_fieldCount != Fields)
        return fail(summaryText("%1 fields, expected %2").arg(m_fieldCount).arg(Fields));
    const QByteArray key
        = QByteArray::fromRawData(m_lineBegin, qsizetype(m_fields[6].end - m_lineBegin));
    int index = m_lastIndex;
    if (index < 0 || key != m_lastKey) {
        const auto found = m_index.constFind(key);
        if (found != m_index.constEnd()) {
            index = found.value();
        } else {
            IslandPoint point;
            const QByteArray rule
                = QByteArray::fromRawData(m_fields[0].begin, m_fields[0].end - m_fields[0].begin);
            if (rule == "6a")
                point.point.rule = IslandRule::Rule6a;
            else if (rule == "6b")
                point.point.rule = IslandRule::Rule6b;
            else
                return badField(0, "6a or 6b");
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
            point.file = m_file;
            point.line = m_line;
            point.figures.resize(std::size_t(point.runs));
            point.where.resize(std::size_t(point.runs));
            index = int(m_islandPoints.size());
            m_islandPoints.push_back(std::move(point));
            m_index.insert(QByteArray(key.constData(), key.size()), index);
        }
        m_lastKey = QByteArray(key.constData(), key.size());
        m_lastIndex = index;
    }

    IslandPoint::Where *where = nullptr;
    if (!place(m_islandPoints, index, 7, &where))
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
    constexpr int Fields = 12;
    if (m_fieldCount != Fields)
        return fail(summaryText("%1 fields, expected %2").arg(m_fieldCount).arg(Fields));
    const QByteArray key
        = QByteArray::fromRawData(m_lineBegin, qsizetype(m_fields[3].end - m_lineBegin));
    int index = m_lastIndex;
    if (index < 0 || key != m_lastKey) {
        const auto found = m_index.constFind(key);
        if (found != m_index.constEnd()) {
            index = found.value();
        } else {
            DungeonPoint point;
            const Field &size = m_fields[0];
            const char *x = std::find(size.begin, size.end, 'x');
            std::uint64_t rows = 0;
            std::uint64_t cols = 0;
            if (x == size.end || !parseNumber({size.begin, x}, Scenario::MaxSide, &rows)
                || !parseNumber({x + 1, size.end}, Scenario::MaxSide, &cols) || rows < 1
                || cols < 1)
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
            point.file = m_file;
            point.line = m_line;
            point.figures.resize(std::size_t(point.runs));
            point.where.resize(std::size_t(point.runs));
            index = int(m_dungeonPoints.size());
            m_dungeonPoints.push_back(std::move(point));
            m_index.insert(QByteArray(key.constData(), key.size()), index);
        }
        m_lastKey = QByteArray(key.constData(), key.size());
        m_lastIndex = index;
    }

    DungeonPoint::Where *where = nullptr;
    if (!place(m_dungeonPoints, index, 4, &where))
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
