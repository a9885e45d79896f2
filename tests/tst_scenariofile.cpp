// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"
#include "testdata.h"

#include <QtTest>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <sys/stat.h>

// Scenario files: every malformed file is refused with one message naming the file, the
// key and what was expected; good files round-trip exactly.
class TestScenarioFile : public QObject
{
    Q_OBJECT

private slots:
    void refusesBadFiles_data();
    void refusesBadFiles();
    void defaultsForOptionalKeys();
    void allExamplesLoad();
    void roundTrip();
    void assignmentDefaultsAndRoundTrip();
    void eachLessonHasItsOwnWords();
    void bigSeedsAreStrings();
    void unknownKeysAreIgnored();
    void missingFileIsNamed();
    void saveToAnUnwritablePlaceFailsCleanly();
    void longValuesAreQuotedShort();
    void quotedValuesAreEscaped();
    void specialFilesAreRefusedUnread_data();
    void specialFilesAreRefusedUnread();
    void oversizedFilesAreRefusedUnread();
    void largestValidScenarioFits();
};

namespace {

QByteArray minimal(const QByteArray &extra = QByteArray())
{
    QByteArray json = R"({"format": "mapgen-scenario", "version": 1, "rows": 3, "cols": 4)";
    if (!extra.isEmpty())
        json += ", " + extra;
    return json + "}";
}

} // namespace

