#pragma once

#include "dungeonworker.h"
#include "islandworker.h"
#include "scenario.h"

#include <QMainWindow>
#include <QPoint>

#include <vector>

class ControlsPanel;
class DungeonBuildController;
class DungeonModel;
class DungeonStatistics;
class DungeonView;
class IslandBuildController;
class LessonPanel;
class LogModel;
class LogView;
class MapModel;
class MapView;
class OceanModel;
class OceanView;
class PlaybackBar;
class PlaybackController;
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;
class QToolBar;
class QUndoView;
class ScenarioDocument;
class StatisticsPanel;
class TileInspector;
class TileSetPanel;

// The workbench window. The centre is a stack of map views (islands, dungeon) above the
// playback bar; around it the docks Recursion log, Controls, Lesson, Statistics and Undo
// history, and for dungeons the Tile inspector and Tile set. All actions are made here, once.
//
// Playback, the timeline and the log work on MapModel; the scenario's mode (an undoable
// setting, saved with it) decides which model they follow: OceanModel with OceanView and
// IslandBuildController, or DungeonModel with DungeonView and DungeonBuildController.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a scenario file; a bad one shows the loader's message and changes nothing.
    // No unsaved-changes prompt here (see openFileInteractively()).
    bool openFile(const QString &fileName);
    // The built-in demo scenario, ready to press Play.
    void openDemo();

    ScenarioDocument *document() const { return m_document; }
    // The lesson shown now: the scenario's mode once applied.
    MapMode mode() const { return m_mode; }
    MapModel *currentModel() const;
    MapView *currentView() const;

    // The map as it is shown now (islands at the playback position), as a PNG or an SVG.
    // Write the map as shown; on failure, `error` says why and no file is left behind.
    bool exportPngTo(const QString &fileName, QString *error = nullptr);
    bool exportSvgTo(const QString &fileName, QString *error = nullptr);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createToolBars();
    void createDocks();
    void retranslateUi();
    void readSettings();
    void writeSettings();

    // Files.
    void openFileInteractively(const QString &fileName = QString());
    bool save();
    bool saveAs();
    bool saveTo(const QString &fileName);
    bool maybeSave();
    void exportPng();
    void exportSvg();
    void showError(const QString &title, const QString &text);
    void addRecentFile(const QString &fileName);
    void updateRecentFilesMenu();
    void updateWindowTitle();

    // Builds and playback.
    void startBuild(bool autoplay);
    void resetBuild();
    void cancelBuild();
    void onStepsArrived(const IslandStepBatch &steps);
    void onBuildFinished(const IslandBuildSummary &summary);
    void onDungeonStepsArrived(const DungeonStepBatch &steps);
    void onDungeonBuildFinished(const DungeonBuildSummary &summary);
    void togglePlay();
    void stepForward();
    void updatePlaybackActions(); // the play action's text and icon, then updateStepActions
    void updateStepActions();

    // Edits (each one undo command).
    void editScenario(const Scenario &after, const QString &text, const QString &mergeKey);
    void onIslandSettingsEdited(const IslandSettings &settings);
    void onSeedEdited(quint64 seed);
    void newSeed();
    void onGridSizeEdited(int rows, int cols);
    void clearAll();
    void sprinkle();
    void onStrokeStarted(bool pit);
    void onStrokeCell(int row, int col, bool pit);
    void onStrokeFinished();
    void togglePitAt(int row, int col);
    void onScenarioReplaced();
    void setMode(MapMode mode);
    // Points the map, playback, log, statistics and docks at the scenario's mode.
    void applyMode();
    void retranslateModeTexts();
    void onTilesEdited(const QVector<DungeonTile> &tiles, const QString &text);

    void setColourBlindPalette(bool enabled);
    void setFullScreen(bool enabled);

    OceanModel *m_ocean = nullptr;
    ScenarioDocument *m_document = nullptr;
    IslandBuildController *m_builds = nullptr;
    PlaybackController *m_playback = nullptr;
    LogModel *m_logModel = nullptr;
    bool m_building = false;
    int m_pendingSteps = 0; // steps asked for with Right before the build had any
    std::vector<QPoint> m_stroke;
    DungeonModel *m_dungeon = nullptr;
    DungeonBuildController *m_dungeonBuilds = nullptr;
    MapMode m_mode = MapMode::Island;
    bool m_modeApplied = false;
    bool m_strokePit = true;

    QStackedWidget *m_mapStack = nullptr;
    OceanView *m_oceanView = nullptr;
    DungeonView *m_dungeonView = nullptr;
    TileInspector *m_tileInspector = nullptr;
    TileSetPanel *m_tileSet = nullptr;
    DungeonStatistics *m_dungeonStatistics = nullptr;
    QStackedWidget *m_statisticsStack = nullptr;
    PlaybackBar *m_playbackBar = nullptr;
    LogView *m_logView = nullptr;
    ControlsPanel *m_controls = nullptr;
    StatisticsPanel *m_statistics = nullptr;
    LessonPanel *m_lesson = nullptr;
    QUndoView *m_undoView = nullptr;
    QLabel *m_cursorLabel = nullptr;

    QDockWidget *m_logDock = nullptr;
    QDockWidget *m_controlsDock = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    QDockWidget *m_statisticsDock = nullptr;
    QDockWidget *m_undoDock = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_tileSetDock = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_buildMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_docksMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QToolBar *m_fileToolBar = nullptr;
    QToolBar *m_editToolBar = nullptr;
    QToolBar *m_buildToolBar = nullptr;
    QToolBar *m_viewToolBar = nullptr;
    QToolBar *m_modeToolBar = nullptr;
    QActionGroup *m_modeGroup = nullptr;
    QAction *m_islandModeAction = nullptr;
    QAction *m_dungeonModeAction = nullptr;

    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_demoAction = nullptr;
    QAction *m_exportPngAction = nullptr;
    QAction *m_exportSvgAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_resetAction = nullptr;
    QAction *m_clearAction = nullptr;
    QAction *m_sprinkleAction = nullptr;
    QAction *m_newSeedAction = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_stepForwardAction = nullptr;
    QAction *m_stepBackAction = nullptr;
    QAction *m_toStartAction = nullptr;
    QAction *m_toEndAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_paletteAction = nullptr;
    QAction *m_aboutAction = nullptr;
};
