// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "experimentsummarizer.h"
#include "mapgenoptions.h"
#include "scenariofile.h"

#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <new>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

// More values than a chart can show are a typing mistake (a step of 1 over a million
// sizes), not an experiment; the caps keep such a sweep from taking the machine.
constexpr int MaxListValues = 10000;
constexpr auto MaxPoints = std::size_t(Experiment::MaxPoints);
constexpr int MaxThreads = 256;

QString translated(const char *text)
{
    return QCoreApplication::translate("mapgen", text);
}

QString expectedIntegers(const QString &name, int min, int max, const QString &got)
{
    return translated("--%1: expected integers from %2 to %3, as a list (A,B,C) or a range "
                      "(FROM:TO:STEP), got %4")
        .arg(name)
        .arg(min)
        .arg(max)
        .arg(ScenarioFile::quoted(got));
}

// The items of a comma-separated list; an empty item (",", "5,,10", "") is an error.
std::optional<QStringList> listItems(const QString &name, const QString &text, QString *error)
{
    const QStringList items = text.split(QLatin1Char(','));
    for (const QString &item : items) {
        if (item.trimmed().isEmpty()) {
            *error = translated("--%1: an empty item in %2").arg(name, ScenarioFile::quoted(text));
            return std::nullopt;
        }
    }
    return items;
}

// A list of integers in [min, max]: "5", "0,10,20", "0:45:5", or a mix ("0:20:5,50").
// A range includes FROM, then every STEP while not past TO, so TO when it is reached; a
// negative STEP counts down.
std::optional<std::vector<int>> intList(
    const MapgenOptions &commandLine, const QString &name, int min, int max, QString *error)
{
    const QString text = commandLine.value(name);
    const auto items = listItems(name, text, error);
    if (!items)
        return std::nullopt;
    std::vector<int> values;
    for (const QString &item : *items) {
        const QStringList parts = item.split(QLatin1Char(':'));
        if (parts.size() != 1 && parts.size() != 3) {
            *error = expectedIntegers(name, min, max, item);
            return std::nullopt;
        }
        bool ok = true;
        int numbers[3] = {0, 0, 1};
        for (qsizetype i = 0; i < parts.size() && ok; ++i)
            numbers[i] = parts.at(i).trimmed().toInt(&ok);
        const int from = numbers[0];
        const int to = parts.size() == 3 ? numbers[1] : from;
        const int step = numbers[2];
        if (!ok || from < min || from > max || to < min || to > max) {
            *error = expectedIntegers(name, min, max, item);
            return std::nullopt;
        }
        if (step == 0) {
            *error = translated("--%1: the range %2 has a step of 0")
                         .arg(name, ScenarioFile::quoted(item));
            return std::nullopt;
        }
        if ((to > from && step < 0) || (to < from && step > 0)) {
            *error = translated("--%1: the range %2 steps away from its end; count down with a "
                                "negative step")
                         .arg(name, ScenarioFile::quoted(item));
            return std::nullopt;
        }
        const qint64 count = qint64(to - from) / step + 1;
        if (qint64(values.size()) + count > MaxListValues) {
            *error = translated("--%1: at most %2 values").arg(name).arg(MaxListValues);
            return std::nullopt;
        }
        for (qint64 k = 0; k < count; ++k)
            values.push_back(int(from + k * step));
    }
    return values;
}

// When option `name` is given, its list of values into `values`, each read by `read`: "6a"
// or "6b" by the rule parser, "on" or "off"; false and the message for a bad item.
template <class T, class Read>
bool readWords(const MapgenOptions &commandLine, const char *name, const char *first,
    const char *second, Read read, std::vector<T> *values, QString *error)
{
    const QString option = QString::fromLatin1(name);
    if (!commandLine.isSet(option))
        return true;
    const QString text = commandLine.value(option);
    const auto items = listItems(option, text, error);
    if (!items)
        return false;
    std::vector<T> parsed;
    for (const QString &item : *items) {
        const std::optional<T> value = read(item);
        if (!value) {
            *error = translated("--%1: expected %2 or %3, got %4")
                         .arg(option, QLatin1String(first), QLatin1String(second),
                             ScenarioFile::quoted(item));
            return false;
        }
        parsed.push_back(*value);
    }
    *values = std::move(parsed);
    return true;
}

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr));
#else
    return false;
