// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparemode.h"
#include "differenceoverlay.h"
#include "dungeongenerator.h"
#include "dungeonlesson.h"
#include "dungeonmodel.h"
#include "islandlesson.h"
#include "islandmodel.h"
#include "lessonsession.h"
#include "lessonsof.h"
#include "mainwindow.h"
#include "mapview.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QColor>
#include <QComboBox>
#include <QImage>
#include <QMenu>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

// View > Compare as a student uses it on the crowded world: its own 6b on the left, 6a on
// the right, both built from one Start, one timeline driving both by step number, the
// overlay on exactly the cells where the specification's two final maps differ, the
// comparison saved and reopened, and leaving it keeping the focused side (from the left,
// the scenario as it was, so that a file saved afterwards keeps its rule). Dungeons
// compare too (the right with fewer templates), and islands can follow by progress.
class TestCompareMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bothSidesBuildAndPlayInStep();
    void mapsAlignAndStatisticsShowEveryRow();
    void overlayMarksTheCellsThatDiffer();
    void outlineWaitsForTheEndInNoIslandColour();
    void savedAndReopenedAsAComparison();
    void leavingKeepsTheFocusedSide();
    void leavingFromTheLeftKeepsTheScenario();
    void dungeonCompareBuildsBothSides();
    void dungeonOverlayMarksTheTilesThatDiffer();
    void dungeonTileSetSavedAndReopened();
    void progressSyncKeepsTheSameIslandInStep_data();
    void progressSyncKeepsTheSameIslandInStep();

private:
    // Opens the crowded world (6b), enters compare and builds both sides.
    static bool openAndBuild(MainWindow &window,
        const QString &file = TestData::path(QStringLiteral("island-crowded.json")));
    // One Start builds both sides; true once both have finished.
    static bool buildBoth(MainWindow &window);
    // Lets the right side use only the ticked templates, as a user does in its menu.
    static void untickTemplate(MainWindow &window, int index);
    static CompareMode *compare(MainWindow &window)
    {
        return window.findChild<CompareMode *>(QStringLiteral("compareMode"));
    }

    QTemporaryDir m_dir;
};

void TestCompareMode::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_comparemode"));
}

bool TestCompareMode::openAndBuild(MainWindow &window, const QString &file)
{
    if (!window.openFile(file))
        return false;
    CompareMode *mode = compare(window);
    if (!mode->isActive())
        mode->action()->trigger();
    return mode->isActive() && buildBoth(window);
}

bool TestCompareMode::buildBoth(MainWindow &window)
{
    CompareMode *mode = compare(window);
    QSignalSpy left(window.session()->lesson(), &Lesson::finished);
    QSignalSpy right(mode->secondSession()->lesson(), &Lesson::finished);
    window.session()->start(false);
    return (!left.isEmpty() || left.wait(30000)) && (!right.isEmpty() || right.wait(30000));
}

void TestCompareMode::bothSidesBuildAndPlayInStep()
{
    MainWindow window;
    QVERIFY(openAndBuild(window));
    CompareMode *mode = compare(window);
    // The centre is split: the left's maps and the right's map side by side.
    auto *splitter = window.findChild<QSplitter *>(QStringLiteral("compareSplitter"));
    QVERIFY(splitter->isVisibleTo(&window));
    QVERIFY(splitter->isAncestorOf(islandEditor(window.editors())->view()));
    QVERIFY(splitter->isAncestorOf(islandEditor(mode->secondEditors())->view()));
    const Scenario &left = window.document()->scenario();
    const Scenario &right = mode->secondSession()->document()->scenario();
    QCOMPARE(left.islands.rule, IslandRule::Rule6b);
    QCOMPARE(right.islands.rule, IslandRule::Rule6a);
    QVERIFY(left.pits == right.pits);
    QCOMPARE(left.seed, right.seed);

    // Each side built its own rule: the specification's traces, step for step in number.
    MapModel *leftModel = islandLesson(window.session())->model();
    MapModel *rightModel = islandLesson(mode->secondSession())->model();
    const auto lines = [](const char *name) {
        return int(TestData::contents(QString::fromLatin1(name)).trimmed().split('\n').size());
    };
    QCOMPARE(leftModel->stepCount(), lines("island-crowded.trace"));
    QCOMPARE(rightModel->stepCount(), lines("island-6a-crowded.trace"));

    // One timeline: the left's position leads, the right follows by step number.
    for (const int position :
        {0, 1, 10, std::min(leftModel->stepCount(), rightModel->stepCount()) - 1}) {
        window.session()->seek(position);
        QCOMPARE(leftModel->position(), position);
        QCOMPARE(rightModel->position(), position);
    }
    window.session()->playback()->toEnd();
    QCOMPARE(leftModel->position(), leftModel->stepCount());
    QCOMPARE(rightModel->position(), rightModel->stepCount());
    window.session()->playback()->toStart();
    QCOMPARE(rightModel->position(), 0);
}

