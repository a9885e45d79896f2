// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "islandweblesson.h"

#include "codelisting.h"
#include "islandcellcheck.h"
#include "logdepth.h"

#include <algorithm>

int IslandWebLesson::build(World world)
{
    world.mode = MapMode::Island;
    m_world = std::move(world);
    m_build = IslandGenerator::build(m_world);
    m_grid = IslandGrid(m_world);
    m_stack.setScenario(m_world);
    m_sizes.resize(m_build.steps.size());
    int size = 0;
    for (std::size_t i = 0; i < m_build.steps.size(); ++i) {
        size = LogDepth::islandSizeAfter(m_build.steps[i], size);
        m_sizes[i] = std::uint32_t(size);
    }
    return 0;
}

void IslandWebLesson::seek(std::size_t position)
{
    const IslandStep *steps = m_build.steps.data();
    std::size_t at = m_position;
    for (; at < position; ++at) {
        m_grid.apply(steps[at]);
        m_tally.count(steps[at], true);
    }
    for (; at > position; --at) {
        m_grid.unapply(steps[at - 1]);
        m_tally.count(steps[at - 1], false);
    }
    m_position = at;
}

// Kind, row, column (-1: none) and island | failure << 4.
void IslandWebLesson::step(std::size_t index, int *out) const
{
    const IslandStep &step = m_build.steps[index];
    out[0] = step.kind;
    out[1] = step.hasCell() ? int(step.row) : -1;
    out[2] = step.hasCell() ? int(step.col) : -1;
    out[3] = int(step.island) | int(step.failure) << 4;
}

// The recursion depth: 0 for the seed, a cell's depth for the backtrack that removes it, 0
// for an island's end.
int IslandWebLesson::depth(std::size_t index) const
{
    return LogDepth::island(m_build.steps[index], int(m_sizes[index]));
}

const IslandStep *IslandWebLesson::lastStep() const
{
    return m_position > 0 ? &m_build.steps[m_position - 1] : nullptr;
}

std::vector<StepMarks::CellMark> IslandWebLesson::marks() const
{
    return StepMarks::island(m_grid, lastStep(), m_world.islands.rule);
}

// Adds, backtracks, the result, each island's outcome and size.
void IslandWebLesson::tally(int *out) const
{
    out[0] = m_tally.adds;
    out[1] = m_tally.backtracks;
    out[5]
        = int(BuildStats::result(int(m_position), int(m_build.steps.size()), m_build.tooComplex));
    for (std::size_t k = 1; k <= 8; ++k) {
        out[6 + 2 * (k - 1)] = int(m_tally.islands[k].outcome);
        out[7 + 2 * (k - 1)] = m_tally.islands[k].size;
    }
}

// Backtracks, too complex, the islands attempted and each one's target (-1 past the last).
int IslandWebLesson::stat(int which) const
{
    switch (which) {
    case 0:
        return m_build.backtracks;
    case 1:
        return m_build.tooComplex ? 1 : 0;
    case 8:
        return int(m_build.islands.size());
    default:
        break;
    }
    if (which < 100)
        return 0;
    const auto k = std::size_t(which - 100);
    return k < m_build.islands.size() ? m_build.islands[k].target : -1;
}

RuleBook::IslandRules IslandWebLesson::rules() const
{
    return RuleBook::IslandRules(
        m_world, m_build.steps.size(), [this](std::size_t i) { return m_build.steps[i]; });
}

std::optional<RuleBook::Key> IslandWebLesson::key(RuleBook::Ask ask, int after) const
{
    return rules().key(ask, after);
}

RuleBook::Judgement IslandWebLesson::judge(
    const RuleBook::Key &key, const RuleBook::Answer &given) const
{
    return rules().judge(key, given);
}

// A cell (the seed or the cell added) or a move; no tiles.
std::optional<RuleBook::Judgement> IslandWebLesson::construct(
    int what, int position, int move, int row, int col, int, int) const
{
    if (what == 0)
        return rules().judgeCell(position, row, col);
    if (what != 1 || move < IslandStep::Seed || move > IslandStep::TooComplex)
        return std::nullopt;
    return rules().judgeMove(position, IslandStep::Kind(move));
}

// Every step is the student's decision, and makes itself.
int IslandWebLesson::decision(int position) const
{
    return std::min(position, int(stepCount()));
}

int IslandWebLesson::decided(int position) const
{
    return position >= 0 && std::size_t(position) < stepCount() ? position : -1;
}

int IslandWebLesson::decisions() const
{
    return rules().decisions();
}

std::optional<RuleBook::Practice> IslandWebLesson::practice(int first, int end) const
{
    return rules().practice(first, end);
}

std::string IslandWebLesson::golden() const
{
    return RuleBook::islandTable(m_world, rules());
}

void IslandWebLesson::judgedStep(int step, int *out) const
{
    const bool atStep = step >= 0 && std::size_t(step) < m_build.steps.size();
    const IslandStep judged = atStep ? m_build.steps[std::size_t(step)] : IslandStep();
    out[0] = atStep && judged.kind == IslandStep::Seed ? 1 : 0;
    out[1] = atStep ? int(judged.island) : -1;
}

