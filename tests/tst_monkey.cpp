// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonbuildcontroller.h"
#include "dungeonmodel.h"
#include "islandbuildcontroller.h"
#include "islandmodel.h"
#include "lesson.h"
#include "lessonsession.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "mapview.h"
#include "playbackbar.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "tiledrawing.h"
#include "tilesetpanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStyleOptionSlider>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QUndoView>
#include <QtTest>

#include <algorithm>
#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace {

constexpr quint32 DefaultSeed = 20240608;
constexpr int DefaultActions = 2000;
// Often enough to name the stretch of actions that broke the undo stack, rarely enough
// that replaying a long history does not dominate the run.
constexpr int ReplayEvery = 50;
// Each new lesson starts a new undo history: the undo view's model is reset, and checked
// whole, on every edit, so an endless history would make the run quadratic.
constexpr int ActionsPerLesson = 250;
static_assert(
    ActionsPerLesson % ReplayEvery == 0, "a history is replayed before a new lesson drops it");
constexpr int BuildTimeout = 30000; // ms: builds of these small lessons take milliseconds

QtMessageHandler previousMessageHandler = nullptr;

// A monkey clicks disabled buttons and presses keys that nothing handles; QTest warns about
// each one, and the offscreen platform about every dock it lays out. Thousands of these
// would bury the message that matters.
void dropInputNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg
        && (message.endsWith(QLatin1String("not accepted by receiving widget"))
            || message == QLatin1String("This plugin does not support propagateSizeHints()")))
        return;
    if (previousMessageHandler)
        previousMessageHandler(type, context, message);
}

struct KeyPress
{
    Qt::Key key;
    Qt::KeyboardModifiers modifiers;
    const char *name;
};

