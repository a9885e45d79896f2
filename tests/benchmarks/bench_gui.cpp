// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The two GUI rows of docs/performance.md, in the real main window offscreen (1600 x 1000):
//  - dungeon: the 1000 x 1000 dungeon of seed 7 (default tiles), from the Start action to
//    the finished map shown (the build's finished signal, then Go to End as a user presses
//    End, until the map's viewport has painted the last position), against the same build
//    in process (DungeonGenerator::build, what `mapgen dungeon --stats` reports as
//    build_us), alternately; target: the GUI within 2x of the build.
//  - replay: the 150,001-step island replay (island-too-complex.json, stepLimit 150000) at
//    the fastest speed with every dock of the window shown side by side (none tabbed
//    away); target: no frame over 16 ms. A frame is one playback tick and everything the
//    GUI thread does until the next: its work is the time the thread is busy in events
//    (the tick, the repaint of the map and the docks); its gap is the time between ticks
//    (the timer's 15 ms, PlaybackController::TickInterval, plus how late the tick comes); its CPU
//    is the thread's CPU time in those events (the work without the time other processes had the
//    core). The longest stall is the longest single event. After the last tick, the playback stops
//    at the end: that is not a frame.
//  - ending: the end of that 1000 x 1000 build, in process and without a window: the grid
//    after the last step by replaying the steps (the model's way for steps appended
//    piecemeal) and by DungeonGrid::finished from the generator's end state (what the worker
//    sends with a whole finished build), and the start-to-end path from that grid (what the
//    model's helper thread finds while the GUI thread indexes the steps).
// Medians and best of BENCH_RUNS runs (default 5). Run from a Release build:
//   QT_QPA_PLATFORM=offscreen ./build-release/tests/benchmarks/bench_gui [dungeon|replay|ending]
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "guibench.h"
#include "lesson.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "mapview.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "scenariofile.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <map>
#include <vector>

namespace {

// Sees every event the GUI thread handles: the outermost ones are timed (the thread's busy
// spans), and a paint of `watched` can end a measurement.
class TimingApplication : public QApplication
{
public:
    using QApplication::QApplication;

    struct Span
    {
        qint64 start = 0; // ns on clock
        qint64 end = 0;
        double cpu = 0; // ms of GUI-thread CPU in it
        bool tick = false; // the span moved the playback position
        const char *receiver = nullptr;
        int type = 0;
    };
    QElapsedTimer clock;
    bool recording = false;
    bool positionMoved = false;
    std::vector<Span> spans;
    std::map<QByteArray, double> longestPaint; // ms, by widget class and name
    QObject *watched = nullptr;
    std::function<void()> afterWatchedPaint;

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (QThread::currentThread() != thread()) // the workers' events are not the GUI thread's
            return QApplication::notify(receiver, event);
        const bool outermost = m_depth == 0;
        const char *name = receiver->metaObject()->className(); // the receiver may be gone after
        const int type = int(event->type());
        const qint64 start = outermost && recording ? clock.nsecsElapsed() : 0;
        const double cpuStart = outermost && recording ? threadCpuMs() : 0;
        if (outermost)
            positionMoved = false;
        const qint64 paintStart = recording && type == QEvent::Paint ? clock.nsecsElapsed() : -1;
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        if (paintStart >= 0) {
            double &longest
                = longestPaint[QByteArray(name) + ' ' + receiver->objectName().toLatin1()];
            longest = std::max(longest, double(clock.nsecsElapsed() - paintStart) / 1e6);
        }
        if (outermost && recording)
            spans.push_back(
                {start, clock.nsecsElapsed(), threadCpuMs() - cpuStart, positionMoved, name, type});
        if (receiver == watched && type == QEvent::Paint && afterWatchedPaint)
            afterWatchedPaint();
        return result;
    }

private:
    int m_depth = 0;
};

TimingApplication *timing()
{
    return static_cast<TimingApplication *>(QCoreApplication::instance());
}

QString ms(double value)
{
    return QString::number(value, 'f', 1) + QStringLiteral(" ms");
}

