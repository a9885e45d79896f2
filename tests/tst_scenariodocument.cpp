// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"
#include "lessonpropertiesdialog.h"
#include "pitcommand.h"
#include "resizecommand.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "settingcommand.h"
#include "testdata.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

// The document owns the scenario and its undo stack: every edit of its API is one undo
// command with a text for the history, edits of one control in a row merge, undo and redo
// give back exactly the scenarios before and after, and each change is announced (first
// aboutToChange, so a running build stops, then what changed). Its commands keep what
// changed, not copies of the world.
class TestScenarioDocument : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void eachEditIsOneCommandWithItsText();
    void editsThatChangeNothingPushNothing();
    void spinBoxEditsInARowMerge();
    void otherEditsDoNotMerge();
    void resizeThatCutsPitsBringsThemBackOnUndo();
    void pitStrokeIsOneCommand();
    void sprinkleAndClearAreOneCommandEach();
    void minAboveMaxIsSwapped();
    void undoAndRedoGiveWholeScenarios();
    void everyChangeIsAnnounced();
    void commandsStoreWhatChanged();
    void lessonPropertiesAreOneEdit();

private:
    // What the document said, in order: "aboutToChange", "pits 3", "grid", "settings",
    // "mode dungeon"; with the scenario it held when it said "aboutToChange".
    void record();
    QString lastText() const;

    QTemporaryDir m_settingsDir;
    ScenarioDocument *m_document = nullptr;
    QUndoStack *m_undo = nullptr;
    QStringList m_said;
    std::vector<QPoint> m_lastPits;
    std::vector<Scenario> m_before;
};

namespace {

Scenario withPits(std::initializer_list<QPoint> cells) // x = column, y = row
{
    Scenario scenario;
    for (const QPoint &cell : cells)
        scenario.setPit(cell.y(), cell.x(), true);
    return scenario;
}

std::vector<QPoint> sorted(std::vector<QPoint> cells)
{
    std::sort(cells.begin(), cells.end(), [](const QPoint &a, const QPoint &b) {
        return std::make_pair(a.y(), a.x()) < std::make_pair(b.y(), b.x());
    });
    return cells;
}

} // namespace

void TestScenarioDocument::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    // The undo history in English with its plural forms ("Paint 1 pit", "Paint 3 pits").
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestScenarioDocument::init()
{
    m_document = new ScenarioDocument;
    m_undo = m_document->undoStack();
    m_said.clear();
    m_before.clear();
    m_lastPits.clear();
    record();
}

void TestScenarioDocument::cleanup()
{
    delete m_document;
    m_document = nullptr;
}

void TestScenarioDocument::record()
{
    ScenarioDocument *document = m_document;
    connect(document, &ScenarioDocument::aboutToChange, this, [this, document] {
        m_said << QStringLiteral("aboutToChange");
        m_before.push_back(document->scenario());
    });
    connect(
        document, &ScenarioDocument::pitsChanged, this, [this](const std::vector<QPoint> &cells) {
            m_said << QStringLiteral("pits %1").arg(cells.size());
            m_lastPits = cells;
        });
    connect(document, &ScenarioDocument::gridReplaced, this,
        [this] { m_said << QStringLiteral("grid"); });
    connect(document, &ScenarioDocument::settingsChanged, this,
        [this] { m_said << QStringLiteral("settings"); });
    connect(document, &ScenarioDocument::modeChanged, this,
        [this](MapMode mode) { m_said << QStringLiteral("mode ") + modeName(mode); });
}

QString TestScenarioDocument::lastText() const
{
    return m_undo->count() > 0 ? m_undo->command(m_undo->count() - 1)->text() : QString();
}

