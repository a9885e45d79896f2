// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonlesson.h"
#include "dungeonmodel.h"
#include "islandbuildcontroller.h"
#include "islandlesson.h"
#include "islandmodel.h"
#include "lessonsession.h"
#include "lessonsof.h"
#include "logmodel.h"
#include "playbackcontroller.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

// A session is one lesson being taught, and needs no window: two of them build at the same
// time with different scenarios, each ends at the specification's map (the golden files),
// each shows only its own steps, and switching one's lesson leaves the other alone.
class TestLessonSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twoSessionsBuildAtOnce_data();
    void twoSessionsBuildAtOnce();
    void switchingOneSessionsModeLeavesTheOtherAlone();
    void aSessionMakesNoWidget();

private:
    static bool isDungeon(const QString &file)
    {
        return file.startsWith(QLatin1String("dungeon-"));
    }
    static QString golden(const QString &file, const QString &suffix);
    static QByteArray islandMap(const IslandModel &model);
    // The session's build, played to its end, is the golden result of `file`, and its log
    // holds its own steps and no others.
    static void verifyOwnResult(LessonSession &session, const QString &file);

    QTemporaryDir m_settingsDir;
};

void TestLessonSession::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

QString TestLessonSession::golden(const QString &file, const QString &suffix)
{
    QString name = file;
    return name.replace(QLatin1String(".json"), suffix);
}

QByteArray TestLessonSession::islandMap(const IslandModel &model)
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

void TestLessonSession::verifyOwnResult(LessonSession &session, const QString &file)
{
    MapModel *model = session.lesson()->model();
    QVERIFY(model->stepCount() > 0);
    model->seek(model->stepCount());
    // The session's playback and recursion log follow its own lesson's model.
    QCOMPARE(session.playback()->model(), model);
    QCOMPARE(session.logModel()->sourceModel(), model);
    QCOMPARE(session.logModel()->rowCount(), model->stepCount());
    // The lesson it does not show built nothing.
    for (Lesson *other : session.lessons()) {
        if (other != session.lesson())
            QCOMPARE(other->model()->stepCount(), 0);
    }

    if (!isDungeon(file)) {
        QCOMPARE(session.lesson(), islandLesson(&session));
        QCOMPARE(islandMap(*islandLesson(&session)->islandModel()),
            TestData::contents(golden(file, QStringLiteral(".map"))));
        // Every step is this session's: the log reads as the golden trace, line for line (a
        // failed island's line adds the reason in brackets).
        const QList<QByteArray> trace
            = TestData::contents(golden(file, QStringLiteral(".trace"))).trimmed().split('\n');
        QCOMPARE(model->stepCount(), int(trace.size()));
        for (int row = 0; row < int(trace.size()); ++row) {
            const QString line = session.logModel()->index(row).data().toString();
            const QString expected = QString::fromUtf8(trace.at(row));
            if (expected.endsWith(QLatin1String(" FAILED")))
                QVERIFY2(line.startsWith(expected + QLatin1String(" (")), qPrintable(line));
            else
                QCOMPARE(line, expected);
        }
        return;
    }

    QCOMPARE(session.lesson(), dungeonLesson(&session));
    const DungeonModel &dungeon = *dungeonLesson(&session)->dungeonModel();
    const Scenario &scenario = session.document()->scenario();
    const QJsonObject expected = QJsonDocument::fromJson(
        TestData::contents(golden(file, QStringLiteral(".expected.json"))))
                                     .object();
    const QJsonArray start = expected.value(QLatin1String("start")).toArray();
    const QJsonArray end = expected.value(QLatin1String("end")).toArray();
    QCOMPARE(dungeon.grid().start(), start.at(0).toInt() * scenario.cols + start.at(1).toInt());
    QCOMPARE(dungeon.grid().end(), end.at(0).toInt() * scenario.cols + end.at(1).toInt());
    const QJsonArray tiles = expected.value(QLatin1String("tiles")).toArray();
    const QJsonArray placement = expected.value(QLatin1String("placement")).toArray();
    QCOMPARE(tiles.size(), scenario.rows);
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = 0; c < scenario.cols; ++c) {
            QCOMPARE(int(dungeon.grid().doors(r, c)), tiles.at(r).toArray().at(c).toInt());
            const QJsonValue placed = placement.at(r).toArray().at(c);
            QCOMPARE(dungeon.grid().templateIndex(r, c),
                placed.isNull() ? -1 : placed.toArray().at(0).toInt());
            if (!placed.isNull())
                QCOMPARE(dungeon.grid().rotation(r, c), placed.toArray().at(1).toInt());
        }
    }
    QVERIFY(dungeon.atFinish());
    // The build of this session's scenario, step for step in number, and no other's.
    QCOMPARE(model->stepCount(), int(DungeonGenerator::build(scenario).steps.size()));
}

void TestLessonSession::twoSessionsBuildAtOnce_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::newRow("islands 6a and a dungeon")
        << QStringLiteral("island-6a-basic.json") << QStringLiteral("dungeon-basic.json");
    QTest::newRow("islands with other settings")
        << QStringLiteral("island-6b-basic.json") << QStringLiteral("island-dead-end.json");
    QTest::newRow("two dungeons") << QStringLiteral("dungeon-pits-detour.json")
                                  << QStringLiteral("dungeon-custom-tiles.json");
}