// "median M (best B, worst W)" of the values.
QString summary(std::vector<double> values, bool lowIsBest = true)
{
    std::sort(values.begin(), values.end());
    const double best = lowIsBest ? values.front() : values.back();
    const double worst = lowIsBest ? values.back() : values.front();
    return QStringLiteral("median %1 (best %2, worst %3)")
        .arg(ms(values[values.size() / 2]), ms(best), ms(worst));
}

int runCount()
{
    const int runs = qEnvironmentVariableIntValue("BENCH_RUNS");
    return runs > 0 ? runs : 5;
}

void waitFor(QObject *sender, const char *signal)
{
    QEventLoop loop;
    QObject::connect(sender, signal, &loop, SLOT(quit()));
    loop.exec();
}

void ending(QTextStream &out)
{
    Scenario scenario;
    scenario.mode = MapMode::Dungeon;
    scenario.resize(1000, 1000);
    scenario.seed = 7;
    const DungeonBuild build = DungeonGenerator::build(scenario);
    const DungeonSteps &steps = build.steps;
    std::vector<double> replayed, finished, gridPath;
    const auto elapsed
        = [](const QElapsedTimer &timer) { return double(timer.nsecsElapsed()) / 1e6; };
    bool same = true;
    for (int run = 0; run < runCount(); ++run) {
        QElapsedTimer timer;
        timer.start();
        DungeonGrid replay(scenario);
        for (std::size_t i = 0; i < steps.size(); ++i) {
            if (steps.kind(i) != DungeonStep::Reject) // as the model: a rejection changes no cell
                replay.apply(steps[i]);
        }
        replayed.push_back(elapsed(timer));
        timer.restart();
        const DungeonGrid grid = DungeonGrid::finished(scenario, build);
        finished.push_back(elapsed(timer));
        timer.restart();
        const std::vector<int> path = grid.passagePath();
        gridPath.push_back(elapsed(timer));
        same = same && path == replay.passagePath() && grid == replay;
    }
    out << "1000 x 1000 dungeon, seed 7 (" << steps.size() << " steps), the end grid and path:\n"
        << "  grid by replaying the steps: " << summary(replayed) << '\n'
        << "  grid by DungeonGrid::finished, from the build's end state: " << summary(finished)
        << '\n'
        << "  path from the grid: " << summary(gridPath) << '\n'
        << "  the same grid and path both ways: " << (same ? "yes" : "NO") << '\n';
    out.flush();
}

