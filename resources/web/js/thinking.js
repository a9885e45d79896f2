// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// Seeing the algorithm think: the Code panel (the pseudocode, the line of the step shown
// highlighted), the Call Stack and the inspector's "why" of a cell, as the workbench's Code
// and Call Stack docks and its Cell and Tile Inspectors show them. The core says which line,
// which frames and which verdict (mg_code_line, mg_stack, mg_why); this module only words
// them with the export's texts (lesson.thinking) and draws them.
import { fill } from './lesson.js';

// A cell's coordinates stay "(row, column)" in a right-to-left line, as the workbench
// isolates them (CellCoordinates::isolated).
const isolate = (text) => text.replace(/\(\d+, \d+\)/g, '\u2066$&\u2069');

const QueueShown = 50; // the innermost calls, the first queued cells listed; the rest are counted

export class Thinking {
    // `request` asks the build worker; `cellAt(x, y)` finds a cell under the pointer.
    constructor(lesson, request, cellAt) {
        this.lesson = lesson;
        this.t = lesson.thinking;
        this.request = request;
        this.cellAt = cellAt;
        this.$ = (id) => document.getElementById(id);
        this.position = -1; // the position asked for last
        this.busy = false;
        this.shownLine = null;
        this.whyCell = null;
        this.lastStack = null;
        this.fillCode();
        const wide = window.matchMedia('(min-width: 48rem)').matches;
        for (const id of ['code-panel', 'stack-panel', 'why-panel']) {
            const panel = this.$(id);
            panel.open = wide; // a phone keeps them folded under the map until asked
            panel.addEventListener('toggle', () => { if (panel.open) this.refresh(); });
        }
        this.$('code-heading').textContent = this.t.codeHeading;
        this.$('stack-heading').textContent = this.t.stackHeading;
        this.$('why-heading').textContent = this.t.whyHeading;
        this.$('why').textContent = this.t.whyHint;
        const canvas = this.$('map');
        // Hover with a mouse, a tap with a finger or a pen.
        canvas.addEventListener('pointermove', (event) => { if (event.pointerType === 'mouse') this.point(event); });
        canvas.addEventListener('pointerdown', (event) => this.point(event));
    }

    fillCode() {
        const list = this.$('code');
        list.textContent = '';
        this.lines = [];
        for (const [code, comment, newIn6b] of this.t.code) {
            const item = document.createElement('li');
            const text = document.createElement('code');
            text.textContent = code || '\u00a0';
            item.append(text);
            if (comment) {
                const note = document.createElement('bdi');
                note.dir = 'auto';
                note.className = 'comment';
                note.textContent = `# ${comment}`;
                item.append(' ', note);
            }
            if (newIn6b)
                item.classList.add('new6b');
            list.append(item);
            this.lines.push(item);
        }
    }

    // A new build: nothing of the old one stays.
    reset() {
        this.position = -1;
        this.lastStack = null;
        this.showLine(-1);
        this.$('call-stack').textContent = '';
        this.whyCell = null;
        this.$('why').textContent = this.t.whyHint;
    }

    // Playback showed `position`: the open panels follow (one request at a time; a position
    // passed meanwhile is skipped, as the workbench's docks follow only while shown).
    follow(position) {
        this.position = position;
        if (!this.busy && this.anyOpen())
            this.fetch();
    }

    anyOpen() {
        return this.$('code-panel').open || this.$('stack-panel').open || (this.$('why-panel').open && this.whyCell);
    }

    refresh() {
        if (this.position >= 0 && !this.busy)
            this.fetch();
    }

    async fetch() {
        this.busy = true;
        let asked;
        do {
            asked = this.position;
            const reply = await this.request({ type: 'think', position: asked, most: QueueShown }).catch(() => null);
            if (!reply)
                break;
            this.showLine(reply.line);
            this.lastStack = reply.stack;
            if (this.$('stack-panel').open)
                this.showStack(reply.stack);
            if (this.whyCell && this.$('why-panel').open)
                await this.explain(...this.whyCell, asked);
            document.body.dataset.thought = String(asked); // the step the panels show
        } while (asked !== this.position);
        this.busy = false;
    }

    showLine(line) {
        if (this.shownLine === line)
            return;
        const old = this.lines[this.shownLine];
        if (old) {
            old.classList.remove('current');
            old.removeAttribute('aria-current');
        }
        this.shownLine = line;
        const now = this.lines[line];
        if (now) {
            now.classList.add('current');
            now.setAttribute('aria-current', 'step');
            const box = this.$('code');
            if (this.$('code-panel').open && (now.offsetTop < box.scrollTop
                || now.offsetTop + now.offsetHeight > box.scrollTop + box.clientHeight))
                box.scrollTop = Math.max(0, now.offsetTop - 2 * now.offsetHeight);
        }
    }

    showStack(stack) {
        const rows = this.lesson.mode === 'dungeon' ? this.roomRows(stack) : this.islandRows(stack);
        const list = this.$('call-stack');
        const items = rows.length ? rows : [[this.t.stackEmpty, '']];
        list.replaceChildren(...items.map(([text, kind]) => {
            const item = document.createElement('li');
            item.textContent = isolate(text);
            if (kind)
                item.className = kind;
            return item;
        }));
    }

