// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class Actions;
class Classroom;
class CompareMode;
class ControlsPanel;
class DockNavigation;
class DocumentFiles;
class Lesson;
class LessonEditors;
class LessonPanel;
class LessonSession;
class LocalizedDocks;
class LogView;
class MainMenus;
class MapModel;
class MapView;
class PlaybackBar;
class QuestionCoach;
class QDockWidget;
class QStackedWidget;
class QUndoView;
class ScenarioDocument;
class StatusLine;

// The workbench window: it makes the actions, menus, tool bars and docks and routes them
// to the session, which owns the document and drives the lessons' document parts
// (LessonSession). The window owns the lessons' editor parts (LessonEditors): the centre
// shows the lesson's map above the playback bar; around it the docks Controls, Lesson,
// Recursion Log, Statistics and Undo History, and the lesson's own docks while it is the
// session's lesson. The window never asks which lesson that is.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override = default;

    // Opens a scenario file; a bad one shows the loader's message and changes nothing.
    // No unsaved-changes prompt here (see openFileInteractively()).
    bool openFile(const QString &fileName);
    // The built-in demo scenario, ready to press Play.
    bool openDemo();

    LessonSession *session() const { return m_session; }
    LessonEditors *editors() const { return m_editors; }
    ScenarioDocument *document() const;
    // The session's lesson's model and map view.
    MapModel *currentModel() const;
    MapView *currentView() const;
    // The live class (Build ▸ Start Class).
    Classroom *classroom() const { return m_classroom; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void connectActions();
    void createCentre();
    void createDocks();
    void retranslateUi();
    void readSettings();
    void writeSettings();

    void updateWindowTitle();

    void showLesson(Lesson *lesson);
    void showScenario();
    void showLessonTexts();
    // Room for what the docks show: the controls as high as they need, the rest of the left
    // side for the docks below; each side as wide as its tabs' titles (LocalizedDocks).
    void fitDocks();
    void updatePlaybackActions();

    LessonSession *m_session;
    LessonEditors *m_editors;
    Actions *m_actions;
    DocumentFiles *m_files;
    CompareMode *m_compare = nullptr;
    LocalizedDocks *m_docks = nullptr;
    DockNavigation *m_navigation = nullptr;
    QuestionCoach *m_questions = nullptr;
    Classroom *m_classroom = nullptr;

    QStackedWidget *m_mapStack = nullptr;
    QStackedWidget *m_statisticsStack = nullptr;
    PlaybackBar *m_playbackBar = nullptr;
    LogView *m_logView = nullptr;
    ControlsPanel *m_controls = nullptr;
    LessonPanel *m_lessonText = nullptr;
    QUndoView *m_undoView = nullptr;

    QDockWidget *m_logDock = nullptr;
    QDockWidget *m_controlsDock = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    QDockWidget *m_statisticsDock = nullptr;
    QDockWidget *m_undoDock = nullptr;
    MainMenus *m_menus = nullptr;
    StatusLine *m_status = nullptr;
};
