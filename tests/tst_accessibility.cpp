// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandmodel.h"
#include "languagemanager.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "mapview.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "questionpanel.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

// What a student who uses only a keyboard or a screen reader meets in the workbench: every
// control named, Tab and F6 leaving every dock, the map readable cell by cell.
class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyFocusableControlIsNamed_data();
    void everyFocusableControlIsNamed();
    void tabLeavesEveryDock_data();
    void tabLeavesEveryDock();
    void f6CyclesTheDocks();
    void mapIsATableThatFollowsPlayback();
    void cursorCellIsAnnounced();
    void openingQuestionIsAnnounced();
    void reducedMotionStopsTheFlashes();

private:
    // A window on screen with the island demo and every one of its docks shown.
    static void showWindow(MainWindow &window);
    static QWidget *seedField(MainWindow &window);
    static QDockWidget *dockOf(QWidget *widget);

    QTemporaryDir m_settingsDir;
};

void TestAccessibility::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_accessibility"));
}

void TestAccessibility::init()
{
    QSettings().clear();
}

void TestAccessibility::cleanup()
{
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestAccessibility::showWindow(MainWindow &window)
{
    QVERIFY(window.openDemo());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::setActiveWindow(&window);
    QTRY_VERIFY(window.isActiveWindow());
}

QWidget *TestAccessibility::seedField(MainWindow &window)
{
    return window.findChild<QLineEdit *>(QStringLiteral("seedEdit"));
}

QDockWidget *TestAccessibility::dockOf(QWidget *widget)
{
    for (QWidget *up = widget; up; up = up->parentWidget()) {
        if (auto *dock = qobject_cast<QDockWidget *>(up))
            return dock;
    }
    return nullptr;
}

void TestAccessibility::everyFocusableControlIsNamed_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("German") << QStringLiteral("de");
    QTest::newRow("Arabic") << QStringLiteral("ar");
}

void TestAccessibility::everyFocusableControlIsNamed()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    MainWindow window;
    showWindow(window);
    // Each lesson, each of its docks brought forward in turn: what Tab reaches has a name a
    // screen reader reads, and one in the language shown.
    QStringList unnamed;
    for (QAction *mode : {window.findChild<QAction *>(QStringLiteral("islandModeAction")),
             window.findChild<QAction *>(QStringLiteral("dungeonModeAction"))}) {
        mode->trigger();
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            if (!dock->toggleViewAction()->isVisible())
                continue; // the other lesson's
            dock->show();
            dock->raise();
            QCoreApplication::processEvents();
            for (QWidget *widget : dock->findChildren<QWidget *>()) {
                if (!widget->isVisible() || !(widget->focusPolicy() & Qt::TabFocus))
                    continue;
                // A spin box's or combo box's own text field is read as the box, a scroll
                // area's viewport as the area.
                QWidget *parent = widget->parentWidget();
                const auto *area = qobject_cast<QAbstractScrollArea *>(parent);
                if (qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent)
                    || (area && area->viewport() == widget))
                    continue;
                QAccessibleInterface *face = QAccessible::queryAccessibleInterface(widget);
                QVERIFY(face);
                // A scrolling panel, text or list is described too (how to leave it, or what
                // it shows now).
                if (face->text(QAccessible::Name).trimmed().isEmpty()
                    || (qobject_cast<QAbstractScrollArea *>(widget)
                        && face->text(QAccessible::Description).trimmed().isEmpty()))
                    unnamed << dock->objectName() + QLatin1Char('/')
                            + QString::fromLatin1(widget->metaObject()->className())
                            + QLatin1Char(' ') + widget->objectName() + QLatin1String(" in ")
                            + widget->parentWidget()->objectName();
            }
        }
        QAccessibleInterface *map = QAccessible::queryAccessibleInterface(window.currentView());
        QVERIFY(!map->text(QAccessible::Name).isEmpty());
        QVERIFY(!map->text(QAccessible::Description).isEmpty());
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("\n"))));
}

void TestAccessibility::tabLeavesEveryDock_data()
{
    QTest::addColumn<bool>("backwards");
    QTest::addColumn<QString>("lesson");
    for (const char *lesson : {"islandModeAction", "dungeonModeAction"}) {
        QTest::addRow("Tab, %s", lesson) << false << QString::fromLatin1(lesson);
        QTest::addRow("Shift+Tab, %s", lesson) << true << QString::fromLatin1(lesson);
    }
}

