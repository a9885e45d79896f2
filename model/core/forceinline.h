// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

// For a helper split out of a hot loop so that the loop reads in steps: the compiler must
// still build the loop as one piece (its state in registers, no call per step), whatever
// its inlining heuristics say.
#if defined(__GNUC__) || defined(__clang__)
#define MAPGEN_FORCE_INLINE inline __attribute__((always_inline))
#else
#define MAPGEN_FORCE_INLINE inline
#endif
