// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The lesson as exported: the world, the settings, the texts in the export's language.
import { decodePits } from './fragment.js';

// Everything is read from the page's embedded JSON; nothing from it is ever parsed as HTML.
// The pits come in the address's compact form (fragment.js), '' for none.
export function readLesson() {
    const lesson = JSON.parse(document.getElementById('lesson-data').textContent);
    const none = new Uint8Array(lesson.rows * lesson.cols);
    lesson.pitArray = lesson.pits ? decodePits(lesson.pits, none) ?? none : none;
    return lesson;
}

// A number as the page's language writes it.
export function formatNumber(value) {
    formatNumber.format ??= new Intl.NumberFormat(document.documentElement.lang || undefined);
    return formatNumber.format.format(value);
}

// "%1 ... %2" with the arguments, as QString::arg does for the templates the workbench sent.
export function fill(template, ...args) {
    return template.replace(/%(\d)/g, (match, digit) => {
        const value = args[Number(digit) - 1];
        return value === undefined ? match : String(value);
    });
}

export function hexMask(mask) {
    return `0x${mask.toString(16).toUpperCase().padStart(2, '0')}`;
}

// One log line of step `record` ([kind, row, col, extra, depth]) in the lesson's language.
export function logLine(lesson, record) {
    const t = lesson.strings.log;
    const [kind, row, col, extra] = record;
    if (lesson.mode !== 'dungeon') {
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
    }
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
}

export function templateName(lesson, index) {
    const tile = lesson.tiles[index];
    return tile && tile.name ? tile.name : fill(lesson.strings.log.unnamedTemplate, index + 1);
}