// The workbench's keys from README (Open, Save, Quit and full screen left out: dialogs and
// window-manager states are not what this test is about). Undo and redo twice, because
// walking the history back and forth is where the history goes wrong.
const KeyPress WindowKeys[] = {
    {Qt::Key_F5, Qt::NoModifier, "F5"},
    {Qt::Key_Space, Qt::NoModifier, "Space"},
    {Qt::Key_Left, Qt::NoModifier, "Left"},
    {Qt::Key_Right, Qt::NoModifier, "Right"},
    {Qt::Key_Home, Qt::NoModifier, "Home"},
    {Qt::Key_End, Qt::NoModifier, "End"},
    {Qt::Key_R, Qt::NoModifier, "R"},
    {Qt::Key_C, Qt::NoModifier, "C"},
    {Qt::Key_N, Qt::NoModifier, "N"},
    {Qt::Key_1, Qt::ControlModifier, "Ctrl+1"},
    {Qt::Key_2, Qt::ControlModifier, "Ctrl+2"},
    {Qt::Key_Z, Qt::ControlModifier, "Ctrl+Z"},
    {Qt::Key_Z, Qt::ControlModifier, "Ctrl+Z"},
    {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+Z"},
    {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+Z"},
    {Qt::Key_Plus, Qt::ControlModifier, "Ctrl++"},
    {Qt::Key_Minus, Qt::ControlModifier, "Ctrl+-"},
    {Qt::Key_0, Qt::ControlModifier, "Ctrl+0"},
};

const KeyPress MapKeys[] = {
    {Qt::Key_Left, Qt::NoModifier, "Left"},
    {Qt::Key_Right, Qt::NoModifier, "Right"},
    {Qt::Key_Up, Qt::NoModifier, "Up"},
    {Qt::Key_Down, Qt::NoModifier, "Down"},
    {Qt::Key_Space, Qt::NoModifier, "Space"},
};

// The edits and commands a drag can be interrupted by: a second hand on the keyboard.
const KeyPress KeysDuringADrag[] = {
    {Qt::Key_Z, Qt::ControlModifier, "Ctrl+Z"},
    {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier, "Ctrl+Shift+Z"},
    {Qt::Key_1, Qt::ControlModifier, "Ctrl+1"},
    {Qt::Key_2, Qt::ControlModifier, "Ctrl+2"},
    {Qt::Key_F5, Qt::NoModifier, "F5"},
    {Qt::Key_R, Qt::NoModifier, "R"},
    {Qt::Key_C, Qt::NoModifier, "C"},
    {Qt::Key_N, Qt::NoModifier, "N"},
    {Qt::Key_End, Qt::NoModifier, "End"},
};

// What differs between two scenarios, in words: the whole JSON of each would be too long
// to read in a failure message.
QString differences(const Scenario &expected, const Scenario &actual)
{
    if (expected.rows != actual.rows || expected.cols != actual.cols)
        return QStringLiteral("%1 x %2 instead of %3 x %4")
            .arg(actual.rows)
            .arg(actual.cols)
            .arg(expected.rows)
            .arg(expected.cols);
    QStringList found;
    if (expected.mode != actual.mode)
        found.append(QStringLiteral("the mode"));
    if (expected.seed != actual.seed)
        found.append(
            QStringLiteral("the seed %1 instead of %2").arg(actual.seed).arg(expected.seed));
    if (expected.islands != actual.islands)
        found.append(QStringLiteral("the island settings"));
    if (expected.dungeon != actual.dungeon)
        found.append(QStringLiteral("the tile set"));
    for (int r = 0; r < actual.rows; ++r) {
        for (int c = 0; c < actual.cols; ++c) {
            if (expected.isPit(r, c) != actual.isPit(r, c))
                found.append(QStringLiteral("%1 at row %2, column %3")
                                 .arg(actual.isPit(r, c) ? QStringLiteral("a pit")
                                                         : QStringLiteral("no pit"))
                                 .arg(r)
                                 .arg(c));
        }
    }
    if (found.isEmpty() && !(expected == actual))
        found.append(QString::fromUtf8(ScenarioFile::toJson(actual)));
    return found.join(QStringLiteral("; "));
}

} // namespace

// A monkey at the keyboard and the mouse: thousands of seeded random actions on the real
// window, through the same input a student's hands give (keys, clicks and drags on the map,
// the playback bar, the controls, the tile set, the undo history, builds). After each
// action every item model the window shows has passed QAbstractItemModelTester, the window
// agrees with itself, and the lesson is what it was when the undo history was last at this
// index; every ReplayEvery actions the whole history replays: undone to the start it gives
// the lesson as opened, redone to the end the lesson after its last command.
//
// MAPGEN_MONKEY_SEED replays a failing run's actions, MAPGEN_MONKEY_ACTIONS changes their
// number. The actions replay exactly; the state they meet may differ a little, because
// builds run on a thread, playback follows the clock, and New Seed and Sprinkle! draw
// from the system's random numbers.
class TestMonkey : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void randomActionsKeepTheWindowConsistent();

private:
    using Action = void (TestMonkey::*)();

    void openLesson();
    void act();
    void note(const QString &what);
    int pick(int n) { return int(m_random.bounded(n)); }
    bool chance(int percent) { return pick(100) < percent; }
    template <typename T, std::size_t N> const T &pickFrom(const T (&items)[N])
    {
        return items[pick(int(N))];
    }

    // The actions.
    void pressWindowKey();
    void pressMapKeys();
    void clickMap();
    void dragOnMap();
    void pressKeyDuringADrag();
    void clickPlaybackButton();
    void useSlider();
    void editSpinBox();
    void editRule();
    void editSeed();
    void clickControl();
    void clickToolBarButton();
    void editTileSet();
    void clickLogLine();
    void clickUndoHistory();
    void clickDockTab();
    void pressTab();
    void buildAndWait();

    // Helpers of the actions.
    QWidget *keyTarget() const;
    void press(QWidget *target, const KeyPress &key);
    QPoint randomCellPoint(MapView *view);
    void showDock(const QString &title);
    void waitForBuild();

    // The checks.
    void attachTesters();
    void checkWindow();
    void recordHistory(int index);
    void checkUndoReplays();
    void checkUndoStepByStep(int lowest);
    void checkAgainstHistory(const char *when);
    void reportFailure();

    QTemporaryDir m_dir;
    QRandomGenerator m_random;
    quint32 m_seed = DefaultSeed;
    int m_actions = DefaultActions;
    int m_action = 0;
    QStringList m_recent; // the last actions, newest last, for the failure report
    QString m_modalDialog;
    bool m_replayStepwise = false; // replay this action's commands one by one after it
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
    // The lesson at each index of the undo history (0: as opened), recorded when a command
    // was pushed or merged there, with that command, so that a later push that replaces
    // it is told from a redo to it.
    struct Recorded
    {
        const QUndoCommand *command;
        Scenario scenario;
    };
    std::map<int, Recorded> m_history;
    int m_lastIndex = 0;

    MainWindow *m_window = nullptr;
    QUndoStack *m_undo = nullptr;
    IslandModel *m_ocean = nullptr;
    DungeonModel *m_dungeon = nullptr;
    LogModel *m_log = nullptr;
    PlaybackBar *m_playbackBar = nullptr;
    TileSetPanel *m_tileSet = nullptr;
    IslandBuildController *m_islandBuilds = nullptr;
    DungeonBuildController *m_dungeonBuilds = nullptr;
};

void TestMonkey::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    previousMessageHandler = qInstallMessageHandler(dropInputNoise);

    bool ok = false;
    const quint32 seed = qEnvironmentVariable("MAPGEN_MONKEY_SEED").toUInt(&ok);
    if (ok)
        m_seed = seed;
    const int actions = qEnvironmentVariable("MAPGEN_MONKEY_ACTIONS").toInt(&ok);
    if (ok && actions > 0)
        m_actions = actions;
    qInfo("MAPGEN_MONKEY_SEED=%u MAPGEN_MONKEY_ACTIONS=%d", m_seed, m_actions);
    m_random.seed(m_seed);
}

void TestMonkey::cleanupTestCase()
{
    qInstallMessageHandler(previousMessageHandler);
}

