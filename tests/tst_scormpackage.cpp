// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scormpackage.h"

#include "scenariofile.h"
#include "testdata.h"
#include "weblessonexporter.h"

#include <QDateTime>
#include <QtTest>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <zip.h>

// The learning-platform package (export.md, `.zip`): a zip that libzip and unzip read, with
// the graded lesson as index.html and a SCORM 1.2 manifest that an XML parser finds complete;
// the same bytes for the same input, from the CLI as from the workbench's exporter. (What the
// page reports to a platform is tests/web/scorm.test.mjs's.)
class TestScormPackage : public QObject
{
    Q_OBJECT

private slots:
    void manifestIsScorm12();
    void manifestWithoutPassMarkOrTitle();
    void packageHoldsManifestAndLesson();
    void sameInputSameBytes();
    void cliExportsThePackage();
};

namespace {

const QString ImsCp = QStringLiteral("http://www.imsproject.org/xsd/imscp_rootv1p1p2");
const QString AdlCp = QStringLiteral("http://www.adlnet.org/xsd/adlcp_rootv1p2");

struct Element
{
    QString ns;
    QString name;
    QXmlStreamAttributes attributes;
    QString text;
    QString parent;
};

// Every element of `xml` with its namespace, attributes, text and parent's name; fails the
// test on a parse error.
QList<Element> elementsOf(const QByteArray &xml)
{
    QList<Element> elements;
    QXmlStreamReader reader(xml);
    QStringList open;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            elements.append({reader.namespaceUri().toString(), reader.name().toString(),
                reader.attributes(), QString(), open.isEmpty() ? QString() : open.last()});
            open.append(reader.name().toString());
        } else if (reader.isCharacters() && !reader.isWhitespace() && !elements.isEmpty()) {
            elements.last().text += reader.text();
        } else if (reader.isEndElement()) {
            open.removeLast();
        }
    }
    if (reader.hasError())
        qWarning() << "manifest:" << reader.errorString();
    return reader.hasError() ? QList<Element>() : elements;
}

QList<Element> named(const QList<Element> &elements, const QString &name)
{
    QList<Element> found;
    for (const Element &element : elements) {
        if (element.name == name)
            found.append(element);
    }
    return found;
}

// The entries of a zip as libzip reads them: name -> contents, in the archive's order.
// The entries of a zip in memory, in their order; `times` gets their modification times.
QList<std::pair<QString, QByteArray>> entriesOf(
    const QByteArray &bytes, QList<QDateTime> *entryTimes = nullptr)
{
    QList<std::pair<QString, QByteArray>> entries;
    QList<QDateTime> times;
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t *source
        = zip_source_buffer_create(bytes.constData(), zip_uint64_t(bytes.size()), 0, &error);
    zip_t *archive
        = source ? zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) : nullptr;
    if (!archive) {
        qWarning() << "zip:" << zip_error_strerror(&error);
        if (source)
            zip_source_free(source);
        return entries;
    }
    for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i) {
        zip_stat_t stat;
        zip_stat_index(archive, zip_uint64_t(i), 0, &stat);
        QByteArray contents(qsizetype(stat.size), '\0');
        zip_file_t *file = zip_fopen_index(archive, zip_uint64_t(i), 0);
        const zip_int64_t read = file ? zip_fread(file, contents.data(), stat.size) : -1;
        if (file)
            zip_fclose(file);
        if (read != zip_int64_t(stat.size))
            contents.clear();
        entries.append({QString::fromUtf8(stat.name), contents});
        times.append(QDateTime::fromSecsSinceEpoch(qint64(stat.mtime)));
    }
    zip_close(archive);
    if (entryTimes)
        *entryTimes = times;
    return entries;
}

Scenario graded()
{
    Scenario scenario = TestData::scenario(QStringLiteral("island-6a-basic.json"));
    scenario.title = QStringLiteral("Week 3: <islands> & \"rules\"");
    scenario.questions = {{3, QuestionKind::NextMove}};
    scenario.assignment = {true, true, 80};
    return scenario;
}

} // namespace

