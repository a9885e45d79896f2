#include "lessontext.h"

#include <QStringList>

namespace {

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

QString heading(const QString &text)
{
    return QStringLiteral("<h3>") + text + QStringLiteral("</h3>");
}

QString list(const QStringList &items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString &item : items)
        html += QStringLiteral("<li>") + item + QStringLiteral("</li>");
    return html + QStringLiteral("</ul>");
}

} // namespace

QString LessonText::islandStage(int islandCount, bool rule6a)
{
    if (islandCount == 1)
        return QStringLiteral("stage3");
    return rule6a ? QStringLiteral("6a") : QStringLiteral("6b");
}

QString LessonText::html(const QString &stage)
{
    QString html;
    if (stage == QLatin1String("dungeon")) {
        html += heading(tr("Dungeon: tiles with half-doors"));
        html += paragraph(tr("Each cell becomes a tile whose sides carry half-doors. Neighbouring tiles "
                             "must match mirror to mirror, and the generator keeps a path from the start "
                             "to the end possible at every step."));
        return html;
    }

    const QString colours = heading(tr("What the colours tell you"))
            + list({tr("Light blue: open ocean."),
                    tr("Island colours: each island keeps its own colour and shows its number when "
                       "cells are large enough."),
                    tr("Yellow-green with a dark frame: the cell being tried (ADD)."),
                    tr("Light-green tint with a dotted frame: the valid candidates at this moment."),
                    tr("Red with a cross, fading: a cell that was backtracked."),
                    tr("Dark navy: a pit, blocked for ever.")});
    const QString log = heading(tr("Reading the recursion log"))
            + list({tr("<b>&gt;&gt; Island N seed at (r,c)</b>: the seed is placed, growth starts."),
                    tr("<b>&gt; ADD (r, c)</b>: the cell was added and the search went one level deeper "
                       "(the line is indented one step further)."),
                    tr("<b>X BACKTRACK (r, c)</b>: every path through that cell failed; it is water again."),
                    tr("<b>+ Island N complete!</b>: the island reached its target size."),
                    tr("<b>! Island N FAILED</b>: no room for a seed, not enough reachable water, or "
                       "every path dead-ended."),
                    tr("<b>! TOO COMPLEX</b>: the step limit was reached and the build stopped.")})
            + paragraph(tr("Click a line to show the map exactly as it was after that step."));
    const QString controls = heading(tr("Controls"))
            + list({tr("Start builds the map; Play, the step buttons and the timeline replay it, "
                       "forwards and backwards."),
                    tr("Speed 1 shows about two steps a second; speed 10 is as fast as the screen allows."),
                    tr("Reset clears islands and log but keeps the pits; Clear (key C) removes the pits too."),
                    tr("With pit placement allowed, drag with the left button to paint pits and with "
                       "the right button to erase them; Sprinkle! scatters random pits.")});
    const QString tooComplex = heading(tr("Too complex"))
            + paragraph(tr("Many pits with Randomize off can make the search tree explode. Two guards "
                           "keep the program responsive: a reachability check fails an island at once "
                           "when too little water can be reached from its seed, and a step limit "
                           "(150,000 by default) stops the build with \"Too complex\"."));

    if (stage == QLatin1String("stage3")) {
        html += heading(tr("Stage 3: one island by recursive backtracking"));
        html += paragraph(tr("One island grows from a seed. At each step the algorithm looks at the "
                             "orthogonal neighbours of the newest cell that are open water, shuffles them "
                             "when Randomize is on, and tries them in turn: add the cell and go deeper. "
                             "When no candidate leads to a full-size island, the cell is taken back "
                             "(backtrack) and the next candidate is tried."));
    } else if (stage == QLatin1String("6a")) {
        html += heading(tr("Stage 6a: many islands, orthogonal rule"));
        html += paragraph(tr("Up to eight islands grow one after another, each to a random size between "
                             "min and max. A seed needs open water with no land to its four sides; a cell "
                             "may be added when it is open water. So two islands can still touch at their "
                             "corners, and even side by side."));
    } else {
        html += heading(tr("Stage 6b: the 8-neighbour rule"));
        html += paragraph(tr("As Stage 6a, with one fix: a cell may only join an island when none of its "
                             "8 neighbours, diagonals included, belongs to another island. Every island "
                             "is then surrounded by open water on all sides."));
        html += paragraph(tr("The stricter rule cuts off more paths, so the search backtracks more. Try "
                             "it: run Stage 6a and Stage 6b with the same seed and settings and compare "
                             "the backtrack counts in Statistics."));
    }
    return html + colours + log + controls + tooComplex;
}
