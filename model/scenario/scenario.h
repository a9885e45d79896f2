// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "world.h"

#include <QString>
#include <QVector>

#include <cstdint>
#include <optional>
#include <vector>

// What a lecturer prepares and hands out: the world and the settings, never the result
// (the result follows from them and the seed). See docs in README, "Scenario files".

struct DungeonTile
{
    // All eight half-doors open: the big room.
    static constexpr std::uint8_t AllDoors = 0xFF;

    QString name;
    std::uint8_t doors = AllDoors;

    // The name to show: the default set's names ("big room", "small room", "hall") in
    // the user's language, any other name as the lecturer wrote it.
    QString displayName() const;

    friend bool operator==(const DungeonTile &a, const DungeonTile &b)
    {
        return a.name == b.name && a.doors == b.doors;
    }
    friend bool operator!=(const DungeonTile &a, const DungeonTile &b) { return !(a == b); }
};

// What keeps a list of templates from being a tile set (dungeon.md, "Tiles"). The rule
// lives here once; the file reader, the tile-set editor and the generator each word it
// for their own reader.
enum class TileSetProblem : std::uint8_t {
    None,
    NoTiles,
    TooManyTiles, // more than Scenario::MaxTiles
    TemplateWithoutDoors,
    NoBigRoom, // no template with all eight half-doors
};

struct DungeonSettings
{
    QVector<DungeonTile> tiles = defaultTiles();

    // The sketch's set: big room 0xFF, small room UR|RU, hall LU|RU.
    static QVector<DungeonTile> defaultTiles();

    // The first big room of `tiles` (DungeonTile::AllDoors), or -1. It is placed on start
    // and end, and it is the candidate that fits every queued cell, so no cell gets stuck.
    static int bigRoomIndex(const QVector<DungeonTile> &tiles);
    static TileSetProblem problem(const QVector<DungeonTile> &tiles);

    friend bool operator==(const DungeonSettings &a, const DungeonSettings &b)
    {
        return a.tiles == b.tiles;
    }
    friend bool operator!=(const DungeonSettings &a, const DungeonSettings &b) { return !(a == b); }
};

// A stop-and-think question (questions.md): asked when playback has shown exactly
// `after` steps, about step `after + 1`.
enum class QuestionKind : std::uint8_t {
    NextMove, // islands: the kind of the next trace entry
    NextCell, // islands: the cell of the next SEED or ADD
    NextPlace, // dungeons: cell, template and rotation of the next placement
};

struct Question
{
    int after = 0;
    QuestionKind ask = QuestionKind::NextMove;

    // Whether `ask` belongs to the lesson `mode`.
    static bool belongsTo(QuestionKind ask, MapMode mode);

    friend bool operator==(const Question &a, const Question &b)
    {
        return a.after == b.after && a.ask == b.ask;
    }
    friend bool operator!=(const Question &a, const Question &b) { return !(a == b); }
};

// The sweep a lecturer hands out with the scenario (the "experiment" key, scenario.md):
// one setting varied over a range on the chart's x axis, one series per rule and
// randomize, the other settings fixed. The same as
// `mapgen experiment FILE --rule .. --randomize .. --<vary> from:to:step --<others> N
// --runs R` (experiments.md). A dungeon sweep varies pit density over the range, or the
// listed sizes (`--size`) or tile subsets (`--tiles`); the settings not varied are the
// fixed density, the scenario's size and its whole tile set.
struct ExperimentSettings
{
    // Size and Tiles are the dungeon lesson's; their values are lists, not a range.
    enum class Axis : std::uint8_t { Density, Islands, Min, Max, Size, Tiles };
    static constexpr int MaxValues = 1000; // points on the x axis

    struct Size
    {
        int rows = 0;
        int cols = 0;
        friend bool operator==(const Size &a, const Size &b)
        {
            return a.rows == b.rows && a.cols == b.cols;
        }
        friend bool operator!=(const Size &a, const Size &b) { return !(a == b); }
    };

    Axis vary = Axis::Density;
    int from = 0;
    int to = 45;
    int step = 5;
    bool rule6a = true;
    bool rule6b = true;
    bool randomizeOn = true;
    bool randomizeOff = false;
    // The fixed values of the settings that are not varied.
    int density = 0;
    int islands = 3;
    int min = 4;
    int max = 12;
    int runs = 100;
    // Axis::Size's values, each side 1..Scenario::MaxSide; empty: none chosen yet.
    std::vector<Size> sizes;
    // Axis::Tiles's values: each the ticked templates' indices into the scenario's tile
    // set, ascending, each once; empty: none chosen yet.
    std::vector<std::vector<int>> tileSubsets;

    // The lowest and highest value of `axis` on the range (density 0..100, islands 1..8,
    // island sizes 1..); Size and Tiles have lists, and their range is density's.
    static int lowest(Axis axis);
    static int highest(Axis axis);
    // Whether `axis` is a setting of the lesson `mode` (density is both lessons').
    static bool belongsTo(Axis axis, MapMode mode);
    // The varied values, from `from` in steps of `step` while not past `to`.
    std::vector<int> values() const;
    // Whether `indices` is a tile subset as scenario.md has it: template numbers 0 to
    // Scenario::MaxTiles - 1 in ascending order, each once, at least one. The one rule of
    // the file's "experiment.tiles" and the CLI's --tiles.
    static bool isTileSubset(const std::vector<int> &indices);

