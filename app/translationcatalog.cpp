// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationcatalog.h"

#include "qmfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QStandardPaths>
#include <QTranslator>
#include <QtEndian>

namespace {

const QString Prefix = QStringLiteral("mapgen_");
const QString Suffix = QStringLiteral(".qm");

// "de" of "de_DE", "de-AT" or "DE".
QString primaryLanguage(const QString &name)
{
    return name.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0).toLower();
}

// A message's key: its context, then its hash.
QByteArray keyOf(const QmFile::Message &message)
{
    QByteArray key = message.context;
    key.append('\0');
    const quint32 hash = qToBigEndian(message.hash);
    key.append(reinterpret_cast<const char *>(&hash), sizeof hash);
    return key;
}

// The messages of the program's own translations, those embedded: what a file from
// outside must mostly translate. Read once, the first time a catalog asks.
struct ProgramMessages
{
    QSet<QByteArray> keys;
    QSet<quint32> hashes; // for a file whose records name no context
};

const ProgramMessages &programMessages()
{
    static const ProgramMessages program = [] {
        ProgramMessages messages;
        const QDir dir(TranslationCatalog::embeddedDirectory());
        const QStringList names = dir.entryList({Prefix + QLatin1Char('*') + Suffix}, QDir::Files);
        for (const QString &name : names) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QmFile qm(file.readAll());
            for (const QmFile::Message &message : qm.messages()) {
                messages.keys.insert(keyOf(message));
                messages.hashes.insert(message.hash);
            }
        }
        return messages;
    }();
    return program;
}

// How many of `messages` are the program's.
qsizetype programsAmong(const QList<QmFile::Message> &messages)
{
    const ProgramMessages &program = programMessages();
    qsizetype count = 0;
    for (const QmFile::Message &message : messages) {
        if (message.context.isEmpty() ? program.hashes.contains(message.hash)
                                      : program.keys.contains(keyOf(message)))
            ++count;
    }
    return count;
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
    // Without embedded translations to compare with, as in a library's test, no file is
    // another program's.
    const qsizetype ours = programsAmong(qm.messages());
    if (!programMessages().keys.isEmpty() && ours * 10 < qm.messages().size())
        return QStringLiteral("another program's translation: only %1 of its %2 messages are this "
                              "program's")
            .arg(ours)
            .arg(qm.messages().size());
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
