// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentfiles.h"
#include "dungeongenerator.h"
#include "dungeonlesson.h"
#include "experimentchart.h"
#include "experimentpanel.h"
#include "experimentrunner.h"
#include "experimentsdock.h"
#include "experimenttablemodel.h"
#include "islandlesson.h"
#include "islandmodel.h"
#include "lessonsession.h"
#include "lessonsof.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QCategoryAxis>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QUndoStack>
#include <QtTest>

Q_DECLARE_METATYPE(ExperimentSettings)

// The Experiments dock as a lecturer uses it: the sweep it runs gives the table
// `mapgen experiment` prints, Cancel stops it at once and leaves no thread behind, a
// click on a chart point opens that point's median run as a lesson whose final map is
// that run's map, and the sweep's settings travel in the scenario file.
class TestExperimentsDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void dockIsInThePanelsMenu();
    void guiTableEqualsCliTable_data();
    void guiTableEqualsCliTable();
    void cancelStopsAtOnceAndLeavesNoThread();
    void clickingAPointOpensItsMedianRun();
    void chartsExportAsPngAndSvg();
    void chartsKeepSeriesApart();
    void settingsRoundTripThroughTheFile();
    void badSettingsAreRefused_data();
    void badSettingsAreRefused();
    void dungeonSweepThroughTheDock();
    void dungeonSizesAndTileSubsetsGiveTheCliTable_data();
    void dungeonSizesAndTileSubsetsGiveTheCliTable();
    void dungeonSweepSettingsRoundTripThroughTheFile();
    void sweepSettingsOfOlderFilesReadAsBefore();

private:
    struct Cli
    {
        int exitCode = -1;
        QByteArray out;
    };
    static Cli runCli(const QStringList &arguments);
    // Runs the dock's sweep and waits for its table.
    static bool runSweep(ExperimentsDock *dock);
    static QByteArray islandMap(const IslandModel &model);
    // The world the tests sweep: 20 x 30, a few pits, its own seed.
    static Scenario world();
    // A sweep over pit density from 0 to `to`.
    static ExperimentSettings densitySweep(int to, int step, int runs);
    // The process's threads, as the kernel lists them.
    static int threadCount()
    {
        return int(QDir(QStringLiteral("/proc/self/task"))
                       .entryList(QDir::Dirs | QDir::NoDotAndDotDot)
                       .size());
    }

    QTemporaryDir m_dir;
};

void TestExperimentsDock::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_experimentsdock"));
    QVERIFY2(QFileInfo(TestData::cli()).isExecutable(), "MAPGEN_CLI must name the built mapgen");
}

TestExperimentsDock::Cli TestExperimentsDock::runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(TestData::cli(), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput()};
}

bool TestExperimentsDock::runSweep(ExperimentsDock *dock)
{
    QSignalSpy finished(dock->runner(), &ExperimentRunner::finished);
    QSignalSpy dungeonFinished(dock->runner(), &ExperimentRunner::dungeonFinished);
    auto *run = dock->panel()->findChild<QPushButton *>(QStringLiteral("experimentRun"));
    if (!run || !run->isEnabled())
        return false;
    run->click();
    return QTest::qWaitFor([&] { return finished.count() + dungeonFinished.count() == 1; }, 60000)
        && !dock->runner()->isRunning();
}

QByteArray TestExperimentsDock::islandMap(const IslandModel &model)
{
    QByteArray text;
    for (int r = 0; r < model.rowCount(); ++r) {
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            switch (index.data(IslandModel::CellKindRole).toInt()) {
            case IslandModel::WaterCell:
                text += '.';
                break;
            case IslandModel::PitCell:
                text += '#';
                break;
            default:
                text += char('0' + index.data(IslandModel::IslandRole).toInt());
                break;
            }
        }
        text += '\n';
    }
    return text;
}

Scenario TestExperimentsDock::world()
{
    Scenario scenario;
    scenario.seed = 1234;
    for (int c = 5; c < 25; ++c)
        scenario.setPit(9, c, true);
    return scenario;
}

ExperimentSettings TestExperimentsDock::densitySweep(int to, int step, int runs)
{
    ExperimentSettings settings;
    settings.from = 0;
    settings.to = to;
    settings.step = step;
    settings.runs = runs;
    return settings;
}

void TestExperimentsDock::dockIsInThePanelsMenu()
{
    MainWindow window;
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    QVERIFY(dock);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Experiments"));
    bool listed = false;
    for (QAction *menu : window.menuBar()->actions()) {
        if (!menu->menu())
            continue;
        for (QAction *item : menu->menu()->actions()) {
            if (item->menu() && item->menu()->actions().contains(dock->toggleViewAction()))
                listed = true;
        }
    }
    QVERIFY(listed);
}

