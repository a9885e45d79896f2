// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "mapexporter.h"
#include "mapview.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "testdata.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

// Saving onto a full disk: the old file stays exactly as it was, the document stays
// modified, and the user reads why. The disk is a real one, a 64 KiB tmpfs mounted in
// a mount namespace of this test's own (as root in CI, or in a user namespace), so
// nothing outside the test sees it.
namespace {

QString g_fullDiskDir; // the tmpfs, empty when it could not be mounted
QString g_mountProblem; // why not

bool writeProcFile(const char *path, const QByteArray &text)
{
    const int fd = ::open(path, O_WRONLY);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, text.constData(), size_t(text.size())) == text.size();
    ::close(fd);
    return ok;
}

// Runs before QApplication starts any thread: a user namespace needs a single-threaded
// process.
void mountSmallTmpfs()
{
    const uid_t uid = ::getuid();
    const gid_t gid = ::getgid();
    if (::unshare(CLONE_NEWNS) != 0) {
        if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) {
            g_mountProblem = QStringLiteral("no mount namespace: %1")
                                 .arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        writeProcFile("/proc/self/setgroups", "deny");
        if (!writeProcFile("/proc/self/uid_map", "0 " + QByteArray::number(uid) + " 1")
            || !writeProcFile("/proc/self/gid_map", "0 " + QByteArray::number(gid) + " 1")) {
            g_mountProblem = QStringLiteral("cannot map the user into the namespace");
            return;
        }
    }
    // Private, so that the tmpfs never propagates to the rest of the system.
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) {
        g_mountProblem = QStringLiteral("cannot make mounts private: %1")
                             .arg(QString::fromLocal8Bit(std::strerror(errno)));
        return;
    }
    QByteArray dir = QFile::encodeName(QDir::tempPath()) + "/mapgen-fulldisk-XXXXXX";
    if (!::mkdtemp(dir.data())) {
        g_mountProblem = QStringLiteral("cannot make a folder for the tmpfs");
        return;
    }
    if (::mount("mapgen-fulldisk", dir.constData(), "tmpfs", 0, "size=64k,mode=0700") != 0) {
        g_mountProblem = QStringLiteral("cannot mount a tmpfs: %1")
                             .arg(QString::fromLocal8Bit(std::strerror(errno)));
        ::rmdir(dir.constData());
        return;
    }
    g_fullDiskDir = QFile::decodeName(dir);
}

void unmountSmallTmpfs()
{
    if (g_fullDiskDir.isEmpty())
        return;
    const QByteArray dir = QFile::encodeName(g_fullDiskDir);
    ::umount(dir.constData());
    ::rmdir(dir.constData());
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

// Fills what is left of the tmpfs but `room` bytes; returns the bytes it took.
qint64 fillDisk(const QString &path, qint64 room = 0)
{
    QFile filler(path);
    if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return -1;
    const QByteArray block(512, 'x');
    qint64 written = 0;
    while (filler.write(block) == block.size())
        written += block.size();
    if (room > 0 && !filler.resize(written - room))
        return -1;
    return written - room;
}

Scenario lesson(int notesLength)
{
    Scenario scenario;
    scenario.title = QStringLiteral("Week 3");
    scenario.notes = QString(notesLength, QLatin1Char('n'));
    scenario.setPit(2, 3, true);
    return scenario;
}

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void saveKeepsTheOldFile_data();
    void saveKeepsTheOldFile();
    void workbenchSaveKeepsTheDocumentModified();
    void exportsLeaveNoFile();
    void cliOutputToAFullDisk_data();
    void cliOutputToAFullDisk();
    void cliWriteCutOffByAFullDisk_data();
    void cliWriteCutOffByAFullDisk();

private:
    QString m_filler;
    QTemporaryDir m_runs;
};

void TestFullDisk::init()
{
    QVERIFY2(!g_fullDiskDir.isEmpty(), qPrintable(g_mountProblem));
    m_filler = QDir(g_fullDiskDir).filePath(QStringLiteral("filler"));
}

void TestFullDisk::cleanup()
{
    // Every test starts on an empty disk.
    const QStringList files = QDir(g_fullDiskDir).entryList(QDir::Files | QDir::Hidden);
    for (const QString &file : files)
        QFile::remove(QDir(g_fullDiskDir).filePath(file));
}

void TestFullDisk::saveKeepsTheOldFile_data()
{
    QTest::addColumn<int>("notesLength");
    // Under and over the 16 KiB that Qt buffers before it writes: a failed write of a
    // small file only shows at the flush.
    QTest::newRow("small lesson") << 2000;
    QTest::newRow("large lesson") << 19000;
}

