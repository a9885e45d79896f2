// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildrules.h"
#include "cellinspector.h"
#include "comparemode.h"
#include "dungeoncallstackmodel.h"
#include "dungeonmodel.h"
#include "dungeonview.h"
#include "islandcallstackmodel.h"
#include "islandgenerator.h"
#include "islandmodel.h"
#include "islandview.h"
#include "languagemanager.h"
#include "lesson.h"
#include "lessonsession.h"
#include "localedigits.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "questioncoach.h"
#include "questionpanel.h"
#include "rulebook.h"
#include "scenariodocument.h"
#include "stepmarks.h"
#include "testdata.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using IslandBuildRules = BuildRules<RuleBook::IslandRules, IslandModel>;
using DungeonBuildRules = BuildRules<RuleBook::DungeonRules, DungeonModel>;

// Stop-and-think questions through the real window (questions.md): playback stops at a
// question's step and the Question panel asks; answers by button, by a click on the map
// and by the keyboard alone are scored; stepping back and seeking never ask again;
// practice mode chooses its own steps; the lecturer's questions are undoable and saved.
class TestQuestionPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rightAndWrongMoves();
    void keyboardOnlyCell();
    void enterPressesTheFocusedMove();
    void spaceAtAQuestionDoesNotAnswer();
    void wrongCellByClickPaintsNoPit();
    void wrongCellNamesTheRuleAndTheRightCells();
    void steppingBackNeverRescores();
    void seekingPastDoesNotAsk();
    void firstStepBeforeTheBuild();
    void practiceChoosesSteps();
    void authoringIsUndoable();
    void eachLessonListsItsOwnQuestions();
    void newQuestionShowsItsFirstLine();
    void savedAndReopened();
    void dungeonPlacement();
    void noMoreCells();
    void islandQuestionShowsNoAnswer_data();
    void islandQuestionShowsNoAnswer();
    void dungeonQuestionShowsNoAnswer();
    void backtrackedAnswerIsNotMarked();
    void compareSideShowsNoAnswer();
    void wrongMoveHearsWhy();
    void wrongMoveHearsWhyInEveryLanguage_data();
    void wrongMoveHearsWhyInEveryLanguage();
    void wrongTileHearsWhy();

private:
    // A window on `file` with `questions`, its build made and shown from the start.
    void open(MainWindow &window, const QString &file, const QVector<Question> &questions);
    QuestionCoach *coach(MainWindow &window)
    {
        return window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
    }
    QuestionPanel *panel(MainWindow &window)
    {
        return window.findChild<QuestionPanel *>(QStringLiteral("questionPanel"));
    }
    PlaybackController *playback(MainWindow &window) { return window.session()->playback(); }
    QAction *action(MainWindow &window, const char *name)
    {
        return window.findChild<QAction *>(QString::fromLatin1(name));
    }
    // Whether `widget` is shown whole in the Question panel's scroll area, unscrolled to.
    static bool inView(QuestionPanel *panel, QWidget *widget)
    {
        QWidget *viewport
            = panel->findChild<QScrollArea *>(QStringLiteral("questionScroll"))->viewport();
        return widget->isVisible()
            && viewport->rect().contains(QRect(widget->mapTo(viewport, QPoint()), widget->size()));
    }
    // Clicks the centre of a cell of the map.
    void clickCell(MapView *view, int row, int col)
    {
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->cellRect(row, col).center());
    }

    QTemporaryDir m_dir;
};

void TestQuestionPanel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestQuestionPanel::open(
    MainWindow &window, const QString &file, const QVector<Question> &questions)
{
    Scenario scenario = TestData::scenario(file);
    scenario.questions = questions;
    window.document()->load(scenario, QString());
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    QVERIFY(window.currentModel()->stepCount() > 20);
    playback(window)->toStart();
}

void TestQuestionPanel::rightAndWrongMoves()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"),
        {{3, QuestionKind::NextMove}, {8, QuestionKind::NextMove}});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    QSignalSpy stops(playback(window), &PlaybackController::stoppedAt);

    action(window, "playAction")->trigger();
    QTRY_COMPARE(stops.count(), 1);
    QCOMPARE(ocean->position(), 3);
    QVERIFY(!playback(window)->isPlaying());
    QVERIFY(coach(window)->currentQuestion().has_value());
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("questionDock"))->isVisible());

    // The right move: the kind of entry 4.
    const IslandStep::Kind right = ocean->step(3).kind;
    QTest::mouseClick(panel(window)->moveButton(right), Qt::LeftButton);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Right")));
    QCOMPARE(coach(window)->score().totalRight(), 1);
    auto *score = window.findChild<QLabel *>(QStringLiteral("scoreLabel"));
    QVERIFY(score->isVisible());
    QCOMPARE(score->text(), QStringLiteral("Questions: 1 of 1 right"));
    // The explanation quotes the log's line for the step.
    QVERIFY(panel(window)->resultText().contains(ocean->stepText(3).toHtmlEscaped()));

    QTest::mouseClick(panel(window)->continueButton(), Qt::LeftButton);
    QVERIFY(playback(window)->isPlaying());
    QTRY_COMPARE(stops.count(), 2);
    QCOMPARE(ocean->position(), 8);
    const IslandStep::Kind wrong
        = ocean->step(8).kind == IslandStep::Add ? IslandStep::Backtrack : IslandStep::Add;
    QTest::mouseClick(panel(window)->moveButton(wrong), Qt::LeftButton);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Not quite")));
    QCOMPARE(score->text(), QStringLiteral("Questions: 1 of 2 right"));
    // The right answer's cell is ringed on the map.
    if (ocean->step(8).hasCell())
        QCOMPARE(
            window.currentView()->markedCell(), QPoint(ocean->step(8).col, ocean->step(8).row));

    // A wrong button pressed again changes nothing: one answer per question.
    QTest::mouseClick(panel(window)->moveButton(right), Qt::LeftButton);
    QCOMPARE(coach(window)->score().totalAsked(), 2);

    QTest::mouseClick(panel(window)->continueButton(), Qt::LeftButton);
    QTRY_COMPARE(ocean->position(), ocean->stepCount());
    auto *summary = window.findChild<QLabel *>(QStringLiteral("questionSummary"));
    // (No translator in the test: the source text's plural form.)
    QTRY_VERIFY(summary->text().contains(QStringLiteral("2 question(s) asked, 1 right, 1 wrong")));
    QVERIFY(summary->text().contains(QStringLiteral("next move: 1 of 2 right")));
}

