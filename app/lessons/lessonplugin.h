// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "world.h"

#include <QString>

#include <vector>

class Lesson;
class LessonEditor;
class QObject;
class ScenarioDocument;

// What the workbench asks of a lesson's folder to make its parts: each lesson's editor
// library defines `LessonPlugin NAMELessonPlugin()` (lessons/NAME/editor), and the list of
// them is generated from lessons/lessons.cmake (lessonplugins.cpp.in), as Qt imports static
// plugins. Nothing else in the workbench names a lesson to make it.
struct LessonPlugin
{
    MapMode mode;
    // The document part, for `document` (LessonSession has one of each lesson).
    Lesson *(*makeLesson)(ScenarioDocument *document, QObject *parent);
    // The editor part of a lesson this plugin made.
    LessonEditor *(*makeEditor)(Lesson *lesson, QObject *parent);
    // The undo command's text for switching the scenario to the lesson, translated.
    QString (*switchText)();
};

// Every lesson's, in lessons/lessons.cmake's order.
const std::vector<LessonPlugin> &lessonPlugins();
// The plugin of the lesson `mode` names (the first lesson's for a mode none has).
const LessonPlugin &lessonPlugin(MapMode mode);
