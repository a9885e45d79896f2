// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerkey.h"
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "islandgenerator.h"
#include "scenariofile.h"
#include "splitmix64.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

// Questions (questions.md): read from and written to scenario files, refused when bad, and
// answered from the build. The island answers are checked against the golden trace text
// of the examples, the dungeon answers against the examples' final placements.
class TestQuestions : public QObject
{
    Q_OBJECT

private slots:
    void islandAnswersAgreeWithTheTraceText_data();
    void islandAnswersAgreeWithTheTraceText();
    void dungeonAnswersAgreeWithThePlacements_data();
    void dungeonAnswersAgreeWithThePlacements();
    void questionsPastTheEndAreDropped();
    void questionsRoundTripThroughTheFile();
    void badQuestionsAreRefusedByKey_data();
    void badQuestionsAreRefusedByKey();
    void cliPrintsTheAnswerKey();
    void cliRefusesABadQuestion();
};

namespace {

// One trace line's kind word and cell, as the contract writes them.
struct TraceEntry
{
    QString move;
    int row = -1;
    int col = -1;
};

TraceEntry parseTraceLine(const QString &line)
{
    static const QRegularExpression seed(
        QStringLiteral("^>> Island \\d+ seed at \\((\\d+),(\\d+)\\)$"));
    static const QRegularExpression add(QStringLiteral("^> ADD \\((\\d+), (\\d+)\\)$"));
    TraceEntry entry;
    if (const auto m = seed.match(line); m.hasMatch())
        return {QStringLiteral("SEED"), m.captured(1).toInt(), m.captured(2).toInt()};
    if (const auto m = add.match(line); m.hasMatch())
        return {QStringLiteral("ADD"), m.captured(1).toInt(), m.captured(2).toInt()};
    if (line.startsWith(QLatin1String("X BACKTRACK")))
        entry.move = QStringLiteral("BACKTRACK");
    else if (line.endsWith(QLatin1String("complete!")))
        entry.move = QStringLiteral("COMPLETE");
    else if (line.endsWith(QLatin1String("FAILED")))
        entry.move = QStringLiteral("FAILED");
    else if (line == QLatin1String("-- All done --"))
        entry.move = QStringLiteral("DONE");
    else if (line == QLatin1String("! TOO COMPLEX"))
        entry.move = QStringLiteral("TOO COMPLEX");
    return entry;
}

Scenario withQuestions(Scenario scenario, const QVector<Question> &questions)
{
    scenario.questions = questions;
    return scenario;
}

QString writeScenario(const QTemporaryDir &dir, const QString &name, const QByteArray &json)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

void TestQuestions::islandAnswersAgreeWithTheTraceText_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &file : TestData::examples(QStringLiteral("island-*.trace")))
        QTest::newRow(qPrintable(file)) << file.chopped(int(qstrlen(".trace")));
}

void TestQuestions::islandAnswersAgreeWithTheTraceText()
{
    QFETCH(QString, name);
    const Scenario scenario = TestData::scenario(name + QStringLiteral(".json"));
    const QStringList lines = QString::fromUtf8(TestData::contents(name + QStringLiteral(".trace")))
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const IslandBuild build = IslandGenerator::build(scenario);
    QCOMPARE(build.steps.size(), std::size_t(lines.size()));
    auto stepAt = [&build](std::size_t i) { return build.steps[i]; };

    for (int after = 0; after < lines.size(); ++after) {
        const TraceEntry next = parseTraceLine(lines[after]);
        QVERIFY2(!next.move.isEmpty(), qPrintable(lines[after]));
        const auto move
            = AnswerKey::island({after, QuestionKind::NextMove}, build.steps.size(), stepAt);
        QVERIFY(move);
        QCOMPARE(AnswerKey::moveName(move->move), next.move);
        QCOMPARE(move->text(scenario), QStringLiteral("next-move ") + next.move);

        // The next SEED or ADD line after `after`, read from the text.
        TraceEntry cell;
        for (int k = after; k < lines.size() && cell.row < 0; ++k) {
            const TraceEntry entry = parseTraceLine(lines[k]);
            if (entry.move == QLatin1String("SEED") || entry.move == QLatin1String("ADD"))
                cell = entry;
        }
        const auto where
            = AnswerKey::island({after, QuestionKind::NextCell}, build.steps.size(), stepAt);
        QVERIFY(where);
        if (cell.row < 0) {
            QVERIFY(where->isNone());
            QCOMPARE(where->text(scenario), QStringLiteral("next-cell none"));
        } else {
            QCOMPARE(where->text(scenario),
                QStringLiteral("next-cell (%1, %2)").arg(cell.row).arg(cell.col));
        }
    }
}