void TestScenarioFile::refusesBadFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // a fragment the message must contain

    QTest::newRow("not json") << QByteArray("{\"format\": ")
                              << QStringLiteral("not valid JSON at byte");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("not valid JSON");
    QTest::newRow("array at top") << QByteArray("[1, 2]")
                                  << QStringLiteral("JSON object at the top level");
    QTest::newRow("wrong format")
        << QByteArray(R"({"format": "tiled-map", "version": 1, "rows": 3, "cols": 4})")
        << QStringLiteral("key \"format\": expected \"mapgen-scenario\", got \"tiled-map\"");
    QTest::newRow("missing format") << QByteArray(R"({"version": 1, "rows": 3, "cols": 4})")
                                    << QStringLiteral("key \"format\"");
    QTest::newRow("newer version")
        << QByteArray(R"({"format": "mapgen-scenario", "version": 2, "rows": 3, "cols": 4})")
        << QStringLiteral("key \"version\": version 2 is newer");
    QTest::newRow("missing version")
        << QByteArray(R"({"format": "mapgen-scenario", "rows": 3, "cols": 4})")
        << QStringLiteral("key \"version\": missing");
    QTest::newRow("missing rows")
        << QByteArray(R"({"format": "mapgen-scenario", "version": 1, "cols": 4})")
        << QStringLiteral("key \"rows\": missing; expected an integer from 1 to 1000");
    QTest::newRow("rows zero") << QByteArray(
        R"({"format": "mapgen-scenario", "version": 1, "rows": 0, "cols": 4})")
                               << QStringLiteral(
                                      "key \"rows\": expected an integer from 1 to 1000, got 0");
    QTest::newRow("cols too big")
        << QByteArray(R"({"format": "mapgen-scenario", "version": 1, "rows": 3, "cols": 1001})")
        << QStringLiteral("key \"cols\": expected an integer from 1 to 1000, got 1001");
    QTest::newRow("rows as string")
        << QByteArray(R"({"format": "mapgen-scenario", "version": 1, "rows": "3", "cols": 4})")
        << QStringLiteral("key \"rows\": expected an integer from 1 to 1000, got \"3\"");
    QTest::newRow("fractional cols")
        << QByteArray(R"({"format": "mapgen-scenario", "version": 1, "rows": 3, "cols": 4.5})")
        << QStringLiteral("key \"cols\"");
    QTest::newRow("unknown mode") << minimal(
        R"("mode": "cave")") << QStringLiteral("key \"mode\": expected \"island\" or \"dungeon\"");
    QTest::newRow("negative seed") << minimal(
        R"("seed": -1)") << QStringLiteral("key \"seed\": expected an integer from 0 to 2^53");
    QTest::newRow("seed beyond 2^53")
        << minimal(R"("seed": 1e17)") << QStringLiteral("key \"seed\"");
    QTest::newRow("seed string not a number") << minimal(
        R"("seed": "forty-two")") << QStringLiteral("key \"seed\": expected a decimal string");
    QTest::newRow("seed string beyond 2^64")
        << minimal(R"("seed": "18446744073709551616")") << QStringLiteral("key \"seed\"");
    QTest::newRow("seed as bool")
        << minimal(R"("seed": true)")
        << QStringLiteral("key \"seed\": expected an integer or a decimal string, got true");
    QTest::newRow("pits not a list")
        << minimal(R"("pits": "....")")
        << QStringLiteral("key \"pits\": expected a list of strings, rows x columns = 3 x 4");
    QTest::newRow("pits too few rows")
        << minimal(R"("pits": ["....", "...."])") << QStringLiteral("got a list of length 2");
    QTest::newRow("pits row too short")
        << minimal(R"("pits": ["....", "...", "...."])")
        << QStringLiteral("key \"pits[1]\": expected a string of length 4, got \"...\"");
    QTest::newRow("pits bad character")
        << minimal(R"("pits": ["....", "..x.", "...."])")
        << QStringLiteral(
               "key \"pits[1]\": expected only '#' and '.', got 'x' (U+0078) at column 2");
    QTest::newRow("islands not an object")
        << minimal(R"("islands": 3)") << QStringLiteral("key \"islands\": expected an object");
    QTest::newRow("count nine")
        << minimal(R"("islands": {"count": 9})")
        << QStringLiteral("key \"islands.count\": expected an integer from 1 to 8, got 9");
    QTest::newRow("min zero") << minimal(R"("islands": {"min": 0})")
                              << QStringLiteral("key \"islands.min\"");
    QTest::newRow("randomize as string")
        << minimal(R"("islands": {"randomize": "yes"})")
        << QStringLiteral("key \"islands.randomize\": expected true or false");
    QTest::newRow("unknown rule")
        << minimal(R"("islands": {"rule": "6c"})")
        << QStringLiteral("key \"islands.rule\": expected \"6a\" or \"6b\", got \"6c\"");
    QTest::newRow("step limit zero")
        << minimal(R"("islands": {"stepLimit": 0})")
        << QStringLiteral("key \"islands.stepLimit\": expected an integer from 1 to 100000000");
    QTest::newRow("no tiles") << minimal(R"("dungeon": {"tiles": []})")
                              << QStringLiteral(
                                     "key \"dungeon.tiles\": expected a list of 1 to 16 tiles");
    QTest::newRow("seventeen tiles") << minimal(R"("dungeon": {"tiles": [)"
        + QByteArray(R"({"doors": 255},)").repeated(16) + R"({"doors": 255}]})")
                                     << QStringLiteral("tiles, got a list of length 17");
    QTest::newRow("tile mask zero")
        << minimal(R"("dungeon": {"tiles": [{"name": "x", "doors": 0}]})")
        << QStringLiteral("key \"dungeon.tiles[0].doors\": expected an integer from 1 to 255");
    QTest::newRow("tile mask 256")
        << minimal(R"("dungeon": {"tiles": [{"name": "x", "doors": 256}]})")
        << QStringLiteral("key \"dungeon.tiles[0].doors\"");
    QTest::newRow("no big room") << minimal(
        R"("dungeon": {"tiles": [{"name": "hall", "doors": 132}]})")
                                 << QStringLiteral("at least one tile with doors 255");
    QTest::newRow("tile not an object")
        << minimal(R"("dungeon": {"tiles": [255]})") << QStringLiteral("key \"dungeon.tiles[0]\"");
    QTest::newRow("title not a string")
        << minimal(R"("title": 5)") << QStringLiteral("key \"title\": expected a string, got 5");
    QTest::newRow("notes as list") << minimal(
        R"("notes": ["a"])") << QStringLiteral("key \"notes\": expected a string, got a list");
    QTest::newRow("seed 2^53 + 1 as a number")
        << minimal(R"("seed": 9007199254740993)")
        << QStringLiteral("key \"seed\": a number above 2^53 cannot be read exactly; write the "
                          "seed as a decimal string");
    QTest::newRow("seed 2^53 + 2 as a number")
        << minimal(R"("seed": 9007199254740994)") << QStringLiteral("as a decimal string");
    QTest::newRow("seed 2^53 written as a fraction")
        << minimal(R"("seed": 9007199254740992.4)") << QStringLiteral("as a decimal string");
    // The comparison's seed is read by the same rules as the scenario's.
    QTest::newRow("compare seed 2^53 + 1 as a number")
        << minimal(R"("compare": {"seed": 9007199254740993})")
        << QStringLiteral("key \"compare.seed\": a number above 2^53 cannot be read exactly");
    QTest::newRow("compare seed negative")
        << minimal(R"("compare": {"seed": -1})")
        << QStringLiteral("key \"compare.seed\": expected an integer from 0 to 2^53");
    QTest::newRow("compare rule")
        << minimal(R"("compare": {"rule": "6c"})")
        << QStringLiteral("key \"compare.rule\": expected \"6a\" or \"6b\", got \"6c\"");
    QTest::newRow("escape sequence in mode")
        << minimal(R"("mode": "\u001b[2J\u001b[31mcave")")
        << QStringLiteral("key \"mode\": expected \"island\" or \"dungeon\", got "
                          "\"\\u001B[2J\\u001B[31mcave\"");
    QTest::newRow("newline in rule")
        << minimal(R"("islands": {"rule": "6\nb"})") << QStringLiteral("got \"6\\nb\"");
    QTest::newRow("emoji in pits")
        << minimal("\"pits\": [\"....\", \"." + QByteArray("\xF0\x9F\x98\x80") + ".\", \"....\"]")
        << QString::fromUtf8(u8"key \"pits[1]\": expected only '#' and '.', got '\U0001F600' "
                             u8"(U+1F600) at column 1");
    QTest::newRow("escape in pits") << minimal(R"("pits": ["....", ".\u001b..", "...."])")
                                    << QStringLiteral("got '\\u001B' (U+001B) at column 1");
    QTest::newRow("title too long")
        << minimal("\"title\": \"" + QByteArray(201, 'T') + '"')
        << QStringLiteral(
               "key \"title\": expected at most 200 characters, got 201 starting \"TTTT");
    QTest::newRow("notes too long")
        << minimal("\"notes\": \"" + QByteArray(20001, 'n') + '"')
        << QStringLiteral("key \"notes\": expected at most 20000 characters, got 20001");
    QTest::newRow("other lesson's notes too long")
        << minimal(R"("dungeon": {"notes": ")" + QByteArray(20001, 'n') + R"("})")
        << QStringLiteral("key \"dungeon.notes\": expected at most 20000 characters, got 20001");
    QTest::newRow("other lesson's title not a string")
        << minimal(R"("mode": "dungeon", "islands": {"title": 3})")
        << QStringLiteral("key \"islands.title\": expected a string, got 3");
    QTest::newRow("tile name too long")
        << minimal(R"("dungeon": {"tiles": [{"doors": 255, "name": ")" + QByteArray(61, 'r')
               + R"("}]})")
        << QStringLiteral("key \"dungeon.tiles[0].name\": expected at most 60 characters");
    QTest::newRow("assignment not an object")
        << minimal(R"("assignment": true)")
        << QStringLiteral("key \"assignment\": expected an object, got true");
    QTest::newRow("assignment of nothing")
        << minimal(R"("assignment": {"questions": false})")
        << QStringLiteral("key \"assignment\": expected at least one of \"questions\" and "
                          "\"construct\" to be true, got both false");
    QTest::newRow("assignment construct as string")
        << minimal(R"("assignment": {"construct": "yes"})")
        << QStringLiteral("key \"assignment.construct\": expected true or false, got \"yes\"");
    QTest::newRow("pass mark above 100")
        << minimal(R"("assignment": {"pass": 101})")
        << QStringLiteral("key \"assignment.pass\": expected an integer from 0 to 100, got 101");
    QTest::newRow("pass mark a fraction")
        << minimal(R"("assignment": {"pass": 79.5})")
        << QStringLiteral("key \"assignment.pass\": expected an integer from 0 to 100, got 79.5");
    QTest::newRow("pass mark null")
        << minimal(R"("assignment": {"pass": null})")
        << QStringLiteral("key \"assignment.pass\": expected an integer from 0 to 100, got null");
}