// The two maps at one height and as high, so that row lines up with row; the right
// side's statistics below them with every island's row in sight.
void TestCompareMode::mapsAlignAndStatisticsShowEveryRow()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndBuild(window));
    CompareMode *mode = compare(window);
    QCoreApplication::processEvents();
    const QWidget *left = islandEditor(window.editors())->view();
    const QWidget *right = islandEditor(mode->secondEditors())->view();
    QCOMPARE(left->mapTo(&window, QPoint()).y(), right->mapTo(&window, QPoint()).y());
    QCOMPARE(left->height(), right->height());
    auto *table
        = islandEditor(mode->secondEditors())->statisticsPage()->findChild<QTableWidget *>();
    QVERIFY(table && table->isVisibleTo(&window));
    // The right side's scenario reaches its statistics through the event loop, and the table
    // grows to its rows in the next layout pass: wait for both.
    QTRY_COMPARE(table->rowCount(),
        islandLesson(mode->secondSession())->islandModel()->scenario().islands.count);
    const int islands = table->rowCount(); // those the build attempted
    QVERIFY(islands > 2);
    // Every row in sight once the table has grown to them (a scroll bar's maximum of 0 alone
    // says nothing before that pass: it is 0 before the rows are laid out too).
    QTRY_VERIFY(
        table->viewport()->rect().contains(table->visualItemRect(table->item(islands - 1, 0))));
    QCOMPARE(table->verticalScrollBar()->maximum(), 0);
}

void TestCompareMode::overlayMarksTheCellsThatDiffer()
{
    MainWindow window;
    QVERIFY(openAndBuild(window));
    // Expected: where the specification's final maps of 6a and 6b differ.
    const QList<QByteArray> a
        = TestData::contents(QStringLiteral("island-6a-crowded.map")).trimmed().split('\n');
    const QList<QByteArray> b
        = TestData::contents(QStringLiteral("island-crowded.map")).trimmed().split('\n');
    std::vector<QPoint> expected;
    for (int r = 0; r < int(a.size()); ++r) {
        for (int c = 0; c < int(a.at(r).size()); ++c) {
            if (a.at(r).at(c) != b.at(r).at(c))
                expected.emplace_back(c, r);
        }
    }
    QVERIFY(!expected.empty());
    CompareMode *mode = compare(window);
    QCOMPARE(mode->differences(), expected);
    // Both maps shown carry the same marks (the dungeon maps none).
    const QList<DifferenceOverlay *> overlays = window.findChildren<DifferenceOverlay *>();
    QCOMPARE(overlays.size(), 4);
    for (DifferenceOverlay *overlay : overlays) {
        const bool islandMap = overlay->view() == islandEditor(window.editors())->view()
            || overlay->view() == islandEditor(mode->secondEditors())->view();
        QCOMPARE(overlay->cells(), islandMap ? expected : std::vector<QPoint>());
    }

    // A change to the world drops the marks until both sides are built again.
    window.document()->togglePit(0, 0);
    QVERIFY(mode->differences().empty());
}

