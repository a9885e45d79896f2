// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonmodel.h"
#include "exportmenu.h"
#include "gifexportdialog.h"
#include "islandmodel.h"
#include "lesson.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "mapexporter.h"
#include "mapframes.h"
#include "mapview.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QImageReader>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

// File ▸ Export from the window: the GIF, and the map's PNG and SVG, are made between
// events with a progress dialog that can cancel them; the Tiled map and the PDF handout of
// the build on screen.
class TestExportMenu : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void menuOffersEveryFormat();
    void gifOfTheBuildOnScreen();
    void cancelledGifLeavesNothing();
    void gifDialogShowsLengthAndSize();
    void tiledMapAndHandout();
    void tooLargeGifOffersACellSize_data();
    void tooLargeGifOffersACellSize();
    void stillIsTheMapOnScreen_data();
    void stillIsTheMapOnScreen();
    void largeStillShowsProgressAndCancels_data();
    void largeStillShowsProgressAndCancels();

private:
    // A window with `scenario` built to its last step.
    static void build(MainWindow &window, const QString &scenario);

    QTemporaryDir m_dir;
};

void TestExportMenu::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestExportMenu::build(MainWindow &window, const QString &scenario)
{
    window.document()->load(TestData::scenario(scenario), QString());
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    QTRY_VERIFY_WITH_TIMEOUT(
        !window.findChild<QAction *>(QStringLiteral("startAction"))->isEnabled()
            || ocean->stepCount() > 0,
        20000);
    QTRY_VERIFY_WITH_TIMEOUT(
        ocean->stepCount() > 0 && ocean->step(ocean->stepCount() - 1).kind >= IslandStep::AllDone,
        20000);
}

void TestExportMenu::menuOffersEveryFormat()
{
    MainWindow window;
    auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
    QVERIFY(menu);
    QStringList names;
    for (QAction *action : menu->actions())
        names.append(action->objectName());
    for (const char *name : {"exportPngAction", "exportSvgAction", "exportGifAction",
             "exportTmxAction", "exportPdfAction"})
        QVERIFY2(names.contains(QLatin1String(name)), name);
    QCOMPARE(menu->printAction()->shortcut(), QKeySequence(QKeySequence::Print));
}

void TestExportMenu::gifOfTheBuildOnScreen()
{
    MainWindow window;
    window.show();
    build(window, QStringLiteral("island-6b-basic.json"));
    auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
    const QString gif = m_dir.filePath(QStringLiteral("window.gif"));
    QSignalSpy finished(menu, &ExportMenu::finished);
    menu->startGif(gif, 4, 24, 10, 8);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().first().toBool(), true);
    QImageReader reader(gif);
    QCOMPARE(reader.imageCount(), 21);
    QCOMPARE(reader.size(), QSize(30 * 8, 20 * 8));
}

void TestExportMenu::cancelledGifLeavesNothing()
{
    MainWindow window;
    window.show();
    build(window, QStringLiteral("island-too-complex.json"));
    auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
    const QString gif = m_dir.filePath(QStringLiteral("cancelled.gif"));
    QSignalSpy finished(menu, &ExportMenu::finished);
    // 3000 frames: long enough to be cancelled on the way.
    menu->startGif(gif, 0, 5001, 50, 24);
    auto *progress = window.findChild<QProgressDialog *>(QStringLiteral("gifProgressDialog"));
    QVERIFY(progress);
    QCOMPARE(progress->maximum(), 3000);
    // The window answers while it encodes: events are handled between slices.
    QTRY_VERIFY(progress->value() > 0);
    QVERIFY(progress->value() < 3000);
    progress->findChild<QPushButton *>()->click(); // Cancel
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(!QFile::exists(gif));
    QCOMPARE(
        QDir(m_dir.path()).entryList({QStringLiteral("cancelled*")}, QDir::Files | QDir::Hidden),
        QStringList());
}

