// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"
#include "testdata.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

// The `mapgen` command-line tool, run as a lecturer's script runs it.
class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void examples_data();
    void examples();
    void outputsPrintInOrder();
    void json();
    void stats();
    void optionsOverrideTheScenario();
    void worldFromOptions();
    void badInput_data();
    void badInput();
    void lengthLimitsCountCharacters_data();
    void lengthLimitsCountCharacters();
    void optionsKeepTheScenariosRules_data();
    void optionsKeepTheScenariosRules();
    void summarizeRefusesOutputOptions_data();
    void summarizeRefusesOutputOptions();
    void helpAndVersion();
    void buildTooBigForMemory();
    void traceStreamsInBoundedMemory();
    void fullOutputIsAnError_data();
    void fullOutputIsAnError();
    void brokenPipeStaysASignal();
    void fileSizeLimitCutsAWrite_data();
    void fileSizeLimitCutsAWrite();

private:
    using Result = CliRun::Result;
    static Result run(const QStringList &arguments) { return CliRun::run(arguments, {}, 60); }

    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QVERIFY2(QFileInfo(TestData::cli()).isExecutable(), "MAPGEN_CLI must name the built mapgen");
}

void TestCli::examples_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &file : TestData::examples(QStringLiteral("island-*.json")))
        QTest::newRow(qPrintable(file)) << file.chopped(5);
}

void TestCli::examples()
{
    QFETCH(QString, name);
    const QString scenario = TestData::path(name + QStringLiteral(".json"));
    const Result trace = run({QStringLiteral("island"), scenario, QStringLiteral("--trace")});
    QCOMPARE(trace.exitCode, 0);
    QCOMPARE(trace.out, TestData::contents(name + QStringLiteral(".trace")));
    QVERIFY(trace.err.isEmpty());
    const Result map = run({QStringLiteral("island"), scenario}); // --map is implied
    QCOMPARE(map.exitCode, 0);
    QCOMPARE(map.out, TestData::contents(name + QStringLiteral(".map")));
}

void TestCli::outputsPrintInOrder()
{
    // --stats --map --trace, in any order on the line, print trace, map, stats.
    const Result r
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-no-room.json")),
            QStringLiteral("--stats"), QStringLiteral("--map"), QStringLiteral("--trace")});
    QCOMPARE(r.exitCode, 0);
    const QByteArray expected = TestData::contents(QStringLiteral("island-no-room.trace"))
        + TestData::contents(QStringLiteral("island-no-room.map"));
    QVERIFY(r.out.startsWith(expected));
    QVERIFY(r.out.mid(expected.size()).startsWith("steps=5 backtracks=0 result=done build_us="));
}

