// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The web lesson's words: every text the page shows, in the language loaded now, under the
// keys its script reads (lesson.strings, lesson.thinking, lesson.lessonText). Most are the
// workbench's own source strings, so they share its translations.
#include "weblessonwords.h"

#include "algorithmcode.h"
#include "lessontext.h"
#include "renderplugin.h"
#include "weblessonexporter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextDocument>

QString WebLessonWords::translate(const char *context, const char *source, int n)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

QJsonObject WebLessonWords::reason(
    const QJsonValue &text, const QStringList &values, const QString &plural)
{
    QJsonObject entry {{QLatin1String("text"), text},
        {QLatin1String("values"), QJsonArray::fromStringList(values)}};
    if (!plural.isEmpty())
        entry.insert(QLatin1String("plural"), plural);
    return entry;
}

namespace {

using WebLessonWords::translate;

// The log's lines of every lesson, as its model words them, with %1.. left for the page.
QJsonObject logTemplates()
{
    QJsonObject log;
    for (const RenderPlugin &plugin : renderPlugins()) {
        const QJsonObject lines = plugin.pageLog();
        for (auto it = lines.begin(); it != lines.end(); ++it)
            log.insert(it.key(), it.value());
    }
    return log;
}

// A label of the workbench's without its mnemonic ("&Allow", or "(&A)" after a translation).
QString withoutMnemonic(QString text)
{
    static const QRegularExpression bracketed(QStringLiteral("\\s*\\(&[^&]\\)"));
    text.remove(bracketed);
    return text.replace(QLatin1String("&&"), QLatin1String("\x01"))
        .remove(QLatin1Char('&'))
        .replace(QLatin1Char('\x01'), QLatin1Char('&'));
}

// The page's keyboard help: the keys (as their caps say them) and what each does.
QJsonArray keyList()
{
    const std::pair<const char *, QString> keys[] = {
        {"Space", WebLessonExporter::tr("Play or pause")},
        {"\u2190 \u2192", WebLessonExporter::tr("Step back or on (outside the map)")},
        {"\u2190 \u2191 \u2192 \u2193",
            WebLessonExporter::tr("On the map: move the cursor from cell to cell")},
        {"Enter",
            WebLessonExporter::tr("On the map: answer a question with the cursor's cell, or make "
                                  "your move with it")},
        {"P", WebLessonExporter::tr("On the map: put a pit on the cursor's cell")},
        {"Delete", WebLessonExporter::tr("On the map: take the pit away from the cursor's cell")},
        {"W",
            WebLessonExporter::tr(
                "On the map: why the cursor's cell is what it is (Why this cell?)")},
    };
    QJsonArray list;
    for (const auto &[caps, text] : keys)
        list.append(QJsonArray {QString::fromUtf8(caps), text});
    return list;
}

QJsonObject uiTexts()
{
    return QJsonObject {
        //: The heading of the page's list of keys
        {QLatin1String("keys"), WebLessonExporter::tr("Keyboard")},
        {QLatin1String("keyList"), keyList()},
        {QLatin1String("map"), WebLessonExporter::tr("Map")},
        {QLatin1String("mapLabel"), WebLessonExporter::tr("The map at the step shown")},
        //: The tool bar of buttons that zoom and move the map
        {QLatin1String("mapTools"), WebLessonExporter::tr("Map view")},
        {QLatin1String("zoomIn"), WebLessonExporter::tr("Zoom in")},
        {QLatin1String("zoomOut"), WebLessonExporter::tr("Zoom out")},
        //: Button: zooms out to show the whole map
        {QLatin1String("zoomFit"), WebLessonExporter::tr("Whole map")},
        //: Toggle button: while on, dragging on the map moves the part shown
        {QLatin1String("pan"), WebLessonExporter::tr("Pan")},
        {QLatin1String("playback"), WebLessonExporter::tr("Playback")},
        {QLatin1String("first"), WebLessonExporter::tr("First")},
        {QLatin1String("back"), WebLessonExporter::tr("Step back")},
        {QLatin1String("step"), WebLessonExporter::tr("Step")},
        {QLatin1String("last"), WebLessonExporter::tr("Last")},
        {QLatin1String("speed"), WebLessonExporter::tr("Speed")},
        {QLatin1String("timeline"), WebLessonExporter::tr("Timeline")},
        {QLatin1String("lesson"), WebLessonExporter::tr("Lesson")},
        {QLatin1String("question"), WebLessonExporter::tr("Question")},
        {QLatin1String("log"), WebLessonExporter::tr("Recursion log")},
        {QLatin1String("statistics"), WebLessonExporter::tr("Statistics")},
        {QLatin1String("settings"), WebLessonExporter::tr("Settings")},
        {QLatin1String("count"), WebLessonExporter::tr("Islands")},
        {QLatin1String("min"), WebLessonExporter::tr("Minimum size")},
        {QLatin1String("max"), WebLessonExporter::tr("Maximum size")},
        {QLatin1String("rule"), WebLessonExporter::tr("Rule")},
        {QLatin1String("randomize"), WebLessonExporter::tr("Randomize")},
        {QLatin1String("stepLimit"), WebLessonExporter::tr("Step limit")},
        {QLatin1String("seed"), WebLessonExporter::tr("Seed")},
        {QLatin1String("pits"), WebLessonExporter::tr("Pits")},
        // The workbench's name for it, which the lesson text uses.
        {QLatin1String("paint"),
            withoutMnemonic(translate("ControlsPanel", "&Allow pit placement"))},
        {QLatin1String("pit"), WebLessonExporter::tr("Pit")},
        {QLatin1String("eraser"), WebLessonExporter::tr("Eraser")},
        {QLatin1String("undo"), WebLessonExporter::tr("Undo stroke")},
        //: Share of the open cells that Sprinkle! turns into pits
        {QLatin1String("density"), WebLessonExporter::tr("Density")},
        {QLatin1String("percent"), translate("ControlsPanel", " %")},
        //: Button: scatters random pits over the open cells at the density
        {QLatin1String("sprinkle"), WebLessonExporter::tr("Sprinkle!")},
        //: Button: stops a build under way; the map shown before it stays
        {QLatin1String("cancel"), WebLessonExporter::tr("Cancel")},
        {QLatin1String("palette"), WebLessonExporter::tr("Colours")},
        {QLatin1String("standardPalette"), WebLessonExporter::tr("Standard")},
        {QLatin1String("okabeItoPalette"), WebLessonExporter::tr("Colour-blind safe (Okabe-Ito)")},
        {QLatin1String("patternsEverywhere"),
            WebLessonExporter::tr("Island patterns at every size")},
        {QLatin1String("rebuild"), WebLessonExporter::tr("Start")},
        //: Button: copies the page's address, which keeps the pits and settings
        {QLatin1String("copyLink"), WebLessonExporter::tr("Copy link")},
        {QLatin1String("link"),
            WebLessonExporter::tr("Link to this lesson with your pits and settings")},
    };
}

// The same source strings, in the same contexts, as the workbench's Question dock and You
// Are the Algorithm give for the same reasons (QuestionCoach, ConstructCoach, CellInspector),
// so translators translate them once.
// The words of a question's verdict: the answer, the others that count as right, the reasons.
QJsonObject answerTexts()
{
    QJsonArray place;
    for (int n = 0; n < 4; ++n)
        place.append(
            translate("QuestionCoach", "%1 turned %n quarter turn(s) on row %2, column %3", n));
    QJsonObject texts {
        {QLatin1String("answerIs"), translate("QuestionPanel", "The answer: %1")},
        {QLatin1String("logStep"), translate("QuestionCoach", "Step %1 in the log: %2")},
        {QLatin1String("cell"), translate("QuestionCoach", "row %1, column %2")},
        {QLatin1String("noCell"), translate("QuestionCoach", "no cell any more")},
        {QLatin1String("place"), place},
        //: After a wrong answer: how many answers count as right (always 2 or more), and the
        //: first of them
        {QLatin1String("countAsRight"), WebLessonExporter::tr("%1 answers count as right: %2")},
    };
    // Each lesson's reasons under its name, as its page module reads them.
    for (const RenderPlugin &plugin : renderPlugins())
        texts.insert(QLatin1String(plugin.name), plugin.pageReasons());
    return texts;
}

// A menu entry's words without its mnemonic ("&Hint" as "Hint").
QString plain(const char *context, const char *source)
{
    return translate(context, source).remove(QLatin1Char('&'));
}

// You Are the Algorithm in the page (construct.js): the workbench's words where the page
// does the same (ConstructCoach's, so translated once), the page's own where it differs.
QJsonObject constructTexts()
{
    const char *const moveTexts[5]
        = {"&Backtrack", "Island &Complete", "Island &Failed", "All &Done", "&Too Complex"};
    const char *const moveTips[5] = {"The recursion goes back one cell", "The island has its size",
        "The island cannot be grown", "All islands are built", "The build gives up: too complex"};
    const int moveKinds[5] = {2, 3, 4, 5, 6};
    QJsonArray moves;
    for (int i = 0; i < 5; ++i)
        moves.append(QJsonObject {{QLatin1String("kind"), moveKinds[i]},
            {QLatin1String("label"), plain("ConstructCoach", moveTexts[i])},
            {QLatin1String("tip"), translate("ConstructCoach", moveTips[i])}});
    QJsonArray hintPlace;
    for (int n = 0; n < 4; ++n)
        hintPlace.append(translate(
            "ConstructCoach", "Hint: %1 turned %n quarter turn(s) on row %2, column %3", n));
    return QJsonObject {
        {QLatin1String("title"), translate("ConstructCoach", "You Are the Algorithm")},
        {QLatin1String("toggle"), plain("ConstructCoach", "&Make Every Step Yourself")},
        {QLatin1String("toggleTip"),
            translate("ConstructCoach",
                "Make every step of the build yourself; the workbench checks each move")},
        {QLatin1String("hint"), plain("ConstructCoach", "&Hint")},
        {QLatin1String("hintTip"),
            translate("ConstructCoach", "Show the right move, on the map and in words (counted)")},
        //: You Are the Algorithm: the button that saves the result file (a download)
        {QLatin1String("download"), WebLessonExporter::tr("Download result")},
        //: You Are the Algorithm, dungeons: the button that places the chosen tile
        {QLatin1String("place"), WebLessonExporter::tr("Place")},
        {QLatin1String("moves"), moves},
        {QLatin1String("seedLabel"), translate("ConstructCoach", "Seed")},
        {QLatin1String("addLabel"), translate("ConstructCoach", "Add")},
        //: You Are the Algorithm in the web lesson, islands: %1 the step, %2 how many
        {QLatin1String("promptIsland"),
            WebLessonExporter::tr("Step %1 of %2: what does the algorithm do now? Click the cell "
                                  "it adds (or seeds), or choose a move.")},
        {QLatin1String("promptCell"),
            translate("ConstructCoach", "Step %1 of %2: click the cell that gets the next tile.")},
        {QLatin1String("promptTile"),
            translate("ConstructCoach",
                "Which tile, turned how, goes on row %1, column %2? Choose it and press Place.")},
        //: You Are the Algorithm: how to choose a cell with the keyboard
        {QLatin1String("keyboard"),
            WebLessonExporter::tr("On the map the arrow keys move the cursor and Enter chooses "
                                  "the cell.")},
        {QLatin1String("stepDone"), translate("ConstructCoach", "Step %1: %2")},
        {QLatin1String("notNow"), translate("ConstructCoach", "Not %1 now: %2.")},
        {QLatin1String("noCellNow"), translate("ConstructCoach", "No cell is added now: %1.")},
        {QLatin1String("whySeed"),
            translate("ConstructCoach", "island %1 is next and needs a seed (click it)")},
        // A question's move chosen rather than a cell clicked: the same reasons, as the
        // workbench's Question dock gives them.
        {QLatin1String("whySeedAsked"),
            translate("ConstructCoach", "island %1 is next and needs a seed")},
        {QLatin1String("whyAddAsked"),
            translate("ConstructCoach", "the current cell (%1, %2) still has a candidate to try")},
        //: You Are the Algorithm in the web lesson: why an island move is wrong when a cell is
        //: to be added
        {QLatin1String("whyAdd"),
            WebLessonExporter::tr("the current cell still has a candidate to try (click it)")},
        {QLatin1String("whyBacktrack"),
            translate("ConstructCoach", "the current cell (%1, %2) has no candidate left to try")},
        //: You Are the Algorithm in the web lesson: why an island move is wrong when the
        //: island is complete; %1 the island
        {QLatin1String("whyComplete"), WebLessonExporter::tr("island %1 has reached its size")},
        {QLatin1String("whyFailed"),
            QJsonArray {
                translate("ConstructCoach", "every path from the seed of island %1 dead-ended"),
                translate("ConstructCoach", "no cell is left where island %1 could have its seed"),
                translate(
                    "ConstructCoach", "too little water is reachable from the seed of island %1"),
                translate("ConstructCoach", "every path from the seed of island %1 dead-ended")}},
        {QLatin1String("whyAllDone"), translate("ConstructCoach", "every island has been built")},
        {QLatin1String("whyTooComplex"),
            translate("ConstructCoach", "the build has reached its step limit")},
        {QLatin1String("noTileAnyMore"),
            translate("ConstructCoach", "No tile is placed any more.")},
        {QLatin1String("hintMove"), translate("ConstructCoach", "Hint: %1")},
        {QLatin1String("hintCell"), translate("ConstructCoach", "Hint: %1 on row %2, column %3")},
        {QLatin1String("hintPlace"), hintPlace},
        //: You Are the Algorithm in the web lesson: the counts so far
        {QLatin1String("counts"),
            WebLessonExporter::tr("Moves: %1 · right: %2 · wrong: %3 · hints: %4")},
        //: You Are the Algorithm in the web lesson: the result; %5 is seconds
        {QLatin1String("result"),
            WebLessonExporter::tr("Result: %1 moves, %2 right, %3 wrong, %4 hints, %5 seconds.")},
        {QLatin1String("finished"), translate("ConstructCoach", "You built the whole map.")},
        {QLatin1String("stopped"),
            translate("ConstructCoach", "Stopped before the end of the build.")},
        {QLatin1String("firstWrong"),
            translate("ConstructCoach", "The first wrong move was at step %1.")},
        //: Instead of the statistics while the student makes the steps (they tell how the
        //: build ends)
        {QLatin1String("statsHidden"),
            WebLessonExporter::tr("Shown when you have made the last step or stopped.")},
    };
}

// A message of `context` for n = 0..upTo; the message itself is marked where lupdate reads
// it (the workbench's own use of it), so its translation is found here too.
QJsonArray plurals(const char *context, const char *source, int upTo)
{
    QJsonArray forms;
    for (int n = 0; n <= upTo; ++n)
        forms.append(QCoreApplication::translate(context, source, nullptr, n));
    return forms;
}

} // namespace

