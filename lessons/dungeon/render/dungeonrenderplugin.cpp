// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonpagewords.h"
#include "renderplugin.h"

// The dungeon lesson's answers to the exports and the page's words (renderplugin.h).
RenderPlugin dungeonRenderPlugin()
{
    return {MapMode::Dungeon, "dungeon", [](const Scenario &) { return QStringLiteral("dungeon"); },
        [](const Scenario &) { return AlgorithmCode::dungeon(); }, dungeonPageLog,
        dungeonPageReasons};
}
