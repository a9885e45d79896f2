// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeoneditor.h"

#include "algorithmcode.h"
#include "callstackview.h"
#include "codeview.h"
#include "dungeoncallstackmodel.h"
#include "dungeonlesson.h"
#include "dungeonmodel.h"
#include "dungeonstatistics.h"
#include "dungeonview.h"
#include "dungeonworker.h"
#include "mapframes.h"
#include "pitbrush.h"
#include "rulebook.h"
#include "scenariodocument.h"
#include "tileinspector.h"
#include "tilesetpanel.h"

#include <QDockWidget>
#include <QListView>
#include <QScrollArea>

DungeonEditor::DungeonEditor(DungeonLesson *lesson, QObject *parent)
    : LessonEditor(parent)
    , m_lesson(lesson)
    , m_view(new DungeonView)
    , m_statistics(new DungeonStatistics)
    , m_inspector(new TileInspector)
    , m_tileSet(new TileSetPanel)
    , m_code(new CodeView)
    , m_stackModel(new DungeonCallStackModel(this))
    , m_callStack(new CallStackView)
{
    setObjectName(QStringLiteral("dungeonEditor"));
    m_view->setObjectName(QStringLiteral("dungeonView"));
    m_statistics->setObjectName(QStringLiteral("dungeonStatistics"));
    DungeonModel *model = lesson->dungeonModel();
    m_view->setDungeonModel(model);
    m_view->setTool(new PitBrush(lesson->document()));
    m_statistics->setModel(model);
    createDocks();

    ScenarioDocument *document = lesson->document();
    auto showTiles = [this, document] { m_tileSet->setTiles(document->scenario().dungeon.tiles); };
    showTiles();
    connect(document, &ScenarioDocument::gridReplaced, this, showTiles);
    connect(document, &ScenarioDocument::settingsChanged, this, showTiles);
    connect(m_tileSet, &TileSetPanel::tilesEdited, document, &ScenarioDocument::setTiles);
    connect(m_tileSet, &TileSetPanel::editRefused, this,
        [this](const QString &message) { emit statusMessage(message, 8000); });
    connect(lesson, &Lesson::started, this, [this] { showNoBuild(true); });
    connect(lesson, &Lesson::cleared, this, [this] { showNoBuild(false); });
    connect(lesson, &DungeonLesson::built, this, &DungeonEditor::showBuilt);
}

void DungeonEditor::createDocks()
{
    DungeonModel *model = m_lesson->dungeonModel();
    m_inspector->setObjectName(QStringLiteral("tileInspector"));
    m_tileSet->setObjectName(QStringLiteral("tileSetPanel"));
    m_inspector->setModel(model);
    m_inspectorDock = newDock(QStringLiteral("tileInspectorDock"), scrolled(m_inspector));
    // The explanation above the templates runs to several lines in longer languages: in a
    // short dock the panel scrolls rather than cutting it off.
    QScrollArea *tileSetScroll = scrolled(m_tileSet);
    tileSetScroll->setObjectName(QStringLiteral("tileSetScroll"));
    tileSetScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tileSetDock = newDock(QStringLiteral("tileSetDock"), tileSetScroll);
    m_code->setObjectName(QStringLiteral("dungeonCodeView"));
    m_codeDock = newDock(QStringLiteral("dungeonCodeDock"), m_code);
    m_stackModel->setObjectName(QStringLiteral("dungeonCallStackModel"));
    m_stackModel->setDungeonModel(model);
    m_callStack->setObjectName(QStringLiteral("dungeonCallStackView"));
    m_callStack->setModel(m_stackModel);
    m_callStackDock = newDock(QStringLiteral("dungeonCallStackDock"), m_callStack);
    retranslateUi();
    connect(model, &MapModel::positionChanged, this, &DungeonEditor::showCurrentLine);
    connect(model, &MapModel::askingChanged, this, &DungeonEditor::showCurrentLine);
    connect(m_callStackDock, &QDockWidget::visibilityChanged, m_stackModel,
        &DungeonCallStackModel::setFollowing);
    connect(m_view, &MapView::cellSizeChanged, m_code, &CodeView::followMapZoom);
    connect(m_view, &MapView::cursorMoved, m_inspector,
        [this](int row, int col) { m_inspector->setCell(row, col); });
}

