// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "atomicfile.h"
#include "mapgenoptions.h"
#include "scenariofile.h"
#include "standardoutput.h"
#include "translationcatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QLocale>
#include <QTemporaryDir>
#include <QTranslator>

#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>

namespace {

enum class Mode { Island, Dungeon, Experiment };

QString translated(const char *text)
{
    return QCoreApplication::translate("mapgen", text);
}

// Exports draw, which takes Qt Gui; on the offscreen platform, so that no display is
// needed. Without --export the tool stays a plain Qt Core program. Qt Gui wants a private
// runtime directory and warns on stderr without one (a shell without a login session has
// none); the export needs nothing from it, so a private temporary one, removed with
// `runtimeDir`, keeps the warning from the user.
std::unique_ptr<QCoreApplication> makeApplication(
    int &argc, char *argv[], std::unique_ptr<QTemporaryDir> *runtimeDir)
{
    bool exporting = false;
    for (int i = 1; i < argc; ++i)
        exporting = exporting || std::strncmp(argv[i], "--export", 8) == 0;
    if (!exporting)
        return std::make_unique<QCoreApplication>(argc, argv);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        *runtimeDir = std::make_unique<QTemporaryDir>();
        if ((*runtimeDir)->isValid())
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName((*runtimeDir)->path()));
    }
    return std::make_unique<QGuiApplication>(argc, argv);
}

std::optional<Mode> readMode(const QStringList &positional, QString *error)
{
    if (positional.isEmpty()) {
        *error = translated("expected a mode, island, dungeon or experiment");
        return std::nullopt;
    }
    const QString mode = positional.first();
    if (mode == QLatin1String("island"))
        return Mode::Island;
    if (mode == QLatin1String("dungeon"))
        return Mode::Dungeon;
    if (mode == QLatin1String("experiment"))
        return Mode::Experiment;
    *error = translated("unknown mode %1; expected island, dungeon or experiment")
                 .arg(ScenarioFile::quoted(mode));
    return std::nullopt;
}

// An experiment prints its table and nothing else; its own options mean nothing to a
// single build.
QString checkModeOptions(const MapgenOptions &options, Mode mode)
{
    using G = MapgenOptions::Group;
    if (mode == Mode::Experiment) {
        if (const QString name = options.firstSet(G::Output | G::Export); !name.isEmpty())
            return translated("--%1 is for island or dungeon mode; experiment prints a CSV table")
                .arg(name);
    } else if (const QString name = options.firstSet(G::Experiment | G::Summarize);
               !name.isEmpty()) {
        return translated("--%1 is for experiment mode").arg(name);
    }
    return {};
}

// What to print and export; the default output is the map.
QString readOutputs(const MapgenOptions &options, Mode mode, Outputs *outputs)
{
    outputs->trace = options.isSet(QStringLiteral("trace"));
    outputs->map = options.isSet(QStringLiteral("map"));
    outputs->json = options.isSet(QStringLiteral("json"));
    outputs->stats = options.isSet(QStringLiteral("stats"));
    outputs->answers = options.isSet(QStringLiteral("answers"));
    outputs->accepted = options.isSet(QStringLiteral("accepted"));
    if (outputs->accepted && !outputs->answers)
        return translated("--accepted is for --answers");
    const bool printsMore = outputs->trace || outputs->map || outputs->stats || outputs->answers;
    if (outputs->json && printsMore)
        return translated("--json prints alone; it cannot be combined with --trace, --map, "
                          "--stats or --answers");
    if (mode != Mode::Island && outputs->trace)
        return translated("--trace is for island mode");
    outputs->exports.files = options.values(QStringLiteral("export"));
    const bool exporting = !outputs->exports.files.isEmpty();
    if (outputs->json && exporting)
        return translated("--json prints alone; it cannot be combined with --export");
    for (const QString &name : MapgenOptions::names(MapgenOptions::Export).mid(1)) {
        if (options.isSet(name) && !exporting)
            return translated("--%1 is for --export").arg(name);
    }
    if (!outputs->json && !printsMore && !exporting)
        outputs->map = true;
    return {};
}

// The translation files skipped (damaged, another program's, ...), written by the commands
// that read the translations only: an export, whose --language they may explain, and
// --help, which lists the languages. Once a run, as the catalog is read once.
void reportSkippedTranslations(const TranslationCatalog &translations, QTextStream &err)
{
    const QStringList problems = translations.problems();
    for (const QString &problem : problems)
        err << "mapgen: " << ScenarioFile::printable(problem) << '\n';
}