void TestCli::json()
{
    const Result r = run({QStringLiteral("island"),
        TestData::path(QStringLiteral("island-dead-end.json")), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o.value(QLatin1String("rows")).toInt(), 3);
    QCOMPARE(o.value(QLatin1String("cols")).toInt(), 4);
    QCOMPARE(o.value(QLatin1String("seed")).toInt(), 10);
    QCOMPARE(o.value(QLatin1String("rule")).toString(), QStringLiteral("6b"));
    QCOMPARE(o.value(QLatin1String("map")).toArray(),
        QJsonArray({QStringLiteral("#.#."), QStringLiteral("2#22"), QStringLiteral("2222")}));
    // One trace line a step (islands.md), as the golden trace has them.
    const QByteArray trace = TestData::contents(QStringLiteral("island-dead-end.trace"));
    QCOMPARE(o.value(QLatin1String("steps")).toInt(), int(trace.count('\n')));
    QCOMPARE(o.value(QLatin1String("backtracks")).toInt(), int(trace.count("X BACKTRACK")));
    QCOMPARE(o.value(QLatin1String("result")).toString(), QStringLiteral("done"));
    const QJsonArray islands = o.value(QLatin1String("islands")).toArray();
    QCOMPARE(islands.size(), 2);
    const QJsonObject first = islands.at(0).toObject();
    QCOMPARE(first.value(QLatin1String("status")).toString(), QStringLiteral("failed"));
    QCOMPARE(first.value(QLatin1String("reason")).toString(), QStringLiteral("dead-end"));
    QVERIFY(!first.contains(QLatin1String("cells")));
    const QJsonObject second = islands.at(1).toObject();
    QCOMPARE(second.value(QLatin1String("status")).toString(), QStringLiteral("complete"));
    QVERIFY(!second.contains(QLatin1String("reason")));
    const QJsonArray cells = second.value(QLatin1String("cells")).toArray();
    QCOMPARE(cells.size(), second.value(QLatin1String("target")).toInt());
    QCOMPARE(cells.first().toArray(), QJsonArray({2, 3})); // the seed comes first

    const Result aborted = run({QStringLiteral("island"),
        TestData::path(QStringLiteral("island-limit-on-seed.json")), QStringLiteral("--json")});
    const QJsonObject a = QJsonDocument::fromJson(aborted.out).object();
    QCOMPARE(a.value(QLatin1String("result")).toString(), QStringLiteral("too-complex"));
    QCOMPARE(a.value(QLatin1String("islands"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QLatin1String("status"))
                 .toString(),
        QStringLiteral("aborted"));
}

void TestCli::stats()
{
    const Result r = run({QStringLiteral("island"),
        TestData::path(QStringLiteral("island-too-complex.json")), QStringLiteral("--stats")});
    QCOMPARE(r.exitCode, 0);
    const QRegularExpression line(
        QStringLiteral("^steps=5001 backtracks=(\\d+) result=too-complex build_us=(\\d+)\n$"));
    const QRegularExpressionMatch match = line.match(QString::fromLatin1(r.out));
    QVERIFY2(match.hasMatch(), r.out.constData());
    const QByteArray trace = TestData::contents(QStringLiteral("island-too-complex.trace"));
    QCOMPARE(match.captured(1).toInt(), int(trace.count("X BACKTRACK")));
}

void TestCli::optionsOverrideTheScenario()
{
    // island-6a-basic and island-6b-basic differ only in the rule.
    const Result r
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-6a-basic.json")),
            QStringLiteral("--rule"), QStringLiteral("6b"), QStringLiteral("--trace")});
    QCOMPARE(r.out, TestData::contents(QStringLiteral("island-6b-basic.trace")));

    const Result seeded
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-6a-basic.json")),
            QStringLiteral("--seed"), QStringLiteral("18446744073709551615")});
    QCOMPARE(seeded.exitCode, 0);
    QVERIFY(seeded.out != TestData::contents(QStringLiteral("island-6a-basic.map")));
}

