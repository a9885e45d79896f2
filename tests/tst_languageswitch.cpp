// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "constructpanel.h"
#include "dungeonmodel.h"
#include "languagemanager.h"
#include "languagemenu.h"
#include "lessonsession.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "scenario.h"
#include "scenariodocument.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTranslator>
#include <QtTest>

#include "settingskeys.h"

// A lecturer switches the language in front of the class: every menu, dock, control,
// the lesson and the lines already in the recursion log change at once, and back.
class TestLanguageSwitch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void shipsEveryLanguage();
    void unshippedSystemLanguageReadsEnglishPlurals();
    void defaultTileNamesFollowTheLanguage();
    void hintNamesTheTileInTheLanguage();
    void switchesEverythingAndBack();
    void menuSwitchesAndIsRemembered();
    void germanControlsAreNotClipped();
    void everyVisibleTextGoesThroughTr();
    void menuMnemonicsDoNotClash();
    void windowMnemonicsDoNotClash();
    void keyNamesFromTheWorkbench();
    void docksShowWholeTitlesOrToolTips_data();
    void docksShowWholeTitlesOrToolTips();

private:
    struct Texts
    {
        QString fileMenu, controlsDock, islandsBox, startButton, lesson, firstLogLine, status;
        bool operator==(const Texts &o) const
        {
            return fileMenu == o.fileMenu && controlsDock == o.controlsDock
                && islandsBox == o.islandsBox && startButton == o.startButton && lesson == o.lesson
                && firstLogLine == o.firstLogLine;
        }
    };
    static Texts texts(MainWindow &window);
    static void buildSomething(MainWindow &window);
    static void switchTo(const QString &language);
    static void settle();

    QTemporaryDir m_settingsDir;
};

void TestLanguageSwitch::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_languageswitch"));
}

void TestLanguageSwitch::init()
{
    QSettings().clear();
    switchTo(QStringLiteral("en"));
}

void TestLanguageSwitch::switchTo(const QString &language)
{
    LanguageManager::instance()->setLanguage(language);
    settle();
}

void TestLanguageSwitch::settle()
{
    // LanguageChange reaches the windows as posted events; what the widgets do after them
    // (the controls' width, the statistics' and inspector's refresh) follows on zero timers,
    // which are posted events too. A marker posted behind those runs after all of them.
    QCoreApplication::sendPostedEvents();
    bool done = false;
    QMetaObject::invokeMethod(
        qApp, [&done] { done = true; }, Qt::QueuedConnection);
    QTRY_VERIFY(done);
}

TestLanguageSwitch::Texts TestLanguageSwitch::texts(MainWindow &window)
{
    Texts t;
    t.fileMenu = window.menuBar()->actions().first()->text();
    t.controlsDock = window.findChild<QDockWidget *>(QStringLiteral("controlsDock"))->windowTitle();
    QWidget *controls = window.findChild<QWidget *>(QStringLiteral("controlsPanel"));
    t.islandsBox = controls->findChildren<QGroupBox *>().first()->title();
    t.startButton = controls->findChild<QAbstractButton *>(QStringLiteral("startButton"))->text();
    t.lesson = window.findChild<QWidget *>(QStringLiteral("lessonPanel"))
                   ->findChild<QTextBrowser *>()
                   ->toPlainText();
    auto *log = window.findChild<LogModel *>(QStringLiteral("logModel"));
    t.firstLogLine = log->rowCount() > 0 ? log->index(0).data().toString() : QString();
    return t;
}

void TestLanguageSwitch::buildSomething(MainWindow &window)
{
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    auto *log = window.findChild<LogModel *>(QStringLiteral("logModel"));
    QTRY_VERIFY_WITH_TIMEOUT(log->rowCount() > 5, 10000);
}

void TestLanguageSwitch::unshippedSystemLanguageReadsEnglishPlurals()
{
    // main() below makes the system Italian, which is not shipped: the workbench shows its
    // English source text, and "%Ln step(s)" must still read as English.
    QCOMPARE(QLocale::system().language(), QLocale::Italian);
    switchTo(QString());
    QCOMPARE(QCoreApplication::translate("IslandLesson", "%Ln step(s)", nullptr, 57),
        QStringLiteral("57 steps"));
    QCOMPARE(QCoreApplication::translate("IslandLesson", "%Ln step(s)", nullptr, 1),
        QStringLiteral("1 step"));
}

