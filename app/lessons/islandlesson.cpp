#include "islandlesson.h"

#include "islandbuildcontroller.h"
#include "lessontext.h"
#include "oceanmodel.h"
#include "oceanview.h"
#include "scenariodocument.h"
#include "statisticspanel.h"

IslandLesson::IslandLesson(ScenarioDocument *document, QObject *parent)
    : Lesson(parent), m_document(document), m_model(new OceanModel(this)),
      m_builds(new IslandBuildController(this)), m_view(new OceanView), m_statistics(new StatisticsPanel)
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
    connect(m_builds, &IslandBuildController::stepsArrived, this, [this](const IslandStepBatch &steps) {
        m_model->appendSteps(steps);
        emit stepsArrived();
    });
    connect(m_builds, &IslandBuildController::buildFinished, this, &IslandLesson::onFinished);
    connect(m_builds, &BuildController::runningChanged, this, &Lesson::buildingChanged);
}

// The view and statistics page have no parent until the window takes them.
IslandLesson::~IslandLesson()
{
    if (m_view && !m_view->parent())
        delete m_view;
    if (m_statistics && !m_statistics->parent())
        delete m_statistics;
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
        emit statusMessage(tr("Too complex: the build stopped at the step limit (%Ln step(s))", nullptr,
                         summary.stepCount),
                      8000);
        emit finished();
        return;
    }
    //: Status bar after a build; %1 is "%Ln step(s)" and %2 "%Ln backtrack(s)"
    emit statusMessage(tr("Built: %1, %2").arg(tr("%Ln step(s)", nullptr, summary.stepCount),
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
