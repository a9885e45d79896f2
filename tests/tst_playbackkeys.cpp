// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "oceanmodel.h"
#include "oceanview.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QSettings>
#include <QSlider>
#include <QTemporaryDir>
#include <QtTest>

// The lecturer's keys: Space plays and pauses, Right / Left step, Home / End jump; on the
// map (reached with Tab) the arrows move the cell cursor instead.
class TestPlaybackKeys : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void keysDrivePlayback();
    void mapKeepsItsArrowKeys();

private:
    QTemporaryDir m_dir;
};

void TestPlaybackKeys::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestPlaybackKeys::keysDrivePlayback()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *ocean = window.findChild<OceanModel *>(QStringLiteral("oceanModel"));
    auto *playback = window.findChild<PlaybackController *>(QStringLiteral("playback"));
    auto *timeline = window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"))->timeline();
    QTRY_VERIFY(timeline->hasFocus());

    // Right with nothing built builds and shows the first step.
    QTest::keyClick(timeline, Qt::Key_Right);
    QTRY_COMPARE(ocean->position(), 1);
    QVERIFY(!playback->isPlaying());
    QTest::keyClick(timeline, Qt::Key_Right);
    QCOMPARE(ocean->position(), 2);
    QTest::keyClick(timeline, Qt::Key_Left);
    QCOMPARE(ocean->position(), 1);
    QTest::keyClick(timeline, Qt::Key_End);
    QCOMPARE(ocean->position(), ocean->stepCount());
    QTest::keyClick(timeline, Qt::Key_Home);
    QCOMPARE(ocean->position(), 0);
    QTest::keyClick(timeline, Qt::Key_Space);
    QVERIFY(playback->isPlaying());
    QTest::keyClick(timeline, Qt::Key_Space);
    QVERIFY(!playback->isPlaying());
}

void TestPlaybackKeys::mapKeepsItsArrowKeys()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *ocean = window.findChild<OceanModel *>(QStringLiteral("oceanModel"));
    auto *map = window.findChild<OceanView *>(QStringLiteral("oceanView"));
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(ocean->stepCount() > 0);
    window.findChild<PlaybackController *>(QStringLiteral("playback"))->toStart();

    map->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(map->hasFocus());
    map->setCursorCell(0, 0);
    QTest::keyClick(map, Qt::Key_Right);
    QCOMPARE(map->cursorColumn(), 1);
    QCOMPARE(ocean->position(), 0);
    // With pit placement off, Space on the map is Play again.
    map->setPitEditing(false);
    QTest::keyClick(map, Qt::Key_Space);
    QVERIFY(window.findChild<PlaybackController *>(QStringLiteral("playback"))->isPlaying());
    window.document()->setUnmodified();
}

QTEST_MAIN(TestPlaybackKeys)
#include "tst_playbackkeys.moc"
