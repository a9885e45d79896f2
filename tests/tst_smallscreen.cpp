// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "constructpanel.h"
#include "elidingtoolbutton.h"
#include "experimentchart.h"
#include "experimentpanel.h"
#include "experimentrunner.h"
#include "experimentsdock.h"
#include "exportmenu.h"
#include "gifexportdialog.h"
#include "islandmodel.h"
#include "languagemanager.h"
#include "lesson.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapframes.h"
#include "playbackcontroller.h"
#include "questioncoach.h"
#include "questionpanel.h"
#include "scenariodocument.h"
#include "screensize.h"
#include "testdata.h"
#include "tiledrawing.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
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
    void questionAndAnswersInSight_data() { languages(); }
    void questionAndAnswersInSight();
    void algorithmButtonsAndVerdictInSight_data() { languages(); }
    void algorithmButtonsAndVerdictInSight();
    void experimentRunInSight_data() { languages(); }
    void experimentRunInSight();
    void doorLabelsApart_data() { languages(); }
    void doorLabelsApart();
    void templateNamesReadInFull_data();
    void templateNamesReadInFull();
    void docksWriteTheLanguagesDigits_data();
    void docksWriteTheLanguagesDigits();

private:
    static void languages();
    static QString sizeOf(const QWidget &window);
    static void showOnScreen(MainWindow &window);
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

void TestSmallScreen::languages()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "pl", "ar"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// As large as the screen, shown and laid out.
void TestSmallScreen::showOnScreen(MainWindow &window)
{
    window.resize(window.screen()->availableGeometry().size());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents(); // the queued fitting of the docks too
    QCoreApplication::processEvents();
}

namespace {

// Where `widget` is in `viewport` (a scroll area's, as it is scrolled now), and whether it is
// drawn there whole.
QRect placeIn(const QWidget *widget, const QWidget *viewport)
{
    return QRect(widget->mapTo(viewport, QPoint()), widget->size());
}

QString described(const QWidget *widget, const QWidget *viewport)
{
    const QRect at = placeIn(widget, viewport);
    return QStringLiteral("%1 at %2,%3 %4 x %5 in a view of %6 x %7")
        .arg(widget->objectName())
        .arg(at.x())
        .arg(at.y())
        .arg(at.width())
        .arg(at.height())
        .arg(viewport->width())
        .arg(viewport->height());
}

// A push button no narrower than its text and margins ask.
bool readsInFull(const QPushButton *button)
{
    return button->width() >= button->sizeHint().width();
}

// A text that is cut ends in an ellipsis and its tool tip gives it whole.
bool readsInFullOrTells(const ElidingToolButton *button)
{
    return button->shownText() == button->text() || button->fullToolTip().contains(button->text());
}

} // namespace

// A question stops playback: its prompt and its answer buttons in view without scrolling,
// none of them cut under the scroll bar or at the dock's edge; the answer's verdict and
// Continue then too.
void TestSmallScreen::questionAndAnswersInSight()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    MainWindow window;
    Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    scenario.questions = {{15, QuestionKind::NextMove}};
    window.document()->load(scenario, QString());
    showOnScreen(window);
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    PlaybackController *playback = window.session()->playback();
    playback->toStart();
    playback->play();
    auto *coach = window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
    QTRY_VERIFY(coach->currentQuestion().has_value());
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();

    auto *scroll = window.findChild<QScrollArea *>(QStringLiteral("questionScroll"));
    auto *panel = window.findChild<QuestionPanel *>(QStringLiteral("questionPanel"));
    QVERIFY(scroll && panel && scroll->isVisible());
    QCOMPARE(scroll->verticalScrollBar()->value(), 0);
    QWidget *view = scroll->viewport();
    auto *prompt = panel->findChild<QLabel *>(QStringLiteral("questionPrompt"));
    QVERIFY2(view->rect().contains(placeIn(prompt, view)), qPrintable(described(prompt, view)));
    int shown = 0;
    for (int kind = 0; kind < 7; ++kind) {
        QPushButton *button = panel->moveButton(kind);
        if (!button->isVisible())
            continue;
        ++shown;
        QVERIFY2(view->rect().contains(placeIn(button, view)),
            qPrintable(language + QStringLiteral(": ") + described(button, view)));
        QVERIFY2(readsInFull(button), qPrintable(button->text()));
    }
    QVERIFY(shown >= 6);

    QTest::mouseClick(panel->moveButton(0), Qt::LeftButton);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    auto *result = panel->findChild<QLabel *>(QStringLiteral("questionResult"));
    auto *next = panel->findChild<QPushButton *>(QStringLiteral("questionContinue"));
    QVERIFY(result->isVisible() && next->isVisible());
    for (QWidget *widget : {static_cast<QWidget *>(result), static_cast<QWidget *>(next)})
        QVERIFY2(view->rect().contains(placeIn(widget, view)),
            qPrintable(language + QStringLiteral(": ") + described(widget, view)));
    QVERIFY2(readsInFull(next), qPrintable(next->text()));
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

