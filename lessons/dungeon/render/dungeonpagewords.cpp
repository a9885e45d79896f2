// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonpagewords.h"

#include "weblessonwords.h"

#include <QJsonArray>

using WebLessonWords::reason;
using WebLessonWords::translate;

// The log's lines as the model words them (the same source strings, so the same
// translations), with %1.. left for the page to fill.
QJsonObject dungeonPageLog()
{
    auto turns = [](const char *source) {
        QJsonArray forms;
        for (int n = 0; n < 4; ++n)
            forms.append(translate("DungeonModel", source, n));
        return forms;
    };
    return QJsonObject {
        {QLatin1String("start"), translate("DungeonModel", "Start at (%1, %2)")},
        {QLatin1String("end"), translate("DungeonModel", "End at (%1, %2)")},
        {QLatin1String("queue"), translate("DungeonModel", "+ queue (%1, %2)")},
        {QLatin1String("place"), turns("Place %1, %n quarter turn(s), at (%2, %3): doors %4")},
        {QLatin1String("clip"),
            translate("DungeonModel", "x clip (%1, %2): half-doors %3 removed")},
        {QLatin1String("rejectRequired"),
            turns("- %1, %n quarter turn(s) (%2): a required side is not answered")},
        {QLatin1String("rejectCuts"),
            turns("- %1, %n quarter turn(s) (%2): would cut the last start-to-end path")},
        {QLatin1String("skip"), translate("DungeonModel", "Skip (%1, %2): already filled")},
        {QLatin1String("dungeonDone"), translate("DungeonModel", "-- All done --")},
        {QLatin1String("unnamedTemplate"), translate("DungeonModel", "template %1")},
    };
}

// The rule book's reasons as the workbench's Question dock, You Are the Algorithm and Cell
// Inspector give them (the same source strings in the same contexts, so translated once).
QJsonObject dungeonPageReasons()
{
    const QStringList cell {QStringLiteral("row"), QStringLiteral("col")};
    QJsonArray otherTile;
    for (int n = 0; n < 4; ++n)
        otherTile.append(translate("ConstructCoach",
            "That tile fits as well. One valid candidate is drawn at random; "
            "this build drew %1 turned %n quarter turn(s) and goes on with it.",
            n));
    const QJsonObject otherCell = reason(translate("ConstructCoach",
                                             "Row %1, column %2 could be drawn as well; this "
                                             "build drew row %3, column %4, and goes on with it."),
        cell + QStringList {QStringLiteral("a0"), QStringLiteral("a1")});
    return QJsonObject {
        {QLatin1String("other-start"), otherCell},
        {QLatin1String("other-end"), otherCell},
        {QLatin1String("other-tile"),
            reason(otherTile, {QStringLiteral("name0")}, QStringLiteral("a1"))},
        {QLatin1String("no-cell-any-more"),
            reason(translate("QuestionCoach", "No step after this one adds a cell."), {})},
        {QLatin1String("cell-follows"),
            reason(translate("QuestionCoach", "A tile is still to be placed."), {})},
        {QLatin1String("out-of-map"),
            reason(translate("ConstructCoach", "Row %1, column %2 is outside the map."), cell)},
        {QLatin1String("pit"), reason(translate("QuestionCoach", "Your cell is a pit."), {})},
        {QLatin1String("filled"),
            reason(translate("QuestionCoach", "Your cell has a tile already."), {})},
        {QLatin1String("queued"),
            reason(translate("QuestionCoach",
                       "Your cell waits in the fill queue; the cell at its front comes first."),
                {})},
        {QLatin1String("not-queued"),
            reason(translate("QuestionCoach",
                       "Your cell is not in the fill queue: only cells beside an open door "
                       "join it."),
                {})},
        {QLatin1String("is-start"),
            reason(translate("ConstructCoach",
                       "Row %1, column %2 is the start; the end goes on another open cell."),
                cell)},
        {QLatin1String("not-big-room"),
            reason(translate("ConstructCoach", "The start and the end get the big room (%1)."),
                {QStringLiteral("name0")})},
        {QLatin1String("rejected"),
            reason(translate("ConstructCoach", "That tile does not fit on row %1, column %2: %3"),
                cell + QStringList {QStringLiteral("line1")})},
    };
}
