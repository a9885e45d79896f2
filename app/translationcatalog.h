// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
// A file that is not a translation, holds no message, or is written for another language
// than its name says is skipped with a warning in the log. Qt Core only: the CLI, whose
// PDF handouts are written in --language, reads the same files as the workbench.
class TranslationCatalog
{
public:
    // The folders of the workbench, in the order above.
    static QStringList defaultDirectories();
    static QString userDirectory();
    static QString installedDirectory();
    static QString embeddedDirectory();

    explicit TranslationCatalog(const QStringList &directories = defaultDirectories());

    // Every language with a file besides English (the source language, whose file holds
    // the plural forms only), as locale names ("de", "pt_BR"), sorted.
    QStringList languages() const;
    // The file that wins for a language ("" if none), and the one for a locale, tried in
    // its UI languages' order ("de-AT", then "de"), as QTranslator::load(QLocale) would.
    QString fileFor(const QString &language) const;
    QString fileFor(const QLocale &locale) const;

private:
    QMap<QString, QString> m_files; // language -> file
};
