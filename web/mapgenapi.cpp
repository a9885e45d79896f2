// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The C interface of the WebAssembly module that the web lesson embeds: the core's
// generators and texts behind plain functions of numbers and pointers. It holds one build
// and one replay position; the page reads the cells, the marks and the texts from here and
// only draws them, so that one scenario and one seed mean one map everywhere.

#include "assignmentscore.h"
#include "buildstats.h"
#include "codelisting.h"
#include "dungeoncallstack.h"
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "dungeontext.h"
#include "halfdoors.h"
#include "islandcallstack.h"
#include "islandcellcheck.h"
#include "islandgenerator.h"
#include "islandgrid.h"
#include "logdepth.h"
#include "playbackspeed.h"
#include "rulebook.h"
#include "stepmarks.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <new>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace {

struct Session
{
    World world;
    IslandBuild island;
    DungeonBuild dungeon;
    IslandGrid grid; // islands: the map after `position` steps
    DungeonGrid rooms; // dungeons: the map after `position` steps, as the workbench's
    std::vector<std::uint8_t> doors; // dungeons: the page's copy of each cell's doors
    std::vector<std::uint8_t> state; // dungeons: per cell, a State bit set
    std::vector<std::uint32_t> sizes; // islands: the island's size after each step
    std::size_t position = 0;
    BuildStats::IslandTally islandTally; // the statistics after `position` steps
    BuildStats::DungeonTally dungeonTally;
    std::string text; // the last text handed out
    std::vector<RuleBook::Answer> accepted; // the last key asked (mg_key)
    // The call stacks (mg_stack), moved to the position only when asked, as the workbench's
    // docks follow playback only while shown.
    IslandCallStack stack;
    DungeonCallStack roomStack;
};

// scenario.md: 1 <= stepLimit <= 100 000 000. The module's memory (at most 2 GiB) holds
// such a build, 4 bytes a step; a larger limit would not even be a size in wasm32.
constexpr int MaxStepLimit = 100000000;

// Dungeon cell state bits, as the page reads them.
enum State : std::uint8_t { Filled = 1, Queued = 2, Pit = 4, Start = 8, End = 16 };

Session session;

bool isIsland()
{
    return session.world.mode == MapMode::Island;
}

std::size_t stepCount()
{
    return isIsland() ? session.island.steps.size() : session.dungeon.steps.size();
}

const char *hand(std::string text)
{
    session.text = std::move(text);
    return session.text.c_str();
}

void indexSizes()
{
    session.sizes.resize(session.island.steps.size());
    int size = 0;
    for (std::size_t i = 0; i < session.island.steps.size(); ++i) {
        size = LogDepth::islandSizeAfter(session.island.steps[i], size);
        session.sizes[i] = std::uint32_t(size);
    }
}

void resetDungeon()
{
    session.rooms = DungeonGrid(session.world);
    const auto cells = std::size_t(session.world.rows) * std::size_t(session.world.cols);
    session.doors.assign(cells, 0);
    session.state.assign(cells, 0);
    for (std::size_t i = 0; i < cells; ++i)
        session.state[i] = session.world.pits[i] ? Pit : 0;
}

// The page's bytes of the cell a step touched, from the grid (a step changes no other
// cell's doors or state).
void showDungeonCell(const DungeonStep &step)
{
    if (!step.hasCell())
        return;
    const DungeonGrid &rooms = session.rooms;
    const int cell = rooms.index(step.row, step.col);
    session.doors[std::size_t(cell)] = rooms.doors(step.row, step.col);
    session.state[std::size_t(cell)]
        = std::uint8_t((rooms.isFilled(step.row, step.col) ? Filled : 0)
            | (rooms.isQueued(step.row, step.col) ? Queued : 0)
            | (rooms.isPit(step.row, step.col) ? Pit : 0) | (cell == rooms.start() ? Start : 0)
            | (cell == rooms.end() ? End : 0));
}