void dungeon(QTextStream &out)
{
    Scenario scenario;
    scenario.mode = MapMode::Dungeon;
    scenario.resize(1000, 1000);
    scenario.seed = 7;

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.document()->load(scenario, QString());
    QCoreApplication::processEvents();
    LessonSession *session = window.session();
    MapModel *model = window.currentModel();
    auto *start = window.findChild<QAction *>(QStringLiteral("startAction"));
    auto *toEnd = window.findChild<QAction *>(QStringLiteral("toEndAction"));
    TimingApplication *app = timing();
    app->watched = window.currentView()->viewport();

    out << "1000 x 1000 dungeon, seed 7, default tiles; window 1600 x 1000:\n";
    out.flush();
    std::vector<double> builds, guis, finishes, cpus;
    for (int run = 0; run < runCount(); ++run) {
        QElapsedTimer timer;
        timer.start();
        const DungeonBuild build = DungeonGenerator::build(scenario);
        builds.push_back(double(timer.nsecsElapsed()) / 1e6);

        QEventLoop loop;
        double finished = 0;
        double shown = 0; // Go to End done, before its paint
        bool ending = false;
        const QMetaObject::Connection onFinished
            = QObject::connect(session->lesson(), &Lesson::finished, &loop, [&] {
                  finished = double(timer.nsecsElapsed()) / 1e6;
                  ending = true;
                  toEnd->trigger(); // as a user presses End to see the finished map
                  if (model->position() != model->stepCount())
                      session->playback()->toEnd();
                  shown = double(timer.nsecsElapsed()) / 1e6;
              });
        app->afterWatchedPaint = [&] {
            if (ending && model->position() == model->stepCount() && model->stepCount() > 0) {
                ending = false;
                loop.quit();
            }
        };
        const double cpu = threadCpuMs();
        app->spans.clear();
        app->clock.start();
        app->recording = true;
        timer.start();
        start->trigger();
        loop.exec();
        app->recording = false;
        if (qEnvironmentVariableIsSet("BENCH_SPANS")) { // where the GUI thread's time went
            std::vector<TimingApplication::Span> spans = app->spans;
            std::sort(spans.begin(), spans.end(),
                [](const auto &a, const auto &b) { return a.end - a.start > b.end - b.start; });
            for (std::size_t i = 0; i < std::min<std::size_t>(6, spans.size()); ++i)
                out << "    " << ms(double(spans[i].end - spans[i].start) / 1e6) << " at "
                    << ms(double(spans[i].start) / 1e6) << ": " << spans[i].receiver << " event "
                    << spans[i].type << "\n";
        }
        guis.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpus.push_back(threadCpuMs() - cpu);
        finishes.push_back(finished);
        QObject::disconnect(onFinished);
        app->afterWatchedPaint = nullptr;
        out << "  run " << run + 1 << ": build alone " << ms(builds.back()) << " ("
            << build.steps.size() << " steps); GUI Start to the finished map painted "
            << ms(guis.back()) << " (" << QString::number(guis.back() / builds.back(), 'f', 2)
            << "x), of it the build's finished signal at " << ms(finished) << ", Go to End done at "
            << ms(shown) << "; GUI-thread CPU " << ms(cpus.back()) << "\n";
        out.flush();
    }
    std::vector<double> ratios;
    for (std::size_t i = 0; i < guis.size(); ++i)
        ratios.push_back(guis[i] / builds[i]);
    std::sort(ratios.begin(), ratios.end());
    out << "  build alone: " << summary(builds)
        << "\n  GUI, Start to the finished map painted: " << summary(guis)
        << "\n  GUI-thread CPU in it: " << summary(cpus) << "\n  GUI / build: median "
        << QString::number(ratios[ratios.size() / 2], 'f', 2) << "x (range "
        << QString::number(ratios.front(), 'f', 2) << "-" << QString::number(ratios.back(), 'f', 2)
        << "x; target <= 2x)\n";
    out.flush();
}

// Every dock the window shows, beside each other instead of tabbed behind one another.
int showAllDocks(MainWindow &window)
{
    int shown = 0;
    for (QDockWidget *dock :
        window.findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (!dock->toggleViewAction()->isChecked() && !dock->isVisible())
            continue;
        window.addDockWidget(window.dockWidgetArea(dock), dock); // out of its tab group
        dock->show();
        ++shown;
    }
    return shown;
}

