// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the GUI benchmarks (bench_gui, bench_guithread) share: how they start and how they
// take the GUI thread's CPU time.
#include <QByteArray>
#include <QtGlobal>

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
