// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "weblessonexporter.h"

#include "scenariofile.h"
#include "testdata.h"

#include <QtTest>

#include <QGuiApplication>
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
    void scenarioTextCannotEndItsScript();
    void arabicReadsRightToLeft();
    void unwritableFileLeavesNothing();

private:
    static QJsonObject lessonOf(const QByteArray &page);
};

QJsonObject TestWebLessonExporter::lessonOf(const QByteArray &page)
{
    const QByteArray open = "<script type=\"application/json\" id=\"lesson-data\">";
    const int from = page.indexOf(open) + open.size();
    const int to = page.indexOf("</script>", from);
    QByteArray json = page.mid(from, to - from);
    json.replace("<\\/", "</");
    return QJsonDocument::fromJson(json).object();
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
    QCOMPARE(lesson.value(QLatin1String("pits")).toString().count(QLatin1Char('#')),
        scenario->pitCount());
    QVERIFY(
        lesson.value(QLatin1String("workerSource")).toString().contains(QLatin1String("base64,")));
    QVERIFY(page.size() < 1024 * 1024);
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
