// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerkey.h"
#include "callstackview.h"
#include "cellcoordinates.h"
#include "islandmodel.h"
#include "islandstep.h"
#include "languagemanager.h"
#include "lessonpanel.h"
#include "lessonsession.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "mapview.h"
#include "mnemonicstyle.h"
#include "playbackcontroller.h"
#include "questioncoach.h"
#include "questionpanel.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAbstractButton>
#include <QAbstractTextDocumentLayout>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QtTest>

// Arabic is written right to left: the whole window mirrors (docks, tool bars, text), but
// the map is geometry, not text, and stays as it is: row 0, column 0 top left. Switching
// to Arabic and back at runtime mirrors and un-mirrors without a restart.
class TestRtl : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void coordinatesAreIsolatedInRightToLeftTextOnly();
    void windowMirrorsAndBack();
    void startsMirroredAndKeepsTheLayout();
    void mapIsNotMirrored();
    void logKeepsCoordinatesReadable();
    void scenarioNotesKeepTheirDirection();
    void arabicControlsAreNotClipped();
    void arabicMnemonicsKeepWordsJoined();
    void questionsSpeakTheLanguage_data();
    void questionsSpeakTheLanguage();

private:
    static void switchTo(const QString &language);
    static QRect globalRect(const QWidget *widget);
    // The map's painted rectangle in the view's viewport, found on the screen's pixels: the
    // view paints its background outside the map.
    static QRect paintedMap(MapView *view);

    QTemporaryDir m_settingsDir;
};

namespace {
const QChar Lri(0x2066);
const QChar Pdi(0x2069);

// The kinds of digits in `text`: ASCII, Arabic-Indic (U+0660..U+0669).
struct Digits
{
    bool ascii = false;
    bool arabicIndic = false;
};
Digits digitsIn(const QString &text)
{
    Digits digits;
    for (const QChar c : text) {
        digits.ascii |= c >= QLatin1Char('0') && c <= QLatin1Char('9');
        digits.arabicIndic |= c.unicode() >= 0x0660 && c.unicode() <= 0x0669;
    }
    return digits;
}

// `text` with its ASCII digits written as Arabic-Indic ones.
QString arabicIndic(QString text)
{
    for (QChar &c : text) {
        if (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            c = QChar(0x0660 + c.unicode() - '0');
    }
    return text;
}
} // namespace

void TestRtl::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_rtl"));
}

void TestRtl::init()
{
    QSettings().clear();
    switchTo(QStringLiteral("en"));
}

void TestRtl::switchTo(const QString &language)
{
    LanguageManager::instance()->setLanguage(language);
    // LanguageChange and the layout-direction change reach the widgets as posted events, and
    // the layouts they invalidate are redone by posted LayoutRequests: a marker posted
    // behind them runs after all of them.
    QCoreApplication::sendPostedEvents();
    bool done = false;
    QMetaObject::invokeMethod(
        qApp, [&done] { done = true; }, Qt::QueuedConnection);
    QTRY_VERIFY(done);
}

QRect TestRtl::globalRect(const QWidget *widget)
{
    return QRect(widget->mapToGlobal(QPoint(0, 0)), widget->size());
}

QRect TestRtl::paintedMap(MapView *view)
{
    const QImage image = view->viewport()->grab().toImage();
    const QRgb background = view->palette().color(QPalette::Dark).rgb();
    QRect map;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (image.pixel(x, y) != background)
                map |= QRect(x, y, 1, 1);
        }
    }
    return map;
}

void TestRtl::coordinatesAreIsolatedInRightToLeftTextOnly()
{
    const QString line = QStringLiteral("X تراجع (3, 15)، ثم (4,16) و(5، 17)");
    QCOMPARE(CellCoordinates::isolated(line, true),
        QStringLiteral("X تراجع ") + Lri + QStringLiteral("(3, 15)") + Pdi + QStringLiteral("، ثم ")
            + Lri + QStringLiteral("(4,16)") + Pdi + QStringLiteral(" و") + Lri
            + QStringLiteral("(5، 17)") + Pdi);
    // Twice is once: text that quotes an isolated log line is not wrapped again.
    QCOMPARE(CellCoordinates::isolated(CellCoordinates::isolated(line, true), true),
        CellCoordinates::isolated(line, true));
    // Left-to-right text has no need of them, and a rule number is no cell.
    QCOMPARE(CellCoordinates::isolated(QStringLiteral("> ADD (3, 15)"), false),
        QStringLiteral("> ADD (3, 15)"));
    QCOMPARE(
        CellCoordinates::isolated(QStringLiteral("(rule 6b)"), true), QStringLiteral("(rule 6b)"));
    // A call reads as in the code, its name before its arguments, in either kind of digits;
    // after a name, a left-to-right mark keeps two Arabic-Indic numbers from swapping sides.
    QCOMPARE(CellCoordinates::isolated(QStringLiteral("٠. grow(١, ٢٩): الجزيرة ١"), true),
        QStringLiteral("٠. ") + Lri + QStringLiteral("grow(١, ") + QChar(0x200E)
            + QStringLiteral("٢٩)") + Pdi + QStringLiteral(": الجزيرة ١"));
    QCOMPARE(CellCoordinates::isolated(
                 CellCoordinates::isolated(QStringLiteral("grow(1, 29)"), true), true),
        Lri + QStringLiteral("grow(1, 29)") + Pdi);
}

