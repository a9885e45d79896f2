// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonstep.h"
#include "islandcallstack.h"
#include "islandcellcheck.h"
#include "islandgrid.h"
#include "islandstep.h"
#include "stepmarks.h"
#include "world.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

// The lesson's rules on answers, once, for every shell (the workbench, the CLI, the web
// lesson through WebAssembly): what counts as right (questions.md, "What counts as right")
// and why an answer is right, right as an alternative, or wrong. The rule book says so in
// codes with arguments, never in sentences: each shell words the codes in its language.
namespace RuleBook {

enum class Ask : std::uint8_t { NextMove, NextCell, NextPlace };

// One answer: a move (next-move), a cell (next-cell), a cell with a tile (next-place),
// or none (no cell follows).
struct Answer
{
    IslandStep::Kind move = IslandStep::AllDone;
    int row = -1; // -1: none
    int col = -1;
    int templateIndex = -1;
    int rotation = 0;

    bool isNone() const { return row < 0; }
    friend bool operator==(const Answer &a, const Answer &b)
    {
        return a.move == b.move && a.row == b.row && a.col == b.col
            && a.templateIndex == b.templateIndex && a.rotation == b.rotation;
    }
};

// Every right answer to a question: the build's own first, the rest in row-major order
// (tiles: one per distinct rotated mask, in candidate order).
struct Key
{
    Ask ask = Ask::NextMove;
    int after = 0;
    int step = -1; // the step that answers it (entry after + 1, or the next cell's); -1 none
    std::vector<Answer> accepted; // never empty; a lone none answer when no cell follows
};

enum class Verdict : std::uint8_t { Right, Alternative, Wrong };

// Why. The arguments (Judgement::args) are listed with each code; cells are row, column.
enum class Reason : std::uint8_t {
    Drawn, // right: the build's own answer
    SameTile, // right: a tile with the build's rotated mask; args: the build's template, rotation
    OtherSeed, // alternative: seed-eligible too; args: the drawn cell
    OtherCandidate, // alternative: an untried candidate (randomize on); args: the drawn cell
    OtherStart, // alternative: an open cell the start could be drawn on; args: the drawn cell
    OtherEnd, // alternative: an open cell the end could be drawn on; args: the drawn cell
    OtherTile, // alternative: another valid candidate; args: the build's template, rotation
    WrongMove, // the next entry is another kind; args: its kind
    NoCellNow, // a cell, but the next entry adds none; args: the entry's kind
    NoCellAnyMore, // a cell, but none is added after this step
    CellFollows, // none, but a cell follows; args: its cell
    OutOfMap, // the cell is outside the grid
    Pit, // the cell is a pit
    Land, // the cell is land already; args: its island
    NeighbourLand, // a neighbour is land; args: the island, the neighbour's cell
    NotBeside, // not beside the current cell of grow(); args: the current cell
    AlreadyTried, // tried from the current cell already; args: the current cell
    NotFirst, // a candidate, but without randomize the drawn one comes first; args: the drawn cell
    IsStart, // the end cannot go on the start cell; args: the start
    NotBigRoom, // start and end get the big room; args: the big room's template
    Filled, // the cell has a tile already; args: the cell taken next
    Queued, // the cell waits in the queue behind another; args: the cell taken next
    NotQueued, // the cell is not in the fill queue; args: the cell taken next
    NoSuchTile, // no template of that index
    Rejected, // the tile is no valid candidate; args: DungeonRejection, the Reject step
    Candidate, // right ("Why this cell?"): grow() may try it from its current cell; args: that cell
    NoCall, // "Why this cell?": no grow() call is under way (the next cell is a seed)
};

struct Judgement
{
    Verdict verdict = Verdict::Wrong;
    Reason reason = Reason::Drawn;
    int step = -1; // the step the answer was judged at (the key's), -1 none
    std::array<int, 4> args {-1, -1, -1, -1};