// The Code panel's listing, as the Code dock shows it (AlgorithmCode: the core's lines with
// their comments translated), and the Call Stack's and the inspectors' words, the same
// source strings as the workbench's docks (so the same translations), %1.. for the page.
QJsonObject WebLessonWords::thinking(const Scenario &scenario)
{
    const QList<AlgorithmCode::Line> lines = renderPlugin(scenario.mode).code(scenario);
    QJsonArray code;
    for (const AlgorithmCode::Line &line : lines)
        code.append(QJsonArray {line.code, line.comment, line.newIn6b});
    auto stack = [](const char *source) { return translate("IslandCallStackModel", source); };
    auto rooms = [](const char *source) { return translate("DungeonCallStackModel", source); };
    auto cell = [](const char *source) { return translate("CellInspector", source); };
    auto tile = [](const char *source) { return translate("TileInspector", source); };
    return QJsonObject {
        {QLatin1String("code"), code},
        {QLatin1String("codeHeading"), translate("IslandEditor", "Code")},
        {QLatin1String("stackHeading"), translate("IslandEditor", "Call Stack")},
        //: Web lesson: the heading of the panel that explains the cell tapped or hovered
        {QLatin1String("whyHeading"), WebLessonExporter::tr("Why this cell?")},
        //: Web lesson: the why panel before a cell was tapped or hovered
        {QLatin1String("whyHint"),
            WebLessonExporter::tr("Tap a cell of the map, or point at it, to see why it is or is "
                                  "not a candidate now.")},
        //: Web lesson: the Call Stack panel when no call is active
        {QLatin1String("stackEmpty"), WebLessonExporter::tr("No call is active.")},
        //: Web lesson, Call Stack (dungeon): more queued cells than listed; %1 how many more
        {QLatin1String("moreQueued"), WebLessonExporter::tr("… and %1 more queued")},
        //: Web lesson, Call Stack: the outer calls not listed (the deepest 50 are); %1 how many
        {QLatin1String("callsBelow"), WebLessonExporter::tr("… %1 calls below, from the seed's")},
        {QLatin1String("frame"), stack("%1. grow(%2, %3): island %4, %5 of %6 cells")},
        {QLatin1String("baseCase"), stack("base case: the island is complete")},
        {QLatin1String("deadEnd"), stack("no candidates: a dead end")},
        {QLatin1String("failed"), stack("x (%1, %2) failed")},
        {QLatin1String("trying"), stack("> (%1, %2) trying")},
        {QLatin1String("toTry"), stack("(%1, %2) to try")},
        {QLatin1String("candidates"), stack("candidates: %1")},
        {QLatin1String("candidatesHidden"),
            stack("candidates: shown once the question is answered")},
        {QLatin1String("queueHidden"),
            rooms("The cell being filled and the fill queue are shown once the question is "
                  "answered.")},
        {QLatin1String("filling"), rooms("> filling (%1, %2): required %3")},
        {QLatin1String("tile"), rooms("template %1, rotation %2")},
        {QLatin1String("placed"), rooms("    %1: placed")},
        {QLatin1String("rule1"), rooms("    %1: x rule 1, misses a required side")},
        {QLatin1String("rule2"), rooms("    %1: x rule 2, would cut the last start-to-end path")},
        {QLatin1String("queued"), rooms("%1. queued (%2, %3): required %4")},
        {QLatin1String("sides"),
            QJsonArray {rooms("up"), rooms("right"), rooms("down"), rooms("left"), rooms("none")}},
        {QLatin1String("rowColumn"), cell("Row %1, column %2")},
        {QLatin1String("stateLabel"), cell("State:")},
        {QLatin1String("candidateLabel"), cell("Candidate:")},
        {QLatin1String("seedLabel"), cell("As a seed:")},
        {QLatin1String("water"), cell("water")},
        {QLatin1String("pit"), cell("a pit")},
        {QLatin1String("land"), cell("land of island %1")},
        {QLatin1String("marks"),
            QJsonArray {QString(), cell("%1, the seed just placed"),
                cell("%1, the cell just added"), cell("%1, the cell just backtracked"),
                cell("%1, a candidate of the cell just added")}},
        {QLatin1String("forIsland"), cell("for island %1, %2")},
        {QLatin1String("valid"), cell("valid: open water, inside the map")},
        {QLatin1String("eligible6a"), cell("eligible: open water, no land among its 4 neighbours")},
        {QLatin1String("eligible6b"), cell("eligible: open water, no land among its 8 neighbours")},
        {QLatin1String("outOfMap"), cell("no: out of the map")},
        {QLatin1String("noPit"), cell("no: a pit")},
        {QLatin1String("noLand"), cell("no: already land of island %1")},
        {QLatin1String("seedNeighbour"),
            cell("no (rule %1): a neighbour of island %2 at (%3, %4)")},
        {QLatin1String("neighbour"), cell("no (rule 6b): a neighbour of island %1 at (%2, %3)")},
        // Why this cell, as a candidate: the rule book's verdict (IslandRules::candidate).
        {QLatin1String("candidate"),
            cell("a candidate: open water beside the current cell (%1, %2), not tried yet")},
        {QLatin1String("notBeside"),
            cell("no: not beside the current cell (%1, %2), so not its candidate")},
        {QLatin1String("alreadyTried"), cell("no: tried from the current cell (%1, %2) already")},
        {QLatin1String("noCall"), cell("no: it has no cell yet, its seed comes first")},
        {QLatin1String("noIsland"), cell("no island left to grow")},
        {QLatin1String("noSeed"), cell("no island left to seed")},
        {QLatin1String("verdictHidden"), cell("shown once the question is answered")},
        {QLatin1String("candidatesLater"),
            tile("Its candidates are shown once the question is answered.")},
        {QLatin1String("cellIs"), tile("%1: %2")},
        {QLatin1String("roomStates"),
            QJsonArray {tile("pit"), tile("start, filled"), tile("end, filled"), tile("filled"),
                tile("queued, not filled yet"), tile("rock")}},
        {QLatin1String("roomNotes"),
            QJsonArray {tile("Pits are never filled and take part in nothing."),
                tile("Start and end always get the big room; no candidates are checked."),
                tile("Waiting in the fill queue: its candidates are not checked yet."),
                tile("No candidates checked for this cell at this step."),
                tile("In the order they are checked; one valid candidate is drawn at random.")}},
    };
}

