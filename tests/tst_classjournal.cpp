// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classjournal.h"
#include "testdata.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

// The live class's journal (docs/classroom.md, "Nothing lost"): each event is a line of the
// results file the moment it is written, students only as salted hashes; read back, it is
// the same class; a last line cut short by a kill is left out; a file that is another
// lesson's journal, a finished class's results, anything else, or cannot be written is
// refused and left as it was; at the end the file is the results.
class TestClassJournal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyEventIsInTheFileAtOnce();
    void readBackItIsTheSameClass();
    void aTornLastLineIsLeftOut();
    void aMissingOrEmptyFileIsANewClass();
    void refused_data();
    void refused();
    void theEndLeavesTheResults();

private:
    // A class of three students at "which cell?" after step 6, two of them on (0, 0), and
    // revealed with (0, 0) accepted, journaled to `fileName`.
    void writeClass(const QString &fileName);
    static QByteArray contents(const QString &fileName);

    QTemporaryDir m_dir;
    Scenario m_island;
    ClassJournal::Header m_header;
    ClassTally m_tally;
    const QStringList m_tokens {QStringLiteral("student-token-0000"),
        QStringLiteral("student-token-0001"), QStringLiteral("student-token-0002")};
};

void TestClassJournal::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_island = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    m_island.title = QStringLiteral("Week 3, \"islands\"");
    m_header = ClassJournal::Header::of(m_island, QStringLiteral("K7M2QX"));
}

QByteArray TestClassJournal::contents(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestClassJournal::writeClass(const QString &fileName)
{
    m_tally.clear();
    ClassJournal journal(fileName);
    QString error;
    QVERIFY2(journal.begin(m_header, m_tally, &error), qPrintable(error));
    const Question question {6, QuestionKind::NextCell};
    const int number = m_tally.open(question);
    QVERIFY(journal.question(number, question, &error));
    const QPoint cells[] = {{0, 0}, {1, 1}, {0, 0}};
    for (int k = 0; k < 3; ++k) {
        Answer answer;
        answer.question = question;
        answer.row = cells[k].y();
        answer.col = cells[k].x();
        const QString student = ClassTally::studentKey(m_header.salt, m_tokens[k]);
        QVERIFY(m_tally.takes(number, student));
        QVERIFY2(journal.answer(number, student, answer, &error), qPrintable(error));
        QVERIFY(m_tally.record(number, student, answer));
    }
    m_tally.reveal(number, [](const Answer &answer) { return answer.row == 0; });
    QVERIFY(journal.reveal(number, *m_tally.round(number), &error));
}

// The file read while the journal is still open, as a killed workbench would leave it: the
// header and a line per event, as docs/classroom.md writes them, and no token anywhere.
void TestClassJournal::everyEventIsInTheFileAtOnce()
{
    const QString fileName = m_dir.filePath(QStringLiteral("open.jsonl"));
    ClassTally tally;
    ClassJournal journal(fileName);
    QString error;
    QVERIFY2(journal.begin(m_header, tally, &error), qPrintable(error));
    const Question question {6, QuestionKind::NextCell};
    QVERIFY(journal.question(tally.open(question), question, &error));
    Answer answer;
    answer.question = question;
    answer.row = 3;
    answer.col = 15;
    const QString student = ClassTally::studentKey(m_header.salt, m_tokens[0]);
    QVERIFY(journal.answer(0, student, answer, &error));

    const QByteArray text = contents(fileName);
    QVERIFY(text.endsWith('\n'));
    const QList<QByteArray> lines = text.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    const QJsonObject header = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(
        header.value(QLatin1String("format")).toString(), QStringLiteral("mapgen-class-journal"));
    QCOMPARE(header.value(QLatin1String("version")).toInt(), 1);
    QCOMPARE(header.value(QLatin1String("mode")).toString(), QStringLiteral("island"));
    QCOMPARE(header.value(QLatin1String("rows")).toInt(), 20);
    QCOMPARE(header.value(QLatin1String("cols")).toInt(), 30);
    QCOMPARE(header.value(QLatin1String("title")).toString(), m_island.title);
    QCOMPARE(header.value(QLatin1String("code")).toString(), QStringLiteral("K7M2QX"));
    const QString salt = header.value(QLatin1String("salt")).toString();
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{32}$")).match(salt).hasMatch(),
        qPrintable(salt));
    QCOMPARE(QJsonDocument::fromJson(lines[1]).object(),
        QJsonObject(
            {{QLatin1String("event"), QLatin1String("question")}, {QLatin1String("question"), 0},
                {QLatin1String("after"), 6}, {QLatin1String("kind"), QLatin1String("next-cell")}}));
    // The student: SHA-256 of the salt's bytes and the token, never the token.
    const QByteArray hash = QCryptographicHash::hash(
        QByteArray::fromHex(salt.toLatin1()) + m_tokens[0].toUtf8(), QCryptographicHash::Sha256);
    QCOMPARE(QJsonDocument::fromJson(lines[2]).object(),
        QJsonObject(
            {{QLatin1String("event"), QLatin1String("answer")}, {QLatin1String("question"), 0},
                {QLatin1String("student"), QString::fromLatin1(hash.toHex())},
                {QLatin1String("answer"),
                    QJsonObject {{QLatin1String("row"), 3}, {QLatin1String("col"), 15}}},
                {QLatin1String("text"), QLatin1String("(3, 15)")}}));
    QVERIFY(!text.contains("student-token"));
}

