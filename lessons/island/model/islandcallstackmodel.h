// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandcallstack.h"

#include <QAbstractListModel>
#include <QPointer>

class IslandModel;

// The Call Stack dock's list: one row per active grow() call of the island build at the
// ocean model's playback position, the seed first and the current cell last. It follows
// the ocean model: each seek moves its IslandCallStack by the steps in between and
// reports only the rows that changed (a push inserts one, a pop removes one).
class IslandCallStackModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Roles {
        CellRole = Qt::UserRole + 1, // QPoint(column, row) of the frame's cell
        CandidatesRole, // QList<QPoint> of its candidates, in the order tried
    };
    Q_ENUM(Roles)

    explicit IslandCallStackModel(QObject *parent = nullptr);

    void setIslandModel(IslandModel *model);
    const IslandCallStack &stack() const { return m_stack; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The frame's text: "grow(4, 7): island 2, 4 of 9 cells" and its candidates with
    // their state ("x (3, 7) failed, > (4, 8) trying, (5, 7) to try"); while a question is
    // open, the candidates wait (RuleBook::whileAsked).
    QString frameText(int depth) const;
    QString candidatesText(int depth) const;
    bool candidatesHidden() const;

    // Follows the ocean model now (also called on its signals).
    void sync();
    // Whether to follow playback: off while no one can see the dock, so that a hidden
    // Call Stack costs playback nothing; turned on, it catches up at once.
    void setFollowing(bool following);

private:
    void restart();

    QPointer<IslandModel> m_ocean;
    IslandCallStack m_stack;
    int m_rows = 0;
    bool m_following = true;
};
