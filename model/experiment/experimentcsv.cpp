// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment.h"

#include "experimentfigures.h"

#include <charconv>
#include <cstdio>

using namespace ExperimentDetail;

namespace {

// Decimal digits, whatever the locale.
template <class Integer> void appendNumber(QByteArray &text, Integer value)
{
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, value);
    Q_UNUSED(ec);
    text.append(digits, end - digits);
}

void appendFigures(QByteArray &text, const IslandFigures &figures)
{
    text += figures.tooComplex ? QByteArrayLiteral("1,") : QByteArrayLiteral("0,");
    for (const std::int64_t value : {std::int64_t(figures.complete), std::int64_t(figures.failed),
             figures.steps, std::int64_t(figures.backtracks)}) {
        appendNumber(text, value);
        text += ',';
    }
}

void appendFigures(QByteArray &text, const DungeonFigures &figures)
{
    if (figures.cutOff) {
        text += QByteArrayLiteral("1,,,,,");
        return;
    }
    text += QByteArrayLiteral("0,");
    for (const int value : {figures.placed, figures.rejected, figures.path, figures.deadEnds}) {
        appendNumber(text, value);
        text += ',';
    }
}

template <class Figures>
void appendLine(QByteArray &text, const QByteArray &settings, int run, std::uint64_t seed,
    const Figures &figures, const QByteArray &sweep)
{
    text += settings;
    appendNumber(text, run);
    text += ',';
    appendNumber(text, seed);
    text += ',';
    appendFigures(text, figures);
    appendNumber(text, figures.nanoseconds / 1000);
    text += sweep;
    text += "\r\n";
}

// ",ROWSxCOLS,PITHASH": the scenario's world, which every run of the sweep starts from.
QByteArray worldText(const Scenario &base)
{
    char hash[9];
    std::snprintf(hash, sizeof hash, "%08x", unsigned(ExperimentDetail::pitHash(base.pits)));
    return ',' + Experiment::sizeText(base.rows, base.cols) + ',' + QByteArray(hash, 8);
}

// A field of RFC 4180: quoted when it holds a comma, a quote or a line break.
QByteArray csvField(const QByteArray &text)
{
    if (!text.contains(',') && !text.contains('"') && !text.contains('\r') && !text.contains('\n'))
        return text;
    QByteArray quoted = text;
    quoted.replace('"', "\"\"");
    return '"' + quoted + '"';
}

// A whole number of thousandths as a decimal with three places: '.' and no grouping,
// whatever the locale.
QByteArray thousandths(std::int64_t value)
{
    QByteArray fraction = QByteArray::number(value % 1000);
    return QByteArray::number(value / 1000) + '.' + QByteArray(3 - fraction.size(), '0') + fraction;
}

} // namespace

namespace ExperimentDetail {

QByteArray settingsText(const ExperimentPoint &point, int runs)
{
    QByteArray text = ruleName(point.rule).toLatin1() + ',';
    text += point.randomize ? QByteArrayLiteral("on,") : QByteArrayLiteral("off,");
    for (const int value : {point.islands, point.min, point.max, point.density, runs}) {
        appendNumber(text, value);
        text += ',';
    }
    return text;
}

QByteArray settingsText(const DungeonExperimentPoint &point, int runs)
{
    QByteArray text = Experiment::sizeText(point.rows, point.cols) + ',';
    text += Experiment::tilesText(point.tiles) + ',';
    appendNumber(text, point.density);
    text += ',';
    appendNumber(text, runs);
    text += ',';
    return text;
}

void appendRunLine(QByteArray &text, const QByteArray &settings, int run, std::uint64_t seed,
    const IslandFigures &figures, const QByteArray &sweep)
{
    appendLine(text, settings, run, seed, figures, sweep);
}

void appendRunLine(QByteArray &text, const QByteArray &settings, int run, std::uint64_t seed,
    const DungeonFigures &figures, const QByteArray &sweep)
{
    appendLine(text, settings, run, seed, figures, sweep);
}

std::uint32_t pitHash(const std::vector<std::uint8_t> &pits)
{
    // FNV-1a, 32 bits: two worlds that differ are told apart but for a chance of 1 in 4e9.
    std::uint32_t hash = 2166136261u;
    for (const std::uint8_t cell : pits) {
        hash ^= cell;
        hash *= 16777619u;
    }
    return hash;
}

QByteArray tileSetText(const std::vector<std::uint8_t> &doors)
{
    QByteArray text;
    for (std::size_t i = 0; i < doors.size(); ++i) {
        char digits[3];
        std::snprintf(digits, sizeof digits, "%02x", unsigned(doors[i]));
        if (i > 0)
            text += '+';
        text.append(digits, 2);
    }
    return text;
}

QByteArray islandSweepText(const Scenario &base, int stepLimit, std::size_t points)
{
    QByteArray text = worldText(base) + ',';
    appendNumber(text, stepLimit);
    text += ',';
    appendNumber(text, points);
    return text;
}

QByteArray dungeonSweepText(const Scenario &base, std::size_t points)
{
    std::vector<std::uint8_t> doors;
    for (const DungeonTile &tile : base.dungeon.tiles)
        doors.push_back(tile.doors);
    QByteArray text = worldText(base) + ',' + tileSetText(doors) + ',';
    appendNumber(text, points);
    return text;
}

} // namespace ExperimentDetail

