// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "rulebook.h"

#include "dungeongenerator.h"
#include "halfdoors.h"

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <utility>

namespace RuleBook {

namespace {

// Arguments not given are -1.
Judgement judgement(Verdict verdict, Reason reason, int step, std::initializer_list<int> args = {})
{
    Judgement result;
    result.verdict = verdict;
    result.reason = reason;
    result.step = step;
    std::copy_n(args.begin(), std::min(args.size(), result.args.size()), result.args.begin());
    return result;
}

Answer cellAnswer(int row, int col)
{
    Answer answer;
    answer.row = row;
    answer.col = col;
    return answer;
}

Answer placeAnswer(int row, int col, int templateIndex, int rotation)
{
    Answer answer = cellAnswer(row, col);
    answer.templateIndex = templateIndex;
    answer.rotation = rotation;
    return answer;
}

bool addsCell(const IslandStep &step)
{
    return step.kind == IslandStep::Seed || step.kind == IslandStep::Add;
}

// The first step from `from` on that adds a cell (SEED, ADD), or `count`.
std::size_t nextCell(std::size_t from, std::size_t count, const IslandRules::StepAt &stepAt)
{
    while (from < count && !addsCell(stepAt(from)))
        ++from;
    return from;
}

// The first Place step from `from` on, or `count`.
std::size_t nextPlacement(std::size_t from, std::size_t count, const DungeonRules::StepAt &stepAt)
{
    while (from < count && stepAt(from).kind != DungeonStep::Place)
        ++from;
    return from;
}

bool inside(const World &world, int row, int col)
{
    return row >= 0 && row < world.rows && col >= 0 && col < world.cols;
}

bool isPit(const World &world, int row, int col)
{
    return world.pits[std::size_t(row) * std::size_t(world.cols) + std::size_t(col)] != 0;
}

} // namespace

// One table per enum, in the enum's order; the static_asserts keep them complete.
const char *askName(Ask ask)
{
    static const char *const names[] = {"next-move", "next-cell", "next-place"};
    static_assert(sizeof names / sizeof *names == std::size_t(Ask::NextPlace) + 1,
        "a name for every kind of question");
    return names[std::size_t(ask)];
}

const char *verdictName(Verdict verdict)
{
    static const char *const names[] = {"right", "alternative", "wrong"};
    static_assert(sizeof names / sizeof *names == std::size_t(Verdict::Wrong) + 1,
        "a name for every verdict");
    return names[std::size_t(verdict)];
}

const char *reasonName(Reason reason)
{
    static const char *const names[] = {"drawn", "same-tile", "other-seed", "other-candidate",
        "other-start", "other-end", "other-tile", "wrong-move", "no-cell-now", "no-cell-any-more",
        "cell-follows", "out-of-map", "pit", "land", "neighbour-land", "not-beside",
        "already-tried", "not-first", "is-start", "not-big-room", "filled", "queued", "not-queued",
        "no-such-tile", "rejected", "candidate", "no-call"};
    static_assert(
        sizeof names / sizeof *names == std::size_t(Reason::NoCall) + 1, "a name for every reason");
    return names[std::size_t(reason)];
}

const char *moveName(IslandStep::Kind kind)
{
    return IslandStep::kindWord(kind);
}

std::string answerText(Ask ask, const Answer &answer)
{
    if (ask == Ask::NextMove)
        return moveName(answer.move);
    if (answer.isNone())
        return "none";
    std::string text = "(" + std::to_string(answer.row) + ", " + std::to_string(answer.col) + ")";
    if (ask == Ask::NextPlace)
        text
            += " t" + std::to_string(answer.templateIndex) + " r" + std::to_string(answer.rotation);
    return text;
}

// ---- While a question is open ----

Shown whileAsked(Part part)
{
    switch (part) {
    case Part::CodeLine:
        return Shown::Everything; // the line of step K: what was done, not what comes next
    case Part::Hint:
        return Shown::Nothing;
    case Part::MapMarks:
    case Part::CallStack:
    case Part::Inspector:
    case Part::Log:
        break;
    }
    return Shown::StateAfterK;
}

// The cell just added, seeded or filled is the state after step K, and never a cell the
// answer names (it is land, or has its tile). A candidate is a cell the next ADD may take; a
// cell just backtracked may be taken again by an earlier call that has it as a candidate
// too; the cell being checked, a neighbour clipped or queued by the last placement may be
// the next cell filled.
bool whileAsked(StepMarks::Mark mark)
{
    switch (mark) {
    case StepMarks::Mark::Tried:
    case StepMarks::Mark::Placed:
        return true;
    case StepMarks::Mark::Candidate:
    case StepMarks::Mark::Backtracked:
    case StepMarks::Mark::Considered:
    case StepMarks::Mark::Clipped:
    case StepMarks::Mark::QueuedNow:
        break;
    }
    return false;
}

// The calls are the state after step K; their candidates are the next cells, the queue's
// front and the verdicts on it the next placement.
bool whileAsked(StackLine line)
{
    return line == StackLine::Call;
}

std::vector<StepMarks::CellMark> marksWhileAsked(std::vector<StepMarks::CellMark> marks)
{
    marks.erase(std::remove_if(marks.begin(), marks.end(),
                    [](const StepMarks::CellMark &m) { return !whileAsked(m.mark); }),
        marks.end());
    return marks;
}

// ---- Islands ----

IslandRules::IslandRules(const World &world, std::size_t count, StepAt stepAt)
    : m_world(world)
    , m_count(count)
    , m_stepAt(std::move(stepAt))
{ }

int IslandRules::nextCellStep(int from) const
{
    return int(nextCell(std::size_t(std::max(from, 0)), m_count, m_stepAt));
}

// A replay from the first step: grow()'s calls are the land cells not yet backtracked, in
// the order added, and what each call tried is what was backtracked onto it.
IslandRules::Moment IslandRules::momentAt(int position) const
{
    Moment moment;
    moment.grid = IslandGrid(m_world);
    struct Call
    {
        int row;
        int col;
        std::vector<std::uint32_t> tried;
    };
    std::vector<Call> calls;
    for (std::size_t i = 0; i < std::size_t(position) && i < m_count; ++i) {
        const IslandStep step = m_stepAt(i);
        moment.grid.apply(step);
        switch (step.kind) {
        case IslandStep::Seed:
            calls.clear();
            [[fallthrough]];
        case IslandStep::Add:
            calls.push_back(Call {int(step.row), int(step.col), {}});
            break;
        case IslandStep::Backtrack:
            if (!calls.empty())
                calls.pop_back();
            if (!calls.empty())
                calls.back().tried.push_back(
                    std::uint32_t(int(step.row) * m_world.cols + int(step.col)));
            break;
        default:
            calls.clear();
            break;
        }
    }
    if (!calls.empty()) {
        moment.inCall = true;
        moment.row = calls.back().row;
        moment.col = calls.back().col;
        moment.tried = std::move(calls.back().tried);
    }
    return moment;
}

std::vector<Answer> IslandRules::otherCells(int position) const
{
    const IslandStep step = m_stepAt(std::size_t(position));
    std::vector<Answer> cells;
    const Moment moment = momentAt(position);
    for (int row = 0; row < m_world.rows; ++row) {
        for (int col = 0; col < m_world.cols; ++col) {
            if ((row != int(step.row) || col != int(step.col))
                && (step.kind == IslandStep::Seed ? seedVerdict(step, moment, row, col)
                                                  : addVerdict(step, moment, row, col))
                       .accepted())
                cells.push_back(cellAnswer(row, col));
        }
    }
    return cells;
}

std::optional<Answer> IslandRules::own(Ask ask, int after, std::size_t count, const StepAt &stepAt)
{
    if (ask == Ask::NextPlace || after < 0 || std::size_t(after) >= count)
        return std::nullopt;
    Answer answer;
    if (ask == Ask::NextMove) {
        answer.move = stepAt(std::size_t(after)).kind;
        return answer;
    }
    const std::size_t next = nextCell(std::size_t(after), count, stepAt);
    if (next >= count)
        return answer; // none
    const IslandStep step = stepAt(next);
    return cellAnswer(int(step.row), int(step.col));
}

std::optional<Key> IslandRules::key(Ask ask, int after) const
{
    const std::optional<Answer> drawn = own(ask, after, m_count, m_stepAt);
    if (!drawn)
        return std::nullopt;
    Key key;
    key.ask = ask;
    key.after = after;
    key.accepted.push_back(*drawn);
    if (ask == Ask::NextMove) {
        key.step = after;
        return key;
    }
    if (drawn->isNone())
        return key;
    key.step = nextCellStep(after);
    const std::vector<Answer> others = otherCells(key.step);
    key.accepted.insert(key.accepted.end(), others.begin(), others.end());
    return key;
}

Judgement IslandRules::seedVerdict(
    const IslandStep &step, const Moment &moment, int row, int col) const
{
    const int position = -1;
    if (row == int(step.row) && col == int(step.col))
        return judgement(Verdict::Right, Reason::Drawn, position);
    const IslandCellCheck::Verdict check
        = IslandCellCheck::seed(moment.grid, row, col, m_world.islands.rule);
    switch (check.reason) {
    case IslandCellCheck::Reason::Valid:
        return judgement(
            Verdict::Alternative, Reason::OtherSeed, position, {int(step.row), int(step.col)});
    case IslandCellCheck::Reason::OutOfMap:
        return judgement(Verdict::Wrong, Reason::OutOfMap, position);
    case IslandCellCheck::Reason::Pit:
        return judgement(Verdict::Wrong, Reason::Pit, position);
    case IslandCellCheck::Reason::Land:
        return judgement(Verdict::Wrong, Reason::Land, position, {check.island});
    case IslandCellCheck::Reason::NeighbourLand:
        break;
    }
    return judgement(
        Verdict::Wrong, Reason::NeighbourLand, position, {check.island, check.row, check.col, -1});
}

// grow(cell) tries the cells beside the current one that are valid expansions, each once.
std::optional<Judgement> IslandRules::refusal(
    const Moment &moment, int island, int row, int col) const
{
    const int position = -1;
    if (!moment.inCall || std::abs(row - moment.row) + std::abs(col - moment.col) != 1)
        return judgement(Verdict::Wrong, Reason::NotBeside, position, {moment.row, moment.col});
    const IslandCellCheck::Verdict check
        = IslandCellCheck::expansion(moment.grid, row, col, island, m_world.islands.rule);
    switch (check.reason) {
    case IslandCellCheck::Reason::Valid:
        break;
    case IslandCellCheck::Reason::OutOfMap:
        return judgement(Verdict::Wrong, Reason::OutOfMap, position);
    case IslandCellCheck::Reason::Pit:
        return judgement(Verdict::Wrong, Reason::Pit, position);
    case IslandCellCheck::Reason::Land:
        return judgement(Verdict::Wrong, Reason::Land, position, {check.island});
    case IslandCellCheck::Reason::NeighbourLand:
        return judgement(Verdict::Wrong, Reason::NeighbourLand, position,
            {check.island, check.row, check.col, -1});
    }
    const auto cell = std::uint32_t(row * m_world.cols + col);
    if (std::find(moment.tried.begin(), moment.tried.end(), cell) != moment.tried.end())
        return judgement(Verdict::Wrong, Reason::AlreadyTried, position, {moment.row, moment.col});
    return std::nullopt;
}

// With randomize on, any candidate not tried yet could be the one the shuffle put next.
Judgement IslandRules::addVerdict(
    const IslandStep &step, const Moment &moment, int row, int col) const
{
    const int position = -1;
    if (row == int(step.row) && col == int(step.col))
        return judgement(Verdict::Right, Reason::Drawn, position);
    if (std::optional<Judgement> no = refusal(moment, int(step.island), row, col))
        return *no;
    if (!m_world.islands.randomize)
        return judgement(
            Verdict::Wrong, Reason::NotFirst, position, {int(step.row), int(step.col)});
    return judgement(
        Verdict::Alternative, Reason::OtherCandidate, position, {int(step.row), int(step.col)});
}

Judgement IslandRules::candidate(int position, int row, int col) const
{
    position = std::clamp(position, 0, int(m_count));
    return candidate(momentAt(position), position, row, col);
}

// The innermost frame is grow()'s current call; its candidates that failed were tried.
IslandRules::Moment IslandRules::moment(const IslandCallStack &stack)
{
    Moment moment;
    moment.grid = stack.grid();
    if (const int top = stack.depth() - 1; top >= 0) {
        const IslandCallStack::Frame &frame = stack.frame(top);
        moment.inCall = true;
        moment.row = frame.row;
        moment.col = frame.col;
        for (int i = 0; i < frame.count; ++i) {
            if (stack.candidateState(top, i) == IslandCallStack::CandidateState::Failed)
                moment.tried.push_back(frame.candidates[std::size_t(i)]);
        }
    }
    return moment;
}

Judgement IslandRules::candidate(const Moment &moment, int position, int row, int col) const
{
    if (!moment.inCall)
        return judgement(Verdict::Wrong, Reason::NoCall, position);
    const int island = moment.grid.at(moment.row, moment.col);
    std::optional<Judgement> no = refusal(moment, island, row, col);
    Judgement result = no
        ? *no
        : judgement(Verdict::Right, Reason::Candidate, position, {moment.row, moment.col});
    result.step = position;
    return result;
}

Judgement IslandRules::judgeCell(int position, int row, int col) const
{
    if (position < 0 || std::size_t(position) >= m_count)
        return judgement(Verdict::Wrong, Reason::NoCellAnyMore, -1);
    const IslandStep step = m_stepAt(std::size_t(position));
    if (!addsCell(step))
        return judgement(Verdict::Wrong, Reason::NoCellNow, position, {int(step.kind)});
    const Moment moment = momentAt(position);
    Judgement result = step.kind == IslandStep::Seed ? seedVerdict(step, moment, row, col)
                                                     : addVerdict(step, moment, row, col);
    result.step = position;
    return result;
}

std::optional<Practice> IslandRules::practice(int first, int end) const
{
    first = std::max(first, 1);
    end = std::min(end, int(m_count));
    for (int p = first; p < end; ++p) {
        if (m_stepAt(std::size_t(p)).kind != m_stepAt(std::size_t(p - 1)).kind)
            return Practice {Ask::NextMove, p};
    }
    if (first < end && addsCell(m_stepAt(std::size_t(first))))
        return Practice {Ask::NextCell, first};
    return std::nullopt;
}

Judgement IslandRules::judgeMove(int position, IslandStep::Kind kind) const
{
    if (position < 0 || std::size_t(position) >= m_count)
        return judgement(Verdict::Wrong, Reason::NoCellAnyMore, -1);
    const IslandStep::Kind right = m_stepAt(std::size_t(position)).kind;
    if (right == kind)
        return judgement(Verdict::Right, Reason::Drawn, position);
    return judgement(Verdict::Wrong, Reason::WrongMove, position, {int(right)});
}

Judgement IslandRules::judge(const Key &key, const Answer &given) const
{
    if (key.ask == Ask::NextMove)
        return judgeMove(key.after, given.move);
    if (key.step < 0) {
        return given.isNone() ? judgement(Verdict::Right, Reason::Drawn, -1)
                              : judgement(Verdict::Wrong, Reason::NoCellAnyMore, -1);
    }
    if (given.isNone()) {
        const Answer &own = key.accepted.front();
        return judgement(Verdict::Wrong, Reason::CellFollows, key.step, {own.row, own.col});
    }
    return judgeCell(key.step, given.row, given.col);
}

// ---- Dungeons ----

DungeonRules::DungeonRules(const World &world, std::size_t count, StepAt stepAt)
    : m_world(world)
    , m_count(count)
    , m_stepAt(std::move(stepAt))
{ }

int DungeonRules::nextPlace(int from) const
{
    const std::size_t place = nextPlacement(std::size_t(std::max(from, 0)), m_count, m_stepAt);
    return place < m_count ? int(place) : -1;
}

int DungeonRules::decisionFrom(int from) const
{
    for (int i = std::max(from, 0); std::size_t(i) < m_count; ++i) {
        const DungeonStep step = m_stepAt(std::size_t(i));
        const bool first = i == 0 || m_stepAt(std::size_t(i - 1)).kind != DungeonStep::Reject;
        if (first && (step.kind == DungeonStep::Reject || step.fromQueue()))
            return i;
    }
    return int(m_count);
}

int DungeonRules::decisions() const
{
    int count = 0;
    for (int at = decisionFrom(0); std::size_t(at) < m_count;) {
        const int place = nextPlace(at);
        if (place < 0)
            break;
        ++count;
        at = decisionFrom(place + 1);
    }
    return count;
}

std::optional<Practice> DungeonRules::practice(int first, int end) const
{
    first = std::max(first, 1);
    end = std::min(end, int(m_count));
    for (int p = first; p < end; ++p) {
        if (m_stepAt(std::size_t(p - 1)).kind == DungeonStep::Reject)
            continue;
        const std::optional<Answer> drawn = own(Ask::NextPlace, p, m_count, m_stepAt);
        if (drawn && !drawn->isNone())
            return Practice {Ask::NextPlace, p};
    }
    return std::nullopt;
}

// The start and end rooms are the placements that did not come from the queue; the
// start's is the one on the cell of the Start entry.
DungeonRules::Placement DungeonRules::placementAt(int place, int *startCell) const
{
    *startCell = -1;
    for (std::size_t i = 0; i < m_count; ++i) {
        const DungeonStep step = m_stepAt(i);
        if (step.kind == DungeonStep::Start) {
            *startCell = step.row * m_world.cols + step.col;
            break;
        }
    }
    const DungeonStep placed = m_stepAt(std::size_t(place));
    if (placed.fromQueue())
        return Placement::Queued;
    return placed.row * m_world.cols + placed.col == *startCell ? Placement::Start : Placement::End;
}

// The cell's rejections run straight before its Place.
std::vector<std::pair<std::uint8_t, int>> DungeonRules::rejectionsBefore(int place) const
{
    std::vector<std::pair<std::uint8_t, int>> rejected;
    const DungeonStep placed = m_stepAt(std::size_t(place));
    for (int i = place - 1; i >= 0; --i) {
        const DungeonStep step = m_stepAt(std::size_t(i));
        if (step.kind != DungeonStep::Reject || step.row != placed.row || step.col != placed.col)
            break;
        rejected.emplace_back(step.mask, i);
    }
    return rejected;
}

std::optional<Answer> DungeonRules::own(Ask ask, int after, std::size_t count, const StepAt &stepAt)
{
    if (ask != Ask::NextPlace || after < 0 || std::size_t(after) >= count)
        return std::nullopt;
    const std::size_t place = nextPlacement(std::size_t(after), count, stepAt);
    if (place >= count)
        return Answer(); // none
    const DungeonStep step = stepAt(place);
    return placeAnswer(step.row, step.col, step.templateIndex(), step.rotation());
}

std::optional<Key> DungeonRules::key(Ask ask, int after) const
{
    const std::optional<Answer> drawn = own(ask, after, m_count, m_stepAt);
    if (!drawn)
        return std::nullopt;
    Key key;
    key.ask = ask;
    key.after = after;
    key.accepted.push_back(*drawn);
    if (drawn->isNone())
        return key;
    const int place = nextPlace(after);
    key.step = place;
    const DungeonStep step = m_stepAt(std::size_t(place));
    int start = -1;
    if (placementAt(place, &start) != Placement::Queued) {
        const int own = step.row * m_world.cols + step.col;
        for (int cell = 0; cell < m_world.rows * m_world.cols; ++cell) {
            const int row = cell / m_world.cols;
            const int col = cell % m_world.cols;
            if (cell != own && cell != start && !isPit(m_world, row, col))
                key.accepted.push_back(placeAnswer(row, col, m_world.bigRoomIndex(), 0));
        }
        return key;
    }
    const auto rejected = rejectionsBefore(place);
    const std::uint8_t placed
        = DungeonTiles::rotate(m_world.tiles[std::size_t(step.templateIndex())], step.rotation());
    for (const DungeonCandidate &candidate : DungeonGenerator::candidates(m_world.tiles)) {
        const bool invalid = std::any_of(rejected.begin(), rejected.end(),
            [&candidate](const auto &r) { return r.first == candidate.mask; });
        if (!invalid && candidate.mask != placed)
            key.accepted.push_back(
                placeAnswer(step.row, step.col, candidate.templateIndex, candidate.rotation));
    }
    return key;
}

// A cell other than the one the build fills next: where it stands at that moment.
Judgement DungeonRules::cellVerdict(int place, int row, int col) const
{
    const DungeonStep placed = m_stepAt(std::size_t(place));
    const std::initializer_list<int> next {placed.row, placed.col};
    if (row == placed.row && col == placed.col)
        return judgement(Verdict::Right, Reason::Drawn, place);
    if (!inside(m_world, row, col))
        return judgement(Verdict::Wrong, Reason::OutOfMap, place, next);
    if (isPit(m_world, row, col))
        return judgement(Verdict::Wrong, Reason::Pit, place, next);
    int start = -1;
    const Placement placement = placementAt(place, &start);
    if (placement != Placement::Queued) {
        if (placement == Placement::End && row * m_world.cols + col == start)
            return judgement(Verdict::Wrong, Reason::IsStart, place,
                {start / m_world.cols, start % m_world.cols, -1, -1});
        return judgement(Verdict::Alternative,
            placement == Placement::Start ? Reason::OtherStart : Reason::OtherEnd, place, next);
    }
    bool queued = false;
    for (int i = 0; i < place; ++i) {
        const DungeonStep step = m_stepAt(std::size_t(i));
        if (step.row != row || step.col != col)
            continue;
        if (step.kind == DungeonStep::Place)
            return judgement(Verdict::Wrong, Reason::Filled, place, next);
        queued = queued || step.kind == DungeonStep::Queue;
    }
    return judgement(Verdict::Wrong, queued ? Reason::Queued : Reason::NotQueued, place, next);
}

// A tile on the cell the build fills next.
Judgement DungeonRules::tileVerdict(int place, int templateIndex, int rotation) const
{
    const DungeonStep placed = m_stepAt(std::size_t(place));
    if (templateIndex < 0 || std::size_t(templateIndex) >= m_world.tiles.size())
        return judgement(Verdict::Wrong, Reason::NoSuchTile, place);
    const std::initializer_list<int> own {placed.templateIndex(), placed.rotation()};
    const std::uint8_t mask
        = DungeonTiles::rotate(m_world.tiles[std::size_t(templateIndex)], rotation & 3);
    const std::uint8_t placedMask = DungeonTiles::rotate(
        m_world.tiles[std::size_t(placed.templateIndex())], placed.rotation());
    if (templateIndex == placed.templateIndex() && (rotation & 3) == placed.rotation())
        return judgement(Verdict::Right, Reason::Drawn, place);
    if (mask == placedMask)
        return judgement(Verdict::Right, Reason::SameTile, place, own);
    int start = -1;
    if (placementAt(place, &start) != Placement::Queued)
        return judgement(Verdict::Wrong, Reason::NotBigRoom, place, {m_world.bigRoomIndex(), 0});
    for (const auto &[rejectedMask, at] : rejectionsBefore(place)) {
        if (rejectedMask == mask)
            return judgement(Verdict::Wrong, Reason::Rejected, place,
                {int(m_stepAt(std::size_t(at)).rejection()), at, -1, -1});
    }
    return judgement(Verdict::Alternative, Reason::OtherTile, place, own);
}

Judgement DungeonRules::judgeCell(int position, int row, int col) const
{
    const int place = nextPlace(position);
    if (place < 0)
        return judgement(Verdict::Wrong, Reason::NoCellAnyMore, -1);
    return cellVerdict(place, row, col);
}

Judgement DungeonRules::judgeTile(
    int position, int row, int col, int templateIndex, int rotation) const
{
    const Judgement cell = judgeCell(position, row, col);
    if (!cell.accepted())
        return cell;
    const Judgement tile = tileVerdict(cell.step, templateIndex, rotation);
    // Another cell for the start or the end: right only with the big room on it.
    if (cell.verdict == Verdict::Alternative && tile.accepted())
        return cell;
    return tile;
}

Judgement DungeonRules::judge(const Key &key, const Answer &given) const
{
    if (key.step < 0) {
        return given.isNone() ? judgement(Verdict::Right, Reason::Drawn, -1)
                              : judgement(Verdict::Wrong, Reason::NoCellAnyMore, -1);
    }
    if (given.isNone()) {
        const Answer &own = key.accepted.front();
        return judgement(Verdict::Wrong, Reason::CellFollows, key.step, {own.row, own.col});
    }
    return judgeTile(key.after, given.row, given.col, given.templateIndex, given.rotation);
}

} // namespace RuleBook
