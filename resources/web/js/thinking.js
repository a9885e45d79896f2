// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// Seeing the algorithm think: the Code panel (the pseudocode, the line of the step shown
// highlighted), the Call Stack and the inspector's "why" of a cell, as the workbench's Code
// and Call Stack docks and its Cell and Tile Inspectors show them. The core says which line,
// which frames and which verdict (mg_code_line, mg_stack, mg_why); the lesson's module words
// them with the export's texts (lesson.thinking), and this module draws them.
//
// Playback at speed 10 shows a hundred steps a frame, so the panels keep to the log's rules
// (loglist.js): one request to the worker at a time (a step passed meanwhile is skipped), at
// most one drawing per animation frame, done in the frame's own callback, no size or position
// asked of the layout on that path (the code's line positions are measured when its box is
// laid out anyway, by a ResizeObserver), and the Call Stack's rows kept, their texts set in
// place.
import { $ } from './dom.js';

// A cell's coordinates stay "(row, column)" in a right-to-left line, as the workbench
// isolates them (CellCoordinates::isolated).
const isolate = (text) => text.replace(/\(\d+, \d+\)/g, '\u2066$&\u2069');

const QueueShown = 50; // the innermost calls, the first queued cells listed; the rest are counted

export class Thinking {
    // `request` asks the build worker; `cellAt(x, y)` finds a cell under the pointer;
    // `asking()` whether a question is open (the core then leaves out what would answer it).
    constructor(lesson, request, cellAt, asking = () => false) {
        this.lesson = lesson;
        this.t = lesson.thinking;
        this.request = request;
        this.cellAt = cellAt;
        this.asking = asking;
        this.position = -1; // the step shown on the map
        this.stale = false; // the panels do not show `position` yet
        this.busy = false; // a request is under way
        this.shownLine = null;
        this.whyCell = null;
        this.whyAsked = 0; // counts the why's requests: only the latest one's answer is drawn
        this.lastStack = null;
        this.pending = null; // what the next animation frame draws: {position, line, stack, why}
        this.frame = 0;
        this.stroking = false; // a paint stroke under way (painting wins over the why)
        this.fillCode();
        const code = $('code');
        this.codeTop = 0; // the code box's scrollTop, kept as the log keeps its own
        this.codeView = 0;
        this.lineBoxes = null;
        code.addEventListener('scroll', () => { this.codeTop = code.scrollTop; });
        new ResizeObserver(() => {
            this.codeView = code.clientHeight;
            this.codeTop = code.scrollTop;
            this.lineBoxes = this.lines.map((line) => [line.offsetTop, line.offsetHeight]);
        }).observe(code);
        const wide = window.matchMedia('(min-width: 48rem)').matches;
        for (const id of /** @type {const} */ (['code-panel', 'stack-panel', 'why-panel'])) {
            const panel = $(id);
            panel.open = wide; // a phone keeps them folded under the map until asked
            panel.addEventListener('toggle', () => { if (panel.open) this.refresh(); });
        }
        $('code-heading').textContent = this.t.codeHeading;
        $('stack-heading').textContent = this.t.stackHeading;
        $('why-heading').textContent = this.t.whyHeading;
        $('why').textContent = this.t.whyHint;
        // Hover with a mouse, a tap with a finger or a pen; heard on the map's box, after the
        // canvas's own listeners: a press that begins a paint stroke (pits.js prevents its
        // default) paints and explains nothing, and neither do the cells the stroke passes.
        const box = $('map').parentElement;
        box.addEventListener('pointermove', (event) => {
            if (event.pointerType === 'mouse' && !this.stroking)
                this.point(event);
        });
        box.addEventListener('pointerdown', (event) => {
            this.stroking = event.defaultPrevented;
            if (!this.stroking)
                this.point(event);
        });
        for (const type of ['pointerup', 'pointercancel'])
            box.addEventListener(type, () => { this.stroking = false; });
    }

    fillCode() {
        const list = $('code');
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
        this.stale = false;
        this.lastStack = null;
        this.pending = null;
        if (this.frame)
            cancelAnimationFrame(this.frame);
        this.frame = 0;
        this.showLine(-1);
        $('call-stack').textContent = '';
        this.whyCell = null;
        this.whyAsked += 1;
        $('why').textContent = this.t.whyHint;
    }

    // Playback showed `position`: the open panels follow (one request at a time; a position
    // passed meanwhile is skipped, as the workbench's docks follow only while shown).
    follow(position) {
        if (position !== this.position) {
            this.position = position;
            this.stale = true;
        }
        if (this.anyOpen())
            this.pump();
    }

    anyOpen() {
        return $('code-panel').open || $('stack-panel').open || ($('why-panel').open && this.whyCell);
    }