void seekDungeon(std::size_t position)
{
    for (; session.position < position; ++session.position) {
        const DungeonStep step = session.dungeon.steps[session.position];
        session.rooms.apply(step);
        session.dungeonTally.count(step, true);
        showDungeonCell(step);
    }
    for (; session.position > position; --session.position) {
        const DungeonStep step = session.dungeon.steps[session.position - 1];
        session.rooms.unapply(step);
        session.dungeonTally.count(step, false);
        showDungeonCell(step);
    }
}

void seekIsland(std::size_t position)
{
    for (; session.position < position; ++session.position) {
        session.grid.apply(session.island.steps[session.position]);
        session.islandTally.count(session.island.steps[session.position], true);
    }
    for (; session.position > position; --session.position) {
        session.grid.unapply(session.island.steps[session.position - 1]);
        session.islandTally.count(session.island.steps[session.position - 1], false);
    }
}

// The rule book over the build held (questions.md, "What counts as right"): the page asks
// it, and keeps no rule of its own.
bool built()
{
    return isIsland() ? !session.island.steps.empty() : session.dungeon.started();
}

RuleBook::IslandRules islandRules()
{
    return RuleBook::IslandRules(session.world, session.island.steps.size(),
        [](std::size_t i) { return session.island.steps[i]; });
}

RuleBook::DungeonRules dungeonRules()
{
    return RuleBook::DungeonRules(session.world, session.dungeon.steps.size(),
        [](std::size_t i) { return session.dungeon.steps[i]; });
}

// The key of `ask` (0 next-move, 1 next-cell, 2 next-place) after step `after`, when the
// lesson asks it.
std::optional<RuleBook::Key> keyOf(int ask, int after)
{
    if (ask < 0 || ask > 2 || after < 0 || !built())
        return std::nullopt;
    const auto kind = RuleBook::Ask(ask);
    return isIsland() ? islandRules().key(kind, after) : dungeonRules().key(kind, after);
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
    const bool atStep = isIsland() && judgement.step >= 0
        && std::size_t(judgement.step) < session.island.steps.size();
    const IslandStep step
        = atStep ? session.island.steps[std::size_t(judgement.step)] : IslandStep();
    out[7] = atStep && step.kind == IslandStep::Seed ? 1 : 0;
    out[8] = atStep ? int(step.island) : -1;
    out[9] = session.world.islands.rule == IslandRule::Rule6a ? 0 : 1;
}

} // namespace

