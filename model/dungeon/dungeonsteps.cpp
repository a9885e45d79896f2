#include "dungeonsteps.h"

#include "dungeontiles.h"

#include <algorithm>

static_assert(DungeonStep::Done <= DungeonSteps::KindBits, "a step's kind fits in 3 bits");
static_assert(std::int64_t(Scenario::MaxSide) * Scenario::MaxSide <= std::int64_t(DungeonSteps::CellBits) + 1,
              "a cell number of the largest grid fits in 20 bits");
static_assert(((Scenario::MaxTiles - 1) << 2 | 3) < DungeonSteps::NoTile,
              "a template and rotation of the largest tile set fit below NoTile");

DungeonSteps::DungeonSteps(const Scenario &scenario)
    : m_cols(std::max(1, scenario.cols)),
      m_placedTile(std::size_t(scenario.rows) * std::size_t(scenario.cols), NoTile)
{
    for (int t = 0; t < scenario.dungeon.tiles.size(); ++t) {
        for (int rotation = 0; rotation < 4; ++rotation)
            m_maskOfTile[DungeonStep::packTile(t, rotation)] = DungeonTiles::rotate(scenario.dungeon.tiles[t].doors, rotation);
    }
}

DungeonStep DungeonSteps::unpack(std::uint32_t packed) const
{
    DungeonStep step;
    step.kind = DungeonStep::Kind(packed & KindBits);
    const int cell = int(packed >> CellShift & CellBits);
    step.row = std::uint16_t(cell / m_cols);
    step.col = std::uint16_t(cell % m_cols);
    const std::uint32_t payload = packed >> PayloadShift;
    switch (step.kind) {
    case DungeonStep::Place:
        step.mask = std::uint8_t(payload);
        step.tile = m_placedTile[std::size_t(cell)];
        step.detail = cell != m_start && cell != m_end ? 1 : 0;
        break;
    case DungeonStep::Clip:
        step.mask = std::uint8_t(payload);
        break;
    case DungeonStep::Reject:
        step.tile = std::uint8_t(payload);
        step.mask = m_maskOfTile[step.tile];
        step.detail = std::uint8_t((payload >> 8) + 1);
        break;
    default:
        break;
    }
    return step;
}

std::vector<DungeonStep> DungeonSteps::toVector() const
{
    return std::vector<DungeonStep>(begin(), end());
}

bool operator==(const DungeonSteps &a, const DungeonSteps &b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}
