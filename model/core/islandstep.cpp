// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "islandstep.h"

std::string IslandStep::traceLine() const
{
    auto number = [](unsigned value) { return std::to_string(value); };
    switch (kind) {
    case Seed:
        return ">> Island " + number(island) + " seed at (" + number(row) + "," + number(col) + ")";
    case Add:
        return "> ADD (" + number(row) + ", " + number(col) + ")";
    case Backtrack:
        return "X BACKTRACK (" + number(row) + ", " + number(col) + ")";
    case Complete:
        return "+ Island " + number(island) + " complete!";
    case Failed:
        return "! Island " + number(island) + " FAILED";
    case AllDone:
        return "-- All done --";
    case TooComplex:
        return "! TOO COMPLEX";
    }
    return std::string();
}
