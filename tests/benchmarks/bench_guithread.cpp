// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How long the workbench's GUI thread is busy with huge builds, offscreen, in the real
// main window:
//  - the longest stall of the GUI thread while a 1000 x 1000 island build with a
//    5,000,000 step limit runs and its steps arrive (target <= 50 ms): a timer ticks every
//    5 ms on the GUI thread, and its lateness is the stall;
//  - GUI-thread CPU per shown step during playback of that build at several speeds
//    (target: about 1 ms beyond painting the changed cells), with the painting of the map
//    and of the recursion log's shown lines counted apart.
// Run from a Release build:
//   QT_QPA_PLATFORM=offscreen ./build-release/tests/benchmarks/bench_guithread
#include "guibench.h"
#include "islandview.h"
#include "logview.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

namespace {

// Times the paint events of two widgets (the map's and the log's viewports), as delivered.
class TimingApplication : public QApplication
{
public:
    using QApplication::QApplication;
    QObject *timed = nullptr;
    QObject *timedLog = nullptr;
    double paintMs = 0;
    double logPaintMs = 0;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (event->type() != QEvent::Paint || (receiver != timed && receiver != timedLog))
            return QApplication::notify(receiver, event);
        const double start = threadCpuMs();
        const bool result = QApplication::notify(receiver, event);
        (receiver == timed ? paintMs : logPaintMs) += threadCpuMs() - start;
        return result;
    }
};

Scenario hugeBuild()
{
    Scenario scenario;
    scenario.resize(1000, 1000);
    scenario.seed = 1;
    scenario.islands.count = 8;
    scenario.islands.min = 1000000;
    scenario.islands.max = 1000000;
    scenario.islands.rule = IslandRule::Rule6b;
    scenario.islands.randomize = true;
    scenario.islands.stepLimit = 5000000;
    return scenario;
}

QString ms(double value)
{
    return QString::number(value, 'f', 2) + QStringLiteral(" ms");
}

// Lateness of a 5 ms timer while `until` has not happened.
double longestStall(QObject *sender, const char *until, const std::function<void()> &start)
{
    StallProbe probe(5);
    QEventLoop loop;
    QObject::connect(sender, until, &loop, SLOT(quit()));
    probe.start();
    start();
    loop.exec();
    // Whatever the end left queued (the last batches, the repaint) is part of the build.
    QTimer::singleShot(200, &loop, &QEventLoop::quit);
    loop.exec();
    return probe.longestMs();
}

} // namespace

int main(int argc, char *argv[])
{
    defaultToOffscreen();
    TimingApplication app(argc, argv);
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QTextStream out(stdout);

    MainWindow window;
    window.document()->load(hugeBuild(), QString());
    window.resize(1400, 900);
    window.show();
    QCoreApplication::processEvents();
    auto *playback = window.findChild<PlaybackController *>(QStringLiteral("playback"));
    auto *start = window.findChild<QAction *>(QStringLiteral("startAction"));
    auto *pause = window.findChild<QAction *>(QStringLiteral("playAction"));
    auto *builds = window.findChild<QObject *>(QStringLiteral("islandBuilds"));
    MapModel *model = window.currentModel();
    app.timed = window.currentView()->viewport();
    app.timedLog = window.findChild<LogView *>(QStringLiteral("recursionLogView"))->viewport();

    const int runs = qEnvironmentVariableIntValue("BENCH_RUNS") > 0
        ? qEnvironmentVariableIntValue("BENCH_RUNS")
        : 3;
    out << "1000 x 1000, 8 islands of 1,000,000 cells, step limit 5,000,000, window 1400 x 900:\n";
    for (int run = 0; run < runs; ++run) {
        playback->setSpeed(PlaybackController::MaxSpeed);
        const double stall = longestStall(
            builds, SIGNAL(buildFinished(IslandBuildSummary)), [&] { start->trigger(); });
        out << "  build " << run + 1 << " (" << model->stepCount()
            << " steps, playing at speed 10 as they arrive): "
            << "longest GUI-thread stall " << ms(stall) << " (target <= 50 ms)\n";
        out.flush();
        if (playback->isPlaying())
            pause->trigger();
    }

    for (const int speed : {6, 8, 9, 10}) {
        playback->toStart();
        playback->setSpeed(speed);
        QCoreApplication::processEvents();
        app.paintMs = 0;
        app.logPaintMs = 0;
        const int from = model->position();
        const double cpu = threadCpuMs();
        QElapsedTimer wall;
        wall.start();
        playback->play();
        QEventLoop loop;
        QTimer::singleShot(3000, &loop, &QEventLoop::quit);
        loop.exec();
        playback->pause();
        QCoreApplication::processEvents();
        const double used = threadCpuMs() - cpu;
        const int shown = model->position() - from;
        const double seconds = double(wall.elapsed()) / 1e3;
        const double frames = speed >= PlaybackController::MaxSpeed
            ? double(shown) / PlaybackSpeed::stepsPerFrame(model->stepCount())
            : double(shown);
        out << "  playback at speed " << speed << ": " << shown << " steps in "
            << QString::number(seconds, 'f', 1) << " s, GUI-thread CPU "
            << QString::number(100.0 * used / (seconds * 1e3), 'f', 0) << " %; per shown "
            << (speed >= PlaybackController::MaxSpeed ? "frame" : "step") << " "
            << ms(used / frames) << ", of which painting the map " << ms(app.paintMs / frames)
            << ", the log " << ms(app.logPaintMs / frames) << ", the rest "
            << ms((used - app.paintMs - app.logPaintMs) / frames) << "\n";
        out.flush();
    }
    return 0;
}