void TestScormPackage::manifestIsScorm12()
{
    const QByteArray xml = ScormPackage::manifest(graded(), QStringLiteral("Mapgen lesson"));
    const QList<Element> elements = elementsOf(xml);
    QVERIFY2(!elements.isEmpty(), xml.constData());
    for (const Element &element : elements)
        QVERIFY2(element.ns == ImsCp || element.ns == AdlCp, qPrintable(element.name));

    QCOMPARE(elements.first().name, QStringLiteral("manifest"));
    QCOMPARE(named(elements, QStringLiteral("schema")).value(0).text, QStringLiteral("ADL SCORM"));
    QCOMPARE(named(elements, QStringLiteral("schema")).value(0).parent, QStringLiteral("metadata"));
    QCOMPARE(named(elements, QStringLiteral("schemaversion")).value(0).text, QStringLiteral("1.2"));

    // Identifiers: present, unique, valid XML IDs (NCName: a letter or _ first, no colon).
    static const QRegularExpression ncName(QStringLiteral("^[A-Za-z_][A-Za-z0-9._-]*$"));
    QSet<QString> identifiers;
    for (const Element &element : elements) {
        const QString id = element.attributes.value(QStringLiteral("identifier")).toString();
        if (id.isEmpty())
            continue;
        QVERIFY2(ncName.match(id).hasMatch(), qPrintable(id));
        QVERIFY2(!identifiers.contains(id), qPrintable(id));
        identifiers.insert(id);
    }
    QCOMPARE(identifiers.size(), 4); // manifest, organization, item, resource

    const QList<Element> organizations = named(elements, QStringLiteral("organization"));
    QCOMPARE(organizations.size(), 1);
    const QString organization
        = organizations.first().attributes.value(QStringLiteral("identifier")).toString();
    QCOMPARE(named(elements, QStringLiteral("organizations"))
                 .value(0)
                 .attributes.value(QStringLiteral("default"))
                 .toString(),
        organization);
    const QList<Element> titles = named(elements, QStringLiteral("title"));
    QCOMPARE(titles.size(), 2); // the organization's and the item's
    for (const Element &title : titles)
        QCOMPARE(title.text, QStringLiteral("Week 3: <islands> & \"rules\"")); // escaped, read back
    QVERIFY(!xml.contains("<islands>"));

    const QList<Element> items = named(elements, QStringLiteral("item"));
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.first().parent, QStringLiteral("organization"));
    const QList<Element> resources = named(elements, QStringLiteral("resource"));
    QCOMPARE(resources.size(), 1);
    const QXmlStreamAttributes &resource = resources.first().attributes;
    QCOMPARE(items.first().attributes.value(QStringLiteral("identifierref")).toString(),
        resource.value(QStringLiteral("identifier")).toString());
    QCOMPARE(resource.value(QStringLiteral("type")).toString(), QStringLiteral("webcontent"));
    QCOMPARE(resource.value(AdlCp, QStringLiteral("scormtype")).toString(), QStringLiteral("sco"));
    QCOMPARE(resource.value(QStringLiteral("href")).toString(), QStringLiteral("index.html"));
    const QList<Element> files = named(elements, QStringLiteral("file"));
    QCOMPARE(files.size(), 1);
    QCOMPARE(files.first().parent, QStringLiteral("resource"));
    QCOMPARE(files.first().attributes.value(QStringLiteral("href")).toString(),
        QStringLiteral("index.html"));

    const QList<Element> mastery = named(elements, QStringLiteral("masteryscore"));
    QCOMPARE(mastery.size(), 1);
    QCOMPARE(mastery.first().ns, AdlCp);
    QCOMPARE(mastery.first().parent, QStringLiteral("item"));
    QCOMPARE(mastery.first().text, QStringLiteral("80"));
}

