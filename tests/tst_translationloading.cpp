// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "splitmix64.h"
#include "translationcatalog.h"

#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtEndian>
#include <QtTest>

// A translator releases mapgen_<lang>.qm from Qt Linguist and drops it into their own
// folder (or a package installs it beside the program): at the next start the workbench
// offers the language, or reads the file instead of the built-in one; a file that is no
// translation is skipped with a warning, never a crash.
namespace {

// A message of the program, as a .ts file has it.
struct Message
{
    QByteArray context;
    QByteArray source;
    QByteArray comment;
    bool numerus = false;
};

// What happened to a file dropped into the user's folder: taken, or skipped with these
// lines.
struct Probe
{
    bool accepted = false;
    QStringList problems;
};

// A run of the CLI.
struct CliRun
{
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QString out;
    QString err;
};

// Where a .qm file's 32-bit lengths (and the hash table's offsets) are, and where its
// blocks end, read as qtranslator.cpp documents the format: written here from the format,
// not through the program's own checker.
struct QmLayout
{
    QList<qsizetype> lengths;
    QList<qsizetype> blockEnds;
    qsizetype contextsStart = -1; // the context table's bytes
    qsizetype contextsEnd = -1;
};

quint32 read32(const QByteArray &data, qsizetype at)
{
    return qFromBigEndian<quint32>(data.constData() + at);
}

QmLayout layoutOf(const QByteArray &data)
{
    QmLayout layout;
    qsizetype at = 16;
    layout.blockEnds.append(at);
    while (data.size() - at > 5) {
        const uchar tag = uchar(data.at(at));
        const quint32 length = read32(data, at + 1);
        layout.lengths.append(at + 1);
        at += 5;
        if (tag == 0x69) { // messages: records of tagged fields
            for (qsizetype field = at; field < at + length;) {
                const uchar fieldTag = uchar(data.at(field++));
                if (fieldTag == 1)
                    continue;
                layout.lengths.append(field);
                const quint32 fieldLength = read32(data, field);
                field += 4 + (fieldLength == 0xffffffff ? 0 : fieldLength);
            }
        } else if (tag == 0x42) { // hashes: pairs of hash and offset
            for (qsizetype entry = at; entry < at + length; entry += 8)
                layout.lengths.append(entry + 4);
        } else if (tag == 0x2f) { // contexts: buckets and chains of names
            layout.contextsStart = at;
            layout.contextsEnd = at + length;
        }
        at += length;
        layout.blockEnds.append(at);
    }
    return layout;
}

// The hash QTranslator looks a source text and comment up by.
quint32 elfHash(const QByteArray &text)
{
    quint32 hash = 0;
    for (const char c : text) {
        hash = (hash << 4) + uchar(c);
        if (const quint32 high = hash & 0xf0000000)
            hash ^= high >> 24;
        hash &= ~0xf0000000u;
    }
    return hash ? hash : 1;
}

void append32(QByteArray *data, quint32 value)
{
    const quint32 big = qToBigEndian(value);
    data->append(reinterpret_cast<const char *>(&big), 4);
}

// A .qm whose one message is found by each of `sources` and whose context claims
// `contextLength` bytes: with one source, the 61 bytes the hostile round dropped in.
QByteArray craftedQm(QList<QByteArray> sources, quint32 contextLength)
{
    QByteArray data = QByteArray::fromHex("3cb86418caef9c95cd211cbf60a1bddd");
    std::sort(sources.begin(), sources.end(),
        [](const QByteArray &a, const QByteArray &b) { return elfHash(a) < elfHash(b); });
    data.append(char(0x42));
    append32(&data, quint32(8 * sources.size()));
    for (const QByteArray &source : sources) {
        append32(&data, elfHash(source));
        append32(&data, 0);
    }
    QByteArray record;
    record.append(char(3)); // translation: "XX"
    append32(&record, 4);
    record.append("\0X\0X", 4);
    record.append(char(7)); // context
    append32(&record, contextLength);
    record.append("LanguageMenu");
    record.append(char(1));
    data.append(char(0x69));
    append32(&data, quint32(record.size()));
    data.append(record);
    return data;
}

} // namespace

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
    void corruptFileDoesNotStopTheWorkbench();
    void everyLengthOfARealFileClaimingTooMuch();
    void everyTruncationOfARealFile();
    void everyByteOfAContextTable();
    void fuzzedGermanFile();
    void anotherProgramsTranslationIsSkipped();
    void cliNamesASkippedFileOnceWhenItMatters();

