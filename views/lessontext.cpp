// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessontext.h"

#include "dungeonmodel.h"
#include "islandmodel.h"

#include <QLocale>
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

// A log line quoted in the lesson, exactly as the recursion log shows it.
QString logLine(const QString &text)
{
    return QStringLiteral("<b><code>") + text.toHtmlEscaped() + QStringLiteral("</code></b>");
}

QString islandLine(IslandStep::Kind kind, int island, int row, int col,
    IslandFailure failure = IslandFailure::None)
{
    const IslandStep step {unsigned(row), unsigned(col), kind, unsigned(island), failure, 0};
    return logLine(IslandModel::describe(step));
}

QString dungeonLine(const DungeonModel &model, DungeonStep::Kind kind, int row, int col,
    std::uint8_t mask = 0, int templateIndex = 0, int rotation = 0, std::uint8_t detail = 0)
{
    DungeonStep step;
    step.kind = kind;
    step.row = std::uint16_t(row);
    step.col = std::uint16_t(col);
    step.mask = mask;
    step.tile = DungeonStep::packTile(templateIndex, rotation);
    step.detail = detail;
    return logLine(model.describe(step));
}

} // namespace

QString LessonText::islandStage(int islandCount, bool rule6a)
{
    if (islandCount == 1)
        return QStringLiteral("stage3");
    return rule6a ? QStringLiteral("6a") : QStringLiteral("6b");
}

// Emphasis by weight, never by slant: no font installed with the workbench has an italic
// face with Arabic letters, and a slanted Arabic word is drawn as empty boxes. The texts
// (and their translations) keep <i> for the translator's sake; it is shown bold.
QString LessonText::html(const QString &stage)
{
    return lessonHtml(stage, nullptr);
}

QString LessonText::pageHtml(const QString &stage, const PageLabels &labels)
{
    return lessonHtml(stage, &labels);
}

QString LessonText::lessonHtml(const QString &stage, const PageLabels *page)
{
    QString html = stage == QLatin1String("dungeon") ? dungeonHtml(page) : islandHtml(stage, page);
    return html.replace(QLatin1String("<i>"), QLatin1String("<b>"))
        .replace(QLatin1String("</i>"), QLatin1String("</b>"));
}

// The stage's own part, then what every island stage shares.
QString LessonText::islandHtml(const QString &stage, const PageLabels *page)
{
    return islandStageHtml(stage) + islandColoursHtml(page)
        + (page ? pageControlsHtml(*page, true) : islandControlsHtml()) + islandReadingHtml(page);
}

QString LessonText::named(const PageLabels &page, const QString &key)
{
    //: Lesson in the web page: a control's label, as the text names it; use your language's
    //: quotation marks
    return tr("“%1”").arg(page.value(key));
}

