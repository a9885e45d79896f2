// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The graded lesson in a learning platform (export.md, `.zip`): the SCORM 1.2 run-time API
// found as the RTE says, an attempt resumed from cmi.suspend_data, and what the student did
// reported as the contract says: the score (the core's rule, asked through `score`), the
// status, one interaction per first answer and one for You Are the Algorithm, the session
// time and the exit. It listens to the page's events (mapgen:answer, mapgen:construct,
// mapgen:build) and changes nothing on the page but its one line.

// SCORM 1.2's lengths (CMIString4096, CMIFeedback, CMIIdentifier).
export const MaxSuspendData = 4096;
export const MaxResponse = 255;
const MaxIdentifier = 255;
// At most one commit a second while a student plays.
const CommitInterval = 1000;
const SuspendVersion = 1;

// The API object: this window, then up to 7 parents, then the opener and its parents. A
// frame of another origin cannot be looked into: the search stops there.
export function findApi(start) {
    const search = (win) => {
        for (let tries = 0; win; ++tries) {
            try {
                if (win.API)
                    return win.API;
                if (tries >= 7 || !win.parent || win.parent === win)
                    return null;
                win = win.parent;
            } catch {
                return null;
            }
        }
        return null;
    };
    let api = search(start);
    if (!api) {
        try {
            api = start.opener ? search(start.opener) : null;
        } catch {
            api = null;
        }
    }
    return api;
}

// CMITimespan: HHHH:MM:SS.SS (hours two to four digits).
export function timespan(milliseconds) {
    const hundredths = Math.min(Math.max(0, Math.round(milliseconds / 10)), 9999 * 360000 + 359999);
    const hours = Math.floor(hundredths / 360000);
    const minutes = Math.floor(hundredths / 6000) % 60;
    const seconds = Math.floor(hundredths / 100) % 60;
    const two = (n) => String(n).padStart(2, '0');
    return `${two(hours)}:${two(minutes)}:${two(seconds)}.${two(hundredths % 100)}`;
}