#endif
}

// Set by Ctrl-C (and by the TERM a batch system sends to stop a job): the sweep stops
// starting runs, the running builds stop at their next poll, and nothing is printed.
std::atomic_bool interrupted {false};
static_assert(std::atomic_bool::is_always_lock_free, "set from a signal handler");

extern "C" void onInterrupt(int)
{
    interrupted.store(true);
}

// --size: sizes RxC, each side 1..1000.
std::optional<std::vector<DungeonExperimentSweep::Size>> sizeList(
    const MapgenOptions &commandLine, QString *error)
{
    const QString name = QStringLiteral("size");
    const QString text = commandLine.value(name);
    const auto items = listItems(name, text, error);
    if (!items)
        return std::nullopt;
    if (items->size() > MaxListValues) {
        *error = translated("--%1: at most %2 values").arg(name).arg(MaxListValues);
        return std::nullopt;
    }
    std::vector<DungeonExperimentSweep::Size> sizes;
    for (const QString &item : *items) {
        // The scenario's rule for "experiment.sizes"; spaces around an item are the list's.
        const auto size = ScenarioFile::parseSize(item.trimmed());
        if (!size) {
            *error = translated("--size: expected sizes ROWSxCOLS, each side from 1 to %1, as a "
                                "list (16x16,32x48), got %2")
                         .arg(Scenario::MaxSide)
                         .arg(ScenarioFile::quoted(item));
            return std::nullopt;
        }
        sizes.push_back({size->rows, size->cols});
    }
    return sizes;
}

// --tiles: lists of indices into the scenario's tile set joined by '+', each with a big room.
std::optional<std::vector<std::vector<int>>> tilesList(
    const Scenario &scenario, const MapgenOptions &commandLine, QString *error)
{
    const QString name = QStringLiteral("tiles");
    const QString text = commandLine.value(name);
    const auto items = listItems(name, text, error);
    if (!items)
        return std::nullopt;
    if (items->size() > MaxListValues) {
        *error = translated("--%1: at most %2 values").arg(name).arg(MaxListValues);
        return std::nullopt;
    }
    const int count = int(scenario.dungeon.tiles.size());
    std::vector<std::vector<int>> lists;
    for (const QString &item : *items) {
        const QStringList parts = item.trimmed().split(QLatin1Char('+'));
        std::vector<int> indices;
        bool bigRoom = false;
        for (const QString &part : parts) {
            bool ok = false;
            const int index = part.toInt(&ok);
            if (!ok || index < 0 || index >= count || parts.size() > Scenario::MaxTiles) {
                *error = translated("--tiles: expected up to %1 template numbers from 0 to %2 "
                                    "(the scenario's tile set) joined by +, got %3")
                             .arg(Scenario::MaxTiles)
                             .arg(count - 1)
                             .arg(ScenarioFile::quoted(item));
                return std::nullopt;
            }
            indices.push_back(index);
            bigRoom = bigRoom || scenario.dungeon.tiles.at(index).doors == DungeonTile::AllDoors;
        }
        // The scenario's rule for "experiment.tiles" but for the order: the CLI builds
        // with the templates in the order written (experiments.md).
        std::vector<int> sorted = indices;
        std::sort(sorted.begin(), sorted.end());
        if (!ExperimentSettings::isTileSubset(sorted)) {
            *error = translated("--tiles: %1 names a template more than once")
                         .arg(ScenarioFile::quoted(item));
            return std::nullopt;
        }
        if (!bigRoom) {
            *error = translated("--tiles: %1 has no big room (a template with all eight "
                                "half-doors, 0xFF), so a cell could get stuck")
                         .arg(ScenarioFile::quoted(item));
            return std::nullopt;
        }
        lists.push_back(std::move(indices));
    }
    return lists;
}

