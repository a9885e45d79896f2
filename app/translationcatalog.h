// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QLocale>
#include <QMap>
#include <QString>
#include <QStringList>

class QTranslator;

// The workbench's translations, mapgen_<lang>.qm, found in three places; for a language in
// more than one the first wins:
//   1. the user's folder, <AppLocalDataLocation of the workbench>/translations
//      (~/.local/share/mapgen/mapgen-workbench/translations on Linux), where a translator
//      drops a file released from Qt Linguist;
//   2. the installed data folder, <bin>/../share/mapgen-workbench/translations;
//   3. the files embedded in the program under :/i18n.
// A file is read once, whole, and checked (QmFile) before Qt sees it; Qt then reads the
// checked bytes, never the file again. A file is skipped, with a line in problems(), when
// it is not a translation or is damaged (a length that runs past its block, which would
// make QTranslator read past the file), holds no message, is written for another language
// than its name says, or is another program's translation (Qt's qtbase_de.qm renamed):
// fewer than one in ten of its messages are messages of the program's own translations.
// Qt Core only: the CLI, whose PDF handouts are written in --language, reads the same
// files as the workbench.
class TranslationCatalog
{
public:
    // Larger than any translation: a file beyond this is not read at all.
    static constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;

    // The folders of the workbench, in the order above.
    static QStringList defaultDirectories();
    static QString userDirectory();
    static QString installedDirectory();
    static QString embeddedDirectory();

    explicit TranslationCatalog(const QStringList &directories = defaultDirectories());

    // Every language with a file besides English (the source language, whose file holds
    // the plural forms only), as locale names ("de", "pt_BR"), sorted.
    QStringList languages() const;
    // The file that wins for a language ("" if none).
    QString fileFor(const QString &language) const;
    // The language of a locale ("" if none), tried in its UI languages' order ("de-AT",
    // then "de"), as QTranslator::load(QLocale) would.
    QString languageFor(const QLocale &locale) const;
    // Loads the language's checked bytes into `translator` (emptying it when there is no
    // such language). The translator reads the catalog's copy: the catalog must outlive it
    // or its next load().
    bool load(QTranslator *translator, const QString &language) const;

    // Every file skipped and why, a line each: "Translation <file> skipped: <why>". The
    // catalog writes nothing itself; the workbench logs them once at start, the CLI when a
    // command reads a translation.
    QStringList problems() const { return m_problems; }

private:
    struct Translation
    {
        QString file;
        QByteArray data;
    };

    QString problemOf(const QString &file, const QString &language, QByteArray *data) const;

    QMap<QString, Translation> m_files; // language -> file
    QStringList m_problems;
};
