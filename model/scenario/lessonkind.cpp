// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonkind.h"

namespace {

const LessonKind island {MapMode::Island, true, false};
const LessonKind dungeon {MapMode::Dungeon, false, true};

} // namespace

const LessonKind &LessonKind::of(MapMode mode)
{
    switch (mode) {
    case MapMode::Island:
        return island;
    case MapMode::Dungeon:
        return dungeon;
    }
    return island;
}

QList<MapMode> LessonKind::all()
{
    return {MapMode::Island, MapMode::Dungeon};
}
