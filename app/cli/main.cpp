#include "commands.h"

#include "scenariofile.h"
#include "standardoutput.h"
#include "translationcatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTranslator>

#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <optional>

namespace {

// Reads an integer option within [min, max]; on error writes the message and returns nullopt.
std::optional<int> intOption(
    const QCommandLineParser &parser, const QString &name, int min, int max, QString *error)
{
    bool ok = false;
    const QString text = parser.value(name);
    const int value = text.toInt(&ok);
    if (!ok || value < min || value > max) {
        *error = QCoreApplication::translate(
            "mapgen", "--%1: expected an integer from %2 to %3, got %4")
                     .arg(name)
                     .arg(min)
                     .arg(max)
                     .arg(ScenarioFile::quoted(text));
        return std::nullopt;
    }
    return value;
}

// An integer option and where its value goes, within [min, max].
struct IntOption
{
    const char *name;
    int *target;
    int min;
    int max;
};

// Sets the target of every option of `options` the command line gives, in order; on the
// first bad value writes its message and returns false (the targets set so far stay).
bool readIntOptions(
    const QCommandLineParser &parser, std::initializer_list<IntOption> options, QString *error)
{
    for (const IntOption &option : options) {
        const QString name = QString::fromLatin1(option.name);
        if (!parser.isSet(name))
            continue;
        const auto value = intOption(parser, name, option.min, option.max, error);
        if (!value)
            return false;
        *option.target = *value;
    }
    return true;
}

// Everything but the last flush of standard output, which main() checks.
int runMapgen(int argc, char *argv[], QTextStream &out, QTextStream &err)
{
    // Exports draw, which takes Qt Gui; on the offscreen platform, so that no display is
    // needed. Without --export the tool stays a plain Qt Core program.
    bool exporting = false;
    for (int i = 1; i < argc; ++i)
        exporting = exporting || std::strncmp(argv[i], "--export", 8) == 0;
    // Qt Gui wants a private runtime directory and warns on stderr without one (a shell
    // without a login session has none); the export needs nothing from it, so a private
    // temporary one, removed at exit, keeps the warning from the user.
    std::unique_ptr<QTemporaryDir> runtimeDir;
    if (exporting) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            runtimeDir = std::make_unique<QTemporaryDir>();
            if (runtimeDir->isValid())
                qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir->path()));
        }
    }
    const std::unique_ptr<QCoreApplication> app = exporting
        ? std::make_unique<QGuiApplication>(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mapgen"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MAPGEN_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("mapgen",
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
    parser.addPositionalArgument(QStringLiteral("mode"),
        QCoreApplication::translate("mapgen", "island, dungeon or experiment"));
    parser.addPositionalArgument(QStringLiteral("scenario"),
        QCoreApplication::translate("mapgen", "A *.mapgen.json scenario file."),
        QStringLiteral("[scenario]"));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const auto tr = [](const char *text) { return QCoreApplication::translate("mapgen", text); };
    // Every language the workbench has, embedded or installed (TranslationCatalog).
    const TranslationCatalog translations;
    const QStringList languages = QStringList {QStringLiteral("en")} + translations.languages();
    parser.addOptions({
        {QStringLiteral("trace"), tr("Print the trace, one entry a line.")},
        {QStringLiteral("map"), tr("Print the map (the default output).")},
        {QStringLiteral("json"), tr("Print the whole result as JSON (alone).")},
        {QStringLiteral("stats"), tr("Print one line of statistics with the build time.")},
        {QStringLiteral("answers"),
            tr("Print the answer key of the scenario's questions, one line each.")},
        {QStringLiteral("seed"), tr("Seed, 0 to 18446744073709551615."), QStringLiteral("S")},
        {QStringLiteral("rule"), tr("Island rule, 6a or 6b."), QStringLiteral("rule")},
        {QStringLiteral("rows"), tr("Grid rows, 1 to 1000."), QStringLiteral("R")},
        {QStringLiteral("cols"), tr("Grid columns, 1 to 1000."), QStringLiteral("C")},
        {QStringLiteral("islands"), tr("Number of islands, 1 to 8."), QStringLiteral("N")},
        {QStringLiteral("min"), tr("Smallest island size."), QStringLiteral("A")},
        {QStringLiteral("max"), tr("Largest island size."), QStringLiteral("B")},
        {QStringLiteral("randomize"), tr("Shuffle candidates, on or off."),
            QStringLiteral("on|off")},
        {QStringLiteral("step-limit"), tr("Steps before \"too complex\", 1 to 100000000."),
            QStringLiteral("L")},
        {QStringLiteral("density"),
            tr("Experiment: pit densities in percent, 0 to 100 (default 0)."),
            QStringLiteral("list")},
        {QStringLiteral("runs"), tr("Experiment: builds per point, 1 to 100000 (default 100)."),
            QStringLiteral("N")},
        {QStringLiteral("threads"), tr("Experiment: threads to build on (default: all cores)."),
            QStringLiteral("T")},
        {QStringLiteral("lesson"),
            tr("Experiment: the lesson swept, island or dungeon (default the scenario's)."),
            QStringLiteral("lesson")},
        {QStringLiteral("size"), tr("Dungeon experiment: grid sizes RxC (default the scenario's)."),
            QStringLiteral("list")},
        {QStringLiteral("tiles"),
            tr("Dungeon experiment: tile subsets, template numbers joined by + (default all)."),
            QStringLiteral("list")},
        {QStringLiteral("per-run"),
            tr("Experiment: print one CSV row per run instead of the table.")},
        {QStringLiteral("shard"),
            tr("Experiment: make only the runs i with i mod N = K-1 (with --per-run)."),
            QStringLiteral("K/N")},
        {QStringLiteral("summarize"),
            tr("Experiment: print the table from per-run rows in the files given (- for stdin).")},
        {QStringLiteral("export"),
            tr("Write the map to FILE, as .png, .svg, .gif (the build animated), "
               ".tmx (Tiled) or .pdf (a handout); may be repeated."),
            QStringLiteral("FILE")},
        {QStringLiteral("cell-size"),
            tr("Export: pixels a cell, 1 to 96 (default 24; 32 for .tmx)."), QStringLiteral("PX")},
        {QStringLiteral("from"), tr("GIF export: the first step shown (default 0, the empty map)."),
            QStringLiteral("K")},
        {QStringLiteral("to"), tr("GIF export: the last step shown (default the last step)."),
            QStringLiteral("K")},
        {QStringLiteral("fps"), tr("GIF export: frames a second, 1 to 50 (default 10)."),
            QStringLiteral("F")},
        {QStringLiteral("language"),
            tr("PDF export: the handout's language, one of %1 (default en).")
                .arg(languages.join(QStringLiteral(", "))),
            QStringLiteral("code")},
    });

    auto usageError = [&](const QString &message) {
        // Escaped once more here: QCommandLineParser quotes an unknown option as typed.
        err << "mapgen: " << ScenarioFile::printable(message) << '\n'
            << QCoreApplication::translate("mapgen", "Try 'mapgen --help'.") << '\n';
        return int(ExitBadInput);
    };

    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(helpOption)) {
        out << parser.helpText();
        return ExitFinished;
    }
    if (parser.isSet(versionOption)) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
            << '\n';
        return ExitFinished;
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(tr("expected a mode, island, dungeon or experiment"));
    const QString mode = positional.first();
    if (mode != QLatin1String("island") && mode != QLatin1String("dungeon")
        && mode != QLatin1String("experiment"))
        return usageError(QCoreApplication::translate(
            "mapgen", "unknown mode %1; expected island, dungeon or experiment")
                              .arg(ScenarioFile::quoted(mode)));
    if (mode == QLatin1String("experiment") && parser.isSet(QStringLiteral("summarize")))
        return runSummarizeCommand(parser, positional.mid(1), out, err);
    if (positional.size() > 2)
        return usageError(tr("expected at most one scenario file"));
    const bool isIsland = mode == QLatin1String("island");
    const bool isExperiment = mode == QLatin1String("experiment");

    // An experiment prints its table and nothing else; its own options mean nothing to
    // a single build.
    const QStringList outputOptions {QStringLiteral("trace"), QStringLiteral("map"),
        QStringLiteral("json"), QStringLiteral("stats"), QStringLiteral("answers")};
    const QStringList experimentOnly {QStringLiteral("density"), QStringLiteral("runs"),
        QStringLiteral("threads"), QStringLiteral("lesson"), QStringLiteral("size"),
        QStringLiteral("tiles"), QStringLiteral("per-run"), QStringLiteral("shard"),
        QStringLiteral("summarize")};
    const QStringList exportOptions {QStringLiteral("export"), QStringLiteral("cell-size"),
        QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("fps"),
        QStringLiteral("language")};
    for (const QString &name : isExperiment ? outputOptions + exportOptions : experimentOnly) {
        if (parser.isSet(name))
            return usageError(isExperiment
                    ? QCoreApplication::translate("mapgen",
                        "--%1 is for island or dungeon mode; experiment prints a CSV table")
                          .arg(name)
                    : QCoreApplication::translate("mapgen", "--%1 is for experiment mode")
                          .arg(name));
    }

    Outputs outputs;
    outputs.trace = parser.isSet(QStringLiteral("trace"));
    outputs.map = parser.isSet(QStringLiteral("map"));
    outputs.json = parser.isSet(QStringLiteral("json"));
    outputs.stats = parser.isSet(QStringLiteral("stats"));
    outputs.answers = parser.isSet(QStringLiteral("answers"));
    if (outputs.json && (outputs.trace || outputs.map || outputs.stats || outputs.answers))
        return usageError(tr("--json prints alone; it cannot be combined with --trace, --map, "
                             "--stats or --answers"));
    if (!isIsland && outputs.trace)
        return usageError(tr("--trace is for island mode"));
    outputs.exports.files = parser.values(QStringLiteral("export"));
    if (outputs.json && !outputs.exports.files.isEmpty())
        return usageError(tr("--json prints alone; it cannot be combined with --export"));
    for (const QString &name : exportOptions.mid(1)) {
        if (parser.isSet(name) && outputs.exports.files.isEmpty())
            return usageError(
                QCoreApplication::translate("mapgen", "--%1 is for --export").arg(name));
    }
    // The handout's texts (and English plurals) from the translations the workbench ships.
    QTranslator translator;
    const QString language = parser.isSet(QStringLiteral("language"))
        ? parser.value(QStringLiteral("language"))
        : QStringLiteral("en");
    if (!outputs.exports.files.isEmpty()) {
        if (!languages.contains(language) || !translator.load(translations.fileFor(language)))
            return usageError(
                QCoreApplication::translate(
                    "mapgen", "--language: no translation for %1; expected one of %2")
                    .arg(ScenarioFile::quoted(language), languages.join(QStringLiteral(", "))));
        QCoreApplication::installTranslator(&translator);
        outputs.exports.language = language;
    }
    if (const QString error = checkExportFiles(outputs.exports.files); !error.isEmpty()) {
        err << "mapgen: " << error << '\n';
        return ExitBadInput;
    }
    if (!outputs.trace && !outputs.map && !outputs.json && !outputs.stats && !outputs.answers
        && outputs.exports.files.isEmpty())
        outputs.map = true;

    const QStringList islandOnly {QStringLiteral("rule"), QStringLiteral("islands"),
        QStringLiteral("min"), QStringLiteral("max"), QStringLiteral("randomize"),
        QStringLiteral("step-limit")};
    if (!isIsland && !isExperiment) {
        for (const QString &name : islandOnly) {
            if (parser.isSet(name))
                return usageError(
                    QCoreApplication::translate("mapgen", "--%1 is for island mode").arg(name));
        }
    }

    Scenario scenario;
    if (positional.size() == 2) {
        QString error;
        const auto loaded = ScenarioFile::read(positional.at(1), &error);
        if (!loaded)
            return usageError(error);
        scenario = *loaded;
    } else if (!parser.isSet(QStringLiteral("rows")) || !parser.isSet(QStringLiteral("cols"))) {
        return usageError(tr("expected a scenario file, or --rows and --cols"));
    }
    if (!isExperiment) // an experiment sweeps the scenario's lesson, or --lesson's
        scenario.mode = isIsland ? MapMode::Island : MapMode::Dungeon;
    if (positional.size() == 2)
        outputs.exports.scenarioFile = positional.at(1);

    QString error;
    if (!readIntOptions(parser,
            {{"cell-size", &outputs.exports.cellSize, 1, 96},
                {"from", &outputs.exports.from, 0, Scenario::MaxStepLimit},
                {"to", &outputs.exports.to, 0, Scenario::MaxStepLimit},
                {"fps", &outputs.exports.fps, 1, 50}},
            &error))
        return usageError(error);
    if (parser.isSet(QStringLiteral("rows")) || parser.isSet(QStringLiteral("cols"))) {
        int rows = scenario.rows;
        int cols = scenario.cols;
        if (!readIntOptions(parser,
                {{"rows", &rows, 1, Scenario::MaxSide}, {"cols", &cols, 1, Scenario::MaxSide}},
                &error))
            return usageError(error);
        scenario.resize(rows, cols);
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        const auto seed = ScenarioFile::parseSeed(parser.value(QStringLiteral("seed")));
        if (!seed)
            return usageError(QCoreApplication::translate(
                "mapgen", "--seed: expected an integer from 0 to 18446744073709551615, got %1")
                                  .arg(ScenarioFile::quoted(parser.value(QStringLiteral("seed")))));
        scenario.seed = *seed;
    }
    if (const QString problem = checkExportSizes(outputs.exports, -1, scenario.rows, scenario.cols);
        !problem.isEmpty()) {
        err << "mapgen: " << problem << '\n';
        return ExitBadInput; // before the build and anything printed
    }
    if (isExperiment) {
        const auto options = experimentOptions(scenario, parser, &error);
        if (!options)
            return usageError(error);
        return runExperimentCommand(scenario, *options, out, err);
    }
    IslandSettings &islands = scenario.islands;
    if (parser.isSet(QStringLiteral("rule"))) {
        const QString rule = parser.value(QStringLiteral("rule"));
        const auto parsed = ScenarioFile::parseRule(rule);
        if (!parsed)
            return usageError(
                QCoreApplication::translate("mapgen", "--rule: expected 6a or 6b, got %1")
                    .arg(ScenarioFile::quoted(rule)));
        islands.rule = *parsed;
    }
    if (!readIntOptions(parser,
            {{"islands", &islands.count, 1, Scenario::MaxIslands},
                {"min", &islands.min, 1, Scenario::MaxSide * Scenario::MaxSide},
                {"max", &islands.max, 1, Scenario::MaxSide * Scenario::MaxSide},
                {"step-limit", &islands.stepLimit, 1, Scenario::MaxStepLimit}},
            &error))
        return usageError(error);
    if (parser.isSet(QStringLiteral("randomize"))) {
        const QString value = parser.value(QStringLiteral("randomize"));
        if (value != QLatin1String("on") && value != QLatin1String("off"))
            return usageError(
                QCoreApplication::translate("mapgen", "--randomize: expected on or off, got %1")
                    .arg(ScenarioFile::quoted(value)));
        islands.randomize = value == QLatin1String("on");
    }

    return isIsland ? runIslandCommand(scenario, outputs, out, err)
                    : runDungeonCommand(scenario, outputs, out, err);
}

} // namespace

int main(int argc, char *argv[])
{
    StandardOutput output;
    QTextStream err(stderr);
    const int status = runMapgen(argc, argv, output.text(), err);
    return output.finish(status, err);
}