    islandRows(stack) {
        const t = this.t;
        const rows = stack.from > 0 ? [[fill(t.callsBelow, stack.from), '']] : [];
        return rows.concat(stack.frames.map(([row, col, candidates], k) => {
            const depth = stack.from + k;
            const frame = fill(t.frame, depth, row, col, stack.island, depth + 1, stack.target);
            let list;
            if (!candidates.length)
                list = depth + 1 >= stack.target ? t.baseCase : t.deadEnd;
            else
                list = fill(t.candidates, candidates.map(([r, c, s]) => fill([t.failed, t.trying, t.toTry][s], r, c)).join(', '));
            return [`${frame}\n${list}`, depth === stack.depth - 1 ? 'top' : ''];
        }));
    }

    sides(mask) {
        const names = this.t.sides;
        const parts = [0x03, 0x0c, 0x30, 0xc0].flatMap((bits, k) => (mask & bits ? [names[k]] : []));
        return parts.length ? parts.join(', ') : names[4];
    }

    roomRows(stack) {
        const t = this.t;
        const rows = [];
        if (stack.head) {
            rows.push([fill(t.filling, stack.head[0], stack.head[1], this.sides(stack.head[2])), 'top']);
            for (const [tile, turns, verdict] of stack.verdicts)
                rows.push([fill([t.placed, t.rule1, t.rule2][verdict], fill(t.tile, tile + 1, turns)).trim(), verdict ? 'rejected' : 'placed']);
        }
        stack.queue.forEach(([row, col, required], k) => rows.push([fill(t.queued, k + 1, row, col, this.sides(required)), '']));
        if (stack.queued > stack.queue.length)
            rows.push([fill(t.moreQueued, stack.queued - stack.queue.length), '']);
        return rows;
    }

    point(event) {
        const cell = this.cellAt(event.clientX, event.clientY);
        if (!cell || (this.whyCell && cell[0] === this.whyCell[0] && cell[1] === this.whyCell[1]))
            return;
        this.whyCell = cell;
        if (event.pointerType !== 'mouse')
            this.$('why-panel').open = true;
        if (this.position >= 0 && this.$('why-panel').open)
            this.explain(cell[0], cell[1], this.position);
    }

    async explain(row, col, position) {
        const reply = await this.request({ type: 'why', position, row, col }).catch(() => null);
        if (!reply || !reply.values || !this.whyCell || this.whyCell[0] !== row || this.whyCell[1] !== col)
            return;
        const lines = this.lesson.mode === 'dungeon' ? this.roomWhy(row, col, reply.values) : this.islandWhy(row, col, reply.values);
        const box = this.$('why');
        box.replaceChildren(...lines.map((text, k) => {
            const line = document.createElement(k ? 'p' : 'h3');
            line.textContent = isolate(text);
            return line;
        }));
        box.dataset.cell = `${row},${col}`;
        box.dataset.position = String(position);
    }

    islandWhy(row, col, v) {
        const t = this.t;
        const [cell, island, , , , , , , , , mark, rule] = v;
        let state = cell === 0 ? t.water : cell === 9 ? t.pit : fill(t.land, cell);
        if (mark)
            state = fill(t.marks[mark], state);
        const verdict = ([reason, other, r, c], seed) => {
            switch (reason) {
            case 0: return seed ? (rule === 0 ? t.eligible6a : t.eligible6b) : t.valid;
            case 1: return t.outOfMap;
            case 2: return t.noPit;
            case 3: return fill(t.noLand, other);
            default: return seed ? fill(t.seedNeighbour, rule === 0 ? '6a' : '6b', other, r, c) : fill(t.neighbour, other, r, c);
            }
        };
        const candidate = island ? fill(t.forIsland, island, verdict(v.slice(2, 6), false)) : t.noIsland;
        const seed = island ? fill(t.forIsland, island, verdict(v.slice(6, 10), true)) : t.noSeed;
        return [fill(t.rowColumn, row, col), `${t.stateLabel} ${state}`, `${t.candidateLabel} ${candidate}`, `${t.seedLabel} ${seed}`];
    }

    roomWhy(row, col, v) {
        const t = this.t;
        const [bits, , , , , , head] = v;
        const what = bits & 4 ? 0 : bits & 1 ? (bits & 8 ? 1 : bits & 16 ? 2 : 3) : bits & 2 ? 4 : 5;
        const lines = [fill(t.cellIs, fill(t.rowColumn, row, col), t.roomStates[what])];
        if (bits & 4)
            lines.push(t.roomNotes[0]);
        else if (bits & 24)
            lines.push(t.roomNotes[1]);
        else if (head && this.lastStack && this.lastStack.verdicts.length) {
            lines.push(t.roomNotes[4]);
            for (const [tile, turns, verdict] of this.lastStack.verdicts)
                lines.push(fill([t.placed, t.rule1, t.rule2][verdict], fill(t.tile, tile + 1, turns)).trim());
        } else
            lines.push(t.roomNotes[bits & 2 ? 2 : 3]);
        return lines;
    }
}
