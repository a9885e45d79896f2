// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandgenerator.h"
#include "islandmodel.h"
#include "lessonsession.h"
#include "logdelegate.h"
#include "logmodel.h"
#include "logview.h"
#include "mainwindow.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QAction>
#include <QHelpEvent>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTranslator>
#include <QtTest>

namespace {

// Steps without a map: as many as a test wants, each line "line N" (through translate, so
// a language change reaches it) at depth N % 4.
class FakeSteps : public MapModel
{
public:
    using MapModel::MapModel;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : 1;
    }
    int columnCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : 1;
    }
    QVariant data(const QModelIndex &, int) const override { return QVariant(); }

    const Scenario &scenario() const override { return m_scenario; }
    int stepCount() const override { return m_count; }
    void seek(int position) override
    {
        m_position = std::clamp(position, 0, m_count);
        emit positionChanged(m_position);
    }
    void clearSteps() override
    {
        m_count = 0;
        m_position = 0;
        emit stepCountChanged(0);
        emit positionChanged(0);
    }
    QString stepText(int index) const override
    {
        return QCoreApplication::translate("FakeSteps", "line %1").arg(index + 1);
    }
    int stepDepth(int index) const override { return index % 4; }

    void append(int count)
    {
        m_count += count;
        emit stepCountChanged(m_count);
    }

private:
    Scenario m_scenario;
    int m_count = 0;
};

// Marks every translated text, as a language change would change it.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        return QStringLiteral("‹%1›").arg(QString::fromUtf8(sourceText));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

// The recursion log: one line per step, following playback; a click seeks the map.
class TestLogView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void logModelFollowsTheMapModel();
    void oneLinePerStepAndClickSeeks();
    void homeShowsTheFirstLines();
    void keyboardMovesAndEnterSeeks();
    void linesIndentedTippedAndNamed();
    void languageChangeReachesShownLines();
    void millionsOfStepsArriveInBatches();

private:
    struct Log
    {
        FakeSteps steps;
        LogModel model;
        LogView view;
    };
    static void show(Log &log, int steps);
    static bool centred(const LogView &view);

    QTemporaryDir m_settingsDir;
};

void TestLogView::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestLogView::logModelFollowsTheMapModel()
{
    IslandModel ocean;
    LogModel log;
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    log.setSourceModel(&ocean);
    const Scenario scenario = TestData::scenario(QStringLiteral("island-dead-end.json"));
    ocean.setScenario(scenario);
    const IslandBuild build = IslandGenerator::build(scenario);
    const std::size_t half = build.steps.size() / 2;
    ocean.appendSteps(
        std::vector<IslandStep>(build.steps.begin(), build.steps.begin() + std::ptrdiff_t(half)));
    QCOMPARE(log.rowCount(), int(half));
    ocean.appendSteps(
        std::vector<IslandStep>(build.steps.begin() + std::ptrdiff_t(half), build.steps.end()));
    QCOMPARE(log.rowCount(), int(build.steps.size()));

    QCOMPARE(log.currentRow(), -1);
    ocean.seek(5);
    QCOMPARE(log.currentRow(), 4);
    QVERIFY(log.index(4).data(LogModel::CurrentRole).toBool());
    QVERIFY(!log.index(3).data(LogModel::CurrentRole).toBool());
    for (int row = 0; row < log.rowCount(); ++row) {
        QCOMPARE(log.index(row).data().toString(), ocean.stepText(row));
        QCOMPARE(log.index(row).data(LogModel::DepthRole).toInt(), ocean.stepDepth(row));
    }
    ocean.clearSteps();
    QCOMPARE(log.rowCount(), 0);
    QCOMPARE(log.currentRow(), -1);
    ocean.setScenario(scenario);
    QCOMPARE(log.rowCount(), 0);
}

void TestLogView::oneLinePerStepAndClickSeeks()
{
    MainWindow window;
    Scenario scenario = TestData::scenario(QStringLiteral("island-too-complex.json"));
    scenario.islands.stepLimit = 150000;
    window.document()->load(scenario, QString());
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    auto *playback = window.findChild<PlaybackController *>(QStringLiteral("playback"));
    auto *view = window.findChild<LogView *>(QStringLiteral("recursionLogView"));
    QVERIFY(ocean && playback && view);

    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(ocean->stepCount(), 150001, 30000);
    playback->pause();
    QCOMPARE(view->model()->rowCount(), 150001);

    for (const int line : {1, 2, 17, 75000, 149999, 150001}) {
        const QModelIndex index = view->model()->index(line - 1, 0);
        view->scrollTo(index);
        const QRect rect = view->visualRect(index);
        QVERIFY(view->viewport()->rect().contains(rect.center()));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
        QCOMPARE(ocean->position(), line);
        QCOMPARE(view->currentIndex().row(), line - 1);
    }

    // Playback moves the highlighted line and keeps it centred, forwards and back.
    for (const int position : {1234, 140000, 17, 1234}) {
        playback->seek(position);
        QCOMPARE(view->currentIndex().row(), position - 1);
        QVERIFY(view->selectionModel()->isSelected(view->model()->index(position - 1, 0)));
        QVERIFY(centred(*view));
    }
    QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
    window.document()->setUnmodified();
}