void TestCompareMode::outlineWaitsForTheEndInNoIslandColour()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndBuild(window));
    CompareMode *mode = compare(window);
    MapView *left = islandEditor(window.editors())->view();
    MapView *right = islandEditor(mode->secondEditors())->view();
    auto overlayOf = [&window](MapView *view) {
        for (DifferenceOverlay *overlay : window.findChildren<DifferenceOverlay *>()) {
            if (overlay->view() == view)
                return overlay;
        }
        return static_cast<DifferenceOverlay *>(nullptr);
    };
    QVERIFY(!mode->differences().empty());

    // Before the end the outline would tell where the islands will grow.
    for (const int position : {0, 10, window.currentModel()->stepCount() - 1}) {
        window.session()->seek(position);
        QVERIFY(!overlayOf(left)->isVisible());
        QVERIFY(!overlayOf(right)->isVisible());
    }
    window.session()->playback()->toEnd();
    QVERIFY(overlayOf(left)->isVisible());
    QVERIFY(overlayOf(right)->isVisible());

    // What the outline adds to the map: black and white only (no island's colour), on
    // the cells' edges, never over the middle of a cell where its island's number is.
    for (MapView *view : {left, right}) {
        view->fitToWindow();
        QCoreApplication::processEvents();
        // Once the last step's flash has faded, the map alone no longer changes.
        QTRY_VERIFY_WITH_TIMEOUT(!view->isFlashing(), 5000);
        auto settled = [view] {
            QCoreApplication::processEvents();
            return view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        };
        const QImage with = settled();
        overlayOf(view)->hide();
        const QImage without = settled();
        overlayOf(view)->show();
        QCOMPARE(with.size(), without.size());
        const qreal ratio = with.devicePixelRatio();
        int changed = 0;
        for (int y = 0; y < with.height(); ++y) {
            for (int x = 0; x < with.width(); ++x) {
                if (with.pixel(x, y) == without.pixel(x, y))
                    continue;
                ++changed;
                const QRgb pixel = with.pixel(x, y);
                QVERIFY2(pixel == qRgb(0, 0, 0) || pixel == qRgb(255, 255, 255),
                    qPrintable(
                        QStringLiteral("(%1, %2) is %3").arg(x).arg(y).arg(QColor(pixel).name())));
            }
        }
        QVERIFY(changed > 0);
        for (const QPoint &cell : mode->differences()) {
            const QRect rect = view->cellRect(cell.y(), cell.x());
            const QRect middle(rect.center() - QPoint(rect.width() / 4, rect.height() / 4),
                QSize(rect.width() / 2, rect.height() / 2));
            for (int y = middle.top(); y <= middle.bottom(); ++y) {
                for (int x = middle.left(); x <= middle.right(); ++x) {
                    const QPoint p(qRound(x * ratio), qRound(y * ratio));
                    if (with.rect().contains(p))
                        QCOMPARE(with.pixel(p), without.pixel(p));
                }
            }
        }
    }

    // Back to the start: hidden again.
    window.session()->playback()->toStart();
    QVERIFY(!overlayOf(left)->isVisible());
    QVERIFY(!overlayOf(right)->isVisible());
}

void TestCompareMode::savedAndReopenedAsAComparison()
{
    const QString file = m_dir.filePath(QStringLiteral("comparison.mapgen.json"));
    CompareSettings saved;
    {
        MainWindow window;
        QVERIFY(window.openFile(TestData::path(QStringLiteral("island-crowded.json"))));
        compare(window)->action()->trigger();
        saved = *window.document()->scenario().compare;
        saved.randomize = !saved.randomize;
        saved.seed = 99;
        window.document()->setCompare(saved);
        QCOMPARE(compare(window)->secondSession()->document()->scenario().seed, std::uint64_t(99));
        QVERIFY(ScenarioFile::write(file, window.document()->scenario(), nullptr));
    }
    MainWindow reopened;
    QVERIFY(reopened.openFile(file));
    CompareMode *mode = compare(reopened);
    QVERIFY(mode->isActive());
    QVERIFY(mode->action()->isChecked());
    QCOMPARE(*reopened.document()->scenario().compare, saved);
    const Scenario &right = mode->secondSession()->document()->scenario();
    QCOMPARE(right.islands.rule, saved.rule);
    QCOMPARE(right.islands.randomize, saved.randomize);
    QCOMPARE(right.seed, std::uint64_t(99));

    // A file without the key is not a comparison.
    QVERIFY(reopened.openFile(TestData::path(QStringLiteral("island-crowded.json"))));
    QVERIFY(!mode->isActive());
    QVERIFY(!mode->action()->isChecked());
}

void TestCompareMode::leavingKeepsTheFocusedSide()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndBuild(window));
    CompareMode *mode = compare(window);
    window.document()->setCompare(CompareSettings {
        IslandRule::Rule6b, false, 7, CompareSettings::Sync::StepNumber, std::nullopt});

    // The right had the focus: its rule, randomize and seed become the document's.
    islandEditor(mode->secondEditors())->view()->setFocus();
    QTRY_VERIFY(islandEditor(mode->secondEditors())->view()->hasFocus());
    mode->action()->trigger();
    QVERIFY(!mode->isActive());
    QCOMPARE(window.document()->scenario().islands.rule, IslandRule::Rule6b);
    QCOMPARE(window.document()->scenario().islands.randomize, false);
    QCOMPARE(window.document()->scenario().seed, std::uint64_t(7));
    QVERIFY(!window.document()->scenario().compare);

    // Undo brings the comparison back; leaving from the left keeps the left as it is.
    window.document()->undoStack()->undo();
    QVERIFY(mode->isActive());
    islandEditor(window.editors())->view()->setFocus();
    QTRY_VERIFY(islandEditor(window.editors())->view()->hasFocus());
    const IslandSettings left = window.document()->scenario().islands;
    mode->action()->trigger();
    QVERIFY(!mode->isActive());
    QCOMPARE(window.document()->scenario().islands, left);
}

