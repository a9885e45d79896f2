// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The page as a student's in a live class (docs/classroom.md): it joins the class served
// with it over its one WebSocket, follows the lecturer's build, settings, pits and step (the
// student may look around and come back with one tap), asks the lecturer's questions, sends
// the answer, says when the workbench has counted it and, after Reveal, shows whether it was
// right and why, as the workbench's rule book said. The page sends nothing but its join and
// its answers: no name, nothing about the phone.
import { $ } from './dom.js';
import { formatFragment } from './fragment.js';
import { fill, templateName } from './lesson.js';

const RetryMilliseconds = [500, 1000, 2000, 4000, 5000];

// A random token for this class in this browser, so that a reconnect (a phone that slept, a
// reload) is the same student and an answer is never counted twice.
function classToken(code) {
    const key = `mapgen-class-${code}`;
    const stores = [];
    try { stores.push(window.localStorage); } catch { /* storage refused */ }
    try { stores.push(window.sessionStorage); } catch { /* storage refused */ }
    for (const store of stores) {
        const kept = store?.getItem(key);
        if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept))
            return kept;
    }
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
    for (const store of stores) {
        try { store.setItem(key, token); } catch { /* full or refused: this page keeps it */ }
    }
    return token;
}

export class ClassMode {
    // `page`: what the page offers, { goTo(address) }: shows the map of an address (#seed=S&...),
    // { redraw() }: the map and panels again (a question opened or answered changes what they
    // may show).
    constructor(lesson, page) {
        this.lesson = lesson;
        this.S = lesson.strings;
        this.C = lesson.strings.class;
        this.page = page;
        this.following = true;
        this.lecturer = null; // { seed, step }
        this.work = null; // the lecturer's { islands, pits } (pits: where they differ from the lesson's)
        // The lecturer's question as it stands here: { number, ask, after, before (answered
        // on an earlier visit), given (this visit's answer), received (the workbench counted
        // it), verdict (Reveal's message) }.
        this.question = null;
        this.retries = 0;
        this.finished = false;
        this.code = new URLSearchParams(location.search).get('join') || '';
        document.body.dataset.class = 'connecting';
        this.makeBar();
        if (!this.code) {
            this.askCode();
            return;
        }
        this.token = classToken(this.code);
        // A build (the lecturer's settings or pits, followed) empties the question panel,
        // the page's own questions' place: the class's question stands as it was.
        document.addEventListener('mapgen:build', () => this.render());
        this.connect();
    }

    makeBar() {
        const bar = document.createElement('div');
        bar.id = 'class-bar';
        this.status = document.createElement('span');
        this.status.id = 'class-status';
        this.status.setAttribute('role', 'status');
        this.followButton = document.createElement('button');
        this.followButton.type = 'button';
        this.followButton.id = 'class-follow';
        this.followButton.textContent = this.C.follow;
        this.followButton.hidden = true;
        this.followButton.addEventListener('click', () => this.follow());
        bar.append(this.status, this.followButton);
        document.body.prepend(bar);
        this.status.textContent = this.C.connecting;
        // The student's own steps (the playback's buttons, the timeline, the keys, a new
        // build): looking around until Follow.
        const own = (event) => {
            if (event.isTrusted && this.lecturer)
                this.lookAround();
        };
        for (const id of ['first', 'back', 'play', 'step', 'last'])
            $(id)?.addEventListener('click', own);
        $('timeline')?.addEventListener('input', own);
        $('settings')?.addEventListener('submit', own);
        document.addEventListener('keydown', (event) => {
            if (['ArrowLeft', 'ArrowRight', 'Home', 'End', ' '].includes(event.key)
                && event.target === document.body)
                own(event);
        });
    }

    askCode() {
        const form = document.createElement('form');
        form.id = 'class-join';
        const label = document.createElement('label');
        const input = document.createElement('input');
        input.id = 'class-code';
        input.autocomplete = 'off';
        input.maxLength = 16;
        label.append(this.C.codeLabel, ' ', input);
        const button = document.createElement('button');
        button.type = 'submit';
        button.textContent = this.C.join;
        form.append(label, ' ', button);
        form.addEventListener('submit', (event) => {
            event.preventDefault();
            const code = input.value.trim().toUpperCase();
            if (!code)
                return;
            const url = new URL(location.href);
            url.searchParams.set('join', code);
            location.replace(url.href);
        });
        $('class-bar').append(form);
        this.status.textContent = '';
    }

