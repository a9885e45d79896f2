// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// You Are the Algorithm (user-guide.md), as the workbench's dock has it: the student makes
// every step of the build that is already made (the answer key). Islands: the cell added or
// seeded (a click, or the map's cursor and Enter) or a move button; dungeons: the cell that
// gets the next tile, then the tile and its turn, Place. The worker's rule book judges each
// move (judgeCell, judgeMove, judgeTile); a right one advances playback by its step (a
// dungeon's steps that are no decision run on by themselves), a wrong one changes nothing and
// says why. Hints are counted; the result has the fields of the workbench's result file and
// downloads as that file. This module keeps no rule: it asks, counts and words.
import { $ } from './dom.js';
import { fill } from './lesson.js';

export class Construct {
    // `ctx`: lesson, words (questions.js Words), request(message), seek(position) (a promise),
    // position(), steps(), seed(), painter, mapView, log (LogList), stop() (playback),
    // showStatistics(hidden), announce(text) (said once by a screen reader).
    constructor(ctx) {
        this.ctx = ctx;
        this.S = ctx.lesson.strings.construct;
        this.lesson = ctx.lesson;
        this.active = false;
        this.hasResult = false;
        this.$ = $; // the lessons' constructControls use it too
        this.reset();
        this.build();
    }

    reset() {
        this.counts = { moves: 0, right: 0, wrong: 0, hints: 0 };
        this.firstWrong = null;
        this.finished = false;
        this.picked = null; // dungeons: the right cell, its tile to choose
        this.decision = null; // { position, decided, step } from the worker
        this.started = 0;
        this.seconds = 0;
        this.busy = false;
        this.decisions = 0; // the build's, all the round asks (the rule book's count)
        this.grade = 0; // the round as a graded lesson counts it, once it ends
        this.grading = Promise.resolve();
    }

    // The panel's controls (lesson.html holds their places). Beside the map: on a wide screen
    // at the top of the side column, on a narrow one (one column) under the map's status, and
    // while the mode is on right under the map, so that the map, the prompt and the moves
    // share a phone's screen (the playback controls, not used then, go below).
    build() {
        const S = this.S;
        const narrow = window.matchMedia('(max-width: 48rem)');
        this.placePanel = () => {
            const panel = this.$('construct');
            const focused = panel.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
            const side = document.querySelector('.side');
            const after = document.querySelector(this.active ? '.canvas-box' : '.status-line');
            if (!narrow.matches && side.firstElementChild !== panel)
                side.prepend(panel);
            else if (narrow.matches && after.nextElementSibling !== panel)
                after.after(panel);
            else
                return;
            focused?.focus({ preventScroll: true });
        };
        narrow.addEventListener('change', this.placePanel);
        this.placePanel();
        this.$('construct-heading').textContent = S.title;
        const toggle = this.$('construct-toggle');
        toggle.textContent = S.toggle;
        toggle.title = S.toggleTip;
        toggle.addEventListener('click', () => (this.active ? this.end() : this.begin()));
        const hint = this.$('construct-hint');
        hint.textContent = S.hint;
        hint.title = S.hintTip;
        hint.addEventListener('click', () => this.hint());
        const download = this.$('construct-download');
        download.textContent = S.download;
        download.addEventListener('click', () => this.download());
        this.lesson.kind.constructControls(this);
        this.update();
    }

    // The mode on: the build shown is the answer key, from its first step.
    async begin() {
        if (this.ctx.steps() === 0 || this.busy)
            return;
        this.ctx.stop();
        this.reset();
        this.active = true;
        this.hasResult = false;
        this.started = performance.now();
        this.verdict('', null);
        const counted = await this.ctx.request({ type: 'decisions' }).catch(() => null);
        this.decisions = counted ? counted.decisions : 0;
        await this.ctx.seek(0);
        await this.advance(0);
        this.update();
        if (this.active) {
            // The map in view: the moves are made on it.
            const map = this.ctx.mapView.canvas.getBoundingClientRect();
            if (map.top < 0 || map.bottom > window.innerHeight)
                this.ctx.mapView.canvas.scrollIntoView({ block: 'nearest' });
            this.ctx.mapView.placeCursor(Math.floor(this.lesson.rows / 2), Math.floor(this.lesson.cols / 2));
            this.ctx.mapView.canvas.focus({ preventScroll: true });
            this.ctx.announce(this.$('construct-prompt').textContent); // what to do, and how by keyboard
        }
    }

