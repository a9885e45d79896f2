// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonlesson.h"

#include "localedigits.h"

#include "algorithmcode.h"
#include "callstackview.h"
#include "codeview.h"
#include "dungeonbuildcontroller.h"
#include "dungeoncallstackmodel.h"
#include "dungeonmodel.h"
#include "dungeonstatistics.h"
#include "dungeonteaching.h"
#include "dungeonview.h"
#include "dungeonworker.h"
#include "scenariodocument.h"
#include "tileinspector.h"
#include "tilesetpanel.h"

#include <QDockWidget>
#include <QListView>
#include <QScrollArea>

DungeonLesson::DungeonLesson(ScenarioDocument *document, QObject *parent)
    : Lesson(parent)
    , m_document(document)
    , m_model(new DungeonModel(this))
    , m_builds(new DungeonBuildController(this))
    , m_view(new DungeonView)
    , m_statistics(new DungeonStatistics)
    , m_inspector(new TileInspector)
    , m_tileSet(new TileSetPanel)
    , m_inspectorDock(new QDockWidget)
    , m_tileSetDock(new QDockWidget)
    , m_code(new CodeView)
    , m_stackModel(new DungeonCallStackModel(this))
    , m_callStack(new CallStackView)
    , m_codeDock(new QDockWidget)
    , m_callStackDock(new QDockWidget)
    , m_teaching(std::make_unique<DungeonTeaching>(this, document))
{
    setObjectName(QStringLiteral("dungeonLesson"));
    m_model->setObjectName(QStringLiteral("dungeonModel"));
    m_builds->setObjectName(QStringLiteral("dungeonBuilds"));
    m_view->setObjectName(QStringLiteral("dungeonView"));
    m_statistics->setObjectName(QStringLiteral("dungeonStatistics"));
    m_inspector->setObjectName(QStringLiteral("tileInspector"));
    m_tileSet->setObjectName(QStringLiteral("tileSetPanel"));
    m_model->setScenario(document->sharedScenario());
    m_view->setDungeonModel(m_model);
    m_statistics->setModel(m_model);
    m_inspector->setModel(m_model);
    m_tileSet->setTiles(document->scenario().dungeon.tiles);

    auto *inspectorScroll = new QScrollArea;
    inspectorScroll->setWidget(m_inspector);
    inspectorScroll->setWidgetResizable(true);
    inspectorScroll->setFrameShape(QFrame::NoFrame);
    m_inspectorDock->setObjectName(QStringLiteral("tileInspectorDock"));
    m_inspectorDock->setWidget(inspectorScroll);
    // The explanation above the templates runs to several lines in longer languages: in a
    // short dock the panel scrolls rather than cutting it off.
    auto *tileSetScroll = new QScrollArea;
    tileSetScroll->setObjectName(QStringLiteral("tileSetScroll"));
    tileSetScroll->setWidget(m_tileSet);
    tileSetScroll->setWidgetResizable(true);
    tileSetScroll->setFrameShape(QFrame::NoFrame);
    tileSetScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tileSetDock->setObjectName(QStringLiteral("tileSetDock"));
    m_tileSetDock->setWidget(tileSetScroll);
    m_code->setObjectName(QStringLiteral("dungeonCodeView"));
    m_codeDock->setObjectName(QStringLiteral("dungeonCodeDock"));
    m_codeDock->setWidget(m_code);
    m_stackModel->setObjectName(QStringLiteral("dungeonCallStackModel"));
    m_stackModel->setDungeonModel(m_model);
    m_callStack->setObjectName(QStringLiteral("dungeonCallStackView"));
    m_callStack->setModel(m_stackModel);
    m_callStackDock->setObjectName(QStringLiteral("dungeonCallStackDock"));
    m_callStackDock->setWidget(m_callStack);
    retranslateUi();
    connect(m_model, &MapModel::positionChanged, this, &DungeonLesson::showCurrentLine);
    connect(m_callStackDock, &QDockWidget::visibilityChanged, m_stackModel,
        &DungeonCallStackModel::setFollowing);
    connect(m_view, &MapView::cellSizeChanged, m_code, &CodeView::followMapZoom);

    connect(document, &ScenarioDocument::gridReplaced, this, [this] {
        m_model->setScenario(m_document->sharedScenario());
        m_tileSet->setTiles(m_document->scenario().dungeon.tiles);
    });
    connect(document, &ScenarioDocument::pitsChanged, m_model, &DungeonModel::updatePits);
    connect(document, &ScenarioDocument::settingsChanged, this, [this] {
        m_model->updateTiles();
        m_tileSet->setTiles(m_document->scenario().dungeon.tiles);
    });
    connect(m_tileSet, &TileSetPanel::tilesEdited, document, &ScenarioDocument::setTiles);
    connect(m_tileSet, &TileSetPanel::editRefused, this,
        [this](const QString &message) { emit statusMessage(message, 8000); });
    connect(m_view, &MapView::cursorMoved, m_inspector,
        [this](int row, int col) { m_inspector->setCell(row, col); });
    connect(m_builds, &DungeonBuildController::endPathFound, m_model,
        [this](const DungeonEndPath &path) { m_model->setEndPath(path.list, path.cells); });
    connect(m_builds, &DungeonBuildController::stepsArrived, this,
        [this](const DungeonStepBatch &steps) {
            m_model->appendSteps(steps);
            emit stepsArrived();
        });
    connect(m_builds, &DungeonBuildController::buildFinished, this, &DungeonLesson::onFinished);
    connect(m_builds, &BuildController::runningChanged, this, &Lesson::buildingChanged);
}

