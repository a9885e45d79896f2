// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "constructcoach.h"
#include "constructpanel.h"
#include "dungeonmodel.h"
#include "islandcallstack.h"
#include "islandmodel.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapview.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

// "You are the algorithm" through the real window: the student's right moves (cells
// clicked or picked with the keyboard, move buttons and their shortcuts, tiles chosen)
// build the same map as the build; a wrong move is refused with its reason and changes
// nothing; Hint is counted; the saved result has the counts and the first wrong move.
class TestConstruct : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void islandBuiltByRightMoves();
    void dungeonBuiltByRightMoves();
    void wrongIslandMovesAreRefused();
    void wrongDungeonMovesAreRefused();
    void randomChoicesCountAsRight();
    void buildThatCannotRunEndsTheMode();
    void hintIsCounted();
    void switchingTheLessonStartsAfresh();
    void resultIsSaved();

private:
    // A window on `file`; the mode turned on with its shortcut; the build made.
    void open(MainWindow &window, const QString &file);
    ConstructCoach *coach(MainWindow &window)
    {
        return window.findChild<ConstructCoach *>(QStringLiteral("constructCoach"));
    }
    ConstructPanel *panel(MainWindow &window)
    {
        return window.findChild<ConstructPanel *>(QStringLiteral("constructPanel"));
    }
    QAction *action(MainWindow &window, const char *name)
    {
        return window.findChild<QAction *>(QString::fromLatin1(name));
    }
    IslandModel *ocean(MainWindow &window)
    {
        return window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    }
    void clickCell(MapView *view, int row, int col)
    {
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->cellRect(row, col).center());
    }
    // The island moves of the build up to (not including) step `until`, made right.
    void playIslandTo(MainWindow &window, int until);
    // Picks the cell and places the tile of the next placement by the panel's widgets.
    void placeNext(MainWindow &window, int templateIndex, int rotation, int row, int col);

    QTemporaryDir m_dir;
};

void TestConstruct::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestConstruct::open(MainWindow &window, const QString &file)
{
    window.document()->load(TestData::scenario(file), QString());
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.currentModel()->stepCount(), 0);
    QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(action(window, "constructAction")->isChecked());
    QVERIFY(coach(window)->isActive());
    QTRY_VERIFY(!window.session()->isBuilding());
    QVERIFY(window.currentModel()->stepCount() > 0);
    QVERIFY(window.currentView()->isPicking());
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("constructDock"))->isVisible());
}

void TestConstruct::playIslandTo(MainWindow &window, int until)
{
    IslandModel *model = ocean(window);
    while (model->position() < until) {
        const IslandStep step = model->step(model->position());
        if (step.kind == IslandStep::Seed || step.kind == IslandStep::Add)
            clickCell(window.currentView(), step.row, step.col);
        else
            coach(window)->moveAction(step.kind)->trigger();
    }
}

void TestConstruct::islandBuiltByRightMoves()
{
    MainWindow window;
    open(window, QStringLiteral("island-dead-end.json"));
    IslandModel *model = ocean(window);
    MapView *view = window.currentView();
    QCOMPARE(model->position(), 0);
    const int count = model->stepCount();
    QVERIFY(count > 40);

    int moves = 0;
    bool keyboard = true;
    while (action(window, "constructAction")->isChecked()) {
        const int before = model->position();
        const IslandStep step = model->step(before);
        if (step.kind == IslandStep::Seed || step.kind == IslandStep::Add) {
            if (keyboard) { // every other cell by the map's cursor and Enter
                view->setFocus();
                view->setCursorCell(step.row, step.col);
                QTest::keyClick(view, Qt::Key_Return);
            } else {
                clickCell(view, step.row, step.col);
            }
            keyboard = !keyboard;
        } else if (step.kind == IslandStep::Backtrack) {
            QTest::keyClick(&window, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
        } else {
            // The panel's button for the move.
            const QList<QToolButton *> buttons = panel(window)->findChildren<QToolButton *>();
            QToolButton *button = nullptr;
            for (QToolButton *each : buttons) {
                if (each->defaultAction() == coach(window)->moveAction(step.kind))
                    button = each;
            }
            QVERIFY(button);
            QTest::mouseClick(button, Qt::LeftButton);
        }
        ++moves;
        QCOMPARE(model->position(), before + 1);
        QVERIFY(panel(window)->verdictText().contains(QStringLiteral("Right")));
        QVERIFY(moves <= count);
    }
    // The same map as the build's (the golden file), made by the student's moves alone.
    QCOMPARE(model->position(), count);
    QCOMPARE(QByteArray::fromStdString(model->grid().toText()),
        TestData::contents(QStringLiteral("island-dead-end.map")));
    QCOMPARE(coach(window)->counts().moves, count);
    QCOMPARE(coach(window)->counts().right, count);
    QCOMPARE(coach(window)->counts().wrong, 0);
    QVERIFY(!coach(window)->isActive());
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("You built the whole map")));
    QVERIFY(action(window, "constructSaveAction")->isEnabled());
    QVERIFY(!view->isPicking());
    // The mode never touches the scenario.
    QVERIFY(!window.document()->isModified());
}