void TestScenarioDocument::eachEditIsOneCommandWithItsText()
{
    int commands = 0;
    auto check = [&](const QString &text) {
        ++commands;
        QCOMPARE(m_undo->count(), commands);
        QCOMPARE(m_undo->index(), commands);
        QCOMPARE(lastText(), text);
    };

    m_document->setSeed(7);
    check(QStringLiteral("Change seed to 7"));
    m_document->newSeed();
    check(QStringLiteral("New seed %1").arg(m_document->scenario().seed));
    QVERIFY(m_document->scenario().seed != 7);

    IslandSettings islands = m_document->scenario().islands;
    islands.count = 5;
    m_document->setIslandSettings(islands);
    check(QStringLiteral("Change number of islands to 5"));
    islands.max = 20;
    m_document->setIslandSettings(islands);
    check(QStringLiteral("Change island sizes"));
    islands.randomize = false;
    m_document->setIslandSettings(islands);
    check(QStringLiteral("Randomize off"));
    islands.rule = IslandRule::Rule6a;
    m_document->setIslandSettings(islands);
    check(QStringLiteral("Change rule to Stage 6a"));
    islands.stepLimit = 5000;
    m_document->setIslandSettings(islands);
    check(QStringLiteral("Change step limit"));
    QVERIFY(m_document->scenario().islands == islands);

    m_document->resize(10, 12);
    check(QStringLiteral("Resize grid to 10 × 12"));
    m_document->togglePit(2, 3);
    check(QStringLiteral("Paint 1 pit"));
    m_document->togglePit(2, 3);
    check(QStringLiteral("Erase 1 pit"));

    m_document->beginStroke(true);
    for (int col = 0; col < 4; ++col)
        m_document->strokeCell(1, col);
    m_document->endStroke();
    check(QStringLiteral("Paint 4 pits"));
    m_document->beginStroke(false);
    m_document->strokeCell(1, 1);
    m_document->strokeCell(1, 2);
    m_document->endStroke();
    check(QStringLiteral("Erase 2 pits"));

    m_document->clearPits();
    check(QStringLiteral("Clear all pits"));
    m_document->sprinkle(50);
    check(QStringLiteral("Sprinkle %1 pits").arg(m_document->scenario().pitCount()));

    m_document->setMode(MapMode::Dungeon);
    check(QStringLiteral("Switch to the dungeon lesson"));
    QVector<DungeonTile> tiles = m_document->scenario().dungeon.tiles;
    tiles.append({QStringLiteral("corridor"), 0x44});
    m_document->setTiles(tiles, QStringLiteral("Add template corridor"));
    check(QStringLiteral("Add template corridor"));
    QVERIFY(m_document->scenario().dungeon.tiles == tiles);
    m_document->setMode(MapMode::Island);
    check(QStringLiteral("Switch to the island lesson"));
    QVERIFY(m_document->isModified());
}

void TestScenarioDocument::editsThatChangeNothingPushNothing()
{
    const Scenario loaded = m_document->scenario();
    m_document->setSeed(loaded.seed);
    m_document->setIslandSettings(loaded.islands);
    m_document->resize(loaded.rows, loaded.cols);
    m_document->setMode(loaded.mode);
    m_document->setTiles(loaded.dungeon.tiles, QStringLiteral("nothing"));
    m_document->togglePit(-1, 0);
    m_document->togglePit(0, loaded.cols);
    m_document->sprinkle(0);
    // A stroke over cells that already are what it paints, and outside the grid.
    m_document->beginStroke(false);
    m_document->strokeCell(0, 0);
    m_document->strokeCell(loaded.rows, 0);
    m_document->endStroke();
    m_document->clearPits(); // no pits to clear
    QCOMPARE(m_undo->count(), 0);
    QVERIFY(!m_document->isModified());
    QVERIFY(m_document->scenario() == loaded);
    // Nothing changed, so nothing but "stop the build" was said (Clear also clears the build).
    QVERIFY(!m_said.contains(QStringLiteral("settings")));
    QVERIFY(!m_said.contains(QStringLiteral("grid")));
    QCOMPARE(m_said.filter(QStringLiteral("pits")).size(), 0);
}

