// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentchart.h"
#include "experimentpanel.h"
#include "experimentrunner.h"
#include "experimentsdock.h"
#include "exportmenu.h"
#include "lesson.h"
#include "lessonsession.h"
#include "lessonsof.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

// The PDF handout's pages as pdftotext reads them: a heading is never left alone at the
// foot of a page ("keep with next"), nor the settings table split, whatever the length of
// the lecturer's notes above it; the handout the window makes carries the current lesson's
// title and notes only.
class TestHandoutPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headingsKeepWithTheirText();
    void handoutHasTheCurrentLessonsWordsOnly();
    void cliHandoutOfTheOtherLessonHasItsWordsOnly();
    void handoutListsEveryAcceptedAnswer_data();
    void handoutListsEveryAcceptedAnswer();
    void handoutSaysHowTheBuildIsGraded();
    void arabicHandoutReadsFromTheRight_data();
    void arabicHandoutReadsFromTheRight();
    void pageNumbersInTheLanguage_data();
    void pageNumbersInTheLanguage();

private:
    // The text of the handout the window's Export ▸ PDF Handout writes of its current build.
    QString windowHandout(MainWindow &window, const QString &name);

    QTemporaryDir m_dir;
    QString m_pdftotext;
};

void TestHandoutPages::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!m_pdftotext.isEmpty(),
        "pdftotext (Debian package poppler-utils) is missing; scripts/workbench.sh test installs "
        "it");
}

void TestHandoutPages::headingsKeepWithTheirText()
{
    QJsonObject scenario
        = QJsonDocument::fromJson(TestData::contents(QStringLiteral("island-6b-basic.json")))
              .object();
    const QStringList headings {QStringLiteral("The lesson"), QStringLiteral("Legend"),
        QStringLiteral("Statistics"), QStringLiteral("Settings to reproduce this map")};
    int startsAPage = 0;
    // Notes of 0 to 59 lines move the headings down the first pages a line at a time.
    for (int lines = 0; lines < 60; ++lines) {
        QStringList notes;
        for (int i = 0; i < lines; ++i)
            notes.append(QStringLiteral("Note %1 for the class.").arg(i + 1));
        scenario.insert(QStringLiteral("notes"), notes.join(QLatin1Char('\n')));
        const QString json = QDir(m_dir.path()).filePath(QStringLiteral("notes.mapgen.json"));
        QFile file(json);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(scenario).toJson());
        file.close();
        const QString pdf = QDir(m_dir.path()).filePath(QStringLiteral("handout.pdf"));
        QProcess cli;
        cli.start(
            TestData::cli(), {QStringLiteral("island"), json, QStringLiteral("--export"), pdf});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        QProcess text;
        text.start(m_pdftotext, {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        QCOMPARE(text.exitCode(), 0);
        const QStringList pages
            = QString::fromUtf8(text.readAllStandardOutput()).split(QLatin1Char('\f'));
        for (int page = 0; page < pages.size(); ++page) {
            QStringList content;
            for (const QString &line : pages.at(page).split(QLatin1Char('\n'))) {
                // Not the page number at the foot.
                if (!line.trimmed().isEmpty()
                    && !line.trimmed().contains(
                        QRegularExpression(QStringLiteral("^[0-9\\x{0660}-\\x{0669}]+$"))))
                    content.append(line.trimmed());
            }
            if (content.isEmpty())
                continue;
            QVERIFY2(!headings.contains(content.last()),
                qPrintable(QStringLiteral("%1 lines of notes: \"%2\" alone at the foot of page %3")
                               .arg(lines)
                               .arg(content.last())
                               .arg(page + 1)));
            startsAPage += page > 0 && content.first() == headings.first();
            // The settings that reproduce the map, from the heading to the file, on one page
            // (the lesson text has a line "Seed:" of its own).
            const auto starts = [&content](const QString &label) {
                return std::any_of(content.begin(), content.end(), [&label](QString line) {
                    // pdftotext reads "fi" as its ligature.
                    return line.replace(QChar(0xFB01), QStringLiteral("fi")).startsWith(label);
                });
            };
            QVERIFY2(starts(headings.last()) == starts(QStringLiteral("Scenario file:")),
                qPrintable(QStringLiteral("%1 lines of notes: the settings split at page %2")
                               .arg(lines)
                               .arg(page + 1)));
        }
    }
    QVERIFY(startsAPage > 0); // some notes did push the lesson to a page of its own
}

void TestHandoutPages::arabicHandoutReadsFromTheRight_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("pl") << QStringLiteral("pl");
    QTest::newRow("ar") << QStringLiteral("ar");
}

