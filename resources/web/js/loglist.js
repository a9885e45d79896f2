// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The recursion log: one line per step, virtualised (only the lines in view exist in the
// DOM), so that 150,000 lines scroll as smoothly as 15. A click on a line seeks there.
// Playback moves it every frame, so it never asks the layout for a size or a position in
// that path (the box's height comes from a ResizeObserver, the scroll offset is its own),
// draws at most once per animation frame, and reuses its line elements.
const LineHeight = 20;
// Browsers cap an element's height (Chromium near 33 million pixels, 1.7 million lines):
// a longer log scrolls a box this high, each of its pixels standing for several.
const MaxHeight = 8000000;
// The workbench indents a line by one space per level of recursion, up to 24 (LogDelegate).
const MaxIndent = 24;
// Lines are asked of the worker ahead of the view, up to Chunk at once: playback at speed 10
// plays a build in about 1.5 s (the core's PlaybackSpeed; 100,000 lines a second for a
// 150,000-step build), and lines asked for only when they come into view would have left it
// again by the time the worker's answer came (an empty log while it plays).
const Ahead = 8192;
const Chunk = 16384;

export class LogList {
    // `fetchLines(from, count)` resolves to step records ([kind, row, col, extra, depth]);
    // `format(record, index)` words one.
    constructor(element, fetchLines, format, onSeek) {
        this.element = element;
        this.fetchLines = fetchLines;
        this.format = format;
        this.onSeek = onSeek;
        this.count = 0;
        this.current = -1;
        this.limit = Infinity; // lines from here on are not shown (a question is open)
        this.top = 0; // the box's scrollTop
        this.scale = 1; // lines' pixels per pixel of the box
        this.view = element.clientHeight;
        this.cache = new Map();
        this.fetching = false; // one request for lines at a time
        this.epoch = 0; // counts resets: lines asked for before one are not this log's
        this.items = [];
        this.scheduled = 0;
        this.scrollPending = false;
        this.spacer = document.createElement('div');
        this.spacer.className = 'log-spacer';
        this.window = document.createElement('ol');
        this.window.className = 'log-window';
        this.spacer.append(this.window);
        element.append(this.spacer);
        element.addEventListener('scroll', () => {
            if (!this.scrollPending && element.scrollTop !== this.top) {
                this.top = element.scrollTop;
                this.schedule();
            }
        });
        new ResizeObserver(() => {
            this.view = element.clientHeight;
            this.rescale();
            this.schedule();
        }).observe(element);
        this.window.addEventListener('click', (event) => {
            const line = /** @type {Element} */ (event.target).closest('li');
            if (line)
                this.onSeek(Number(line.dataset.index) + 1);
        });
    }

    reset(count) {
        this.count = count;
        this.epoch += 1;
        this.cache.clear();
        this.current = -1;
        this.spacer.style.height = `${Math.min(count * LineHeight, MaxHeight)}px`;
        this.rescale();
        this.scrollTo(0);
        this.render(); // now, so that its lines are asked for before anything else
    }

    // The box's scroll range stands for the lines' one: from 0 to their height less the view.
    rescale() {
        const lines = this.count * LineHeight;
        const height = Math.min(lines, MaxHeight);
        this.scale = height < lines && height > this.view ? (lines - this.view) / (height - this.view) : 1;
    }

    // Lines `limit` and after are left out (while a question is open they would answer it).
    setLimit(limit) {
        if (this.limit === limit)
            return;
        this.limit = limit;
        this.element.dataset.limit = Number.isFinite(limit) ? String(limit) : '';
        this.schedule();
    }

    // The line of the step shown (position - 1), kept in view while playback runs.
    setCurrent(index) {
        this.current = index;
        const top = index * LineHeight;
        const shown = this.top * this.scale; // in lines' pixels
        if (index >= 0 && (top < shown || top + LineHeight > shown + this.view))
            this.scrollTo(Math.max(0, Math.min(top - this.view / 2, this.count * LineHeight - this.view)) / this.scale);
        this.schedule();
    }

    // Where the next drawing scrolls to: setting scrollTop needs the layout, so it is done
    // once, when the frame is drawn, not at every step shown.
    scrollTo(top) {
        this.top = Math.round(top);
        this.scrollPending = true;
    }

    schedule() {
        if (!this.scheduled)
            this.scheduled = requestAnimationFrame(() => {
                this.scheduled = 0;
                this.render();
            });
    }

    // The lines drawn: those in view and a few more either side.
    range() {
        const first = Math.max(0, Math.floor(this.top * this.scale / LineHeight) - 5);
        return [first, Math.min(this.count, first + Math.ceil(this.view / LineHeight) + 10)];
    }

    // Draws what the cache holds now, then asks for the first lines missing from the view or
    // from the Ahead lines after it (up to Chunk, or to the next line held) and draws again
    // when they come.
    async render() {
        const [first, last] = this.range();
        this.draw(first, last);
        const end = Math.min(this.count, last + Ahead);
        let from = first;
        while (from < end && this.cache.has(from))
            ++from;
        if (from >= end || this.fetching)
            return; // all there, or the request under way draws again when it is answered
        let to = from + 1;
        while (to < Math.min(this.count, from + Chunk) && !this.cache.has(to))
            ++to;
        this.fetching = true;
        const epoch = this.epoch;
        const records = await this.fetchLines(from, to - from).catch(() => null);
        this.fetching = false;
        if (epoch !== this.epoch)
            return this.schedule(); // reset meanwhile: the new lines, then
        if (!records)
            return;
        if (this.cache.size > 4 * Chunk) {
            const [keepFrom, keepTo] = this.range();
            for (const i of this.cache.keys()) {
                if (i < keepFrom - Chunk || i >= keepTo + Ahead + Chunk)
                    this.cache.delete(i);
            }
        }
        records.forEach((record, k) => this.cache.set(from + k, record));
        this.schedule();
    }

    draw(first, last) {
        if (this.scrollPending) {
            this.scrollPending = false;
            this.element.scrollTop = this.top;
        }
        // Line `first` where it shows, the box's scroll offset standing for this.scale as much.
        this.window.style.transform = `translateY(${this.top + first * LineHeight - this.top * this.scale}px)`;
        while (this.items.length < last - first) {
            const item = Object.assign(document.createElement('li'), { index: -1, indent: -1, record: null });
            item.append('');
            this.items.push(item);
            this.window.append(item);
        }
        this.items.forEach((item, k) => {
            const i = first + k;
            const record = i < last && i < this.limit ? this.cache.get(i) : undefined;
            if (!record) {
                item.hidden = true;
                item.index = -1;
                return;
            }
            item.hidden = false;
            if (item.index !== i || item.record !== record) {
                item.index = i;
                item.record = record;
                item.dataset.index = String(i);
                item.dataset.depth = String(record[4]);
                const text = this.format(record, i);
                /** @type {Text} */ (item.firstChild).data = text; // the text node's data: no node is made
                item.title = text; // the whole line, where the box cuts it with "…"
                const indent = Math.min(record[4], MaxIndent);
                if (item.indent !== indent) { // an inline style set has the line's style computed again
                    item.indent = indent;
                    item.style.paddingInlineStart = `calc(0.4em + ${indent}ch)`;
                }
            }
            const current = i === this.current;
            if (item.classList.contains('current') !== current) {
                item.classList.toggle('current', current);
                if (current)
                    item.setAttribute('aria-current', 'step');
                else
                    item.removeAttribute('aria-current');
            }
        });
    }
}