void TestScormPackage::manifestWithoutPassMarkOrTitle()
{
    Scenario scenario = graded();
    scenario.title.clear();
    scenario.assignment.pass.reset();
    const QList<Element> elements
        = elementsOf(ScormPackage::manifest(scenario, QStringLiteral("Mapgen lesson")));
    QVERIFY(!elements.isEmpty());
    QVERIFY(named(elements, QStringLiteral("masteryscore")).isEmpty());
    QCOMPARE(
        named(elements, QStringLiteral("title")).value(0).text, QStringLiteral("Mapgen lesson"));
}

void TestScormPackage::packageHoldsManifestAndLesson()
{
    QVERIFY(WebLessonExporter::available());
    const Scenario scenario = graded();
    QString error;
    const QByteArray bytes = ScormPackage::zip(scenario, QStringLiteral("en"), &error);
    QVERIFY2(!bytes.isEmpty(), qPrintable(error));
    const auto entries = entriesOf(bytes);
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).first, QStringLiteral("imsmanifest.xml"));
    QCOMPARE(entries.at(0).second, ScormPackage::manifest(scenario, WebLessonExporter::untitled()));
    QCOMPARE(entries.at(1).first, QStringLiteral("index.html"));
    const QByteArray page = entries.at(1).second;
    QCOMPARE(
        page, WebLessonExporter::page(scenario, QStringLiteral("en"), WebLessonExporter::Graded));
    // The graded page carries the assignment, the grade it sends when an attempt starts (the
    // core's for nothing done: 0, incomplete) and its one line; the plain web lesson neither.
    const QRegularExpression assignment(QStringLiteral(
        R"re("assignment":\{[^}]*"construct":true[^}]*"startScore":0,"startStatus":"incomplete")re"));
    QVERIFY(assignment.match(QString::fromUtf8(page)).hasMatch());
    QVERIFY(page.contains("Nothing is recorded"));
    const QByteArray plain = WebLessonExporter::page(scenario, QStringLiteral("en"));
    QVERIFY(!plain.contains(R"("assignment":)"));
    QVERIFY(!plain.contains("Nothing is recorded"));
}

void TestScormPackage::sameInputSameBytes()
{
    QString error;
    const QByteArray first = ScormPackage::zip(graded(), QStringLiteral("en"), &error);
    QVERIFY2(!first.isEmpty(), qPrintable(error));
    // No time of the export is written: every entry carries the zip's first time.
    QList<QDateTime> times;
    QCOMPARE(entriesOf(first, &times).size(), 2);
    QCOMPARE(times.size(), 2);
    for (const QDateTime &time : times)
        QCOMPARE(time, QDateTime(QDate(1980, 1, 1), QTime(0, 0)));
    QCOMPARE(ScormPackage::zip(graded(), QStringLiteral("en"), &error), first);
    Scenario other = graded();
    other.assignment.pass = 70;
    QVERIFY(ScormPackage::zip(other, QStringLiteral("en"), &error) != first);
}

void TestScormPackage::cliExportsThePackage()
{
    QTemporaryDir dir;
    const QString scenarioFile = dir.filePath(QStringLiteral("graded.mapgen.json"));
    QString error;
    QVERIFY2(ScenarioFile::write(scenarioFile, graded(), &error), qPrintable(error));
    QStringList packages;
    for (const QString &name : {QStringLiteral("a.zip"), QStringLiteral("b.zip")}) {
        packages.append(dir.filePath(name));
        QProcess cli;
        cli.start(TestData::cli(),
            {QStringLiteral("island"), scenarioFile, QStringLiteral("--export"), packages.last()});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QCOMPARE(cli.readAllStandardOutput(), QByteArray()); // --export alone prints no map
    }
    QFile a(packages.at(0));
    QFile b(packages.at(1));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray bytes = a.readAll();
    QCOMPARE(b.readAll(), bytes);
    QVERIFY(bytes.size() <= 1024 * 1024);
    const auto entries = entriesOf(bytes);
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).first, QStringLiteral("imsmanifest.xml"));
    QVERIFY(entries.at(1).second.contains("\"pass\":80"));
}

QTEST_MAIN(TestScormPackage)
#include "tst_scormpackage.moc"