QString LessonText::pageControlsHtml(const PageLabels &page, bool islands)
{
    const auto n = [&page](const char *key) { return named(page, QLatin1String(key)); };
    QStringList items;
    if (islands) {
        items += {
            //: Lesson in the web page, island controls; %1, %2, %3 name the fields for the
            //: number of islands, the minimum and the maximum size
            tr("%1, %2 and %3: 1 to 8 islands, each aiming for a random size between the "
               "minimum and the maximum (if the minimum is larger, the two are swapped). With "
               "a single island, the lesson is Stage 3.")
                .arg(n("count"), n("min"), n("max")),
            //: Lesson in the web page, island controls; %1 names the Randomize check box
            tr("%1: ticked, the candidates are shuffled and the shapes look natural; not "
               "ticked, they are tried in the fixed order up, left, right, down, which gives "
               "regular shapes and, with many pits, far more backtracking.")
                .arg(n("randomize")),
            //: Lesson in the web page, island controls; %1 names the rule, %2 the step limit
            tr("%1: 6a (orthogonal) or 6b (all 8 neighbours). %2: after this many steps a "
               "build stops as too complex.")
                .arg(n("rule"), n("stepLimit")),
        };
    }
    items += {
        //: Lesson in the web page, controls; %1 names the seed field
        tr("%1: the same seed with the same settings always gives the same map, so a whole "
           "class can follow one example.")
            .arg(n("seed")),
        //: Lesson in the web page, controls; %1 the check box that lets a drag paint, %2 and
        //: %3 the pit and eraser tools, %4 the button that takes back a stroke, %5 the
        //: Sprinkle! button, %6 its density field
        tr("%1: while it is ticked, drag on the map to paint pits (%2) or to erase them (%3); "
           "%4 takes back the last stroke. %5 scatters random pits over the open cells at "
           "the %6 given.")
            .arg(n("paint"), n("pit"), n("eraser"), n("undo"), n("sprinkle"), n("density")),
        //: Lesson in the web page, controls; %1 names the Start button, %2 the Cancel button
        tr("%1 builds the map with these settings and pits and plays the build; %2 stops a "
           "build under way, and the map before it stays.")
            .arg(n("rebuild"), n("cancel")),
        //: Lesson in the web page, the playback bar; %1 Play, %2 Step back, %3 Step, %4 First,
        //: %5 Last, %6 Speed. Space, Home, End and the arrow keys are keys: in a right-to-left
        //: page the Left arrow steps forwards and the Right arrow back
        tr("Below the map: %1 plays and pauses (Space); %2 and %3 go one step back or "
           "forwards (the Left and Right arrow keys); %4 and %5 go to the start or to the "
           "end (Home, End); the timeline jumps to any step. %6 1 shows about two steps a "
           "second, 10 as many as the screen allows.")
            .arg(n("play"), n("back"), n("step"), n("first"), n("last"), n("speed")),
        //: Lesson in the web page, controls; %1..%4 name the zoom and pan buttons
        tr("%1, %2, %3 and %4 zoom into a large map and move the part shown.")
            .arg(n("zoomIn"), n("zoomOut"), n("zoomFit"), n("pan")),
        //: Lesson in the web page, controls; %1 names You Are the Algorithm's button, %2 Hint
        tr("%1: make every step of the build yourself on the map; each move is checked, and "
           "a wrong one says why. %2 shows the right move (hints are counted).")
            .arg(n("construct"), n("hint")),
        //: Lesson in the web page, controls; %1 names the Copy link button
        tr("%1 copies a link to this lesson with your pits and settings: open it later, or "
           "hand it on, and the same map comes back.")
            .arg(n("copyLink")),
    };
    //: Lesson heading: what each control does
    return heading(tr("Controls")) + list(items);
}

QString LessonText::islandStageHtml(const QString &stage)
{
    QString html;
    if (stage == QLatin1String("stage3")) {
        //: Lesson heading, Stage 3
        html += heading(tr("Stage 3: one island by recursive backtracking"));
        //: Lesson, Stage 3: the start of a build
        html += paragraph(
            tr("One island grows from a seed. First the island draws its target size, a "
               "random number between the minimum and the maximum island size. Then the "
               "seed is placed on a random cell of open water."));
        //: Lesson, Stage 3: one level of the recursion
        html += paragraph(
            tr("The search always continues from the cell added last. If the island has "
               "reached its target size, it is finished. If not, the candidates are the "
               "neighbours of that cell above, to the left, to the right and below that "
               "are open water. With Randomize on they are shuffled; with Randomize off "
               "they are tried in exactly that order."));
        //: Lesson, Stage 3: what backtracking means
        html += paragraph(
            tr("Each candidate in turn becomes land (ADD) and the search goes one level "
               "deeper from it. If no way onwards from there reaches the target size, the "
               "cell becomes water again (BACKTRACK) and the next candidate is tried. When "
               "every candidate has failed, this level gives up too and hands the failure "
               "back to the level above: that is backtracking."));
        //: Lesson, Stage 3: the shape that results
        html += paragraph(
            tr("So every new cell touches the cell added just before it: the island is a "
               "chain of cells that winds and turns, which is how L- and U-shapes appear."));
    } else if (stage == QLatin1String("6a")) {
        //: Lesson heading, Stage 6a
        html += heading(tr("Stage 6a: many islands, orthogonal rule"));
        //: Lesson, Stage 6a: several islands, one after another
        html += paragraph(
            tr("Up to eight islands grow one after another, each by the same recursive "
               "backtracking as in Stage 3. Every island draws its own target size between "
               "the minimum and the maximum island size."));
        //: Lesson, Stage 6a: where seeds may go
        html += paragraph(
            tr("Each seed is placed automatically, on a random cell of open water with no "
               "land directly above, below, to the left or to the right of it. If there is "
               "no such cell left, the island fails at once."));
        //: Lesson, Stage 6a: the orthogonal rule and its weakness
        html += paragraph(
            tr("The orthogonal rule: a cell may join an island whenever it is open water; "
               "nothing else is checked. So a growing island can reach another island and "
               "touch it at a corner, or even along a whole side. Stage 6b fixes this."));
    } else {
        //: Lesson heading, Stage 6b
        html += heading(tr("Stage 6b: the 8-neighbour rule"));
        //: Lesson, Stage 6b: the new rule
        html += paragraph(
            tr("Stage 6b is Stage 6a with one fix: a cell may only join an island when none "
               "of its 8 neighbours, the four sides and the four diagonals, is land of "
               "another island. Land of the island itself is fine; that is how it bends "
               "into L- and U-shapes."));
        //: Lesson, Stage 6b: where seeds may go
        html += paragraph(
            tr("Seeds follow the same idea: a seed needs open water with no land at all "
               "among its 8 neighbours. In the end every island is surrounded by open "
               "water on all sides."));
        //: Lesson, Stage 6b: why the stricter rule costs more backtracking
        html += paragraph(
            tr("Why does Stage 6b backtrack more? The stricter rule turns away more "
               "candidates, especially near other islands. More paths run into a dead end, "
               "and the search has to take back more cells before it finds a way to the "
               "target size."));
        //: Lesson, Stage 6b: the invitation to compare both rules
        html += paragraph(
            tr("<b>Compare it yourself:</b> keep the seed and all other settings, build with "
               "the rule Stage 6a and note the backtracks in the Statistics panel. Then "
               "switch the rule to Stage 6b and press Start again. In 6a you will often see "
               "islands touching at their corners, in 6b never, and the backtrack count is "
               "usually higher."));
    }
    return html;
}

