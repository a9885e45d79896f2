#pragma once

#include "experiment.h"
#include "scenario.h"

#include <QTextStream>

#include <optional>

class QCommandLineParser;

// What `mapgen` was asked to print (scenario.md, "The command-line tool").
struct Outputs
{
    bool trace = false;
    bool map = false;
    bool json = false;
    bool stats = false;
    bool answers = false; // the answer key of the scenario's questions (questions.md)
};

// Exit status of scenario.md: 0 finished build, 1 build cannot start, 2 bad input.
enum ExitStatus { ExitFinished = 0, ExitCannotStart = 1, ExitBadInput = 2 };

int runIslandCommand(const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err);
int runDungeonCommand(const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err);

// `mapgen experiment` (experiments.md): the sweep and the threads to run it on.
struct ExperimentOptions
{
    ExperimentSweep sweep;
    int threads = 1;
};

// The sweep from the options, with the scenario's settings where an option is not given;
// nullopt and a message naming the option for a bad list.
std::optional<ExperimentOptions> experimentOptions(
    const Scenario &scenario, const QCommandLineParser &parser, QString *error);
int runExperimentCommand(
    const Scenario &scenario, const ExperimentOptions &options, QTextStream &out, QTextStream &err);