void TestLanguageSwitch::defaultTileNamesFollowTheLanguage()
{
    // The default tile set's names are the program's words; a lecturer's own are data.
    const DungeonTile bigRoom {QStringLiteral("big room"), 0xFF};
    const DungeonTile own {QStringLiteral("Thronsaal"), 0xFF};
    switchTo(QStringLiteral("de"));
    QCOMPARE(bigRoom.displayName(), QStringLiteral("großer Raum"));
    QCOMPARE(own.displayName(), QStringLiteral("Thronsaal"));
    switchTo(QStringLiteral("es"));
    QCOMPARE(bigRoom.displayName(), QStringLiteral("sala grande"));
    switchTo(QStringLiteral("en"));
    QCOMPARE(bigRoom.displayName(), QStringLiteral("big room"));
}

void TestLanguageSwitch::hintNamesTheTileInTheLanguage()
{
    // You Are the Algorithm's hint names the default tile in the student's language
    // ("Gang"), not by the tile set's English key ("hall").
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("dungeonModeAction"))->trigger();
    switchTo(QStringLiteral("de"));
    window.findChild<QAction *>(QStringLiteral("constructAction"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isBuilding(), 10000);
    auto *model = window.findChild<DungeonModel *>(QStringLiteral("dungeonModel"));
    int place = model->position();
    while (place < model->stepCount() && model->step(place).kind != DungeonStep::Place)
        ++place;
    QVERIFY(place < model->stepCount());
    const int tile = model->step(place).templateIndex();
    QVERIFY(tile >= 0 && tile < 3);
    window.findChild<QAction *>(QStringLiteral("constructHintAction"))->trigger();
    const QString verdict
        = window.findChild<ConstructPanel *>(QStringLiteral("constructPanel"))->verdictText();
    switchTo(QStringLiteral("en"));
    const QString german[]
        = {QStringLiteral("großer Raum"), QStringLiteral("kleiner Raum"), QStringLiteral("Gang")};
    const QString english[]
        = {QStringLiteral("big room"), QStringLiteral("small room"), QStringLiteral("hall")};
    QVERIFY2(
        verdict.contains(german[tile]) && !verdict.contains(english[tile]), qPrintable(verdict));
}

void TestLanguageSwitch::shipsEveryLanguage()
{
    QCOMPARE(LanguageManager::instance()->availableLanguages(),
        QStringList({QStringLiteral("ar"), QStringLiteral("de"), QStringLiteral("es"),
            QStringLiteral("fr"), QStringLiteral("pl")}));
    MainWindow window;
    auto *menu = window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    // Each language in its own words, whatever the language shown.
    QCOMPARE(menu->actionFor(QStringLiteral("de"))->text(), QStringLiteral("Deutsch"));
    QCOMPARE(menu->actionFor(QStringLiteral("es"))->text(), QStringLiteral("Español"));
    QCOMPARE(menu->actionFor(QStringLiteral("fr"))->text(), QStringLiteral("Français"));
    QCOMPARE(menu->actionFor(QStringLiteral("pl"))->text(), QStringLiteral("Polski"));
    QCOMPARE(menu->actionFor(QStringLiteral("ar"))->text(), QStringLiteral("العربية"));
    QCOMPARE(menu->actionFor(QStringLiteral("en"))->text(), QStringLiteral("English"));
    QVERIFY(menu->actionFor(QString()));
}

