// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonmodel.h"

#include "localedigits.h"

#include "dungeontiles.h"
#include "rulebook.h"

#include <algorithm>

using DungeonTiles::hexMask;

DungeonModel::DungeonModel(QObject *parent)
    : MapModel(parent)
    , m_scenario(std::make_shared<const Scenario>())
    , m_candidates(DungeonGenerator::candidates(templateDoors(m_scenario->dungeon.tiles)))
    , m_grid(*m_scenario)
    , m_firstStep(m_scenario->pits.size(), -1)
    , m_placeStep(m_scenario->pits.size(), -1)
    , m_onPath(m_scenario->pits.size(), 0)
{ }

int DungeonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_grid.rows();
}

int DungeonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_grid.cols();
}

QVariant DungeonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const int row = index.row();
    const int col = index.column();
    const int cell = m_grid.index(row, col);
    switch (role) {
    case Qt::DisplayRole:
        //: Map cell label of the dungeon's start
        if (cell == m_grid.start())
            return tr("S");
        //: Map cell label of the dungeon's end
        if (cell == m_grid.end())
            return tr("E");
        return QVariant();
    case DoorsRole:
        return int(m_grid.doors(row, col));
    case AllowedRole:
        return int(m_grid.allowed(row, col));
    case RequiredRole:
        return int(m_grid.required(row, col));
    case TemplateRole:
        return m_grid.templateIndex(row, col);
    case RotationRole:
        return m_grid.rotation(row, col);
    case QueuedRole:
        return m_grid.isQueued(row, col) && !m_grid.isFilled(row, col);
    case OnPathRole:
        return m_onPath[std::size_t(cell)] != 0;
    case CellKindRole:
        return m_grid.isPit(row, col) ? PitCell : m_grid.isFilled(row, col) ? FilledCell : RockCell;
    case StartRole:
        return cell == m_grid.start();
    case EndRole:
        return cell == m_grid.end();
    case HighlightRole:
        return highlightAt(row, col);
    case ClippedRole:
        return int(clippedAt(row, col));
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: {
        //: Tool tip of a map cell: row and column
        const QString where = LocaleDigits::cell(tr("Row %1, column %2"), row, col);
        if (m_grid.isPit(row, col))
            return tr("%1: pit").arg(where);
        if (!m_grid.isFilled(row, col)) {
            if (m_grid.isQueued(row, col))
                return tr("%1: queued, required half-doors %2")
                    .arg(where, hexMask(m_grid.required(row, col)));
            return tr("%1: rock").arg(where);
        }
        QString text
            = tr("%1: %2, %n quarter turn(s), doors %3", nullptr, m_grid.rotation(row, col))
                  .arg(where, templateName(m_grid.templateIndex(row, col)),
                      hexMask(m_grid.doors(row, col)));
        if (cell == m_grid.start())
            text += tr(" (start)");
        else if (cell == m_grid.end())
            text += tr(" (end)");
        return text;
    }
    default:
        break;
    }
    return QVariant();
}

QHash<int, QByteArray> DungeonModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(DoorsRole, "doors");
    names.insert(AllowedRole, "allowed");
    names.insert(RequiredRole, "required");
    names.insert(TemplateRole, "template");
    names.insert(RotationRole, "rotation");
    names.insert(QueuedRole, "queued");
    names.insert(OnPathRole, "onPath");
    names.insert(CellKindRole, "cellKind");
    names.insert(StartRole, "start");
    names.insert(EndRole, "end");
    names.insert(HighlightRole, "highlight");
    names.insert(ClippedRole, "clipped");
    return names;
}

void DungeonModel::setScenario(std::shared_ptr<const Scenario> scenario)
{
    beginResetModel();
    m_scenario = std::move(scenario);
    m_candidates = DungeonGenerator::candidates(templateDoors(m_scenario->dungeon.tiles));
    m_grid = DungeonGrid(*m_scenario);
    m_list.reset();
    m_count = 0;
    m_firstStep.assign(m_scenario->pits.size(), -1);
    m_placeStep.assign(m_scenario->pits.size(), -1);
    m_onPath.assign(m_scenario->pits.size(), 0);
    forgetIndex();
    m_path.clear();
    m_marks.clear();
    m_position = 0;
    endResetModel();
    emit stepCountChanged(0);
    emit positionChanged(0);
}