    bool accepted() const { return verdict != Verdict::Wrong; }
};

// A question practice mode asks (questions.md, the Question dock and the web lesson).
struct Practice
{
    Ask ask = Ask::NextMove;
    int after = 0;
};

// Untranslated, stable names (the golden table, the CLI, the web lesson's text lookup).
const char *askName(Ask ask); // next-move, next-cell, next-place
const char *verdictName(Verdict verdict); // right, alternative, wrong
const char *reasonName(Reason reason); // drawn, other-seed, not-beside, ...
const char *moveName(IslandStep::Kind kind); // SEED, ADD, ... TOO COMPLEX

// While a question is open (questions.md, "While a question is open"): nothing on screen
// may answer it. Each shell asks what a part of its screen may show until the question is
// answered or skipped, and shows everything again afterwards.
enum class Part : std::uint8_t {
    MapMarks, // the cells the map marks (StepMarks): whileAsked(Mark) says which
    CallStack, // the Call Stack's lines: whileAsked(StackLine) says which
    CodeLine, // the Code panel's line of the step shown
    Inspector, // the Cell and Tile Inspectors, and the page's "why" panel
    Log, // the recursion log
    Hint, // a hint at the right answer
};

enum class Shown : std::uint8_t {
    Everything, // nothing in it names the answer
    StateAfterK, // the state after step K (the question's `after`) without what names the
                 // answer: the marks and lines whileAsked() refuses; an inspector the cell's
                 // state without its verdicts (candidate, seed-eligible, fits); the log its
                 // lines up to step K
    Nothing, // it waits until the question is answered
};

// The lines of a Call Stack.
enum class StackLine : std::uint8_t {
    Call, // islands: a grow() call, its cell, island and size
    Candidates, // islands: a call's candidates and their state (tried, trying, to try)
    Filling, // dungeons: the cell being filled (the queue's front)
    Verdict, // dungeons: a candidate tile of that cell and its verdict
    Queued, // dungeons: a cell in the fill queue, in order
};

Shown whileAsked(Part part);
bool whileAsked(StepMarks::Mark mark);
bool whileAsked(StackLine line);
// `marks` without those whileAsked(Mark) refuses.
std::vector<StepMarks::CellMark> marksWhileAsked(std::vector<StepMarks::CellMark> marks);

// The island lesson's rules over a build's steps (whoever holds them).
class IslandRules
{
public:
    using StepAt = std::function<IslandStep(std::size_t)>;
    IslandRules(const World &world, std::size_t count, StepAt stepAt);

    // nullopt when `after` is not below the step count, or for next-place.
    std::optional<Key> key(Ask ask, int after) const;
    // The build's own answer, the first of key()'s accepted answers, without the others
    // (which need the world): the answer key of `--answers` and the Question dock.
    static std::optional<Answer> own(Ask ask, int after, std::size_t count, const StepAt &stepAt);
    // A question's answer.
    Judgement judge(const Key &key, const Answer &given) const;
    // You Are the Algorithm at step `position`: a cell clicked, a move chosen.
    Judgement judgeCell(int position, int row, int col) const;
    Judgement judgeMove(int position, IslandStep::Kind kind) const;
    // The world just before step `position`: the map, and the grow() call in progress.
    struct Moment
    {
        IslandGrid grid;
        bool inCall = false;
        int row = -1; // the current cell of grow()
        int col = -1;
        std::vector<std::uint32_t> tried; // cells tried from it already, row * cols + col
    };
    // "Why this cell?" on the map after `position` steps: whether grow(), at its current
    // cell, may try (row, col) next (Right, Candidate), and if not why, by the rules that
    // judge a cell clicked (NotBeside, Pit, Land, NeighbourLand, AlreadyTried), or NoCall.
    // This replays the build up to `position`; the second form takes the moment from a
    // caller that follows playback (IslandCallStack knows it at no replay).
    Judgement candidate(int position, int row, int col) const;
    Judgement candidate(const Moment &moment, int position, int row, int col) const;
    // The moment at the position `stack` shows.
    static Moment moment(const IslandCallStack &stack);
    // The first step from `from` on that adds a cell (SEED, ADD), or the step count.
    int nextCellStep(int from) const;
    // You Are the Algorithm's decisions in the build, over which its part of a grade is
    // counted (questions.md, "Grading"): every step.
    int decisions() const { return int(m_count); }
    // Practice mode: the question asked in the steps [first, end) (first >= 1): a next move
    // that differs from the move just shown (not ADD after ADD), else where the island grows
    // next; none when neither.
    std::optional<Practice> practice(int first, int end) const;
    std::size_t count() const { return m_count; }
    IslandStep step(std::size_t index) const { return m_stepAt(index); }
    const StepAt &stepAt() const { return m_stepAt; }

private:
    Moment momentAt(int position) const;
    // The cells other than its own the build could have added at `position` (SEED, ADD).
    std::vector<Answer> otherCells(int position) const;
    Judgement seedVerdict(const IslandStep &step, const Moment &moment, int row, int col) const;
    Judgement addVerdict(const IslandStep &step, const Moment &moment, int row, int col) const;
    // Why grow() at the moment's current cell may not try (row, col) for `island`; nullopt
    // when it may.
    std::optional<Judgement> refusal(const Moment &moment, int island, int row, int col) const;

