// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// Draws the map on a canvas with the workbench's colours: the layout, zoom and pan, the two
// palettes, a colour a cell, grid lines, fading marks, S and E over everything, the ring and
// the keyboard's cell. Each lesson paints its own map with these parts
// (lessons/islandpainter.js, lessons/dungeonpainter.js), as the workbench's IslandPainter and
// DungeonPainter do.
// A copy of the workbench's table (model/core/mapcolours.cpp), held to it by tst_mapcolours.
const Palettes = {
    standard: { ocean: '#bfe4f7', pit: '#14214d', tried: '#d6f22e', triedFrame: '#212121', candidate: '#c4f0b8',
        candidateFrame: '#2e7d32', flash: '#e53935', rock: '#1f1c19', wall: '#7d7064', floor: '#f3e6c4',
        dungeonPit: '#7b6c9c', queued: '#2f7ab8', placed: '#9d6c00', considered: '#c6e02a',
        start: '#2e7d32', end: '#6a1b9a', grid: 'rgba(27,58,92,0.35)' },
    okabeIto: { ocean: '#ddeef8', pit: '#14214d', tried: '#f5e843', triedFrame: '#212121', candidate: '#c7ead9',
        candidateFrame: '#2e7d32', flash: '#d55e00', rock: '#1c1c1c', wall: '#727272', floor: '#f7f7f2',
        dungeonPit: '#7b6c9c', queued: '#397ca2', placed: '#9e6c00', considered: '#f0e442',
        start: '#009e73', end: '#cc79a7', grid: 'rgba(27,58,92,0.35)' },
};
// The most a cell is zoomed to, and the least a start, an end or the cursor is drawn.
const MaxCell = 48;
// Asked as flashes come (the student may change it meanwhile); none where there is no window.
const reducedMotion = () => Boolean(globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
const MinMark = 18;
export class Painter {
    // `kind`: the lesson's module (lessons/), which paints its map with this painter's parts.
    constructor(canvas, kind, rows, cols) {
        this.canvas = canvas;
        this.context = canvas.getContext('2d', { alpha: false });
        this.kind = kind;
        this.rows = rows;
        this.cols = cols;
        this.palette = 'standard';
        this.patternsEverywhere = false; // the islands' patterns at every cell size, if asked
        // Fading marks of backtracks (islands) or clipped half-doors (dungeons) that
        // playback passed, as the workbench's map draws them: {row, col, mask, started}.
        this.flashes = [];
        this.fadeMs = kind.fadeMs;
        this.fading = 0;
        this.shown = null;
        this.zoom = 1;
        this.origin = [0, 0]; // the part shown: its top left corner on the zoomed map, in pixels
        this.cursor = null; // the keyboard's cell, [row, col], drawn while the map has focus
        this.cursorShown = false;
        this.ring = null; // a cell ringed: a question's right answer, a hint's cell
        this.marks = [];
    }

    // Backtracks or clips passed by the frame just shown ([row, col, mask] each); a step
    // backwards or a seek clears those still fading.
    // A student who asks for less motion (prefers-reduced-motion) sees none fade: the core's
    // marks of the step shown stay, still.
    addFlashes(list, keep) {
        const still = reducedMotion();
        if (!keep || still)
            this.flashes = [];
        if (still)
            return;
        const now = performance.now();
        for (const [row, col, mask] of list)
            this.flashes.push({ row, col, mask, started: now });
        this.flashes = this.flashes.slice(-48);
    }

    // The flashes still visible, each with its strength from 1 down to 0.
    liveFlashes() {
        const now = performance.now();
        this.flashes = this.flashes.filter((f) => now - f.started < this.fadeMs);
        return this.flashes.map((f) => ({ ...f, strength: 1 - (now - f.started) / this.fadeMs }));
    }

    // Repaints what was shown last until the flashes have faded.
    animateFlashes() {
        if (this.fading || !this.flashes.length)
            return;
        this.fading = requestAnimationFrame(() => {
            this.fading = 0;
            if (this.shown)
                this.paint(this.shown.frame, this.shown.pits);
        });
    }

    // The cell size that fits the box's width and at most 70 % of the window's height (44rem
    // at most, 200 pixels at least): whole pixels from 8 up, where a fraction lost is little;
    // below that the map fills the space exactly, each cell still one flat colour (nearest
    // neighbour, never blurred). Zoomed in, the canvas keeps that space and shows a part.
    layout() {
        const box = this.canvas.parentElement.getBoundingClientRect();
        const ratio = window.devicePixelRatio || 1;
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
        const height = Math.max(200, Math.min(window.innerHeight * 0.7, 44 * rem));
        const fit = Math.min(box.width / this.cols, height / this.rows);
        this.base = fit >= 8 ? Math.floor(fit) : fit;
        this.cell = this.base * this.zoom;
        this.width = Math.min(this.cell * this.cols, Math.max(box.width, this.base * this.cols));
        this.height = Math.min(this.cell * this.rows, Math.max(height, this.base * this.rows));
        this.canvas.style.width = `${this.width}px`;
        this.canvas.style.height = `${this.height}px`;
        this.canvas.width = Math.round(this.width * ratio);
        this.canvas.height = Math.round(this.height * ratio);
        this.ratio = ratio;
        this.panBy(0, 0);
        this.canvas.dataset.zoom = String(this.zoom);
    }

    // Zoom by `factor` (1 to MaxCell pixels a cell at most), keeping the point at client
    // (x, y) where it is, or the middle of the view.
    zoomBy(factor, clientX, clientY) {
        const rect = this.canvas.getBoundingClientRect();
        const x = clientX === undefined ? this.width / 2 : clientX - rect.left;
        const y = clientY === undefined ? this.height / 2 : clientY - rect.top;
        const most = Math.max(1, MaxCell / this.base);
        const zoom = Math.max(1, Math.min(most, this.zoom * factor));
        const scale = zoom / this.zoom;
        const [ox, oy] = this.origin;
        this.zoom = zoom;
        this.layout();
        this.origin = [(ox + x) * scale - x, (oy + y) * scale - y];
        this.panBy(0, 0);
    }

    // True when the map can show more in some direction (zoomed in).
    get zoomed() {
        return this.zoom > 1;
    }

    // Moves the part shown by (dx, dy) pixels, within the map; true when it moved.
    panBy(dx, dy) {
        const [ox, oy] = this.origin;
        const x = Math.max(0, Math.min(this.cell * this.cols - this.width, ox + dx));
        const y = Math.max(0, Math.min(this.cell * this.rows - this.height, oy + dy));
        this.origin = [x, y];
        return x !== ox || y !== oy;
    }

    // Brings cell (row, col) into the part shown.
    reveal(row, col) {
        const s = this.cell;
        const [ox, oy] = this.origin;
        const dx = col * s < ox ? col * s - ox : (col + 1) * s > ox + this.width ? (col + 1) * s - ox - this.width : 0;
        const dy = row * s < oy ? row * s - oy : (row + 1) * s > oy + this.height ? (row + 1) * s - oy - this.height : 0;
        this.panBy(dx, dy);
    }

    cellAt(clientX, clientY) {
        const rect = this.canvas.getBoundingClientRect();
        const col = Math.floor((clientX - rect.left + this.origin[0]) / this.cell);
        const row = Math.floor((clientY - rect.top + this.origin[1]) / this.cell);
        return row >= 0 && row < this.rows && col >= 0 && col < this.cols ? [row, col] : null;
    }

    // The rows and columns in view: [firstRow, endRow, firstCol, endCol].
    visible() {
        const s = this.cell;
        const [ox, oy] = this.origin;
        return [Math.max(0, Math.floor(oy / s)), Math.min(this.rows, Math.ceil((oy + this.height) / s)),
            Math.max(0, Math.floor(ox / s)), Math.min(this.cols, Math.ceil((ox + this.width) / s))];
    }

    // The colours of the palette chosen (standard or Okabe-Ito).
    get colors() {
        return Palettes[this.palette];
    }

    repaint() {
        if (this.shown)
            this.paint(this.shown.frame, this.shown.pits);
    }

    paint(frame, pits) {
        this.shown = { frame, pits };
        if (!frame)
            this.flashes = [];
        const r = this.ratio || 1;
        this.context.setTransform(r, 0, 0, r, -this.origin[0] * r, -this.origin[1] * r);
        this.marks = [];
        this.kind.paint(this, frame, pits);
        this.drawMarks();
        this.drawRing();
        this.drawCursor();
        this.canvas.dataset.flashes = String(this.flashes.length);
        this.animateFlashes();
    }

    gridLines(color) {
        const g = this.context;
        const s = this.cell;
        if (s < 6)
            return;
        g.fillStyle = color;
        const [r0, r1, c0, c1] = this.visible();
        for (let c = c0; c <= c1; ++c)
            g.fillRect(c * s, r0 * s, 1, (r1 - r0) * s);
        for (let r = r0; r <= r1; ++r)
            g.fillRect(c0 * s, r * s, (c1 - c0) * s, 1);
    }

    // Fills the map with a colour a cell, `colour(i)` a word of ImageData for cell i.
    pixels(colour) {
        if (!this.bitmap || this.bitmap.width !== this.cols || this.bitmap.height !== this.rows) {
            this.bitmap = document.createElement('canvas');
            this.bitmap.width = this.cols;
            this.bitmap.height = this.rows;
            this.image = new ImageData(this.cols, this.rows);
            this.words = new Uint32Array(this.image.data.buffer);
        }
        const words = this.words;
        for (let i = 0; i < words.length; ++i)
            words[i] = colour(i);
        this.bitmap.getContext('2d').putImageData(this.image, 0, 0);
        const g = this.context;
        g.imageSmoothingEnabled = false;
        g.drawImage(this.bitmap, 0, 0, this.cols * this.cell, this.rows * this.cell);
    }

    // Start and end over everything else, never smaller than MinMark pixels across, so that
    // they can be found on a map of any size.
    drawMarks() {
        const g = this.context;
        const s = this.cell;
        for (const [row, col, letter, color] of this.marks) {
            const x = col * s + s / 2, y = row * s + s / 2;
            const radius = Math.max(s * 0.28, MinMark / 2);
            g.fillStyle = color;
            g.beginPath();
            g.arc(x, y, radius, 0, 2 * Math.PI);
            g.fill();
            if (radius > s * 0.28) {
                g.strokeStyle = '#ffffff';
                g.lineWidth = 2;
                g.stroke();
            }
            g.fillStyle = '#ffffff';
            g.font = `bold ${Math.max(8, Math.floor(radius * 1.1))}px sans-serif`;
            g.textAlign = 'center';
            g.textBaseline = 'middle';
            g.fillText(letter, x, y + 1);
        }
    }

    // The cell ringed, as the workbench rings a right answer or a hint: a circle in the
    // highlight colour on a white one, at least MinMark pixels across.
    drawRing() {
        this.canvas.dataset.ring = this.ring ? this.ring.join(',') : '';
        if (!this.ring)
            return;
        const g = this.context;
        const s = this.cell;
        const radius = Math.max(s * 0.6, MinMark / 2 + 2);
        const x = this.ring[1] * s + s / 2, y = this.ring[0] * s + s / 2;
        g.beginPath();
        g.arc(x, y, radius, 0, 2 * Math.PI);
        g.lineWidth = 5;
        g.strokeStyle = '#ffffff';
        g.stroke();
        g.lineWidth = 3;
        g.strokeStyle = '#d81b60';
        g.stroke();
    }

    // The keyboard's cell: a dark frame in a light one, at least MinMark pixels across.
    drawCursor() {
        if (!this.cursor || !this.cursorShown)
            return;
        const g = this.context;
        const s = this.cell;
        const size = Math.max(s, MinMark);
        const x = this.cursor[1] * s + s / 2 - size / 2, y = this.cursor[0] * s + s / 2 - size / 2;
        g.lineWidth = 4;
        g.strokeStyle = '#ffffff';
        g.strokeRect(x - 1, y - 1, size + 2, size + 2);
        g.lineWidth = 2;
        g.strokeStyle = '#000000';
        g.strokeRect(x, y, size, size);
    }
}

// '#rrggbb' as a pixel of ImageData (bytes r, g, b, a in memory: little-endian words).
export function word(hex) {
    const v = parseInt(hex.slice(1), 16);
    return (0xff000000 | ((v & 255) << 16) | (v & 0xff00) | (v >> 16)) >>> 0;
}
