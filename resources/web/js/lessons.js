// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The lessons the page teaches, and the one place that reads which lesson a lesson's data
// is: everything else asks the lesson's module (lesson.kind) what differs.
import { DungeonLesson } from '../../../lessons/dungeon/page/dungeon.js';
import { IslandLesson } from '../../../lessons/island/page/island.js';

/**
 * What the page's parts ask of a lesson: each lesson's module (island.js, dungeon.js)
 * answers all of it, and the type checker holds it to that. `lesson` is the lesson's data
 * (lesson.js readLesson) and `S` a part's texts in it; frames, builds, steps, stacks and
 * verdicts are the worker's replies, as the core gives them (corebinding.js).
 * @typedef {object} LessonKind
 * @property {string} mode The lesson data's `mode`, and the lesson's word in the answer
 *     key's texts and the result file.
 * @property {boolean} islandSettings Whether the island settings' fields (count, sizes, rule,
 *     randomize, step limit) are the lesson's; the page leaves them out otherwise.
 * @property {boolean} cellIsMove You Are the Algorithm: whether a cell clicked is a whole move.
 * @property {number} fadeMs How long a mark fades on the map, in milliseconds.
 * @property {(painter: Painter, frame: any, pits: Uint8Array) => void} paint Draws `frame`
 *     with the student's pits.
 * @property {(lesson: any, record: number[]) => string} logLine One log line of a step.
 * @property {(S: any, frame: any, build: any) => [string, string | number][]} statisticsRows
 *     The Statistics' rows, [term, value] each, at `frame`.
 * @property {(thinking: Thinking, stack: any) => [string, string][]} stackRows The Call
 *     Stack's rows, [text, kind] each.
 * @property {(thinking: Thinking, row: number, col: number, v: number[], reason: string) => string[]} whyLines
 *     The Cell Inspector's why of a cell, from the core's verdicts.
 * @property {(lesson: any, frame: any, pits: Uint8Array, i: number, mark: string) => string} cellWords
 *     Cell `i` in words for the map's text (mapgrid.js).
 * @property {(construct: Construct) => void} constructControls Makes You Are the Algorithm's
 *     controls.
 * @property {(S: any, decision: any, picked: number[] | null) => string} constructPrompt What
 *     You Are the Algorithm asks for at `decision`.
 * @property {(S: any) => Record<string, string>} constructReasons The words of a wrong move's
 *     reasons that the panel has of its own, by the reason's name.
 * @property {(construct: Construct, step: number[]) => Promise<string>} expected The right
 *     move as the answer key words it.
 * @property {(construct: Construct, step: number[]) => string} hint A hint's words for the
 *     right move.
 */
/** @typedef {import('./construct.js').Construct} Construct */
/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('./thinking.js').Thinking} Thinking */

const Lessons = [IslandLesson, DungeonLesson];

/**
 * The module of the lesson data `lesson` (its `mode`); islands when it names none of them.
 * @returns {LessonKind}
 */
export function lessonKind(lesson) {
    return Lessons.find((kind) => kind.mode === lesson.mode) ?? IslandLesson;
}