    friend bool operator==(const ExperimentSettings &a, const ExperimentSettings &b)
    {
        return a.vary == b.vary && a.from == b.from && a.to == b.to && a.step == b.step
            && a.rule6a == b.rule6a && a.rule6b == b.rule6b && a.randomizeOn == b.randomizeOn
            && a.randomizeOff == b.randomizeOff && a.density == b.density && a.islands == b.islands
            && a.min == b.min && a.max == b.max && a.runs == b.runs && a.sizes == b.sizes
            && a.tileSubsets == b.tileSubsets;
    }
    friend bool operator!=(const ExperimentSettings &a, const ExperimentSettings &b)
    {
        return !(a == b);
    }
};

// "density", "islands", "min", "max", "size", "tiles"
QString axisName(ExperimentSettings::Axis axis);

// The second side of a comparison (the "compare" key, scenario.md): the same world
// built with its own rule, randomize and seed (islands) or tile set and seed (dungeons),
// beside the scenario's own build.
struct CompareSettings
{
    // How the right side follows the left's position: the same step number, or (islands)
    // the same island at the same state and size, where the builds' lengths differ.
    enum class Sync : std::uint8_t { StepNumber, IslandProgress };

    IslandRule rule = IslandRule::Rule6b;
    bool randomize = true;
    std::uint64_t seed = 42;
    Sync sync = Sync::StepNumber;
    std::optional<QVector<DungeonTile>> tiles; // a dungeon's right side: none = the scenario's

    friend bool operator==(const CompareSettings &a, const CompareSettings &b)
    {
        return a.rule == b.rule && a.randomize == b.randomize && a.seed == b.seed
            && a.sync == b.sync && a.tiles == b.tiles;
    }
    friend bool operator!=(const CompareSettings &a, const CompareSettings &b) { return !(a == b); }
};

// A lesson's own words (scenario.md, "Lesson texts"): the title and the lecturer's notes.
struct LessonWords
{
    QString title;
    QString notes;

    friend bool operator==(const LessonWords &a, const LessonWords &b)
    {
        return a.title == b.title && a.notes == b.notes;
    }
    friend bool operator!=(const LessonWords &a, const LessonWords &b) { return !(a == b); }
};

// What a graded copy of the lesson counts (the "assignment" key, scenario.md; the `.zip`
// export of export.md): the scenario's questions, You Are the Algorithm over the whole
// build, and the pass mark. At least one of the parts is assigned.
struct Assignment
{
    static constexpr int MaxPass = 100;

    bool questions = true;
    bool construct = false;
    std::optional<int> pass; // 0..MaxPass, or no pass mark

    bool isValid() const
    {
        return (questions || construct) && (!pass || (*pass >= 0 && *pass <= MaxPass));
    }

    friend bool operator==(const Assignment &a, const Assignment &b)
    {
        return a.questions == b.questions && a.construct == b.construct && a.pass == b.pass;
    }
    friend bool operator!=(const Assignment &a, const Assignment &b) { return !(a == b); }
};

struct Scenario
{
    static constexpr int MaxSide = 1000;
    static constexpr int MaxIslands = 8;
    static constexpr int MaxStepLimit = 100000000;
    static constexpr int MaxTiles = 16;
    static constexpr int MaxQuestions = 1000;

    MapMode mode = MapMode::Island;
    int rows = 20;
    int cols = 30;
    std::uint64_t seed = 42;
    std::vector<std::uint8_t> pits
        = std::vector<std::uint8_t>(20 * 30, 0); // row-major: 1 pit, 0 open, nothing else
    IslandSettings islands;
    DungeonSettings dungeon;
    // The words of `mode`'s lesson; the other lesson keeps its own in `otherLesson`, and
    // switchMode() exchanges them.
    QString title;
    QString notes;
    LessonWords otherLesson;
    // In the file's order; each of a kind of `mode`'s lesson (Question::belongsTo).
    QVector<Question> questions;
    std::optional<ExperimentSettings> experiment; // saved only when the lecturer set one up
    std::optional<CompareSettings> compare; // saved while the window compares
    Assignment assignment; // saved when it is not the default

    int index(int row, int col) const { return row * cols + col; }
    bool isPit(int row, int col) const { return pits[std::size_t(index(row, col))] != 0; }
    void setPit(int row, int col, bool pit) { pits[std::size_t(index(row, col))] = pit ? 1 : 0; }
    int pitCount() const;

    // Teaches the lesson of `to`: its title and notes become `title` and `notes`.
    void switchMode(MapMode to);

    // Changes the grid's size; pits inside the new size are kept.
    void resize(int newRows, int newCols);

    // What the generators read (world.h); implicit, so that a scenario is handed to a
    // generator, a grid or a step list as it is.
    operator World() const;

    friend bool operator==(const Scenario &a, const Scenario &b)
    {
        return a.mode == b.mode && a.rows == b.rows && a.cols == b.cols && a.seed == b.seed
            && a.pits == b.pits && a.islands == b.islands && a.dungeon == b.dungeon
            && a.title == b.title && a.notes == b.notes && a.otherLesson == b.otherLesson
            && a.questions == b.questions && a.experiment == b.experiment && a.compare == b.compare
            && a.assignment == b.assignment;
    }
    friend bool operator!=(const Scenario &a, const Scenario &b) { return !(a == b); }
};

QString ruleName(IslandRule rule); // "6a" / "6b", as in files and traces
QString modeName(MapMode mode); // "island" / "dungeon"
QString questionKindName(QuestionKind ask); // "next-move", "next-cell", "next-place"
