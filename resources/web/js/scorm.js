// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The graded lesson in a learning platform (export.md, `.zip`): the SCORM 1.2 run-time API
// found as the RTE says, an attempt resumed from cmi.suspend_data, and what the student did
// reported as the contract says (questions.md, "Grading"): the grade and the status (the
// core's rule, asked through `grade`), sent when the attempt starts and whenever it changes,
// one interaction per first answer and one for You Are the Algorithm, the session time and
// the exit. A resumed attempt is judged again by the rule book before anything of it counts. It listens to the page's events (mapgen:answer, mapgen:construct,
// mapgen:build) and changes nothing on the page but its lines: the grade and a notice.
import { fill } from './lesson.js';

// SCORM 1.2's lengths (CMIString4096, CMIFeedback, CMIIdentifier).
export const MaxSuspendData = 4096;
export const MaxResponse = 255;
const MaxIdentifier = 255;
// At most one commit a second while a student plays.
const CommitInterval = 1000;
const SuspendVersion = 1;
// A count the page does not know yet (before the build): the core counts the part 0.
const AssignmentUnknown = -1;

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

const Verdicts = new Map([['r', 'right'], ['a', 'alternative'], ['w', 'wrong']]);
// The largest count a stored attempt may hold (the core counts in 32-bit integers).
const MaxCount = 2 ** 31 - 1;
const isCount = (n) => Number.isInteger(n) && n >= 0 && n <= MaxCount;

// The work of encodeSuspendData, or null for text that is not (an empty attempt, another
// version, a value a platform mangled): the attempt then starts from the beginning. What is
// read is only what it could be, never trusted further: an answer stored twice (the first
// counts), with an index, verdict or text that is not one, and You Are the Algorithm's
// counts that are not counts are dropped, and `dropped` says how many. The rule book then
// judges each answer again against the build (Platform.confirm).
export function decodeSuspendData(text) {
    let data;
    try {
        data = JSON.parse(text);
    } catch {
        return null;
    }
    if (!data || typeof data !== 'object' || Array.isArray(data) || data.v !== SuspendVersion
        || typeof data.f !== 'string' || !Array.isArray(data.a))
        return null;
    let dropped = 0;
    const answers = [];
    const seen = new Set();
    for (const a of data.a) {
        const valid = Array.isArray(a) && isCount(a[0]) && typeof a[1] === 'string' && Verdicts.has(a[1])
            && (a[2] === undefined || typeof a[2] === 'string');
        if (!valid || seen.has(a[0])) {
            dropped += 1;
            continue;
        }
        seen.add(a[0]);
        answers.push({ index: a[0], verdict: Verdicts.get(a[1]), given: a[2] ?? '' });
    }
    let construct = null;
    if (data.c !== null && data.c !== undefined) {
        const c = data.c;
        if (Array.isArray(c) && c.length === 5 && c.every(isCount) && c[4] <= 1)
            construct = { right: c[0], wrong: c[1], hints: c[2], decisions: c[3], done: c[4] === 1 };
        else
            dropped += 1;
    }
    const entries = data.a.length + (data.c !== null && data.c !== undefined ? 1 : 0);
    return { fragment: data.f, answers, construct, interactions: isCount(data.n) ? data.n : 0, dropped, entries };
}

// A stored answer's text (as `mapgen --answers` writes it: ADD, (3, 15), (4, 7) hall 1,
// none) as the rule book takes it ({ move } or { row, col, tile, turns }), or null for text
// that is no answer to `ask`. `moves`: the trace's words of the moves; `tiles`: the lesson's.
export function readAnswer(ask, text, moves, tiles) {
    if (ask === 'next-move') {
        const move = moves.indexOf(text);
        return move >= 0 && text !== '' ? { move } : null;
    }
    if (text === 'none')
        return { row: -1, col: -1, tile: -1, turns: 0 };
    const cell = /^\((\d{1,4}), (\d{1,4})\)(?: (.+) ([0-3]))?$/.exec(text);
    if (!cell || (ask === 'next-place') !== (cell[3] !== undefined))
        return null;
    const answer = { row: Number(cell[1]), col: Number(cell[2]), tile: -1, turns: 0 };
    if (ask === 'next-place') {
        answer.tile = tiles.findIndex((t) => (t.id ?? t.name) === cell[3]);
        answer.turns = Number(cell[4]);
        if (answer.tile < 0)
            return null;
    }
    return answer;
}