    // A round resumed (a suspended attempt in a learning platform): the mode on and the
    // build's first `saved.right` decisions made as the answer key makes them (the rule book
    // is deterministic, so right moves are all a board needs), with the counts as they were.
    async restore(saved) {
        await this.begin();
        if (!this.active || !this.decision)
            return;
        this.busy = true;
        let decision = this.decision;
        for (let made = 0; made < saved.right && decision.decided >= 0 && decision.position < decision.steps; ++made) {
            decision = await this.ctx.request({ type: 'decision', position: decision.decided + 1 }).catch(() => null);
            if (!decision || !this.active)
                break;
        }
        this.counts = { moves: saved.right + saved.wrong, right: saved.right, wrong: saved.wrong, hints: saved.hints };
        this.busy = false;
        if (decision && this.active)
            await this.advance(decision.position);
        this.update();
    }

    // The mode off (the student's Stop, the build's end, or a new build): the result.
    end() {
        if (!this.active)
            return;
        this.active = false;
        this.hasResult = true;
        this.seconds = Math.floor((performance.now() - this.started) / 1000);
        this.picked = null;
        this.ctx.log.setLimit(Infinity);
        this.ctx.showStatistics(false);
        this.ctx.painter.ring = null;
        this.ctx.painter.repaint();
        // The result file's grade: You Are the Algorithm's part as the core counts it
        // (questions.md, "Grading"), over the decisions of the build the round was made on.
        const { right, wrong, hints } = this.counts;
        this.grading = this.ctx.request({ type: 'grade', progress: { questions: false, asked: 0, answered: 0,
            firstRight: 0, construct: true, right, wrong, hints, decisions: this.decisions } })
            .then((reply) => { this.grade = reply.score; }).catch(() => {});
        this.update();
        this.dispatch(true);
    }

    // Playback on to the student's next decision from `position` (the steps between run on by
    // themselves); at the build's end the round is over.
    async advance(position) {
        const decision = await this.ctx.request({ type: 'decision', position }).catch(() => null);
        if (!decision || !this.active)
            return;
        this.decision = decision;
        // Nothing of the future: the log's next line would be the answer, the statistics tell
        // how the build ends.
        this.ctx.log.setLimit(decision.position);
        this.ctx.showStatistics(true);
        if (decision.position !== this.ctx.position())
            await this.ctx.seek(decision.position);
        if (decision.position >= decision.steps || decision.decided < 0) {
            this.finished = decision.steps > 0;
            this.end();
        }
    }

    // How far playback may go while the mode is on: not past the student's decision.
    limit() {
        return this.active && this.decision ? this.decision.position : Infinity;
    }

    // Whether a click or the map's Enter is the student's move now.
    get asksCell() {
        return this.active && !this.busy;
    }

    // A cell from the map: the seed or the cell added, or the cell that gets the next tile.
    pickCell(row, col) {
        if (!this.active)
            return false;
        this.judge({ row, col }, `cell (${row}, ${col})`);
        return true;
    }

    move(kind) {
        if (!this.active)
            return;
        this.ctx.words.moveNames().then((names) => this.judge({ move: kind }, names[kind] ?? ''));
    }

    place() {
        if (!this.active || !this.picked)
            return;
        const value = Number(this.$('construct-tile').value);
        const [row, col] = this.picked;
        const tile = value >> 2;
        const turns = value & 3;
        this.judge({ row, col, tile, turns }, `place (${row}, ${col}) ${this.ctx.words.tileId(tile)} ${turns}`);
    }

    // One move to the rule book; the verdict shown, the counts and playback after it.
    async judge(move, given) {
        if (this.busy || !this.decision)
            return;
        this.busy = true;
        const position = this.decision.position;
        const reply = await this.ctx.request({ type: 'construct', position, move }).catch(() => null);
        const judgement = reply && reply.judgement;
        if (!judgement || !this.active) {
            this.busy = false;
            return;
        }
        this.ctx.painter.ring = null;
        const cellOnly = !this.lesson.kind.cellIsMove && move.tile === undefined;
        if (judgement.verdict === 'wrong') {
            this.picked = null;
            this.counts.moves += 1;
            this.counts.wrong += 1;
            if (!this.firstWrong)
                this.firstWrong = { step: position, move: given, expected: await this.expected() };
            this.verdict(await this.wrongWords(judgement, move), false);
        } else if (cellOnly) {
            // The right cell: its tile is asked next (no move counted yet, as in the workbench).
            this.picked = [move.row, move.col];
            this.verdict('', null);
        } else {
            this.picked = null;
            this.counts.moves += 1;
            this.counts.right += 1;
            const note = judgement.verdict === 'alternative' ? await this.ctx.words.reason(judgement, move) : '';
            const done = judgement.decided >= 0 ? judgement.decided : judgement.step;
            this.verdict(note || fill(this.S.stepDone, done + 1, await this.ctx.words.stepLine(done)), true);
            this.dispatch(false);
            await this.advance(judgement.next); // at the build's end, the round's own event
        }
        if (judgement.verdict === 'wrong')
            this.dispatch(false);
        this.busy = false;
        this.update();
        if (cellOnly && this.picked)
            this.$('construct-tile').focus({ preventScroll: true });
        else if (this.active && move.tile !== undefined)
            this.ctx.mapView.canvas.focus({ preventScroll: true });
    }