void TestConstruct::placeNext(MainWindow &window, int templateIndex, int rotation, int row, int col)
{
    clickCell(window.currentView(), row, col);
    QComboBox *tiles = panel(window)->tileChoice();
    QVERIFY(tiles->isVisible());
    const int item = tiles->findData(templateIndex << 2 | rotation);
    QVERIFY(item >= 0);
    tiles->setCurrentIndex(item);
    QTest::keyClick(tiles, Qt::Key_Return); // Enter places the tile shown
}

void TestConstruct::dungeonBuiltByRightMoves()
{
    MainWindow window;
    open(window, QStringLiteral("dungeon-basic.json"));
    auto *model = window.findChild<DungeonModel *>();
    QVERIFY(model);
    // Start, end and their rooms are no decision: the first one is a cell from the queue.
    QVERIFY(model->position() > 0);
    QVERIFY(model->grid().isFilled(model->step(0).row, model->step(0).col));

    int placements = 0;
    while (action(window, "constructAction")->isChecked()) {
        int place = model->position();
        while (model->step(place).kind != DungeonStep::Place)
            ++place;
        const DungeonStep step = model->step(place);
        QVERIFY(step.fromQueue());
        placeNext(window, step.templateIndex(), step.rotation(), step.row, step.col);
        if (QTest::currentTestFailed())
            return;
        ++placements;
        QVERIFY(model->position() > place);
        QVERIFY(model->grid().isFilled(step.row, step.col));
    }
    QCOMPARE(model->position(), model->stepCount());
    const QJsonObject expected
        = QJsonDocument::fromJson(TestData::contents(QStringLiteral("dungeon-basic.expected.json")))
              .object();
    const QJsonArray tiles = expected.value(QStringLiteral("tiles")).toArray();
    for (int r = 0; r < model->rowCount(); ++r) {
        for (int c = 0; c < model->columnCount(); ++c)
            QCOMPARE(model->index(r, c).data(DungeonModel::DoorsRole).toInt(),
                tiles[r].toArray()[c].toInt());
    }
    QCOMPARE(coach(window)->counts().moves, placements);
    QCOMPARE(coach(window)->counts().right, placements);
    QCOMPARE(coach(window)->counts().wrong, 0);
    QVERIFY(placements > 10);
    // The result file grades the round as a learning platform does: every tile placed right,
    // over the build's decisions (the tiles placed from the queue), is 100.
    const QJsonObject result = QJsonDocument::fromJson(coach(window)->resultJson()).object();
    QCOMPARE(result.value(QStringLiteral("decisions")).toInt(), placements);
    QCOMPARE(result.value(QStringLiteral("grade")).toInt(), 100);
}

