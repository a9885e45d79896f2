// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The page's address as a link that keeps the student's work (docs/weblesson.md):
// #seed=S&step=K, then the settings and the pits only where they differ from the lesson.
// Pure functions of text and arrays, so that node tests them as the page uses them.
import { lessonKind } from './lessons.js';

const Digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'; // base64url
const DigitValue = new Int8Array(128).fill(-1); // by character code
[...Digits].forEach((digit, value) => { DigitValue[digit.charCodeAt(0)] = value; });

// The digits of `length` in the runs form (five bits each, the lowest first).
function runDigits(length, out) {
    while (length >= 32) {
        out.push(Digits[32 | (length & 31)]);
        length = Math.floor(length / 32);
    }
    out.push(Digits[length]);
}
const runDigitCount = (length) => (length < 32 ? 1 : length < 1024 ? 2 : length < 32768 ? 3 : Math.ceil(Math.log2(length + 1) / 5));

// The island settings in the address: key, the page's field, the range of lesson.limits.
export const SettingKeys = [['count', 'count', 'count'], ['min', 'min', 'size'], ['max', 'max', 'size'],
    ['limit', 'stepLimit', 'stepLimit']];

// The longest pits part a map of `cells` cells can need: its bitset form and the letter.
export const maxPitsLength = (cells) => 1 + Math.ceil(cells / 6);

// The cells where `pits` differs from `base` (one byte a cell, 1 for a pit), or '' when none
// does. Of two forms, the shorter: 'b' and a bitset, six cells a base64url digit, the first in
// its highest bit, trailing zero digits left out (a crowded map: 64 x 64 in at most 684
// characters); or 'r' and the lengths of the runs of cells, alternately the same as the
// lesson and changed, the first run the same (it may be 0 long) and what follows the last
// run the same; each length in digits of five bits, the lowest first, every digit but a
// length's last with 32 added (a sparse map: a few pits on a 1000 x 1000 one in a few dozen).
export function encodePits(pits, base) {
    const cells = base.length;
    const bits = new Uint8Array(Math.ceil(cells / 6));
    const runs = new Uint32Array(cells + 1);
    let count = 0;
    let run = 0;
    let changed = 0;
    let runLength = 0;
    for (let i = 0; i < cells; ++i) {
        const differs = (pits[i] ? 1 : 0) ^ (base[i] ? 1 : 0);
        if (differs)
            bits[(i / 6) | 0] |= 32 >> (i % 6);
        if (differs !== changed) {
            runs[count++] = run;
            runLength += runDigitCount(run);
            run = 0;
            changed = differs;
        }
        ++run;
    }
    if (changed) {
        runs[count++] = run;
        runLength += runDigitCount(run);
    }
    if (!count)
        return '';
    let used = bits.length;
    while (used > 0 && bits[used - 1] === 0)
        --used;
    const out = [];
    if (runLength <= used) {
        for (let k = 0; k < count; ++k)
            runDigits(runs[k], out);
        return `r${out.join('')}`;
    }
    for (let k = 0; k < used; ++k)
        out.push(Digits[bits[k]]);
    return `b${out.join('')}`;
}

// The pits `text` (encodePits's form) makes of `base`, or null when it is not one of them
// for this map: an unknown form or digit, a cell past the map's end, a length cut off.
export function decodePits(text, base) {
    const cells = base.length;
    if (!text || text.length > maxPitsLength(cells))
        return null;
    const pits = new Uint8Array(cells);
    for (let i = 0; i < cells; ++i)
        pits[i] = base[i] ? 1 : 0;
    const values = new Int8Array(text.length - 1);
    for (let k = 1; k < text.length; ++k) {
        const code = text.charCodeAt(k);
        values[k - 1] = code < 128 ? DigitValue[code] : -1;
        if (values[k - 1] < 0)
            return null;
    }
    if (text[0] === 'b') {
        for (let k = 0; k < values.length; ++k) {
            for (let bit = 0; values[k] && bit < 6; ++bit) {
                if (!(values[k] & (32 >> bit)))
                    continue;
                const i = k * 6 + bit;
                if (i >= cells)
                    return null;
                pits[i] ^= 1;
            }
        }
        return pits;
    }
    if (text[0] !== 'r')
        return null;
    let at = 0;
    let changed = false;
    for (let k = 0; k < values.length;) {
        let length = 0;
        let scale = 1;
        for (;;) {
            if (k >= values.length || scale > cells)
                return null; // cut off, or longer than any map
            const value = values[k++];
            length += (value & 31) * scale;
            scale *= 32;
            if (!(value & 32))
                break;
        }
        if (at + length > cells)
            return null;
        for (let i = at; changed && i < at + length; ++i)
            pits[i] ^= 1;
        at += length;
        changed = !changed;
    }
    return pits;
}

