// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the running workbench keeps per step of an island build and per cell of a dungeon,
// offscreen, in the real main window: the peak resident memory (VmHWM) before Start and
// after the finished build is shown at its end, divided by the steps or the cells.
//  - island: 500 x 500, 8 islands of 2,000-20,000 cells, rule 6b, seed 1, step limit
//    3,000,000 (3,000,001 steps; target <= 14 bytes a step)
//  - dungeon: 1000 x 1000, seed 7, default tiles (target <= 64 bytes a cell)
// Each is measured in a process of its own (the peak never goes down). Run from a Release
// build:
//   QT_QPA_PLATFORM=offscreen ./build-release/tests/benchmarks/bench_memory
#include "lesson.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

namespace {

qint64 peakResidentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

Scenario scenarioFor(const QString &what)
{
    Scenario scenario;
    if (what == QLatin1String("island")) {
        scenario.resize(500, 500);
        scenario.islands = IslandSettings {8, 2000, 20000, true, IslandRule::Rule6b, 3000000};
        scenario.seed = 1;
    } else {
        scenario.mode = MapMode::Dungeon;
        scenario.resize(1000, 1000);
        scenario.seed = 7;
    }
    return scenario;
}

// Builds in the window, shows the end, and prints "what units bytes-per-unit".
int measure(const QString &what)
{
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    window.document()->load(scenarioFor(what), QString());
    QCoreApplication::processEvents();
    const qint64 before = peakResidentKb();

    LessonSession *session = window.session();
    bool done = false;
    QObject::connect(session->lesson(), &Lesson::finished, &window, [&done] { done = true; });
    session->start(false);
    while (!done)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    session->playback()->toEnd();
    window.repaint();
    QCoreApplication::processEvents();
    const qint64 after = peakResidentKb();

    const Scenario &scenario = window.document()->scenario();
    const qint64 units = what == QLatin1String("island") ? session->lesson()->model()->stepCount()
                                                         : qint64(scenario.rows) * scenario.cols;
    std::printf("%s %lld %.1f %lld %lld\n", qPrintable(what), units,
        double(after - before) * 1024.0 / double(units), before, after);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() > 1)
        return measure(arguments.at(1));

    QTextStream out(stdout);
    out << "VmHWM before Start and after the finished build is shown at its end\n";
    for (const QString &what : {QStringLiteral("island"), QStringLiteral("dungeon")}) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {what});
        child.waitForFinished(-1);
        const QList<QByteArray> fields = child.readAllStandardOutput().trimmed().split(' ');
        if (fields.size() != 5) {
            out << what << ": failed\n";
            continue;
        }
        const bool island = what == QLatin1String("island");
        out << (island ? "island build, " : "dungeon, ") << fields[1]
            << (island ? " steps: " : " cells: ") << fields[2]
            << (island ? " bytes a step" : " bytes a cell") << " (VmHWM " << fields[3] << " kB -> "
            << fields[4] << " kB; target " << (island ? "14" : "64") << ")\n";
    }
    return 0;
}