void TestExperimentsDock::guiTableEqualsCliTable_data()
{
    QTest::addColumn<ExperimentSettings>("settings");
    QTest::addColumn<QStringList>("options");
    ExperimentSettings density;
    density.from = 0;
    density.to = 45;
    density.step = 5;
    density.randomizeOff = true;
    density.runs = 30;
    QTest::newRow("density 0:45:5, both rules, randomize on and off")
        << density
        << QStringList {QStringLiteral("--density"), QStringLiteral("0:45:5"),
               QStringLiteral("--rule"), QStringLiteral("6a,6b"), QStringLiteral("--randomize"),
               QStringLiteral("on,off"), QStringLiteral("--islands"), QStringLiteral("3"),
               QStringLiteral("--min"), QStringLiteral("4"), QStringLiteral("--max"),
               QStringLiteral("12"), QStringLiteral("--runs"), QStringLiteral("30")};
    ExperimentSettings islands;
    islands.vary = ExperimentSettings::Axis::Islands;
    islands.from = 1;
    islands.to = 7;
    islands.step = 3;
    islands.rule6a = false;
    islands.density = 15;
    islands.min = 6;
    islands.max = 20;
    islands.runs = 25;
    QTest::newRow("islands 1:7:3, 6b, density 15")
        << islands
        << QStringList {QStringLiteral("--islands"), QStringLiteral("1:7:3"),
               QStringLiteral("--rule"), QStringLiteral("6b"), QStringLiteral("--randomize"),
               QStringLiteral("on"), QStringLiteral("--density"), QStringLiteral("15"),
               QStringLiteral("--min"), QStringLiteral("6"), QStringLiteral("--max"),
               QStringLiteral("20"), QStringLiteral("--runs"), QStringLiteral("25")};
}

void TestExperimentsDock::guiTableEqualsCliTable()
{
    QFETCH(ExperimentSettings, settings);
    QFETCH(QStringList, options);
    // The dock first shows another axis (island count, 1 to 8), so that showing this
    // sweep must widen the range before it sets the values.
    ExperimentSettings other;
    other.vary = ExperimentSettings::Axis::Islands;
    other.from = 2;
    other.to = 5;
    other.step = 1;
    const QString file = m_dir.filePath(QStringLiteral("sweep.mapgen.json"));
    QVERIFY(ScenarioFile::write(file, world(), nullptr));

    MainWindow window;
    QVERIFY(window.openFile(file));
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    QVERIFY(dock);
    window.document()->setExperiment(other);
    QCOMPARE(dock->panel()->settings(), other);
    window.document()->setExperiment(settings);
    QCOMPARE(dock->panel()->settings(), settings);
    QAbstractItemModelTester tester(dock->panel()->tableModel());
    QVERIFY(runSweep(dock));

    const Cli cli = runCli(QStringList {QStringLiteral("experiment"), file} + options);
    QCOMPARE(cli.exitCode, 0);
    // The table as the dock shows it, cell by cell, against the CLI's CSV; only the last
    // column, the builds' time, may differ.
    const QList<QByteArray> lines = cli.out.trimmed().split('\n');
    const ExperimentTableModel *table = dock->panel()->tableModel();
    QCOMPARE(table->rowCount(), int(lines.size()) - 1);
    QVERIFY(table->rowCount() > 1);
    for (int column = 0; column < table->columnCount(); ++column)
        QCOMPARE(table->headerData(column, Qt::Horizontal).toString().toLatin1(),
            lines.first().trimmed().split(',').at(column));
    for (int row = 0; row < table->rowCount(); ++row) {
        const QList<QByteArray> expected = lines.at(row + 1).trimmed().split(',');
        QCOMPARE(table->columnCount(), int(expected.size()));
        for (int column = 0; column + 1 < table->columnCount(); ++column)
            QCOMPARE(table->index(row, column).data().toString().toLatin1(), expected.at(column));
    }
}

void TestExperimentsDock::cancelStopsAtOnceAndLeavesNoThread()
{
    MainWindow window;
    window.document()->load(world(), QString());
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    ExperimentSettings settings;
    settings.from = 0;
    settings.to = 60;
    settings.step = 1;
    settings.randomizeOff = true;
    settings.runs = 100000; // hours of builds: only Cancel ends it
    window.document()->setExperiment(settings);

    QSignalSpy progress(dock->runner(), &ExperimentRunner::progress);
    QSignalSpy finished(dock->runner(), &ExperimentRunner::finished);
    auto *run = dock->panel()->findChild<QPushButton *>(QStringLiteral("experimentRun"));
    auto *cancel = dock->panel()->findChild<QPushButton *>(QStringLiteral("experimentCancel"));
    const int threadsBefore = threadCount();
    run->click();
    QVERIFY(dock->runner()->isRunning());
    QVERIFY(cancel->isEnabled());
    QVERIFY(!run->isEnabled());
    // The GUI thread is free while it runs: progress arrives through its event loop.
    QVERIFY(progress.wait(10000));
    QVERIFY(progress.last().at(0).toLongLong() > 0);

    // What Cancel promises: the sweep ends with one cancelled result, made only of whole
    // points (never a row of fewer runs than asked), and nothing arrives after it. How
    // fast it stops is bench_experiment's figure, not a test's.
    cancel->click();
    dock->runner()->wait();
    QVERIFY(finished.wait(5000));
    QCoreApplication::processEvents(); // whatever the task had queued before it returned
    QCOMPARE(finished.count(), 1);
    const auto result = finished.last().at(0).value<ExperimentResult>();
    QVERIFY(result.cancelled);
    QVERIFY(result.rows.size() < std::size_t(2 * 61));
    for (const ExperimentRow &row : result.rows)
        QCOMPARE(row.runs, settings.runs);
    QCOMPARE(dock->panel()->tableModel()->rowCount(), int(result.rows.size()));
    const qsizetype progressAtEnd = progress.count();
    QCoreApplication::processEvents();
    QCOMPARE(progress.count(), progressAtEnd);
    QVERIFY(!dock->runner()->isRunning());
    // The task has returned (its pool thread goes idle a moment after it reports), and
    // the build threads it started are joined: at most the pool's idle thread is new.
    QTRY_COMPARE_WITH_TIMEOUT(QThreadPool::globalInstance()->activeThreadCount(), 0, 1000);
    QVERIFY2(threadCount() <= threadsBefore + 1,
        qPrintable(
            QStringLiteral("%1 threads before, %2 after").arg(threadsBefore).arg(threadCount())));
    QVERIFY(run->isEnabled());
    QVERIFY(!cancel->isEnabled());
}