// The handout's first page (title, legend, statistics, settings) as pdftotext -layout lays
// it out: in Arabic its lines end at the right margin and its numbers are Arabic-Indic;
// in English and Polish they start at the left margin, in ASCII digits.
void TestHandoutPages::arabicHandoutReadsFromTheRight()
{
    QFETCH(QString, language);
    const QString pdf = QDir(m_dir.path()).filePath(QStringLiteral("handout-%1.pdf").arg(language));
    QProcess cli;
    cli.start(TestData::cli(),
        {QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--export"), pdf, QStringLiteral("--language"), language});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    QProcess text;
    text.start(m_pdftotext,
        {QStringLiteral("-layout"), QStringLiteral("-l"), QStringLiteral("1"), pdf,
            QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    QCOMPARE(text.exitCode(), 0);
    // pdftotext marks right-to-left runs with directional formatting characters; they take
    // no room on the page.
    static const QRegularExpression marks(
        QStringLiteral("[\\x{200E}\\x{200F}\\x{202A}-\\x{202E}]"));
    QStringList lines;
    for (QString line : QString::fromUtf8(text.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        line.remove(marks);
        // Not the page number at the foot.
        if (!line.trimmed().isEmpty()
            && !line.trimmed().contains(
                QRegularExpression(QStringLiteral("^[0-9\\x{0660}-\\x{0669}]+$"))))
            lines.append(line);
    }
    QVERIFY2(lines.size() > 15, qPrintable(lines.join(QLatin1Char('\n'))));
    qsizetype right = 0;
    for (const QString &line : lines)
        right = std::max(
            right, QStringView(line).trimmed().size() + line.indexOf(QStringView(line).trimmed()));
    int atRight = 0;
    int atLeft = 0;
    QString digits;
    for (const QString &line : lines) {
        const qsizetype start = line.indexOf(QStringView(line).trimmed());
        atLeft += start == 0;
        atRight += start + QStringView(line).trimmed().size() >= right - 2;
        for (const QChar c : line) {
            if (c.isDigit())
                digits += c;
        }
    }
    const QString page = lines.join(QLatin1Char('\n'));
    // Title, headings and the tables' labels: most lines start (or end) at the margin.
    if (language == QLatin1String("ar")) {
        QVERIFY2(atRight > lines.size() / 2 && atLeft < lines.size() / 4, qPrintable(page));
        // Arabic-Indic digits; ASCII ones only in the seed (42), the rule (6b) and the
        // scenario's file name, which are typed as they are.
        QVERIFY2(
            digits.contains(QChar(0x0662)) && digits.contains(QChar(0x0664)), qPrintable(page));
        QString ascii = digits;
        ascii.remove(QRegularExpression(QStringLiteral("[^0-9]")));
        QVERIFY2(ascii == QStringLiteral("4266"), qPrintable(ascii + QLatin1Char('\n') + page));
    } else {
        QVERIFY2(atLeft > lines.size() / 2, qPrintable(page));
        QVERIFY2(!digits.contains(QRegularExpression(QStringLiteral("[^0-9]"))), qPrintable(page));
    }
}

void TestHandoutPages::pageNumbersInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("pl") << QStringLiteral("pl");
    QTest::newRow("ar") << QStringLiteral("ar");
}

// Each page's number at its foot in the language's digits, where its lines begin: in Arabic
// Arabic-Indic at the left (it was "1" at the right among Arabic-Indic numbers), in English
// and Polish ASCII at the right.
void TestHandoutPages::pageNumbersInTheLanguage()
{
    QFETCH(QString, language);
    const bool arabic = language == QLatin1String("ar");
    const QString pdf
        = QDir(m_dir.path()).filePath(QStringLiteral("handout-pages-%1.pdf").arg(language));
    QProcess cli;
    cli.start(TestData::cli(),
        {QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--export"), pdf, QStringLiteral("--language"), language});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    QProcess text;
    text.start(m_pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    QCOMPARE(text.exitCode(), 0);
    static const QRegularExpression marks(
        QStringLiteral("[\\x{200E}\\x{200F}\\x{202A}-\\x{202E}\\x{2066}-\\x{2069}]"));
    QStringList pages = QString::fromUtf8(text.readAllStandardOutput()).split(QLatin1Char('\f'));
    while (!pages.isEmpty() && pages.last().trimmed().isEmpty())
        pages.removeLast();
    QVERIFY2(pages.size() >= 2, qPrintable(QString::number(pages.size())));
    for (int page = 1; page <= pages.size(); ++page) {
        QStringList lines;
        qsizetype right = 0;
        for (QString line : pages.at(page - 1).split(QLatin1Char('\n'))) {
            line.remove(marks);
            if (line.trimmed().isEmpty())
                continue;
            lines.append(line);
            right = std::max(right, line.size());
        }
        QVERIFY(!lines.isEmpty());
        QString number = QString::number(page);
        if (arabic) {
            for (QChar &digit : number)
                digit = QChar(0x0660 + digit.digitValue());
        }
        const QString foot = lines.last();
        QVERIFY2(foot.trimmed() == number,
            qPrintable(QStringLiteral("page %1 ends with \"%2\"").arg(page).arg(foot)));
        const qsizetype start = foot.indexOf(foot.trimmed());
        QVERIFY2(arabic ? start < right / 3 : start > right / 2,
            qPrintable(QStringLiteral("page %1: its number at column %2 of %3")
                           .arg(page)
                           .arg(start)
                           .arg(right)));
    }
}

QString TestHandoutPages::windowHandout(MainWindow &window, const QString &name)
{
    auto *menu = window.findChild<ExportMenu *>(QStringLiteral("exportMenu"));
    const QString pdf = QDir(m_dir.path()).filePath(name);
    QString error;
    if (!menu || !menu->exportFile(pdf, &error))
        return QStringLiteral("no handout: ") + error;
    QProcess text;
    text.start(m_pdftotext, {pdf, QStringLiteral("-")});
    if (!text.waitForFinished(60000) || text.exitCode() != 0)
        return QStringLiteral("pdftotext failed");
    return QString::fromUtf8(text.readAllStandardOutput()).simplified();
}

void TestHandoutPages::handoutHasTheCurrentLessonsWordsOnly()
{
    MainWindow window;
    Scenario demo = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    demo.title = QStringLiteral("Week 3: islands");
    demo.notes = QStringLiteral("Island notes for the class.");
    window.document()->load(demo, QString());
    ExperimentSettings sweep;
    sweep.from = 0;
    sweep.to = 20;
    sweep.step = 10;
    sweep.rule6a = false;
    sweep.runs = 3;
    window.document()->setExperiment(sweep);
    window.document()->setUnmodified(); // saved: opening the run asks nothing

    // The experiment's median run at density 10, opened as a user clicks its point.
    auto *dock = window.findChild<ExperimentsDock *>(QStringLiteral("experimentsDock"));
    QVERIFY(dock);
    QSignalSpy swept(dock->runner(), &ExperimentRunner::finished);
    dock->panel()->findChild<QPushButton *>(QStringLiteral("experimentRun"))->click();
    QVERIFY(swept.wait(60000));
    QLineSeries *series = dock->panel()->chart()->meanSeries(IslandRule::Rule6b, true);
    QVERIFY(series && series->count() == 3);
    LessonSession *session = window.session();
    QSignalSpy islandBuilt(islandLesson(session), &Lesson::finished);
    emit series->clicked(series->at(1));
    QVERIFY(islandBuilt.wait(30000));
    const QString runTitle = window.document()->scenario().title;
    QVERIFY2(runTitle.startsWith(QStringLiteral("Experiment: 6b")), qPrintable(runTitle));
    const QString island = windowHandout(window, QStringLiteral("island.pdf"));
    QVERIFY2(island.startsWith(runTitle + QStringLiteral(" Island notes for the class.")),
        qPrintable(island));

    // The dungeon lesson of the same document: its own (here none) title and notes.
    window.findChild<QAction *>(QStringLiteral("dungeonModeAction"))->trigger();
    QCOMPARE(session->lesson(), dungeonLesson(session));
    QSignalSpy dungeonBuilt(dungeonLesson(session), &Lesson::finished);
    session->start(false);
    QVERIFY(dungeonBuilt.wait(30000));
    const QString dungeon = windowHandout(window, QStringLiteral("dungeon.pdf"));
    QVERIFY2(dungeon.startsWith(QStringLiteral("Dungeon map Legend")), qPrintable(dungeon));
    QVERIFY2(!dungeon.contains(QStringLiteral("Experiment")), qPrintable(dungeon));
    QVERIFY2(!dungeon.contains(QStringLiteral("Island notes")), qPrintable(dungeon));
    QVERIFY2(!window.windowTitle().contains(QStringLiteral("Experiment")),
        qPrintable(window.windowTitle()));

    // Back in the island lesson (undo), the run's words are there again.
    window.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    QCOMPARE(session->lesson(), islandLesson(session));
    QCOMPARE(window.document()->scenario().title, runTitle);
    QCOMPARE(window.document()->scenario().notes, QStringLiteral("Island notes for the class."));
}

// `mapgen dungeon ISLAND-FILE --export x.pdf`: the dungeon handout is titled with the dungeon
// lesson's words of the file, never the island lesson's at its top level.
void TestHandoutPages::cliHandoutOfTheOtherLessonHasItsWordsOnly()
{
    QJsonObject scenario
        = QJsonDocument::fromJson(TestData::contents(QStringLiteral("island-6b-basic.json")))
              .object();
    scenario.insert(QStringLiteral("title"), QStringLiteral("Week 3: islands"));
    scenario.insert(QStringLiteral("notes"), QStringLiteral("Island notes for the class."));
    const QString json = QDir(m_dir.path()).filePath(QStringLiteral("island-words.mapgen.json"));
    QFile file(json);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(scenario).toJson());
    file.close();

    auto handoutText = [&](const QString &lesson) {
        const QString pdf = QDir(m_dir.path()).filePath(lesson + QStringLiteral(".pdf"));
        QProcess cli;
        cli.start(TestData::cli(), {lesson, json, QStringLiteral("--export"), pdf});
        if (!cli.waitForFinished(120000) || cli.exitCode() != 0)
            return QStringLiteral("mapgen failed: ")
                + QString::fromUtf8(cli.readAllStandardError());
        QProcess text;
        text.start(m_pdftotext, {pdf, QStringLiteral("-")});
        if (!text.waitForFinished(60000) || text.exitCode() != 0)
            return QStringLiteral("pdftotext failed");
        return QString::fromUtf8(text.readAllStandardOutput()).simplified();
    };
    const QString island = handoutText(QStringLiteral("island"));
    QVERIFY2(island.startsWith(QStringLiteral("Week 3: islands")), qPrintable(island));
    QVERIFY2(island.contains(QStringLiteral("Island notes for the class.")), qPrintable(island));
    const QString dungeon = handoutText(QStringLiteral("dungeon"));
    QVERIFY2(!dungeon.startsWith(QStringLiteral("mapgen failed")), qPrintable(dungeon));
    QVERIFY2(!dungeon.contains(QStringLiteral("Week 3: islands")), qPrintable(dungeon));
    QVERIFY2(!dungeon.contains(QStringLiteral("Island notes for the class.")), qPrintable(dungeon));
}

namespace {

// The text as a reader reads it: pdftotext gives the font's ligatures (the "fi" of "first"
// as one character).
QString withoutLigatures(QString text)
{
    return text.replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

} // namespace

void TestHandoutPages::handoutListsEveryAcceptedAnswer_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("name");
    QTest::newRow("island, randomize on")
        << QStringLiteral("island") << QStringLiteral("questions/island-random-6b.json");
    QTest::newRow("dungeon, equal rotations")
        << QStringLiteral("dungeon") << QStringLiteral("questions/dungeon-equal-rotations.json");
    QTest::newRow("no questions") << QStringLiteral("island")
                                  << QStringLiteral("island-6b-basic.json");
}

// The lecturer grading on paper finds in the handout's answer key every answer that counts
// as right, as `mapgen --answers --accepted` prints it; a scenario without questions has no
// answer key.
void TestHandoutPages::handoutListsEveryAcceptedAnswer()
{
    QFETCH(QString, lesson);
    QFETCH(QString, name);
    const QString json = TestData::path(name);
    QProcess cli;
    cli.start(
        TestData::cli(), {lesson, json, QStringLiteral("--answers"), QStringLiteral("--accepted")});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    const QStringList answers = QString::fromUtf8(cli.readAllStandardOutput())
                                    .split(QLatin1Char('\n'), Qt::SkipEmptyParts);

    const QString pdf = QDir(m_dir.path()).filePath(QStringLiteral("answers.pdf"));
    cli.start(TestData::cli(), {lesson, json, QStringLiteral("--export"), pdf});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    QProcess text;
    text.start(m_pdftotext, {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    QCOMPARE(text.exitCode(), 0);
    // The text without the page numbers at the foot: a long line may run over a page.
    QStringList content;
    const QString pages = QString::fromUtf8(text.readAllStandardOutput());
    for (const QString &line : pages.split(QRegularExpression(QStringLiteral("[\n\f]")))) {
        if (!line.trimmed().contains(QRegularExpression(QStringLiteral("^\\d+$"))))
            content.append(line);
    }
    const QString handout = withoutLigatures(content.join(QLatin1Char(' ')).simplified());
    QCOMPARE(handout.contains(QStringLiteral("Answer key")), !answers.isEmpty());
    for (const QString &line : answers)
        QVERIFY2(handout.contains(line.simplified()), qPrintable(line));
    // More than one answer counts for the scenarios with questions.
    if (!answers.isEmpty())
        QVERIFY(answers.join(QLatin1Char('\n')).contains(QStringLiteral("; ")));
    // How a graded copy grades this build, as the platform does: the questions it asks.
    QCOMPARE(handout.contains(QStringLiteral("Grade: the mean of the parts assigned, a part not "
                                             "begun counting 0, rounded half up.")),
        !answers.isEmpty());
    if (!answers.isEmpty()) {
        QVERIFY2(handout.contains(QStringLiteral(
                     "Questions: answered right the first time, of the %1 this build asks.")
                                      .arg(answers.size())),
            qPrintable(handout));
    }
    QVERIFY(!handout.contains(QStringLiteral("You Are the Algorithm:")));
}

// The lecturer grading on paper reads in the answer key how a learning platform grades this
// build: the scenario's parts, over the questions it asks and the decisions it has, and the
// pass mark, the numbers the package counts with.
void TestHandoutPages::handoutSaysHowTheBuildIsGraded()
{
    QFile source(TestData::path(QStringLiteral("questions/island-random-6b.json")));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(source.readAll()).object();
    root.insert(QStringLiteral("assignment"),
        QJsonObject {{QStringLiteral("questions"), true}, {QStringLiteral("construct"), true},
            {QStringLiteral("pass"), 80}});
    const QString json = QDir(m_dir.path()).filePath(QStringLiteral("graded.mapgen.json"));
    QFile scenario(json);
    QVERIFY(scenario.open(QIODevice::WriteOnly));
    scenario.write(QJsonDocument(root).toJson());
    scenario.close();
    QProcess cli;
    cli.start(TestData::cli(), {QStringLiteral("island"), json, QStringLiteral("--answers")});
    QVERIFY(cli.waitForFinished(120000));
    const qsizetype asked = QString::fromUtf8(cli.readAllStandardOutput())
                                .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                .size();
    // An island build's decisions are its steps, a line each in the trace.
    cli.start(TestData::cli(), {QStringLiteral("island"), json, QStringLiteral("--trace")});
    QVERIFY(cli.waitForFinished(120000));
    const qsizetype steps = QString::fromUtf8(cli.readAllStandardOutput())
                                .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                .size();
    QVERIFY(asked > 0 && steps > asked);
    const QString pdf = QDir(m_dir.path()).filePath(QStringLiteral("graded.pdf"));
    cli.start(TestData::cli(), {QStringLiteral("island"), json, QStringLiteral("--export"), pdf});
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    QProcess text;
    text.start(m_pdftotext, {pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000));
    const QString handout
        = withoutLigatures(QString::fromUtf8(text.readAllStandardOutput()).simplified());
    for (const QString &line :
        {QStringLiteral("Questions: answered right the first time, of the %1 this build asks.")
                .arg(asked),
            QStringLiteral("You Are the Algorithm: right moves less wrong moves and hints (at "
                           "least 0), of the %1 decisions of this build.")
                .arg(steps),
            QStringLiteral("Pass mark: 80.")})
        QVERIFY2(handout.contains(line), qPrintable(line + QStringLiteral(" in ") + handout));
}

QTEST_MAIN(TestHandoutPages)
#include "tst_handoutpages.moc"
