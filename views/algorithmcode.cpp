// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithmcode.h"

namespace {

QList<AlgorithmCode::Line> translated(const std::vector<CodeListing::Line> &lines)
{
    QList<AlgorithmCode::Line> out;
    out.reserve(qsizetype(lines.size()));
    for (const CodeListing::Line &line : lines)
        out.append(AlgorithmCode::Line {QString::fromLatin1(line.code),
            AlgorithmCode::noteText(line.note), line.newIn6b, line.mark});
    return out;
}

} // namespace

QList<AlgorithmCode::Line> AlgorithmCode::islands(IslandRule rule)
{
    return translated(CodeListing::islands(rule));
}

QList<AlgorithmCode::Line> AlgorithmCode::dungeon()
{
    return translated(CodeListing::dungeon());
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

QString AlgorithmCode::noteText(CodeListing::Note note)
{
    using Note = CodeListing::Note;
    switch (note) {
    case Note::None:
        break;
    case Note::OneIslandAfterAnother:
        return tr("one island after another");
    case Note::DrawnForEveryIsland:
        return tr("drawn for every island");
    case Note::KeepApart6b:
        return tr("NEW IN 6b: islands keep a cell apart");
    case Note::RowByRow:
        return tr("row by row");
    case Note::NoRoomForSeed:
        return tr("no room for a seed");
    case Note::SeedBecomesLand:
        return tr("the seed becomes land of i");
    case Note::NotEnoughWater:
        return tr("not enough water reachable through valid cells");
    case Note::EveryPathDeadEnded:
        return tr("every path from the seed dead-ended");
    case Note::StepLimit:
        return tr("the trace reached the step limit: stop");
    case Note::OneCallPerCell:
        return tr("one call per cell on the path");
    case Note::BaseCase:
        return tr("base case");
    case Note::OrthogonalNeighbours:
        return tr("the orthogonal neighbours");
    case Note::FisherYates:
        return tr("Fisher-Yates with below()");
    case Note::GoDeeper:
        return tr("go one level deeper");
    case Note::PathFailed:
        return tr("the path through X failed");
    case Note::EveryCandidateFailed:
        return tr("every candidate failed");
    case Note::PitOrLand:
        return tr("a pit, or land already");
    case Note::New6b:
        return tr("NEW IN 6b");
    case Note::NeverTouch6b:
        return tr("NEW IN 6b: islands never touch");
    case Note::OpenCells:
        return tr("open: the non-pit cells, row by row");
    case Note::FillQueue:
        return tr("the fill queue");
    case Note::SkipFilled:
        return tr("skip: filled already");
    case Note::Rule1:
        return tr("rule 1: keep the passage into X");
    case Note::Rule2:
        return tr("rule 2: never cut the last path");
    case Note::BigRoomPasses:
        return tr("the big room always passes");
    case Note::StayRock:
        return tr("cells never queued stay rock");
    case Note::FacingCell:
        return tr("facing a cell, not border or pit");
    case Note::NoHalfDoorWall:
        return tr("no half-door faces a wall");
    case Note::OnceAtBack:
        return tr("once, at the back");
    }
    return QString();
}
