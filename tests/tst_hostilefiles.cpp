// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"
#include "testdata.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

// Hostile but honest input to the command-line tool: devices, pipes, huge values,
// terminal escapes, seeds a JSON number cannot hold. Each is a clear message on stderr
// and exit 2, at once, with nothing on stdout and nothing raw reaching the terminal.
class TestHostileFiles : public QObject
{
    Q_OBJECT

private slots:
    void refusedAtOnce_data();
    void refusedAtOnce();
    void escapesNeverReachTheTerminal_data();
    void escapesNeverReachTheTerminal();
    void bigSeedAsStringMatchesTheOption();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run mapgen(const QStringList &arguments);
    QString write(const QString &name, const QByteArray &contents);

    QTemporaryDir m_dir;
};

TestHostileFiles::Run TestHostileFiles::mapgen(const QStringList &arguments)
{
    QProcess process;
    process.start(TestData::cli(), arguments);
    Run run;
    // A generous bound: each of these returns in milliseconds; a reader that waits on a
    // FIFO or reads /dev/zero would never return at all.
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString TestHostileFiles::write(const QString &name, const QByteArray &contents)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
        return QString();
    return path;
}

namespace {

QByteArray scenarioWith(const QByteArray &extra)
{
    return R"({"format": "mapgen-scenario", "version": 1, "rows": 4, "cols": 5, )" + extra + "}";
}

} // namespace

void TestHostileFiles::refusedAtOnce_data()
{
    QTest::addColumn<QString>("file"); // a name in the test's folder, or an absolute path
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("endless device") << QStringLiteral("/dev/zero") << QByteArray()
                                    << QByteArray("/dev/zero: is not a regular file");
    QTest::newRow("fifo") << QStringLiteral("fifo") << QByteArray()
                          << QByteArray("fifo.mapgen.json: is not a regular file");
    QTest::newRow("folder") << QStringLiteral("folder") << QByteArray()
                            << QByteArray(": is a folder");
    QTest::newRow("file above the limit")
        << QStringLiteral("huge.mapgen.json")
        << scenarioWith("\"notes\": \"" + QByteArray(5 * 1024 * 1024, 'n') + "\"")
        << QByteArray("a scenario file may be at most 4 MiB");
    QTest::newRow("huge mode") << QStringLiteral("mode.mapgen.json")
                               << scenarioWith(
                                      "\"mode\": \"" + QByteArray(3 * 1024 * 1024, 'm') + "\"")
                               << QByteArray(
                                      "key \"mode\": expected \"island\" or \"dungeon\", got "
                                      "\"mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm\"\xE2\x80\xA6");
    QTest::newRow("notes above the limit")
        << QStringLiteral("notes.mapgen.json")
        << scenarioWith("\"notes\": \"" + QByteArray(20001, 'n') + "\"")
        << QByteArray("key \"notes\": expected at most 20000 characters");
    QTest::newRow("seed above 2^53 as a number")
        << QStringLiteral("seed.mapgen.json") << scenarioWith(R"("seed": 9007199254740993)")
        << QByteArray("write the seed as a decimal string");
    QTest::newRow("emoji in pits")
        << QStringLiteral("emoji.mapgen.json")
        << scenarioWith("\"pits\": [\".....\", \"..\xF0\x9F\x8C\x8A.\", \".....\", \".....\"]")
        << QByteArray("got '\xF0\x9F\x8C\x8A' (U+1F30A) at column 2");
}

void TestHostileFiles::refusedAtOnce()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, contents);
    QFETCH(QByteArray, expected);
    QString path = file;
    if (file == QLatin1String("fifo")) {
        path = m_dir.filePath(QStringLiteral("fifo.mapgen.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (file == QLatin1String("folder")) {
        path = m_dir.filePath(QStringLiteral("folder.mapgen.json"));
        QVERIFY(QDir(m_dir.path()).mkpath(path));
    } else if (!contents.isEmpty()) {
        path = write(file, contents);
        QVERIFY(!path.isEmpty());
    }

    for (const QString &mode : {QStringLiteral("island"), QStringLiteral("dungeon")}) {
        const Run run = mapgen({mode, path});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), run.err.constData());
        QVERIFY2(run.err.size() < 400, "a message quotes a short prefix of a bad value");
        QVERIFY(run.out.isEmpty());
    }
}

