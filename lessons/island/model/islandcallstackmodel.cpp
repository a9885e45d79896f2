// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandcallstackmodel.h"

#include "localedigits.h"

#include "cellcoordinates.h"
#include "islandmodel.h"
#include "rulebook.h"

#include <QPoint>

IslandCallStackModel::IslandCallStackModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void IslandCallStackModel::setIslandModel(IslandModel *model)
{
    if (m_ocean)
        disconnect(m_ocean, nullptr, this, nullptr);
    m_ocean = model;
    if (model) {
        connect(model, &MapModel::positionChanged, this, &IslandCallStackModel::sync);
        connect(model, &MapModel::stepCountChanged, this, &IslandCallStackModel::sync);
        // A question opened or closed: the candidates go or come back, in every row.
        connect(model, &MapModel::askingChanged, this, [this] {
            if (m_rows > 0)
                emit dataChanged(index(0), index(m_rows - 1));
        });
        // A new scenario (size, pits, settings) means a new starting map.
        connect(model, &QAbstractItemModel::modelReset, this, &IslandCallStackModel::restart);
    }
    restart();
}

void IslandCallStackModel::restart()
{
    beginResetModel();
    m_stack = m_ocean ? IslandCallStack(m_ocean->scenario()) : IslandCallStack();
    m_rows = 0;
    if (m_ocean && m_following)
        m_stack.seek(m_ocean->stepList(), m_ocean->position());
    m_stack.takeChangedFrom();
    m_rows = m_stack.depth();
    endResetModel();
}

void IslandCallStackModel::setFollowing(bool following)
{
    m_following = following;
    sync();
}

void IslandCallStackModel::sync()
{
    if (!m_ocean || !m_following)
        return;
    m_stack.seek(m_ocean->stepList(), m_ocean->position());
    const int changedFrom = m_stack.takeChangedFrom();
    const int rows = m_stack.depth();
    // Rows that stay but changed, then the ones that came or went: a step of playback
    // touches one or two rows, whatever the depth.
    const int kept = std::min(rows, m_rows);
    if (changedFrom < kept)
        emit dataChanged(index(changedFrom), index(kept - 1));
    if (rows > m_rows) {
        beginInsertRows(QModelIndex(), m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows(QModelIndex(), rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
}

int IslandCallStackModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant IslandCallStackModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    // While rows are being removed the stack is already shorter than the rows shown.
    if (index.row() >= m_stack.depth())
        return QVariant();
    const IslandCallStack::Frame &frame = m_stack.frame(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return CellCoordinates::isolated(
            frameText(index.row()) + QLatin1Char('\n') + candidatesText(index.row()));
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return CellCoordinates::isolated(
            frameText(index.row()) + QStringLiteral(". ") + candidatesText(index.row()));
    case CellRole:
        return QPoint(frame.col, frame.row);
    case CandidatesRole: {
        QList<QPoint> cells;
        for (int i = 0; i < frame.count && !candidatesHidden(); ++i) {
            const auto cell = int(frame.candidates[std::size_t(i)]);
            cells.append(QPoint(cell % m_stack.cols(), cell / m_stack.cols()));
        }
        return QVariant::fromValue(cells);
    }
    default:
        break;
    }
    return QVariant();
}

QString IslandCallStackModel::frameText(int depth) const
{
    const IslandCallStack::Frame &frame = m_stack.frame(depth);
    const int island = m_stack.island();
    //: Call Stack: one active call; %1 depth (0 = the seed), (%2, %3) its cell, %4 the
    //: island, %5 the island's size along this path, %6 its target size
    return tr("%1. grow(%2, %3): island %4, %5 of %6 cells")
        .arg(LocaleDigits::number(depth))
        .arg(LocaleDigits::number(frame.row))
        .arg(LocaleDigits::number(frame.col))
        .arg(LocaleDigits::number(island))
        .arg(LocaleDigits::number(depth + 1))
        .arg(LocaleDigits::number(m_stack.target(island)));
}

bool IslandCallStackModel::candidatesHidden() const
{
    return m_ocean && m_ocean->isAsking() && !RuleBook::whileAsked(RuleBook::StackLine::Candidates);
}

QString IslandCallStackModel::candidatesText(int depth) const
{
    if (candidatesHidden())
        //: Call Stack: instead of a call's candidates while a question is open (they would
        //: answer it)
        return tr("candidates: shown once the question is answered");
    const IslandCallStack::Frame &frame = m_stack.frame(depth);
    if (frame.count == 0) {
        if (depth + 1 >= m_stack.target(m_stack.island()))
            //: Call Stack: the call found its island at the target size
            return tr("base case: the island is complete");
        //: Call Stack: a call whose cell has no valid expansion
        return tr("no candidates: a dead end");
    }
    QStringList parts;
    for (int i = 0; i < frame.count; ++i) {
        const auto cell = int(frame.candidates[std::size_t(i)]);
        const int row = cell / m_stack.cols();
        const int col = cell % m_stack.cols();
        switch (m_stack.candidateState(depth, i)) {
        case IslandCallStack::CandidateState::Failed:
            //: Call Stack: a candidate whose path dead-ended (the mark x is not colour alone)
            parts.append(LocaleDigits::cell(tr("x (%1, %2) failed"), row, col));
            break;
        case IslandCallStack::CandidateState::Trying:
            //: Call Stack: the candidate this call is trying now
            parts.append(LocaleDigits::cell(tr("> (%1, %2) trying"), row, col));
            break;
        case IslandCallStack::CandidateState::Pending:
            //: Call Stack: a candidate not tried yet
            parts.append(LocaleDigits::cell(tr("(%1, %2) to try"), row, col));
            break;
        }
    }
    //: Call Stack: the list of candidates of one call, in the order tried
    return tr("candidates: %1").arg(parts.join(QStringLiteral(", ")));
}
