// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The C interface of the WebAssembly module that the web lesson embeds: the core's
// generators and texts behind plain functions of numbers and pointers. It holds one build
// and one replay position; the page reads the cells, the marks and the texts from here and
// only draws them, so that one scenario and one seed mean one map everywhere.

#include "assignmentscore.h"
#include "playbackspeed.h"
#include "rulebook.h"
#include "weblesson.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace {

// scenario.md: 1 <= stepLimit <= 100 000 000. The module's memory (at most 2 GiB) holds
// such a build, 4 bytes a step; a larger limit would not even be a size in wasm32.
constexpr int MaxStepLimit = 100000000;

// The lesson built last (islands, unbuilt, before the first build), the last key asked
// (mg_key) and the last text handed out.
std::unique_ptr<WebLesson> current = WebLesson::lessonNamed("");
std::vector<RuleBook::Answer> accepted;
std::string text;

WebLesson &lesson()
{
    return *current;
}

const char *hand(std::string given)
{
    text = std::move(given);
    return text.c_str();
}

// The key of `ask` (0 next-move, 1 next-cell, 2 next-place) after step `after`, when the
// lesson asks it.
std::optional<RuleBook::Key> keyOf(int ask, int after)
{
    if (ask < 0 || ask > 2 || after < 0 || !lesson().built())
        return std::nullopt;
    return lesson().key(RuleBook::Ask(ask), after);
}

// A judgement as the page reads it: the verdict (0 right, 1 right as an alternative, 2
// wrong), the reason code (mg_reason), the step judged at, the reason's four arguments, and
// what the page's words name besides: whether that step seeds an island, its island and the
// rule (0 6a, 1 6b). out[0..9].
void writeJudgement(const RuleBook::Judgement &judgement, int *out)
{
    out[0] = int(judgement.verdict);
    out[1] = int(judgement.reason);
    out[2] = judgement.step;
    std::copy(judgement.args.begin(), judgement.args.end(), out + 3);
    lesson().judgedStep(judgement.step, out + 7);
    out[9] = lesson().world().islands.rule == IslandRule::Rule6a ? 0 : 1;
}

} // namespace