void TestExperimentsDock::clickingAPointOpensItsMedianRun()
{
    MainWindow window;
    window.document()->load(world(), QString());
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    window.document()->setExperiment(densitySweep(30, 10, 15));
    window.document()->setUnmodified(); // saved: opening the run asks nothing
    const Scenario base = window.document()->scenario();
    QVERIFY(runSweep(dock));

    // The point of 6b, randomize on, density 20, as a user clicks it on the chart.
    QLineSeries *series = dock->panel()->chart()->meanSeries(IslandRule::Rule6b, true);
    QVERIFY(series);
    QCOMPARE(series->count(), 4);
    const QPointF point = series->at(2);
    QCOMPARE(point.x(), 20.0);
    const auto &rows = dock->panel()->tableModel()->rows();
    const auto row = std::find_if(rows.begin(), rows.end(), [](const ExperimentRow &each) {
        return each.point.rule == IslandRule::Rule6b && each.point.density == 20;
    });
    QVERIFY(row != rows.end());
    QCOMPARE(point.y(), double(row->backtracksMeanThousandths) / 1000.0);

    LessonSession *session = window.session();
    QSignalSpy built(islandLesson(session), &Lesson::finished);
    emit series->clicked(point);

    // The world of that run: the scenario's pits sprinkled with its seed, and its seed.
    const Scenario opened = window.document()->scenario();
    const Scenario expected
        = Experiment::runScenario(base, row->point, base.islands.stepLimit, row->medianRun);
    QCOMPARE(opened.seed, base.seed + std::uint64_t(row->medianRun));
    QVERIFY(opened.pits == expected.pits);
    QVERIFY(opened.pitCount() > base.pitCount());
    QCOMPARE(opened.islands, expected.islands);
    QCOMPARE(opened.mode, MapMode::Island);
    QCOMPARE(session->lesson(), islandLesson(session));
    QVERIFY(built.wait(30000));

    // It is the median run: its backtracks are the point's median, and its final map in
    // the lesson is the map the CLI draws for that world.
    const QString file = m_dir.filePath(QStringLiteral("median-run.mapgen.json"));
    QVERIFY(ScenarioFile::write(file, opened, nullptr));
    const Cli stats = runCli({QStringLiteral("island"), file, QStringLiteral("--stats")});
    QCOMPARE(stats.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(stats.out).object().value(QLatin1String("backtracks")).toInt(),
        row->backtracksP50);
    MapModel *model = session->lesson()->model();
    model->seek(model->stepCount());
    const Cli map = runCli({QStringLiteral("island"), file, QStringLiteral("--map")});
    QCOMPARE(map.exitCode, 0);
    QCOMPARE(islandMap(*islandLesson(session)->islandModel()), map.out);
}

void TestExperimentsDock::chartsExportAsPngAndSvg()
{
    MainWindow window;
    window.resize(1400, 900);
    window.document()->load(world(), QString());
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    dock->show();
    ExperimentSettings settings;
    settings.runs = 5;
    window.document()->setExperiment(settings);
    QVERIFY(runSweep(dock));
    ExperimentChart *chart = dock->panel()->chart();
    const QString png = m_dir.filePath(QStringLiteral("chart.png"));
    const QString svg = m_dir.filePath(QStringLiteral("chart.svg"));
    QString error;
    QVERIFY2(chart->writePng(png, &error), qPrintable(error));
    QVERIFY2(chart->writeSvg(svg, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), chart->currentView()->size() * chart->currentView()->devicePixelRatio());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<svg"));
    // The chart's texts are in it: its title and a series' name.
    QVERIFY(text.contains("Backtracks per build"));
    QVERIFY(text.contains("6b, randomize on"));
}

