// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandlesson.h"

#include "islandbuildcontroller.h"
#include "islandmodel.h"
#include "islandteaching.h"
#include "lessontext.h"
#include "scenariodocument.h"

IslandLesson::IslandLesson(ScenarioDocument *document, QObject *parent)
    : Lesson(document, parent)
    , m_model(new IslandModel(this))
    , m_builds(new IslandBuildController(this))
    , m_teaching(std::make_unique<IslandTeaching>(this))
{
    setObjectName(QStringLiteral("islandLesson"));
    m_model->setObjectName(QStringLiteral("islandModel"));
    m_builds->setObjectName(QStringLiteral("islandBuilds"));
    m_model->setScenario(document->sharedScenario());

    connect(document, &ScenarioDocument::gridReplaced, this,
        [this] { m_model->setScenario(m_document->sharedScenario()); });
    connect(document, &ScenarioDocument::pitsChanged, m_model, &IslandModel::updatePits);
    connect(document, &ScenarioDocument::settingsChanged, m_model, &IslandModel::settingsEdited);
    connect(
        m_builds, &IslandBuildController::stepsArrived, this, [this](const IslandStepBatch &steps) {
            m_model->appendSteps(steps);
            emit stepsArrived();
        });
    connect(m_builds, &IslandBuildController::buildFinished, this, &IslandLesson::onFinished);
    setBuildController(m_builds);
}

IslandLesson::~IslandLesson() = default;

MapModel *IslandLesson::model() const
{
    return m_model;
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
    emit started();
    m_builds->start(m_document->scenario());
}

void IslandLesson::onFinished(const IslandBuildSummary &summary)
{
    if (summary.outOfMemory)
        m_model->clearSteps();
    emit built(summary);
    if (summary.outOfMemory) {
        emit finished();
        emit failed(tr("Not enough memory"),
            tr("Not enough memory for a build of %Ln step(s). Lower the step limit.", nullptr,
                summary.stepLimit));
        return;
    }
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
