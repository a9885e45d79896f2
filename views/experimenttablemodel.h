// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment.h"

#include <QAbstractTableModel>
#include <QByteArrayList>

// The sweep's table as the CSV has it (experiments.md): one row per point, the CSV's
// columns under the CSV's names, each cell the CSV's text, so that what a lecturer reads
// in the dock is what `mapgen experiment` prints.
class ExperimentTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ExperimentTableModel(QObject *parent = nullptr);

    void setRows(const std::vector<ExperimentRow> &rows);
    const std::vector<ExperimentRow> &rows() const { return m_rows; }
    // A dungeon sweep's table (its own columns); the island rows are cleared.
    void setDungeonRows(const std::vector<DungeonExperimentRow> &rows);
    const std::vector<DungeonExperimentRow> &dungeonRows() const { return m_dungeonRows; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void setCells(const QByteArray &header, const QList<QByteArray> &lines);

    std::vector<ExperimentRow> m_rows;
    std::vector<DungeonExperimentRow> m_dungeonRows;
    std::vector<QByteArrayList> m_cells; // the CSV's fields, per row
    QByteArrayList m_header;
};
