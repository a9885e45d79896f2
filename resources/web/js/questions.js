// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// Stop-and-think questions (questions.md), as the workbench's Question dock asks them: the
// scenario's and, in practice mode, one in every N steps where the answer is not more of the
// same (the rule book chooses it). While a question is open nothing on screen answers it: the
// map, the Call Stack and the why show what the rule book lets them then (the module leaves
// out the candidates, the cell being filled and the queue), the log ends at the step shown and
// the statistics wait; moving the map away drops it unanswered
// (asked again when playback reaches it), as in the workbench. After any answer
// the page shows the right answer(s) and the reason; the score counts this build's answers.
// The module judges (the worker's rule book); this module only words its verdicts.
import { $ } from './dom.js';
import { fill, templateName } from './lesson.js';

// The words of the rule book's answers and reasons, shared with You Are the Algorithm.
export class Words {
    constructor(lesson, request) {
        this.lesson = lesson;
        this.S = lesson.strings;
        this.request = request;
        this.names = null; // the trace's words of the moves (SEED, ADD, ...), from the module
    }

    async moveNames() {
        if (!this.names) {
            const reply = await this.request({ type: 'moveNames' }).catch(() => null);
            this.names = reply ? reply.names : [];
        }
        return this.names;
    }

    // A log line of step `index`, as the log shows it.
    async stepLine(index) {
        const reply = await this.request({ type: 'lines', from: index, count: 1 }).catch(() => null);
        return reply && reply.lines.length ? this.lesson.kind.logLine(this.lesson, reply.lines[0]) : '';
    }

    // "Step 12 in the log: > ADD (3, 4)" for step `index` (none for -1).
    async logStep(index) {
        return index >= 0 ? fill(this.S.answers.logStep, index + 1, await this.stepLine(index)) : '';
    }

    // The reason in the export's language: its text's %1.. take the values it names.
    async reason(judgement, given) {
        const entry = this.S.answers[this.lesson.kind.mode][judgement.reason];
        if (!entry)
            return '';
        const [a0, a1, a2, a3] = judgement.args;
        const values = { row: given.row, col: given.col, a0, a1, a2, a3, island: judgement.island,
            rule: judgement.rule, step: judgement.step + 1, name0: a0 >= 0 ? templateName(this.lesson, a0) : '' };
        if (entry.values.includes('line'))
            values.line = await this.stepLine(judgement.step);
        if (entry.values.includes('line1'))
            values.line1 = await this.stepLine(a1);
        let text = judgement.seed && entry.seed ? entry.seed : entry.text;
        if (Array.isArray(text))
            text = text[Math.min(Math.max(values[entry.plural], 0), text.length - 1)];
        return fill(text, ...entry.values.map((name) => values[name]));
    }

    // Why the move of `step` ([kind, row, col, extra], a log record) is the one due, as You Are
    // the Algorithm says it; `current`: a question's move was chosen (not a cell clicked), and
    // [row, col] is grow()'s current cell at that step (null when none).
    why(step, current) {
        const S = this.S.construct;
        if (!step)
            return '';
        const [kind, row, col, extra] = step;
        const island = extra & 15;
        const asked = current !== undefined;
        switch (kind) {
        case 0: return fill(asked ? S.whySeedAsked : S.whySeed, island);
        case 1: return asked && current ? fill(S.whyAddAsked, current[0], current[1]) : S.whyAdd;
        case 2: return fill(S.whyBacktrack, row, col);
        case 3: return fill(S.whyComplete, island);
        case 4: return fill(S.whyFailed[extra >> 4] ?? S.whyFailed[0], island);
        case 5: return S.whyAllDone;
        default: return S.whyTooComplex;
        }
    }

    // A question's wrong move `kind` where step `index` is due: the rule book's reason (the
    // move due and why, with grow()'s current cell from the core's call stack), in the words
    // of the workbench's Question dock.
    async wrongMove(kind, index) {
        const [lines, think] = await Promise.all([
            this.request({ type: 'lines', from: index, count: 1 }).catch(() => null),
            this.request({ type: 'think', position: index, most: 1, asking: true }).catch(() => null),
        ]);
        const step = lines?.lines[0];
        const frames = think?.stack?.frames ?? [];
        const top = frames.length ? frames[frames.length - 1] : null;
        const label = this.S.moves.find((m) => m.kind === kind)?.label ?? '';
        return step ? fill(this.S.construct.notNow, label, this.why(step, top ? [top[0], top[1]] : null)) : '';
    }

    // An answer of the key ([move, row, col, template, rotation]) in the page's words.
    answerText(ask, [move, row, col, tile, turns]) {
        const A = this.S.answers;
        if (ask === 'next-move')
            return this.S.moves.find((m) => m.kind === move)?.label ?? '';
        if (row < 0)
            return A.noCell;
        if (ask === 'next-place')
            return fill(A.place[turns], templateName(this.lesson, tile), row, col);
        return fill(A.cell, row, col);
    }