QString LessonText::pagePanelsHtml(const PageLabels &page, bool dungeon)
{
    const QString code = named(page, QStringLiteral("code"));
    const QString stack = named(page, QStringLiteral("callStack"));
    const QString why = named(page, QStringLiteral("why"));
    //: Lesson heading in the web page: the Code, Call Stack and Why this cell? panels; %1,
    //: %2, %3 are their names
    QString html = heading(tr("The panels %1, %2 and %3").arg(code, stack, why));
    if (dungeon) {
        //: Lesson in the web page, dungeon: the Code, Call Stack and Why this cell? panels
        html += paragraph(
            tr("%1 highlights the line of the current step; %2 shows the cell being filled "
               "with the verdicts on its candidates so far, then the fill queue in order with "
               "the sides each cell must open. %3: tap a cell of the map, or point at it, to "
               "see its tile, rotation and doors, or for an empty cell the half-doors it may "
               "open and must open, and the candidates checked for it with their verdicts.")
                .arg(code, stack, why));
    } else {
        //: Lesson in the web page, islands: the Code, Call Stack and Why this cell? panels
        html += paragraph(
            tr("%1 shows the algorithm as pseudocode and highlights the line the current "
               "step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. "
               "%2 lists the grow() calls still running, from the seed down to the current "
               "cell: each call's cell, the island's size against its target, and its "
               "candidates in the order they are tried, x for a path that failed, &gt; for "
               "the one being tried. An ADD pushes a call, a BACKTRACK pops one. %3: tap a "
               "cell of the map, or point at it, to see whether it is a valid candidate now, "
               "and if not, which rule and which cell refuse it.")
                .arg(code, stack, why));
    }
    return html;
}