namespace {

// The live class's words on a student's page (docs/classroom.md).
QJsonObject classTexts()
{
    return QJsonObject {
        {QLatin1String("connecting"), WebLessonExporter::tr("Joining the class…")},
        {QLatin1String("following"), WebLessonExporter::tr("Following the lecturer")},
        {QLatin1String("looking"), WebLessonExporter::tr("Looking around on your own")},
        //: Button: back to the lecturer's step and map
        {QLatin1String("follow"), WebLessonExporter::tr("Follow the lecturer")},
        {QLatin1String("codeLabel"), WebLessonExporter::tr("Join code")},
        {QLatin1String("join"), WebLessonExporter::tr("Join")},
        {QLatin1String("refused"), WebLessonExporter::tr("That join code is not this class's.")},
        {QLatin1String("full"),
            WebLessonExporter::tr("The class is full: no more students can join.")},
        //: %1: how many students one device (one network address) may be in a class
        {QLatin1String("device"),
            WebLessonExporter::tr("This device is in the class %1 times already (other tabs or "
                                  "browsers): close one of them to join here.")},
        //: %1: seconds to wait
        {QLatin1String("paused"),
            WebLessonExporter::tr("Too many wrong join codes came from this network: joining "
                                  "again in %1 s.")},
        {QLatin1String("moved"),
            WebLessonExporter::tr("The class goes on in another tab or window of this device.")},
        {QLatin1String("ended"), WebLessonExporter::tr("The class has ended.")},
        {QLatin1String("lost"), WebLessonExporter::tr("Connection lost: joining again…")},
        {QLatin1String("sent"), WebLessonExporter::tr("Your answer: %1. Wait for the reveal.")},
        //: The workbench has received the student's answer and counted it
        {QLatin1String("received"),
            WebLessonExporter::tr("Your answer: %1. It has been counted. Wait for the reveal.")},
        {QLatin1String("answeredBefore"),
            WebLessonExporter::tr("You have answered this question. Wait for the reveal.")},
        {QLatin1String("notAnswered"), WebLessonExporter::tr("You did not answer.")},
        {QLatin1String("share"), WebLessonExporter::tr("%1% of the room was right.")},
    };
}

// The words of the stop-and-think questions: what they ask, the moves and tiles to answer
// with, the verdicts, the score and practice mode.
// On a touch screen (pointer: coarse) these replace the texts of the same keys, which speak
// of clicking and of the arrow keys (lesson.js).
QJsonObject touchTexts()
{
    return QJsonObject {
        {QLatin1String("questions"),
            QJsonObject {//: Web lesson on a touch screen: a question
                {QLatin1String("next-cell"),
                    WebLessonExporter::tr("Which cell is added next? Tap it on the map.")},
                //: Web lesson on a touch screen: a question
                {QLatin1String("next-place"),
                    WebLessonExporter::tr(
                        "Where does the next tile go? Choose the tile, then tap its cell.")}}},
        {QLatin1String("keyboardCell"), QString()},
        //: Web lesson on a touch screen: how to answer a question about a cell
        {QLatin1String("clickCell"), WebLessonExporter::tr("Tap the cell on the map, or:")},
        {QLatin1String("construct"),
            QJsonObject {
                //: You Are the Algorithm on a touch screen, islands: %1 the step, %2 how many
                {QLatin1String("promptIsland"),
                    WebLessonExporter::tr("Step %1 of %2: what does the algorithm do now? Tap "
                                          "the cell it adds (or seeds), or choose a move.")},
                //: You Are the Algorithm on a touch screen, dungeons: %1 the step, %2 how many
                {QLatin1String("promptCell"),
                    WebLessonExporter::tr("Step %1 of %2: tap the cell that gets the next tile.")},
                {QLatin1String("keyboard"), QString()},
                //: You Are the Algorithm on a touch screen: why a move is wrong; %1 the island
                {QLatin1String("whySeed"),
                    WebLessonExporter::tr("island %1 is next and needs a seed (tap it)")},
                //: You Are the Algorithm on a touch screen: why a move is wrong when a cell is
                //: to be added
                {QLatin1String("whyAdd"),
                    WebLessonExporter::tr(
                        "the current cell still has a candidate to try (tap it)")}}},
    };
}

QJsonObject questionTexts()
{
    QJsonArray moves;
    const std::pair<int, QString> kinds[] = {
        {0, WebLessonExporter::tr("Seed", "a move: an island's first cell is placed")},
        {1, WebLessonExporter::tr("Add")},
        {2, WebLessonExporter::tr("Backtrack")},
        {3, WebLessonExporter::tr("Island complete")},
        {4, WebLessonExporter::tr("Island failed")},
        {5, WebLessonExporter::tr("All done")},
        {6, WebLessonExporter::tr("Too complex")},
    };
    for (const auto &[kind, label] : kinds)
        moves.append(QJsonObject {{QLatin1String("kind"), kind}, {QLatin1String("label"), label}});
    QJsonArray tileTurns;
    for (int n = 0; n < 4; ++n)
        tileTurns.append(WebLessonExporter::tr("%1, %n quarter turn(s)", nullptr, n));
    return QJsonObject {
        {QLatin1String("questions"),
            QJsonObject {{QLatin1String("next-move"),
                             WebLessonExporter::tr("What does the algorithm do next?")},
                {QLatin1String("next-cell"),
                    WebLessonExporter::tr("Which cell is added next? Click it on the map.")},
                {QLatin1String("next-place"),
                    WebLessonExporter::tr(
                        "Where does the next tile go? Choose the tile, then click its cell.")}}},
        {QLatin1String("moves"), moves},
        //: How to answer a question about a cell with the keyboard
        {QLatin1String("keyboardCell"),
            WebLessonExporter::tr("On the map the arrow keys move the cursor and Enter answers.")},
        {QLatin1String("clickCell"), WebLessonExporter::tr("Click the cell on the map, or:")},
        {QLatin1String("answerNone"), WebLessonExporter::tr("None any more")},
        {QLatin1String("answerTile"), WebLessonExporter::tr("Tile and rotation")},
        {QLatin1String("tileTurns"), tileTurns},
        {QLatin1String("right"), WebLessonExporter::tr("Right!")},
        //: A question's verdict on a wrong answer; the right answer and the reason follow
        {QLatin1String("wrong"), WebLessonExporter::tr("Not quite.")},
        {QLatin1String("score"), WebLessonExporter::tr("Score: %1 of %2")},
        {QLatin1String("answers"), answerTexts()},
        {QLatin1String("construct"), constructTexts()},
        {QLatin1String("practice"), plain("QuestionPanel", "&Practice mode")},
        {QLatin1String("practiceEvery"), translate("QuestionPanel", "every")},
        {QLatin1String("practiceSteps"), translate("QuestionPanel", " steps")},
        //: While a question is open: the statistics would tell how the build ends
        {QLatin1String("statsHidden"),
            WebLessonExporter::tr("Shown once the question is answered.")},
        //: Web lesson on a phone: the button that unfolds the answered question's panel
        {QLatin1String("unfold"), WebLessonExporter::tr("More")},
        //: Web lesson on a phone: the button that folds the answered question's panel to one line
        {QLatin1String("fold"), WebLessonExporter::tr("Less")},
        {QLatin1String("touch"), touchTexts()},
    };
}

} // namespace