    // What the panels may show changed (a question opened or closed): they ask again when the
    // map next shows its position (follow()), not before, so that the module stays at the
    // position the map asked for.
    invalidate() {
        this.stale = this.position >= 0;
    }

    // A panel opened: it shows the step shown.
    refresh() {
        if (this.position >= 0) {
            this.stale = true;
            this.pump();
        }
    }

    // Asks for the step shown, and again for the latest one passed while the answer came.
    async pump() {
        if (this.busy)
            return;
        this.busy = true;
        while (this.stale && this.position >= 0) {
            this.stale = false;
            const asked = this.position;
            const reply = await this.request({ type: 'think', position: asked, most: QueueShown, asking: this.asking() })
                .catch(() => null);
            if (!reply)
                break;
            const why = this.whyCell && $('why-panel').open ? await this.ask(...this.whyCell, asked) : null;
            if (this.position < 0)
                break; // a new build meanwhile
            this.draw(why ? { position: asked, line: reply.line, stack: reply.stack, why }
                : { position: asked, line: reply.line, stack: reply.stack });
        }
        this.busy = false;
    }

    // Draws `what` (a part left out keeps what is shown) in the next animation frame.
    draw(what) {
        this.pending = { ...this.pending, ...what };
        if (!this.frame)
            this.frame = requestAnimationFrame(() => {
                this.frame = 0;
                const { position, line, stack, why } = this.pending;
                this.pending = null;
                if (line !== undefined) {
                    this.showLine(line);
                    this.lastStack = stack;
                    if ($('stack-panel').open)
                        this.showStack(stack);
                }
                if (why)
                    this.showWhy(why);
                if (position !== undefined)
                    document.body.dataset.thought = String(position); // the step the panels show
            });
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
            // Scrolled into view from the positions measured (setting scrollTop lays out the
            // page, so only when the line is out of view).
            const box = this.lineBoxes && this.lineBoxes[line];
            if (box && $('code-panel').open && this.codeView > 0
                && (box[0] < this.codeTop || box[0] + box[1] > this.codeTop + this.codeView)) {
                this.codeTop = Math.max(0, box[0] - 2 * box[1]);
                $('code').scrollTop = this.codeTop;
            }
        }
    }

    // Row k keeps its element from one step to the next: only a text or a kind that changed
    // is set (the text node's data, so that no node is made), and rows are added or taken off
    // at the end only. A row out of the box's view is not laid out (content-visibility), so a
    // step that changes every row's text lays out only those in view.
    showStack(stack) {
        const rows = this.lesson.kind.stackRows(this, stack);
        const list = $('call-stack');
        const items = rows.length ? rows : [[this.t.stackEmpty, '']];
        while (list.childElementCount > items.length)
            list.lastElementChild.remove();
        items.forEach(([text, kind], k) => {
            let item = list.children[k];
            if (!item) {
                item = document.createElement('li');
                item.append('');
                list.append(item);
            }
            const shown = isolate(text);
            const line = /** @type {Text} */ (item.firstChild);
            if (line.data !== shown)
                line.data = shown;
            if (item.className !== kind)
                item.className = kind;
        });
    }

    // "Why this cell?" for cell (row, col) chosen by keyboard (the map's cursor and W): the
    // panel opens with it.
    explain(row, col) {
        this.whyCell = [row, col];
        $('why-panel').open = true;
        if (this.position >= 0)
            this.ask(row, col, this.position).then((why) => why && this.draw({ why }));
    }

    point(event) {
        const cell = this.cellAt(event.clientX, event.clientY);
        if (!cell || (this.whyCell && cell[0] === this.whyCell[0] && cell[1] === this.whyCell[1]))
            return;
        this.whyCell = cell;
        if (event.pointerType !== 'mouse')
            $('why-panel').open = true;
        if (this.position >= 0 && $('why-panel').open)
            this.ask(cell[0], cell[1], this.position).then((why) => why && this.draw({ why }));
    }

    // The why of cell (row, col) at `position`: null when the answer is not for the cell
    // pointed at now, or a later request was made.
    async ask(row, col, position) {
        const asked = ++this.whyAsked;
        const reply = await this.request({ type: 'why', position, row, col, asking: this.asking() }).catch(() => null);
        if (!reply || !reply.values || asked !== this.whyAsked || !this.whyCell || this.whyCell[0] !== row
            || this.whyCell[1] !== col)
            return null;
        return { row, col, position, values: reply.values, reason: reply.reason };
    }

    showWhy({ row, col, position, values, reason }) {
        const lines = this.lesson.kind.whyLines(this, row, col, values, reason);
        const box = $('why');
        box.replaceChildren(...lines.map((text, k) => {
            const line = document.createElement(k ? 'p' : 'h3');
            line.textContent = isolate(text);
            return line;
        }));
        box.dataset.cell = `${row},${col}`;
        box.dataset.position = String(position);
    }
}
