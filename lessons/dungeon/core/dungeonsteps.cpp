// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "dungeonsteps.h"

#include "halfdoors.h"

#include <algorithm>

static_assert(DungeonStep::Done <= DungeonSteps::KindBits, "a step's kind fits in 3 bits");
static_assert(
    std::int64_t(World::MaxSide) * World::MaxSide <= std::int64_t(DungeonSteps::CellBits) + 1,
    "a cell number of the largest grid fits in 20 bits");
static_assert(World::MaxSide <= 1024,
    "the row of a cell comes from m_colsInverse, checked up to 1024 columns");
static_assert(((World::MaxTiles - 1) << 2 | 3) < DungeonSteps::NoTile,
    "a template and rotation of the largest tile set fit below NoTile");

DungeonSteps::DungeonSteps(const World &world)
    : m_cols(std::max(1, world.cols))
    , m_colsInverse(((std::uint64_t(1) << 32) + std::uint64_t(m_cols) - 1) / std::uint64_t(m_cols))
    , m_placedTile(std::size_t(world.rows) * std::size_t(world.cols), NoTile)
{
    for (std::size_t t = 0; t < world.tiles.size(); ++t) {
        for (int rotation = 0; rotation < 4; ++rotation)
            m_maskOfTile[DungeonStep::packTile(int(t), rotation)]
                = DungeonTiles::rotate(world.tiles[t], rotation);
    }
}

std::vector<DungeonStep> DungeonSteps::toVector() const
{
    return std::vector<DungeonStep>(begin(), end());
}

bool operator==(const DungeonSteps &a, const DungeonSteps &b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}