void TestMonkey::randomActionsKeepTheWindowConsistent()
{
    MainWindow window;
    m_window = &window;
    window.resize(1100, 760);
    m_undo = window.document()->undoStack();
    m_ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    m_dungeon = window.findChild<DungeonModel *>(QStringLiteral("dungeonModel"));
    m_log = window.findChild<LogModel *>(QStringLiteral("logModel"));
    m_playbackBar = window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"));
    m_tileSet = window.findChild<TileSetPanel *>(QStringLiteral("tileSetPanel"));
    m_islandBuilds = window.findChild<IslandBuildController *>(QStringLiteral("islandBuilds"));
    m_dungeonBuilds = window.findChild<DungeonBuildController *>(QStringLiteral("dungeonBuilds"));
    QVERIFY(m_ocean && m_dungeon && m_log && m_playbackBar && m_tileSet && m_islandBuilds
        && m_dungeonBuilds);
    // The testers go before the window: a QListWidget's model announces a reset while its
    // list is being destroyed, and a tester would then ask the half-destroyed list.
    const auto dropTesters = qScopeGuard([this] { m_testers.clear(); });

    // Before anything happens to them.
    attachTesters();
    connect(m_undo, &QUndoStack::indexChanged, this, &TestMonkey::recordHistory);
    openLesson();
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // Nothing here may open a dialog; should one open all the same, it would wait for an
    // answer forever. Close it and fail instead.
    QTimer modalWatch;
    modalWatch.setInterval(100);
    connect(&modalWatch, &QTimer::timeout, this, [this] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            m_modalDialog = modal->windowTitle();
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                m_modalDialog += QStringLiteral(": ") + box->text();
            modal->close();
        }
    });
    modalWatch.start();

    for (m_action = 1; m_action <= m_actions; ++m_action) {
        const int indexBefore = m_undo->index();
        act();
        // Whatever the action set off and is already due: a queued rename, arrived steps,
        // repaints.
        QCoreApplication::processEvents();
        if (QWidget *popup = QApplication::activePopupWidget())
            popup->close();
        attachTesters();
        checkWindow();
        if (!QTest::currentTestFailed() && std::exchange(m_replayStepwise, false))
            checkUndoStepByStep(std::max(0, indexBefore - 1));
        if (!QTest::currentTestFailed() && m_action % ReplayEvery == 0)
            checkUndoReplays();
        if (QTest::currentTestFailed()) {
            reportFailure();
            return;
        }
        if (m_action % ActionsPerLesson == 0) {
            openLesson();
            note(QStringLiteral("a new lesson opened"));
        }
    }
    checkUndoReplays();
    if (QTest::currentTestFailed()) {
        reportFailure();
        return;
    }
    qInfo("%d actions, %d item models under test", m_actions, int(m_testers.size()));
    window.document()->setUnmodified(); // no "save changes?" on the way out
}

// A small lesson keeps builds, their logs and the models' full checks quick, also in the
// sanitizer build. Opened through the document (as a dropped file is) and saved nowhere.
void TestMonkey::openLesson()
{
    Scenario scenario;
    scenario.mode = chance(30) ? MapMode::Dungeon : MapMode::Island;
    scenario.resize(6 + pick(5), 8 + pick(6));
    scenario.seed = 1 + pick(1000);
    scenario.islands.count = 1 + pick(4);
    scenario.islands.min = 2 + pick(3);
    scenario.islands.max = scenario.islands.min + pick(8);
    scenario.islands.stepLimit = 2000;
    for (int i = pick(6); i > 0; --i)
        scenario.setPit(pick(scenario.rows), pick(scenario.cols), true);
    m_window->document()->load(scenario, QString());
    m_history = {{0, {nullptr, scenario}}};
    m_lastIndex = 0;
}

void TestMonkey::act()
{
    struct Weighted
    {
        int weight;
        Action action;
    };
    static const Weighted actions[] = {
        {18, &TestMonkey::pressWindowKey},
        {8, &TestMonkey::pressMapKeys},
        {8, &TestMonkey::clickMap},
        {8, &TestMonkey::dragOnMap},
        {2, &TestMonkey::pressKeyDuringADrag},
        {6, &TestMonkey::clickPlaybackButton},
        {5, &TestMonkey::useSlider},
        {8, &TestMonkey::editSpinBox},
        {2, &TestMonkey::editRule},
        {2, &TestMonkey::editSeed},
        {4, &TestMonkey::clickControl},
        {5, &TestMonkey::clickToolBarButton},
        {7, &TestMonkey::editTileSet},
        {3, &TestMonkey::clickLogLine},
        {3, &TestMonkey::clickUndoHistory},
        {2, &TestMonkey::clickDockTab},
        {2, &TestMonkey::pressTab},
        {6, &TestMonkey::buildAndWait},
    };
    int total = 0;
    for (const Weighted &candidate : actions)
        total += candidate.weight;
    int chosen = pick(total);
    for (const Weighted &candidate : actions) {
        if (chosen < candidate.weight) {
            (this->*candidate.action)();
            return;
        }
        chosen -= candidate.weight;
    }
}

