// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandpagewords.h"
#include "lessontext.h"
#include "renderplugin.h"

// The island lesson's answers to the exports and the page's words (renderplugin.h).
RenderPlugin islandRenderPlugin()
{
    return {MapMode::Island, "island",
        [](const Scenario &scenario) {
            return LessonText::islandStage(
                scenario.islands.count, scenario.islands.rule == IslandRule::Rule6a);
        },
        [](const Scenario &scenario) { return AlgorithmCode::islands(scenario.islands.rule); },
        islandPageLog, islandPageReasons};
}
