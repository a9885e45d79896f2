// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom.h"
#include "classserver.h"
#include "classtally.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "playbackcontroller.h"
#include "questioncoach.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>

// A rehearsal of a real room: the real window serves a class on loopback to 300
// simulated students (tests/web/classroom-rehearsal.mjs) for two minutes, while a tenth of
// them sleep and come back every 20 s, two tabs share one token, a reader never reads,
// a client floods, one mints tokens, one holds idle and half-sent connections, one sends
// oversized and malformed requests, and a real student's page is fetched every 2 s. The
// lecturer asks a question, reveals it once nine in ten have answered, and asks the next.
// What the room must show: each
// question's count on the projector is the answers the workbench acknowledged to the
// students (and at most those whose acknowledgement was lost with a phone that slept as it
// answered), the minting client counts at most four, the results file says the same,
// every page arrives within a second, and the workbench is still serving at the end, all
// under the usual limit of 1,024 open files.
// Under the sanitizers the same rehearsal is shorter and smaller.
class TestClassRehearsal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aRoomOfStudents();
    void aKillMidClassLosesNoAnswer();

private:
    QTemporaryDir m_dir;
};

void TestClassRehearsal::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestClassRehearsal::aRoomOfStudents()
{
#ifdef MAPGEN_SANITIZE_BUILD
    const int students = 60;
    const int seconds = 40;
#else
    const int students = 300;
    const int seconds = 120;
#endif
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    window.session()->start(false);
    QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isBuilding(), 30000);
    const int steps = window.currentModel()->stepCount();
    QVERIFY(steps > 12);
    window.session()->playback()->toStart();

    Classroom *classroom = window.classroom();
    QString error;
    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));

    QProcess room;
    room.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    room.setWorkingDirectory(QStringLiteral(MAPGEN_SOURCE_DIR));
    room.start(QStringLiteral("node"),
        {QStringLiteral(MAPGEN_SOURCE_DIR "/tests/web/classroom-rehearsal.mjs"), classroom->url(),
            QString::number(students)});
    QVERIFY(room.waitForStarted());
    // The workbench under the usual limit of 1,024 open files (the simulated room, started
    // before, keeps its own: it needs more than a thousand).
    rlimit files {};
    QVERIFY(::getrlimit(RLIMIT_NOFILE, &files) == 0);
    const rlimit before = files;
    files.rlim_cur = std::min<rlim_t>(files.rlim_cur, 1024);
    QVERIFY(::setrlimit(RLIMIT_NOFILE, &files) == 0);
    const Scenario &scenario = window.document()->scenario();
    room.write(QStringLiteral("rows %1 %2\n").arg(scenario.rows).arg(scenario.cols).toLatin1());
    QByteArray output;
    auto read = [&] {
        output += room.readAllStandardOutput();
        return output;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(read().contains("ready\n") || room.state() == QProcess::NotRunning,
        output.constData(), 120000);
    QVERIFY2(output.contains("ready\n"), output.constData());

    // The lecture: a question, revealed once nine in ten have answered (those asleep answer
    // when they are back), then the next, the kinds in turn.
    auto *coach = window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
    QVERIFY(coach);
    QElapsedTimer lecture;
    lecture.start();
    int asked = 0;
    while (lecture.elapsed() < seconds * 1000) {
        const int step = 3 + (asked * 5) % (steps - 5);
        window.session()->seek(step);
        emit coach->asked({step, asked % 2 ? QuestionKind::NextMove : QuestionKind::NextCell});
        ++asked;
        const ClassTally::Round *round = classroom->tally().round(asked - 1);
        QVERIFY(round);
        QTRY_VERIFY2_WITH_TIMEOUT(round->answered() >= students * 9 / 10,
            qPrintable(
                QStringLiteral("question %1: %2 answers").arg(asked - 1).arg(round->answered())),
            30000);
        classroom->reveal();
        read();
        QVERIFY2(room.state() == QProcess::Running, output.constData());
        QVERIFY(classroom->isRunning());
    }
    room.write("quit\n");
    QTRY_VERIFY_WITH_TIMEOUT(room.state() == QProcess::NotRunning, 60000);
    read();
    QVERIFY2(room.exitStatus() == QProcess::NormalExit && room.exitCode() == 0, output.constData());
    QVERIFY2(output.contains("ok\n"), output.constData());
    QVERIFY(::setrlimit(RLIMIT_NOFILE, &before) == 0);

    // Every question's count is the answers the students were told were received, plus at
    // most those whose "received" was lost with a phone that slept as it answered.
    const ClassTally &tally = classroom->tally();
    QCOMPARE(tally.roundCount(), asked);
    const auto perQuestion = [&](const QString &word) {
        QHash<int, int> counts;
        const QRegularExpression line(
            QStringLiteral("^%1 (\\d+) (\\d+)$").arg(word), QRegularExpression::MultilineOption);
        for (auto match = line.globalMatch(QString::fromLatin1(output)); match.hasNext();) {
            const QRegularExpressionMatch found = match.next();
            counts.insert(found.captured(1).toInt(), found.captured(2).toInt());
        }
        return counts;
    };
    const QHash<int, int> counted = perQuestion(QStringLiteral("counted"));
    const QHash<int, int> unconfirmed = perQuestion(QStringLiteral("unconfirmed"));
    QCOMPARE(counted.size(), asked);
    int answers = 0;
    for (int q = 0; q < asked; ++q) {
        const int shown = tally.round(q)->answered();
        QVERIFY2(shown >= counted.value(q) && shown <= counted.value(q) + unconfirmed.value(q),
            qPrintable(QStringLiteral("question %1: %2 on the projector, %3 acknowledged, %4 "
                                      "unconfirmed")
                           .arg(q)
                           .arg(shown)
                           .arg(counted.value(q))
                           .arg(unconfirmed.value(q))));
        // Nearly the whole room answers each question (those asleep answer when back).
        QVERIFY(counted.value(q) >= students * 8 / 10);
        answers += counted.value(q);
    }
    QVERIFY(answers > asked * students / 2);
    const QRegularExpression mintedLine(
        QStringLiteral("^minted (\\d+) (\\d+)$"), QRegularExpression::MultilineOption);
    for (auto match = mintedLine.globalMatch(QString::fromLatin1(output)); match.hasNext();)
        QVERIFY(match.next().captured(2).toInt() <= ClassProtocol::MaxTokensPerAddress);
    QVERIFY(output.contains("fetches "));
    const int fetchAt = output.indexOf("fetch max ");
    qInfo("%d questions, %d answers counted; slowest page %s", asked, answers,
        output.mid(fetchAt + 10, output.indexOf('\n', fetchAt) - fetchAt - 10).constData());

    // The results file holds the same counts.
    const QString results = m_dir.filePath(QStringLiteral("rehearsal.csv"));
    QVERIFY2(classroom->writeResults(results, &error), qPrintable(error));
    QFile file(results);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), asked + 2); // the header, a row per question, the last line's end
    for (int q = 0; q < asked; ++q)
        QCOMPARE(lines[q + 1].split(',').value(2).toInt(), tally.round(q)->answered());
    classroom->end();
}