// The page's words in the language loaded now.
QJsonObject WebLessonWords::texts()
{
    // An island's outcome at the step shown, by the core's code (BuildStats::Outcome); %1 its
    // target.
    QJsonArray outcomes {WebLessonExporter::tr("not started (size %1)"),
        WebLessonExporter::tr("growing (size %1)"), WebLessonExporter::tr("complete (size %1)"),
        WebLessonExporter::tr("removed: too complex (size %1)"),
        WebLessonExporter::tr("failed: no room for a seed (size %1)"),
        WebLessonExporter::tr("failed: not enough reachable water (size %1)"),
        WebLessonExporter::tr("failed: dead end (size %1)")};
    QJsonObject words {
        {QLatin1String("ui"), uiTexts()},
        {QLatin1String("log"), logTemplates()},
        {QLatin1String("play"), WebLessonExporter::tr("Play")},
        {QLatin1String("pause"), WebLessonExporter::tr("Pause")},
        {QLatin1String("building"), WebLessonExporter::tr("Building…")},
        {QLatin1String("ready"), WebLessonExporter::tr("Ready")},
        //: Status: pits were painted over a finished build; they are drawn, not yet built
        {QLatin1String("pitsChanged"),
            WebLessonExporter::tr("The pits have changed: press Start to build with them.")},
        {QLatin1String("linkCopied"), WebLessonExporter::tr("Link copied.")},
        {QLatin1String("linkSelected"),
            WebLessonExporter::tr(
                "This browser lets no page copy: the link is selected in the box, "
                "copy it from there.")},
        {QLatin1String("cancelled"),
            WebLessonExporter::tr("Build cancelled: the map before it stays.")},
        {QLatin1String("cancelledFirst"),
            WebLessonExporter::tr("Build cancelled: press Start to build again.")},
        {QLatin1String("stepOf"), WebLessonExporter::tr("Step %1 of %2")},
        {QLatin1String("untitled"), WebLessonExporter::untitled()},
        {QLatin1String("badInput"), WebLessonExporter::tr("These settings cannot be built.")},
        {QLatin1String("outOfMemory"),
            WebLessonExporter::tr("Not enough memory for this build; lower the step limit.")},
        {QLatin1String("failTooFew"),
            plurals("DungeonGenerator",
                "A dungeon needs at least two open cells for start and end; this map has %n.", 2)},
        {QLatin1String("failCutApart"),
            translate("DungeonGenerator",
                "Start (%1, %2) and end (%3, %4) are cut apart by pits: no chain of open cells "
                "joins them.")},
        {QLatin1String("failNoBigRoom"),
            translate("DungeonGenerator",
                "The tile set has no big room (a template with all eight half-doors, 255), so a "
                "cell could get stuck.")},
        {QLatin1String("badFragment"), WebLessonExporter::tr("Ignored in the address: %1")},
        //: %1: the keys of the page's address given more than once, e.g. "seed"
        {QLatin1String("repeatedFragment"),
            WebLessonExporter::tr("Given more than once in the address: %1 (the first counts).")},
        //: Beside a refused setting: %1 and %2 are its smallest and largest value
        {QLatin1String("badNumber"), WebLessonExporter::tr("A whole number from %1 to %2.")},
        {QLatin1String("badSeed"),
            WebLessonExporter::tr("A seed is a whole number from 0 to 18446744073709551615.")},
        {QLatin1String("statSteps"), WebLessonExporter::tr("Steps")},
        {QLatin1String("statBacktracks"), WebLessonExporter::tr("Backtracks")},
        {QLatin1String("statResult"), WebLessonExporter::tr("Result")},
        //: Statistics: the build's result at the step shown, before its last step
        {QLatin1String("resultInProgress"), WebLessonExporter::tr("in progress")},
        {QLatin1String("resultDone"), WebLessonExporter::tr("done")},
        {QLatin1String("resultTooComplex"), WebLessonExporter::tr("too complex")},
        {QLatin1String("statIsland"), WebLessonExporter::tr("Island %1")},
        {QLatin1String("islandOutcome"), outcomes},
        {QLatin1String("statPlaced"), WebLessonExporter::tr("Tiles placed")},
        {QLatin1String("statRejected"), WebLessonExporter::tr("Candidates rejected")},
        {QLatin1String("class"), classTexts()},
        // The map's text (a cell a line for a screen reader): a dungeon cell's mark at the step
        // shown, after what the cell is (%1).
        {QLatin1String("grid"),
            QJsonObject {
                {QLatin1String("placed"), WebLessonExporter::tr("%1, the tile just placed")},
                {QLatin1String("considered"),
                    WebLessonExporter::tr("%1, its candidates being checked")},
                {QLatin1String("clipped"), WebLessonExporter::tr("%1, half-doors just clipped")},
                {QLatin1String("queued"), WebLessonExporter::tr("%1, just queued")},
            }},
    };
    const QJsonObject questions = questionTexts();
    for (auto it = questions.begin(); it != questions.end(); ++it)
        words.insert(it.key(), it.value());
    return words;
}

