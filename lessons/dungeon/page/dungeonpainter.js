// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The dungeon's map as the workbench's DungeonPainter draws it (views/dungeonpainter.cpp),
// with the parts of the page's painter (painter.js): rock, walls and floors, tiles with their
// half-doors, the queue, S and E, and the marks the core gives (the tile placed, the cell
// checked, the half-doors clipped).
import { word } from '../../../resources/web/js/painter.js';

// Half-door bits, clockwise from the top side's left half (dungeon.md).
const Halves = [[0, 1], [0, 2], [1, 3], [2, 3], [3, 2], [3, 1], [2, 0], [1, 0]];

export function paintDungeon(painter, frame, pits) {
    const g = painter.context;
    const p = painter.colors;
    const s = painter.cell;
    const q = s / 4;
    if (s < 4)
        smallDungeon(painter, frame, pits);
    const large = s >= 4; // else smallDungeon() has drawn the cells
    const [r0, r1, c0, c1] = painter.visible();
    for (let r = r0; large && r < r1; ++r) {
        for (let c = c0; c < c1; ++c) {
            const i = r * painter.cols + c;
            const state = cellState(frame, pits, i);
            const x = c * s, y = r * s;
            if (state & 4) {
                g.fillStyle = p.dungeonPit;
                g.fillRect(x, y, s, s);
                continue;
            }
            g.fillStyle = state & 1 ? p.wall : p.rock;
            g.fillRect(x, y, s, s);
            if (state & 2 && !(state & 1))
                queuedCell(g, p, x, y, s);
            if (!(state & 1))
                continue;
            g.fillStyle = p.floor;
            g.fillRect(x + q, y + q, 2 * q, 2 * q);
            const doors = frame.cells[i];
            for (let bit = 0; bit < 8; ++bit) {
                if (doors & (1 << bit))
                    g.fillRect(x + Halves[bit][1] * q, y + Halves[bit][0] * q, q, q);
            }
            if (state & 24)
                painter.marks.push([r, c, state & 8 ? 'S' : 'E', state & 8 ? p.start : p.end]);
        }
    }
    painter.gridLines(p.grid);
    // Half-doors just clipped, fading out over the wall that replaced them.
    for (const flash of frame ? painter.liveFlashes() : []) {
        g.globalAlpha = flash.strength * 0.9;
        g.fillStyle = p.flash;
        for (let bit = 0; bit < 8; ++bit) {
            if (flash.mask & (1 << bit))
                g.fillRect(flash.col * s + Halves[bit][1] * q, flash.row * s + Halves[bit][0] * q, q, q);
        }
    }
    g.globalAlpha = 1;
    // The cells the core marks (StepMarks), as DungeonPainter draws them: the tile just
    // placed, the cell whose candidates are checked, the half-doors the placement
    // clipped, the cells it queued.
    const width = Math.max(2, Math.floor(s / 10));
    for (const [row, col, mark, clipped] of frame ? frame.marks || [] : []) {
        const x = col * s, y = row * s;
        g.lineWidth = width;
        if (mark === 'placed') {
            g.globalAlpha = 0.3;
            g.fillStyle = p.placed;
            g.fillRect(x, y, s, s);
            g.globalAlpha = 1;
            g.strokeStyle = p.placed;
            g.strokeRect(x + 1, y + 1, s - 2, s - 2);
        } else if (mark === 'considered') {
            g.globalAlpha = 0.55;
            g.fillStyle = p.considered;
            g.fillRect(x, y, s, s);
            g.globalAlpha = 1;
            if (s >= 8) {
                g.setLineDash([width, width]);
                g.strokeStyle = p.triedFrame;
                g.strokeRect(x + 1, y + 1, s - 2, s - 2);
                g.setLineDash([]);
            }
        } else if (mark === 'clipped') {
            g.fillStyle = p.flash;
            for (let bit = 0; bit < 8; ++bit) {
                if (clipped & (1 << bit))
                    g.fillRect(x + Halves[bit][1] * q, y + Halves[bit][0] * q, q, q);
            }
        } else if (mark === 'queued-now' && s >= 8) {
            g.strokeStyle = p.queued;
            g.strokeRect(x + 1, y + 1, s - 2, s - 2);
        }
    }
}

// Cells too small for their doors (under 4 pixels): a pixel each, scaled up, rooms in
// the floor's colour; then S and E.
function smallDungeon(painter, frame, pits) {
    const p = painter.colors;
    const [pit, floor, rock, queued] = [p.dungeonPit, p.floor, p.rock, p.queued].map(word);
    const states = frame ? frame.states : null;
    painter.pixels((i) => { const v = cellState(frame, pits, i); return v & 4 ? pit : v & 1 ? floor : v & 2 ? queued : rock; });
    for (let i = 0; states && i < states.length; ++i) {
        if (states[i] & 24 && !pits[i])
            painter.marks.push([Math.floor(i / painter.cols), i % painter.cols, states[i] & 8 ? 'S' : 'E', states[i] & 8 ? p.start : p.end]);
    }
}

// A dungeon cell's state bits (dungeon.md) with the student's pits over the build: a pit painted
// since is a pit, one erased since is rock.
function cellState(frame, pits, i) {
    const state = frame ? frame.states[i] : 0;
    return pits[i] ? 4 : state & 4 ? 0 : state;
}

// `over` blended over `under` at `alpha`, as '#rrggbb'.
// A queued cell as DungeonPainter draws it: a tint and a dashed frame, 3:1 on rock and
// floor, or the queue's colour alone where a frame would not show.
function queuedCell(g, p, x, y, s) {
    g.fillStyle = p.queued;
    if (s < 8) {
        g.fillRect(x, y, s, s);
        return;
    }
    const width = Math.max(1, Math.floor(s / 10));
    g.globalAlpha = 0.25;
    g.fillRect(x, y, s, s);
    g.globalAlpha = 1;
    g.setLineDash([width * 3, width * 2]);
    g.strokeStyle = p.queued;
    g.lineWidth = width;
    g.strokeRect(x + width / 2 + 1, y + width / 2 + 1, s - width - 2, s - width - 2);
    g.setLineDash([]);
}
