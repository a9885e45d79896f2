// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeoncallstack.h"

#include <QAbstractListModel>
#include <QPointer>

class DungeonModel;

// The dungeon lesson's Call Stack dock: the cell being filled with its candidates and
// their verdicts so far, then the fill queue in order with each cell's required sides.
// It follows the dungeon model's playback position; the frames are the core's
// (DungeonCallStack), this model only words them.
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
    // The core's stack (dungeoncallstack.h) at the position followed.
    const DungeonCallStack &stack() const { return m_stack; }
    const DungeonFillQueue &queue() const { return m_stack.queue(); }
    int headRow() const { return m_stack.headRow(); }
    int headColumn() const { return m_stack.headColumn(); }
    const std::vector<int> &verdictSteps() const { return m_stack.verdictSteps(); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    void sync();
    // Off while no one can see the dock; turned on, it catches up at once.
    void setFollowing(bool following);

private:
    void restart();
    bool hidden() const;
    QString sidesText(std::uint8_t mask) const;

    QPointer<DungeonModel> m_dungeon;
    DungeonCallStack m_stack;
    bool m_following = true;
};
