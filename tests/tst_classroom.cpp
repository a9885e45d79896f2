// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classpanel.h"
#include "classprotocol.h"
#include "classroom.h"
#include "classserver.h"
#include "heatoverlay.h"
#include "islandmodel.h"
#include "islandview.h"
#include "lesson.h"
#include "lessonsession.h"
#include "lessonteaching.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "playbackcontroller.h"
#include "qrcodewidget.h"
#include "questioncoach.h"
#include "scenariodocument.h"
#include "testdata.h"
#include "weblessonexporter.h"

#include <QAccessible>
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QUrlQuery>
#include <QWebSocket>
#include <QtTest>

#include <csignal>

// The live class through the real window on loopback (docs/classroom.md): students join
// over raw WebSockets (tests/web/classroom-clients.mjs, node with `ws`), the lecturer's
// question reaches them, their answers are tallied once each (a reconnect answers
// nothing more), hostile clients change no count and stop nothing, Reveal tells each
// phone its verdict, and the results file has the question's row. Then real students:
// headless Chromium pages (tests/web/classroom-pages.mjs) answer through the page.
class TestClassroom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void protocolRefusesWhatItDoesNotKnow();
    void studentsAndHostileClients();
    void chromiumStudents();
    void classDockOutlivesPresenterMode();
    void mapPaintsOnlyWhenTheLecturerAllowsIt();
    void fullClass();
    void aPhoneThatStopsReadingIsDropped();
    void endStopsServing();
    void closingTheWindowEndsTheClass();
    void commandLineStartsTheClass();
    void resultsSurviveAKill();
    void endAndStartContinueTheClass();

private:
    QTemporaryDir m_dir;
};

namespace {

// A workbench process the test is the lecturer of: the lecturer plugin (tests/lecturer)
// triggers the window's actions named on its standard input.
QProcessEnvironment lecturerEnvironment(const QString &configDir)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), configDir);
    environment.insert(QStringLiteral("QT_PLUGIN_PATH"), QStringLiteral(MAPGEN_PLUGIN_DIR));
    environment.insert(QStringLiteral("QT_QPA_GENERIC_PLUGINS"), QStringLiteral("mapgenlecturer"));
    return environment;
}

// The class's address the workbench prints ("class: URL"), or what it said instead.
QString classUrl(QProcess &workbench)
{
    QByteArray line;
    const bool ended = QTest::qWaitFor(
        [&] {
            return (line += workbench.readAllStandardOutput()).contains('\n')
                || workbench.state() == QProcess::NotRunning;
        },
        60000);
    if (!ended)
        return QStringLiteral("no line in 60 s");
    const QRegularExpressionMatch match
        = QRegularExpression(QStringLiteral("^class: (http://\\S+)\n$"))
              .match(QString::fromUtf8(line));
    return match.hasMatch() ? match.captured(1)
                            : QString::fromUtf8(line + workbench.readAllStandardError());
}

QString joinCode(const QString &url)
{
    return QUrlQuery(QUrl(url)).queryItemValue(QStringLiteral("join"));
}

// The window shows island-6b-basic, built (the class serves a built lesson).
bool showBuiltLesson(MainWindow &window)
{
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    window.session()->start(false);
    return QTest::qWaitFor([&] { return !window.session()->isBuilding(); }, 30000)
        && window.currentModel()->stepCount() > 0;
}

