#include "dungeonsteps.h"

#include "dungeontiles.h"

#include <algorithm>

static_assert(DungeonStep::Done <= DungeonSteps::KindBits, "a step's kind fits in 3 bits");
static_assert(std::int64_t(Scenario::MaxSide) * Scenario::MaxSide <= std::int64_t(DungeonSteps::CellBits) + 1,
              "a cell number of the largest grid fits in 20 bits");
static_assert(Scenario::MaxSide <= 1024, "the row of a cell comes from m_colsInverse, checked up to 1024 columns");
static_assert(((Scenario::MaxTiles - 1) << 2 | 3) < DungeonSteps::NoTile,
              "a template and rotation of the largest tile set fit below NoTile");

DungeonSteps::DungeonSteps(const Scenario &scenario)
    : m_cols(std::max(1, scenario.cols)),
      m_colsInverse(((std::uint64_t(1) << 32) + std::uint64_t(m_cols) - 1) / std::uint64_t(m_cols)),
      m_placedTile(std::size_t(scenario.rows) * std::size_t(scenario.cols), NoTile)
{
    for (int t = 0; t < scenario.dungeon.tiles.size(); ++t) {
        for (int rotation = 0; rotation < 4; ++rotation)
            m_maskOfTile[DungeonStep::packTile(t, rotation)] = DungeonTiles::rotate(scenario.dungeon.tiles[t].doors, rotation);
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
