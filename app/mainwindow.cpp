// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "actions.h"
#include "buildfailurebox.h"
#include "classroom.h"
#include "comparemode.h"
#include "controlspanel.h"
#include "docknavigation.h"
#include "documentfiles.h"
#include "experimentsdock.h"
#include "lesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonpanel.h"
#include "lessonsession.h"
#include "localizeddocks.h"
#include "logview.h"
#include "mainmenus.h"
#include "mapmodel.h"
#include "mapview.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "questioncoach.h"
#include "recentfilesmenu.h"
#include "scenariodocument.h"
#include "settingskeys.h"
#include "statusline.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_session(new LessonSession(this))
    , m_editors(new LessonEditors(m_session, this))
    , m_actions(new Actions(document()->undoStack(), this))
    , m_files(new DocumentFiles(m_session, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/mapgen-workbench.svg")));
    m_session->setObjectName(QStringLiteral("session"));
    m_status = new StatusLine(statusBar(), m_editors, m_actions);

    createCentre();
    createDocks();
    m_menus = new MainMenus(this, m_actions,
        {m_session, m_editors, m_files, m_compare, m_questions, m_logDock, m_classroom});
    connectActions();

    ScenarioDocument *doc = document();
    for (auto changed : {&ScenarioDocument::gridReplaced, &ScenarioDocument::settingsChanged})
        connect(doc, changed, this, &MainWindow::showScenario);
    connect(doc, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateWindowTitle);
    connect(doc, &ScenarioDocument::fileNameChanged, this, &MainWindow::updateWindowTitle);
    connect(m_session, &LessonSession::lessonChanged, this, &MainWindow::showLesson);
    connect(
        m_session, &LessonSession::playbackStateChanged, this, &MainWindow::updatePlaybackActions);
    connect(m_session, &LessonSession::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_editors, &LessonEditors::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_compare, &CompareMode::viewAdded, m_status, &StatusLine::watchMapEditing);
    new BuildFailureBox(m_session, this);
    connect(m_controls, &ControlsPanel::islandSettingsEdited, this,
        [this](const IslandSettings &settings) {
            document()->setIslandSettings(settings);
            m_controls->setScenario(document()->scenario()); // a swapped min and max shows too
        });
    connect(m_controls, &ControlsPanel::seedEdited, doc, &ScenarioDocument::setSeed);
    connect(m_controls, &ControlsPanel::newSeedRequested, doc, &ScenarioDocument::newSeed);
    connect(m_controls, &ControlsPanel::gridSizeEdited, this, [this](int rows, int cols) {
        document()->resize(rows, cols);
        currentView()->fitToWindow();
    });
    connect(m_logView, &LogView::seekRequested, m_session, &LessonSession::seek);

    retranslateUi();
    m_navigation->nameDocks();
    m_docks = new LocalizedDocks(this);
    readSettings();
    showLesson(m_session->lesson());
    showScenario();
    // Start where Space, the arrows, Home and End drive playback (not in a text field).
    m_playbackBar->timeline()->setFocus();
}

ScenarioDocument *MainWindow::document() const
{
    return m_session->document();
}

MapModel *MainWindow::currentModel() const
{
    return m_session->lesson()->model();
}

MapView *MainWindow::currentView() const
{
    return m_editors->view();
}

// ---- Composition ----

void MainWindow::createCentre()
{
    // The lessons' maps stacked above the playback bar.
    auto *centre = new QWidget(this);
    auto *layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_mapStack = new QStackedWidget(centre);
    layout->addWidget(m_mapStack, 1);
    m_compare = new CompareMode(m_editors, m_mapStack, centre);
    m_playbackBar = new PlaybackBar(centre);
    m_playbackBar->setObjectName(QStringLiteral("playbackBar"));
    m_playbackBar->setController(m_session->playback());
    m_playbackBar->setActions({m_actions->toStart, m_actions->stepBack, m_actions->play,
        m_actions->stepForward, m_actions->toEnd});
    layout->addWidget(m_playbackBar);
    setCentralWidget(centre);

    for (LessonEditor *editor : m_editors->editors())
        m_mapStack->addWidget(editor->view());
}

void MainWindow::createDocks()
{
    auto makeDock = [this](const char *name, QWidget *content, const char *contentName,
                        Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(this);
        dock->setObjectName(QString::fromLatin1(name));
        content->setObjectName(QString::fromLatin1(contentName));
        dock->setWidget(content);
        addDockWidget(area, dock);
        return dock;
    };

    m_logView = new LogView(this);
    m_logView->setLogModel(m_session->logModel());
    m_logDock
        = makeDock("recursionLogDock", m_logView, "recursionLogView", Qt::RightDockWidgetArea);

    m_controls = new ControlsPanel;
    m_controls->setObjectName(QStringLiteral("controlsPanel"));
    m_controls->setActions(
        m_actions->start, m_actions->reset, m_actions->clear, m_actions->sprinkle);
    m_controlsDock = makeDock(
        "controlsDock", m_controls->inScrollArea(this), "controlsScroll", Qt::LeftDockWidgetArea);

    m_statisticsStack = new QStackedWidget(this);
    for (LessonEditor *editor : m_editors->editors())
        m_statisticsStack->addWidget(editor->statisticsPage());
    m_statisticsDock
        = makeDock("statisticsDock", m_statisticsStack, "statisticsStack", Qt::RightDockWidgetArea);

    m_lessonText = new LessonPanel(this);
    m_lessonDock = makeDock("lessonDock", m_lessonText, "lessonPanel", Qt::LeftDockWidgetArea);
    m_undoView = new QUndoView(document()->undoStack(), this);
    m_undoDock = makeDock("undoHistoryDock", m_undoView, "undoView", Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_lessonDock, m_undoDock);
    new ExperimentsDock(m_session, m_files, this);
    m_questions = new QuestionCoach(m_editors, m_playbackBar, this);
    connect(m_questions, &QuestionCoach::askingChanged, m_compare, &CompareMode::setAsking);
    m_classroom = new Classroom(m_editors, m_questions, this);
    connect(m_classroom, &Classroom::statusMessage, statusBar(), &QStatusBar::showMessage);
    tabifyDockWidget(m_logDock, m_questions->dock()); // asking covers the log's lines ahead
    m_navigation = new DockNavigation(this, [this] { return currentView(); });

    // The lessons' own docks, as tabs: on the right beside the statistics, on the left
    // beside the lesson text.
    for (LessonEditor *editor : m_editors->editors()) {
        for (const LessonEditor::Dock &place : editor->docks()) {
            addDockWidget(place.area, place.dock);
            tabifyDockWidget(
                place.area == Qt::RightDockWidgetArea ? m_statisticsDock : m_lessonDock,
                place.dock);
        }
    }
    m_lessonDock->raise();
    m_logDock->raise(); // the Question tab comes forward when it asks
    resizeDocks({m_controlsDock, m_logDock}, {300, 320}, Qt::Horizontal);
    // The controls are what a student reaches for first: room for all of them, the lesson
    // below scrolls.
    resizeDocks({m_controlsDock, m_lessonDock}, {540, 260}, Qt::Vertical);
}

// ---- Routing ----

void MainWindow::connectActions()
{
    const Actions &a = *m_actions;
    LessonSession *session = m_session;
    DocumentFiles *files = m_files;
    connect(a.open, &QAction::triggered, files, [files] { files->openInteractively(); });
    connect(m_menus->recentMenu(), &RecentFilesMenu::fileChosen, files,
        &DocumentFiles::openInteractively);
    connect(a.save, &QAction::triggered, files, &DocumentFiles::save);
    connect(a.saveAs, &QAction::triggered, files, &DocumentFiles::saveAs);
    connect(a.demo, &QAction::triggered, files, [files] {
        if (files->maybeSave())
            files->openDemo();
    });
    connect(files, &DocumentFiles::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);

    connect(a.start, &QAction::triggered, session, [session] { session->start(true); });
    connect(a.reset, &QAction::triggered, session, &LessonSession::reset);
    connect(a.clear, &QAction::triggered, document(), &ScenarioDocument::clearPits);
    connect(a.sprinkle, &QAction::triggered, this,
        [this] { document()->sprinkle(m_controls->sprinkleDensity()); });
    connect(a.newSeed, &QAction::triggered, document(), &ScenarioDocument::newSeed);
    connect(a.modes, &QActionGroup::triggered, this, [this](QAction *action) {
        document()->setMode(MapMode(action->data().toInt()));
        showScenario(); // the exclusive actions show the mode again when nothing changed
    });

    connect(a.play, &QAction::triggered, session, &LessonSession::togglePlay);
    connect(a.stepForward, &QAction::triggered, session, &LessonSession::stepForward);
    connect(a.stepBack, &QAction::triggered, session, &LessonSession::stepBack);
    connect(a.toStart, &QAction::triggered, session, &LessonSession::toStart);
    connect(a.toEnd, &QAction::triggered, session, &LessonSession::toEnd);

    connect(a.zoomIn, &QAction::triggered, this, [this] { currentView()->zoomIn(); });
    connect(a.zoomOut, &QAction::triggered, this, [this] { currentView()->zoomOut(); });
    connect(a.fit, &QAction::triggered, this, [this] { currentView()->fitToWindow(); });
    connect(a.fullScreen, &QAction::toggled, this,
        [this](bool on) { on ? showFullScreen() : showNormal(); });
    connect(a.palette, &QAction::toggled, this, [this](bool safe) {
        for (LessonEditor *editor : m_editors->editors())
            editor->setColourPalette(
                safe ? IslandPainter::Palette::ColourBlindSafe : IslandPainter::Palette::Standard);
    });
    // Every map, Compare's right-hand one included.
    connect(a.reduceMotion, &QAction::toggled, this, [this](bool reduced) {
        for (MapView *view : findChildren<MapView *>())
            view->setReducedMotion(reduced);
        QSettings().setValue(SettingsKeys::ReduceMotion, reduced);
    });
    connect(m_compare, &CompareMode::viewAdded, this,
        [this](MapView *view) { view->setReducedMotion(m_actions->reduceMotion->isChecked()); });
    connect(a.nextPanel, &QAction::triggered, m_navigation, &DockNavigation::nextPanel);
    connect(a.previousPanel, &QAction::triggered, m_navigation, &DockNavigation::previousPanel);
    connect(a.patterns, &QAction::toggled, this, [this](bool on) {
        for (LessonEditor *editor : m_editors->editors())
            editor->setPatternsEverywhere(on);
    });
    connect(a.about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Mapgen Workbench"),
            tr("<h3>Mapgen Workbench %1</h3><p>Step-by-step lessons in procedural map "
               "generation: islands grown by recursive backtracking, dungeons of tiles "
               "placed with constraint propagation.</p><p>Free software under the GNU "
               "General Public License, version 3 or later. The lessons it exports carry "
               "their code under the MIT licence: copy, post and change them freely.</p>"
               "<p>It comes with absolutely no warranty.</p>")
                .arg(QApplication::applicationVersion()));
    });
    for (LessonEditor *editor : m_editors->editors())
        connect(
            m_controls, &ControlsPanel::pitEditingToggled, editor->view(), &MapView::setPitEditing);
}

