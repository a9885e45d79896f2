// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithmcode.h"
#include "callstackview.h"
#include "cellinspector.h"
#include "codeview.h"
#include "islandcallstackmodel.h"
#include "islandeditor.h"
#include "islandgenerator.h"
#include "islandlesson.h"
#include "islandmodel.h"
#include "islandview.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "splitmix64.h"
#include "testdata.h"

#include <QAction>
#include <QLabel>
#include <QListView>
#include <QTextBlock>
#include <QtTest>

// The island lesson's Code, Call Stack and Cell Inspector docks, as a student uses them.
class TestIslandDocks : public QObject
{
    Q_OBJECT

private slots:
    void codeLineFollowsEveryStep_data();
    void codeLineFollowsEveryStep();
    void ruleSwitchesTheCode();
    void inspectorAgreesWithTheContract();
    void inspectorNamesTheRuleAndTheCell();
    void inspectorGivesTheRuleBooksCandidate();
    void inspectorFollowsTheKeyboardCursor();
    void inspectorAtTheEndOfTheBuild();
    void selectingAFrameOutlinesItOnTheMap();
};

namespace {

// The word of the trace that the highlighted line must hold, from the step's kind alone.
QString keywordOf(const IslandStep &step)
{
    switch (step.kind) {
    case IslandStep::Seed:
        return QStringLiteral("seed =");
    case IslandStep::Add:
        return QStringLiteral("ADD");
    case IslandStep::Backtrack:
        return QStringLiteral("BACKTRACK");
    case IslandStep::Complete:
        return QStringLiteral("COMPLETE");
    case IslandStep::Failed:
        return step.failure == IslandFailure::NoSeed     ? QStringLiteral("eligible is empty")
            : step.failure == IslandFailure::Unreachable ? QStringLiteral("reachable(seed)")
                                                         : QStringLiteral("else: FAILED");
    case IslandStep::AllDone:
        return QStringLiteral("ALL DONE");
    case IslandStep::TooComplex:
        return QStringLiteral("TOO COMPLEX");
    }
    return QString();
}

struct Fixture
{
    explicit Fixture(const Scenario &scenario)
        : lesson(&document)
        , editor(&lesson)
    {
        document.load(scenario, QString());
        lesson.islandModel()->appendSteps(IslandGenerator::build(scenario).steps);
    }
    ScenarioDocument document;
    IslandLesson lesson;
    IslandEditor editor;
};

// islands.md, "Rules", read straight off the map text: '.' water, '#' pit, digits land.
struct MapText
{
    QList<QByteArray> lines;
    int rows() const { return int(lines.size()); }
    int cols() const { return int(lines.first().size()); }
    char at(int r, int c) const { return lines[r][c]; }
    bool inside(int r, int c) const { return r >= 0 && r < rows() && c >= 0 && c < cols(); }
    bool landOtherThan(int r, int c, int island) const
    {
        return inside(r, c) && at(r, c) >= '1' && at(r, c) <= '8' && at(r, c) != char('0' + island);
    }
    bool validExpansion(int r, int c, int island, IslandRule rule) const
    {
        if (!inside(r, c) || at(r, c) != '.')
            return false;
        for (int dr = -1; dr <= 1 && rule == IslandRule::Rule6b; ++dr)
            for (int dc = -1; dc <= 1; ++dc)
                if ((dr || dc) && landOtherThan(r + dr, c + dc, island))
                    return false;
        return true;
    }
    // The island growing now was not there when its seed was chosen.
    bool seedEligible(int r, int c, int island, IslandRule rule) const
    {
        if (!inside(r, c) || (at(r, c) != '.' && at(r, c) != char('0' + island)))
            return false;
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc)
                if ((dr || dc) && (rule == IslandRule::Rule6b || !dr || !dc)
                    && landOtherThan(r + dr, c + dc, island))
                    return false;
        return true;
    }
};

} // namespace

void TestIslandDocks::codeLineFollowsEveryStep_data()
{
    QTest::addColumn<QString>("name");
    // island-deep-corridor: 12,000 steps of ADD, nothing new.
    const QString corridor = QStringLiteral("deep-corridor");
    for (const QString &file : TestData::examples(QStringLiteral("island-*.json"), corridor))
        QTest::newRow(qPrintable(file.chopped(5))) << file.chopped(5);
}

void TestIslandDocks::codeLineFollowsEveryStep()
{
    QFETCH(QString, name);
    Fixture l(TestData::scenario(name + QStringLiteral(".json")));
    IslandModel *ocean = l.lesson.islandModel();
    CodeView *code = l.editor.codeView();
    QCOMPARE(code->currentLine(), -1);
    for (int p = 1; p <= ocean->stepCount(); ++p) {
        ocean->seek(p);
        QVERIFY(code->currentLine() >= 0);
        const QString line = code->document()->findBlockByNumber(code->currentLine()).text();
        QVERIFY2(line.contains(keywordOf(ocean->step(p - 1))),
            qPrintable(
                QStringLiteral("step %1 (%2): %3").arg(p).arg(ocean->stepText(p - 1), line)));
    }
    // Stepping back shows the line of the step stepped back to.
    ocean->seek(1);
    QVERIFY(code->document()
                ->findBlockByNumber(code->currentLine())
                .text()
                .contains(keywordOf(ocean->step(0))));
    ocean->seek(0);
    QCOMPARE(code->currentLine(), -1);
}