void TestQuestions::dungeonAnswersAgreeWithThePlacements_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &file : TestData::examples(QStringLiteral("dungeon-*.expected.json")))
        QTest::newRow(qPrintable(file)) << file.chopped(int(qstrlen(".expected.json")));
}

void TestQuestions::dungeonAnswersAgreeWithThePlacements()
{
    QFETCH(QString, name);
    const Scenario scenario = TestData::scenario(name + QStringLiteral(".json"));
    const QJsonObject expected
        = QJsonDocument::fromJson(TestData::contents(name + QStringLiteral(".expected.json")))
              .object();
    const QJsonArray placement = expected.value(QLatin1String("placement")).toArray();
    const DungeonBuild build = DungeonGenerator::build(scenario);
    auto stepAt = [&build](std::size_t i) { return build.steps[i]; };

    // Walking the build: at every step the answer is a cell not filled yet, filled by the
    // very next placement, with the template and rotation the contract's example gives it.
    DungeonGrid grid(scenario);
    int placements = 0;
    for (std::size_t after = 0; after < build.steps.size(); ++after) {
        const auto answer
            = AnswerKey::dungeon({int(after), QuestionKind::NextPlace}, build.steps.size(), stepAt);
        QVERIFY(answer);
        if (answer->isNone()) {
            QCOMPARE(placements, build.placed);
            QCOMPARE(answer->text(scenario), QStringLiteral("next-place none"));
        } else {
            QVERIFY(!grid.isFilled(answer->row, answer->col));
            const QJsonArray expectedTile
                = placement.at(answer->row).toArray().at(answer->col).toArray();
            QCOMPARE(answer->templateIndex, expectedTile.at(0).toInt());
            QCOMPARE(answer->rotation, expectedTile.at(1).toInt());
            QCOMPARE(answer->text(scenario),
                QStringLiteral("next-place (%1, %2) %3 %4")
                    .arg(answer->row)
                    .arg(answer->col)
                    .arg(scenario.dungeon.tiles[answer->templateIndex].name)
                    .arg(answer->rotation));
        }
        const DungeonStep step = build.steps[after];
        grid.apply(step);
        if (step.kind == DungeonStep::Place) {
            ++placements;
            QCOMPARE(int(step.row), answer->row);
            QCOMPARE(int(step.col), answer->col);
        }
    }
}

void TestQuestions::questionsPastTheEndAreDropped()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-6a-basic.json"));
    const IslandBuild build = IslandGenerator::build(scenario);
    auto stepAt = [&build](std::size_t i) { return build.steps[i]; };
    const int count = int(build.steps.size());
    QVERIFY(AnswerKey::island({count - 1, QuestionKind::NextMove}, build.steps.size(), stepAt));
    QVERIFY(!AnswerKey::island({count, QuestionKind::NextMove}, build.steps.size(), stepAt));
    QVERIFY(!AnswerKey::island({count + 50, QuestionKind::NextCell}, build.steps.size(), stepAt));
    // The last entry is the terminal one: nothing is added after it.
    const auto last
        = AnswerKey::island({count - 1, QuestionKind::NextCell}, build.steps.size(), stepAt);
    QVERIFY(last && last->isNone());
}

void TestQuestions::questionsRoundTripThroughTheFile()
{
    QTemporaryDir dir;
    const Scenario island = withQuestions(
        TestData::scenario(QStringLiteral("island-6a-basic.json")),
        {{12, QuestionKind::NextMove}, {12, QuestionKind::NextCell}, {0, QuestionKind::NextMove}});
    const Scenario dungeon = withQuestions(
        TestData::scenario(QStringLiteral("dungeon-basic.json")), {{30, QuestionKind::NextPlace}});
    for (const Scenario &scenario : {island, dungeon}) {
        const QString path = dir.filePath(QStringLiteral("lesson.mapgen.json"));
        QString error;
        QVERIFY2(ScenarioFile::write(path, scenario, &error), qPrintable(error));
        const auto again = ScenarioFile::read(path, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->questions, scenario.questions);
        QVERIFY(*again == scenario);
    }
    // Without questions the key is not written at all; nor with only the other lesson's
    // (a lesson switched to dungeons keeps its island questions, but its file cannot).
    QVERIFY(!ScenarioFile::toJson(TestData::scenario(QStringLiteral("dungeon-basic.json")))
                 .contains("questions"));
    Scenario switched = island;
    switched.mode = MapMode::Dungeon;
    QVERIFY(!ScenarioFile::toJson(switched).contains("questions"));
}