QString LessonText::islandColoursHtml(const PageLabels *page)
{
    QString html;
    //: Lesson heading: the map's colours
    html += heading(tr("What the colours tell you"));
    html += list({
        //: Lesson, island colours
        tr("<b>Light blue:</b> open ocean."),
        //: Lesson, island colours
        tr("<b>Eight island colours:</b> every island keeps its own colour, and shows its number "
           "when the cells are large enough, its pattern of lines or dots when they are not."),
        //: Lesson, island colours: the highlight of the step just taken
        tr("<b>Yellow-green with a dark frame:</b> the cell just added (ADD), or the new seed."),
        //: Lesson, island colours
        tr("<b>Light green with a dotted green frame:</b> the valid candidates around that cell at "
           "this moment."),
        //: Lesson, island colours
        tr("<b>Red with a white cross:</b> the cell just backtracked. While the build plays "
           "forwards, "
           "backtracked cells flash red and fade out."),
        //: Lesson, island colours
        tr("<b>Dark navy:</b> a pit, blocked for ever. Only you add or remove pits."),
        page
            //: Lesson in the web page, island colours; %1 names the Colours setting, %2 its
            //: colour-blind safe choice
            ? tr("%1: %2 gives the islands the Okabe–Ito colours (yellow for the cell just "
                 "added, orange for a backtrack). The frames and crosses stay, so nothing is "
                 "told by colour alone.")
                  .arg(named(*page, QStringLiteral("palette")),
                      named(*page, QStringLiteral("okabeItoPalette")))
            //: Lesson, island colours; the menu path View > Colour-Blind-Safe Palette
            : tr("<b>View ▸ Colour-Blind-Safe Palette</b> gives the islands the Okabe–Ito "
                 "colours "
                 "(yellow "
                 "for the cell just added, orange for a backtrack). The frames and crosses "
                 "stay, so "
                 "nothing is told by colour alone."),
    });
    return html;
}

QString LessonText::islandControlsHtml()
{
    QString html;
    //: Lesson heading: what each control does
    html += heading(tr("Controls"));
    html += list({
        //: Lesson, island controls
        tr("<b>Number of islands:</b> 1 to 8 islands in one run. With a single island, the lesson "
           "is Stage 3."),
        //: Lesson, island controls
        tr("<b>Min and max island size:</b> each island aims for a random size in this range. If "
           "the "
           "minimum is larger than the maximum, the two are swapped."),
        //: Lesson, island controls
        tr("<b>Randomize:</b> on, the candidates are shuffled and the shapes look natural; off, "
           "they "
           "are tried in the fixed order up, left, right, down, which gives regular shapes and, "
           "with many pits, far more backtracking."),
        //: Lesson, island controls
        tr("<b>Rule:</b> Stage 6a (orthogonal) or Stage 6b (all 8 neighbours)."),
        //: Lesson, island controls
        tr("<b>Step limit:</b> after this many steps a build stops as too complex."),
        //: Lesson, island controls
        tr("<b>Seed:</b> the same seed with the same settings always gives the same map, so a "
           "whole "
           "class can follow one example. <b>New seed</b> picks another one."),
        //: Lesson, island controls
        tr("<b>Rows and columns:</b> the size of the grid."),
        //: Lesson, island controls
        tr("<b>Allow pit placement:</b> drag with the left mouse button to paint pits and with the "
           "right button to erase them; Space sets or removes the pit under the cell cursor. "
           "<b>Sprinkle!</b> scatters random pits at the chosen density."),
        //: Lesson, island controls; F5, R and C are keys
        tr("<b>Start</b> (F5) builds the map and plays the build. <b>Reset</b> (R) clears islands "
           "and log but keeps the pits. <b>Clear</b> (C) removes the pits too."),
        //: Lesson, island controls: the playback bar; Space, Left, Right, Home, End are keys
        tr("<b>Below the map:</b> play and pause (Space), one step back or forwards (Left, Right), "
           "back to the start or on to the end (Home, End), and the timeline to jump to any step. "
           "Speed 1 shows about two steps a second, speed 10 as many as the screen allows."),
        //: Lesson, island controls
        tr("Every change to pits and settings can be undone (Edit ▸ Undo)."),
    });
    return html;
}

