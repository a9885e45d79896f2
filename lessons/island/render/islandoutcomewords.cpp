// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandoutcomewords.h"

QString IslandOutcomeWords::text(BuildStats::Outcome outcome)
{
    switch (outcome) {
    case BuildStats::Outcome::NotStarted:
        return tr("not started");
    case BuildStats::Outcome::Growing:
        return tr("growing");
    case BuildStats::Outcome::Complete:
        return tr("complete");
    case BuildStats::Outcome::TooComplex:
        return tr("removed: too complex");
    case BuildStats::Outcome::NoSeed:
        return tr("failed: no room for a seed");
    case BuildStats::Outcome::Unreachable:
        return tr("failed: not enough reachable water");
    case BuildStats::Outcome::DeadEnd:
        return tr("failed: dead end");
    }
    return QString();
}
