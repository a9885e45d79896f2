// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeoneditor.h"
#include "dungeonlesson.h"
#include "lessonplugin.h"

#include <QCoreApplication>

// The dungeon lesson's parts, for the workbench (lessonplugin.h).
LessonPlugin dungeonLessonPlugin()
{
    return {MapMode::Dungeon,
        [](ScenarioDocument *document, QObject *parent) -> Lesson * {
            return new DungeonLesson(document, parent);
        },
        [](Lesson *lesson, QObject *parent) -> LessonEditor * {
            return new DungeonEditor(qobject_cast<DungeonLesson *>(lesson), parent);
        },
        [] {
            // In the document's context, where the undo stack shows it.
            return QCoreApplication::translate("ScenarioDocument", "Switch to the dungeon lesson");
        }};
}
