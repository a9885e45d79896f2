// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerkey.h"
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "golden/rulebooktable.h"
#include "islandcallstack.h"
#include "islandgenerator.h"
#include "rulebook.h"
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
    void cliPrintsEveryAcceptedAnswer_data();
    void cliPrintsEveryAcceptedAnswer();
    void cliAcceptedNeedsAnswers();
    void equalRotationsAreEqualAnswers();
    void theGoldenTableHolds();
    void whyThisCellGivesTheRuleBooksVerdict();
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

// What counts as right (questions.md), worked out from the trace text and the scenario
// alone: a replay of the map and of grow()'s calls, with the rules of islands.md.
class TraceReplay
{
public:
    explicit TraceReplay(const Scenario &scenario)
        : m_rows(scenario.rows)
        , m_cols(scenario.cols)
        , m_rule6a(scenario.islands.rule == IslandRule::Rule6a)
        , m_randomize(scenario.islands.randomize)
        , m_map(std::size_t(m_rows * m_cols), 0)
        , m_pits(World(scenario).pits)
    { }

    // Every right answer to "next cell" at `line` (a SEED or ADD line), the drawn one first.
    QStringList accepted(const QString &line, int island) const
    {
        const TraceEntry drawn = parseTraceLine(line);
        QStringList cells {cellText(drawn.row, drawn.col)};
        for (int r = 0; r < m_rows; ++r) {
            for (int c = 0; c < m_cols; ++c) {
                if ((r != drawn.row || c != drawn.col)
                    && (drawn.move == QLatin1String("SEED") ? seedEligible(r, c)
                                                            : untriedCandidate(r, c, island)))
                    cells << cellText(r, c);
            }
        }
        return cells;
    }

    void apply(const QString &line, int island)
    {
        const TraceEntry entry = parseTraceLine(line);
        if (entry.move == QLatin1String("SEED")) {
            m_calls = {{entry.row, entry.col, {}}};
            m_map[index(entry.row, entry.col)] = island;
        } else if (entry.move == QLatin1String("ADD")) {
            m_calls.push_back({entry.row, entry.col, {}});
            m_map[index(entry.row, entry.col)] = island;
        } else if (entry.move == QLatin1String("BACKTRACK")) {
            const Call undone = m_calls.takeLast();
            m_map[index(undone.row, undone.col)] = 0;
            m_calls.last().tried << index(undone.row, undone.col);
        } else {
            if (entry.move != QLatin1String("COMPLETE")) // FAILED, TOO COMPLEX: the island goes
                std::replace(m_map.begin(), m_map.end(), island, 0);
            m_calls.clear();
        }
    }

private:
    struct Call
    {
        int row;
        int col;
        QList<std::size_t> tried;
    };
    static QString cellText(int row, int col)
    {
        return QStringLiteral("(%1, %2)").arg(row).arg(col);
    }
    std::size_t index(int row, int col) const { return std::size_t(row * m_cols + col); }
    bool water(int row, int col) const
    {
        return row >= 0 && row < m_rows && col >= 0 && col < m_cols && !m_pits[index(row, col)]
            && m_map[index(row, col)] == 0;
    }
    // Whether a neighbour (8 of them, or the 4 orthogonal ones) is land other than `island`.
    bool landAround(int row, int col, bool orthogonalOnly, int island) const
    {
        for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
                const int r = row + dr;
                const int c = col + dc;
                if ((dr || dc) && (!orthogonalOnly || !dr || !dc) && r >= 0 && r < m_rows && c >= 0
                    && c < m_cols && m_map[index(r, c)] != 0 && m_map[index(r, c)] != island)
                    return true;
            }
        }
        return false;
    }
    bool seedEligible(int row, int col) const
    {
        return water(row, col) && !landAround(row, col, m_rule6a, 0);
    }
    bool untriedCandidate(int row, int col, int island) const
    {
        const Call &call = m_calls.last();
        return m_randomize && std::abs(row - call.row) + std::abs(col - call.col) == 1
            && water(row, col) && (m_rule6a || !landAround(row, col, false, island))
            && !call.tried.contains(index(row, col));
    }

    int m_rows;
    int m_cols;
    bool m_rule6a;
    bool m_randomize;
    std::vector<int> m_map;
    std::vector<std::uint8_t> m_pits;
    QList<Call> m_calls;
};

QByteArray runCli(const QStringList &arguments)
{
    QProcess cli;
    cli.start(TestData::cli(), arguments);
    if (!cli.waitForFinished() || cli.exitCode() != 0)
        qFatal("mapgen %s failed", qPrintable(arguments.join(QLatin1Char(' '))));
    return cli.readAllStandardOutput();
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

void TestQuestions::cliPrintsEveryAcceptedAnswer_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name : {"island-random-6b", "island-random-6a", "island-ordered"})
        QTest::newRow(name) << QStringLiteral("questions/%1.json").arg(QLatin1String(name));
}

