// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The live class with 300 simulated students over loopback, in the real
// main window, offscreen; the students are `ws` sockets of tests/benchmarks/classroom-students.mjs
// (node; `npm ci` first). Each run:
//  - memory per connected student: the workbench's resident memory before the 300 join and
//    once each has its first state, divided by 300 (target <= 64 kB);
//    (the first run's is the one to read: later runs reuse the heap the earlier ones freed);
//  - the lecturer's step to every phone: the build's steps one by one (up to 40), a
//    lecturer's pace apart (100 ms: the class sends playback at most every 50 ms by design);
//    each socket's delay from the seek to its `state` message, p50 / p99 / max over all
//    (target p99 <= 50 ms);
//  - 300 answers within one second to a "which cell?" question: from the last answer's
//    arrival (the server has read it) to the end of the heat map's paint (the overlay over
//    the lesson's map; its first paint after the tally holds all 300) on the projector
//    (target <= 100 ms; "shown": when the tally reached the overlay, the panel's coalescing
//    included), and the GUI thread's longest stall meanwhile: the lateness of a timer
//    ticking every 2 ms from the burst's start to the paint (target <= 16 ms).
// With the room's churn running meanwhile (BENCH_CHURN=0 turns it off): 30 more phones that
// sleep and come back, a reader that never reads, a flood, a client minting tokens, 1,200
// idle connections, oversized requests and a page fetched every 2 s.
// Run from the source directory (BENCH_RUNS: runs, default 5; BENCH_STUDENTS, default 300):
//   QT_QPA_PLATFORM=offscreen ./build/tests/benchmarks/bench_classroom
#include "classroom.h"
#include "classserver.h"
#include "guibench.h"
#include "heatoverlay.h"
#include "lesson.h"
#include "lessoneditors.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "mapview.h"
#include "playbackcontroller.h"
#include "questioncoach.h"
#include "scenariodocument.h"
#include "scenariofile.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <malloc.h>

namespace {

qint64 wallMicroseconds()
{
    return std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// When a paint of `timed` last ended.
class TimingApplication : public QApplication
{
public:
    using QApplication::QApplication;
    QObject *timed = nullptr;
    qint64 paintedAt = 0;

    bool notify(QObject *receiver, QEvent *event) override
    {
        const bool result = QApplication::notify(receiver, event);
        if (receiver == timed && event->type() == QEvent::Paint)
            paintedAt = wallMicroseconds();
        return result;
    }
};

double residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble();
    }
    return 0;
}

void wait(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Runs the event loop (no busy wait: the GUI thread sleeps between events) until `done`.
bool waitUntil(const std::function<bool()> &done, int ms = 60000)
{
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    poll.start(1);
    if (!done())
        loop.exec();
    return done();
}

} // namespace

