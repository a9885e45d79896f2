// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scormpackage.h"

#include "atomicfile.h"
#include "scenariofile.h"
#include "weblessonexporter.h"

#include <QXmlStreamWriter>

#include <zip.h>

#include <memory>

namespace {

// 1980-01-01 00:00, the first time a zip entry can carry (MS-DOS date and time), for every
// entry: the same input gives the same bytes, whenever and wherever it is exported.
constexpr zip_uint16_t FixedDosDate = (0 << 9) | (1 << 5) | 1;
constexpr zip_uint16_t FixedDosTime = 0;
// A regular file, rw-r--r--, as unzip restores it.
constexpr zip_uint32_t FileAttributes = (0100644u) << 16;

struct ZipSourceFree
{
    void operator()(zip_source_t *source) const { zip_source_free(source); }
};
using ZipSource = std::unique_ptr<zip_source_t, ZipSourceFree>;

QString zipError(zip_error_t *error)
{
    return QString::fromLocal8Bit(zip_error_strerror(error));
}

// Adds `data` as `name`, deflated, with the fixed time and attributes.
bool addEntry(zip_t *archive, const char *name, const QByteArray &data, QString *error)
{
    // libzip reads the buffer when the archive is closed: it stays in the caller's hands.
    zip_source_t *source
        = zip_source_buffer(archive, data.constData(), zip_uint64_t(data.size()), 0);
    if (!source) {
        *error = zipError(zip_get_error(archive));
        return false;
    }
    const zip_int64_t index = zip_file_add(archive, name, source, ZIP_FL_ENC_UTF_8);
    if (index < 0) {
        zip_source_free(source);
        *error = zipError(zip_get_error(archive));
        return false;
    }
    const auto entry = zip_uint64_t(index);
    if (zip_set_file_compression(archive, entry, ZIP_CM_DEFLATE, 9) != 0
        || zip_file_set_dostime(archive, entry, FixedDosTime, FixedDosDate, 0) != 0
        || zip_file_set_external_attributes(archive, entry, 0, ZIP_OPSYS_UNIX, FileAttributes)
            != 0) {
        *error = zipError(zip_get_error(archive));
        return false;
    }
    return true;
}

} // namespace

QByteArray ScormPackage::manifest(const Scenario &scenario, const QString &fallbackTitle)
{
    const QString title = scenario.title.isEmpty() ? fallbackTitle : scenario.title;
    const QString cp = QStringLiteral("http://www.imsproject.org/xsd/imscp_rootv1p1p2");
    const QString adlcp = QStringLiteral("http://www.adlnet.org/xsd/adlcp_rootv1p2");
    QByteArray xml;
    QXmlStreamWriter writer(&xml);
    writer.setAutoFormatting(true);
    writer.setAutoFormattingIndent(2);
    writer.writeStartDocument();
    writer.writeDefaultNamespace(cp);
    writer.writeNamespace(adlcp, QStringLiteral("adlcp"));
    writer.writeStartElement(cp, QStringLiteral("manifest"));
    writer.writeAttribute(QStringLiteral("identifier"), QStringLiteral("mapgen-lesson"));
    writer.writeAttribute(QStringLiteral("version"), QStringLiteral("1.0"));
    writer.writeStartElement(cp, QStringLiteral("metadata"));
    writer.writeTextElement(cp, QStringLiteral("schema"), QStringLiteral("ADL SCORM"));
    writer.writeTextElement(cp, QStringLiteral("schemaversion"), QStringLiteral("1.2"));
    writer.writeEndElement(); // metadata
    writer.writeStartElement(cp, QStringLiteral("organizations"));
    writer.writeAttribute(QStringLiteral("default"), QStringLiteral("mapgen-organization"));
    writer.writeStartElement(cp, QStringLiteral("organization"));
    writer.writeAttribute(QStringLiteral("identifier"), QStringLiteral("mapgen-organization"));
    writer.writeTextElement(cp, QStringLiteral("title"), title);
    writer.writeStartElement(cp, QStringLiteral("item"));
    writer.writeAttribute(QStringLiteral("identifier"), QStringLiteral("mapgen-item"));
    writer.writeAttribute(QStringLiteral("identifierref"), QStringLiteral("mapgen-resource"));
    writer.writeAttribute(QStringLiteral("isvisible"), QStringLiteral("true"));
    writer.writeTextElement(cp, QStringLiteral("title"), title);
    if (scenario.assignment.pass)
        writer.writeTextElement(
            adlcp, QStringLiteral("masteryscore"), QString::number(*scenario.assignment.pass));
    writer.writeEndElement(); // item
    writer.writeEndElement(); // organization
    writer.writeEndElement(); // organizations
    writer.writeStartElement(cp, QStringLiteral("resources"));
    writer.writeStartElement(cp, QStringLiteral("resource"));
    writer.writeAttribute(QStringLiteral("identifier"), QStringLiteral("mapgen-resource"));
    writer.writeAttribute(QStringLiteral("type"), QStringLiteral("webcontent"));
    writer.writeAttribute(adlcp, QStringLiteral("scormtype"), QStringLiteral("sco"));
    writer.writeAttribute(QStringLiteral("href"), QString::fromLatin1(PageName));
    writer.writeEmptyElement(cp, QStringLiteral("file"));
    writer.writeAttribute(QStringLiteral("href"), QString::fromLatin1(PageName));
    writer.writeEndElement(); // resource
    writer.writeEndElement(); // resources
    writer.writeEndElement(); // manifest
    writer.writeEndDocument();
    return xml;
}