void TestQuestionPanel::keyboardOnlyCell()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"), {{6, QuestionKind::NextCell}});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    auto *timeline = window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"))->timeline();
    auto *map = window.findChild<IslandView *>(QStringLiteral("islandView"));
    const Answer answer = *AnswerKey::island({6, QuestionKind::NextCell},
        std::size_t(ocean->stepCount()), [ocean](std::size_t i) { return ocean->step(int(i)); });

    timeline->setFocus();
    QTRY_VERIFY(timeline->hasFocus());
    for (int i = 0; i < 6; ++i)
        QTest::keyClick(timeline, Qt::Key_Right);
    QCOMPARE(ocean->position(), 6);
    QVERIFY(coach(window)->currentQuestion().has_value());
    // The map takes the keyboard: its cursor picks the cell.
    QTRY_VERIFY(map->hasFocus());
    QVERIFY(map->isPicking());
    while (map->cursorRow() < answer.row)
        QTest::keyClick(map, Qt::Key_Down);
    while (map->cursorRow() > answer.row)
        QTest::keyClick(map, Qt::Key_Up);
    while (map->cursorColumn() < answer.col)
        QTest::keyClick(map, Qt::Key_Right);
    while (map->cursorColumn() > answer.col)
        QTest::keyClick(map, Qt::Key_Left);
    QCOMPARE(ocean->position(), 6); // the arrows moved the cursor, not playback
    QTest::keyClick(map, Qt::Key_Return);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Right")));
    QCOMPARE(map->markedCell(), QPoint(answer.col, answer.row));
    // Continue has the focus: Enter resumes playback.
    QTRY_VERIFY(panel(window)->continueButton()->hasFocus());
    QTest::keyClick(panel(window)->continueButton(), Qt::Key_Return);
    QVERIFY(playback(window)->isPlaying());
    QCOMPARE(map->markedCell(), QPoint(-1, -1));
}

void TestQuestionPanel::enterPressesTheFocusedMove()
{
    // Space is the Play shortcut wherever the focus is, a focused answer button included:
    // pressed by reflex it answers nothing. Enter presses the focused answer.
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"), {{3, QuestionKind::NextMove}});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QAbstractButton *right = panel(window)->moveButton(ocean->step(3).kind);
    right->setFocus();
    QTRY_VERIFY(right->hasFocus());
    QTest::keyClick(right, Qt::Key_Space);
    QCOMPARE(coach(window)->score().totalAsked(), 0);
    QVERIFY(panel(window)->resultText().isEmpty());
    QCOMPARE(ocean->position(), 3); // the question holds playback
    playback(window)->pause();
    QTest::keyClick(right, Qt::Key_Return);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Right")));
    QCOMPARE(coach(window)->score().totalRight(), 1);
    QCOMPARE(ocean->position(), 3);
}

void TestQuestionPanel::spaceAtAQuestionDoesNotAnswer()
{
    // F5 builds and plays; Space pressed again by reflex at the question must not answer
    // it: no answer button has the focus until the student chooses one.
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"), {{3, QuestionKind::NextMove}});
    window.session()->reset();
    QTest::keyClick(window.currentView(), Qt::Key_F5);
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QVERIFY(!playback(window)->isPlaying());
    for (int kind = 0; kind < QuestionPanel::MoveCount; ++kind)
        QVERIFY(!panel(window)->moveButton(kind)->hasFocus());
    QWidget *focused = QApplication::focusWidget();
    QVERIFY(focused);
    QTest::keyClick(focused, Qt::Key_Space);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(coach(window)->currentQuestion().has_value());
    QCOMPARE(coach(window)->score().totalAsked(), 0);
    QVERIFY(panel(window)->resultText().isEmpty());
    QCOMPARE(window.currentModel()->position(), 3);

    // Tab reaches the moves; Enter scores the chosen one and Continue takes the focus.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    auto *button = qobject_cast<QPushButton *>(QApplication::focusWidget());
    QVERIFY(button);
    QCOMPARE(button, panel(window)->moveButton(0));
    QTest::keyClick(button, Qt::Key_Return);
    QCOMPARE(coach(window)->score().totalAsked(), 1);
    QVERIFY(panel(window)->continueButton()->hasFocus());
}