void TestFullDisk::saveKeepsTheOldFile()
{
    QFETCH(int, notesLength);
    const QString path = QDir(g_fullDiskDir).filePath(QStringLiteral("lesson.mapgen.json"));
    QString error;
    QVERIFY2(ScenarioFile::write(path, lesson(notesLength), &error), qPrintable(error));
    const QByteArray before = readAll(path);
    QVERIFY(before.size() > notesLength);
    QVERIFY(fillDisk(m_filler) > 0);

    Scenario edited = lesson(notesLength);
    edited.seed = 43;
    QVERIFY(!ScenarioFile::write(path, edited, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot be written: ")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("No space left on device")), qPrintable(error));
    QCOMPARE(readAll(path), before);
    // No temporary file is left behind.
    QCOMPARE(QDir(g_fullDiskDir).entryList(QDir::Files | QDir::Hidden),
        QStringList({QStringLiteral("filler"), QStringLiteral("lesson.mapgen.json")}));
    QVERIFY(ScenarioFile::read(path, &error));
}

void TestFullDisk::workbenchSaveKeepsTheDocumentModified()
{
    const QString path = QDir(g_fullDiskDir).filePath(QStringLiteral("lesson.mapgen.json"));
    QString error;
    QVERIFY2(ScenarioFile::write(path, lesson(2000), &error), qPrintable(error));
    const QByteArray before = readAll(path);

    MainWindow window;
    QVERIFY(window.openFile(path));
    Scenario edited = lesson(2000);
    edited.seed = 7;
    window.document()->load(edited, path);
    window.document()->undoStack()->push(new QUndoCommand(QStringLiteral("an edit")));
    QVERIFY(window.document()->isModified());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(fillDisk(m_filler) > 0);

    QString message;
    QTimer::singleShot(0, this, [&message] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box) {
            message = box->text();
            box->accept();
        }
    });
    QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);

    QVERIFY2(message.contains(QStringLiteral("No space left on device")), qPrintable(message));
    QVERIFY(window.document()->isModified());
    QCOMPARE(readAll(path), before);
    window.document()->setUnmodified();
}

void TestFullDisk::exportsLeaveNoFile()
{
    MainWindow window;
    Scenario scenario;
    scenario.resize(200, 200);
    window.document()->load(scenario, QString());
    QVERIFY(fillDisk(m_filler) > 0);

    QString error;
    const QString png = QDir(g_fullDiskDir).filePath(QStringLiteral("map.png"));
    QVERIFY(
        !MapExporter::writePng(*window.currentView(), window.document()->scenario(), png, &error));
    QVERIFY2(error.startsWith(png + QStringLiteral(": cannot be written: No space left on device")),
        qPrintable(error));
    QVERIFY(!QFile::exists(png));

    const QString svg = QDir(g_fullDiskDir).filePath(QStringLiteral("map.svg"));
    QVERIFY(
        !MapExporter::writeSvg(*window.currentView(), window.document()->scenario(), svg, &error));
    QVERIFY2(error.contains(QStringLiteral("No space left on device")), qPrintable(error));
    QVERIFY(!QFile::exists(svg));
    QCOMPARE(QDir(g_fullDiskDir).entryList(QDir::Files | QDir::Hidden),
        QStringList(QStringLiteral("filler")));
}

void TestFullDisk::cliOutputToAFullDisk_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString rows = QStringLiteral("--rows");
    const QString cols = QStringLiteral("--cols");
    // A lecturer's `mapgen ... > sweep.csv` and the like, onto a disk that fills up.
    QTest::newRow("trace") << QStringList {QStringLiteral("island"), rows, QStringLiteral("200"),
        cols, QStringLiteral("300"), QStringLiteral("--trace")};
    QTest::newRow("map") << QStringList {QStringLiteral("island"), rows, QStringLiteral("20"), cols,
        QStringLiteral("30"), QStringLiteral("--map")};
    QTest::newRow("dungeon json") << QStringList {QStringLiteral("dungeon"), rows,
        QStringLiteral("40"), cols, QStringLiteral("40"), QStringLiteral("--json")};
    QTest::newRow("stats") << QStringList {QStringLiteral("dungeon"), rows, QStringLiteral("40"),
        cols, QStringLiteral("40"), QStringLiteral("--stats")};
    QTest::newRow("experiment") << QStringList {QStringLiteral("experiment"), rows,
        QStringLiteral("12"), cols, QStringLiteral("12"), QStringLiteral("--density"),
        QStringLiteral("0:30:10"), QStringLiteral("--runs"), QStringLiteral("50"),
        QStringLiteral("--threads"), QStringLiteral("2")};
}

