// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The golden table of the rule book: the same text from the native build and from the
// WebAssembly module, so that a test in each shell notices when a rule changes.
#include "buildstats.h"
#include "codelisting.h"
#include "dungeoncallstack.h"
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "islandcallstack.h"
#include "rulebook.h"
#include "stepmarks.h"

#include <algorithm>

namespace RuleBook {

namespace {

// The steps the table asks after: the first, and evenly spread up to twelve in all.
std::vector<int> askedAfter(std::size_t count)
{
    std::vector<int> after;
    const std::size_t asked = std::min<std::size_t>(count, 12);
    for (std::size_t k = 0; k < asked; ++k) {
        const int step = int(k * count / asked);
        if (after.empty() || after.back() != step)
            after.push_back(step);
    }
    return after;
}

std::string judgementText(const Judgement &judgement)
{
    std::string text = std::string(verdictName(judgement.verdict)) + ' '
        + reasonName(judgement.reason) + " @" + std::to_string(judgement.step);
    for (const int arg : judgement.args)
        text += ' ' + std::to_string(arg);
    return text;
}

void writeKey(std::string &out, const Key &key)
{
    out += "after " + std::to_string(key.after) + ' ' + askName(key.ask) + ':';
    // A seed may go on most of a large map: the first answers, and how many there are.
    constexpr std::size_t Shown = 64;
    for (std::size_t i = 0; i < key.accepted.size() && i < Shown; ++i)
        out += (i ? "; " : " ") + answerText(key.ask, key.accepted[i]);
    if (key.accepted.size() > Shown)
        out += "; ... " + std::to_string(key.accepted.size()) + " in all";
    out += '\n';
}

template <typename Rules>
void writeVerdicts(std::string &out, const Rules &rules, const Key &key, std::vector<Answer> probes)
{
    // The first accepted answers, then the fixed probes, each once.
    std::vector<Answer> answers(key.accepted.begin(),
        key.accepted.begin() + std::min<std::ptrdiff_t>(4, std::ptrdiff_t(key.accepted.size())));
    for (const Answer &probe : probes) {
        if (std::find(answers.begin(), answers.end(), probe) == answers.end())
            answers.push_back(probe);
    }
    for (const Answer &answer : answers)
        out += "  " + answerText(key.ask, answer) + " -> " + judgementText(rules.judge(key, answer))
            + '\n';
}

Answer at(int row, int col, int templateIndex = -1, int rotation = 0)
{
    Answer answer;
    answer.row = row;
    answer.col = col;
    answer.templateIndex = templateIndex;
    answer.rotation = rotation;
    return answer;
}

// Cells around `own` (or the middle of the map): beside it, two away, the corners, outside.
std::vector<Answer> probeCells(
    const World &world, const Answer &own, int templateIndex, int rotation)
{
    const int row = own.isNone() ? world.rows / 2 : own.row;
    const int col = own.isNone() ? world.cols / 2 : own.col;
    std::vector<Answer> cells {Answer()};
    for (const auto &[dr, dc] : {std::pair {-1, 0}, {0, -1}, {0, 1}, {1, 0}, {2, 0}, {0, 2}}) {
        if (row + dr >= 0 && col + dc >= 0)
            cells.push_back(at(row + dr, col + dc, templateIndex, rotation));
    }
    cells.push_back(at(0, 0, templateIndex, rotation));
    cells.push_back(at(world.rows - 1, world.cols - 1, templateIndex, rotation));
    cells.push_back(at(world.rows, col, templateIndex, rotation));
    return cells;
}

// The positions the marks and statistics are written at: the steps asked after, and the end.
std::vector<int> shownAt(std::size_t count)
{
    std::vector<int> positions = askedAfter(count);
    if (positions.empty() || positions.back() != int(count))
        positions.push_back(int(count));
    return positions;
}

void writeMarks(std::string &out, int position, const std::vector<StepMarks::CellMark> &marks)
{
    out += "marks at " + std::to_string(position) + ':';
    for (std::size_t i = 0; i < marks.size(); ++i) {
        const StepMarks::CellMark &m = marks[i];
        out += std::string(i ? "; (" : " (") + std::to_string(m.row) + ", " + std::to_string(m.col)
            + ") " + StepMarks::markName(m.mark);
        if (m.mark == StepMarks::Mark::Clipped)
            out += ' ' + std::to_string(m.clipped);
    }
    out += marks.empty() ? " none\n" : "\n";
}

// The island's marks and statistics, replayed step by step as the shells play.
void islandMarks(std::string &out, const World &world, const IslandRules &rules)
{
    IslandGrid grid(world);
    BuildStats::IslandTally tally;
    const int count = int(rules.count());
    bool tooComplex = false;
    int done = 0;
    IslandStep last {};
    for (const int position : shownAt(rules.count())) {
        for (; done < position; ++done) {
            last = rules.step(std::size_t(done));
            grid.apply(last);
            tally.count(last, true);
            tooComplex = last.kind == IslandStep::TooComplex;
        }
        writeMarks(out, position,
            StepMarks::island(grid, position > 0 ? &last : nullptr, world.islands.rule));
        out += "statistics at " + std::to_string(position) + ": adds " + std::to_string(tally.adds)
            + ", backtracks " + std::to_string(tally.backtracks) + ", result "
            + BuildStats::resultName(BuildStats::result(position, count, tooComplex)) + ';';
        for (int island = 1; island <= std::min(world.islands.count, 8); ++island) {
            const BuildStats::IslandProgress &p = tally.islands[std::size_t(island)];
            out += (island > 1 ? ", " : " ") + std::to_string(island) + ": "
                + BuildStats::outcomeName(p.outcome) + ' ' + std::to_string(p.size);
        }
        out += '\n';
    }
}

void dungeonMarks(std::string &out, const DungeonRules &rules)
{
    BuildStats::DungeonTally tally;
    const int count = int(rules.count());
    int done = 0;
    for (const int position : shownAt(rules.count())) {
        for (; done < position; ++done)
            tally.count(rules.step(std::size_t(done)), true);
        writeMarks(out, position,
            StepMarks::dungeon(position, [&rules](std::size_t i) { return rules.step(i); }));
        out += "statistics at " + std::to_string(position) + ": placed "
            + std::to_string(tally.placed) + ", rejected " + std::to_string(tally.rejected)
            + ", queued " + std::to_string(tally.queued) + ", result "
            + BuildStats::resultName(BuildStats::result(position, count, false)) + '\n';
    }
}

std::string cellText(int row, int col)
{
    return '(' + std::to_string(row) + ", " + std::to_string(col) + ')';
}

// The code line and the call stack after `after` steps: one line of frames, the caller
// first, each with its candidates in the order tried (x failed, > trying, ? to try).
void writeIslandStack(
    std::string &out, const World &world, const std::vector<IslandStep> &steps, int after)
{
    out += "  code "
        + std::to_string(after
                ? CodeListing::islandLine(world.islands.rule, steps[std::size_t(after - 1)])
                : -1);
    IslandCallStack stack(world);
    stack.seek(steps, after);
    out += ", stack";
    if (stack.depth() == 0)
        out += " empty";
    for (int d = 0; d < stack.depth(); ++d) {
        const IslandCallStack::Frame &frame = stack.frame(d);
        out += (d ? " / " : " ") + cellText(frame.row, frame.col) + " [";
        for (int i = 0; i < frame.count; ++i) {
            static constexpr char Marks[] = {'x', '>', '?'};
            const auto cell = int(frame.candidates[std::size_t(i)]);
            out += (i ? " " : "") + std::string(1, Marks[int(stack.candidateState(d, i))])
                + cellText(cell / stack.cols(), cell % stack.cols());
        }
        out += ']';
    }
    out += " of island " + std::to_string(stack.island()) + '\n';
}

// The code line, the cell being filled with its verdicts (t template r rotation, then
// placed, rule-1 or rule-2) and the first queued cells with their required sides.
void writeDungeonStack(std::string &out, const World &world, const DungeonRules &rules, int after)
{
    const auto &stepAt = rules.stepAt();
    out += "  code "
        + std::to_string(after ? CodeListing::dungeonLine(stepAt(std::size_t(after - 1))) : -1);
    DungeonGrid grid(world);
    for (int i = 0; i < after; ++i)
        grid.apply(stepAt(std::size_t(i)));
    DungeonCallStack stack;
    stack.seek(stepAt, after);
    out += ", head ";
    if (stack.headRow() < 0) {
        out += "none";
    } else {
        out += cellText(stack.headRow(), stack.headColumn()) + " requires "
            + std::to_string(grid.required(stack.headRow(), stack.headColumn()));
        for (const int i : stack.verdictSteps()) {
            const DungeonStep step = stepAt(std::size_t(i));
            out += ", t" + std::to_string(step.templateIndex()) + " r"
                + std::to_string(step.rotation()) + ' '
                + (step.kind == DungeonStep::Place                           ? "placed"
                        : step.rejection() == DungeonRejection::RequiredSide ? "rule-1"
                                                                             : "rule-2");
        }
    }
    const int queued = stack.queue().size() - stack.queueFrom();
    out += "; queue " + std::to_string(queued) + ':';
    for (int k = 0; k < queued && k < 8; ++k) {
        const DungeonFillQueue::Cell &cell = stack.queue().at(k + stack.queueFrom());
        out += ' ' + cellText(cell.row, cell.col) + " requires "
            + std::to_string(grid.required(cell.row, cell.col));
    }
    out += '\n';
}

} // namespace

std::string islandTable(const World &world, const IslandRules &rules)
{
    std::string out;
    std::vector<IslandStep> steps(rules.count());
    for (std::size_t i = 0; i < steps.size(); ++i)
        steps[i] = rules.stepAt()(i);
    for (const int after : askedAfter(rules.count())) {
        writeIslandStack(out, world, steps, after);
        const Key moves = *rules.key(Ask::NextMove, after);
        writeKey(out, moves);
        std::vector<Answer> kinds;
        for (int kind = IslandStep::Seed; kind <= IslandStep::TooComplex; ++kind) {
            Answer answer;
            answer.move = IslandStep::Kind(kind);
            kinds.push_back(answer);
        }
        writeVerdicts(out, rules, moves, kinds);
        const Key cells = *rules.key(Ask::NextCell, after);
        writeKey(out, cells);
        writeVerdicts(out, rules, cells, probeCells(world, cells.accepted.front(), -1, 0));
    }
    islandMarks(out, world, rules);
    return out;
}

std::string dungeonTable(const World &world, const DungeonRules &rules)
{
    std::string out;
    const std::vector<DungeonCandidate> candidates = DungeonGenerator::candidates(world.tiles);
    for (const int after : askedAfter(rules.count())) {
        writeDungeonStack(out, world, rules, after);
        const Key key = *rules.key(Ask::NextPlace, after);
        writeKey(out, key);
        const Answer &own = key.accepted.front();
        std::vector<Answer> probes;
        // Every template in every rotation on the cell filled next, and the build's own tile
        // on the cells around it.
        for (std::size_t t = 0; !own.isNone() && t < world.tiles.size(); ++t) {
            for (int rotation = 0; rotation < 4; ++rotation)
                probes.push_back(at(own.row, own.col, int(t), rotation));
        }
        for (const Answer &cell : probeCells(world, own, own.templateIndex, own.rotation))
            probes.push_back(cell);
        writeVerdicts(out, rules, key, probes);
    }
    dungeonMarks(out, rules);
    return out;
}

} // namespace RuleBook