// The rule book's reason, as You Are the Algorithm gives it, and every cell that was right:
// with Randomize on, the untried candidates too (questions.md, "What counts as right").
void TestQuestionPanel::wrongCellNamesTheRuleAndTheRightCells()
{
    MainWindow window;
    open(window, QStringLiteral("questions/island-random-6b.json"), {{6, QuestionKind::NextCell}});
    auto *map = window.findChild<IslandView *>(QStringLiteral("islandView"));
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    // grow((3, 6)) adds (2, 6); (3, 5) and (3, 7) are its other untried candidates.
    clickCell(map, 0, 0);
    const QString wrong = panel(window)->resultText();
    QVERIFY2(wrong.contains(QStringLiteral("Not quite")), qPrintable(wrong));
    QVERIFY2(
        wrong.contains(QStringLiteral("is not beside the current cell (3, 6)")), qPrintable(wrong));
    QVERIFY2(wrong.contains(QStringLiteral("Right: 3 "))
            && wrong.contains(QStringLiteral("(2, 6), (3, 5), (3, 7).")),
        qPrintable(wrong));
}

void TestQuestionPanel::wrongCellByClickPaintsNoPit()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"), {{6, QuestionKind::NextCell}});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    auto *map = window.findChild<IslandView *>(QStringLiteral("islandView"));
    const int edits = window.document()->undoStack()->count();
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    const Answer answer = *AnswerKey::island({6, QuestionKind::NextCell},
        std::size_t(ocean->stepCount()), [ocean](std::size_t i) { return ocean->step(int(i)); });
    // The first seed's cell, land already: neither the next cell nor one the build could
    // have drawn instead (a water cell could be a valid seed, drawn at random).
    const IslandStep first = ocean->step(0);
    QVERIFY(first.row != answer.row || first.col != answer.col);
    clickCell(map, first.row, first.col);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Not quite")));
    // The reason You Are the Algorithm gives, and the cells that were right.
    const QString result = panel(window)->resultText();
    QVERIFY2(result.contains(QStringLiteral("Row %1, column %2 ").arg(first.row).arg(first.col)),
        qPrintable(result));
    QVERIFY2(result.contains(QStringLiteral("Right: ")), qPrintable(result));
    QVERIFY2(result.contains(QStringLiteral("(%1, %2)").arg(answer.row).arg(answer.col)),
        qPrintable(result));
    QCOMPARE(window.document()->undoStack()->count(), edits); // no pit painted
    QCOMPARE(ocean->stepCount() > 0, true); // the build was kept
}

void TestQuestionPanel::steppingBackNeverRescores()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"), {{4, QuestionKind::NextMove}});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    for (int i = 0; i < 4; ++i)
        action(window, "stepForwardAction")->trigger();
    QVERIFY(coach(window)->currentQuestion().has_value());
    QTest::mouseClick(panel(window)->moveButton(ocean->step(4).kind), Qt::LeftButton);
    QTest::mouseClick(panel(window)->continueButton(), Qt::LeftButton);
    playback(window)->pause();
    playback(window)->seek(6);
    for (int i = 0; i < 4; ++i)
        action(window, "stepBackAction")->trigger();
    QCOMPARE(ocean->position(), 2);
    for (int i = 0; i < 4; ++i)
        action(window, "stepForwardAction")->trigger();
    QCOMPARE(ocean->position(), 6);
    QVERIFY(!coach(window)->currentQuestion().has_value());
    QCOMPARE(coach(window)->score().totalAsked(), 1);
}

void TestQuestionPanel::seekingPastDoesNotAsk()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"), {{5, QuestionKind::NextMove}});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    QSignalSpy stops(playback(window), &PlaybackController::stoppedAt);
    window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"))->timeline()->setValue(12);
    QCOMPARE(ocean->position(), 12);
    action(window, "toEndAction")->trigger();
    QCOMPARE(ocean->position(), ocean->stepCount());
    QCOMPARE(stops.count(), 0);
    QVERIFY(!coach(window)->currentQuestion().has_value());
    // Asked only when reached: from the start, playing stops at step 5.
    action(window, "toStartAction")->trigger();
    action(window, "playAction")->trigger();
    QTRY_COMPARE(stops.count(), 1);
    QCOMPARE(ocean->position(), 5);
}