// You Are the Algorithm: its buttons read in full or end in an ellipsis with the whole text in
// their tool tips (the long toggle was cut at both ends), and the verdict on a move is in view.
void TestSmallScreen::algorithmButtonsAndVerdictInSight()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    showOnScreen(window);
    window.findChild<QAction *>(QStringLiteral("constructAction"))->trigger();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    auto *scroll = window.findChild<QScrollArea *>(QStringLiteral("constructScroll"));
    auto *panel = window.findChild<ConstructPanel *>(QStringLiteral("constructPanel"));
    QVERIFY(scroll && panel && scroll->isVisible());
    QWidget *view = scroll->viewport();
    const QList<ElidingToolButton *> buttons = panel->findChildren<ElidingToolButton *>();
    int checked = 0;
    for (const ElidingToolButton *button : buttons) {
        if (!button->isVisible())
            continue;
        ++checked;
        const QRect at = placeIn(button, view);
        QVERIFY2(at.left() >= 0 && at.right() <= view->rect().right(),
            qPrintable(language + QStringLiteral(": ") + described(button, view)));
        QVERIFY2(readsInFullOrTells(button),
            qPrintable(QStringLiteral("\"%1\" shown as \"%2\", tool tip \"%3\"")
                           .arg(button->text(), button->shownText(), button->fullToolTip())));
    }
    QVERIFY(checked >= 8); // the toggle, Hint and the moves

    // The moves are enabled once the build's first steps are there to decide.
    QToolButton *move = nullptr;
    QTRY_VERIFY([&] {
        for (int index = 0; !move && panel->moveButton(index); ++index) {
            if (panel->moveButton(index)->isEnabled())
                move = panel->moveButton(index);
        }
        return move != nullptr;
    }());
    QTest::mouseClick(move, Qt::LeftButton);
    auto *verdict = panel->findChild<QLabel *>(QStringLiteral("constructVerdict"));
    QTRY_VERIFY(verdict->isVisible() && !panel->verdictText().isEmpty());
    // The panel scrolls the verdict into view once it is laid out.
    QTRY_VERIFY2(view->rect().contains(placeIn(verdict, view)),
        qPrintable(language + QStringLiteral(": ") + described(verdict, view)));
    window.findChild<QAction *>(QStringLiteral("constructAction"))->trigger();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

// The Experiments dock opened in a low window: Run in view at once.
void TestSmallScreen::experimentRunInSight()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    MainWindow window;
    showOnScreen(window);
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    dock->show();
    dock->raise();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    auto *scroll = dock->findChild<QScrollArea *>(QStringLiteral("experimentScroll"));
    auto *run = dock->findChild<QPushButton *>(QStringLiteral("experimentRun"));
    QVERIFY(scroll && run && run->isVisible());
    QWidget *view = scroll->viewport();
    QVERIFY2(view->rect().contains(placeIn(run, view)),
        qPrintable(language + QStringLiteral(": ") + described(run, view)));
    QVERIFY2(readsInFull(run), qPrintable(run->text()));
    QVERIFY(window.rect().contains(QRect(dock->mapTo(&window, QPoint()), dock->size())));
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

// The dungeon's Tile Set editor and Tile Inspector: each half-door's name apart from the
// others ("UL UR", not "UUR") and inside its drawing.
void TestSmallScreen::doorLabelsApart()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    MainWindow window;
    showOnScreen(window);
    window.findChild<QAction *>(QStringLiteral("dungeonModeAction"))->trigger();
    window.findChild<QDockWidget *>(QStringLiteral("tileSetDock"))->raise();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    int drawings = 0;
    for (const TileDrawing *drawing : window.findChildren<TileDrawing *>()) {
        if (!drawing->isVisible())
            continue;
        ++drawings;
        for (int bit = 0; bit < 8; ++bit) {
            const QRect label = drawing->labelRect(bit);
            QVERIFY2(drawing->rect().contains(label),
                qPrintable(QStringLiteral("%1: half-door %2 outside %3 x %4")
                               .arg(drawing->objectName())
                               .arg(bit)
                               .arg(drawing->width())
                               .arg(drawing->height())));
            for (int other = bit + 1; other < 8; ++other)
                QVERIFY2(!label.intersects(drawing->labelRect(other)),
                    qPrintable(QStringLiteral("%1 (%2 x %3): half-doors %4 and %5 overlap")
                                   .arg(drawing->objectName())
                                   .arg(drawing->width())
                                   .arg(drawing->height())
                                   .arg(bit)
                                   .arg(other)));
        }
    }
    QVERIFY(drawings >= 2); // the editor and the inspector
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestSmallScreen::templateNamesReadInFull_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : {"en", "pl", "ar"}) {
        QTest::addRow("%s-1024x700", language) << QString::fromLatin1(language) << QSize();
        // As the window first opens on a 1600 x 1000 screen.
        QTest::addRow("%s-1400x900", language) << QString::fromLatin1(language) << QSize(1400, 900);
    }
}

