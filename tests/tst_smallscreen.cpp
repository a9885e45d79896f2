// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentchart.h"
#include "experimentpanel.h"
#include "experimentrunner.h"
#include "experimentsdock.h"
#include "languagemanager.h"
#include "lesson.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "screensize.h"
#include "testdata.h"

#include <QApplication>
#include <QDockWidget>
#include <QLineSeries>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStyle>
#include <QTabBar>
#include <QTemporaryDir>
#include <QtTest>

// The window on the smallest screen it is laid out for, 1024 x 700 (main() below gives the
// offscreen platform that screen): the docks' least sizes never grow it past the screen.
class TestSmallScreen : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void firstStartFitsTheScreen();
    void docksNeverGrowTheWindowPastTheScreen();
    void tileSetEditorIsInSight();
    void dockTabsReadInFull_data();
    void dockTabsReadInFull();

private:
    static QString sizeOf(const QWidget &window);
    QTemporaryDir m_settingsDir;
};

void TestSmallScreen::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), QSize(1024, 700));
}

QString TestSmallScreen::sizeOf(const QWidget &window)
{
    return QStringLiteral("%1 x %2, laid out in at least %3 x %4")
        .arg(window.width())
        .arg(window.height())
        .arg(window.minimumSizeHint().width())
        .arg(window.minimumSizeHint().height());
}

// With no saved geometry, the window opens as large as the screen allows, never larger.
void TestSmallScreen::firstStartFitsTheScreen()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QSize screen = window.screen()->availableGeometry().size();
    QVERIFY2(window.width() <= screen.width() && window.height() <= screen.height(),
        qPrintable(sizeOf(window)));
}

// The Experiments dock with a sweep's chart and table, and then the median run it opens,
// in a window as large as the screen.
void TestSmallScreen::docksNeverGrowTheWindowPastTheScreen()
{
    MainWindow window;
    const QSize screen = window.screen()->availableGeometry().size();
    window.resize(screen);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto fits = [&window, screen] {
        QCoreApplication::processEvents();
        // Nor does the window's layout need more than the screen (where it did, the docks
        // were drawn over one another in a window kept at the screen's size).
        const QSize least = window.minimumSizeHint();
        return window.width() <= screen.width() && window.height() <= screen.height()
            && least.width() <= screen.width() && least.height() <= screen.height();
    };

    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    ExperimentSettings sweep;
    sweep.from = 0;
    sweep.to = 40;
    sweep.step = 5;
    sweep.runs = 3;
    window.document()->setExperiment(sweep);
    window.document()->setUnmodified(); // saved: opening the run asks nothing
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    QVERIFY(dock);
    dock->show();
    QVERIFY2(fits(), qPrintable(sizeOf(window)));
    QSignalSpy swept(dock->runner(), &ExperimentRunner::finished);
    dock->panel()->findChild<QPushButton *>(QStringLiteral("experimentRun"))->click();
    QVERIFY(swept.wait(60000));
    QVERIFY2(fits(), qPrintable(sizeOf(window)));

    QLineSeries *series = dock->panel()->chart()->meanSeries(IslandRule::Rule6b, true);
    QVERIFY(series && series->count() > 2);
    QSignalSpy built(window.session()->lesson(), &Lesson::finished);
    emit series->clicked(series->at(2));
    QVERIFY(built.wait(30000));
    QVERIFY2(fits(), qPrintable(sizeOf(window)));
}

// The dungeon lesson's Tile Set in front: its templates, the door editor and the buttons
// in sight without scrolling.
void TestSmallScreen::tileSetEditorIsInSight()
{
    MainWindow window;
    window.resize(window.screen()->availableGeometry().size());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("dungeonModeAction"))->trigger();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("tileSetDock"));
    QVERIFY(dock);
    dock->raise();
    QCoreApplication::processEvents(); // the queued fitting of the docks too
    QCoreApplication::processEvents();
    auto *scroll = dock->findChild<QScrollArea *>(QStringLiteral("tileSetScroll"));
    QVERIFY(scroll && scroll->isVisible());
    QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
    const QRect sight = scroll->viewport()->rect();
    for (const char *name : {"templateList", "templateEditor", "addTemplateButton",
             "removeTemplateButton", "renameTemplateButton"}) {
        auto *widget = scroll->findChild<QWidget *>(QString::fromLatin1(name));
        QVERIFY2(widget, name);
        const QRect at(widget->mapTo(scroll->viewport(), QPoint()), widget->size());
        QVERIFY2(sight.contains(at), name);
    }
}

void TestSmallScreen::dockTabsReadInFull_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "pl", "ar"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// Each tab of the docks' tab groups shows its whole title, or elides it and gives the whole
// title as its tool tip ("Qu…" and "Call Sta…" said nothing).
void TestSmallScreen::dockTabsReadInFull()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    MainWindow window;
    window.resize(window.screen()->availableGeometry().size());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    int tabs = 0;
    for (QTabBar *bar : window.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
        for (int i = 0; i < bar->count(); ++i, ++tabs) {
            const QString title = bar->tabText(i);
            const int room = bar->tabRect(i).width() - space;
            const bool whole = bar->fontMetrics().horizontalAdvance(title) <= room;
            QVERIFY2(whole || bar->tabToolTip(i) == title,
                qPrintable(QStringLiteral("%1: tab \"%2\" in %3 px, tool tip \"%4\"")
                               .arg(language, title)
                               .arg(room)
                               .arg(bar->tabToolTip(i))));
        }
    }
    QVERIFY(tabs >= 4); // the docks' tab groups were found
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

int main(int argc, char *argv[])
{
    return runOnScreen<TestSmallScreen>(QSize(1024, 700), argc, argv);
}

#include "tst_smallscreen.moc"
