// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandmodel.h"
#include "mainwindow.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <sys/stat.h>

// A bad scenario file opened in the workbench shows the loader's message and changes
// nothing: map, settings, file name and undo history stay as they were.
class TestBadScenario : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void badFileChangesNothing_data();
    void badFileChangesNothing();
    void specialFilesChangeNothing_data();
    void specialFilesChangeNothing();
    void goodFileReplacesTheScenario();

private:
    QString write(const QString &name, const QByteArray &contents);
    void openIsRefused(const QString &path, const QString &mentions);

    QTemporaryDir m_dir;
};

void TestBadScenario::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

QString TestBadScenario::write(const QString &name, const QByteArray &contents)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(contents);
    return path;
}

void TestBadScenario::badFileChangesNothing_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not json") << QByteArray("{ \"format\": ") << QStringLiteral("byte");
    QTest::newRow("rows out of range")
        << QByteArray(R"({"format":"mapgen-scenario","version":1,"rows":0,"cols":5})")
        << QStringLiteral("rows");
    QTest::newRow("html in a value") << QByteArray(
        R"({"format":"mapgen-scenario","version":1,"rows":2,"cols":3,"mode":"<b>cave</b>"})")
                                     << QStringLiteral("\"<b>cave</b>\"");
    QTest::newRow("compare follows neither steps nor islands") << QByteArray(
        R"({"format":"mapgen-scenario","version":1,"rows":2,"cols":3,"compare":{"sync":"time"}})")
                                                               << QStringLiteral("compare.sync");
    QTest::newRow("compare tile set without a big room") << QByteArray(
        R"({"format":"mapgen-scenario","version":1,"rows":2,"cols":3,"mode":"dungeon",)"
        R"("compare":{"tiles":[{"name":"hall","doors":132}]}})")
                                                         << QStringLiteral("compare.tiles");
    QTest::newRow("pits of the wrong shape") << QByteArray(
        R"({"format":"mapgen-scenario","version":1,"rows":2,"cols":3,"pits":["..."]})")
                                             << QStringLiteral("pits");
    QTest::newRow("assignment with a pass mark of 120") << QByteArray(
        R"({"format":"mapgen-scenario","version":1,"rows":2,"cols":3,"assignment":{"pass":120}})")
                                                        << QStringLiteral("assignment.pass");
}

void TestBadScenario::badFileChangesNothing()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, mentions);
    const QString path = write(QStringLiteral("bad.mapgen.json"), contents);
    QVERIFY(!path.isEmpty());
    openIsRefused(path, mentions);
}

void TestBadScenario::specialFilesChangeNothing_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("mentions");
    // Each of these once made the window grow without end or wait forever.
    QTest::newRow("endless device")
        << QStringLiteral("/dev/zero") << QStringLiteral("not a regular file");
    QTest::newRow("fifo") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
    QTest::newRow("file above the limit")
        << QStringLiteral("huge") << QStringLiteral("at most 4 MiB");
}

void TestBadScenario::specialFilesChangeNothing()
{
    QFETCH(QString, path);
    QFETCH(QString, mentions);
    if (path == QLatin1String("fifo")) {
        path = m_dir.filePath(QStringLiteral("fifo.mapgen.json"));
        QFile::remove(path);
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (path == QLatin1String("huge")) {
        path = write(QStringLiteral("huge.mapgen.json"),
            R"({"format":"mapgen-scenario","version":1,"rows":5,"cols":5,"notes":")"
                + QByteArray(5 * 1024 * 1024, 'n') + "\"}");
        QVERIFY(!path.isEmpty());
    }
    openIsRefused(path, mentions);
}

void TestBadScenario::openIsRefused(const QString &path, const QString &mentions)
{
    MainWindow window;
    Scenario scenario;
    scenario.seed = 77;
    scenario.setPit(3, 4, true);
    window.document()->load(scenario, QStringLiteral("/somewhere/good.mapgen.json"));
    window.document()->undoStack()->push(new QUndoCommand(QStringLiteral("an edit")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString title = window.windowTitle();

    QString message;
    Qt::TextFormat format = Qt::AutoText;
    QTimer::singleShot(0, this, [&message, &format] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box) {
            message = box->text();
            format = box->textFormat();
            box->accept();
        }
    });
    QVERIFY(!window.openFile(path));

    QVERIFY2(message.contains(QFileInfo(path).fileName()), qPrintable(message));
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QCOMPARE(format, Qt::PlainText); // a quoted value is never read as HTML
    QCOMPARE(window.document()->scenario(), scenario);
    QCOMPARE(window.document()->fileName(), QStringLiteral("/somewhere/good.mapgen.json"));
    QCOMPARE(window.document()->undoStack()->count(), 1);
    QCOMPARE(window.windowTitle(), title);
    window.document()->setUnmodified();
}

void TestBadScenario::goodFileReplacesTheScenario()
{
    const QString path = write(QStringLiteral("good.mapgen.json"),
        R"({"format":"mapgen-scenario","version":1,"rows":6,"cols":7,"seed":5,"title":"Six by seven"})");
    MainWindow window;
    QVERIFY(window.openFile(path));
    QCOMPARE(window.document()->scenario().rows, 6);
    QCOMPARE(window.document()->scenario().cols, 7);
    QCOMPARE(window.document()->scenario().seed, std::uint64_t(5));
    QCOMPARE(window.document()->undoStack()->count(), 0);
    QVERIFY(window.windowTitle().contains(QStringLiteral("Six by seven")));
}

QTEST_MAIN(TestBadScenario)
#include "tst_badscenario.moc"
