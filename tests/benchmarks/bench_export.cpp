// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How long the workbench's GUI thread is busy while File ▸ Export writes the largest maps
// as PNG and SVG, offscreen, in the real main window: the export's wall time and the
// longest stall of the GUI thread meanwhile (a timer ticks every 5 ms on the GUI thread;
// its lateness is the stall). The maps: 1000 x 1000 with eight islands of 50,000 to
// 100,000 cells (612,671 numbered cells), and a 1000 x 1000 dungeon.
// Run from a Release build:
//   QT_QPA_PLATFORM=offscreen ./build-release/tests/benchmarks/bench_export
#include "exportmenu.h"
#include "guibench.h"
#include "lesson.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>

namespace {

Scenario largest(MapMode mode)
{
    Scenario scenario;
    scenario.mode = mode;
    scenario.resize(1000, 1000);
    scenario.seed = mode == MapMode::Dungeon ? 1 : 3;
    scenario.islands.count = 8;
    scenario.islands.min = 50000;
    scenario.islands.max = 100000;
    scenario.islands.randomize = false;
    scenario.islands.stepLimit = 100000000;
    return scenario;
}

} // namespace

int main(int argc, char *argv[])
{
    defaultToOffscreen();
    QApplication app(argc, argv);
    QTemporaryDir dir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QTextStream out(stdout);
    for (const MapMode mode : {MapMode::Island, MapMode::Dungeon}) {
        MainWindow window;
        window.show();
        window.document()->load(largest(mode), QString());
        window.session()->start(false);
        while (window.session()->isBuilding())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        MapModel *model = window.session()->lesson()->model();
        window.session()->seek(model->stepCount());
        auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
        for (const bool svg : {false, true}) {
            const QString file
                = dir.filePath(svg ? QStringLiteral("map.svg") : QStringLiteral("map.png"));
            StallProbe probe(5);
            QElapsedTimer clock;
            QEventLoop loop;
            bool written = false;
            QObject::connect(menu, &ExportMenu::finished, &loop, [&](bool ok) {
                written = ok;
                loop.quit();
            });
            clock.start();
            probe.start();
            menu->startMap(file, svg);
            loop.exec();
            const double wall = double(clock.nsecsElapsed()) / 1e6;
            probe.stop();
            QObject::disconnect(menu, &ExportMenu::finished, &loop, nullptr);
            out << (mode == MapMode::Dungeon ? "dungeon " : "island ") << (svg ? "svg" : "png")
                << (written ? "" : " NOT WRITTEN") << ": " << QString::number(wall, 'f', 0)
                << " ms, " << QFileInfo(file).size() << " bytes, longest GUI-thread stall "
                << QString::number(probe.longestMs(), 'f', 1) << " ms\n";
            out.flush();
        }
    }
    return 0;
}
