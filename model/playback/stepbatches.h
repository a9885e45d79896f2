#pragma once

#include "buildrequest.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace StepBatches {

constexpr std::size_t Size = 16384; // steps in a batch at the most

// Hands `steps` to `emitBatch` in batches of Size, checking the run's cancel flag before
// each one, so a cancelled run stops sending at once. Returns false if the run was
// cancelled before its last batch went out.
template<typename Step, typename EmitBatch>
bool send(const BuildRequest &request, const std::vector<Step> &steps, EmitBatch emitBatch)
{
    const std::size_t total = steps.size();
    for (std::size_t first = 0; first < total; first += Size) {
        if (request.cancelled())
            return false;
        const std::size_t last = std::min(total, first + Size);
        emitBatch(std::vector<Step>(steps.begin() + std::ptrdiff_t(first),
                                    steps.begin() + std::ptrdiff_t(last)));
    }
    return true;
}

} // namespace StepBatches
