// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzscenario.h"

#include "dungeongenerator.h"
#include "dungeontiles.h"
#include "islandgenerator.h"
#include "scenariofile.h"

#include <QByteArray>

#include <algorithm>
#include <vector>

namespace {

// Both generators are linear in cells and steps; these caps keep one input to milliseconds
// under the sanitizers, so the fuzzer explores inputs instead of waiting on one big map.
constexpr int MaxFuzzSide = 64;
constexpr int MaxFuzzStepLimit = 20000;

// A refusal quotes at most a short prefix of a bad value; a message longer than this has
// quoted a value whole (a 100 KB value must not give a 100 KB message).
constexpr int MaxMessageLength = 400;

constexpr int RowStep[4] = {-1, 0, 1, 0}; // DungeonTiles::Side order: up, right, down, left
constexpr int ColStep[4] = {0, 1, 0, -1};

QString fileName()
{
    return QStringLiteral("fuzz.mapgen.json");
}

// How a broken invariant quotes a text: short, with control characters escaped, so that
// the fuzzer's own report is safe on a terminal.
QString shown(const QString &text)
{
    QString result;
    for (const QChar ch : text.left(80)) {
        if (ch.category() == QChar::Other_Control)
            result += QStringLiteral("\\u%1").arg(ch.unicode(), 4, 16, QLatin1Char('0'));
        else
            result += ch;
    }
    return text.size() > 80 ? result + QStringLiteral("...") : result;
}

QString checkRefusal(const QByteArray &bytes, const QString &message)
{
    if (message.isEmpty())
        return QStringLiteral("a refused file gave no message");
    if (!message.startsWith(fileName() + QLatin1Char(':')))
        return QStringLiteral("the message does not name the file: ") + shown(message);
    if (message.size() > MaxMessageLength)
        return QStringLiteral("a message of %1 characters: %2")
            .arg(message.size())
            .arg(shown(message));
    for (const QChar ch : message) {
        if (ch.category() == QChar::Other_Control)
            return QStringLiteral("a raw control character in the message: ") + shown(message);
    }
    // Half a character (a lone surrogate) reaches the terminal as U+FFFD instead of the
    // character found; only a file that spells one out itself ("\ud83d") may see it quoted.
    if (!message.isValidUtf16() && !bytes.toLower().contains("\\ud"))
        return QStringLiteral("half a character in the message: ") + shown(message);
    return {};
}

QString checkAccepted(const Scenario &scenario)
{
    if (scenario.rows < 1 || scenario.rows > Scenario::MaxSide || scenario.cols < 1
        || scenario.cols > Scenario::MaxSide)
        return QStringLiteral("accepted a map of %1 x %2").arg(scenario.rows).arg(scenario.cols);
    if (scenario.pits.size() != std::size_t(scenario.rows) * std::size_t(scenario.cols))
        return QStringLiteral("the pits do not cover the map");
    if (std::any_of(
            scenario.pits.begin(), scenario.pits.end(), [](std::uint8_t pit) { return pit > 1; }))
        return QStringLiteral("a pit that is neither 0 nor 1");
    const IslandSettings &islands = scenario.islands;
    if (islands.count < 1 || islands.count > Scenario::MaxIslands || islands.min < 1
        || islands.max < 1 || islands.stepLimit < 1 || islands.stepLimit > Scenario::MaxStepLimit)
        return QStringLiteral("accepted island settings out of range");
    const QVector<DungeonTile> &tiles = scenario.dungeon.tiles;
    if (tiles.isEmpty() || tiles.size() > Scenario::MaxTiles)
        return QStringLiteral("accepted a tile set of %1 templates").arg(tiles.size());
    if (DungeonSettings::bigRoomIndex(tiles) < 0)
        return QStringLiteral("accepted a tile set without a big room");
    if (std::any_of(
            tiles.begin(), tiles.end(), [](const DungeonTile &tile) { return tile.doors == 0; }))
        return QStringLiteral("accepted a template without doors");

    // Saving and opening again must give the same lesson, and saving that the same bytes.
    const QByteArray saved = ScenarioFile::toJson(scenario);
    QString error;
    const auto reopened = ScenarioFile::parse(saved, fileName(), &error);
    if (!reopened)
        return QStringLiteral("a saved scenario is refused when opened again: ") + shown(error);
    if (*reopened != scenario)
        return QStringLiteral("a saved scenario opens as a different one");
    if (ScenarioFile::toJson(*reopened) != saved)
        return QStringLiteral("saving a reopened scenario writes other bytes");
    return {};
}

bool sameOutcomes(const std::vector<IslandOutcome> &a, const std::vector<IslandOutcome> &b)
{
    return std::equal(
        a.begin(), a.end(), b.begin(), b.end(), [](const IslandOutcome &x, const IslandOutcome &y) {
            return x.id == y.id && x.target == y.target && x.status == y.status
                && x.failure == y.failure && x.cells == y.cells;
        });
}

// The island, other than the one on (row, col), among its 8 neighbours; 0 when none.
int otherIslandAround(const Scenario &scenario, const std::vector<int> &owner, int row, int col)
{
    const int mine = owner[std::size_t(scenario.index(row, col))];
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, scenario.rows - 1); ++r) {
        for (int c = std::max(col - 1, 0); c <= std::min(col + 1, scenario.cols - 1); ++c) {
            const int theirs = owner[std::size_t(scenario.index(r, c))];
            if (theirs != 0 && theirs != mine)
                return theirs;
        }
    }
    return 0;
}