void TestCompareMode::leavingFromTheLeftKeepsTheScenario()
{
    const QString file = m_dir.filePath(QStringLiteral("after-compare.mapgen.json"));
    Scenario before;
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(TestData::path(QStringLiteral("island-crowded.json"))));
        before = window.document()->scenario();
        CompareMode *mode = compare(window);
        mode->action()->trigger();
        QVERIFY(buildBoth(window));
        // Entering is one named edit, and the left's scenario stays the file's.
        QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Compare"));
        QCOMPARE(window.document()->scenario().islands, before.islands);
        islandEditor(window.editors())->view()->setFocus();
        QTRY_VERIFY(islandEditor(window.editors())->view()->hasFocus());
        mode->action()->trigger();
        QVERIFY(!mode->isActive());
        Scenario after = window.document()->scenario();
        after.compare = before.compare;
        QVERIFY(after == before);
        QVERIFY(ScenarioFile::write(file, window.document()->scenario(), nullptr));
    }
    // The file saved after Compare opens with its own rule, and not as a comparison.
    MainWindow reopened;
    QVERIFY(reopened.openFile(file));
    QCOMPARE(reopened.document()->scenario().islands.rule, before.islands.rule);
    QCOMPARE(reopened.document()->scenario().islands.rule, IslandRule::Rule6b);
    QVERIFY(!compare(reopened)->isActive());
}

void TestCompareMode::untickTemplate(MainWindow &window, int index)
{
    auto *menu = window.findChild<QMenu *>(QStringLiteral("compareTilesMenu"));
    QAction *action = menu->actions().at(index);
    QVERIFY(action->isEnabled());
    QVERIFY(action->isChecked());
    action->trigger(); // unticks, and the menu reports it as a user's click does
}

void TestCompareMode::dungeonCompareBuildsBothSides()
{
    MainWindow window;
    QVERIFY(openAndBuild(window, TestData::path(QStringLiteral("dungeon-basic.json"))));
    CompareMode *mode = compare(window);
    LessonSession *second = mode->secondSession();
    QCOMPARE(second->lesson()->mode(), MapMode::Dungeon);
    auto *splitter = window.findChild<QSplitter *>(QStringLiteral("compareSplitter"));
    QVERIFY(splitter->isVisibleTo(&window));
    QVERIFY(dungeonEditor(window.editors())->view()->isVisibleTo(&window));
    QVERIFY(dungeonEditor(mode->secondEditors())->view()->isVisibleTo(&window));
    QVERIFY(!islandEditor(mode->secondEditors())->view()->isVisibleTo(&window));

    // The default right side: the same world and seed without the hall (the last template).
    const Scenario &left = window.document()->scenario();
    const Scenario &right = second->document()->scenario();
    QCOMPARE(left.dungeon.tiles, DungeonSettings::defaultTiles());
    QCOMPARE(right.dungeon.tiles, DungeonSettings::defaultTiles().mid(0, 2));
    QCOMPARE(right.seed, left.seed);
    QVERIFY(left.pits == right.pits);
    // Each side is its own build: the generator's steps for each tile set.
    MapModel *leftModel = window.session()->lesson()->model();
    MapModel *rightModel = second->lesson()->model();
    QCOMPARE(leftModel->stepCount(), int(DungeonGenerator::build(left).steps.size()));
    QCOMPARE(rightModel->stepCount(), int(DungeonGenerator::build(right).steps.size()));

    // One timeline, by step number.
    for (const int position :
        {0, 1, 7, std::min(leftModel->stepCount(), rightModel->stepCount()) - 1}) {
        window.session()->seek(position);
        QCOMPARE(rightModel->position(), position);
    }
    window.session()->playback()->toEnd();
    QCOMPARE(rightModel->position(), rightModel->stepCount());
    // The island-only controls are not offered.
    QVERIFY(!window.findChild<QComboBox *>(QStringLiteral("compareRule"))->isVisibleTo(&window));
    QVERIFY(!window.findChild<QComboBox *>(QStringLiteral("compareSync"))->isVisibleTo(&window));
    QVERIFY(window.findChild<QWidget *>(QStringLiteral("compareTiles"))->isVisibleTo(&window));
}