    // An answer as `mapgen --answers` writes it: ADD, (3, 15), (4, 7) hall 1, none.
    async answerKeyText(ask, { move, row, col, tile, turns }) {
        if (ask === 'next-move')
            return (await this.moveNames())[move] ?? '';
        if (row < 0)
            return 'none';
        if (ask === 'next-place')
            return `(${row}, ${col}) ${this.tileId(tile)} ${turns}`;
        return `(${row}, ${col})`;
    }

    // A template as the scenario file names it (the result file's and the answer key's word).
    tileId(index) {
        const tile = this.lesson.tiles[index];
        return tile ? (tile.id ?? tile.name) : String(index);
    }
}

export class Questions {
    // `ctx`: lesson, words (Words), request(message), position(), steps(), frame(), seek(p),
    // mapView, painter, log (LogList), showStatistics(hidden), focusPlay(), redraw() (the map
    // and the panels asked again, for a question opened or closed).
    constructor(ctx) {
        this.ctx = ctx;
        this.S = ctx.lesson.strings;
        this.answered = new Set(); // 'ask@after' of this build's questions asked
        this.score = 0;
        this.asked = 0;
        this.pending = null;
        this.practice = { on: false, interval: 10, questions: [], until: 1, done: false, fetching: false, epoch: 0 };
        $('question-fold').addEventListener('click', () => this.fold(!$('question').hasAttribute('data-folded')));
    }

    // On a phone the answered question folds to its verdict's line (lesson.css), so that the
    // playback controls under it stay in reach; its button unfolds it.
    fold(folded) {
        $('question').toggleAttribute('data-folded', folded);
        const button = $('question-fold');
        button.textContent = folded ? this.S.unfold : this.S.fold;
        button.setAttribute('aria-expanded', String(!folded));
    }

    // A new build: its questions are all to be asked again, the score starts from nothing;
    // but the first build of a resumed attempt keeps the answers it had (restore()).
    reset() {
        this.close();
        this.answered.clear();
        this.score = 0;
        this.asked = 0;
        this.resetPractice();
        delete document.body.dataset.score;
        delete document.body.dataset.verdict;
        for (const { index, verdict } of this.restored ?? []) {
            const question = this.ctx.lesson.questions[index];
            if (!question)
                continue;
            this.answered.add(`${question.ask}@${question.after}`);
            this.asked += 1;
            this.score += verdict === 'wrong' ? 0 : 1;
            document.body.dataset.score = `${this.score}/${this.asked}`;
        }
        this.restored = null;
        this.showScore();
    }

    // A resumed attempt's answers ({ index, verdict }), kept through the next reset().
    restore(answers) {
        this.restored = answers.slice();
        this.reset();
        this.restored = answers.slice();
    }

    showScore() {
        const shown = this.ctx.lesson.questions.length || this.practice.on;
        $('score').textContent = shown ? fill(this.S.score, this.score, this.asked) : '';
    }

    // Practice mode on or off, one question in every `interval` steps.
    setPractice(on, interval) {
        this.practice.on = on;
        this.practice.interval = Math.max(2, interval | 0);
        this.resetPractice();
        this.showScore();
    }

    resetPractice() {
        const p = this.practice;
        Object.assign(p, { questions: [], until: 1, done: false, fetching: false, epoch: p.epoch + 1 });
        if (p.on)
            this.fetchPractice();
    }

    // The rule book's practice questions, asked for ahead of playback (the worker looks at a
    // few hundred windows a time), so that playback can stop at them without waiting.
    async fetchPractice() {
        const p = this.practice;
        if (!p.on || p.done || p.fetching || this.ctx.steps() === 0)
            return;
        p.fetching = true;
        const epoch = p.epoch;
        const reply = await this.ctx.request({ type: 'practice', from: p.until, count: 512, interval: p.interval })
            .catch(() => null);
        if (epoch !== p.epoch)
            return;
        p.fetching = false;
        if (!reply)
            return;
        const own = this.ctx.lesson.questions;
        for (const q of reply.questions) {
            if (!own.some((o) => o.ask === q.ask && o.after === q.after))
                p.questions.push({ ...q, practice: true });
        }
        p.until = reply.until;
        p.done = reply.done;
    }

    // The last position playback may reach from `from` for what is known of practice mode's
    // questions (all of them, when it is off).
    knownUntil() {
        const p = this.practice;
        if (!p.on || p.done)
            return Infinity;
        if (p.until * p.interval - this.ctx.position() < 256 * p.interval)
            this.fetchPractice();
        return p.until * p.interval;
    }