void TestCli::worldFromOptions()
{
    // The scenario of island-6a-basic, given as options instead of a file.
    const Result r = run({QStringLiteral("island"), QStringLiteral("--rows"), QStringLiteral("20"),
        QStringLiteral("--cols"), QStringLiteral("30"), QStringLiteral("--islands"),
        QStringLiteral("3"), QStringLiteral("--min"), QStringLiteral("4"), QStringLiteral("--max"),
        QStringLiteral("12"), QStringLiteral("--randomize"), QStringLiteral("on"),
        QStringLiteral("--rule"), QStringLiteral("6a"), QStringLiteral("--seed"),
        QStringLiteral("42"), QStringLiteral("--step-limit"), QStringLiteral("150000"),
        QStringLiteral("--trace")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, TestData::contents(QStringLiteral("island-6a-basic.trace")));
}

void TestCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString example = TestData::path(QStringLiteral("island-6a-basic.json"));
    QTest::newRow("no mode") << QStringList() << QStringLiteral("expected a mode");
    QTest::newRow("unknown mode") << QStringList {QStringLiteral("volcano")}
                                  << QStringLiteral("unknown mode \"volcano\"");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("island"), example,
        QStringLiteral("--colour")} << QStringLiteral("Unknown option 'colour'");
    QTest::newRow("json with trace") << QStringList {QStringLiteral("island"), example,
        QStringLiteral("--json"), QStringLiteral("--trace")}
                                     << QStringLiteral("--json prints alone");
    QTest::newRow("no world") << QStringList {QStringLiteral("island")}
                              << QStringLiteral("expected a scenario file, or --rows and --cols");
    QTest::newRow("bad rule") << QStringList {QStringLiteral("island"), example,
        QStringLiteral("--rule"), QStringLiteral("7")}
                              << QStringLiteral("--rule: expected 6a or 6b");
    QTest::newRow("bad seed") << QStringList {QStringLiteral("island"), example,
        QStringLiteral("--seed"), QStringLiteral("-3")}
                              << QStringLiteral("--seed: expected an integer");
    QTest::newRow("nine islands") << QStringList {QStringLiteral("island"), example,
        QStringLiteral("--islands"), QStringLiteral("9")}
                                  << QStringLiteral(
                                         "--islands: expected an integer from 1 to 8, got \"9\"");
    QTest::newRow("huge grid") << QStringList {QStringLiteral("island"), QStringLiteral("--rows"),
        QStringLiteral("1001"), QStringLiteral("--cols"), QStringLiteral("5")}
                               << QStringLiteral("--rows: expected an integer from 1 to 1000");
    QTest::newRow("randomize maybe") << QStringList {QStringLiteral("island"), example,
        QStringLiteral("--randomize"), QStringLiteral("maybe")}
                                     << QStringLiteral("--randomize: expected on or off");
    QTest::newRow("missing file") << QStringList {QStringLiteral("island"),
        QStringLiteral("/nonexistent.mapgen.json")}
                                  << QStringLiteral("/nonexistent.mapgen.json: cannot be opened");

    QFile bad(m_dir.filePath(QStringLiteral("bad.mapgen.json")));
    bad.open(QIODevice::WriteOnly);
    bad.write(
        R"({"format": "mapgen-scenario", "version": 1, "rows": 3, "cols": 3, "islands": {"count": 0}})");
    bad.close();
    QTest::newRow("bad file")
        << QStringList {QStringLiteral("island"), bad.fileName()}
        << QStringLiteral(
               "bad.mapgen.json: key \"islands.count\": expected an integer from 1 to 8, got 0");
    for (const char *mode : {"island", "dungeon"}) {
        // A question of the other lesson's kind, its message in English as it should read.
        QFile asked(
            m_dir.filePath(QStringLiteral("asked-%1.mapgen.json").arg(QLatin1String(mode))));
        asked.open(QIODevice::WriteOnly);
        const bool island = qstrcmp(mode, "island") == 0;
        asked.write(
            QByteArray(
                R"({"format": "mapgen-scenario", "version": 1, "rows": 3, "cols": 3, "mode": ")")
            + mode + R"(", "questions": [{"after": 1, "ask": ")"
            + (island ? "next-place" : "next-move") + R"("}]})");
        asked.close();
        QTest::addRow("%s question in the other lesson", mode)
            << QStringList {QString::fromLatin1(mode), asked.fileName()}
            << (island ? QStringLiteral("key \"questions[0].ask\": expected \"next-move\" or "
                                        "\"next-cell\" in an island scenario, got \"next-place\"")
                       : QStringLiteral("key \"questions[0].ask\": expected \"next-place\" in a "
                                        "dungeon scenario, got \"next-move\""));
    }
}

void TestCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Result r = run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestCli::lengthLimitsCountCharacters_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("limit");
    // scenario.md: the limits are in characters.
    QTest::newRow("title") << QStringLiteral("title") << 200;
    QTest::newRow("notes") << QStringLiteral("notes") << 20000;
    QTest::newRow("the other lesson's title") << QStringLiteral("dungeon.title") << 200;
    QTest::newRow("tile name") << QStringLiteral("dungeon.tiles[0].name") << 60;
}