QByteArray fileContents(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

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
    QVERIFY(showBuiltLesson(window));
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

// Three real students: headless Chromium pages (tests/web/classroom-pages.mjs; two laptops
// and a 390 x 844 phone) open the class's address, join with its code, follow the
// lecturer's steps, answer a "which cell?" question by clicking (tapping) the map and a
// "which move?" question with the move buttons; the projector counts each answer once,
// Reveal tells each page right or wrong, and the results file has both rows.
void TestClassroom::chromiumStudents()
{
    MainWindow window;
    QVERIFY(showBuiltLesson(window));
    window.session()->playback()->toStart();
    Classroom *classroom = window.classroom();
    QString error;
    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));

    QProcess pages;
    pages.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    pages.start(QStringLiteral("node"),
        {QStringLiteral(MAPGEN_SOURCE_DIR "/tests/web/classroom-pages.mjs"), classroom->url()});
    QVERIFY(pages.waitForStarted());
    QByteArray output;
    // Waits for the line `line` from the pages (they print "failed: why" and exit otherwise).
    auto said = [&](const QByteArray &line) {
        output += pages.readAllStandardOutput();
        return output.contains(line + '\n') || output.contains("failed:")
            || pages.state() == QProcess::NotRunning;
    };
    auto heard = [&](const QByteArray &line) { return output.contains(line + '\n'); };
    QTRY_VERIFY2_WITH_TIMEOUT(said("ready"), output.constData(), 90000);
    QVERIFY2(heard("ready"), output.constData());
    QCOMPARE(classroom->server()->studentCount(), 3);

    // The lecturer steps: every page follows.
    window.session()->seek(3);
    pages.write("step 3\n");
    QTRY_VERIFY2_WITH_TIMEOUT(said("followed 3"), output.constData(), 90000);
    QVERIFY2(heard("followed 3"), output.constData());

    const LessonTeaching *teaching = window.session()->lesson()->teaching();
    auto *coach = window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
    QSignalSpy shown(classroom, &Classroom::answersShown);

    // "Which cell is added next?" at step 6: two students click the right cell, one a wrong one.
    const Question cellQuestion {6, QuestionKind::NextCell};
    const std::optional<Answer> cell = teaching->answer(cellQuestion);
    QVERIFY(cell && cell->row >= 0);
    Answer wrongCell = *cell;
    const Scenario &scenario = window.document()->scenario();
    for (int k = 0; k < scenario.rows * scenario.cols && teaching->accepts(*cell, wrongCell); ++k) {
        wrongCell.row = k / scenario.cols;
        wrongCell.col = k % scenario.cols;
    }
    QVERIFY(!teaching->accepts(*cell, wrongCell));
    window.session()->seek(6);
    emit coach->asked(cellQuestion);
    pages.write(QStringLiteral("cell 6 %1 %2 %3 %4\n")
                    .arg(cell->row)
                    .arg(cell->col)
                    .arg(wrongCell.row)
                    .arg(wrongCell.col)
                    .toLatin1());
    QTRY_VERIFY2_WITH_TIMEOUT(said("answered 6"), output.constData(), 90000);
    QVERIFY2(heard("answered 6"), output.constData());
    QTRY_VERIFY(!shown.isEmpty() && shown.last().first().toInt() == 3);
    QHash<QPoint, int> heat;
    for (HeatOverlay *overlay : window.findChildren<HeatOverlay *>())
        heat.insert(overlay->counts());
    QCOMPARE(heat.value(QPoint(cell->col, cell->row)), 2);
    QCOMPARE(heat.value(QPoint(wrongCell.col, wrongCell.row)), 1);
    classroom->reveal();
    pages.write("reveal right wrong right\n");
    QTRY_VERIFY2_WITH_TIMEOUT(said("revealed"), output.constData(), 90000);
    QVERIFY2(heard("revealed"), output.constData());
    QCOMPARE(classroom->tally().round(0)->right(), 2);

    // "What does the algorithm do next?" at step 9, with the move buttons.
    const Question moveQuestion {9, QuestionKind::NextMove};
    const std::optional<Answer> move = teaching->answer(moveQuestion);
    QVERIFY(move);
    Answer wrongMove = *move;
    for (int kind = IslandStep::Seed; kind <= IslandStep::TooComplex; ++kind) {
        wrongMove.move = IslandStep::Kind(kind);
        if (!teaching->accepts(*move, wrongMove))
            break;
    }
    QVERIFY(!teaching->accepts(*move, wrongMove));
    shown.clear();
    window.session()->seek(9);
    emit coach->asked(moveQuestion);
    pages.write(
        QStringLiteral("move 9 %1 %2\n").arg(int(move->move)).arg(int(wrongMove.move)).toLatin1());
    QTRY_VERIFY2_WITH_TIMEOUT(said("answered 9"), output.constData(), 90000);
    QVERIFY2(heard("answered 9"), output.constData());
    // While a question waited, the phones' Call Stack kept its candidates for after the
    // answer (at step 9 a call is active: at step 6 none is, and there is nothing to hide).
    QVERIFY2(heard("hidden 9"), output.constData());
    QTRY_VERIFY(!shown.isEmpty() && shown.last().first().toInt() == 3);
    classroom->reveal();
    pages.write("reveal right wrong right\nmark\n");
    QTRY_VERIFY2_WITH_TIMEOUT(said("marked"), output.constData(), 90000);
    QVERIFY2(heard("marked"), output.constData());

    // The lecturer paints pits and asks for another island, builds and shows step 5: every
    // page shows that map without being loaded again (the join and the verdicts stay).
    const std::vector<std::uint8_t> pitsBefore = window.document()->scenario().pits;
    window.document()->togglePit(0, 0);
    window.document()->togglePit(2, 5);
    IslandSettings settings = window.document()->scenario().islands;
    settings.count = settings.count == Scenario::MaxIslands ? 1 : settings.count + 1;
    window.document()->setIslandSettings(settings);
    QVERIFY(window.document()->scenario().pits != pitsBefore);
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    QVERIFY(window.currentModel()->stepCount() > 5);
    window.session()->seek(5);
    auto *ocean = qobject_cast<IslandModel *>(window.currentModel());
    QVERIFY(ocean);
    QFile mapFile(m_dir.filePath(QStringLiteral("lecturer-map.txt")));
    QVERIFY(mapFile.open(QIODevice::WriteOnly));
    mapFile.write(QByteArray::fromStdString(ocean->grid().toText()));
    mapFile.close();
    pages.write(QStringLiteral("map 5 %1\n").arg(mapFile.fileName()).toUtf8());
    QTRY_VERIFY2_WITH_TIMEOUT(said("kept 5"), output.constData(), 90000);
    QVERIFY2(heard("kept 5"), output.constData());
    // Every student still in the class (a page whose socket dropped on a loaded machine
    // joins again with its token and keeps its place).
    QTRY_COMPARE_WITH_TIMEOUT(classroom->server()->studentCount(), 3, 30000);
    pages.write("quit\n"); // only now: the pages leaving would empty the class
    QTRY_VERIFY_WITH_TIMEOUT(pages.state() == QProcess::NotRunning, 60000);
    output += pages.readAllStandardOutput();
    QVERIFY2(
        pages.exitStatus() == QProcess::NormalExit && pages.exitCode() == 0, output.constData());
    QVERIFY(output.contains("revealed\n"));

    // The results: a row per question, the right answer counted twice and accepted.
    const QString results = m_dir.filePath(QStringLiteral("chromium-results.csv"));
    QVERIFY(classroom->writeResults(results, &error));
    QFile file(results);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 4); // the header, two rows and the last line's end
    const QByteArray rightCell = ClassTally::answerText(*cell).toUtf8();
    const QByteArray rightMove = ClassTally::answerText(*move).toUtf8();
    QVERIFY2(lines[1].startsWith("6,next-cell,3,2,0.667,\"" + rightCell + "\",2,yes,"),
        lines[1].constData());
    QVERIFY2(lines[1].endsWith(",1,no"), lines[1].constData());
    QVERIFY2(lines[2].startsWith("9,next-move,3,2,0.667," + rightMove + ",2,yes,"),
        lines[2].constData());
    classroom->end();
}

