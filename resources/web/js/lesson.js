// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The lesson as exported: the world, the settings, the texts in the export's language.
import { decodePits } from './fragment.js';
import { lessonKind } from './lessons.js';

// Everything is read from the page's embedded JSON; nothing from it is ever parsed as HTML.
// The pits come in the address's compact form (fragment.js), '' for none. `kind` is the
// lesson's module (lessons/), which the page's parts ask what differs between the lessons.
export function readLesson() {
    const lesson = JSON.parse(document.getElementById('lesson-data').textContent);
    lesson.kind = lessonKind(lesson);
    const none = new Uint8Array(lesson.rows * lesson.cols);
    lesson.pitArray = lesson.pits ? decodePits(lesson.pits, none) ?? none : none;
    // On a touch screen the texts that speak of clicking and of the arrow keys speak of tapping.
    if (lesson.strings?.touch && window.matchMedia?.('(pointer: coarse)').matches)
        overlay(lesson.strings, lesson.strings.touch);
    return lesson;
}

// `words`' texts over those of the same keys in `strings`, object by object.
function overlay(strings, words) {
    for (const [key, value] of Object.entries(words)) {
        if (value && typeof value === 'object' && strings[key] && typeof strings[key] === 'object')
            overlay(strings[key], value);
        else
            strings[key] = value;
    }
}

// A number as the page's language writes it.
let numberFormat = null;
export function formatNumber(value) {
    numberFormat ??= new Intl.NumberFormat(document.documentElement.lang || undefined);
    return numberFormat.format(value);
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

export function templateName(lesson, index) {
    const tile = lesson.tiles[index];
    return tile && tile.name ? tile.name : fill(lesson.strings.log.unnamedTemplate, index + 1);
}