// Plain decimal digits, as a batch system writes a task number: no sign, no space, at most
// six (QString::toInt alone takes " 1" and "+2").
int digitsValue(const QString &text, bool *ok)
{
    *ok = !text.isEmpty() && text.size() <= 6 && std::all_of(text.begin(), text.end(), [](QChar c) {
        return c >= QLatin1Char('0') && c <= QLatin1Char('9');
    });
    return *ok ? text.toInt() : 0;
}

// --shard K/N, 1 <= K <= N <= 100000.
std::optional<ExperimentShard> shardValue(const MapgenOptions &commandLine, QString *error)
{
    const QString text = commandLine.value(QStringLiteral("shard"));
    const QStringList parts = text.split(QLatin1Char('/'));
    bool indexOk = false;
    bool countOk = false;
    const int index = digitsValue(parts.value(0), &indexOk);
    const int count = digitsValue(parts.value(1), &countOk);
    if (parts.size() != 2 || !indexOk || !countOk || index < 1 || count < index
        || count > ExperimentShard::MaxCount) {
        *error = translated("--shard: expected K/N with 1 <= K <= N <= %1, got %2")
                     .arg(ExperimentShard::MaxCount)
                     .arg(ScenarioFile::quoted(text));
        return std::nullopt;
    }
    return ExperimentShard {index, count};
}

// --lesson, or the scenario's; nullopt and the message for another word or for an option
// of the other lesson's sweep.
std::optional<MapMode> readLesson(
    const Scenario &scenario, const MapgenOptions &commandLine, QString *error)
{
    MapMode lesson = scenario.mode;
    const QString name = QStringLiteral("lesson");
    if (commandLine.isSet(name)) {
        const QString value = commandLine.value(name);
        if (value != QLatin1String("island") && value != QLatin1String("dungeon")) {
            *error = translated("--lesson: expected island or dungeon, got %1")
                         .arg(ScenarioFile::quoted(value));
            return std::nullopt;
        }
        lesson = value == QLatin1String("island") ? MapMode::Island : MapMode::Dungeon;
    }
    const bool dungeon = lesson == MapMode::Dungeon;
    using G = MapgenOptions::Group;
    if (const QString other = commandLine.firstSet(dungeon ? G::Island : G::DungeonSweep);
        !other.isEmpty()) {
        *error = dungeon ? translated("--%1 is for island experiments; this one sweeps the dungeon "
                                      "lesson (--density, --size, --tiles)")
                               .arg(other)
                         : translated("--%1 is for dungeon experiments; this one sweeps the island "
                                      "lesson")
                               .arg(other);
        return std::nullopt;
    }
    return lesson;
}

// The lists of the sweep over the scenario's settings: --rule, --randomize, --islands,
// --min, --max and --density for islands; --size, --tiles and --density for dungeons.
bool readSweepLists(const Scenario &scenario, const MapgenOptions &commandLine,
    ExperimentOptions &options, QString *error)
{
    ExperimentSweep &sweep = options.sweep;
    DungeonExperimentSweep &dungeonSweep = options.dungeonSweep;
    if (!readWords(commandLine, "rule", "6a", "6b", ScenarioFile::parseRule, &sweep.rules, error)
        || !readWords(
            commandLine, "randomize", "on", "off", MapgenOptions::onOrOff, &sweep.randomize, error))
        return false;
    const int maxSize = Scenario::MaxSide * Scenario::MaxSide;
    const bool dungeon = options.lesson == MapMode::Dungeon;
    const struct
    {
        const char *name;
        std::vector<int> *values;
        int min;
        int max;
    } lists[] = {
        {"islands", &sweep.islands, 1, Scenario::MaxIslands},
        {"min", &sweep.mins, 1, maxSize},
        {"max", &sweep.maxes, 1, maxSize},
        {"density", dungeon ? &dungeonSweep.densities : &sweep.densities, 0, 100},
    };
    for (const auto &list : lists) {
        const QString name = QString::fromLatin1(list.name);
        if (!commandLine.isSet(name))
            continue;
        auto values = intList(commandLine, name, list.min, list.max, error);
        if (!values)
            return false;
        *list.values = std::move(*values);
    }
    if (commandLine.isSet(QStringLiteral("size"))) {
        auto sizes = sizeList(commandLine, error);
        if (!sizes)
            return false;
        dungeonSweep.sizes = std::move(*sizes);
    }
    if (commandLine.isSet(QStringLiteral("tiles"))) {
        auto tiles = tilesList(scenario, commandLine, error);
        if (!tiles)
            return false;
        dungeonSweep.tileLists = std::move(*tiles);
    }
    return true;
}

