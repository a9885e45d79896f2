// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationcatalog.h"

#include <QCoreApplication>
#include <QDir>
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

// Why a file cannot be used ("" when it can).
QString problemOf(const QString &file, const QString &language)
{
    QTranslator translator;
    if (!translator.load(file))
        return QStringLiteral("not a Qt translation file (.qm)");
    if (translator.isEmpty())
        return QStringLiteral("it holds no message");
    const QString written = translator.language();
    if (!written.isEmpty() && primaryLanguage(written) != primaryLanguage(language))
        return QStringLiteral("it is a translation into \"%1\", not \"%2\"").arg(written, language);
    return QString();
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
            if (const QString problem = problemOf(file, language); !problem.isEmpty()) {
                qWarning("Translation %s skipped: %s",
                    qUtf8Printable(QDir::toNativeSeparators(file)), qUtf8Printable(problem));
                continue;
            }
            m_files.insert(language, file);
        }
    }
}

QStringList TranslationCatalog::languages() const
{
    QStringList languages = m_files.keys();
    languages.removeOne(QStringLiteral("en"));
    return languages; // a QMap's keys are sorted
}

QString TranslationCatalog::fileFor(const QString &language) const
{
    return m_files.value(language);
}

QString TranslationCatalog::fileFor(const QLocale &locale) const
{
    const QStringList uiLanguages = locale.uiLanguages();
    for (QString name : uiLanguages) {
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        // "zh_Hant_TW", then "zh_Hant", then "zh", as QTranslator does.
        for (;;) {
            for (const QString &candidate : {name, name.toLower()}) {
                if (m_files.contains(candidate))
                    return m_files.value(candidate);
            }
            const qsizetype cut = name.lastIndexOf(QLatin1Char('_'));
            if (cut <= 0)
                break;
            name.truncate(cut);
        }
    }
    return QString();
}