// Every line of `--answers --accepted` as worked out from `--trace` alone (TraceReplay).
void TestQuestions::cliPrintsEveryAcceptedAnswer()
{
    QFETCH(QString, file);
    const QString path = TestData::path(file);
    const Scenario scenario = TestData::scenario(file);
    QVERIFY(!scenario.questions.isEmpty());
    const QStringList trace
        = QString::fromUtf8(runCli({QStringLiteral("island"), path, QStringLiteral("--trace")}))
              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    static const QRegularExpression islandOf(QStringLiteral("Island (\\d+)"));
    QStringList expected;
    int alternatives = 0;
    for (const Question &question : scenario.questions) {
        TraceReplay replay(scenario);
        int island = 0;
        QString answer;
        for (int i = 0; i < trace.size(); ++i) {
            if (const auto m = islandOf.match(trace[i]); m.hasMatch())
                island = m.captured(1).toInt();
            const QString move = parseTraceLine(trace[i]).move;
            if (i == question.after && question.ask == QuestionKind::NextMove) {
                answer = move;
                break;
            }
            if (i >= question.after
                && (move == QLatin1String("SEED") || move == QLatin1String("ADD"))) {
                const QStringList cells = replay.accepted(trace[i], island);
                alternatives += int(cells.size()) - 1;
                answer = cells.join(QStringLiteral("; "));
                break;
            }
            replay.apply(trace[i], island);
        }
        expected << QStringLiteral("after %1: %2 %3")
                        .arg(question.after)
                        .arg(questionKindName(question.ask),
                            answer.isEmpty() ? QStringLiteral("none") : answer);
    }
    QVERIFY2(alternatives > 0, "the scenario has answers besides the build's own");
    const QString printed = QString::fromUtf8(runCli({QStringLiteral("island"), path,
        QStringLiteral("--answers"), QStringLiteral("--accepted")}));
    QCOMPARE(printed.split(QLatin1Char('\n'), Qt::SkipEmptyParts), expected);
}

void TestQuestions::cliAcceptedNeedsAnswers()
{
    QProcess cli;
    cli.start(TestData::cli(),
        {QStringLiteral("island"),
            TestData::path(QStringLiteral("questions/island-random-6b.json")),
            QStringLiteral("--accepted")});
    QVERIFY(cli.waitForFinished());
    QCOMPARE(cli.exitCode(), 2);
    QVERIFY(cli.readAllStandardOutput().isEmpty());
    QVERIFY(cli.readAllStandardError().contains("--accepted is for --answers"));
}

// A tile is judged by the doors it opens: "small room turned" is "small room" a quarter turn
// on, "great hall" is the big room. The key names each rotated mask once, by its first template.
void TestQuestions::equalRotationsAreEqualAnswers()
{
    const QString path = TestData::path(QStringLiteral("questions/dungeon-equal-rotations.json"));
    const QStringList lines
        = QString::fromUtf8(runCli({QStringLiteral("dungeon"), path, QStringLiteral("--answers"),
                                QStringLiteral("--accepted")}))
              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 6);
    QVERIFY(lines[2].startsWith(QLatin1String("after 8: next-place (2, 4) small room 1; ")));
    for (const QString &line : lines) {
        QVERIFY2(!line.contains(QLatin1String("small room turned"))
                && !line.contains(QLatin1String("great hall")),
            qPrintable(line));
        QVERIFY2(!line.contains(QLatin1String("corridor 2"))
                && !line.contains(QLatin1String("corridor 3")),
            qPrintable(line));
    }
    // The start may go on any open cell, the end on any but the start's.
    QCOMPARE(lines[0].count(QLatin1Char(';')), 6 * 8 - 2 - 1);
    QCOMPARE(lines[1].count(QLatin1Char(';')), 6 * 8 - 2 - 2);
    QVERIFY(!lines[1].contains(QLatin1String("; (3, 4) ")));

    const Scenario scenario
        = TestData::scenario(QStringLiteral("questions/dungeon-equal-rotations.json"));
    const World world = scenario;
    const DungeonBuild build = DungeonGenerator::build(world);
    const RuleBook::DungeonRules rules(
        world, build.steps.size(), [&build](std::size_t i) { return build.steps[i]; });
    // Step 8's placement is small room 1: small room turned 0 is the same tile.
    const auto same = rules.judgeTile(8, 2, 4, 3, 0);
    QCOMPARE(same.verdict, RuleBook::Verdict::Right);
    QCOMPARE(same.reason, RuleBook::Reason::SameTile);
    const auto bigRoom = rules.judgeTile(0, 3, 4, 4, 2);
    QCOMPARE(bigRoom.verdict, RuleBook::Verdict::Right);
    const auto otherEnd = rules.judgeTile(3, 0, 0, 4, 0);
    QCOMPARE(otherEnd.verdict, RuleBook::Verdict::Alternative);
    QCOMPARE(otherEnd.reason, RuleBook::Reason::OtherEnd);
    QCOMPARE(rules.judgeTile(3, 3, 4, 0, 0).reason, RuleBook::Reason::IsStart);
    QCOMPARE(rules.judgeTile(3, 0, 0, 2, 0).reason, RuleBook::Reason::NotBigRoom);
    QCOMPARE(rules.judgeTile(3, 1, 3, 0, 0).reason, RuleBook::Reason::Pit);
}