void TestExperimentsDock::chartsKeepSeriesApart()
{
    // Two series (6a and 6b) over two densities, with figures made up for the chart.
    std::vector<ExperimentRow> rows;
    for (const IslandRule rule : {IslandRule::Rule6a, IslandRule::Rule6b}) {
        for (const int density : {0, 20}) {
            ExperimentRow row;
            row.point.rule = rule;
            row.point.density = density;
            row.runs = 10;
            row.backtracksMeanThousandths = 5000 + density * 100;
            row.backtracksP10 = 1;
            row.backtracksP50 = 5;
            row.backtracksP90 = 40;
            row.islandsFailed = density;
            row.tooComplex = density / 10;
            rows.push_back(row);
        }
    }
    ExperimentChart chart;
    chart.resize(800, 500);
    chart.setResults(rows, ExperimentSettings::Axis::Density);
    auto *backtracks
        = chart.findChild<QChartView *>(QStringLiteral("backtracksChartView"))->chart();
    auto *rates = chart.findChild<QChartView *>(QStringLiteral("ratesChartView"))->chart();

    // Every band is drawn before (under) every mean line, so no band hides 6a's mean.
    const QList<QAbstractSeries *> order = backtracks->series();
    qsizetype lastBand = -1, firstLine = order.size();
    for (qsizetype i = 0; i < order.size(); ++i) {
        if (order[i]->type() == QAbstractSeries::SeriesTypeArea)
            lastBand = i;
        else
            firstLine = std::min(firstLine, i);
    }
    QCOMPARE(lastBand, qsizetype(1));
    QVERIFY(lastBand < firstLine);

    // One colour per series on both charts; the two rates of a series have different
    // swatches in the legend; the two series differ in colour.
    QColor colours[2];
    for (int s = 0; s < 2; ++s) {
        const QString name
            = s == 0 ? QStringLiteral("6a, randomize on") : QStringLiteral("6b, randomize on");
        QLineSeries *mean
            = chart.meanSeries(s == 0 ? IslandRule::Rule6a : IslandRule::Rule6b, true);
        QVERIFY(mean);
        colours[s] = mean->color();
        QLineSeries *failed = nullptr;
        QLineSeries *tooComplex = nullptr;
        for (QAbstractSeries *series : rates->series()) {
            if (series->name() == name + QStringLiteral(": failed islands"))
                failed = qobject_cast<QLineSeries *>(series);
            if (series->name() == name + QStringLiteral(": too complex"))
                tooComplex = qobject_cast<QLineSeries *>(series);
        }
        QVERIFY(failed && tooComplex);
        QCOMPARE(failed->color(), colours[s]);
        QCOMPARE(tooComplex->pen().color(), colours[s]);
        QLegendMarker *failedMarker = rates->legend()->markers(failed).value(0);
        QLegendMarker *tooComplexMarker = rates->legend()->markers(tooComplex).value(0);
        QVERIFY(failedMarker && tooComplexMarker);
        QVERIFY(failedMarker->shape() != tooComplexMarker->shape());
        QVERIFY(tooComplexMarker->brush() != failedMarker->brush());
    }
    QVERIFY(colours[0] != colours[1]);
}

void TestExperimentsDock::settingsRoundTripThroughTheFile()
{
    const QString file = m_dir.filePath(QStringLiteral("handout.mapgen.json"));
    ExperimentSettings settings;
    {
        MainWindow window;
        window.document()->load(world(), QString());
        auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
        // Edited in the dock, as a lecturer does: one undoable edit per control.
        auto *runs = dock->panel()->findChild<QSpinBox *>(QStringLiteral("experimentRuns"));
        auto *to = dock->panel()->findChild<QSpinBox *>(QStringLiteral("experimentTo"));
        runs->setValue(250);
        to->setValue(60);
        settings = dock->panel()->settings();
        QCOMPARE(settings.runs, 250);
        QVERIFY(window.document()->scenario().experiment.has_value());
        QCOMPARE(*window.document()->scenario().experiment, settings);
        QVERIFY(window.document()->isModified());
        window.document()->undoStack()->undo();
        QCOMPARE(dock->panel()->settings().to, 45);
        window.document()->undoStack()->redo();
        QVERIFY(ScenarioFile::write(file, window.document()->scenario(), nullptr));
    }
    MainWindow reopened;
    QVERIFY(reopened.openFile(file));
    auto *dock = reopened.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    QCOMPARE(dock->panel()->settings(), settings);
    QCOMPARE(reopened.document()->scenario(), *ScenarioFile::read(file, nullptr));
    // The CLI reads the same file (it ignores the key: its options say what to sweep).
    QCOMPARE(
        runCli({QStringLiteral("experiment"), file, QStringLiteral("--runs"), QStringLiteral("1")})
            .exitCode,
        0);
}

