// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>

#ifdef __linux__
#include <sys/mman.h>
#endif

// Most of a large build's time is first-touch page faults on its step list; transparent
// huge pages (where the kernel gives them on request: "madvise" mode) take a 512th of
// them. Advises the whole 2 MiB pages inside [data, data + bytes); elsewhere a no-op.
inline void adviseHugePages(const void *data, std::size_t bytes)
{
#ifdef __linux__
    constexpr std::uintptr_t HugePage = std::uintptr_t(2) << 20;
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + HugePage - 1) & ~(HugePage - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(HugePage - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}