void MainWindow::showLesson(Lesson *lesson)
{
    const LessonEditor *shown = m_editors->editor(lesson);
    m_mapStack->setCurrentWidget(shown->view());
    m_statisticsStack->setCurrentWidget(shown->statisticsPage());
    m_playbackBar->setModel(lesson->model());
    // A lesson's own docks come and go with it (the Panels menu still shows them).
    // Panels and Toolbars lists the current lesson's docks only: the other lesson's Code and
    // Call Stack would read as the same entries twice.
    for (const LessonEditor *other : m_editors->editors()) {
        for (const LessonEditor::Dock &place : other->docks()) {
            place.dock->setVisible(other == shown);
            place.dock->toggleViewAction()->setVisible(other == shown);
        }
    }
    if (!shown->docks().isEmpty())
        shown->docks().first().dock->raise();
    showLessonTexts();
    showScenario();
    // The dungeon lesson's controls are fewer, and its Tile Set below them needs the height.
    fitDocks();
}

void MainWindow::fitDocks()
{
    // Made but not shown, LocalizedDocks gives room once it is; in full screen (presenter
    // mode) the layout to come back to is the one from before.
    if (!isVisible() || isFullScreen())
        return;
    layout()->activate(); // the docks just shown and hidden, and their titles
    if (m_controlsDock->isVisible() && !m_controlsDock->isFloating()
        && dockWidgetArea(m_controlsDock) == dockWidgetArea(m_lessonDock)) {
        // At most seven tenths of the side: the lesson text below stays readable.
        const int side = m_controlsDock->height() + m_lessonDock->height();
        const int frame = m_controlsDock->height() - m_controlsDock->widget()->height();
        const int controls = std::min(m_controls->sizeHint().height() + frame, side * 7 / 10);
        resizeDocks({m_controlsDock, m_lessonDock}, {controls, side - controls}, Qt::Vertical);
    }
    m_docks->giveTabsRoom();
}

