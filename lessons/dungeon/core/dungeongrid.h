// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonstep.h"
#include "dungeonsteps.h"
#include "world.h"

#include <cstdint>
#include <vector>

struct DungeonBuild;

// The dungeon at one moment of a build, in plain C++ for every shell (the workbench's model,
// the web lesson's module replay the steps through it alike): per cell whether it is a pit, filled
// or queued, its doors, template and rotation once filled, and its allowed and required half-doors
// while unfilled. Steps are applied forwards and un-applied backwards, so playback can
// seek both ways; every step carries what un-applying it needs, or it follows from the
// rules (a placement is the only thing that touches its neighbours' facing sides).
class DungeonGrid
{
public:
    DungeonGrid() = default;
    explicit DungeonGrid(const World &world); // the starting map: rock and pits
    // The grid after every step of a finished `build` of `world`, equal to replaying them
    // all, but copied from the state the generator left, without reading a step.
    static DungeonGrid finished(const World &world, const DungeonBuild &build);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    bool contains(int row, int col) const
    {
        return row >= 0 && row < m_rows && col >= 0 && col < m_cols;
    }
    int index(int row, int col) const { return row * m_cols + col; }

    bool isPit(int row, int col) const { return cell(row, col).pit; }
    bool isFilled(int row, int col) const { return cell(row, col).filled; }
    bool isQueued(int row, int col) const { return cell(row, col).queued; }
    std::uint8_t doors(int row, int col) const { return cell(row, col).doors; }
    std::uint8_t allowed(int row, int col) const { return cell(row, col).allowed; }
    std::uint8_t required(int row, int col) const { return cell(row, col).required; }
    // -1 while unfilled.
    int templateIndex(int row, int col) const { return cell(row, col).templateIndex; }
    int rotation(int row, int col) const { return cell(row, col).rotation; }

    // Cell numbers (row * cols + col); -1 until the step that draws them.
    int start() const { return m_start; }
    int end() const { return m_end; }

    // Makes (row, col) a pit or open rock, with its neighbours' allowed half-doors to match;
    // for the starting map only (no step applied).
    void setPit(int row, int col, bool pit);

    void apply(const DungeonStep &step);
    void unapply(const DungeonStep &step);

    // Whether two orthogonal neighbours, both filled, share a facing pair of half-doors.
    bool joined(int row, int col, int side) const;
    // One shortest start-to-end chain of passages (cell numbers, start first); empty when
    // start and end are not joined.
    std::vector<int> passagePath() const;

    friend bool operator==(const DungeonGrid &a, const DungeonGrid &b)
    {
        return a.m_rows == b.m_rows && a.m_cols == b.m_cols && a.m_start == b.m_start
            && a.m_end == b.m_end && a.m_cells == b.m_cells;
    }
    friend bool operator!=(const DungeonGrid &a, const DungeonGrid &b) { return !(a == b); }

private:
    struct Cell
    {
        std::uint8_t doors = 0;
        std::uint8_t allowed = 0;
        std::uint8_t required = 0;
        std::int8_t templateIndex = -1;
        std::uint8_t rotation = 0;
        bool pit = false;
        bool filled = false;
        bool queued = false;

        friend bool operator==(const Cell &a, const Cell &b)
        {
            return a.doors == b.doors && a.allowed == b.allowed && a.required == b.required
                && a.templateIndex == b.templateIndex && a.rotation == b.rotation && a.pit == b.pit
                && a.filled == b.filled && a.queued == b.queued;
        }
    };

    const Cell &cell(int row, int col) const { return m_cells[std::size_t(index(row, col))]; }
    Cell &cell(int row, int col) { return m_cells[std::size_t(index(row, col))]; }
    // The unfilled, open neighbour of (row, col) on `side`, or nullptr.
    Cell *openNeighbour(int row, int col, int side);
    // At the start every half-door may open, except on a side facing the border or a pit.
    std::uint8_t startingAllowed(int row, int col) const;

    int m_rows = 0;
    int m_cols = 0;
    int m_start = -1;
    int m_end = -1;
    std::vector<Cell> m_cells;
};