void TestCli::lengthLimitsCountCharacters()
{
    QFETCH(QString, key);
    QFETCH(int, limit);
    // 🌊 (U+1F30A) is one character, two UTF-16 units.
    const QString wave = QString::fromUcs4(U"\U0001F30A");
    const auto scenarioWith = [&](int waves) {
        const QString text = wave.repeated(waves);
        QJsonObject root
            = QJsonDocument::fromJson(TestData::contents(QStringLiteral("island-6b-basic.json")))
                  .object();
        QJsonObject dungeon;
        if (key == QLatin1String("dungeon.tiles[0].name")) {
            dungeon.insert(QLatin1String("tiles"),
                QJsonArray {
                    QJsonObject {{QLatin1String("name"), text}, {QLatin1String("doors"), 255}}});
        } else if (key == QLatin1String("dungeon.title")) {
            dungeon.insert(QLatin1String("title"), text);
        } else {
            root.insert(key, text);
        }
        root.insert(QLatin1String("dungeon"), dungeon);
        const QString path = m_dir.filePath(QStringLiteral("long-%1.mapgen.json").arg(waves));
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        file.write(QJsonDocument(root).toJson());
        return path;
    };
    const Result fits = run({QStringLiteral("island"), scenarioWith(limit)});
    QVERIFY2(fits.exitCode == 0, fits.err.constData());
    const QString over = scenarioWith(limit + 1);
    const Result refused = run({QStringLiteral("island"), over});
    QCOMPARE(refused.exitCode, 2);
    QCOMPARE(QString::fromUtf8(refused.err),
        QStringLiteral("mapgen: %1: key \"%2\": expected at most %3 characters, got %4 starting "
                       "\"%5\"…\nTry 'mapgen --help'.\n")
            .arg(over, key)
            .arg(limit)
            .arg(limit + 1)
            .arg(wave.repeated(ScenarioFile::QuotedPrefixLength)));
}

void TestCli::optionsKeepTheScenariosRules_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message"); // empty: accepted
    // scenario.md's "experiment.tiles" and "experiment.sizes": what the file refuses, the
    // options refuse; the CLI's subsets keep the order written (experiments.md).
    const QString tiles = QStringLiteral("tiles");
    const QString size = QStringLiteral("size");
    QTest::newRow("a template twice") << tiles << QStringLiteral("0+0")
                                      << QStringLiteral("--tiles: \"0+0\" names a template more "
                                                        "than once");
    QTest::newRow("a template twice, apart")
        << tiles << QStringLiteral("0+1,2+0+1+0")
        << QStringLiteral("--tiles: \"2+0+1+0\" names a template more than once");
    QTest::newRow("the order written") << tiles << QStringLiteral("2+0,0+1") << QString();
    const QString badSize = QStringLiteral("--size: expected sizes ROWSxCOLS, each side from 1 to "
                                           "1000, as a list (16x16,32x48), got \"%1\"");
    QTest::newRow("a signed side") << size << QStringLiteral("+8x8") << badSize.arg(u"+8x8");
    QTest::newRow("a space in a size") << size << QStringLiteral("8x 8") << badSize.arg(u"8x 8");
    QTest::newRow("spaces around sizes") << size << QStringLiteral("8x8, 4x6 ") << QString();
}

void TestCli::optionsKeepTheScenariosRules()
{
    QFETCH(QString, option);
    QFETCH(QString, value);
    QFETCH(QString, message);
    const Result r = run({QStringLiteral("experiment"), QStringLiteral("--lesson"),
        QStringLiteral("dungeon"), QStringLiteral("--rows"), QStringLiteral("8"),
        QStringLiteral("--cols"), QStringLiteral("8"), QStringLiteral("--runs"),
        QStringLiteral("2"), QStringLiteral("--") + option, value});
    if (message.isEmpty()) {
        QVERIFY2(r.exitCode == 0, r.err.constData());
        return;
    }
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QCOMPARE(QString::fromUtf8(r.err),
        QStringLiteral("mapgen: %1\nTry 'mapgen --help'.\n").arg(message));
}