// What shows the document's scenario beside the lessons' maps: controls, lesson text,
// the mode actions and the title.
void MainWindow::showScenario()
{
    const Scenario &scenario = document()->scenario();
    const Lesson *lesson = m_session->lesson();
    m_controls->setScenario(scenario);
    m_lessonText->setNotes(scenario.notes);
    m_lessonText->setStage(lesson->stage());
    for (QAction *mode : m_actions->modes->actions())
        mode->setChecked(MapMode(mode->data().toInt()) == lesson->mode());
    for (LessonEditor *editor : m_editors->editors()) {
        if (editor->view()->fitsToWindow())
            editor->view()->fitToWindow();
    }
    updateWindowTitle();
}

// The tool tips that name the lesson.
void MainWindow::showLessonTexts()
{
    const LessonEditor *editor = m_editors->editor();
    m_actions->start->setToolTip(editor->startToolTip());
    m_actions->reset->setToolTip(editor->resetToolTip());
    m_actions->palette->setToolTip(editor->paletteToolTip());
}

void MainWindow::updatePlaybackActions()
{
    const MapModel *model = currentModel();
    m_actions->showPlaying(m_session->playback()->isPlaying());
    m_actions->stepBack->setEnabled(model->position() > 0);
    m_actions->toStart->setEnabled(model->position() > 0);
    m_actions->toEnd->setEnabled(model->position() < model->stepCount());
}