// The Tile Set's templates: each name whole ("big ro" said nothing), in the list's view.
void TestSmallScreen::templateNamesReadInFull()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    LanguageManager::instance()->setLanguage(language);
    MainWindow window;
    showOnScreen(window);
    if (size.isValid()) {
        window.resize(size);
        QCoreApplication::processEvents();
    }
    window.findChild<QAction *>(QStringLiteral("dungeonModeAction"))->trigger();
    window.findChild<QDockWidget *>(QStringLiteral("tileSetDock"))->raise();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    auto *list = window.findChild<QListWidget *>(QStringLiteral("templateList"));
    QVERIFY(list && list->isVisible());
    QVERIFY(list->count() >= 3);
    for (int row = 0; row < list->count(); ++row) {
        const QModelIndex index = list->model()->index(row, 0);
        const QRect item = list->visualRect(index);
        const QString name = index.data().toString();
        const int text = list->fontMetrics().horizontalAdvance(name);
        QVERIFY2(item.left() >= 0 && item.right() <= list->viewport()->rect().right()
                && text <= item.width() - 4,
            qPrintable(QStringLiteral("%1: \"%2\" (%3 px) in %4 px of a %5 px list")
                           .arg(language, name)
                           .arg(text)
                           .arg(item.width())
                           .arg(list->viewport()->width())));
    }
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestSmallScreen::docksWriteTheLanguagesDigits_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("pl") << QStringLiteral("pl");
    QTest::newRow("ar") << QStringLiteral("ar");
}

// One kind of digits, the language's, in the Experiments dock (its progress and its chart's
// axes), the GIF dialog, the Tile Set and Compare's tiles: Arabic-Indic in Arabic, ASCII in Polish.
void TestSmallScreen::docksWriteTheLanguagesDigits()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language);
    const bool arabic = language == QLatin1String("ar");
    const auto oneKind = [arabic](const QString &text) {
        static const QRegularExpression ascii(QStringLiteral("[0-9]"));
        static const QRegularExpression indic(QStringLiteral("[\\x{0660}-\\x{0669}]"));
        QVERIFY2(arabic ? text.contains(indic) && !text.contains(ascii)
                        : text.contains(ascii) && !text.contains(indic),
            qPrintable(text));
    };
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    ExperimentSettings sweep;
    sweep.from = 0;
    sweep.to = 10;
    sweep.step = 5;
    sweep.runs = 2;
    window.document()->setExperiment(sweep);
    showOnScreen(window);
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    dock->show();
    QSignalSpy swept(dock->runner(), &ExperimentRunner::finished);
    dock->panel()->findChild<QPushButton *>(QStringLiteral("experimentRun"))->click();
    QVERIFY(swept.wait(60000));
    oneKind(dock->panel()->findChild<QLabel *>(QStringLiteral("experimentStatus"))->text());
    const QList<QChartView *> charts = dock->panel()->chart()->findChildren<QChartView *>();
    QVERIFY(!charts.isEmpty());
    for (const QChartView *view : charts) {
        QVERIFY(view->chart()->localizeNumbers());
        QCOMPARE(view->chart()->locale().zeroDigit(), QLocale().zeroDigit());
    }
    QCOMPARE(QLocale().zeroDigit(), arabic ? QChar(0x0660) : QLatin1Char('0'));

    // The GIF dialog's length of the build on screen.
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    QTRY_VERIFY_WITH_TIMEOUT(
        ocean->stepCount() > 0 && ocean->step(ocean->stepCount() - 1).kind >= IslandStep::AllDone,
        20000);
    const std::unique_ptr<MapFrames> frames
        = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"))->frames();
    GifExportDialog gif(*frames);
    oneKind(gif.findChild<QLabel *>(QStringLiteral("gifSummaryLabel"))->text());

    window.findChild<QAction *>(QStringLiteral("dungeonModeAction"))->trigger();
    oneKind(window.findChild<QPushButton *>(QStringLiteral("addTemplateButton"))->toolTip());
    // Compare's count of the second side's tiles.
    window.findChild<QAction *>(QStringLiteral("compareAction"))->trigger();
    auto *tiles = window.findChild<QPushButton *>(QStringLiteral("compareTiles"));
    QTRY_VERIFY(tiles->isVisible());
    oneKind(tiles->text());
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

int main(int argc, char *argv[])
{
    return runOnScreen<TestSmallScreen>(QSize(1024, 700), argc, argv);
}

#include "tst_smallscreen.moc"
