// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "stepmarks.h"

namespace StepMarks {

std::vector<CellMark> island(const IslandGrid &grid, const IslandStep *last, IslandRule rule)
{
    std::vector<CellMark> marks;
    if (!last)
        return marks;
    if (last->kind == IslandStep::Backtrack) {
        marks.push_back({int(last->row), int(last->col), Mark::Backtracked, 0});
    } else if (last->kind == IslandStep::Seed || last->kind == IslandStep::Add) {
        const int row = last->row;
        const int col = last->col;
        marks.push_back({row, col, Mark::Tried, 0});
        static constexpr int Directions[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
        for (const auto &d : Directions) {
            if (grid.isValidExpansion(row + d[0], col + d[1], last->island, rule))
                marks.push_back({row + d[0], col + d[1], Mark::Candidate, 0});
        }
    }
    return marks;
}

std::vector<CellMark> dungeon(int position, const DungeonStepAt &stepAt)
{
    // At most four clips and four queue entries follow a placement; a few more for safety.
    constexpr int LookBack = 12;
    std::vector<CellMark> marks;
    for (int i = position - 1; i >= 0 && i >= position - LookBack; --i) {
        const DungeonStep step = stepAt(std::size_t(i));
        switch (step.kind) {
        case DungeonStep::Clip:
            marks.push_back({step.row, step.col, Mark::Clipped, step.mask});
            continue;
        case DungeonStep::Queue:
            marks.push_back({step.row, step.col, Mark::QueuedNow, 0});
            continue;
        case DungeonStep::Place:
            marks.push_back({step.row, step.col, Mark::Placed, 0});
            return marks;
        case DungeonStep::Reject:
        case DungeonStep::Skip:
            marks.push_back({step.row, step.col, Mark::Considered, 0});
            return marks;
        case DungeonStep::Start:
        case DungeonStep::End:
        case DungeonStep::Done:
            return marks;
        }
    }
    return marks;
}

const char *markName(Mark mark)
{
    switch (mark) {
    case Mark::Tried:
        return "tried";
    case Mark::Candidate:
        return "candidate";
    case Mark::Backtracked:
        return "backtracked";
    case Mark::Considered:
        return "considered";
    case Mark::Placed:
        return "placed";
    case Mark::Clipped:
        return "clipped";
    case Mark::QueuedNow:
        return "queued-now";
    }
    return "";
}

} // namespace StepMarks
