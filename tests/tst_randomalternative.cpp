// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "constructcoach.h"
#include "constructpanel.h"
#include "dungeonmodel.h"
#include "dungeontiles.h"
#include "islandcallstack.h"
#include "islandmodel.h"
#include "lessonsession.h"
#include "lessonsof.h"
#include "lessonteaching.h"
#include "mainwindow.h"
#include "mapview.h"
#include "playbackcontroller.h"
#include "questioncoach.h"
#include "questionpanel.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

// Where the build draws at random, a choice it could have drawn is right, by one rule for
// the questions and You Are the Algorithm alike: with Randomize on, a candidate of the
// current cell that the shuffle did not put first; a tile that fits the queued cell as
// well as the one drawn. The explanation's sentences are each ended.
class TestRandomAlternative : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void islandCandidateIsRightInBothModes();
    void dungeonTileThatFitsIsRightInAQuestion();

private:
    struct IslandChoice
    {
        int position = -1; // the step that adds a cell, with another candidate pending
        int row = -1; // that other candidate
        int col = -1;
    };
    // From a build of `file` in a session of its own.
    static IslandChoice islandAlternative(const QString &file);
    static void show(MainWindow &window, const Scenario &scenario);
    static QString plain(QString text) { return text.remove(QChar(0x2066)).remove(QChar(0x2069)); }

    QTemporaryDir m_dir;
};

void TestRandomAlternative::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

TestRandomAlternative::IslandChoice TestRandomAlternative::islandAlternative(const QString &file)
{
    LessonSession session;
    session.document()->load(TestData::scenario(file), QString());
    session.start(false);
    if (!QTest::qWaitFor([&session] { return !session.isBuilding(); }, 30000))
        return {};
    const IslandModel *model = islandLesson(&session)->islandModel();
    IslandCallStack stack(model->scenario());
    for (int p = 1; p < model->stepCount(); ++p) {
        const IslandStep step = model->step(p);
        if (step.kind != IslandStep::Add)
            continue;
        stack.seek(model->stepList(), p);
        const int depth = stack.depth() - 1;
        const IslandCallStack::Frame &frame = stack.frame(depth);
        for (int i = 0; i < frame.count; ++i) {
            const int cell = int(frame.candidates[std::size_t(i)]);
            if (cell != int(step.row) * model->columnCount() + int(step.col)
                && stack.candidateState(depth, i) == IslandCallStack::CandidateState::Pending)
                return {p, cell / model->columnCount(), cell % model->columnCount()};
        }
    }
    return {};
}

