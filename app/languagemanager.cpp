#include "languagemanager.h"

#include "settingskeys.h"

#include <QApplication>
#include <QDir>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QWidget>

namespace {

const QString TranslationsResource = QStringLiteral(":/i18n");

} // namespace

LanguageManager::LanguageManager(QObject *parent) : QObject(parent) { }

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

QStringList LanguageManager::shippedLanguages()
{
    QStringList languages;
    const QStringList files = QDir(TranslationsResource).entryList({QStringLiteral("mapgen_*.qm")}, QDir::Files);
    for (const QString &file : files) {
        const QString language = file.mid(7, file.size() - 7 - 3); // "mapgen_" ... ".qm"
        // English is the source language; its file holds the plural forms only.
        if (language != QLatin1String("en"))
            languages.append(language);
    }
    languages.sort();
    return languages;
}

QString LanguageManager::languageName(const QString &language)
{
    //: The name of the language of this translation, written in that language ("Deutsch",
    //: "Español"): the Language menu lists every language under its own name.
    static const char *const OwnName = QT_TRANSLATE_NOOP("LanguageMenu", "English");
    QTranslator translator;
    if (translator.load(QStringLiteral("mapgen_") + language, TranslationsResource)) {
        const QString name = translator.translate("LanguageMenu", OwnName);
        if (!name.isEmpty())
            return name;
    }
    return QLocale(language).nativeLanguageName();
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
    if (!language.isEmpty() && language != QLatin1String("en") && !shippedLanguages().contains(language))
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
    // QTranslator::load(QLocale, ...) tries the locale's UI languages in turn ("de_DE",
    // "de", ...), so a system in Austrian German finds mapgen_de.qm.
    // A language that is not shipped reads the English source text, so it gets the
    // English plural forms too ("1 step", not "1 step(s)").
    // Qt's catalogue first, the workbench's after it: the last installed is asked first, so
    // the workbench's key names ("QShortcut" context) win where Qt's are wrong.
    if (m_qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qtTranslator);
    if (m_appTranslator.load(locale, QStringLiteral("mapgen"), QStringLiteral("_"), TranslationsResource)
        || m_appTranslator.load(QStringLiteral("mapgen_en"), TranslationsResource))
        QCoreApplication::installTranslator(&m_appTranslator);
    // Arabic mirrors the whole window. Qt reads the direction from the "QT_LAYOUT_DIRECTION"
    // message of qtbase_<lang>.qm, which a machine without Qt's translations lacks; the
    // direction of the language the workbench actually reads (English when the system's is
    // not shipped) says the same and needs no file. Setting it also keeps the next
    // LanguageChange from overriding it.
    const QLocale shown(m_appTranslator.isEmpty() ? QStringLiteral("en") : m_appTranslator.language());
    QGuiApplication::setLayoutDirection(shown.textDirection());
    emit languageChanged(language);
}
