// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandlesson.h"

#include "algorithmcode.h"
#include "callstackview.h"
#include "cellinspector.h"
#include "codeview.h"
#include "islandbuildcontroller.h"
#include "islandcallstackmodel.h"
#include "islandteaching.h"
#include "lessontext.h"
#include "oceanmodel.h"
#include "oceanview.h"
#include "scenariodocument.h"
#include "statisticspanel.h"

#include <QDockWidget>
#include <QListView>
#include <QScrollArea>

IslandLesson::IslandLesson(ScenarioDocument *document, QObject *parent)
    : Lesson(parent)
    , m_document(document)
    , m_model(new OceanModel(this))
    , m_builds(new IslandBuildController(this))
    , m_view(new OceanView)
    , m_statistics(new StatisticsPanel)
    , m_stackModel(new IslandCallStackModel(this))
    , m_teaching(std::make_unique<IslandTeaching>(this))
{
    setObjectName(QStringLiteral("islandLesson"));
    m_model->setObjectName(QStringLiteral("oceanModel"));
    m_builds->setObjectName(QStringLiteral("islandBuilds"));
    m_view->setObjectName(QStringLiteral("oceanView"));
    m_statistics->setObjectName(QStringLiteral("statisticsPanel"));
    m_model->setScenario(document->sharedScenario());
    m_view->setOceanModel(m_model);
    m_statistics->setModel(m_model);

    connect(document, &ScenarioDocument::gridReplaced, this,
        [this] { m_model->setScenario(m_document->sharedScenario()); });
    connect(document, &ScenarioDocument::pitsChanged, m_model, &OceanModel::updatePits);
    connect(
        m_builds, &IslandBuildController::stepsArrived, this, [this](const IslandStepBatch &steps) {
            m_model->appendSteps(steps);
            emit stepsArrived();
        });
    connect(m_builds, &IslandBuildController::buildFinished, this, &IslandLesson::onFinished);
    connect(m_builds, &BuildController::runningChanged, this, &Lesson::buildingChanged);
    createDocks();
}

void IslandLesson::createDocks()
{
    m_stackModel->setObjectName(QStringLiteral("islandCallStackModel"));
    m_stackModel->setOceanModel(m_model);
    m_code = new CodeView;
    m_code->setObjectName(QStringLiteral("islandCodeView"));
    m_callStack = new CallStackView;
    m_callStack->setObjectName(QStringLiteral("islandCallStackView"));
    m_callStack->setModel(m_stackModel);
    m_inspector = new CellInspector;
    m_inspector->setObjectName(QStringLiteral("cellInspector"));
    m_inspector->setModel(m_model);
    auto *inspectorScroll = new QScrollArea;
    inspectorScroll->setWidget(m_inspector);
    inspectorScroll->setWidgetResizable(true);
    inspectorScroll->setFrameShape(QFrame::NoFrame);

    auto dock = [](const char *name, QWidget *content) {
        auto *dock = new QDockWidget;
        dock->setObjectName(QString::fromLatin1(name));
        dock->setWidget(content);
        return dock;
    };
    m_codeDock = dock("islandCodeDock", m_code);
    m_callStackDock = dock("islandCallStackDock", m_callStack);
    m_inspectorDock = dock("cellInspectorDock", inspectorScroll);
    retranslateUi();

    connect(m_model, &MapModel::positionChanged, this, &IslandLesson::showCurrentLine);
    connect(m_model, &QAbstractItemModel::modelReset, this, &IslandLesson::showCurrentLine);
    // Switching the rule switches the code (6b adds its neighbour check); other settings
    // leave the listing (and where the reader scrolled it) alone.
    connect(m_callStackDock, &QDockWidget::visibilityChanged, m_stackModel,
        &IslandCallStackModel::setFollowing);
    auto followRule = [this] {
        if (m_document->scenario().islands.rule != m_codeRule)
            retranslateUi();
    };
    connect(m_document, &ScenarioDocument::settingsChanged, this, followRule);
    connect(m_document, &ScenarioDocument::gridReplaced, this, followRule);
    connect(m_view, &MapView::cellSizeChanged, m_code, &CodeView::followMapZoom);
    connect(m_view, &MapView::cursorMoved, m_inspector,
        [this](int row, int col) { m_inspector->setCell(row, col); });
    connect(m_callStack, &CallStackView::frameSelected, this, [this](const QModelIndex &index) {
        if (!index.isValid()) {
            m_view->setFrameHighlight(QPoint(-1, -1), {});
            return;
        }
        m_view->setFrameHighlight(index.data(IslandCallStackModel::CellRole).toPoint(),
            index.data(IslandCallStackModel::CandidatesRole).value<QList<QPoint>>());
    });
    // A frame that a step pops takes its outline with it.
    connect(m_stackModel, &QAbstractItemModel::rowsRemoved, this, [this] {
        if (!m_callStack->listView()->selectionModel()->hasSelection())
            m_view->setFrameHighlight(QPoint(-1, -1), {});
    });
}