void TestIslandDocks::ruleSwitchesTheCode()
{
    Fixture l(TestData::scenario(QStringLiteral("island-6b-basic.json")));
    CodeView *code = l.editor.codeView();
    auto newIn6b = [code] {
        int lines = 0;
        for (const AlgorithmCode::Line &line : code->lines())
            lines += line.newIn6b;
        return lines;
    };
    QVERIFY(newIn6b() >= 2);
    QVERIFY(code->toPlainText().contains(QLatin1String("NEW IN 6b")));
    QVERIFY(code->toPlainText().contains(QLatin1String("8 neighbours of X")));
    IslandSettings settings = l.document.scenario().islands;
    settings.rule = IslandRule::Rule6a;
    l.document.setIslandSettings(settings);
    QCOMPARE(newIn6b(), 0);
    QVERIFY(!code->toPlainText().contains(QLatin1String("8 neighbours")));
    QVERIFY(code->toPlainText().contains(QLatin1String("4 neighbours")));
    // Opening a scenario of the other rule switches the code back.
    l.document.load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    QVERIFY(newIn6b() >= 2);
    // The code can be selected and copied.
    QVERIFY(code->textInteractionFlags() & Qt::TextSelectableByMouse);
    code->selectAll();
    QCOMPARE(code->textCursor().selectedText().size(), code->toPlainText().size());
}

void TestIslandDocks::inspectorAgreesWithTheContract()
{
    SplitMix64 random(20261201);
    int judged = 0;
    int refusedByNeighbour = 0;
    for (int n = 0; n < 200; ++n) {
        Scenario scenario;
        scenario.rows = 4 + int(random.below(9));
        scenario.cols = 4 + int(random.below(9));
        scenario.seed = random.next();
        scenario.pits.assign(std::size_t(scenario.rows * scenario.cols), 0);
        for (auto &pit : scenario.pits)
            pit = random.below(100) < 12 ? 1 : 0;
        scenario.islands.count = 1 + int(random.below(8));
        scenario.islands.min = 1 + int(random.below(6));
        scenario.islands.max = scenario.islands.min + int(random.below(8));
        scenario.islands.randomize = random.below(4) != 0;
        scenario.islands.rule = random.below(2) ? IslandRule::Rule6a : IslandRule::Rule6b;
        Fixture l(scenario);
        IslandModel *ocean = l.lesson.islandModel();
        CellInspector *inspector = l.editor.cellInspector();
        const int steps = ocean->stepCount();
        for (int sample = 0; sample < 5; ++sample) {
            ocean->seek(int(random.below(std::uint64_t(steps + 1))));
            inspector->refresh();
            const int island = inspector->island();
            if (island == 0)
                continue;
            MapText map {QByteArray::fromStdString(ocean->grid().toText()).split('\n')};
            map.lines.removeLast();
            for (int r = 0; r < scenario.rows; ++r) {
                for (int c = 0; c < scenario.cols; ++c) {
                    inspector->setCell(r, c);
                    const IslandCellCheck::Verdict verdict = inspector->expansionVerdict();
                    const bool valid = map.validExpansion(r, c, island, scenario.islands.rule);
                    QCOMPARE(verdict.valid(), valid);
                    QCOMPARE(inspector->seedVerdict().valid(),
                        map.seedEligible(r, c, island, scenario.islands.rule));
                    ++judged;
                    if (valid)
                        continue;
                    // The reason names what the map shows.
                    const char cell = map.at(r, c);
                    if (cell == '#') {
                        QCOMPARE(verdict.reason, IslandCellCheck::Reason::Pit);
                    } else if (cell != '.') {
                        QCOMPARE(verdict.reason, IslandCellCheck::Reason::Land);
                        QCOMPARE(verdict.island, cell - '0');
                    } else {
                        QCOMPARE(verdict.reason, IslandCellCheck::Reason::NeighbourLand);
                        QVERIFY(std::abs(verdict.row - r) <= 1 && std::abs(verdict.col - c) <= 1);
                        QVERIFY(map.landOtherThan(verdict.row, verdict.col, island));
                        QCOMPARE(map.at(verdict.row, verdict.col), char('0' + verdict.island));
                        ++refusedByNeighbour;
                    }
                }
            }
        }
    }
    QVERIFY(judged > 20000);
    QVERIFY(refusedByNeighbour > 100);
}

