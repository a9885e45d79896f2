// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "controlspanel.h"
#include "dungeonbuildcontroller.h"
#include "dungeonfailure.h"
#include "dungeongenerator.h"
#include "dungeonmodel.h"
#include "dungeonview.h"
#include "islandmodel.h"
#include "islandview.h"
#include "lesson.h"
#include "lessonpanel.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapexporter.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "testdata.h"

#include <QAction>
#include <QDockWidget>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

// The workbench's dungeon lesson: the mode switch, builds that reproduce the examples, pit
// painting with undo, dungeon files, and builds that cannot start.
class TestDungeonMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void switchingModesIsAnUndoableSetting();
    void buildReproducesTheExample_data();
    void buildReproducesTheExample();
    void paintingAPitAndUndo();
    void dungeonFileOpensInDungeonMode();
    void cutApartShowsTheMessageAndKeepsTheState();
    void islandsStillBuildAfterADungeon();
    void exportsTheDungeon();

private:
    void buildToTheEnd();
    QAction *action(const QString &name) const;

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    DungeonView *m_view = nullptr;
    DungeonModel *m_model = nullptr;
    QUndoStack *m_undo = nullptr;
};

void TestDungeonMode::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestDungeonMode::init()
{
    m_window = new MainWindow;
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_view = m_window->findChild<DungeonView *>(QStringLiteral("dungeonView"));
    QVERIFY(m_view);
    m_model = m_view->dungeonModel();
    QVERIFY(m_model);
    m_undo = m_window->document()->undoStack();
}

void TestDungeonMode::cleanup()
{
    m_window->document()->setUnmodified(); // no "save changes?" prompt
    delete m_window;
    m_window = nullptr;
}

QAction *TestDungeonMode::action(const QString &name) const
{
    auto *found = m_window->findChild<QAction *>(name);
    if (!found)
        qFatal("no action %s", qPrintable(name));
    return found;
}

void TestDungeonMode::buildToTheEnd()
{
    auto *builds = m_window->findChild<DungeonBuildController *>(QStringLiteral("dungeonBuilds"));
    QVERIFY(builds);
    action(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(!builds->isRunning());
    action(QStringLiteral("toEndAction"))->trigger();
    QVERIFY(m_model->atFinish());
}

void TestDungeonMode::switchingModesIsAnUndoableSetting()
{
    Scenario scenario = TestData::scenario(QStringLiteral("dungeon-basic.json"));
    scenario.mode = MapMode::Island;
    m_window->document()->load(scenario, QString());
    auto *stack = m_window->findChild<IslandView *>(QStringLiteral("islandView"))->parentWidget();
    auto *mapStack = qobject_cast<QStackedWidget *>(stack);
    QVERIFY(mapStack);
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Island);
    auto *inspectorDock = m_window->findChild<QDockWidget *>(QStringLiteral("tileInspectorDock"));
    auto *islandsBox = m_window->findChild<ControlsPanel *>(QStringLiteral("controlsPanel"))
                           ->findChild<QGroupBox *>();
    QVERIFY(!inspectorDock->isVisible());

    action(QStringLiteral("dungeonModeAction"))->trigger();
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Dungeon);
    QCOMPARE(m_window->document()->scenario().mode, MapMode::Dungeon);
    QCOMPARE(mapStack->currentWidget(), m_view);
    QCOMPARE(m_window->currentModel(), m_model);
    QVERIFY(action(QStringLiteral("dungeonModeAction"))->isChecked());
    QVERIFY(inspectorDock->isVisible());
    QVERIFY(!islandsBox->isVisible()); // the island settings are not the dungeon's
    QCOMPARE(m_window->findChild<LessonPanel *>(QStringLiteral("lessonPanel"))->stage(),
        QStringLiteral("dungeon"));
    QCOMPARE(m_undo->count(), 1);
    QVERIFY(m_window->document()->isModified());

    m_undo->undo();
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Island);
    QVERIFY(action(QStringLiteral("islandModeAction"))->isChecked());
    QCOMPARE(
        mapStack->currentWidget(), m_window->findChild<IslandView *>(QStringLiteral("islandView")));
    QVERIFY(islandsBox->isVisible());
    m_undo->redo();
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Dungeon);

    // Saved with the scenario.
    const QString file = m_dir.filePath(QStringLiteral("switched.mapgen.json"));
    m_window->document()->setFileName(file);
    action(QStringLiteral("saveAction"))->trigger();
    QString error;
    const auto saved = ScenarioFile::read(file, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->mode, MapMode::Dungeon);
}

void TestDungeonMode::buildReproducesTheExample_data()
{
    QTest::addColumn<QString>("name");
    const QStringList examples = TestData::examples(QStringLiteral("dungeon-*.expected.json"));
    QVERIFY(!examples.isEmpty());
    for (const QString &expected : examples) {
        const QString name
            = QString(expected).replace(QStringLiteral(".expected.json"), QStringLiteral(".json"));
        QTest::newRow(qPrintable(name)) << name;
    }
}