// islands.md: the trace's shape and the step limit, and what a user sees on the final map.
QString checkIslands(const Scenario &scenario)
{
    const IslandBuild build = IslandGenerator::build(scenario);
    const IslandBuild again = IslandGenerator::build(scenario);
    if (again.steps != build.steps || again.backtracks != build.backtracks
        || again.tooComplex != build.tooComplex || !sameOutcomes(again.islands, build.islands))
        return QStringLiteral("the island build differs between two runs");
    if (build.cancelled)
        return QStringLiteral("an island build without a cancel flag came back cancelled");

    if (build.steps.empty())
        return QStringLiteral("an island build without a trace");
    const IslandStep::Kind last = build.steps.back().kind;
    if (last != IslandStep::AllDone && last != IslandStep::TooComplex)
        return QStringLiteral("the island trace does not end in All done or TOO COMPLEX");
    if ((last == IslandStep::TooComplex) != build.tooComplex)
        return QStringLiteral("the island trace's end and the build's too-complex flag disagree");
    const std::size_t limit = std::size_t(scenario.islands.stepLimit);
    if (build.tooComplex ? build.steps.size() != limit + 1 : build.steps.size() > limit)
        return QStringLiteral("an island trace of %1 entries under step limit %2")
            .arg(build.steps.size())
            .arg(limit);
    for (std::size_t i = 0; i + 1 < build.steps.size(); ++i) {
        const IslandStep &step = build.steps[i];
        if (step.kind == IslandStep::AllDone || step.kind == IslandStep::TooComplex)
            return QStringLiteral("a terminal island entry before the end of the trace");
        if (step.island < 1 || step.island > scenario.islands.count)
            return QStringLiteral("an island entry for island %1").arg(step.island);
        if (step.hasCell()
            && (step.row >= scenario.rows || step.col >= scenario.cols
                || scenario.isPit(step.row, step.col)))
            return QStringLiteral("an island entry at (%1, %2), outside the map or on a pit")
                .arg(step.row)
                .arg(step.col);
    }

    if (build.islands.size() > std::size_t(scenario.islands.count))
        return QStringLiteral("%1 islands attempted of %2")
            .arg(build.islands.size())
            .arg(scenario.islands.count);
    const int low = std::min(scenario.islands.min, scenario.islands.max);
    const int high = std::max(scenario.islands.min, scenario.islands.max);
    const std::size_t cellCount = scenario.pits.size();
    std::vector<int> owner(cellCount, 0);
    for (const IslandOutcome &island : build.islands) {
        if (island.status != IslandOutcome::Complete)
            continue;
        if (island.target < low || island.target > high
            || island.cells.size() != std::size_t(island.target))
            return QStringLiteral("island %1 is complete with %2 cells for a target of %3")
                .arg(island.id)
                .arg(island.cells.size())
                .arg(island.target);
        for (const std::uint32_t cell : island.cells) {
            if (cell >= cellCount || scenario.pits[cell] != 0 || owner[cell] != 0)
                return QStringLiteral(
                    "island %1 claims a cell outside the map, on a pit or of another island")
                    .arg(island.id);
            owner[cell] = island.id;
        }
        // Grown by orthogonal steps from its seed: one piece.
        std::vector<std::uint32_t> reached {island.cells.front()};
        std::vector<bool> seen(cellCount, false);
        seen[island.cells.front()] = true;
        for (std::size_t k = 0; k < reached.size(); ++k) {
            const int row = int(reached[k]) / scenario.cols;
            const int col = int(reached[k]) % scenario.cols;
            for (int side = 0; side < 4; ++side) {
                const int r = row + RowStep[side];
                const int c = col + ColStep[side];
                if (r < 0 || r >= scenario.rows || c < 0 || c >= scenario.cols)
                    continue;
                const std::uint32_t next = std::uint32_t(scenario.index(r, c));
                if (!seen[next] && owner[next] == island.id) {
                    seen[next] = true;
                    reached.push_back(next);
                }
            }
        }
        if (reached.size() != island.cells.size())
            return QStringLiteral("island %1 is not one piece").arg(island.id);
    }
    if (scenario.islands.rule == IslandRule::Rule6b) {
        for (int row = 0; row < scenario.rows; ++row) {
            for (int col = 0; col < scenario.cols; ++col) {
                const int mine = owner[std::size_t(scenario.index(row, col))];
                const int theirs = otherIslandAround(scenario, owner, row, col);
                if (mine != 0 && theirs != 0)
                    return QStringLiteral("under rule 6b islands %1 and %2 touch at (%3, %4)")
                        .arg(mine)
                        .arg(theirs)
                        .arg(row)
                        .arg(col);
            }
        }
    }
    return {};
}