void TestLanguageSwitch::switchesEverythingAndBack()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    buildSomething(window);
    const Texts english = texts(window);
    QCOMPARE(english.fileMenu, QStringLiteral("&File"));
    QCOMPARE(english.controlsDock, QStringLiteral("Controls"));
    QCOMPARE(english.islandsBox, QStringLiteral("Islands"));
    QCOMPARE(english.startButton, QStringLiteral("&Start"));
    const QString englishUndo = window.findChild<QAction *>(QStringLiteral("undoAction"))->text();
    QVERIFY(english.lesson.contains(QLatin1String("What the colours tell you")));
    QVERIFY2(english.firstLogLine.startsWith(QLatin1String(">> Island 1 seed at (")),
        qPrintable(english.firstLogLine));

    switchTo(QStringLiteral("de"));
    const Texts german = texts(window);
    QCOMPARE(german.fileMenu, QStringLiteral("&Datei"));
    QCOMPARE(german.controlsDock, QStringLiteral("Steuerung"));
    QCOMPARE(german.islandsBox, QStringLiteral("Inseln"));
    QCOMPARE(german.startButton, QStringLiteral("S&tarten"));
    QVERIFY(german.lesson.contains(QLatin1String("Was die Farben bedeuten")));
    // The lesson quotes the log's own German lines.
    QVERIFY(german.lesson.contains(QStringLiteral("X ZURÜCK (3, 15)")));
    // The lines already in the log, too: it keeps steps, not text.
    QVERIFY2(german.firstLogLine.startsWith(QLatin1String(">> Insel 1: Keimzelle bei (")),
        qPrintable(german.firstLogLine));
    // Qt's own strings too (qtbase_de.qm), such as the undo stack's.
    QCOMPARE(window.findChild<QAction *>(QStringLiteral("undoAction"))->text(),
        QStringLiteral("Rückgängig"));
    // Numbers follow the language: 150.000 in German.
    QVERIFY(german.lesson.contains(QLatin1String("150.000")));

    switchTo(QStringLiteral("en"));
    QVERIFY(texts(window) == english);
    QCOMPARE(window.findChild<QAction *>(QStringLiteral("undoAction"))->text(), englishUndo);
}

void TestLanguageSwitch::menuSwitchesAndIsRemembered()
{
    MainWindow window;
    auto *menu = window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"));
    QVERIFY(menu->actionFor(QStringLiteral("en"))->isChecked());
    menu->actionFor(QStringLiteral("es"))->trigger();
    QCoreApplication::sendPostedEvents();
    QCOMPARE(LanguageManager::instance()->language(), QStringLiteral("es"));
    QCOMPARE(QSettings().value(SettingsKeys::Language).toString(), QStringLiteral("es"));
    QVERIFY(menu->actionFor(QStringLiteral("es"))->isChecked());
    QCOMPARE(menu->title(), QStringLiteral("&Idioma"));
    QCOMPARE(window.findChild<QDockWidget *>(QStringLiteral("lessonDock"))->windowTitle(),
        QStringLiteral("Lección"));

    // The next start applies the remembered language before any window is built.
    switchTo(QStringLiteral("en"));
    QSettings().setValue(SettingsKeys::Language, QStringLiteral("de"));
    LanguageManager::instance()->applySavedLanguage();
    QCoreApplication::sendPostedEvents();
    MainWindow next;
    QCOMPARE(next.findChild<QDockWidget *>(QStringLiteral("recursionLogDock"))->windowTitle(),
        QStringLiteral("Rekursionsprotokoll"));
    QVERIFY(next.findChild<LanguageMenu *>(QStringLiteral("languageMenu"))
                ->actionFor(QStringLiteral("de"))
                ->isChecked());

    menu->actionFor(QString())->trigger();
    QCOMPARE(LanguageManager::instance()->language(), QString());
    QCOMPARE(QSettings().value(SettingsKeys::Language).toString(), QString());
}

void TestLanguageSwitch::germanControlsAreNotClipped()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (const QString &language :
        {QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("en")}) {
        switchTo(language);
        QWidget *controls = window.findChild<QWidget *>(QStringLiteral("controlsPanel"));
        QTRY_VERIFY(controls->width() >= controls->sizeHint().width());
        const QList<QAbstractButton *> buttons = controls->findChildren<QAbstractButton *>();
        for (QAbstractButton *button : buttons) {
            if (button->isVisible())
                QVERIFY2(button->width() >= button->sizeHint().width(),
                    qPrintable(language + QLatin1Char(' ') + button->text()));
        }
        const QList<QGroupBox *> boxes = controls->findChildren<QGroupBox *>();
        for (QGroupBox *box : boxes) {
            if (box->isVisible())
                QVERIFY2(box->width() >= box->minimumSizeHint().width(),
                    qPrintable(language + QLatin1Char(' ') + box->title()));
        }
    }
}