    const World &m_world;
    std::size_t m_count;
    StepAt m_stepAt;
};

// The dungeon lesson's rules over a build's steps.
class DungeonRules
{
public:
    using StepAt = std::function<DungeonStep(std::size_t)>;
    DungeonRules(const World &world, std::size_t count, StepAt stepAt);

    // nullopt when `after` is not below the step count, or for another kind than next-place.
    std::optional<Key> key(Ask ask, int after) const;
    // The build's own answer, the first of key()'s accepted answers, without the others.
    static std::optional<Answer> own(Ask ask, int after, std::size_t count, const StepAt &stepAt);
    Judgement judge(const Key &key, const Answer &given) const;
    // You Are the Algorithm: the cell of the next placement from `position` on (right: the
    // tile is asked next), then its tile.
    Judgement judgeCell(int position, int row, int col) const;
    Judgement judgeTile(int position, int row, int col, int templateIndex, int rotation) const;
    // The next Place step from `from` on, or -1.
    int nextPlace(int from) const;
    // You Are the Algorithm: the first step at or after `from` that is the student's
    // decision, the first step of the next cell taken from the queue (its first rejection
    // or its Place); the step count when none is left. The steps before it (start and end
    // with their big rooms, clipping, queueing, skipping) run on by themselves.
    int decisionFrom(int from) const;
    // You Are the Algorithm's decisions in the build, over which its part of a grade is
    // counted (questions.md, "Grading"): every cell taken from the queue, whose Place ends it.
    int decisions() const;
    // Practice mode: the next placement in [first, end) (first >= 1) while no rejection has
    // already named its cell; none when there is no such step.
    std::optional<Practice> practice(int first, int end) const;
    std::size_t count() const { return m_count; }
    DungeonStep step(std::size_t index) const { return m_stepAt(index); }
    const StepAt &stepAt() const { return m_stepAt; }

private:
    enum class Placement { Start, End, Queued };
    Placement placementAt(int place, int *startCell) const;
    // The rotated masks found invalid for the cell of Place step `place`, with their steps.
    std::vector<std::pair<std::uint8_t, int>> rejectionsBefore(int place) const;
    Judgement cellVerdict(int place, int row, int col) const;
    Judgement tileVerdict(int place, int templateIndex, int rotation) const;

    const World &m_world;
    std::size_t m_count;
    StepAt m_stepAt;
};

// The golden table of one build (tests/data/rulebook.golden): per question, asked after a
// fixed choice of steps, the accepted answers and the verdicts of a fixed list of answers;
// then at those steps and at the end the cells marked (StepMarks) and the statistics
// (BuildStats); the code line and the call stack (codelisting.h, islandcallstack.h,
// dungeoncallstack.h).
std::string islandTable(const World &world, const IslandRules &rules);
std::string dungeonTable(const World &world, const DungeonRules &rules);
// An answer as the table writes it: "ADD", "(3, 15)", "(4, 7) t1 r2", "none".
std::string answerText(Ask ask, const Answer &answer);

} // namespace RuleBook
