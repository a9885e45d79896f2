#include "commands.h"

#include "scenariofile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIODevice>
#include <QThread>

#include <cstdio>
#include <new>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

// More values than a chart can show are a typing mistake (a step of 1 over a million
// sizes), not an experiment; the caps keep such a sweep from taking the machine.
constexpr int MaxListValues = 10000;
constexpr std::size_t MaxPoints = 100000;
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
    const QCommandLineParser &parser, const QString &name, int min, int max, QString *error)
{
    const QString text = parser.value(name);
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

// A list of words, each one of `words` (the first maps to true or 6a).
std::optional<QStringList> wordList(const QCommandLineParser &parser, const QString &name,
    const QString &first, const QString &second, QString *error)
{
    const QString text = parser.value(name);
    const auto items = listItems(name, text, error);
    if (!items)
        return std::nullopt;
    for (const QString &item : *items) {
        if (item != first && item != second) {
            *error = translated("--%1: expected %2 or %3, got %4")
                         .arg(name, first, second, ScenarioFile::quoted(item));
            return std::nullopt;
        }
    }
    return items;
}

std::optional<int> intValue(
    const QCommandLineParser &parser, const QString &name, int min, int max, QString *error)
{
    bool ok = false;
    const QString text = parser.value(name);
    const int value = text.toInt(&ok);
    if (!ok || value < min || value > max) {
        *error = translated("--%1: expected an integer from %2 to %3, got %4")
                     .arg(name)
                     .arg(min)
                     .arg(max)
                     .arg(ScenarioFile::quoted(text));
        return std::nullopt;
    }
    return value;
}

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr));
#else
    return false;
#endif
}

} // namespace

std::optional<ExperimentOptions> experimentOptions(
    const Scenario &scenario, const QCommandLineParser &parser, QString *error)
{
    ExperimentOptions options;
    ExperimentSweep &sweep = options.sweep;
    sweep = ExperimentSweep::fromScenario(scenario);

    const QString rule = QStringLiteral("rule");
    if (parser.isSet(rule)) {
        const auto words
            = wordList(parser, rule, QStringLiteral("6a"), QStringLiteral("6b"), error);
        if (!words)
            return std::nullopt;
        sweep.rules.clear();
        for (const QString &word : *words)
            sweep.rules.push_back(
                word == QLatin1String("6a") ? IslandRule::Rule6a : IslandRule::Rule6b);
    }
    const QString randomize = QStringLiteral("randomize");
    if (parser.isSet(randomize)) {
        const auto words
            = wordList(parser, randomize, QStringLiteral("on"), QStringLiteral("off"), error);
        if (!words)
            return std::nullopt;
        sweep.randomize.clear();
        for (const QString &word : *words)
            sweep.randomize.push_back(word == QLatin1String("on"));
    }
    const int maxSize = Scenario::MaxSide * Scenario::MaxSide;
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
        {"density", &sweep.densities, 0, 100},
    };
    for (const auto &list : lists) {
        const QString name = QString::fromLatin1(list.name);
        if (!parser.isSet(name))
            continue;
        auto values = intList(parser, name, list.min, list.max, error);
        if (!values)
            return std::nullopt;
        *list.values = std::move(*values);
    }

    const QString runs = QStringLiteral("runs");
    if (parser.isSet(runs)) {
        const auto value = intValue(parser, runs, 1, ExperimentSweep::MaxRuns, error);
        if (!value)
            return std::nullopt;
        sweep.runs = *value;
    }
    const QString stepLimit = QStringLiteral("step-limit");
    if (parser.isSet(stepLimit)) {
        const auto value = intValue(parser, stepLimit, 1, Scenario::MaxStepLimit, error);
        if (!value)
            return std::nullopt;
        sweep.stepLimit = *value;
    }
    const QString threads = QStringLiteral("threads");
    options.threads = QThread::idealThreadCount();
    if (parser.isSet(threads)) {
        const auto value = intValue(parser, threads, 1, MaxThreads, error);
        if (!value)
            return std::nullopt;
        options.threads = *value;
    }

    if (sweep.pointCount() > MaxPoints) {
        *error = translated("the sweep has %1 points, at most %2 are allowed; shorten --rule, "
                            "--randomize, --islands, --min, --max or --density")
                     .arg(sweep.pointCount())
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

    ExperimentResult result;
    try {
        result = Experiment::run(scenario, options.sweep, options.threads, nullptr, progress);
    } catch (const std::bad_alloc &) {
        if (progressShown)
            err << '\n';
        err << "mapgen: "
            << translated("not enough memory for a build of %1 steps; lower the step limit")
                   .arg(options.sweep.stepLimit)
            << '\n';
        return ExitBadInput;
    }
    if (progressShown)
        err << "\r\033[K" << Qt::flush; // the progress line is cleared, not left above the table

    // The whole table at once, after every build: a sweep that fails prints nothing.
    out.flush();
    out.device()->write(Experiment::csv(result.rows));
    return ExitFinished;
}