namespace {

// Marks every string it is asked for, so that a text without the mark never went through tr().
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        return QStringLiteral("‹") + QString::fromUtf8(sourceText) + QStringLiteral("›");
    }
    bool isEmpty() const override { return false; }
};

bool hasWords(const QString &text)
{
    int letters = 0;
    for (const QChar ch : text)
        letters += ch.isLetter() ? 1 : 0;
    return letters >= 2;
}

} // namespace

void TestLanguageSwitch::everyVisibleTextGoesThroughTr()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    buildSomething(window);
    MarkingTranslator marker;
    QCoreApplication::installTranslator(&marker);
    settle();

    QStringList escaped;
    auto check = [&escaped](const QString &what, const QString &text) {
        if (hasWords(text) && !text.contains(QStringLiteral("‹")))
            escaped << what + QStringLiteral(": ") + text;
    };
    auto *languageMenu = window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"));
    const QList<QMenu *> menus = window.findChildren<QMenu *>();
    for (QMenu *menu : menus) {
        check(QStringLiteral("menu"), menu->title());
        const QList<QAction *> actions = menu->actions();
        for (QAction *action : actions) {
            // Language names are deliberately in their own language; recent files are names.
            if (menu == languageMenu && !action->data().toString().isEmpty())
                continue;
            if (action->menu())
                continue;
            check(QStringLiteral("action"), action->text());
        }
    }
    const QList<QWidget *> widgets = window.findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (!widget->isVisibleTo(&window))
            continue;
        check(
            QStringLiteral("tooltip of ") + QString::fromLatin1(widget->metaObject()->className()),
            widget->toolTip());
        if (auto *dock = qobject_cast<QDockWidget *>(widget))
            check(QStringLiteral("dock"), dock->windowTitle());
        else if (auto *label = qobject_cast<QLabel *>(widget))
            check(QStringLiteral("label"), label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            check(QStringLiteral("button"), button->text());
        else if (auto *box = qobject_cast<QGroupBox *>(widget))
            check(QStringLiteral("group box"), box->title());
        else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                check(QStringLiteral("combo box item"), combo->itemText(i));
        } else if (auto *browser = qobject_cast<QTextBrowser *>(widget)) {
            check(QStringLiteral("lesson"), browser->toPlainText().left(200));
        }
    }
    auto *log = window.findChild<LogModel *>(QStringLiteral("logModel"));
    for (int row = 0; row < std::min(log->rowCount(), 20); ++row) {
        check(QStringLiteral("log line"), log->index(row).data().toString());
        check(QStringLiteral("log tooltip"), log->index(row).data(Qt::ToolTipRole).toString());
    }
    QCoreApplication::removeTranslator(&marker);
    QVERIFY2(escaped.isEmpty(), qPrintable(escaped.join(QLatin1Char('\n'))));
}

namespace {

// QTabBar's own measure of a tab with its whole text.
class TabBarSizes : public QTabBar
{
public:
    using QTabBar::tabSizeHint;
};

// The width tab `index` of `bar` asks for with its whole text: a tab bar of the same style,
// font and shape that holds only that tab measures it.
int wholeTabWidth(const QTabBar *bar, int index)
{
    TabBarSizes measure;
    measure.setStyle(bar->style());
    measure.setFont(bar->font());
    measure.setShape(bar->shape());
    measure.setDocumentMode(bar->documentMode());
    measure.setIconSize(bar->iconSize());
    measure.addTab(bar->tabIcon(index), bar->tabText(index));
    return measure.tabSizeHint(0).width();
}

} // namespace

void TestLanguageSwitch::docksShowWholeTitlesOrToolTips_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("whole"); // every tab's whole title
    QTest::newRow("1600 x 1000") << QSize(1600, 1000) << true;
    QTest::newRow("1024 x 700") << QSize(1024, 700) << false;
}