void TestRtl::windowMirrorsAndBack()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *controls = window.findChild<QDockWidget *>(QStringLiteral("controlsDock"));
    auto *map = window.findChild<MapView *>(QStringLiteral("islandView"));
    QVERIFY(controls && map);
    QCOMPARE(window.layoutDirection(), Qt::LeftToRight);
    QTRY_VERIFY(globalRect(controls).right() < globalRect(map).left());

    switchTo(QStringLiteral("ar"));
    QCOMPARE(QGuiApplication::layoutDirection(), Qt::RightToLeft);
    QCOMPARE(window.layoutDirection(), Qt::RightToLeft);
    QCOMPARE(controls->widget()->layoutDirection(), Qt::RightToLeft);
    // The Controls dock sits on the map's right, where Arabic readers begin.
    QTRY_VERIFY2(globalRect(controls).left() > globalRect(map).right(),
        qPrintable(QStringLiteral("controls %1, map %2")
                       .arg(globalRect(controls).left())
                       .arg(globalRect(map).right())));
    // The map and the playback bar stay left to right.
    QCOMPARE(map->layoutDirection(), Qt::LeftToRight);
    QCOMPARE(window.findChild<QWidget *>(QStringLiteral("timeline"))->layoutDirection(),
        Qt::LeftToRight);

    switchTo(QStringLiteral("en"));
    QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
    QCOMPARE(window.layoutDirection(), Qt::LeftToRight);
    QTRY_VERIFY(globalRect(controls).right() < globalRect(map).left());
}

void TestRtl::startsMirroredAndKeepsTheLayout()
{
    // A window made in Arabic starts mirrored; the layout it saves (with the side of each
    // dock) comes back mirrored for English on the next start.
    switchTo(QStringLiteral("ar"));
    QByteArray saved;
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *controls = window.findChild<QDockWidget *>(QStringLiteral("controlsDock"));
        auto *map = window.findChild<MapView *>(QStringLiteral("islandView"));
        QTRY_VERIFY(globalRect(controls).left() > globalRect(map).right());
        // The lesson text stays in the controls' tab group, in front.
        auto *lesson = window.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
        QVERIFY(lesson->isVisible() && lesson->geometry().left() >= 0);
        QVERIFY(window.tabifiedDockWidgets(lesson).contains(
            window.findChild<QDockWidget *>(QStringLiteral("undoHistoryDock"))));
        QVERIFY(window.close());
    }
    switchTo(QStringLiteral("en"));
    MainWindow next;
    next.resize(1600, 1000);
    next.show();
    QVERIFY(QTest::qWaitForWindowExposed(&next));
    auto *controls = next.findChild<QDockWidget *>(QStringLiteral("controlsDock"));
    auto *map = next.findChild<MapView *>(QStringLiteral("islandView"));
    QTRY_VERIFY(globalRect(controls).right() < globalRect(map).left());
}