// The projector during a class: the Class dock (code, address, answers) stays on when
// presenter mode ends, which restores the layout from before the class started, and when it
// starts and ends again; it has no close button meanwhile. End Class takes it away.
void TestClassroom::classDockOutlivesPresenterMode()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QSize normalSize = window.size();
    auto *presenter = window.findChild<QAction *>(QStringLiteral("presenterModeAction"));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("classDock"));
    QVERIFY(presenter && dock);
    QVERIFY(!dock->isVisible());

    presenter->trigger();
    QVERIFY(presenter->isChecked());
    QString error;
    QVERIFY2(window.classroom()->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    QVERIFY(dock->isVisible());
    QVERIFY(!dock->features().testFlag(QDockWidget::DockWidgetClosable));
    for (int round = 0; round < 2; ++round) {
        presenter->trigger(); // presenter mode ends: the layout from before it comes back
        QVERIFY(!presenter->isChecked());
        QTRY_COMPARE(window.size(), normalSize);
        QCoreApplication::processEvents();
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(!dock->isHidden());
        presenter->trigger(); // and again: presenter mode keeps it
        QVERIFY(presenter->isChecked());
        QVERIFY(dock->isVisible());
    }
    presenter->trigger();
    QTRY_COMPARE(window.size(), normalSize);
    QTRY_VERIFY(dock->isVisible());

    window.classroom()->end();
    QVERIFY(!dock->isVisible());
    QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetClosable));
    presenter->trigger();
    presenter->trigger();
    QTRY_COMPARE(window.size(), normalSize);
    QCoreApplication::processEvents();
    QVERIFY(!dock->isVisible());
}

