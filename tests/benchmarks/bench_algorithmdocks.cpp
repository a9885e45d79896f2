// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The island lesson's Code, Call Stack and Cell Inspector docks on a 200 x 200 map whose
// build reaches the step limit of 150,000 steps (deep recursion, many backtracks):
//  - one step of playback with all three docks following it (target <= 1 ms): the seek,
//    the call stack's update, the code line, the inspector's refresh and the docks'
//    repaint, against the same seek without the docks;
//  - a jump across all 150,000 steps, forwards and back (target <= 50 ms).
// Run from a Release build:
//   QT_QPA_PLATFORM=offscreen ./build-release/tests/benchmarks/bench_algorithmdocks
#include "callstackview.h"
#include "cellinspector.h"
#include "codeview.h"
#include "islandcallstackmodel.h"
#include "islandeditor.h"
#include "islandgenerator.h"
#include "islandlesson.h"
#include "islandmodel.h"
#include "scenariodocument.h"
#include "splitmix64.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace {

Scenario bigMap()
{
    Scenario scenario;
    scenario.resize(200, 200);
    scenario.seed = 7;
    SplitMix64 random(99);
    for (auto &pit : scenario.pits)
        pit = random.below(100) < 38 ? 1 : 0;
    scenario.islands.count = 8;
    scenario.islands.min = 1500;
    scenario.islands.max = 4000;
    scenario.islands.rule = IslandRule::Rule6b;
    scenario.islands.stepLimit = 150000;
    return scenario;
}

double ms(qint64 ns)
{
    return double(ns) / 1e6;
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, std::size_t(p * double(values.size())))];
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTextStream out(stdout);
    const Scenario scenario = bigMap();
    const IslandBuild build = IslandGenerator::build(scenario);

    // The bare model, for the cost of the seek itself.
    IslandModel bare;
    bare.setScenario(scenario);
    bare.appendSteps(build.steps);

    ScenarioDocument document;
    document.load(scenario, QString());
    IslandLesson lesson(&document);
    IslandEditor editor(&lesson);
    IslandModel *ocean = lesson.islandModel();
    ocean->appendSteps(build.steps);
    const int count = ocean->stepCount();
    // The three docks, shown side by side as in the window.
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    for (const LessonEditor::Dock &dock : editor.docks())
        layout->addWidget(dock.dock);
    window.resize(1400, 700);
    window.show();
    editor.cellInspector()->setCell(100, 100);
    QCoreApplication::processEvents();

    int maxDepth = 0;
    {
        IslandCallStack stack(scenario);
        const auto list = IslandStepList::of(build.steps);
        for (int p = 0; p <= count; ++p) {
            stack.seek(list, p);
            maxDepth = std::max(maxDepth, stack.depth());
        }
    }
    out << "Island docks on a 200 x 200 map: " << count << " steps, " << build.backtracks
        << " backtracks, deepest call stack " << maxDepth << " frames\n";

    // One step at a time, forwards then backwards, through the middle of the build.
    const int from = count / 2;
    const int span = 3000;
    std::vector<double> withDocks, painted, seekOnly;
    ocean->seek(from);
    bare.seek(from);
    QCoreApplication::processEvents();
    QElapsedTimer timer;
    for (int i = 1; i <= 2 * span; ++i) {
        const int p = i <= span ? from + i : from + 2 * span - i;
        timer.start();
        bare.seek(p);
        seekOnly.push_back(ms(timer.nsecsElapsed()));
        timer.start();
        ocean->seek(p);
        editor.cellInspector()->refresh();
        withDocks.push_back(ms(timer.nsecsElapsed()));
        QCoreApplication::processEvents(); // the docks repaint
        painted.push_back(ms(timer.nsecsElapsed()));
    }
    out << "  one step, seek of the model alone: median " << percentile(seekOnly, 0.5)
        << " ms, 99% " << percentile(seekOnly, 0.99) << " ms\n";
    out << "  one step with the three docks updated: median " << percentile(withDocks, 0.5)
        << " ms, 99% " << percentile(withDocks, 0.99) << " ms, max " << percentile(withDocks, 1.0)
        << " ms (target <= 1 ms)\n";
    out << "  ... and repainted: median " << percentile(painted, 0.5) << " ms, 99% "
        << percentile(painted, 0.99) << " ms\n";

    // A jump across the whole build, each way, as a click on the timeline does.
    for (const auto &[a, b] : {std::pair {0, count}, std::pair {count, 0}}) {
        ocean->seek(a);
        bare.seek(a);
        QCoreApplication::processEvents();
        timer.start();
        bare.seek(b);
        const double seek = ms(timer.nsecsElapsed());
        timer.start();
        ocean->seek(b);
        editor.cellInspector()->refresh();
        const double docks = ms(timer.nsecsElapsed());
        out << "  jump " << a << " -> " << b << ": " << docks
            << " ms with the docks (target <= 50 ms), " << seek << " ms for the model alone\n";
    }
    out.flush();
    return 0;
}
