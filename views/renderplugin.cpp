// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderplugin.h"

const RenderPlugin &renderPlugin(MapMode mode)
{
    const std::vector<RenderPlugin> &plugins = renderPlugins();
    for (const RenderPlugin &plugin : plugins) {
        if (plugin.mode == mode)
            return plugin;
    }
    return plugins.front();
}
