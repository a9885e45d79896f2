#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

// The PDF handout's pages as pdftotext reads them: a heading is never left alone at the
// foot of a page ("keep with next"), whatever the length of the lecturer's notes above it.
class TestHandoutPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void headingsKeepWithTheirText();

private:
    QTemporaryDir m_dir;
    QString m_pdftotext;
};

void TestHandoutPages::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!m_pdftotext.isEmpty(),
        "pdftotext (Debian package poppler-utils) is missing; scripts/workbench.sh test installs "
        "it");
}

void TestHandoutPages::headingsKeepWithTheirText()
{
    QJsonObject scenario
        = QJsonDocument::fromJson(TestData::contents(QStringLiteral("island-6b-basic.json")))
              .object();
    const QStringList headings {QStringLiteral("The lesson"), QStringLiteral("Legend"),
        QStringLiteral("Statistics"), QStringLiteral("Settings to reproduce this map")};
    int startsAPage = 0;
    // Notes of 0 to 59 lines move the headings down the first pages a line at a time.
    for (int lines = 0; lines < 60; ++lines) {
        QStringList notes;
        for (int i = 0; i < lines; ++i)
            notes.append(QStringLiteral("Note %1 for the class.").arg(i + 1));
        scenario.insert(QStringLiteral("notes"), notes.join(QLatin1Char('\n')));
        const QString json = QDir(m_dir.path()).filePath(QStringLiteral("notes.mapgen.json"));
        QFile file(json);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(scenario).toJson());
        file.close();
        const QString pdf = QDir(m_dir.path()).filePath(QStringLiteral("handout.pdf"));
        QProcess cli;
        cli.start(
            TestData::cli(), {QStringLiteral("island"), json, QStringLiteral("--export"), pdf});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        QProcess text;
        text.start(m_pdftotext, {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        QCOMPARE(text.exitCode(), 0);
        const QStringList pages
            = QString::fromUtf8(text.readAllStandardOutput()).split(QLatin1Char('\f'));
        for (int page = 0; page < pages.size(); ++page) {
            QStringList content;
            for (const QString &line : pages.at(page).split(QLatin1Char('\n'))) {
                // Not the page number at the foot.
                if (!line.trimmed().isEmpty()
                    && !line.trimmed().contains(QRegularExpression(QStringLiteral("^\\d+$"))))
                    content.append(line.trimmed());
            }
            if (content.isEmpty())
                continue;
            QVERIFY2(!headings.contains(content.last()),
                qPrintable(QStringLiteral("%1 lines of notes: \"%2\" alone at the foot of page %3")
                               .arg(lines)
                               .arg(content.last())
                               .arg(page + 1)));
            startsAPage += page > 0 && content.first() == headings.first();
        }
    }
    QVERIFY(startsAPage > 0); // some notes did push the lesson to a page of its own
}

QTEST_MAIN(TestHandoutPages)
#include "tst_handoutpages.moc"