QString LessonText::islandReadingHtml(const PageLabels *page)
{
    QString html;
    //: Lesson heading: how to read the recursion log
    html += heading(tr("Reading the recursion log"));
    //: Lesson, recursion log: the layout of the log
    html += paragraph(tr("The log has one line per step. Each line is indented by the depth of the "
                         "recursion, so you can watch the search go deeper and come back."));
    html += list({
        //: Lesson, recursion log; %1 is a seed line of the log, as the log shows it
        tr("%1: the seed of island 1 is placed in row 3, column 14; growth starts.")
            .arg(islandLine(IslandStep::Seed, 1, 3, 14)),
        //: Lesson, recursion log; %1 is an ADD line of the log
        tr("%1: the cell was added and the search goes one level deeper.")
            .arg(islandLine(IslandStep::Add, 1, 3, 15)),
        //: Lesson, recursion log; %1 is a BACKTRACK line of the log
        tr("%1: every path through this cell failed; it is water again and the next candidate "
           "is tried.")
            .arg(islandLine(IslandStep::Backtrack, 1, 3, 15)),
        //: Lesson, recursion log; %1 is the line of a completed island
        tr("%1: the island reached its target size.")
            .arg(islandLine(IslandStep::Complete, 1, 0, 0)),
        //: Lesson, recursion log; %1, %2, %3 are the three lines of a failed island
        tr("%1, %2 or %3: the island could not be grown. Its seed becomes water again and the next "
           "island starts.")
            .arg(islandLine(IslandStep::Failed, 2, 0, 0, IslandFailure::NoSeed),
                islandLine(IslandStep::Failed, 2, 0, 0, IslandFailure::Unreachable),
                islandLine(IslandStep::Failed, 2, 0, 0, IslandFailure::DeadEnd)),
        //: Lesson, recursion log; %1 is the last line of a finished build
        tr("%1: every island has been tried.").arg(islandLine(IslandStep::AllDone, 0, 0, 0)),
        //: Lesson, recursion log; %1 is the last line of a build that hit the step limit
        tr("%1: the step limit was reached and the build stopped.")
            .arg(islandLine(IslandStep::TooComplex, 0, 0, 0)),
    });
    if (page) {
        //: Lesson in the web page, recursion log: clicking a line
        html += paragraph(tr("Click a line to show the map exactly as it was after that step. "
                             "The line of the step shown is highlighted."));
        html += pagePanelsHtml(*page, false);
    } else {
        //: Lesson, recursion log: clicking a line
        html += paragraph(
            tr("Click a line, or select it and press Enter, to show the map exactly as it was "
               "after that step. The line of the step shown is highlighted, and its tooltip "
               "gives the step number and the depth."));

        //: Lesson heading: the Code, Call Stack and Cell Inspector docks
        html += heading(tr("Reading the Code and Call Stack docks"));
        //: Lesson, algorithm docks: how the Code and Call Stack docks follow the steps
        html += paragraph(
            tr("The <b>Code</b> dock shows the algorithm as pseudocode and highlights the line "
               "the current step executes: a seed line, ADD inside grow(), BACKTRACK after a "
               "failed call. Lines marked NEW IN 6b are the 8-neighbour check; switch the rule "
               "and they disappear. The <b>Call Stack</b> dock lists the grow() calls still "
               "running, from the seed down to the current cell: each call's cell, the island's "
               "size against its target, and its candidates in the order they are tried, x for "
               "a path that failed, &gt; for the one being tried. An ADD pushes a call, a "
               "BACKTRACK pops one; select a call to outline its cell and candidates on the map. "
               "The <b>Cell Inspector</b> says for the cell under the map's cursor whether it "
               "is a valid candidate now, and if not, which rule and which cell refuse it."));
    }

    //: Lesson heading: what the "too complex" guards are for
    html += heading(tr("Too complex"));
    html += paragraph(page
            //: Lesson in the web page, too complex: the problem
            ? tr("With many pits and Randomize off, the search tree can grow exponentially: "
                 "the algorithm may try millions of paths before it gives up. Two guards "
                 "keep the lesson responsive.")
            //: Lesson, too complex: the problem
            : tr("With many pits and Randomize off, the search tree can grow exponentially: the "
                 "algorithm may try millions of paths before it gives up. Two guards keep the "
                 "workbench responsive."));
    html += list({
        //: Lesson, too complex: the first guard
        tr("<b>Reachability check:</b> before an island grows, the cells it could reach from its "
           "seed are counted. If there are fewer than its target size, the island fails at once "
           "instead of searching in vain."),
        //: Lesson, too complex: the second guard; %1 is the default step limit, %2 the log's last
        //: line
        tr("<b>Step limit:</b> when the log reaches the step limit (%1 by default), the build "
           "stops "
           "with %2. The island that was growing is removed; islands already complete stay.")
            .arg(QLocale().toString(150000), islandLine(IslandStep::TooComplex, 0, 0, 0)),
    });
    return html;
}