void TestCli::summarizeRefusesOutputOptions_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("name");
    const QString png = m_dir.filePath(QStringLiteral("summary.png"));
    QTest::newRow("trace") << QStringList {QStringLiteral("--trace")} << QStringLiteral("trace");
    QTest::newRow("map") << QStringList {QStringLiteral("--map")} << QStringLiteral("map");
    QTest::newRow("json") << QStringList {QStringLiteral("--json")} << QStringLiteral("json");
    QTest::newRow("stats") << QStringList {QStringLiteral("--stats")} << QStringLiteral("stats");
    QTest::newRow("answers") << QStringList {QStringLiteral("--answers")}
                             << QStringLiteral("answers");
    QTest::newRow("export") << QStringList {QStringLiteral("--export"), png}
                            << QStringLiteral("export");
    QTest::newRow("cell size") << QStringList {QStringLiteral("--cell-size"), QStringLiteral("8")}
                               << QStringLiteral("cell-size");
    QTest::newRow("fps") << QStringList {QStringLiteral("--fps"), QStringLiteral("5")}
                         << QStringLiteral("fps");
    QTest::newRow("language") << QStringList {QStringLiteral("--language"), QStringLiteral("de")}
                              << QStringLiteral("language");
}

void TestCli::summarizeRefusesOutputOptions()
{
    // `--summarize` prints the table of per-run rows and nothing else, as a sweep does: an
    // output or export option is refused, not silently dropped.
    QFETCH(QStringList, options);
    QFETCH(QString, name);
    const Result rows
        = run({QStringLiteral("experiment"), TestData::path(QStringLiteral("island-6a-basic.json")),
            QStringLiteral("--runs"), QStringLiteral("2"), QStringLiteral("--per-run")});
    QCOMPARE(rows.exitCode, 0);
    QFile file(m_dir.filePath(QStringLiteral("rows.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(rows.out);
    file.close();
    const QStringList summarize {
        QStringLiteral("experiment"), QStringLiteral("--summarize"), file.fileName()};
    QCOMPARE(run(summarize).exitCode, 0);

    const Result r = run(summarize + options);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QString message
        = QStringLiteral("--%1 is for island or dungeon mode; experiment prints a CSV table")
              .arg(name);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("summary.png"))));
}

