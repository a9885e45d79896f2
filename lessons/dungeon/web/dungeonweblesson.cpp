// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "dungeonweblesson.h"

#include "codelisting.h"
#include "dungeontext.h"
#include "logdepth.h"

namespace {

// A cell's state bits, as the page reads them.
enum State : std::uint8_t { Filled = 1, Queued = 2, Pit = 4, Start = 8, End = 16 };

} // namespace

int DungeonWebLesson::build(World world)
{
    world.mode = MapMode::Dungeon;
    m_world = std::move(world);
    m_build = DungeonGenerator::build(m_world);
    m_rooms = DungeonGrid(m_world);
    const auto cells = std::size_t(m_world.rows) * std::size_t(m_world.cols);
    m_doors.assign(cells, 0);
    m_state.assign(cells, 0);
    for (std::size_t i = 0; i < cells; ++i)
        m_state[i] = m_world.pits[i] ? Pit : 0;
    return m_build.started() ? 0 : 1;
}

// Moves the map to `position`. The page's bytes of the cell each step touches come from the
// grid (a step changes no other cell's doors or state).
void DungeonWebLesson::seek(std::size_t position)
{
    const DungeonSteps &steps = m_build.steps;
    DungeonGrid &rooms = m_rooms;
    std::uint8_t *doors = m_doors.data();
    std::uint8_t *state = m_state.data();
    BuildStats::DungeonTally tally = m_tally;
    const auto show = [&](const DungeonStep &step) {
        if (!step.hasCell())
            return;
        const int cell = rooms.index(step.row, step.col);
        doors[cell] = rooms.doors(step.row, step.col);
        state[cell] = std::uint8_t((rooms.isFilled(step.row, step.col) ? Filled : 0)
            | (rooms.isQueued(step.row, step.col) ? Queued : 0)
            | (rooms.isPit(step.row, step.col) ? Pit : 0) | (cell == rooms.start() ? Start : 0)
            | (cell == rooms.end() ? End : 0));
    };
    std::size_t at = m_position;
    for (; at < position; ++at) {
        const DungeonStep step = steps[at];
        rooms.apply(step);
        tally.count(step, true);
        show(step);
    }
    for (; at > position; --at) {
        const DungeonStep step = steps[at - 1];
        rooms.unapply(step);
        tally.count(step, false);
        show(step);
    }
    m_tally = tally;
    m_position = at;
}

// Kind, row, column and mask | tile << 8 | detail << 16.
void DungeonWebLesson::step(std::size_t index, int *out) const
{
    const DungeonStep step = m_build.steps[index];
    out[0] = step.kind;
    out[1] = step.row;
    out[2] = step.col;
    out[3] = step.mask | step.tile << 8 | step.detail << 16;
}

// 1 for a queued cell's entries.
int DungeonWebLesson::depth(std::size_t index) const
{
    return LogDepth::dungeon(m_build.steps.kind(index));
}

std::vector<StepMarks::CellMark> DungeonWebLesson::marks() const
{
    return StepMarks::dungeon(
        int(m_position), [this](std::size_t i) { return DungeonStep(m_build.steps[i]); });
}

// Tiles placed, candidates rejected, cells queued, the result.
void DungeonWebLesson::tally(int *out) const
{
    out[2] = m_tally.placed;
    out[3] = m_tally.rejected;
    out[4] = m_tally.queued;
    out[5] = int(BuildStats::result(int(m_position), int(m_build.steps.size()), false));
}

// As `mapgen dungeon --map` prints it.
std::string DungeonWebLesson::map() const
{
    std::vector<std::uint8_t> filled(m_state.size());
    int start = -1;
    int end = -1;
    for (std::size_t i = 0; i < filled.size(); ++i) {
        filled[i] = m_state[i] & Filled;
        if (m_state[i] & Start)
            start = int(i);
        if (m_state[i] & End)
            end = int(i);
    }
    return dungeonPicture(m_world.rows, m_world.cols, m_doors.data(), filled.data(), start, end);
}

std::string DungeonWebLesson::json() const
{
    return m_build.started() ? dungeonJson(m_world, m_build) : std::string();
}

// Placed, rejected, the failure (DungeonFailure), open cells, start and end.
int DungeonWebLesson::stat(int which) const
{
    switch (which) {
    case 2:
        return m_build.placed;
    case 3:
        return m_build.rejected;
    case 4:
        return int(m_build.failure);
    case 5:
        return m_build.openCells;
    case 6:
        return m_build.start;
    case 7:
        return m_build.end;
    default:
        return 0;
    }
}

RuleBook::DungeonRules DungeonWebLesson::rules() const
{
    return RuleBook::DungeonRules(
        m_world, m_build.steps.size(), [this](std::size_t i) { return m_build.steps[i]; });
}

std::optional<RuleBook::Key> DungeonWebLesson::key(RuleBook::Ask ask, int after) const
{
    return rules().key(ask, after);
}

RuleBook::Judgement DungeonWebLesson::judge(
    const RuleBook::Key &key, const RuleBook::Answer &given) const
{
    return rules().judge(key, given);
}