// Home goes to before the first step: the log shows its first lines, not the end where
// playback was.
void TestLogView::homeShowsTheFirstLines()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *view = window.findChild<LogView *>(QStringLiteral("recursionLogView"));
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(!window.session()->isBuilding());
    window.findChild<QAction *>(QStringLiteral("toEndAction"))->trigger();
    QTRY_VERIFY(view->verticalScrollBar()->value() > 0);

    window.findChild<QAction *>(QStringLiteral("toStartAction"))->trigger();
    QCOMPARE(window.currentModel()->position(), 0);
    QTRY_COMPARE(view->verticalScrollBar()->value(), 0);
    QVERIFY(view->viewport()->rect().contains(view->visualRect(view->model()->index(0, 0))));
}

void TestLogView::show(Log &log, int steps)
{
    log.model.setSourceModel(&log.steps);
    log.view.setLogModel(&log.model);
    log.steps.append(steps);
    log.view.resize(320, 240);
    log.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&log.view));
}

bool TestLogView::centred(const LogView &view)
{
    const QRect line = view.visualRect(view.currentIndex());
    const QRect shown = view.viewport()->rect();
    if (!shown.contains(line))
        return false;
    // Centred unless the list's start or end keeps the line from the middle.
    const QScrollBar *bar = view.verticalScrollBar();
    return bar->value() == bar->minimum() || bar->value() == bar->maximum()
        || std::abs(line.center().y() - shown.center().y()) <= line.height();
}

void TestLogView::keyboardMovesAndEnterSeeks()
{
    Log log;
    show(log, 1000);
    QSignalSpy seeks(&log.view, &LogView::seekRequested);
    log.view.setFocus();
    log.steps.seek(101);
    QCOMPARE(log.view.currentIndex().row(), 100);

    const int page
        = log.view.viewport()->height() / log.view.visualRect(log.view.currentIndex()).height();
    QVERIFY(page > 2);
    auto press = [&](Qt::Key key, int row) {
        QTest::keyClick(&log.view, key);
        QCOMPARE(log.view.currentIndex().row(), row);
        QVERIFY(log.view.selectionModel()->isSelected(log.view.currentIndex()));
        QVERIFY(log.view.viewport()->rect().contains(log.view.visualRect(log.view.currentIndex())));
    };
    press(Qt::Key_Down, 101);
    press(Qt::Key_Down, 102);
    press(Qt::Key_Up, 101);
    press(Qt::Key_PageDown, 101 + page - 1);
    press(Qt::Key_PageUp, 101);
    press(Qt::Key_End, 999);
    press(Qt::Key_Down, 999);
    press(Qt::Key_Home, 0);
    press(Qt::Key_Up, 0);
    // Moving through the lines does not move the map; Enter does.
    QCOMPARE(seeks.count(), 0);
    press(Qt::Key_PageDown, page - 1);
    QTest::keyClick(&log.view, Qt::Key_Return);
    QCOMPARE(seeks.count(), 1);
    QCOMPARE(seeks.last().at(0).toInt(), LogModel::positionForRow(page - 1));

    // A click on a shown line seeks to it.
    const QModelIndex third = log.model.index(log.view.verticalScrollBar()->value() + 2);
    QTest::mouseClick(
        log.view.viewport(), Qt::LeftButton, Qt::NoModifier, log.view.visualRect(third).center());
    QCOMPARE(seeks.count(), 2);
    QCOMPARE(seeks.last().at(0).toInt(), LogModel::positionForRow(third.row()));
    QCOMPARE(log.view.currentIndex(), third);
}