void MainWindow::retranslateUi()
{
    m_actions->retranslateUi();
    m_menus->retranslateUi();
    m_logDock->setWindowTitle(tr("Recursion Log"));
    m_controlsDock->setWindowTitle(tr("Controls"));
    m_lessonDock->setWindowTitle(tr("Lesson"));
    m_statisticsDock->setWindowTitle(tr("Statistics"));
    m_undoDock->setWindowTitle(tr("Undo History"));
    //: The first entry of the undo history: the scenario as opened
    m_undoView->setEmptyLabel(tr("<opened>"));
    for (LessonEditor *editor : m_editors->editors())
        editor->retranslateUi();
    showLessonTexts();
    updatePlaybackActions();
    updateWindowTitle();
    fitDocks(); // the new titles' widths
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

// ---- Settings ----

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(SettingsKeys::Geometry).toByteArray();
    // Below 1024 x 700 the timeline, the step counter and the controls no longer fit beside
    // the docks; on a smaller screen, the screen is the limit.
    const QSize available = screen()->availableGeometry().size();
    setMinimumSize(QSize(1024, 700).boundedTo(available));
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(QSize(1400, 900).boundedTo(available));
    m_docks->restoreState(settings.value(SettingsKeys::State).toByteArray());
    m_session->playback()->setSpeed(
        settings.value(SettingsKeys::Speed, PlaybackController::DefaultSpeed).toInt());
    m_actions->palette->setChecked(
        settings.value(SettingsKeys::ColourBlindPalette, false).toBool());
    // Qt 6.4 does not tell whether the desktop asks for less motion: the cells fade unless
    // the user turns it off.
    m_actions->reduceMotion->setChecked(settings.value(SettingsKeys::ReduceMotion, false).toBool());
    m_actions->patterns->setChecked(
        settings.value(SettingsKeys::PatternsEverywhere, false).toBool());
    const bool editing = settings.value(SettingsKeys::PitEditing, true).toBool();
    m_controls->setPitEditing(editing);
    for (LessonEditor *editor : m_editors->editors())
        editor->view()->setPitEditing(editing);
    m_controls->setSprinkleDensity(settings.value(SettingsKeys::SprinkleDensity, 15).toInt());
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(SettingsKeys::Geometry, saveGeometry());
    settings.setValue(SettingsKeys::State, m_docks->saveState());
    settings.setValue(SettingsKeys::Speed, m_session->playback()->speed());
    settings.setValue(SettingsKeys::ColourBlindPalette, m_actions->palette->isChecked());
    settings.setValue(SettingsKeys::PatternsEverywhere, m_actions->patterns->isChecked());
    settings.setValue(SettingsKeys::PitEditing, m_controls->pitEditing());
    settings.setValue(SettingsKeys::SprinkleDensity, m_controls->sprinkleDensity());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_classroom->end();
    m_session->reset();
    m_actions->fullScreen->setChecked(false); // the normal geometry is the one to keep
    writeSettings();
    event->accept();
}

bool MainWindow::openFile(const QString &fileName)
{
    return m_files->open(fileName);
}

bool MainWindow::openDemo()
{
    return m_files->openDemo();
}

void MainWindow::updateWindowTitle()
{
    const Scenario &scenario = document()->scenario();
    QString name = document()->fileName().isEmpty() ? tr("Demo scenario")
                                                    : QFileInfo(document()->fileName()).fileName();
    if (!scenario.title.isEmpty())
        name = scenario.title + QStringLiteral(" (") + name + QLatin1Char(')');
    setWindowTitle(name + QStringLiteral("[*]"));
    setWindowModified(document()->isModified());
}