// The page's one partner in a platform. `lesson`: the lesson data (its `assignment`,
// `questions` and `tiles`); `hooks.grade(progress)`: the core's grade (a promise of
// { score, status, questions, construct }, corebinding.js); `hooks.request(message)`: the
// worker's reply (a promise); `hooks.fragment()`: the address's fragment as the page shows
// now; `hooks.line(text)`: shows the one line outside a platform; `hooks.notice(text)`: a
// notice that stays (a run-time that fails, stored work not restored);
// `hooks.showGrade(grade)`: shows the grade and its parts; `hooks.restoreAnswers(answers)`:
// the questions answered before, as the rule book judged them again; `hooks.resumeConstruct(counts)`:
// You Are the Algorithm resumed with its counts (a promise), on the resumed attempt's first build.
export class Platform {
    constructor(lesson, hooks, win = window) {
        this.assignment = lesson.assignment;
        this.questions = lesson.questions;
        this.tiles = lesson.tiles ?? [];
        this.hooks = hooks;
        this.api = null;
        this.errors = [];
        this.notices = [];
        this.commits = 0;
        this.answers = [];
        this.construct = null; // the round that counts: its counts, decisions and whether it ended
        this.stepsBuilt = undefined; // the build's steps, once it is built
        this.decisions = undefined; // You Are the Algorithm's decisions in that build
        this.interactions = 0;
        this.resumed = null; // a suspended attempt, until the rule book has confirmed it
        this.roundToResume = null; // You Are the Algorithm's counts, a round left unfinished
        this.grade = null; // the grade last sent
        this.interactionsKept = undefined; // the run-time's cmi.interactions._count
        this.lastCommit = -Infinity;
        this.commitTimer = null;
        this.finished = false;
        this.started = Date.now();
        this.reporting = Promise.resolve();
        if (!this.assignment)
            return; // a web lesson of its own (.html): nothing of this
        const api = findApi(win);
        if (!api) {
            hooks.line(this.assignment.notRecorded);
            return;
        }
        // A run-time that throws or answers "false" here records nothing: the lesson works
        // on, and an attempt stored before is left as it was.
        this.api = api;
        const stored = this.start();
        if (stored === undefined) {
            this.api = null;
            return;
        }
        if (stored) {
            this.resumed = stored;
            this.interactions = stored.interactions;
        }
        document.addEventListener('mapgen:answer', (/** @type {CustomEvent} */ event) => this.queue(() => this.onAnswer(event.detail)));
        document.addEventListener('mapgen:construct', (/** @type {CustomEvent} */ event) => this.queue(() => this.onConstruct(event.detail)));
        document.addEventListener('mapgen:build', (/** @type {CustomEvent} */ event) => this.queue(() => this.onBuild(event.detail)));
        win.addEventListener('pagehide', () => this.finish());
        // A new attempt's grade is sent at once, as the core gave it to the export for
        // nothing done (the build's parts are not known yet); a resumed one's waits for the
        // rule book to confirm what was stored.
        if (!stored) {
            this.set('cmi.core.score.raw', String(this.assignment.startScore));
            this.set('cmi.core.lesson_status', this.assignment.startStatus);
            this.set('cmi.core.exit', 'suspend');
            this.commit();
        }
    }

    // LMSInitialize and what a resumed attempt needs: the stored attempt (null for none), or
    // undefined when the run-time failed.
    start() {
        if (this.call('LMSInitialize', '') !== 'true') {
            this.notice('LMSInitialize');
            return undefined;
        }
        const entry = this.get('cmi.core.entry');
        const status = this.get('cmi.core.lesson_status');
        const text = this.get('cmi.suspend_data');
        const count = this.get('cmi.interactions._count');
        if (entry === null || status === null || text === null)
            return undefined; // what was stored cannot be read, so none of it is overwritten
        const stored = text === '' ? null : decodeSuspendData(text);
        if (text !== '' && !stored)
            this.hooks.notice(fill(this.assignment.resumeDropped, 1, 1)); // not an attempt of this page's
        // The run-time's count, where it keeps the interactions of the sessions before: a new
        // one goes right after them (SCORM 1.2 numbers them without gaps).
        if (count !== null && /^\d{1,9}$/.test(count))
            this.interactionsKept = Number(count);
        if (!stored)
            this.interactions = this.interactionsKept ?? 0;
        this.set('cmi.core.score.min', '0');
        this.set('cmi.core.score.max', '100');
        return stored;
    }

