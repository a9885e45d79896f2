// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandbuildcontroller.h"
#include "islandgenerator.h"
#include "islandgrid.h"
#include "islandmodel.h"
#include "playbackcontroller.h"
#include "playbackspeed.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

// A build made by the worker thread and played back: any position shows exactly the map
// of the steps before it, and the end is the specification's map (the golden .map file).
class TestPlaybackSeek : public QObject
{
    Q_OBJECT

private slots:
    void endMatchesTheGoldenMap_data();
    void endMatchesTheGoldenMap();
    void everyStepMatchesReplay_data();
    void everyStepMatchesReplay();
    void statisticsFollowThePosition();
    void playbackReachesTheEnd();
    void playbackStepsBothWays();

private:
    static void buildInto(IslandModel &model, const Scenario &scenario);
    static QByteArray mapOf(const IslandModel &model);
};

void TestPlaybackSeek::buildInto(IslandModel &model, const Scenario &scenario)
{
    IslandBuildController builds;
    QSignalSpy finished(&builds, &IslandBuildController::buildFinished);
    QObject::connect(&builds, &IslandBuildController::stepsArrived, &model,
        qOverload<const IslandStepBatch &>(&IslandModel::appendSteps));
    model.setScenario(scenario);
    builds.start(scenario);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.size(), 1);
    const auto summary = finished.first().first().value<IslandBuildSummary>();
    QVERIFY(!summary.cancelled);
    QCOMPARE(model.stepCount(), summary.stepCount);
}

QByteArray TestPlaybackSeek::mapOf(const IslandModel &model)
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

void TestPlaybackSeek::endMatchesTheGoldenMap_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : TestData::examples(QStringLiteral("island-*.json")))
        QTest::newRow(qPrintable(file)) << file;
}

void TestPlaybackSeek::endMatchesTheGoldenMap()
{
    QFETCH(QString, file);
    const Scenario scenario = TestData::scenario(file);
    IslandModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    buildInto(model, scenario);
    const QByteArray start = mapOf(model);
    QString golden = file;
    golden.replace(QLatin1String(".json"), QLatin1String(".map"));
    const QByteArray expected = TestData::contents(golden);

    model.seek(model.stepCount());
    QCOMPARE(mapOf(model), expected);
    model.seek(0);
    QCOMPARE(mapOf(model), start);
    QCOMPARE(start, QByteArray::fromStdString(IslandGrid(scenario).toText()));
    model.seek(model.stepCount());
    QCOMPARE(mapOf(model), expected);
}

void TestPlaybackSeek::everyStepMatchesReplay_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("6b basic") << QStringLiteral("island-6b-basic.json");
    QTest::newRow("dead end") << QStringLiteral("island-dead-end.json");
    QTest::newRow("too complex") << QStringLiteral("island-too-complex.json");
}

void TestPlaybackSeek::everyStepMatchesReplay()
{
    QFETCH(QString, file);
    const Scenario scenario = TestData::scenario(file);
    IslandModel model;
    buildInto(model, scenario);
    std::vector<IslandStep> steps;
    for (int i = 0; i < model.stepCount(); ++i)
        steps.push_back(model.step(i));
    const int count = int(steps.size());

    // Going forwards step by step, and jumping to each k from far away both ways.
    IslandGrid replay(scenario);
    std::vector<int> positions;
    for (int k = 0; k <= count; k += std::max(1, count / 97))
        positions.push_back(k);
    positions.push_back(count);
    int applied = 0;
    for (const int k : positions) {
        while (applied < k)
            replay.apply(steps[std::size_t(applied++)]);
        model.seek(count);
        model.seek(k);
        QCOMPARE(model.position(), k);
        QCOMPARE(mapOf(model), QByteArray::fromStdString(replay.toText()));
        model.seek(0);
        model.seek(k);
        QCOMPARE(mapOf(model), QByteArray::fromStdString(replay.toText()));
    }
}

void TestPlaybackSeek::statisticsFollowThePosition()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-dead-end.json"));
    IslandModel model;
    buildInto(model, scenario);
    for (int k :
        {model.stepCount(), 0, model.stepCount() / 2, model.stepCount() / 3, model.stepCount()}) {
        model.seek(k);
        int adds = 0;
        int backtracks = 0;
        for (int i = 0; i < k; ++i) {
            adds += model.step(i).kind == IslandStep::Add;
            backtracks += model.step(i).kind == IslandStep::Backtrack;
        }
        QCOMPARE(model.statistics().adds, adds);
        QCOMPARE(model.statistics().backtracks, backtracks);
        for (int island = 1; island <= 8; ++island) {
            int cells = 0;
            for (int r = 0; r < model.rowCount(); ++r) {
                for (int c = 0; c < model.columnCount(); ++c)
                    cells += model.grid().at(r, c) == island;
            }
            QCOMPARE(model.statistics().islands[std::size_t(island)].size, cells);
        }
    }
}

void TestPlaybackSeek::playbackReachesTheEnd()
{
    Scenario scenario = TestData::scenario(QStringLiteral("island-too-complex.json"));
    scenario.islands.stepLimit = 150000;
    IslandModel model;
    buildInto(model, scenario);
    QCOMPARE(model.stepCount(), 150001);

    PlaybackController playback;
    playback.setModel(&model);
    playback.setSpeed(PlaybackController::MaxSpeed);
    QSignalSpy ended(&playback, &PlaybackController::reachedEnd);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy moves(&model, &MapModel::positionChanged);
    playback.play();
    QVERIFY(playback.isPlaying());
    QVERIFY(ended.wait(60000));
    QVERIFY(!playback.isPlaying());
    QCOMPARE(model.position(), model.stepCount());
    // Coalesced: one seek and at most one dataChanged per frame, each showing a frame's
    // worth of steps at full speed (the whole build in about 90 frames), not one per step.
    const int perFrame = PlaybackSpeed::stepsPerFrame(model.stepCount());
    QVERIFY2(moves.size() <= model.stepCount() / (perFrame / 2) + 1,
        qPrintable(
            QStringLiteral("%1 seeks for %2 steps").arg(moves.size()).arg(model.stepCount())));
    QVERIFY(moves.size() > 1);
    QVERIFY(changes.size() <= moves.size());
}

void TestPlaybackSeek::playbackStepsBothWays()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    IslandModel model;
    buildInto(model, scenario);
    PlaybackController playback;
    playback.setModel(&model);
    playback.stepForward();
    playback.stepForward();
    QCOMPARE(model.position(), 2);
    playback.stepBack();
    QCOMPARE(model.position(), 1);
    playback.toEnd();
    QCOMPARE(model.position(), model.stepCount());
    playback.stepForward();
    QCOMPARE(model.position(), model.stepCount());
    playback.toStart();
    QCOMPARE(model.position(), 0);
    playback.stepBack();
    QCOMPARE(model.position(), 0);
}

QTEST_GUILESS_MAIN(TestPlaybackSeek)
#include "tst_playbackseek.moc"
