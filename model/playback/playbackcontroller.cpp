// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playbackcontroller.h"

#include "mapmodel.h"

#include <algorithm>

PlaybackController::PlaybackController(QObject *parent)
    : QObject(parent)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PlaybackController::tick);
}

void PlaybackController::setModel(MapModel *model)
{
    if (m_model == model)
        return;
    pause();
    m_model = model;
}

void PlaybackController::setMoreComing(bool moreComing)
{
    m_moreComing = moreComing;
}

void PlaybackController::setStopPositions(QVector<int> positions)
{
    std::sort(positions.begin(), positions.end());
    positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
    m_stops = positions;
}

int PlaybackController::stopBetween(int from, int to) const
{
    const auto it = std::upper_bound(m_stops.cbegin(), m_stops.cend(), from);
    return it != m_stops.cend() && *it <= to ? *it : -1;
}

void PlaybackController::setSpeed(int speed)
{
    speed = std::clamp(speed, MinSpeed, MaxSpeed);
    if (speed == m_speed)
        return;
    m_speed = speed;
    if (m_playing)
        restartTimer();
    emit speedChanged(m_speed);
}

void PlaybackController::play()
{
    if (!m_model || m_playing)
        return;
    if (m_model->position() >= m_model->stepCount() && !m_moreComing) {
        if (m_model->stepCount() == 0)
            return;
        m_model->seek(0); // play again from the start, as a media player does
    }
    // A question before the next step: it is asked before anything plays.
    if (std::binary_search(m_stops.cbegin(), m_stops.cend(), m_model->position())) {
        emit stoppedAt(m_model->position());
        return;
    }
    setPlaying(true);
    restartTimer();
}

void PlaybackController::pause()
{
    m_timer.stop();
    setPlaying(false);
}

void PlaybackController::togglePlay()
{
    if (m_playing)
        pause();
    else
        play();
}

void PlaybackController::stepForward()
{
    pause();
    if (!m_model)
        return;
    const int target = m_model->position() + 1;
    m_model->seek(target);
    if (m_model->position() == target && stopBetween(target - 1, target) == target)
        emit stoppedAt(target);
}

void PlaybackController::stepBack()
{
    pause();
    if (m_model)
        m_model->seek(m_model->position() - 1);
}

void PlaybackController::toStart()
{
    pause();
    if (m_model)
        m_model->seek(0);
}

void PlaybackController::toEnd()
{
    pause();
    if (m_model)
        m_model->seek(m_model->stepCount());
}

void PlaybackController::seek(int position)
{
    if (m_model)
        m_model->seek(position);
}

void PlaybackController::restartTimer()
{
    // Slow speeds tick once per step; fast ones once per frame and catch up by the clock.
    const int interval = m_speed >= MaxSpeed
        ? TickInterval
        : std::max(TickInterval, int(1000.0 / PlaybackSpeed::stepsPerSecond(m_speed, 0)));
    m_carry = 0.0;
    m_clock.start();
    m_lastTick = 0;
    m_timer.start(interval);
}

void PlaybackController::tick()
{
    if (!m_model) {
        pause();
        return;
    }
    const double perSecond = PlaybackSpeed::stepsPerSecond(m_speed, m_model->stepCount());
    // Nanoseconds: whole milliseconds would drop up to one a tick, a fifteenth of the speed.
    const qint64 now = m_clock.nsecsElapsed();
    m_carry += double(now - m_lastTick) * perSecond / 1e9;
    m_lastTick = now;
    const int advance = int(m_carry);
    m_carry -= advance;
    int target = std::min(m_model->stepCount(), m_model->position() + advance);
    const int stop = stopBetween(m_model->position(), target);
    if (stop >= 0)
        target = stop;
    if (target != m_model->position())
        m_model->seek(target);
    if (stop >= 0) {
        pause();
        emit stoppedAt(stop);
        return;
    }
    if (m_model->position() >= m_model->stepCount() && !m_moreComing) {
        pause();
        emit reachedEnd();
    }
}

void PlaybackController::setPlaying(bool playing)
{
    if (m_playing == playing)
        return;
    m_playing = playing;
    emit playingChanged(playing);
}
