// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "testdata.h"
#include "tiledrawing.h"
#include "tilesetpanel.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

// The tile-set panel edits the scenario's templates: each edit one undo step, a set without
// a big room refused with a message, and the edited set saved with the scenario.
class TestTileSetPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void showsTheTemplatesInFourRotations();
    void addAndRemoveAreUndoable();
    void clickingAHalfDoorTogglesIt();
    void renameIsUndoable();
    void removingTheOnlyBigRoomIsRefused();
    void atMostSixteenTemplates();
    void editedSetRoundTripsThroughSaveAndOpen();
    void namesKeepTheFilesLimit();

private:
    QVector<DungeonTile> tiles() const { return m_window->document()->scenario().dungeon.tiles; }
    QPushButton *button(const QString &name) const
    {
        return m_panel->findChild<QPushButton *>(name);
    }
    QLabel *message() const
    {
        return m_panel->findChild<QLabel *>(QStringLiteral("tileSetMessage"));
    }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    TileSetPanel *m_panel = nullptr;
    QListWidget *m_list = nullptr;
    TileDrawing *m_editor = nullptr;
    QUndoStack *m_undo = nullptr;
};

void TestTileSetPanel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestTileSetPanel::init()
{
    m_window = new MainWindow;
    QVERIFY(m_window->openFile(TestData::path(QStringLiteral("dungeon-basic.json"))));
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_panel = m_window->findChild<TileSetPanel *>(QStringLiteral("tileSetPanel"));
    QVERIFY(m_panel);
    m_list = m_panel->findChild<QListWidget *>(QStringLiteral("templateList"));
    m_editor = m_panel->findChild<TileDrawing *>(QStringLiteral("templateEditor"));
    QVERIFY(m_list && m_editor);
    m_undo = m_window->document()->undoStack();
    QCOMPARE(tiles(), DungeonSettings::defaultTiles());
}

void TestTileSetPanel::cleanup()
{
    m_window->document()->setUnmodified();
    delete m_window;
    m_window = nullptr;
}

void TestTileSetPanel::showsTheTemplatesInFourRotations()
{
    QCOMPARE(m_list->count(), 3);
    QCOMPARE(m_list->item(2)->text(), QStringLiteral("hall"));
    // One icon holds the four rotations side by side.
    QVERIFY(m_list->iconSize().width() >= 4 * m_list->iconSize().height());
    m_panel->setCurrentTemplate(2);
    QCOMPARE(m_editor->state(), TileDrawing::State::Filled);
    QCOMPARE(int(m_editor->doors()), 0x84);
}

void TestTileSetPanel::addAndRemoveAreUndoable()
{
    QTest::mouseClick(button(QStringLiteral("addTemplateButton")), Qt::LeftButton);
    QCOMPARE(tiles().size(), 4);
    QCOMPARE(int(tiles().last().doors), TileSetPanel::NewTemplateDoors);
    QCOMPARE(m_list->count(), 4);
    QCOMPARE(m_undo->count(), 1);
    QCOMPARE(m_undo->text(0), QStringLiteral("Add template"));

    m_panel->setCurrentTemplate(1);
    QTest::mouseClick(button(QStringLiteral("removeTemplateButton")), Qt::LeftButton);
    QCOMPARE(tiles().size(), 3);
    QCOMPARE(tiles()[1].name, QStringLiteral("hall"));
    QCOMPARE(m_undo->count(), 2);
    QVERIFY(message()->isHidden());

    m_undo->undo();
    QCOMPARE(tiles().size(), 4);
    QCOMPARE(tiles()[1].name, QStringLiteral("small room"));
    m_undo->undo();
    QCOMPARE(tiles(), DungeonSettings::defaultTiles());
    QCOMPARE(m_list->count(), 3);
    QVERIFY(!m_window->document()->isModified());
    m_undo->redo();
    QCOMPARE(tiles().size(), 4);
}

void TestTileSetPanel::clickingAHalfDoorTogglesIt()
{
    m_panel->setCurrentTemplate(1); // small room, UR | RU
    QTest::mouseClick(
        m_editor, Qt::LeftButton, Qt::NoModifier, m_editor->halfDoorRect(0).center()); // UL
    QCOMPARE(int(tiles()[1].doors), 0x07);
    QCOMPARE(int(m_editor->doors()), 0x07);
    QTest::mouseClick(
        m_editor, Qt::LeftButton, Qt::NoModifier, m_editor->halfDoorRect(2).center()); // RU
    QCOMPARE(int(tiles()[1].doors), 0x03);
    QCOMPARE(m_undo->count(), 2);
    QCOMPARE(m_undo->text(1), QStringLiteral("Close half-door RU of “small room”"));
    m_undo->undo();
    QCOMPARE(int(tiles()[1].doors), 0x07);
    m_undo->undo();
    QCOMPARE(int(tiles()[1].doors), 0x06);

    // Keyboard: the arrows move from the last clicked half-door (RU), Space toggles.
    m_editor->setFocus();
    QTest::keyClick(m_editor, Qt::Key_Left); // UR
    QTest::keyClick(m_editor, Qt::Key_Space);
    QCOMPARE(int(tiles()[1].doors), 0x04);
    QCOMPARE(m_undo->count(), 1);
}

