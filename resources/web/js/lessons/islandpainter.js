// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The islands' map as the workbench's OceanPainter draws it (views/oceanpainter.cpp), with
// the parts of the page's painter (painter.js): a colour a cell, the fading backtracks, the
// candidates' tint and the tried cell the core marks, the island numbers.
import { word } from '../painter.js';

const IslandColours = {
    standard: ['#e8a33d', '#9c6ade', '#3f9f4d', '#c2185b', '#8d6e63', '#00897b', '#5c6bc0', '#f06292'],
    okabeIto: ['#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7', '#999999'],
};

export function paintIslands(painter, frame, pits) {
    const g = painter.context;
    const p = painter.colors;
    const colors = IslandColours[painter.palette];
    const s = painter.cell;
    // A cell is one colour: one pixel each, scaled up (a 1000 x 1000 map in a few
    // milliseconds, where a rectangle a cell took most of a second).
    const words = [p.ocean, ...colors, p.pit].map(word);
    const cells = frame ? frame.cells : null;
    // The student's pits over the build (painted since, or erased since: water).
    painter.pixels(cells ? (i) => words[pits[i] ? 9 : cells[i] === 9 ? 0 : cells[i]] : (i) => words[pits[i] ? 9 : 0]);
    painter.gridLines(p.grid);
    if (!frame)
        return;
    // Fading flashes of earlier backtracks, under the current highlight.
    for (const flash of painter.liveFlashes()) {
        g.globalAlpha = flash.strength * 0.85;
        g.fillStyle = p.flash;
        g.fillRect(flash.col * s, flash.row * s, s, s);
    }
    g.globalAlpha = 1;
    // The cells the core marks (StepMarks): the candidates' tint under the tried cell.
    const marks = frame.marks || [];
    const frameWidth = Math.max(1, Math.floor(s / 8));
    for (const [r, c] of marks.filter(([, , mark]) => mark === 'candidate')) {
        g.fillStyle = p.candidate;
        g.fillRect(c * s, r * s, s, s);
        if (s >= 8) {
            g.setLineDash([frameWidth, frameWidth]);
            g.strokeStyle = '#2e7d32';
            g.lineWidth = frameWidth;
            g.strokeRect(c * s + frameWidth * 1.5, r * s + frameWidth * 1.5, s - 3 * frameWidth, s - 3 * frameWidth);
            g.setLineDash([]);
        }
    }
    for (const [row, col, mark] of marks) {
        if (mark === 'tried') {
            g.fillStyle = p.tried;
            g.fillRect(col * s, row * s, s, s);
            if (s >= 8) {
                g.strokeStyle = '#212121';
                g.lineWidth = frameWidth;
                g.strokeRect(col * s + frameWidth / 2, row * s + frameWidth / 2, s - frameWidth, s - frameWidth);
            }
        } else if (mark === 'backtracked') {
            g.fillStyle = p.flash;
            g.fillRect(col * s, row * s, s, s);
            if (s >= 8) {
                g.strokeStyle = '#ffffff';
                g.lineWidth = frameWidth;
                const x = col * s, y = row * s, q = s / 4;
                g.beginPath();
                g.moveTo(x + q, y + q); g.lineTo(x + s - q, y + s - q);
                g.moveTo(x + s - q, y + q); g.lineTo(x + q, y + s - q);
                g.stroke();
            }
        }
    }
    if (s >= 14)
        islandNumbers(painter, frame.cells, colors, pits);
}

function islandNumbers(painter, cells, colors, pits) {
    const g = painter.context;
    const s = painter.cell;
    g.font = `${Math.floor(s * 0.55)}px sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    const [r0, r1, c0, c1] = painter.visible();
    for (let r = r0; r < r1; ++r) {
        for (let c = c0; c < c1; ++c) {
            const i = r * painter.cols + c;
            const v = cells[i];
            if (v < 1 || v > 8 || pits[i])
                continue;
            g.fillStyle = dark(colors[v - 1]) ? '#ffffff' : '#000000';
            g.fillText(String(v), c * s + s / 2, r * s + s / 2 + 1);
        }
    }
}

function dark(hex) {
    const v = parseInt(hex.slice(1), 16);
    const luminance = 0.299 * (v >> 16) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255);
    return luminance < 128;
}