void TestExperimentsDock::badSettingsAreRefused_data()
{
    QTest::addColumn<QByteArray>("experiment");
    QTest::addColumn<QString>("key");
    QTest::newRow("not an object") << QByteArray("[1]") << QStringLiteral("experiment");
    QTest::newRow("unknown axis") << QByteArray(R"({"vary": "seed"})")
                                  << QStringLiteral("experiment.vary");
    QTest::newRow("density above 100") << QByteArray(R"({"vary": "density", "from": 0, "to": 120})")
                                       << QStringLiteral("experiment.to");
    QTest::newRow("to below from")
        << QByteArray(R"({"from": 30, "to": 10})") << QStringLiteral("experiment.to");
    QTest::newRow("step 0") << QByteArray(R"({"step": 0})") << QStringLiteral("experiment.step");
    QTest::newRow("too many values")
        << QByteArray(R"({"vary": "max", "from": 1, "to": 5000, "step": 1})")
        << QStringLiteral("experiment.step");
    QTest::newRow("rule 7") << QByteArray(R"({"rule": ["6a", "7"]})")
                            << QStringLiteral("experiment.rule");
    QTest::newRow("no rule") << QByteArray(R"({"rule": []})") << QStringLiteral("experiment.rule");
    QTest::newRow("randomize twice")
        << QByteArray(R"({"randomize": ["on", "on"]})") << QStringLiteral("experiment.randomize");
    QTest::newRow("runs 0") << QByteArray(R"({"runs": 0})") << QStringLiteral("experiment.runs");
    QTest::newRow("islands 9") << QByteArray(R"({"islands": 9})")
                               << QStringLiteral("experiment.islands");
    QTest::newRow("sizes not a list") << QByteArray(R"({"vary": "size", "sizes": "16x16"})")
                                      << QStringLiteral("experiment.sizes");
    QTest::newRow("size 0x5") << QByteArray(R"({"sizes": ["16x16", "0x5"]})")
                              << QStringLiteral("experiment.sizes");
    QTest::newRow("size 1001x2") << QByteArray(R"({"sizes": ["1001x2"]})")
                                 << QStringLiteral("experiment.sizes");
    QTest::newRow("size without columns")
        << QByteArray(R"({"sizes": ["16x"]})") << QStringLiteral("experiment.sizes");
    QTest::newRow("size as numbers")
        << QByteArray(R"({"sizes": [[16, 16]]})") << QStringLiteral("experiment.sizes");
    QTest::newRow("tiles not a list")
        << QByteArray(R"({"tiles": "0+1"})") << QStringLiteral("experiment.tiles");
    QTest::newRow("tile subset descending")
        << QByteArray(R"({"tiles": [[0, 1], [2, 0]]})") << QStringLiteral("experiment.tiles[1]");
    QTest::newRow("tile subset empty")
        << QByteArray(R"({"tiles": [[]]})") << QStringLiteral("experiment.tiles[0]");
    QTest::newRow("tile index 16")
        << QByteArray(R"({"tiles": [[0, 16]]})") << QStringLiteral("experiment.tiles[0]");
    QTest::newRow("tile index twice")
        << QByteArray(R"({"tiles": [[0, 0]]})") << QStringLiteral("experiment.tiles[0]");
    QTest::newRow("unknown axis seeds")
        << QByteArray(R"({"vary": "seeds"})") << QStringLiteral("experiment.vary");
}

