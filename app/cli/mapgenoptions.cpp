// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapgenoptions.h"

#include "scenariofile.h"

#include <QCoreApplication>

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate("mapgen", text);
}

struct OptionEntry
{
    const char *name;
    const char *description;
    const char *valueName; // nullptr: a switch
    int groups;
};

using G = MapgenOptions::Group;

// Every option of `mapgen`, in the order of --help.
const OptionEntry options[] = {
    {"trace", QT_TRANSLATE_NOOP("mapgen", "Print the trace, one entry a line."), nullptr,
        G::Output},
    {"map", QT_TRANSLATE_NOOP("mapgen", "Print the map (the default output)."), nullptr, G::Output},
    {"json", QT_TRANSLATE_NOOP("mapgen", "Print the whole result as JSON (alone)."), nullptr,
        G::Output},
    {"stats", QT_TRANSLATE_NOOP("mapgen", "Print one line of statistics with the build time."),
        nullptr, G::Output},
    {"answers",
        QT_TRANSLATE_NOOP(
            "mapgen", "Print the answer key of the scenario's questions, one line each."),
        nullptr, G::Output},
    {"accepted",
        QT_TRANSLATE_NOOP(
            "mapgen", "With --answers: every answer that counts as right, the build's own first."),
        nullptr, G::Output},
    {"seed", QT_TRANSLATE_NOOP("mapgen", "Seed, 0 to 18446744073709551615."), "S", G::World},
    {"rule", QT_TRANSLATE_NOOP("mapgen", "Island rule, 6a or 6b."), "rule", G::Island},
    {"rows", QT_TRANSLATE_NOOP("mapgen", "Grid rows, 1 to 1000."), "R", G::World},
    {"cols", QT_TRANSLATE_NOOP("mapgen", "Grid columns, 1 to 1000."), "C", G::World},
    {"islands", QT_TRANSLATE_NOOP("mapgen", "Number of islands, 1 to 8."), "N", G::Island},
    {"min", QT_TRANSLATE_NOOP("mapgen", "Smallest island size."), "A", G::Island},
    {"max", QT_TRANSLATE_NOOP("mapgen", "Largest island size."), "B", G::Island},
    {"randomize", QT_TRANSLATE_NOOP("mapgen", "Shuffle candidates, on or off."), "on|off",
        G::Island},
    {"step-limit", QT_TRANSLATE_NOOP("mapgen", "Steps before \"too complex\", 1 to 100000000."),
        "L", G::Island},
    {"density",
        QT_TRANSLATE_NOOP("mapgen", "Experiment: pit densities in percent, 0 to 100 (default 0)."),
        "list", G::Experiment},
    {"runs",
        QT_TRANSLATE_NOOP("mapgen", "Experiment: builds per point, 1 to 100000 (default 100)."),
        "N", G::Experiment},
    {"threads",
        QT_TRANSLATE_NOOP("mapgen", "Experiment: threads to build on (default: all cores)."), "T",
        G::Experiment},
    {"lesson",
        QT_TRANSLATE_NOOP(
            "mapgen", "Experiment: the lesson swept, island or dungeon (default the scenario's)."),
        "lesson", G::Experiment},
    {"size",
        QT_TRANSLATE_NOOP("mapgen", "Dungeon experiment: grid sizes RxC (default the scenario's)."),
        "list", G::Experiment | G::DungeonSweep},
    {"tiles",
        QT_TRANSLATE_NOOP("mapgen",
            "Dungeon experiment: tile subsets, template numbers joined by + (default all)."),
        "list", G::Experiment | G::DungeonSweep},
    {"per-run",
        QT_TRANSLATE_NOOP("mapgen", "Experiment: print one CSV row per run instead of the table."),
        nullptr, G::Experiment},
    {"shard",
        QT_TRANSLATE_NOOP(
            "mapgen", "Experiment: make only the runs i with i mod N = K-1 (with --per-run)."),
        "K/N", G::Experiment},
    {"summarize",
        QT_TRANSLATE_NOOP("mapgen",
            "Experiment: print the table from per-run rows in the files given (- for stdin)."),
        nullptr, G::Summarize},
    {"export",
        QT_TRANSLATE_NOOP("mapgen",
            "Write the map to FILE, as .png, .svg, .gif (the build animated), .tmx (Tiled), "
            ".pdf (a handout), .html (a web lesson) or .zip (the web lesson as a SCORM 1.2 "
            "package for a learning platform); may be repeated."),
        "FILE", G::Export},
    {"cell-size",
        QT_TRANSLATE_NOOP("mapgen", "Export: pixels a cell, 1 to 96 (default 24; 32 for .tmx)."),
        "PX", G::Export},
    {"from",
        QT_TRANSLATE_NOOP("mapgen", "GIF export: the first step shown (default 0, the empty map)."),
        "K", G::Export},
    {"to", QT_TRANSLATE_NOOP("mapgen", "GIF export: the last step shown (default the last step)."),
        "K", G::Export},
    {"fps", QT_TRANSLATE_NOOP("mapgen", "GIF export: frames a second, 1 to 50 (default 10)."), "F",
        G::Export},
    {"language",
        QT_TRANSLATE_NOOP("mapgen",
            "Export: the language of the .pdf handout, the .html lesson, the .zip "
            "package and an .svg's title and description, one of %1 (default en)."),
        "code", G::Export},
};

} // namespace

