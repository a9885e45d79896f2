// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "translationcatalog.h"

#include <QLocale>
#include <QObject>
#include <QStringList>
#include <QTranslator>

// Owns the workbench's translators and switches the language at runtime. Installing or
// removing a translator makes Qt send LanguageChange to every widget, whose
// retranslateUi() then redraws menus, docks, controls, the lesson and the log's lines.
//
// Two translators: the workbench's own (mapgen_<lang>.qm; for English the plural forms
// only) and Qt's (qtbase_<lang>.qm from Qt's translations directory), so that standard
// dialogs and buttons follow the language too. The workbench's files are those of
// TranslationCatalog (the user's folder, the installed one, then the embedded files),
// looked up and checked once, when the manager is made (which logs each file skipped, and
// why): a file dropped in while the program runs shows at the next start.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    // The one instance, a child of the application, made on first use.
    static LanguageManager *instance();

    // The languages besides English, embedded or installed, as locale names ("de", "es"),
    // sorted.
    QStringList availableLanguages() const { return m_catalog.languages(); }
    // A language's name in that language ("Deutsch"), as its translator wrote it, else as
    // QLocale knows it, else its code.
    QString languageName(const QString &language) const;

    // "" when following the system, else "en" or one of availableLanguages().
    QString language() const { return m_language; }
    // The locale in effect (the system's when following the system).
    QLocale locale() const;

    // Switches to the language ("" for the system's) and remembers the choice in QSettings.
    void setLanguage(const QString &language);
    // Applies the remembered choice; called at start, before the main window is built.
    void applySavedLanguage();

signals:
    void languageChanged(const QString &language);

private:
    explicit LanguageManager(QObject *parent);
    void install(const QString &language);

    // Before the translators, which read its bytes: destroyed after them.
    TranslationCatalog m_catalog;
    QString m_language;
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
};
