// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "translationcatalog.h"

#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

// A translator releases mapgen_<lang>.qm from Qt Linguist and drops it into their own
// folder (or a package installs it beside the program): at the next start the workbench
// offers the language, or reads the file instead of the built-in one; a file that is no
// translation is skipped with a warning, never a crash.
class TestTranslationLoading : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void userFolderIsTheWorkbenchsAppData();
    void newLanguageAppearsUnderItsOwnName();
    void userFileOverridesTheEmbeddedOne();
    void userFileOverridesTheInstalledOne();
    void badFilesAreSkippedWithAWarning();
    void cliTakesEveryLanguage();

private:
    // Compiles a .ts of `language` holding `messages` (context, source, translation) with
    // lrelease into `directory`/mapgen_<name>.qm (name defaults to the language).
    void release(const QString &directory, const QString &language,
        const QList<QStringList> &messages, const QString &name = QString());
    // A fresh manager, which looks the files up again, as a restart does.
    static void restart();
    static QString languageMenuTitle(MainWindow &window);

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_work;
};

void TestTranslationLoading::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QVERIFY(m_work.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    // ~/.qttest/share instead of the tester's own ~/.local/share.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen"));
    QCoreApplication::setApplicationName(QStringLiteral("mapgen-workbench"));
}

void TestTranslationLoading::init()
{
    QSettings().clear();
    QDir(TranslationCatalog::userDirectory()).removeRecursively();
    QDir(TranslationCatalog::installedDirectory()).removeRecursively();
    restart();
}

void TestTranslationLoading::cleanup()
{
    QDir(TranslationCatalog::userDirectory()).removeRecursively();
    // The test's <bin>/../share/mapgen-workbench, in the build tree.
    QDir(TranslationCatalog::installedDirectory() + QStringLiteral("/..")).removeRecursively();
    restart();
}