void TestMonkey::note(const QString &what)
{
    m_recent.append(QStringLiteral("%1: %2").arg(m_action).arg(what));
    while (m_recent.size() > 30)
        m_recent.removeFirst();
}

// ---- Actions ----

// Keys go where the user's keys go: to the focused widget, which may take them for itself
// (a spin box takes Left and Right) before the window's shortcuts do.
QWidget *TestMonkey::keyTarget() const
{
    QWidget *focus = QApplication::focusWidget();
    return focus && focus->window() == m_window && focus->isVisible() ? focus : m_window;
}

void TestMonkey::press(QWidget *target, const KeyPress &key)
{
    QTest::keyClick(target, key.key, key.modifiers);
}

void TestMonkey::pressWindowKey()
{
    const KeyPress &key = pickFrom(WindowKeys);
    QWidget *target = keyTarget();
    note(QStringLiteral("%1 on %2")
             .arg(QLatin1String(key.name), QLatin1String(target->metaObject()->className())));
    press(target, key);
}

void TestMonkey::pressMapKeys()
{
    MapView *view = m_window->currentView();
    // What Tab does until the map has the focus (README: "Tab moves the keyboard focus to it").
    view->setFocus(Qt::TabFocusReason);
    QString names;
    for (int i = 1 + pick(4); i > 0; --i) {
        const KeyPress &key = pickFrom(MapKeys);
        names += QLatin1Char(' ') + QLatin1String(key.name);
        press(view, key);
    }
    note(QStringLiteral("on the map:") + names);
}

// The centre of a random cell, kept inside the visible part of the map.
QPoint TestMonkey::randomCellPoint(MapView *view)
{
    const Scenario &scenario = m_window->document()->scenario();
    const QPoint centre = view->cellRect(pick(scenario.rows), pick(scenario.cols)).center();
    const QRect visible = view->viewport()->rect().adjusted(1, 1, -1, -1);
    return QPoint(std::clamp(centre.x(), visible.left(), visible.right()),
        std::clamp(centre.y(), visible.top(), visible.bottom()));
}

void TestMonkey::clickMap()
{
    MapView *view = m_window->currentView();
    const Qt::MouseButton button = chance(70) ? Qt::LeftButton : Qt::RightButton;
    const QPoint point = randomCellPoint(view);
    note(QStringLiteral("%1 click on the map at (%2, %3)")
             .arg(button == Qt::LeftButton ? QStringLiteral("left") : QStringLiteral("right"))
             .arg(point.x())
             .arg(point.y()));
    QTest::mouseClick(view->viewport(), button, Qt::NoModifier, point);
}

void TestMonkey::dragOnMap()
{
    MapView *view = m_window->currentView();
    QWidget *viewport = view->viewport();
    const Qt::MouseButton button = chance(65) ? Qt::LeftButton : Qt::RightButton;
    QPoint point = randomCellPoint(view);
    QString path = QStringLiteral("(%1, %2)").arg(point.x()).arg(point.y());
    QTest::mousePress(viewport, button, Qt::NoModifier, point);
    for (int i = 1 + pick(4); i > 0; --i) {
        point = randomCellPoint(view);
        path += QStringLiteral(" (%1, %2)").arg(point.x()).arg(point.y());
        QTest::mouseMove(viewport, point);
    }
    QTest::mouseRelease(viewport, button, Qt::NoModifier, point);
    note(QStringLiteral("%1 drag on the map through %2")
             .arg(button == Qt::LeftButton ? QStringLiteral("left") : QStringLiteral("right"),
                 path));
}

void TestMonkey::pressKeyDuringADrag()
{
    MapView *view = m_window->currentView();
    QWidget *viewport = view->viewport();
    const QPoint from = randomCellPoint(view);
    const QPoint via = randomCellPoint(view);
    const QPoint to = randomCellPoint(view);
    const KeyPress &key = pickFrom(KeysDuringADrag);
    note(QStringLiteral("left drag on the map from (%1, %2) to (%3, %4), %5, on to (%6, %7)")
             .arg(from.x())
             .arg(from.y())
             .arg(via.x())
             .arg(via.y())
             .arg(QLatin1String(key.name))
             .arg(to.x())
             .arg(to.y()));
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, from);
    QTest::mouseMove(viewport, via);
    press(keyTarget(), key);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, to);
    // Where a stroke's cells and another edit meet in the history: replayed at once, one
    // command at a time, so that a history that no longer replays is blamed on this action.
    m_replayStepwise = true;
}

void TestMonkey::clickPlaybackButton()
{
    const QList<QToolButton *> buttons = m_playbackBar->findChildren<QToolButton *>();
    QToolButton *button = buttons.at(pick(int(buttons.size())));
    note(QStringLiteral("click the playback button %1").arg(button->defaultAction()->objectName()));
    QTest::mouseClick(button, Qt::LeftButton);
}

