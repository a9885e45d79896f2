// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoneditor.h"

#include "dungeoneditor.h"
#include "dungeonlesson.h"
#include "islandeditor.h"
#include "islandlesson.h"

#include <QWidget>

LessonEditor *LessonEditor::create(Lesson *lesson, QObject *parent)
{
    LessonEditor *editor = nullptr;
    if (auto *islands = qobject_cast<IslandLesson *>(lesson))
        editor = new IslandEditor(islands, parent);
    else if (auto *dungeon = qobject_cast<DungeonLesson *>(lesson))
        editor = new DungeonEditor(dungeon, parent);
    Q_ASSERT(editor);
    return editor;
}

void LessonEditor::deleteUnplaced(std::initializer_list<QWidget *> widgets)
{
    for (QWidget *widget : widgets) {
        if (widget && !widget->parent())
            delete widget;
    }
}