extern "C" {

// Builds `mode` (0 islands, 1 dungeon) on a world of rows x cols with the pits (a byte a
// cell) and the dungeon's templates (door masks); `seed` is decimal text. Returns 0 when
// the build is ready, 1 when a dungeon cannot start (mg_failure says why), 2 for bad
// input, 3 when the memory is not there.
EMSCRIPTEN_KEEPALIVE int mg_build(int mode, int rows, int cols, const char *seed, int count,
    int min, int max, int randomize, int rule, int stepLimit, const std::uint8_t *pits,
    const std::uint8_t *tiles, int tileCount)
{
    if (rows < 1 || cols < 1 || rows > World::MaxSide || cols > World::MaxSide || tileCount < 0
        || tileCount > World::MaxTiles || count < 0 || count > World::MaxIslands || min < 1
        || max < 1 || stepLimit < 1 || stepLimit > MaxStepLimit)
        return 2;
    World world;
    world.mode = mode == 1 ? MapMode::Dungeon : MapMode::Island;
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
    session = Session();
    session.world = std::move(world);
    try {
        if (isIsland()) {
            session.island = IslandGenerator::build(session.world);
            session.grid = IslandGrid(session.world);
            session.stack.setScenario(session.world);
            indexSizes();
        } else {
            session.dungeon = DungeonGenerator::build(session.world);
            resetDungeon();
            if (!session.dungeon.started())
                return 1;
        }
    } catch (const std::bad_alloc &) {
        session = Session();
        return 3;
    }
    return 0;
}

EMSCRIPTEN_KEEPALIVE int mg_steps()
{
    return int(stepCount());
}

EMSCRIPTEN_KEEPALIVE int mg_position()
{
    return int(session.position);
}

// Shows the world after `position` steps (clamped to the build).
EMSCRIPTEN_KEEPALIVE void mg_seek(int position)
{
    const auto target = std::size_t(position < 0 ? 0 : position) > stepCount()
        ? stepCount()
        : std::size_t(position < 0 ? 0 : position);
    if (isIsland())
        seekIsland(target);
    else
        seekDungeon(target);
}

// Per cell, row-major: islands 0 water, 1..8 island, 9 pit; dungeons the doors.
EMSCRIPTEN_KEEPALIVE const std::uint8_t *mg_cells()
{
    return isIsland() ? session.grid.cellData() : session.doors.data();
}

// Dungeons: per cell, the State bits (filled, queued, pit, start, end).
EMSCRIPTEN_KEEPALIVE const std::uint8_t *mg_states()
{
    return session.state.data();
}

// Step `index`: its kind, row, column and, for islands, island | failure << 4; for
// dungeons mask | tile << 8 | detail << 16. Written to out[0..3].
EMSCRIPTEN_KEEPALIVE void mg_step(int index, int *out)
{
    if (index < 0 || std::size_t(index) >= stepCount()) {
        out[0] = out[1] = out[2] = out[3] = -1;
        return;
    }
    if (isIsland()) {
        const IslandStep &step = session.island.steps[std::size_t(index)];
        out[0] = step.kind;
        out[1] = step.hasCell() ? int(step.row) : -1;
        out[2] = step.hasCell() ? int(step.col) : -1;
        out[3] = int(step.island) | int(step.failure) << 4;
    } else {
        const DungeonStep step = session.dungeon.steps[std::size_t(index)];
        out[0] = step.kind;
        out[1] = step.row;
        out[2] = step.col;
        out[3] = step.mask | step.tile << 8 | step.detail << 16;
    }
}

// The log's indent of step `index`, by the workbench's rule (LogDepth): islands the
// recursion depth, 0 for the seed, a cell's depth for the backtrack that removes it, 0 for
// an island's end; dungeons 1 for a queued cell's entries.
EMSCRIPTEN_KEEPALIVE int mg_depth(int index)
{
    if (index < 0 || std::size_t(index) >= stepCount())
        return 0;
    if (isIsland())
        return LogDepth::island(
            session.island.steps[std::size_t(index)], int(session.sizes[std::size_t(index)]));
    return LogDepth::dungeon(session.dungeon.steps.kind(std::size_t(index)));
}

// The cells the map marks at the position shown, as the workbench marks them (StepMarks):
// row, column, mark (0 tried, 1 candidate, 2 backtracked, 3 considered, 4 placed,
// 5 clipped, 6 queued now) and the half-doors clipped, to out[4 * k .. 4 * k + 3] for at
// most 16 marks. Returns how many.
EMSCRIPTEN_KEEPALIVE int mg_marks(int *out)
{
    std::vector<StepMarks::CellMark> marks;
    if (isIsland()) {
        const IslandStep *last
            = session.position > 0 ? &session.island.steps[session.position - 1] : nullptr;
        marks = StepMarks::island(session.grid, last, session.world.islands.rule);
    } else {
        marks = StepMarks::dungeon(int(session.position),
            [](std::size_t i) { return DungeonStep(session.dungeon.steps[i]); });
    }
    const std::size_t count = std::min<std::size_t>(marks.size(), 16);
    for (std::size_t k = 0; k < count; ++k) {
        out[4 * k] = marks[k].row;
        out[4 * k + 1] = marks[k].col;
        out[4 * k + 2] = int(marks[k].mark);
        out[4 * k + 3] = marks[k].clipped;
    }
    return int(count);
}

// The statistics at the position shown (`atEnd` 0) or after the last step (1), as the
// workbench's Statistics dock counts them (BuildStats), to out[0..21]: adds, backtracks, tiles
// placed, candidates rejected, cells queued, the result (0 in progress, 1 all done, 2 too complex),
// then per island 1..8 its outcome (0 not started, 1 growing, 2 complete, 3 removed as too complex,
// 4 failed: no seed, 5 failed: unreachable, 6 failed: dead end) and size.
EMSCRIPTEN_KEEPALIVE void mg_tally(int atEnd, int *out)
{
    BuildStats::IslandTally island = session.islandTally;
    BuildStats::DungeonTally dungeon = session.dungeonTally;
    const int count = int(stepCount());
    for (std::size_t i = session.position; atEnd && i < stepCount(); ++i) {
        if (isIsland())
            island.count(session.island.steps[i], true);
        else
            dungeon.count(session.dungeon.steps[i], true);
    }
    const int position = atEnd ? count : int(session.position);
    const bool tooComplex = isIsland() && session.island.tooComplex;
    out[0] = island.adds;
    out[1] = island.backtracks;
    out[2] = dungeon.placed;
    out[3] = dungeon.rejected;
    out[4] = dungeon.queued;
    out[5] = int(BuildStats::result(position, count, tooComplex));
    for (std::size_t k = 1; k <= 8; ++k) {
        out[6 + 2 * (k - 1)] = int(island.islands[k].outcome);
        out[7 + 2 * (k - 1)] = island.islands[k].size;
    }
}

// Playback (PlaybackSpeed), as the workbench plays: the steps a second at `speed` (1..10)
// for the build held.
EMSCRIPTEN_KEEPALIVE double mg_speed(int speed)
{
    return PlaybackSpeed::stepsPerSecond(speed, int(stepCount()));
}

// The map shown, as `mapgen island|dungeon --map` prints it for these steps.
EMSCRIPTEN_KEEPALIVE const char *mg_map()
{
    if (isIsland())
        return hand(session.grid.toText());
    std::vector<std::uint8_t> filled(session.state.size());
    int start = -1;
    int end = -1;
    for (std::size_t i = 0; i < filled.size(); ++i) {
        filled[i] = session.state[i] & Filled;
        if (session.state[i] & Start)
            start = int(i);
        if (session.state[i] & End)
            end = int(i);
    }
    return hand(dungeonPicture(
        session.world.rows, session.world.cols, session.doors.data(), filled.data(), start, end));
}

// Islands: the whole trace of islands.md. Dungeons: `mapgen dungeon --json`.
EMSCRIPTEN_KEEPALIVE const char *mg_trace()
{
    return hand(isIsland() ? IslandGenerator::trace(session.island) : std::string());
}

EMSCRIPTEN_KEEPALIVE const char *mg_json()
{
    if (isIsland() || !session.dungeon.started())
        return hand(std::string());
    return hand(dungeonJson(session.world, session.dungeon));
}

// The figures of --stats and the failure: 0 backtracks, 1 too complex, 2 placed,
// 3 rejected, 4 the dungeon's DungeonFailure, 5 open cells, 6 start, 7 end (cells),
// 8 islands attempted; 100 + k: island k's target (its outcome: mg_tally).
EMSCRIPTEN_KEEPALIVE int mg_stat(int which)
{
    const DungeonBuild &d = session.dungeon;
    switch (which) {
    case 0:
        return session.island.backtracks;
    case 1:
        return session.island.tooComplex ? 1 : 0;
    case 2:
        return d.placed;
    case 3:
        return d.rejected;
    case 4:
        return int(d.failure);
    case 5:
        return d.openCells;
    case 6:
        return d.start;
    case 7:
        return d.end;
    case 8:
        return int(session.island.islands.size());
    default:
        break;
    }
    const int k = which - 100;
    if (k < 0 || k >= int(session.island.islands.size()))
        return -1;
    return session.island.islands[std::size_t(k)].target;
}

// Questions (questions.md): the key of `ask` (0 next-move, 1 next-cell, 2 next-place)
// after step `after`. Returns how many answers count as right, the build's own first (0
// when the lesson does not ask it there); mg_answer reads them. out[0]: the step that
// answers it, -1 none.
EMSCRIPTEN_KEEPALIVE int mg_key(int ask, int after, int *out)
{
    const auto key = keyOf(ask, after);
    session.accepted = key ? key->accepted : std::vector<RuleBook::Answer>();
    out[0] = key ? key->step : -1;
    return int(session.accepted.size());
}

// Accepted answer `index` of the last mg_key: move kind, row, column (-1: none), template,
// rotation, written to out[0..4].
EMSCRIPTEN_KEEPALIVE void mg_answer(int index, int *out)
{
    if (index < 0 || std::size_t(index) >= session.accepted.size()) {
        std::fill(out, out + 5, -1);
        return;
    }
    const RuleBook::Answer &a = session.accepted[std::size_t(index)];
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
    writeJudgement(
        isIsland() ? islandRules().judge(*key, given) : dungeonRules().judge(*key, given), out);
    return 0;
}

// You Are the Algorithm (the rule book's judgeCell, judgeMove and judgeTile) at `position`:
// `what` 0 a cell clicked (islands: the seed or the cell added; dungeons: the cell that gets
// the next tile), 1 a move (islands), 2 a tile on a cell (dungeons). Writes what mg_judge
// writes to out[0..9]; returns 0, or -1 when there is no build or no such move.
EMSCRIPTEN_KEEPALIVE int mg_construct(
    int what, int position, int move, int row, int col, int templateIndex, int rotation, int *out)
{
    if (!built() || what < 0 || what > 2 || (what == 1 && !isIsland()) || (what == 2 && isIsland()))
        return -1;
    if (what == 1 && (move < IslandStep::Seed || move > IslandStep::TooComplex))
        return -1;
    if (what == 1) {
        writeJudgement(islandRules().judgeMove(position, IslandStep::Kind(move)), out);
    } else if (what == 2) {
        writeJudgement(dungeonRules().judgeTile(position, row, col, templateIndex, rotation), out);
    } else {
        writeJudgement(isIsland() ? islandRules().judgeCell(position, row, col)
                                  : dungeonRules().judgeCell(position, row, col),
            out);
    }
    return 0;
}

// You Are the Algorithm: the first step at or after `position` that is the student's
// decision (islands: every step; dungeons: DungeonRules::decisionFrom), and the step that
// decision makes (islands: itself; dungeons: the next Place, -1 none).
EMSCRIPTEN_KEEPALIVE int mg_decision(int position)
{
    position = std::max(position, 0);
    if (!built())
        return 0;
    return isIsland() ? std::min(position, int(stepCount()))
                      : dungeonRules().decisionFrom(position);
}

EMSCRIPTEN_KEEPALIVE int mg_decided(int position)
{
    if (!built())
        return -1;
    if (isIsland())
        return position >= 0 && std::size_t(position) < stepCount() ? position : -1;
    return dungeonRules().nextPlace(position);
}

// Practice mode (questions.md): the question asked in the steps [first, end), by the rule
// book. Writes the ask (0 next-move, 1 next-cell, 2 next-place) and its `after` to
// out[0..1]; returns 1, or 0 when that window asks none.
EMSCRIPTEN_KEEPALIVE int mg_practice(int first, int end, int *out)
{
    if (!built())
        return 0;
    const auto chosen
        = isIsland() ? islandRules().practice(first, end) : dungeonRules().practice(first, end);
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
    return reason >= 0 && reason <= int(RuleBook::Reason::Rejected)
        ? RuleBook::reasonName(RuleBook::Reason(reason))
        : "";
}

// The score of a graded lesson (assignmentscore.h): 0..100, or -1 when no part counts.
EMSCRIPTEN_KEEPALIVE int mg_score(int questions, int asked, int firstRight, int construct,
    int right, int wrong, int hints, int decisions)
{
    AssignmentProgress progress;
    progress.questions = questions != 0;
    progress.asked = asked;
    progress.firstRight = firstRight;
    progress.construct = construct != 0;
    progress.right = right;
    progress.wrong = wrong;
    progress.hints = hints;
    progress.decisions = decisions;
    return AssignmentScore::score(progress);
}

// The rule book's golden table of the build held (tests/data/rulebook.golden's section).
EMSCRIPTEN_KEEPALIVE const char *mg_golden()
{
    if (!built())
        return hand(std::string());
    return hand(isIsland() ? RuleBook::islandTable(session.world, islandRules())
                           : RuleBook::dungeonTable(session.world, dungeonRules()));
}

// The Code panel: the index of the pseudocode line (CodeListing, as the workbench's Code
// dock numbers them) that the last step shown executes; -1 before the first step.
EMSCRIPTEN_KEEPALIVE int mg_code_line()
{
    if (session.position == 0)
        return -1;
    const std::size_t last = session.position - 1;
    return isIsland()
        ? CodeListing::islandLine(session.world.islands.rule, session.island.steps[last])
        : CodeListing::dungeonLine(session.dungeon.steps[last]);
}

// The Call Stack at the position shown, as the core's stacks give it (islandcallstack.h,
// dungeoncallstack.h), in JSON for the page to word:
// islands {"island", "target", "depth", "from", "frames": [[row, col, [[row, col, state],
// ...]], ...]}: the innermost `most` frames (depth `from` on) of `depth`, with state 0
// failed, 1 trying, 2 to try, and an empty candidate list for a base case
// (depth + 1 == target) or a dead end; dungeons {"head": [row, col, required] or null,
// "verdicts": [[template, rotation, 0 placed | 1 rule 1 | 2 rule 2], ...],
// "queue": [[row, col, required], ...] (at most `most` cells), "queued": all queued cells}.
EMSCRIPTEN_KEEPALIVE const char *mg_stack(int most)
{
    std::string out;
    const int position = int(session.position);
    if (isIsland()) {
        IslandCallStack &stack = session.stack;
        stack.seek(session.island.steps, position);
        const int island = stack.island();
        const int from = std::max(0, stack.depth() - std::max(most, 1));
        out = "{\"island\":" + std::to_string(island)
            + ",\"target\":" + std::to_string(island > 0 ? stack.target(island) : 0) + ",\"depth\":"
            + std::to_string(stack.depth()) + ",\"from\":" + std::to_string(from) + ",\"frames\":[";
        for (int d = from; d < stack.depth(); ++d) {
            const IslandCallStack::Frame &f = stack.frame(d);
            out += (d > from ? ",[" : "[") + std::to_string(f.row) + ',' + std::to_string(f.col)
                + ",[";
            for (int i = 0; i < f.count; ++i) {
                const auto cell = int(f.candidates[std::size_t(i)]);
                out += (i ? ",[" : "[") + std::to_string(cell / stack.cols()) + ','
                    + std::to_string(cell % stack.cols()) + ','
                    + std::to_string(int(stack.candidateState(d, i))) + ']';
            }
            out += "]]";
        }
        return hand(out + "]}");
    }
    if (!session.dungeon.started())
        return hand("{\"head\":null,\"verdicts\":[],\"queue\":[],\"queued\":0}");
    DungeonCallStack &stack = session.roomStack;
    stack.seek([](std::size_t i) { return session.dungeon.steps[i]; }, position);
    auto required
        = [](int row, int col) { return std::to_string(session.rooms.required(row, col)); };
    out = "{\"head\":";
    out += stack.headRow() < 0
        ? std::string("null")
        : '[' + std::to_string(stack.headRow()) + ',' + std::to_string(stack.headColumn()) + ','
            + required(stack.headRow(), stack.headColumn()) + ']';
    out += ",\"verdicts\":[";
    bool first = true;
    for (const int i : stack.verdictSteps()) {
        const DungeonStep step = session.dungeon.steps[std::size_t(i)];
        const int verdict = step.kind == DungeonStep::Place      ? 0
            : step.rejection() == DungeonRejection::RequiredSide ? 1
                                                                 : 2;
        out += (first ? "[" : ",[") + std::to_string(step.templateIndex()) + ','
            + std::to_string(step.rotation()) + ',' + std::to_string(verdict) + ']';
        first = false;
    }
    out += "],\"queue\":[";
    const int queued = stack.queue().size() - stack.queueFrom();
    for (int k = 0; k < queued && k < most; ++k) {
        const DungeonFillQueue::Cell &cell = stack.queue().at(k + stack.queueFrom());
        out += (k ? ",[" : "[") + std::to_string(cell.row) + ',' + std::to_string(cell.col) + ','
            + required(cell.row, cell.col) + ']';
    }
    return hand(out + "],\"queued\":" + std::to_string(queued) + '}');
}

// The inspector's "why" of cell (row, col) at the position shown, as the workbench's Cell
// Inspector and Tile Inspector explain it, written to out[0..11]; returns 0, or -1 outside
// the map. Islands: 0 the cell (0 water, 1..8 island, 9 pit), 1 the island growing
// (IslandCellCheck::growingIsland; 0 none), 2..5 its expansion verdict (reason, island,
// row, col; IslandCellCheck::Reason), 6..9 its seed verdict, 10 what the last step made of
// it (0 nothing, 1 the seed just placed, 2 the cell just added, 3 the cell just
// backtracked, 4 a candidate of the cell just added), 11 the rule (0 6a, 1 6b).
// Dungeons: 0 the State bits, 1 doors, 2 allowed, 3 required, 4 template (-1 unfilled),
// 5 rotation, 6 whether the cell is the one being filled (its verdicts: mg_stack).
EMSCRIPTEN_KEEPALIVE int mg_why(int row, int col, int *out)
{
    std::fill(out, out + 12, 0);
    if (row < 0 || col < 0 || row >= session.world.rows || col >= session.world.cols)
        return -1;
    if (!isIsland()) {
        const DungeonGrid &rooms = session.rooms;
        const auto cell = std::size_t(rooms.index(row, col));
        out[0] = session.state.empty() ? 0 : session.state[cell];
        out[1] = rooms.doors(row, col);
        out[2] = rooms.allowed(row, col);
        out[3] = rooms.required(row, col);
        out[4] = rooms.templateIndex(row, col);
        out[5] = rooms.rotation(row, col);
        DungeonCallStack &stack = session.roomStack;
        if (session.dungeon.started())
            stack.seek(
                [](std::size_t i) { return session.dungeon.steps[i]; }, int(session.position));
        out[6] = stack.headRow() == row && stack.headColumn() == col ? 1 : 0;
        return 0;
    }
    const IslandGrid &grid = session.grid;
    const IslandRule rule = session.world.islands.rule;
    const IslandStep *last
        = session.position > 0 ? &session.island.steps[session.position - 1] : nullptr;
    const int island = IslandCellCheck::growingIsland(session.world.islands.count, last);
    out[0] = grid.at(row, col);
    out[1] = island;
    if (island > 0) {
        const IslandCellCheck::Verdict expansion
            = IslandCellCheck::expansion(grid, row, col, island, rule);
        const IslandCellCheck::Verdict seed = IslandCellCheck::seed(grid, row, col, rule, island);
        int *part = out + 2;
        for (const IslandCellCheck::Verdict &v : {expansion, seed}) {
            part[0] = int(v.reason);
            part[1] = v.island;
            part[2] = v.row;
            part[3] = v.col;
            part += 4;
        }
    }
    if (last && last->hasCell() && last->row == row && last->col == col) {
        out[10] = last->kind == IslandStep::Seed  ? 1
            : last->kind == IslandStep::Add       ? 2
            : last->kind == IslandStep::Backtrack ? 3
                                                  : 0;
    } else {
        // A candidate of the cell just added: the rule book's marks, as the map tints them.
        for (const StepMarks::CellMark &mark : StepMarks::island(grid, last, rule)) {
            if (mark.row == row && mark.col == col && mark.mark == StepMarks::Mark::Candidate)
                out[10] = 4;
        }
    }
    out[11] = rule == IslandRule::Rule6a ? 0 : 1;
    return 0;
}

} // extern "C"