void TestRtl::mapIsNotMirrored()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    switchTo(QStringLiteral("ar"));
    auto *view = window.findChild<MapView *>(QStringLiteral("islandView"));
    auto *model = view->model();
    QVERIFY(model && model->rowCount() > 4 && model->columnCount() > 4);

    // A real click a little inside the painted map's top-left corner is cell (0, 0).
    view->setCursorCell(3, 3);
    const QRect painted = paintedMap(view);
    QVERIFY(!painted.isEmpty());
    const QPoint topLeft = painted.topLeft() + QPoint(view->cellSize() / 2, view->cellSize() / 2);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, topLeft);
    QCOMPARE(view->cursorRow(), 0);
    QCOMPARE(view->cursorColumn(), 0);
    QCOMPARE(model->index(0, 0).data(IslandModel::CellKindRole).toInt(), int(IslandModel::PitCell));
    // The pit is painted where it was clicked, not on the other side.
    const QImage image = view->viewport()->grab().toImage();
    QVERIFY(image.pixel(topLeft)
        != image.pixel(painted.topRight() + QPoint(-view->cellSize() / 2, view->cellSize() / 2)));

    // The arrow keys move the cursor the way they point: Right goes to column 1, drawn to
    // the right of column 0 (in the map's editing state, which Enter starts).
    view->setFocus(Qt::TabFocusReason);
    QTest::keyClick(view, Qt::Key_Return);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->cursorColumn(), 1);
    QVERIFY(view->cellRect(0, 1).left() > view->cellRect(0, 0).left());

    // Zoomed in, the scroll bars keep their sides: the vertical one on the right, and the
    // horizontal one at its start shows column 0 at the left edge.
    for (int i = 0; i < 8; ++i)
        view->zoomIn();
    QTRY_VERIFY(
        view->horizontalScrollBar()->maximum() > 0 && view->verticalScrollBar()->maximum() > 0);
    QTRY_VERIFY(view->verticalScrollBar()->isVisible());
    QVERIFY2(globalRect(view->verticalScrollBar()).left() > globalRect(view->viewport()).left(),
        qPrintable(QStringLiteral("scroll bar at %1, map at %2")
                       .arg(globalRect(view->verticalScrollBar()).left())
                       .arg(globalRect(view->viewport()).left())));
    view->horizontalScrollBar()->setValue(0);
    view->verticalScrollBar()->setValue(0);
    view->setCursorCell(5, 5);
    const int half = view->cellSize() / 2;
    QTest::mouseClick(view->viewport(), Qt::RightButton, Qt::NoModifier, QPoint(half, half));
    QCOMPARE(view->cursorColumn(), 0);
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    QTest::mouseClick(view->viewport(), Qt::RightButton, Qt::NoModifier,
        QPoint(view->viewport()->width() - half, half));
    QCOMPARE(view->cursorColumn(), model->columnCount() - 1);

    // Exports draw the same picture in both directions.
    auto picture = [view] {
        QImage image(view->model()->columnCount() * 12, view->model()->rowCount() * 12,
            QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        view->renderMap(painter, 12, false);
        return image;
    };
    const QImage arabic = picture();
    switchTo(QStringLiteral("en"));
    QCOMPARE(view->layoutDirection(), Qt::LeftToRight);
    QCOMPARE(picture(), arabic);
}

void TestRtl::logKeepsCoordinatesReadable()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    auto *log = window.findChild<LogModel *>(QStringLiteral("logModel"));
    QTRY_VERIFY_WITH_TIMEOUT(log->rowCount() > 5, 10000);
    const QString english = log->index(1).data().toString();
    QVERIFY2(!english.contains(Lri), qPrintable(english));

    switchTo(QStringLiteral("ar"));
    const QString arabic = log->index(1).data().toString();
    const qsizetype open = arabic.indexOf(Lri);
    QVERIFY2(open >= 0 && arabic.indexOf(Pdi) > open, qPrintable(arabic));
    // Inside the isolate, the coordinates in the English log's order.
    // Inside the isolate, the coordinates in the English log's order, in the digits of the
    // step counter.
    const QString cell = arabic.mid(open + 1, arabic.indexOf(Pdi) - open - 1);
    QVERIFY2(arabicIndic(english).endsWith(cell), qPrintable(cell));
    // The canonical trace (the CLI's --trace and the golden files) never changes.
    IslandStep add {};
    add.kind = IslandStep::Add;
    add.row = 3;
    add.col = 15;
    QCOMPARE(QString::fromStdString(add.traceLine()), QStringLiteral("> ADD (3, 15)"));
}

void TestRtl::scenarioNotesKeepTheirDirection()
{
    // A lecturer's English notes in an Arabic window read left to right (they start at the
    // left edge), Arabic notes right to left in either window.
    switchTo(QStringLiteral("ar"));
    LessonPanel panel;
    panel.resize(600, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *browser = panel.findChild<QTextBrowser *>();
    // Where the notes' first line starts: near 0 when it runs from the left.
    const auto lineStart = [browser](const QString &text) -> qreal {
        browser->document()->documentLayout()->documentSize(); // lays the text out
        for (QTextBlock block = browser->document()->begin(); block.isValid();
             block = block.next()) {
            if (block.text().contains(text) && block.layout()->lineCount() > 0)
                return block.layout()->lineAt(0).naturalTextRect().left();
        }
        return -1;
    };
    panel.setNotes(QStringLiteral("Press Play (Space) to watch."));
    const qreal english = lineStart(QStringLiteral("Press Play"));
    QVERIFY2(english >= 0 && english < 50, qPrintable(QString::number(english)));
    panel.setNotes(QStringLiteral("اضغط تشغيل."));
    QVERIFY2(lineStart(QStringLiteral("اضغط")) > 200,
        qPrintable(QString::number(lineStart(QStringLiteral("اضغط")))));
    switchTo(QStringLiteral("en"));
    QVERIFY2(lineStart(QStringLiteral("اضغط")) > 200,
        qPrintable(QString::number(lineStart(QStringLiteral("اضغط")))));
}

void TestRtl::arabicControlsAreNotClipped()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    switchTo(QStringLiteral("ar"));
    QWidget *controls = window.findChild<QWidget *>(QStringLiteral("controlsPanel"));
    QTRY_VERIFY(controls->width() >= controls->sizeHint().width());
    const QList<QAbstractButton *> buttons = controls->findChildren<QAbstractButton *>();
    for (QAbstractButton *button : buttons) {
        if (button->isVisible())
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
    }
    const QList<QGroupBox *> boxes = controls->findChildren<QGroupBox *>();
    for (QGroupBox *box : boxes) {
        if (box->isVisible())
            QVERIFY2(box->width() >= box->minimumSizeHint().width(), qPrintable(box->title()));
    }
}

