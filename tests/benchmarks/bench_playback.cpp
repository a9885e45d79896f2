// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Playback and painting figures of the island workbench, offscreen:
//  - replay of a 150,000-step trace (island-too-complex.json, stepLimit 150000) at speed
//    10 through the real PlaybackController and IslandView: total time (target <= 2 s) and
//    the longest frame (target <= 50 ms);
//  - one frame of a 200 x 200 map (target <= 8 ms).
// Run from a Release build:
//   QT_QPA_PLATFORM=offscreen ./build-release/tests/benchmarks/bench_playback tests/data
#include "islandgenerator.h"
#include "islandmodel.h"
#include "islandpainter.h"
#include "islandview.h"
#include "playbackcontroller.h"
#include "scenariofile.h"
#include "splitmix64.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace {

// The real view, with its paint events timed.
class TimedIslandView : public IslandView
{
public:
    using IslandView::IslandView;
    std::vector<double> paints; // ms

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QElapsedTimer timer;
        timer.start();
        IslandView::paintEvent(event);
        paints.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
};

QString ms(double value)
{
    return QString::number(value, 'f', 2) + QStringLiteral(" ms");
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

void replay(QTextStream &out, const Scenario &scenario)
{
    IslandModel model;
    model.setScenario(scenario);
    model.appendSteps(IslandGenerator::build(scenario).steps);

    TimedIslandView view;
    view.setIslandModel(&model);
    view.resize(1200, 800);
    view.show();
    view.fitToWindow();
    QCoreApplication::processEvents();
    view.paints.clear();

    PlaybackController playback;
    playback.setModel(&model);
    playback.setSpeed(PlaybackController::MaxSpeed);

    QElapsedTimer clock;
    std::vector<qint64> frames; // ns at each position change
    QObject::connect(&model, &MapModel::positionChanged, &model,
        [&] { frames.push_back(clock.nsecsElapsed()); });
    QEventLoop loop;
    QObject::connect(&playback, &PlaybackController::reachedEnd, &loop, &QEventLoop::quit);
    clock.start();
    playback.play();
    loop.exec();
    QCoreApplication::processEvents(); // the last frame's paint
    const double total = double(clock.nsecsElapsed()) / 1e6;

    double longest = double(frames.front()) / 1e6;
    std::vector<double> gaps;
    for (std::size_t i = 1; i < frames.size(); ++i)
        gaps.push_back(double(frames[i] - frames[i - 1]) / 1e6);
    for (const double gap : gaps)
        longest = std::max(longest, gap);

    out << "Replay of " << model.stepCount() << " steps at speed 10 (" << scenario.rows << " x "
        << scenario.cols << ", view 1200 x 800, cell " << view.cellSize() << " px):\n"
        << "  total " << ms(total) << " (target <= 2000 ms), " << frames.size() << " frames\n"
        << "  longest frame " << ms(longest) << " (target <= 50 ms), median frame "
        << ms(median(gaps)) << "\n"
        << "  paint events: " << view.paints.size() << ", longest "
        << ms(view.paints.empty() ? 0 : *std::max_element(view.paints.begin(), view.paints.end()))
        << ", median " << ms(median(view.paints)) << "\n";
    out.flush();
}

Scenario bigMap()
{
    Scenario scenario;
    scenario.resize(200, 200);
    scenario.seed = 2024;
    SplitMix64 random(99);
    for (int r = 0; r < 200; ++r) {
        for (int c = 0; c < 200; ++c)
            scenario.setPit(r, c, random.below(100) < 8);
    }
    scenario.islands.count = 8;
    scenario.islands.min = 300;
    scenario.islands.max = 900;
    scenario.islands.rule = IslandRule::Rule6b;
    return scenario;
}

void paintBigMap(QTextStream &out)
{
    const Scenario scenario = bigMap();
    IslandModel model;
    model.setScenario(scenario);
    model.appendSteps(IslandGenerator::build(scenario).steps);
    model.seek(model.stepCount() / 2); // a moment with highlights as well as islands

    const int runs = 60;
    auto time = [&](int cellSize) {
        IslandPainter painter;
        QImage image(200 * cellSize, 200 * cellSize, QImage::Format_ARGB32_Premultiplied);
        std::vector<double> times;
        for (int run = 0; run < runs; ++run) {
            QElapsedTimer timer;
            timer.start();
            QPainter p(&image);
            painter.paint(p, model, QRect(0, 0, 200, 200), QPoint(0, 0), cellSize);
            p.end();
            times.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        out << "  200 x 200 at " << cellSize << " px/cell (" << image.width() << " x "
            << image.height() << " px): median " << ms(median(times)) << ", max "
            << ms(*std::max_element(times.begin(), times.end())) << "\n";
    };
    out << "One frame of a 200 x 200 map (" << model.stepCount() << "-step build, at step "
        << model.position() << "), target <= 8 ms:\n";
    time(4);
    time(5);
    time(8);

    // Through the widget, as on screen: a window-sized view fitted to the map and zoomed in.
    TimedIslandView view;
    view.setIslandModel(&model);
    view.resize(1200, 1000);
    view.show();
    for (const bool fit : {true, false}) {
        if (fit)
            view.fitToWindow();
        else
            view.setCellSize(24);
        QCoreApplication::processEvents();
        view.paints.clear();
        for (int run = 0; run < runs; ++run)
            view.viewport()->repaint();
        out << "  IslandView 1200 x 1000, " << (fit ? "fitted" : "zoomed") << " ("
            << view.cellSize() << " px/cell): median " << ms(median(view.paints)) << ", max "
            << ms(*std::max_element(view.paints.begin(), view.paints.end())) << "\n";
    }
    out.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    const QString dataDir
        = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(MAPGEN_TEST_DATA_DIR);
    QString error;
    std::optional<Scenario> scenario = ScenarioFile::read(
        QDir(dataDir).filePath(QStringLiteral("island-too-complex.json")), &error);
    if (!scenario) {
        QTextStream(stderr) << error << '\n';
        return 2;
    }
    scenario->islands.stepLimit = 150000;
    replay(out, *scenario);
    paintBigMap(out);
    return 0;
}