// --runs, --step-limit, --threads, --per-run and --shard.
bool readRunOptions(const MapgenOptions &commandLine, ExperimentOptions &options, QString *error)
{
    int runs = options.sweep.runs;
    options.threads = QThread::idealThreadCount();
    if (!commandLine.readInts(
            {{"runs", &runs, 1, ExperimentSweep::MaxRuns},
                {"step-limit", &options.sweep.stepLimit, 1, Scenario::MaxStepLimit},
                {"threads", &options.threads, 1, MaxThreads}},
            error))
        return false;
    options.sweep.runs = runs;
    options.dungeonSweep.runs = runs;
    options.perRun = commandLine.isSet(QStringLiteral("per-run"));
    if (commandLine.isSet(QStringLiteral("shard"))) {
        if (!options.perRun) {
            *error = translated("--shard needs --per-run: a shard's runs are put back together "
                                "with --summarize");
            return false;
        }
        const auto shard = shardValue(commandLine, error);
        if (!shard)
            return false;
        options.shard = *shard;
    }
    return true;
}

// An option of a sweep given twice is refused, not settled by the last one silently: a
// batch script that adds its own --shard to one already written would otherwise run
// another shard than either says, and --density 0 --density 5 is a list mistyped.
bool checkRepeats(const MapgenOptions &commandLine, QString *error)
{
    using G = MapgenOptions::Group;
    for (const QString &name : MapgenOptions::names(G::World | G::Island | G::Experiment)) {
        const qsizetype count = commandLine.values(name).size();
        if (count > 1) {
            *error = translated("--%1 is given %2 times; give it once").arg(name).arg(count);
            return false;
        }
    }
    return true;
}

} // namespace

std::optional<ExperimentOptions> experimentOptions(
    const Scenario &scenario, const MapgenOptions &commandLine, QString *error)
{
    if (!checkRepeats(commandLine, error))
        return std::nullopt;
    ExperimentOptions options;
    const auto lesson = readLesson(scenario, commandLine, error);
    if (!lesson)
        return std::nullopt;
    options.lesson = *lesson;
    options.sweep = ExperimentSweep::fromScenario(scenario);
    options.dungeonSweep = DungeonExperimentSweep::fromScenario(scenario);
    if (!readSweepLists(scenario, commandLine, options, error)
        || !readRunOptions(commandLine, options, error))
        return std::nullopt;

    const bool dungeon = options.lesson == MapMode::Dungeon;
    const std::size_t points
        = dungeon ? options.dungeonSweep.pointCount() : options.sweep.pointCount();
    if (points > MaxPoints) {
        *error = dungeon ? translated("the sweep has %1 points, at most %2 are allowed; shorten "
                                      "--size, --tiles or --density")
                               .arg(points)
                               .arg(MaxPoints)
                         : translated("the sweep has %1 points, at most %2 are allowed; shorten "
                                      "--rule, --randomize, --islands, --min, --max or --density")
                               .arg(points)
                               .arg(MaxPoints);
        return std::nullopt;
    }
    return options;
}

