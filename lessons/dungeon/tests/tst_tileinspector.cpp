// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeongenerator.h"
#include "dungeonmodel.h"
#include "dungeonview.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "testdata.h"
#include "tileinspector.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

// The tile-connection inspector shows, for one cell at the playback step, its masks in hex
// and binary and why each candidate was rejected, and follows playback.
//
// dungeon-pits-detour (rows ".....#" and ".##...") starts at (1,3) and ends at (0,0). Cell
// (0,3) is filled from the queue: the start below it opened DR|DL towards it (required
// 0x30), its top faces the border (allowed 0xFC), and the only way to the end runs left.
class TestTileInspector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void showsMasksAndReasonsAtTheStep();
    void followsPlayback();
    void startAndPitsHaveNoCandidates();
    void clickingACellInspectsIt();

private:
    static int findStep(const DungeonSteps &steps, DungeonStep::Kind kind, int row, int col);
    QString label(const QString &name) const;
    QStringList candidateTexts() const;

    QTemporaryDir m_dir;
    Scenario m_scenario;
    DungeonBuild m_build;
    DungeonModel *m_model = nullptr;
    TileInspector *m_inspector = nullptr;
};

void TestTileInspector::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    m_scenario = TestData::scenario(QStringLiteral("dungeon-pits-detour.json"));
    m_build = DungeonGenerator::build(m_scenario);
    QVERIFY(m_build.finished());
}

// Each test starts from a model with the whole build at step 0 and an inspector on (0, 3),
// whatever the one before it left behind.
void TestTileInspector::init()
{
    m_model = new DungeonModel;
    m_model->setScenario(m_scenario);
    m_model->appendSteps(m_build.steps.toVector());
    m_inspector = new TileInspector;
    m_inspector->setModel(m_model);
    m_inspector->setCell(0, 3);
    m_inspector->show();
}

void TestTileInspector::cleanup()
{
    delete m_inspector;
    m_inspector = nullptr;
    delete m_model;
    m_model = nullptr;
}

int TestTileInspector::findStep(const DungeonSteps &steps, DungeonStep::Kind kind, int row, int col)
{
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].kind == kind && steps[i].row == row && steps[i].col == col)
            return int(i);
    }
    return -1;
}

QString TestTileInspector::label(const QString &name) const
{
    auto *value = m_inspector->findChild<QLabel *>(name);
    return value ? value->text() : QStringLiteral("<no %1>").arg(name);
}

QStringList TestTileInspector::candidateTexts() const
{
    QStringList texts;
    auto *list = m_inspector->findChild<QListWidget *>(QStringLiteral("candidatesList"));
    for (int i = 0; list && i < list->count(); ++i)
        texts << list->item(i)->text();
    return texts;
}

void TestTileInspector::showsMasksAndReasonsAtTheStep()
{
    const int place = findStep(m_build.steps, DungeonStep::Place, 0, 3);
    QVERIFY(place > 0);
    int first = place;
    while (m_build.steps[std::size_t(first - 1)].kind == DungeonStep::Reject)
        --first;

    // Queued, nothing checked yet: the masks it waits with, in hex and binary.
    m_model->seek(first);
    m_inspector->refresh();
    QCOMPARE(label(QStringLiteral("allowedValue")), QStringLiteral("0xFC (binary 1111 1100)"));
    QCOMPARE(label(QStringLiteral("requiredValue")), QStringLiteral("0x30 (binary 0011 0000)"));
    QCOMPARE(label(QStringLiteral("doorsValue")), QStringLiteral("–"));
    QVERIFY(label(QStringLiteral("cellValue")).contains(QStringLiteral("queued")));
    QVERIFY(candidateTexts().isEmpty());

    // Placed: every candidate with its verdict, the drawn one marked.
    m_model->seek(place + 1);
    m_inspector->refresh();
    QCOMPARE(label(QStringLiteral("doorsValue")), QStringLiteral("0xFC (binary 1111 1100)"));
    QVERIFY(
        label(QStringLiteral("templateValue")).startsWith(QStringLiteral("big room, rotation 0")));
    const QString required = QStringLiteral("rejected: a required side is not answered");
    const QString cuts = QStringLiteral("rejected: would cut the last start-to-end path");
    const QStringList expected = {
        QStringLiteral("big room, rotation 0 · 0xFF\n✔ chosen"),
        QStringLiteral("small room, rotation 0 · 0x06\n✘ ") + required,
        QStringLiteral("small room, rotation 1 · 0x18\n✘ ") + cuts,
        QStringLiteral("small room, rotation 2 · 0x60\nvalid (not drawn)"),
        QStringLiteral("small room, rotation 3 · 0x81\n✘ ") + required,
        QStringLiteral("hall, rotation 0 · 0x84\n✘ ") + required,
        QStringLiteral("hall, rotation 1 · 0x12\n✘ ") + cuts,
        QStringLiteral("hall, rotation 2 · 0x48\n✘ ") + required,
        QStringLiteral("hall, rotation 3 · 0x21\n✘ ") + cuts,
    };
    QCOMPARE(candidateTexts(), expected);
    auto *drawing = m_inspector->findChild<QWidget *>(QStringLiteral("tileDrawing"));
    QVERIFY(drawing);
    QVERIFY(drawing->accessibleDescription().contains(QStringLiteral("RU, RD, DR, DL, LD, LU")));
}

