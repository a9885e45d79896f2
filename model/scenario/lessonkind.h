// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "world.h"

#include <QList>

// What a lesson is made of, as the shells see it: the window, the docks and the exports ask
// this description what to show, print and write, never which lesson it is. A new lesson
// describes itself here once (and in app/lessons for its widgets and teaching).
struct LessonKind
{
    MapMode mode = MapMode::Island;
    // Numbered islands grown from seeds: the islands' settings, the construct move choice
    // (add the cell or skip it), the island experiment's figures.
    bool islands = false;
    // A set of tiles with half-doors: the tile layers of a TMX file and of its tile set,
    // a handout's tile legend and the maze's words, the tile-subset sweeps.
    bool tiles = false;

    // The description of the lesson `mode` names.
    static const LessonKind &of(MapMode mode);
    // Every lesson, in the order the Lesson menu lists them (Ctrl+1, Ctrl+2, ...).
    static QList<MapMode> all();
};
