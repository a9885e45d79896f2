// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "sprinkle.h"

#include "splitmix64.h"

#include <algorithm>

void sprinkle(std::vector<std::uint8_t> &pits, int density, std::uint64_t s)
{
    // The numbers serve the sprinkle alone, so a density that decides every cell without
    // them (0: none, 100: all, as below(100) < 100) may skip drawing them.
    if (density <= 0)
        return;
    if (density >= 100) {
        std::fill(pits.begin(), pits.end(), std::uint8_t(1));
        return;
    }
    SplitMix64 random(s ^ 0xA5A5A5A5A5A5A5A5ULL);
    for (std::uint8_t &cell : pits) {
        // The comparison is stored, not branched on: its outcome is random, and a
        // mispredicted branch per pit cost twice the time of the whole loop.
        if (!cell)
            cell = std::uint8_t(random.below(100) < std::uint64_t(density));
    }
}