void TestMonkey::useSlider()
{
    QSlider *slider = chance(75)
        ? m_playbackBar->timeline()
        : m_playbackBar->findChild<QSlider *>(QStringLiteral("speedSlider"));
    const QString name = slider == m_playbackBar->timeline() ? QStringLiteral("timeline")
                                                             : QStringLiteral("speed slider");
    const int y = slider->height() / 2;
    const QPoint target(pick(std::max(1, slider->width())), y);
    if (chance(50)) {
        note(QStringLiteral("click the %1 at x %2").arg(name).arg(target.x()));
        QTest::mouseClick(slider, Qt::LeftButton, Qt::NoModifier, target);
        return;
    }
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    option.singleStep = slider->singleStep();
    option.pageStep = slider->pageStep();
    const QPoint handle
        = slider->style()
              ->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider)
              .center();
    note(QStringLiteral("drag the %1 from x %2 to x %3").arg(name).arg(handle.x()).arg(target.x()));
    QTest::mousePress(slider, Qt::LeftButton, Qt::NoModifier, handle);
    QTest::mouseMove(slider, QPoint((handle.x() + target.x()) / 2, y));
    QTest::mouseMove(slider, target);
    QTest::mouseRelease(slider, Qt::LeftButton, Qt::NoModifier, target);
}

void TestMonkey::editSpinBox()
{
    QList<QSpinBox *> spins;
    for (QSpinBox *spin : m_window->findChildren<QSpinBox *>()) {
        if (spin->isVisible() && spin->isEnabled())
            spins.append(spin);
    }
    if (spins.isEmpty()) {
        note(QStringLiteral("no spin box to edit"));
        return;
    }
    QSpinBox *spin = spins.at(pick(int(spins.size())));
    auto *edit = spin->findChild<QLineEdit *>();
    QTest::mouseClick(edit, Qt::LeftButton, Qt::NoModifier, QPoint(4, edit->height() / 2));

    // Small worlds and short builds keep the run quick: the step limit only goes down by
    // its arrows (one arrow is 10,000 steps), the grid grows by one row or column a key
    // and is typed at most 16 wide.
    const bool stepLimit = spin->singleStep() >= 1000;
    const bool gridSide = spin->maximum() == Scenario::MaxSide;
    const QString label = QStringLiteral("the spin box at %1 (range %2..%3)")
                              .arg(spin->value())
                              .arg(spin->minimum())
                              .arg(spin->maximum());
    if (chance(50)) {
        QList<KeyPress> keys {{Qt::Key_Down, Qt::NoModifier, "Down"}};
        if (!stepLimit && !(gridSide && spin->value() >= 16))
            keys.append({Qt::Key_Up, Qt::NoModifier, "Up"});
        if (!gridSide)
            keys.append({Qt::Key_PageDown, Qt::NoModifier, "PageDown"});
        if (!gridSide && !stepLimit)
            keys.append({Qt::Key_PageUp, Qt::NoModifier, "PageUp"});
        const KeyPress key = keys.at(pick(int(keys.size())));
        const int times = 1 + pick(3);
        note(QStringLiteral("%1 x %2 on %3").arg(QLatin1String(key.name)).arg(times).arg(label));
        for (int i = 0; i < times; ++i)
            press(spin, key);
        return;
    }
    int top = std::min(spin->maximum(), 40);
    if (stepLimit)
        top = 3000;
    else if (gridSide)
        top = 16;
    const QString typed = QString::number(pick(top + 1));
    const bool enter = chance(80);
    note(QStringLiteral("type %1%2 into %3")
             .arg(typed, enter ? QStringLiteral(" Enter") : QString(), label));
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, typed);
    if (enter)
        QTest::keyClick(spin, Qt::Key_Return);
}

void TestMonkey::editRule()
{
    auto *rule = m_window->findChild<QComboBox *>(QStringLiteral("ruleCombo"));
    if (!rule || !rule->isVisible()) {
        note(QStringLiteral("no rule to change"));
        return;
    }
    // Tabbed to, not clicked: a click opens the list, a popup.
    rule->setFocus(Qt::TabFocusReason);
    const bool down = chance(50);
    note(
        QStringLiteral("%1 on the rule").arg(down ? QStringLiteral("Down") : QStringLiteral("Up")));
    QTest::keyClick(rule, down ? Qt::Key_Down : Qt::Key_Up);
}