void TestDungeonMode::buildReproducesTheExample()
{
    QFETCH(QString, name);
    Scenario scenario = TestData::scenario(name);
    scenario.mode = MapMode::Island;
    m_window->document()->load(scenario, QString());
    action(QStringLiteral("dungeonModeAction"))->trigger();
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Dungeon);
    buildToTheEnd();

    const QString expectedName
        = QString(name).replace(QStringLiteral(".json"), QStringLiteral(".expected.json"));
    const QJsonObject expected = QJsonDocument::fromJson(TestData::contents(expectedName)).object();
    const QJsonArray tiles = expected.value(QStringLiteral("tiles")).toArray();
    QCOMPARE(m_model->rowCount(), tiles.size());
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QJsonArray row = tiles[r].toArray();
        for (int c = 0; c < m_model->columnCount(); ++c)
            QCOMPARE(m_model->index(r, c).data(DungeonModel::DoorsRole).toInt(), row[c].toInt());
    }
    const QJsonArray start = expected.value(QStringLiteral("start")).toArray();
    const QJsonArray end = expected.value(QStringLiteral("end")).toArray();
    QVERIFY(
        m_model->index(start[0].toInt(), start[1].toInt()).data(DungeonModel::StartRole).toBool());
    QVERIFY(m_model->index(end[0].toInt(), end[1].toInt()).data(DungeonModel::EndRole).toBool());

    // The final path runs from start to end over cells marked on it.
    const QVector<QPoint> path = m_model->finalPath();
    QVERIFY(path.size() >= 2);
    QCOMPARE(path.first(), QPoint(start[1].toInt(), start[0].toInt()));
    QCOMPARE(path.last(), QPoint(end[1].toInt(), end[0].toInt()));
    for (const QPoint &cell : path)
        QVERIFY(m_model->index(cell.y(), cell.x()).data(DungeonModel::OnPathRole).toBool());

    // Stepping back takes the path away again.
    action(QStringLiteral("stepBackAction"))->trigger();
    QVERIFY(m_model->finalPath().isEmpty());
}

void TestDungeonMode::paintingAPitAndUndo()
{
    m_window->openFile(TestData::path(QStringLiteral("dungeon-basic.json")));
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Dungeon);
    m_view->setPitEditing(true);
    m_view->setCellSize(30);
    auto pits = [this] {
        QString text;
        for (int r = 0; r < m_model->rowCount(); ++r) {
            for (int c = 0; c < m_model->columnCount(); ++c) {
                if (m_model->index(r, c).data(DungeonModel::CellKindRole).toInt()
                    == DungeonModel::PitCell)
                    text += QStringLiteral("(%1,%2)").arg(r).arg(c);
            }
        }
        return text;
    };
    QWidget *viewport = m_view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, m_view->cellRect(2, 3).center());
    QTest::mouseMove(viewport, m_view->cellRect(2, 5).center());
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, m_view->cellRect(2, 5).center());
    QCOMPARE(pits(), QStringLiteral("(2,3)(2,4)(2,5)"));
    QCOMPARE(m_window->document()->scenario().pitCount(), 3);
    QCOMPARE(m_undo->count(), 1);
    // A pit is a wall: its neighbours may no longer open towards it.
    QCOMPARE(m_model->index(1, 4).data(DungeonModel::AllowedRole).toInt() & 0x30, 0);

    m_undo->undo();
    QCOMPARE(pits(), QString());
    QCOMPARE(m_window->document()->scenario().pitCount(), 0);
    QCOMPARE(m_model->index(1, 4).data(DungeonModel::AllowedRole).toInt() & 0x30, 0x30);
    m_undo->redo();
    QCOMPARE(pits(), QStringLiteral("(2,3)(2,4)(2,5)"));

    // The dungeon built around the pits never opens a half-door towards them.
    buildToTheEnd();
    QCOMPARE(m_model->index(1, 4).data(DungeonModel::DoorsRole).toInt() & 0x30, 0);
    QCOMPARE(m_model->index(2, 4).data(DungeonModel::DoorsRole).toInt(), 0);
}

void TestDungeonMode::dungeonFileOpensInDungeonMode()
{
    QVERIFY(m_window->openFile(TestData::path(QStringLiteral("dungeon-custom-tiles.json"))));
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Dungeon);
    QVERIFY(action(QStringLiteral("dungeonModeAction"))->isChecked());
    QCOMPARE(m_window->currentView(), m_view);
    QVERIFY(m_view->isVisible());
    QCOMPARE(m_model->scenario(), TestData::scenario(QStringLiteral("dungeon-custom-tiles.json")));
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("tileSetDock"))
                ->toggleViewAction()
                ->isChecked());
    QCOMPARE(m_undo->count(), 0);

    // An island file brings the island lesson back.
    QVERIFY(m_window->openFile(TestData::path(QStringLiteral("island-6b-basic.json"))));
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Island);
    QVERIFY(m_window->findChild<IslandView *>(QStringLiteral("islandView"))->isVisible());
}

