// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonlesson.h"

#include "localedigits.h"

#include "dungeonbuildcontroller.h"
#include "dungeonmodel.h"
#include "dungeonteaching.h"
#include "dungeonworker.h"
#include "scenariodocument.h"

DungeonLesson::DungeonLesson(ScenarioDocument *document, QObject *parent)
    : Lesson(document, parent)
    , m_model(new DungeonModel(this))
    , m_builds(new DungeonBuildController(this))
    , m_teaching(std::make_unique<DungeonTeaching>(this, document))
{
    setObjectName(QStringLiteral("dungeonLesson"));
    m_model->setObjectName(QStringLiteral("dungeonModel"));
    m_builds->setObjectName(QStringLiteral("dungeonBuilds"));
    m_model->setScenario(document->sharedScenario());

    connect(document, &ScenarioDocument::gridReplaced, this,
        [this] { m_model->setScenario(m_document->sharedScenario()); });
    connect(document, &ScenarioDocument::pitsChanged, m_model, &DungeonModel::updatePits);
    connect(document, &ScenarioDocument::settingsChanged, m_model, &DungeonModel::updateTiles);
    connect(m_builds, &DungeonBuildController::endPathFound, m_model,
        [this](const DungeonEndPath &path) { m_model->setEndPath(path.list, path.cells); });
    connect(m_builds, &DungeonBuildController::stepsArrived, this,
        [this](const DungeonStepBatch &steps) {
            m_model->appendSteps(steps);
            emit stepsArrived();
        });
    connect(m_builds, &DungeonBuildController::buildFinished, this, &DungeonLesson::onFinished);
    setBuildController(m_builds);
}

DungeonLesson::~DungeonLesson() = default;

MapModel *DungeonLesson::model() const
{
    return m_model;
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
    emit started();
}

void DungeonLesson::onFinished(const DungeonBuildSummary &summary)
{
    if (summary.outOfMemory)
        m_model->clearSteps();
    emit built(summary);
    if (summary.outOfMemory) {
        emit finished();
        emit failed(tr("Not enough memory"),
            tr("Not enough memory for a dungeon of %1 x %2 cells.")
                .arg(LocaleDigits::number(summary.rows))
                .arg(LocaleDigits::number(summary.cols)));
        return;
    }
    if (!summary.started()) {
        // Nothing else changes: no steps came, the map stays the starting map.
        //: Status bar when a dungeon build cannot start; %1 the reason
        emit statusMessage(tr("Cannot build the dungeon: %1").arg(summary.failureMessage()), 0);
        emit finished();
        return;
    }
    //: Status bar after a dungeon build; %1 is "%Ln tile(s) placed" and %2 "%Ln candidate(s)
    //: rejected"
    emit statusMessage(tr("Built: %1, %2")
                           .arg(tr("%Ln tile(s) placed", nullptr, summary.placed),
                               tr("%Ln candidate(s) rejected", nullptr, summary.rejected)),
        8000);
    emit finished();
}
