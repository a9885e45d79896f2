// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The whole `mapgen` process writing the trace of the 5,000,001-step island build
// (docs/performance.md) to a file: `mapgen island --rows 500 --cols 500 --islands 8 --min 2000
// --max 20000 --rule 6b --seed 1 --step-limit 5000000 --trace > FILE`. Wall time from spawn to exit
// and the process's peak resident memory (targets: <= 1.5 s, <= 100 MB). The file is checked for
// its 5,000,001 lines, so a run that wrote less does not count as fast. Medians and best of
// BENCH_RUNS runs (default 7). Run from a Release build:
//   ./build-release/tests/benchmarks/bench_trace
#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

extern char **environ;

namespace {

struct Run
{
    double seconds = 0;
    double peakMegabytes = 0;
    bool ok = false;
};

// posix_spawn and wait4 rather than QProcess: wait4 gives this one child's peak memory.
Run runOnce(const QByteArray &program, const QByteArray &outputPath)
{
    QList<QByteArray> args
        = {program, "island", "--rows", "500", "--cols", "500", "--islands", "8", "--min", "2000",
            "--max", "20000", "--rule", "6b", "--seed", "1", "--step-limit", "5000000", "--trace"};
    std::vector<char *> argv;
    for (QByteArray &arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(
        &actions, 1, outputPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    Run run;
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned
        = posix_spawn(&pid, program.constData(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return run;
    int status = 0;
    rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.seconds = double(timer.nsecsElapsed()) / 1e9;
    run.peakMegabytes = double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

qsizetype lineCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    qsizetype lines = 0;
    while (!file.atEnd())
        lines += file.read(1 << 20).count('\n');
    return lines;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int runs = qEnvironmentVariableIntValue("BENCH_RUNS") > 0
        ? qEnvironmentVariableIntValue("BENCH_RUNS")
        : 7;
    QTemporaryDir dir;
    const QString tracePath = dir.filePath(QStringLiteral("trace.txt"));
    std::vector<double> seconds;
    std::vector<double> peaks;
    for (int i = 0; i < runs; ++i) {
        const Run run = runOnce(QByteArrayLiteral(MAPGEN_CLI_PATH), QFile::encodeName(tracePath));
        const qsizetype lines = lineCount(tracePath);
        if (!run.ok || lines != 5000001) {
            out << "mapgen failed or wrote " << lines << " lines instead of 5000001\n";
            return 1;
        }
        seconds.push_back(run.seconds);
        peaks.push_back(run.peakMegabytes);
    }
    std::sort(seconds.begin(), seconds.end());
    std::sort(peaks.begin(), peaks.end());
    out << "mapgen island 500x500, 8 islands, limit 5e6, --trace to a file ("
        << QFile(tracePath).size() / 1000000 << " MB, 5000001 lines): whole process median "
        << QString::number(seconds[seconds.size() / 2], 'f', 3) << " s, best "
        << QString::number(seconds.front(), 'f', 3) << " s (target <= 1.5 s); peak resident median "
        << QString::number(peaks[peaks.size() / 2], 'f', 1) << " MB, largest "
        << QString::number(peaks.back(), 'f', 1) << " MB (target <= 100 MB)\n";
    return 0;
}
