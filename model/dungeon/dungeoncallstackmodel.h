// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonfillqueue.h"

#include <QAbstractListModel>
#include <QPointer>

class DungeonModel;

// The dungeon lesson's Call Stack dock: the cell being filled with its candidates and
// their verdicts so far, then the fill queue in order with each cell's required sides.
// It follows the dungeon model's playback position.
class DungeonCallStackModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Roles {
        CellRole = Qt::UserRole + 1, // QPoint(column, row) of the row's cell
    };
    Q_ENUM(Roles)

    explicit DungeonCallStackModel(QObject *parent = nullptr);

    void setDungeonModel(DungeonModel *model);
    const DungeonFillQueue &queue() const { return m_queue; }
    // The cell being filled (the last step's, while its candidates are checked or just
    // after its placement), or -1 for none; and the steps of its verdicts so far.
    int headRow() const { return m_headRow; }
    int headColumn() const { return m_headCol; }
    const std::vector<int> &verdictSteps() const { return m_verdicts; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    void sync();
    // Off while no one can see the dock; turned on, it catches up at once.
    void setFollowing(bool following);

private:
    void restart();
    QString sidesText(std::uint8_t mask) const;

    QPointer<DungeonModel> m_dungeon;
    DungeonFillQueue m_queue;
    int m_position = 0;
    bool m_following = true;
    int m_headRow = -1;
    int m_headCol = -1;
    std::vector<int> m_verdicts; // step indices: the head's Reject steps and its Place
    int m_queueFrom = 0; // 1 while the head, still the queue's front, is being filled
    int headRows() const { return m_headRow >= 0 ? 1 + int(m_verdicts.size()) : 0; }
};
