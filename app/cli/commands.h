#pragma once

#include "scenario.h"

#include <QTextStream>

// What `mapgen` was asked to print (scenario.md, "The command-line tool").
struct Outputs
{
    bool trace = false;
    bool map = false;
    bool json = false;
    bool stats = false;
};

// Exit status of scenario.md: 0 finished build, 1 build cannot start, 2 bad input.
enum ExitStatus { ExitFinished = 0, ExitCannotStart = 1, ExitBadInput = 2 };

int runIslandCommand(const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err);
int runDungeonCommand(const Scenario &scenario, const Outputs &outputs, QTextStream &out, QTextStream &err);
