#include "comparemode.h"
#include "differenceoverlay.h"
#include "islandlesson.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapview.h"
#include "oceanmodel.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QUndoStack>
#include <QTemporaryDir>
#include <QtTest>

// View > Compare as a student uses it on the crowded world: 6a on the left, 6b on the
// right, both built from one Start, one timeline driving both by step number, the
// overlay on exactly the cells where the specification's two final maps differ, the
// comparison saved and reopened, and leaving it keeping the focused side.
class TestCompareMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bothSidesBuildAndPlayInStep();
    void overlayMarksTheCellsThatDiffer();
    void savedAndReopenedAsAComparison();
    void leavingKeepsTheFocusedSide();

private:
    // Opens the crowded world (6b), enters compare and builds both sides.
    static bool openAndBuild(MainWindow &window, const QString &file = TestData::path(QStringLiteral("island-crowded.json")));
    static CompareMode *compare(MainWindow &window) { return window.findChild<CompareMode *>(QStringLiteral("compareMode")); }

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
    if (!mode->isActive())
        return false;
    QSignalSpy left(window.session()->islandLesson(), &Lesson::finished);
    QSignalSpy right(mode->secondSession()->islandLesson(), &Lesson::finished);
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
    QVERIFY(splitter->isAncestorOf(window.session()->islandLesson()->view()));
    QVERIFY(splitter->isAncestorOf(mode->secondSession()->islandLesson()->view()));
    const Scenario &left = window.document()->scenario();
    const Scenario &right = mode->secondSession()->document()->scenario();
    QCOMPARE(left.islands.rule, IslandRule::Rule6a);
    QCOMPARE(right.islands.rule, IslandRule::Rule6b);
    QVERIFY(left.pits == right.pits);
    QCOMPARE(left.seed, right.seed);

    // Each side built its own rule: the specification's traces, step for step in number.
    MapModel *leftModel = window.session()->islandLesson()->model();
    MapModel *rightModel = mode->secondSession()->islandLesson()->model();
    const auto lines = [](const char *name) {
        return int(TestData::contents(QString::fromLatin1(name)).trimmed().split('\n').size());
    };
    QCOMPARE(leftModel->stepCount(), lines("island-6a-crowded.trace"));
    QCOMPARE(rightModel->stepCount(), lines("island-crowded.trace"));

    // One timeline: the left's position leads, the right follows by step number.
    for (const int position : {0, 1, 10, std::min(leftModel->stepCount(), rightModel->stepCount()) - 1}) {
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

void TestCompareMode::overlayMarksTheCellsThatDiffer()
{
    MainWindow window;
    QVERIFY(openAndBuild(window));
    // Expected: where the specification's final maps of 6a and 6b differ.
    const QList<QByteArray> a = TestData::contents(QStringLiteral("island-6a-crowded.map")).trimmed().split('\n');
    const QList<QByteArray> b = TestData::contents(QStringLiteral("island-crowded.map")).trimmed().split('\n');
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
    // Both maps carry the same marks.
    const QList<DifferenceOverlay *> overlays = window.findChildren<DifferenceOverlay *>();
    QCOMPARE(overlays.size(), 2);
    for (DifferenceOverlay *overlay : overlays)
        QCOMPARE(overlay->cells(), expected);

    // A change to the world drops the marks until both sides are built again.
    window.document()->togglePit(0, 0);
    QVERIFY(mode->differences().empty());
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
    window.document()->setCompare(CompareSettings {IslandRule::Rule6b, false, 7});

    // The right had the focus: its rule, randomize and seed become the document's.
    mode->secondSession()->islandLesson()->view()->setFocus();
    QTRY_VERIFY(mode->secondSession()->islandLesson()->view()->hasFocus());
    mode->action()->trigger();
    QVERIFY(!mode->isActive());
    QCOMPARE(window.document()->scenario().islands.rule, IslandRule::Rule6b);
    QCOMPARE(window.document()->scenario().islands.randomize, false);
    QCOMPARE(window.document()->scenario().seed, std::uint64_t(7));
    QVERIFY(!window.document()->scenario().compare);

    // Undo brings the comparison back; leaving from the left keeps the left as it is.
    window.document()->undoStack()->undo();
    QVERIFY(mode->isActive());
    window.session()->islandLesson()->view()->setFocus();
    QTRY_VERIFY(window.session()->islandLesson()->view()->hasFocus());
    const IslandSettings left = window.document()->scenario().islands;
    mode->action()->trigger();
    QVERIFY(!mode->isActive());
    QCOMPARE(window.document()->scenario().islands, left);
}

QTEST_MAIN(TestCompareMode)
#include "tst_comparemode.moc"
