// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimenttablemodel.h"

namespace {

// A CSV line's fields. No field of the table holds a comma or a quote (numbers, 6a/6b,
// on/off, RxC, 0+1+2), so splitting at commas is exact.
QByteArrayList fields(const QByteArray &line)
{
    return line.trimmed().split(',');
}

} // namespace

ExperimentTableModel::ExperimentTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_header(fields(Experiment::csvHeader()))
{ }

void ExperimentTableModel::setRows(const std::vector<ExperimentRow> &rows)
{
    QList<QByteArray> lines;
    for (const ExperimentRow &row : rows)
        lines.append(Experiment::csvLine(row));
    m_rows = rows;
    m_dungeonRows.clear();
    setCells(Experiment::csvHeader(), lines);
}

void ExperimentTableModel::setDungeonRows(const std::vector<DungeonExperimentRow> &rows)
{
    QList<QByteArray> lines;
    for (const DungeonExperimentRow &row : rows)
        lines.append(Experiment::dungeonCsvLine(row));
    m_rows.clear();
    m_dungeonRows = rows;
    setCells(Experiment::dungeonCsvHeader(), lines);
}

void ExperimentTableModel::setCells(const QByteArray &header, const QList<QByteArray> &lines)
{
    beginResetModel();
    m_header = fields(header);
    m_cells.clear();
    m_cells.reserve(std::size_t(lines.size()));
    for (const QByteArray &line : lines)
        m_cells.push_back(fields(line));
    endResetModel();
}

int ExperimentTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cells.size());
}

int ExperimentTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_header.size());
}

QVariant ExperimentTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role == Qt::DisplayRole)
        return QString::fromLatin1(m_cells[std::size_t(index.row())].at(index.column()));
    if (role == Qt::TextAlignmentRole)
        return index.column() < 2 ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ExperimentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    // The columns keep the CSV's names in every language: they are the contract a
    // student's script reads, and the table is that CSV.
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < m_header.size() ? QString::fromLatin1(m_header.at(section))
                                                         : QVariant();
    return section + 1;
}