void TestConstruct::wrongIslandMovesAreRefused()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"));
    IslandModel *model = ocean(window);
    // Island 2's seed is next: a cell beside island 1 cannot be it (rule 6b).
    int seed2 = 0;
    while (!(model->step(seed2).kind == IslandStep::Seed && model->step(seed2).island == 2))
        ++seed2;
    playIslandTo(window, seed2);
    QCOMPARE(coach(window)->counts().wrong, 0);
    int row = -1;
    int col = -1;
    for (int r = 0; r < model->rowCount() && row < 0; ++r) {
        for (int c = 1; c < model->columnCount(); ++c) {
            if (model->grid().at(r, c - 1) == 1 && model->grid().at(r, c) == IslandGrid::Water) {
                row = r;
                col = c;
                break;
            }
        }
    }
    QVERIFY(row >= 0);
    const QByteArray map = QByteArray::fromStdString(model->grid().toText());
    clickCell(window.currentView(), row, col);
    QCOMPARE(model->position(), seed2);
    QCOMPARE(QByteArray::fromStdString(model->grid().toText()), map);
    QCOMPARE(coach(window)->counts().wrong, 1);
    const QString verdict = panel(window)->verdictText();
    QVERIFY2(verdict.contains(QStringLiteral("Not that.")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("no (rule 6b): a neighbour of island 1 at")),
        qPrintable(verdict));

    // A move button that is not the move: refused with why the right one is.
    action(window, "constructDONE")->trigger();
    QCOMPARE(model->position(), seed2);
    QCOMPARE(coach(window)->counts().wrong, 2);
    QVERIFY(panel(window)->verdictText().contains(
        QStringLiteral("Not All Done now: island 2 is next and needs a seed")));

    // After the seed, a cell far from it is not beside the current cell.
    clickCell(window.currentView(), model->step(seed2).row, model->step(seed2).col);
    QCOMPARE(model->position(), seed2 + 1);
    const IslandStep seed = model->step(seed2);
    const int farRow = seed.row >= 10 ? 0 : model->rowCount() - 1;
    clickCell(window.currentView(), farRow, seed.col);
    QCOMPARE(model->position(), seed2 + 1);
    QVERIFY(
        panel(window)->verdictText().contains(QStringLiteral("is not beside the current cell")));
    QCOMPARE(coach(window)->counts().moves, seed2 + 4);
    QCOMPARE(coach(window)->counts().right, seed2 + 1);
}

void TestConstruct::wrongDungeonMovesAreRefused()
{
    MainWindow window;
    open(window, QStringLiteral("dungeon-basic.json"));
    auto *model = window.findChild<DungeonModel *>();
    // The first cell whose candidates include a rejected one.
    int reject = model->position();
    while (reject < model->stepCount() && model->step(reject).kind != DungeonStep::Reject)
        ++reject;
    QVERIFY(reject < model->stepCount());
    while (model->position() < reject) {
        int place = model->position();
        while (model->step(place).kind != DungeonStep::Place)
            ++place;
        const DungeonStep step = model->step(place);
        placeNext(window, step.templateIndex(), step.rotation(), step.row, step.col);
    }
    QCOMPARE(model->position(), reject);
    const int position = model->position();
    const DungeonStep rejected = model->step(reject);

    // A cell that is not the front of the queue.
    clickCell(window.currentView(), rejected.row == 0 ? model->rowCount() - 1 : 0,
        model->columnCount() - 1);
    QCOMPARE(model->position(), position);
    QVERIFY(!panel(window)->tileChoice()->isVisible()); // wrong at once: no tile asked
    QVERIFY(panel(window)->verdictText().contains(QStringLiteral("Not that.")));
    QVERIFY(panel(window)->verdictText().contains(
        QStringLiteral("column %1").arg(model->columnCount() - 1)));
    QCOMPARE(coach(window)->counts().wrong, 1);

    // The right cell with a rejected tile: the log's reason, nothing placed.
    placeNext(window, rejected.templateIndex(), rejected.rotation(), rejected.row, rejected.col);
    QCOMPARE(model->position(), position);
    QVERIFY(!model->grid().isFilled(rejected.row, rejected.col));
    QCOMPARE(coach(window)->counts().wrong, 2);
    QVERIFY2(panel(window)->verdictText().contains(model->stepText(reject).toHtmlEscaped()),
        qPrintable(panel(window)->verdictText()));
}

