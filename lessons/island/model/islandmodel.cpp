// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandmodel.h"

#include "localedigits.h"

#include "cellcoordinates.h"
#include "logdepth.h"
#include "rulebook.h"

#include <climits>

void IslandModel::Rect::add(int row, int col)
{
    top = std::min(top, row);
    left = std::min(left, col);
    bottom = std::max(bottom, row);
    right = std::max(right, col);
}

IslandModel::IslandModel(QObject *parent)
    : MapModel(parent)
    , m_scenario(std::make_shared<const Scenario>())
    , m_grid(*m_scenario)
{ }

int IslandModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_grid.rows();
}

int IslandModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_grid.cols();
}

QVariant IslandModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const std::uint8_t value = m_grid.at(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return IslandGrid::isLand(value) ? QVariant(QString::number(value)) : QVariant();
    case CellKindRole:
        return value == IslandGrid::Water ? WaterCell
            : value == IslandGrid::Pit    ? PitCell
                                          : LandCell;
    case IslandRole:
        return IslandGrid::isLand(value) ? int(value) : 0;
    case HighlightRole:
        return highlightAt(index.row(), index.column());
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: {
        const QString where = tr("Row %1, column %2")
                                  .arg(LocaleDigits::number(index.row()))
                                  .arg(LocaleDigits::number(index.column()));
        QString kind;
        if (value == IslandGrid::Water)
            kind = tr("%1: water").arg(where);
        else if (value == IslandGrid::Pit)
            kind = tr("%1: pit").arg(where);
        else
            kind = tr("%1: island %2").arg(where).arg(LocaleDigits::number(value));
        // What the map shows by colour alone, in words too.
        switch (highlightAt(index.row(), index.column())) {
        case TriedCell:
            //: A map cell's description: the cell the step just added
            return tr("%1, being tried").arg(kind);
        case CandidateCell:
            //: A map cell's description: a cell the island may grow into next
            return tr("%1, candidate").arg(kind);
        case BacktrackedCell:
            //: A map cell's description: the cell the step just took back
            return tr("%1, backtracked").arg(kind);
        case NoHighlight:
            break;
        }
        return kind;
    }
    default:
        break;
    }
    return QVariant();
}

QHash<int, QByteArray> IslandModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(CellKindRole, "cellKind");
    names.insert(IslandRole, "island");
    names.insert(HighlightRole, "highlight");
    return names;
}

void IslandModel::setScenario(std::shared_ptr<const Scenario> scenario)
{
    beginResetModel();
    m_scenario = std::move(scenario);
    ++m_scenarioRevision;
    m_grid = IslandGrid(*m_scenario);
    m_list.reset();
    m_count = 0;
    m_depthMarks.clear();
    m_position = 0;
    m_statistics = Statistics();
    updateHighlights();
    endResetModel();
    emit stepCountChanged(0);
    emit positionChanged(0);
}

void IslandModel::updatePits(const std::vector<QPoint> &cells)
{
    if (m_count > 0)
        return;
    ++m_scenarioRevision;
    Rect changed;
    for (const QPoint &cell : cells) {
        if (!m_grid.contains(cell.y(), cell.x()))
            continue;
        m_grid.set(cell.y(), cell.x(),
            m_scenario->isPit(cell.y(), cell.x()) ? IslandGrid::Pit : IslandGrid::Water);
        changed.add(cell.y(), cell.x());
    }
    if (!changed.isEmpty())
        emit dataChanged(index(changed.top, changed.left), index(changed.bottom, changed.right),
            {Qt::DisplayRole, CellKindRole, IslandRole, Qt::ToolTipRole, Qt::AccessibleTextRole});
}

void IslandModel::clearSteps()
{
    if (!m_list)
        return;
    seek(0);
    m_list.reset();
    m_count = 0;
    m_depthMarks.clear();
    m_statistics = Statistics();
    emit stepCountChanged(0);
}

void IslandModel::appendSteps(const IslandStepBatch &batch)
{
    if (batch.list != m_list) {
        clearSteps();
        m_list = batch.list;
    }
    // Never past what the writer has published, whatever the batch says.
    const int count = int(std::min(batch.available, m_list->available()));
    if (count <= m_count)
        return;
    m_count = count;
    emit stepCountChanged(m_count);
}

void IslandModel::appendSteps(const std::vector<IslandStep> &steps)
{
    if (steps.empty())
        return;
    std::vector<IslandStep> all;
    all.reserve(std::size_t(m_count) + steps.size());
    for (int i = 0; i < m_count; ++i)
        all.push_back(step(i));
    all.insert(all.end(), steps.begin(), steps.end());
    const int position = m_position;
    const Statistics statistics = m_statistics;
    // The same steps as before and more: the grid, position and counts stay as they are.
    m_list = IslandStepList::of(std::move(all));
    m_count = int(m_list->available());
    m_position = position;
    m_statistics = statistics;
    emit stepCountChanged(m_count);
}

