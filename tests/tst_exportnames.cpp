// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentfiles.h"
#include "lessonsession.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "settingskeys.h"
#include "testdata.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

// What the export dialogs propose, through the real window: the scenario's folder and
// base name with the format's suffix, so that a lecturer need not type a name each time.
class TestExportNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void dialogsSuggestTheScenariosName_data();
    void dialogsSuggestTheScenariosName();
    void unsavedScenarioIsNamedByItsTitle();

private:
    // Triggers `action` and returns the file the save dialog offers (then cancels it).
    static QString offeredName(QAction *action);

    QTemporaryDir m_dir;
};

void TestExportNames::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_exportnames"));
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
}

QString TestExportNames::offeredName(QAction *action)
{
    QString offered;
    bool seen = false;
    auto *poll = new QTimer(action);
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        seen = true;
        offered = dialog->selectedFiles().value(0);
        dialog->reject();
    });
    poll->start();
    action->trigger();
    delete poll;
    return seen ? offered : QStringLiteral("<no dialog>");
}

void TestExportNames::dialogsSuggestTheScenariosName_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << QStringLiteral("exportPngAction") << QStringLiteral("png");
    QTest::newRow("svg") << QStringLiteral("exportSvgAction") << QStringLiteral("svg");
    QTest::newRow("pdf") << QStringLiteral("exportPdfAction") << QStringLiteral("pdf");
    QTest::newRow("tmx") << QStringLiteral("exportTmxAction") << QStringLiteral("tmx");
}

void TestExportNames::dialogsSuggestTheScenariosName()
{
    QFETCH(QString, action);
    QFETCH(QString, suffix);
    const QString file = QDir(m_dir.path()).filePath(QStringLiteral("week3.mapgen.json"));
    QFile::remove(file);
    QVERIFY(QFile::copy(TestData::path(QStringLiteral("island-6b-basic.json")), file));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(file));
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    auto *trigger = window.findChild<QAction *>(action);
    QVERIFY2(trigger, qPrintable(action));
    QCOMPARE(offeredName(trigger), QDir(m_dir.path()).filePath(QStringLiteral("week3.") + suffix));
}

void TestExportNames::unsavedScenarioIsNamedByItsTitle()
{
    // A title with characters no file name may hold; the last folder used as the place.
    QCOMPARE(DocumentFiles::suggestedExportName(
                 QString(), QStringLiteral("Experiment: 6b, run 2"), QStringLiteral("pdf")),
        QDir(QSettings()
                 .value(SettingsKeys::LastDirectory,
                     QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                 .toString())
            .filePath(QStringLiteral("Experiment 6b, run 2.pdf")));
    QVERIFY(DocumentFiles::suggestedExportName(QString(), QString(), QStringLiteral("png"))
                .endsWith(QLatin1String("/map.png")));
}

QTEST_MAIN(TestExportNames)
#include "tst_exportnames.moc"
