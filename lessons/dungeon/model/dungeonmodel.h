// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildstats.h"
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "dungeonsteps.h"
#include "mapmodel.h"
#include "scenario.h"
#include "stepmarks.h"

#include <QPoint>
#include <QVector>

#include <algorithm>
#include <climits>
#include <memory>
#include <optional>
#include <vector>

// The dungeon grid as a table: one item per cell. It holds the steps of a build and a
// playback position; seek() applies or un-applies steps so the grid shows exactly the
// state after `position` steps, and reports the change as one ranged dataChanged.
class DungeonModel : public MapModel
{
    Q_OBJECT

public:
    enum Roles {
        DoorsRole = Qt::UserRole + 1, // int: the cell's doors (0 unless filled)
        AllowedRole, // int: half-doors it may still open (as when placed, once filled)
        RequiredRole, // int: half-doors its filled neighbours opened towards it
        TemplateRole, // int: template index, -1 unless filled
        RotationRole, // int: quarter turns clockwise of the template
        QueuedRole, // bool: unfilled and waiting in the fill queue
        OnPathRole, // bool: on the start-to-end path drawn at the end of a build
        CellKindRole, // CellKind
        StartRole, // bool
        EndRole, // bool
        HighlightRole, // Highlight, for the step just taken
        ClippedRole, // int: half-doors the step just taken clipped (to flash)
    };
    Q_ENUM(Roles)

    enum CellKind { RockCell, FilledCell, PitCell };
    Q_ENUM(CellKind)

    enum Highlight {
        NoHighlight,
        ConsideredCell, // candidates for it are being checked (rejections so far)
        PlacedCell, // the tile being placed
        ClippedCell, // lost half-doors to the placement (ClippedRole says which)
        QueuedNowCell, // joined the fill queue through the placement
    };
    Q_ENUM(Highlight)

    // One candidate as the tile-connection inspector shows it at the current position.
    struct CandidateReport
    {
        enum Verdict { Pending, Rejected, Valid, Chosen };
        std::uint8_t mask = 0;
        int templateIndex = 0;
        int rotation = 0;
        Verdict verdict = Pending;
        DungeonRejection reason = DungeonRejection::None; // for Rejected
    };

    // Everything the inspector shows for one cell at the current position.
    struct CellReport
    {
        bool pit = false;
        bool filled = false;
        bool queued = false;
        bool start = false;
        bool end = false;
        std::uint8_t doors = 0;
        std::uint8_t allowed = 0;
        std::uint8_t required = 0;
        int templateIndex = -1;
        int rotation = 0;
        // The candidates of the tile set in the order they are checked, once checking this
        // cell has begun; empty before that, and for start and end (always a big room).
        QVector<CandidateReport> candidates;
    };

    explicit DungeonModel(QObject *parent = nullptr);

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

    // The owner changed these cells' pits (x = column, y = row); only while no steps are held.
    void updatePits(const std::vector<QPoint> &cells);
    // The owner changed the tile set; only while no steps are held.
    void updateTiles();

    void clearSteps() override;
    // Makes more steps of the current build available (the worker sends them in batches,
    // in order; a build's batches together are DungeonBuild::steps).
    void appendSteps(const DungeonStepBatch &batch);
    // The passage path of the whole finished build `list` (the worker finds it from the end
    // grid it sent with the steps); ignored for steps this model does not hold whole.
    void setEndPath(const std::shared_ptr<const DungeonSteps> &list, std::vector<int> path);
    // More steps for a model without a worker (tests, benchmarks): they are copied.
    void appendSteps(const std::vector<DungeonStep> &steps);
    DungeonStep step(int index) const { return (*m_list)[std::size_t(index)]; }
    int stepCount() const override { return m_count; }
    // The steps shown, as a batch another model can show too (the exports): no copy.
    DungeonStepBatch stepBatch() const { return {m_list, std::size_t(m_count), m_wholeEnd}; }
    void seek(int position) override;
    QString stepText(int index) const override;
    // 1 for the details of a placement (rejections, clips, queue entries), else 0.
    int stepDepth(int index) const override;
    // Translated, as the log shows it.
    QString describe(const DungeonStep &step) const;

