// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonplugin.h"

const LessonPlugin &lessonPlugin(MapMode mode)
{
    const std::vector<LessonPlugin> &plugins = lessonPlugins();
    for (const LessonPlugin &plugin : plugins) {
        if (plugin.mode == mode)
            return plugin;
    }
    return plugins.front();
}
