// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QListView;
class QModelIndex;

// The Call Stack dock: a note on how to read it and one line per frame of the lesson's
// call-stack model (islands: the active grow() calls; dungeon: the fill queue). It keeps
// the newest frame in sight while playback runs, and says which frame the user selects.
class CallStackView : public QWidget
{
    Q_OBJECT

public:
    explicit CallStackView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model);
    QListView *listView() const { return m_list; }
    // The note above the list (translated by the owner, who knows the lesson).
    void setNote(const QString &text);

signals:
    // The user selected a frame (an invalid index when the selection went away).
    void frameSelected(const QModelIndex &index);

private:
    QPointer<QAbstractItemModel> m_model;
    QLabel *m_note;
    QListView *m_list;
};