void TestLogView::linesIndentedTippedAndNamed()
{
    Log log;
    show(log, 50);
    log.steps.seek(40);
    log.view.verticalScrollBar()->setValue(0);

    // Each line starts one space further in per level of depth (FakeSteps: row % 4).
    const QImage image = log.view.viewport()->grab().toImage();
    const QColor base = log.view.palette().color(QPalette::Base);
    auto textStart = [&](int row) {
        const QRect line = log.view.visualRect(log.model.index(row));
        for (int x = 0; x < line.width(); ++x) {
            for (int y = line.top(); y <= line.bottom(); ++y) {
                if (image.pixelColor(x, y) != base)
                    return x;
            }
        }
        return -1;
    };
    const int space = QFontMetrics(log.view.font()).horizontalAdvance(QLatin1Char(' '));
    for (int row = 0; row < 4; ++row) {
        QVERIFY(textStart(row) >= 0);
        QCOMPARE(textStart(row) - textStart(0), row * space);
    }
    QCOMPARE(textStart(4), textStart(0));

    // Every line has its own tooltip.
    const QModelIndex line = log.model.index(6);
    const QPoint at = log.view.visualRect(line).center();
    QHelpEvent help(QEvent::ToolTip, at, log.view.viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(log.view.viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), line.data(Qt::ToolTipRole).toString());
    QToolTip::hideText();

    // Screen readers meet a list of lines, named.
    QAccessibleInterface *list = QAccessible::queryAccessibleInterface(&log.view);
    QVERIFY(list);
    QCOMPARE(list->role(), QAccessible::List);
    QCOMPARE(list->text(QAccessible::Name), QStringLiteral("Recursion log"));
    QCOMPARE(list->childCount(), 50);
    QCOMPARE(list->child(39)->text(QAccessible::Name), QStringLiteral("line 40"));

    // Long lines elide instead of scrolling sideways.
    QCOMPARE(log.view.horizontalScrollBar()->maximum(), 0);
    QCOMPARE(log.view.visualRect(line).width(), log.view.viewport()->width());
}

void TestLogView::languageChangeReachesShownLines()
{
    Log log;
    show(log, 20);
    QCOMPARE(log.model.index(3).data().toString(), QStringLiteral("line 4"));
    QSignalSpy changed(&log.model, &QAbstractItemModel::dataChanged);
    MarkingTranslator marker;
    QCoreApplication::installTranslator(&marker);
    // The application posts LanguageChange to its windows.
    QCoreApplication::sendPostedEvents();
    QCOMPARE(log.view.accessibleName(), QStringLiteral("‹Recursion log›"));
    QVERIFY(log.view.toolTip().startsWith(QStringLiteral("‹")));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(changed.last().at(0).toModelIndex(), log.model.index(0));
    QCOMPARE(changed.last().at(1).toModelIndex(), log.model.index(19));
    QCOMPARE(log.model.index(3).data().toString(), QStringLiteral("‹line %1›").arg(4));
    QCoreApplication::removeTranslator(&marker);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(log.view.accessibleName(), QStringLiteral("Recursion log"));
}

void TestLogView::millionsOfStepsArriveInBatches()
{
    // A 5,000,000-step build arrives in 500 batches while playback follows the newest step.
    constexpr int Steps = 5000000;
    constexpr int Batches = 500;
    Log log;
    show(log, 0);
    const QScrollBar *bar = log.view.verticalScrollBar();
    for (int batch = 0; batch < Batches; ++batch) {
        log.steps.append(Steps / Batches);
        if (batch % 50 == 0) {
            log.steps.seek(log.steps.stepCount());
            QCOMPARE(log.view.currentIndex().row(), log.steps.stepCount() - 1);
            QVERIFY(centred(log.view));
        }
    }
    QCOMPARE(log.view.model()->rowCount(), Steps);
    // The scroll bar counts lines: its last page shows the last line.
    QVERIFY(bar->pageStep() > 1);
    QCOMPARE(bar->maximum() + bar->pageStep(), Steps);

    log.steps.seek(Steps);
    QCOMPARE(log.view.currentIndex().row(), Steps - 1);
    QVERIFY(log.view.selectionModel()->isSelected(log.view.currentIndex()));
    QCOMPARE(bar->value(), bar->maximum());
    QVERIFY(centred(log.view));
    const QRect last = log.view.visualRect(log.view.currentIndex());
    QCOMPARE(log.view.indexAt(last.center()), log.view.currentIndex());
    QVERIFY(!log.view.indexAt(last.center() + QPoint(0, last.height())).isValid());

    log.steps.seek(1);
    QCOMPARE(log.view.currentIndex().row(), 0);
    QCOMPARE(bar->value(), 0);
    QVERIFY(centred(log.view));

    log.steps.seek(Steps / 2);
    QCOMPARE(log.view.currentIndex().row(), Steps / 2 - 1);
    QVERIFY(centred(log.view));
    QVERIFY(bar->value() > 0 && bar->value() < bar->maximum());

    log.view.setFocus();
    QTest::keyClick(&log.view, Qt::Key_End);
    QCOMPARE(log.view.currentIndex().row(), Steps - 1);
    QCOMPARE(bar->value(), bar->maximum());
    QTest::keyClick(&log.view, Qt::Key_Home);
    QCOMPARE(log.view.currentIndex().row(), 0);
    QCOMPARE(bar->value(), 0);

    // A new build starts empty.
    log.steps.clearSteps();
    QCOMPARE(log.view.model()->rowCount(), 0);
    QVERIFY(!log.view.selectionModel()->hasSelection());
    // The view takes the empty model's measure when it lays out, a zero timer later.
    QTRY_COMPARE(bar->maximum(), 0);
}

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"