void DungeonModel::updatePits(const std::vector<QPoint> &cells)
{
    if (m_count > 0)
        return;
    Rect changed;
    for (const QPoint &cell : cells) {
        const int row = cell.y();
        const int col = cell.x();
        if (!m_grid.contains(row, col))
            continue;
        // A pit changes its neighbours' allowed half-doors too.
        m_grid.setPit(row, col, m_scenario->isPit(row, col));
        changed.addAround(row, col, m_grid.rows() - 1, m_grid.cols() - 1);
    }
    if (!changed.isEmpty())
        emit dataChanged(index(changed.top, changed.left), index(changed.bottom, changed.right),
            {Qt::ToolTipRole, Qt::AccessibleTextRole, CellKindRole, AllowedRole});
}

void DungeonModel::updateTiles()
{
    if (m_count == 0)
        m_candidates = DungeonGenerator::candidates(templateDoors(m_scenario->dungeon.tiles));
}

void DungeonModel::clearSteps()
{
    if (!m_list)
        return;
    seek(0);
    m_list.reset();
    m_count = 0;
    std::fill(m_firstStep.begin(), m_firstStep.end(), -1);
    std::fill(m_placeStep.begin(), m_placeStep.end(), -1);
    forgetIndex();
    emit stepCountChanged(0);
}

void DungeonModel::appendSteps(const std::vector<DungeonStep> &steps)
{
    if (steps.empty())
        return;
    auto list = std::make_shared<DungeonSteps>(*m_scenario);
    list->reserve(std::size_t(m_count) + steps.size());
    for (int i = 0; i < m_count; ++i)
        list->append(step(i));
    for (const DungeonStep &each : steps)
        list->append(each);
    // The same list and more: keep what was counted from the steps held so far.
    m_list = list;
    appendSteps(DungeonStepBatch {list, list->size(), nullptr});
}

void DungeonModel::appendSteps(const DungeonStepBatch &batch)
{
    if (batch.list != m_list) {
        clearSteps();
        m_list = batch.list;
    }
    // Never past what the writer has published, whatever the batch says.
    const int count = int(std::min(batch.available, m_list->size()));
    if (count <= m_count)
        return;
    const bool wasAtFinish = atFinish();
    const int first = m_count;
    m_count = count;
    const bool done = m_list->kind(std::size_t(m_count - 1)) == DungeonStep::Done;
    // A whole finished build comes with its end grid from the worker: nothing to replay (its
    // path follows from the worker, setEndPath). Otherwise the new steps are applied to the
    // last ending; with no steps held, to the grid at 0.
    if (first == 0 && done && m_count == int(m_list->size()) && batch.end) {
        m_wholeEnd = batch.end;
        m_ending = Ending {m_wholeEnd, true, std::nullopt};
    } else {
        DungeonGrid grid = first == 0 ? m_grid : *m_ending.grid;
        for (int i = first; i < m_count; ++i) {
            if (m_list->kind(std::size_t(i)) != DungeonStep::Reject) // a rejection changes no cell
                grid.apply((*m_list)[std::size_t(i)]);
        }
        m_ending
            = Ending {std::make_shared<const DungeonGrid>(std::move(grid)), done, std::nullopt};
    }
    indexSteps(first);
    emit stepCountChanged(stepCount());
    // Held at the old end, the position is no longer the finish: the path goes.
    if (wasAtFinish != atFinish()) {
        Rect changed;
        markPath(changed);
        updatePath();
        markPath(changed);
        if (!changed.isEmpty())
            emit dataChanged(index(changed.top, changed.left), index(changed.bottom, changed.right),
                {OnPathRole});
    }
}

void DungeonModel::seek(int position)
{
    position = std::clamp(position, 0, stepCount());
    if (position == m_position)
        return;

    Rect changed;
    markHighlights(changed);
    markPath(changed);
    changed.add(reach(std::min(position, m_position), std::max(position, m_position)));
    // The grid at `position` is the same whichever way it is reached: from here, back from
    // the end (a copy of the ending's grid), or on from the start (a fresh grid). Take the way that
    // reads the fewest steps; making a grid costs about as much as reading a step a cell.
    const qint64 cells = qint64(m_grid.rows()) * m_grid.cols();
    const qint64 direct = std::abs(position - m_position);
    const qint64 fromEnd = cells + (m_count - position);
    const qint64 fromStart = cells + position;
    if (fromEnd < direct && fromEnd <= fromStart) {
        m_grid = *m_ending.grid;
        m_position = m_count;
    } else if (fromStart < direct) {
        m_grid = DungeonGrid(*m_scenario);
        m_position = 0;
    }
    if (position > m_position) {
        for (int i = m_position; i < position; ++i)
            m_grid.apply(step(i));
    } else {
        for (int i = m_position - 1; i >= position; --i)
            m_grid.unapply(step(i));
    }
    m_position = position;
    updateHighlights();
    updatePath();
    markHighlights(changed);
    markPath(changed);
    if (!changed.isEmpty()) {
        emit dataChanged(index(changed.top, changed.left), index(changed.bottom, changed.right),
            {Qt::DisplayRole, Qt::ToolTipRole, Qt::AccessibleTextRole, DoorsRole, AllowedRole,
                RequiredRole, TemplateRole, RotationRole, QueuedRole, OnPathRole, CellKindRole,
                StartRole, EndRole, HighlightRole, ClippedRole});
    }
    emit positionChanged(m_position);
}