void TestIslandDocks::inspectorNamesTheRuleAndTheCell()
{
    // island-6b-basic: after island 1 is complete, the cells around it refuse island 2.
    Fixture l(TestData::scenario(QStringLiteral("island-6b-basic.json")));
    IslandModel *ocean = l.lesson.islandModel();
    int complete = 0;
    while (ocean->step(complete).kind != IslandStep::Complete)
        ++complete;
    ocean->seek(complete + 2); // island 2's seed is down
    const IslandStep &seed = ocean->step(complete + 1);
    QCOMPARE(seed.kind, IslandStep::Seed);
    CellInspector *inspector = l.editor.cellInspector();
    inspector->refresh();
    // A water cell diagonal to island 1's first cell (the seed of island 1).
    const IslandStep &first = ocean->step(0);
    for (const auto &[dr, dc] : {std::pair {-1, -1}, {-1, 1}, {1, -1}, {1, 1}}) {
        const int r = first.row + dr, c = first.col + dc;
        if (!ocean->grid().contains(r, c) || ocean->grid().at(r, c) != IslandGrid::Water)
            continue;
        inspector->setCell(r, c);
        const QString text = inspector->seedText();
        QVERIFY2(text.contains(QLatin1String("island 2")) && text.contains(QLatin1String("rule 6b"))
                && text.contains(QLatin1String("neighbour of island 1")),
            qPrintable(text));
        const IslandCellCheck::Verdict verdict = inspector->seedVerdict();
        QVERIFY(text.contains(QStringLiteral("(%1, %2)").arg(verdict.row).arg(verdict.col)));
        QVERIFY(inspector->accessibleDescription().contains(text));
        return;
    }
    QFAIL("no water cell diagonal to island 1's seed");
}

// The candidate row is the rule book's verdict (as the web lesson's "Why this cell?"): a
// cell is a candidate only of the cell grow() is at, so water far from it is not one.
void TestIslandDocks::inspectorGivesTheRuleBooksCandidate()
{
    // Seed (2, 0), then ADD (1, 0): a dead end between two pits; (2, 3) is open water.
    Fixture l(TestData::scenario(QStringLiteral("island-dead-end.json")));
    IslandModel *ocean = l.lesson.islandModel();
    CellInspector *inspector = l.editor.cellInspector();
    const World world = ocean->scenario();
    const RuleBook::IslandRules rules(world, std::size_t(ocean->stepCount()),
        [ocean](std::size_t i) { return ocean->step(int(i)); });
    ocean->seek(2);
    inspector->setCell(2, 3);
    inspector->refresh();
    QCOMPARE(inspector->expansionText(),
        QStringLiteral(
            "for island 1, no: not beside the current cell (1, 0), so not its candidate"));
    // At every step, for every cell, what the rule book says (playback forward and back).
    for (const int position : {0, 1, 2, 5, ocean->stepCount(), 3, 1}) {
        ocean->seek(position);
        for (int r = 0; r < world.rows; ++r) {
            for (int c = 0; c < world.cols; ++c) {
                inspector->setCell(r, c);
                inspector->refresh();
                if (inspector->island() == 0)
                    continue;
                const RuleBook::Judgement expected = rules.candidate(position, r, c);
                QCOMPARE(int(inspector->candidateVerdict().reason), int(expected.reason));
                QCOMPARE(inspector->candidateVerdict().args, expected.args);
            }
        }
    }
}

void TestIslandDocks::inspectorFollowsTheKeyboardCursor()
{
    Fixture l(TestData::scenario(QStringLiteral("island-6a-basic.json")));
    auto *view = qobject_cast<IslandView *>(l.editor.view());
    view->setFocus();
    view->setCursorCell(3, 4);
    // The arrows move the cell cursor in the map's editing state (Enter); outside it they step.
    QTest::keyClick(view, Qt::Key_Return);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(l.editor.cellInspector()->row(), 3);
    QCOMPARE(l.editor.cellInspector()->column(), 5);
}

// After the last island every row of the inspector still says something: no island is left
// to grow, none to seed.
void TestIslandDocks::inspectorAtTheEndOfTheBuild()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    window.findChild<QAction *>(QStringLiteral("toEndAction"))->trigger();
    auto *view = window.findChild<IslandView *>(QStringLiteral("islandView"));
    view->setFocus();
    view->setCursorCell(0, 0);
    auto *inspector = window.findChild<CellInspector *>(QStringLiteral("cellInspector"));
    QTRY_COMPARE(inspector->expansionText(), QStringLiteral("no island left to grow"));
    QCOMPARE(inspector->seedText(), QStringLiteral("no island left to seed"));
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("seedValue"))->text(),
        QStringLiteral("no island left to seed"));
}

void TestIslandDocks::selectingAFrameOutlinesItOnTheMap()
{
    Fixture l(TestData::scenario(QStringLiteral("island-6b-basic.json")));
    IslandModel *ocean = l.lesson.islandModel();
    ocean->seek(4);
    QListView *list = l.editor.callStackView()->listView();
    QVERIFY(list->model()->rowCount() >= 2);
    const QModelIndex seedFrame = list->model()->index(0, 0);
    list->selectionModel()->select(seedFrame, QItemSelectionModel::ClearAndSelect);
    auto *view = qobject_cast<IslandView *>(l.editor.view());
    QCOMPARE(view->frameHighlight(), QPoint(ocean->step(0).col, ocean->step(0).row));
    list->selectionModel()->clearSelection();
    QCOMPARE(view->frameHighlight(), QPoint(-1, -1));
}

QTEST_MAIN(TestIslandDocks)
#include "tst_islanddocks.moc"
