// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment.h"
#include "scenario.h"

#include <QTextStream>

#include <optional>

class MapFrames;
class MapgenOptions;

// What `mapgen` was asked to write with --export (export.md); a size of 0 is the format's
// default, `to` -1 the last step.
struct ExportOptions
{
    QStringList files;
    QString scenarioFile;
    int cellSize = 0;
    int from = 0;
    int to = -1;
    int fps = 10;
    QString language; // of the texts in a .pdf or .html: the --language loaded
};

// What `mapgen` was asked to print (scenario.md, "The command-line tool") and export.
struct Outputs
{
    bool trace = false;
    bool map = false;
    bool json = false;
    bool stats = false;
    bool answers = false; // the answer key of the scenario's questions (questions.md)
    bool accepted = false; // with answers: every answer that counts as right
    ExportOptions exports;
};

// Exit status of scenario.md: 0 finished build, 1 build cannot start, 2 bad input.
enum ExitStatus { ExitFinished = 0, ExitCannotStart = 1, ExitBadInput = 2 };

// A usage error: "mapgen: " and the message made printable, then where to look for help;
// returns ExitBadInput.
int usageError(QTextStream &err, const QString &message);

int runIslandCommand(
    const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err);
int runDungeonCommand(
    const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err);

// Refuses an export file that cannot be written before anything is built: an unknown
// extension, a directory, two exports that would write one file (the same path, through
// links too, or a .tmx's tileset image), an export that would write over the scenario file
// read. Returns the message, or an empty string.
QString checkExportFiles(const ExportOptions &options);
// Refuses, before any is written, an export of a build of `steps` on a rows x cols map
// that would be too large to draw (export.md); the message names the file and the cell
// size that fits, or is empty. With `steps` -1 (before the build) only the sizes.
QString checkExportSizes(const ExportOptions &options, int steps, int rows, int cols);
// Writes every export of the finished build `frames` (checkExportSizes first); on the
// first failure the message and ExitBadInput (the files written before it stay, each
// whole). A GIF shows its frames written on stderr when that is a terminal.
int runExports(MapFrames &frames, const ExportOptions &options, QTextStream &err);

// `mapgen experiment` (experiments.md): the lesson swept, its sweep, the threads to run it
// on, and whether to print one row per run (of one shard) instead of the table.
struct ExperimentOptions
{
    MapMode lesson = MapMode::Island;
    ExperimentSweep sweep;
    DungeonExperimentSweep dungeonSweep;
    int threads = 1;
    bool perRun = false;
    ExperimentShard shard;
};

// The sweep from the options, with the scenario's settings where an option is not given;
// nullopt and a message naming the option for a bad list.
std::optional<ExperimentOptions> experimentOptions(
    const Scenario &scenario, const MapgenOptions &parser, QString *error);
int runExperimentCommand(
    const Scenario &scenario, const ExperimentOptions &options, QTextStream &out, QTextStream &err);
// `mapgen experiment --summarize FILE...`: the table from per-run rows ("-" is stdin).
int runSummarizeCommand(
    const MapgenOptions &parser, const QStringList &files, QTextStream &out, QTextStream &err);