void TestQuestionPanel::firstStepBeforeTheBuild()
{
    // Step forward with nothing built builds first; a question after step 1 is still asked.
    MainWindow window;
    Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    scenario.questions = {{1, QuestionKind::NextMove}};
    window.document()->load(scenario, QString());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    action(window, "stepForwardAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QCOMPARE(window.currentModel()->position(), 1);
    // The map shows what the rule book lets it while the question is open, and all once
    // it is answered.
    QVERIFY(window.currentModel()->isAsking());
    QTest::mouseClick(panel(window)->moveButton(IslandStep::Add), Qt::LeftButton);
    QVERIFY(!window.currentModel()->isAsking());
}

void TestQuestionPanel::practiceChoosesSteps()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"), {});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    window.findChild<QDockWidget *>(QStringLiteral("questionDock"))->raise(); // a tab over the log
    panel(window)->intervalBox()->setValue(10);
    QCheckBox *practiceBox = panel(window)->practiceBox();
    QTest::mouseClick(
        practiceBox, Qt::LeftButton, {}, QPoint(8, practiceBox->height() / 2)); // on the box
    QVERIFY(panel(window)->practiceBox()->isChecked());
    const QVector<Question> practice = coach(window)->practiceQuestions();
    QVERIFY(practice.size() >= 2);
    int window10 = 0;
    for (const Question &question : practice) {
        QVERIFY(question.after >= 10); // nothing before the first window
        QVERIFY(question.after / 10 > window10
            || question.after == practice.first().after); // one per window
        window10 = question.after / 10;
        if (question.ask == QuestionKind::NextMove) // never more of the same move
            QVERIFY(ocean->step(question.after).kind != ocean->step(question.after - 1).kind);
        else
            QVERIFY(ocean->step(question.after).kind == IslandStep::Add
                || ocean->step(question.after).kind == IslandStep::Seed);
    }
    QSignalSpy stops(playback(window), &PlaybackController::stoppedAt);
    action(window, "playAction")->trigger();
    QTRY_COMPARE(stops.count(), 1);
    QCOMPARE(ocean->position(), practice.first().after);
    QCOMPARE(*coach(window)->currentQuestion(), practice.first());
}

void TestQuestionPanel::authoringIsUndoable()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"), {});
    playback(window)->seek(7);
    auto *list = panel(window)->questionList();
    auto *bar = window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"));
    // The timeline's context menu offers the same actions as Build > Ask Here.
    QVERIFY(bar->timeline()->actions().contains(action(window, "askHere1")));
    QVERIFY(!action(window, "askHere2")->isVisible()); // no placements in the island lesson
    action(window, "askHere1")->trigger();
    const QVector<Question> expected {{7, QuestionKind::NextCell}};
    QCOMPARE(window.document()->scenario().questions, expected);
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(), QStringLiteral("After step 7: next cell"));
    QCOMPARE(bar->marks(), QVector<int> {7});
    QVERIFY(window.isWindowModified());

    action(window, "undoAction")->trigger();
    QVERIFY(window.document()->scenario().questions.isEmpty());
    QCOMPARE(list->count(), 0);
    QVERIFY(bar->marks().isEmpty());
    action(window, "redoAction")->trigger();
    QCOMPARE(list->count(), 1);

    window.findChild<QDockWidget *>(QStringLiteral("questionDock"))->raise();
    list->setCurrentRow(0);
    QTest::mouseClick(panel(window)->removeButton(), Qt::LeftButton);
    QVERIFY(window.document()->scenario().questions.isEmpty());
    action(window, "undoAction")->trigger();
    QCOMPARE(window.document()->scenario().questions, expected);
    // The question is live at once: playing from the start stops there.
    playback(window)->toStart();
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QCOMPARE(window.currentModel()->position(), 7);
}

// The island's questions stay in the file in the dungeon lesson, but its list, its
// timeline's marks and Remove are the dungeon's own.
void TestQuestionPanel::eachLessonListsItsOwnQuestions()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"),
        {{3, QuestionKind::NextMove}, {5, QuestionKind::NextCell}});
    auto *list = panel(window)->questionList();
    auto *bar = window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"));
    QCOMPARE(list->count(), 2);

    action(window, "dungeonModeAction")->trigger();
    QCOMPARE(list->count(), 0);
    QVERIFY(bar->marks().isEmpty());
    action(window, "askHere2")->trigger();
    QCOMPARE(window.document()->scenario().questions.size(), 3);
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(), QStringLiteral("After step 0: next placement"));
    QCOMPARE(bar->marks(), QVector<int> {0});

    window.findChild<QDockWidget *>(QStringLiteral("questionDock"))->raise();
    list->setCurrentRow(0);
    QTest::mouseClick(panel(window)->removeButton(), Qt::LeftButton);
    const QVector<Question> island {{3, QuestionKind::NextMove}, {5, QuestionKind::NextCell}};
    QCOMPARE(window.document()->scenario().questions, island);
    QCOMPARE(list->count(), 0);

    action(window, "islandModeAction")->trigger();
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(1)->text(), QStringLiteral("After step 5: next cell"));
}