void replay(QTextStream &out, const QString &dataDir)
{
    QString error;
    std::optional<Scenario> scenario = ScenarioFile::read(
        QDir(dataDir).filePath(QStringLiteral("island-too-complex.json")), &error);
    if (!scenario) {
        out << error << '\n';
        return;
    }
    scenario->islands.stepLimit = 150000;

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.document()->load(*scenario, QString());
    QCoreApplication::processEvents();
    const int docks = showAllDocks(window);
    QCoreApplication::processEvents();
    LessonSession *session = window.session();
    PlaybackController *playback = session->playback();
    MapModel *model = window.currentModel();
    session->start(false);
    waitFor(session->lesson(), SIGNAL(finished()));
    QCoreApplication::processEvents();

    TimingApplication *app = timing();
    QObject::connect(model, &MapModel::positionChanged, app, [app] { app->positionMoved = true; });
    out << "Replay of " << model->stepCount() << " steps at speed " << PlaybackController::MaxSpeed
        << " (" << PlaybackSpeed::stepsPerFrame(model->stepCount()) << " steps a frame), " << docks
        << " docks shown side by side, window 1600 x 1000:\n";
    out.flush();
    std::vector<double> longestWorks, longestCpus, longestGaps, longestStalls, totals;
    for (int run = 0; run < runCount(); ++run) {
        playback->toStart();
        playback->setSpeed(PlaybackController::MaxSpeed);
        QCoreApplication::processEvents();
        app->spans.clear();
        app->clock.start();
        app->recording = true;
        playback->play();
        waitFor(playback, SIGNAL(reachedEnd()));
        QEventLoop settle; // the last frame's repaint
        QTimer::singleShot(50, &settle, &QEventLoop::quit);
        settle.exec();
        app->recording = false;

        // Frames start with the spans that moved the position.
        std::vector<double> works, cpus, gaps;
        qint64 frameStart = -1;
        double work = 0;
        double cpu = 0;
        for (const TimingApplication::Span &span : app->spans) {
            if (span.tick) {
                if (frameStart >= 0) {
                    works.push_back(work);
                    cpus.push_back(cpu);
                    gaps.push_back(double(span.start - frameStart) / 1e6);
                }
                frameStart = span.start;
                work = 0;
                cpu = 0;
            }
            if (frameStart >= 0) {
                work += double(span.end - span.start) / 1e6;
                cpu += span.cpu;
            }
        }
        // What follows the last tick is the playback stopping at the end, not a frame.
        const double stopping = cpu;
        double stall = 0;
        for (const TimingApplication::Span &span : app->spans)
            stall = std::max(stall, double(span.end - span.start) / 1e6);
        longestStalls.push_back(stall);
        if (qEnvironmentVariableIsSet("BENCH_SPANS")) { // the longest events of the run
            std::vector<TimingApplication::Span> spans = app->spans;
            std::sort(spans.begin(), spans.end(),
                [](const auto &a, const auto &b) { return a.cpu > b.cpu; });
            for (std::size_t i = 0; i < std::min<std::size_t>(5, spans.size()); ++i)
                out << "    " << ms(double(spans[i].end - spans[i].start) / 1e6) << " (CPU "
                    << ms(spans[i].cpu) << ") at " << ms(double(spans[i].start) / 1e6) << ": "
                    << spans[i].receiver << " event " << spans[i].type
                    << (spans[i].tick ? " (tick)" : "") << "\n";
            // The frame with the most CPU, event by event.
            const auto most = std::max_element(cpus.begin(), cpus.end()) - cpus.begin();
            std::ptrdiff_t frame = -1;
            for (const TimingApplication::Span &span : app->spans) {
                frame += span.tick ? 1 : 0;
                if (frame == most && span.cpu > 0.2)
                    out << "    in frame " << frame << ": " << span.receiver << " event "
                        << span.type << " CPU " << ms(span.cpu) << (span.tick ? " (tick)" : "")
                        << "\n";
            }
            for (const auto &[widget, longest] : app->longestPaint) {
                if (longest > 0.5)
                    out << "    paint of " << widget << ": longest " << ms(longest) << "\n";
            }
        }
        app->longestPaint.clear();
        longestWorks.push_back(*std::max_element(works.begin(), works.end()));
        longestCpus.push_back(*std::max_element(cpus.begin(), cpus.end()));
        longestGaps.push_back(gaps.empty() ? 0 : *std::max_element(gaps.begin(), gaps.end()));
        totals.push_back(double(app->spans.back().end - app->spans.front().start) / 1e6);
        std::vector<double> sorted = works;
        std::sort(sorted.begin(), sorted.end());
        out << "  run " << run + 1 << ": " << works.size() << " frames in " << ms(totals.back())
            << "; work per frame median " << ms(sorted[sorted.size() / 2]) << ", longest "
            << ms(longestWorks.back()) << " (CPU " << ms(longestCpus.back())
            << "); longest gap between ticks " << ms(longestGaps.back()) << "; longest stall "
            << ms(stall) << "; stopping at the end " << ms(stopping) << " of CPU\n";
        out.flush();
    }
    out << "  longest frame's work: " << summary(longestWorks) << " (target <= 16 ms)\n"
        << "  longest GUI-thread CPU in a frame (the work without other processes' share of the "
           "core): "
        << summary(longestCpus) << "\n"
        << "  longest gap between ticks: " << summary(longestGaps) << "\n"
        << "  longest GUI-thread stall (one event): " << summary(longestStalls) << "\n";
    out.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    defaultToOffscreen();
    TimingApplication app(argc, argv);
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QTextStream out(stdout);
    const QString what = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (what.isEmpty() || what == QLatin1String("dungeon"))
        dungeon(out);
    if (what.isEmpty() || what == QLatin1String("replay"))
        replay(out, QStringLiteral(MAPGEN_TEST_DATA_DIR));
    if (what.isEmpty() || what == QLatin1String("ending"))
        ending(out);
    return 0;
}