void TestClassJournal::readBackItIsTheSameClass()
{
    const QString fileName = m_dir.filePath(QStringLiteral("class.jsonl"));
    writeClass(fileName);
    const QByteArray text = contents(fileName);
    QVERIFY(!text.contains("student-token"));
    QCOMPARE(text.count('\n'), 6); // the header, the question, three answers, the reveal

    QString error;
    const std::optional<ClassJournal::Found> found
        = ClassJournal::inspect(fileName, m_island, &error);
    QVERIFY2(found, qPrintable(error));
    QVERIFY(!found->torn);
    QVERIFY(found->journal);
    const ClassJournal::Class &read = *found->journal;
    QCOMPARE(read.header.code, QStringLiteral("K7M2QX"));
    QCOMPARE(read.header.salt, m_header.salt);
    QCOMPARE(read.header.title, m_island.title);
    QCOMPARE(read.tally.roundCount(), 1);
    QCOMPARE(read.tally.csv(), m_tally.csv());
    const ClassTally::Round *round = read.tally.round(0);
    QVERIFY(round->revealed);
    QCOMPARE(round->answered(), 3);
    QCOMPARE(round->right(), 2);
    // The same students: one who answered is known by its token's key.
    QVERIFY(read.tally.hasAnswered(0, ClassTally::studentKey(read.header.salt, m_tokens[1])));
    QVERIFY(!read.tally.hasAnswered(
        0, ClassTally::studentKey(read.header.salt, QStringLiteral("student-token-0009"))));
    QVERIFY(contents(fileName) == text); // reading changed nothing

    // The question asked again after a restart is the same round.
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::Append));
    file.write("{\"after\":6,\"event\":\"question\",\"kind\":\"next-cell\",\"question\":0}\n");
    file.close();
    const auto again = ClassJournal::inspect(fileName, m_island, &error);
    QVERIFY2(again && again->journal, qPrintable(error));
    QCOMPARE(again->journal->tally.roundCount(), 1);
    QCOMPARE(again->journal->tally.csv(), m_tally.csv());
}

// A workbench killed in the middle of a write leaves part of a line: the class is the one
// before it, and when it continues the file is whole again.
void TestClassJournal::aTornLastLineIsLeftOut()
{
    const QString fileName = m_dir.filePath(QStringLiteral("torn.jsonl"));
    writeClass(fileName);
    const QByteArray whole = contents(fileName);
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::Append));
    file.write("{\"answer\":{\"col\":4,\"row\":");
    file.close();

    QString error;
    const auto found = ClassJournal::inspect(fileName, m_island, &error);
    QVERIFY2(found && found->journal, qPrintable(error));
    QVERIFY(found->torn);
    QCOMPARE(found->journal->tally.csv(), m_tally.csv());

    ClassJournal journal(fileName);
    QVERIFY2(
        journal.begin(found->journal->header, found->journal->tally, &error), qPrintable(error));
    const QByteArray continued = contents(fileName);
    QVERIFY(continued.endsWith('\n'));
    QVERIFY(!continued.contains("\"col\":4"));
    bool torn = true;
    const auto read = ClassJournal::parse(continued, &torn, &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(!torn);
    QCOMPARE(read->tally.csv(), m_tally.csv());
    QCOMPARE(continued.count('\n'), whole.count('\n'));
}

void TestClassJournal::aMissingOrEmptyFileIsANewClass()
{
    QString error;
    const QString missing = m_dir.filePath(QStringLiteral("missing.csv"));
    const auto none = ClassJournal::inspect(missing, m_island, &error);
    QVERIFY2(none, qPrintable(error));
    QVERIFY(!none->journal);
    QVERIFY(!QFile::exists(missing));

    const QString emptyName = m_dir.filePath(QStringLiteral("empty.csv"));
    QFile empty(emptyName);
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    const auto found = ClassJournal::inspect(emptyName, m_island, &error);
    QVERIFY2(found, qPrintable(error));
    QVERIFY(!found->journal);
    QCOMPARE(QFileInfo(emptyName).size(), 0);
}