void TestAccessibility::tabLeavesEveryDock()
{
    QFETCH(bool, backwards);
    QFETCH(QString, lesson);
    MainWindow window;
    showWindow(window);
    window.findChild<QAction *>(lesson)->trigger();
    window.findChild<QDockWidget *>(QStringLiteral("statisticsDock"))->raise();
    QWidget *seed = seedField(window);
    QVERIFY(seed);
    seed->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), seed);
    // Round the whole window: every dock on the way is left again, the map is reached, and
    // the focus comes back to the seed field.
    constexpr int MaxPresses = 120;
    QHash<QDockWidget *, int> pressesIn;
    bool reachedMap = false;
    int presses = 0;
    do {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, Qt::Key_Tab, backwards ? Qt::ShiftModifier : Qt::NoModifier);
        ++presses;
        focus = QApplication::focusWidget();
        if (focus == window.currentView())
            reachedMap = true;
        if (QDockWidget *dock = dockOf(focus))
            QVERIFY2(++pressesIn[dock] < 40, qPrintable(dock->objectName()));
    } while (QApplication::focusWidget() != seed && presses < MaxPresses);
    QVERIFY2(presses < MaxPresses, qPrintable(QApplication::focusWidget()->objectName()));
    QVERIFY(reachedMap);
    // Every dock shown with something to focus was on the way (the Statistics among them).
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        const QList<QWidget *> inside = dock->findChildren<QWidget *>();
        const bool focusable = std::any_of(inside.begin(), inside.end(), [](QWidget *w) {
            return w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus);
        });
        if (dock->isVisible() && focusable)
            QVERIFY2(pressesIn.contains(dock), qPrintable(dock->objectName()));
    }
}

void TestAccessibility::f6CyclesTheDocks()
{
    MainWindow window;
    showWindow(window);
    QWidget *seed = seedField(window);
    seed->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), seed);
    const auto stopOf = [&window](QWidget *focus) -> QWidget * {
        if (QDockWidget *dock = dockOf(focus))
            return dock;
        return focus == window.currentView() ? focus : nullptr;
    };
    QWidget *home = stopOf(seed);
    // F6 goes round the docks shown and the map, one stop each, and back to the start.
    QList<QWidget *> forward;
    for (int i = 0; i < 30; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QWidget *stop = stopOf(QApplication::focusWidget());
        QVERIFY2(stop, qPrintable(QApplication::focusWidget()->objectName()));
        if (stop == home)
            break;
        QVERIFY2(!forward.contains(stop), qPrintable(stop->objectName()));
        forward << stop;
    }
    QCOMPARE(stopOf(QApplication::focusWidget()), home);
    QVERIFY(forward.contains(window.currentView()));
    QVERIFY(forward.contains(window.findChild<QDockWidget *>(QStringLiteral("statisticsDock"))));
    QVERIFY(forward.contains(window.findChild<QDockWidget *>(QStringLiteral("recursionLogDock"))));
    QVERIFY(forward.contains(window.findChild<QDockWidget *>(QStringLiteral("lessonDock"))));
    // Shift+F6 goes the same round backwards.
    QList<QWidget *> backward;
    for (int i = 0; i < forward.size(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
        backward.prepend(stopOf(QApplication::focusWidget()));
    }
    QCOMPARE(backward, forward);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
    QCOMPARE(stopOf(QApplication::focusWidget()), home);
}

void TestAccessibility::mapIsATableThatFollowsPlayback()
{
    MainWindow window;
    showWindow(window);
    MapView *view = window.currentView();
    MapModel *model = window.currentModel();
    QAccessibleInterface *map = QAccessible::queryAccessibleInterface(view);
    QVERIFY(map);
    QAccessibleTableInterface *table = map->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), model->rowCount());
    QCOMPARE(table->columnCount(), model->columnCount());
    QCOMPARE(map->role(), QAccessible::Table);
    // Each cell reads as the model describes it, with its row and column.
    QAccessibleInterface *cell = table->cellAt(2, 4);
    QVERIFY(cell);
    QCOMPARE(cell->role(), QAccessible::Cell);
    QCOMPARE(
        cell->text(QAccessible::Name), model->index(2, 4).data(Qt::AccessibleTextRole).toString());
    QAccessibleTableCellInterface *cellFace = cell->tableCellInterface();
    QVERIFY(cellFace);
    QCOMPARE(cellFace->rowIndex(), 2);
    QCOMPARE(cellFace->columnIndex(), 4);
    QCOMPARE(map->indexOfChild(cell), 2 * model->columnCount() + 4);
    QCOMPARE(map->child(2 * model->columnCount() + 4), cell);

    // After the whole build the cells tell where the islands are.
    const QStringList before = [&] {
        QStringList texts;
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                texts << table->cellAt(r, c)->text(QAccessible::Name);
        return texts;
    }();
    window.session()->start(false);
    QTRY_VERIFY(model->stepCount() > 0);
    window.session()->toEnd();
    QTRY_COMPARE(model->position(), model->stepCount());
    QStringList after;
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            after << table->cellAt(r, c)->text(QAccessible::Name);
    QVERIFY(before != after);
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            QCOMPARE(after.at(r * table->columnCount() + c),
                model->index(r, c).data(Qt::AccessibleTextRole).toString());
    // A one-line summary of the step shown, in the map's name: the last step's log line.
    const QString last = model->stepText(model->stepCount() - 1);
    QVERIFY(!last.isEmpty());
    QCOMPARE(
        view->stepSummary(), QStringLiteral("Step %1 of %1: %2").arg(model->stepCount()).arg(last));
    QTRY_COMPARE(map->text(QAccessible::Name), QStringLiteral("Map, ") + view->stepSummary());
    // Back at the start, it says so.
    window.session()->toStart();
    QTRY_COMPARE(map->text(QAccessible::Name),
        QStringLiteral("Map, Before step 1 of %1").arg(model->stepCount()));
}