int IslandWebLesson::codeLine() const
{
    return CodeListing::islandLine(m_world.islands.rule, *lastStep());
}

// {"island", "target", "depth", "from", "frames": [[row, col, [[row, col, state], ...]],
// ...]}: the innermost `most` frames (depth `from` on) of `depth`, with state 0 failed,
// 1 trying, 2 to try, and an empty candidate list for a base case (depth + 1 == target) or
// a dead end; while a question is open the candidate lists are null and "hidden" is true.
std::string IslandWebLesson::stack(int most, bool asking)
{
    const bool candidates = !asking || RuleBook::whileAsked(RuleBook::StackLine::Candidates);
    IslandCallStack &stack = m_stack;
    stack.seek(m_build.steps, int(m_position));
    const int island = stack.island();
    const int from = std::max(0, stack.depth() - std::max(most, 1));
    std::string out = "{\"island\":" + std::to_string(island)
        + ",\"target\":" + std::to_string(island > 0 ? stack.target(island) : 0)
        + ",\"depth\":" + std::to_string(stack.depth()) + ",\"from\":" + std::to_string(from)
        + ",\"hidden\":" + (candidates ? "false" : "true") + ",\"frames\":[";
    for (int d = from; d < stack.depth(); ++d) {
        const IslandCallStack::Frame &f = stack.frame(d);
        out += (d > from ? ",[" : "[") + std::to_string(f.row) + ',' + std::to_string(f.col);
        if (!candidates) {
            out += ",null]";
            continue;
        }
        out += ",[";
        for (int i = 0; i < f.count; ++i) {
            const auto cell = int(f.candidates[std::size_t(i)]);
            out += (i ? ",[" : "[") + std::to_string(cell / stack.cols()) + ','
                + std::to_string(cell % stack.cols()) + ','
                + std::to_string(int(stack.candidateState(d, i))) + ']';
        }
        out += "]]";
    }
    return out + "]}";
}

// 0 the cell (0 water, 1..8 island, 9 pit), 1 the island growing (0 none), 2..5 its
// expansion verdict (reason, island, row, col), 6..9 its seed verdict, 10 what the last step
// made of it (0 nothing, 1 the seed just placed, 2 the cell just added, 3 the cell just
// backtracked, 4 a candidate of the cell just added), 11 the rule (0 6a, 1 6b). While a
// question is open, the cell's state only (1..9 and a candidate's 10 are 0, 12 is 1).
void IslandWebLesson::why(int row, int col, int *out, bool asking)
{
    const IslandRule rule = m_world.islands.rule;
    const IslandStep *last = lastStep();
    const bool verdicts
        = !asking || RuleBook::whileAsked(RuleBook::Part::Inspector) == RuleBook::Shown::Everything;
    const int island = IslandCellCheck::growingIsland(m_world.islands.count, last);
    out[0] = m_grid.at(row, col);
    out[1] = verdicts ? island : 0;
    out[11] = rule == IslandRule::Rule6a ? 0 : 1;
    out[12] = verdicts ? 0 : 1;
    if (verdicts && island > 0) {
        // As a candidate: the rule book's verdict on grow()'s current cell trying it next,
        // at the moment the Call Stack follows (no replay of the build for each cell).
        m_stack.seek(m_build.steps, int(position()));
        const RuleBook::Judgement candidate
            = rules().candidate(RuleBook::IslandRules::moment(m_stack), int(position()), row, col);
        out[2] = int(candidate.reason);
        std::copy(candidate.args.begin(), candidate.args.begin() + 3, out + 3);
        const IslandCellCheck::Verdict seed = IslandCellCheck::seed(m_grid, row, col, rule, island);
        out[6] = int(seed.reason);
        out[7] = seed.island;
        out[8] = seed.row;
        out[9] = seed.col;
    }
    if (last && last->hasCell() && last->row == row && last->col == col) {
        // What the map marks there, unless a question is open and the rule book hides it.
        const StepMarks::Mark mark = last->kind == IslandStep::Backtrack
            ? StepMarks::Mark::Backtracked
            : StepMarks::Mark::Tried;
        if (!asking || RuleBook::whileAsked(mark))
            out[10] = last->kind == IslandStep::Seed  ? 1
                : last->kind == IslandStep::Add       ? 2
                : last->kind == IslandStep::Backtrack ? 3
                                                      : 0;
    } else {
        // A candidate of the cell just added: the rule book's marks, as the map tints them.
        for (const StepMarks::CellMark &mark : StepMarks::island(m_grid, last, rule)) {
            if (mark.row == row && mark.col == col && mark.mark == StepMarks::Mark::Candidate
                && (!asking || RuleBook::whileAsked(mark.mark)))
                out[10] = 4;
        }
    }
}

std::unique_ptr<WebLesson> islandWebLesson()
{
    return std::make_unique<IslandWebLesson>();
}
