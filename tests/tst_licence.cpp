// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "testdata.h"

#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

// The terms a school needs before it adopts the program and shares its lessons: every
// source file says its licence (the programs GPL-3.0-or-later, what an exported lesson
// carries MIT), Help ▸ About names it, and an exported lesson carries the MIT notice.
class TestLicence : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everySourceFileSaysItsLicence();
    void licenceTextsAreThere();
    void aboutNamesTheLicence();
    void exportedLessonCarriesTheMitNotice();

private:
    QTemporaryDir m_dir;
};

namespace {

const QString Source = QStringLiteral(MAPGEN_SOURCE_DIR);

// The licence a file of the source tree is under, by its folder: what the exported lesson
// carries is MIT (the shared core and a lesson's core/, the WebAssembly API and a lesson's
// web/, the page).
QString licenceOf(const QString &relative)
{
    for (const char *mit : {"model/core/", "web/", "resources/web/"}) {
        if (relative.startsWith(QLatin1String(mit)))
            return QStringLiteral("MIT");
    }
    static const QRegularExpression lessonMit(QStringLiteral("^lessons/[^/]+/(core|web|page)/"));
    if (lessonMit.match(relative).hasMatch())
        return QStringLiteral("MIT");
    return QStringLiteral("GPL-3.0-or-later");
}

} // namespace

void TestLicence::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_licence"));
}

void TestLicence::everySourceFileSaysItsLicence()
{
    const QStringList folders {QStringLiteral("app"), QStringLiteral("views"),
        QStringLiteral("model"), QStringLiteral("lessons"), QStringLiteral("web"),
        QStringLiteral("resources/web"), QStringLiteral("tests"), QStringLiteral("scripts"),
        QStringLiteral("packaging"), QStringLiteral("man")};
    const QStringList patterns {QStringLiteral("*.cpp"), QStringLiteral("*.h"),
        QStringLiteral("*.js"), QStringLiteral("*.mjs"), QStringLiteral("*.css"),
        QStringLiteral("*.html"), QStringLiteral("*.sh"), QStringLiteral("*.py"),
        QStringLiteral("CMakeLists.txt"), QStringLiteral("*.cmake")};
    const QDir root(Source);
    int files = 0;
    QStringList missing;
    for (const QString &folder : folders) {
        QDirIterator it(root.filePath(folder), patterns, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString relative = root.relativeFilePath(it.next());
            if (relative.startsWith(QLatin1String("tests/data/"))
                || relative.startsWith(QLatin1String("tests/fuzz/corpus/")))
                continue;
            QFile file(it.filePath());
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(relative));
            const QByteArray head = file.read(600);
            ++files;
            const QByteArray expected
                = "SPDX-License-Identifier: " + licenceOf(relative).toLatin1();
            if (!head.contains(expected) || !head.contains("SPDX-FileCopyrightText: "))
                missing << relative + QStringLiteral(" (expected ") + QLatin1String(expected)
                        + QLatin1Char(')');
        }
    }
    QVERIFY2(files > 300, qPrintable(QStringLiteral("only %1 source files found").arg(files)));
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String("\n"))));
}

void TestLicence::licenceTextsAreThere()
{
    const QDir root(Source);
    for (const auto &[name, words] :
        {std::pair {"LICENSES/GPL-3.0-or-later.txt",
             "GNU GENERAL PUBLIC LICENSE\n                       Version 3"},
            std::pair {"LICENSES/MIT.txt", "Permission is hereby granted, free of charge"},
            std::pair {"LICENSE", "LICENSES/GPL-3.0-or-later.txt"}}) {
        QFile file(root.filePath(QLatin1String(name)));
        QVERIFY2(file.open(QIODevice::ReadOnly), name);
        QVERIFY2(file.readAll().contains(words), name);
    }
}

void TestLicence::aboutNamesTheLicence()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    QString text;
    QTimer::singleShot(0, this, [&text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        text = box->text();
        box->accept();
    });
    about->trigger();
    QVERIFY2(text.contains(QLatin1String("GNU General Public License, version 3 or later")),
        qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("MIT licence")), qPrintable(text));
}

void TestLicence::exportedLessonCarriesTheMitNotice()
{
    const QString html = m_dir.filePath(QStringLiteral("lesson.html"));
    QProcess cli;
    cli.start(TestData::cli(),
        {QStringLiteral("island"), TestData::path(QStringLiteral("island-6a-basic.json")),
            QStringLiteral("--export"), html});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray page = file.readAll();
    QVERIFY(page.contains("<!-- SPDX-License-Identifier: MIT -->"));
    // The notice in full, inside one comment (not shown, not part of the page's script).
    const int permission = page.indexOf("Permission is hereby granted, free of charge");
    QVERIFY(permission > 0);
    const int open = page.lastIndexOf("<!--", permission);
    QVERIFY(open >= 0);
    const QByteArray notice = page.mid(open, page.indexOf("-->", open) - open);
    QVERIFY(notice.contains("Permission is hereby granted, free of charge"));
    QVERIFY(notice.contains("THE SOFTWARE IS PROVIDED \"AS IS\""));
    QVERIFY(notice.contains("Copyright (c) 2026 Mapgen Workbench contributors"));
}

QTEST_MAIN(TestLicence)
#include "tst_licence.moc"
