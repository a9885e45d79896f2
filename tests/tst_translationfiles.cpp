// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

// The shipped .ts files are complete, and in step with the sources: running lupdate over
// the GUI's sources finds no string that the files lack (and the files hold none that the
// sources no longer have).
class TestTranslationFiles : public QObject
{
    Q_OBJECT

private slots:
    void everyFileIsComplete_data();
    void everyFileIsComplete();
    void filesMatchTheSources_data();
    void filesMatchTheSources();
};

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // of <translation>: "", "unfinished", "vanished", "obsolete"
    QString translation; // for a plain message
    QStringList numerusForms; // for a numerus message
};

QString tsPath(const QString &language)
{
    return QStringLiteral(MAPGEN_TRANSLATIONS_DIR "/mapgen_%1.ts").arg(language);
}

QList<Message> readTs(const QString &fileName, QString *error)
{
    QList<Message> messages;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                message = Message();
                message.context = context;
                message.numerus
                    = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                message.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!message.numerus)
                    message.translation = xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                message.numerusForms.append(xml.readElementText());
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages.append(message);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QSet<QString> keys(const QList<Message> &messages)
{
    QSet<QString> set;
    for (const Message &message : messages)
        set.insert(message.context + QLatin1Char('|') + message.source + QLatin1Char('|')
            + message.comment);
    return set;
}

QString describe(const QSet<QString> &set)
{
    QStringList list(set.cbegin(), set.cend());
    list.sort();
    return list.join(QLatin1Char('\n'));
}

} // namespace

void TestTranslationFiles::everyFileIsComplete_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("pluralOnly");
    // How many plural forms the language has (Qt's rules, as lupdate writes them): one
    // and many in German, Spanish, French and English; Polish tells 1 krok, 2 kroki and
    // 5 kroków apart; Arabic has zero, one, two, few, many and other.
    QTest::addColumn<int>("pluralForms");
    QTest::newRow("de") << QStringLiteral("de") << false << 2;
    QTest::newRow("es") << QStringLiteral("es") << false << 2;
    QTest::newRow("fr") << QStringLiteral("fr") << false << 2;
    QTest::newRow("pl") << QStringLiteral("pl") << false << 3;
    QTest::newRow("ar") << QStringLiteral("ar") << false << 6;
    QTest::newRow("en (plural forms)") << QStringLiteral("en") << true << 2;
}

void TestTranslationFiles::everyFileIsComplete()
{
    QFETCH(QString, language);
    QFETCH(bool, pluralOnly);
    QFETCH(int, pluralForms);
    QString error;
    const QList<Message> messages = readTs(tsPath(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    for (const Message &message : messages) {
        const QByteArray where = (message.context + QStringLiteral(": ") + message.source).toUtf8();
        QVERIFY2(
            message.type.isEmpty(), (message.type.toUtf8() + " message in " + where).constData());
        if (message.numerus) {
            QVERIFY2(message.numerusForms.size() == pluralForms,
                QByteArray::number(message.numerusForms.size()) + " plural forms instead of "
                    + QByteArray::number(pluralForms) + ": " + where);
            for (const QString &form : message.numerusForms)
                QVERIFY2(!form.trimmed().isEmpty(), "empty plural form: " + where);
        } else {
            QVERIFY2(!pluralOnly, "the English file holds plural forms only: " + where);
            QVERIFY2(!message.translation.isEmpty(), "empty translation: " + where);
        }
    }
}

void TestTranslationFiles::filesMatchTheSources_data()
{
    everyFileIsComplete_data();
}

void TestTranslationFiles::filesMatchTheSources()
{
    QFETCH(QString, language);
    QFETCH(bool, pluralOnly);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    // The same sources the update_translations target reads (written by CMake).
    QStringList arguments
        = {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-obsolete"),
            QStringLiteral("@" MAPGEN_I18N_SOURCES), QStringLiteral("-ts"), fresh};
    if (pluralOnly)
        arguments.prepend(QStringLiteral("-pluralonly"));
    QProcess lupdate;
    lupdate.start(QStringLiteral(MAPGEN_LUPDATE), arguments);
    QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
        lupdate.readAllStandardError().constData());

    QString error;
    const QSet<QString> fromSources = keys(readTs(fresh, &error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!fromSources.isEmpty());
    const QSet<QString> shipped = keys(readTs(tsPath(language), &error));
    QVERIFY2(error.isEmpty(), qPrintable(error));

    const QSet<QString> missing = fromSources - shipped;
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("Strings in the sources but not in mapgen_%1.ts (build the "
                                  "update_translations target and translate them):\n%2")
                       .arg(language, describe(missing))));
    const QSet<QString> stale = shipped - fromSources;
    QVERIFY2(stale.isEmpty(),
        qPrintable(QStringLiteral("Strings in mapgen_%1.ts that the sources no longer have "
                                  "(build the update_translations target):\n%2")
                       .arg(language, describe(stale))));
}

QTEST_GUILESS_MAIN(TestTranslationFiles)
#include "tst_translationfiles.moc"
