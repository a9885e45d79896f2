// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonsession.h"

#include "cellcoordinates.h"
#include "lesson.h"
#include "lessonplugin.h"
#include "logmodel.h"
#include "mapmodel.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"

LessonSession::LessonSession(QObject *parent)
    : QObject(parent)
    , m_document(new ScenarioDocument(this))
    , m_playback(new PlaybackController(this))
    , m_log(new LogModel(this))
{
    for (const LessonPlugin &plugin : lessonPlugins())
        m_lessons.append(plugin.makeLesson(m_document, this));
    m_document->setObjectName(QStringLiteral("document"));
    m_playback->setObjectName(QStringLiteral("playback"));
    m_log->setObjectName(QStringLiteral("logModel"));

    connect(m_document, &ScenarioDocument::aboutToChange, this, &LessonSession::reset);
    connect(m_document, &ScenarioDocument::modeChanged, this, &LessonSession::applyMode);
    connect(m_playback, &PlaybackController::playingChanged, this,
        &LessonSession::playbackStateChanged);
    for (Lesson *lesson : lessons()) {
        connect(lesson, &Lesson::stepsArrived, this, [this, lesson] {
            if (lesson == m_lesson)
                onStepsArrived();
        });
        connect(lesson, &Lesson::finished, this, [this, lesson] {
            if (lesson == m_lesson)
                onFinished();
        });
        // Messages name cells "(r, c)" (start and end cut apart by pits), which must read
        // left to right in Arabic too.
        connect(lesson, &Lesson::statusMessage, this, [this](const QString &message, int timeout) {
            emit statusMessage(CellCoordinates::isolated(message), timeout);
        });
        connect(
            lesson, &Lesson::failed, this, [this](const QString &title, const QString &message) {
                m_playback->pause();
                emit statusMessage(QString(), 0);
                emit buildFailed(title, CellCoordinates::isolated(message));
            });
        connect(lesson->model(), &MapModel::positionChanged, this,
            &LessonSession::playbackStateChanged);
        connect(lesson->model(), &MapModel::stepCountChanged, this,
            &LessonSession::playbackStateChanged);
    }
    applyMode();
}

LessonSession::~LessonSession()
{
    // Never wait for a build: cancelling sets its flag and drops what it still sends.
    for (Lesson *lesson : lessons())
        lesson->cancel();
}

Lesson *LessonSession::lesson(MapMode mode) const
{
    for (Lesson *lesson : m_lessons) {
        if (lesson->mode() == mode)
            return lesson;
    }
    return m_lessons.first();
}

bool LessonSession::isBuilding() const
{
    return m_lesson->isBuilding();
}

void LessonSession::start(bool autoplay)
{
    // A build started with the mouse button still down ends the stroke: the build is of the
    // pits painted so far, and the rest of the drag paints nothing over it.
    m_document->endStroke();
    m_playback->pause();
    m_pendingSteps = 0;
    m_lesson->start();
    m_playback->setMoreComing(true);
    emit statusMessage(tr("Building…"), 0);
    if (autoplay)
        m_playback->play();
    emit playbackStateChanged();
}

void LessonSession::reset()
{
    m_playback->pause();
    m_pendingSteps = 0;
    m_playback->setMoreComing(false);
    for (Lesson *lesson : lessons())
        lesson->reset();
    emit statusMessage(QString(), 0);
    emit playbackStateChanged();
}

void LessonSession::togglePlay()
{
    if (m_lesson->model()->stepCount() == 0 && !isBuilding()) {
        start(true);
        return;
    }
    m_playback->togglePlay();
}

void LessonSession::stepForward()
{
    MapModel *model = m_lesson->model();
    if (model->stepCount() == 0 && !isBuilding()) {
        start(false);
        m_pendingSteps = 1;
        return;
    }
    if (model->position() >= model->stepCount() && isBuilding()) {
        ++m_pendingSteps;
        return;
    }
    m_playback->stepForward();
}

void LessonSession::stepBack()
{
    m_playback->stepBack();
}

void LessonSession::toStart()
{
    m_playback->toStart();
}

void LessonSession::toEnd()
{
    m_playback->toEnd();
}

void LessonSession::seek(int position)
{
    m_playback->pause();
    m_playback->seek(position);
}

void LessonSession::onStepsArrived()
{
    // Step by step, so that a question's stop position on the way is not skipped.
    MapModel *model = m_lesson->model();
    while (m_pendingSteps > 0 && model->position() < model->stepCount()) {
        --m_pendingSteps;
        m_playback->stepForward();
        if (m_playback->stopPositions().contains(model->position())) {
            m_pendingSteps = 0;
            break;
        }
    }
}

void LessonSession::onFinished()
{
    m_pendingSteps = 0;
    m_playback->setMoreComing(false);
    MapModel *model = m_lesson->model();
    if (m_playback->isPlaying() && model->position() >= model->stepCount())
        m_playback->pause();
    emit playbackStateChanged();
}

void LessonSession::applyMode()
{
    Lesson *lesson = this->lesson(m_document->scenario().mode);
    if (lesson == m_lesson)
        return;
    m_playback->pause();
    m_lesson = lesson;
    m_playback->setModel(lesson->model());
    m_log->setSourceModel(lesson->model());
    emit lessonChanged(lesson);
    emit playbackStateChanged();
}
