// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandeditor.h"
#include "islandlesson.h"
#include "lessonplugin.h"

#include <QCoreApplication>

// The island lesson's parts, for the workbench (lessonplugin.h).
LessonPlugin islandLessonPlugin()
{
    return {MapMode::Island,
        [](ScenarioDocument *document, QObject *parent) -> Lesson * {
            return new IslandLesson(document, parent);
        },
        [](Lesson *lesson, QObject *parent) -> LessonEditor * {
            return new IslandEditor(qobject_cast<IslandLesson *>(lesson), parent);
        },
        [] {
            // In the document's context, where the undo stack shows it.
            return QCoreApplication::translate("ScenarioDocument", "Switch to the island lesson");
        }};
}