    // Why a move is wrong, in the workbench's words: the rule book's reason, or (a move where
    // another was due) what the step due does.
    async wrongWords(judgement, move) {
        const S = this.S;
        const step = this.decision.step;
        if (judgement.reason === 'wrong-move')
            return fill(S.notNow, this.label(move.move), this.why(step));
        if (judgement.reason === 'no-cell-now')
            return fill(S.noCellNow, this.why(step));
        return this.lesson.kind.constructReasons(S)[judgement.reason] ?? this.ctx.words.reason(judgement, move);
    }

    // What the step due does, as the workbench's dock says it ([kind, row, col, extra]).
    why(step) {
        return this.ctx.words.why(step);
    }

    label(kind) {
        if (kind === 0)
            return this.S.seedLabel;
        if (kind === 1)
            return this.S.addLabel;
        return this.S.moves.find((m) => m.kind === kind)?.label ?? '';
    }

    // The right move as the answer key words it: ADD (3, 15), BACKTRACK (2, 4), DONE,
    // place (4, 7) hall 1.
    async expected() {
        const step = this.decision.step;
        return step ? this.lesson.kind.expected(this, step) : '';
    }

    // Hint: the right move's cell ringed and named; counted.
    hint() {
        if (!this.active || !this.decision || !this.decision.step)
            return;
        const [, row, col] = this.decision.step;
        this.counts.hints += 1;
        const text = this.lesson.kind.hint(this, this.decision.step);
        this.ctx.painter.ring = row >= 0 ? [row, col] : null;
        this.ctx.painter.repaint();
        this.verdict(text, null);
        this.update();
        this.dispatch(false);
    }

    verdict(text, right) {
        const element = this.$('construct-verdict');
        element.textContent = text;
        if (right === null)
            delete element.dataset.verdict;
        else
            element.dataset.verdict = right ? 'right' : 'wrong';
    }

    dispatch(done) {
        const { right, wrong, hints, moves } = this.counts;
        document.dispatchEvent(new CustomEvent('mapgen:construct',
            { detail: { right, wrong, hints, decisions: moves, done } }));
    }

    // The result as the workbench's Save Result writes it (user-guide.md, "The result file").
    result() {
        const seed = BigInt(this.ctx.seed());
        return {
            format: 'mapgen-construct-result', version: 1,
            scenario: this.lesson.title || '',
            seed: seed <= 2n ** 53n ? Number(seed) : seed.toString(),
            lesson: this.lesson.kind.mode,
            finished: this.finished,
            ...this.counts,
            decisions: this.decisions,
            grade: this.grade,
            seconds: this.seconds,
            firstWrong: this.firstWrong,
        };
    }

    async download() {
        if (!this.hasResult)
            return;
        await this.grading;
        const text = `${JSON.stringify(this.result(), null, 4)}\n`;
        const link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
        link.download = 'result.json';
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    }

    // A new build: a round under way ends (its result stays to download).
    buildChanged() {
        this.end();
        this.update();
    }

    update() {
        const S = this.S;
        const active = this.active;
        document.body.dataset.construct = active ? 'on' : this.hasResult ? 'result' : 'off';
        this.placePanel?.();
        const toggle = this.$('construct-toggle');
        toggle.setAttribute('aria-pressed', String(active));
        toggle.disabled = !active && this.ctx.steps() === 0;
        this.$('construct-hint').disabled = !active;
        this.$('construct-download').hidden = !this.hasResult;
        for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('#construct-moves button')))
            button.disabled = !active;
        const tiles = this.$('construct-tiles');
        if (tiles)
            tiles.hidden = !(active && this.picked);
        let prompt = '';
        if (active && this.decision) {
            prompt = [this.lesson.kind.constructPrompt(S, this.decision, this.picked), S.keyboard].filter(Boolean).join(' ');
        }
        this.$('construct-prompt').textContent = prompt;
        this.$('construct-prompt').hidden = !prompt;
        const { moves, right, wrong, hints } = this.counts;
        this.$('construct-counts').textContent = active || this.hasResult ? fill(S.counts, moves, right, wrong, hints) : '';
        let result = '';
        if (this.hasResult) {
            result = `${fill(S.result, moves, right, wrong, hints, this.seconds)} ${this.finished ? S.finished : S.stopped}`;
            if (this.firstWrong)
                result += ` ${fill(S.firstWrong, this.firstWrong.step + 1)}`;
        }
        this.$('construct-result').textContent = result;
        this.$('construct-result').hidden = !result;
    }
}
