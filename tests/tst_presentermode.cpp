// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandmodel.h"
#include "islandview.h"
#include "mainwindow.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "screensize.h"
#include "testdata.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolTip>
#include <QtTest>

// View ▸ Presenter Mode (F9): only the map, the timeline and a large caption; the playback
// keys work; F9 again brings back the layout exactly as it was.
class TestPresenterMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void enterAndLeaveRestoresTheLayout();
    void codeDocksStayByChoice();
    void noMapToolTipOnTheProjector();

private:
    QTemporaryDir m_dir;
};

void TestPresenterMode::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestPresenterMode::enterAndLeaveRestoresTheLayout()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    auto *map = window.findChild<IslandView *>(QStringLiteral("islandView"));
    auto *timeline = window.findChild<PlaybackBar *>(QStringLiteral("playbackBar"))->timeline();
    auto *presenter = window.findChild<QAction *>(QStringLiteral("presenterModeAction"));
    QVERIFY(presenter);

    // A layout of the user's own: the log floated away, the undo history closed, zoomed in.
    auto *log = window.findChild<QDockWidget *>(QStringLiteral("recursionLogDock"));
    auto *undo = window.findChild<QDockWidget *>(QStringLiteral("undoHistoryDock"));
    window.removeDockWidget(log);
    window.addDockWidget(Qt::BottomDockWidgetArea, log);
    log->show();
    undo->hide();
    map->setCellSize(11);
    QCoreApplication::processEvents();
    const QByteArray before = window.saveState();
    QMap<QString, bool> visible;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        visible.insert(dock->objectName(), dock->isVisible());
    QVERIFY(visible.value(QStringLiteral("controlsDock")));

    QTRY_VERIFY(timeline->hasFocus());
    QTest::keyClick(&window, Qt::Key_F9);
    QVERIFY(presenter->isChecked());
    QVERIFY(window.windowState() & Qt::WindowFullScreen);
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    for (QToolBar *bar : window.findChildren<QToolBar *>()) {
        if (bar->objectName() != QLatin1String("presenterCaptionBar"))
            QVERIFY2(!bar->isVisible(), qPrintable(bar->objectName()));
    }
    QVERIFY(!window.menuBar()->isVisible());
    QVERIFY(!window.statusBar()->isVisible());
    QVERIFY(map->isVisible());
    QVERIFY(timeline->isVisible());
    QVERIFY(map->fitsToWindow());
    auto *caption = window.findChild<QLabel *>(QStringLiteral("presenterCaption"));
    QVERIFY(caption && caption->isVisible());
    QVERIFY(caption->font().pixelSize() >= 20);
    QVERIFY(window.findChild<QWidget *>(QStringLiteral("spotlight"))->isVisible());

    // The playback keys as usual, and the caption follows the step shown.
    timeline->setFocus();
    QTest::keyClick(timeline, Qt::Key_Right);
    QTRY_COMPARE(ocean->position(), 1);
    QTRY_VERIFY(caption->toolTip().endsWith(ocean->stepText(0).trimmed()));
    QVERIFY(caption->toolTip().startsWith(QStringLiteral("1 / ")));
    QTest::keyClick(timeline, Qt::Key_Right);
    QCOMPARE(ocean->position(), 2);
    QVERIFY(caption->toolTip().endsWith(ocean->stepText(1).trimmed()));
    QTest::keyClick(timeline, Qt::Key_Left);
    QCOMPARE(ocean->position(), 1);
    QTRY_VERIFY(ocean->stepCount() == 24);
    QTest::keyClick(timeline, Qt::Key_End);
    QCOMPARE(ocean->position(), 24);

    // Another lesson in presenter mode: still only its map.
    window.findChild<QAction *>(QStringLiteral("dungeonModeAction"))->trigger();
    auto *dungeonMap = window.findChild<QWidget *>(QStringLiteral("dungeonView"));
    QTRY_VERIFY(dungeonMap->isVisible());
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        QTRY_VERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    window.findChild<QAction *>(QStringLiteral("islandModeAction"))->trigger();
    QTRY_VERIFY(map->isVisible());
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        QTRY_VERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));

    // F9 again: everything as it was.
    QTest::keyClick(&window, Qt::Key_F9);
    QVERIFY(!presenter->isChecked());
    QVERIFY(!(window.windowState() & Qt::WindowFullScreen));
    QTRY_COMPARE(window.saveState(), before);
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        QCOMPARE(dock->isVisible(), visible.value(dock->objectName()));
    QCOMPARE(window.dockWidgetArea(log), Qt::BottomDockWidgetArea);
    QVERIFY(window.menuBar()->isVisible());
    QVERIFY(window.statusBar()->isVisible());
    QVERIFY(!window.findChild<QLabel *>(QStringLiteral("presenterCaption")));
    QVERIFY(!window.findChild<QWidget *>(QStringLiteral("spotlight")));
    QCOMPARE(map->cellSize(), 11);
    QVERIFY(!map->fitsToWindow());
}

