// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithmcode.h"

namespace {

using Line = AlgorithmCode::Line;
using Mark = AlgorithmCode::Mark;

Line code(const char *text, const QString &comment = QString(), Mark mark = Mark::None,
    bool newIn6b = false)
{
    return Line {QString::fromLatin1(text), comment, newIn6b, mark};
}

} // namespace

QList<AlgorithmCode::Line> AlgorithmCode::islands(IslandRule rule)
{
    const bool b = rule == IslandRule::Rule6b;
    QList<Line> lines;
    lines << code("for i in 1 .. count:", tr("one island after another"))
          << code("    target = min + below(max - min + 1)", tr("drawn for every island"),
                 Mark::IslandTarget)
          << (b ? code("    eligible = water cells with no land among their 8 neighbours",
                  tr("NEW IN 6b: islands keep a cell apart"), Mark::None, true)
                : code("    eligible = water cells with no land among their 4 neighbours",
                    tr("row by row")))
          << code("    if eligible is empty: FAILED; continue", tr("no room for a seed"),
                 Mark::IslandNoSeed)
          << code("    seed = eligible[below(len(eligible))]", tr("the seed becomes land of i"),
                 Mark::IslandSeed)
          << code("    if reachable(seed) < target: FAILED; continue",
                 tr("not enough water reachable through valid cells"), Mark::IslandUnreachable)
          << code("    if grow(seed): COMPLETE", QString(), Mark::IslandComplete)
          << code(
                 "    else: FAILED", tr("every path from the seed dead-ended"), Mark::IslandDeadEnd)
          << code("ALL DONE", QString(), Mark::IslandAllDone)
          << code("TOO COMPLEX", tr("the trace reached the step limit: stop"),
                 Mark::IslandTooComplex)
          << code("") << code("grow(cell):", tr("one call per cell on the path"))
          << code("    if size(i) == target: return true", tr("base case"))
          << code("    candidates = [X in up, left, right, down of cell",
                 tr("the orthogonal neighbours"))
          << code("                  if isValidExpansion(X)]")
          << code("    if randomize: shuffle(candidates)", tr("Fisher-Yates with below()"))
          << code("    for X in candidates:")
          << code("        X = land of i; ADD", tr("go one level deeper"), Mark::IslandAdd)
          << code("        if grow(X): return true")
          << code("        X = water; BACKTRACK", tr("the path through X failed"),
                 Mark::IslandBacktrack)
          << code("    return false", tr("every candidate failed")) << code("")
          << code("isValidExpansion(X):") << code("    if X is outside the grid: return false")
          << code("    if X is not water: return false", tr("a pit, or land already"));
    if (b) {
        lines << code("    for N in the 8 neighbours of X:", tr("NEW IN 6b"), Mark::None, true)
              << code("        if N is land of another island: return false",
                     tr("NEW IN 6b: islands never touch"), Mark::None, true);
    }
    lines << code("    return true");
    return lines;
}

QList<AlgorithmCode::Line> AlgorithmCode::dungeon()
{
    QList<Line> lines;
    lines << code(
        "start = open[below(n)]", tr("open: the non-pit cells, row by row"), Mark::DungeonStart)
          << code("end = (open - start)[below(n - 1)]", QString(), Mark::DungeonEnd)
          << code("place(start, big room); place(end, big room)")
          << code("while queue is not empty:", tr("the fill queue"))
          << code("    X = queue.takeFirst()")
          << code("    if X is filled: continue", tr("skip: filled already"), Mark::DungeonSkip)
          << code("    valid = []")
          << code("    for T in templates, rotations 0..3 (new masks only):")
          << code("        if T misses a required side of X: reject",
                 tr("rule 1: keep the passage into X"), Mark::DungeonRejectSide)
          << code("        elif no start-to-end path with X = T & allowed(X): reject",
                 tr("rule 2: never cut the last path"), Mark::DungeonRejectPath)
          << code("        else: valid.append(T)")
          << code("    place(X, valid[below(len(valid))])", tr("the big room always passes"),
                 Mark::DungeonPlace)
          << code("DONE", tr("cells never queued stay rock"), Mark::DungeonDone) << code("")
          << code("place(X, T):") << code("    doors(X) = T & allowed(X)")
          << code("    for side in up, right, down, left:", tr("facing a cell, not border or pit"))
          << code("        if neighbour N is filled: clip N's unanswered half-doors",
                 tr("no half-door faces a wall"), Mark::DungeonClip)
          << code("        elif doors(X) open this side: N requires them; queue N",
                 tr("once, at the back"), Mark::DungeonQueue)
          << code("        else: N may not open this side");
    return lines;
}

AlgorithmCode::Mark AlgorithmCode::islandMark(const IslandStep &step)
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

AlgorithmCode::Mark AlgorithmCode::dungeonMark(const DungeonStep &step)
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

int AlgorithmCode::lineOf(const QList<Line> &lines, Mark mark)
{
    if (mark == Mark::None)
        return -1;
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].mark == mark)
            return i;
    }
    return -1;
}