// Where the build draws at random, any choice it could have drawn is right, and the build
// goes on with the one it drew.
void TestConstruct::randomChoicesCountAsRight()
{
    MainWindow window;
    open(window, QStringLiteral("island-6b-basic.json"));
    IslandModel *model = ocean(window);
    const IslandStep seed = model->step(0);
    const int otherRow = seed.row >= 10 ? 0 : model->rowCount() - 1;
    clickCell(window.currentView(), otherRow, seed.col);
    QCOMPARE(coach(window)->counts().right, 1);
    QCOMPARE(model->position(), 1);
    QCOMPARE(model->grid().at(seed.row, seed.col), std::uint8_t(1));
    QCOMPARE(model->grid().at(otherRow, seed.col), std::uint8_t(IslandGrid::Water));
    QVERIFY(panel(window)->verdictText().contains(QStringLiteral("could be the seed as well")));
    // The seed's candidates are shuffled (randomize): another one of them is right too.
    IslandCallStack stack(model->scenario());
    stack.seek(model->stepList(), 1);
    const IslandCallStack::Frame &frame = stack.frame(0);
    QVERIFY(frame.count >= 2);
    const IslandStep add = model->step(1);
    QCOMPARE(add.kind, IslandStep::Add);
    int other = int(frame.candidates[0]);
    if (other == add.row * model->columnCount() + add.col)
        other = int(frame.candidates[1]);
    clickCell(window.currentView(), other / model->columnCount(), other % model->columnCount());
    QVERIFY(panel(window)->verdictText().contains(QStringLiteral("is a candidate as well")));
    QCOMPARE(model->position(), 2);
    QCOMPARE(model->grid().at(add.row, add.col), std::uint8_t(1));
    QCOMPARE(coach(window)->counts().right, 2);

    open(window, QStringLiteral("dungeon-basic.json"));
    auto *dungeon = window.findChild<DungeonModel *>();
    // The first placement from the queue that is not a big room: a big room fits too.
    for (;;) {
        int place = dungeon->position();
        while (dungeon->step(place).kind != DungeonStep::Place)
            ++place;
        const DungeonStep step = dungeon->step(place);
        if (step.templateIndex() != 0) {
            placeNext(window, 0, 0, step.row, step.col);
            QVERIFY(
                panel(window)->verdictText().contains(QStringLiteral("That tile fits as well")));
            QVERIFY(dungeon->position() > place);
            QCOMPARE(dungeon->grid().doors(step.row, step.col), step.mask);
            QCOMPARE(coach(window)->counts().wrong, 0);
            return;
        }
        placeNext(window, step.templateIndex(), step.rotation(), step.row, step.col);
        QVERIFY(coach(window)->isActive());
    }
}

void TestConstruct::buildThatCannotRunEndsTheMode()
{
    MainWindow window;
    Scenario scenario = TestData::scenario(QStringLiteral("dungeon-basic.json"));
    scenario.resize(3, 5);
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 5; ++c)
            scenario.setPit(r, c, r + c > 0); // one open cell: no room for start and end
    }
    window.document()->load(scenario, QString());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    action(window, "constructAction")->trigger();
    QTRY_VERIFY(!action(window, "constructAction")->isChecked());
    QVERIFY(!coach(window)->isActive());
    QCOMPARE(window.currentModel()->stepCount(), 0);
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Stopped before the end")));
}

