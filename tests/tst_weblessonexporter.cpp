// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "weblessonexporter.h"

#include "scenariofile.h"
#include "testdata.h"

#include <QtTest>

#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTranslator>

// The web lesson file as the exporter writes it: self-contained, the scenario inside as
// data that no text of it can break out of, the policy that forbids network requests, the
// export's language and direction. (What the page does is tests/web's.)
class TestWebLessonExporter : public QObject
{
    Q_OBJECT

private slots:
    void pageIsSelfContained();
    void aLargeMapWithoutPitsCostsNothing();
    void scenarioTextCannotEndItsScript();
    void scenarioTextLeavesNoMarkupInTheData();
    void onlyTheExportedLessonsQuestions();
    void arabicReadsRightToLeft();
    void pitToolNamedAsTheLessonTextNamesIt();
    void unwritableFileLeavesNothing();

private:
    static QByteArray dataOf(const QByteArray &page);
    static QJsonObject lessonOf(const QByteArray &page);
};

// The text of the lesson's data element, as the HTML parser reads it.
QByteArray TestWebLessonExporter::dataOf(const QByteArray &page)
{
    const QByteArray open = "<script type=\"application/json\" id=\"lesson-data\">";
    const int from = page.indexOf(open) + open.size();
    const int to = page.indexOf("</script>", from);
    return page.mid(from, to - from);
}

QJsonObject TestWebLessonExporter::lessonOf(const QByteArray &page)
{
    return QJsonDocument::fromJson(dataOf(page)).object();
}

void TestWebLessonExporter::pageIsSelfContained()
{
    QVERIFY(WebLessonExporter::available());
    const auto scenario
        = ScenarioFile::read(TestData::path(QStringLiteral("island-pits-ordered.json")), nullptr);
    QVERIFY(scenario);
    const QByteArray page = WebLessonExporter::page(*scenario, QStringLiteral("en"));
    QVERIFY(page.startsWith("<!DOCTYPE html>"));
    QVERIFY(page.contains("default-src 'none'"));
    QVERIFY(page.contains("connect-src 'none'"));
    QVERIFY(!page.contains("src=\"http"));
    QVERIFY(!page.contains("@SCRIPT@") && !page.contains("@LESSON@") && !page.contains("@STYLE@"));
    const QJsonObject lesson = lessonOf(page);
    QCOMPARE(lesson.value(QLatin1String("rows")).toInt(), scenario->rows);
    QCOMPARE(lesson.value(QLatin1String("seed")).toString(), QString::number(scenario->seed));
    // The pits in the address's compact form (fragment.js): runs or a bitset, never a
    // character a cell (the web tests read them back on the page).
    QVERIFY(scenario->pitCount() > 0);
    const QString pits = lesson.value(QLatin1String("pits")).toString();
    QVERIFY2(
        pits.startsWith(QLatin1Char('r')) || pits.startsWith(QLatin1Char('b')), qPrintable(pits));
    QVERIFY(pits.size() < scenario->rows * scenario->cols);
    QVERIFY(
        lesson.value(QLatin1String("workerSource")).toString().contains(QLatin1String("base64,")));
    QVERIFY(page.size() < 1024 * 1024);
}

// A lesson's size does not grow with a map that has no pits: 1000 x 1000 is within 100 kB
// of 10 x 10.
void TestWebLessonExporter::aLargeMapWithoutPitsCostsNothing()
{
    Scenario small;
    small.mode = MapMode::Dungeon;
    small.rows = small.cols = 10;
    small.pits.assign(100, 0);
    Scenario large = small;
    large.rows = large.cols = 1000;
    large.pits.assign(1000 * 1000, 0);
    const QByteArray smallPage = WebLessonExporter::page(small, QStringLiteral("en"));
    const QByteArray largePage = WebLessonExporter::page(large, QStringLiteral("en"));
    QVERIFY(!smallPage.isEmpty());
    QVERIFY2(largePage.size() <= smallPage.size() + 100 * 1024,
        qPrintable(
            QStringLiteral("%1 against %2 bytes").arg(largePage.size()).arg(smallPage.size())));
    QCOMPARE(lessonOf(largePage).value(QLatin1String("pits")).toString(), QString());
}

void TestWebLessonExporter::scenarioTextCannotEndItsScript()
{
    Scenario scenario;
    scenario.title = QStringLiteral("</script><script>alert(1)</script>");
    scenario.notes = QStringLiteral("<img src=x onerror=\"alert(2)\"> & </SCRIPT >");
    const QByteArray page = WebLessonExporter::page(scenario, QStringLiteral("en"));
    // Only the lesson's data and the page's module end: no text of the scenario closes either.
    QCOMPARE(page.toLower().count("</script"), 2);
    const QJsonObject lesson = lessonOf(page);
    QCOMPARE(lesson.value(QLatin1String("title")).toString(), scenario.title);
    QCOMPARE(lesson.value(QLatin1String("notes")).toString(), scenario.notes);
}

