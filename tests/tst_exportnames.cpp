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
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
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
    void writtenFileIsNamedInTheStatusBar_data();
    void writtenFileIsNamedInTheStatusBar();

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
    QTest::newRow("web") << QStringLiteral("exportWebLessonAction") << QStringLiteral("html");
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

void TestExportNames::writtenFileIsNamedInTheStatusBar_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << QStringLiteral("exportPngAction") << QStringLiteral("png");
    QTest::newRow("svg") << QStringLiteral("exportSvgAction") << QStringLiteral("svg");
    QTest::newRow("gif") << QStringLiteral("exportGifAction") << QStringLiteral("gif");
    QTest::newRow("pdf") << QStringLiteral("exportPdfAction") << QStringLiteral("pdf");
    QTest::newRow("tmx") << QStringLiteral("exportTmxAction") << QStringLiteral("tmx");
    QTest::newRow("web") << QStringLiteral("exportWebLessonAction") << QStringLiteral("html");
}

// Every format, once written, is named in the status bar: a file dialog or a progress
// dialog that closes says nothing by itself.
void TestExportNames::writtenFileIsNamedInTheStatusBar()
{
    QFETCH(QString, action);
    QFETCH(QString, suffix);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    window.session()->start(false);
    QTRY_VERIFY(!window.session()->isBuilding());
    const QString file = QDir(m_dir.path()).filePath(QStringLiteral("written.") + suffix);
    QFile::remove(file);

    // The GIF's options as offered, then the file's name typed into the save dialog.
    auto *poll = new QTimer(&window);
    poll->setInterval(20);
    connect(poll, &QTimer::timeout, poll, [file] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
            // Typed as a user would: selectFile() leaves the suggested name in the field.
            dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->setText(file);
            static_cast<QDialog *>(dialog)->accept(); // protected in QFileDialog
        } else if (modal && modal->objectName() == QLatin1String("gifExportDialog")) {
            static_cast<QDialog *>(modal)->accept();
        }
    });
    poll->start();
    auto *trigger = window.findChild<QAction *>(action);
    QVERIFY2(trigger, qPrintable(action));
    trigger->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 60000);
    QTRY_COMPARE_WITH_TIMEOUT(
        window.statusBar()->currentMessage(), QStringLiteral("Exported written.") + suffix, 60000);
    delete poll;
}

QTEST_MAIN(TestExportNames)
#include "tst_exportnames.moc"