int IslandModel::stepDepth(int index) const
{
    // The island's size before every DepthMarkInterval-th step, found once and only as far
    // as asked: a mark per 4,096 steps instead of a depth per step.
    const auto mark = std::size_t(index / DepthMarkInterval);
    while (m_depthMarks.size() <= mark) {
        const int next = int(m_depthMarks.size());
        int size = next == 0 ? 0 : m_depthMarks.back();
        for (int i = (next - 1) * DepthMarkInterval; next > 0 && i < next * DepthMarkInterval; ++i)
            size = LogDepth::islandSizeAfter(step(i), size);
        m_depthMarks.push_back(size);
    }
    int size = m_depthMarks[mark];
    for (int i = int(mark) * DepthMarkInterval; i <= index; ++i)
        size = LogDepth::islandSizeAfter(step(i), size);
    return LogDepth::island(step(index), size);
}

void IslandModel::seek(int position)
{
    position = std::clamp(position, 0, stepCount());
    if (position == m_position)
        return;

    Rect changed;
    markHighlights(changed);
    bool whole = false;
    auto note = [&](const IslandStep &step) {
        if (step.kind == IslandStep::TooComplex)
            whole = true;
        else if (step.hasCell())
            changed.add(step.row, step.col);
    };
    if (position > m_position) {
        for (int i = m_position; i < position; ++i) {
            m_grid.apply(step(i));
            m_statistics.count(step(i), true);
            note(step(i));
        }
    } else {
        for (int i = m_position - 1; i >= position; --i) {
            m_grid.unapply(step(i));
            m_statistics.count(step(i), false);
            note(step(i));
        }
    }
    m_position = position;
    updateHighlights();
    markHighlights(changed);
    if (whole) {
        changed.add(0, 0);
        changed.add(m_grid.rows() - 1, m_grid.cols() - 1);
    }
    if (!changed.isEmpty()) {
        emit dataChanged(index(changed.top, changed.left), index(changed.bottom, changed.right),
            {Qt::DisplayRole, CellKindRole, IslandRole, HighlightRole, Qt::ToolTipRole,
                Qt::AccessibleTextRole});
    }
    emit positionChanged(m_position);
}

IslandModel::Highlight IslandModel::highlightAt(int row, int col) const
{
    for (const StepMarks::CellMark &mark : m_marks) {
        if (mark.row != row || mark.col != col)
            continue;
        switch (mark.mark) {
        case StepMarks::Mark::Tried:
            return TriedCell;
        case StepMarks::Mark::Candidate:
            return CandidateCell;
        case StepMarks::Mark::Backtracked:
            return BacktrackedCell;
        default:
            return NoHighlight; // dungeon marks
        }
    }
    return NoHighlight;
}

void IslandModel::markHighlights(Rect &changed) const
{
    for (const StepMarks::CellMark &mark : m_marks)
        changed.add(mark.row, mark.col);
}

void IslandModel::updateHighlights()
{
    m_marks = StepMarks::island(
        m_grid, m_position > 0 ? &step(m_position - 1) : nullptr, m_scenario->islands.rule);
    if (m_asking)
        m_marks = RuleBook::marksWhileAsked(std::move(m_marks));
}

void IslandModel::askingChange()
{
    Rect changed;
    markHighlights(changed);
    updateHighlights();
    markHighlights(changed);
    if (!changed.isEmpty()) {
        emit dataChanged(index(changed.top, changed.left), index(changed.bottom, changed.right),
            {HighlightRole, Qt::ToolTipRole, Qt::AccessibleTextRole});
    }
}

QString IslandModel::stepText(int index) const
{
    // The log, questions and inspectors show this line; in Arabic its "(r, c)" stays readable.
    return CellCoordinates::isolated(describe(step(index)));
}

QString IslandModel::describe(const IslandStep &step)
{
    switch (step.kind) {
    case IslandStep::Seed:
        //: Recursion log: an island's seed was placed; %1 island, (%2,%3) row and column
        return tr(">> Island %1 seed at (%2,%3)")
            .arg(LocaleDigits::number(step.island))
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col));
    case IslandStep::Add:
        //: Recursion log: a cell was added to the island and the search went one level deeper
        return tr("> ADD (%1, %2)")
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col));
    case IslandStep::Backtrack:
        //: Recursion log: the path through this cell failed; the cell became water again
        return tr("X BACKTRACK (%1, %2)")
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col));
    case IslandStep::Complete:
        return tr("+ Island %1 complete!").arg(LocaleDigits::number(step.island));
    case IslandStep::Failed:
        switch (step.failure) {
        case IslandFailure::NoSeed:
            return tr("! Island %1 FAILED (no room for a seed)")
                .arg(LocaleDigits::number(step.island));
        case IslandFailure::Unreachable:
            return tr("! Island %1 FAILED (not enough reachable water)")
                .arg(LocaleDigits::number(step.island));
        default:
            return tr("! Island %1 FAILED (every path dead-ended)")
                .arg(LocaleDigits::number(step.island));
        }
    case IslandStep::AllDone:
        return tr("-- All done --");
    case IslandStep::TooComplex:
        return tr("! TOO COMPLEX");
    }
    return QString();
}
