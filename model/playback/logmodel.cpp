// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logmodel.h"

#include "mapmodel.h"
#include "rulebook.h"

LogModel::LogModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void LogModel::setSourceModel(MapModel *model)
{
    beginResetModel();
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    m_source = model;
    m_rows = rowsShown();
    m_currentRow = model ? std::min(model->position(), m_rows) - 1 : -1;
    if (model) {
        connect(model, &MapModel::stepCountChanged, this, [this] { syncRows(rowsShown()); });
        connect(model, &MapModel::askingChanged, this, [this] { syncRows(rowsShown()); });
        connect(model, &MapModel::positionChanged, this, &LogModel::syncPosition);
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            syncRows(rowsShown());
            syncPosition(m_source->position());
        });
    }
    endResetModel();
    emit currentRowChanged(m_currentRow);
}

// Every step, or while a question is open the steps up to the one shown: the next line would
// answer it (RuleBook::whileAsked(Part::Log)).
int LogModel::rowsShown() const
{
    if (!m_source)
        return 0;
    const int count = m_source->stepCount();
    if (m_source->isAsking()
        && RuleBook::whileAsked(RuleBook::Part::Log) != RuleBook::Shown::Everything)
        return std::min(count, m_source->position());
    return count;
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!m_source
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return m_source->stepText(index.row());
    case Qt::ToolTipRole:
        //: Tooltip of a recursion log line: %1 step number, %2 recursion depth
        return tr("Step %L1, depth %L2").arg(index.row() + 1).arg(m_source->stepDepth(index.row()));
    case DepthRole:
        return m_source->stepDepth(index.row());
    case CurrentRole:
        return index.row() == m_currentRow;
    default:
        break;
    }
    return QVariant();
}

QHash<int, QByteArray> LogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(DepthRole, "depth");
    names.insert(CurrentRole, "current");
    return names;
}

void LogModel::retranslate()
{
    if (m_rows > 0)
        emit dataChanged(index(0), index(m_rows - 1),
            {Qt::DisplayRole, Qt::AccessibleTextRole, Qt::ToolTipRole});
}

void LogModel::syncRows(int count)
{
    if (count == m_rows)
        return;
    if (count > m_rows) {
        beginInsertRows(QModelIndex(), m_rows, count - 1);
        m_rows = count;
        endInsertRows();
    } else if (count == 0) {
        beginResetModel();
        m_rows = 0;
        m_currentRow = -1;
        endResetModel();
        emit currentRowChanged(-1);
        return;
    } else {
        beginRemoveRows(QModelIndex(), count, m_rows - 1);
        m_rows = count;
        endRemoveRows();
    }
    if (m_source)
        syncPosition(m_source->position());
}

void LogModel::syncPosition(int position)
{
    const int row = std::min(position, m_rows) - 1;
    if (row == m_currentRow)
        return;
    const int old = m_currentRow;
    m_currentRow = row;
    if (old >= 0 && old < m_rows)
        emit dataChanged(index(old), index(old), {CurrentRole});
    if (row >= 0)
        emit dataChanged(index(row), index(row), {CurrentRole});
    emit currentRowChanged(row);
}
