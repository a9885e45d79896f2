// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandpagewords.h"

#include "weblessonwords.h"

#include <QJsonArray>

using WebLessonWords::reason;
using WebLessonWords::translate;

// The log's lines as the model words them (the same source strings, so the same
// translations), with %1.. left for the page to fill.
QJsonObject islandPageLog()
{
    return QJsonObject {
        {QLatin1String("seed"), translate("IslandModel", ">> Island %1 seed at (%2,%3)")},
        {QLatin1String("add"), translate("IslandModel", "> ADD (%1, %2)")},
        {QLatin1String("backtrack"), translate("IslandModel", "X BACKTRACK (%1, %2)")},
        {QLatin1String("complete"), translate("IslandModel", "+ Island %1 complete!")},
        {QLatin1String("failedNoSeed"),
            translate("IslandModel", "! Island %1 FAILED (no room for a seed)")},
        {QLatin1String("failedUnreachable"),
            translate("IslandModel", "! Island %1 FAILED (not enough reachable water)")},
        {QLatin1String("failedDeadEnd"),
            translate("IslandModel", "! Island %1 FAILED (every path dead-ended)")},
        {QLatin1String("allDone"), translate("IslandModel", "-- All done --")},
        {QLatin1String("tooComplex"), translate("IslandModel", "! TOO COMPLEX")},
    };
}

// The rule book's reasons as the workbench's Question dock, You Are the Algorithm and Cell
// Inspector give them (the same source strings in the same contexts, so translated once).
QJsonObject islandPageReasons()
{
    const QStringList cell {QStringLiteral("row"), QStringLiteral("col")};
    const QStringList cellAndArgs = cell + QStringList {QStringLiteral("a0"), QStringLiteral("a1")};
    // As the Cell Inspector says it, as the seed or as the next cell: %3 is the island.
    auto refusal = [&cell](const QString &why, const QStringList &more) {
        const QString forIsland
            = translate("CellInspector", "for island %1, %2").arg(QStringLiteral("%3"), why);
        QJsonObject entry
            = reason(translate("ConstructCoach", "Row %1, column %2 as the next cell: %3")
                         .arg(QStringLiteral("%1"), QStringLiteral("%2"), forIsland),
                cell + QStringList {QStringLiteral("island")} + more);
        entry.insert(QLatin1String("seed"),
            translate("ConstructCoach", "Row %1, column %2 as the seed: %3")
                .arg(QStringLiteral("%1"), QStringLiteral("%2"), forIsland));
        return entry;
    };
    QJsonObject neighbour
        = refusal(translate("CellInspector", "no (rule 6b): a neighbour of island %1 at (%2, %3)")
                      .arg(QStringLiteral("%4"), QStringLiteral("%5"), QStringLiteral("%6")),
            {QStringLiteral("a0"), QStringLiteral("a1"), QStringLiteral("a2")});
    // A seed's neighbour counts by either rule: the rule is %7 there.
    const QString seedNeighbour
        = translate("CellInspector", "for island %1, %2")
              .arg(QStringLiteral("%3"),
                  translate("CellInspector", "no (rule %1): a neighbour of island %2 at (%3, %4)")
                      .arg(QStringLiteral("%7"), QStringLiteral("%4"), QStringLiteral("%5"),
                          QStringLiteral("%6")));
    neighbour.insert(QLatin1String("seed"),
        translate("ConstructCoach", "Row %1, column %2 as the seed: %3")
            .arg(QStringLiteral("%1"), QStringLiteral("%2"), seedNeighbour));
    neighbour.insert(QLatin1String("values"),
        QJsonArray::fromStringList(cell
            + QStringList {QStringLiteral("island"), QStringLiteral("a0"), QStringLiteral("a1"),
                QStringLiteral("a2"), QStringLiteral("rule")}));
    return QJsonObject {
        {QLatin1String("other-seed"),
            reason(translate("ConstructCoach",
                       "Row %1, column %2 could be the seed as well. The seed is drawn at "
                       "random; this build drew row %3, column %4, and goes on with it."),
                cellAndArgs)},
        {QLatin1String("other-candidate"),
            reason(translate("ConstructCoach",
                       "Row %1, column %2 is a candidate as well. Randomize shuffles the "
                       "candidates; this build tries row %3, column %4 first and goes on "
                       "with it."),
                cellAndArgs)},
        {QLatin1String("no-cell-any-more"),
            reason(translate("QuestionCoach", "No step after this one adds a cell."), {})},
        {QLatin1String("cell-follows"),
            reason(translate("QuestionCoach", "A cell is still to be added."), {})},
        {QLatin1String("not-beside"),
            reason(translate("ConstructCoach",
                       "Row %1, column %2 is not beside the current cell (%3, %4): grow() "
                       "tries only the cells above, left, right and below it."),
                cellAndArgs)},
        {QLatin1String("already-tried"),
            reason(translate("ConstructCoach",
                       "Row %1, column %2 was tried from (%3, %4) already and backtracked."),
                cellAndArgs)},
        {QLatin1String("not-first"),
            reason(translate("ConstructCoach",
                       "Row %1, column %2 is a candidate, but another comes first: "
                       "without randomize, grow() tries them up, left, right, down."),
                cell)},
        {QLatin1String("out-of-map"),
            refusal(translate("CellInspector", "no: out of the map"), {})},
        {QLatin1String("pit"), refusal(translate("CellInspector", "no: a pit"), {})},
        {QLatin1String("land"),
            refusal(translate("CellInspector", "no: already land of island %1")
                        .arg(QStringLiteral("%4")),
                {QStringLiteral("a0")})},
        {QLatin1String("neighbour-land"), neighbour},
    };
}