// A question is read from its first line, however far the last one was scrolled; Practice
// mode is in view beside a question at 1600 x 1000.
void TestQuestionPanel::newQuestionShowsItsFirstLine()
{
    MainWindow window;
    window.resize(1600, 1000);
    open(window, QStringLiteral("island-6b-basic.json"),
        {{3, QuestionKind::NextMove}, {8, QuestionKind::NextMove}});
    QCOMPARE(window.size(), QSize(1600, 1000));
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("questionDock"));
    auto *bar = panel(window)
                    ->findChild<QScrollArea *>(QStringLiteral("questionScroll"))
                    ->verticalScrollBar();
    auto *prompt = panel(window)->findChild<QLabel *>(QStringLiteral("questionPrompt"));
    QSignalSpy stops(playback(window), &PlaybackController::stoppedAt);
    action(window, "playAction")->trigger();
    QTRY_COMPARE(stops.count(), 1);
    QTRY_VERIFY(inView(panel(window), panel(window)->moveButton(IslandStep::Add)));
    QVERIFY(inView(panel(window), panel(window)->practiceBox()));
    QVERIFY(inView(panel(window), panel(window)->intervalBox()));

    // A short floating dock, scrolled down to Continue after the answer.
    dock->setFloating(true);
    dock->resize(320, 220);
    QTRY_VERIFY(bar->maximum() > 0);
    QTest::mouseClick(panel(window)->moveButton(ocean->step(3).kind), Qt::LeftButton);
    bar->setValue(bar->maximum());
    QTRY_VERIFY(!inView(panel(window), prompt));
    QTest::mouseClick(panel(window)->continueButton(), Qt::LeftButton);
    QTRY_COMPARE(stops.count(), 2);
    QTRY_VERIFY(inView(panel(window), prompt));
    QCOMPARE(bar->value(), 0);
}

void TestQuestionPanel::savedAndReopened()
{
    const QString file = m_dir.filePath(QStringLiteral("questions.json"));
    {
        MainWindow window;
        open(window, QStringLiteral("island-6b-basic.json"), {});
        playback(window)->seek(9);
        action(window, "askHere0")->trigger();
        window.document()->setFileName(file);
        action(window, "saveAction")->trigger();
        QVERIFY(!window.isWindowModified());
    }
    MainWindow window;
    QVERIFY(window.openFile(file));
    const QVector<Question> expected {{9, QuestionKind::NextMove}};
    QCOMPARE(window.document()->scenario().questions, expected);
    QCOMPARE(panel(window)->questionList()->count(), 1);
    window.show();
    action(window, "playAction")->trigger(); // builds and plays
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QCOMPARE(window.currentModel()->position(), 9);
}

void TestQuestionPanel::dungeonPlacement()
{
    MainWindow window;
    open(window, QStringLiteral("dungeon-basic.json"),
        {{10, QuestionKind::NextPlace}, {20, QuestionKind::NextPlace}});
    auto *dungeon = window.findChild<DungeonModel *>();
    auto *map = qobject_cast<MapView *>(window.currentView());
    const auto answerAt = [dungeon](int after) {
        return *AnswerKey::dungeon({after, QuestionKind::NextPlace},
            std::size_t(dungeon->stepCount()),
            [dungeon](std::size_t i) { return dungeon->step(int(i)); });
    };
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QCOMPARE(dungeon->position(), 10);
    QVERIFY(map->isPicking());

    // The right cell, then the right tile from the pictures.
    const Answer right = answerAt(10);
    clickCell(map, right.row, right.col);
    QVERIFY(panel(window)->tileChoice()->isVisible());
    QCOMPARE(panel(window)->tileChoice()->count(),
        4 * window.document()->scenario().dungeon.tiles.size());
    QVERIFY(!panel(window)->tileChoice()->itemIcon(0).isNull());
    panel(window)->tileChoice()->setCurrentIndex(
        panel(window)->tileChoice()->findData(right.templateIndex << 2 | right.rotation));
    QTest::mouseClick(panel(window)->tileButton(), Qt::LeftButton);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Right")));
    QCOMPARE(map->markedCell(), QPoint(right.col, right.row));

    // A wrong cell is wrong at once, whatever tile: no tile is asked, and the answer says
    // why, from the Tile Inspector's data.
    QTest::mouseClick(panel(window)->continueButton(), Qt::LeftButton);
    QTRY_COMPARE(dungeon->position(), 20);
    const Answer second = answerAt(20);
    const int wrongRow = second.row == 0 ? 1 : 0;
    clickCell(map, wrongRow, second.col);
    QVERIFY(!panel(window)->tileChoice()->isVisible());
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Not quite")));
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Your cell")));
    QCOMPARE(coach(window)->score().asked[int(QuestionKind::NextPlace)], 2);
    QCOMPARE(coach(window)->score().right[int(QuestionKind::NextPlace)], 1);
}

// After the last cell is added, "which cell is added next?" has the answer "none", given
// with the No more button; while a cell is still to come, No more is wrong.
void TestQuestionPanel::noMoreCells()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    const std::vector<IslandStep> steps = IslandGenerator::build(scenario).steps;
    int afterLastCell = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].kind == IslandStep::Seed || steps[i].kind == IslandStep::Add)
            afterLastCell = int(i) + 1;
    }
    QVERIFY(afterLastCell < int(steps.size()));

    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"),
        {{2, QuestionKind::NextCell}, {afterLastCell, QuestionKind::NextCell}});
    QSignalSpy stops(playback(window), &PlaybackController::stoppedAt);
    action(window, "playAction")->trigger();
    QTRY_COMPARE(stops.count(), 1);
    QVERIFY(panel(window)->noneButton()->isVisible());
    QTest::mouseClick(panel(window)->noneButton(), Qt::LeftButton);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Not quite")));
    QVERIFY(!panel(window)->noneButton()->isVisible());

    QTest::mouseClick(panel(window)->continueButton(), Qt::LeftButton);
    QTRY_COMPARE(stops.count(), 2);
    QCOMPARE(window.currentModel()->position(), afterLastCell);
    QTest::mouseClick(panel(window)->noneButton(), Qt::LeftButton);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Right")));
    QCOMPARE(coach(window)->score().totalRight(), 1);
}