int main(int argc, char *argv[])
{
    defaultToOffscreen();
    TimingApplication app(argc, argv);
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QTextStream out(stdout);
    const int runs
        = qEnvironmentVariableIsSet("BENCH_RUNS") ? qEnvironmentVariableIntValue("BENCH_RUNS") : 5;
    const int students = qEnvironmentVariableIsSet("BENCH_STUDENTS")
        ? qEnvironmentVariableIntValue("BENCH_STUDENTS")
        : 300;
    // The room's churn meanwhile (BENCH_CHURN=0: none): phones that sleep and come back,
    // a reader that never reads, a flood, a token minter, idle connections, oversized
    // requests and page fetches (tests/web/classroom-troublemakers.mjs).
    const bool churn = qEnvironmentVariable("BENCH_CHURN") != QLatin1String("0");
    const QString script
        = QStringLiteral(MAPGEN_SOURCE_DIR "/tests/benchmarks/classroom-students.mjs");

    MainWindow window;
    QString error;
    const std::optional<Scenario> lesson = ScenarioFile::read(
        QStringLiteral(MAPGEN_SOURCE_DIR "/tests/data/island-6b-basic.json"), &error);
    if (!lesson) {
        out << error << '\n';
        return 1;
    }
    window.document()->load(*lesson, QString());
    window.resize(1400, 900);
    window.show();
    window.session()->start(false);
    if (!waitUntil([&] { return !window.session()->isBuilding(); }))
        return 1;
    MapModel *model = window.currentModel();
    const int steps = std::min(40, model->stepCount() - 2);
    const Scenario &scenario = window.document()->scenario();
    Classroom *classroom = window.classroom();
    auto *coach = window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
    out << students << " students, " << steps << " steps a run, " << runs << " runs"
        << (churn ? ", with the room's churn" : "") << '\n';
    out.flush();

    for (int run = 1; run <= runs; ++run) {
        window.session()->playback()->toStart();
        if (!classroom->start(QHostAddress::LocalHost, 0, &error)) {
            out << error << '\n';
            return 1;
        }
        wait(200);
        malloc_trim(0);
        const double before = residentKb();

        QProcess clients;
        clients.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QStringList arguments {script, classroom->url(), QString::number(students)};
        if (churn)
            arguments << QStringLiteral("churn");
        clients.start(QStringLiteral("node"), arguments);
        QByteArray output;
        auto heard = [&](const QByteArray &line) {
            return waitUntil([&] {
                output += clients.readAllStandardOutput();
                return output.contains(line) || output.contains("failed:")
                    || clients.state() == QProcess::NotRunning;
            }) && output.contains(line);
        };
        // With the churn, more than the measured students are in the class.
        if (!heard("joined\n") || classroom->server()->studentCount() < students) {
            out << "the students did not join: " << output << '\n';
            return 1;
        }
        wait(200);
        const double after = residentKb();

        // The lecturer's steps, at a lecturer's pace.
        for (int step = 1; step <= steps; ++step) {
            clients.write(
                QStringLiteral("step %1 %2\n").arg(step).arg(wallMicroseconds()).toLatin1());
            window.session()->seek(step);
            if (!heard(QStringLiteral("stepped %1\n").arg(step).toLatin1())) {
                out << "step " << step << " did not reach every student: " << output << '\n';
                return 1;
            }
            wait(100);
        }

        // The burst: every student answers within one second.
        qint64 lastArrival = 0;
        int arrived = 0;
        // The measured students' answers (the churn's minting client answers too).
        const auto arrival = QObject::connect(
            classroom->server(), &ClassServer::answered, [&](const QString &token) {
                if (!token.startsWith(QLatin1String("bench-student-")))
                    return;
                lastArrival = wallMicroseconds();
                ++arrived;
            });
        qint64 shownAt = 0;
        const auto shown = QObject::connect(classroom, &Classroom::answersShown, [&] {
            // The first showing after the last measured answer arrived holds them all.
            if (arrived == students && !shownAt)
                shownAt = wallMicroseconds();
        });
        emit coach->asked({steps, QuestionKind::NextCell});
        // The heat map over the lesson's map (hidden until the first answer): its paint
        // after the tally holds all the answers is the end of the burst.
        auto *heat = window.editors()->view()->viewport()->findChild<HeatOverlay *>(
            QString(), Qt::FindDirectChildrenOnly);
        app.timed = heat;
        app.paintedAt = 0;
        wait(300); // every phone has the question
        StallProbe probe(2);
        probe.start();
        clients.write(
            QStringLiteral("burst %1 %2\n").arg(scenario.rows).arg(scenario.cols).toLatin1());
        const bool all = heard("burst sent")
            && waitUntil([&] { return shownAt && app.paintedAt > shownAt; }, 10000);
        probe.stop();
        QObject::disconnect(arrival);
        QObject::disconnect(shown);
        clients.write("quit\n");
        heard("delays ");
        clients.waitForFinished(10000);
        output += clients.readAllStandardOutput();
        if (churn) {
            const int line = output.indexOf("churn: ");
            out << output.mid(line, output.indexOf('\n', line) - line + 1);
        }
        if (!all || !heat) {
            out << "the burst was not shown: " << arrived << " arrived; " << output << '\n';
            return 1;
        }
        const int at = output.indexOf("delays ");
        const QList<QByteArray> delays = output.mid(at, output.indexOf('\n', at) - at).split(' ');
        out << QStringLiteral(
            "run %1: memory %2 kB a student (%3 -> %4 MB); step to every phone p50 %5 / p99 %6 / "
            "max %7 ms (%8 deliveries); last of %9 answers painted %10 ms after it arrived "
            "(shown %11 ms); GUI-thread stall %12 ms\n")
                   .arg(run)
                   .arg((after - before) / students, 0, 'f', 1)
                   .arg(before / 1024, 0, 'f', 1)
                   .arg(after / 1024, 0, 'f', 1)
                   .arg(QString::fromLatin1(delays.value(2)), QString::fromLatin1(delays.value(3)),
                       QString::fromLatin1(delays.value(4)), QString::fromLatin1(delays.value(1)))
                   .arg(arrived)
                   .arg(double(app.paintedAt - lastArrival) / 1000, 0, 'f', 1)
                   .arg(double(shownAt - lastArrival) / 1000, 0, 'f', 1)
                   .arg(probe.longestMs(), 0, 'f', 1);
        out.flush();
        classroom->end();
        wait(200);
    }
    return 0;
}
