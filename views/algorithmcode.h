// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codelisting.h"
#include "dungeonstep.h"
#include "islandstep.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// The pseudocode the Code dock shows: the core's listing (codelisting.h, which also says
// which line each step executes) with its comments in the user's language. Keywords and
// identifiers stay as written; only the comments are translated.
class AlgorithmCode
{
    Q_DECLARE_TR_FUNCTIONS(AlgorithmCode)

public:
    using Mark = CodeListing::Mark;

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
    static Mark islandMark(const IslandStep &step) { return CodeListing::islandMark(step); }
    static Mark dungeonMark(const DungeonStep &step) { return CodeListing::dungeonMark(step); }

    // The index in `lines` of the line with `mark`, or -1.
    static int lineOf(const QList<Line> &lines, Mark mark);

    // A comment in the user's language (empty for Note::None).
    static QString noteText(CodeListing::Note note);
};