void TestPresenterMode::codeDocksStayByChoice()
{
    MainWindow window;
    // The island lesson's Code and Call Stack panels, floating so that no tab hides one.
    QList<QDockWidget *> code;
    for (const char *name : {"islandCodeDock", "islandCallStackDock"}) {
        auto *dock = window.findChild<QDockWidget *>(QString::fromLatin1(name));
        QVERIFY2(dock, name);
        dock->setFloating(true);
        code.append(dock);
    }
    window.show();
    for (QDockWidget *dock : code)
        dock->show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *presenter = window.findChild<QAction *>(QStringLiteral("presenterModeAction"));
    auto *keep = window.findChild<QAction *>(QStringLiteral("presenterKeepsCodeAction"));
    auto *controls = window.findChild<QDockWidget *>(QStringLiteral("controlsDock"));
    QVERIFY(!keep->isChecked()); // by default the map alone

    presenter->trigger();
    QVERIFY(!code[0]->isVisible() && !code[1]->isVisible());
    presenter->trigger();
    QVERIFY(code[0]->isVisible() && code[1]->isVisible());

    keep->trigger();
    presenter->trigger();
    QVERIFY(code[0]->isVisible() && code[1]->isVisible());
    QVERIFY(!controls->isVisible());
    presenter->trigger();
    QVERIFY(controls->isVisible());
    // The choice is remembered.
    QVERIFY(QSettings().value(QStringLiteral("view/presenterKeepsCode")).toBool());
    keep->trigger();
}

void TestPresenterMode::noMapToolTipOnTheProjector()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *map = window.findChild<IslandView *>(QStringLiteral("islandView"));
    QVERIFY(!map->toolTip().isEmpty());
    // The mouse resting on the map; what tool tip shows.
    auto hover = [map] {
        QWidget *viewport = map->viewport();
        const QPoint pos = viewport->rect().center();
        QHelpEvent help(QEvent::ToolTip, pos, viewport->mapToGlobal(pos));
        QCoreApplication::sendEvent(viewport, &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    // At the desk the map explains the mouse ...
    QCOMPARE(hover(), map->toolTip());
    QToolTip::hideText();
    QTRY_VERIFY(!QToolTip::isVisible()); // it fades out
    // ... on the projector it keeps quiet, and speaks again afterwards.
    QTest::keyClick(&window, Qt::Key_F9);
    QVERIFY(window.findChild<QAction *>(QStringLiteral("presenterModeAction"))->isChecked());
    QCOMPARE(hover(), QString());
    QTest::keyClick(&window, Qt::Key_F9);
    QCOMPARE(hover(), map->toolTip());
    QToolTip::hideText();
}

// A projector's screen: the window's first size, 1400 x 900, fits on it.
int main(int argc, char *argv[])
{
    return runOnScreen<TestPresenterMode>(QSize(1920, 1080), argc, argv);
}
#include "tst_presentermode.moc"