void TestQuestions::badQuestionsAreRefusedByKey_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("questions");
    QTest::addColumn<QString>("key");
    QTest::newRow("unknown kind") << "island"
                                  << R"([{"after": 3, "ask": "next-guess"}])"
                                  << "questions[0].ask";
    QTest::newRow("dungeon kind in islands") << "island"
                                             << R"([{"after": 3, "ask": "next-place"}])"
                                             << "questions[0].ask";
    QTest::newRow("island kind in a dungeon") << "dungeon"
                                              << R"([{"after": 1, "ask": "next-cell"}])"
                                              << "questions[0].ask";
    QTest::newRow("missing kind") << "island"
                                  << R"([{"after": 3}])"
                                  << "questions[0].ask";
    QTest::newRow("negative step")
        << "island"
        << R"([{"after": 1, "ask": "next-move"}, {"after": -1, "ask": "next-move"}])"
        << "questions[1].after";
    QTest::newRow("fractional step") << "island"
                                     << R"([{"after": 2.5, "ask": "next-move"}])"
                                     << "questions[0].after";
    QTest::newRow("step as text") << "island"
                                  << R"([{"after": "7", "ask": "next-move"}])"
                                  << "questions[0].after";
    QTest::newRow("missing step") << "island"
                                  << R"([{"ask": "next-move"}])"
                                  << "questions[0].after";
    QTest::newRow("not a list") << "island"
                                << R"({"after": 1})"
                                << "questions";
    QTest::newRow("not an object") << "island"
                                   << R"([12])"
                                   << "questions[0]";
}

void TestQuestions::badQuestionsAreRefusedByKey()
{
    QFETCH(QString, mode);
    QFETCH(QString, questions);
    QFETCH(QString, key);
    QTemporaryDir dir;
    const QString json
        = QStringLiteral(R"({"format": "mapgen-scenario", "version": 1, "mode": "%1", "rows": 6,
                                            "cols": 6, "questions": %2})")
              .arg(mode, questions);
    const QString path = writeScenario(dir, QStringLiteral("bad.mapgen.json"), json.toUtf8());
    QString error;
    QVERIFY(!ScenarioFile::read(path, &error));
    QVERIFY2(error.contains(QStringLiteral("\"%1\"").arg(key)), qPrintable(error));
}

void TestQuestions::cliPrintsTheAnswerKey()
{
    // The lines of the spec's form, in the file's order; the question past the end is
    // dropped. The answers come from the golden trace text, not from another run.
    QTemporaryDir dir;
    const QStringList lines
        = QString::fromUtf8(TestData::contents(QStringLiteral("island-6b-basic.trace")))
              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QJsonObject root
        = QJsonDocument::fromJson(TestData::contents(QStringLiteral("island-6b-basic.json")))
              .object();
    root.insert(QLatin1String("questions"),
        QJsonArray {QJsonObject {{QLatin1String("after"), 4},
                        {QLatin1String("ask"), QStringLiteral("next-move")}},
            QJsonObject {{QLatin1String("after"), 1000000},
                {QLatin1String("ask"), QStringLiteral("next-move")}},
            QJsonObject {
                {QLatin1String("after"), 0}, {QLatin1String("ask"), QStringLiteral("next-cell")}}});
    const QString path
        = writeScenario(dir, QStringLiteral("asked.mapgen.json"), QJsonDocument(root).toJson());

    QProcess cli;
    cli.start(TestData::cli(), {QStringLiteral("island"), path, QStringLiteral("--answers")});
    QVERIFY(cli.waitForFinished());
    QCOMPARE(cli.exitCode(), 0);
    const TraceEntry fifth = parseTraceLine(lines[4]);
    const TraceEntry first = parseTraceLine(lines[0]);
    QCOMPARE(first.move, QStringLiteral("SEED"));
    const QByteArray expected
        = QStringLiteral("after 4: next-move %1\nafter 0: next-cell (%2, %3)\n")
              .arg(fifth.move)
              .arg(first.row)
              .arg(first.col)
              .toUtf8();
    QCOMPARE(cli.readAllStandardOutput(), expected);
}

void TestQuestions::cliRefusesABadQuestion()
{
    QTemporaryDir dir;
    const QString path = writeScenario(dir, QStringLiteral("bad.mapgen.json"),
        R"({"format": "mapgen-scenario", "version": 1, "mode": "dungeon", "rows": 5,
                                           "cols": 5, "questions": [{"after": 2, "ask": "next-move"}]})");
    QProcess cli;
    cli.start(TestData::cli(), {QStringLiteral("dungeon"), path, QStringLiteral("--answers")});
    QVERIFY(cli.waitForFinished());
    QCOMPARE(cli.exitCode(), 2);
    QVERIFY(cli.readAllStandardOutput().isEmpty());
    QVERIFY(cli.readAllStandardError().contains("questions[0].ask"));
}

QTEST_GUILESS_MAIN(TestQuestions)
#include "tst_questions.moc"