void TestExperimentsDock::badSettingsAreRefused()
{
    QFETCH(QByteArray, experiment);
    QFETCH(QString, key);
    const QByteArray json
        = R"({"format": "mapgen-scenario", "version": 1, "rows": 5, "cols": 5, "experiment": )"
        + experiment + "}";
    QString error;
    QVERIFY(!ScenarioFile::parse(json, QStringLiteral("bad.mapgen.json"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("bad.mapgen.json: key \"%1\": ").arg(key)),
        qPrintable(error));
}

// The dungeon lesson current: the dock sweeps dungeons over pit density, its table is the
// CLI's dungeon table, the path chart shows each point's mean path with its band, the
// rates chart rejected candidates per placed tile and the cut-off rate, and a click opens
// the point's median run as a dungeon lesson.
void TestExperimentsDock::dungeonSweepThroughTheDock()
{
    const Scenario base = TestData::scenario(QStringLiteral("dungeon-pits.json"));
    QCOMPARE(base.mode, MapMode::Dungeon);
    const QString file = m_dir.filePath(QStringLiteral("dungeon-sweep.mapgen.json"));
    QVERIFY(ScenarioFile::write(file, base, nullptr));
    MainWindow window;
    QVERIFY(window.openFile(file));
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    QVERIFY(dock);
    window.document()->setExperiment(densitySweep(40, 20, 12));
    window.document()->setUnmodified(); // saved: opening the run asks nothing
    // No island settings for a dungeon sweep: rules, randomize and sizes are not shown.
    ExperimentPanel *panel = dock->panel();
    QVERIFY(panel->showsTiles());
    QVERIFY(!panel->findChild<QCheckBox *>(QStringLiteral("experimentRule6a"))->isVisibleTo(panel));
    QVERIFY(!panel->findChild<QSpinBox *>(QStringLiteral("experimentIslands"))->isVisibleTo(panel));
    QVERIFY(panel->findChild<QSpinBox *>(QStringLiteral("experimentRuns"))->isVisibleTo(panel));
    QAbstractItemModelTester tester(panel->tableModel());
    QVERIFY(runSweep(dock));

    const Cli cli = runCli({QStringLiteral("experiment"), file, QStringLiteral("--density"),
        QStringLiteral("0:40:20"), QStringLiteral("--runs"), QStringLiteral("12")});
    QCOMPARE(cli.exitCode, 0);
    const QList<QByteArray> lines = cli.out.trimmed().split('\n');
    const ExperimentTableModel *table = panel->tableModel();
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(int(lines.size()), 4);
    QCOMPARE(table->columnCount(), int(lines.first().trimmed().split(',').size()));
    for (int column = 0; column < table->columnCount(); ++column)
        QCOMPARE(table->headerData(column, Qt::Horizontal).toString().toLatin1(),
            lines.first().trimmed().split(',').at(column));
    for (int row = 0; row < table->rowCount(); ++row) {
        const QList<QByteArray> expected = lines.at(row + 1).trimmed().split(',');
        for (int column = 0; column + 1 < table->columnCount(); ++column)
            QCOMPARE(table->index(row, column).data().toString().toLatin1(), expected.at(column));
    }

    // The charts: the mean path over density, and rejected per placed tile beside it.
    const auto &rows = table->dungeonRows();
    QCOMPARE(int(rows.size()), 3);
    QLineSeries *path = panel->chart()->pathSeries();
    QVERIFY(path);
    QCOMPARE(path->count(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(path->at(i).x(), double(rows[std::size_t(i)].point.density));
        QCOMPARE(path->at(i).y(), double(rows[std::size_t(i)].pathMeanThousandths) / 1000.0);
    }
    auto *rates = panel->findChild<QChartView *>(QStringLiteral("ratesChartView"));
    QVERIFY(rates);
    // The tabs name the dungeon's figures, not the islands' backtracks and failures.
    auto *tabs = panel->findChild<QTabWidget *>(QStringLiteral("experimentChartTabs"));
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(0), QStringLiteral("Path"));
    QCOMPARE(tabs->tabText(1), QStringLiteral("Rejected and cut off"));
    QLineSeries *rejected = nullptr;
    for (QAbstractSeries *series : rates->chart()->series()) {
        if (series->name() == QStringLiteral("Rejected per placed tile"))
            rejected = qobject_cast<QLineSeries *>(series);
    }
    QVERIFY(rejected);
    QCOMPARE(rejected->count(), 3);
    QCOMPARE(rejected->at(1).y(), double(rows[1].rejectedTotal) / double(rows[1].placedTotal));

    // A click on density 20 opens its median run: that world, built as a dungeon lesson.
    const DungeonExperimentRow &row = rows[1];
    QVERIFY(row.medianRun >= 0);
    LessonSession *session = window.session();
    QSignalSpy built(dungeonLesson(session), &Lesson::finished);
    emit path->clicked(path->at(1));
    const Scenario opened = window.document()->scenario();
    const Scenario expected = Experiment::dungeonRunScenario(base, row.point, row.medianRun);
    QCOMPARE(opened.mode, MapMode::Dungeon);
    QCOMPARE(opened.seed, base.seed + std::uint64_t(row.medianRun));
    QVERIFY(opened.pits == expected.pits);
    QVERIFY(opened.pitCount() > base.pitCount());
    QCOMPARE(session->lesson(), dungeonLesson(session));
    QVERIFY(built.wait(30000));
    // It is the median run: its path from start to end is the point's median.
    int length = 0, deadEnds = 0;
    Experiment::dungeonPathAndDeadEnds(DungeonGenerator::build(opened), &length, &deadEnds);
    QCOMPARE(length, row.pathP50);
}

void TestExperimentsDock::dungeonSizesAndTileSubsetsGiveTheCliTable_data()
{
    QTest::addColumn<bool>("sizes");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("sizes 8x8, 12x16 (the scenario's), 20x20")
        << true << QStringList {QStringLiteral("--size"), QStringLiteral("8x8,12x16,20x20")}
        << QStringList {QStringLiteral("8x8"), QStringLiteral("12x16"), QStringLiteral("20x20")};
    QTest::newRow("tile subsets 0+1+2, 0+2, 0")
        << false << QStringList {QStringLiteral("--tiles"), QStringLiteral("0+1+2,0+2,0")}
        << QStringList {QStringLiteral("0+1+2"), QStringLiteral("0+2"), QStringLiteral("0")};
}

// The other two axes of a dungeon sweep, set up as a user does (the Vary list, sizes typed,
// templates ticked with the keyboard): a setting that cannot run says why and keeps Run
// off, the table is the CLI's for --size or --tiles, the chart labels each point with its
// setting, and a click opens that point's median run.
void TestExperimentsDock::dungeonSizesAndTileSubsetsGiveTheCliTable()
{
    QFETCH(bool, sizes);
    QFETCH(QStringList, options);
    QFETCH(QStringList, labels);
    const Scenario base = TestData::scenario(QStringLiteral("dungeon-pits.json"));
    const QString file = m_dir.filePath(QStringLiteral("dungeon-axes.mapgen.json"));
    QVERIFY(ScenarioFile::write(file, base, nullptr));
    MainWindow window;
    QVERIFY(window.openFile(file));
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    ExperimentPanel *panel = dock->panel();
    auto *vary = panel->findChild<QComboBox *>(QStringLiteral("experimentVary"));
    auto *run = panel->findChild<QPushButton *>(QStringLiteral("experimentRun"));
    auto *problem = panel->findChild<QLabel *>(QStringLiteral("experimentProblem"));
    auto *sizeField = panel->findChild<QLineEdit *>(QStringLiteral("experimentSizes"));
    auto *subsets = panel->findChild<QTableWidget *>(QStringLiteral("experimentTileSubsets"));
    QVERIFY(vary && run && problem && sizeField && subsets);
    // The lesson's axes only: no island count or sizes in the list.
    QCOMPARE(vary->count(), 3);
    QCOMPARE(vary->findData(int(ExperimentSettings::Axis::Islands)), -1);
    panel->findChild<QSpinBox *>(QStringLiteral("experimentDensity"))->setValue(10);
    panel->findChild<QSpinBox *>(QStringLiteral("experimentRuns"))->setValue(12);

    if (sizes) {
        vary->setCurrentIndex(vary->findData(int(ExperimentSettings::Axis::Size)));
        QVERIFY(sizeField->isVisibleTo(panel));
        QVERIFY(!subsets->isVisibleTo(panel));
        QCOMPARE(sizeField->text(), QStringLiteral("8x8, 16x16, 24x24, 32x32")); // proposed
        // Tab goes down the form as it shows: the list, the sizes, the density.
        window.show();
        dock->show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        vary->setFocus();
        QTest::keyClick(vary, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), sizeField);
        QTest::keyClick(sizeField, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(),
            panel->findChild<QSpinBox *>(QStringLiteral("experimentDensity")));
        sizeField->selectAll();
        QTest::keyClicks(sizeField, QStringLiteral("8x8, 0x16"));
        QVERIFY(!run->isEnabled());
        QVERIFY2(problem->isVisibleTo(panel) && problem->text().contains(QLatin1String("1x1")),
            qPrintable(problem->text()));
        sizeField->selectAll();
        QTest::keyClicks(sizeField, QStringLiteral("8x8, 12x16, 20x20"));
    } else {
        vary->setCurrentIndex(vary->findData(int(ExperimentSettings::Axis::Tiles)));
        QVERIFY(subsets->isVisibleTo(panel));
        QVERIFY(!sizeField->isVisibleTo(panel));
        // Proposed: the whole set, without the small room, without the hall, the big room.
        QCOMPARE(subsets->rowCount(), 4);
        QCOMPARE(subsets->columnCount(), 3);
        QCOMPARE(subsets->horizontalHeaderItem(2)->text(), QStringLiteral("2 hall"));
        subsets->setFocus();
        subsets->setCurrentCell(0, 0);
        QTest::keyClick(subsets, Qt::Key_Space); // the big room out of the whole set
        QCOMPARE(subsets->item(0, 0)->checkState(), Qt::Unchecked);
        QVERIFY(!run->isEnabled());
        QVERIFY2(problem->text().contains(QLatin1String("big room")), qPrintable(problem->text()));
        QTest::keyClick(subsets, Qt::Key_Space);
        QVERIFY(run->isEnabled());
        // Row 3, the set without the hall, goes.
        QTest::keyClick(subsets, Qt::Key_Down);
        QTest::keyClick(subsets, Qt::Key_Down);
        QCOMPARE(subsets->currentRow(), 2);
        panel->findChild<QPushButton *>(QStringLiteral("experimentRemoveSubset"))->click();
        QCOMPARE(subsets->rowCount(), 3);
    }
    QVERIFY(run->isEnabled());
    QVERIFY(!problem->isVisibleTo(panel));
    // Every edit went into the document, undoably.
    QVERIFY(window.document()->isModified());
    QCOMPARE(*window.document()->scenario().experiment, panel->settings());
    QVERIFY(ScenarioFile::write(file, window.document()->scenario(), nullptr));
    window.document()->setUnmodified(); // saved: opening the run asks nothing
    QVERIFY(runSweep(dock));

    const Cli cli = runCli(QStringList {QStringLiteral("experiment"), file} + options
        + QStringList {QStringLiteral("--density"), QStringLiteral("10"), QStringLiteral("--runs"),
            QStringLiteral("12")});
    QCOMPARE(cli.exitCode, 0);
    const QList<QByteArray> lines = cli.out.trimmed().split('\n');
    const ExperimentTableModel *table = panel->tableModel();
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(int(lines.size()), 4);
    for (int row = 0; row < table->rowCount(); ++row) {
        const QList<QByteArray> expected = lines.at(row + 1).trimmed().split(',');
        QCOMPARE(table->columnCount(), int(expected.size()));
        for (int column = 0; column + 1 < table->columnCount(); ++column)
            QCOMPARE(table->index(row, column).data().toString().toLatin1(), expected.at(column));
    }

    // The points stand in the order swept, each labelled with its setting.
    QLineSeries *path = panel->chart()->pathSeries();
    QVERIFY(path);
    QCOMPARE(path->count(), 3);
    auto *x = qobject_cast<QCategoryAxis *>(path->attachedAxes().value(0));
    QVERIFY(x);
    QCOMPARE(x->categoriesLabels(), labels);
    const auto &rows = table->dungeonRows();
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(path->at(i).x(), double(i));
        QCOMPARE(path->at(i).y(), double(rows[std::size_t(i)].pathMeanThousandths) / 1000.0);
    }

    // A click on the last point opens its median run: that size or that tile subset.
    const DungeonExperimentRow &row = rows[2];
    QVERIFY(row.medianRun >= 0);
    QSignalSpy built(dungeonLesson(window.session()), &Lesson::finished);
    emit path->clicked(path->at(2));
    const Scenario opened = window.document()->scenario();
    QCOMPARE(opened.mode, MapMode::Dungeon);
    if (sizes) {
        QCOMPARE(opened.rows, 20);
        QCOMPARE(opened.cols, 20);
    } else {
        QCOMPARE(opened.dungeon.tiles.size(), 1);
        QCOMPARE(opened.dungeon.tiles.first(), base.dungeon.tiles.first());
    }
    QVERIFY(built.wait(30000));
    int length = 0, deadEnds = 0;
    Experiment::dungeonPathAndDeadEnds(DungeonGenerator::build(opened), &length, &deadEnds);
    QCOMPARE(length, row.pathP50);
}

