// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithmcode.h"
#include "scenario.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <vector>

// What the exports and the page's words ask of a lesson's render part: each lesson's render
// library defines `RenderPlugin NAMERenderPlugin()` (lessons/NAME/render), and the list of
// them is generated from lessons/lessons.cmake (renderplugins.cpp.in). The lesson's editor
// asks the same, so the lesson text's stage and the code listing are chosen in one place.
struct RenderPlugin
{
    MapMode mode;
    // The lesson's name, as its scenario's `mode` and the page's keys say it.
    const char *name;
    // The lesson text's stage that `scenario` teaches (LessonText::html).
    QString (*stage)(const Scenario &scenario);
    // The pseudocode of the Code dock and the page's Code panel for `scenario`, translated.
    QList<AlgorithmCode::Line> (*code)(const Scenario &scenario);
    // The page's words of the lesson: its log lines' templates, the rule book's reasons
    // (lessons/NAME/render/NAMEpagewords.h).
    QJsonObject (*pageLog)();
    QJsonObject (*pageReasons)();
};

// Every lesson's, in lessons/lessons.cmake's order.
const std::vector<RenderPlugin> &renderPlugins();
// The plugin of the lesson `mode` names (the first lesson's for a mode none has).
const RenderPlugin &renderPlugin(MapMode mode);
