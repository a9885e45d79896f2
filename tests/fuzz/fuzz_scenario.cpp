// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzscenario.h"

#include <cstdio>
#include <cstdlib>

// The libFuzzer entry point (built with MAPGEN_FUZZ=ON, see scripts/workbench.sh fuzz). A
// broken invariant aborts, so that libFuzzer keeps the input like any other crash.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString broken = fuzzScenario(data, size);
    if (!broken.isEmpty()) {
        std::fprintf(stderr, "broken invariant: %s\n", broken.toLocal8Bit().constData());
        std::abort();
    }
    return 0;
}
