// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVector>

#include "mapmodel.h"
#include "playbackspeed.h"

// Plays a MapModel's steps from a timer on the GUI thread. Each tick advances by however
// many steps the speed asks for and makes one seek(), so the model reports one ranged
// dataChanged per frame however fast the playback runs.
class PlaybackController : public QObject
{
    Q_OBJECT

public:
    // The core's speeds (PlaybackSpeed), which the web lesson plays at too.
    static constexpr int MinSpeed = PlaybackSpeed::Min;
    static constexpr int MaxSpeed = PlaybackSpeed::Max;
    static constexpr int DefaultSpeed = PlaybackSpeed::Default;
    static constexpr int FrameInterval = PlaybackSpeed::FrameInterval;
    // Ticks come a little inside a frame: a tick up to 1 ms late still starts its frame
    // within FrameInterval of the last. The steps shown follow the clock, not the ticks.
    static constexpr int TickInterval = 15; // ms

    explicit PlaybackController(QObject *parent = nullptr);

    void setModel(MapModel *model);
    MapModel *model() const { return m_model; }

    int speed() const { return m_speed; }
    bool isPlaying() const { return m_playing; }

    // While a build is still sending steps, reaching the end waits for more instead of
    // stopping.
    void setMoreComing(bool moreComing);

    // Positions where playing and stepping forward stop (the questions of a lesson):
    // playback that would pass one stops on it, and Play pressed on one stops at once,
    // each time emitting stoppedAt(). Seeking (the timeline, End) passes them silently.
    void setStopPositions(QVector<int> positions);
    QVector<int> stopPositions() const { return m_stops; }

public slots:
    void setSpeed(int speed);
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    void seek(int position);

signals:
    void playingChanged(bool playing);
    void speedChanged(int speed);
    // Playback reached the last step and stopped.
    void reachedEnd();
    // Playback stopped on one of the stop positions.
    void stoppedAt(int position);

private:
    void tick();
    void restartTimer();
    void setPlaying(bool playing);
    // The first stop position in (from, to], or -1.
    int stopBetween(int from, int to) const;

    QPointer<MapModel> m_model;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastTick = 0; // ns on m_clock
    double m_carry = 0.0; // steps owed by the clock but not yet shown
    int m_speed = DefaultSpeed;
    bool m_playing = false;
    bool m_moreComing = false;
    QVector<int> m_stops; // sorted, no duplicates
};