void TestScenarioDocument::spinBoxEditsInARowMerge()
{
    const Scenario loaded = m_document->scenario();
    IslandSettings islands = loaded.islands;
    for (int count = 4; count <= 7; ++count) {
        islands.count = count;
        m_document->setIslandSettings(islands);
    }
    QCOMPARE(m_undo->count(), 1);
    QCOMPARE(lastText(), QStringLiteral("Change number of islands to 7"));

    for (int max = 13; max <= 16; ++max) {
        islands.max = max;
        m_document->setIslandSettings(islands);
    }
    islands.min = 5;
    m_document->setIslandSettings(islands);
    QCOMPARE(m_undo->count(), 2);
    QCOMPARE(lastText(), QStringLiteral("Change island sizes"));

    for (int limit = 1000; limit <= 4000; limit += 1000) {
        islands.stepLimit = limit;
        m_document->setIslandSettings(islands);
    }
    QCOMPARE(m_undo->count(), 3);
    QCOMPARE(lastText(), QStringLiteral("Change step limit"));

    for (int side = 19; side >= 15; --side)
        m_document->resize(side, side + 1);
    QCOMPARE(m_undo->count(), 4);
    QCOMPARE(lastText(), QStringLiteral("Resize grid to 15 × 16"));

    // One undo takes back each run of clicks whole.
    m_undo->undo();
    QCOMPARE(m_document->scenario().rows, loaded.rows);
    QCOMPARE(m_document->scenario().cols, loaded.cols);
    m_undo->undo();
    QCOMPARE(m_document->scenario().islands.stepLimit, loaded.islands.stepLimit);
    m_undo->undo();
    QCOMPARE(m_document->scenario().islands.min, loaded.islands.min);
    QCOMPARE(m_document->scenario().islands.max, loaded.islands.max);
    m_undo->undo();
    QVERIFY(m_document->scenario() == loaded);

    // Clicks that come back to where they started leave no command at all.
    m_undo->clear();
    islands = loaded.islands;
    islands.count = 4;
    m_document->setIslandSettings(islands);
    islands.count = loaded.islands.count;
    m_document->setIslandSettings(islands);
    QCOMPARE(m_undo->count(), 0);
    m_document->resize(10, 10);
    m_document->resize(loaded.rows, loaded.cols);
    QCOMPARE(m_undo->count(), 0);
    QVERIFY(m_document->scenario() == loaded);
}

void TestScenarioDocument::otherEditsDoNotMerge()
{
    IslandSettings islands = m_document->scenario().islands;
    islands.count = 4;
    m_document->setIslandSettings(islands);
    islands.max = 14;
    m_document->setIslandSettings(islands);
    islands.count = 5;
    m_document->setIslandSettings(islands); // count again, but not in a row
    QCOMPARE(m_undo->count(), 3);

    m_document->setSeed(1);
    m_document->setSeed(2);
    islands.randomize = !islands.randomize;
    m_document->setIslandSettings(islands);
    islands.randomize = !islands.randomize;
    m_document->setIslandSettings(islands);
    m_document->togglePit(0, 0);
    m_document->togglePit(0, 1);
    QCOMPARE(m_undo->count(), 9);
}

void TestScenarioDocument::resizeThatCutsPitsBringsThemBackOnUndo()
{
    const Scenario loaded = withPits({QPoint(29, 19), QPoint(5, 5), QPoint(0, 0), QPoint(11, 2)});
    m_document->load(loaded, QString());
    m_document->resize(10, 10); // cuts (19, 29) and (2, 11)
    QCOMPARE(m_document->scenario().pitCount(), 2);
    m_document->resize(4, 4); // merges, cuts (5, 5)
    QCOMPARE(m_undo->count(), 1);
    QCOMPARE(m_document->scenario().pitCount(), 1);
    QVERIFY(m_document->scenario().isPit(0, 0));

    m_undo->undo();
    QVERIFY(m_document->scenario() == loaded);
    m_undo->redo();
    QCOMPARE(m_document->scenario().rows, 4);
    QCOMPARE(m_document->scenario().cols, 4);
    QCOMPARE(m_document->scenario().pitCount(), 1);

    // Growing back (one more click, merged) does not bring them back: only undo does.
    m_document->resize(20, 30);
    QCOMPARE(m_undo->count(), 1);
    QCOMPARE(m_document->scenario().pitCount(), 1);
    m_undo->undo();
    QVERIFY(m_document->scenario() == loaded);
}