    // The first question not yet asked with `after` in [from, to).
    next(from, to) {
        const steps = this.ctx.steps();
        const open = (q) => !this.answered.has(`${q.ask}@${q.after}`) && q.after >= from && q.after < to && q.after < steps;
        const candidates = [...this.ctx.lesson.questions, ...this.practice.questions].filter(open);
        candidates.sort((a, b) => a.after - b.after);
        return candidates[0] || null;
    }

    get open() {
        return Boolean(this.pending);
    }

    // Whether a question waits for a cell (the map's cursor and Enter answer it).
    get asksCell() {
        return Boolean(this.pending?.key) && this.pending.question.ask !== 'next-move';
    }

    // The map moved to `position` by the student (a step, the timeline, First, Last, a log
    // line): an open question elsewhere goes unanswered, to be asked again when playback
    // reaches it, as the workbench's Question dock does.
    moved(position) {
        if (this.pending && position !== this.pending.question.after)
            this.close();
    }

    async ask(question) {
        const index = this.ctx.lesson.questions.indexOf(question);
        this.answered.add(`${question.ask}@${question.after}`);
        this.pending = { question, index };
        const pending = this.pending;
        this.hideFuture(true);
        this.ctx.redraw();
        const panel = $('question');
        this.fold(false);
        panel.hidden = false;
        $('question-text').textContent = this.S.questions[question.ask];
        $('question-feedback').replaceChildren();
        $('question-choices').replaceChildren();
        this.ctx.painter.ring = null;
        delete document.body.dataset.verdict;
        // The module's key: what counts as right is the rule book's business, not the page's.
        const reply = await this.ctx.request({ type: 'key', ask: question.ask, after: question.after }).catch(() => null);
        if (!reply || !reply.key || this.pending !== pending)
            return;
        pending.key = reply.key;
        pending.shownAt = performance.now();
        this.fillChoices(question);
        this.showQuestion(question);
    }

    // No spoiler while a question is open: the log ends at the step shown (its next line
    // would be the answer) and the statistics, which tell how the build ends, wait.
    hideFuture(hidden) {
        this.ctx.log.setLimit(hidden ? this.pending.question.after : Infinity);
        this.ctx.showStatistics(hidden);
    }

    fillChoices(question) {
        const S = this.S;
        const choices = $('question-choices');
        if (question.ask === 'next-move') {
            for (const move of S.moves) {
                const button = document.createElement('button');
                button.type = 'button';
                button.textContent = move.label;
                button.addEventListener('click', () => this.answer({ move: move.kind }));
                choices.append(button);
            }
            return;
        }
        const hint = document.createElement('p');
        hint.textContent = [S.keyboardCell, S.clickCell].filter(Boolean).join(' ');
        choices.append(hint);
        if (question.ask === 'next-place') {
            const select = document.createElement('select');
            select.id = 'answer-tile';
            select.setAttribute('aria-label', S.answerTile);
            this.ctx.lesson.tiles.forEach((tile, t) => {
                for (let turns = 0; turns < 4; ++turns) {
                    const option = document.createElement('option');
                    option.value = String(t * 4 + turns);
                    option.textContent = fill(S.tileTurns[turns], templateName(this.ctx.lesson, t));
                    select.append(option);
                }
            });
            select.addEventListener('keydown', (event) => {
                if (event.key === 'Enter')
                    this.ctx.mapView.canvas.focus({ preventScroll: true });
            });
            choices.append(select);
        }
        const none = document.createElement('button');
        none.type = 'button';
        none.textContent = S.answerNone;
        none.addEventListener('click', () => this.answer({ row: -1 }));
        choices.append(none);
    }

    // The question and the map both in view (on a phone the question keeps to the bottom of
    // the screen, lesson.css): a cell is answered on the map, so the map takes the focus with
    // its cursor on the cell of the step shown; a tile is chosen first, then Enter goes to the map.
    showQuestion(question) {
        const asked = this.S.questions[question.ask];
        this.ctx.announce(question.ask === 'next-move' ? asked : `${asked} ${this.S.keyboardCell}`);
        const map = this.ctx.mapView.canvas;
        const box = map.getBoundingClientRect();
        const panel = $('question').getBoundingClientRect();
        const bottom = getComputedStyle($('question')).position === 'fixed' ? panel.top : window.innerHeight;
        if (box.top < 0 || box.bottom > bottom)
            window.scrollBy(0, box.top - Math.max(0, (bottom - box.height) / 2));
        if (question.ask === 'next-move') {
            $('question-choices').querySelector('button').focus({ preventScroll: true });
            return;
        }
        // The cursor on the cell of the step shown where the map still marks it (the cell just
        // added); not on one the rule book hides now (a dungeon's cell being checked or queued:
        // it may be the answer).
        const frame = this.ctx.frame();
        const last = frame?.last;
        if (last && last[1] >= 0 && (frame.marks ?? []).some(([r, c]) => r === last[1] && c === last[2]))
            this.ctx.mapView.placeCursor(last[1], last[2]);
        if (question.ask === 'next-place')
            $('answer-tile').focus({ preventScroll: true });
        else
            map.focus({ preventScroll: true });
    }

