// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The islands' map as the workbench's IslandPainter draws it (views/islandpainter.cpp), with
// the parts of the page's painter (painter.js): a colour a cell, the islands' patterns, the
// fading backtracks, the candidates' tint and the tried cell the core marks, the island numbers.
import { word } from '../../../resources/web/js/painter.js';

const IslandColours = {
    standard: ['#a37228', '#895cc3', '#378c43', '#d51c65', '#597582', '#008b7d', '#5a69bd', '#d23b95'],
    okabeIto: ['#a67100', '#3c82aa', '#008964', '#847e20', '#0074b6', '#bd5200', '#ae668e', '#707070'],
};

// Cells at least this large show their island's number (IslandPainter::NumberCellSize).
const NumberCell = 14;

// Whether pixel (x, y) of the map is ink in island `island`'s pattern: a copy of
// islandPatternInk() in model/core/mapcolours.cpp, which tst_mapcolours prints for the page test.
const PatternPeriod = 6;
export function patternInk(island, x, y) {
    const p = PatternPeriod;
    const mod = (v) => ((v % p) + p) % p;
    const [across, down, rising, falling] = [mod(x), mod(y), mod(x + y), mod(x - y)];
    switch ((island - 1 + 8 * 1024) % 8) {
    case 0: return down === 0;
    case 1: return rising === 0;
    case 2: return across === 0;
    case 3: return falling === 0;
    case 4: return down === 0 || across === 0;
    case 5: return rising === 0 || falling === 0;
    case 6: return across % 3 === 0 && down % 3 === 0;
    default: return across < 2 && down < 2;
    }
}

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
    // Not by colour alone: a pattern each where the numbers do not fit, or everywhere if asked.
    if (cells && (s < NumberCell || painter.patternsEverywhere))
        islandPatterns(painter, cells, colors, pits);
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
            g.strokeStyle = p.candidateFrame;
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
                g.strokeStyle = p.triedFrame;
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
    if (s >= NumberCell)
        islandNumbers(painter, frame.cells, colors, pits);
}

// Each island's pattern in black or white ink, whichever reads on its colour, as canvas
// patterns that start at the map's corner, so that they run on from cell to cell.
function islandPatterns(painter, cells, colors, pits) {
    const g = painter.context;
    const s = painter.cell;
    if (painter.patternFor !== painter.palette) {
        painter.patternFills = colors.map((color, k) => {
            const tile = document.createElement('canvas');
            tile.width = tile.height = PatternPeriod;
            const t = tile.getContext('2d');
            t.fillStyle = dark(color) ? '#ffffff' : '#000000';
            for (let y = 0; y < PatternPeriod; ++y) {
                for (let x = 0; x < PatternPeriod; ++x) {
                    if (patternInk(k + 1, x, y))
                        t.fillRect(x, y, 1, 1);
                }
            }
            return g.createPattern(tile, 'repeat');
        });
        painter.patternFor = painter.palette;
    }
    const [r0, r1, c0, c1] = painter.visible();
    const land = (i) => (pits[i] ? 0 : cells[i] >= 1 && cells[i] <= 8 ? cells[i] : 0);
    for (let r = r0; r < r1; ++r) {
        for (let c = c0; c < c1;) {
            const v = land(r * painter.cols + c);
            let end = c + 1;
            while (end < c1 && land(r * painter.cols + end) === v)
                ++end;
            if (v) {
                g.fillStyle = painter.patternFills[v - 1];
                g.fillRect(c * s, r * s, (end - c) * s, s);
            }
            c = end;
        }
    }
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
            if (painter.patternsEverywhere) {
                // The digit on a plate of its island's colour, clear of the pattern's lines.
                const w = g.measureText(String(v)).width + 2;
                g.fillStyle = colors[v - 1];
                g.fillRect(c * s + (s - w) / 2, r * s + s * 0.2, w, s * 0.6);
            }
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