// dungeon.md, "What every finished map satisfies" 1 to 4, and the same map on every run.
QString checkDungeon(const Scenario &scenario)
{
    const DungeonBuild build = DungeonGenerator::build(scenario);
    const DungeonBuild again = DungeonGenerator::build(scenario);
    if (again.steps != build.steps || again.start != build.start || again.end != build.end
        || again.doors != build.doors || again.templates != build.templates
        || again.rotations != build.rotations || again.failure != build.failure)
        return QStringLiteral("the dungeon build differs between two runs");
    if (build.cancelled)
        return QStringLiteral("a dungeon build without a cancel flag came back cancelled");

    const int cellCount = scenario.rows * scenario.cols;
    const int open = int(std::count(scenario.pits.begin(), scenario.pits.end(), 0));
    if (build.openCells != open)
        return QStringLiteral("a dungeon build counts %1 open cells of %2")
            .arg(build.openCells)
            .arg(open);
    if ((build.failure == DungeonFailure::TooFewCells) != (open < 2))
        return QStringLiteral("a dungeon with %1 open cells and the wrong failure").arg(open);
    if (!build.started())
        return {};

    if (build.start < 0 || build.start >= cellCount || build.end < 0 || build.end >= cellCount
        || build.start == build.end || scenario.pits[std::size_t(build.start)] != 0
        || scenario.pits[std::size_t(build.end)] != 0)
        return QStringLiteral("dungeon start %1 and end %2 on a map of %3 cells")
            .arg(build.start)
            .arg(build.end)
            .arg(cellCount);
    if (build.steps.empty() || build.steps.back().kind != DungeonStep::Done)
        return QStringLiteral("a dungeon build that does not end in Done");
    if (build.doors.size() != std::size_t(cellCount)
        || build.templates.size() != std::size_t(cellCount)
        || build.rotations.size() != std::size_t(cellCount))
        return QStringLiteral("a dungeon result that does not cover the map");

    auto filled = [&](int cell) { return build.templates[std::size_t(cell)] >= 0; };
    int filledCount = 0;
    for (int cell = 0; cell < cellCount; ++cell) {
        const int row = cell / scenario.cols;
        const int col = cell % scenario.cols;
        const std::uint8_t doors = build.doors[std::size_t(cell)];
        if (!filled(cell)) {
            if (doors != 0)
                return QStringLiteral("half-doors on the empty cell (%1, %2)").arg(row).arg(col);
            continue;
        }
        ++filledCount;
        const int templateIndex = build.templates[std::size_t(cell)];
        if (scenario.pits[std::size_t(cell)] != 0 || templateIndex >= scenario.dungeon.tiles.size())
            return QStringLiteral("a tile on a pit or from no template at (%1, %2)")
                .arg(row)
                .arg(col);
        const std::uint8_t shape = DungeonTiles::rotate(
            scenario.dungeon.tiles[templateIndex].doors, build.rotations[std::size_t(cell)]);
        if (doors == 0 || (doors & ~shape) != 0)
            return QStringLiteral("the doors at (%1, %2) are not a non-empty part of the tile")
                .arg(row)
                .arg(col);
        for (int side = 0; side < 4; ++side) {
            const std::uint8_t here = doors & DungeonTiles::sideMask(side);
            if (here == 0)
                continue;
            const int r = row + RowStep[side];
            const int c = col + ColStep[side];
            if (r < 0 || r >= scenario.rows || c < 0 || c >= scenario.cols
                || !filled(scenario.index(r, c)))
                return QStringLiteral("a half-door at (%1, %2) faces the border, a pit or rock")
                    .arg(row)
                    .arg(col);
            const std::uint8_t facing = build.doors[std::size_t(scenario.index(r, c))]
                & DungeonTiles::sideMask(DungeonTiles::opposite(side));
            if (DungeonTiles::mirror(here) != facing)
                return QStringLiteral("a half-door at (%1, %2) is not matched by its neighbour")
                    .arg(row)
                    .arg(col);
        }
    }
    if (filledCount != build.placed)
        return QStringLiteral("%1 tiles on the map, %2 placed").arg(filledCount).arg(build.placed);

    // Start and end joined by passages, and every filled cell in that one piece.
    std::vector<int> reached {build.start};
    std::vector<bool> seen(std::size_t(cellCount), false);
    seen[std::size_t(build.start)] = true;
    for (std::size_t k = 0; k < reached.size(); ++k) {
        const int cell = reached[k];
        for (int side = 0; side < 4; ++side) {
            if ((build.doors[std::size_t(cell)] & DungeonTiles::sideMask(side)) == 0)
                continue;
            const int next = scenario.index(
                cell / scenario.cols + RowStep[side], cell % scenario.cols + ColStep[side]);
            if (!seen[std::size_t(next)]) {
                seen[std::size_t(next)] = true;
                reached.push_back(next);
            }
        }
    }
    if (!seen[std::size_t(build.end)])
        return QStringLiteral("no passage from the dungeon's start to its end");
    if (int(reached.size()) != filledCount)
        return QStringLiteral("the dungeon's tiles are not one piece");
    return {};
}

} // namespace

QString fuzzScenario(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const auto scenario = ScenarioFile::parse(bytes, fileName(), &error);
    if (!scenario)
        return checkRefusal(bytes, error);
    if (const QString broken = checkAccepted(*scenario); !broken.isEmpty())
        return broken;

    Scenario small = *scenario;
    if (small.rows > MaxFuzzSide || small.cols > MaxFuzzSide)
        small.resize(std::min(small.rows, MaxFuzzSide), std::min(small.cols, MaxFuzzSide));
    small.islands.stepLimit = std::min(small.islands.stepLimit, MaxFuzzStepLimit);
    if (const QString broken = checkIslands(small); !broken.isEmpty())
        return broken;
    return checkDungeon(small);
}