// A cell (the one that gets the next tile) or a tile on a cell; no moves.
std::optional<RuleBook::Judgement> DungeonWebLesson::construct(
    int what, int position, int, int row, int col, int templateIndex, int rotation) const
{
    if (what == 0)
        return rules().judgeCell(position, row, col);
    if (what == 2)
        return rules().judgeTile(position, row, col, templateIndex, rotation);
    return std::nullopt;
}

// The student's decisions are the tiles placed (DungeonRules::decisionFrom), each the next
// Place (-1 none).
int DungeonWebLesson::decision(int position) const
{
    return rules().decisionFrom(position);
}

int DungeonWebLesson::decided(int position) const
{
    return rules().nextPlace(position);
}

int DungeonWebLesson::decisions() const
{
    return rules().decisions();
}

std::optional<RuleBook::Practice> DungeonWebLesson::practice(int first, int end) const
{
    return rules().practice(first, end);
}

std::string DungeonWebLesson::golden() const
{
    return RuleBook::dungeonTable(m_world, rules());
}

// Neither a seed nor an island.
void DungeonWebLesson::judgedStep(int, int *out) const
{
    out[0] = 0;
    out[1] = -1;
}

int DungeonWebLesson::codeLine() const
{
    return CodeListing::dungeonLine(m_build.steps[m_position - 1]);
}

// {"head": [row, col, required] or null, "verdicts": [[template, rotation, 0 placed | 1 rule
// 1 | 2 rule 2], ...], "queue": [[row, col, required], ...] (at most `most` cells),
// "queued": all queued cells}; while a question is open, only the lines the rule book lets
// it show then, and "hidden" is true.
std::string DungeonWebLesson::stack(int most, bool asking)
{
    using RuleBook::StackLine;
    const auto shown = [asking](StackLine line) { return !asking || RuleBook::whileAsked(line); };
    const std::string hidden = asking ? ",\"hidden\":true" : "";
    if (!m_build.started())
        return "{\"head\":null,\"verdicts\":[],\"queue\":[],\"queued\":0" + hidden + '}';
    DungeonCallStack &stack = m_stack;
    stack.seek([this](std::size_t i) { return m_build.steps[i]; }, int(m_position));
    auto required = [this](int row, int col) { return std::to_string(m_rooms.required(row, col)); };
    std::string out = "{\"head\":";
    out += stack.headRow() < 0 || !shown(StackLine::Filling)
        ? std::string("null")
        : '[' + std::to_string(stack.headRow()) + ',' + std::to_string(stack.headColumn()) + ','
            + required(stack.headRow(), stack.headColumn()) + ']';
    out += ",\"verdicts\":[";
    bool first = true;
    for (const int i : shown(StackLine::Verdict) ? stack.verdictSteps() : std::vector<int>()) {
        const DungeonStep step = m_build.steps[std::size_t(i)];
        const int verdict = step.kind == DungeonStep::Place      ? 0
            : step.rejection() == DungeonRejection::RequiredSide ? 1
                                                                 : 2;
        out += (first ? "[" : ",[") + std::to_string(step.templateIndex()) + ','
            + std::to_string(step.rotation()) + ',' + std::to_string(verdict) + ']';
        first = false;
    }
    out += "],\"queue\":[";
    const int queued = shown(StackLine::Queued) ? stack.queue().size() - stack.queueFrom() : 0;
    for (int k = 0; k < queued && k < most; ++k) {
        const DungeonFillQueue::Cell &cell = stack.queue().at(k + stack.queueFrom());
        out += (k ? ",[" : "[") + std::to_string(cell.row) + ',' + std::to_string(cell.col) + ','
            + required(cell.row, cell.col) + ']';
    }
    return out + "],\"queued\":" + std::to_string(queued) + hidden + '}';
}

// 0 the State bits, 1 doors, 2 allowed, 3 required, 4 template (-1 unfilled), 5 rotation,
// 6 whether the cell is the one being filled (its verdicts: stack()); while a question is
// open the cell's state only (6 is 0, 12 is 1).
void DungeonWebLesson::why(int row, int col, int *out, bool asking)
{
    const auto cell = std::size_t(m_rooms.index(row, col));
    out[0] = m_state.empty() ? 0 : m_state[cell];
    out[1] = m_rooms.doors(row, col);
    out[2] = m_rooms.allowed(row, col);
    out[3] = m_rooms.required(row, col);
    out[4] = m_rooms.templateIndex(row, col);
    out[5] = m_rooms.rotation(row, col);
    if (m_build.started())
        m_stack.seek([this](std::size_t i) { return m_build.steps[i]; }, int(m_position));
    const bool verdicts
        = !asking || RuleBook::whileAsked(RuleBook::Part::Inspector) == RuleBook::Shown::Everything;
    out[6] = verdicts && m_stack.headRow() == row && m_stack.headColumn() == col ? 1 : 0;
    out[12] = verdicts ? 0 : 1;
}

std::unique_ptr<WebLesson> dungeonWebLesson()
{
    return std::make_unique<DungeonWebLesson>();
}