QString LessonText::dungeonHtml(const PageLabels *page)
{
    return dungeonIntroHtml() + dungeonMapHtml(page) + dungeonReadingHtml(page);
}

QString LessonText::dungeonIntroHtml()
{
    QString html;
    //: Lesson heading, dungeon
    html += heading(tr("Dungeon: tiles with half-doors"));
    //: Lesson, dungeon: half-doors
    html += paragraph(
        tr("Now every cell of the grid takes a square tile: a room or a hall. Each side of "
           "a tile has two half-doors, one on each side of the middle of that side, so a "
           "tile has eight half-doors in all. A tile is described by the half-doors it "
           "opens."));
    //: Lesson, dungeon: the default tile set
    html += paragraph(
        tr("The default tile set has three templates: the <b>big room</b> opens all eight "
           "half-doors; the <b>small room</b> opens the right half of the top side and the "
           "upper half of the right side; the <b>hall</b> opens the upper halves of the "
           "left and right sides, a corridor along the top. A scenario may bring its own "
           "tile set, but it must contain a big room, so that every cell can be filled."));
    //: Lesson, dungeon: rotation
    html += paragraph(
        tr("<b>Rotation:</b> every template may be placed in four rotations. A quarter turn "
           "clockwise moves the top half-doors to the right side, the right ones to the "
           "bottom, and so on. A rotation that looks like one already listed is not "
           "listed twice."));
    //: Lesson, dungeon: how half-doors meet across an edge
    html += paragraph(
        tr("<b>Mirror matching:</b> where two tiles meet, their half-doors face each other "
           "as mirror images: the left half of the upper tile's bottom side faces the left "
           "half of the lower tile's top side, and the upper half of the left tile's right "
           "side faces the upper half of the right tile's left side. Two tiles are joined "
           "by a passage when at least one such pair is open on both sides."));
    //: Lesson, dungeon: required and allowed half-doors
    html += paragraph(
        tr("<b>Required and allowed:</b> every empty cell keeps two sets of half-doors. "
           "<i>Required</i> are those its filled neighbours have opened towards it; they "
           "must be answered. <i>Allowed</i> are those it may still open: at first all of "
           "them except those facing the edge of the map or a pit. A tile placed on the "
           "cell opens only what is allowed."));
    //: Lesson, dungeon: what a placement does to the neighbours
    html += paragraph(
        tr("When a tile is placed, each neighbour is updated. An empty neighbour that gets "
           "half-doors towards it may open exactly their mirror images on that side, and "
           "joins the fill queue; one that gets none may open nothing on that side. A "
           "filled neighbour's half-doors that the new tile does not answer are "
           "<i>clipped</i>: removed, so that no half-door ever leads into a wall."));
    //: Lesson, dungeon: the fill queue
    html += paragraph(
        tr("<b>The fill queue:</b> the build draws a start and an end cell and places a big "
           "room on each. Every neighbour that a placed tile opens half-doors towards joins "
           "the back of the queue, in the order up, right, down, left. The generator takes "
           "the cell at the front of the queue, lists the candidates (every template in "
           "every rotation) that pass both rules below, draws one of them at random and "
           "places it. A cell that is filled already is skipped. When the queue is empty, "
           "the dungeon is finished; cells that never joined the queue stay solid rock."));
    html += list({
        //: Lesson, dungeon: candidate rule 1
        tr("<b>Rule 1:</b> on every side where the cell has required half-doors, the candidate "
           "must "
           "open at least one of them."),
        //: Lesson, dungeon: candidate rule 2
        tr("<b>Rule 2:</b> after placing the candidate, a path from the start to the end must "
           "still "
           "be possible: through passages between filled tiles, through open half-doors into empty "
           "cells, and across empty cells, which count as open on every side. A candidate that "
           "would cut the last such path is rejected."),
    });
    //: Lesson, dungeon: why a start-to-end path always exists
    html += paragraph(
        tr("A big room passes both rules everywhere, so a queued cell always gets a tile, "
           "and when the queue runs empty, the start and the end are joined by a chain of "
           "passages."));
    return html;
}