// The workbench killed (SIGKILL) at a random moment of a class of 100 students, sleeping
// and coming back among the troublemakers, while their answers arrive: the results file, a journal,
// holds every answer a student was told was received before the kill, by its salted key and
// question.
void TestClassRehearsal::aKillMidClassLosesNoAnswer()
{
    QJsonObject lesson
        = QJsonDocument::fromJson(TestData::contents(QStringLiteral("island-6b-basic.json")))
              .object();
    // "Which cell?" after step 4, asked when the playback F5 starts gets there.
    const QJsonArray questions {QJsonObject {
        {QLatin1String("after"), 4}, {QLatin1String("ask"), QLatin1String("next-cell")}}};
    lesson.insert(QLatin1String("questions"), questions);
    const QString scenario = m_dir.filePath(QStringLiteral("killed.mapgen.json"));
    QFile scenarioFile(scenario);
    QVERIFY(scenarioFile.open(QIODevice::WriteOnly));
    scenarioFile.write(QJsonDocument(lesson).toJson());
    scenarioFile.close();
    const QString results = m_dir.filePath(QStringLiteral("killed-results.csv"));

    // The workbench, with the lecturer's hands (tests/lecturer: actions named on its input).
    QProcess workbench;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("killed")));
    environment.insert(QStringLiteral("QT_PLUGIN_PATH"), QStringLiteral(MAPGEN_PLUGIN_DIR));
    environment.insert(QStringLiteral("QT_QPA_GENERIC_PLUGINS"), QStringLiteral("mapgenlecturer"));
    workbench.setProcessEnvironment(environment);
    workbench.start(QStringLiteral(MAPGEN_WORKBENCH_PATH),
        {scenario, QStringLiteral("--class"), QStringLiteral("--class-address"),
            QStringLiteral("127.0.0.1"), QStringLiteral("--class-results"), results});
    QVERIFY(workbench.waitForStarted());
    QByteArray line;
    QTRY_VERIFY_WITH_TIMEOUT((line += workbench.readAllStandardOutput()).contains('\n')
            || workbench.state() == QProcess::NotRunning,
        60000);
    QVERIFY2(line.startsWith("class: http://127.0.0.1:"), line.constData());
    const QString url = QString::fromLatin1(line.mid(7).trimmed());
    workbench.write("startAction\n"); // F5: build and play, until the first question

    QProcess room;
    room.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    room.setWorkingDirectory(QStringLiteral(MAPGEN_SOURCE_DIR));
    room.start(QStringLiteral("node"),
        {QStringLiteral(MAPGEN_SOURCE_DIR "/tests/web/classroom-rehearsal.mjs"), url,
            QStringLiteral("100"), QStringLiteral("tokens")});
    QVERIFY(room.waitForStarted());
    room.write(QStringLiteral("rows %1 %2\n")
                   .arg(lesson.value(QLatin1String("rows")).toInt())
                   .arg(lesson.value(QLatin1String("cols")).toInt())
                   .toLatin1());
    QByteArray output;
    // Waits until the workbench has acknowledged `count` answers in all.
    const auto receivedAnswers = [&](int count) {
        return QTest::qWaitFor(
                   [&] {
                       output += room.readAllStandardOutput();
                       return output.contains(QStringLiteral("received %1\n").arg(count).toLatin1())
                           || room.state() == QProcess::NotRunning;
                   },
                   120000)
            && room.state() == QProcess::Running;
    };

    // Killed while the answers to the first question arrive, after a random number of them.
    const int killAfter = QRandomGenerator::global()->bounded(1, 90);
    qInfo("killed after the %d-th answer acknowledged", killAfter);
    QVERIFY2(receivedAnswers(killAfter), output.constData());
    workbench.kill();
    QVERIFY(workbench.waitForFinished(30000));
    QCOMPARE(workbench.exitStatus(), QProcess::CrashExit);
    room.write("quit\n");
    QTRY_VERIFY_WITH_TIMEOUT(room.state() == QProcess::NotRunning, 60000);
    output += room.readAllStandardOutput();

    // The journal: its salt, and each answer's question and student key.
    QFile journalFile(results);
    QVERIFY(journalFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = journalFile.readAll().split('\n');
    const QJsonObject header = QJsonDocument::fromJson(lines.first()).object();
    const QByteArray salt
        = QByteArray::fromHex(header.value(QLatin1String("salt")).toString().toLatin1());
    QVERIFY(!salt.isEmpty());
    QSet<QString> kept;
    for (const QByteArray &text : lines) {
        const QJsonObject event = QJsonDocument::fromJson(text).object();
        if (event.value(QLatin1String("event")).toString() == QLatin1String("answer")) {
            kept.insert(QString::number(event.value(QLatin1String("question")).toInt())
                + QLatin1Char(' ') + event.value(QLatin1String("student")).toString());
        }
    }
    int acknowledged = 0;
    const QRegularExpression ackedLine(
        QStringLiteral("^acked (\\d+) (\\S+)$"), QRegularExpression::MultilineOption);
    for (auto match = ackedLine.globalMatch(QString::fromLatin1(output)); match.hasNext();) {
        const QRegularExpressionMatch acked = match.next();
        const QString key = QString::fromLatin1(
            QCryptographicHash::hash(salt + acked.captured(2).toUtf8(), QCryptographicHash::Sha256)
                .toHex());
        QVERIFY2(kept.contains(acked.captured(1) + QLatin1Char(' ') + key),
            qPrintable(QStringLiteral("question %1: an acknowledged answer is not in the journal")
                           .arg(acked.captured(1))));
        ++acknowledged;
    }
    qInfo("%d answers acknowledged before the kill, %d in the journal", acknowledged,
        int(kept.size()));
    QVERIFY2(acknowledged > 0, output.constData());
    QVERIFY(kept.size() >= acknowledged);
}

QTEST_MAIN(TestClassRehearsal)
#include "tst_classrehearsal.moc"