// The rule book's verdicts on every scenario of tests/data, byte for byte as
// tests/data/rulebook.golden has them (written by scripts/write-golden.sh, never here);
// tests/web/golden.test.mjs checks the same file with the WebAssembly module.
void TestQuestions::theGoldenTableHolds()
{
    const QStringList files = Golden::ruleBookScenarios();
    QVERIFY(files.size() >= 19);
    QVERIFY(files.filter(QStringLiteral("questions/")).size() >= 1);
    const QByteArray expected = TestData::contents(QStringLiteral("rulebook.golden"));
    QVERIFY(expected.contains("other-candidate") && expected.contains("same-tile"));
    QCOMPARE(QByteArray::fromStdString(Golden::ruleBookTable(files)), expected);
}

// "Why this cell?" (the web lesson asks the same through mg_why): a cell far from the island
// is no candidate of it, whatever water it is; the cells beside the current one are judged
// as a cell clicked in You Are the Algorithm is.
void TestQuestions::whyThisCellGivesTheRuleBooksVerdict()
{
    // Seed (2, 0), then ADD (1, 0): a dead end between two pits.
    const World world = TestData::scenario(QStringLiteral("island-dead-end.json"));
    const IslandBuild build = IslandGenerator::build(world);
    QVERIFY(build.steps.size() > 2);
    QCOMPARE(int(build.steps[0].kind), int(IslandStep::Seed));
    QCOMPARE(int(build.steps[1].row) * 10 + int(build.steps[1].col), 10);
    const RuleBook::IslandRules rules(
        world, build.steps.size(), [&build](std::size_t i) { return build.steps[i]; });
    // "reason, its first two arguments, accepted or not"
    const auto verdict = [&rules](int position, int row, int col) {
        const RuleBook::Judgement j = rules.candidate(position, row, col);
        return QStringLiteral("%1 %2 %3 %4")
            .arg(QLatin1String(RuleBook::reasonName(j.reason)))
            .arg(j.args[0])
            .arg(j.args[1])
            .arg(j.accepted() ? QLatin1String("yes") : QLatin1String("no"));
    };
    QCOMPARE(verdict(0, 2, 0), QStringLiteral("no-call -1 -1 no"));
    QCOMPARE(verdict(1, 2, 1), QStringLiteral("candidate 2 0 yes"));
    QCOMPARE(verdict(1, 1, 0), QStringLiteral("candidate 2 0 yes"));
    QCOMPARE(verdict(2, 2, 3), QStringLiteral("not-beside 1 0 no"));
    QCOMPARE(verdict(2, 2, 1), QStringLiteral("not-beside 1 0 no"));
    QCOMPARE(verdict(2, 0, 0), QStringLiteral("pit -1 -1 no"));
    QCOMPARE(verdict(2, 2, 0), QStringLiteral("land 1 -1 no"));

    // The web lesson takes the moment from the Call Stack it follows, not from a replay:
    // the same verdicts at every step, for every cell, in builds with backtracks.
    for (const char *file : {"island-dead-end.json", "island-6b-basic.json"}) {
        const World other = TestData::scenario(QString::fromLatin1(file));
        const IslandBuild built = IslandGenerator::build(other);
        const RuleBook::IslandRules book(
            other, built.steps.size(), [&built](std::size_t i) { return built.steps[i]; });
        IslandCallStack stack(other);
        for (int position = 0; position <= int(built.steps.size()); ++position) {
            stack.seek(built.steps, position);
            const RuleBook::IslandRules::Moment moment = RuleBook::IslandRules::moment(stack);
            for (int r = 0; r < other.rows; ++r) {
                for (int c = 0; c < other.cols; ++c) {
                    const RuleBook::Judgement replayed = book.candidate(position, r, c);
                    const RuleBook::Judgement followed = book.candidate(moment, position, r, c);
                    QCOMPARE(int(followed.reason), int(replayed.reason));
                    QCOMPARE(followed.args, replayed.args);
                }
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestQuestions)
#include "tst_questions.moc"
