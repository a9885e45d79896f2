// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonlesson.h"
#include "islandlesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonsession.h"

// A session's lesson of each kind, for tests that look into its models.
inline IslandLesson *islandLesson(const LessonSession *session)
{
    return qobject_cast<IslandLesson *>(session->lesson(MapMode::Island));
}

inline DungeonLesson *dungeonLesson(const LessonSession *session)
{
    return qobject_cast<DungeonLesson *>(session->lesson(MapMode::Dungeon));
}

// The editor of a side's lesson of each kind, for tests that look at its map and pages.
inline LessonEditor *islandEditor(const LessonEditors *editors)
{
    return editors->editor(islandLesson(editors->session()));
}

inline LessonEditor *dungeonEditor(const LessonEditors *editors)
{
    return editors->editor(dungeonLesson(editors->session()));
}
