// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The settings form: the island settings' fields and the seed, filled from the lesson or an
// address, read for a build, and checked against their ranges (scenario.md, carried by the
// lesson): a value outside them, or none, is refused beside its field, never wrapped or clipped.
import { $ } from './dom.js';
import { SettingKeys } from './fragment.js';
import { fill, formatNumber } from './lesson.js';

// The number fields' ids and their ranges' names in lesson.limits.
/** @type {['count' | 'min' | 'max' | 'step-limit', string][]} */
const NumberFields = [['count', 'count'], ['min', 'size'], ['max', 'size'], ['step-limit', 'stepLimit']];

export class SettingsForm {
    constructor(lesson) {
        this.lesson = lesson;
        this.S = lesson.strings;
    }

    // The lesson's settings and the fields' ranges; a lesson without them loses their fields.
    fill() {
        const { lesson } = this;
        if (!lesson.kind.islandSettings) {
            for (const element of document.querySelectorAll('.islands-only'))
                element.remove();
        } else {
            const s = lesson.islands;
            $('count').value = s.count;
            $('min').value = s.min;
            $('max').value = s.max;
            $('rule').value = s.rule;
            $('randomize').checked = s.randomize;
            $('step-limit').value = s.stepLimit;
            for (const [id, range] of NumberFields)
                [$(id).min, $(id).max] = lesson.limits[range].map(String);
        }
        $('seed').value = lesson.seed;
    }

    // A refusal goes once its field holds what it may.
    wire() {
        $('settings').addEventListener('input', (event) => {
            const target = /** @type {HTMLElement} */ (event.target);
            if (target.getAttribute('aria-invalid') !== 'true')
                return;
            const field = NumberFields.find(([id]) => id === target.id);
            if (field)
                this.checkNumber(...field);
            else if (target.id === 'seed')
                this.checkSeed();
        });
    }

    // Shows `message` beside `input` (nothing when empty); true when there is none.
    fieldMessage(input, message) {
        const element = $(`${input.id}-error`);
        element.textContent = message;
        element.hidden = !message;
        if (message)
            input.setAttribute('aria-invalid', 'true');
        else
            input.removeAttribute('aria-invalid');
        return !message;
    }

    checkNumber(id, range) {
        const input = $(id);
        const [low, high] = this.lesson.limits[range];
        const text = input.value.trim();
        const value = Number(text);
        const valid = text !== '' && Number.isInteger(value) && value >= low && value <= high;
        return this.fieldMessage(input, valid ? '' : fill(this.S.badNumber, formatNumber(low), formatNumber(high)));
    }

    checkSeed() {
        const seed = $('seed').value.trim();
        return this.fieldMessage($('seed'), /^\d+$/.test(seed) && BigInt(seed) < 2n ** 64n ? '' : this.S.badSeed);
    }

    // Every field checked (each says what is wrong with it); the first one refused takes the focus.
    check() {
        /** @type {[string, () => boolean][]} */
        const checks = this.lesson.kind.islandSettings
            ? NumberFields.map(([id, range]) => [id, () => this.checkNumber(id, range)])
            : [];
        checks.push(['seed', () => this.checkSeed()]);
        const refused = checks.filter(([, check]) => !check()).map(([id]) => id);
        if (refused.length)
            $(refused[0]).focus();
        return refused.length === 0;
    }

    // The settings a build is made with.
    read() {
        const { lesson } = this;
        if (!lesson.kind.islandSettings)
            return { ...lesson.islands };
        return {
            count: Number($('count').value), min: Number($('min').value), max: Number($('max').value),
            rule: $('rule').value, randomize: $('randomize').checked, stepLimit: Number($('step-limit').value),
        };
    }

    // The settings of an address (fragment.js's values; what it does not give is the
    // lesson's) in the fields; true when any of them changed.
    apply(values) {
        const { lesson } = this;
        let changed = false;
        const set = (id, property, value) => {
            if ($(id)[property] !== value) {
                $(id)[property] = value;
                changed = true;
            }
        };
        if (lesson.kind.islandSettings) {
            const s = lesson.islands;
            for (const [key, field] of SettingKeys)
                set(field === 'stepLimit' ? 'step-limit' : field, 'value', String(values[key] ?? s[field]));
            set('rule', 'value', values.rule ?? s.rule);
            set('randomize', 'checked', values.randomize ?? s.randomize);
        }
        return changed;
    }

    // The settings as the address writes them: a field refused counts as the lesson's.
    forAddress() {
        const lesson = this.lesson;
        if (!lesson.kind.islandSettings)
            return null;
        const settings = this.read();
        for (const [, field, range] of SettingKeys) {
            const [low, high] = lesson.limits[range];
            const value = settings[field];
            if (!(Number.isInteger(value) && value >= low && value <= high))
                settings[field] = lesson.islands[field];
        }
        return settings;
    }
}
