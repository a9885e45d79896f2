// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandeditor.h"

#include "algorithmcode.h"
#include "callstackview.h"
#include "cellinspector.h"
#include "codeview.h"
#include "islandcallstackmodel.h"
#include "islandlesson.h"
#include "islandmodel.h"
#include "islandview.h"
#include "islandworker.h"
#include "mapframes.h"
#include "pitbrush.h"
#include "rulebook.h"
#include "scenariodocument.h"
#include "statisticspanel.h"

#include <QDockWidget>
#include <QListView>
#include <QScrollArea>

IslandEditor::IslandEditor(IslandLesson *lesson, QObject *parent)
    : LessonEditor(parent)
    , m_lesson(lesson)
    , m_view(new IslandView)
    , m_statistics(new StatisticsPanel)
    , m_stackModel(new IslandCallStackModel(this))
{
    setObjectName(QStringLiteral("islandEditor"));
    m_view->setObjectName(QStringLiteral("islandView"));
    m_statistics->setObjectName(QStringLiteral("statisticsPanel"));
    m_view->setIslandModel(lesson->islandModel());
    m_view->setTool(new PitBrush(lesson->document()));
    m_statistics->setModel(lesson->islandModel());

    connect(lesson, &Lesson::started, m_statistics, [this] {
        m_statistics->clearSummary();
        m_statistics->setBuildState(StatisticsPanel::BuildState::Building);
    });
    connect(lesson, &Lesson::cleared, m_statistics, [this] {
        m_statistics->clearSummary();
        m_statistics->setBuildState(StatisticsPanel::BuildState::None);
    });
    connect(lesson, &IslandLesson::built, this, &IslandEditor::showBuilt);
    createDocks();
}

void IslandEditor::createDocks()
{
    IslandModel *model = m_lesson->islandModel();
    m_stackModel->setObjectName(QStringLiteral("islandCallStackModel"));
    m_stackModel->setIslandModel(model);
    m_code = new CodeView;
    m_code->setObjectName(QStringLiteral("islandCodeView"));
    m_callStack = new CallStackView;
    m_callStack->setObjectName(QStringLiteral("islandCallStackView"));
    m_callStack->setModel(m_stackModel);
    m_inspector = new CellInspector;
    m_inspector->setObjectName(QStringLiteral("cellInspector"));
    m_inspector->setModel(model);
    m_codeDock = newDock(QStringLiteral("islandCodeDock"), m_code);
    m_callStackDock = newDock(QStringLiteral("islandCallStackDock"), m_callStack);
    m_inspectorDock = newDock(QStringLiteral("cellInspectorDock"), scrolled(m_inspector));
    retranslateUi();

    connect(model, &MapModel::positionChanged, this, &IslandEditor::showCurrentLine);
    connect(model, &MapModel::askingChanged, this, &IslandEditor::showCurrentLine);
    connect(model, &QAbstractItemModel::modelReset, this, &IslandEditor::showCurrentLine);
    // Switching the rule switches the code (6b adds its neighbour check); other settings
    // leave the listing (and where the reader scrolled it) alone.
    connect(m_callStackDock, &QDockWidget::visibilityChanged, m_stackModel,
        &IslandCallStackModel::setFollowing);
    ScenarioDocument *document = m_lesson->document();
    auto followRule = [this, document] {
        if (document->scenario().islands.rule != m_codeRule)
            retranslateUi();
    };
    connect(document, &ScenarioDocument::settingsChanged, this, followRule);
    connect(document, &ScenarioDocument::gridReplaced, this, followRule);
    connect(m_view, &MapView::cellSizeChanged, m_code, &CodeView::followMapZoom);
    connect(m_view, &MapView::cursorMoved, m_inspector,
        [this](int row, int col) { m_inspector->setCell(row, col); });
    connect(m_lesson, &IslandLesson::cellExplained, m_inspector, [this](int row, int col) {
        m_inspector->setCell(row, col);
        m_inspector->refresh();
    });
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

IslandEditor::~IslandEditor()
{
    deleteUnplaced({m_view, m_statistics, m_codeDock, m_callStackDock, m_inspectorDock});
}

Lesson *IslandEditor::lesson() const
{
    return m_lesson;
}

MapView *IslandEditor::view() const
{
    return m_view;
}

QWidget *IslandEditor::statisticsPage() const
{
    return m_statistics;
}

QList<LessonEditor::Dock> IslandEditor::docks() const
{
    return {{m_callStackDock, Qt::RightDockWidgetArea, true},
        {m_inspectorDock, Qt::RightDockWidgetArea}, {m_codeDock, Qt::LeftDockWidgetArea, true}};
}

std::unique_ptr<MapFrames> IslandEditor::frames() const
{
    const IslandModel *model = m_lesson->islandModel();
    return std::make_unique<MapFrames>(model->scenario(), model->stepBatch(),
        m_view ? m_view->colourPalette() : IslandPainter::Palette::Standard);
}

void IslandEditor::showBuilt(const IslandBuildSummary &summary)
{
    if (summary.outOfMemory) {
        m_statistics->setBuildState(StatisticsPanel::BuildState::None);
        return;
    }
    m_statistics->setSummary(summary);
    m_statistics->setBuildState(summary.tooComplex ? StatisticsPanel::BuildState::TooComplex
                                                   : StatisticsPanel::BuildState::Done);
}

void IslandEditor::showCurrentLine()
{
    const IslandModel *model = m_lesson->islandModel();
    const int position = model->position();
    // While a question is open, the line of the step shown unless the rule book hides it.
    const bool hidden = model->isAsking()
        && RuleBook::whileAsked(RuleBook::Part::CodeLine) == RuleBook::Shown::Nothing;
    m_code->setCurrentMark(position == 0 || hidden
            ? AlgorithmCode::Mark::None
            : AlgorithmCode::islandMark(model->step(position - 1)));
}

void IslandEditor::retranslateUi()
{
    nameAlgorithmDocks(m_codeDock, m_callStackDock);
    m_inspectorDock->setWindowTitle(tr("Cell Inspector"));
    //: Call Stack dock of the island lesson: how to read it
    m_callStack->setNote(tr("The active grow() calls, from the seed down to the current cell. "
                            "x failed, > being tried. Select a call to outline its cell and "
                            "candidates on the map."));
    m_codeRule = m_lesson->document()->scenario().islands.rule;
    m_code->setLines(AlgorithmCode::islands(m_codeRule));
    showCurrentLine();
    // The frames' texts are worded when painted: repaint them in the new language.
    m_callStack->listView()->viewport()->update();
}

void IslandEditor::setColourPalette(IslandPainter::Palette palette)
{
    m_view->setColourPalette(palette);
    m_statistics->setColourPalette(palette);
}

void IslandEditor::setPatternsEverywhere(bool on)
{
    m_view->setPatternsEverywhere(on);
}

QString IslandEditor::startToolTip() const
{
    return tr("Build the islands and play the build (F5)");
}

QString IslandEditor::resetToolTip() const
{
    return tr("Clear islands and log, keep the pits (R)");
}

QString IslandEditor::paletteToolTip() const
{
    return tr("Okabe–Ito colours for the islands");
}