void TestClassJournal::refused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text"); // written to `name` first, unless empty
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("rows"); // the lesson's size, when not 0
    QTest::addColumn<int>("cols");
    QTest::addColumn<QString>("reason");

    const QString island = QStringLiteral("island-6b-basic.json");
    const QByteArray header = ClassJournal::text(m_header, ClassTally());
    const QByteArray question
        = "{\"after\":6,\"event\":\"question\",\"kind\":\"next-cell\",\"question\":0}\n";
    QTest::newRow("another mode") << QStringLiteral("mode.jsonl") << header
                                  << QStringLiteral("dungeon-basic.json") << 20 << 30
                                  << QStringLiteral("another lesson (island, 20 x 30)");
    QTest::newRow("other rows") << QStringLiteral("rows.jsonl") << header << island << 21 << 30
                                << QStringLiteral("another lesson");
    QTest::newRow("other columns") << QStringLiteral("cols.jsonl") << header << island << 20 << 31
                                   << QStringLiteral("another lesson");
    QTest::newRow("a finished class's results")
        << QStringLiteral("results.csv")
        << QByteArray("step,kind,answered,right,right share,answer 1,count 1,accepted 1\n"
                      "6,next-cell,1,,,\"(0, 0)\",1,\n")
        << island << 0 << 0 << QStringLiteral("a class that has ended");
    QTest::newRow("text") << QStringLiteral("notes.txt") << QByteArray("Week 3: islands\n")
                          << island << 0 << 0 << QStringLiteral("neither");
    QTest::newRow("other JSON") << QStringLiteral("other.json")
                                << QByteArray("{\"format\":\"mapgen-scenario\"}\n") << island << 0
                                << 0 << QStringLiteral("neither");
    QTest::newRow("no line end") << QStringLiteral("line.jsonl") << header.trimmed() << island << 0
                                 << 0 << QStringLiteral("neither");
    QTest::newRow("damaged in the middle")
        << QStringLiteral("damaged.jsonl") << header + "{\"event\":\"answ\n" + question << island
        << 0 << 0 << QStringLiteral("line 2 is not an event");
    QTest::newRow("an answer to no question") << QStringLiteral("noquestion.jsonl")
                                              << header
            + "{\"answer\":{\"col\":0,\"row\":0},\"event\":\"answer\",\"question\":0,\"student\":\""
            + QByteArray(64, 'a') + "\"}\n" << island
                                              << 0 << 0 << QStringLiteral("line 2 is not an event");
    QTest::newRow("a token for a student")
        << QStringLiteral("token.jsonl")
        << header + question
            + "{\"answer\":{\"col\":0,\"row\":0},\"event\":\"answer\",\"question\":0,"
              "\"student\":\"student-token-0000\"}\n"
        << island << 0 << 0 << QStringLiteral("line 3 is not an event");
    QTest::newRow("a newer version") << QStringLiteral("newer.jsonl")
                                     << QByteArray(header).replace("\"version\":1", "\"version\":2")
                                     << island << 0 << 0 << QStringLiteral("newer version");
    QTest::newRow("a folder") << QStringLiteral("folder") << QByteArray() << island << 0 << 0
                              << QStringLiteral("is a folder");
    QTest::newRow("a missing folder")
        << QStringLiteral("missing/results.csv") << QByteArray() << island << 0 << 0
        << QStringLiteral("Nothing can be written in the folder");
    // Nothing may be created in /proc, not even by root.
    QTest::newRow("a folder no one can write to")
        << QStringLiteral("/proc/mapgen-class-results.csv") << QByteArray() << island << 0 << 0
        << QStringLiteral("Nothing can be written in the folder");
}

void TestClassJournal::refused()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QString, lesson);
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(QString, reason);
    const QString fileName = QDir::isAbsolutePath(name) ? name : m_dir.filePath(name);
    if (name == QLatin1String("folder"))
        QVERIFY(QDir(m_dir.path()).mkpath(name));
    if (!text.isEmpty()) {
        QFile file(fileName);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    Scenario scenario = TestData::scenario(lesson);
    if (rows) {
        scenario.rows = rows;
        scenario.cols = cols;
    }
    const bool existed = QFileInfo::exists(fileName);
    QString error;
    QVERIFY(!ClassJournal::inspect(fileName, scenario, &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(fileName)), qPrintable(error));
    QCOMPARE(QFileInfo::exists(fileName), existed);
    if (!text.isEmpty())
        QCOMPARE(contents(fileName), text);
}

void TestClassJournal::theEndLeavesTheResults()
{
    const QString fileName = m_dir.filePath(QStringLiteral("end.csv"));
    writeClass(fileName);
    ClassJournal journal(fileName);
    QString error;
    QVERIFY2(journal.finish(m_tally, &error), qPrintable(error));
    QCOMPARE(QString::fromUtf8(contents(fileName)), m_tally.csv());
    QVERIFY(!contents(fileName).contains("student"));
    // And a results file is not a class to continue.
    QVERIFY(!ClassJournal::inspect(fileName, m_island, &error));
    QCOMPARE(contents(fileName), m_tally.csv().toUtf8());
}

QTEST_GUILESS_MAIN(TestClassJournal)
#include "tst_classjournal.moc"