void TestScenarioFile::refusesBadFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QString error;
    const auto scenario = ScenarioFile::parse(json, QStringLiteral("week3.mapgen.json"), &error);
    QVERIFY(!scenario);
    QVERIFY2(error.startsWith(QStringLiteral("week3.mapgen.json: ")), qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1Char('\n')), "one message, one line");
}

void TestScenarioFile::defaultsForOptionalKeys()
{
    QString error;
    const auto scenario = ScenarioFile::parse(minimal(), QStringLiteral("m.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    QCOMPARE(scenario->mode, MapMode::Island);
    QCOMPARE(scenario->seed, std::uint64_t(42));
    QCOMPARE(scenario->islands.count, 3);
    QCOMPARE(scenario->islands.min, 4);
    QCOMPARE(scenario->islands.max, 12);
    QCOMPARE(scenario->islands.randomize, true);
    QCOMPARE(scenario->islands.rule, IslandRule::Rule6b);
    QCOMPARE(scenario->islands.stepLimit, 150000);
    QCOMPARE(scenario->dungeon.tiles.size(), 3);
    QCOMPARE(scenario->pitCount(), 0);
    QCOMPARE(int(scenario->pits.size()), 12);
}

void TestScenarioFile::allExamplesLoad()
{
    const QStringList files
        = TestData::examples(QStringLiteral("*-*.json"))
              .filter(QRegularExpression(QStringLiteral("^(island|dungeon)-[a-z0-9-]+\\.json$")));
    QVERIFY(files.size() >= 15);
    for (const QString &file : files) {
        QString error;
        QVERIFY2(ScenarioFile::read(TestData::path(file), &error), qPrintable(error));
    }
    const Scenario pits = TestData::scenario(QStringLiteral("island-dead-end.json"));
    QVERIFY(pits.isPit(0, 0));
    QVERIFY(!pits.isPit(0, 1));
    QVERIFY(pits.isPit(1, 1));
    QCOMPARE(pits.pitCount(), 3);
}

void TestScenarioFile::roundTrip()
{
    Scenario scenario = TestData::scenario(QStringLiteral("island-too-complex.json"));
    scenario.title = QStringLiteral("Woche 3: warum 6b öfter zurückgeht");
    scenario.notes = QStringLiteral("Compare with 6a on the same seed.");
    scenario.dungeon.tiles.append({QStringLiteral("corner"), 0x81});
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("round.mapgen.json"));
    QString error;
    QVERIFY2(ScenarioFile::write(file, scenario, &error), qPrintable(error));
    const auto loaded = ScenarioFile::read(file, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(*loaded == scenario);
}

void TestScenarioFile::assignmentDefaultsAndRoundTrip()
{
    QString error;
    // No key: the questions count, You Are the Algorithm does not, no pass mark; nothing
    // is written for it.
    auto scenario = ScenarioFile::parse(minimal(), QStringLiteral("plain.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    QCOMPARE(scenario->assignment, Assignment());
    QVERIFY(!ScenarioFile::toJson(*scenario).contains("assignment"));

    scenario = ScenarioFile::parse(minimal(R"("assignment": {"construct": true, "pass": 80})"),
        QStringLiteral("a.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    QVERIFY(scenario->assignment.questions); // the default
    QVERIFY(scenario->assignment.construct);
    QCOMPARE(scenario->assignment.pass, std::optional<int>(80));

    for (const Assignment assignment : {Assignment {true, true, 0}, Assignment {false, true, 100},
             Assignment {true, false, std::nullopt}, Assignment {false, true, std::nullopt}}) {
        Scenario edited = *scenario;
        edited.assignment = assignment;
        const auto loaded
            = ScenarioFile::parse(ScenarioFile::toJson(edited), QStringLiteral("b.json"), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->assignment, assignment);
    }
}

void TestScenarioFile::eachLessonHasItsOwnWords()
{
    QString error;
    // A file written before lesson texts: its words are its mode's lesson's.
    auto scenario
        = ScenarioFile::parse(minimal(R"("mode": "dungeon", "title": "Week 4", "notes": "Tiles.")"),
            QStringLiteral("old.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    QCOMPARE(scenario->title, QStringLiteral("Week 4"));
    QCOMPARE(scenario->notes, QStringLiteral("Tiles."));
    QCOMPARE(scenario->otherLesson, LessonWords());
    scenario->switchMode(MapMode::Island);
    QCOMPARE(scenario->title, QString()); // the island lesson has none
    QCOMPARE(scenario->notes, QString());

    // Both lessons' words; the lesson's own object wins over the top level.
    scenario = ScenarioFile::parse(minimal(R"("title": "Week 3", "notes": "Islands.",
        "islands": {"notes": "Islands, own."}, "dungeon": {"title": "Week 4", "notes": "Tiles."})"),
        QStringLiteral("both.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    QCOMPARE(scenario->title, QStringLiteral("Week 3"));
    QCOMPARE(scenario->notes, QStringLiteral("Islands, own."));
    QCOMPARE(
        scenario->otherLesson, (LessonWords {QStringLiteral("Week 4"), QStringLiteral("Tiles.")}));
    scenario->switchMode(MapMode::Dungeon);
    QCOMPARE(scenario->title, QStringLiteral("Week 4"));
    QCOMPARE(scenario->notes, QStringLiteral("Tiles."));
    QCOMPARE(scenario->otherLesson,
        (LessonWords {QStringLiteral("Week 3"), QStringLiteral("Islands, own.")}));

    // Saved in the dungeon lesson: its words at the top, the island lesson's in "islands".
    const QJsonObject root = QJsonDocument::fromJson(ScenarioFile::toJson(*scenario)).object();
    QCOMPARE(root.value(QLatin1String("title")).toString(), QStringLiteral("Week 4"));
    QCOMPARE(root.value(QLatin1String("notes")).toString(), QStringLiteral("Tiles."));
    const QJsonObject islands = root.value(QLatin1String("islands")).toObject();
    QCOMPARE(islands.value(QLatin1String("title")).toString(), QStringLiteral("Week 3"));
    QCOMPARE(islands.value(QLatin1String("notes")).toString(), QStringLiteral("Islands, own."));
    QVERIFY(!root.value(QLatin1String("dungeon")).toObject().contains(QLatin1String("title")));
    const auto loaded = ScenarioFile::parse(
        ScenarioFile::toJson(*scenario), QStringLiteral("saved.json"), &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(*loaded == *scenario);
}

void TestScenarioFile::bigSeedsAreStrings()
{
    Scenario scenario;
    scenario.seed = 18446744073709551615ULL;
    const QByteArray json = ScenarioFile::toJson(scenario);
    QVERIFY(json.contains("\"18446744073709551615\""));
    QString error;
    const auto loaded = ScenarioFile::parse(json, QStringLiteral("big.json"), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->seed, 18446744073709551615ULL);

    const auto exact = ScenarioFile::parse(
        minimal(R"("seed": 9007199254740992)"), QStringLiteral("m.json"), &error);
    QVERIFY2(exact, qPrintable(error));
    QCOMPARE(exact->seed, std::uint64_t(9007199254740992ULL));

    // 0 to 2^53 everywhere a seed is written as a number: the comparison's too, and each
    // literal is judged by itself (the other seed being small does not refuse 2^53).
    const auto compared
        = ScenarioFile::parse(minimal(R"("seed": 5, "compare": {"seed": 9007199254740992})"),
            QStringLiteral("c.json"), &error);
    QVERIFY2(compared, qPrintable(error));
    QCOMPARE(compared->seed, std::uint64_t(5));
    QCOMPARE(compared->compare->seed, std::uint64_t(9007199254740992ULL));
    const auto both
        = ScenarioFile::parse(minimal(R"("seed": 9007199254740992, "compare": {"seed": 7})"),
            QStringLiteral("b.json"), &error);
    QVERIFY2(both, qPrintable(error));
    QCOMPARE(both->seed, std::uint64_t(9007199254740992ULL));
    QCOMPARE(both->compare->seed, std::uint64_t(7));
}

void TestScenarioFile::unknownKeysAreIgnored()
{
    QString error;
    const auto scenario = ScenarioFile::parse(
        minimal(R"("future": {"x": 1}, "islands": {"count": 2, "colour": "red"})"),
        QStringLiteral("m.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    QCOMPARE(scenario->islands.count, 2);
}

void TestScenarioFile::missingFileIsNamed()
{
    QString error;
    QVERIFY(!ScenarioFile::read(QStringLiteral("/nonexistent/lesson.mapgen.json"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("/nonexistent/lesson.mapgen.json: cannot be opened")),
        qPrintable(error));
}

void TestScenarioFile::saveToAnUnwritablePlaceFailsCleanly()
{
    QString error;
    QVERIFY(!ScenarioFile::write(
        QStringLiteral("/nonexistent/dir/out.mapgen.json"), Scenario(), &error));
    QVERIFY2(error.contains(QStringLiteral("cannot be written")), qPrintable(error));
}

void TestScenarioFile::longValuesAreQuotedShort()
{
    // A 100 KB bad value: the message quotes a 40-character prefix and says it goes on.
    const QByteArray mode(100 * 1024, 'm');
    QString error;
    QVERIFY(!ScenarioFile::parse(
        minimal("\"mode\": \"" + mode + '"'), QStringLiteral("m.json"), &error));
    QVERIFY2(error.size() < 200, qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral("got \"") + QString(40, QLatin1Char('m'))
                 + QStringLiteral("\"\u2026")),
        qPrintable(error));
}

void TestScenarioFile::quotedValuesAreEscaped()
{
    QCOMPARE(ScenarioFile::quoted(QStringLiteral("6c")), QStringLiteral("\"6c\""));
    QCOMPARE(ScenarioFile::quoted(QStringLiteral("a\tb\rc\x7f")),
        QStringLiteral("\"a\\tb\\rc\\u007F\""));
    // A right-to-left override would reorder the rest of the message on screen.
    QCOMPARE(ScenarioFile::quoted(QString(QChar(0x202E)) + QStringLiteral("abc")),
        QStringLiteral("\"\\u202Eabc\""));
    // Characters outside the BMP count as one and stay whole at the cut.
    const QString emoji = QString::fromUtf8(u8"\U0001F30A");
    QString waves;
    for (int i = 0; i < 41; ++i)
        waves += emoji;
    QString expected = QStringLiteral("\"");
    for (int i = 0; i < 40; ++i)
        expected += emoji;
    QCOMPARE(ScenarioFile::quoted(waves), expected + QStringLiteral("\"\u2026"));
    QCOMPARE(ScenarioFile::printable(QStringLiteral("/tmp/\x1b]0;x\x07.json")),
        QStringLiteral("/tmp/\\u001B]0;x\\u0007.json"));
}

void TestScenarioFile::specialFilesAreRefusedUnread_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    QTest::newRow("endless device")
        << QStringLiteral("/dev/zero") << QStringLiteral("/dev/zero: is not a regular file");
    QTest::newRow("folder") << QDir::tempPath() << QStringLiteral(": is a folder");
    // The FIFO is made in the test; opening it for reading would wait for a writer forever.
    QTest::newRow("fifo") << QString()
                          << QStringLiteral("lesson.mapgen.json: is not a regular file");
}

void TestScenarioFile::specialFilesAreRefusedUnread()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    if (path.isEmpty()) {
        path = dir.filePath(QStringLiteral("lesson.mapgen.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    }
    QString error;
    QVERIFY(!ScenarioFile::read(path, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestScenarioFile::oversizedFilesAreRefusedUnread()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.mapgen.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // A valid start and a huge value: refused for its size, before any of it is parsed.
    QVERIFY(file.write(minimal("\"notes\": \"").chopped(1)) > 0);
    QVERIFY(file.resize(ScenarioFile::MaxFileBytes + 1));
    file.close();
    QString error;
    QVERIFY(!ScenarioFile::read(path, &error));
    QVERIFY2(
        error.startsWith(path
            + QStringLiteral(
                ": is 4,194,305 bytes; a scenario file may be at most 4 MiB (4,194,304 bytes)")),
        qPrintable(error));
}

void TestScenarioFile::largestValidScenarioFits()
{
    // The largest grid, every other cell a pit, the longest titles and notes, sixteen
    // tiles with the longest names: a valid file under the size limit, read back whole.
    Scenario scenario;
    scenario.resize(Scenario::MaxSide, Scenario::MaxSide);
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = (r % 2); c < scenario.cols; c += 2)
            scenario.setPit(r, c, true);
    }
    scenario.title = QString(ScenarioFile::MaxTitleLength, QChar(0x00E9));
    scenario.notes = QString(ScenarioFile::MaxNotesLength, QChar(0x20AC));
    scenario.otherLesson = {scenario.title, scenario.notes};
    scenario.dungeon.tiles.clear();
    for (int t = 0; t < Scenario::MaxTiles; ++t)
        scenario.dungeon.tiles.append(
            {QString(ScenarioFile::MaxTileNameLength, QChar(0x4E2D)), 0xFF});
    const QByteArray json = ScenarioFile::toJson(scenario);
    QVERIFY2(
        json.size() < ScenarioFile::MaxFileBytes / 2, QByteArray::number(json.size()).constData());
    QString error;
    const auto loaded = ScenarioFile::parse(json, QStringLiteral("largest.json"), &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(*loaded == scenario);
}

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