void TestMonkey::editSeed()
{
    auto *seed = m_window->findChild<QLineEdit *>(QStringLiteral("seedEdit"));
    if (!seed || !seed->isVisible()) {
        note(QStringLiteral("no seed to edit"));
        return;
    }
    QTest::mouseClick(seed, Qt::LeftButton);
    const QString typed = QString::number(pick(1000000));
    note(QStringLiteral("type the seed %1").arg(typed));
    QTest::keyClick(seed, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(seed, typed);
    QTest::keyClick(seed, chance(80) ? Qt::Key_Return : Qt::Key_Tab);
}

// The Controls dock's buttons (Start, Reset, Clear, Sprinkle!, New seed) and check boxes
// (Randomize, Allow pit placement).
void TestMonkey::clickControl()
{
    QWidget *controls = m_window->findChild<QWidget *>(QStringLiteral("controlsPanel"));
    QList<QAbstractButton *> buttons;
    for (QAbstractButton *button : controls->findChildren<QAbstractButton *>()) {
        if (button->isVisible())
            buttons.append(button);
    }
    if (buttons.isEmpty()) {
        note(QStringLiteral("no control to click"));
        return;
    }
    QAbstractButton *button = buttons.at(pick(int(buttons.size())));
    note(QStringLiteral("click the control %1").arg(button->text()));
    QTest::mouseClick(button, Qt::LeftButton);
}

void TestMonkey::clickToolBarButton()
{
    static const char *const safe[] = {"undoAction", "redoAction", "startAction", "resetAction",
        "clearAction", "sprinkleAction", "islandModeAction", "dungeonModeAction", "zoomInAction",
        "zoomOutAction", "fitAction"};
    const QString name = QLatin1String(pickFrom(safe));
    auto *action = m_window->findChild<QAction *>(name);
    QVERIFY(action);
    for (QToolBar *bar : m_window->findChildren<QToolBar *>()) {
        QWidget *button = bar->widgetForAction(action);
        if (button && button->isVisible()) {
            note(QStringLiteral("click the tool bar button %1").arg(name));
            QTest::mouseClick(button, Qt::LeftButton);
            return;
        }
    }
    note(QStringLiteral("no tool bar button %1").arg(name));
}

// Raises the dock whose tab says `title`, by clicking the tab.
void TestMonkey::showDock(const QString &title)
{
    for (QTabBar *bar : m_window->findChildren<QTabBar *>()) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabText(i).remove(QLatin1Char('&')) == title)
                QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(i).center());
        }
    }
}

void TestMonkey::editTileSet()
{
    if (m_window->session()->lesson()->mode() != MapMode::Dungeon) {
        pressWindowKey();
        return;
    }
    if (!m_tileSet->isVisible()) {
        note(QStringLiteral("click the Tile Set tab"));
        showDock(QStringLiteral("Tile Set"));
        return;
    }
    auto *list = m_tileSet->findChild<QListWidget *>(QStringLiteral("templateList"));
    auto *editor = m_tileSet->findChild<TileDrawing *>(QStringLiteral("templateEditor"));
    switch (pick(7)) {
    case 0:
        note(QStringLiteral("click Add template"));
        QTest::mouseClick(m_tileSet->findChild<QPushButton *>(QStringLiteral("addTemplateButton")),
            Qt::LeftButton);
        break;
    case 1:
        note(QStringLiteral("click Remove template"));
        QTest::mouseClick(
            m_tileSet->findChild<QPushButton *>(QStringLiteral("removeTemplateButton")),
            Qt::LeftButton);
        break;
    case 2:
    case 3: {
        const int bit = pick(8);
        note(QStringLiteral("click half-door %1 of the selected template").arg(bit));
        QTest::mouseClick(
            editor, Qt::LeftButton, Qt::NoModifier, editor->halfDoorRect(bit).center());
        break;
    }
    case 4: {
        if (list->count() == 0) {
            note(QStringLiteral("no template to select"));
            return;
        }
        const int row = pick(list->count());
        note(QStringLiteral("click template %1").arg(row));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
            list->visualItemRect(list->item(row)).center());
        break;
    }
    case 5: {
        // Rename: F2 or the Rename button, a name, Enter (or Escape).
        if (list->currentItem() == nullptr) {
            note(QStringLiteral("no template to rename"));
            return;
        }
        if (chance(50)) {
            QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                list->visualItemRect(list->currentItem()).center());
            QTest::keyClick(list, Qt::Key_F2);
        } else {
            QTest::mouseClick(
                m_tileSet->findChild<QPushButton *>(QStringLiteral("renameTemplateButton")),
                Qt::LeftButton);
        }
        auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        if (!field) {
            note(QStringLiteral("rename opened no field"));
            return;
        }
        QString name;
        for (int i = pick(7); i > 0; --i)
            name += QLatin1Char(char('a' + pick(26)));
        const bool cancel = chance(15);
        note(QStringLiteral("rename the selected template to \"%1\"%2")
                 .arg(name, cancel ? QStringLiteral(", Escape") : QString()));
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, name);
        QTest::keyClick(field, cancel ? Qt::Key_Escape : Qt::Key_Return);
        break;
    }
    default: {
        note(QStringLiteral("keys on the selected template"));
        editor->setFocus(Qt::TabFocusReason);
        for (int i = 1 + pick(3); i > 0; --i)
            QTest::keyClick(editor, chance(60) ? Qt::Key_Right : Qt::Key_Space);
        break;
    }
    }
}