// The projector: during a class a click on the lecturer's map (to give the window the
// focus) paints no pit and makes no undo step, the build every phone follows stays, and the
// status bar says why; Space on the keyboard cursor paints nothing either. "Edit the map" in
// the Class panel (off at each start, by keyboard too) lets a drag paint again, as one undo
// step, and a phone gets the new pits with the next build. After the class the map paints.
void TestClassroom::mapPaintsOnlyWhenTheLecturerAllowsIt()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *view = window.findChild<IslandView *>(QStringLiteral("islandView"));
    QVERIFY(view);
    view->setPitEditing(true);
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    const int steps = window.currentModel()->stepCount();
    QVERIFY(steps > 0);
    const Scenario before = window.document()->scenario();
    for (int col = 3; col <= 6; ++col)
        QVERIFY(!before.isPit(2, col) && !before.isPit(4, col));
    const std::vector<std::uint8_t> &pits = before.pits;
    QUndoStack *undo = window.document()->undoStack();
    QCOMPARE(undo->count(), 0);
    QWidget *viewport = view->viewport();
    auto drag = [&](int row, int from, int to) {
        QTest::mousePress(
            viewport, Qt::LeftButton, Qt::NoModifier, view->cellRect(row, from).center());
        QTest::mouseMove(viewport, view->cellRect(row, to).center());
        QTest::mouseRelease(
            viewport, Qt::LeftButton, Qt::NoModifier, view->cellRect(row, to).center());
    };

    Classroom *classroom = window.classroom();
    QString error;
    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    // A phone in the class, to see what the lecturer's edits send.
    const QString host = QUrl(classroom->url()).authority();
    QWebSocket phone(QStringLiteral("http://") + host);
    QList<QJsonObject> received;
    connect(&phone, &QWebSocket::textMessageReceived, &phone, [&](const QString &message) {
        received.append(QJsonDocument::fromJson(message.toUtf8()).object());
    });
    auto works = [&] {
        QStringList pitsSent;
        for (const QJsonObject &message : std::as_const(received)) {
            if (message.value(QLatin1String("type")) == QLatin1String("work"))
                pitsSent.append(message.value(QLatin1String("pits")).toString());
        }
        return pitsSent;
    };
    phone.open(QUrl(QStringLiteral("ws://%1/class").arg(host)));
    QTRY_COMPARE(phone.state(), QAbstractSocket::ConnectedState);
    phone.sendTextMessage(
        QStringLiteral(R"({"type":"join","code":"%1","token":"projector-phone-0001"})")
            .arg(classroom->server()->code()));
    QTRY_COMPARE(works().size(), 1); // the lecturer's pits as they are

    auto *editMap = window.findChild<QCheckBox *>(QStringLiteral("classEditMap"));
    QVERIFY(editMap && editMap->isVisible());
    QVERIFY(!editMap->isChecked());
    QVERIFY(editMap->focusPolicy() & Qt::TabFocus);
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(editMap);
    QVERIFY(accessible);
    QCOMPARE(accessible->text(QAccessible::Name), QStringLiteral("Edit the map"));

    // A click, and a drag, on the locked map: no pit, no undo step, the build stays.
    QTest::mouseClick(viewport, Qt::LeftButton, Qt::NoModifier, view->cellRect(2, 3).center());
    drag(2, 3, 6);
    QCOMPARE(window.document()->scenario().pits, pits);
    QCOMPARE(undo->count(), 0);
    QCOMPARE(window.currentModel()->stepCount(), steps);
    QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("Edit the map")),
        qPrintable(window.statusBar()->currentMessage()));
    // Space on the keyboard cursor neither.
    window.statusBar()->clearMessage();
    view->setFocus();
    QTRY_VERIFY(view->hasFocus());
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(view->isEditing());
    view->setCursorCell(2, 3);
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(window.document()->scenario().pits, pits);
    QCOMPARE(undo->count(), 0);
    QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("Edit the map")));
    QTest::keyClick(view, Qt::Key_Escape);

    // The lecturer allows edits, with the keyboard (Enter presses the focused box; Space
    // stays playback's): a drag is one undo step.
    editMap->setFocus();
    QTRY_VERIFY(editMap->hasFocus());
    QTest::keyClick(editMap, Qt::Key_Return);
    QTRY_VERIFY(editMap->isChecked());
    drag(2, 3, 6);
    for (int col = 3; col <= 6; ++col)
        QVERIFY(window.document()->scenario().isPit(2, col));
    QCOMPARE(undo->count(), 1);
    // The next build reaches the phone with the new pits.
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    window.session()->seek(3);
    std::vector<std::uint8_t> painted(pits.size());
    for (int col = 3; col <= 6; ++col)
        painted[std::size_t(before.index(2, col))] = 1;
    QTRY_VERIFY(works().contains(WebLessonExporter::pitsText(painted)));
    phone.close();

    // Each class starts locked; after the class the map paints as before.
    classroom->end();
    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    QVERIFY(!editMap->isChecked());
    drag(4, 3, 6);
    QCOMPARE(undo->count(), 1);
    classroom->end();
    drag(4, 3, 6);
    for (int col = 3; col <= 6; ++col)
        QVERIFY(window.document()->scenario().isPit(4, col));
    QCOMPARE(undo->count(), 2);
    window.document()->setUnmodified(); // no "save changes?" prompt
}

// At most 500 students: the next one is told the class is full and changes no count; a
// student who comes back on a new socket keeps their place (classroom-clients.mjs full).
void TestClassroom::fullClass()
{
    MainWindow window;
    QVERIFY(showBuiltLesson(window));
    Classroom *classroom = window.classroom();
    QString error;
    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));

    QProcess clients;
    clients.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    clients.start(QStringLiteral("node"),
        {QStringLiteral(MAPGEN_SOURCE_DIR "/tests/web/classroom-clients.mjs"), classroom->url(),
            QStringLiteral("full")});
    QVERIFY(clients.waitForStarted());
    QByteArray output;
    QTRY_VERIFY_WITH_TIMEOUT((output += clients.readAllStandardOutput()).contains('\n')
            || clients.state() == QProcess::NotRunning,
        90000);
    QVERIFY2(output == "full ok\n", output.constData());
    QCOMPARE(classroom->server()->studentCount(), ClassProtocol::MaxStudents);
    clients.write("quit\n");
    QTRY_VERIFY_WITH_TIMEOUT(clients.state() == QProcess::NotRunning, 30000);
    QCOMPARE(clients.exitCode(), 0);
    QTRY_COMPARE(classroom->server()->studentCount(), 0);
    QVERIFY(classroom->isRunning());
    classroom->end();
}