// CMITime: the time of day, HH:MM:SS.
function timeOfDay(date) {
    const two = (n) => String(n).padStart(2, '0');
    return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

// A CMIFeedback value: at most 255 characters, whole code points.
export function clipResponse(text, length = MaxResponse) {
    const points = Array.from(String(text));
    return points.length <= length ? points.join('') : points.slice(0, length).join('');
}

// What resuming needs (export.md): the address's fragment (seed, step, the settings and the
// pits where they differ from the lesson: fragment.js's compact form, never the world itself),
// the first answers, You Are the Algorithm's counts and the interactions reported.
export function encodeSuspendData(work) {
    return JSON.stringify({
        v: SuspendVersion, f: work.fragment, a: work.answers.map((a) => [a.index, a.verdict[0], a.given]),
        c: work.construct ? [work.construct.right, work.construct.wrong, work.construct.hints,
            work.construct.decisions, work.construct.done ? 1 : 0] : null,
        n: work.interactions,
    });
}

const Verdicts = { r: 'right', a: 'alternative', w: 'wrong' };

// The work of encodeSuspendData, or null for text that is not (an empty attempt, another
// version, a value a platform mangled): the attempt then starts from the beginning.
export function decodeSuspendData(text) {
    let data;
    try {
        data = JSON.parse(text);
    } catch {
        return null;
    }
    if (!data || data.v !== SuspendVersion || typeof data.f !== 'string' || !Array.isArray(data.a))
        return null;
    const answers = data.a.filter((a) => Array.isArray(a) && Number.isInteger(a[0]) && Verdicts[a[1]])
        .map(([index, verdict, given]) => ({ index, verdict: Verdicts[verdict], given: String(given ?? '') }));
    const c = Array.isArray(data.c) && data.c.length === 5 && data.c.every(Number.isInteger) ? data.c : null;
    return {
        fragment: data.f, answers,
        construct: c ? { right: c[0], wrong: c[1], hints: c[2], decisions: c[3], done: c[4] === 1 } : null,
        interactions: Number.isInteger(data.n) && data.n >= 0 ? data.n : 0,
    };
}

// You Are the Algorithm's decisions in a build of `steps` steps, all a round asks: islands,
// every step; dungeons, each tile placed (the worker's `decision` from one to the next).
// `request(message)`: the worker's reply, a promise.
export async function countDecisions(request, kind, steps) {
    if (kind.everyStepDecides)
        return steps;
    let count = 0;
    for (let position = 0; position < steps;) {
        const decision = await request({ type: 'decision', position });
        if (!decision || decision.decided < 0 || decision.position >= decision.steps)
            break;
        count += 1;
        position = decision.decided + 1;
    }
    return count;
}

// The page's one partner in a platform. `lesson`: the lesson data (its `assignment`,
// `questions` and `kind`); `hooks.score(progress)`: the core's score (a promise of 0..100, or
// -1); `hooks.request(message)`: the worker's reply (a promise); `hooks.fragment()`: the
// address's fragment as the page shows now; `hooks.line(text)`: shows the one line outside a
// platform; `hooks.resumeConstruct(counts)`: You Are the Algorithm resumed with its counts
// (a promise), on the resumed attempt's first build.
export class Platform {
    constructor(lesson, hooks, win = window) {
        this.assignment = lesson.assignment;
        this.questions = lesson.questions;
        this.kind = lesson.kind;
        this.hooks = hooks;
        this.api = null;
        this.errors = [];
        this.commits = 0;
        this.answers = [];
        this.construct = null;
        this.stepsBuilt = undefined; // the build's steps, once it is built
        this.decisions = undefined; // You Are the Algorithm's decisions in that build
        this.interactions = 0;
        this.resumed = null;
        this.roundToResume = null; // You Are the Algorithm's counts, a round left unfinished
        this.lastCommit = -Infinity;
        this.commitTimer = null;
        this.finished = false;
        this.started = Date.now();
        this.reporting = Promise.resolve();
        if (!this.assignment)
            return; // a web lesson of its own (.html): nothing of this
        this.api = findApi(win);
        if (!this.api || String(this.api.LMSInitialize('')) !== 'true') {
            this.api = null;
            hooks.line(this.assignment.notRecorded);
            return;
        }
        this.get('cmi.core.entry');
        this.get('cmi.core.lesson_status');
        const stored = decodeSuspendData(this.get('cmi.suspend_data'));
        const count = this.get('cmi.interactions._count');
        if (stored) {
            this.resumed = stored;
            this.answers = stored.answers.slice();
            this.construct = stored.construct;
            this.interactions = stored.interactions;
            this.roundToResume = stored.construct && !stored.construct.done ? stored.construct : null;
        }
        // The run-time's count, where it keeps the interactions of the sessions before: a new
        // one goes right after them (SCORM 1.2 numbers them without gaps).
        if (/^\d+$/.test(count))
            this.interactions = Number(count);
        if (!stored)
            this.set('cmi.core.lesson_status', 'incomplete');
        this.set('cmi.core.score.min', '0');
        this.set('cmi.core.score.max', '100');
        document.addEventListener('mapgen:answer', (event) => this.queue(() => this.onAnswer(event.detail)));
        document.addEventListener('mapgen:construct', (event) => this.queue(() => this.onConstruct(event.detail)));
        document.addEventListener('mapgen:build', (event) => this.queue(() => this.onBuild(event.detail)));
        win.addEventListener('pagehide', () => this.finish());
    }

    get recording() {
        return Boolean(this.api) && !this.finished;
    }

    // One report after another, in the order of the events.
    queue(report) {
        if (!this.recording)
            return this.reporting;
        this.reporting = this.reporting.then(report).catch((error) => this.errors.push(String(error)));
        return this.reporting;
    }

    get(element) {
        const value = String(this.api.LMSGetValue(element) ?? '');
        const code = String(this.api.LMSGetLastError());
        if (code !== '0' && !element.endsWith('._count'))
            this.errors.push(`${element}: ${code}`);
        return value;
    }

    set(element, value) {
        const ok = String(this.api.LMSSetValue(element, String(value))) === 'true';
        const code = String(this.api.LMSGetLastError());
        if (!ok || code !== '0')
            this.errors.push(`${element}=${value}: ${code}`);
    }

    async onBuild(detail) {
        this.stepsBuilt = Number(detail.steps);
        if (this.assignment.construct)
            this.decisions = await countDecisions(this.hooks.request, this.kind, this.stepsBuilt);
        // The round a suspended attempt left unfinished, on the board where it was (the
        // attempt's first build is the one in its address).
        const round = this.roundToResume;
        this.roundToResume = null;
        if (round)
            await this.hooks.resumeConstruct(round);
        return this.report(false);
    }

    async onAnswer(detail) {
        const index = Number(detail.index);
        if (this.answers.some((a) => a.index === index))
            return; // only the first answer counts
        this.answers.push({ index, verdict: detail.verdict, given: String(detail.given) });
        const n = this.interactions++;
        const at = `cmi.interactions.${n}.`;
        this.set(`${at}id`, clipResponse(`q${index}-after${detail.step}-${detail.ask}`, MaxIdentifier).replace(/[^\w.-]/g, '_'));
        this.set(`${at}type`, 'fill-in');
        this.set(`${at}time`, timeOfDay(new Date()));
        this.set(`${at}student_response`, clipResponse(detail.given));
        this.set(`${at}correct_responses.0.pattern`, clipResponse(detail.own));
        this.set(`${at}result`, detail.verdict === 'wrong' ? 'wrong' : 'correct');
        this.set(`${at}latency`, timespan(Number(detail.latencyMs) || 0));
        return this.report(true);
    }

    async onConstruct(detail) {
        if (!this.assignment.construct || this.construct?.done)
            return;
        const done = Boolean(detail.done);
        // The event's `decisions` are the moves made; the score is over the build's decisions.
        this.construct = { right: detail.right | 0, wrong: detail.wrong | 0, hints: detail.hints | 0,
            decisions: this.decisions ?? (detail.decisions | 0), done };
        if (done) {
            const own = await this.hooks.score({ construct: true, ...this.construct, questions: false,
                asked: 0, firstRight: 0 });
            const pass = this.assignment.pass;
            const n = this.interactions++;
            const at = `cmi.interactions.${n}.`;
            const counts = (r, w, h) => `right=${r} wrong=${w} hints=${h}`;
            this.set(`${at}id`, 'you-are-the-algorithm');
            this.set(`${at}type`, 'performance');
            this.set(`${at}time`, timeOfDay(new Date()));
            this.set(`${at}student_response`, counts(this.construct.right, this.construct.wrong, this.construct.hints));
            this.set(`${at}correct_responses.0.pattern`, counts(this.construct.decisions, 0, 0));
            this.set(`${at}result`, pass === null || pass === undefined ? 'neutral' : own >= pass ? 'correct' : 'wrong');
        }
        return this.report(done);
    }

    // Score, status, exit and suspend data as they are now; a commit when `scored`.
    async report(scored) {
        const a = this.assignment;
        const asked = this.questions.filter((q, i) => this.isAsked(i)).length;
        const firstRight = this.answers.filter((x) => x.verdict !== 'wrong' && this.isAsked(x.index)).length;
        const c = this.construct ?? { right: 0, wrong: 0, hints: 0, decisions: 0 };
        const score = await this.hooks.score({ questions: a.questions, asked, firstRight, construct: a.construct,
            right: c.right, wrong: c.wrong, hints: c.hints, decisions: c.decisions });
        if (!this.recording)
            return;
        if (score >= 0)
            this.set('cmi.core.score.raw', String(score));
        const done = this.isComplete();
        const pass = a.pass;
        let status = 'incomplete';
        if (done)
            status = pass === null || pass === undefined ? 'completed' : score >= pass ? 'passed' : 'failed';
        this.set('cmi.core.lesson_status', status);
        this.set('cmi.core.exit', done ? '' : 'suspend');
        this.saveSuspendData();
        if (scored)
            this.commit();
    }

    isAsked(index) {
        return this.stepsBuilt !== undefined && this.questions[index] !== undefined
            && this.questions[index].after < this.stepsBuilt;
    }

    // Whether every part assigned is done: the questions the build asks all answered once, You
    // Are the Algorithm played to its end.
    isComplete() {
        const a = this.assignment;
        const questionsDone = !a.questions
            || (this.stepsBuilt !== undefined && this.questions.every((q, i) => !this.isAsked(i)
                || this.answers.some((x) => x.index === i)));
        return questionsDone && (!a.construct || Boolean(this.construct?.done));
    }

    saveSuspendData() {
        const data = encodeSuspendData({ fragment: this.hooks.fragment(), answers: this.answers,
            construct: this.construct, interactions: this.interactions });
        if (data.length > MaxSuspendData) {
            this.errors.push(`cmi.suspend_data: ${data.length} characters`);
            return;
        }
        this.set('cmi.suspend_data', data);
    }

    // LMSCommit now, or a second after the last one while a student plays.
    commit() {
        if (this.commitTimer)
            return;
        const wait = this.lastCommit + CommitInterval - Date.now();
        if (wait > 0) {
            this.commitTimer = setTimeout(() => {
                this.commitTimer = null;
                this.commitNow();
            }, wait);
            return;
        }
        this.commitNow();
    }

    commitNow() {
        if (!this.recording)
            return;
        this.lastCommit = Date.now();
        this.commits += 1;
        if (String(this.api.LMSCommit('')) !== 'true')
            this.errors.push(`LMSCommit: ${this.api.LMSGetLastError()}`);
    }

    // The page goes: what is there is saved, with the session's time, and the session ends.
    finish() {
        if (!this.recording)
            return;
        clearTimeout(this.commitTimer);
        this.commitTimer = null;
        this.set('cmi.core.session_time', timespan(Date.now() - this.started));
        this.set('cmi.core.exit', this.isComplete() ? '' : 'suspend');
        this.saveSuspendData();
        this.commitNow();
        this.finished = true;
        if (String(this.api.LMSFinish('')) !== 'true')
            this.errors.push(`LMSFinish: ${this.api.LMSGetLastError()}`);
    }
}