// In a window of `size`, in every language and both lessons: a dock tab whose title is
// cut off, a label narrower than its text and a combo box that elides its choice each
// have a tool tip with the whole text; in a large window, no tab's title is cut.
void TestLanguageSwitch::docksShowWholeTitlesOrToolTips()
{
    QFETCH(QSize, size);
    QFETCH(bool, whole);
    MainWindow window;
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList cut;
    auto checkDocks = [&window, &cut] {
        const QString language = LanguageManager::instance()->language();
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            if (!dock->isVisible() || dock->visibleRegion().isEmpty())
                continue;
            for (QLabel *label : dock->findChildren<QLabel *>()) {
                if (label->isVisible() && !label->text().isEmpty()
                    && label->width() < label->minimumSizeHint().width()
                    && !label->toolTip().contains(label->text()))
                    cut.append(QStringLiteral("%1, %2: the label \"%3\"")
                                   .arg(language, dock->objectName(), label->text()));
            }
            for (QComboBox *combo : dock->findChildren<QComboBox *>()) {
                if (!combo->isVisible())
                    continue;
                QStyleOptionComboBox option;
                option.initFrom(combo);
                option.editable = combo->isEditable();
                const int room = combo->style()
                                     ->subControlRect(QStyle::CC_ComboBox, &option,
                                         QStyle::SC_ComboBoxEditField, combo)
                                     .width();
                const QString text = combo->currentText();
                if (combo->fontMetrics().horizontalAdvance(text) > room
                    && !combo->toolTip().contains(text))
                    cut.append(QStringLiteral("%1, %2: the choice \"%3\"")
                                   .arg(language, dock->objectName(), text));
            }
        }
    };
    for (const QString &language :
        {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr"),
            QStringLiteral("pl"), QStringLiteral("ar")}) {
        switchTo(language);
        for (const MapMode mode : {MapMode::Island, MapMode::Dungeon}) {
            window.document()->setMode(mode);
            settle();
            QCoreApplication::processEvents();
            const QList<QTabBar *> bars
                = window.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly);
            for (QTabBar *bar : bars) {
                if (!bar->isVisible())
                    continue;
                for (int i = 0; i < bar->count(); ++i) {
                    const int wanted = wholeTabWidth(bar, i);
                    const bool elided = bar->tabRect(i).width() < wanted;
                    if (elided && (whole || bar->tabToolTip(i) != bar->tabText(i)))
                        cut.append(QStringLiteral("%1: the tab \"%2\" (%3 of %4 px)%5")
                                       .arg(language, bar->tabText(i))
                                       .arg(bar->tabRect(i).width())
                                       .arg(wanted)
                                       .arg(whole ? QString() : QStringLiteral(", no tool tip")));
                }
            }
            // Each dock in front in turn (a dock behind another's tab is laid out off screen).
            for (QTabBar *bar : bars) {
                for (int tab = 0; bar->isVisible() && tab < bar->count(); ++tab) {
                    bar->setCurrentIndex(tab);
                    QCoreApplication::processEvents();
                    checkDocks();
                }
            }
        }
    }
    cut.removeDuplicates();
    for (const QString &each : std::as_const(cut))
        qInfo().noquote() << each;
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

