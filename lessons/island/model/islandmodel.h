// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildstats.h"
#include "islandgrid.h"
#include "islandstep.h"
#include "mapmodel.h"
#include "scenario.h"
#include "stepmarks.h"

#include <QPoint>

#include <array>
#include <climits>
#include <memory>
#include <vector>

// The ocean grid as a table: one item per cell. It holds the steps of a build and a
// playback position; seek() applies or un-applies steps so the grid shows exactly the
// state after `position` steps, and reports the change as one ranged dataChanged.
class IslandModel : public MapModel
{
    Q_OBJECT

public:
    enum Roles {
        CellKindRole = Qt::UserRole + 1, // CellKind
        IslandRole, // 0 for none, else 1..8
        HighlightRole, // Highlight
    };
    Q_ENUM(Roles)

    enum CellKind { WaterCell, LandCell, PitCell };
    Q_ENUM(CellKind)

    enum Highlight {
        NoHighlight,
        TriedCell, // the cell the step just added (or seeded): yellow-green
        CandidateCell, // a valid expansion of the cell being tried: light-green tint
        BacktrackedCell, // the cell the step just removed: red flash
    };
    Q_ENUM(Highlight)

    // What the statistics panel shows, at the current playback position: the core's
    // counts (BuildStats), which the web lesson shows too.
    using IslandProgress = BuildStats::IslandProgress;
    using Statistics = BuildStats::IslandTally;

    explicit IslandModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows `scenario`, which its owner (the document) changes and announces; the model
    // reads it and keeps no copy. Drops all steps.
    void setScenario(std::shared_ptr<const Scenario> scenario);
    // A scenario of the model's own, for a model without a document (tests, benchmarks).
    void setScenario(const Scenario &scenario)
    {
        setScenario(std::make_shared<const Scenario>(scenario));
    }
    const Scenario &scenario() const override { return *m_scenario; }
    // Changes whenever the scenario shown does: another one, or the same object changed in
    // place by its owner (setScenario() again, updatePits(), settingsEdited()). What is
    // worked out from the scenario is current while this is the same; its address says
    // nothing (the document changes its scenario in place, and a new one may take a freed
    // one's place).
    quint64 scenarioRevision() const { return m_scenarioRevision; }
    // The owner changed the scenario's settings in place (the seed, the island settings):
    // nothing on the grid, which the next build shows.
    void settingsEdited() { ++m_scenarioRevision; }

    // The owner changed these cells' pits (x = column, y = row); only while no steps are held.
    void updatePits(const std::vector<QPoint> &cells);

    void clearSteps() override;
    // Follows a build's step list as the worker writes it: the steps it has published up
    // to `batch.available` can be shown now. A batch of another list starts anew.
    void appendSteps(const IslandStepBatch &batch);
    // More steps for a model without a worker (tests, benchmarks): they are copied.
    void appendSteps(const std::vector<IslandStep> &steps);
    const IslandStep &step(int index) const { return (*m_list)[std::size_t(index)]; }
    // The list the shown steps come from (null while there are none).
    const std::shared_ptr<const IslandStepList> &stepList() const { return m_list; }
    int stepCount() const override { return m_count; }
    // The steps shown, as a batch another model can show too (the exports): no copy.
    IslandStepBatch stepBatch() const { return {m_list, std::size_t(m_count)}; }
    void seek(int position) override;
    QString stepText(int index) const override;
    // Cells of the island under construction after the step, less one (0 outside growth).
    int stepDepth(int index) const override;
    // Translated, as the recursion log shows it.
    static QString describe(const IslandStep &step);

    const IslandGrid &grid() const { return m_grid; }
    Highlight highlightAt(int row, int col) const;
    // Kept up to date step by step while seeking, so it costs nothing per frame.
    const Statistics &statistics() const { return m_statistics; }

private:
    struct Rect
    {
        int top = INT_MAX, left = INT_MAX, bottom = -1, right = -1;
        void add(int row, int col);
        bool isEmpty() const { return bottom < 0; }
    };

    void askingChange() override;
    void markHighlights(Rect &changed) const;
    void updateHighlights();

    std::shared_ptr<const Scenario> m_scenario;
    quint64 m_scenarioRevision = 0;
    IslandGrid m_grid;
    // The steps, held once: the list the worker writes (or a model's own, see appendSteps).
    std::shared_ptr<const IslandStepList> m_list;
    int m_count = 0; // the steps of m_list this model shows
    static constexpr int DepthMarkInterval = 4096;
    mutable std::vector<int> m_depthMarks; // see stepDepth()
    // Cells highlighted at the current position (the core's StepMarks): the tried or
    // backtracked cell, the candidates.
    std::vector<StepMarks::CellMark> m_marks;
    Statistics m_statistics;
};
