// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>
#include <cstdint>

// One fuzz input, as the scenario reader and both generators see it: the bytes are read
// as a scenario file and, when accepted, built as an island and as a dungeon lesson.
// Returns the first broken invariant a user would notice, described; empty when all hold.
// The libFuzzer target (fuzz_scenario.cpp) and the corpus replay (tst_fuzzcorpus) share it.
QString fuzzScenario(const std::uint8_t *data, std::size_t size);