DungeonLesson::~DungeonLesson()
{
    for (QWidget *widget : {static_cast<QWidget *>(m_view), static_cast<QWidget *>(m_statistics),
             static_cast<QWidget *>(m_inspectorDock), static_cast<QWidget *>(m_tileSetDock),
             static_cast<QWidget *>(m_codeDock), static_cast<QWidget *>(m_callStackDock)}) {
        if (widget && !widget->parent())
            delete widget;
    }
}

MapModel *DungeonLesson::model() const
{
    return m_model;
}

MapView *DungeonLesson::view() const
{
    return m_view;
}

QWidget *DungeonLesson::statisticsPage() const
{
    return m_statistics;
}

QList<Lesson::Dock> DungeonLesson::docks() const
{
    return {{m_inspectorDock, Qt::RightDockWidgetArea}, {m_tileSetDock, Qt::LeftDockWidgetArea},
        {m_callStackDock, Qt::RightDockWidgetArea}, {m_codeDock, Qt::LeftDockWidgetArea}};
}

LessonTeaching *DungeonLesson::teaching() const
{
    return m_teaching.get();
}

QString DungeonLesson::stage() const
{
    return QStringLiteral("dungeon");
}

void DungeonLesson::start()
{
    // The worker first: clearing a shown build of millions of steps need not delay it,
    // and nothing of the new run arrives before this returns to the event loop.
    m_builds->start(m_document->scenario());
    m_model->clearSteps();
    m_failure.reset();
    m_view->setFailureMessage(QString());
    m_statistics->setBuildState(DungeonStatistics::BuildState::Building);
}

void DungeonLesson::cancel()
{
    m_builds->cancel();
}

void DungeonLesson::reset()
{
    m_builds->cancel();
    m_model->clearSteps();
    m_failure.reset();
    m_view->setFailureMessage(QString());
    m_statistics->setBuildState(DungeonStatistics::BuildState::None);
}

bool DungeonLesson::isBuilding() const
{
    return m_builds->isRunning();
}

void DungeonLesson::onFinished(const DungeonBuildSummary &summary)
{
    if (summary.outOfMemory) {
        m_model->clearSteps();
        m_statistics->setBuildState(DungeonStatistics::BuildState::None);
        emit finished();
        emit failed(tr("Not enough memory"),
            tr("Not enough memory for a dungeon of %1 x %2 cells.")
                .arg(LocaleDigits::number(summary.rows))
                .arg(LocaleDigits::number(summary.cols)));
        return;
    }
    if (!summary.started()) {
        // Nothing else changes: no steps came, the map stays the starting map.
        m_failure = std::make_unique<DungeonBuildSummary>(summary);
        showFailure();
        //: Status bar when a dungeon build cannot start; %1 the reason
        emit statusMessage(tr("Cannot build the dungeon: %1").arg(summary.failureMessage()), 0);
        emit finished();
        return;
    }
    m_statistics->setBuildState(DungeonStatistics::BuildState::Done);
    //: Status bar after a dungeon build; %1 is "%Ln tile(s) placed" and %2 "%Ln candidate(s)
    //: rejected"
    emit statusMessage(tr("Built: %1, %2")
                           .arg(tr("%Ln tile(s) placed", nullptr, summary.placed),
                               tr("%Ln candidate(s) rejected", nullptr, summary.rejected)),
        8000);
    emit finished();
}

void DungeonLesson::setColourPalette(OceanPainter::Palette palette)
{
    m_view->setColourPalette(palette);
    m_inspector->setColourPalette(palette);
    m_tileSet->setColourPalette(palette);
}

QString DungeonLesson::startToolTip() const
{
    return tr("Build the dungeon and play the build (F5)");
}

QString DungeonLesson::resetToolTip() const
{
    return tr("Clear the tiles and log, keep the pits (R)");
}

QString DungeonLesson::paletteToolTip() const
{
    return tr("Okabe–Ito colours for the dungeon's marks");
}

void DungeonLesson::retranslateUi()
{
    m_inspectorDock->setWindowTitle(tr("Tile Inspector"));
    m_tileSetDock->setWindowTitle(tr("Tile Set"));
    m_codeDock->setWindowTitle(tr("Code"));
    m_callStackDock->setWindowTitle(tr("Call Stack"));
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

void DungeonLesson::showCurrentLine()
{
    const int position = m_model->position();
    m_code->setCurrentMark(position == 0 ? AlgorithmCode::Mark::None
                                         : AlgorithmCode::dungeonMark(m_model->step(position - 1)));
}

// Worded here, on the GUI thread, in the language shown now.
void DungeonLesson::showFailure()
{
    const QString reason = m_failure->failureMessage();
    m_view->setFailureMessage(reason);
    m_statistics->setBuildState(DungeonStatistics::BuildState::Failed, reason);
}
