// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The map as text, for a student who cannot see the canvas: the canvas's own content is a
// WAI-ARIA grid (one tab stop: the canvas; the arrows move its cursor from cell to cell,
// mapview.js), each cell worded as the lesson's module words it from the core's cells, states
// and marks ("Row 3, column 5: land of island 2"). The cursor's cell is the grid's active
// descendant, so a screen reader says it as it moves; the grid's description is a one-line
// summary of the step shown; a question that opens is said in the map's live region.
//
// It follows playback at most once an animation frame, and words again only the cells whose
// byte, pit or mark changed (a 64 x 64 map worded whole would take milliseconds a frame). A large map is a window of the cells around the cursor (the grid's row and column
// counts and each cell's indices say where it is).
import { fill, formatNumber } from './lesson.js';

// Up to this many cells the grid holds them all; a larger map, a Window x Window part.
const AllCells = 4096;
const Window = 15;
const SummaryEvery = 1000; // ms
// The core's marks (corebinding.js), by their place in the words' key.
const Marks = ['tried', 'candidate', 'backtracked', 'considered', 'placed', 'clipped', 'queued-now'];

export class MapGrid {
    // `canvas`: the map; `summary` and `live`: the summary's and the announcements' elements.
    constructor(canvas, summary, live, lesson, painter) {
        this.canvas = canvas;
        this.summary = summary;
        this.live = live;
        this.lesson = lesson;
        this.painter = painter;
        this.rows = lesson.rows;
        this.cols = lesson.cols;
        this.frame = null;
        this.pits = new Uint8Array(this.rows * this.cols);
        this.steps = 0;
        this.scheduled = 0;
        this.summaryAt = -Infinity;
        this.summaryTimer = 0;
        this.part = null; // [firstRow, endRow, firstCol, endCol] of the cells held
        this.cells = new Map(); // row * cols + col: its element
        this.keys = new Int32Array(this.rows * this.cols); // what each cell's words were made of
        canvas.setAttribute('role', 'grid');
        canvas.setAttribute('aria-rowcount', String(this.rows));
        canvas.setAttribute('aria-colcount', String(this.cols));
        canvas.setAttribute('aria-readonly', 'true');
        canvas.setAttribute('aria-describedby', summary.id);
        this.layoutCells();
    }

    // The build's frame shown (null: none yet), with the student's pits over it.
    follow(frame, pits, steps) {
        this.frame = frame;
        this.pits = pits;
        this.steps = steps;
        if (!this.scheduled)
            this.scheduled = requestAnimationFrame(() => {
                this.scheduled = 0;
                this.render();
            });
    }

    // The cursor moved (or showed): the cells around it, and it as the active descendant.
    cursorMoved() {
        const cursor = this.painter.cursor;
        if (!cursor) {
            this.canvas.removeAttribute('aria-activedescendant');
            return;
        }
        const [row, col] = cursor;
        const [r0, r1, c0, c1] = this.part;
        if (row < r0 || row >= r1 || col < c0 || col >= c1) {
            this.layoutCells();
            this.render();
        }
        this.canvas.setAttribute('aria-activedescendant', cellId(row, col));
    }

    // Says `text` once in the map's live region (a question that opens).
    announce(text) {
        this.live.textContent = '';
        // A change the screen reader hears even when the same text comes again.
        requestAnimationFrame(() => { this.live.textContent = text; });
    }

    // The part of the map held: all of it, or the window around the cursor.
    layoutCells() {
        let part = [0, this.rows, 0, this.cols];
        if (this.rows * this.cols > AllCells) {
            const [row, col] = this.painter.cursor || [Math.floor(this.rows / 2), Math.floor(this.cols / 2)];
            const r0 = Math.max(0, Math.min(this.rows - Window, row - (Window >> 1)));
            const c0 = Math.max(0, Math.min(this.cols - Window, col - (Window >> 1)));
            part = [r0, Math.min(this.rows, r0 + Window), c0, Math.min(this.cols, c0 + Window)];
        }
        this.part = part;
        this.cells.clear();
        this.keys.fill(-1);
        const rows = [];
        for (let r = part[0]; r < part[1]; ++r) {
            const row = document.createElement('div');
            row.setAttribute('role', 'row');
            row.setAttribute('aria-rowindex', String(r + 1));
            for (let c = part[2]; c < part[3]; ++c) {
                const cell = document.createElement('div');
                cell.setAttribute('role', 'gridcell');
                cell.setAttribute('aria-colindex', String(c + 1));
                cell.id = cellId(r, c);
                cell.append('');
                row.append(cell);
                this.cells.set(r * this.cols + c, cell);
            }
            rows.push(row);
        }
        this.canvas.replaceChildren(...rows);
    }

    // Each cell's words, set where they changed; the summary of the step.
    render() {
        const frame = this.frame;
        const kind = this.lesson.kind;
        const t = this.lesson.thinking;
        const marks = new Map();
        for (const [row, col, mark] of frame ? frame.marks || [] : [])
            marks.set(row * this.cols + col, mark);
        // A seed and an added cell are both "tried", in other words.
        const last = frame && frame.last ? frame.last[0] : 0;
        const bytes = frame ? frame.states || frame.cells : null;
        for (const [i, element] of this.cells) {
            const mark = marks.get(i);
            const key = (bytes ? bytes[i] : 0) | (this.pits[i] ? 256 : 0)
                | (mark ? (Marks.indexOf(mark) + 1) << 9 | (mark === 'tried' ? last << 13 : 0) : 0);
            if (this.keys[i] === key)
                continue;
            this.keys[i] = key;
            const row = Math.floor(i / this.cols), col = i % this.cols;
            element.firstChild.data = fill(t.cellIs, fill(t.rowColumn, row, col), kind.cellWords(this.lesson, frame, this.pits, i, mark));
        }
        let summary = '';
        if (frame) {
            const S = this.lesson.strings;
            summary = fill(S.stepOf, formatNumber(frame.position), formatNumber(this.steps));
            if (frame.last)
                summary = fill(t.cellIs, summary, kind.logLine(this.lesson, frame.last));
        }
        this.showSummary(summary);
    }

    // The map's description: at most once a second while playback runs, so that a screen
    // reader that says a description as it changes is not flooded; the last one always.
    showSummary(summary) {
        clearTimeout(this.summaryTimer);
        if (this.summary.textContent === summary)
            return;
        const wait = this.summaryAt + SummaryEvery - performance.now();
        if (wait > 0) {
            this.summaryTimer = setTimeout(() => this.showSummary(summary), wait);
            return;
        }
        this.summaryAt = performance.now();
        this.summary.textContent = summary;
    }
}

const cellId = (row, col) => `cell-${row}-${col}`;