void TestCli::helpAndVersion()
{
    const Result help = run({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("--trace"));
    QVERIFY(help.out.contains("--step-limit"));
    const Result version = run({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("mapgen " MAPGEN_VERSION));
}

// The largest valid build: a 1000 x 1000 grid, 8 islands of a million cells each and the
// highest step limit. Its 100,000,001 steps need 400 MB.
static QStringList worstCase(int stepLimit)
{
    return {QStringLiteral("island"), QStringLiteral("--rows"), QStringLiteral("1000"),
        QStringLiteral("--cols"), QStringLiteral("1000"), QStringLiteral("--islands"),
        QStringLiteral("8"), QStringLiteral("--min"), QStringLiteral("1000000"),
        QStringLiteral("--max"), QStringLiteral("1000000"), QStringLiteral("--seed"),
        QStringLiteral("1"), QStringLiteral("--step-limit"), QString::number(stepLimit),
        QStringLiteral("--trace")};
}

void TestCli::buildTooBigForMemory()
{
    // Allowed 250 MB, the build says so and stops; it does not abort or print half a trace.
    const Result r = CliRun::runInLimitedMemory(worstCase(100000000), {});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
    QVERIFY2(
        r.err.contains(
            "mapgen: not enough memory for a build of 100000000 steps; lower the step limit\n"),
        r.err.constData());

    // The same world with a small limit fits in the same memory.
    const Result small = CliRun::runInLimitedMemory(worstCase(1000), {});
    QCOMPARE(small.exitCode, 0);
    QCOMPARE(small.out.count('\n'), 1001);
    QVERIFY(small.out.endsWith("! TOO COMPLEX\n"));
}

void TestCli::traceStreamsInBoundedMemory()
{
    // 20,000,001 steps take 80 MB; their trace is 340 MB of text, which would not fit
    // beside them in 250 MB if it were held whole.
    const Result r = CliRun::runInLimitedMemory(worstCase(20000000), {QString(), false});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
}

void TestCli::fullOutputIsAnError_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString example = TestData::path(QStringLiteral("island-6b-basic.json"));
    // A question, so that --answers has a line to print.
    QJsonObject root
        = QJsonDocument::fromJson(TestData::contents(QStringLiteral("island-6b-basic.json")))
              .object();
    root.insert(QLatin1String("questions"),
        QJsonArray {QJsonObject {
            {QLatin1String("after"), 4}, {QLatin1String("ask"), QStringLiteral("next-move")}}});
    const QString asked = m_dir.filePath(QStringLiteral("asked.mapgen.json"));
    QFile file(asked);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();
    const QString rows = QStringLiteral("--rows");
    const QString cols = QStringLiteral("--cols");
    // Small outputs fail only at the last flush, large ones on the way.
    QTest::newRow("small trace") << QStringList {
        QStringLiteral("island"), example, QStringLiteral("--trace")};
    QTest::newRow("large trace") << QStringList {QStringLiteral("island"), rows,
        QStringLiteral("200"), cols, QStringLiteral("300"), QStringLiteral("--trace")};
    QTest::newRow("large map") << QStringList {QStringLiteral("island"), rows,
        QStringLiteral("200"), cols, QStringLiteral("300"), QStringLiteral("--map")};
    QTest::newRow("small map") << QStringList {QStringLiteral("island"), example};
    QTest::newRow("island json") << QStringList {
        QStringLiteral("island"), example, QStringLiteral("--json")};
    QTest::newRow("island stats") << QStringList {
        QStringLiteral("island"), example, QStringLiteral("--stats")};
    QTest::newRow("answers") << QStringList {
        QStringLiteral("island"), asked, QStringLiteral("--answers")};
    QTest::newRow("dungeon json") << QStringList {QStringLiteral("dungeon"), rows,
        QStringLiteral("40"), cols, QStringLiteral("40"), QStringLiteral("--json")};
    QTest::newRow("dungeon stats") << QStringList {QStringLiteral("dungeon"), rows,
        QStringLiteral("40"), cols, QStringLiteral("40"), QStringLiteral("--stats")};
    QTest::newRow("dungeon map") << QStringList {QStringLiteral("dungeon"), rows,
        QStringLiteral("40"), cols, QStringLiteral("40"), QStringLiteral("--map")};
    QTest::newRow("experiment table") << QStringList {QStringLiteral("experiment"), rows,
        QStringLiteral("12"), cols, QStringLiteral("12"), QStringLiteral("--density"),
        QStringLiteral("0:30:10"), QStringLiteral("--runs"), QStringLiteral("50"),
        QStringLiteral("--threads"), QStringLiteral("2")};
    QTest::newRow("help") << QStringList {QStringLiteral("--help")};
    QTest::newRow("version") << QStringList {QStringLiteral("--version")};
}

void TestCli::fullOutputIsAnError()
{
    QFETCH(QStringList, arguments);
    QVERIFY(QFileInfo::exists(QStringLiteral("/dev/full")));
    const Result r = CliRun::runInto(arguments, QStringLiteral("/dev/full"));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, QByteArray("mapgen: cannot write the output: No space left on device\n"));
}

