// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classpanel.h"
#include "classprotocol.h"
#include "classroom.h"
#include "classserver.h"
#include "heatoverlay.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "playbackcontroller.h"
#include "qrcodewidget.h"
#include "questioncoach.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

// The live class through the real window on loopback (docs/classroom.md): students join
// over raw WebSockets (tests/web/classroom-clients.mjs, node with `ws`), the lecturer's
// question reaches them, their answers are tallied once each (a reconnect answers
// nothing more), hostile clients change no count and stop nothing, Reveal tells each
// phone its verdict, and the results file has the question's row.
class TestClassroom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void protocolRefusesWhatItDoesNotKnow();
    void studentsAndHostileClients();
    void endStopsServing();

private:
    QTemporaryDir m_dir;
};

void TestClassroom::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestClassroom::protocolRefusesWhatItDoesNotKnow()
{
    using ClassProtocol::ClientMessage;
    QCOMPARE(
        ClassProtocol::parse("{\"type\":\"join\",\"code\":\"ABC\",\"token\":\"abcdefghijklmnop\"}")
            .type,
        ClientMessage::Join);
    QCOMPARE(ClassProtocol::parse("{\"type\":\"join\",\"code\":\"ABC\",\"token\":\"short\"}").type,
        ClientMessage::Invalid);
    QCOMPARE(ClassProtocol::parse(
                 "{\"type\":\"join\",\"code\":\"ABC\",\"token\":\"<script>aaaaaaaaaaaa\"}")
                 .type,
        ClientMessage::Invalid);
    QCOMPARE(
        ClassProtocol::parse("{\"type\":\"answer\",\"question\":0,\"answer\":{\"row\":1.5}}").type,
        ClientMessage::Invalid);
    QCOMPARE(ClassProtocol::parse("[1]").type, ClientMessage::Invalid);
    QCOMPARE(ClassProtocol::parse(QByteArray(2000, ' ') + "{}").type, ClientMessage::Invalid);
    const ClientMessage cell = ClassProtocol::parse(
        "{\"type\":\"answer\",\"question\":2,\"answer\":{\"row\":3,\"col\":4}}");
    QCOMPARE(cell.type, ClientMessage::Answer);
    const Question question {5, QuestionKind::NextCell};
    QVERIFY(ClassProtocol::answerOf(cell, question, 10, 10, 0).has_value());
    QVERIFY(!ClassProtocol::answerOf(cell, question, 3, 10, 0).has_value()); // off the map
    QVERIFY(!ClassProtocol::answerOf(cell, {5, QuestionKind::NextMove}, 10, 10, 0).has_value());
}

void TestClassroom::studentsAndHostileClients()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    QVERIFY(window.currentModel()->stepCount() > 20);
    window.session()->playback()->toStart();

    Classroom *classroom = window.classroom();
    QString error;
    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const QString url = classroom->url();
    QVERIFY(url.startsWith(QLatin1String("http://127.0.0.1:")));
    QVERIFY(url.contains(QLatin1String("?join=") + classroom->server()->code()));
    // The projector: the QR code holds the address; the code is written out.
    QCOMPARE(classroom->panel()->qrCode()->text(), url);
    QVERIFY(classroom->panel()->qrCode()->modules() >= 21);
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("classCode"))
                ->text()
                .contains(classroom->server()->code()));

    QProcess clients;
    clients.setProcessChannelMode(QProcess::MergedChannels);
    clients.setWorkingDirectory(QStringLiteral(MAPGEN_SOURCE_DIR));
    clients.start(QStringLiteral("node"),
        {QStringLiteral(MAPGEN_SOURCE_DIR "/tests/web/classroom-clients.mjs"), url});
    QVERIFY(clients.waitForStarted());
    QByteArray output;
    auto read = [&] {
        output += clients.readAll();
        return output;
    };
    QTRY_VERIFY_WITH_TIMEOUT(read().contains("ready\n"), 60000);
    // The three students and the malformed one; none of the hostile clients.
    QTRY_COMPARE(classroom->server()->studentCount(), 4);

    // The lecturer asks at step 6.
    window.session()->seek(6);
    QSignalSpy shown(classroom, &Classroom::answersShown);
    emit window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"))
        ->asked({6, QuestionKind::NextCell});
    QTRY_VERIFY_WITH_TIMEOUT(read().contains("again answered=true"), 30000);
    QTRY_VERIFY(read().contains("malformed sent"));
    QTRY_VERIFY(!shown.isEmpty() && shown.last().first().toInt() == 3);
    const ClassTally::Round *round = classroom->tally().round(0);
    QVERIFY(round);
    QCOMPARE(round->answered(), 3);
    // The heat map: (0, 0) and (1, 1) once each; "none" has no cell.
    auto *heat = window.findChild<HeatOverlay *>(QStringLiteral("heatOverlay"));
    QHash<QPoint, int> cells;
    for (HeatOverlay *overlay : window.findChildren<HeatOverlay *>())
        cells.insert(overlay->counts());
    QVERIFY(heat);
    QCOMPARE(cells.value(QPoint(0, 0)), 1);
    QCOMPARE(cells.value(QPoint(1, 1)), 1);
    QCOMPARE(cells.size(), 2);

    classroom->reveal();
    // The event loop runs meanwhile: the server sends the verdicts.
    QTRY_VERIFY_WITH_TIMEOUT(clients.state() == QProcess::NotRunning, 30000);
    read();
    QVERIFY2(clients.exitCode() == 0, output.constData());
    QVERIFY(output.contains("verdict 3 none"));
    QVERIFY(round->revealed);

    const QString results = m_dir.filePath(QStringLiteral("results.csv"));
    QVERIFY(classroom->writeResults(results, &error));
    QFile file(results);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY(lines[0].startsWith("step,kind,answered,right,right share,answer 1,count 1"));
    QVERIFY(lines[1].startsWith("6,next-cell,3,"));
    QVERIFY(lines[1].contains("\"(0, 0)\",1"));
    QVERIFY(!lines[1].contains("student-token"));
    classroom->end();
}

void TestClassroom::endStopsServing()
{
    MainWindow window;
    QString error;
    QVERIFY2(window.classroom()->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    QVERIFY(window.classroom()->isRunning());
    window.classroom()->end();
    QVERIFY(!window.classroom()->isRunning());
    QCOMPARE(window.classroom()->server()->studentCount(), 0);
}

QTEST_MAIN(TestClassroom)
#include "tst_classroom.moc"
