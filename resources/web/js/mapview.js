// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The map as the student moves about it: zoom (the buttons, Ctrl and the wheel or a pinch on
// a touchpad, + and - on the map) and pan (the Pan tool's drag, the wheel, the cursor), and
// the keyboard's cell cursor, the map's text grid's active cell (mapgrid.js): the arrows move
// it from cell to cell; Enter (or Space) answers a question that asks for a cell, or makes You
// Are the Algorithm's move, with it as with a click; P puts a pit on it and Delete takes one
// away (while painting is allowed); W explains it in "Why this cell?".
const ZoomStep = 1.5;

export class MapView {
    // `hooks`: cellQuestion() whether a question asks for a cell now, answer(row, col) answers
    // it, repaint() draws the map again, cursorMoved() after the cursor moved or showed,
    // paint(row, col, pit) puts or takes a pit (false when painting is not allowed),
    // why(row, col) explains the cell.
    constructor(canvas, painter, hooks) {
        this.canvas = canvas;
        this.painter = painter;
        this.hooks = hooks;
        this.panning = false;
        this.drag = null;
        canvas.tabIndex = 0;
        canvas.addEventListener('focus', () => this.showCursor(true));
        canvas.addEventListener('blur', () => this.showCursor(false));
        canvas.addEventListener('keydown', (event) => this.key(event));
        const box = canvas.parentElement;
        box.addEventListener('wheel', (event) => this.wheel(event), { passive: false });
        // The Pan tool's drag comes first, before any answer or painting at the canvas.
        box.addEventListener('pointerdown', (event) => this.startDrag(event), { capture: true });
        box.addEventListener('pointermove', (event) => this.moveDrag(event), { capture: true });
        box.addEventListener('pointerup', () => { this.drag = null; }, { capture: true });
        box.addEventListener('pointercancel', () => { this.drag = null; }, { capture: true });
    }

    wireButtons(zoomIn, zoomOut, fit, pan) {
        this.buttons = { zoomIn, zoomOut, fit, pan };
        zoomIn.addEventListener('click', () => this.zoom(ZoomStep));
        zoomOut.addEventListener('click', () => this.zoom(1 / ZoomStep));
        fit.addEventListener('click', () => this.zoom(0));
        pan.addEventListener('click', () => this.setPanning(!this.panning));
        this.update();
    }

    setPanning(on) {
        this.panning = on;
        this.buttons.pan.setAttribute('aria-pressed', String(on));
        this.canvas.classList.toggle('panning', on);
    }

    // Zoom by `factor` around client (x, y) or the middle; 0 shows the whole map.
    zoom(factor, x, y) {
        if (factor === 0) {
            this.painter.zoom = 1;
            this.painter.layout();
        } else {
            this.painter.zoomBy(factor, x, y);
        }
        this.update();
        this.hooks.repaint();
    }

    update() {
        const { zoomIn, zoomOut, fit } = this.buttons;
        const p = this.painter;
        zoomOut.disabled = fit.disabled = !p.zoomed;
        zoomIn.disabled = p.cell >= 48 - 1e-6 || p.base >= 48;
    }

    wheel(event) {
        if (event.ctrlKey) { // Ctrl and the wheel, or a pinch on a touchpad
            event.preventDefault();
            this.zoom(Math.exp(-event.deltaY / 200), event.clientX, event.clientY);
        } else if (this.painter.zoomed && this.painter.panBy(event.deltaX, event.deltaY)) {
            event.preventDefault(); // the map scrolls; at its edge the page does
            this.hooks.repaint();
        }
    }

    startDrag(event) {
        if (!this.panning)
            return;
        event.stopPropagation();
        this.canvas.setPointerCapture(event.pointerId);
        this.drag = [event.clientX, event.clientY];
    }

    moveDrag(event) {
        if (!this.drag)
            return;
        event.stopPropagation();
        const [x, y] = this.drag;
        this.drag = [event.clientX, event.clientY];
        if (this.painter.panBy(x - event.clientX, y - event.clientY))
            this.hooks.repaint();
    }

    showCursor(shown) {
        this.painter.cursorShown = shown;
        if (shown && !this.painter.cursor) {
            this.painter.cursor = [Math.floor(this.painter.rows / 2), Math.floor(this.painter.cols / 2)];
            this.canvas.dataset.cursor = this.painter.cursor.join(',');
        }
        this.hooks.cursorMoved();
        this.hooks.repaint();
    }

    // The cursor on (row, col), in view.
    placeCursor(row, col) {
        const p = this.painter;
        p.cursor = [Math.max(0, Math.min(p.rows - 1, row)), Math.max(0, Math.min(p.cols - 1, col))];
        p.reveal(...p.cursor);
        this.canvas.dataset.cursor = p.cursor.join(',');
        this.hooks.cursorMoved();
        this.hooks.repaint();
    }

    key(event) {
        if (event.altKey || event.ctrlKey || event.metaKey)
            return;
        const zooms = { '+': ZoomStep, '=': ZoomStep, '-': 1 / ZoomStep, 0: 0 };
        // The map is never mirrored: Left is the column to the left in either direction.
        const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
        const [row, col] = this.painter.cursor || [0, 0];
        let handled = true;
        if (event.key in zooms) {
            this.zoom(zooms[event.key]);
        } else if (moves[event.key]) {
            this.placeCursor(row + moves[event.key][0], col + moves[event.key][1]);
        } else if ((event.key === 'Enter' || event.key === ' ') && this.hooks.cellQuestion()) {
            this.hooks.answer(row, col);
        } else if (event.code === 'KeyP' || event.key === 'Delete' || event.key === 'Backspace') {
            // By the key's place, not its letter: P is P on an Arabic or a Polish keyboard too.
            handled = this.hooks.paint(row, col, event.code === 'KeyP' ? 1 : 0);
        } else if (event.code === 'KeyW') {
            this.hooks.why(row, col);
        } else {
            handled = false;
        }
        if (handled)
            event.preventDefault(); // neither the page's playback keys nor its scrolling
    }
}