int runExperimentCommand(
    const Scenario &scenario, const ExperimentOptions &options, QTextStream &out, QTextStream &err)
{
    // Progress is for a person watching; a script reading stderr gets only errors.
    bool progressShown = false;
    Experiment::Progress progress;
    if (stderrIsTerminal()) {
        progress = [&err, &progressShown](std::int64_t done, std::int64_t total) {
            err << '\r' << translated("mapgen: %1 of %2 runs").arg(done).arg(total) << Qt::flush;
            progressShown = true;
        };
    }
    interrupted.store(false);
    const auto previousInt = std::signal(SIGINT, onInterrupt);
    const auto previousTerm = std::signal(SIGTERM, onInterrupt);

    QByteArray text;
    bool cancelled = false;
    bool outOfMemory = false;
    try {
        const bool dungeon = options.lesson == MapMode::Dungeon;
        if (options.perRun) {
            const ExperimentRunsResult result = dungeon
                ? Experiment::runDungeonPerRun(scenario, options.dungeonSweep, options.shard,
                    options.threads, &interrupted, progress)
                : Experiment::runPerRun(scenario, options.sweep, options.shard, options.threads,
                    &interrupted, progress);
            cancelled = result.cancelled;
            text = result.csv;
        } else if (dungeon) {
            const DungeonExperimentResult result = Experiment::runDungeon(
                scenario, options.dungeonSweep, options.threads, &interrupted, progress);
            cancelled = result.cancelled;
            text = Experiment::dungeonCsv(result.rows);
        } else {
            const ExperimentResult result
                = Experiment::run(scenario, options.sweep, options.threads, &interrupted, progress);
            cancelled = result.cancelled;
            text = Experiment::csv(result.rows);
        }
    } catch (const std::bad_alloc &) {
        outOfMemory = true;
    }
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    if (progressShown)
        err << "\r\033[K" << Qt::flush; // the progress line is cleared, not left above the table
    if (outOfMemory) {
        err << "mapgen: "
            << translated("not enough memory for a build of %1 steps; lower the step limit")
                   .arg(options.sweep.stepLimit)
            << '\n';
        return ExitBadInput;
    }
    if (cancelled) {
        err << "mapgen: " << translated("interrupted; nothing printed") << '\n';
        return 128 + SIGINT;
    }

    // The whole table at once, after every build: a sweep that fails prints nothing.
    out.flush();
    out.device()->write(text);
    return ExitFinished;
}

int runSummarizeCommand(
    const MapgenOptions &commandLine, const QStringList &files, QTextStream &out, QTextStream &err)
{
    using G = MapgenOptions::Group;
    if (const QString name = commandLine.firstSet(G::Experiment | G::Island | G::World);
        !name.isEmpty())
        return usageError(err,
            translated("--%1 cannot be combined with --summarize; the rows say what was "
                       "swept")
                .arg(name));
    if (files.isEmpty())
        return usageError(err,
            translated("--summarize: expected one or more files of per-run rows (- for "
                       "standard input)"));

    // A file at a time, read as a stream: a thousand shard files need no thousand handles,
    // and a file that never ends in a line break (/dev/zero) is refused at its first line.
    ExperimentSummarizer summarizer;
    QByteArray table;
    try {
        for (const QString &name : files) {
            QFile file;
            const bool standardInput = name == QLatin1String("-");
            const bool opened = standardInput
                ? file.open(stdin, QIODevice::ReadOnly)
                : (file.setFileName(name), file.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
            if (!opened) {
                err << "mapgen: "
                    << translated("%1: cannot be read: %2")
                           .arg(ScenarioFile::printable(name), file.errorString())
                    << '\n';
                return ExitBadInput;
            }
            if (!summarizer.read(standardInput ? translated("standard input") : name, file))
                break;
        }
        if (summarizer.error().isEmpty())
            table = summarizer.table();
    } catch (const std::bad_alloc &) {
        err << "mapgen: " << translated("not enough memory to summarize these rows") << '\n';
        return ExitBadInput;
    }
    if (!summarizer.error().isEmpty()) {
        err << "mapgen: " << ScenarioFile::printable(summarizer.error()) << '\n';
        return ExitBadInput;
    }
    out.flush();
    out.device()->write(table);
    return ExitFinished;
}
