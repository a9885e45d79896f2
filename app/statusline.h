// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class Actions;
class LessonEditors;
class LessonSession;
class MapView;
class QLabel;
class QStatusBar;

// The window's status bar beyond its messages: the cell under the cursor, the line
// while a map is in its keyboard editing state, and each edit, undo and redo named with
// the key that takes it back.
class StatusLine : public QObject
{
    Q_OBJECT

public:
    StatusLine(QStatusBar *bar, LessonEditors *editors, const Actions *actions);

    // The editing line follows `view` too (a view that Compare adds).
    void watchMapEditing(MapView *view);

private:
    // A key that changed the build says so.
    void nameEdit(int index);

    QStatusBar *m_bar;
    LessonEditors *m_editors;
    LessonSession *m_session;
    const Actions *m_actions;
    QLabel *m_cursorLabel;
    QLabel *m_editingLabel;
    int m_undoIndex = 0;
};