void TestCli::brokenPipeStaysASignal()
{
    // `mapgen ... | head -1`: the reader goes away, the writer ends by SIGPIPE as any tool.
    QProcess reader;
    QProcess cli;
    cli.setStandardOutputProcess(&reader);
    reader.start(QStringLiteral("head"), {QStringLiteral("-c"), QStringLiteral("1")});
    cli.start(TestData::cli(), worstCase(20000000));
    QVERIFY(reader.waitForFinished(60000));
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(reader.readAllStandardOutput(), QByteArray(">"));
    QCOMPARE(cli.exitStatus(), QProcess::CrashExit);
    QVERIFY2(cli.readAllStandardError().isEmpty(), "no message: the pipe was closed on purpose");
}

void TestCli::fileSizeLimitCutsAWrite_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("exported"); // empty: the output goes to standard output
    const QString example = TestData::path(QStringLiteral("island-6b-basic.json"));
    const QString exportOption = QStringLiteral("--export");
    for (const char *format : {"html", "gif", "pdf"}) {
        const QString file = QStringLiteral("lesson.") + QLatin1String(format);
        QTest::addRow("export %s", format)
            << QStringList {QStringLiteral("island"), example, exportOption, file} << file;
    }
    const QStringList world {QStringLiteral("--rows"), QStringLiteral("60"),
        QStringLiteral("--cols"), QStringLiteral("60")};
    QTest::newRow("island json") << QStringList {QStringLiteral("island")} + world
            + QStringList {QStringLiteral("--json")}
                                 << QString();
    const QStringList perRun = QStringList {QStringLiteral("experiment")} + world
        + QStringList {QStringLiteral("--density"), QStringLiteral("0:100:5"),
            QStringLiteral("--islands"), QStringLiteral("1:8:1"), QStringLiteral("--runs"),
            QStringLiteral("1"), QStringLiteral("--per-run")};
    QTest::newRow("per-run rows") << perRun << QString();
    const Result rows = run(perRun);
    QCOMPARE(rows.exitCode, 0);
    const QString runs = m_dir.filePath(QStringLiteral("runs.csv"));
    QFile file(runs);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(rows.out);
    file.close();
    QTest::newRow("summary") << QStringList {QStringLiteral("experiment"),
        QStringLiteral("--summarize"), runs}
                             << QString();
}

void TestCli::fileSizeLimitCutsAWrite()
{
    // `ulimit -f`: each output is cut part-way, after a first part that fits (a write
    // failing at its first byte, as on /dev/full, always had its reason).
    QFETCH(QStringList, arguments);
    QFETCH(QString, exported);
    constexpr qint64 Limit = 3000;
    QTemporaryDir dir;
    const QString old = QStringLiteral("the lesson of last week\n");
    QString written = dir.filePath(QStringLiteral("out.txt"));
    if (!exported.isEmpty()) {
        written = dir.filePath(exported);
        arguments.last() = written;
        QFile file(written);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(old.toUtf8());
    }
    QProcess process;
    process.setStandardOutputFile(exported.isEmpty() ? written : QProcess::nullDevice());
#ifdef Q_OS_UNIX
    process.setChildProcessModifier([] {
        const rlimit limit {rlim_t(Limit), rlim_t(Limit)};
        setrlimit(RLIMIT_FSIZE, &limit);
    });
#endif
    process.start(TestData::cli(), arguments);
    QVERIFY(process.waitForFinished(60000));
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(process.exitStatus() == QProcess::NormalExit, "killed by SIGXFSZ, without a word");
    QCOMPARE(process.exitCode(), 2);
    if (exported.isEmpty()) {
        QCOMPARE(err, QByteArray("mapgen: cannot write the output: File too large\n"));
        QCOMPARE(QFileInfo(written).size(), Limit); // the part that fitted
    } else {
        QCOMPARE(QString::fromUtf8(err),
            QStringLiteral("mapgen: %1: cannot be written: File too large\n").arg(written));
        QFile file(written);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList(exported));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