void TestMonkey::clickLogLine()
{
    auto *view = m_window->findChild<QAbstractItemView *>(QStringLiteral("recursionLogView"));
    if (!view->isVisible() || view->model()->rowCount() == 0) {
        note(QStringLiteral("no log line to click"));
        return;
    }
    const QModelIndex index
        = view->indexAt(QPoint(8, pick(std::max(1, view->viewport()->height()))));
    if (!index.isValid()) {
        note(QStringLiteral("click below the log's last line"));
        return;
    }
    note(QStringLiteral("click log line %1").arg(index.row()));
    QTest::mouseClick(
        view->viewport(), Qt::LeftButton, Qt::NoModifier, view->visualRect(index).center());
    if (chance(30))
        QTest::keyClick(view, Qt::Key_Return);
}

void TestMonkey::clickUndoHistory()
{
    auto *view = m_window->findChild<QUndoView *>(QStringLiteral("undoView"));
    if (!view->isVisible()) {
        note(QStringLiteral("click the Undo History tab"));
        showDock(QStringLiteral("Undo History"));
        return;
    }
    const QModelIndex index
        = view->indexAt(QPoint(8, pick(std::max(1, view->viewport()->height()))));
    if (!index.isValid()) {
        note(QStringLiteral("click below the undo history"));
        return;
    }
    note(QStringLiteral("click undo history line %1 of %2").arg(index.row()).arg(m_undo->count()));
    QTest::mouseClick(
        view->viewport(), Qt::LeftButton, Qt::NoModifier, view->visualRect(index).center());
}

void TestMonkey::clickDockTab()
{
    QList<QTabBar *> bars;
    for (QTabBar *bar : m_window->findChildren<QTabBar *>()) {
        if (bar->isVisible() && bar->count() > 0)
            bars.append(bar);
    }
    if (bars.isEmpty()) {
        note(QStringLiteral("no dock tab to click"));
        return;
    }
    QTabBar *bar = bars.at(pick(int(bars.size())));
    const int tab = pick(bar->count());
    note(QStringLiteral("click the dock tab %1").arg(bar->tabText(tab)));
    QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(tab).center());
}

void TestMonkey::pressTab()
{
    const bool back = chance(40);
    QWidget *target = keyTarget();
    note(QStringLiteral("%1 on %2")
             .arg(back ? QStringLiteral("Shift+Tab") : QStringLiteral("Tab"),
                 QLatin1String(target->metaObject()->className())));
    QTest::keyClick(
        target, back ? Qt::Key_Backtab : Qt::Key_Tab, back ? Qt::ShiftModifier : Qt::NoModifier);
}

void TestMonkey::buildAndWait()
{
    note(QStringLiteral("F5 on the map, wait for the build"));
    press(m_window->currentView(), {Qt::Key_F5, Qt::NoModifier, "F5"});
    waitForBuild();
    if (chance(50)) {
        note(QStringLiteral("End, after the build"));
        QTest::keyClick(m_window->currentView(), Qt::Key_End);
    }
}

void TestMonkey::waitForBuild()
{
    BuildController *builds = m_window->session()->lesson()->mode() == MapMode::Dungeon
        ? static_cast<BuildController *>(m_dungeonBuilds)
        : m_islandBuilds;
    QTRY_VERIFY_WITH_TIMEOUT(!builds->isRunning(), BuildTimeout);
}

// ---- Checks ----

// Every item model in the window, found through the widgets that show them and among the
// window's children, gets a tester for as long as it lives (also one made later).
void TestMonkey::attachTesters()
{
    QList<QAbstractItemModel *> models = m_window->findChildren<QAbstractItemModel *>();
    for (QAbstractItemView *view : m_window->findChildren<QAbstractItemView *>())
        models.append(view->model());
    for (QComboBox *combo : m_window->findChildren<QComboBox *>())
        models.append(combo->model());
    for (QAbstractItemModel *model : std::as_const(models)) {
        const bool tested = std::any_of(m_testers.begin(), m_testers.end(),
            [model](const auto &tester) { return tester->model() == model; });
        if (model && !tested)
            m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest));
    }
}

// What must hold whatever the monkey did, cheap enough to check after every action.
void TestMonkey::checkWindow()
{
    QVERIFY2(m_modalDialog.isEmpty(),
        qPrintable(QStringLiteral("a dialog opened: %1").arg(m_modalDialog)));
    const Scenario &scenario = m_window->document()->scenario();
    QCOMPARE(m_window->session()->lesson()->mode(), scenario.mode);
    MapModel *model = m_window->currentModel();
    MapModel *other = model == m_ocean ? static_cast<MapModel *>(m_dungeon) : m_ocean;
    QCOMPARE(model,
        m_window->session()->lesson()->mode() == MapMode::Dungeon
            ? static_cast<MapModel *>(m_dungeon)
            : m_ocean);
    QVERIFY2(model->position() >= 0 && model->position() <= model->stepCount(),
        qPrintable(QStringLiteral("position %1 of %2 steps")
                       .arg(model->position())
                       .arg(model->stepCount())));
    // A build belongs to one lesson: the other one's model shows none.
    QCOMPARE(other->stepCount(), 0);
    QCOMPARE(m_playbackBar->timeline()->maximum(), model->stepCount());
    QCOMPARE(m_playbackBar->timeline()->value(), model->position());
    QCOMPARE(m_log->sourceModel(), model);
    QCOMPARE(m_log->rowCount(), model->stepCount());
    QCOMPARE(m_log->currentRow(), model->position() - 1);
    for (MapModel *map : {static_cast<MapModel *>(m_ocean), static_cast<MapModel *>(m_dungeon)}) {
        QCOMPARE(map->rowCount(), scenario.rows);
        QCOMPARE(map->columnCount(), scenario.cols);
    }
    QVERIFY2(m_dungeon->scenario() == scenario,
        qPrintable(QStringLiteral("the dungeon model differs from the document: ")
            + differences(scenario, m_dungeon->scenario())));
    QVERIFY(m_tileSet->tiles() == scenario.dungeon.tiles);
    // Every undo and redo gives back the lesson as it was at that point of the history.
    checkAgainstHistory("after the action");
}

