// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationcatalog.h"

#include "qmfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTranslator>

namespace {

const QString Prefix = QStringLiteral("mapgen_");
const QString Suffix = QStringLiteral(".qm");

// "de" of "de_DE", "de-AT" or "DE".
QString primaryLanguage(const QString &name)
{
    return name.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0).toLower();
}

} // namespace

QStringList TranslationCatalog::defaultDirectories()
{
    return {userDirectory(), installedDirectory(), embeddedDirectory()};
}

QString TranslationCatalog::userDirectory()
{
    // The workbench's AppLocalDataLocation, spelled out so that the CLI (another
    // application name) reads the same folder.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/mapgen/mapgen-workbench/translations");
}

QString TranslationCatalog::installedDirectory()
{
    // Relative to the program, so that a package installed under /usr and a build
    // installed under any prefix both find their files.
    return QDir::cleanPath(QCoreApplication::applicationDirPath()
        + QStringLiteral("/../share/mapgen-workbench/translations"));
}

QString TranslationCatalog::embeddedDirectory()
{
    return QStringLiteral(":/i18n");
}

TranslationCatalog::TranslationCatalog(const QStringList &directories)
{
    for (const QString &directory : directories) {
        const QDir dir(directory);
        const QStringList names
            = dir.entryList({Prefix + QLatin1Char('*') + Suffix}, QDir::Files | QDir::Readable);
        for (const QString &name : names) {
            const QString language
                = name.mid(Prefix.size(), name.size() - Prefix.size() - Suffix.size());
            if (language.isEmpty() || m_files.contains(language))
                continue;
            const QString file = dir.filePath(name);
            QByteArray data;
            if (const QString problem = problemOf(file, language, &data); !problem.isEmpty()) {
                m_problems.append(QStringLiteral("Translation %1 skipped: %2")
                                      .arg(QDir::toNativeSeparators(file), problem));
                continue;
            }
            m_files.insert(language, {file, data});
        }
    }
}

// Why a file cannot be used ("" when it can); the bytes to load go to `data`.
QString TranslationCatalog::problemOf(
    const QString &file, const QString &language, QByteArray *data) const
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return QStringLiteral("it cannot be read: %1").arg(in.errorString());
    *data = in.read(MaxFileBytes + 1);
    if (data->size() > MaxFileBytes)
        return QStringLiteral("it is larger than %1 MiB, more than any translation")
            .arg(MaxFileBytes / (1024 * 1024));
    const QmFile qm(*data);
    if (!qm.problem().isEmpty())
        return qm.problem();
    *data = qm.loadable();
    QTranslator translator;
    if (!translator.load(reinterpret_cast<const uchar *>(data->constData()), int(data->size())))
        return QStringLiteral("damaged: Qt cannot read it (its plural rules)");
    if (translator.isEmpty() || qm.messages().isEmpty())
        return QStringLiteral("it holds no message");
    const QString written = translator.language();
    if (!written.isEmpty() && primaryLanguage(written) != primaryLanguage(language))
        return QStringLiteral("it is a translation into \"%1\", not \"%2\"").arg(written, language);
    return QString();
}

QStringList TranslationCatalog::languages() const
{
    QStringList languages = m_files.keys();
    languages.removeOne(QStringLiteral("en"));
    return languages; // a QMap's keys are sorted
}

QString TranslationCatalog::fileFor(const QString &language) const
{
    return m_files.value(language).file;
}

QString TranslationCatalog::languageFor(const QLocale &locale) const
{
    const QStringList uiLanguages = locale.uiLanguages();
    for (QString name : uiLanguages) {
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        // "zh_Hant_TW", then "zh_Hant", then "zh", as QTranslator does.
        for (;;) {
            for (const QString &candidate : {name, name.toLower()}) {
                if (m_files.contains(candidate))
                    return candidate;
            }
            const qsizetype cut = name.lastIndexOf(QLatin1Char('_'));
            if (cut <= 0)
                break;
            name.truncate(cut);
        }
    }
    return QString();
}

bool TranslationCatalog::load(QTranslator *translator, const QString &language) const
{
    const auto found = m_files.constFind(language);
    if (found == m_files.cend())
        return translator->load(
            static_cast<const uchar *>(nullptr), 0); // empties it, as loading a missing file does
    // Not a copy: QTranslator keeps the pointer.
    const QByteArray &data = found->data;
    return translator->load(reinterpret_cast<const uchar *>(data.constData()), int(data.size()));
}