void TestTranslationLoading::release(const QString &directory, const QString &language,
    const QList<QStringList> &messages, const QString &name)
{
    QString ts = QStringLiteral("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n"
                                "<TS version=\"2.1\" language=\"%1\">\n")
                     .arg(language);
    for (const QStringList &message : messages) {
        ts += QStringLiteral("<context><name>%1</name><message><source>%2</source>"
                             "<translation>%3</translation></message></context>\n")
                  .arg(message.at(0), message.at(1).toHtmlEscaped(), message.at(2).toHtmlEscaped());
    }
    ts += QStringLiteral("</TS>\n");
    const QString base = QStringLiteral("mapgen_") + (name.isEmpty() ? language : name);
    const QString tsFile = m_work.filePath(base + QStringLiteral(".ts"));
    QFile file(tsFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(ts.toUtf8());
    file.close();
    QVERIFY(QDir().mkpath(directory));
    QProcess lrelease;
    lrelease.start(QStringLiteral(MAPGEN_LRELEASE),
        {QStringLiteral("-silent"), tsFile, QStringLiteral("-qm"),
            directory + QLatin1Char('/') + base + QStringLiteral(".qm")});
    QVERIFY(lrelease.waitForFinished(30000));
    QVERIFY2(lrelease.exitCode() == 0, lrelease.readAllStandardError().constData());
}

void TestTranslationLoading::restart()
{
    delete LanguageManager::instance();
    LanguageManager::instance()->applySavedLanguage();
}

QString TestTranslationLoading::languageMenuTitle(MainWindow &window)
{
    return window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"))->title();
}

void TestTranslationLoading::userFolderIsTheWorkbenchsAppData()
{
    // The CLI, named "mapgen", reads the workbench's folder: the same path, spelled out.
    QCOMPARE(TranslationCatalog::userDirectory(),
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
            + QStringLiteral("/translations"));
    QCOMPARE(TranslationCatalog::installedDirectory(),
        QDir::cleanPath(QCoreApplication::applicationDirPath()
            + QStringLiteral("/../share/mapgen-workbench/translations")));
}

void TestTranslationLoading::newLanguageAppearsUnderItsOwnName()
{
    // Italian is not shipped; its translator has done the Language menu's title so far.
    release(TranslationCatalog::userDirectory(), QStringLiteral("it"),
        {{QStringLiteral("LanguageMenu"), QStringLiteral("&Language"), QStringLiteral("&Lingua")}});
    QVERIFY(!LanguageManager::instance()->availableLanguages().contains(QStringLiteral("it")));
    restart();
    QVERIFY(LanguageManager::instance()->availableLanguages().contains(QStringLiteral("it")));

    MainWindow window;
    QAction *italian = window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"))
                           ->actionFor(QStringLiteral("it"));
    QVERIFY(italian);
    QCOMPARE(italian->text(), QStringLiteral("Italiano"));
    QCOMPARE(languageMenuTitle(window), QStringLiteral("&Language"));
    italian->trigger();
    QCoreApplication::sendPostedEvents();
    QCOMPARE(languageMenuTitle(window), QStringLiteral("&Lingua"));
    // Remembered, and found again at the next start.
    restart();
    QCOMPARE(LanguageManager::instance()->language(), QStringLiteral("it"));
}

void TestTranslationLoading::userFileOverridesTheEmbeddedOne()
{
    LanguageManager::instance()->setLanguage(QStringLiteral("de"));
    {
        MainWindow window;
        QCOMPARE(languageMenuTitle(window), QStringLiteral("&Sprache"));
    }
    release(TranslationCatalog::userDirectory(), QStringLiteral("de"),
        {{QStringLiteral("LanguageMenu"), QStringLiteral("&Language"),
             QStringLiteral("Sp&rache (neu)")},
            {QStringLiteral("LanguageMenu"), QStringLiteral("English"),
                QStringLiteral("Deutsch (neu)")}});
    restart();
    MainWindow window;
    QCOMPARE(languageMenuTitle(window), QStringLiteral("Sp&rache (neu)"));
    QCOMPARE(window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"))
                 ->actionFor(QStringLiteral("de"))
                 ->text(),
        QStringLiteral("Deutsch (neu)"));
}

void TestTranslationLoading::userFileOverridesTheInstalledOne()
{
    // Dutch, as a package would install it, and a translator's newer file.
    release(TranslationCatalog::installedDirectory(), QStringLiteral("nl"),
        {{QStringLiteral("LanguageMenu"), QStringLiteral("&Language"), QStringLiteral("&Taal")}});
    restart();
    LanguageManager::instance()->setLanguage(QStringLiteral("nl"));
    {
        MainWindow window;
        QCOMPARE(window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"))
                     ->actionFor(QStringLiteral("nl"))
                     ->text(),
            QStringLiteral("Nederlands"));
        QCOMPARE(languageMenuTitle(window), QStringLiteral("&Taal"));
    }
    release(TranslationCatalog::userDirectory(), QStringLiteral("nl"),
        {{QStringLiteral("LanguageMenu"), QStringLiteral("&Language"), QStringLiteral("T&aal")}});
    restart();
    MainWindow window;
    QCOMPARE(languageMenuTitle(window), QStringLiteral("T&aal"));
}

void TestTranslationLoading::badFilesAreSkippedWithAWarning()
{
    const QString user = TranslationCatalog::userDirectory();
    QVERIFY(QDir().mkpath(user));
    // Not a .qm at all.
    QFile broken(user + QStringLiteral("/mapgen_sv.qm"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("Svenska, men inte en .qm-fil\n");
    broken.close();
    // A French file saved under the name of the shipped Polish one: the Polish one stays.
    release(user, QStringLiteral("fr"),
        {{QStringLiteral("LanguageMenu"), QStringLiteral("&Language"),
            QStringLiteral("&Langue (copie)")}},
        QStringLiteral("pl"));
    // A file with no message (released from an untranslated .ts).
    release(user, QStringLiteral("fi"), {});

    QTest::ignoreMessage(
        QtWarningMsg, QRegularExpression(QStringLiteral("mapgen_fi\\.qm skipped: ")));
    QTest::ignoreMessage(QtWarningMsg,
        QRegularExpression(
            QStringLiteral("mapgen_pl\\.qm skipped: it is a translation into \"fr\"")));
    QTest::ignoreMessage(QtWarningMsg,
        QRegularExpression(QStringLiteral("mapgen_sv\\.qm skipped: not a Qt translation file")));
    restart();
    const QStringList languages = LanguageManager::instance()->availableLanguages();
    QVERIFY(!languages.contains(QStringLiteral("sv")));
    QVERIFY(!languages.contains(QStringLiteral("fi")));
    LanguageManager::instance()->setLanguage(QStringLiteral("pl"));
    MainWindow window;
    QCOMPARE(languageMenuTitle(window), QStringLiteral("&Język"));
}

void TestTranslationLoading::cliTakesEveryLanguage()
{
    // The CLI reads $XDG_DATA_HOME/mapgen/mapgen-workbench/translations.
    QTemporaryDir home;
    QVERIFY(home.isValid());
    release(home.path() + QStringLiteral("/mapgen/mapgen-workbench/translations"),
        QStringLiteral("it"),
        {{QStringLiteral("LanguageMenu"), QStringLiteral("English"), QStringLiteral("Italiano")}});
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    auto run = [&environment](const QStringList &arguments) {
        QProcess cli;
        cli.setProcessEnvironment(environment);
        cli.start(QStringLiteral(MAPGEN_CLI_PATH), arguments);
        cli.waitForFinished(60000);
        return std::make_pair(cli.exitCode(),
            QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError()));
    };
    const auto help = run({QStringLiteral("--help")});
    QCOMPARE(help.first, 0);
    const QString simplified = help.second.simplified();
    QVERIFY2(simplified.contains(QLatin1String("one of en, ar, de, es, fr, it, pl (default en)")),
        qPrintable(help.second));

    const QString scenario = QFINDTESTDATA("data/island-6a-basic.json");
    QVERIFY(!scenario.isEmpty());
    const QString pdf = home.filePath(QStringLiteral("handout.pdf"));
    const auto italian = run({QStringLiteral("island"), scenario, QStringLiteral("--export"), pdf,
        QStringLiteral("--language"), QStringLiteral("it")});
    QVERIFY2(italian.first == 0, qPrintable(italian.second));
    QVERIFY(QFileInfo(pdf).size() > 0);

    const auto unknown = run({QStringLiteral("island"), scenario, QStringLiteral("--export"), pdf,
        QStringLiteral("--language"), QStringLiteral("sv")});
    QCOMPARE(unknown.first, 2);
    QVERIFY2(
        unknown.second.contains(QLatin1String(
            "--language: no translation for \"sv\"; expected one of en, ar, de, es, fr, it, pl")),
        qPrintable(unknown.second));
}

QTEST_MAIN(TestTranslationLoading)
#include "tst_translationloading.moc"