MapgenOptions::MapgenOptions(const QStringList &languages)
    : m_help(m_parser.addHelpOption())
    , m_version(m_parser.addVersionOption())
{
    m_parser.setApplicationDescription(translated(
        "Generates island and dungeon maps exactly as Mapgen Workbench does.\n"
        "\n"
        "experiment builds islands or dungeons many times over a sweep of settings\n"
        "and prints one CSV row per point (resources/spec/experiments.md). Its\n"
        "--rule, --randomize, --islands, --min, --max, --density, --size and --tiles\n"
        "take comma-separated lists, integers also as FROM:TO:STEP, for example:\n"
        "  mapgen experiment lesson.mapgen.json --density 0:45:5 --rule 6a,6b --runs 120\n"
        "  mapgen experiment --lesson dungeon --rows 16 --cols 16 --density 0,10,20\n"
        "A sweep too big for one machine: --per-run --shard K/N on each, then\n"
        "  mapgen experiment --summarize shard-*.csv"));
    m_parser.addPositionalArgument(
        QStringLiteral("mode"), translated("island, dungeon or experiment"));
    m_parser.addPositionalArgument(QStringLiteral("scenario"),
        translated("A *.mapgen.json scenario file."), QStringLiteral("[scenario]"));
    for (const OptionEntry &entry : options) {
        QString description = translated(entry.description);
        if (qstrcmp(entry.name, "language") == 0)
            description = description.arg(languages.join(QStringLiteral(", ")));
        QCommandLineOption option(QString::fromLatin1(entry.name), description);
        if (entry.valueName)
            option.setValueName(QString::fromLatin1(entry.valueName));
        m_parser.addOption(option);
    }
}

bool MapgenOptions::parse(const QStringList &arguments)
{
    return m_parser.parse(arguments);
}

QStringList MapgenOptions::names(int groups)
{
    QStringList result;
    for (const OptionEntry &entry : options) {
        if (entry.groups & groups)
            result.append(QString::fromLatin1(entry.name));
    }
    return result;
}

QString MapgenOptions::firstSet(int groups) const
{
    for (const QString &name : names(groups)) {
        if (m_parser.isSet(name))
            return name;
    }
    return {};
}

std::optional<bool> MapgenOptions::onOrOff(const QString &text)
{
    if (text == QLatin1String("on"))
        return true;
    if (text == QLatin1String("off"))
        return false;
    return std::nullopt;
}

std::optional<int> MapgenOptions::intValue(
    const QString &name, int min, int max, QString *error) const
{
    bool ok = false;
    const QString text = m_parser.value(name);
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

bool MapgenOptions::readInts(std::initializer_list<IntTarget> targets, QString *error) const
{
    for (const IntTarget &target : targets) {
        const QString name = QString::fromLatin1(target.name);
        if (!m_parser.isSet(name))
            continue;
        const auto value = intValue(name, target.min, target.max, error);
        if (!value)
            return false;
        *target.target = *value;
    }
    return true;
}