// Practice mode's interval, one question in every N steps (the page's field's range).
export const PracticeRange = [2, 1000];

// The address of what the page shows: `work` holds seed, step, settings ({count, min, max,
// stepLimit, rule, randomize} or null for a dungeon), palette, practice (practice mode's
// interval, 0 when it is off) and pits (encodePits's text).
export function formatFragment(work, lesson) {
    const parts = [`seed=${work.seed}`, `step=${work.step}`];
    const settings = work.settings;
    if (settings) {
        const lessonSettings = lesson.islands;
        for (const [key, field] of SettingKeys) {
            if (settings[field] !== lessonSettings[field])
                parts.push(`${key}=${settings[field]}`);
        }
        if (settings.rule !== lessonSettings.rule)
            parts.push(`rule=${settings.rule}`);
        if (settings.randomize !== lessonSettings.randomize)
            parts.push(`randomize=${settings.randomize ? 1 : 0}`);
    }
    if (work.palette !== 'standard')
        parts.push(`palette=${work.palette}`);
    if (work.practice)
        parts.push(`practice=${work.practice}`);
    if (work.pits)
        parts.push(`pits=${work.pits}`);
    return `#${parts.join('&')}`;
}

// One value of the address, or undefined when `key` is not one the page knows or `value`
// is not one it may take. `base` is the lesson's pits.
function readValue(key, value, lesson, base) {
    const islands = lessonKind(lesson).islandSettings;
    const setting = SettingKeys.find(([name]) => name === key);
    if (key === 'step' && (value === 'end' || /^\d+$/.test(value)))
        return value === 'end' ? 'end' : Number(value);
    if (key === 'seed' && /^\d+$/.test(value) && BigInt(value) < 2n ** 64n)
        return String(BigInt(value));
    if (setting && islands && /^\d+$/.test(value)) {
        const [low, high] = lesson.limits[setting[2]];
        const number = Number(value);
        return number >= low && number <= high ? number : undefined;
    }
    if (key === 'rule' && islands && (value === '6a' || value === '6b'))
        return value;
    if (key === 'randomize' && islands && (value === '0' || value === '1'))
        return value === '1';
    if (key === 'palette' && (value === 'standard' || value === 'okabeIto'))
        return value;
    if (key === 'practice' && /^\d+$/.test(value)) {
        const every = Number(value);
        return every >= PracticeRange[0] && every <= PracticeRange[1] ? every : undefined;
    }
    if (key === 'pits')
        return decodePits(value, base) || undefined;
    return undefined;
}

const Known = ['seed', 'step', 'count', 'min', 'max', 'limit', 'rule', 'randomize', 'palette', 'practice', 'pits'];

// The address `hash` read for `lesson` whose pits are `base`. Keys and values may be
// percent-encoded; a part that does not decode or is not understood is ignored, and so is a
// key given again (its first part counts, understood or not). Returns the values understood
// ({seed, step, count, ..., pits}, each undefined when not given), `ignored` (the parts as the
// address wrote them) and `repeated` (the keys given more than once).
export function parseFragment(hash, lesson, base) {
    const values = {};
    const ignored = [];
    const seen = new Set();
    const repeated = new Set();
    const decode = (text) => {
        try {
            return decodeURIComponent(text);
        } catch {
            return null; // a malformed escape: %, %zz, an incomplete UTF-8 sequence
        }
    };
    for (const part of hash.replace(/^#/, '').split('&').filter(Boolean)) {
        const equals = part.includes('=') ? part.indexOf('=') : part.length;
        const key = decode(part.slice(0, equals));
        const value = decode(part.slice(equals + 1));
        if (Known.includes(key) && seen.has(key)) {
            repeated.add(key);
            ignored.push(part);
            continue;
        }
        seen.add(key);
        const read = key === null || value === null ? undefined : readValue(key, value, lesson, base);
        if (read === undefined)
            ignored.push(part);
        else
            values[key] = read;
    }
    return { values, ignored, repeated: [...repeated] };
}

// A part of the address as the notice quotes it: a long one (a pits part) cut short.
export function quotePart(part) {
    return part.length > 40 ? `${part.slice(0, 32)}…` : part;
}
