// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeongenerator.h"
#include "experiment.h"
#include "experimentfigures.h"
#include "islandgenerator.h"

#include <atomic>
#include <chrono>
#include <vector>

// The two lessons as the sweep engine (experimentsweep.h) runs them: their points, a
// worker per thread that builds one run into its figures, and the table's row of a point.
namespace ExperimentDetail {

// Sets `world` (a copy of `base`, reused from run to run) to run `run` of `point`.
// Assigning the pits into a buffer of the same size allocates nothing.
void prepareRun(
    Scenario &world, const Scenario &base, const ExperimentPoint &point, int stepLimit, int run);

void prepareDungeonRun(Scenario &world, const Scenario &base, const DungeonExperimentPoint &point,
    const QVector<DungeonTile> &tiles, int run);

QVector<DungeonTile> pickTiles(const Scenario &base, const std::vector<int> &indices);

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

} // namespace ExperimentDetail