void TestExportMenu::gifDialogShowsLengthAndSize()
{
    MainWindow window;
    build(window, QStringLiteral("island-6b-basic.json"));
    const std::unique_ptr<MapFrames> frames
        = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"))->frames();
    QCOMPARE(frames->stepCount(), 24);
    GifExportDialog dialog(*frames);
    auto *summary = dialog.findChild<QLabel *>(QStringLiteral("gifSummaryLabel"));
    auto *estimate = dialog.findChild<QLabel *>(QStringLiteral("gifEstimateLabel"));
    // 25 frames at 10 a second: 2.4 s, and the last one held 3 s.
    QVERIFY2(summary->text().contains(QRegularExpression(QStringLiteral("^25 frame.*, 5.4 s"))),
        qPrintable(summary->text()));
    dialog.findChild<QSpinBox *>(QStringLiteral("fromSpinBox"))->setValue(14);
    dialog.findChild<QSpinBox *>(QStringLiteral("fpsSpinBox"))->setValue(5);
    QVERIFY2(summary->text().contains(QRegularExpression(QStringLiteral("^11 frame.*, 5.0 s"))),
        qPrintable(summary->text()));
    QTRY_VERIFY(estimate->text().contains(
        QRegularExpression(QStringLiteral("\\d+(\\.\\d+)? (bytes|KB|KiB)"))));
    const GifExport::Options options = dialog.options();
    QCOMPARE(options.from, 14);
    QCOMPARE(options.to, 24);
    QCOMPARE(options.fps, 5);
}

void TestExportMenu::tiledMapAndHandout()
{
    MainWindow window;
    build(window, QStringLiteral("island-6b-basic.json"));
    auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
    QString error;
    const QString tmx = m_dir.filePath(QStringLiteral("window.tmx"));
    QVERIFY2(menu->exportFile(tmx, &error), qPrintable(error));
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("window.tiles.png"))));
    const QString pdf = m_dir.filePath(QStringLiteral("window.pdf"));
    QVERIFY2(menu->exportFile(pdf, &error), qPrintable(error));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("%PDF"));
    // An unwritable place: a message naming the file, nothing written.
    const QString bad = m_dir.filePath(QStringLiteral("missing/window.pdf"));
    QVERIFY(!menu->exportFile(bad, &error));
    QVERIFY(error.contains(bad));
}

void TestExportMenu::tooLargeGifOffersACellSize_data()
{
    QTest::addColumn<bool>("accept");
    QTest::newRow("cancelled") << false;
    QTest::newRow("taken") << true;
}

void TestExportMenu::tooLargeGifOffersACellSize()
{
    QFETCH(bool, accept);
    MainWindow window;
    window.show();
    Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    scenario.resize(100, 10);
    window.document()->load(scenario, QString());
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    QTRY_VERIFY_WITH_TIMEOUT(
        ocean->stepCount() > 0 && ocean->step(ocean->stepCount() - 1).kind >= IslandStep::AllDone,
        20000);
    auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
    const QString gif
        = m_dir.filePath(accept ? QStringLiteral("smaller.gif") : QStringLiteral("refused.gif"));
    QSignalSpy finished(menu, &ExportMenu::finished);
    QString text;
    QString offer;
    QTimer::singleShot(0, this, [&] {
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("exportSizeBox"));
        if (!box)
            return;
        text = box->text();
        auto *smaller = box->findChild<QPushButton *>(QStringLiteral("exportSmallerButton"));
        offer = smaller->text();
        if (accept)
            smaller->click();
        else
            box->button(QMessageBox::Cancel)->click();
    });
    // The last frame alone, at 96 pixels a cell: 9,600 pixels high, over the 8,192.
    const int last = ocean->stepCount();
    menu->startGif(gif, last, last, 10, 96);
    QVERIFY2(text.contains(QStringLiteral("960 x 9,600 pixels; at most 8,192 a side")),
        qPrintable(text));
    QCOMPARE(offer, QStringLiteral("Export at 81 px a Cell"));
    if (!accept) {
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(!QFile::exists(gif));
        return;
    }
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), true);
    QCOMPARE(QImageReader(gif).size(), QSize(810, 8100));
}

void TestExportMenu::stillIsTheMapOnScreen_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<bool>("svg");
    QTest::addColumn<bool>("atAClip");
    QTest::newRow("island png") << QStringLiteral("island-6b-basic.json") << false << false;
    QTest::newRow("island svg") << QStringLiteral("island-6b-basic.json") << true << false;
    QTest::newRow("dungeon png at a clip") << QStringLiteral("dungeon-basic.json") << false << true;
    QTest::newRow("dungeon svg at a clip") << QStringLiteral("dungeon-basic.json") << true << true;
}