void TestTileSetPanel::renameIsUndoable()
{
    m_panel->renameTemplate(2, QStringLiteral("corridor"));
    QCOMPARE(tiles()[2].name, QStringLiteral("corridor"));
    QCOMPARE(m_list->item(2)->text(), QStringLiteral("corridor"));
    // Through the list's own editing as well.
    m_list->item(0)->setText(QStringLiteral("great hall"));
    QTRY_COMPARE(tiles()[0].name, QStringLiteral("great hall"));
    QCOMPARE(m_undo->count(), 2);
    m_undo->undo();
    m_undo->undo();
    QCOMPARE(tiles(), DungeonSettings::defaultTiles());
    // An empty name is refused.
    m_panel->renameTemplate(2, QString());
    QCOMPARE(tiles(), DungeonSettings::defaultTiles());
    QVERIFY(!message()->text().isEmpty());
}

void TestTileSetPanel::removingTheOnlyBigRoomIsRefused()
{
    m_panel->setCurrentTemplate(0);
    QTest::mouseClick(button(QStringLiteral("removeTemplateButton")), Qt::LeftButton);
    QCOMPARE(tiles(), DungeonSettings::defaultTiles());
    QCOMPARE(m_undo->count(), 0);
    QCOMPARE(m_list->count(), 3);
    QVERIFY(message()->isVisible());
    QVERIFY(message()->text().contains(QStringLiteral("big room")));
    QCOMPARE(m_panel->message(), message()->text());

    // Closing one of its half-doors would leave no big room either.
    QTest::mouseClick(m_editor, Qt::LeftButton, Qt::NoModifier, m_editor->halfDoorRect(4).center());
    QCOMPARE(tiles(), DungeonSettings::defaultTiles());
    QCOMPARE(m_undo->count(), 0);

    // With a second big room, the first may go; the message goes with the refusal.
    m_panel->setCurrentTemplate(1);
    for (int bit : {0, 3, 4, 5, 6, 7})
        QTest::mouseClick(
            m_editor, Qt::LeftButton, Qt::NoModifier, m_editor->halfDoorRect(bit).center());
    QCOMPARE(int(tiles()[1].doors), 0xFF);
    QVERIFY(message()->isHidden());
    m_panel->setCurrentTemplate(0);
    QTest::mouseClick(button(QStringLiteral("removeTemplateButton")), Qt::LeftButton);
    QCOMPARE(tiles().size(), 2);
    QCOMPARE(m_undo->count(), 7);
}

void TestTileSetPanel::atMostSixteenTemplates()
{
    while (tiles().size() < Scenario::MaxTiles)
        QTest::mouseClick(button(QStringLiteral("addTemplateButton")), Qt::LeftButton);
    QCOMPARE(tiles().size(), 16);
    QVERIFY(!button(QStringLiteral("addTemplateButton"))->isEnabled());
    m_panel->addTemplate();
    QCOMPARE(tiles().size(), 16);
    QVERIFY(message()->text().contains(QStringLiteral("16")));
    QCOMPARE(m_undo->count(), 13);
}

void TestTileSetPanel::editedSetRoundTripsThroughSaveAndOpen()
{
    QTest::mouseClick(button(QStringLiteral("addTemplateButton")), Qt::LeftButton);
    m_panel->renameTemplate(3, QStringLiteral("long corridor"));
    m_panel->setCurrentTemplate(3);
    QTest::mouseClick(
        m_editor, Qt::LeftButton, Qt::NoModifier, m_editor->halfDoorRect(3).center()); // RD
    const QVector<DungeonTile> edited = tiles();
    QCOMPARE(edited.size(), 4);
    QCOMPARE(int(edited[3].doors), TileSetPanel::NewTemplateDoors | 0x08);

    const QString file = m_dir.filePath(QStringLiteral("tiles.mapgen.json"));
    m_window->document()->setFileName(file);
    m_window->findChild<QAction *>(QStringLiteral("saveAction"))->trigger();
    QVERIFY(!m_window->document()->isModified());

    MainWindow reopened;
    QVERIFY(reopened.openFile(file));
    QCOMPARE(reopened.document()->scenario().dungeon.tiles, edited);
    QCOMPARE(reopened.session()->lesson()->mode(), MapMode::Dungeon);
    auto *list = reopened.findChild<QListWidget *>(QStringLiteral("templateList"));
    QCOMPARE(list->count(), 4);
    QCOMPARE(list->item(3)->text(), QStringLiteral("long corridor"));
    // The build uses the edited set.
    QString error;
    QCOMPARE(ScenarioFile::read(file, &error)->dungeon.tiles, edited);
}

void TestTileSetPanel::namesKeepTheFilesLimit()
{
    // 60 characters, as scenario.md counts them: 🌊 (U+1F30A) is one, two UTF-16 units.
    const QString waves
        = QString::fromUcs4(U"\U0001F30A").repeated(ScenarioFile::MaxTileNameLength);
    m_list->item(2)->setText(waves);
    QTRY_COMPARE(tiles()[2].name, waves);
    const QString file = m_dir.filePath(QStringLiteral("waves.mapgen.json"));
    m_window->document()->setFileName(file);
    m_window->findChild<QAction *>(QStringLiteral("saveAction"))->trigger();
    QVERIFY(!m_window->document()->isModified());
    MainWindow reopened;
    QVERIFY(reopened.openFile(file));
    QCOMPARE(reopened.document()->scenario().dungeon.tiles[2].name, waves);

    // One more would make a file that no one could open: refused, with the reason.
    m_list->item(2)->setText(waves + QLatin1Char('!'));
    QTRY_COMPARE(message()->text(), QStringLiteral("A template's name has at most 60 characters."));
    QCOMPARE(tiles()[2].name, waves);
    QCOMPARE(m_list->item(2)->text(), waves);
    QCOMPARE(m_undo->count(), 1);
}

QTEST_MAIN(TestTileSetPanel)
#include "tst_tilesetpanel.moc"
