#include "mainwindow.h"

#include "atomicfile.h"
#include "controlspanel.h"
#include "dungeonbuildcontroller.h"
#include "dungeonmodel.h"
#include "dungeonstatistics.h"
#include "dungeonview.h"
#include "islandbuildcontroller.h"
#include "languagemenu.h"
#include "lessonpanel.h"
#include "lessontext.h"
#include "logmodel.h"
#include "logview.h"
#include "oceanmodel.h"
#include "oceanview.h"
#include "pitcommand.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "scenariocommand.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "settingskeys.h"
#include "statisticspanel.h"
#include "undoactiontexts.h"
#include "tileinspector.h"
#include "tilesetcommand.h"
#include "tilesetpanel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QBuffer>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QSvgGenerator>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace {

constexpr int MaxRecentFiles = 8;
const QString DemoScenario = QStringLiteral(":/scenarios/demo.mapgen.json");

QIcon themeIcon(const QString &name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(name, QApplication::style()->standardIcon(fallback));
}

bool isScenarioUrl(const QUrl &url)
{
    return url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

// A build that ran out of memory. open(), not exec(): the window keeps drawing and answering.
void showBuildFailure(QWidget *parent, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Warning, MainWindow::tr("Not enough memory"), text,
                                QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("buildFailureBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setWindowIcon(QIcon(QStringLiteral(":/icons/mapgen-workbench.svg")));

    m_ocean = new OceanModel(this);
    m_ocean->setObjectName(QStringLiteral("oceanModel"));
    m_document = new ScenarioDocument(m_ocean, this);
    m_document->setObjectName(QStringLiteral("document"));
    m_builds = new IslandBuildController(this);
    m_builds->setObjectName(QStringLiteral("islandBuilds"));
    m_playback = new PlaybackController(this);
    m_playback->setObjectName(QStringLiteral("playback"));
    m_playback->setModel(m_ocean);
    m_logModel = new LogModel(this);
    m_logModel->setObjectName(QStringLiteral("logModel"));
    m_logModel->setSourceModel(m_ocean);
    m_dungeon = new DungeonModel(this);
    m_dungeon->setObjectName(QStringLiteral("dungeonModel"));
    m_document->setDungeonModel(m_dungeon);
    m_dungeonBuilds = new DungeonBuildController(this);
    m_dungeonBuilds->setObjectName(QStringLiteral("dungeonBuilds"));

    // The centre: map views stacked (one per lesson mode) above the playback bar.
    auto *centre = new QWidget(this);
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    m_mapStack = new QStackedWidget(centre);
    m_oceanView = new OceanView(m_mapStack);
    m_oceanView->setObjectName(QStringLiteral("oceanView"));
    m_oceanView->setOceanModel(m_ocean);
    m_mapStack->addWidget(m_oceanView);
    m_dungeonView = new DungeonView(m_mapStack);
    m_dungeonView->setObjectName(QStringLiteral("dungeonView"));
    m_dungeonView->setDungeonModel(m_dungeon);
    m_mapStack->addWidget(m_dungeonView);
    centreLayout->addWidget(m_mapStack, 1);
    m_playbackBar = new PlaybackBar(centre);
    m_playbackBar->setObjectName(QStringLiteral("playbackBar"));
    m_playbackBar->setController(m_playback);
    m_playbackBar->setModel(m_ocean);
    centreLayout->addWidget(m_playbackBar);
    setCentralWidget(centre);

    m_cursorLabel = new QLabel(this);
    m_cursorLabel->setObjectName(QStringLiteral("cursorLabel"));
    statusBar()->addPermanentWidget(m_cursorLabel);

    createActions();
    createDocks();
    createMenus();
    createToolBars();
    m_playbackBar->setActions({m_toStartAction, m_stepBackAction, m_playAction, m_stepForwardAction, m_toEndAction});
    m_controls->setActions(m_startAction, m_resetAction, m_clearAction, m_sprinkleAction);

    connect(m_builds, &IslandBuildController::stepsArrived, this, &MainWindow::onStepsArrived);
    connect(m_builds, &IslandBuildController::buildFinished, this, &MainWindow::onBuildFinished);
    connect(m_playback, &PlaybackController::playingChanged, this, &MainWindow::updatePlaybackActions);
    connect(m_ocean, &MapModel::positionChanged, this, &MainWindow::updateStepActions);
    connect(m_ocean, &MapModel::stepCountChanged, this, &MainWindow::updateStepActions);
    connect(m_dungeonBuilds, &DungeonBuildController::stepsArrived, this, &MainWindow::onDungeonStepsArrived);
    connect(m_dungeonBuilds, &DungeonBuildController::buildFinished, this, &MainWindow::onDungeonBuildFinished);
    connect(m_dungeon, &MapModel::positionChanged, this, &MainWindow::updateStepActions);
    connect(m_dungeon, &MapModel::stepCountChanged, this, &MainWindow::updateStepActions);
    connect(m_document, &ScenarioDocument::aboutToEdit, this, &MainWindow::resetBuild);
    connect(m_document, &ScenarioDocument::scenarioReplaced, this, &MainWindow::onScenarioReplaced);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateWindowTitle);
    connect(m_document, &ScenarioDocument::fileNameChanged, this, &MainWindow::updateWindowTitle);

    for (MapView *view : {static_cast<MapView *>(m_oceanView), static_cast<MapView *>(m_dungeonView)}) {
        connect(view, &MapView::strokeStarted, this, &MainWindow::onStrokeStarted);
        connect(view, &MapView::strokeCell, this, &MainWindow::onStrokeCell);
        connect(view, &MapView::strokeFinished, this, &MainWindow::onStrokeFinished);
        connect(view, &MapView::pitToggleRequested, this, &MainWindow::togglePitAt);
        // Both models follow every edit, so the hidden map describes its cursor too.
        connect(view, &MapView::cursorMoved, this, [this, view](int, int, const QString &description) {
            if (view == currentView())
                m_cursorLabel->setText(description);
        });
    }
    connect(m_dungeonView, &MapView::cursorMoved, m_tileInspector,
            [this](int row, int col) { m_tileInspector->setCell(row, col); });
    connect(m_tileSet, &TileSetPanel::tilesEdited, this, &MainWindow::onTilesEdited);
    connect(m_tileSet, &TileSetPanel::editRefused, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    connect(m_logView, &LogView::seekRequested, m_playback, [this](int position) {
        m_playback->pause();
        m_playback->seek(position);
    });

    connect(m_controls, &ControlsPanel::islandSettingsEdited, this, &MainWindow::onIslandSettingsEdited);
    connect(m_controls, &ControlsPanel::seedEdited, this, &MainWindow::onSeedEdited);
    connect(m_controls, &ControlsPanel::newSeedRequested, this, &MainWindow::newSeed);
    connect(m_controls, &ControlsPanel::gridSizeEdited, this, &MainWindow::onGridSizeEdited);
    connect(m_controls, &ControlsPanel::pitEditingToggled, m_oceanView, &MapView::setPitEditing);
    connect(m_controls, &ControlsPanel::pitEditingToggled, m_dungeonView, &MapView::setPitEditing);

    retranslateUi();
    readSettings();
    onScenarioReplaced();
    updatePlaybackActions();
    // Start where Space, the arrows, Home and End drive playback (not in a text field).
    m_playbackBar->timeline()->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto make = [this](const QString &name, const QIcon &icon = QIcon()) {
        auto *action = new QAction(icon, QString(), this);
        action->setObjectName(name);
        return action;
    };

    m_openAction = make(QStringLiteral("openAction"), themeIcon(QStringLiteral("document-open"), QStyle::SP_DialogOpenButton));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, [this] { openFileInteractively(); });
    m_saveAction = make(QStringLiteral("saveAction"), themeIcon(QStringLiteral("document-save"), QStyle::SP_DialogSaveButton));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = make(QStringLiteral("saveAsAction"), QIcon::fromTheme(QStringLiteral("document-save-as")));
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_demoAction = make(QStringLiteral("demoAction"));
    connect(m_demoAction, &QAction::triggered, this, [this] {
        if (maybeSave())
            openDemo();
    });
    m_exportPngAction = make(QStringLiteral("exportPngAction"), QIcon::fromTheme(QStringLiteral("image-x-generic")));
    connect(m_exportPngAction, &QAction::triggered, this, &MainWindow::exportPng);
    m_exportSvgAction = make(QStringLiteral("exportSvgAction"));
    connect(m_exportSvgAction, &QAction::triggered, this, &MainWindow::exportSvg);
    m_clearRecentAction = make(QStringLiteral("clearRecentAction"));
    connect(m_clearRecentAction, &QAction::triggered, this, [] {
        QSettings().remove(SettingsKeys::RecentFiles);
    });
    m_quitAction = make(QStringLiteral("quitAction"), QIcon::fromTheme(QStringLiteral("application-exit")));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_document->undoStack()->createUndoAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setIcon(themeIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_document->undoStack()->createRedoAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setIcon(themeIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward));
    m_redoAction->setShortcut(QKeySequence::Redo);
    new UndoActionTexts(m_document->undoStack(), m_undoAction, m_redoAction, this);

    m_startAction = make(QStringLiteral("startAction"), themeIcon(QStringLiteral("system-run"), QStyle::SP_CommandLink));
    m_startAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_startAction, &QAction::triggered, this, [this] { startBuild(true); });
    m_resetAction = make(QStringLiteral("resetAction"), themeIcon(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload));
    m_resetAction->setShortcut(QKeySequence(Qt::Key_R));
    connect(m_resetAction, &QAction::triggered, this, &MainWindow::resetBuild);
    m_clearAction = make(QStringLiteral("clearAction"), themeIcon(QStringLiteral("edit-clear"), QStyle::SP_DialogResetButton));
    m_clearAction->setShortcut(QKeySequence(Qt::Key_C));
    connect(m_clearAction, &QAction::triggered, this, &MainWindow::clearAll);
    m_sprinkleAction = make(QStringLiteral("sprinkleAction"));
    connect(m_sprinkleAction, &QAction::triggered, this, &MainWindow::sprinkle);
    m_newSeedAction = make(QStringLiteral("newSeedAction"));
    m_newSeedAction->setShortcut(QKeySequence(Qt::Key_N));
    connect(m_newSeedAction, &QAction::triggered, this, &MainWindow::newSeed);

    m_playAction = make(QStringLiteral("playAction"), style()->standardIcon(QStyle::SP_MediaPlay));
    m_playAction->setShortcut(QKeySequence(Qt::Key_Space));
    connect(m_playAction, &QAction::triggered, this, &MainWindow::togglePlay);
    m_stepForwardAction = make(QStringLiteral("stepForwardAction"), style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_stepForwardAction->setShortcut(QKeySequence(Qt::Key_Right));
    m_stepForwardAction->setAutoRepeat(true);
    connect(m_stepForwardAction, &QAction::triggered, this, &MainWindow::stepForward);
    m_stepBackAction = make(QStringLiteral("stepBackAction"), style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_stepBackAction->setShortcut(QKeySequence(Qt::Key_Left));
    m_stepBackAction->setAutoRepeat(true);
    connect(m_stepBackAction, &QAction::triggered, m_playback, &PlaybackController::stepBack);
    m_toStartAction = make(QStringLiteral("toStartAction"), style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_toStartAction->setShortcut(QKeySequence(Qt::Key_Home));
    connect(m_toStartAction, &QAction::triggered, m_playback, &PlaybackController::toStart);
    m_toEndAction = make(QStringLiteral("toEndAction"), style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_toEndAction->setShortcut(QKeySequence(Qt::Key_End));
    connect(m_toEndAction, &QAction::triggered, m_playback, &PlaybackController::toEnd);

    m_zoomInAction = make(QStringLiteral("zoomInAction"), QIcon::fromTheme(QStringLiteral("zoom-in")));
    m_zoomInAction->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(m_zoomInAction, &QAction::triggered, this, [this] { currentView()->zoomIn(); });
    m_zoomOutAction = make(QStringLiteral("zoomOutAction"), QIcon::fromTheme(QStringLiteral("zoom-out")));
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, this, [this] { currentView()->zoomOut(); });
    m_fitAction = make(QStringLiteral("fitAction"), QIcon::fromTheme(QStringLiteral("zoom-fit-best")));
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, this, [this] { currentView()->fitToWindow(); });
    m_fullScreenAction = make(QStringLiteral("fullScreenAction"), QIcon::fromTheme(QStringLiteral("view-fullscreen")));
    m_fullScreenAction->setShortcut(QKeySequence::FullScreen);
    m_fullScreenAction->setCheckable(true);
    connect(m_fullScreenAction, &QAction::toggled, this, &MainWindow::setFullScreen);
    m_paletteAction = make(QStringLiteral("paletteAction"));
    m_paletteAction->setCheckable(true);
    connect(m_paletteAction, &QAction::toggled, this, &MainWindow::setColourBlindPalette);

    // The lesson: one of two exclusive actions, an undoable setting of the scenario.
    m_modeGroup = new QActionGroup(this);
    m_modeGroup->setObjectName(QStringLiteral("modeGroup"));
    m_islandModeAction = make(QStringLiteral("islandModeAction"));
    m_islandModeAction->setCheckable(true);
    m_islandModeAction->setChecked(true);
    m_islandModeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_modeGroup->addAction(m_islandModeAction);
    connect(m_islandModeAction, &QAction::triggered, this, [this] { setMode(MapMode::Island); });
    m_dungeonModeAction = make(QStringLiteral("dungeonModeAction"));
    m_dungeonModeAction->setCheckable(true);
    m_dungeonModeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    m_modeGroup->addAction(m_dungeonModeAction);
    connect(m_dungeonModeAction, &QAction::triggered, this, [this] { setMode(MapMode::Dungeon); });

    m_aboutAction = make(QStringLiteral("aboutAction"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Mapgen Workbench"),
                           tr("<h3>Mapgen Workbench %1</h3><p>Step-by-step lessons in procedural map "
                              "generation: islands grown by recursive backtracking.</p>")
                                   .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createDocks()
{
    auto makeDock = [this](const QString &name, QWidget *content, Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(this);
        dock->setObjectName(name);
        dock->setWidget(content);
        addDockWidget(area, dock);
        return dock;
    };

    m_logView = new LogView(this);
    m_logView->setObjectName(QStringLiteral("recursionLogView"));
    m_logView->setLogModel(m_logModel);
    m_logDock = makeDock(QStringLiteral("recursionLogDock"), m_logView, Qt::RightDockWidgetArea);

    m_controls = new ControlsPanel;
    m_controls->setObjectName(QStringLiteral("controlsPanel"));
    auto *controlsScroll = new QScrollArea(this);
    controlsScroll->setWidget(m_controls);
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setFrameShape(QFrame::NoFrame);
    controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Wide enough for the longest control, so that nothing is clipped.
    controlsScroll->setMinimumWidth(m_controls->sizeHint().width()
                                    + controlsScroll->verticalScrollBar()->sizeHint().width());
    m_controlsDock = makeDock(QStringLiteral("controlsDock"), controlsScroll, Qt::LeftDockWidgetArea);

    // Statistics: one page per mode.
    m_statisticsStack = new QStackedWidget(this);
    m_statistics = new StatisticsPanel(m_statisticsStack);
    m_statistics->setObjectName(QStringLiteral("statisticsPanel"));
    m_statistics->setModel(m_ocean);
    m_statisticsStack->addWidget(m_statistics);
    m_dungeonStatistics = new DungeonStatistics(m_statisticsStack);
    m_dungeonStatistics->setObjectName(QStringLiteral("dungeonStatistics"));
    m_dungeonStatistics->setModel(m_dungeon);
    m_statisticsStack->addWidget(m_dungeonStatistics);
    m_statisticsDock = makeDock(QStringLiteral("statisticsDock"), m_statisticsStack, Qt::RightDockWidgetArea);

    m_tileInspector = new TileInspector(this);
    m_tileInspector->setObjectName(QStringLiteral("tileInspector"));
    m_tileInspector->setModel(m_dungeon);
    auto *inspectorScroll = new QScrollArea(this);
    inspectorScroll->setWidget(m_tileInspector);
    inspectorScroll->setWidgetResizable(true);
    inspectorScroll->setFrameShape(QFrame::NoFrame);
    m_inspectorDock = makeDock(QStringLiteral("tileInspectorDock"), inspectorScroll, Qt::RightDockWidgetArea);

    m_tileSet = new TileSetPanel(this);
    m_tileSet->setObjectName(QStringLiteral("tileSetPanel"));
    m_tileSetDock = makeDock(QStringLiteral("tileSetDock"), m_tileSet, Qt::LeftDockWidgetArea);

    m_lesson = new LessonPanel(this);
    m_lesson->setObjectName(QStringLiteral("lessonPanel"));
    m_lessonDock = makeDock(QStringLiteral("lessonDock"), m_lesson, Qt::LeftDockWidgetArea);

    m_undoView = new QUndoView(m_document->undoStack(), this);
    m_undoView->setObjectName(QStringLiteral("undoView"));
    m_undoDock = makeDock(QStringLiteral("undoHistoryDock"), m_undoView, Qt::LeftDockWidgetArea);

    tabifyDockWidget(m_lessonDock, m_undoDock);
    tabifyDockWidget(m_lessonDock, m_tileSetDock);
    tabifyDockWidget(m_statisticsDock, m_inspectorDock);
    m_lessonDock->raise();
    resizeDocks({m_controlsDock, m_logDock}, {300, 320}, Qt::Horizontal);
    // The controls are what a student reaches for first: room for all of them, the lesson
    // below scrolls.
    resizeDocks({m_controlsDock, m_lessonDock}, {540, 260}, Qt::Vertical);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentFilesMenu);
    m_fileMenu->addAction(m_demoAction);
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportPngAction);
    m_fileMenu->addAction(m_exportSvgAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_sprinkleAction);
    m_editMenu->addAction(m_newSeedAction);
    m_editMenu->addAction(m_clearAction);

    m_buildMenu = menuBar()->addMenu(QString());
    m_buildMenu->addAction(m_islandModeAction);
    m_buildMenu->addAction(m_dungeonModeAction);
    m_buildMenu->addSeparator();
    m_buildMenu->addAction(m_startAction);
    m_buildMenu->addAction(m_resetAction);
    m_buildMenu->addSeparator();
    m_buildMenu->addAction(m_playAction);
    m_buildMenu->addAction(m_stepBackAction);
    m_buildMenu->addAction(m_stepForwardAction);
    m_buildMenu->addAction(m_toStartAction);
    m_buildMenu->addAction(m_toEndAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addAction(m_fullScreenAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_paletteAction);
    m_viewMenu->addSeparator();
    m_docksMenu = m_viewMenu->addMenu(QString());
    for (QDockWidget *dock : {m_controlsDock, m_logDock, m_lessonDock, m_statisticsDock, m_undoDock,
                              m_inspectorDock, m_tileSetDock})
        m_docksMenu->addAction(dock->toggleViewAction());

    menuBar()->addMenu(new LanguageMenu(this));
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::createToolBars()
{
    auto make = [this](const QString &name) {
        QToolBar *bar = addToolBar(QString());
        bar->setObjectName(name);
        return bar;
    };
    m_fileToolBar = make(QStringLiteral("fileToolBar"));
    m_fileToolBar->addAction(m_openAction);
    m_fileToolBar->addAction(m_saveAction);
    m_editToolBar = make(QStringLiteral("editToolBar"));
    m_editToolBar->addAction(m_undoAction);
    m_editToolBar->addAction(m_redoAction);
    m_buildToolBar = make(QStringLiteral("buildToolBar"));
    m_buildToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_buildToolBar->addAction(m_startAction);
    m_buildToolBar->addAction(m_resetAction);
    m_buildToolBar->addAction(m_clearAction);
    m_buildToolBar->addAction(m_sprinkleAction);
    m_modeToolBar = make(QStringLiteral("modeToolBar"));
    m_modeToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_modeToolBar->addActions(m_modeGroup->actions());
    m_viewToolBar = make(QStringLiteral("viewToolBar"));
    m_viewToolBar->addAction(m_zoomOutAction);
    m_viewToolBar->addAction(m_zoomInAction);
    m_viewToolBar->addAction(m_fitAction);
    m_viewToolBar->addAction(m_fullScreenAction);
    m_docksMenu->addSeparator();
    for (QToolBar *bar : {m_fileToolBar, m_editToolBar, m_modeToolBar, m_buildToolBar, m_viewToolBar})
        m_docksMenu->addAction(bar->toggleViewAction());
}

void MainWindow::retranslateUi()
{
    m_openAction->setText(tr("&Open…"));
    m_openAction->setToolTip(tr("Open a scenario file"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_demoAction->setText(tr("Open &Demo Scenario"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_exportPngAction->setText(tr("Export Map as &PNG…"));
    m_exportSvgAction->setText(tr("Export Map as S&VG…"));
    m_clearRecentAction->setText(tr("&Clear List"));
    m_quitAction->setText(tr("&Quit"));

    //: Build the islands and play the build
    m_startAction->setText(tr("&Start"));
    m_resetAction->setText(tr("&Reset"));
    m_clearAction->setText(tr("&Clear"));
    m_clearAction->setToolTip(tr("Clear everything, pits included (C)"));
    //: Scatter random pits over the open water
    m_sprinkleAction->setText(tr("Sprin&kle!"));
    m_sprinkleAction->setToolTip(tr("Scatter random pits over the open water at the chosen density"));
    m_newSeedAction->setText(tr("&New Seed"));
    m_stepForwardAction->setText(tr("Step &Forward"));
    m_stepForwardAction->setToolTip(tr("Show the next step (Right)"));
    m_stepBackAction->setText(tr("Step &Back"));
    m_stepBackAction->setToolTip(tr("Take back the last step (Left)"));
    m_toStartAction->setText(tr("Go to S&tart"));
    m_toStartAction->setToolTip(tr("Show the map before the first step (Home)"));
    m_toEndAction->setText(tr("Go to &End"));
    m_toEndAction->setToolTip(tr("Show the finished map (End)"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit to Window"));
    m_fullScreenAction->setText(tr("F&ull Screen"));
    m_paletteAction->setText(tr("&Colour-Blind-Safe Palette"));
    m_aboutAction->setText(tr("&About Mapgen Workbench"));

    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_buildMenu->setTitle(tr("&Build"));
    m_viewMenu->setTitle(tr("&View"));
    m_docksMenu->setTitle(tr("&Panels and Toolbars"));
    m_helpMenu->setTitle(tr("&Help"));
    m_fileToolBar->setWindowTitle(tr("File"));
    m_editToolBar->setWindowTitle(tr("Edit"));
    m_buildToolBar->setWindowTitle(tr("Build"));
    m_viewToolBar->setWindowTitle(tr("View"));
    //: Toolbar with the two lessons, islands and dungeon
    m_modeToolBar->setWindowTitle(tr("Lesson"));

    m_logDock->setWindowTitle(tr("Recursion Log"));
    m_controlsDock->setWindowTitle(tr("Controls"));
    m_lessonDock->setWindowTitle(tr("Lesson"));
    m_statisticsDock->setWindowTitle(tr("Statistics"));
    m_undoDock->setWindowTitle(tr("Undo History"));
    m_inspectorDock->setWindowTitle(tr("Tile Inspector"));
    m_tileSetDock->setWindowTitle(tr("Tile Set"));
    //: Lesson mode: islands grown by recursive backtracking
    m_islandModeAction->setText(tr("&Islands"));
    m_islandModeAction->setToolTip(tr("The island lesson: islands grown by recursive backtracking (Ctrl+1)"));
    //: Lesson mode: a dungeon of tiles with a guaranteed start-to-end path
    m_dungeonModeAction->setText(tr("&Dungeon"));
    m_dungeonModeAction->setToolTip(tr("The dungeon lesson: tiles with half-doors and a guaranteed "
                                       "start-to-end path (Ctrl+2)"));
    retranslateModeTexts(); // the tool tips of Start, Reset and the palette
    //: The first entry of the undo history: the scenario as opened
    m_undoView->setEmptyLabel(tr("<opened>"));

    updatePlaybackActions();
    updateWindowTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(SettingsKeys::Geometry).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(1400, 900);
    restoreState(settings.value(SettingsKeys::State).toByteArray());
    m_playback->setSpeed(settings.value(SettingsKeys::Speed, PlaybackController::DefaultSpeed).toInt());
    m_paletteAction->setChecked(settings.value(SettingsKeys::ColourBlindPalette, false).toBool());
    const bool editing = settings.value(SettingsKeys::PitEditing, true).toBool();
    m_controls->setPitEditing(editing);
    m_oceanView->setPitEditing(editing);
    m_dungeonView->setPitEditing(editing);
    m_controls->setSprinkleDensity(settings.value(SettingsKeys::SprinkleDensity, 15).toInt());
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(SettingsKeys::Geometry, saveGeometry());
    settings.setValue(SettingsKeys::State, saveState());
    settings.setValue(SettingsKeys::Speed, m_playback->speed());
    settings.setValue(SettingsKeys::ColourBlindPalette, m_paletteAction->isChecked());
    settings.setValue(SettingsKeys::PitEditing, m_controls->pitEditing());
    settings.setValue(SettingsKeys::SprinkleDensity, m_controls->sprinkleDensity());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // Never wait for a build: cancelling sets its flag and drops what it still sends.
    cancelBuild();
    m_playback->pause();
    if (m_fullScreenAction->isChecked())
        m_fullScreenAction->setChecked(false);
    writeSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && isScenarioUrl(urls.first()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !isScenarioUrl(urls.first()))
        return;
    event->acceptProposedAction();
    const QString fileName = urls.first().toLocalFile();
    // Not inside the drop: a dialog during drag and drop confuses some platforms.
    QMetaObject::invokeMethod(this, [this, fileName] { openFileInteractively(fileName); },
                              Qt::QueuedConnection);
}

// ---- Files ----

bool MainWindow::openFile(const QString &fileName)
{
    QString error;
    const std::optional<Scenario> scenario = ScenarioFile::read(fileName, &error);
    if (!scenario) {
        showError(tr("Cannot open scenario"), error);
        return false;
    }
    cancelBuild();
    m_document->load(*scenario, QFileInfo(fileName).absoluteFilePath());
    addRecentFile(QFileInfo(fileName).absoluteFilePath());
    QSettings().setValue(SettingsKeys::LastDirectory, QFileInfo(fileName).absolutePath());
    return true;
}

void MainWindow::openDemo()
{
    QString error;
    std::optional<Scenario> scenario = ScenarioFile::read(DemoScenario, &error);
    cancelBuild();
    m_document->load(scenario ? *scenario : Scenario(), QString());
}

void MainWindow::openFileInteractively(const QString &fileName)
{
    if (!maybeSave())
        return;
    QString name = fileName;
    if (name.isEmpty()) {
        const QString dir = QSettings().value(SettingsKeys::LastDirectory,
                                              QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).toString();
        name = QFileDialog::getOpenFileName(this, tr("Open Scenario"), dir,
                                            tr("Mapgen scenarios (*.mapgen.json *.json);;All files (*)"));
        if (name.isEmpty())
            return;
    }
    openFile(name);
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    return saveTo(m_document->fileName());
}

bool MainWindow::saveAs()
{
    QString dir = m_document->fileName();
    if (dir.isEmpty()) {
        dir = QSettings().value(SettingsKeys::LastDirectory,
                                QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).toString()
                + QStringLiteral("/scenario.mapgen.json");
    }
    QString name = QFileDialog::getSaveFileName(this, tr("Save Scenario"), dir,
                                                tr("Mapgen scenarios (*.mapgen.json)"));
    if (name.isEmpty())
        return false;
    if (!name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        name += QStringLiteral(".mapgen.json");
    return saveTo(name);
}

bool MainWindow::saveTo(const QString &fileName)
{
    QString error;
    if (!ScenarioFile::write(fileName, m_document->scenario(), &error)) {
        showError(tr("Cannot save scenario"), error);
        return false;
    }
    m_document->setFileName(QFileInfo(fileName).absoluteFilePath());
    m_document->setUnmodified();
    addRecentFile(m_document->fileName());
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(fileName).fileName()), 4000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::warning(
            this, tr("Unsaved changes"),
            tr("The scenario has unsaved changes to its pits or settings. Save them first?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::exportPng()
{
    const QString name = QFileDialog::getSaveFileName(this, tr("Export Map as PNG"), QString(),
                                                      tr("PNG images (*.png)"));
    QString error;
    if (!name.isEmpty() && !exportPngTo(name, &error))
        showError(tr("Cannot export"), error);
}

void MainWindow::exportSvg()
{
    const QString name = QFileDialog::getSaveFileName(this, tr("Export Map as SVG"), QString(),
                                                      tr("SVG images (*.svg)"));
    QString error;
    if (!name.isEmpty() && !exportSvgTo(name, &error))
        showError(tr("Cannot export"), error);
}

// Rendered in memory, then written whole or not at all (AtomicFile): a full disk leaves
// no half-written image behind.
bool MainWindow::exportPngTo(const QString &fileName, QString *error)
{
    const Scenario &scenario = m_document->scenario();
    // Large enough to project, small enough for a 1000 x 1000 grid to stay a sane file.
    const int cellSize = std::clamp(4000 / std::max(scenario.rows, scenario.cols), 2, 32);
    QImage image(scenario.cols * cellSize, scenario.rows * cellSize, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        currentView()->renderMap(painter, cellSize, false);
    }
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (!image.save(&png, "PNG")) {
        if (error)
            *error = tr("%1: the map could not be encoded as PNG").arg(ScenarioFile::printable(fileName));
        return false;
    }
    return AtomicFile::write(fileName, png.data(), error);
}

bool MainWindow::exportSvgTo(const QString &fileName, QString *error)
{
    const Scenario &scenario = m_document->scenario();
    const int cellSize = 16;
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&svg);
    generator.setSize(QSize(scenario.cols * cellSize, scenario.rows * cellSize));
    generator.setViewBox(QRect(0, 0, scenario.cols * cellSize, scenario.rows * cellSize));
    const bool dungeon = scenario.mode == MapMode::Dungeon;
    generator.setTitle(!scenario.title.isEmpty() ? scenario.title : dungeon ? tr("Dungeon map") : tr("Island map"));
    //: Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)
    generator.setDescription(dungeon ? tr("Mapgen Workbench, dungeon, seed %1").arg(scenario.seed)
                                     : tr("Mapgen Workbench, seed %1, rule %2")
                                               .arg(scenario.seed).arg(ruleName(scenario.islands.rule)));
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = tr("%1: the map could not be drawn as SVG").arg(ScenarioFile::printable(fileName));
        return false;
    }
    currentView()->renderMap(painter, cellSize, true);
    painter.end();
    return AtomicFile::write(fileName, svg.data(), error);
}

// Plain text: a message may quote a value from a file, which must not be read as HTML.
void MainWindow::showError(const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

void MainWindow::addRecentFile(const QString &fileName)
{
    QSettings settings;
    QStringList files = settings.value(SettingsKeys::RecentFiles).toStringList();
    files.removeAll(fileName);
    files.prepend(fileName);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    settings.setValue(SettingsKeys::RecentFiles, files);
}

void MainWindow::updateRecentFilesMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(SettingsKeys::RecentFiles).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString &file = files[i];
        QAction *action = m_recentMenu->addAction(
                QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()));
        action->setToolTip(file);
        connect(action, &QAction::triggered, this, [this, file] { openFileInteractively(file); });
    }
    if (files.isEmpty()) {
        QAction *none = m_recentMenu->addAction(tr("No recent files"));
        none->setEnabled(false);
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
}

void MainWindow::updateWindowTitle()
{
    const Scenario &scenario = m_document->scenario();
    QString name = m_document->fileName().isEmpty() ? tr("Demo scenario")
                                                     : QFileInfo(m_document->fileName()).fileName();
    if (!scenario.title.isEmpty())
        name = scenario.title + QStringLiteral(" (") + name + QLatin1Char(')');
    setWindowTitle(name + QStringLiteral("[*]"));
    setWindowModified(m_document->isModified());
}

// ---- Builds and playback ----

void MainWindow::startBuild(bool autoplay)
{
    m_playback->pause();
    cancelBuild();
    currentModel()->clearSteps();
    if (m_mode == MapMode::Dungeon) {
        m_dungeonView->setFailureMessage(QString());
        m_dungeonStatistics->setBuildState(DungeonStatistics::BuildState::Building);
        m_dungeonBuilds->start(m_document->scenario());
    } else {
        m_statistics->clearSummary();
        m_statistics->setBuildState(StatisticsPanel::BuildState::Building);
        m_builds->start(m_document->scenario());
    }
    m_building = true;
    m_playback->setMoreComing(true);
    statusBar()->showMessage(tr("Building…"));
    if (autoplay)
        m_playback->play();
    updatePlaybackActions();
}

void MainWindow::cancelBuild()
{
    m_builds->cancel();
    m_dungeonBuilds->cancel();
    m_building = false;
    m_pendingSteps = 0;
    m_playback->setMoreComing(false);
}

void MainWindow::resetBuild()
{
    m_playback->pause();
    cancelBuild();
    m_ocean->clearSteps();
    m_dungeon->clearSteps();
    m_statistics->clearSummary();
    m_statistics->setBuildState(StatisticsPanel::BuildState::None);
    m_dungeonStatistics->setBuildState(DungeonStatistics::BuildState::None);
    m_dungeonView->setFailureMessage(QString());
    statusBar()->clearMessage();
    updatePlaybackActions();
}

void MainWindow::onStepsArrived(const IslandStepBatch &steps)
{
    m_ocean->appendSteps(steps);
    if (m_pendingSteps > 0) {
        m_ocean->seek(m_ocean->position() + m_pendingSteps);
        m_pendingSteps = 0;
    }
}

void MainWindow::onBuildFinished(const IslandBuildSummary &summary)
{
    m_building = false;
    m_playback->setMoreComing(false);
    if (summary.outOfMemory) {
        m_playback->pause();
        m_ocean->clearSteps();
        m_statistics->setBuildState(StatisticsPanel::BuildState::None);
        statusBar()->clearMessage();
        showBuildFailure(this, tr("Not enough memory for a build of %Ln step(s). Lower the step limit.",
                                  nullptr, summary.stepLimit));
        updatePlaybackActions();
        return;
    }
    m_statistics->setSummary(summary);
    m_statistics->setBuildState(summary.tooComplex ? StatisticsPanel::BuildState::TooComplex
                                                   : StatisticsPanel::BuildState::Done);
    //: Status bar after a build; %1 is "%Ln step(s)" and %2 "%Ln backtrack(s)"
    const QString built = tr("Built: %1, %2").arg(tr("%Ln step(s)", nullptr, int(summary.stepCount)),
                                                  tr("%Ln backtrack(s)", nullptr, int(summary.backtracks)));
    statusBar()->showMessage(summary.tooComplex ? tr("Too complex: the build stopped at the step limit (%Ln step(s))",
                                                     nullptr, int(summary.stepCount))
                                                : built,
                             8000);
    if (m_playback->isPlaying() && m_ocean->position() >= m_ocean->stepCount())
        m_playback->pause();
    updatePlaybackActions();
}

void MainWindow::onDungeonStepsArrived(const DungeonStepBatch &steps)
{
    m_dungeon->appendSteps(steps);
    if (m_pendingSteps > 0) {
        m_dungeon->seek(m_dungeon->position() + m_pendingSteps);
        m_pendingSteps = 0;
    }
}

void MainWindow::onDungeonBuildFinished(const DungeonBuildSummary &summary)
{
    m_building = false;
    m_pendingSteps = 0;
    m_playback->setMoreComing(false);
    if (summary.outOfMemory) {
        m_playback->pause();
        m_dungeon->clearSteps();
        m_dungeonStatistics->setBuildState(DungeonStatistics::BuildState::None);
        statusBar()->clearMessage();
        showBuildFailure(this, tr("Not enough memory for a dungeon of %1 x %2 cells.")
                                       .arg(summary.rows)
                                       .arg(summary.cols));
        updatePlaybackActions();
        return;
    }
    if (!summary.started()) {
        // Nothing else changes: no steps came, the map stays the starting map.
        m_playback->pause();
        m_dungeonView->setFailureMessage(summary.failureMessage);
        m_dungeonStatistics->setBuildState(DungeonStatistics::BuildState::Failed, summary.failureMessage);
        //: Status bar when a dungeon build cannot start; %1 the reason
        statusBar()->showMessage(tr("Cannot build the dungeon: %1").arg(summary.failureMessage));
        updatePlaybackActions();
        return;
    }
    m_dungeonStatistics->setBuildState(DungeonStatistics::BuildState::Done);
    //: Status bar after a dungeon build; %1 is "%Ln tile(s) placed" and %2 "%Ln candidate(s) rejected"
    statusBar()->showMessage(tr("Built: %1, %2").arg(tr("%Ln tile(s) placed", nullptr, summary.placed),
                                                     tr("%Ln candidate(s) rejected", nullptr, summary.rejected)),
                             8000);
    if (m_playback->isPlaying() && m_dungeon->position() >= m_dungeon->stepCount())
        m_playback->pause();
    updatePlaybackActions();
}

void MainWindow::togglePlay()
{
    if (currentModel()->stepCount() == 0 && !m_building) {
        startBuild(true);
        return;
    }
    m_playback->togglePlay();
}

void MainWindow::stepForward()
{
    if (currentModel()->stepCount() == 0 && !m_building) {
        startBuild(false);
        m_pendingSteps = 1;
        return;
    }
    if (currentModel()->position() >= currentModel()->stepCount() && m_building) {
        ++m_pendingSteps;
        return;
    }
    m_playback->stepForward();
}

void MainWindow::updatePlaybackActions()
{
    const bool playing = m_playback->isPlaying();
    m_playAction->setText(playing ? tr("&Pause") : tr("&Play"));
    m_playAction->setToolTip(playing ? tr("Pause (Space)") : tr("Play the build (Space)"));
    m_playAction->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    updateStepActions();
}

// Runs on every playback frame: only what depends on the position, no texts or icons.
void MainWindow::updateStepActions()
{
    const int position = currentModel()->position();
    const int count = currentModel()->stepCount();
    m_stepBackAction->setEnabled(position > 0);
    m_toStartAction->setEnabled(position > 0);
    m_toEndAction->setEnabled(position < count);
}

// ---- Edits ----

void MainWindow::editScenario(const Scenario &after, const QString &text, const QString &mergeKey)
{
    const Scenario &before = m_document->scenario();
    if (after == before)
        return;
    m_document->undoStack()->push(new ScenarioCommand(m_document, before, after, text, mergeKey));
}

void MainWindow::onIslandSettingsEdited(const IslandSettings &settings)
{
    Scenario after = m_document->scenario();
    const IslandSettings &before = after.islands;
    QString text = tr("Change settings");
    QString key = QStringLiteral("settings");
    if (settings.count != before.count) {
        text = tr("Change number of islands to %1").arg(settings.count);
        key = QStringLiteral("count");
    } else if (settings.min != before.min || settings.max != before.max) {
        text = tr("Change island sizes");
        key = QStringLiteral("sizes");
    } else if (settings.randomize != before.randomize) {
        text = settings.randomize ? tr("Randomize on") : tr("Randomize off");
        key.clear();
    } else if (settings.rule != before.rule) {
        text = tr("Change rule to Stage %1").arg(ruleName(settings.rule));
        key.clear();
    } else if (settings.stepLimit != before.stepLimit) {
        text = tr("Change step limit");
        key = QStringLiteral("stepLimit");
    }
    after.islands = settings;
    // The lesson's rule: a min above max is swapped, and the controls show the swap.
    if (after.islands.min > after.islands.max)
        std::swap(after.islands.min, after.islands.max);
    editScenario(after, text, key);
    m_controls->setScenario(m_document->scenario());
}

void MainWindow::onSeedEdited(quint64 seed)
{
    Scenario after = m_document->scenario();
    after.seed = seed;
    editScenario(after, tr("Change seed to %1").arg(seed), QString());
}

void MainWindow::newSeed()
{
    Scenario after = m_document->scenario();
    // Short seeds are easy to read out in class.
    do {
        after.seed = QRandomGenerator::global()->bounded(1, 1000000);
    } while (after.seed == m_document->scenario().seed);
    editScenario(after, tr("New seed %1").arg(after.seed), QString());
}

void MainWindow::onGridSizeEdited(int rows, int cols)
{
    Scenario after = m_document->scenario();
    after.resize(rows, cols);
    editScenario(after, tr("Resize grid to %1 × %2").arg(rows).arg(cols), QStringLiteral("size"));
    currentView()->fitToWindow();
}

void MainWindow::clearAll()
{
    resetBuild();
    Scenario after = m_document->scenario();
    std::fill(after.pits.begin(), after.pits.end(), std::uint8_t(0));
    editScenario(after, tr("Clear all pits"), QString());
}

void MainWindow::sprinkle()
{
    Scenario after = m_document->scenario();
    const int density = m_controls->sprinkleDensity();
    int added = 0;
    for (std::uint8_t &pit : after.pits) {
        if (!pit && QRandomGenerator::global()->bounded(100) < density) {
            pit = 1;
            ++added;
        }
    }
    if (added == 0)
        return;
    //: Undo history: Sprinkle! added %n random pits
    editScenario(after, tr("Sprinkle %n pit(s)", nullptr, added), QString());
}

void MainWindow::onStrokeStarted(bool pit)
{
    // A build belongs to the world it started on; also one whose steps have not arrived.
    resetBuild();
    m_stroke.clear();
    m_strokePit = pit;
}

void MainWindow::onStrokeCell(int row, int col, bool pit)
{
    // Shown at once while dragging; the whole stroke becomes one command on release.
    if (m_document->setPit(row, col, pit))
        m_stroke.emplace_back(col, row);
}

void MainWindow::onStrokeFinished()
{
    if (m_stroke.empty())
        return;
    m_document->undoStack()->push(new PitCommand(m_document, std::move(m_stroke), m_strokePit, true));
    m_stroke.clear();
}

void MainWindow::togglePitAt(int row, int col)
{
    const bool pit = !m_document->scenario().isPit(row, col);
    m_document->undoStack()->push(new PitCommand(m_document, {QPoint(col, row)}, pit, false));
}

void MainWindow::onScenarioReplaced()
{
    const Scenario &scenario = m_document->scenario();
    m_controls->setScenario(scenario);
    m_lesson->setNotes(scenario.notes);
    m_lesson->setStage(scenario.mode == MapMode::Dungeon
                               ? QStringLiteral("dungeon")
                               : LessonText::islandStage(scenario.islands.count, scenario.islands.rule == IslandRule::Rule6a));
    m_statistics->clearSummary();
    m_statistics->setBuildState(StatisticsPanel::BuildState::None);
    m_dungeonStatistics->setBuildState(DungeonStatistics::BuildState::None);
    m_dungeonView->setFailureMessage(QString());
    m_tileSet->setTiles(scenario.dungeon.tiles);
    applyMode();
    for (MapView *view : {static_cast<MapView *>(m_oceanView), static_cast<MapView *>(m_dungeonView)}) {
        if (view->fitsToWindow())
            view->fitToWindow();
    }
    updateWindowTitle();
}

MapModel *MainWindow::currentModel() const
{
    if (m_mode == MapMode::Dungeon)
        return m_dungeon;
    return m_ocean;
}

MapView *MainWindow::currentView() const
{
    if (m_mode == MapMode::Dungeon)
        return m_dungeonView;
    return m_oceanView;
}

void MainWindow::setMode(MapMode mode)
{
    Scenario after = m_document->scenario();
    if (after.mode == mode) {
        applyMode(); // the exclusive actions show the mode again
        return;
    }
    after.mode = mode;
    editScenario(after, mode == MapMode::Dungeon ? tr("Switch to the dungeon lesson") : tr("Switch to the island lesson"),
                 QString());
}

void MainWindow::applyMode()
{
    const MapMode mode = m_document->scenario().mode;
    m_islandModeAction->setChecked(mode == MapMode::Island);
    m_dungeonModeAction->setChecked(mode == MapMode::Dungeon);
    if (m_modeApplied && mode == m_mode)
        return;
    m_modeApplied = true;
    m_mode = mode;
    const bool dungeon = mode == MapMode::Dungeon;
    m_playback->pause();
    MapModel *model = currentModel();
    m_playback->setModel(model);
    m_logModel->setSourceModel(model);
    m_playbackBar->setModel(model);
    m_mapStack->setCurrentWidget(currentView());
    m_statisticsStack->setCurrentWidget(dungeon ? static_cast<QWidget *>(m_dungeonStatistics) : m_statistics);
    // The dungeon's own docks come and go with its lesson (the Panels menu still shows them).
    m_inspectorDock->setVisible(dungeon);
    m_tileSetDock->setVisible(dungeon);
    if (dungeon)
        m_inspectorDock->raise();
    m_cursorLabel->setText(currentView()->cursorDescription());
    retranslateModeTexts();
    updatePlaybackActions();
}

void MainWindow::retranslateModeTexts()
{
    if (m_mode == MapMode::Dungeon) {
        m_startAction->setToolTip(tr("Build the dungeon and play the build (F5)"));
        m_resetAction->setToolTip(tr("Clear the tiles and log, keep the pits (R)"));
        m_paletteAction->setToolTip(tr("Okabe–Ito colours for the dungeon's marks"));
    } else {
        m_startAction->setToolTip(tr("Build the islands and play the build (F5)"));
        m_resetAction->setToolTip(tr("Clear islands and log, keep the pits (R)"));
        m_paletteAction->setToolTip(tr("Okabe–Ito colours for the islands"));
    }
}

void MainWindow::onTilesEdited(const QVector<DungeonTile> &tiles, const QString &text)
{
    const QVector<DungeonTile> &before = m_document->scenario().dungeon.tiles;
    if (tiles == before)
        return;
    m_document->undoStack()->push(new TileSetCommand(m_document, before, tiles, text));
}

void MainWindow::setColourBlindPalette(bool enabled)
{
    const auto palette = enabled ? OceanPainter::Palette::ColourBlindSafe : OceanPainter::Palette::Standard;
    m_oceanView->setColourPalette(palette);
    m_statistics->setColourPalette(palette);
    m_dungeonView->setColourPalette(palette);
    m_tileInspector->setColourPalette(palette);
    m_tileSet->setColourPalette(palette);
}

void MainWindow::setFullScreen(bool enabled)
{
    if (enabled)
        showFullScreen();
    else
        showNormal();
}