void TestLessonSession::twoSessionsBuildAtOnce()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    LessonSession a;
    LessonSession b;
    a.document()->load(TestData::scenario(first), QString());
    b.document()->load(TestData::scenario(second), QString());
    QCOMPARE(a.lesson()->mode(), a.document()->scenario().mode);
    QCOMPARE(b.lesson()->mode(), b.document()->scenario().mode);
    QVERIFY(a.lesson()->model() != b.lesson()->model());

    QSignalSpy aFinished(a.lesson(), &Lesson::finished);
    QSignalSpy bFinished(b.lesson(), &Lesson::finished);
    a.start(false);
    b.start(false);
    // Both under way at once: the builds end by queued signals, none has been handled yet.
    QVERIFY(a.isBuilding());
    QVERIFY(b.isBuilding());

    QTRY_VERIFY_WITH_TIMEOUT(aFinished.size() == 1 && bFinished.size() == 1, 30000);
    QVERIFY(!a.isBuilding());
    QVERIFY(!b.isBuilding());
    verifyOwnResult(a, first);
    if (QTest::currentTestFailed())
        return;
    verifyOwnResult(b, second);
    QVERIFY(a.lesson()->model()->stepCount() != b.lesson()->model()->stepCount());
}

void TestLessonSession::switchingOneSessionsModeLeavesTheOtherAlone()
{
    const QString islandsA = QStringLiteral("island-6b-basic.json");
    const QString islandsB = QStringLiteral("island-crowded.json");
    LessonSession a;
    LessonSession b;
    a.document()->load(TestData::scenario(islandsA), QString());
    b.document()->load(TestData::scenario(islandsB), QString());
    QCOMPARE(a.lesson(), islandLesson(&a));
    QCOMPARE(b.lesson(), islandLesson(&b));
    auto *aBuilds
        = islandLesson(&a)->findChild<IslandBuildController *>(QStringLiteral("islandBuilds"));
    QVERIFY(aBuilds);
    QSignalSpy aEnded(aBuilds, &BuildController::runEnded);
    QSignalSpy aChanged(&a, &LessonSession::lessonChanged);
    QSignalSpy bChanged(&b, &LessonSession::lessonChanged);
    QSignalSpy bFinished(b.lesson(), &Lesson::finished);

    a.start(false);
    const int aRun = aBuilds->currentRun();
    b.start(false);
    a.document()->setMode(MapMode::Dungeon);

    // a shows its dungeon lesson now; its island build stopped with the change.
    QCOMPARE(a.lesson(), dungeonLesson(&a));
    QCOMPARE(aChanged.size(), 1);
    QCOMPARE(aChanged.first().first().value<Lesson *>(), dungeonLesson(&a));
    QCOMPARE(a.logModel()->sourceModel(), dungeonLesson(&a)->model());
    QCOMPARE(a.playback()->model(), dungeonLesson(&a)->model());
    QVERIFY(!a.isBuilding());
    QCOMPARE(a.document()->undoStack()->count(), 1);

    // b did not notice: same lesson, same mode, its build goes on and ends as its own.
    QCOMPARE(bChanged.size(), 0);
    QCOMPARE(b.lesson(), islandLesson(&b));
    QCOMPARE(b.document()->scenario().mode, MapMode::Island);
    QCOMPARE(b.document()->undoStack()->count(), 0);
    QVERIFY(b.isBuilding());
    QVERIFY(bFinished.wait(30000));
    verifyOwnResult(b, islandsB);
    if (QTest::currentTestFailed())
        return;

    // Nothing of a's stopped island build arrives, once its worker is done with it.
    QTRY_VERIFY_WITH_TIMEOUT(aEnded.contains({aRun}), 30000);
    QCOMPARE(islandLesson(&a)->model()->stepCount(), 0);
    QCOMPARE(dungeonLesson(&a)->model()->stepCount(), 0);

    // Undo switches a back; b stays as it was.
    const int bSteps = b.lesson()->model()->stepCount();
    a.document()->undoStack()->undo();
    QCOMPARE(a.lesson(), islandLesson(&a));
    QCOMPARE(aChanged.size(), 2);
    QCOMPARE(bChanged.size(), 0);
    QCOMPARE(b.lesson()->model()->stepCount(), bSteps);
    QCOMPARE(b.lesson()->model()->position(), bSteps);

    // And a builds its own islands again.
    QSignalSpy aFinished(a.lesson(), &Lesson::finished);
    a.start(false);
    QVERIFY(aFinished.wait(30000));
    verifyOwnResult(a, islandsA);
}

// The lessons' document parts have no widget: a session, its lessons and their builds
// make none (the maps, pages and docks are the editors', which a window makes).
void TestLessonSession::aSessionMakesNoWidget()
{
    const int before = int(QApplication::allWidgets().size());
    LessonSession session;
    session.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    session.start(false);
    QTRY_VERIFY(!session.isBuilding());
    QVERIFY(session.lesson()->model()->stepCount() > 0);
    session.document()->setMode(MapMode::Dungeon);
    session.start(false);
    QTRY_VERIFY(!session.isBuilding());
    QVERIFY(session.lesson()->model()->stepCount() > 0);
    QVERIFY(session.findChildren<QWidget *>().isEmpty());
    QCOMPARE(int(QApplication::allWidgets().size()), before);
}

QTEST_MAIN(TestLessonSession)
#include "tst_lessonsession.moc"