void TestScenarioDocument::pitStrokeIsOneCommand()
{
    const Scenario loaded = withPits({QPoint(3, 1)});
    m_document->load(loaded, QString());
    m_said.clear();

    m_document->beginStroke(true);
    // Each cell shows at once, while the mouse moves, and the drag is one command all along.
    m_document->strokeCell(1, 1);
    QVERIFY(m_document->scenario().isPit(1, 1));
    QCOMPARE(m_said.last(), QStringLiteral("pits 1"));
    QCOMPARE(m_undo->count(), 1);
    m_document->strokeCell(1, 2);
    m_document->strokeCell(1, 2); // the mouse stays on a cell
    m_document->strokeCell(1, 3); // already a pit
    m_document->strokeCell(2, 3);
    m_document->strokeCell(-1, 3);
    QCOMPARE(m_undo->count(), 1);
    m_document->endStroke();
    QCOMPARE(m_undo->count(), 1);
    QCOMPARE(lastText(), QStringLiteral("Paint 3 pits"));
    QVERIFY(dynamic_cast<const PitCommand *>(m_undo->command(0)));
    const Scenario painted = m_document->scenario();
    QCOMPARE(painted.pitCount(), 4);

    // Undo takes back the cells of the stroke, all at once, and only those.
    m_said.clear();
    m_undo->undo();
    QCOMPARE(m_said, QStringList({QStringLiteral("aboutToChange"), QStringLiteral("pits 3")}));
    QCOMPARE(sorted(m_lastPits), std::vector<QPoint>({QPoint(1, 1), QPoint(2, 1), QPoint(3, 2)}));
    QVERIFY(m_document->scenario() == loaded);
    m_undo->redo();
    QVERIFY(m_document->scenario() == painted);

    // The next drag is a command of its own; an erasing one likewise.
    m_document->beginStroke(false);
    m_document->strokeCell(1, 3);
    m_document->strokeCell(1, 2);
    m_document->endStroke();
    QCOMPARE(m_undo->count(), 2);
    QCOMPARE(lastText(), QStringLiteral("Erase 2 pits"));
    QCOMPARE(m_document->scenario().pitCount(), 2);
    m_undo->undo();
    QVERIFY(m_document->scenario() == painted);
}

void TestScenarioDocument::sprinkleAndClearAreOneCommandEach()
{
    const Scenario loaded = withPits({QPoint(0, 0), QPoint(29, 19)});
    m_document->load(loaded, QString());
    m_said.clear();
    m_document->sprinkle(30);
    const Scenario sprinkled = m_document->scenario();
    const int added = sprinkled.pitCount() - loaded.pitCount();
    // 30 % of 598 open cells, give or take what chance allows.
    QVERIFY2(added > 598 * 15 / 100 && added < 598 * 45 / 100, qPrintable(QString::number(added)));
    QCOMPARE(m_undo->count(), 1);
    QCOMPARE(lastText(), QStringLiteral("Sprinkle %1 pits").arg(added));
    QCOMPARE(m_said,
        QStringList({QStringLiteral("aboutToChange"), QStringLiteral("pits %1").arg(added)}));

    m_document->clearPits();
    QCOMPARE(m_undo->count(), 2);
    QCOMPARE(m_document->scenario().pitCount(), 0);
    QCOMPARE(int(m_lastPits.size()), sprinkled.pitCount());

    m_undo->undo();
    QVERIFY(m_document->scenario() == sprinkled);
    m_undo->undo();
    QVERIFY(m_document->scenario() == loaded);
}

void TestScenarioDocument::minAboveMaxIsSwapped()
{
    IslandSettings islands = m_document->scenario().islands;
    islands.min = 10;
    islands.max = 6;
    m_document->setIslandSettings(islands);
    QCOMPARE(m_document->scenario().islands.min, 6);
    QCOMPARE(m_document->scenario().islands.max, 10);
    QCOMPARE(m_undo->count(), 1);
    // The swapped settings are what undo and redo move between.
    m_undo->undo();
    QCOMPARE(m_document->scenario().islands.min, 4);
    QCOMPARE(m_document->scenario().islands.max, 12);
    m_undo->redo();
    QCOMPARE(m_document->scenario().islands.min, 6);
    QCOMPARE(m_document->scenario().islands.max, 10);
}

void TestScenarioDocument::undoAndRedoGiveWholeScenarios()
{
    const Scenario loaded = TestData::scenario(QStringLiteral("island-pits-ordered.json"));
    m_document->load(loaded, QStringLiteral("lesson.mapgen.json"));
    QVERIFY(m_document->scenario() == loaded);
    QVERIFY(!m_document->isModified());

    m_document->setSeed(99);
    IslandSettings islands = loaded.islands;
    islands.count = 2;
    islands.rule = islands.rule == IslandRule::Rule6a ? IslandRule::Rule6b : IslandRule::Rule6a;
    m_document->setIslandSettings(islands);
    m_document->beginStroke(true);
    for (int col = 0; col < loaded.cols; ++col)
        m_document->strokeCell(0, col);
    m_document->endStroke();
    m_document->resize(loaded.rows - 2, loaded.cols + 3);
    m_document->sprinkle(20);
    m_document->togglePit(0, 0);
    m_document->setMode(MapMode::Dungeon);
    QVector<DungeonTile> tiles = DungeonSettings::defaultTiles();
    tiles.removeLast();
    m_document->setTiles(tiles, QStringLiteral("Remove hall"));
    m_document->clearPits();
    const Scenario edited = m_document->scenario();
    QVERIFY(edited != loaded);
    QVERIFY(m_document->isModified());

    m_undo->setIndex(0);
    QVERIFY(m_document->scenario() == loaded);
    QVERIFY(!m_document->isModified());
    m_undo->setIndex(m_undo->count());
    QVERIFY(m_document->scenario() == edited);
    // And once more, through every command one by one.
    while (m_undo->canUndo())
        m_undo->undo();
    QVERIFY(m_document->scenario() == loaded);
    while (m_undo->canRedo())
        m_undo->redo();
    QVERIFY(m_document->scenario() == edited);
}