// A dungeon sweep's own settings are saved in the "experiment" key, undoably, and read back.
void TestExperimentsDock::dungeonSweepSettingsRoundTripThroughTheFile()
{
    const QString file = m_dir.filePath(QStringLiteral("dungeon-handout.mapgen.json"));
    QVERIFY(ScenarioFile::write(
        file, TestData::scenario(QStringLiteral("dungeon-pits.json")), nullptr));
    ExperimentSettings settings;
    {
        MainWindow window;
        QVERIFY(window.openFile(file));
        auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
        ExperimentPanel *panel = dock->panel();
        auto *vary = panel->findChild<QComboBox *>(QStringLiteral("experimentVary"));
        vary->setCurrentIndex(vary->findData(int(ExperimentSettings::Axis::Tiles)));
        auto *subsets = panel->findChild<QTableWidget *>(QStringLiteral("experimentTileSubsets"));
        subsets->setCurrentCell(3, 1);
        QTest::keyClick(subsets, Qt::Key_Space); // the big room alone gets the small room
        settings = panel->settings();
        const std::vector<std::vector<int>> expected {{0, 1, 2}, {0, 2}, {0, 1}, {0, 1}};
        QCOMPARE(settings.tileSubsets, expected);
        QCOMPARE(settings.vary, ExperimentSettings::Axis::Tiles);
        QVERIFY(window.document()->isModified());
        QCOMPARE(*window.document()->scenario().experiment, settings);
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->scenario().experiment != settings);
        window.document()->undoStack()->redo();
        QCOMPARE(*window.document()->scenario().experiment, settings);
        // Two equal subsets: said, and Run is off until one changes.
        QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("experimentRun"))->isEnabled());
        QVERIFY(panel->problem().contains(QLatin1String("3 and 4")));
        QVERIFY(ScenarioFile::write(file, window.document()->scenario(), nullptr));
        // A subset with nothing ticked is said and not saved: the file keeps what it can read.
        subsets->setCurrentCell(1, 2);
        QTest::keyClick(subsets, Qt::Key_Space);
        const ExperimentSettings kept = *window.document()->scenario().experiment;
        QCOMPARE(kept.tileSubsets[1], std::vector<int> {0});
        subsets->setCurrentCell(1, 0);
        QTest::keyClick(subsets, Qt::Key_Space);
        QVERIFY2(
            panel->problem().contains(QLatin1String("no template")), qPrintable(panel->problem()));
        QCOMPARE(*window.document()->scenario().experiment, kept);
        QString error;
        QVERIFY2(
            ScenarioFile::parse(ScenarioFile::toJson(window.document()->scenario()), file, &error),
            qPrintable(error));
    }
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QJsonObject key = QJsonDocument::fromJson(saved.readAll())
                                .object()
                                .value(QLatin1String("experiment"))
                                .toObject();
    QCOMPARE(key.value(QLatin1String("vary")).toString(), QStringLiteral("tiles"));
    QCOMPARE(
        QJsonDocument(key.value(QLatin1String("tiles")).toArray()).toJson(QJsonDocument::Compact),
        QByteArray("[[0,1,2],[0,2],[0,1],[0,1]]"));
    QCOMPARE(
        QJsonDocument(key.value(QLatin1String("sizes")).toArray()).toJson(QJsonDocument::Compact),
        QByteArray(R"(["8x8","16x16","24x24","32x32"])"));
    MainWindow reopened;
    QVERIFY(reopened.openFile(file));
    auto *dock = reopened.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    QCOMPARE(dock->panel()->settings(), settings);
    QCOMPARE(*reopened.document()->scenario().experiment, settings);
}