// A phone that stops reading (its socket paused, as a phone's browser in the background):
// once its unsent messages pass the bound it is dropped, and the class goes on; one that is
// only silent is closed by the pings within two of them (ClassServer::PingMilliseconds).
void TestClassroom::aPhoneThatStopsReadingIsDropped()
{
    MainWindow window;
    QVERIFY(showBuiltLesson(window));
    Classroom *classroom = window.classroom();
    QString error;
    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const auto stalledPhone = [&](QProcess &phone) {
        phone.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        phone.start(QStringLiteral("node"),
            {QStringLiteral(MAPGEN_SOURCE_DIR "/tests/web/classroom-clients.mjs"), classroom->url(),
                QStringLiteral("stalled")});
        return phone.waitForStarted() && QTest::qWaitFor([&] { return phone.canReadLine(); }, 30000)
            && phone.readLine() == "stalled\n";
    };

    QProcess reader;
    QVERIFY(stalledPhone(reader));
    QCOMPARE(classroom->server()->studentCount(), 1);
    // The lecturer's class goes on: 16 MB of messages, more than the network's buffers hold.
    const QByteArray message
        = ClassProtocol::reveal(0, QStringLiteral("none"), QString(1000, QLatin1Char('x')), 0.5);
    for (int k = 0; k < 16 * 1024 && classroom->server()->studentCount() == 1; ++k) {
        classroom->server()->broadcast(message);
        if (k % 256 == 0)
            QCoreApplication::processEvents();
    }
    QTRY_COMPARE(classroom->server()->studentCount(), 0);
    QTRY_COMPARE(classroom->server()->socketCount(), 0);
    QVERIFY(classroom->isRunning());
    reader.write("quit\n");
    QVERIFY(reader.waitForFinished(30000));

    // Silent without a backlog: the pings close it.
    QProcess silent;
    QVERIFY(stalledPhone(silent));
    QCOMPARE(classroom->server()->studentCount(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(
        classroom->server()->studentCount(), 0, 3 * ClassServer::PingMilliseconds);
    silent.write("quit\n");
    QVERIFY(silent.waitForFinished(30000));
    classroom->end();
}

// Whether a connection to this machine's `port` is refused (nothing listens there).
static bool refused(quint16 port)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (socket.waitForConnected(5000))
        return false;
    return socket.error() == QAbstractSocket::ConnectionRefusedError;
}

void TestClassroom::endStopsServing()
{
    MainWindow window;
    QString error;
    QVERIFY2(window.classroom()->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    QVERIFY(window.classroom()->isRunning());
    const quint16 port = window.classroom()->server()->port();
    QVERIFY(port);
    QVERIFY(!refused(port));
    window.classroom()->end();
    QVERIFY(!window.classroom()->isRunning());
    QCOMPARE(window.classroom()->server()->studentCount(), 0);
    QVERIFY(refused(port));
}

void TestClassroom::closingTheWindowEndsTheClass()
{
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.classroom()->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const quint16 port = window.classroom()->server()->port();
    QVERIFY(!refused(port));
    QVERIFY(window.close());
    QVERIFY(!window.classroom()->isRunning());
    QVERIFY(refused(port));
}

// `mapgen-workbench FILE --class --class-address A --class-port N` starts the class at launch
// and prints one line, "class: URL", whose address serves the lesson's page; an address or
// port that is none is refused before the window opens.
void TestClassroom::commandLineStartsTheClass()
{
    quint16 port = 0;
    {
        QTcpServer probe; // a free port, to ask for it
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        port = probe.serverPort();
    }
    const QString resultsFile = m_dir.filePath(QStringLiteral("cli-results.csv"));
    QProcess workbench;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("cli")));
    workbench.setProcessEnvironment(environment);
    workbench.start(QStringLiteral(MAPGEN_WORKBENCH_PATH),
        {TestData::path(QStringLiteral("island-6b-basic.json")), QStringLiteral("--class"),
            QStringLiteral("--class-address"), QStringLiteral("127.0.0.1"),
            QStringLiteral("--class-port"), QString::number(port),
            QStringLiteral("--class-results"), resultsFile});
    QVERIFY(workbench.waitForStarted());
    QByteArray line;
    QTRY_VERIFY_WITH_TIMEOUT((line += workbench.readAllStandardOutput()).contains('\n')
            || workbench.state() == QProcess::NotRunning,
        60000);
    const QRegularExpression expected(
        QStringLiteral("^class: http://127\\.0\\.0\\.1:%1/\\?join=[2-9A-HJKMNP-Z]{6}\n$")
            .arg(port));
    QVERIFY2(expected.match(QString::fromLatin1(line)).hasMatch(), line.constData());

    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(socket.waitForConnected(5000));
    socket.write(QStringLiteral("GET /?join=x HTTP/1.1\r\nHost: 127.0.0.1:%1\r\nConnection: "
                                "close\r\n\r\n")
                     .arg(port)
                     .toLatin1());
    QByteArray reply;
    QTRY_VERIFY_WITH_TIMEOUT((reply += socket.readAll()).contains("</html>")
            || socket.state() == QAbstractSocket::UnconnectedState,
        30000);
    reply += socket.readAll();
    QVERIFY2(reply.startsWith("HTTP/1.1 200"), reply.left(200).constData());
    QVERIFY(reply.contains("\"class\":{\"socket\":\"/class\"}"));
    // Ended by a signal (a logout, `kill`), the workbench still writes the class's results.
    workbench.terminate();
    QVERIFY(workbench.waitForFinished(30000));
    QCOMPARE(workbench.exitStatus(), QProcess::NormalExit);
    QCOMPARE(workbench.exitCode(), 0);
    QFile results(resultsFile);
    QVERIFY2(results.open(QIODevice::ReadOnly), qPrintable(resultsFile));
    QVERIFY2(results.readLine().startsWith("step,"), qPrintable(resultsFile));

    for (const QStringList &bad :
        {QStringList {QStringLiteral("--class-address"), QStringLiteral("nowhere")},
            QStringList {QStringLiteral("--class-port"), QStringLiteral("70000")}}) {
        QProcess refused;
        refused.setProcessEnvironment(environment);
        refused.start(
            QStringLiteral(MAPGEN_WORKBENCH_PATH), QStringList {QStringLiteral("--class")} + bad);
        QVERIFY(refused.waitForFinished(60000));
        QCOMPARE(refused.exitCode(), 2);
        QVERIFY(refused.readAllStandardError().contains(bad.last().toLatin1()));
    }
}