DungeonEditor::~DungeonEditor()
{
    deleteUnplaced(
        {m_view, m_statistics, m_inspectorDock, m_tileSetDock, m_codeDock, m_callStackDock});
}

Lesson *DungeonEditor::lesson() const
{
    return m_lesson;
}

MapView *DungeonEditor::view() const
{
    return m_view;
}

QWidget *DungeonEditor::statisticsPage() const
{
    return m_statistics;
}

QList<LessonEditor::Dock> DungeonEditor::docks() const
{
    return {{m_inspectorDock, Qt::RightDockWidgetArea}, {m_tileSetDock, Qt::LeftDockWidgetArea},
        {m_callStackDock, Qt::RightDockWidgetArea, true},
        {m_codeDock, Qt::LeftDockWidgetArea, true}};
}

std::unique_ptr<MapFrames> DungeonEditor::frames() const
{
    const DungeonModel *model = m_lesson->dungeonModel();
    return std::make_unique<MapFrames>(model->scenario(), model->stepBatch(),
        m_view ? m_view->colourPalette() : IslandPainter::Palette::Standard);
}

// A build started (`building`) or reset: no failure, no statistics of an earlier build.
void DungeonEditor::showNoBuild(bool building)
{
    m_failure.reset();
    m_view->setFailureMessage(QString());
    m_statistics->setBuildState(
        building ? DungeonStatistics::BuildState::Building : DungeonStatistics::BuildState::None);
}

void DungeonEditor::showBuilt(const DungeonBuildSummary &summary)
{
    if (summary.outOfMemory) {
        m_statistics->setBuildState(DungeonStatistics::BuildState::None);
        return;
    }
    if (!summary.started()) {
        m_failure = std::make_unique<DungeonBuildSummary>(summary);
        showFailure();
        return;
    }
    m_statistics->setBuildState(DungeonStatistics::BuildState::Done);
}

void DungeonEditor::setColourPalette(IslandPainter::Palette palette)
{
    m_view->setColourPalette(palette);
    m_inspector->setColourPalette(palette);
    m_tileSet->setColourPalette(palette);
}

QString DungeonEditor::startToolTip() const
{
    return tr("Build the dungeon and play the build (F5)");
}

QString DungeonEditor::resetToolTip() const
{
    return tr("Clear the tiles and log, keep the pits (R)");
}

QString DungeonEditor::paletteToolTip() const
{
    return tr("Okabe–Ito colours for the dungeon's marks");
}

void DungeonEditor::retranslateUi()
{
    m_inspectorDock->setWindowTitle(tr("Tile Inspector"));
    m_tileSetDock->setWindowTitle(tr("Tile Set"));
    nameAlgorithmDocks(m_codeDock, m_callStackDock);
    //: Call Stack dock of the dungeon lesson: how to read it
    m_callStack->setNote(
        tr("The cell being filled with its candidates' verdicts so far, then the fill "
           "queue in order with each cell's required sides."));
    m_code->setLines(AlgorithmCode::dungeon());
    showCurrentLine();
    m_callStack->listView()->viewport()->update();
    if (m_failure)
        showFailure();
}

void DungeonEditor::showCurrentLine()
{
    const DungeonModel *model = m_lesson->dungeonModel();
    const int position = model->position();
    // While a question is open, the line of the step shown unless the rule book hides it.
    const bool hidden = model->isAsking()
        && RuleBook::whileAsked(RuleBook::Part::CodeLine) == RuleBook::Shown::Nothing;
    m_code->setCurrentMark(position == 0 || hidden
            ? AlgorithmCode::Mark::None
            : AlgorithmCode::dungeonMark(model->step(position - 1)));
}

// Worded here, on the GUI thread, in the language shown now.
void DungeonEditor::showFailure()
{
    const QString reason = m_failure->failureMessage();
    m_view->setFailureMessage(reason);
    m_statistics->setBuildState(DungeonStatistics::BuildState::Failed, reason);
}
