// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment.h"

#include <QByteArray>

#include <cstdint>
#include <vector>

// What the sweep engine (experiment.cpp), the CSV writers (experimentcsv.cpp) and the
// reader of per-run rows (experimentsummarizer.cpp) share; not part of the library's interface.
namespace ExperimentDetail {

// The figures of one run: what a row of --per-run holds, and all a table row is made of.
struct IslandFigures
{
    std::int64_t steps = 0;
    std::int64_t nanoseconds = 0;
    int backtracks = 0;
    int complete = 0;
    int failed = 0;
    bool tooComplex = false;
};

struct DungeonFigures
{
    std::int64_t nanoseconds = 0;
    int placed = 0;
    int rejected = 0;
    int path = 0;
    int deadEnds = 0;
    bool cutOff = false;
};

// The table's row from the figures of runs 0 .. runs-1, in run order.
ExperimentRow islandRow(const ExperimentPoint &point, const std::vector<IslandFigures> &figures);
DungeonExperimentRow dungeonRow(
    const DungeonExperimentPoint &point, const std::vector<DungeonFigures> &figures);

// The leading fields of a per-run row and of a dungeon table row: a point's settings and
// its runs, each followed by a comma.
QByteArray settingsText(const ExperimentPoint &point, int runs);
QByteArray settingsText(const DungeonExperimentPoint &point, int runs);

// The columns after build_us that say which sweep a per-run row belongs to, each after a
// comma (experiments.md): the scenario's world (`RxC`), the hash of its pits, then the step
// limit (islands) or the tile set's door masks (dungeons), then the sweep's number of points.
QByteArray islandSweepText(const Scenario &base, int stepLimit, std::size_t points);
QByteArray dungeonSweepText(const Scenario &base, std::size_t points);
// FNV-1a (32 bits) of the pits, one byte a cell in row-major order.
std::uint32_t pitHash(const std::vector<std::uint8_t> &pits);
// Door masks as two lowercase hex digits each, joined by '+' ("ff+c0+28").
QByteArray tileSetText(const std::vector<std::uint8_t> &doors);

// Appends the per-run row of run `run` (seed `seed`) of the point whose settingsText is
// `settings`, then `sweep` (the sweep's columns) and CRLF (experiments.md).
void appendRunLine(QByteArray &text, const QByteArray &settings, int run, std::uint64_t seed,
    const IslandFigures &figures, const QByteArray &sweep);
void appendRunLine(QByteArray &text, const QByteArray &settings, int run, std::uint64_t seed,
    const DungeonFigures &figures, const QByteArray &sweep);

} // namespace ExperimentDetail