// --class-results keeps every answer a student was told was received (the `received` message)
// in the file at once: the workbench killed (SIGKILL), the file holds them all. Started again
// with the same file, the class goes on: the same join code, the answers counted, and the
// question asked again is the same round: a student back with its token is told it answered
// and its second answer does not count, a new student's does. Ended by a signal, the file is
// the results of both runs. Another lesson's scenario with that file is refused (exit 2), and
// the file is left as it was.
void TestClassroom::resultsSurviveAKill()
{
    // The lesson: island-6b-basic with "which cell?" after step 6, asked when the playback
    // that F5 (Build and play) starts gets there.
    QJsonObject lesson
        = QJsonDocument::fromJson(TestData::contents(QStringLiteral("island-6b-basic.json")))
              .object();
    lesson.insert(QLatin1String("questions"),
        QJsonArray {QJsonObject {
            {QLatin1String("after"), 6}, {QLatin1String("ask"), QLatin1String("next-cell")}}});
    const QString scenario = m_dir.filePath(QStringLiteral("journal-lesson.mapgen.json"));
    QFile scenarioFile(scenario);
    QVERIFY(scenarioFile.open(QIODevice::WriteOnly));
    scenarioFile.write(QJsonDocument(lesson).toJson());
    scenarioFile.close();
    const QString results = m_dir.filePath(QStringLiteral("journal-results.csv"));
    const QProcessEnvironment environment
        = lecturerEnvironment(m_dir.filePath(QStringLiteral("journal")));
    const auto arguments = [&](const QString &scenarioName) {
        return QStringList {scenarioName, QStringLiteral("--class"),
            QStringLiteral("--class-address"), QStringLiteral("127.0.0.1"),
            QStringLiteral("--class-results"), results};
    };
    // Students of tests/web/classroom-clients.mjs's "answer" mode; their output once they end.
    const auto students = [&](QProcess &clients, const QString &url, const QStringList &answers) {
        clients.setProcessChannelMode(QProcess::MergedChannels);
        clients.start(QStringLiteral("node"),
            QStringList {QStringLiteral(MAPGEN_SOURCE_DIR "/tests/web/classroom-clients.mjs"), url,
                QStringLiteral("answer")}
                + answers);
        return clients.waitForStarted();
    };
    const auto tokenOf = [](int n) {
        return QStringLiteral("student-token-%1").arg(n, 4, 10, QLatin1Char('0')).toUtf8();
    };

    // The first run: three students answer; each is told its answer was received.
    QProcess first;
    first.setProcessEnvironment(environment);
    first.start(QStringLiteral(MAPGEN_WORKBENCH_PATH), arguments(scenario));
    QVERIFY(first.waitForStarted());
    const QString url = classUrl(first);
    QVERIFY2(url.startsWith(QLatin1String("http://127.0.0.1:")), qPrintable(url));
    QProcess room;
    QVERIFY(students(
        room, url, {QStringLiteral("0=0,0"), QStringLiteral("1=1,1"), QStringLiteral("2=none")}));
    QByteArray said;
    QTRY_VERIFY_WITH_TIMEOUT(
        (said += room.readAll()).contains("ready\n") || room.state() == QProcess::NotRunning,
        30000);
    QVERIFY2(said.contains("ready\n"), said.constData());
    first.write("startAction\n"); // F5: build and play; the playback stops at the question
    QTRY_VERIFY_WITH_TIMEOUT(room.state() == QProcess::NotRunning, 90000);
    said += room.readAll();
    QVERIFY2(room.exitCode() == 0, said.constData());
    for (const char *line : {"received 0 0\n", "received 1 0\n", "received 2 0\n"})
        QVERIFY2(said.contains(line), said.constData());

    // Killed: the file is the journal with every answer received, and no token.
    first.kill();
    QVERIFY(first.waitForFinished(30000));
    const QByteArray journal = fileContents(results);
    const QList<QByteArray> lines = journal.trimmed().split('\n');
    QVERIFY2(lines.size() == 5, journal.constData()); // the header, the question, three answers
    const QJsonObject header = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(
        header.value(QLatin1String("format")).toString(), QStringLiteral("mapgen-class-journal"));
    QCOMPARE(header.value(QLatin1String("code")).toString(), joinCode(url));
    QCOMPARE(QJsonDocument::fromJson(lines[1]).object().value(QLatin1String("event")).toString(),
        QStringLiteral("question"));
    QSet<QString> answers;
    QSet<QString> keys;
    for (int k = 2; k < 5; ++k) {
        const QJsonObject answer = QJsonDocument::fromJson(lines[k]).object();
        QCOMPARE(answer.value(QLatin1String("event")).toString(), QStringLiteral("answer"));
        answers.insert(answer.value(QLatin1String("text")).toString());
        keys.insert(answer.value(QLatin1String("student")).toString());
    }
    QCOMPARE(answers,
        QSet<QString>(
            {QStringLiteral("(0, 0)"), QStringLiteral("(1, 1)"), QStringLiteral("none")}));
    QCOMPARE(keys.size(), 3);
    for (int n = 0; n < 3; ++n)
        QVERIFY(!journal.contains(tokenOf(n)));

    // Another lesson (a dungeon) with this journal: refused before the window opens.
    QProcess other;
    other.setProcessEnvironment(environment);
    other.start(QStringLiteral(MAPGEN_WORKBENCH_PATH),
        arguments(TestData::path(QStringLiteral("dungeon-basic.json"))));
    QVERIFY(other.waitForFinished(60000));
    QCOMPARE(other.exitStatus(), QProcess::NormalExit);
    QCOMPARE(other.exitCode(), 2);
    const QByteArray refusal = other.readAllStandardError();
    QVERIFY2(refusal.contains("another lesson"), refusal.constData());
    QVERIFY(other.readAllStandardOutput().isEmpty()); // no class
    QCOMPARE(fileContents(results), journal);

    // Started again: the same class. Student 0 comes back, student 3 is new.
    QProcess second;
    second.setProcessEnvironment(environment);
    second.start(QStringLiteral(MAPGEN_WORKBENCH_PATH), arguments(scenario));
    QVERIFY(second.waitForStarted());
    const QString again = classUrl(second);
    QVERIFY2(again.startsWith(QLatin1String("http://127.0.0.1:")), qPrintable(again));
    QCOMPARE(joinCode(again), joinCode(url));
    QProcess back;
    QVERIFY(students(back, again, {QStringLiteral("0=2,2"), QStringLiteral("3=3,3")}));
    said.clear();
    QTRY_VERIFY_WITH_TIMEOUT(
        (said += back.readAll()).contains("ready\n") || back.state() == QProcess::NotRunning,
        30000);
    QVERIFY2(said.contains("ready\n"), said.constData());
    second.write("startAction\n");
    QTRY_VERIFY_WITH_TIMEOUT(back.state() == QProcess::NotRunning, 90000);
    said += back.readAll();
    QVERIFY2(back.exitCode() == 0, said.constData());
    for (const char *line :
        {"asked 0 answered=true\n", "again 0\n", "asked 3 answered=false\n", "received 3 0\n"})
        QVERIFY2(said.contains(line), said.constData());
    QVERIFY2(!said.contains("received 0"), said.constData());

    // Ended by a signal: the results of both runs, as Class Results writes them.
    second.terminate();
    QVERIFY(second.waitForFinished(30000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    const QList<QByteArray> rows = fileContents(results).split('\n');
    QVERIFY2(
        rows.size() == 3, fileContents(results).constData()); // the header, the question, the end
    QVERIFY(rows[0].startsWith("step,kind,answered,right,right share,answer 1,count 1,accepted 1"));
    QVERIFY2(rows[1].startsWith("6,next-cell,4,,,"), rows[1].constData());
    for (const QByteArray &answer : {QByteArray("\"(0, 0)\",1,"), QByteArray("\"(1, 1)\",1,"),
             QByteArray("none,1,"), QByteArray("\"(3, 3)\",1,")})
        QVERIFY2(rows[1].contains(answer), rows[1].constData());
    QVERIFY2(!rows[1].contains("(2, 2)"), rows[1].constData());
    QVERIFY(!fileContents(results).contains("student"));
}

// With a results file, End Class leaves the results in it, and Start Class again continues
// the same class: the same join code, the file the journal again with every answer so far,
// and the question asked again the same round. Reveal is in the journal with the answers it
// accepted.
void TestClassroom::endAndStartContinueTheClass()
{
    MainWindow window;
    QVERIFY(showBuiltLesson(window));
    window.session()->seek(6);
    auto *coach = window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
    Classroom *classroom = window.classroom();
    const QString results = m_dir.filePath(QStringLiteral("continued.csv"));
    classroom->setResultsFile(results, std::nullopt);
    // Students of classroom-clients.mjs's "answer" mode, asked "which cell?" after step 6.
    const auto ask = [&](const QStringList &answers) {
        QProcess clients;
        clients.setProcessChannelMode(QProcess::MergedChannels);
        clients.start(QStringLiteral("node"),
            QStringList {QStringLiteral(MAPGEN_SOURCE_DIR "/tests/web/classroom-clients.mjs"),
                classroom->url(), QStringLiteral("answer")}
                + answers);
        QByteArray said;
        if (!clients.waitForStarted())
            return said;
        if (QTest::qWaitFor([&] { return (said += clients.readAll()).contains("ready\n"); }, 30000))
            emit coach->asked({6, QuestionKind::NextCell});
        if (QTest::qWaitFor([&] { return clients.state() == QProcess::NotRunning; }, 60000))
            said += clients.readAll() + "exit " + QByteArray::number(clients.exitCode()) + '\n';
        return said;
    };

    const std::optional<Answer> right
        = window.session()->lesson()->teaching()->answer({6, QuestionKind::NextCell});
    QVERIFY(right && right->row >= 0);

    QString error;
    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const QString code = classroom->server()->code();
    QByteArray said
        = ask({QStringLiteral("0=%1,%2").arg(right->row).arg(right->col), QStringLiteral("1=1,1")});
    for (const char *line : {"received 0 0\n", "received 1 0\n", "exit 0\n"})
        QVERIFY2(said.contains(line), said.constData());
    QVERIFY2(classroom->end(&error), qPrintable(error));
    QCOMPARE(QString::fromUtf8(fileContents(results)), classroom->tally().csv());
    QVERIFY(classroom->tally().csv().contains(QLatin1String("\n6,next-cell,2,")));

    QVERIFY2(classroom->start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    QCOMPARE(classroom->server()->code(), code);
    const QByteArray journal = fileContents(results);
    QVERIFY2(
        journal.startsWith("{") && journal.count("\"event\":\"answer\"") == 2, journal.constData());
    said = ask({QStringLiteral("0=2,2"), QStringLiteral("2=3,3")});
    for (const char *line : {"asked 0 answered=true\n", "again 0\n", "received 2 0\n", "exit 0\n"})
        QVERIFY2(said.contains(line), said.constData());
    QCOMPARE(classroom->tally().roundCount(), 1);
    QCOMPARE(classroom->tally().round(0)->answered(), 3);
    classroom->reveal();
    const QJsonObject reveal
        = QJsonDocument::fromJson(fileContents(results).trimmed().split('\n').last()).object();
    QCOMPARE(reveal.value(QLatin1String("event")).toString(), QStringLiteral("reveal"));
    QStringList accepted;
    for (const ClassTally::Count &count : classroom->tally().round(0)->counts) {
        if (count.accepted)
            accepted << count.text;
    }
    QVERIFY(accepted.contains(ClassTally::answerText(*right)));
    QCOMPARE(reveal.value(QLatin1String("accepted")).toVariant().toStringList(), accepted);
    QVERIFY2(classroom->end(&error), qPrintable(error));
    const QByteArray csv = fileContents(results);
    QVERIFY2(csv.contains("\n6,next-cell,3,") && !csv.contains("(2, 2)"), csv.constData());
}

QTEST_MAIN(TestClassroom)
#include "tst_classroom.moc"