void TestCompareMode::dungeonOverlayMarksTheTilesThatDiffer()
{
    for (const char *name :
        {"dungeon-basic.json", "dungeon-custom-tiles.json", "dungeon-pits.json"}) {
        MainWindow window;
        QVERIFY(openAndBuild(window, TestData::path(QString::fromLatin1(name))));
        CompareMode *mode = compare(window);
        // Expected: from the two builds' own results, cell by cell (template and doors).
        const DungeonBuild left = DungeonGenerator::build(window.document()->scenario());
        const DungeonBuild right
            = DungeonGenerator::build(mode->secondSession()->document()->scenario());
        std::vector<QPoint> expected;
        for (int cell = 0; cell < left.rows * left.cols; ++cell) {
            if (left.doors[std::size_t(cell)] != right.doors[std::size_t(cell)]
                || left.templates[std::size_t(cell)] != right.templates[std::size_t(cell)])
                expected.emplace_back(cell % left.cols, cell / left.cols);
        }
        QVERIFY2(!expected.empty(), name);
        QVERIFY2(int(expected.size()) < left.rows * left.cols, name);
        QCOMPARE(mode->differences(), expected);
        for (DifferenceOverlay *overlay : window.findChildren<DifferenceOverlay *>()) {
            const bool dungeonMap = overlay->view() == dungeonEditor(window.editors())->view()
                || overlay->view() == dungeonEditor(mode->secondEditors())->view();
            QCOMPARE(overlay->cells(), dungeonMap ? expected : std::vector<QPoint>());
        }
        // The marks are of the final maps, wherever the timeline is.
        window.session()->seek(3);
        QCOMPARE(mode->differences(), expected);
    }
}

void TestCompareMode::dungeonTileSetSavedAndReopened()
{
    const QString file = m_dir.filePath(QStringLiteral("dungeon-comparison.mapgen.json"));
    QVector<DungeonTile> tiles;
    {
        MainWindow window;
        QVERIFY(window.openFile(TestData::path(QStringLiteral("dungeon-custom-tiles.json"))));
        compare(window)->action()->trigger();
        QVERIFY(compare(window)->isActive());
        const QVector<DungeonTile> all = window.document()->scenario().dungeon.tiles;
        QVERIFY(all.size() >= 3);
        // The default drops the last template; tick it again and untick the first other one.
        auto *menu = window.findChild<QMenu *>(QStringLiteral("compareTilesMenu"));
        QCOMPARE(menu->actions().size(), all.size());
        QVERIFY(!menu->actions().at(DungeonSettings::bigRoomIndex(all))->isEnabled());
        menu->actions().constLast()->trigger();
        QVERIFY(!window.document()->scenario().compare->tiles); // all ticked: no override
        const int drop = DungeonSettings::bigRoomIndex(all) == 0 ? 1 : 0;
        untickTemplate(window, drop);
        tiles = all;
        tiles.removeAt(drop);
        QCOMPARE(*window.document()->scenario().compare->tiles, tiles);
        QCOMPARE(compare(window)->secondSession()->document()->scenario().dungeon.tiles, tiles);
        // One undoable edit.
        window.document()->undoStack()->undo();
        QVERIFY(!window.document()->scenario().compare->tiles);
        window.document()->undoStack()->redo();
        QVERIFY(ScenarioFile::write(file, window.document()->scenario(), nullptr));
    }
    MainWindow reopened;
    QVERIFY(reopened.openFile(file));
    CompareMode *mode = compare(reopened);
    QVERIFY(mode->isActive());
    QCOMPARE(*reopened.document()->scenario().compare->tiles, tiles);
    QCOMPARE(mode->secondSession()->document()->scenario().dungeon.tiles, tiles);
    QCOMPARE(mode->secondSession()->lesson()->mode(), MapMode::Dungeon);
    // The menu shows the saved choice.
    auto *menu = reopened.findChild<QMenu *>(QStringLiteral("compareTilesMenu"));
    const QVector<DungeonTile> all = reopened.document()->scenario().dungeon.tiles;
    for (int t = 0; t < int(all.size()); ++t)
        QCOMPARE(menu->actions().at(t)->isChecked(), tiles.contains(all.at(t)));

    // Leaving from the right keeps the right's dungeon: its tile set becomes the document's.
    reopened.show();
    QVERIFY(QTest::qWaitForWindowExposed(&reopened));
    dungeonEditor(mode->secondEditors())->view()->setFocus();
    QTRY_VERIFY(dungeonEditor(mode->secondEditors())->view()->hasFocus());
    mode->action()->trigger();
    QVERIFY(!mode->isActive());
    QCOMPARE(reopened.document()->scenario().dungeon.tiles, tiles);
    reopened.document()->undoStack()->undo();
    QVERIFY(mode->isActive());
    QCOMPARE(reopened.document()->scenario().dungeon.tiles, all);
}

