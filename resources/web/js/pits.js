// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The student's pits, as the workbench edits them (views/mapview.cpp, ScenarioDocument): a
// drag paints pits (the right button, or the Eraser, takes them away) along the line between
// the pointer's positions, so a quick swipe leaves no gap; a stroke is one undo step, and so is
// Sprinkle!, and so is a pit put or taken away by keyboard on the map's cursor. The pits are one
// byte a cell; `changed(final)` is called as they change, with `final` true once a stroke or
// other edit is done. A press on the map while a question asks for a cell (or You Are the
// Algorithm waits for a move) paints nothing: the answer is made on release, on the cell
// pressed, and sliding off it first cancels it (WCAG 2.5.2).
export class PitEditor {
    constructor(canvas, cols, pits, hooks) {
        this.canvas = canvas;
        this.cols = cols;
        this.pits = pits;
        // cellAt(x, y), claims() whether a cell is an answer or a move now, claim(cell) makes
        // it, enabled(), eraser(), changed(final)
        this.hooks = hooks;
        this.strokes = [];
        this.stroke = null;
        this.last = null;
        this.value = 1;
        this.pressed = null; // the answer's press: { id, cell }, made on its release there
        canvas.addEventListener('pointerdown', (event) => this.begin(event));
        canvas.addEventListener('pointermove', (event) => this.stroke && this.strokeTo(this.cellOf(event)));
        canvas.addEventListener('pointerup', (event) => this.release(event));
        canvas.addEventListener('pointercancel', () => { this.pressed = null; this.end(); });
        canvas.addEventListener('pointerleave', () => { this.pressed = null; });
        // The right button erases, as in the workbench, and opens no menu over the map.
        canvas.addEventListener('contextmenu', (event) => this.hooks.enabled() && event.preventDefault());
    }

    begin(event) {
        const cell = this.hooks.cellAt(event.clientX, event.clientY);
        this.pressed = null;
        if (this.stroke)
            return;
        if (cell && this.hooks.claims()) {
            this.pressed = { id: event.pointerId, cell };
            return;
        }
        if (!cell || !this.hooks.enabled() || (event.button !== 0 && event.button !== 2))
            return;
        event.preventDefault();
        this.canvas.setPointerCapture(event.pointerId);
        this.stroke = [];
        this.last = null;
        this.value = event.button === 2 || this.hooks.eraser() ? 0 : 1;
        this.strokeTo(cell);
    }

    // The cell under the pointer; outside the map, the nearest one on its edge, so a stroke
    // that leaves the map goes on along the edge (as in the workbench).
    cellOf(event) {
        const rect = this.canvas.getBoundingClientRect();
        const x = Math.min(Math.max(event.clientX, rect.left), rect.right - 0.5);
        const y = Math.min(Math.max(event.clientY, rect.top), rect.bottom - 0.5);
        return this.hooks.cellAt(x, y);
    }

    // Every cell on the line from the last one to `cell` (Bresenham's).
    strokeTo(cell) {
        if (!cell)
            return;
        let [row, col] = this.last || cell;
        const [toRow, toCol] = cell;
        const dx = Math.abs(toCol - col);
        const dy = -Math.abs(toRow - row);
        const sx = col < toCol ? 1 : -1;
        const sy = row < toRow ? 1 : -1;
        let error = dx + dy;
        let any = false;
        for (;;) {
            any = this.set(row * this.cols + col) || any;
            if (row === toRow && col === toCol)
                break;
            const twice = 2 * error;
            if (twice >= dy) {
                error += dy;
                col += sx;
            }
            if (twice <= dx) {
                error += dx;
                row += sy;
            }
        }
        this.last = cell;
        if (any)
            this.hooks.changed(false);
    }

    set(i) {
        if (this.pits[i] === this.value)
            return false;
        this.stroke.push([i, this.pits[i]]);
        this.pits[i] = this.value;
        return true;
    }

    // A release: the answer pressed is made when it is on the cell pressed; a stroke ends.
    release(event) {
        const pressed = this.pressed;
        this.pressed = null;
        if (pressed && pressed.id === event.pointerId) {
            const cell = this.hooks.cellAt(event.clientX, event.clientY);
            if (cell && cell[0] === pressed.cell[0] && cell[1] === pressed.cell[1])
                this.hooks.claim(cell);
            return;
        }
        this.end();
    }

    // A pit put (`pit` 1) or taken away (0) on cell (row, col) by keyboard: one undo step;
    // false while painting is not allowed.
    paintCell(row, col, pit) {
        if (!this.hooks.enabled() || this.stroke)
            return false;
        const i = row * this.cols + col;
        if (this.pits[i] !== pit) {
            const before = this.pits[i];
            this.pits[i] = pit;
            this.push([[i, before]]);
        }
        return true;
    }

    end() {
        if (!this.stroke)
            return;
        const stroke = this.stroke;
        this.stroke = null;
        if (stroke.length)
            this.push(stroke);
    }

    push(stroke) {
        this.strokes.push(stroke);
        this.hooks.changed(true);
    }

    // Sprinkle! as in the workbench (ScenarioDocument::sprinkle): every open cell becomes a
    // pit with the density's chance (0-100), at random (not from the seed); false when no
    // cell changed.
    sprinkle(density) {
        const draws = new Uint32Array(this.pits.length);
        crypto.getRandomValues(draws);
        const stroke = [];
        this.pits.forEach((pit, i) => {
            if (!pit && draws[i] % 100 < density) {
                stroke.push([i, 0]);
                this.pits[i] = 1;
            }
        });
        if (stroke.length)
            this.push(stroke);
        return stroke.length > 0;
    }

    // The pits become `pits` (an address followed): one undo step when `undoable`.
    replace(pits, undoable) {
        const stroke = [];
        pits.forEach((pit, i) => {
            if (this.pits[i] !== pit) {
                stroke.push([i, this.pits[i]]);
                this.pits[i] = pit;
            }
        });
        if (stroke.length && undoable)
            this.strokes.push(stroke);
        return stroke.length > 0;
    }

    undo() {
        const stroke = this.strokes.pop();
        if (!stroke)
            return;
        for (const [i, before] of stroke.reverse())
            this.pits[i] = before;
        this.hooks.changed(true);
    }

    get canUndo() {
        return this.strokes.length > 0;
    }
}
