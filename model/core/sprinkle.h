// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <vector>

// Pits at a density (experiments.md, "the experiment's sprinkle"): every open cell of
// `pits`, in row-major order, becomes a pit when below(100) < density of a SplitMix64
// seeded with s ^ 0xA5A5A5A5A5A5A5A5. Pits already there stay.
void sprinkle(std::vector<std::uint8_t> &pits, int density, std::uint64_t s);
