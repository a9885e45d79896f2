// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment.h"

#include "dungeongenerator.h"
#include "dungeontiles.h"
#include "experimentfigures.h"
#include "islandgenerator.h"
#include "sprinkle.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

using namespace ExperimentDetail;

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

// A whole number of thousandths of total / count, rounded half up in integers, so that no
// machine's floating point decides a tie.
std::int64_t meanThousandths(std::int64_t total, std::int64_t count)
{
    return count > 0 ? (total * 1000 + count / 2) / count : 0;
}

} // namespace

namespace ExperimentDetail {

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

} // namespace ExperimentDetail

namespace {

// What the sweep engine below needs of a lesson: its points, a worker per thread that
// builds one run into its figures, and the table's row of a point.
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
    QByteArray sweepText() const { return islandSweepText(m_base, m_stepLimit, m_points.size()); }

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
    QByteArray sweepText() const { return dungeonSweepText(m_base, m_points.size()); }

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

private:
    const Scenario &m_base;
    const std::vector<Point> m_points;
    std::vector<QVector<DungeonTile>> m_tiles; // by point
};

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
        , m_sweepText(perRun ? lesson.sweepText() : QByteArray())
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
    const QByteArray m_sweepText; // --per-run: the columns after build_us, the same in every row
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
        const QByteArray settings = settingsText(m_lesson.points()[batch.point], m_runs);
        QByteArray lines;
        lines.reserve(qsizetype(figures.size()) * (settings.size() + m_sweepText.size() + 48));
        for (std::size_t slot = 0; slot < figures.size(); ++slot) {
            const int run = runOf(int(slot));
            appendRunLine(lines, settings, run, m_lesson.base().seed + std::uint64_t(run),
                figures[slot], m_sweepText);
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
    if (settings.vary == ExperimentSettings::Axis::Size) {
        sweep.sizes.clear();
        for (const ExperimentSettings::Size &size : settings.sizes)
            sweep.sizes.push_back({size.rows, size.cols});
    } else if (settings.vary == ExperimentSettings::Axis::Tiles) {
        sweep.tileLists = settings.tileSubsets;
    }
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
