// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "weblesson.h"

#include "dungeonweblesson.h"
#include "islandweblesson.h"

#include <cstring>

// The one place that reads which lesson a build is.
std::unique_ptr<WebLesson> WebLesson::lessonNamed(const char *name)
{
    if (std::strcmp(name, "dungeon") == 0)
        return std::make_unique<DungeonWebLesson>();
    return std::make_unique<IslandWebLesson>();
}
