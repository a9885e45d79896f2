#include "commands.h"

int runDungeonCommand(const Scenario &, const Outputs &, QTextStream &, QTextStream &err)
{
    err << "mapgen: dungeon mode is not available yet\n";
    return ExitBadInput;
}
