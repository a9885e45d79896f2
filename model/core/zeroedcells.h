// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "hugepages.h"

#include <cstdlib>
#include <memory>
#include <new>

// Per-cell arrays of the dungeon generator that come from calloc: the kernel maps a fresh
// zero page only when it is first written, so a build that reaches few cells touches few
// pages, where a std::vector would write every page before the build starts.
struct FreeCells
{
    void operator()(void *cells) const { std::free(cells); }
};
template <typename T> using CellArray = std::unique_ptr<T[], FreeCells>;
template <typename T> CellArray<T> zeroedCells(std::size_t size)
{
    auto *cells = static_cast<T *>(std::calloc(size, sizeof(T)));
    if (!cells)
        throw std::bad_alloc();
    adviseHugePages(cells, size * sizeof(T));
    return CellArray<T>(cells);
}