QString LessonText::dungeonMapHtml(const PageLabels *page)
{
    QString html;
    //: Lesson heading: what the dungeon map shows
    html += heading(tr("What you see on the map"));
    if (page) {
        html += list({
            //: Lesson, dungeon map
            tr("<b>Dark rock:</b> a cell without a tile. Faint lines between rock cells "
               "let you count cells."),
            //: Lesson, dungeon map
            tr("<b>Cream floor inside grey-brown walls:</b> a placed tile. Each open half-door "
               "is a gap in the wall, on its half of the side; where two gaps face each "
               "other, there is a passage."),
            //: Lesson, dungeon map; S and E are the letters drawn on the map (translate them
            //: as there)
            tr("<b>Green disc with S, purple disc with E:</b> the start and the end."),
            //: Lesson in the web page, dungeon map
            tr("<b>Violet grey:</b> a pit, blocked for ever; it is never filled and no half-door "
               "faces it."),
            //: Lesson in the web page, dungeon map
            tr("<b>Blue:</b> an empty cell waiting in the fill queue; a blue frame marks the "
               "cells this step queued."),
            //: Lesson, dungeon map
            tr("<b>Amber with a solid frame:</b> the tile being placed at this step."),
            //: Lesson, dungeon map
            tr("<b>Yellow-green with a dotted frame:</b> the cell whose candidates are being "
               "checked."),
            //: Lesson, dungeon map
            tr("<b>Red, fading:</b> half-doors that were just clipped."),
            //: Lesson in the web page, dungeon map; %1 names the Colours setting, %2 its
            //: colour-blind safe choice
            tr("%1: %2 changes the colours; frames and letters stay, so nothing is told by "
               "colour alone.")
                .arg(named(*page, QStringLiteral("palette")),
                    named(*page, QStringLiteral("okabeItoPalette"))),
        });
        return html;
    }
    html += list({
        //: Lesson, dungeon map
        tr("<b>Dark rock:</b> a cell without a tile. Faint lines between rock cells let you "
           "count cells."),
        //: Lesson, dungeon map
        tr("<b>Cream floor inside grey-brown walls:</b> a placed tile. Each open half-door is a "
           "gap in the wall, on its half of the side; where two gaps face each other, there "
           "is a passage."),
        //: Lesson, dungeon map; S and E are the letters drawn on the map (translate them as there)
        tr("<b>Green disc with S, purple disc with E:</b> the start and the end."),
        //: Lesson, dungeon map
        tr("<b>Violet grey with a cross:</b> a pit, blocked for ever; it is never filled and no "
           "half-door faces it."),
        //: Lesson, dungeon map
        tr("<b>Blue dashed frame:</b> an empty cell waiting in the fill queue."),
        //: Lesson, dungeon map
        tr("<b>Amber with a solid frame:</b> the tile being placed at this step."),
        //: Lesson, dungeon map
        tr("<b>Yellow-green with a dotted frame:</b> the cell whose candidates are being checked."),
        //: Lesson, dungeon map
        tr("<b>Red, fading:</b> half-doors that were just clipped."),
        //: Lesson, dungeon map
        tr("<b>Crimson line:</b> when the build is finished, one shortest path from the start to "
           "the "
           "end."),
        //: Lesson, dungeon map; the menu path View > Colour-Blind-Safe Palette
        tr("<b>View ▸ Colour-Blind-Safe Palette</b> changes the colours; frames, crosses and "
           "letters "
           "stay, so nothing is told by colour alone."),
    });
    return html;
}