    connect() {
        const socket = new WebSocket(`ws://${location.host}${this.lesson.class.socket}`);
        this.socket = socket;
        socket.addEventListener('open', () => {
            this.retries = 0;
            socket.send(JSON.stringify({ type: 'join', code: this.code, token: this.token }));
            document.body.dataset.class = 'joined';
            this.showStatus();
        });
        socket.addEventListener('message', (event) => {
            let message;
            try {
                message = JSON.parse(event.data);
            } catch {
                return;
            }
            this.receive(message);
        });
        socket.addEventListener('close', () => {
            if (this.finished)
                return;
            document.body.dataset.class = 'connecting';
            this.status.textContent = this.C.lost;
            const wait = RetryMilliseconds[Math.min(this.retries++, RetryMilliseconds.length - 1)];
            setTimeout(() => this.connect(), wait);
        });
    }

    finish(text, state) {
        this.finished = true;
        document.body.dataset.class = state;
        this.status.textContent = text;
        this.followButton.hidden = true;
    }

    receive(message) {
        switch (message.type) {
        case 'work':
            // The state that follows shows it.
            this.work = { islands: message.islands, pits: String(message.pits ?? '') };
            break;
        case 'state':
            this.lecturer = { seed: String(message.seed), step: Number(message.step) };
            if (this.following)
                this.page.goTo(this.address());
            break;
        case 'ask':
            this.ask(message);
            break;
        case 'received':
            this.received(message);
            break;
        case 'reveal':
            this.reveal(message);
            break;
        case 'reload':
            location.reload();
            break;
        case 'refused':
            this.finish(this.C.refused, 'refused');
            break;
        case 'full':
            this.finish(this.C.full, 'full');
            break;
        case 'device':
            this.finish(fill(this.C.device, Number(message.limit) || 4), 'device');
            break;
        case 'moved':
            this.moved();
            break;
        case 'paused':
            this.pause(Math.max(1, Math.min(600, Number(message.seconds) || 60)));
            break;
        case 'end':
            this.finish(this.C.ended, 'ended');
            break;
        default:
            break;
        }
    }

    // The same student joined on another socket (another tab, a second window): this page
    // steps aside instead of taking the place back, until the student asks for it here.
    moved() {
        this.finish(this.C.moved, 'moved');
        const here = document.createElement('button');
        here.type = 'button';
        here.id = 'class-rejoin';
        here.textContent = this.C.join;
        here.addEventListener('click', () => {
            here.remove();
            this.finished = false;
            this.status.textContent = this.C.connecting;
            this.connect();
        });
        $('class-bar').append(here);
    }

    // Too many wrong codes came from this network (maybe not from this phone): the page
    // waits as told, then joins again.
    pause(seconds) {
        this.finish(fill(this.C.paused, seconds), 'paused');
        setTimeout(() => {
            this.finished = false;
            this.connect();
        }, seconds * 1000);
    }

    showStatus() {
        if (this.finished)
            return;
        this.status.textContent = this.following ? this.C.following : this.C.looking;
        this.followButton.hidden = this.following;
        document.body.dataset.following = String(this.following);
    }

    lookAround() {
        if (!this.following)
            return;
        this.following = false;
        this.showStatus();
    }

    follow() {
        this.following = true;
        this.showStatus();
        if (this.lecturer)
            this.page.goTo(this.address());
    }

    // The lecturer's map as the page's address brings it: seed, step, settings and pits
    // (the palette stays the student's).
    address() {
        const islands = this.lesson.kind.islandSettings ? this.work?.islands ?? this.lesson.islands : null;
        return formatFragment({
            seed: this.lecturer.seed, step: this.lecturer.step, settings: islands,
            palette: $('palette')?.value ?? 'standard', pits: this.work?.pits ?? '',
        }, this.lesson);
    }

    // ---- The lecturer's question ----

    ask(message) {
        this.question = {
            number: message.question, ask: message.ask, after: message.after, before: Boolean(message.answered),
            given: null, received: false, verdict: null,
        };
        if (!this.following)
            this.follow();
        this.render();
        this.page.redraw();
        $('question').scrollIntoView({ block: 'nearest' });
    }

    // Whether the lecturer's question waits for this student's answer: the map, the Call Stack
    // and the why leave out what would answer it (questions.md, "While a question is open").
    get asking() {
        return Boolean(this.question && !this.answered);
    }

    // Whether this student may still answer the question.
    get answered() {
        const question = this.question;
        return Boolean(question && (question.before || question.given || question.verdict));
    }