    get recording() {
        return Boolean(this.api) && !this.finished;
    }

    // One report after another, in the order of the events.
    queue(report) {
        if (!this.recording)
            return this.reporting;
        this.reporting = this.reporting.then(report).catch((error) => { this.errors.push(String(error)); });
        return this.reporting;
    }

    // A call of the run-time's API; null when it throws (or is no function), with a notice.
    call(name, ...args) {
        try {
            const result = this.api[name](...args);
            return String(result ?? '');
        } catch (error) {
            this.errors.push(`${name}: ${error}`);
            this.notice(name);
            return null;
        }
    }

    // The notice that the platform failed, once a kind of call.
    notice(name) {
        if (this.notices.includes(name))
            return;
        this.notices.push(name);
        this.hooks.notice(fill(this.assignment.apiFailed, name));
    }

    lastError() {
        return this.call('LMSGetLastError') ?? '';
    }

    get(element) {
        const value = this.call('LMSGetValue', element);
        if (value === null)
            return null;
        const code = this.lastError();
        if (code !== '0' && !element.endsWith('._count'))
            this.errors.push(`${element}: ${code}`);
        return value;
    }

    set(element, value) {
        const ok = this.call('LMSSetValue', element, String(value)) === 'true';
        const code = this.lastError();
        if (!ok || code !== '0')
            this.errors.push(`${element}=${value}: ${code}`);
    }

    async onBuild(detail) {
        this.stepsBuilt = Number(detail.steps);
        // You Are the Algorithm's decisions in the build, as the rule book counts them.
        if (this.assignment.construct)
            this.decisions = (await this.hooks.request({ type: 'decisions' })).decisions;
        if (this.resumed) {
            await this.confirm(this.resumed);
            this.resumed = null;
        }
        // The round a suspended attempt left unfinished, on the board where it was (the
        // attempt's first build is the one in its address).
        const round = this.roundToResume;
        this.roundToResume = null;
        if (round)
            await this.hooks.resumeConstruct(round);
        return this.report(true);
    }

    // A resumed attempt against the build it was made on: each stored answer judged again
    // by the rule book (what it says counts, not what was stored), You Are the Algorithm's
    // counts only where the build can have them; what is dropped is said in a notice.
    async confirm(stored) {
        let dropped = stored.dropped;
        const names = (await this.hooks.request({ type: 'moveNames' }).catch(() => null))?.names ?? [];
        for (const saved of stored.answers) {
            const question = this.questions[saved.index];
            const answer = question && this.isAsked(saved.index)
                ? readAnswer(question.ask, saved.given, names, this.tiles) : null;
            const reply = answer && await this.hooks.request({ type: 'judge', ask: question.ask,
                after: question.after, answer }).catch(() => null);
            const verdict = reply?.judgement?.verdict;
            if (!verdict) {
                dropped += 1;
                continue;
            }
            if (verdict !== saved.verdict)
                dropped += 1; // the verdict stored is not the rule book's: its own counts
            this.answers.push({ index: saved.index, verdict, given: saved.given });
        }
        const c = stored.construct;
        if (c && this.assignment.construct) {
            const possible = c.decisions === this.decisions && c.right <= c.decisions;
            if (possible) {
                this.construct = c;
                this.roundToResume = c.done ? null : c;
            } else {
                dropped += 1;
            }
        } else if (c) {
            dropped += 1;
        }
        this.interactions = this.interactionsKept ?? stored.interactions;
        this.hooks.restoreAnswers(this.answers.map(({ index, verdict }) => ({ index, verdict })));
        if (dropped > 0)
            this.hooks.notice(fill(this.assignment.resumeDropped, dropped, stored.entries));
    }

