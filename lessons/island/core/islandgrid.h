// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "islandstep.h"
#include "world.h"

#include <cstdint>
#include <string>
#include <vector>

// The ocean at one moment of a build: water, land of island 1..8, or pit. Steps are
// applied forwards and un-applied backwards, so playback can seek both ways.
class IslandGrid
{
public:
    static constexpr std::uint8_t Water = 0;
    static constexpr std::uint8_t Pit = 9;

    IslandGrid() = default;
    explicit IslandGrid(const World &world); // the starting map: water and pits

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    bool contains(int row, int col) const
    {
        return row >= 0 && row < m_rows && col >= 0 && col < m_cols;
    }
    std::uint8_t at(int row, int col) const { return m_cells[std::size_t(row * m_cols + col)]; }
    // Every cell, row-major (rows * cols bytes).
    const std::uint8_t *cellData() const { return m_cells.data(); }
    void set(int row, int col, std::uint8_t value)
    {
        m_cells[std::size_t(row * m_cols + col)] = value;
    }
    static bool isLand(std::uint8_t value) { return value >= 1 && value <= 8; }

    void apply(const IslandStep &step);
    void unapply(const IslandStep &step);

    // Valid expansion of (row, col) for `island` under `rule` (islands.md, "Rules").
    bool isValidExpansion(int row, int col, int island, IslandRule rule) const;

    // `rows` lines of `cols` characters: '.' water, '#' pit, '1'..'8' island; '\n' after each.
    std::string toText() const;

    friend bool operator==(const IslandGrid &a, const IslandGrid &b)
    {
        return a.m_rows == b.m_rows && a.m_cols == b.m_cols && a.m_cells == b.m_cells;
    }
    friend bool operator!=(const IslandGrid &a, const IslandGrid &b) { return !(a == b); }

private:
    int m_rows = 0;
    int m_cols = 0;
    std::vector<std::uint8_t> m_cells;
    // Cells that a TooComplex step removed, per island, so that un-applying it restores them.
    std::vector<std::vector<std::uint32_t>> m_removed = std::vector<std::vector<std::uint32_t>>(9);
};