// The page's version of the lesson text (LessonText::pageHtml), naming the page's controls
// by the labels the page shows: `strings` and `thinking` are the page's words.
QString WebLessonWords::lessonText(
    const Scenario &scenario, const QJsonObject &strings, const QJsonObject &thinking)
{
    const QString stage = renderPlugin(scenario.mode).stage(scenario);
    LessonText::PageLabels labels;
    const QJsonObject ui = strings.value(QLatin1String("ui")).toObject();
    for (auto it = ui.begin(); it != ui.end(); ++it)
        labels.insert(it.key(), it.value().toString());
    const QJsonObject construct = strings.value(QLatin1String("construct")).toObject();
    labels.insert(QStringLiteral("play"), strings.value(QLatin1String("play")).toString());
    labels.insert(QStringLiteral("construct"), construct.value(QLatin1String("toggle")).toString());
    labels.insert(QStringLiteral("hint"), construct.value(QLatin1String("hint")).toString());
    labels.insert(QStringLiteral("code"), thinking.value(QLatin1String("codeHeading")).toString());
    labels.insert(
        QStringLiteral("callStack"), thinking.value(QLatin1String("stackHeading")).toString());
    labels.insert(QStringLiteral("why"), thinking.value(QLatin1String("whyHeading")).toString());
    QTextDocument document;
    document.setHtml(LessonText::pageHtml(stage, labels));
    return document.toPlainText();
}