void TestRandomAlternative::show(MainWindow &window, const Scenario &scenario)
{
    window.document()->load(scenario, QString());
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

void TestRandomAlternative::islandCandidateIsRightInBothModes()
{
    const QString file = QStringLiteral("island-6b-basic.json");
    const IslandChoice choice = islandAlternative(file);
    QVERIFY(choice.position > 0);
    Scenario scenario = TestData::scenario(file);
    QVERIFY(scenario.islands.randomize);

    // "Which cell is added next?" answered with the candidate the shuffle did not pick.
    {
        scenario.questions = {{choice.position, QuestionKind::NextCell}};
        MainWindow window;
        show(window, scenario);
        window.session()->start(false);
        QTRY_VERIFY(!window.session()->isBuilding());
        window.session()->playback()->toStart();
        auto *coach = window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
        auto *panel = window.findChild<QuestionPanel *>(QStringLiteral("questionPanel"));
        window.findChild<QAction *>(QStringLiteral("playAction"))->trigger();
        QTRY_VERIFY(coach->currentQuestion().has_value());
        QCOMPARE(window.currentModel()->position(), choice.position);
        MapView *view = window.currentView();
        QTest::mouseClick(
            view->viewport(), Qt::LeftButton, {}, view->cellRect(choice.row, choice.col).center());
        const QString result = plain(panel->resultText());
        QVERIFY2(result.contains(QStringLiteral("Right!")), qPrintable(result));
        QCOMPARE(coach->score().totalRight(), 1);
        QVERIFY2(result.contains(QStringLiteral("is a candidate as well")), qPrintable(result));
        // The reason, then the log's line, a sentence of its own, ended.
        const QString line = window.currentModel()->stepText(choice.position);
        QVERIFY2(result.contains(QStringLiteral("goes on with it. Step "))
                && result.endsWith(line.toHtmlEscaped() + QStringLiteral(".</p>")),
            qPrintable(result));
    }

    // You Are the Algorithm takes the same cell at the same step.
    {
        scenario.questions.clear();
        MainWindow window;
        show(window, scenario);
        window.findChild<QAction *>(QStringLiteral("constructAction"))->trigger();
        auto *coach = window.findChild<ConstructCoach *>(QStringLiteral("constructCoach"));
        QTRY_VERIFY(!window.session()->isBuilding());
        window.session()->seek(choice.position);
        QCOMPARE(window.currentModel()->position(), choice.position);
        coach->pickCell(choice.row, choice.col);
        QCOMPARE(coach->counts().right, 1);
        QCOMPARE(coach->counts().wrong, 0);
        QCOMPARE(window.currentModel()->position(), choice.position + 1);
        QVERIFY(coach->panel()->verdictText().contains(QStringLiteral("is a candidate as well")));
    }
}

void TestRandomAlternative::dungeonTileThatFitsIsRightInAQuestion()
{
    Scenario scenario = TestData::scenario(QStringLiteral("dungeon-basic.json"));
    LessonSession session;
    session.document()->load(scenario, QString());
    session.start(false);
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBuilding(), 30000);
    const DungeonModel *model = dungeonLesson(&session)->dungeonModel();
    const QVector<DungeonTile> &tiles = scenario.dungeon.tiles;
    // A placement whose cell had another valid candidate: a tile turned so that its doors
    // differ from the one drawn, and no Reject names it.
    int after = -1;
    int templateIndex = -1;
    int rotation = -1;
    for (int q = 1; q < model->stepCount() && after < 0; ++q) {
        const DungeonStep place = model->step(q);
        // Start and end get the big room (questions.md): only a queued cell has a choice of tiles.
        if (place.kind != DungeonStep::Place || !place.fromQueue())
            continue;
        int first = q;
        while (first > 0 && model->step(first - 1).kind == DungeonStep::Reject)
            --first;
        const std::uint8_t drawn
            = DungeonTiles::rotate(tiles.value(place.templateIndex()).doors, place.rotation());
        for (int t = 0; t < tiles.size() && after < 0; ++t) {
            for (int r = 0; r < 4 && after < 0; ++r) {
                const std::uint8_t mask = DungeonTiles::rotate(tiles[t].doors, r);
                bool rejected = false;
                for (int i = first; i < q; ++i)
                    rejected = rejected || model->step(i).mask == mask;
                if (mask != drawn && !rejected && first > 0) {
                    after = first;
                    templateIndex = t;
                    rotation = r;
                }
            }
        }
    }
    QVERIFY(after > 0);

    scenario.questions = {{after, QuestionKind::NextPlace}};
    MainWindow window;
    show(window, scenario);
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    window.session()->playback()->toStart();
    auto *coach = window.findChild<QuestionCoach *>(QStringLiteral("questionCoach"));
    auto *panel = window.findChild<QuestionPanel *>(QStringLiteral("questionPanel"));
    window.findChild<QAction *>(QStringLiteral("playAction"))->trigger();
    QTRY_VERIFY(coach->currentQuestion().has_value());
    const Answer right
        = *dungeonLesson(window.session())->teaching()->answer(*coach->currentQuestion());
    coach->answerCell(right.row, right.col);
    coach->answerTile(templateIndex, rotation);
    const QString result = plain(panel->resultText());
    QVERIFY2(result.contains(QStringLiteral("Right!")), qPrintable(result));
    QVERIFY2(result.contains(QStringLiteral("That tile fits as well")), qPrintable(result));
    QCOMPARE(coach->score().totalRight(), 1);
}

QTEST_MAIN(TestRandomAlternative)
#include "tst_randomalternative.moc"