void TestAccessibility::cursorCellIsAnnounced()
{
    MainWindow window;
    showWindow(window);
    MapView *view = window.currentView();
    view->setFocus(Qt::TabFocusReason);
    QTRY_COMPARE(QApplication::focusWidget(), view);
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_VERIFY(view->isEditing());
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->cursorRow(), 1);
    QCOMPARE(view->cursorColumn(), 1);
    QAccessibleInterface *map = QAccessible::queryAccessibleInterface(view);
    // A screen reader hears the cell the cursor is on: it is the map's focused child (the
    // view sends the focus event for it; QAccessible sends none on the offscreen platform).
    QAccessibleInterface *focused = map->focusChild();
    QVERIFY(focused);
    QCOMPARE(focused->text(QAccessible::Name), view->cursorDescription());
    QVERIFY(focused->state().focused);
    // The map's description keeps following the cursor.
    QCOMPARE(map->text(QAccessible::Description), view->cursorDescription());
}

void TestAccessibility::openingQuestionIsAnnounced()
{
    MainWindow window;
    Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    scenario.questions = {{3, QuestionKind::NextMove}, {6, QuestionKind::NextCell}};
    showWindow(window);
    window.document()->load(scenario, QString());
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    window.session()->toStart();
    auto *panel = window.findChild<QuestionPanel *>(QStringLiteral("questionPanel"));
    QVERIFY(panel);
    MapView *map = window.currentView();
    // A question about the next move: the focus goes to the Question panel, which a screen
    // reader reads with the question.
    QWidget *timeline = window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"))->timeline();
    timeline->setFocus();
    QTRY_VERIFY(timeline->hasFocus());
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(timeline, Qt::Key_Right);
    QTRY_VERIFY(panel->hasFocus());
    QAccessibleInterface *face = QAccessible::queryAccessibleInterface(panel);
    QVERIFY(!face->text(QAccessible::Name).isEmpty());
    QCOMPARE(face->text(QAccessible::Description), panel->prompt());
    QVERIFY(panel->prompt().contains(QLatin1String("4")));
    // A question about a cell: the focus goes to the map, named with the question.
    for (QPushButton *move : panel->findChildren<QPushButton *>()) {
        if (move->isVisible() && move->objectName().startsWith(QLatin1String("move"))) {
            move->click();
            break;
        }
    }
    auto *next = panel->findChild<QPushButton *>(QStringLiteral("questionContinue"));
    QTRY_VERIFY(next->isVisible());
    next->click();
    QTRY_VERIFY(timeline->hasFocus());
    while (window.currentModel()->position() < 6)
        QTest::keyClick(timeline, Qt::Key_Right);
    QTRY_VERIFY(map->hasFocus());
    QVERIFY(map->isPicking());
    const QString asking = QAccessible::queryAccessibleInterface(map)->text(QAccessible::Name);
    QCOMPARE(asking, QStringLiteral("Map: ") + panel->prompt());
    // Answered, the map has its own name again, with the step shown.
    QTest::keyClick(map, Qt::Key_Return);
    QTRY_VERIFY(!map->isPicking());
    QTRY_COMPARE(QAccessible::queryAccessibleInterface(map)->text(QAccessible::Name),
        QStringLiteral("Map, ") + map->stepSummary());
    QVERIFY(map->stepSummary().startsWith(QLatin1String("Step 6 of ")));
}

void TestAccessibility::reducedMotionStopsTheFlashes()
{
    MainWindow window;
    showWindow(window);
    auto *reduce = window.findChild<QAction *>(QStringLiteral("reduceMotionAction"));
    QVERIFY(reduce);
    QVERIFY(reduce->isCheckable());
    MapModel *model = window.currentModel();
    MapView *view = window.currentView();
    window.session()->start(false);
    QTRY_VERIFY(model->stepCount() > 10);
    // A backtrack lights its cell, which then fades (with motion).
    auto *ocean = qobject_cast<IslandModel *>(model);
    QVERIFY(ocean);
    int backtrack = 0;
    while (backtrack < ocean->stepCount() && ocean->step(backtrack).kind != IslandStep::Backtrack)
        ++backtrack;
    QVERIFY(backtrack < ocean->stepCount());
    window.session()->seek(backtrack);
    window.session()->stepForward();
    QCOMPARE(model->position(), backtrack + 1);
    QVERIFY(view->isFlashing());
    window.session()->seek(backtrack);
    QTRY_VERIFY(!view->isFlashing());
    // Reduced: the same step passes and nothing lights up.
    reduce->setChecked(true);
    window.session()->stepForward();
    QCOMPARE(model->position(), backtrack + 1);
    QVERIFY(!view->isFlashing());
    // Remembered for the next start.
    QVERIFY(QSettings().value(QStringLiteral("view/reduceMotion")).toBool());
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
