// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment.h"
#include "experimentfigures.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace ExperimentDetail {

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

} // namespace ExperimentDetail