void TestScenarioDocument::everyChangeIsAnnounced()
{
    const Scenario first = m_document->scenario();
    // Each edit, what the document says in order; m_before.front() is what it held when it
    // said "aboutToChange": still the scenario from before the change.
    auto expect = [this](const QStringList &said) { QCOMPARE(m_said, said); };
    const QString about = QStringLiteral("aboutToChange");

    Scenario dungeon = withPits({QPoint(1, 1)});
    dungeon.mode = MapMode::Dungeon;
    m_document->load(dungeon, QString());
    expect({about, QStringLiteral("grid"), QStringLiteral("settings"),
        QStringLiteral("mode dungeon")});
    QVERIFY(m_before.front() == first);

    auto next = [this] {
        m_said.clear();
        m_before.clear();
    };
    next();
    m_document->setSeed(5);
    expect({about, QStringLiteral("settings")});
    QCOMPARE(m_before.front().seed, dungeon.seed);

    next();
    IslandSettings islands = dungeon.islands;
    islands.count = 6;
    m_document->setIslandSettings(islands);
    expect({about, QStringLiteral("settings")});
    QCOMPARE(m_before.front().islands.count, dungeon.islands.count);

    next();
    m_document->setTiles({{QStringLiteral("big room"), 0xFF}}, QStringLiteral("Remove templates"));
    expect({about, QStringLiteral("settings")});
    QCOMPARE(m_before.front().dungeon.tiles.size(), 3);

    next();
    m_document->resize(8, 9);
    expect({about, QStringLiteral("grid")});
    QCOMPARE(m_before.front().rows, 20);

    next();
    m_document->togglePit(2, 2);
    expect({about, QStringLiteral("pits 1")});
    QCOMPARE(m_lastPits, std::vector<QPoint>({QPoint(2, 2)}));
    QVERIFY(!m_before.front().isPit(2, 2));

    next();
    m_document->beginStroke(true);
    m_document->strokeCell(3, 4);
    m_document->strokeCell(3, 5);
    m_document->endStroke();
    // The stroke stops a build before its first cell, once for the whole stroke, and each
    // cell shows as it is painted.
    expect({about, QStringLiteral("pits 1"), QStringLiteral("pits 1")});

    next();
    m_document->setMode(MapMode::Island);
    expect({about, QStringLiteral("mode island")});
    QCOMPARE(m_before.front().mode, MapMode::Dungeon);

    // Undo and redo announce like the edits they take back or do again.
    next();
    m_undo->undo(); // the mode
    expect({about, QStringLiteral("mode dungeon")});
    next();
    m_undo->undo(); // the stroke
    expect({about, QStringLiteral("pits 2")});
    next();
    m_undo->undo(); // the pit
    m_undo->undo(); // the resize
    expect({about, QStringLiteral("pits 1"), about, QStringLiteral("grid")});
    next();
    m_undo->redo();
    expect({about, QStringLiteral("grid")});

    // Clear with no pits changes nothing in the world, but still clears the build.
    next();
    m_document->load(Scenario(), QString());
    next();
    m_document->clearPits();
    expect({about});
    QCOMPARE(m_undo->count(), 0);
}

