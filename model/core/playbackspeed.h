// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>

// Playback's speeds, once for every shell (the workbench's slider, the web lesson's): speed
// 1 is about two steps a second and each speed up doubles it; the last plays any build in
// about 1.5 s, and never slower than 2,000 steps a second.
namespace PlaybackSpeed {

constexpr int Min = 1;
constexpr int Max = 10;
constexpr int Default = 6;
constexpr int FrameInterval = 16; // ms, about one frame at 60 Hz

// At speed Max: the steps of one frame of FrameInterval, for a build of `stepCount` steps.
inline int stepsPerFrame(int stepCount)
{
    return std::max(32, int((std::max(stepCount, 0) + 89LL) / 90));
}

// Steps a second at `speed` (clamped to Min..Max) for a build of `stepCount` steps.
inline double stepsPerSecond(int speed, int stepCount)
{
    speed = std::clamp(speed, Min, Max);
    if (speed == Max)
        return stepsPerFrame(stepCount) * 1000.0 / FrameInterval;
    return double(2 << (speed - 1));
}

} // namespace PlaybackSpeed
