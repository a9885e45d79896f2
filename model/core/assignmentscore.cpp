// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "assignmentscore.h"

#include <algorithm>

int AssignmentScore::score(const AssignmentProgress &progress)
{
    // Each part is 100 * got / of; their mean is exact as one fraction, then rounded half up.
    std::int64_t numerator = 0;
    std::int64_t denominator = 1;
    int parts = 0;
    const auto add = [&](std::int64_t got, std::int64_t of) {
        got = std::clamp<std::int64_t>(got, 0, of);
        numerator = numerator * of + 100 * got * denominator;
        denominator *= of;
        ++parts;
    };
    if (progress.questions && progress.asked > 0)
        add(progress.firstRight, progress.asked);
    if (progress.construct && progress.decisions > 0)
        add(std::int64_t(progress.right) - progress.wrong - progress.hints, progress.decisions);
    if (parts == 0)
        return -1;
    denominator *= parts;
    return int((2 * numerator + denominator) / (2 * denominator));
}