private:
    // Compiles a .ts of `language` holding `messages` (context, source, translation) with
    // lrelease into `directory`/mapgen_<name>.qm (name defaults to the language).
    void release(const QString &directory, const QString &language,
        const QList<QStringList> &messages, const QString &name = QString());
    // Compiles the .ts text `ts` with lrelease (and its `options`) into `directory`/`base`.qm.
    void compile(const QString &directory, const QString &base, const QString &ts,
        const QStringList &options = {});
    // A fresh manager, which looks the files up again, as a restart does.
    static void restart();
    static QString languageMenuTitle(MainWindow &window);
    // A small file released by lrelease -compress (which adds a context table): four of the
    // program's messages in Italian, one with plural forms, one with a disambiguation.
    QByteArray smallRealFile();
    // Writes `data` as the user's mapgen_<language>.qm, reads the user's folder as the
    // program does and, when the file is taken, translates every message through it.
    Probe probe(const QByteArray &data, const QString &language) const;
    static CliRun runCli(const QString &dataHome, const QStringList &arguments);

    QList<Message> m_messages; // every message of the German translation
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

    QFile ts(QStringLiteral(MAPGEN_TRANSLATIONS_DIR "/mapgen_de.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QByteArray context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText().toUtf8();
        } else if (xml.name() == QLatin1String("message")) {
            m_messages.append({context, {}, {},
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")});
        } else if (xml.name() == QLatin1String("source")) {
            m_messages.last().source = xml.readElementText().toUtf8();
        } else if (xml.name() == QLatin1String("comment")) {
            m_messages.last().comment = xml.readElementText().toUtf8();
        }
    }
    QVERIFY2(m_messages.size() > 500, qPrintable(xml.errorString()));
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
    compile(directory, QStringLiteral("mapgen_") + (name.isEmpty() ? language : name), ts);
}

void TestTranslationLoading::compile(
    const QString &directory, const QString &base, const QString &ts, const QStringList &options)
{
    const QString tsFile = m_work.filePath(base + QStringLiteral(".ts"));
    QFile file(tsFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(ts.toUtf8());
    file.close();
    QVERIFY(QDir().mkpath(directory));
    QProcess lrelease;
    lrelease.start(QStringLiteral(MAPGEN_LRELEASE),
        options
            + QStringList {QStringLiteral("-silent"), tsFile, QStringLiteral("-qm"),
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

QByteArray TestTranslationLoading::smallRealFile()
{
    const QString ts = QStringLiteral(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n"
        "<TS version=\"2.1\" language=\"it\">\n"
        "<context><name>LanguageMenu</name>\n"
        "<message><source>English</source><translation>Italiano</translation></message>\n"
        "<message><source>&amp;Language</source><translation>&amp;Lingua</translation>"
        "</message>\n</context>\n"
        "<context><name>ConstructCoach</name>\n"
        "<message numerus=\"yes\"><source>%n move(s)</source><translation>"
        "<numerusform>%n mossa</numerusform><numerusform>%n mosse</numerusform>"
        "</translation></message>\n</context>\n"
        "<context><name>WebLessonExporter</name>\n"
        "<message><source>Seed</source><comment>a move: an island&apos;s first cell is "
        "placed</comment><translation>Germe</translation></message>\n</context>\n"
        "</TS>\n");
    compile(m_work.path(), QStringLiteral("small_it"), ts, {QStringLiteral("-compress")});
    QFile file(m_work.filePath(QStringLiteral("small_it.qm")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

Probe TestTranslationLoading::probe(const QByteArray &data, const QString &language) const
{
    const QString user = TranslationCatalog::userDirectory();
    QDir().mkpath(user);
    QFile file(user + QStringLiteral("/mapgen_") + language + QStringLiteral(".qm"));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    file.close();

    const TranslationCatalog catalog({user});
    Probe probe;
    probe.accepted = catalog.languages().contains(language);
    probe.problems = catalog.problems();
    if (!probe.accepted)
        return probe;
    QTranslator translator;
    if (!catalog.load(&translator, language))
        qFatal("a file taken cannot be loaded");
    // Every message of the program, as the workbench would ask for it.
    for (const Message &message : m_messages) {
        const char *comment = message.comment.isEmpty() ? nullptr : message.comment.constData();
        if (!message.numerus) {
            translator.translate(message.context.constData(), message.source.constData(), comment);
            continue;
        }
        for (const int n : {0, 1, 2, 5, 11, 22, 101})
            translator.translate(
                message.context.constData(), message.source.constData(), comment, n);
    }
    return probe;
}

CliRun TestTranslationLoading::runCli(const QString &dataHome, const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    QProcess cli;
    cli.setProcessEnvironment(environment);
    cli.start(QStringLiteral(MAPGEN_CLI_PATH), arguments);
    cli.waitForFinished(60000);
    return {cli.exitStatus(), cli.exitCode(), QString::fromUtf8(cli.readAllStandardOutput()),
        QString::fromUtf8(cli.readAllStandardError())};
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

void TestTranslationLoading::corruptFileDoesNotStopTheWorkbench()
{
    // A valid header and one message whose context claims 2 GiB: the workbench crashed at
    // every start, in every language, as the Language menu asks each file for the name of
    // its language.
    const QByteArray crafted = craftedQm({QByteArrayLiteral("English")}, 0x80000000);
    QCOMPARE(crafted.size(), 61);
    const QString user = TranslationCatalog::userDirectory();
    QVERIFY(QDir().mkpath(user));
    QFile file(user + QStringLiteral("/mapgen_zz.qm"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(crafted);
    file.close();

    // Named once, at start, and never again while the program runs.
    const QRegularExpression skipped(
        QStringLiteral("Translation .*/mapgen_zz\\.qm skipped: damaged: the field at byte 43 "
                       "claims 2147483648 bytes"));
    QTest::ignoreMessage(QtWarningMsg, skipped);
    restart();
    QTest::failOnWarning(skipped);
    QVERIFY(!LanguageManager::instance()->availableLanguages().contains(QStringLiteral("zz")));
    MainWindow window;
    auto *menu = window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"));
    QVERIFY(!menu->actionFor(QStringLiteral("zz")));
    const QStringList languages = LanguageManager::instance()->availableLanguages();
    QCOMPARE(languages.size(), 5); // the shipped ones
    for (const QString &language : languages) {
        menu->actionFor(language)->trigger();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(LanguageManager::instance()->language(), language);
    }
    QCOMPARE(languageMenuTitle(window), QStringLiteral("&Język"));
}

void TestTranslationLoading::everyLengthOfARealFileClaimingTooMuch()
{
    const QByteArray real = smallRealFile();
    QVERIFY(probe(real, QStringLiteral("it")).accepted);
    const QmLayout layout = layoutOf(real);
    // Four blocks (language, hashes, messages, plural rules), four hash entries and the
    // fields of four messages.
    QVERIFY2(layout.lengths.size() > 20, qPrintable(QString::number(layout.lengths.size())));
    for (const qsizetype at : layout.lengths) {
        for (const quint32 value : {0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu,
                 quint32(real.size()), read32(real, at) + 1}) {
            QByteArray damaged = real;
            qToBigEndian(value, damaged.data() + at);
            const Probe result = probe(damaged, QStringLiteral("it"));
            // 0xffffffff is how a null translation is written; any other length beyond the
            // file is refused, naming the file.
            if (value != 0xffffffffu && value >= 0x7fffffffu)
                QVERIFY2(!result.accepted, qPrintable(QStringLiteral("length at %1").arg(at)));
            if (!result.accepted) {
                QCOMPARE(result.problems.size(), 1);
                QVERIFY2(result.problems.first().contains(QLatin1String("mapgen_it.qm skipped: ")),
                    qPrintable(result.problems.first()));
            }
        }
    }
}

void TestTranslationLoading::everyTruncationOfARealFile()
{
    const QByteArray real = smallRealFile();
    QVERIFY(probe(real, QStringLiteral("it")).accepted);
    const QmLayout layout = layoutOf(real);
    for (qsizetype size = 0; size < real.size(); ++size) {
        const Probe result = probe(real.left(size), QStringLiteral("it"));
        // Qt reads whole blocks and ignores fewer than six bytes after the last one: only a
        // cut there leaves a file that can be read (with fewer blocks).
        qsizetype lastEnd = -1;
        for (const qsizetype end : layout.blockEnds) {
            if (end <= size)
                lastEnd = end;
        }
        if (lastEnd < 0 || size - lastEnd > 5)
            QVERIFY2(!result.accepted, qPrintable(QStringLiteral("cut at %1").arg(size)));
    }
}

void TestTranslationLoading::everyByteOfAContextTable()
{
    // QTranslator takes a context's hash modulo the table's bucket count and follows the
    // bucket's offset to a chain of names, all unchecked.
    const QByteArray real = smallRealFile();
    QVERIFY(probe(real, QStringLiteral("it")).accepted);
    const QmLayout layout = layoutOf(real);
    QVERIFY(layout.contextsStart > 0);
    int skipped = 0;
    for (qsizetype at = layout.contextsStart; at < layout.contextsEnd; ++at) {
        const uchar byte = uchar(real.at(at));
        for (const uchar value : {uchar(0), uchar(0xff), uchar(byte ^ 0x80), uchar(byte + 1)}) {
            QByteArray damaged = real;
            damaged[at] = char(value);
            const Probe result = probe(damaged, QStringLiteral("it"));
            if (!result.accepted) {
                ++skipped;
                QCOMPARE(result.problems.size(), 1);
                QVERIFY2(result.problems.first().contains(QLatin1String("mapgen_it.qm skipped: ")),
                    qPrintable(result.problems.first()));
            }
        }
    }
    // A table of no buckets, at least.
    QVERIFY(skipped > 0);
}

void TestTranslationLoading::fuzzedGermanFile()
{
    QFile shipped(QStringLiteral(":/i18n/mapgen_de.qm"));
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    const QByteArray german = shipped.readAll();
    SplitMix64 random(2026);
    int accepted = 0;
    int skipped = 0;
    for (int run = 0; run < 300; ++run) {
        QByteArray flipped = german;
        for (int flip = 0; flip < 8; ++flip) {
            const qsizetype at = qsizetype(random.below(quint64(german.size())));
            flipped[at] = char(uchar(flipped.at(at)) ^ uchar(1 + random.below(255)));
        }
        // Taken and safe to translate through, or skipped with a line naming the file.
        const Probe result = probe(flipped, QStringLiteral("de"));
        if (result.accepted) {
            ++accepted;
        } else {
            ++skipped;
            QCOMPARE(result.problems.size(), 1);
            QVERIFY2(result.problems.first().contains(QLatin1String("mapgen_de.qm skipped: ")),
                qPrintable(result.problems.first()));
        }
    }
    // The flips hit lengths and texts alike.
    QVERIFY2(accepted > 0 && skipped > 0,
        qPrintable(QStringLiteral("%1 taken, %2 skipped").arg(accepted).arg(skipped)));
}

void TestTranslationLoading::anotherProgramsTranslationIsSkipped()
{
    // Qt's own German (qt6-translations-l10n, which the workbench loads as well) saved under
    // the name of the workbench's: a real .qm, in German, with not one of the workbench's
    // menus in it. The shipped German stays.
    const QString qtbase
        = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm");
    QVERIFY2(QFile::exists(qtbase), "qt6-translations-l10n is needed");
    const QString user = TranslationCatalog::userDirectory();
    QVERIFY(QDir().mkpath(user));
    QVERIFY(QFile::copy(qtbase, user + QStringLiteral("/mapgen_de.qm")));
    QTest::ignoreMessage(QtWarningMsg,
        QRegularExpression(QStringLiteral(
            "mapgen_de\\.qm skipped: another program's translation: only \\d+ of its \\d+ "
            "messages are this program's")));
    restart();
    LanguageManager::instance()->setLanguage(QStringLiteral("de"));
    MainWindow window;
    QCOMPARE(languageMenuTitle(window), QStringLiteral("&Sprache"));
    QCOMPARE(window.findChild<LanguageMenu *>(QStringLiteral("languageMenu"))
                 ->actionFor(QStringLiteral("de"))
                 ->text(),
        QStringLiteral("Deutsch"));
}

void TestTranslationLoading::cliNamesASkippedFileOnceWhenItMatters()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QString folder = home.path() + QStringLiteral("/mapgen/mapgen-workbench/translations");
    QVERIFY(QDir().mkpath(folder));
    // Found by the HTML export's first log word and by the Language menu's.
    QFile crafted(folder + QStringLiteral("/mapgen_zz.qm"));
    QVERIFY(crafted.open(QIODevice::WriteOnly));
    crafted.write(
        craftedQm({QByteArrayLiteral("English"), QByteArrayLiteral("> ADD (%1, %2)")}, 0x80000000));
    crafted.close();
    // No .qm at all.
    QFile text(folder + QStringLiteral("/mapgen_sv.qm"));
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("Svenska, men inte en .qm-fil\n");
    text.close();
    const QString scenario = QFINDTESTDATA("data/island-6a-basic.json");
    QVERIFY(!scenario.isEmpty());
    const QString html = home.filePath(QStringLiteral("lesson.html"));
    // The lines of standard error that say a file is skipped, and why.
    auto skippedLines = [](const CliRun &run) {
        return run.err.split(QLatin1Char('\n')).filter(QLatin1String(" skipped: "));
    };
    const QString zzLine = QStringLiteral("mapgen: Translation %1/mapgen_zz.qm skipped: damaged: "
                                          "the field at byte 51 claims 2147483648 bytes, its "
                                          "block has 13 left")
                               .arg(folder);
    const QString svLine = QStringLiteral("mapgen: Translation %1/mapgen_sv.qm skipped: not a Qt "
                                          "translation file (.qm)")
                               .arg(folder);

    // No translation used, no word about one.
    const CliRun map = runCli(home.path(), {QStringLiteral("island"), scenario});
    QCOMPARE(map.status, QProcess::NormalExit);
    QCOMPARE(map.exitCode, 0);
    QVERIFY2(skippedLines(map).isEmpty(), qPrintable(map.err));

    // The language asked for is the damaged file's: refused, the file named once.
    const CliRun zz = runCli(home.path(),
        {QStringLiteral("island"), scenario, QStringLiteral("--export"), html,
            QStringLiteral("--language"), QStringLiteral("zz")});
    QCOMPARE(zz.status, QProcess::NormalExit);
    QCOMPARE(zz.exitCode, 2);
    QCOMPARE(skippedLines(zz), QStringList({svLine, zzLine}));
    QVERIFY2(zz.err.contains(QLatin1String("--language: no translation for \"zz\"")),
        qPrintable(zz.err));

    // Another language: the export is made, in German, and the files named once all the same.
    const CliRun german = runCli(home.path(),
        {QStringLiteral("island"), scenario, QStringLiteral("--export"), html,
            QStringLiteral("--language"), QStringLiteral("de")});
    QCOMPARE(german.status, QProcess::NormalExit);
    QVERIFY2(german.exitCode == 0, qPrintable(german.err));
    QCOMPARE(skippedLines(german), QStringList({svLine, zzLine}));
    QFile lesson(html);
    QVERIFY(lesson.open(QIODevice::ReadOnly));
    QVERIFY(lesson.readAll().contains("DAZU"));
}

QTEST_MAIN(TestTranslationLoading)
#include "tst_translationloading.moc"