// While a question is open the map marks no candidate, the Call Stack lists none, the Cell
// Inspector gives no verdict and the log ends at the step shown (questions.md, "While a
// question is open"); once answered, everything is there again.
void TestQuestionPanel::islandQuestionShowsNoAnswer_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("next-move") << int(QuestionKind::NextMove);
    QTest::newRow("next-cell") << int(QuestionKind::NextCell);
}

void TestQuestionPanel::islandQuestionShowsNoAnswer()
{
    QFETCH(int, kind);
    // grow((3, 6)) adds (2, 6) at step 7; (3, 5) and (3, 7) are its other untried candidates.
    const int after = 6;
    MainWindow window;
    open(window, QStringLiteral("questions/island-random-6b.json"), {{after, QuestionKind(kind)}});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    auto *stack = window.findChild<IslandCallStackModel *>(QStringLiteral("islandCallStackModel"));
    auto *log = window.findChild<LogModel *>(QStringLiteral("logModel"));
    auto *inspector = window.findChild<CellInspector *>(QStringLiteral("cellInspector"));
    stack->setFollowing(true);
    const IslandBuildRules build(ocean);
    const std::optional<RuleBook::Key> key = build.rules.key(RuleBook::Ask::NextCell, after);
    QVERIFY(key);
    QCOMPARE(int(key->accepted.size()), 3);
    // Where no question is open, the step shown marks exactly those cells as candidates.
    playback(window)->seek(after);
    for (const RuleBook::Answer &cell : key->accepted)
        QCOMPARE(ocean->index(cell.row, cell.col).data(IslandModel::HighlightRole).toInt(),
            int(IslandModel::CandidateCell));
    playback(window)->toStart();

    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QCOMPARE(ocean->position(), after);
    QTRY_COMPARE(stack->rowCount(), stack->stack().depth());
    QVERIFY(stack->rowCount() > 0);
    const auto candidatesShown = [ocean] {
        int shown = 0;
        for (int row = 0; row < ocean->rowCount(); ++row) {
            for (int col = 0; col < ocean->columnCount(); ++col)
                shown += ocean->index(row, col).data(IslandModel::HighlightRole).toInt()
                        == IslandModel::CandidateCell
                    ? 1
                    : 0;
        }
        return shown;
    };
    // Open: the accepted cells are plain water; the current cell stays marked.
    QCOMPARE(candidatesShown(), 0);
    for (const RuleBook::Answer &cell : key->accepted) {
        const QModelIndex index = ocean->index(cell.row, cell.col);
        QCOMPARE(index.data(IslandModel::HighlightRole).toInt(), int(IslandModel::NoHighlight));
        QCOMPARE(index.data(IslandModel::CellKindRole).toInt(), int(IslandModel::WaterCell));
    }
    const IslandStep last = ocean->step(after - 1);
    QCOMPARE(ocean->index(last.row, last.col).data(IslandModel::HighlightRole).toInt(),
        int(IslandModel::TriedCell));
    for (int row = 0; row < stack->rowCount(); ++row) {
        const QModelIndex index = stack->index(row);
        QVERIFY(index.data(IslandCallStackModel::CandidatesRole).value<QList<QPoint>>().isEmpty());
        const QString text = index.data().toString();
        QVERIFY2(
            !text.contains(QStringLiteral("to try")) && !text.contains(QStringLiteral("(2, 6)")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("candidates: shown once the question is answered")),
            qPrintable(text));
    }
    QCOMPARE(log->rowCount(), after);
    inspector->setCell(3, 5);
    inspector->refresh();
    QCOMPARE(inspector->expansionText(), QStringLiteral("shown once the question is answered"));
    QCOMPARE(inspector->seedText(), QStringLiteral("shown once the question is answered"));

    // Answered (wrongly, a cell far away): everything is shown again.
    if (QuestionKind(kind) == QuestionKind::NextMove)
        QTest::mouseClick(panel(window)->moveButton(IslandStep::Backtrack), Qt::LeftButton);
    else
        clickCell(window.findChild<IslandView *>(QStringLiteral("islandView")), 0, 0);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Not quite")));
    QCOMPARE(candidatesShown(), 3);
    QVERIFY(
        stack->index(stack->rowCount() - 1).data().toString().contains(QStringLiteral("to try")));
    QCOMPARE(log->rowCount(), ocean->stepCount());
    inspector->refresh();
    // The rule book's verdict on the cell again, whatever it is.
    QVERIFY2(inspector->expansionText().startsWith(QStringLiteral("for island 1, "))
            && !inspector->expansionText().contains(QStringLiteral("shown once")),
        qPrintable(inspector->expansionText()));
}

