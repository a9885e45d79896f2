#include "experiment.h"

#include "islandgenerator.h"
#include "sprinkle.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
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

ExperimentSweep ExperimentSweep::fromSettings(const Scenario &scenario, const ExperimentSettings &settings)
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
    auto pick = [&](Axis axis, int fixed) { return settings.vary == axis ? values : std::vector<int> {fixed}; };
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

// Sums over runs. Integer sums do not depend on the order in which the runs finish, so
// threads may add up their runs in any order and the table stays the same.
struct Sums
{
    std::int64_t tooComplex = 0;
    std::int64_t complete = 0;
    std::int64_t failed = 0;
    std::int64_t steps = 0;
    std::int64_t backtracks = 0;
    std::int64_t nanoseconds = 0;

    void add(const Sums &other)
    {
        tooComplex += other.tooComplex;
        complete += other.complete;
        failed += other.failed;
        steps += other.steps;
        backtracks += other.backtracks;
        nanoseconds += other.nanoseconds;
    }
};

// A point whose runs are under way: only these hold per-run figures, so memory follows
// the number of threads, not the number of points.
struct PointInFlight
{
    std::vector<int> backtracks; // by run index, for the percentiles
    Sums sums;
    int unfinished = 0;
};

// A few consecutive runs of one point, handed to one thread at a time.
struct Batch
{
    std::size_t point = 0;
    int first = 0;
    int count = 0;
    int *backtracks = nullptr; // the point's per-run slots; stable until the point is done
};

class Sweep
{
public:
    Sweep(const Scenario &base, const ExperimentSweep &sweep, const std::atomic_bool *cancel)
        : m_base(base)
        , m_points(sweep.points())
        , m_runs(sweep.runs)
        , m_stepLimit(sweep.stepLimit)
        , m_cancel(cancel)
        , m_rows(m_points.size())
        , m_finished(m_points.size(), false)
    { }

    std::int64_t totalRuns() const { return std::int64_t(m_points.size()) * m_runs; }

    ExperimentResult run(int threads, const Experiment::Progress &progress);

private:
    // Few enough that the last point's runs still spread over every thread, enough that
    // the lock is taken once per several builds.
    static constexpr int BatchRuns = 8;

    void work();
    bool claim(Batch &batch);
    void finish(const Batch &batch, const Sums &sums);
    ExperimentRow makeRow(std::size_t point, PointInFlight &state) const;
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    const Scenario &m_base;
    const std::vector<ExperimentPoint> m_points;
    const int m_runs;
    const int m_stepLimit;
    const std::atomic_bool *m_cancel;

    std::mutex m_mutex;
    std::condition_variable m_workersDone;
    // Everything below is guarded by m_mutex.
    std::size_t m_nextPoint = 0;
    int m_nextRun = 0;
    std::map<std::size_t, PointInFlight> m_inFlight;
    std::vector<ExperimentRow> m_rows;
    std::vector<bool> m_finished;
    std::int64_t m_done = 0;
    int m_workersLeft = 0;
    bool m_stop = false;
    std::exception_ptr m_error;
};

bool Sweep::claim(Batch &batch)
{
    std::lock_guard lock(m_mutex);
    if (m_stop || m_nextPoint == m_points.size())
        return false;
    PointInFlight &state = m_inFlight[m_nextPoint];
    if (m_nextRun == 0) {
        state.backtracks.resize(std::size_t(m_runs));
        state.unfinished = m_runs;
    }
    batch.point = m_nextPoint;
    batch.first = m_nextRun;
    batch.count = std::min(BatchRuns, m_runs - m_nextRun);
    batch.backtracks = state.backtracks.data();
    m_nextRun += batch.count;
    if (m_nextRun == m_runs) {
        ++m_nextPoint;
        m_nextRun = 0;
    }
    return true;
}

void Sweep::finish(const Batch &batch, const Sums &sums)
{
    std::map<std::size_t, PointInFlight>::node_type done;
    {
        std::lock_guard lock(m_mutex);
        m_done += batch.count;
        auto it = m_inFlight.find(batch.point);
        it->second.sums.add(sums);
        it->second.unfinished -= batch.count;
        if (it->second.unfinished > 0)
            return;
        done = m_inFlight.extract(it);
    }
    // The percentiles outside the lock: other threads need not wait for the sort.
    ExperimentRow row = makeRow(batch.point, done.mapped());
    std::lock_guard lock(m_mutex);
    m_rows[batch.point] = row;
    m_finished[batch.point] = true;
}

ExperimentRow Sweep::makeRow(std::size_t point, PointInFlight &state) const
{
    const Sums &sums = state.sums;
    ExperimentRow row;
    row.point = m_points[point];
    row.runs = m_runs;
    row.tooComplex = sums.tooComplex;
    row.islandsComplete = sums.complete;
    row.islandsFailed = sums.failed;
    row.stepsTotal = sums.steps;
    row.backtracksTotal = sums.backtracks;
    // Rounded half up in integers, so that no machine's floating point decides a tie.
    row.backtracksMeanThousandths = (sums.backtracks * 1000 + m_runs / 2) / m_runs;
    // The median run is looked up before the ranks reorder the figures.
    std::vector<int> ranked = state.backtracks;
    row.backtracksP50 = Experiment::nearestRank(ranked, 50);
    row.medianRun = int(std::find(state.backtracks.begin(), state.backtracks.end(), row.backtracksP50)
                        - state.backtracks.begin());
    row.backtracksP90 = Experiment::nearestRank(ranked, 90);
    row.backtracksP10 = Experiment::nearestRank(ranked, 10);
    row.buildUsTotal = sums.nanoseconds / 1000;
    return row;
}

void Sweep::work()
{
    try {
        // One world per thread, reused by every run: no allocation per run but the build's.
        Scenario world = m_base;
        Batch batch;
        while (claim(batch)) {
            const ExperimentPoint &point = m_points[batch.point];
            Sums sums;
            for (int i = 0; i < batch.count; ++i) {
                if (cancelled())
                    return;
                const int run = batch.first + i;
                prepareRun(world, m_base, point, m_stepLimit, run);
                const auto start = std::chrono::steady_clock::now();
                const IslandBuild build = IslandGenerator::build(world, m_cancel);
                const auto end = std::chrono::steady_clock::now();
                if (build.cancelled)
                    return;
                sums.nanoseconds
                    += std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
                sums.steps += std::int64_t(build.steps.size());
                sums.backtracks += build.backtracks;
                sums.tooComplex += build.tooComplex ? 1 : 0;
                for (const IslandOutcome &island : build.islands) {
                    sums.complete += island.status == IslandOutcome::Complete ? 1 : 0;
                    sums.failed += island.status == IslandOutcome::Failed ? 1 : 0;
                }
                batch.backtracks[run] = build.backtracks;
            }
            finish(batch, sums);
        }
    } catch (...) {
        // A step list that does not fit in memory: stop every thread, report it once.
        std::lock_guard lock(m_mutex);
        m_stop = true;
        if (!m_error)
            m_error = std::current_exception();
    }
}

ExperimentResult Sweep::run(int threads, const Experiment::Progress &progress)
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

    ExperimentResult result;
    result.cancelled = cancelled();
    for (std::size_t point = 0; point < m_points.size() && m_finished[point]; ++point)
        result.rows.push_back(m_rows[point]);
    return result;
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
    return Sweep(base, sweep, cancel).run(threads, progress);
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