QList<Lesson::Dock> IslandLesson::docks() const
{
    return {{m_callStackDock, Qt::RightDockWidgetArea}, {m_inspectorDock, Qt::RightDockWidgetArea},
        {m_codeDock, Qt::LeftDockWidgetArea}};
}

void IslandLesson::showCurrentLine()
{
    const int position = m_model->position();
    m_code->setCurrentMark(position == 0 ? AlgorithmCode::Mark::None
                                         : AlgorithmCode::islandMark(m_model->step(position - 1)));
}

void IslandLesson::retranslateUi()
{
    m_codeDock->setWindowTitle(tr("Code"));
    m_callStackDock->setWindowTitle(tr("Call Stack"));
    m_inspectorDock->setWindowTitle(tr("Cell Inspector"));
    //: Call Stack dock of the island lesson: how to read it
    m_callStack->setNote(tr("The active grow() calls, from the seed down to the current cell. "
                            "x failed, > being tried. Select a call to outline its cell and "
                            "candidates on the map."));
    m_codeRule = m_document->scenario().islands.rule;
    m_code->setLines(AlgorithmCode::islands(m_codeRule));
    showCurrentLine();
    // The frames' texts are worded when painted: repaint them in the new language.
    m_callStack->listView()->viewport()->update();
}

// The view and statistics page have no parent until the window takes them.
IslandLesson::~IslandLesson()
{
    for (QWidget *widget : {static_cast<QWidget *>(m_view), static_cast<QWidget *>(m_statistics),
             static_cast<QWidget *>(m_codeDock), static_cast<QWidget *>(m_callStackDock),
             static_cast<QWidget *>(m_inspectorDock)}) {
        if (widget && !widget->parent())
            delete widget;
    }
}

MapModel *IslandLesson::model() const
{
    return m_model;
}

MapView *IslandLesson::view() const
{
    return m_view;
}

QWidget *IslandLesson::statisticsPage() const
{
    return m_statistics;
}

LessonTeaching *IslandLesson::teaching() const
{
    return m_teaching.get();
}

QString IslandLesson::stage() const
{
    const IslandSettings &islands = m_document->scenario().islands;
    return LessonText::islandStage(islands.count, islands.rule == IslandRule::Rule6a);
}

void IslandLesson::start()
{
    m_model->clearSteps();
    m_statistics->clearSummary();
    m_statistics->setBuildState(StatisticsPanel::BuildState::Building);
    m_builds->start(m_document->scenario());
}

void IslandLesson::cancel()
{
    m_builds->cancel();
}

void IslandLesson::reset()
{
    m_builds->cancel();
    m_model->clearSteps();
    m_statistics->clearSummary();
    m_statistics->setBuildState(StatisticsPanel::BuildState::None);
}

bool IslandLesson::isBuilding() const
{
    return m_builds->isRunning();
}

void IslandLesson::onFinished(const IslandBuildSummary &summary)
{
    if (summary.outOfMemory) {
        m_model->clearSteps();
        m_statistics->setBuildState(StatisticsPanel::BuildState::None);
        emit finished();
        emit failed(tr("Not enough memory"),
            tr("Not enough memory for a build of %Ln step(s). Lower the step limit.", nullptr,
                summary.stepLimit));
        return;
    }
    m_statistics->setSummary(summary);
    m_statistics->setBuildState(summary.tooComplex ? StatisticsPanel::BuildState::TooComplex
                                                   : StatisticsPanel::BuildState::Done);
    if (summary.tooComplex) {
        emit statusMessage(tr("Too complex: the build stopped at the step limit (%Ln step(s))",
                               nullptr, summary.stepCount),
            8000);
        emit finished();
        return;
    }
    //: Status bar after a build; %1 is "%Ln step(s)" and %2 "%Ln backtrack(s)"
    emit statusMessage(tr("Built: %1, %2")
                           .arg(tr("%Ln step(s)", nullptr, summary.stepCount),
                               tr("%Ln backtrack(s)", nullptr, summary.backtracks)),
        8000);
    emit finished();
}

void IslandLesson::setColourPalette(OceanPainter::Palette palette)
{
    m_view->setColourPalette(palette);
    m_statistics->setColourPalette(palette);
}

QString IslandLesson::startToolTip() const
{
    return tr("Build the islands and play the build (F5)");
}

QString IslandLesson::resetToolTip() const
{
    return tr("Clear islands and log, keep the pits (R)");
}

QString IslandLesson::paletteToolTip() const
{
    return tr("Okabe–Ito colours for the islands");
}