// A dungeon question after a step that marks the cell filled next (checked, or queued or
// clipped by the last placement): while it is open the map marks it not, and the Call
// Stack shows neither the cell being filled nor the queue's order.
void TestQuestionPanel::dungeonQuestionShowsNoAnswer()
{
    MainWindow window;
    open(window, QStringLiteral("dungeon-pits.json"), {});
    auto *dungeon = window.findChild<DungeonModel *>(QStringLiteral("dungeonModel"));
    auto *stack
        = window.findChild<DungeonCallStackModel *>(QStringLiteral("dungeonCallStackModel"));
    auto *log = window.findChild<LogModel *>(QStringLiteral("logModel"));
    stack->setFollowing(true);
    const DungeonBuildRules build(dungeon);
    int after = -1;
    RuleBook::Answer answer;
    for (int k = 1; k < dungeon->stepCount() && after < 0; ++k) {
        const auto key = build.rules.key(RuleBook::Ask::NextPlace, k);
        if (!key || key->step < 0 || !dungeon->step(key->step).fromQueue())
            continue;
        const auto marks
            = StepMarks::dungeon(k, [dungeon](std::size_t i) { return dungeon->step(int(i)); });
        for (const StepMarks::CellMark &mark : marks) {
            if (mark.row == key->accepted.front().row && mark.col == key->accepted.front().col
                && mark.mark != StepMarks::Mark::Placed) {
                after = k;
                answer = key->accepted.front();
            }
        }
    }
    QVERIFY2(after > 0, "a step that marks the next cell filled");
    const QModelIndex cell = dungeon->index(answer.row, answer.col);
    playback(window)->seek(after);
    QVERIFY(cell.data(DungeonModel::HighlightRole).toInt() != DungeonModel::NoHighlight);
    window.document()->setQuestions({{after, QuestionKind::NextPlace}}, QStringLiteral("ask"));
    playback(window)->toStart();

    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QCOMPARE(dungeon->position(), after);
    QCOMPARE(cell.data(DungeonModel::HighlightRole).toInt(), int(DungeonModel::NoHighlight));
    QTRY_COMPARE(stack->rowCount(), 1);
    const QString text = stack->index(0).data().toString();
    QCOMPARE(text,
        QStringLiteral(
            "The cell being filled and the fill queue are shown once the question is answered."));
    QCOMPARE(log->rowCount(), after);

    // Answered: the marks and the Call Stack's lines again.
    clickCell(qobject_cast<MapView *>(window.currentView()), answer.row, answer.col);
    panel(window)->tileChoice()->setCurrentIndex(
        panel(window)->tileChoice()->findData(answer.templateIndex << 2 | answer.rotation));
    QTest::mouseClick(panel(window)->tileButton(), Qt::LeftButton);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Right")));
    QVERIFY(cell.data(DungeonModel::HighlightRole).toInt() != DungeonModel::NoHighlight);
    QVERIFY(stack->rowCount() > 1);
    QCOMPARE(log->rowCount(), dungeon->stepCount());
}

// The cell just backtracked may be the next one added, by an earlier call that has it as a
// candidate too: while the question is open the map marks it not.
void TestQuestionPanel::backtrackedAnswerIsNotMarked()
{
    MainWindow window;
    open(window, QStringLiteral("island-crowded.json"), {});
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    const IslandBuildRules build(ocean);
    int after = -1;
    QModelIndex cell;
    for (int k = 1; k < ocean->stepCount() && after < 0; ++k) {
        const auto key = build.rules.key(RuleBook::Ask::NextCell, k);
        playback(window)->seek(k);
        for (const RuleBook::Answer &answer :
            key ? key->accepted : std::vector<RuleBook::Answer>()) {
            const QModelIndex index = ocean->index(answer.row, answer.col);
            if (!answer.isNone()
                && index.data(IslandModel::HighlightRole).toInt() == IslandModel::BacktrackedCell) {
                after = k;
                cell = index;
            }
        }
    }
    QVERIFY2(after > 0, "a next cell that was just backtracked");
    window.document()->setQuestions({{after, QuestionKind::NextCell}}, QStringLiteral("ask"));
    playback(window)->toStart();
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QCOMPARE(ocean->position(), after);
    QCOMPARE(cell.data(IslandModel::HighlightRole).toInt(), int(IslandModel::NoHighlight));
    // Nor does its backtrack fade on the map.
    QVERIFY(!window.findChild<IslandView *>(QStringLiteral("islandView"))->isFlashing());
    QTest::mouseClick(panel(window)->noneButton(), Qt::LeftButton);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Not quite")));
    QCOMPARE(cell.data(IslandModel::HighlightRole).toInt(), int(IslandModel::BacktrackedCell));
}

// With Compare on, the right side's map (its build the same as the left's up to where the
// rules differ) marks no candidate while the question is open either.
void TestQuestionPanel::compareSideShowsNoAnswer()
{
    MainWindow window;
    open(window, QStringLiteral("questions/island-random-6b.json"), {{6, QuestionKind::NextCell}});
    auto *compare = window.findChild<CompareMode *>(QStringLiteral("compareMode"));
    compare->action()->trigger();
    QVERIFY(compare->isActive());
    QSignalSpy right(compare->secondSession()->lesson(), &Lesson::finished);
    window.session()->start(false);
    QVERIFY(!right.isEmpty() || right.wait(30000));
    QTRY_VERIFY(!window.session()->isBuilding());
    const MapModel *second = compare->secondSession()->lesson()->model();
    const auto candidates = [second] {
        int shown = 0;
        for (int row = 0; row < second->rowCount(); ++row) {
            for (int col = 0; col < second->columnCount(); ++col)
                shown += second->index(row, col).data(IslandModel::HighlightRole).toInt()
                        == IslandModel::CandidateCell
                    ? 1
                    : 0;
        }
        return shown;
    };
    playback(window)->seek(6);
    QTRY_COMPARE(second->position(), 6);
    QVERIFY(candidates() > 0);
    playback(window)->toStart();

    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QTRY_COMPARE(second->position(), 6);
    QCOMPARE(candidates(), 0);
    clickCell(window.findChild<IslandView *>(QStringLiteral("islandView")), 0, 0);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Not quite")));
    QVERIFY(candidates() > 0);
}

