// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QPointer>

#include "mapmodel.h"

// The recursion log: one row per step of a MapModel's build. The rows hold no text of
// their own; each line is asked of MapModel::stepText when shown, so 150,000 rows cost
// nothing and a change of language changes every line already in the log.
class LogModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Roles {
        DepthRole = Qt::UserRole + 1, // int: recursion depth, for indenting
        CurrentRole, // bool: the step the map shows now
    };
    Q_ENUM(Roles)

    explicit LogModel(QObject *parent = nullptr);

    void setSourceModel(MapModel *model);
    MapModel *sourceModel() const { return m_source; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The row of the step the map shows (position - 1), or -1 at the start.
    int currentRow() const { return m_currentRow; }
    // Row `row` is step row + 1: seeking there shows the state after that step.
    static int positionForRow(int row) { return row + 1; }

    // Asks views to fetch every line again, e.g. after the language changed.
    void retranslate();

signals:
    void currentRowChanged(int row);

private:
    int rowsShown() const;
    void syncRows(int count);
    void syncPosition(int position);

    QPointer<MapModel> m_source;
    int m_rows = 0;
    int m_currentRow = -1;
};
