// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The dungeon lesson as the page teaches it: what the page's parts ask of a lesson (the
// picking of a lesson: lessons.js), answered for dungeons. Steps are [kind, row, col, extra]
// with extra mask | tile << 8 | detail << 16 (the core's mg_step), a tile being
// template << 2 | turns.
import { fill, hexMask, templateName } from '../../../resources/web/js/lesson.js';
import { paintDungeon } from './dungeonpainter.js';

/** @type {import('../../../resources/web/js/lessons.js').LessonKind} */
export const DungeonLesson = {
    // The lesson data's `mode`, and the lesson's word in the answer key's texts and the
    // result file.
    mode: 'dungeon',
    // The island settings' fields are not the lesson's: the page leaves them out.
    islandSettings: false,
    // You Are the Algorithm: the student's decisions are the tiles placed (the steps between
    // run on by themselves), each a cell clicked and then its tile and turn.
    cellIsMove: false,
    // How long a clipped half-door's mark fades on the map (DungeonView).
    fadeMs: 700,

    paint(painter, frame, pits) {
        paintDungeon(painter, frame, pits);
    },

    // One log line of step `record` in the lesson's language.
    logLine(lesson, record) {
        const t = lesson.strings.log;
        const [kind, row, col, extra] = record;
        const mask = extra & 255;
        const tile = (extra >> 8) & 255;
        const detail = extra >> 16;
        const name = templateName(lesson, tile >> 2);
        const turns = tile & 3;
        switch (kind) {
        case 0: return fill(t.start, row, col);
        case 1: return fill(t.end, row, col);
        case 2: return fill(t.queue, row, col);
        case 3: return fill(t.place[turns], name, row, col, hexMask(mask));
        case 4: return fill(t.clip, row, col, hexMask(mask));
        case 5: return fill(detail === 1 ? t.rejectRequired[turns] : t.rejectCuts[turns], name, hexMask(mask));
        case 6: return fill(t.skip, row, col);
        default: return t.dungeonDone;
        }
    },

    // The Statistics' rows ([term, value] each) at `frame`.
    statisticsRows(S, frame) {
        return [[S.statPlaced, frame.tally[2]], [S.statRejected, frame.tally[3]]];
    },

    // The Call Stack's rows ([text, kind] each) for the core's stack (mg_stack): the cell being
    // filled and the verdict on each tile tried, then the queue.
    stackRows(thinking, stack) {
        const t = thinking.t;
        /** @type {[string, string][]} */
        const rows = [];
        if (stack.head) {
            rows.push([fill(t.filling, stack.head[0], stack.head[1], sideNames(t, stack.head[2])), 'top']);
            for (const [tile, turns, verdict] of stack.verdicts)
                rows.push([fill([t.placed, t.rule1, t.rule2][verdict], fill(t.tile, tile + 1, turns)).trim(), verdict ? 'rejected' : 'placed']);
        }
        stack.queue.forEach(([row, col, required], k) => rows.push([fill(t.queued, k + 1, row, col, sideNames(t, required)), '']));
        if (stack.queued > stack.queue.length)
            rows.push([fill(t.moreQueued, stack.queued - stack.queue.length), '']);
        // While a question is open the core leaves out the cell being filled and the queue.
        if (stack.hidden)
            rows.push([t.queueHidden, '']);
        return rows;
    },

    // The Tile Inspector's why of cell (row, col), from the core's verdicts (mg_why).
    whyLines(thinking, row, col, v) {
        const t = thinking.t;
        const [bits, , , , , , head, , , , , , hidden] = v;
        const what = bits & 4 ? 0 : bits & 1 ? (bits & 8 ? 1 : bits & 16 ? 2 : 3) : bits & 2 ? 4 : 5;
        const lines = [fill(t.cellIs, fill(t.rowColumn, row, col), t.roomStates[what])];
        if (bits & 4)
            lines.push(t.roomNotes[0]);
        else if (bits & 24)
            lines.push(t.roomNotes[1]);
        else if (hidden)
            lines.push(t.candidatesLater);
        else if (head && thinking.lastStack && thinking.lastStack.verdicts.length) {
            lines.push(t.roomNotes[4]);
            for (const [tile, turns, verdict] of thinking.lastStack.verdicts)
                lines.push(fill([t.placed, t.rule1, t.rule2][verdict], fill(t.tile, tile + 1, turns)).trim());
        } else
            lines.push(t.roomNotes[bits & 2 ? 2 : 3]);
        return lines;
    },

    // Cell i in words for the map's text (mapgrid.js), as the Tile Inspector words its state
    // (the student's pits over the build), with the core's mark on it, if any.
    cellWords(lesson, frame, pits, i, mark) {
        const state = frame ? frame.states[i] : 0;
        const bits = pits[i] ? 4 : state & 4 ? 0 : state;
        const what = bits & 4 ? 0 : bits & 1 ? (bits & 8 ? 1 : bits & 16 ? 2 : 3) : bits & 2 ? 4 : 5;
        const words = lesson.thinking.roomStates[what];
        const grid = lesson.strings.grid;
        const note = { placed: grid.placed, considered: grid.considered, clipped: grid.clipped, 'queued-now': grid.queued }[mark];
        return note ? fill(note, words) : words;
    },

    // You Are the Algorithm's controls: the tile and its turn for the cell picked, and Place.
    constructControls(construct) {
        const lesson = construct.lesson;
        construct.$('construct-moves').remove();
        const select = construct.$('construct-tile');
        select.setAttribute('aria-label', lesson.strings.answerTile);
        lesson.tiles.forEach((tile, t) => {
            for (let turns = 0; turns < 4; ++turns) {
                const option = document.createElement('option');
                option.value = String(t * 4 + turns);
                option.textContent = fill(lesson.strings.tileTurns[turns], templateName(lesson, t));
                select.append(option);
            }
        });
        // Enter on the list places the tile, as the workbench's Place (Enter).
        select.addEventListener('keydown', (event) => {
            if (event.key === 'Enter') {
                event.preventDefault();
                construct.place();
            }
        });
        construct.$('construct-place').textContent = construct.S.place;
        construct.$('construct-place').addEventListener('click', () => construct.place());
    },

    // What the panel asks for at `decision`: the cell, or the tile of the cell `picked`.
    constructPrompt(S, decision, picked) {
        return picked ? fill(S.promptTile, picked[0], picked[1]) : fill(S.promptCell, decision.position + 1, decision.steps);
    },

    // The words of a wrong move's reason that the panel has of its own, by the reason's name.
    constructReasons: (S) => ({ 'no-cell-any-more': S.noTileAnyMore }),

    // The right move `step` as the answer key words it: place (4, 7) hall 1.
    async expected(construct, step) {
        const [, row, col, extra] = step;
        const tile = (extra >> 8) & 255;
        return `place (${row}, ${col}) ${construct.ctx.words.tileId(tile >> 2)} ${tile & 3}`;
    },

    // A hint's words for the right move `step`.
    hint(construct, step) {
        const [, row, col, extra] = step;
        const tile = (extra >> 8) & 255;
        return fill(construct.S.hintPlace[tile & 3], templateName(construct.lesson, tile >> 2), row, col);
    },
};

// The sides of a cell that `mask`'s half-doors are on, in words ("none" when none).
function sideNames(t, mask) {
    const names = t.sides;
    const parts = [0x03, 0x0c, 0x30, 0xc0].flatMap((bits, k) => (mask & bits ? [names[k]] : []));
    return parts.length ? parts.join(', ') : names[4];
}