void TestExportMenu::stillIsTheMapOnScreen()
{
    // The file the window writes is the one the view drew before there was a progress
    // dialog, byte for byte, also in the middle of the playback; and the map moving on
    // while it is made does not change it.
    QFETCH(QString, scenario);
    QFETCH(bool, svg);
    QFETCH(bool, atAClip);
    MainWindow window;
    window.show();
    window.document()->load(TestData::scenario(scenario), QString());
    window.session()->start(false);
    QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isBuilding(), 20000);
    MapModel *model = window.session()->lesson()->model();
    QVERIFY(model->stepCount() > 2);
    int shown = model->stepCount();
    if (atAClip) {
        const auto *dungeon = qobject_cast<DungeonModel *>(model);
        QVERIFY(dungeon);
        shown = model->stepCount() / 2;
        while (shown < model->stepCount() && dungeon->step(shown - 1).kind != DungeonStep::Clip)
            ++shown;
        QVERIFY(shown < model->stepCount());
    }
    window.session()->seek(shown);
    QCOMPARE(model->position(), shown);
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    const QString tag
        = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString before = m_dir.filePath(tag + QStringLiteral("-view") + suffix);
    QString error;
    QVERIFY2(svg ? MapExporter::writeSvg(
                 *window.currentView(), window.document()->scenario(), before, &error)
                 : MapExporter::writePng(
                     *window.currentView(), window.document()->scenario(), before, &error),
        qPrintable(error));
    auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
    QSignalSpy finished(menu, &ExportMenu::finished);
    const QString still = m_dir.filePath(tag + suffix);
    menu->startMap(still, svg);
    window.session()->seek(1);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().first().toBool(), true);
    QFile written(still);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QFile expected(before);
    QVERIFY(expected.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll() == expected.readAll());
}

void TestExportMenu::largeStillShowsProgressAndCancels_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<bool>("svg");
    // 1000 x 1000 with eight large islands: a numbered cell each, some seconds of SVG.
    QTest::newRow("island svg, drawing") << QStringLiteral("island-6b-basic.json") << true;
    // A 4,000 x 4,000 picture: its PNG takes a second or more to encode.
    QTest::newRow("dungeon png, encoding") << QStringLiteral("dungeon-basic.json") << false;
}

void TestExportMenu::largeStillShowsProgressAndCancels()
{
    QFETCH(QString, scenario);
    QFETCH(bool, svg);
    MainWindow window;
    window.show();
    Scenario large = TestData::scenario(scenario);
    large.resize(1000, 1000);
    large.islands.count = 8;
    large.islands.min = 50000;
    large.islands.max = 100000;
    large.islands.randomize = false;
    large.islands.stepLimit = 100000000;
    window.document()->load(large, QString());
    window.session()->start(false);
    QTRY_VERIFY_WITH_TIMEOUT(!window.session()->isBuilding(), 60000);
    MapModel *model = window.session()->lesson()->model();
    QVERIFY(model->stepCount() > 100000);
    window.session()->seek(model->stepCount());
    const QString name
        = svg ? QStringLiteral("large-drawn.svg") : QStringLiteral("large-encoded.png");
    const QString file = m_dir.filePath(name);
    {
        QFile old(file);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
    }
    auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
    QSignalSpy finished(menu, &ExportMenu::finished);
    menu->startMap(file, svg);
    auto *progress = window.findChild<QProgressDialog *>(QStringLiteral("exportProgressDialog"));
    QVERIFY(progress);
    QVERIFY(progress->maximum() > 100);
    // The window answers while the map is drawn and encoded: events are handled meanwhile.
    bool answered = false;
    QTimer::singleShot(0, this, [&] { answered = true; });
    // (Long timeouts for the sanitizer build, where drawing the map takes far longer.)
    if (svg)
        QTRY_VERIFY_WITH_TIMEOUT(answered && progress->value() > 0, 60000);
    else // drawn, the last piece (the encoding) under way
        QTRY_VERIFY_WITH_TIMEOUT(answered && progress->value() == progress->maximum() - 1, 60000);
    QCOMPARE(finished.size(), 0);
    progress->findChild<QPushButton *>()->click(); // Cancel
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), false);
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), QByteArray("old"));
    QCOMPARE(QDir(m_dir.path()).entryList({name + QLatin1Char('*')}, QDir::Files | QDir::Hidden),
        QStringList {name});
}

QTEST_MAIN(TestExportMenu)
#include "tst_exportmenu.moc"