// The handout's texts (and English plurals) from the translations the workbench ships:
// loads --language (default en) into `translator`.
QString loadLanguage(const MapgenOptions &options, const TranslationCatalog &translations,
    const QStringList &languages, QTranslator *translator, QString *language)
{
    *language = options.isSet(QStringLiteral("language"))
        ? options.value(QStringLiteral("language"))
        : QStringLiteral("en");
    if (!languages.contains(*language) || !translations.load(translator, *language))
        return translated("--language: no translation for %1; expected one of %2")
            .arg(ScenarioFile::quoted(*language), languages.join(QStringLiteral(", ")));
    // The handout's digits and direction follow its language, as the window's do (Arabic:
    // Arabic-Indic digits, right to left). English keeps the system's locale, and with it
    // the paper size the handout has always had.
    if (*language != QLatin1String("en"))
        QLocale::setDefault(QLocale(*language));
    return {};
}

// The scenario file given, or the default scenario when --rows and --cols are.
QString readScenario(
    const MapgenOptions &options, const QStringList &positional, Mode mode, Scenario *scenario)
{
    if (positional.size() == 2) {
        QString error;
        const auto loaded = ScenarioFile::read(positional.at(1), &error);
        if (!loaded)
            return error;
        *scenario = *loaded;
    } else if (!options.isSet(QStringLiteral("rows")) || !options.isSet(QStringLiteral("cols"))) {
        return translated("expected a scenario file, or --rows and --cols");
    }
    if (mode != Mode::Experiment) // an experiment sweeps the scenario's lesson, or --lesson's
        scenario->switchMode(mode == Mode::Island ? MapMode::Island : MapMode::Dungeon);
    return {};
}

// --rows, --cols and --seed over the scenario's.
QString readWorld(const MapgenOptions &options, Scenario *scenario)
{
    QString error;
    if (options.isSet(QStringLiteral("rows")) || options.isSet(QStringLiteral("cols"))) {
        int rows = scenario->rows;
        int cols = scenario->cols;
        if (!options.readInts(
                {{"rows", &rows, 1, Scenario::MaxSide}, {"cols", &cols, 1, Scenario::MaxSide}},
                &error))
            return error;
        scenario->resize(rows, cols);
    }
    if (options.isSet(QStringLiteral("seed"))) {
        const QString text = options.value(QStringLiteral("seed"));
        const auto seed = ScenarioFile::parseSeed(text);
        if (!seed)
            return translated("--seed: expected an integer from 0 to 18446744073709551615, got %1")
                .arg(ScenarioFile::quoted(text));
        scenario->seed = *seed;
    }
    return {};
}

// The island options of a single build over the scenario's.
QString readIslandSettings(const MapgenOptions &options, IslandSettings *islands)
{
    if (options.isSet(QStringLiteral("rule"))) {
        const QString rule = options.value(QStringLiteral("rule"));
        const auto parsed = ScenarioFile::parseRule(rule);
        if (!parsed)
            return translated("--rule: expected 6a or 6b, got %1").arg(ScenarioFile::quoted(rule));
        islands->rule = *parsed;
    }
    QString error;
    if (!options.readInts({{"islands", &islands->count, 1, Scenario::MaxIslands},
                              {"min", &islands->min, 1, Scenario::MaxSide * Scenario::MaxSide},
                              {"max", &islands->max, 1, Scenario::MaxSide * Scenario::MaxSide},
                              {"step-limit", &islands->stepLimit, 1, Scenario::MaxStepLimit}},
            &error))
        return error;
    if (options.isSet(QStringLiteral("randomize"))) {
        const QString value = options.value(QStringLiteral("randomize"));
        const std::optional<bool> on = MapgenOptions::onOrOff(value);
        if (!on)
            return translated("--randomize: expected on or off, got %1")
                .arg(ScenarioFile::quoted(value));
        islands->randomize = *on;
    }
    return {};
}

// The message of bad input as it stands, exit status 2.
int refuse(QTextStream &err, const QString &message)
{
    err << "mapgen: " << message << '\n';
    return ExitBadInput;
}