void TestFullDisk::cliOutputToAFullDisk()
{
    QFETCH(QStringList, arguments);
    QVERIFY(fillDisk(m_filler) > 0);
    const QString target = QDir(g_fullDiskDir).filePath(QStringLiteral("out.txt"));
    QProcess cli;
    cli.setStandardOutputFile(target);
    cli.start(TestData::cli(), arguments);
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 2);
    QCOMPARE(cli.readAllStandardError(),
        QByteArray("mapgen: cannot write the output: No space left on device\n"));
}

void TestFullDisk::cliWriteCutOffByAFullDisk_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("exported"); // empty: the output goes to standard output
    const QString example = TestData::path(QStringLiteral("island-6b-basic.json"));
    for (const char *format : {"html", "gif", "pdf"}) {
        const QString file = QStringLiteral("lesson.") + QLatin1String(format);
        QTest::addRow("export %s", format)
            << QStringList {QStringLiteral("island"), example, QStringLiteral("--export"), file}
            << file;
    }
    const QStringList world {QStringLiteral("--rows"), QStringLiteral("200"),
        QStringLiteral("--cols"), QStringLiteral("200")};
    QTest::newRow("island json") << QStringList {QStringLiteral("island")} + world
            + QStringList {QStringLiteral("--json")}
                                 << QString();
    const QStringList perRun {QStringLiteral("experiment"), QStringLiteral("--rows"),
        QStringLiteral("20"), QStringLiteral("--cols"), QStringLiteral("20"),
        QStringLiteral("--density"), QStringLiteral("0:100:5"), QStringLiteral("--islands"),
        QStringLiteral("1:8:1"), QStringLiteral("--min"), QStringLiteral("1:4:1"),
        QStringLiteral("--runs"), QStringLiteral("1"), QStringLiteral("--per-run")};
    QTest::newRow("per-run rows") << perRun << QString();
    // The summary's input lies outside the small disk.
    QProcess rows;
    rows.setStandardOutputFile(m_runs.filePath(QStringLiteral("runs.csv")));
    rows.start(TestData::cli(), perRun);
    QVERIFY(rows.waitForFinished(60000));
    QCOMPARE(rows.exitCode(), 0);
    QTest::newRow("summary") << QStringList {QStringLiteral("experiment"),
        QStringLiteral("--summarize"), m_runs.filePath(QStringLiteral("runs.csv"))}
                             << QString();
}

void TestFullDisk::cliWriteCutOffByAFullDisk()
{
    // Room for a part of each output: the write is cut off part-way, not refused at its
    // first byte as on a disk already full.
    QFETCH(QStringList, arguments);
    QFETCH(QString, exported);
    const QDir disk(g_fullDiskDir);
    const QByteArray old("the lesson of last week\n");
    QString written = disk.filePath(QStringLiteral("out.txt"));
    if (!exported.isEmpty()) {
        written = disk.filePath(exported);
        arguments.last() = written;
        QFile file(written);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(old);
    }
    constexpr qint64 Room = 8192;
    QVERIFY(fillDisk(m_filler, Room) > 0);
    QProcess cli;
    cli.setStandardOutputFile(exported.isEmpty() ? written : QProcess::nullDevice());
    cli.start(TestData::cli(), arguments);
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 2);
    if (exported.isEmpty()) {
        QCOMPARE(cli.readAllStandardError(),
            QByteArray("mapgen: cannot write the output: No space left on device\n"));
        QVERIFY2(QFileInfo(written).size() > 0, "the part that fitted");
        return;
    }
    QCOMPARE(QString::fromUtf8(cli.readAllStandardError()),
        QStringLiteral("mapgen: %1: cannot be written: No space left on device\n").arg(written));
    QCOMPARE(readAll(written), old);
    QCOMPARE(disk.entryList(QDir::Files | QDir::Hidden),
        QStringList({QStringLiteral("filler"), exported}));
}

int main(int argc, char *argv[])
{
    mountSmallTmpfs();
    int result = 0;
    {
        QApplication app(argc, argv);
        QTemporaryDir settings;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
        TestFullDisk test;
        result = QTest::qExec(&test, argc, argv);
    }
    unmountSmallTmpfs();
    return result;
}

#include "tst_fulldisk.moc"
