// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonstep.h"
#include "islandstep.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// The pseudocode the Code dock shows, written from the contracts (islands.md,
// dungeon.md), and which line each step executes. Keywords and identifiers stay as
// written; only the comments are translated.
class AlgorithmCode
{
    Q_DECLARE_TR_FUNCTIONS(AlgorithmCode)

public:
    // The lines that steps execute (None: a line no step stops on).
    enum class Mark {
        None,
        IslandTarget,
        IslandNoSeed,
        IslandSeed,
        IslandUnreachable,
        IslandComplete,
        IslandDeadEnd,
        IslandAdd,
        IslandBacktrack,
        IslandAllDone,
        IslandTooComplex,
        DungeonStart,
        DungeonEnd,
        DungeonSkip,
        DungeonRejectSide,
        DungeonRejectPath,
        DungeonPlace,
        DungeonClip,
        DungeonQueue,
        DungeonDone,
    };

    struct Line
    {
        QString code; // untranslated
        QString comment; // translated, empty for none
        bool newIn6b = false;
        Mark mark = Mark::None;
    };

    static QList<Line> islands(IslandRule rule);
    static QList<Line> dungeon();

    // The line the step executes (Mark::None for none).
    static Mark islandMark(const IslandStep &step);
    static Mark dungeonMark(const DungeonStep &step);

    // The index in `lines` of the line with `mark`, or -1.
    static int lineOf(const QList<Line> &lines, Mark mark);
};
