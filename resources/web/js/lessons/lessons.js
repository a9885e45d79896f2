// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The lessons the page teaches, and the one place that reads which lesson a lesson's data
// is: everything else asks the lesson's module (lesson.kind) what differs.
import { DungeonLesson } from './dungeon.js';
import { IslandLesson } from './island.js';

const Lessons = [IslandLesson, DungeonLesson];

// The module of the lesson data `lesson` (its `mode`); islands when it names none of them.
export function lessonKind(lesson) {
    return Lessons.find((kind) => kind.mode === lesson.mode) ?? IslandLesson;
}