void TestCompareMode::progressSyncKeepsTheSameIslandInStep_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files
        = QDir(TestData::dir())
              .entryList({QStringLiteral("island-*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 10);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestCompareMode::progressSyncKeepsTheSameIslandInStep()
{
    QFETCH(QString, file);
    MainWindow window;
    QVERIFY(window.openFile(TestData::path(file)));
    CompareMode *mode = compare(window);
    mode->action()->trigger();
    // The user picks "Island progress" in the compare bar; step number is the default.
    auto *sync = window.findChild<QComboBox *>(QStringLiteral("compareSync"));
    QCOMPARE(window.document()->scenario().compare->sync, CompareSettings::Sync::StepNumber);
    sync->setCurrentIndex(1);
    emit sync->activated(1);
    QCOMPARE(window.document()->scenario().compare->sync, CompareSettings::Sync::IslandProgress);
    QVERIFY(buildBoth(window));
    auto *leftModel = islandLesson(window.session())->islandModel();
    auto *rightModel = islandLesson(mode->secondSession())->islandModel();
    QVERIFY(leftModel->stepCount() > 0);
    QVERIFY(rightModel->stepCount() > 0);

    // Every (island, state, size) the right's build shows, replayed on its own.
    const auto stateKey = [](int island, const IslandModel::IslandProgress &progress) {
        const bool growing = progress.outcome == BuildStats::Outcome::Growing;
        return QStringLiteral("%1/%2/%3")
            .arg(island)
            .arg(int(progress.outcome))
            .arg(growing ? progress.size : 0);
    };
    QSet<QString> reached;
    IslandModel replay;
    replay.setScenario(rightModel->scenario());
    replay.appendSteps(rightModel->stepBatch());
    for (int q = 1; q <= replay.stepCount(); ++q) {
        replay.seek(q);
        if (const int island = replay.step(q - 1).island)
            reached.insert(stateKey(island, replay.statistics().islands[std::size_t(island)]));
    }

    const int count = leftModel->stepCount();
    const int stride = std::max(1, count / 1500);
    int apart = 0;
    std::vector<int> positions;
    for (int p = 0; p < count; p += stride)
        positions.push_back(p);
    positions.push_back(count);
    for (const int p : positions) {
        window.session()->seek(p);
        QCOMPARE(leftModel->position(), p);
        if (p == 0) {
            QCOMPARE(rightModel->position(), 0);
            continue;
        }
        const int island = leftModel->step(p - 1).island;
        if (island == 0) { // the left's build is over: so is the right's
            QCOMPARE(rightModel->position(), rightModel->stepCount());
            continue;
        }
        const IslandModel::IslandProgress &l = leftModel->statistics().islands[std::size_t(island)];
        const IslandModel::IslandProgress &r
            = rightModel->statistics().islands[std::size_t(island)];
        if (reached.contains(stateKey(island, l))) {
            QVERIFY2(stateKey(island, r) == stateKey(island, l),
                qPrintable(QStringLiteral("at %1: left %2, right %3")
                               .arg(p)
                               .arg(stateKey(island, l), stateKey(island, r))));
        } else {
            // The right never has that island so: it shows where its growth ended.
            QVERIFY2(r.outcome != BuildStats::Outcome::Growing
                    || rightModel->position() == rightModel->stepCount(),
                qPrintable(QStringLiteral("at %1").arg(p)));
        }
        apart += rightModel->position() != std::min(p, rightModel->stepCount()) ? 1 : 0;
    }
    // Where the lengths differ, following by progress is not following by number.
    if (file == QLatin1String("island-crowded.json"))
        QVERIFY(apart > 0);
}

QTEST_MAIN(TestCompareMode)
#include "tst_comparemode.moc"