void TestHostileFiles::escapesNeverReachTheTerminal_data()
{
    QTest::addColumn<QStringList>("arguments"); // "FILE" stands for the scenario written
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QByteArray>("expected");

    const QByteArray clearScreen = R"(\u001b[2J\u001b]0;owned\u0007)";
    QTest::newRow("mode") << QStringList {QStringLiteral("island"), QStringLiteral("FILE")}
                          << scenarioWith("\"mode\": \"" + clearScreen + "\"")
                          << QByteArray(R"(got "\u001B[2J\u001B]0;owned\u0007")");
    QTest::newRow("rule") << QStringList {QStringLiteral("island"), QStringLiteral("FILE")}
                          << scenarioWith("\"islands\": {\"rule\": \"" + clearScreen + "\"}")
                          << QByteArray(R"(got "\u001B[2J)");
    QTest::newRow("seed string") << QStringList {QStringLiteral("dungeon"), QStringLiteral("FILE")}
                                 << scenarioWith("\"seed\": \"" + clearScreen + "\"")
                                 << QByteArray(R"(got "\u001B[2J)");
    QTest::newRow("option value")
        << QStringList {QStringLiteral("island"), QStringLiteral("--rows"),
               QStringLiteral("\x1b[2J"), QStringLiteral("--cols"), QStringLiteral("3")}
        << QByteArray()
        << QByteArray(R"(--rows: expected an integer from 1 to 1000, got "\u001B[2J")");
    QTest::newRow("unknown option")
        << QStringList {QStringLiteral("island"), QStringLiteral("--\x1b[2J")} << QByteArray()
        << QByteArray(R"(\u001B[2J)");
    QTest::newRow("file name") << QStringList {QStringLiteral("island"),
        QStringLiteral("/nonexistent/\x1b[2J.json")}
                               << QByteArray()
                               << QByteArray(R"(/nonexistent/\u001B[2J.json: cannot be opened)");
}

void TestHostileFiles::escapesNeverReachTheTerminal()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, contents);
    QFETCH(QByteArray, expected);
    if (!contents.isEmpty()) {
        const QString path = write(QStringLiteral("escape.mapgen.json"), contents);
        QVERIFY(!path.isEmpty());
        arguments.replace(arguments.indexOf(QStringLiteral("FILE")), path);
    }
    const Run run = mapgen(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(expected), run.err.constData());
    QVERIFY2(!run.err.contains('\x1b') && !run.err.contains('\x07'),
        "no raw control character on stderr");
}

void TestHostileFiles::bigSeedAsStringMatchesTheOption()
{
    // The string form is the way to write 2^53 + 1, and gives the map the option gives.
    const QString path = write(QStringLiteral("bigseed.mapgen.json"),
        scenarioWith(R"("seed": "9007199254740993", "islands": {"count": 2, "min": 2, "max": 5})"));
    QVERIFY(!path.isEmpty());
    const Run fromFile = mapgen({QStringLiteral("island"), path, QStringLiteral("--map")});
    const Run fromOption = mapgen({QStringLiteral("island"), path, QStringLiteral("--seed"),
        QStringLiteral("9007199254740993"), QStringLiteral("--map")});
    QCOMPARE(fromFile.exitCode, 0);
    QCOMPARE(fromOption.exitCode, 0);
    QCOMPARE(fromFile.out, fromOption.out);
    const Run roundedDown = mapgen({QStringLiteral("island"), path, QStringLiteral("--seed"),
        QStringLiteral("9007199254740992"), QStringLiteral("--map")});
    QVERIFY2(roundedDown.out != fromFile.out, "2^53 and 2^53 + 1 are different seeds");
}

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostilefiles.moc"
