// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The build's figures at the step shown (the core's BuildStats, as the workbench's Statistics
// follow the step: nothing of how the build goes on); hidden (with a note saying when they
// come) while a question is open or the student makes the steps.
import { formatNumber } from './lesson.js';

export class Statistics {
    // `list`: the page's <dl>; `shown()`: the build and the frame shown, { build, frame }.
    constructor(list, lesson, shown) {
        this.list = list;
        this.lesson = lesson;
        this.S = lesson.strings;
        this.shown = shown;
        this.hidden = false;
        this.key = '';
    }

    show(hidden, note = this.S.statsHidden) {
        const list = this.list;
        const { build } = this.shown();
        if (!build || build.status !== 0)
            return;
        this.hidden = hidden;
        this.key = '';
        // The note in a paragraph of its own: a list of terms holds terms and their values only.
        const paragraph = document.getElementById('statistics-note');
        paragraph.textContent = hidden ? note : '';
        paragraph.hidden = !hidden;
        list.hidden = hidden;
        if (hidden) {
            list.replaceChildren();
            list.dataset.hidden = 'true';
            return;
        }
        delete list.dataset.hidden;
        this.follow();
    }

    // The statistics of the frame shown; called with each drawing (at most once an animation
    // frame during playback), it touches the page only when a figure changed.
    follow() {
        const { build, frame } = this.shown();
        if (this.hidden || !frame || !frame.tally || !build || build.status !== 0)
            return;
        const rows = this.lesson.kind.statisticsRows(this.S, frame, build);
        const texts = rows.map(([term, value]) =>
            [term, typeof value === 'number' ? formatNumber(value) : String(value)]);
        const key = JSON.stringify(texts);
        if (key === this.key)
            return;
        this.key = key;
        // The same rows with other figures (each step while playing): only the texts changed.
        const list = this.list;
        const items = list.children;
        if (items.length === 2 * texts.length && texts.every(([term], k) => items[2 * k].textContent === term)) {
            texts.forEach(([, value], k) => {
                if (items[2 * k + 1].textContent !== value)
                    items[2 * k + 1].textContent = value;
            });
            return;
        }
        list.replaceChildren(...texts.flatMap(([term, value]) => {
            const dt = document.createElement('dt');
            dt.textContent = term;
            const dd = document.createElement('dd');
            dd.textContent = value;
            return [dt, dd];
        }));
    }
}
