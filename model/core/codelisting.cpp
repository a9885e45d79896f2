// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "codelisting.h"

namespace CodeListing {

std::vector<Line> islands(IslandRule rule)
{
    const bool b = rule == IslandRule::Rule6b;
    std::vector<Line> lines {
        {"for i in 1 .. count:", Note::OneIslandAfterAnother},
        {"    target = min + below(max - min + 1)", Note::DrawnForEveryIsland, false,
            Mark::IslandTarget},
        b ? Line {"    eligible = water cells with no land among their 8 neighbours",
            Note::KeepApart6b, true}
          : Line {"    eligible = water cells with no land among their 4 neighbours",
              Note::RowByRow},
        {"    if eligible is empty: FAILED; continue", Note::NoRoomForSeed, false,
            Mark::IslandNoSeed},
        {"    seed = eligible[below(len(eligible))]", Note::SeedBecomesLand, false,
            Mark::IslandSeed},
        {"    if reachable(seed) < target: FAILED; continue", Note::NotEnoughWater, false,
            Mark::IslandUnreachable},
        {"    if grow(seed): COMPLETE", Note::None, false, Mark::IslandComplete},
        {"    else: FAILED", Note::EveryPathDeadEnded, false, Mark::IslandDeadEnd},
        {"ALL DONE", Note::None, false, Mark::IslandAllDone},
        {"TOO COMPLEX", Note::StepLimit, false, Mark::IslandTooComplex},
        {""},
        {"grow(cell):", Note::OneCallPerCell},
        {"    if size(i) == target: return true", Note::BaseCase},
        {"    candidates = [X in up, left, right, down of cell", Note::OrthogonalNeighbours},
        {"                  if isValidExpansion(X)]"},
        {"    if randomize: shuffle(candidates)", Note::FisherYates},
        {"    for X in candidates:"},
        {"        X = land of i; ADD", Note::GoDeeper, false, Mark::IslandAdd},
        {"        if grow(X): return true"},
        {"        X = water; BACKTRACK", Note::PathFailed, false, Mark::IslandBacktrack},
        {"    return false", Note::EveryCandidateFailed},
        {""},
        {"isValidExpansion(X):"},
        {"    if X is outside the grid: return false"},
        {"    if X is not water: return false", Note::PitOrLand},
    };
    if (b) {
        lines.push_back({"    for N in the 8 neighbours of X:", Note::New6b, true});
        lines.push_back(
            {"        if N is land of another island: return false", Note::NeverTouch6b, true});
    }
    lines.push_back({"    return true"});
    return lines;
}

std::vector<Line> dungeon()
{
    return {
        {"start = open[below(n)]", Note::OpenCells, false, Mark::DungeonStart},
        {"end = (open - start)[below(n - 1)]", Note::None, false, Mark::DungeonEnd},
        {"place(start, big room); place(end, big room)"},
        {"while queue is not empty:", Note::FillQueue},
        {"    X = queue.takeFirst()"},
        {"    if X is filled: continue", Note::SkipFilled, false, Mark::DungeonSkip},
        {"    valid = []"},
        {"    for T in templates, rotations 0..3 (new masks only):"},
        {"        if T misses a required side of X: reject", Note::Rule1, false,
            Mark::DungeonRejectSide},
        {"        elif no start-to-end path with X = T & allowed(X): reject", Note::Rule2, false,
            Mark::DungeonRejectPath},
        {"        else: valid.append(T)"},
        {"    place(X, valid[below(len(valid))])", Note::BigRoomPasses, false, Mark::DungeonPlace},
        {"DONE", Note::StayRock, false, Mark::DungeonDone},
        {""},
        {"place(X, T):"},
        {"    doors(X) = T & allowed(X)"},
        {"    for side in up, right, down, left:", Note::FacingCell},
        {"        if neighbour N is filled: clip N's unanswered half-doors", Note::NoHalfDoorWall,
            false, Mark::DungeonClip},
        {"        elif doors(X) open this side: N requires them; queue N", Note::OnceAtBack, false,
            Mark::DungeonQueue},
        {"        else: N may not open this side"},
    };
}

Mark islandMark(const IslandStep &step)
{
    switch (step.kind) {
    case IslandStep::Seed:
        return Mark::IslandSeed;
    case IslandStep::Add:
        return Mark::IslandAdd;
    case IslandStep::Backtrack:
        return Mark::IslandBacktrack;
    case IslandStep::Complete:
        return Mark::IslandComplete;
    case IslandStep::Failed:
        switch (step.failure) {
        case IslandFailure::NoSeed:
            return Mark::IslandNoSeed;
        case IslandFailure::Unreachable:
            return Mark::IslandUnreachable;
        default:
            return Mark::IslandDeadEnd;
        }
    case IslandStep::AllDone:
        return Mark::IslandAllDone;
    case IslandStep::TooComplex:
        return Mark::IslandTooComplex;
    }
    return Mark::None;
}

Mark dungeonMark(const DungeonStep &step)
{
    switch (step.kind) {
    case DungeonStep::Start:
        return Mark::DungeonStart;
    case DungeonStep::End:
        return Mark::DungeonEnd;
    case DungeonStep::Queue:
        return Mark::DungeonQueue;
    case DungeonStep::Place:
        return Mark::DungeonPlace;
    case DungeonStep::Clip:
        return Mark::DungeonClip;
    case DungeonStep::Reject:
        return step.rejection() == DungeonRejection::CutsPath ? Mark::DungeonRejectPath
                                                              : Mark::DungeonRejectSide;
    case DungeonStep::Skip:
        return Mark::DungeonSkip;
    case DungeonStep::Done:
        return Mark::DungeonDone;
    }
    return Mark::None;
}

int lineOf(const std::vector<Line> &lines, Mark mark)
{
    if (mark == Mark::None)
        return -1;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].mark == mark)
            return int(i);
    }
    return -1;
}

int islandLine(IslandRule rule, const IslandStep &step)
{
    static const std::vector<Line> rule6a = islands(IslandRule::Rule6a);
    static const std::vector<Line> rule6b = islands(IslandRule::Rule6b);
    return lineOf(rule == IslandRule::Rule6a ? rule6a : rule6b, islandMark(step));
}

int dungeonLine(const DungeonStep &step)
{
    static const std::vector<Line> listing = dungeon();
    return lineOf(listing, dungeonMark(step));
}

} // namespace CodeListing