// A single build or an experiment: the options read in this order, the first problem
// found is the one reported, and nothing is printed before all are read.
int runCommand(const MapgenOptions &options, Mode mode, const TranslationCatalog &translations,
    const QStringList &languages, QTextStream &out, QTextStream &err)
{
    QString error;
    Outputs outputs;
    if (error = readOutputs(options, mode, &outputs); !error.isEmpty())
        return usageError(err, error);
    QTranslator translator;
    if (!outputs.exports.files.isEmpty()) {
        reportSkippedTranslations(translations, err);
        error = loadLanguage(
            options, translations, languages, &translator, &outputs.exports.language);
        if (!error.isEmpty())
            return usageError(err, error);
        QCoreApplication::installTranslator(&translator);
    }
    const QStringList positional = options.positionalArguments();
    if (positional.size() == 2)
        outputs.exports.scenarioFile = positional.at(1);
    if (error = checkExportFiles(outputs.exports); !error.isEmpty())
        return refuse(err, error);
    if (mode == Mode::Dungeon) {
        if (const QString name = options.firstSet(MapgenOptions::Island); !name.isEmpty())
            return usageError(err, translated("--%1 is for island mode").arg(name));
    }

    Scenario scenario;
    if (error = readScenario(options, positional, mode, &scenario); !error.isEmpty())
        return usageError(err, error);
    if (!options.readInts({{"cell-size", &outputs.exports.cellSize, 1, 96},
                              {"from", &outputs.exports.from, 0, Scenario::MaxStepLimit},
                              {"to", &outputs.exports.to, 0, Scenario::MaxStepLimit},
                              {"fps", &outputs.exports.fps, 1, 50}},
            &error))
        return usageError(err, error);
    if (error = readWorld(options, &scenario); !error.isEmpty())
        return usageError(err, error);
    if (error = checkExportSizes(outputs.exports, -1, scenario.rows, scenario.cols);
        !error.isEmpty())
        return refuse(err, error); // before the build and anything printed
    if (mode == Mode::Experiment) {
        const auto experiment = experimentOptions(scenario, options, &error);
        if (!experiment)
            return usageError(err, error);
        return runExperimentCommand(scenario, *experiment, out, err);
    }
    if (error = readIslandSettings(options, &scenario.islands); !error.isEmpty())
        return usageError(err, error);
    return mode == Mode::Island ? runIslandCommand(scenario, outputs, out, err)
                                : runDungeonCommand(scenario, outputs, out, err);
}

// Everything but the last flush of standard output, which main() checks.
int runMapgen(int &argc, char *argv[], QTextStream &out, QTextStream &err)
{
    std::unique_ptr<QTemporaryDir> runtimeDir;
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv, &runtimeDir);
    QCoreApplication::setApplicationName(QStringLiteral("mapgen"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MAPGEN_VERSION));
    // Every language the workbench has, embedded or installed (TranslationCatalog).
    const TranslationCatalog translations;
    const QStringList languages = QStringList {QStringLiteral("en")} + translations.languages();
    MapgenOptions options(languages);
    if (!options.parse(QCoreApplication::arguments()))
        return usageError(err, options.errorText());
    if (options.helpSet()) {
        reportSkippedTranslations(translations, err);
        out << options.helpText();
        return ExitFinished;
    }
    if (options.versionSet()) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
            << '\n';
        return ExitFinished;
    }
    QString error;
    const QStringList positional = options.positionalArguments();
    const std::optional<Mode> mode = readMode(positional, &error);
    if (!mode)
        return usageError(err, error);
    const bool summarize = *mode == Mode::Experiment && options.isSet(QStringLiteral("summarize"));
    if (!summarize && positional.size() > 2)
        return usageError(err, translated("expected at most one scenario file"));
    // A summary, too, prints its table and nothing else.
    if (error = checkModeOptions(options, *mode); !error.isEmpty())
        return usageError(err, error);
    if (summarize)
        return runSummarizeCommand(options, positional.mid(1), out, err);
    return runCommand(options, *mode, translations, languages, out, err);
}

} // namespace

int usageError(QTextStream &err, const QString &message)
{
    // Escaped once more here: QCommandLineParser quotes an unknown option as typed.
    err << "mapgen: " << ScenarioFile::printable(message) << '\n'
        << translated("Try 'mapgen --help'.") << '\n';
    return ExitBadInput;
}

int main(int argc, char *argv[])
{
    AtomicFile::ignoreFileSizeSignal();
    StandardOutput output;
    QTextStream err(stderr);
    const int status = runMapgen(argc, argv, output.text(), err);
    return output.finish(status, err);
}