    const DungeonGrid &grid() const { return m_grid; }
    Highlight highlightAt(int row, int col) const;
    std::uint8_t clippedAt(int row, int col) const;

    // The tile-connection inspector's data for one cell at the current position.
    CellReport inspect(int row, int col) const;

    // What the statistics count over the steps before a position: the core's counts
    // (BuildStats), which the web lesson shows too.
    using Tally = BuildStats::DungeonTally;
    // The counts after `position` steps (at most BlockSize steps are read).
    Tally tally(int position) const;
    // Steps are summarised in blocks of this many, so that a long jump does not read
    // millions of steps one by one.
    static constexpr int BlockSize = 4096;

    // Whether the position is at the end of a build that ran to Done.
    bool atFinish() const;
    // One shortest start-to-end chain of passages as QPoint(column, row), start first; only
    // at the finish (atFinish()), else empty.
    QVector<QPoint> finalPath() const;

private:
    struct Rect
    {
        int top = INT_MAX, left = INT_MAX, bottom = -1, right = -1;
        // Inline: noted for each of millions of steps as they arrive.
        void add(int row, int col)
        {
            top = std::min(top, row);
            left = std::min(left, col);
            bottom = std::max(bottom, row);
            right = std::max(right, col);
        }
        // The cell and its neighbours, within rows 0..lastRow and columns 0..lastCol: what
        // a placement (or a pit) changes, as it narrows its neighbours' masks.
        void addAround(int row, int col, int lastRow, int lastCol)
        {
            add(std::max(0, row - 1), std::max(0, col - 1));
            add(std::min(lastRow, row + 1), std::min(lastCol, col + 1));
        }
        void add(const Rect &other);
        bool isEmpty() const { return bottom < 0; }
    };

    // Per block of BlockSize steps: the counts before it and the cells its steps change.
    struct Block
    {
        Tally before;
        Rect reach;
    };

    void noteStep(Rect &changed, const DungeonStep &step) const;
    // Counts and indexes the steps [first, m_count) (appendSteps).
    void indexSteps(int first);
    // Drops the blocks, the counts and the ending of the steps held (no steps any more).
    void forgetIndex();
    // The cells the steps [from, to) change (what seek() repaints for them).
    Rect reach(int from, int to) const;
    void askingChange() override;
    void markHighlights(Rect &changed) const;
    void updateHighlights();
    void markPath(Rect &changed) const;
    void updatePath();
    QString templateName(int index) const;

    std::shared_ptr<const Scenario> m_scenario;
    std::vector<DungeonCandidate> m_candidates;
    DungeonGrid m_grid;
    // The steps, held once: the list the worker wrote (or a model's own, see appendSteps).
    std::shared_ptr<const DungeonSteps> m_list;
    int m_count = 0; // the steps of m_list this model shows
    // Per cell: the first step that checks or places it, and its Place step; -1 if none yet.
    std::vector<int> m_firstStep;
    std::vector<int> m_placeStep;
    std::vector<Block> m_blocks; // of the m_count steps held
    Tally m_tally; // after all m_count steps

    // The grid after all m_count steps and, when they end with Done, its start-to-end
    // path: Go to End after a build of millions of steps is then a copy, not a replay.
    // The model starts no thread: the path is the worker's (setEndPath) or found here when
    // the finish is first shown.
    struct Ending
    {
        std::shared_ptr<const DungeonGrid> grid;
        bool done = false; // the steps end with Done: the grid has a start-to-end path
        std::optional<std::vector<int>> path;
    };
    Ending m_ending;
    std::shared_ptr<const DungeonGrid>
        m_wholeEnd; // the worker's end grid of the steps held, or null
    // Highlights at the current position (the core's StepMarks; a handful).
    std::vector<StepMarks::CellMark> m_marks;
    std::vector<int> m_path; // cell numbers, at the finish only
    std::vector<std::uint8_t> m_onPath;
};
