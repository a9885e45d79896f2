// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "scenariodocument.h"

#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>

// The window's layout (docks, toolbars, geometry) survives closing and reopening.
class TestDockLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyDockAndToolBarHasAName();
    void layoutSurvivesCloseAndReopen();
    void algorithmDocksAreInTheViewMenuAndRestored();
    void panelsMenuListsEachEntryOnce();

private:
    QTemporaryDir m_settingsDir;
};

void TestDockLayout::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_docklayout"));
}

void TestDockLayout::everyDockAndToolBarHasAName()
{
    MainWindow window;
    // Every dock has its own name (the saved layout finds it by that) and a title.
    QSet<QString> names;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        QVERIFY(!dock->objectName().isEmpty());
        QVERIFY2(!dock->windowTitle().isEmpty(), qPrintable(dock->objectName()));
        QVERIFY2(!names.contains(dock->objectName()), qPrintable(dock->objectName()));
        names.insert(dock->objectName());
    }
    // The docks the lessons, the coaches and the window bring are all there.
    for (const char *needed : {"controlsDock", "lessonDock", "recursionLogDock", "statisticsDock",
             "undoHistoryDock", "questionDock", "constructDock", "experimentsDock",
             "islandCodeDock", "islandCallStackDock", "cellInspectorDock", "dungeonCodeDock",
             "dungeonCallStackDock", "tileInspectorDock", "tileSetDock"})
        QVERIFY2(names.contains(QString::fromLatin1(needed)), needed);
    const QList<QToolBar *> bars = window.findChildren<QToolBar *>();
    QVERIFY(!bars.isEmpty());
    for (QToolBar *bar : bars)
        QVERIFY(!bar->objectName().isEmpty());
}

void TestDockLayout::layoutSurvivesCloseAndReopen()
{
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *statistics = window.findChild<QDockWidget *>(QStringLiteral("statisticsDock"));
        auto *lesson = window.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
        auto *view = window.findChild<QToolBar *>(QStringLiteral("viewToolBar"));
        QVERIFY(statistics && lesson && view);
        QCOMPARE(window.dockWidgetArea(statistics), Qt::RightDockWidgetArea);
        window.addDockWidget(Qt::BottomDockWidgetArea, statistics);
        lesson->hide();
        view->hide();
        window.resize(1111, 777);
        QVERIFY(window.close());
    }
    MainWindow reopened;
    reopened.show();
    QVERIFY(QTest::qWaitForWindowExposed(&reopened));
    auto *statistics = reopened.findChild<QDockWidget *>(QStringLiteral("statisticsDock"));
    auto *lesson = reopened.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
    auto *log = reopened.findChild<QDockWidget *>(QStringLiteral("recursionLogDock"));
    auto *view = reopened.findChild<QToolBar *>(QStringLiteral("viewToolBar"));
    QCOMPARE(reopened.dockWidgetArea(statistics), Qt::BottomDockWidgetArea);
    QVERIFY(lesson->isHidden());
    QVERIFY(!log->isHidden());
    QVERIFY(view->isHidden());
    QCOMPARE(reopened.size(), QSize(1111, 777));
}

void TestDockLayout::algorithmDocksAreInTheViewMenuAndRestored()
{
    const QStringList names {QStringLiteral("islandCodeDock"),
        QStringLiteral("islandCallStackDock"), QStringLiteral("cellInspectorDock")};
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // View > Panels and Toolbars shows and hides each of them.
        QMenu *view = nullptr;
        for (QAction *action : window.menuBar()->actions()) {
            if (action->menu()
                && action->menu()->title().remove(QLatin1Char('&')) == QLatin1String("View"))
                view = action->menu();
        }
        QVERIFY(view);
        QList<QAction *> reachable;
        for (QAction *action : view->actions()) {
            if (action->menu())
                reachable += action->menu()->actions();
        }
        for (const QString &name : names) {
            auto *dock = window.findChild<QDockWidget *>(name);
            QVERIFY(dock);
            QVERIFY(reachable.contains(dock->toggleViewAction()));
            QVERIFY(dock->isVisible());
        }
        QCOMPARE(window.findChild<QDockWidget *>(names[0])->windowTitle(), QStringLiteral("Code"));
        QCOMPARE(
            window.findChild<QDockWidget *>(names[1])->windowTitle(), QStringLiteral("Call Stack"));
        QCOMPARE(window.findChild<QDockWidget *>(names[2])->windowTitle(),
            QStringLiteral("Cell Inspector"));
        window.addDockWidget(Qt::BottomDockWidgetArea, window.findChild<QDockWidget *>(names[1]));
        window.addDockWidget(Qt::LeftDockWidgetArea, window.findChild<QDockWidget *>(names[2]));
        QVERIFY(window.close());
    }
    MainWindow reopened;
    reopened.show();
    QVERIFY(QTest::qWaitForWindowExposed(&reopened));
    QCOMPARE(reopened.dockWidgetArea(reopened.findChild<QDockWidget *>(names[1])),
        Qt::BottomDockWidgetArea);
    QCOMPARE(reopened.dockWidgetArea(reopened.findChild<QDockWidget *>(names[2])),
        Qt::LeftDockWidgetArea);
    QCOMPARE(reopened.dockWidgetArea(reopened.findChild<QDockWidget *>(names[0])),
        Qt::LeftDockWidgetArea);
}

// View > Panels and Toolbars: the current lesson's docks only, no two entries alike.
void TestDockLayout::panelsMenuListsEachEntryOnce()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QMenu *panels = nullptr;
    for (QAction *action : window.menuBar()->actions()) {
        if (!action->menu()
            || action->menu()->title().remove(QLatin1Char('&')) != QLatin1String("View"))
            continue;
        for (QAction *item : action->menu()->actions()) {
            if (item->menu()
                && item->menu()->title().remove(QLatin1Char('&'))
                    == QLatin1String("Panels and Toolbars"))
                panels = item->menu();
        }
    }
    QVERIFY(panels);
    for (const MapMode mode : {MapMode::Island, MapMode::Dungeon, MapMode::Island}) {
        window.document()->setMode(mode);
        QStringList entries;
        QStringList lessonDocks;
        for (QAction *item : panels->actions()) {
            if (item->isSeparator() || !item->isVisible())
                continue;
            entries.append(item->text().remove(QLatin1Char('&')));
            for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
                if (dock->toggleViewAction() == item
                    && dock->objectName().startsWith(QLatin1String("dungeon")))
                    lessonDocks.append(QStringLiteral("dungeon"));
                if (dock->toggleViewAction() == item
                    && dock->objectName().startsWith(QLatin1String("island")))
                    lessonDocks.append(QStringLiteral("island"));
            }
        }
        QStringList seen;
        for (const QString &entry : std::as_const(entries)) {
            QVERIFY2(!seen.contains(entry),
                qPrintable(QStringLiteral("\"%1\" twice in %2")
                               .arg(entry, entries.join(QStringLiteral(", ")))));
            seen.append(entry);
        }
        const QString current
            = mode == MapMode::Island ? QStringLiteral("island") : QStringLiteral("dungeon");
        QVERIFY(!lessonDocks.isEmpty());
        QCOMPARE(lessonDocks.count(current), lessonDocks.size());
    }
}

QTEST_MAIN(TestDockLayout)
#include "tst_docklayout.moc"