// Alt+letter in an open menu must reach one item: two items with one letter (German
// "&Vergrößern" and "&Vergleichen" in View) make the key only cycle between them.
void TestLanguageSwitch::menuMnemonicsDoNotClash()
{
    MainWindow window;
    QStringList clashes;
    for (const QString &language :
        {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr"),
            QStringLiteral("pl"), QStringLiteral("ar")}) {
        switchTo(language);
        const QList<QAction *> menus = window.menuBar()->actions();
        for (QAction *menuAction : menus) {
            if (!menuAction->menu())
                continue;
            emit menuAction->menu()->aboutToShow(); // menus that fill themselves when opened
            QHash<QChar, QString> taken;
            const QList<QAction *> items = menuAction->menu()->actions();
            for (QAction *item : items) {
                const QString text = item->menu() ? item->menu()->title() : item->text();
                const QKeySequence mnemonic = QKeySequence::mnemonic(text);
                if (mnemonic.isEmpty() || item->isSeparator() || !item->isVisible())
                    continue;
                const QChar key = mnemonic.toString().back().toLower();
                if (taken.contains(key))
                    clashes.append(QStringLiteral("%1, %2: \"%3\" and \"%4\"")
                                       .arg(language, menuAction->text(), taken.value(key), text));
                taken.insert(key, text);
            }
        }
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

// Alt+letter on the window: a menu's title and the labels and buttons of the docks share
// one set of keys, and where a dock's widget has the letter of a menu, Alt+letter is
// ambiguous and opens no menu ("Co&lumns:" took Alt+L from the Language menu); two
// controls of one dock with one letter make the key only cycle between them.
void TestLanguageSwitch::windowMnemonicsDoNotClash()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList clashes;
    auto mnemonicOf = [](const QString &text) {
        const QKeySequence mnemonic = QKeySequence::mnemonic(text);
        return mnemonic.isEmpty() ? QChar() : mnemonic.toString().back().toLower();
    };
    for (const QString &language :
        {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr"),
            QStringLiteral("pl"), QStringLiteral("ar")}) {
        switchTo(language);
        for (const MapMode mode : {MapMode::Island, MapMode::Dungeon}) {
            window.document()->setMode(mode);
            QCoreApplication::processEvents();
            QHash<QChar, QString> menus;
            for (QAction *menuAction : window.menuBar()->actions()) {
                const QChar key = mnemonicOf(menuAction->text());
                if (key.isNull())
                    continue;
                if (menus.contains(key))
                    clashes.append(QStringLiteral("%1, menu bar: \"%2\" and \"%3\"")
                                       .arg(language, menus.value(key), menuAction->text()));
                menus.insert(key, menuAction->text());
            }
            // Every dock of the lesson, also those behind another's tab: raised, it has them.
            for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
                if (!dock->toggleViewAction()->isVisible())
                    continue;
                QHash<QChar, QString> inDock;
                for (QWidget *widget : dock->findChildren<QWidget *>()) {
                    QString text;
                    if (auto *button = qobject_cast<QAbstractButton *>(widget))
                        text = button->text();
                    else if (auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
                        text = label->text();
                    const QChar key = mnemonicOf(text);
                    if (key.isNull() || !widget->isVisibleTo(dock) || !widget->isEnabled())
                        continue;
                    QString clash;
                    if (menus.contains(key))
                        clash = QStringLiteral("%1, %2: \"%3\" and the menu \"%4\"")
                                    .arg(language, dock->objectName(), text, menus.value(key));
                    else if (inDock.contains(key))
                        clash = QStringLiteral("%1, %2: \"%3\" and \"%4\"")
                                    .arg(language, dock->objectName(), inDock.value(key), text);
                    if (!clash.isEmpty() && !clashes.contains(clash))
                        clashes.append(clash);
                    inDock.insert(key, text);
                }
            }
        }
    }
    for (const QString &clash : std::as_const(clashes))
        qInfo().noquote() << clash; // all of them: the failure message is cut short
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));

    // Alt+L opens the Language menu, in English as the Controls' "Colu&mns:" no longer takes it.
    switchTo(QStringLiteral("en"));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_L, Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<LanguageMenu *>(QApplication::activePopupWidget()));
    QApplication::activePopupWidget()->close();
}

// The playback keys as the Build menu names them: Qt's Polish catalogue calls Home
// "Katalog domowy" (a home folder) and its Arabic one leaves Space in English.
void TestLanguageSwitch::keyNamesFromTheWorkbench()
{
    MainWindow window;
    auto shown = [&window](const char *action) {
        return window.findChild<QAction *>(QString::fromLatin1(action))
            ->shortcut()
            .toString(QKeySequence::NativeText);
    };
    switchTo(QStringLiteral("pl"));
    QCOMPARE(shown("toStartAction"), QStringLiteral("Home"));
    QCOMPARE(shown("toEndAction"), QStringLiteral("End"));
    QCOMPARE(shown("playAction"), QStringLiteral("Spacja"));
    QCOMPARE(shown("stepBackAction"), QStringLiteral("Lewo"));
    switchTo(QStringLiteral("ar"));
    QCOMPARE(shown("playAction"), QStringLiteral("مسافة"));
    QCOMPARE(shown("stepForwardAction"), QStringLiteral("اليمين"));
    switchTo(QStringLiteral("en"));
    QCOMPARE(shown("toStartAction"), QStringLiteral("Home"));
    QCOMPARE(shown("playAction"), QStringLiteral("Space"));
}

int main(int argc, char *argv[])
{
    // A system language the workbench does not ship, read by QLocale::system() at start.
    qputenv("LC_ALL", "it_IT.UTF-8");
    qputenv("LANG", "it_IT.UTF-8");
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    TestLanguageSwitch test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_languageswitch.moc"