QByteArray ScormPackage::zip(const Scenario &scenario, const QString &language, QString *error)
{
    QString reason;
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return QByteArray();
    };
    if (!WebLessonExporter::available())
        return fail(tr("this build of mapgen has no web lesson player (built without emscripten)"));
    const QByteArray page = WebLessonExporter::page(scenario, language, WebLessonExporter::Graded);
    const QByteArray xml = manifest(scenario, WebLessonExporter::untitled());

    // The archive is made in memory: a buffer source that libzip rewrites when it closes.
    zip_error_t zerror;
    zip_error_init(&zerror);
    ZipSource buffer(zip_source_buffer_create(nullptr, 0, 0, &zerror));
    if (!buffer)
        return fail(zipError(&zerror));
    zip_source_keep(buffer.get()); // kept past zip_close, to be read back
    zip_t *archive = zip_open_from_source(buffer.get(), ZIP_TRUNCATE, &zerror);
    if (!archive) {
        zip_source_free(buffer.get()); // the reference zip_open_from_source did not take
        return fail(zipError(&zerror));
    }
    // The manifest first, as platforms and people look for it; then the page.
    if (!addEntry(archive, ManifestName, xml, &reason)
        || !addEntry(archive, PageName, page, &reason)) {
        zip_discard(archive);
        return fail(reason);
    }
    if (zip_close(archive) != 0) {
        reason = zipError(zip_get_error(archive));
        zip_discard(archive);
        return fail(reason);
    }

    zip_stat_t stat;
    if (zip_source_stat(buffer.get(), &stat) != 0 || !(stat.valid & ZIP_STAT_SIZE)
        || zip_source_open(buffer.get()) != 0)
        return fail(zipError(zip_source_error(buffer.get())));
    QByteArray bytes(qsizetype(stat.size), Qt::Uninitialized);
    const zip_int64_t read = zip_source_read(buffer.get(), bytes.data(), stat.size);
    zip_source_close(buffer.get());
    if (read != zip_int64_t(stat.size))
        return fail(zipError(zip_source_error(buffer.get())));
    return bytes;
}

bool ScormPackage::write(
    const Scenario &scenario, const QString &language, const QString &fileName, QString *error)
{
    QString reason;
    const QByteArray bytes = zip(scenario, language, &reason);
    if (bytes.isEmpty()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(ScenarioFile::printable(fileName), reason);
        return false;
    }
    return AtomicFile::write(fileName, bytes, error);
}