QByteArray Experiment::csvHeader()
{
    return QByteArrayLiteral("rule,randomize,islands,min,max,density,runs,too_complex,"
                             "islands_complete,islands_failed,steps_total,backtracks_total,"
                             "backtracks_mean,backtracks_p50,backtracks_p90,build_us_total\r\n");
}

QByteArray Experiment::csvLine(const ExperimentRow &row)
{
    const QByteArrayList fields {
        ruleName(row.point.rule).toLatin1(),
        row.point.randomize ? QByteArrayLiteral("on") : QByteArrayLiteral("off"),
        QByteArray::number(row.point.islands),
        QByteArray::number(row.point.min),
        QByteArray::number(row.point.max),
        QByteArray::number(row.point.density),
        QByteArray::number(row.runs),
        QByteArray::number(row.tooComplex),
        QByteArray::number(row.islandsComplete),
        QByteArray::number(row.islandsFailed),
        QByteArray::number(row.stepsTotal),
        QByteArray::number(row.backtracksTotal),
        thousandths(row.backtracksMeanThousandths),
        QByteArray::number(row.backtracksP50),
        QByteArray::number(row.backtracksP90),
        QByteArray::number(row.buildUsTotal),
    };
    QByteArrayList escaped;
    escaped.reserve(fields.size());
    for (const QByteArray &field : fields)
        escaped.append(csvField(field));
    return escaped.join(',') + "\r\n";
}

QByteArray Experiment::csv(const std::vector<ExperimentRow> &rows)
{
    QByteArray text = csvHeader();
    for (const ExperimentRow &row : rows)
        text += csvLine(row);
    return text;
}

QByteArray Experiment::sizeText(int rows, int cols)
{
    return QByteArray::number(rows) + 'x' + QByteArray::number(cols);
}

QByteArray Experiment::tilesText(const std::vector<int> &tiles)
{
    QByteArray text;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (i > 0)
            text += '+';
        text += QByteArray::number(tiles[i]);
    }
    return text;
}

QByteArray Experiment::dungeonCsvHeader()
{
    return QByteArrayLiteral("size,tiles,density,runs,cut_off,placed_total,rejected_total,"
                             "placed_mean,path_mean,path_p50,path_p90,dead_ends_mean,"
                             "build_us_total\r\n");
}

QByteArray Experiment::dungeonCsvLine(const DungeonExperimentRow &row)
{
    const bool any = row.finishedRuns() > 0;
    QByteArray text = settingsText(row.point, row.runs);
    text += QByteArray::number(row.cutOff) + ',' + QByteArray::number(row.placedTotal) + ','
        + QByteArray::number(row.rejectedTotal) + ',' + thousandths(row.placedMeanThousandths) + ','
        + thousandths(row.pathMeanThousandths) + ','
        + (any ? QByteArray::number(row.pathP50) : QByteArray()) + ','
        + (any ? QByteArray::number(row.pathP90) : QByteArray()) + ','
        + thousandths(row.deadEndsMeanThousandths) + ',' + QByteArray::number(row.buildUsTotal)
        + "\r\n";
    return text;
}

QByteArray Experiment::dungeonCsv(const std::vector<DungeonExperimentRow> &rows)
{
    QByteArray text = dungeonCsvHeader();
    for (const DungeonExperimentRow &row : rows)
        text += dungeonCsvLine(row);
    return text;
}

QByteArray Experiment::perRunHeader()
{
    return QByteArrayLiteral("rule,randomize,islands,min,max,density,runs,run,seed,too_complex,"
                             "islands_complete,islands_failed,steps,backtracks,build_us,world,"
                             "pit_hash,step_limit,points\r\n");
}

QByteArray Experiment::dungeonPerRunHeader()
{
    return QByteArrayLiteral("size,tiles,density,runs,run,seed,cut_off,placed,rejected,path,"
                             "dead_ends,build_us,world,pit_hash,tile_set,points\r\n");
}