// Every push (and merge) of a command moves the index or keeps it where it was; an undo or
// a redo moves it to a command already recorded. A push truncates what could be redone, so
// nothing above the new count is kept.
void TestMonkey::recordHistory(int index)
{
    m_history.erase(m_history.upper_bound(m_undo->count()), m_history.end());
    const QUndoCommand *command = index > 0 ? m_undo->command(index - 1) : nullptr;
    const auto recorded = m_history.find(index);
    const bool merged = index == m_lastIndex;
    if (merged || recorded == m_history.end() || recorded->second.command != command)
        m_history.insert_or_assign(index, Recorded {command, m_window->document()->scenario()});
    m_lastIndex = index;
}

// The lesson is what it was when the history was last at this index, and the maps show its
// pits.
void TestMonkey::checkAgainstHistory(const char *when)
{
    const Scenario &actual = m_window->document()->scenario();
    const auto recorded = m_history.find(m_undo->index());
    QVERIFY2(recorded != m_history.end(),
        qPrintable(QStringLiteral("%1: nothing recorded at undo index %2 of %3")
                       .arg(QLatin1String(when))
                       .arg(m_undo->index())
                       .arg(m_undo->count())));
    const Scenario &expected = recorded->second.scenario;
    QVERIFY2(actual == expected,
        qPrintable(QStringLiteral("%1, at undo index %2 of %3: %4")
                       .arg(QLatin1String(when))
                       .arg(m_undo->index())
                       .arg(m_undo->count())
                       .arg(differences(expected, actual))));
    QStringList wrong;
    for (int r = 0; r < actual.rows; ++r) {
        for (int c = 0; c < actual.cols; ++c) {
            const bool pit = actual.isPit(r, c);
            if ((m_ocean->index(r, c).data(IslandModel::CellKindRole).toInt()
                    == IslandModel::PitCell)
                    != pit
                || (m_dungeon->index(r, c).data(DungeonModel::CellKindRole).toInt()
                       == DungeonModel::PitCell)
                    != pit)
                wrong.append(QStringLiteral("(%1, %2)").arg(r).arg(c));
        }
    }
    QVERIFY2(wrong.isEmpty(),
        qPrintable(QStringLiteral("%1: the maps disagree with the lesson's pits at %2")
                       .arg(QLatin1String(when), wrong.join(QLatin1Char(' ')))));
}

// Undone to the start, the history gives the lesson as opened; redone to the end, the
// lesson as it was after its last command; and back where it was, the lesson as it is.
// (Each single undo and redo the monkey does is checked after its action.)
void TestMonkey::checkUndoReplays()
{
    const int index = m_undo->index();
    m_undo->setIndex(0);
    checkAgainstHistory("undone to the start");
    if (QTest::currentTestFailed())
        return;
    m_undo->setIndex(m_undo->count());
    checkAgainstHistory("redone to the end");
    if (QTest::currentTestFailed())
        return;
    m_undo->setIndex(index);
    checkAgainstHistory("back where it was");
}

// From where it is down to index `lowest` and back, one command at a time, every index
// gives what it gave when it was made.
void TestMonkey::checkUndoStepByStep(int lowest)
{
    const int index = m_undo->index();
    while (m_undo->index() > lowest && !QTest::currentTestFailed()) {
        m_undo->undo();
        checkAgainstHistory("undone one command at a time");
    }
    while (m_undo->index() < index && !QTest::currentTestFailed()) {
        m_undo->redo();
        checkAgainstHistory("redone one command at a time");
    }
}

void TestMonkey::reportFailure()
{
    qInfo("The monkey failed at action %d of %d. Replay with MAPGEN_MONKEY_SEED=%u "
          "MAPGEN_MONKEY_ACTIONS=%d. The last actions:",
        m_action, m_actions, m_seed, m_action);
    for (const QString &line : std::as_const(m_recent))
        qInfo("  %s", qPrintable(line));
    qInfo("The undo history:");
    for (int i = 0; i < m_undo->count(); ++i)
        qInfo("  %d: %s", i + 1, qPrintable(m_undo->text(i)));
    m_window->document()->setUnmodified();
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
