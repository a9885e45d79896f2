// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"

#include "settingskeys.h"

#include <QApplication>
#include <QDir>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QWidget>

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
    // Once a run: a file skipped stays skipped until the next start.
    const QStringList problems = m_catalog.problems();
    for (const QString &problem : problems)
        qWarning("%s", qUtf8Printable(problem));
}

LanguageManager *LanguageManager::instance()
{
    static LanguageManager *manager = nullptr;
    if (!manager) {
        manager = new LanguageManager(QCoreApplication::instance());
        // A test may make more than one application in turn.
        connect(manager, &QObject::destroyed, [] { manager = nullptr; });
    }
    return manager;
}

QString LanguageManager::languageName(const QString &language) const
{
    //: The name of the language of this translation, written in that language ("Deutsch",
    //: "Español"): the Language menu lists every language under its own name.
    static const char *const OwnName = QT_TRANSLATE_NOOP("LanguageMenu", "English");
    QTranslator translator;
    if (m_catalog.load(&translator, language)) {
        const QString name = translator.translate("LanguageMenu", OwnName);
        if (!name.isEmpty())
            return name;
    }
    // A language QLocale does not know reads as the C locale's, which has no name.
    const QLocale locale(language);
    if (locale.language() != QLocale::C && !locale.nativeLanguageName().isEmpty()) {
        const QString name = locale.nativeLanguageName();
        return locale.toUpper(name.left(1)) + name.mid(1); // "Italiano", as a menu item
    }
    return language;
}

QLocale LanguageManager::locale() const
{
    return m_language.isEmpty() ? QLocale::system() : QLocale(m_language);
}

void LanguageManager::setLanguage(const QString &language)
{
    QSettings().setValue(SettingsKeys::Language, language);
    if (language == m_language)
        return;
    install(language);
}

void LanguageManager::applySavedLanguage()
{
    QString language = QSettings().value(SettingsKeys::Language).toString();
    // A language that is no longer shipped falls back to the system's.
    if (!language.isEmpty() && language != QLatin1String("en")
        && !availableLanguages().contains(language))
        language.clear();
    install(language);
}

void LanguageManager::install(const QString &language)
{
    m_language = language;
    const QLocale locale = this->locale();

    // Numbers (QLocale().toString(), spin boxes) follow the language as well.
    QLocale::setDefault(locale);
    const QWidgetList windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows)
        window->unsetLocale();

    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    // Qt's catalogue first, the workbench's after it: the last installed is asked first, so
    // the workbench's key names ("QShortcut" context) win where Qt's are wrong.
    if (m_qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qtTranslator);
    // The locale's UI languages are tried in turn ("de_AT", "de", ...), so a system in
    // Austrian German finds mapgen_de.qm. A language without a file reads the English
    // source text, so it gets the English plural forms too ("1 step", not "1 step(s)").
    QString shipped = m_catalog.languageFor(locale);
    if (shipped.isEmpty())
        shipped = QStringLiteral("en");
    if (m_catalog.load(&m_appTranslator, shipped)) {
        // A translator sees that their own file is the one read.
        const QString file = m_catalog.fileFor(shipped);
        if (file.startsWith(TranslationCatalog::userDirectory()))
            qInfo("Translation %s", qUtf8Printable(QDir::toNativeSeparators(file)));
        QCoreApplication::installTranslator(&m_appTranslator);
    }
    // Arabic mirrors the whole window. Qt reads the direction from the "QT_LAYOUT_DIRECTION"
    // message of qtbase_<lang>.qm, which a machine without Qt's translations lacks; the
    // direction of the language the workbench actually reads (English when the system's is
    // not shipped) says the same and needs no file. Setting it also keeps the next
    // LanguageChange from overriding it.
    const QLocale shown(
        m_appTranslator.isEmpty() ? QStringLiteral("en") : m_appTranslator.language());
    QGuiApplication::setLayoutDirection(shown.textDirection());
    emit languageChanged(language);
}
