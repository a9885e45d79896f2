// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "testdata.h"

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#if defined(__SANITIZE_ADDRESS__)
#define MAPGEN_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MAPGEN_ASAN 1
#endif
#endif

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

// The built `mapgen`, run as a lecturer's script runs it: what it exits with and writes.
namespace CliRun {

struct Result
{
    int exitCode = -1; // -1 when it did not start, did not end in time, or crashed
    QByteArray out;
    QByteArray err;
};

// 250 MB: the memory a lecture-hall machine may have to spare.
constexpr qint64 MemoryLimit = 250 * 1024 * 1024;

inline Result finish(QProcess &process, int seconds)
{
    if (!process.waitForFinished(seconds * 1000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError()};
}

// Runs mapgen with `input` as its standard input.
inline Result run(const QStringList &arguments, const QByteArray &input = {}, int seconds = 120)
{
    QProcess process;
    process.start(TestData::cli(), arguments);
    if (!process.waitForStarted())
        return {};
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    return finish(process, seconds);
}

// Runs mapgen with standard output going to `outputFile` (/dev/full: every write fails).
inline Result runInto(const QStringList &arguments, const QString &outputFile, int seconds = 60)
{
    QProcess process;
    process.setStandardOutputFile(outputFile);
    process.start(TestData::cli(), arguments);
    return finish(process, seconds);
}

struct Limits
{
    QString inputFile; // standard input (a file, or /dev/zero); none when empty
    bool keepOut = true; // false: standard output is thrown away (a trace of millions of lines)
    int seconds = 240;
};

// Runs mapgen allowed MemoryLimit bytes of address space.
inline Result runInLimitedMemory(const QStringList &arguments, const Limits &limits)
{
    QProcess process;
    if (!limits.inputFile.isEmpty())
        process.setStandardInputFile(limits.inputFile);
    if (!limits.keepOut)
        process.setStandardOutputFile(QProcess::nullDevice());
#ifdef MAPGEN_ASAN
    // AddressSanitizer reserves terabytes of shadow memory, so an address-space limit would
    // stop it from starting; its allocator refuses single allocations above the limit instead.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QString options = environment.value(QStringLiteral("ASAN_OPTIONS"));
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
        options + (options.isEmpty() ? QString() : QStringLiteral(":"))
            + QStringLiteral("allocator_may_return_null=1:max_allocation_size_mb=%1")
                  .arg(MemoryLimit / (1024 * 1024)));
    process.setProcessEnvironment(environment);
#elif defined(Q_OS_UNIX)
    process.setChildProcessModifier([] {
        const rlimit limit {rlim_t(MemoryLimit), rlim_t(MemoryLimit)};
        setrlimit(RLIMIT_AS, &limit);
    });
#endif
    process.start(TestData::cli(), arguments);
    return finish(process, limits.seconds);
}

} // namespace CliRun
