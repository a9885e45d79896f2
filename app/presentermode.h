// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QSize>

class LessonEditors;
class LessonSession;
class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QToolBar;
class Spotlight;

// View ▸ Presenter Mode (F9), for the projector: the window goes full screen with only the
// map, the timeline and a large one-line caption of the current step (its log line, in
// the current language); the map fits the screen so that the cell numbers grow with it, and
// the mouse pointer gets a spotlight. The same key brings back the layout exactly as it
// was: docks and toolbars (saveState / restoreState), menu and status bar, window state and
// zoom. Playback keys work throughout: the timeline's buttons carry them.
class PresenterMode : public QObject
{
    Q_OBJECT

public:
    PresenterMode(QMainWindow *window, LessonEditors *editors);

    QAction *action() const { return m_action; }
    QList<QAction *> actions() const { return {m_action, m_keepCode}; }
    bool isActive() const { return m_active; }
    void setActive(bool active);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void enter();
    void leave();
    void hideAllButTheMap();
    // The docks a lecture may keep on screen when they are there: the lessons' code and call
    // stacks (View ▸ Keep Code in Presenter Mode).
    QList<QDockWidget *> algorithmDocks() const;
    void updateCaption();
    void retranslateUi();

    QMainWindow *m_window;
    LessonEditors *m_editors;
    LessonSession *m_session;
    QAction *m_action;
    QAction *m_keepCode;
    bool m_active = false;
    // While active: the caption's bar and the spotlight, made for the occasion.
    QPointer<QToolBar> m_captionBar;
    QPointer<QLabel> m_caption;
    QPointer<Spotlight> m_spotlight;
    // What leaving restores.
    QByteArray m_state;
    QByteArray m_geometry;
    Qt::WindowStates m_windowState;
    QSize m_normalSize;
    bool m_restorePending = false; // until the window is back at m_normalSize
    bool m_menuBarVisible = true;
    bool m_statusBarVisible = true;
    int m_cellSize = 0;
    bool m_fit = true;
};