    async onAnswer(detail) {
        const index = Number(detail.index);
        if (!Number.isInteger(index) || index < 0 || index >= this.questions.length)
            return; // practice mode's questions are not graded
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

    // You Are the Algorithm's part as the core counts it, for a round's counts alone.
    async roundGrade(counts) {
        return (await this.hooks.grade({ questions: false, asked: 0, answered: 0, firstRight: 0, construct: true,
            right: counts.right, wrong: counts.wrong, hints: counts.hints, decisions: counts.decisions,
            pass: this.assignment.pass })).score;
    }

    async onConstruct(detail) {
        if (!this.assignment.construct)
            return;
        const round = { right: detail.right | 0, wrong: detail.wrong | 0, hints: detail.hints | 0,
            decisions: this.decisions ?? AssignmentUnknown, done: Boolean(detail.done) };
        const held = this.construct;
        if (held?.done) {
            // A round that reached the build's last step is final; after one the student
            // stopped, a new round counts once it is worth at least as much (the grade never
            // falls for right work).
            if (held.right >= held.decisions || await this.roundGrade(round) < await this.roundGrade(held))
                return;
        }
        this.construct = round;
        if (round.done) {
            const own = await this.roundGrade(round);
            const pass = this.assignment.pass;
            const n = this.interactions++;
            const at = `cmi.interactions.${n}.`;
            const counts = (r, w, h) => `right=${r} wrong=${w} hints=${h}`;
            this.set(`${at}id`, 'you-are-the-algorithm');
            this.set(`${at}type`, 'performance');
            this.set(`${at}time`, timeOfDay(new Date()));
            this.set(`${at}student_response`, counts(round.right, round.wrong, round.hints));
            this.set(`${at}correct_responses.0.pattern`, counts(round.decisions, 0, 0));
            this.set(`${at}result`, pass === null || pass === undefined ? 'neutral' : own >= pass ? 'correct' : 'wrong');
        }
        return this.report(round.done);
    }

    // The work as the core counts it now.
    progress() {
        const a = this.assignment;
        const built = this.stepsBuilt !== undefined;
        const asked = built ? this.questions.filter((q, i) => this.isAsked(i)).length : AssignmentUnknown;
        const counted = this.answers.filter((x) => this.isAsked(x.index));
        // A round counts over the decisions of the build it was made on; none made yet, over
        // the build's.
        const c = this.construct ?? { right: 0, wrong: 0, hints: 0, decisions: this.decisions ?? AssignmentUnknown };
        return {
            questions: a.questions, asked, answered: counted.length,
            firstRight: counted.filter((x) => x.verdict !== 'wrong').length,
            construct: a.construct, right: c.right, wrong: c.wrong, hints: c.hints, decisions: c.decisions,
            pass: a.pass,
        };
    }

    // Score, status, exit and suspend data as they are now; a commit when `scored` or when
    // the grade or status changed.
    async report(scored) {
        const grade = await this.hooks.grade(this.progress());
        if (!this.recording)
            return;
        const changed = !this.grade || this.grade.score !== grade.score || this.grade.status !== grade.status;
        this.grade = grade;
        this.set('cmi.core.score.raw', String(grade.score));
        this.set('cmi.core.lesson_status', grade.status);
        this.set('cmi.core.exit', grade.status === 'incomplete' ? 'suspend' : '');
        this.saveSuspendData();
        if (this.stepsBuilt !== undefined)
            this.hooks.showGrade(grade); // its parts are known once the build is
        if (scored || changed)
            this.commit();
    }

    isAsked(index) {
        return this.stepsBuilt !== undefined && this.questions[index] !== undefined
            && this.questions[index].after < this.stepsBuilt;
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
        if (this.call('LMSCommit', '') !== 'true')
            this.errors.push(`LMSCommit: ${this.lastError()}`);
    }

    // The page goes: what is there is saved, with the session's time, and the session ends.
    // A resumed attempt the rule book has not confirmed yet is left as it was stored.
    finish() {
        if (!this.recording)
            return;
        clearTimeout(this.commitTimer);
        this.commitTimer = null;
        this.set('cmi.core.session_time', timespan(Date.now() - this.started));
        if (this.resumed) {
            this.set('cmi.core.exit', 'suspend');
        } else {
            this.set('cmi.core.exit', this.grade && this.grade.status !== 'incomplete' ? '' : 'suspend');
            this.saveSuspendData();
        }
        this.commitNow();
        this.finished = true;
        if (this.call('LMSFinish', '') !== 'true')
            this.errors.push(`LMSFinish: ${this.lastError()}`);
    }
}