void TestConstruct::hintIsCounted()
{
    MainWindow window;
    open(window, QStringLiteral("island-dead-end.json"));
    IslandModel *model = ocean(window);
    const IslandStep seed = model->step(0);
    QTest::keyClick(&window, Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(coach(window)->counts().hints, 1);
    QCOMPARE(window.currentView()->markedCell(), QPoint(seed.col, seed.row));
    QVERIFY(panel(window)->verdictText().contains(
        QStringLiteral("Hint: Seed on row %1, column %2").arg(seed.row).arg(seed.col)));
    QCOMPARE(model->position(), 0); // a hint makes no move
    QCOMPARE(coach(window)->counts().moves, 0);
    QVERIFY(panel(window)->countsText().contains(QStringLiteral("1 hint(s)")));
}

// The island's round, its hint and its result are not the dungeon's: switching the lesson
// leaves the dock as for a first round.
void TestConstruct::switchingTheLessonStartsAfresh()
{
    MainWindow window;
    open(window, QStringLiteral("island-dead-end.json"));
    QTest::keyClick(&window, Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(panel(window)->verdictText().contains(QStringLiteral("Hint:")));
    action(window, "constructAction")->trigger(); // off: the island's result
    QVERIFY(panel(window)->resultText().contains(QStringLiteral("Result:")));

    action(window, "dungeonModeAction")->trigger();
    QVERIFY(!coach(window)->isActive());
    QVERIFY(panel(window)->verdictText().isEmpty());
    QVERIFY(panel(window)->resultText().isEmpty());
    QVERIFY(panel(window)->countsText().isEmpty());
    QVERIFY(!coach(window)->saveAction()->isEnabled());
}

void TestConstruct::resultIsSaved()
{
    MainWindow window;
    open(window, QStringLiteral("island-dead-end.json"));
    IslandModel *model = ocean(window);
    const IslandStep seed = model->step(0);
    action(window, "constructBACKTRACK")->trigger(); // wrong: a seed comes first
    action(window, "constructHintAction")->trigger();
    clickCell(window.currentView(), seed.row, seed.col); // right
    QCOMPARE(model->position(), 1);
    // The student stops: the result, and Save Result.
    QVERIFY(!action(window, "constructSaveAction")->isEnabled());
    action(window, "constructAction")->trigger();
    QVERIFY(!coach(window)->isActive());
    QVERIFY(action(window, "constructSaveAction")->isEnabled());
    QVERIFY(panel(window)->resultText().contains(
        QStringLiteral("Result: 2 move(s), 1 right, 1 wrong, 1 hint(s)")));
    // Step 1 was the wrong one; the time is a duration, not a clock's "0:03".
    QVERIFY(panel(window)->resultText().contains(
        QStringLiteral("The first wrong move was at step 1.")));
    QVERIFY(!panel(window)->resultText().contains(QStringLiteral("before step")));
    QVERIFY(panel(window)->resultText().contains(
        QRegularExpression(QStringLiteral(", took \\d+ s\\."))));
    QVERIFY(
        !panel(window)->resultText().contains(QRegularExpression(QStringLiteral("\\d:\\d\\d"))));

    const QString fileName = m_dir.filePath(QStringLiteral("result.json"));
    QString error;
    QVERIFY2(coach(window)->saveResult(fileName, &error), qPrintable(error));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject result = QJsonDocument::fromJson(file.readAll()).object();
    const Scenario &scenario = window.document()->scenario();
    QCOMPARE(result.value(QStringLiteral("format")).toString(),
        QStringLiteral("mapgen-construct-result"));
    QCOMPARE(result.value(QStringLiteral("scenario")).toString(), scenario.title);
    QCOMPARE(result.value(QStringLiteral("seed")).toInteger(), qint64(scenario.seed));
    QCOMPARE(result.value(QStringLiteral("lesson")).toString(), QStringLiteral("island"));
    QCOMPARE(result.value(QStringLiteral("moves")).toInt(), 2);
    QCOMPARE(result.value(QStringLiteral("right")).toInt(), 1);
    QCOMPARE(result.value(QStringLiteral("wrong")).toInt(), 1);
    QCOMPARE(result.value(QStringLiteral("hints")).toInt(), 1);
    QCOMPARE(result.value(QStringLiteral("finished")).toBool(), false);
    // Graded as a learning platform counts the round: max(0, 1 - 1 - 1) of every step.
    QCOMPARE(result.value(QStringLiteral("decisions")).toInt(), model->stepCount());
    QCOMPARE(result.value(QStringLiteral("grade")).toInt(), 0);
    QVERIFY(result.value(QStringLiteral("seconds")).isDouble());
    const QJsonObject first = result.value(QStringLiteral("firstWrong")).toObject();
    QCOMPARE(first.value(QStringLiteral("step")).toInt(), 0);
    QCOMPARE(first.value(QStringLiteral("move")).toString(), QStringLiteral("BACKTRACK"));
    QCOMPARE(first.value(QStringLiteral("expected")).toString(),
        QStringLiteral("SEED (%1, %2)").arg(seed.row).arg(seed.col));
    QVERIFY(!window.document()->isModified());
}

QTEST_MAIN(TestConstruct)
#include "tst_construct.moc"