void TestTileInspector::followsPlayback()
{
    const int place = findStep(m_build.steps, DungeonStep::Place, 0, 3);
    const int firstReject = findStep(m_build.steps, DungeonStep::Reject, 0, 3);
    QVERIFY(firstReject > 0 && firstReject < place);

    m_model->seek(place + 1);
    QTRY_COMPARE(candidateTexts().size(), 9);
    // Half-way through the checks: the candidates after the second rejection wait.
    m_model->seek(firstReject + 2);
    QTRY_VERIFY(candidateTexts().value(3).endsWith(QStringLiteral("not checked yet")));
    QVERIFY(
        candidateTexts().value(2).contains(QStringLiteral("would cut the last start-to-end path")));
    QVERIFY(candidateTexts().value(0).endsWith(QStringLiteral("not checked yet")));
    QCOMPARE(label(QStringLiteral("stepValue")),
        QStringLiteral("%1 of %2").arg(firstReject + 2).arg(m_model->stepCount()));

    // At the end a later neighbour has clipped LU: the doors shrink, required stays.
    m_model->seek(m_model->stepCount());
    QTRY_COMPARE(label(QStringLiteral("doorsValue")), QStringLiteral("0x7C (binary 0111 1100)"));
    QCOMPARE(label(QStringLiteral("requiredValue")), QStringLiteral("0x30 (binary 0011 0000)"));

    // Back to the start: rock again, nothing checked.
    m_model->seek(0);
    QTRY_VERIFY(candidateTexts().isEmpty());
    QCOMPARE(label(QStringLiteral("doorsValue")), QStringLiteral("–"));
}

void TestTileInspector::startAndPitsHaveNoCandidates()
{
    m_model->seek(m_model->stepCount());
    m_inspector->setCell(1, 3);
    QVERIFY(label(QStringLiteral("cellValue")).contains(QStringLiteral("start")));
    QVERIFY(candidateTexts().isEmpty());
    QVERIFY(label(QStringLiteral("candidatesNote")).contains(QStringLiteral("big room")));
    m_inspector->setCell(1, 1);
    QVERIFY(label(QStringLiteral("cellValue")).endsWith(QStringLiteral("pit")));
    QCOMPARE(label(QStringLiteral("allowedValue")), QStringLiteral("–"));
}

void TestTileInspector::clickingACellInspectsIt()
{
    MainWindow window;
    window.openFile(TestData::path(QStringLiteral("dungeon-pits-detour.json")));
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("tileInspectorDock"));
    QVERIFY(dock && dock->isVisible());
    auto *view = window.findChild<DungeonView *>(QStringLiteral("dungeonView"));
    auto *inspector = window.findChild<TileInspector *>(QStringLiteral("tileInspector"));
    QVERIFY(view && inspector);
    auto *model = view->dungeonModel();

    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    window.findChild<QAction *>(QStringLiteral("playAction"))->trigger(); // pause
    QTRY_VERIFY(model->stepCount() == int(m_build.steps.size()));
    window.findChild<QAction *>(QStringLiteral("toEndAction"))->trigger();
    QVERIFY(model->atFinish());

    // A click on a built dungeon selects the cell; it paints no pit and keeps the build.
    QTest::mouseClick(
        view->viewport(), Qt::LeftButton, Qt::NoModifier, view->cellRect(0, 3).center());
    QCOMPARE(inspector->row(), 0);
    QCOMPARE(inspector->column(), 3);
    QCOMPARE(model->stepCount(), int(m_build.steps.size()));
    QCOMPARE(window.document()->scenario().pitCount(), m_scenario.pitCount());
    QTRY_COMPARE(inspector->findChild<QLabel *>(QStringLiteral("doorsValue"))->text(),
        QStringLiteral("0x7C (binary 0111 1100)"));
    window.document()->setUnmodified();
}

QTEST_MAIN(TestTileInspector)
#include "tst_tileinspector.moc"
