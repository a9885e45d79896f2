// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The islands lesson as the page teaches it: what the page's parts ask of a lesson (the
// picking of a lesson: lessons.js), answered for islands. Steps are [kind, row, col, extra]
// with extra island | failure << 4 (the core's mg_step).
import { fill } from '../../../resources/web/js/lesson.js';
import { paintIslands } from './islandpainter.js';

/** @type {import('../../../resources/web/js/lessons.js').LessonKind} */
export const IslandLesson = {
    // The lesson data's `mode`, and the lesson's word in the answer key's texts and the
    // result file.
    mode: 'island',
    // The island settings' fields (count, sizes, rule, randomize, step limit) are the lesson's.
    islandSettings: true,
    // You Are the Algorithm: every step is the student's decision, and a cell clicked is a
    // whole move (the moves without a cell have buttons of their own).
    cellIsMove: true,
    // How long a backtrack's mark fades on the map (IslandView).
    fadeMs: 600,

    paint(painter, frame, pits) {
        paintIslands(painter, frame, pits);
    },

    // One log line of step `record` in the lesson's language.
    logLine(lesson, record) {
        const t = lesson.strings.log;
        const [kind, row, col, extra] = record;
        const island = extra & 15;
        const failure = extra >> 4;
        switch (kind) {
        case 0: return fill(t.seed, island, row, col);
        case 1: return fill(t.add, row, col);
        case 2: return fill(t.backtrack, row, col);
        case 3: return fill(t.complete, island);
        case 4: return fill(failure === 1 ? t.failedNoSeed : failure === 2 ? t.failedUnreachable : t.failedDeadEnd, island);
        case 5: return t.allDone;
        default: return t.tooComplex;
        }
    },

    // The Statistics' rows ([term, value] each) at `frame` of `build`.
    statisticsRows(S, frame, build) {
        const tally = frame.tally;
        /** @type {[string, string | number][]} */
        const rows = [[S.statSteps, frame.position], [S.statBacktracks, tally[1]],
            [S.statResult, [S.resultInProgress, S.resultDone, S.resultTooComplex][tally[5]]]];
        build.islandTargets.forEach((target, k) => {
            rows.push([fill(S.statIsland, k + 1), fill(S.islandOutcome[tally[6 + 2 * k]], target)]);
        });
        return rows;
    },

    // The Call Stack's rows ([text, kind] each) for the core's stack (mg_stack): a grow call a
    // row, with its candidates and what became of each (null while a question is open: they
    // wait for its answer).
    stackRows(thinking, stack) {
        const t = thinking.t;
        /** @type {[string, string][]} */
        const rows = stack.from > 0 ? [[fill(t.callsBelow, stack.from), '']] : [];
        return rows.concat(stack.frames.map(([row, col, candidates], k) => {
            const depth = stack.from + k;
            const frame = fill(t.frame, depth, row, col, stack.island, depth + 1, stack.target);
            let list;
            if (!candidates)
                list = t.candidatesHidden;
            else if (!candidates.length)
                list = depth + 1 >= stack.target ? t.baseCase : t.deadEnd;
            else
                list = fill(t.candidates, candidates.map(([r, c, s]) => fill([t.failed, t.trying, t.toTry][s], r, c)).join(', '));
            return [`${frame}\n${list}`, depth === stack.depth - 1 ? 'top' : ''];
        }));
    },

    // The Cell Inspector's why of cell (row, col), from the core's verdicts (mg_why): its
    // state, and whether it is a valid candidate and seed, with the reason why not (while a
    // question is open, the verdicts wait: `hidden`). `reason`: the rule book's verdict on the
    // cell as grow()'s next candidate (mg_reason's name of v[2], its arguments v[3..5]);
    // v[6..9]: the seed rule's.
    whyLines(thinking, row, col, v, reason) {
        const t = thinking.t;
        const [cell, island, , a0, a1, a2, , , , , mark, rule, hidden] = v;
        let state = cell === 0 ? t.water : cell === 9 ? t.pit : fill(t.land, cell);
        if (mark)
            state = fill(t.marks[mark], state);
        const candidateVerdict = {
            candidate: () => fill(t.candidate, a0, a1), 'not-beside': () => fill(t.notBeside, a0, a1),
            'already-tried': () => fill(t.alreadyTried, a0, a1), 'no-call': () => t.noCall,
            'out-of-map': () => t.outOfMap, pit: () => t.noPit, land: () => fill(t.noLand, a0),
            'neighbour-land': () => fill(t.neighbour, a0, a1, a2),
        }[reason] ?? (() => '');
        const seedVerdict = (/** @type {number[]} */ [code, other, r, c]) => {
            switch (code) {
            case 0: return rule === 0 ? t.eligible6a : t.eligible6b;
            case 1: return t.outOfMap;
            case 2: return t.noPit;
            case 3: return fill(t.noLand, other);
            default: return fill(t.seedNeighbour, rule === 0 ? '6a' : '6b', other, r, c);
            }
        };
        const candidate = hidden ? t.verdictHidden : island ? fill(t.forIsland, island, candidateVerdict()) : t.noIsland;
        const seed = hidden ? t.verdictHidden : island ? fill(t.forIsland, island, seedVerdict(v.slice(6, 10))) : t.noSeed;
        return [fill(t.rowColumn, row, col), `${t.stateLabel} ${state}`, `${t.candidateLabel} ${candidate}`, `${t.seedLabel} ${seed}`];
    },

    // Cell i in words for the map's text (mapgrid.js), as the Cell Inspector words its state:
    // what it is (the student's pits over the build) and the core's mark on it, if any.
    cellWords(lesson, frame, pits, i, mark) {
        const t = lesson.thinking;
        const value = frame ? frame.cells[i] : 0;
        const words = pits[i] ? t.pit : value === 0 || value === 9 ? t.water : fill(t.land, value);
        const seeded = frame && frame.last && frame.last[0] === 0;
        const note = { tried: seeded ? 1 : 2, backtracked: 3, candidate: 4 }[mark];
        return note ? fill(t.marks[note], words) : words;
    },

    // You Are the Algorithm's controls: a button a move (the cells are clicked on the map).
    constructControls(construct) {
        construct.$('construct-tiles').remove();
        const moves = construct.$('construct-moves');
        for (const move of construct.S.moves) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = move.label;
            button.title = move.tip;
            button.dataset.move = String(move.kind);
            button.addEventListener('click', () => construct.move(move.kind));
            moves.append(button);
        }
    },

    // What the panel asks for at `decision` (`picked` is never set: a cell is a whole move).
    constructPrompt(S, decision) {
        return fill(S.promptIsland, decision.position + 1, decision.steps);
    },

    // The words of a wrong move's reason that the panel has of its own (none here).
    constructReasons: () => ({}),

    // The right move `step` as the answer key words it: ADD (3, 15), BACKTRACK (2, 4), DONE.
    async expected(construct, step) {
        const [kind, row, col] = step;
        const name = (await construct.ctx.words.moveNames())[kind] ?? '';
        return kind <= 2 ? `${name} (${row}, ${col})` : name;
    },

    // A hint's words for the right move `step`.
    hint(construct, step) {
        const S = construct.S;
        const [kind, row, col] = step;
        return row >= 0 ? fill(S.hintCell, construct.label(kind), row, col) : fill(S.hintMove, construct.label(kind));
    },
};
