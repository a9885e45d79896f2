// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "islandstep.h"

const char *IslandStep::kindWord(Kind kind)
{
    static const char *const words[]
        = {"SEED", "ADD", "BACKTRACK", "COMPLETE", "FAILED", "DONE", "TOO COMPLEX"};
    static_assert(sizeof words / sizeof *words == std::size_t(TooComplex) + 1,
        "a word for every kind of step");
    return kind <= TooComplex ? words[kind] : "";
}

std::string IslandStep::traceLine() const
{
    auto number = [](unsigned value) { return std::to_string(value); };
    switch (kind) {
    case Seed:
        return ">> Island " + number(island) + " seed at (" + number(row) + "," + number(col) + ")";
    case Add:
    case Backtrack: {
        const char *mark = kind == Add ? "> " : "X ";
        return mark + std::string(kindWord(kind)) + " (" + number(row) + ", " + number(col) + ")";
    }
    case Complete:
        return "+ Island " + number(island) + " complete!";
    case Failed:
        return "! Island " + number(island) + " " + kindWord(kind);
    case AllDone:
        return "-- All done --";
    case TooComplex:
        return std::string("! ") + kindWord(kind);
    }
    return std::string();
}
