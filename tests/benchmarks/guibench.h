// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the GUI benchmarks share: how they start, how they take the GUI thread's CPU time and
// how long it stalls.
#include <QByteArray>
#include <QElapsedTimer>
#include <QTimer>
#include <QtGlobal>

#include <algorithm>
#include <ctime>

// The GUI thread's CPU time so far, in ms (the work without the time other processes had
// the core).
inline double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Offscreen unless QT_QPA_PLATFORM says otherwise; call before the application is made.
inline void defaultToOffscreen()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

// The GUI thread's longest stall while the probe runs: how much later than its interval a
// precise timer fired at worst (an event that keeps the thread busy delays it).
class StallProbe
{
public:
    explicit StallProbe(int intervalMs)
        : m_interval(intervalMs)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_longest = std::max(m_longest, double(now - m_last) / 1e6 - m_interval);
            m_last = now;
        });
    }
    StallProbe(const StallProbe &) = delete;
    StallProbe &operator=(const StallProbe &) = delete;

    void start()
    {
        m_last = 0;
        m_longest = 0;
        m_clock.start();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double longestMs() const { return m_longest; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    int m_interval = 0;
    qint64 m_last = 0;
    double m_longest = 0;
};