void TestDungeonMode::cutApartShowsTheMessageAndKeepsTheState()
{
    QVERIFY(m_window->openFile(TestData::path(QStringLiteral("dungeon-basic.json"))));
    Scenario cut = TestData::scenario(QStringLiteral("dungeon-basic.json"));
    cut.resize(3, 5);
    for (int r = 0; r < 3; ++r)
        cut.setPit(r, 2, true); // a wall of pits down the middle
    auto *builds = m_window->findChild<DungeonBuildController *>(QStringLiteral("dungeonBuilds"));

    // Seeds until start and end fall on either side of the wall.
    QString message;
    for (std::uint64_t seed = 1; seed < 40 && message.isEmpty(); ++seed) {
        Scenario attempt = cut;
        attempt.seed = seed;
        const DungeonBuild build = DungeonGenerator::build(attempt);
        if (build.failure == DungeonFailure::CutApart) {
            m_window->document()->load(attempt, QString());
            message = dungeonFailureMessage(build);
        }
    }
    QVERIFY(!message.isEmpty());
    const Scenario shown = m_window->document()->scenario();

    action(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(!builds->isRunning());
    QCOMPARE(m_view->failureMessage(), message);
    QVERIFY(m_window->statusBar()->currentMessage().contains(message));
    QCOMPARE(m_model->stepCount(), 0);
    QCOMPARE(m_window->document()->scenario(), shown);
    QCOMPARE(m_undo->count(), 0);
    QVERIFY(!m_window->document()->isModified());
    QVERIFY(!action(QStringLiteral("playAction"))->text().contains(QStringLiteral("Pause")));

    // Fewer than two open cells: the generator's own message too.
    Scenario tiny = cut;
    tiny.resize(1, 2);
    tiny.setPit(0, 0, true);
    tiny.setPit(0, 1, false);
    m_window->document()->load(tiny, QString());
    QVERIFY(m_view->failureMessage().isEmpty()); // a new world clears the old message
    action(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(!m_view->failureMessage().isEmpty());
    QCOMPARE(m_view->failureMessage(), dungeonFailureMessage(DungeonGenerator::build(tiny)));

    // Reset clears it, as any edit does: the message belongs to the world it was found in.
    action(QStringLiteral("resetAction"))->trigger();
    QVERIFY(m_view->failureMessage().isEmpty());
}

void TestDungeonMode::islandsStillBuildAfterADungeon()
{
    QVERIFY(m_window->openFile(TestData::path(QStringLiteral("dungeon-basic.json"))));
    buildToTheEnd();
    action(QStringLiteral("islandModeAction"))->trigger();
    QCOMPARE(m_window->session()->lesson()->mode(), MapMode::Island);
    auto *ocean = m_window->findChild<IslandModel *>(QStringLiteral("islandModel"));
    QCOMPARE(m_window->currentModel(), ocean);
    QCOMPARE(m_model->stepCount(), 0); // a mode switch is an edit: the dungeon build is gone
    action(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(ocean->stepCount() > 0);
    QCOMPARE(m_model->stepCount(), 0);
}

void TestDungeonMode::exportsTheDungeon()
{
    QVERIFY(m_window->openFile(TestData::path(QStringLiteral("dungeon-basic.json"))));
    buildToTheEnd();
    const QString png = m_dir.filePath(QStringLiteral("dungeon.png"));
    QVERIFY(MapExporter::writePng(*m_window->currentView(), m_window->document()->scenario(), png));
    const QImage image(png);
    const int cell = 32; // 4000 / 12 columns, capped
    QCOMPARE(image.size(), QSize(m_model->columnCount() * cell, m_model->rowCount() * cell));
    // The standard palette of dungeon maps (export.md, "Palette of dungeon maps").
    const QColor rockColor(0x1f, 0x1c, 0x19);
    const QColor wallColor(0x7d, 0x70, 0x64);
    const QColor floorColor(0xf3, 0xe6, 0xc4);
    const QVector<QPoint> path = m_model->finalPath();
    int rock = 0, walls = 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c) {
            const QPoint topLeft(c * cell, r * cell);
            if (m_model->index(r, c).data(DungeonModel::CellKindRole).toInt()
                == DungeonModel::RockCell) {
                QCOMPARE(image.pixelColor(topLeft + QPoint(cell / 2, cell / 2)), rockColor);
                ++rock;
            } else if (!path.contains(QPoint(c, r))) {
                // A tile: wall corners, floor in the middle.
                QCOMPARE(image.pixelColor(topLeft + QPoint(2, 2)), wallColor);
                QCOMPARE(
                    image.pixelColor(topLeft + QPoint(cell / 2 - 2, cell / 2 - 2)), floorColor);
                ++walls;
            }
        }
    }
    QVERIFY(rock > 0 && walls > 0);

    const QString svg = m_dir.filePath(QStringLiteral("dungeon.svg"));
    QVERIFY(MapExporter::writeSvg(*m_window->currentView(), m_window->document()->scenario(), svg));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<title>Dungeon map</title>"));
    QVERIFY(text.contains("#f3e6c4"));
}

QTEST_MAIN(TestDungeonMode)
#include "tst_dungeonmode.moc"