QString LessonText::dungeonReadingHtml(const PageLabels *page)
{
    QString html;
    if (page) {
        html += pageControlsHtml(*page, false);
    } else {
        //: Lesson heading: what each control does
        html += heading(tr("Controls"));
        html += list({
            //: Lesson, dungeon controls
            tr("<b>Seed:</b> the same seed always gives the same dungeon. <b>New seed</b> picks "
               "another "
               "one."),
            //: Lesson, dungeon controls
            tr("<b>Rows, columns and pits:</b> the grid and its obstacles, set as in the island "
               "lessons; the dungeon is built around the pits."),
            //: Lesson, dungeon controls
            tr("<b>Tile set:</b> add, remove and rename templates, and click a half-door of the "
               "selected "
               "template to open or close it. The big room must stay."),
            //: Lesson, dungeon controls
            tr("<b>Tile inspector:</b> click a cell to see its tile, rotation and doors, or for an "
               "empty "
               "cell the half-doors it may open and must open, and every candidate checked for it "
               "with its verdict."),
            //: Lesson, dungeon controls
            tr("<b>Start</b> builds the dungeon and plays the build; <b>Reset</b> clears it and "
               "keeps "
               "the pits; <b>Clear</b> removes the pits too."),
            //: Lesson, dungeon controls
            tr("<b>Below the map:</b> play and pause, step back and forwards, the timeline and the "
               "speed work as in the island lessons."),
        });
    }

    // The log lines below come from the model itself, so they match the log word for word.
    const DungeonModel model;
    //: Lesson heading: how to read the recursion log
    html += heading(tr("Reading the recursion log"));
    //: Lesson, dungeon log: door masks
    html += paragraph(
        tr("Half-doors are written as a number in hexadecimal, one bit each, clockwise from "
           "the left half of the top side: 0x01 top left, 0x02 top right, 0x04 right "
           "upper, 0x08 right lower, 0x10 bottom right, 0x20 bottom left, 0x40 left "
           "lower, 0x80 left upper. A big room is 0xFF."));
    html += list({
        //: Lesson, dungeon log; %1 and %2 are the first two lines of a build
        tr("%1, %2: the start and the end were drawn.")
            .arg(dungeonLine(model, DungeonStep::Start, 2, 5),
                dungeonLine(model, DungeonStep::End, 9, 20)),
        //: Lesson, dungeon log; %1 is a placement line
        tr("%1: a tile was placed; its doors are the half-doors it opened.")
            .arg(dungeonLine(model, DungeonStep::Place, 3, 5, 0x06, 1, 0, 1)),
        //: Lesson, dungeon log; %1 is a queue line
        tr("%1: a neighbour got half-doors towards the new tile and joins the back of the queue.")
            .arg(dungeonLine(model, DungeonStep::Queue, 3, 6)),
        //: Lesson, dungeon log; %1 is a clip line
        tr("%1: half-doors of a filled neighbour that the new tile did not answer were removed.")
            .arg(dungeonLine(model, DungeonStep::Clip, 2, 5, 0x20)),
        //: Lesson, dungeon log; %1 is a rejection by rule 1
        tr("%1: rejected by rule 1.")
            .arg(dungeonLine(model, DungeonStep::Reject, 3, 5, 0x84, 2, 0,
                std::uint8_t(DungeonRejection::RequiredSide))),
        //: Lesson, dungeon log; %1 is a rejection by rule 2
        tr("%1: rejected by rule 2.")
            .arg(dungeonLine(model, DungeonStep::Reject, 3, 5, 0x81, 1, 3,
                std::uint8_t(DungeonRejection::CutsPath))),
        //: Lesson, dungeon log; %1 is a skip line
        tr("%1: the cell at the front of the queue has a tile already.")
            .arg(dungeonLine(model, DungeonStep::Skip, 9, 20)),
        //: Lesson, dungeon log; %1 is the last line of a build
        tr("%1: the queue ran empty; the dungeon is finished.")
            .arg(dungeonLine(model, DungeonStep::Done, 0, 0)),
    });
    //: Lesson, dungeon log: indented lines
    html += paragraph(
        tr("Indented lines are details: the rejected candidates for a cell come just before "
           "the tile placed on it, its clips and queue entries just after. Click a line to "
           "show the map exactly as it was after that step."));
    if (page) {
        html += pagePanelsHtml(*page, true);
    } else {
        //: Lesson, dungeon: the Code and Call Stack docks
        html += paragraph(
            tr("The <b>Code</b> dock highlights the line of the current step; the <b>Call "
               "Stack</b> dock shows the cell being filled with the verdicts on its candidates "
               "so far, then the fill queue in order with the sides each cell must open."));
    }

    //: Lesson heading: what the "too complex" guards are for
    html += heading(tr("Too complex?"));
    //: Lesson, dungeon: why no step limit is needed
    html += paragraph(
        tr("A dungeon needs no step limit. Every cell gets at most one tile, a big room "
           "always fits, and each candidate is checked once, so every build finishes. What "
           "can go wrong is checked before it starts: with fewer than two open cells, or "
           "when pits cut the start off from the end, the build is refused at once with a "
           "message."));
    return html;
}