void TestScenarioDocument::commandsStoreWhatChanged()
{
    // A world of a million cells with pits in it: a command that copied the scenario would
    // copy them all; these keep only what they change.
    Scenario big;
    big.resize(Scenario::MaxSide, Scenario::MaxSide);
    for (int i = 0; i < Scenario::MaxSide; ++i)
        big.setPit(i, (i * 7) % Scenario::MaxSide, true);
    m_document->load(big, QString());

    m_document->beginStroke(true);
    m_document->strokeCell(500, 1);
    m_document->strokeCell(500, 2);
    m_document->strokeCell(501, 2);
    m_document->endStroke();
    const Scenario stroked = m_document->scenario();
    m_document->setSeed(3);
    IslandSettings islands = big.islands;
    islands.count = 8;
    m_document->setIslandSettings(islands);
    m_document->setMode(MapMode::Dungeon);
    m_document->setTiles({{QStringLiteral("big room"), 0xFF}}, QStringLiteral("Remove templates"));
    m_document->resize(Scenario::MaxSide, Scenario::MaxSide - 1);

    QCOMPARE(m_undo->count(), 6);
    QVERIFY(dynamic_cast<const PitCommand *>(m_undo->command(0)));
    QVERIFY(dynamic_cast<const SettingCommand<std::uint64_t> *>(m_undo->command(1)));
    QVERIFY(dynamic_cast<const SettingCommand<IslandSettings> *>(m_undo->command(2)));
    QVERIFY(dynamic_cast<const SettingCommand<MapMode> *>(m_undo->command(3)));
    QVERIFY(dynamic_cast<const SettingCommand<QVector<DungeonTile>> *>(m_undo->command(4)));
    QVERIFY(dynamic_cast<const ResizeCommand *>(m_undo->command(5)));

    // The resize cut one column: what its undo restores is that column's pits, no more.
    m_undo->undo();
    QCOMPARE(m_document->scenario().cols, Scenario::MaxSide);
    QVERIFY(m_document->scenario().pits == stroked.pits);
    m_undo->setIndex(1);
    QVERIFY(m_document->scenario() == stroked);
    // The stroke's undo hands back its three cells: that is all it holds.
    m_said.clear();
    m_undo->undo();
    QCOMPARE(m_said, QStringList({QStringLiteral("aboutToChange"), QStringLiteral("pits 3")}));
    QCOMPARE(
        sorted(m_lastPits), std::vector<QPoint>({QPoint(1, 500), QPoint(2, 500), QPoint(2, 501)}));
    QVERIFY(m_document->scenario() == big);
    m_undo->redo();
    QVERIFY(m_document->scenario() == stroked);
}

// File > Lesson Properties: the dialog's choice becomes the scenario's assignment in one
// undoable edit that stops no build; OK needs a part to grade; the file keeps it.
void TestScenarioDocument::lessonPropertiesAreOneEdit()
{
    LessonPropertiesDialog dialog(m_document->scenario().assignment);
    auto *questions = dialog.findChild<QCheckBox *>(QStringLiteral("assignQuestions"));
    auto *construct = dialog.findChild<QCheckBox *>(QStringLiteral("assignConstruct"));
    auto *hasPass = dialog.findChild<QCheckBox *>(QStringLiteral("hasPassMark"));
    auto *pass = dialog.findChild<QSpinBox *>(QStringLiteral("passMark"));
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(questions && construct && hasPass && pass && ok);
    QVERIFY(questions->isChecked()); // the defaults: the questions, no pass mark
    QVERIFY(!construct->isChecked());
    QVERIFY(!pass->isEnabled());
    questions->setChecked(false);
    QVERIFY(!ok->isEnabled()); // nothing to grade
    construct->setChecked(true);
    QVERIFY(ok->isEnabled());
    hasPass->setChecked(true);
    pass->setValue(70);
    const Assignment chosen = dialog.assignment();
    QCOMPARE(chosen, (Assignment {false, true, 70}));

    const Scenario before = m_document->scenario();
    m_document->setAssignment(chosen);
    QCOMPARE(m_undo->count(), 1);
    QCOMPARE(lastText(), QStringLiteral("Change lesson properties"));
    QVERIFY(!m_said.contains(QStringLiteral("aboutToChange"))); // a build goes on
    QCOMPARE(m_document->scenario().assignment, chosen);
    const auto saved = ScenarioFile::parse(
        ScenarioFile::toJson(m_document->scenario()), QStringLiteral("saved.json"), nullptr);
    QVERIFY(saved);
    QCOMPARE(saved->assignment, chosen);
    m_undo->undo();
    QVERIFY(m_document->scenario() == before);
    m_undo->redo();
    QCOMPARE(m_document->scenario().assignment, chosen);
    m_document->setAssignment(Assignment {false, false, std::nullopt}); // refused: no part
    m_document->setAssignment(chosen); // no change
    QCOMPARE(m_undo->count(), 1);
}

QTEST_MAIN(TestScenarioDocument)

#include "tst_scenariodocument.moc"