    // The question panel as the question stands: its choices, the answer sent, or Reveal's
    // verdict and why.
    render() {
        const question = this.question;
        if (!question)
            return;
        $('question').hidden = false;
        $('question-text').textContent = this.S.questions[question.ask];
        document.body.dataset.classQuestion = String(question.number);
        delete document.body.dataset.verdict;
        delete document.body.dataset.classAnswer;
        delete document.body.dataset.classReceived;
        if (question.given || question.before)
            document.body.dataset.classAnswer = question.given ? this.answerText(question.given) : 'before';
        // Counted by the workbench: this visit's answer acknowledged, or one from before.
        if (question.received || question.before)
            document.body.dataset.classReceived = String(question.number);
        const choices = $('question-choices');
        const feedback = $('question-feedback');
        choices.replaceChildren();
        const paragraphs = (lines) => lines.filter(Boolean).map((text) => {
            const paragraph = document.createElement('p');
            paragraph.textContent = text;
            return paragraph;
        });
        if (question.verdict) {
            const message = question.verdict;
            const verdict = message.verdict === 'right' || message.verdict === 'alternative' ? this.S.right
                : message.verdict === 'wrong' ? this.S.wrong : this.C.notAnswered;
            feedback.replaceChildren(...paragraphs([verdict, message.why, fill(this.C.share, Math.round(100 * message.share))]));
            document.body.dataset.verdict = message.verdict;
            return;
        }
        if (question.given || question.before) {
            const given = question.given ? this.answerText(question.given) : '';
            feedback.replaceChildren(...paragraphs([!question.given ? this.C.answeredBefore
                : question.received ? fill(this.C.received, given) : fill(this.C.sent, given)]));
            return;
        }
        feedback.replaceChildren();
        if (question.ask === 'next-move') {
            for (const move of this.S.moves) {
                const button = document.createElement('button');
                button.type = 'button';
                button.textContent = move.label;
                button.addEventListener('click', () => this.send({ move: move.kind }));
                choices.append(button);
            }
            return;
        }
        const hint = document.createElement('p');
        hint.textContent = `${this.S.keyboardCell} ${this.S.clickCell}`;
        choices.append(hint);
        if (question.ask === 'next-place') {
            const select = document.createElement('select');
            select.id = 'answer-tile';
            select.setAttribute('aria-label', this.S.answerTile);
            this.lesson.tiles.forEach((tile, t) => {
                for (let turns = 0; turns < 4; ++turns) {
                    const option = document.createElement('option');
                    option.value = String(t * 4 + turns);
                    option.textContent = fill(this.S.tileTurns[turns], templateName(this.lesson, t));
                    select.append(option);
                }
            });
            choices.append(select);
        }
        const none = document.createElement('button');
        none.type = 'button';
        none.textContent = this.S.answerNone;
        none.addEventListener('click', () => this.send({ row: -1 }));
        choices.append(none);
    }

    // The step a build that has just finished shows: the lecturer's while following.
    target() {
        return this.following && this.lecturer ? this.lecturer.step : null;
    }

    // Whether a click on the map answers now.
    wantsCell() {
        return Boolean(this.question && !this.answered && this.question.ask !== 'next-move');
    }

    // A cell clicked or chosen on the map: true when it answered.
    cell(row, col) {
        if (!this.wantsCell())
            return false;
        const given = { row, col };
        if (this.question.ask === 'next-place') {
            const tile = Number($('answer-tile').value);
            given.tile = tile >> 2;
            given.turns = tile & 3;
        }
        this.send(given);
        return true;
    }

    send(given) {
        const question = this.question;
        if (!question || this.answered || this.socket?.readyState !== WebSocket.OPEN)
            return;
        question.given = given;
        this.socket.send(JSON.stringify({ type: 'answer', question: question.number, answer: given }));
        this.render();
        this.page.redraw();
    }

    answerText(given) {
        const A = this.S.answers;
        if (given.move !== undefined)
            return this.S.moves.find((m) => m.kind === given.move)?.label ?? '';
        if (given.row < 0)
            return A.noCell;
        if (given.tile !== undefined)
            return fill(A.place[given.turns], templateName(this.lesson, given.tile), given.row, given.col);
        return fill(A.cell, given.row, given.col);
    }

    // The workbench has the answer, counted and written down.
    received(message) {
        if (!this.question || this.question.number !== message.question)
            return;
        this.question.received = true;
        this.render();
    }

    reveal(message) {
        if (!this.question || this.question.number !== message.question)
            return;
        this.question.verdict = message;
        this.render();
        this.page.redraw();
    }
}