void TestRtl::arabicMnemonicsKeepWordsJoined()
{
    // As main() does. An underlined mnemonic letter would be drawn apart from the rest of
    // its Arabic word, wider than measured: "Number of islands:" wrapped and was cut off.
    QApplication::setStyle(new MnemonicStyle);
    auto render = [](const QString &text) {
        QLineEdit buddy;
        QLabel label(text);
        label.setBuddy(&buddy);
        label.setWordWrap(true);
        label.resize(label.sizeHint());
        return label.grab().toImage();
    };
    switchTo(QStringLiteral("ar"));
    QCOMPARE(render(QStringLiteral("عدد ال&جزر:")), render(QStringLiteral("عدد الجزر:")));
    // Other languages keep their underlines.
    switchTo(QStringLiteral("pl"));
    QVERIFY(render(QStringLiteral("&Wiersze:")) != render(QStringLiteral("Wiersze:")));
    switchTo(QStringLiteral("en"));
}

void TestRtl::questionsSpeakTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("pl") << QStringLiteral("pl");
    QTest::newRow("ar") << QStringLiteral("ar");
}

// A question stops playback: its text, the step counter, the answer and the Call Stack
// write their numbers in one kind of digits (the language's), the answer names the move as
// its button does, and the Call Stack's grow(r, c) reads as in the code.
void TestRtl::questionsSpeakTheLanguage()
{
    QFETCH(QString, language);
    switchTo(language);
    MainWindow window;
    window.resize(1600, 1000);
    Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    scenario.questions = {{15, QuestionKind::NextMove}}; // island 3 growing
    window.document()->load(scenario, QString());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    PlaybackController *playback = window.session()->playback();
    playback->toStart();
    playback->play();
    auto *coach = window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
    QTRY_VERIFY(coach->currentQuestion().has_value());
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    QCOMPARE(ocean->position(), 15);

    const bool arabic = language == QLatin1String("ar");
    const auto oneKind = [arabic](const QString &text) {
        const Digits digits = digitsIn(text);
        QVERIFY2(arabic ? digits.arabicIndic && !digits.ascii : digits.ascii && !digits.arabicIndic,
            qPrintable(text));
    };
    oneKind(window.findChild<QLabel *>(QStringLiteral("stepCounter"))->text());
    oneKind(window.findChild<QLabel *>(QStringLiteral("questionPrompt"))->text());

    // The Call Stack: the newest frame's call isolated in Arabic, so that "grow" stays
    // before its arguments; its numbers in the same digits.
    window.findChild<QDockWidget *>(QStringLiteral("islandCallStackDock"))->raise();
    QListView *stack
        = window.findChild<CallStackView *>(QStringLiteral("islandCallStackView"))->listView();
    QTRY_VERIFY(stack->model()->rowCount() > 0);
    const QString frame = stack->model()->index(0, 0).data().toString();
    oneKind(frame);
    QCOMPARE(frame.contains(Lri + QStringLiteral("grow(")), arabic);

    auto *panel = window.findChild<QuestionPanel *>(QStringLiteral("questionPanel"));
    const IslandStep::Kind right = ocean->step(15).kind;
    QTest::mouseClick(panel->moveButton(right), Qt::LeftButton);
    const QString result = panel->resultText();
    // The answer's move word is the button's ("Dodaj", not the trace's "ADD").
    QCOMPARE(panel->moveButton(right)->text(), QuestionPanel::moveText(right));
    const QString answer
        = QuestionPanel::tr("The answer: %1").arg(QuestionPanel::moveText(right)).toHtmlEscaped();
    QVERIFY2(result.contains(answer), qPrintable(result));
    if (language != QLatin1String("en"))
        QVERIFY2(!result.contains(QStringLiteral(": ") + AnswerKey::moveName(right)),
            qPrintable(result));
    oneKind(result);
    switchTo(QStringLiteral("en"));
}

QTEST_MAIN(TestRtl)
#include "tst_rtl.moc"