    // A cell from the map (a click, or the cursor and Enter); false when no question asks one.
    answerCell(row, col) {
        if (!this.asksCell)
            return false;
        const given = { row, col };
        if (this.pending.question.ask === 'next-place') {
            const tile = Number($('answer-tile').value);
            given.tile = tile >> 2;
            given.turns = tile & 3;
        }
        this.answer(given);
        return true;
    }

    // The module judges the answer; the page only words its verdict.
    async answer(given) {
        const pending = this.pending;
        if (!pending || !pending.key || pending.judging)
            return;
        pending.judging = true;
        const committed = performance.now();
        const { question, key } = pending;
        const reply = await this.ctx.request({ type: 'judge', ask: question.ask, after: question.after, answer: given })
            .catch(() => null);
        if (this.pending !== pending)
            return;
        pending.judging = false;
        if (!reply || !reply.judgement)
            return;
        const judgement = reply.judgement;
        const words = await this.verdictWords(question, key, judgement, given);
        if (this.pending !== pending)
            return;
        this.score1(judgement, words, key, question);
        const [move, row, col, tile, turns] = key.accepted[0];
        const detail = {
            index: pending.index, step: question.after, ask: question.ask,
            given: await this.ctx.words.answerKeyText(question.ask, given),
            verdict: judgement.verdict, reason: judgement.reason,
            own: await this.ctx.words.answerKeyText(question.ask, { move, row, col, tile, turns }),
            latencyMs: Math.round(committed - pending.shownAt),
        };
        document.dispatchEvent(new CustomEvent('mapgen:answer', { detail }));
    }

    // After any answer: the verdict, the build's own answer, why (the rule book's reason, or
    // the log's line of the step that answers it), and which others count as right. One text a part.
    async verdictWords(question, key, judgement, given) {
        const S = this.S;
        const words = this.ctx.words;
        const own = fill(S.answers.answerIs, words.answerText(question.ask, key.accepted[0]));
        const reason = judgement.reason === 'wrong-move' ? await words.wrongMove(given.move, key.step)
            : await words.reason(judgement, given);
        const logged = await words.logStep(key.step);
        if (judgement.verdict === 'right')
            return [S.right, own, logged].filter(Boolean);
        if (judgement.verdict === 'alternative')
            return [S.right, reason, logged].filter(Boolean);
        const parts = [S.wrong, own, reason, logged];
        if (key.accepted.length > 1) {
            const Shown = 8;
            const shown = key.accepted.slice(0, Shown).map((a) => words.answerText(question.ask, a));
            if (key.accepted.length > Shown)
                shown.push('…');
            parts.push(fill(S.answers.countAsRight, key.accepted.length, shown.join('; ')));
        }
        return parts.filter(Boolean);
    }

    score1(judgement, words, key, question) {
        const right = judgement.verdict !== 'wrong';
        this.asked += 1;
        if (right)
            this.score += 1;
        // The right cell ringed on the map, as the workbench does.
        const [, row, col] = key.accepted[0];
        this.ctx.painter.ring = question.ask !== 'next-move' && row >= 0 ? [row, col] : null;
        this.pending = null;
        this.ctx.log.setLimit(Infinity);
        this.ctx.showStatistics(false);
        this.ctx.redraw();
        // A paragraph each: the verdict, the answer, the reason, the others that count; a
        // cell's "(row, column)" isolated, so that it reads so in a right-to-left line too.
        $('question-feedback').replaceChildren(...words.map((text) => {
            const paragraph = document.createElement('p');
            paragraph.textContent = text.replace(/\(\d+, \d+\)/g, '\u2066$&\u2069');
            return paragraph;
        }));
        $('question-choices').replaceChildren();
        this.fold(true);
        this.showScore();
        document.body.dataset.score = `${this.score}/${this.asked}`;
        document.body.dataset.verdict = judgement.verdict;
        this.ctx.focusPlay();
    }

    // The question panel goes (Start, or playback on after an answer); an open question is
    // dropped unanswered (it is asked again only by a new build).
    close() {
        const open = Boolean(this.pending);
        if (open)
            this.answered.delete(`${this.pending.question.ask}@${this.pending.question.after}`);
        this.pending = null;
        if (open)
            this.ctx.redraw();
        $('question').hidden = true;
        this.fold(false);
        this.ctx.log.setLimit(Infinity);
        this.ctx.showStatistics(false);
        if (this.ctx.painter.ring) {
            this.ctx.painter.ring = null;
            this.ctx.painter.repaint();
        }
    }
}
