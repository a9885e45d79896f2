// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonfailure.h"

#include "localedigits.h"

#include <QCoreApplication>

QString dungeonFailureMessage(DungeonFailure failure, int openCells, int start, int end, int cols)
{
    switch (failure) {
    case DungeonFailure::None:
        break;
    case DungeonFailure::TooFewCells:
        return QCoreApplication::translate("DungeonGenerator",
            "A dungeon needs at least two open cells for start and end; "
            "this map has %n.",
            nullptr, openCells);
    case DungeonFailure::CutApart:
        //: %1,%2 and %3,%4 are row and column of the start and the end cell
        return QCoreApplication::translate("DungeonGenerator",
            "Start (%1, %2) and end (%3, %4) are cut apart by pits: "
            "no chain of open cells joins them.")
            .arg(LocaleDigits::number(start / cols))
            .arg(LocaleDigits::number(start % cols))
            .arg(LocaleDigits::number(end / cols))
            .arg(LocaleDigits::number(end % cols));
    case DungeonFailure::NoBigRoom:
        return QCoreApplication::translate("DungeonGenerator",
            "The tile set has no big room (a template with all eight "
            "half-doors, 255), so a cell could get stuck.");
    }
    return QString();
}
