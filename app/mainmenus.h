// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class Actions;
class Classroom;
class CompareMode;
class DocumentFiles;
class LessonEditors;
class LessonSession;
class QDockWidget;
class QMainWindow;
class QAction;
class QMenu;
class QToolBar;
class QuestionCoach;
class RecentFilesMenu;

// The window's menu bar and tool bars, made once from the actions (Qt's
// mainwindows/application keeps them apart from the window's routing). Made after the
// docks: Panels and Toolbars lists every dock and tool bar.
class MainMenus : public QObject
{
    Q_OBJECT

public:
    // What the menus hold besides the actions.
    struct Parts
    {
        LessonSession *session;
        LessonEditors *editors; // the session's lessons' maps, docks and tool tips
        DocumentFiles *files;
        CompareMode *compare;
        QuestionCoach *questions;
        QDockWidget *logDock; // You Are the Algorithm tabs its dock beside it
        Classroom *classroom; // the live class: Build ▸ Start Class, its results
    };

    MainMenus(QMainWindow *window, const Actions *actions, const Parts &parts);

    RecentFilesMenu *recentMenu() const { return m_recentMenu; }
    void retranslateUi();

private:
    void createMenus(const Parts &parts);
    void createToolBars(CompareMode *compare);

    QMainWindow *m_window;
    const Actions *m_actions;
    QMenu *m_fileMenu = nullptr;
    QAction *m_lessonProperties = nullptr; // File > Lesson Properties
    RecentFilesMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_buildMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_docksMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QList<QToolBar *> m_toolBars;
};