// After "<!--" in a script element, the HTML parser also looks for "<script": scenario text
// with both would leave the page's own script inside the data (a blank page). No '<', '>' or
// '&' of the scenario reaches the data as such; JSON brings every character back.
void TestWebLessonExporter::scenarioTextLeavesNoMarkupInTheData()
{
    Scenario scenario;
    scenario.title = QStringLiteral("<!--<script>");
    scenario.notes = QStringLiteral(
        "HTML comments open with <!-- and scripts with <script> tags & \u2028lines\u2029.");
    scenario.dungeon.tiles.first().name = QStringLiteral("<script>");
    const QByteArray page = WebLessonExporter::page(scenario, QStringLiteral("en"));
    const QByteArray data = dataOf(page);
    QVERIFY(data.size() > 1000);
    for (const char *markup : {"<", ">", "&", "\xe2\x80\xa8", "\xe2\x80\xa9"})
        QVERIFY2(!data.contains(markup), markup);
    const QJsonObject lesson = lessonOf(page);
    QCOMPARE(lesson.value(QLatin1String("title")).toString(), scenario.title);
    QCOMPARE(lesson.value(QLatin1String("notes")).toString(), scenario.notes);
    QCOMPARE(
        lesson.value(QLatin1String("tiles")).toArray().first()[QLatin1String("name")].toString(),
        QStringLiteral("<script>"));
}

// A dungeon scenario's next-place question, exported as an island lesson: the island page
// must not ask it, as the answer key (--answers) does not answer it.
void TestWebLessonExporter::onlyTheExportedLessonsQuestions()
{
    Scenario scenario;
    scenario.mode = MapMode::Dungeon;
    scenario.questions = {Question {4, QuestionKind::NextPlace}};
    const auto asked = [](const Scenario &s) {
        return lessonOf(WebLessonExporter::page(s, QStringLiteral("en")))
            .value(QLatin1String("questions"))
            .toArray();
    };
    QCOMPARE(asked(scenario).size(), 1);
    QCOMPARE(
        asked(scenario).first()[QLatin1String("ask")].toString(), QStringLiteral("next-place"));
    scenario.switchMode(MapMode::Island);
    QCOMPARE(asked(scenario).size(), 0);
}

void TestWebLessonExporter::arabicReadsRightToLeft()
{
    QTranslator arabic;
    QVERIFY(arabic.load(QStringLiteral("mapgen_ar"), QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&arabic);
    const QByteArray page = WebLessonExporter::page(Scenario(), QStringLiteral("ar"));
    QCoreApplication::removeTranslator(&arabic);
    QVERIFY(page.contains("<html lang=\"ar\" dir=\"rtl\">"));
    const QJsonObject log = lessonOf(page)
                                .value(QLatin1String("strings"))
                                .toObject()
                                .value(QLatin1String("log"))
                                .toObject();
    QVERIFY(log.value(QLatin1String("add")).toString() != QLatin1String("> ADD (%1, %2)"));
    QVERIFY(WebLessonExporter::page(Scenario(), QStringLiteral("de"))
                .contains("<html lang=\"de\" dir=\"ltr\">"));
}

// The lesson text names the workbench's "Allow pit placement"; the page's check box has the
// same words in every language, without the workbench's mnemonic.
void TestWebLessonExporter::pitToolNamedAsTheLessonTextNamesIt()
{
    const auto label = [](const QString &language) {
        QTranslator translator;
        const bool translated = language != QLatin1String("en");
        if (translated
            && !translator.load(QStringLiteral("mapgen_") + language, QStringLiteral(":/i18n")))
            return QStringLiteral("no translation");
        if (translated)
            QCoreApplication::installTranslator(&translator);
        const QByteArray page = WebLessonExporter::page(Scenario(), language);
        QCoreApplication::removeTranslator(&translator);
        return lessonOf(page)
            .value(QLatin1String("strings"))
            .toObject()
            .value(QLatin1String("ui"))
            .toObject()
            .value(QLatin1String("paint"))
            .toString();
    };
    QCOMPARE(label(QStringLiteral("en")), QStringLiteral("Allow pit placement"));
    QCOMPARE(label(QStringLiteral("de")), QStringLiteral("Gruben setzen erlauben"));
    QCOMPARE(label(QStringLiteral("ar")), QStringLiteral("السماح بوضع الحفر"));
}

void TestWebLessonExporter::unwritableFileLeavesNothing()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("missing/lesson.html"));
    QString error;
    QVERIFY(!WebLessonExporter::write(Scenario(), QStringLiteral("en"), file, &error));
    QVERIFY(error.contains(QLatin1String("lesson.html")));
    QVERIFY(!QFile::exists(file));
}

QTEST_MAIN(TestWebLessonExporter)
#include "tst_weblessonexporter.moc"