DungeonModel::Highlight DungeonModel::highlightAt(int row, int col) const
{
    for (const StepMarks::CellMark &mark : m_marks) {
        if (mark.row != row || mark.col != col)
            continue;
        switch (mark.mark) {
        case StepMarks::Mark::Considered:
            return ConsideredCell;
        case StepMarks::Mark::Placed:
            return PlacedCell;
        case StepMarks::Mark::Clipped:
            return ClippedCell;
        case StepMarks::Mark::QueuedNow:
            return QueuedNowCell;
        default:
            return NoHighlight; // island marks
        }
    }
    return NoHighlight;
}

std::uint8_t DungeonModel::clippedAt(int row, int col) const
{
    for (const StepMarks::CellMark &mark : m_marks) {
        if (mark.row == row && mark.col == col)
            return mark.clipped;
    }
    return 0;
}

void DungeonModel::markHighlights(Rect &changed) const
{
    for (const StepMarks::CellMark &mark : m_marks)
        changed.add(mark.row, mark.col);
}

void DungeonModel::updateHighlights()
{
    // The step just taken and, after a placement, the clips and queue entries it caused.
    m_marks = StepMarks::dungeon(m_position, [this](std::size_t i) { return step(int(i)); });
    if (m_asking)
        m_marks = RuleBook::marksWhileAsked(std::move(m_marks));
}

void DungeonModel::askingChange()
{
    Rect changed;
    markHighlights(changed);
    updateHighlights();
    markHighlights(changed);
    if (!changed.isEmpty()) {
        emit dataChanged(index(changed.top, changed.left), index(changed.bottom, changed.right),
            {HighlightRole, ClippedRole, Qt::ToolTipRole, Qt::AccessibleTextRole});
    }
}

DungeonModel::CellReport DungeonModel::inspect(int row, int col) const
{
    CellReport report;
    if (!m_grid.contains(row, col))
        return report;
    const int cell = m_grid.index(row, col);
    report.pit = m_grid.isPit(row, col);
    report.filled = m_grid.isFilled(row, col);
    report.queued = m_grid.isQueued(row, col) && !report.filled;
    report.start = cell == m_grid.start();
    report.end = cell == m_grid.end();
    report.doors = m_grid.doors(row, col);
    report.allowed = m_grid.allowed(row, col);
    report.required = m_grid.required(row, col);
    report.templateIndex = m_grid.templateIndex(row, col);
    report.rotation = m_grid.rotation(row, col);

    const int first = m_firstStep[std::size_t(cell)];
    const int placed = m_placeStep[std::size_t(cell)];
    if (first < 0 || first >= m_position)
        return report;
    if (first == placed && !step(placed).fromQueue())
        return report; // start or end: a big room, no candidates checked

    report.candidates.reserve(int(m_candidates.size()));
    for (const DungeonCandidate &candidate : m_candidates) {
        CandidateReport entry;
        entry.mask = candidate.mask;
        entry.templateIndex = candidate.templateIndex;
        entry.rotation = candidate.rotation;
        report.candidates.append(entry);
    }
    const int stop = placed >= 0 ? std::min(placed + 1, m_position) : m_position;
    for (int i = first; i < stop; ++i) {
        const DungeonStep &step = this->step(i);
        if (step.row != row || step.col != col)
            continue;
        for (CandidateReport &entry : report.candidates) {
            if (entry.templateIndex != step.templateIndex() || entry.rotation != step.rotation())
                continue;
            if (step.kind == DungeonStep::Reject) {
                entry.verdict = CandidateReport::Rejected;
                entry.reason = step.rejection();
            } else if (step.kind == DungeonStep::Place) {
                entry.verdict = CandidateReport::Chosen;
            }
        }
    }
    if (placed >= 0 && placed < m_position) {
        for (CandidateReport &entry : report.candidates) {
            if (entry.verdict == CandidateReport::Pending)
                entry.verdict = CandidateReport::Valid;
        }
    }
    return report;
}
