// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h" // MAPGEN_ASAN
#include "islandbuildcontroller.h"
#include "mainwindow.h"
#include "mapmodel.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QThreadPool>
#include <QtTest>

#ifdef MAPGEN_ASAN
// AddressSanitizer reserves terabytes of shadow memory, so an address-space limit cannot
// work under it; its allocator refuses single allocations above 250 MB instead.
extern "C" const char *__asan_default_options()
{
    return "allocator_may_return_null=1:max_allocation_size_mb=250";
}
#elif defined(Q_OS_UNIX)
#include <sys/resource.h>
#include <unistd.h>
#endif

// While it lives, the process may map 250 MB more than it has mapped when it is made: the
// limit is set once the threads a test needs are running, each with its stack and its
// allocator's arena, so that what is left is the same on every machine and every run. Only
// the soft limit is lowered, and it is put back.
class MemoryHeadroom
{
public:
    MemoryHeadroom();
    ~MemoryHeadroom();
    bool isSet() const { return m_set; }

private:
    bool m_set = false;
#if !defined(MAPGEN_ASAN) && defined(Q_OS_UNIX)
    rlimit m_saved {};
#endif
};

MemoryHeadroom::MemoryHeadroom()
{
#if defined(MAPGEN_ASAN) || !defined(Q_OS_UNIX)
    m_set = true;
#else
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly) || getrlimit(RLIMIT_AS, &m_saved) != 0)
        return;
    const qint64 pages = statm.readAll().split(' ').first().toLongLong();
    if (pages <= 0)
        return;
    const rlimit memory {
        rlim_t(pages * sysconf(_SC_PAGESIZE) + 250 * 1024 * 1024), m_saved.rlim_max};
    m_set = setrlimit(RLIMIT_AS, &memory) == 0;
#endif
}

MemoryHeadroom::~MemoryHeadroom()
{
#if !defined(MAPGEN_ASAN) && defined(Q_OS_UNIX)
    if (m_set)
        setrlimit(RLIMIT_AS, &m_saved);
#endif
}

// A build that does not fit in memory, in the workbench: each build runs with 250 MB of
// memory to spare, and the largest valid build needs 400 MB for its steps. The worker
// reports the failure, the window says so in a message box and stays usable.
class TestBuildMemory : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void workerReportsTheFailure();
    void windowShowsTheFailureAndStaysUsable();

private:
    static Scenario worstCase();

    QTemporaryDir m_dir;
};

Scenario TestBuildMemory::worstCase()
{
    Scenario scenario;
    scenario.resize(1000, 1000);
    scenario.seed = 1;
    scenario.islands.count = 8;
    scenario.islands.min = 1000000;
    scenario.islands.max = 1000000;
    scenario.islands.stepLimit = Scenario::MaxStepLimit;
    return scenario;
}

void TestBuildMemory::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
#if !defined(MAPGEN_ASAN) && defined(Q_OS_UNIX)
    // Qt converts and scales large images in pieces on its global thread pool and waits for
    // every piece: a pool thread that cannot be created while the worker holds all the memory
    // left would leave the window waiting for ever. The pool's threads are made now, before
    // any limit, and kept.
    QThreadPool *pool = QThreadPool::globalInstance();
    pool->setExpiryTimeout(-1);
    const int threads = pool->maxThreadCount();
    static QSemaphore started; // outlive this function: the threads may still be waking
    static QSemaphore done;
    for (int i = 0; i < threads; ++i) {
        pool->start([] {
            started.release();
            done.acquire();
        });
    }
    started.acquire(threads); // each on a thread of its own
    done.release(threads);
#endif
}

void TestBuildMemory::workerReportsTheFailure()
{
    IslandBuildController controller;
    QSignalSpy steps(&controller, &IslandBuildController::stepsArrived);
    QSignalSpy finished(&controller, &IslandBuildController::buildFinished);
    const MemoryHeadroom headroom;
    QVERIFY(headroom.isSet());
    controller.start(worstCase());
    QVERIFY(finished.wait(60000));
    const auto failed = finished.takeFirst().first().value<IslandBuildSummary>();
    QVERIFY(failed.outOfMemory);
    QCOMPARE(failed.stepLimit, Scenario::MaxStepLimit);
    QCOMPARE(failed.stepCount, 0);
    QCOMPARE(steps.size(), 0);
    QVERIFY(!controller.isRunning());

    // The worker thread goes on serving builds that fit.
    const Scenario small = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    controller.start(small);
    QVERIFY(finished.wait(60000));
    const auto built = finished.takeFirst().first().value<IslandBuildSummary>();
    QVERIFY(!built.outOfMemory);
    QCOMPARE(built.stepCount, int(IslandGenerator::build(small).steps.size()));
}

void TestBuildMemory::windowShowsTheFailureAndStaysUsable()
{
    MainWindow window;
    window.document()->load(worstCase(), QString());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *start = window.findChild<QAction *>(QStringLiteral("startAction"));
    QVERIFY(start);
    const MemoryHeadroom headroom;
    QVERIFY(headroom.isSet());
    start->trigger();

    QMessageBox *box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (box = window.findChild<QMessageBox *>(QStringLiteral("buildFailureBox"))), 60000);
    QVERIFY2(box->text().contains(QStringLiteral("Lower the step limit")), qPrintable(box->text()));
    QVERIFY2(box->text().contains(QString::number(Scenario::MaxStepLimit))
            || box->text().contains(QLocale().toString(Scenario::MaxStepLimit)),
        qPrintable(box->text()));
    QCOMPARE(window.currentModel()->stepCount(), 0);
    QVERIFY(start->isEnabled());
    box->button(QMessageBox::Ok)->click();
    QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("buildFailureBox")));

    // A build that fits runs as usual in the same window.
    Scenario fits = worstCase();
    fits.islands.stepLimit = 1000;
    window.document()->load(fits, QString());
    start->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(window.currentModel()->stepCount(), 1001, 60000);
}

QTEST_MAIN(TestBuildMemory)
#include "tst_buildmemory.moc"