// A wrong move hears why the right one is due, as You Are the Algorithm says it, before the
// answer's log line.
void TestQuestionPanel::wrongMoveHearsWhy()
{
    MainWindow window;
    open(window, QStringLiteral("questions/island-random-6b.json"), {{6, QuestionKind::NextMove}});
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QTest::mouseClick(panel(window)->moveButton(IslandStep::Backtrack), Qt::LeftButton);
    const QString text = panel(window)->resultText();
    const QString reason = QStringLiteral(
        "Not Backtrack now: the current cell (3, 6) still has a candidate to try.");
    const QString logged = QStringLiteral("Step 7 in the log:");
    QVERIFY2(text.contains(QStringLiteral("The answer: Add")), qPrintable(text));
    QVERIFY2(text.contains(reason) && text.contains(logged)
            && text.indexOf(reason) < text.indexOf(logged),
        qPrintable(text));
}

void TestQuestionPanel::wrongMoveHearsWhyInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "es", "fr", "pl", "ar"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// The same reason in each language the workbench ships, in its own words and digits.
void TestQuestionPanel::wrongMoveHearsWhyInEveryLanguage()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    const auto restore = qScopeGuard([] { LanguageManager::instance()->setLanguage({}); });
    MainWindow window;
    open(window, QStringLiteral("questions/island-random-6b.json"), {{6, QuestionKind::NextMove}});
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    QTest::mouseClick(panel(window)->moveButton(IslandStep::Backtrack), Qt::LeftButton);
    QString text = panel(window)->resultText();
    for (const QChar isolate : {QChar(0x2066), QChar(0x2067), QChar(0x2068), QChar(0x2069)})
        text.remove(isolate);
    const QString why = QCoreApplication::translate(
        "ConstructCoach", "the current cell (%1, %2) still has a candidate to try");
    const QString reason = QCoreApplication::translate("ConstructCoach", "Not %1 now: %2.")
                               .arg(QCoreApplication::translate("QuestionPanel", "Backtrack"),
                                   why.arg(LocaleDigits::number(3)).arg(LocaleDigits::number(6)))
                               .toHtmlEscaped();
    QVERIFY2(text.contains(reason), qPrintable(text + QStringLiteral(" | ") + reason));
    if (language != QLatin1String("en"))
        QVERIFY2(!text.contains(QStringLiteral("still has a candidate")), qPrintable(text));
}

// A wrong tile on the right cell hears the rule book's reason: one already found not to fit.
void TestQuestionPanel::wrongTileHearsWhy()
{
    MainWindow window;
    open(window, QStringLiteral("dungeon-pits.json"), {});
    auto *dungeon = window.findChild<DungeonModel *>(QStringLiteral("dungeonModel"));
    const DungeonBuildRules build(dungeon);
    // A placement whose cell rejected a candidate first: asked before the first rejection.
    int after = -1;
    DungeonStep rejected;
    for (int k = 1; k < dungeon->stepCount() && after < 0; ++k) {
        if (dungeon->step(k).kind != DungeonStep::Reject
            || dungeon->step(k - 1).kind == DungeonStep::Reject)
            continue;
        const auto key = build.rules.key(RuleBook::Ask::NextPlace, k + 1);
        if (key && key->step >= 0 && key->accepted.front().row == dungeon->step(k).row
            && key->accepted.front().col == dungeon->step(k).col) {
            after = k + 1;
            rejected = dungeon->step(k);
        }
    }
    QVERIFY(after > 0);
    window.document()->setQuestions({{after, QuestionKind::NextPlace}}, QStringLiteral("ask"));
    action(window, "playAction")->trigger();
    QTRY_VERIFY(coach(window)->currentQuestion().has_value());
    clickCell(qobject_cast<MapView *>(window.currentView()), rejected.row, rejected.col);
    QVERIFY(panel(window)->tileChoice()->isVisible());
    panel(window)->tileChoice()->setCurrentIndex(
        panel(window)->tileChoice()->findData(rejected.templateIndex() << 2 | rejected.rotation()));
    QTest::mouseClick(panel(window)->tileButton(), Qt::LeftButton);
    const QString text = panel(window)->resultText();
    QVERIFY2(text.contains(QStringLiteral("Not quite")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("That tile does not fit on row %1, column %2")
                               .arg(rejected.row)
                               .arg(rejected.col)),
        qPrintable(text));
}

QTEST_MAIN(TestQuestionPanel)
#include "tst_questionpanel.moc"
