// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "rulebook.h"
#include "stepmarks.h"
#include "world.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// One lesson's build as the module's C interface (mapgenapi.cpp) hands it to the page: the
// build, its replay position, and what the page reads and asks of it. mapgenapi.cpp picks an
// implementation once, when a lesson is built, by the lesson's name (lessonNamed); every
// exported function then asks it, never which lesson it is. The numbers written to `out`
// are the exported functions' (mapgenapi.cpp says what each one is).
class WebLesson
{
public:
    virtual ~WebLesson() = default;

    // The lesson named `name` ("island", "dungeon"; the first of lessons/lessons.cmake for any
    // other name), unbuilt. Generated (weblessons.cpp.in).
    static std::unique_ptr<WebLesson> lessonNamed(const char *name);

    // Builds `world` (its mode set to the lesson's): 0 ready, 1 when the build cannot start.
    // Throws std::bad_alloc when the memory is not there.
    virtual int build(World world) = 0;
    // Whether there is a build whose rules may be asked.
    virtual bool built() const = 0;
    virtual std::size_t stepCount() const = 0;
    std::size_t position() const { return m_position; }
    // Shows the world after `position` steps (at most stepCount()).
    virtual void seek(std::size_t position) = 0;

    // The page's bytes a cell (mg_cells), and the dungeon's State bits a cell (mg_states;
    // nullptr for a lesson without them).
    virtual const std::uint8_t *cells() const = 0;
    virtual const std::uint8_t *states() const { return nullptr; }
    // Step `index` (< stepCount()): kind, row, column, detail, to out[0..3]; its log indent.
    virtual void step(std::size_t index, int *out) const = 0;
    virtual int depth(std::size_t index) const = 0;
    // The step kind whose cells fade on the map as playback passes them (a backtrack, a clip).
    virtual int flashKind() const = 0;
    virtual std::vector<StepMarks::CellMark> marks() const = 0;
    // mg_tally at the position shown, and mg_stat: the lesson's own figures (`out` comes
    // filled with zeros; a figure the lesson has not is 0).
    virtual void tally(int *out) const = 0;
    // mg_map, mg_trace, mg_json and mg_stat.
    virtual std::string map() const = 0;
    virtual std::string trace() const { return std::string(); }
    virtual std::string json() const { return std::string(); }
    virtual int stat(int which) const = 0;

    // The rule book over the build (questions.md, "What counts as right").
    virtual std::optional<RuleBook::Key> key(RuleBook::Ask ask, int after) const = 0;
    virtual RuleBook::Judgement judge(
        const RuleBook::Key &key, const RuleBook::Answer &given) const = 0;
    // You Are the Algorithm: the verdict on a cell clicked (`what` 0), a move (1) or a tile
    // on a cell (2) at `position`; none for a move the lesson has not.
    virtual std::optional<RuleBook::Judgement> construct(int what, int position, int move, int row,
        int col, int templateIndex, int rotation) const = 0;
    // Whether a cell clicked is a whole move of You Are the Algorithm (or only picks the cell
    // whose tile is chosen next).
    virtual bool cellIsMove() const = 0;
    virtual int decision(int position) const = 0;
    virtual int decided(int position) const = 0;
    // The build's decisions, all of them (RuleBook's decisions()).
    virtual int decisions() const = 0;
    virtual std::optional<RuleBook::Practice> practice(int first, int end) const = 0;
    virtual std::string golden() const = 0;
    // What the page's words name of the step a judgement is at: whether it seeds an island
    // (out[0]) and its island (out[1], -1 none).
    virtual void judgedStep(int step, int *out) const = 0;

    // The Code panel's line, the Call Stack in JSON, the inspector's why (mg_code_line,
    // mg_stack, mg_why; the position is above 0 for codeLine and the cell in the map for why).
    // `asking`: a question is open, and they show what the rule book lets them then.
    virtual int codeLine() const = 0;
    virtual std::string stack(int most, bool asking) = 0;
    virtual void why(int row, int col, int *out, bool asking) = 0;

    const World &world() const { return m_world; }

protected:
    World m_world;
    std::size_t m_position = 0; // the steps applied to the map shown
};