// A file written before the dungeon's axes: its sweep reads as it did, and is written back
// without the new keys.
void TestExperimentsDock::sweepSettingsOfOlderFilesReadAsBefore()
{
    const QByteArray json
        = R"({"format": "mapgen-scenario", "version": 1, "rows": 5, "cols": 5, "experiment": )"
          R"({"vary": "islands", "from": 1, "to": 4, "step": 1, "rule": ["6b"], )"
          R"("randomize": ["on"], "density": 10, "islands": 3, "min": 4, "max": 12, "runs": 50}})";
    QString error;
    const auto scenario = ScenarioFile::parse(json, QStringLiteral("old.mapgen.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    QVERIFY(scenario->experiment);
    ExperimentSettings expected;
    expected.vary = ExperimentSettings::Axis::Islands;
    expected.from = 1;
    expected.to = 4;
    expected.step = 1;
    expected.rule6a = false;
    expected.density = 10;
    expected.runs = 50;
    QCOMPARE(*scenario->experiment, expected);
    const QJsonObject written = QJsonDocument::fromJson(ScenarioFile::toJson(*scenario))
                                    .object()
                                    .value(QLatin1String("experiment"))
                                    .toObject();
    QCOMPARE(written.keys(),
        QJsonDocument::fromJson(json)
            .object()
            .value(QLatin1String("experiment"))
            .toObject()
            .keys());
    // In a dungeon scenario the dock shows it as a sweep over pit density, with its
    // proposed sizes and subsets; nothing is written until the lecturer edits it.
    Scenario dungeon = *scenario;
    dungeon.mode = MapMode::Dungeon;
    const ExperimentSettings shown = ExperimentsDock::settingsFor(dungeon);
    QCOMPARE(shown.vary, ExperimentSettings::Axis::Density);
    QCOMPARE(shown.runs, 50);
    QCOMPARE(int(shown.sizes.size()), 4);
    QCOMPARE(int(shown.tileSubsets.size()), 4);
}

QTEST_MAIN(TestExperimentsDock)
#include "tst_experimentsdock.moc"