extern "C" {

// Builds the lesson `name` ("island", "dungeon") on a world of rows x cols with the pits (a
// byte a cell) and the dungeon's templates (door masks); `seed` is decimal text. Returns 0
// when the build is ready, 1 when a dungeon cannot start (mg_stat 4 says why), 2 for bad
// input, 3 when the memory is not there.
EMSCRIPTEN_KEEPALIVE int mg_build(const char *name, int rows, int cols, const char *seed, int count,
    int min, int max, int randomize, int rule, int stepLimit, const std::uint8_t *pits,
    const std::uint8_t *tiles, int tileCount)
{
    if (rows < 1 || cols < 1 || rows > World::MaxSide || cols > World::MaxSide || tileCount < 0
        || tileCount > World::MaxTiles || count < 0 || count > World::MaxIslands || min < 1
        || max < 1 || stepLimit < 1 || stepLimit > MaxStepLimit)
        return 2;
    World world;
    world.rows = rows;
    world.cols = cols;
    const char *end = seed + std::strlen(seed);
    const auto parsed = std::from_chars(seed, end, world.seed);
    if (parsed.ec != std::errc() || parsed.ptr != end || seed == end)
        return 2;
    world.pits.assign(pits, pits + std::size_t(rows) * std::size_t(cols));
    world.islands.count = count;
    world.islands.min = min;
    world.islands.max = max;
    world.islands.randomize = randomize != 0;
    world.islands.rule = rule == 0 ? IslandRule::Rule6a : IslandRule::Rule6b;
    world.islands.stepLimit = stepLimit;
    world.tiles.assign(tiles, tiles + tileCount);
    accepted.clear();
    current = WebLesson::lessonNamed(name);
    try {
        return current->build(std::move(world));
    } catch (const std::bad_alloc &) {
        current = WebLesson::lessonNamed("");
        return 3;
    }
}

EMSCRIPTEN_KEEPALIVE int mg_steps()
{
    return int(lesson().stepCount());
}

EMSCRIPTEN_KEEPALIVE int mg_position()
{
    return int(lesson().position());
}

// Shows the world after `position` steps (clamped to the build).
EMSCRIPTEN_KEEPALIVE void mg_seek(int position)
{
    lesson().seek(std::min(std::size_t(std::max(position, 0)), lesson().stepCount()));
}

// Per cell, row-major: islands 0 water, 1..8 island, 9 pit; dungeons the doors.
EMSCRIPTEN_KEEPALIVE const std::uint8_t *mg_cells()
{
    return lesson().cells();
}

// Dungeons: per cell, the State bits (1 filled, 2 queued, 4 pit, 8 start, 16 end); null for
// a lesson without them.
EMSCRIPTEN_KEEPALIVE const std::uint8_t *mg_states()
{
    return lesson().states();
}

// Step `index`: its kind, row, column and, for islands, island | failure << 4; for
// dungeons mask | tile << 8 | detail << 16. Written to out[0..3].
EMSCRIPTEN_KEEPALIVE void mg_step(int index, int *out)
{
    if (index < 0 || std::size_t(index) >= lesson().stepCount()) {
        out[0] = out[1] = out[2] = out[3] = -1;
        return;
    }
    lesson().step(std::size_t(index), out);
}

// The log's indent of step `index`, by the workbench's rule (LogDepth): islands the
// recursion depth, 0 for the seed, a cell's depth for the backtrack that removes it, 0 for
// an island's end; dungeons 1 for a queued cell's entries.
EMSCRIPTEN_KEEPALIVE int mg_depth(int index)
{
    if (index < 0 || std::size_t(index) >= lesson().stepCount())
        return 0;
    return lesson().depth(std::size_t(index));
}

// The kind of step whose cells fade on the map as playback passes them, as the workbench's
// map draws them: a backtrack (islands), a clip (dungeons).
EMSCRIPTEN_KEEPALIVE int mg_flash_kind()
{
    return lesson().flashKind();
}

// The cells the map marks at the position shown, as the workbench marks them (StepMarks):
// row, column, mark (0 tried, 1 candidate, 2 backtracked, 3 considered, 4 placed,
// 5 clipped, 6 queued now) and the half-doors clipped, to out[4 * k .. 4 * k + 3] for at
// most 16 marks. Returns how many. While a question is open (`asking`), only the marks the
// rule book lets a map show then (RuleBook::whileAsked).
EMSCRIPTEN_KEEPALIVE int mg_marks(int *out, int asking)
{
    const std::vector<StepMarks::CellMark> marks
        = asking ? RuleBook::marksWhileAsked(lesson().marks()) : lesson().marks();
    const std::size_t count = std::min<std::size_t>(marks.size(), 16);
    for (std::size_t k = 0; k < count; ++k) {
        out[4 * k] = marks[k].row;
        out[4 * k + 1] = marks[k].col;
        out[4 * k + 2] = int(marks[k].mark);
        out[4 * k + 3] = marks[k].clipped;
    }
    return int(count);
}

// The statistics at the position shown, as the workbench's Statistics dock counts them
// (BuildStats), to out[0..21]: adds, backtracks, tiles placed, candidates rejected, cells
// queued, the result (0 in progress, 1 all done, 2 too complex), then per island 1..8 its
// outcome (0 not started, 1 growing, 2 complete, 3 removed as too complex, 4 failed: no seed,
// 5 failed: unreachable, 6 failed: dead end) and size. A figure the lesson has not is 0.
EMSCRIPTEN_KEEPALIVE void mg_tally(int *out)
{
    std::fill(out, out + 22, 0);
    lesson().tally(out);
}

// Playback (PlaybackSpeed), as the workbench plays: the steps a second at `speed` (1..10)
// for the build held.
EMSCRIPTEN_KEEPALIVE double mg_speed(int speed)
{
    return PlaybackSpeed::stepsPerSecond(speed, int(lesson().stepCount()));
}

// The map shown, as `mapgen island|dungeon --map` prints it for these steps.
EMSCRIPTEN_KEEPALIVE const char *mg_map()
{
    return hand(lesson().map());
}

// Islands: the whole trace of islands.md. Dungeons: `mapgen dungeon --json`.
EMSCRIPTEN_KEEPALIVE const char *mg_trace()
{
    return hand(lesson().trace());
}

EMSCRIPTEN_KEEPALIVE const char *mg_json()
{
    return hand(lesson().json());
}

// The figures of --stats and the failure: 0 backtracks, 1 too complex, 2 placed,
// 3 rejected, 4 the dungeon's DungeonFailure, 5 open cells, 6 start, 7 end (cells),
// 8 islands attempted; 100 + k: island k's target (its outcome: mg_tally). A figure the
// lesson has not is 0 (a target past the last island -1).
EMSCRIPTEN_KEEPALIVE int mg_stat(int which)
{
    return lesson().stat(which);
}

// Questions (questions.md): the key of `ask` (0 next-move, 1 next-cell, 2 next-place)
// after step `after`. Returns how many answers count as right, the build's own first (0
// when the lesson does not ask it there); mg_answer reads them. out[0]: the step that
// answers it, -1 none.
EMSCRIPTEN_KEEPALIVE int mg_key(int ask, int after, int *out)
{
    const auto key = keyOf(ask, after);
    accepted = key ? key->accepted : std::vector<RuleBook::Answer>();
    out[0] = key ? key->step : -1;
    return int(accepted.size());
}

// Accepted answer `index` of the last mg_key: move kind, row, column (-1: none), template,
// rotation, written to out[0..4].
EMSCRIPTEN_KEEPALIVE void mg_answer(int index, int *out)
{
    if (index < 0 || std::size_t(index) >= accepted.size()) {
        std::fill(out, out + 5, -1);
        return;
    }
    const RuleBook::Answer &a = accepted[std::size_t(index)];
    out[0] = int(a.move);
    out[1] = a.row;
    out[2] = a.col;
    out[3] = a.templateIndex;
    out[4] = a.rotation;
}

// The judge of an answer to `ask` after step `after`: a move kind (next-move), or a cell
// (row -1: none) with a template and rotation (next-place). Writes the verdict (0 right,
// 1 right as an alternative, 2 wrong), the reason code (mg_reason), the step judged at,
// the reason's four arguments, whether that step seeds an island, its island and the rule
// (0 6a, 1 6b), to out[0..9].
// Returns 0, or -1 when the lesson does not ask it there (or for no move kind).
EMSCRIPTEN_KEEPALIVE int mg_judge(
    int ask, int after, int move, int row, int col, int templateIndex, int rotation, int *out)
{
    const bool knownMove = move >= IslandStep::Seed && move <= IslandStep::TooComplex;
    const auto key = keyOf(ask, after);
    if (!key || (ask == 0 && !knownMove))
        return -1;
    RuleBook::Answer given;
    given.move = knownMove ? IslandStep::Kind(move) : IslandStep::AllDone;
    given.row = row < 0 ? -1 : row;
    given.col = row < 0 ? -1 : col;
    given.templateIndex = templateIndex;
    given.rotation = rotation;
    writeJudgement(lesson().judge(*key, given), out);
    return 0;
}

// You Are the Algorithm (the rule book's judgeCell, judgeMove and judgeTile) at `position`:
// `what` 0 a cell clicked (islands: the seed or the cell added; dungeons: the cell that gets
// the next tile), 1 a move (islands), 2 a tile on a cell (dungeons). Writes what mg_judge
// writes to out[0..9]; returns 0, or -1 when there is no build or no such move.
EMSCRIPTEN_KEEPALIVE int mg_construct(
    int what, int position, int move, int row, int col, int templateIndex, int rotation, int *out)
{
    if (!lesson().built() || what < 0 || what > 2)
        return -1;
    const auto judgement
        = lesson().construct(what, position, move, row, col, templateIndex, rotation);
    if (!judgement)
        return -1;
    writeJudgement(*judgement, out);
    return 0;
}

// You Are the Algorithm: 1 when a cell clicked is a whole move (islands), 0 when it picks
// the cell whose tile and turn are chosen next (dungeons).
EMSCRIPTEN_KEEPALIVE int mg_cell_is_move()
{
    return lesson().cellIsMove() ? 1 : 0;
}

// You Are the Algorithm: the first step at or after `position` that is the student's
// decision (islands: every step; dungeons: DungeonRules::decisionFrom), and the step that
// decision makes (islands: itself; dungeons: the next Place, -1 none).
EMSCRIPTEN_KEEPALIVE int mg_decision(int position)
{
    if (!lesson().built())
        return 0;
    return lesson().decision(std::max(position, 0));
}

EMSCRIPTEN_KEEPALIVE int mg_decided(int position)
{
    return lesson().built() ? lesson().decided(position) : -1;
}

// You Are the Algorithm's decisions in the build (islands: every step; dungeons: every cell
// taken from the queue), over which its part of a grade is counted; 0 without a build.
EMSCRIPTEN_KEEPALIVE int mg_decisions()
{
    return lesson().built() ? lesson().decisions() : 0;
}

// Practice mode (questions.md): the question asked in the steps [first, end), by the rule
// book. Writes the ask (0 next-move, 1 next-cell, 2 next-place) and its `after` to
// out[0..1]; returns 1, or 0 when that window asks none.
EMSCRIPTEN_KEEPALIVE int mg_practice(int first, int end, int *out)
{
    if (!lesson().built())
        return 0;
    const auto chosen = lesson().practice(first, end);
    if (!chosen)
        return 0;
    out[0] = int(chosen->ask);
    out[1] = chosen->after;
    return 1;
}

// The trace's word of a move (SEED, ADD, BACKTRACK, ..., TOO COMPLEX): the result file's.
EMSCRIPTEN_KEEPALIVE const char *mg_move_name(int move)
{
    return move >= IslandStep::Seed && move <= IslandStep::TooComplex
        ? RuleBook::moveName(IslandStep::Kind(move))
        : "";
}

// A reason code's stable name (other-seed, not-beside, ...), as the golden table and the
// page's texts name it.
EMSCRIPTEN_KEEPALIVE const char *mg_reason(int reason)
{
    return reason >= 0 && reason <= int(RuleBook::Reason::NoCall)
        ? RuleBook::reasonName(RuleBook::Reason(reason))
        : "";
}

// The grade of a graded lesson (assignmentscore.h) from in[0..9]: whether the questions
// are assigned, the questions asked (-1: not known yet), answered, answered right the first
// time; whether You Are the Algorithm is assigned, its right, wrong and hints, the build's
// decisions (-1: not known yet); the pass mark (-1: none). Writes to out[0..7] the grade
// 0..100, the status (0 incomplete, 1 passed, 2 failed, 3 completed), and for the questions
// and then You Are the Algorithm whether the part counts, what it got and of how many.
EMSCRIPTEN_KEEPALIVE void mg_grade(const int *in, int *out)
{
    AssignmentProgress progress;
    progress.questions = in[0] != 0;
    progress.asked = in[1];
    progress.answered = in[2];
    progress.firstRight = in[3];
    progress.construct = in[4] != 0;
    progress.right = in[5];
    progress.wrong = in[6];
    progress.hints = in[7];
    progress.decisions = in[8];
    progress.pass = in[9];
    out[0] = AssignmentScore::score(progress);
    out[1] = int(AssignmentScore::status(progress));
    const AssignmentScore::Part parts[] {
        AssignmentScore::questions(progress), AssignmentScore::construct(progress)};
    for (int i = 0; i < 2; ++i) {
        out[2 + 3 * i] = parts[i].counts ? 1 : 0;
        out[3 + 3 * i] = int(parts[i].got);
        out[4 + 3 * i] = int(parts[i].of);
    }
}

// The rule book's golden table of the build held (tests/data/rulebook.golden's section).
EMSCRIPTEN_KEEPALIVE const char *mg_golden()
{
    return hand(lesson().built() ? lesson().golden() : std::string());
}

// The Code panel: the index of the pseudocode line (CodeListing, as the workbench's Code
// dock numbers them) that the last step shown executes; -1 before the first step, and
// while a question is open (`asking`) where the rule book hides the line then.
EMSCRIPTEN_KEEPALIVE int mg_code_line(int asking)
{
    const bool hidden
        = asking && RuleBook::whileAsked(RuleBook::Part::CodeLine) == RuleBook::Shown::Nothing;
    return lesson().position() == 0 || hidden ? -1 : lesson().codeLine();
}

// The Call Stack at the position shown, as the core's stacks give it (islandcallstack.h,
// dungeoncallstack.h), in JSON for the page to word:
// islands {"island", "target", "depth", "from", "frames": [[row, col, [[row, col, state],
// ...]], ...]}: the innermost `most` frames (depth `from` on) of `depth`, with state 0
// failed, 1 trying, 2 to try, and an empty candidate list for a base case
// (depth + 1 == target) or a dead end; dungeons {"head": [row, col, required] or null,
// "verdicts": [[template, rotation, 0 placed | 1 rule 1 | 2 rule 2], ...],
// "queue": [[row, col, required], ...] (at most `most` cells), "queued": all queued cells}.
// While a question is open (`asking`), the lines the rule book hides then are left out
// (RuleBook::whileAsked(StackLine)): an island's candidate lists are null, a dungeon's head
// null and its verdicts and queue empty, and "hidden" is true.
EMSCRIPTEN_KEEPALIVE const char *mg_stack(int most, int asking)
{
    return hand(lesson().stack(most, asking != 0));
}

// The inspector's "why" of cell (row, col) at the position shown, as the workbench's Cell
// Inspector and Tile Inspector explain it, written to out[0..11]; returns 0, or -1 outside
// the map. Islands: 0 the cell (0 water, 1..8 island, 9 pit), 1 the island growing
// (IslandCellCheck::growingIsland; 0 none), 2..5 the rule book's verdict on the cell as
// the candidate grow() tries next (IslandRules::candidate: a RuleBook::Reason, mg_reason
// names it, and its first three arguments), 6..9 its seed verdict (IslandCellCheck::Reason,
// island, row, col), 10 what the last step made of
// it (0 nothing, 1 the seed just placed, 2 the cell just added, 3 the cell just
// backtracked, 4 a candidate of the cell just added), 11 the rule (0 6a, 1 6b).
// Dungeons: 0 the State bits, 1 doors, 2 allowed, 3 required, 4 template (-1 unfilled),
// 5 rotation, 6 whether the cell is the one being filled (its verdicts: mg_stack).
// While a question is open (`asking`) the inspector shows the cell's state only
// (RuleBook::Shown::StateAfterK): the verdicts are 0 (islands: 1..9 and a candidate's 10;
// dungeons: 6) and out[12] is 1.
EMSCRIPTEN_KEEPALIVE int mg_why(int row, int col, int *out, int asking)
{
    std::fill(out, out + 13, 0);
    const World &world = lesson().world();
    if (row < 0 || col < 0 || row >= world.rows || col >= world.cols)
        return -1;
    lesson().why(row, col, out, asking != 0);
    return 0;
}

} // extern "C"
