// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparemode.h"
#include "islandmodel.h"
#include "islandview.h"
#include "lesson.h"
#include "lessoneditors.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

// The lecturer's keys: Space plays and pauses, Right / Left step, Home / End jump, whatever
// has the focus (a button, a check box, the map), except a text field or spin box being
// edited and the map in its editing state (Enter on the map, Escape to leave).
class TestPlaybackKeys : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void keysDrivePlayback();
    void spaceAfterSprinklePauses();
    void spaceLeavesCheckBoxesAlone();
    void mapPlaysUntilEdited();
    void mapEditingState();
    void spinBoxKeepsItsArrows();
    void compareMapsStep();

private:
    // A window on the 6b island scenario, shown and active.
    static bool open(MainWindow &window);
    static IslandModel *ocean(MainWindow &window)
    {
        return window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    }
    static PlaybackController *playback(MainWindow &window)
    {
        return window.findChild<PlaybackController *>(QStringLiteral("playback"));
    }
    static bool focus(QWidget *widget)
    {
        widget->setFocus(Qt::TabFocusReason);
        return QTest::qWaitFor([widget] { return widget->hasFocus(); });
    }

    QTemporaryDir m_dir;
};

void TestPlaybackKeys::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

bool TestPlaybackKeys::open(MainWindow &window)
{
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

void TestPlaybackKeys::keysDrivePlayback()
{
    MainWindow window;
    QVERIFY(open(window));
    auto *timeline = window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"))->timeline();
    QTRY_VERIFY(timeline->hasFocus());

    // Right with nothing built builds and shows the first step.
    QTest::keyClick(timeline, Qt::Key_Right);
    QTRY_COMPARE(ocean(window)->position(), 1);
    QVERIFY(!playback(window)->isPlaying());
    QTest::keyClick(timeline, Qt::Key_Right);
    QCOMPARE(ocean(window)->position(), 2);
    QTest::keyClick(timeline, Qt::Key_Left);
    QCOMPARE(ocean(window)->position(), 1);
    QTest::keyClick(timeline, Qt::Key_End);
    QCOMPARE(ocean(window)->position(), ocean(window)->stepCount());
    QTest::keyClick(timeline, Qt::Key_Home);
    QCOMPARE(ocean(window)->position(), 0);
    QTest::keyClick(timeline, Qt::Key_Space);
    QVERIFY(playback(window)->isPlaying());
    QTest::keyClick(timeline, Qt::Key_Space);
    QVERIFY(!playback(window)->isPlaying());
}

void TestPlaybackKeys::spaceAfterSprinklePauses()
{
    // Sprinkle! clicked keeps the focus; Space then pauses, it never sprinkles again.
    MainWindow window;
    QVERIFY(open(window));
    auto *sprinkle = window.findChild<QPushButton *>(QStringLiteral("sprinkleButton"));
    QVERIFY(sprinkle && sprinkle->isVisible());
    QTest::mouseClick(sprinkle, Qt::LeftButton);
    const int pits = window.document()->scenario().pitCount();
    const int edits = window.document()->undoStack()->count();
    QVERIFY(pits > 0);
    QCOMPARE(edits, 1);
    QVERIFY(sprinkle->hasFocus());

    QTest::keyClick(sprinkle, Qt::Key_Space);
    QVERIFY(playback(window)->isPlaying());
    QTest::keyClick(sprinkle, Qt::Key_Space);
    QVERIFY(!playback(window)->isPlaying());
    QTest::keyClick(sprinkle, Qt::Key_Right);
    QCOMPARE(window.document()->scenario().pitCount(), pits);
    QCOMPARE(window.document()->undoStack()->count(), edits);
    // The keyboard still presses a focused button: Enter.
    QTest::keyClick(sprinkle, Qt::Key_Return);
    QTRY_COMPARE(window.document()->undoStack()->count(), edits + 1);
    window.document()->setUnmodified();
}

void TestPlaybackKeys::spaceLeavesCheckBoxesAlone()
{
    MainWindow window;
    QVERIFY(open(window));
    window.findChild<QDockWidget *>(QStringLiteral("questionDock"))->show();
    for (const char *name : {"practiceMode", "randomizeCheck"}) {
        auto *box = window.findChild<QCheckBox *>(QString::fromLatin1(name));
        QVERIFY2(box, name);
        QTest::mouseClick(box, Qt::LeftButton); // just ticked (or unticked) with the mouse
        const bool checked = box->isChecked();
        QVERIFY2(focus(box), name);
        QTest::keyClick(box, Qt::Key_Space);
        QCOMPARE(box->isChecked(), checked);
        QVERIFY(playback(window)->isPlaying());
        QTest::keyClick(box, Qt::Key_Space);
        QCOMPARE(box->isChecked(), checked);
        QVERIFY(!playback(window)->isPlaying());
        // Enter toggles a focused box instead.
        QTest::keyClick(box, Qt::Key_Return);
        QTRY_COMPARE(box->isChecked(), !checked);
    }
    window.document()->setUnmodified();
}

void TestPlaybackKeys::mapPlaysUntilEdited()
{
    // Reached with Tab (or focused after You Are the Algorithm), the map is no editor yet:
    // Space plays, Right steps, no pit is painted and the cursor does not move.
    MainWindow window;
    QVERIFY(open(window));
    auto *map = window.findChild<IslandView *>(QStringLiteral("islandView"));
    QVERIFY(focus(map));
    map->setCursorCell(0, 0);
    QVERIFY(!map->isEditing());
    QTest::keyClick(map, Qt::Key_Right);
    QTRY_COMPARE(ocean(window)->position(), 1);
    QCOMPARE(map->cursorColumn(), 0);
    QTest::keyClick(map, Qt::Key_Space);
    QVERIFY(playback(window)->isPlaying());
    QTest::keyClick(map, Qt::Key_Space);
    QVERIFY(!playback(window)->isPlaying());
    QCOMPARE(window.document()->scenario().pitCount(), 0);
    QCOMPARE(window.document()->undoStack()->count(), 0);
    QVERIFY(!window.findChild<QLabel *>(QStringLiteral("mapEditingLabel"))->isVisible());
}

void TestPlaybackKeys::mapEditingState()
{
    MainWindow window;
    QVERIFY(open(window));
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(ocean(window)->stepCount() > 0);
    playback(window)->toStart();
    auto *map = window.findChild<IslandView *>(QStringLiteral("islandView"));
    auto *label = window.findChild<QLabel *>(QStringLiteral("mapEditingLabel"));
    QVERIFY(focus(map));
    map->setCursorCell(0, 0);

    // Enter edits: the status bar says so, the arrows move the cursor, Space toggles a pit
    // and the status bar names the edit and its undo key.
    QTest::keyClick(map, Qt::Key_Return);
    QVERIFY(map->isEditing());
    QVERIFY(label->isVisible());
    QVERIFY(label->text().contains(QStringLiteral("Esc")));
    QTest::keyClick(map, Qt::Key_Right);
    QCOMPARE(map->cursorColumn(), 1);
    QCOMPARE(ocean(window)->position(), 0);
    QTest::keyClick(map, Qt::Key_Space);
    QVERIFY(window.document()->scenario().isPit(0, 1));
    QVERIFY(!playback(window)->isPlaying());
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("Paint 1 pit")), qPrintable(message));
    QVERIFY2(message.contains(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
        qPrintable(message));
    window.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    QVERIFY(!window.document()->scenario().isPit(0, 1));
    QVERIFY(window.statusBar()->currentMessage().startsWith(QStringLiteral("Undone: Paint")));

    // Escape leaves: the keys play again and the line goes.
    QTest::keyClick(map, Qt::Key_Escape);
    QVERIFY(!map->isEditing());
    QVERIFY(!label->isVisible());
    QTest::keyClick(map, Qt::Key_Right);
    QTRY_COMPARE(ocean(window)->position(), 1);
    QCOMPARE(map->cursorColumn(), 1);

    // Leaving the map ends editing too.
    QTest::keyClick(map, Qt::Key_Enter);
    QVERIFY(map->isEditing());
    QVERIFY(focus(window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"))->timeline()));
    QVERIFY(!map->isEditing());
    QVERIFY(!label->isVisible());
    window.document()->setUnmodified();
}

void TestPlaybackKeys::spinBoxKeepsItsArrows()
{
    MainWindow window;
    QVERIFY(open(window));
    auto *density = window.findChild<QSpinBox *>(QStringLiteral("densitySpin"));
    QVERIFY(density && density->isVisible());
    QVERIFY(focus(density));
    QLineEdit *edit = density->findChild<QLineEdit *>();
    QVERIFY(edit);
    QTest::keyClick(density, Qt::Key_Home);
    QCOMPARE(edit->cursorPosition(), 0);
    QTest::keyClick(density, Qt::Key_Right);
    QTest::keyClick(density, Qt::Key_Right);
    QCOMPARE(edit->cursorPosition(), 2);
    QTest::keyClick(density, Qt::Key_Left);
    QCOMPARE(edit->cursorPosition(), 1);
    QTest::keyClick(density, Qt::Key_End);
    QVERIFY(edit->cursorPosition() >= 2);
    QCOMPARE(ocean(window)->position(), 0);
    QCOMPARE(ocean(window)->stepCount(), 0);
    QVERIFY(!playback(window)->isPlaying());
}

void TestPlaybackKeys::compareMapsStep()
{
    MainWindow window;
    QVERIFY(open(window));
    auto *compare = window.findChild<CompareMode *>(QStringLiteral("compareMode"));
    compare->action()->trigger();
    QVERIFY(compare->isActive());
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(ocean(window)->stepCount() > 2);
    playback(window)->toStart();
    MapView *left = window.editors()->view();
    MapView *right = compare->secondEditors()->view();
    QVERIFY(right->isVisible());
    for (MapView *map : {left, right}) {
        window.session()->seek(2);
        QVERIFY(focus(map));
        map->setCursorCell(0, 0);
        QTest::keyClick(map, Qt::Key_Right);
        QCOMPARE(ocean(window)->position(), 3);
        QCOMPARE(map->cursorColumn(), 0);
        QTest::keyClick(map, Qt::Key_Space);
        QVERIFY(playback(window)->isPlaying());
        QTest::keyClick(map, Qt::Key_Space);
        QVERIFY(!playback(window)->isPlaying());
    }
    const int position = ocean(window)->position();
    // The right side's map moves its cursor in its editing state, and paints nothing.
    QVERIFY(focus(right));
    QTest::keyClick(right, Qt::Key_Return);
    QVERIFY(right->isEditing());
    QTest::keyClick(right, Qt::Key_Right);
    QCOMPARE(right->cursorColumn(), 1);
    QCOMPARE(ocean(window)->position(), position);
    QCOMPARE(window.document()->scenario().pitCount(), 0);
    window.document()->setUnmodified();
}

QTEST_MAIN(TestPlaybackKeys)
#include "tst_playbackkeys.moc"
