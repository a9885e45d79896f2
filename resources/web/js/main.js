// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The web lesson's page: playback, the map, the log, the settings and pits, the questions.
// The build worker (WorkerClient) holds the core; this module keeps what is shown in step.
import { Construct } from './construct.js';
import { encodePits, formatFragment, parseFragment, PracticeRange, quotePart, SettingKeys } from './fragment.js';
import { wireKeys } from './keyboard.js';
import { LogList } from './loglist.js';
import { fill, logLine, readLesson } from './lesson.js';
import { MapView } from './mapview.js';
import { Painter } from './painter.js';
import { ClassMode } from './classroom.js';
import { PitEditor } from './pits.js';
import { Questions, Words } from './questions.js';
import { Platform } from './scorm.js';
import { copyLink } from './share.js';
import { Thinking } from './thinking.js';
import { WorkerClient } from './workerclient.js';

const lesson = readLesson();
const S = lesson.strings;
const $ = (id) => document.getElementById(id);
const body = document.body;

const state = {
    steps: 0, position: 0, playing: false, speed: Number($('speed').value), seed: lesson.seed, build: null, frame: null, building: false,
    pits: lesson.pitArray.slice(), pitsCode: '', generation: 0,
};
const client = new WorkerClient(lesson.workerSource);
let classMode = null; // a live class's student page (classroom.js)
const painter = new Painter($('map'), lesson.mode, lesson.rows, lesson.cols);
// The map's cursor and Enter (and a click) answer a question or make You Are the Algorithm's move.
const mapView = new MapView($('map'), painter, {
    cellQuestion: () => Boolean(classMode?.wantsCell()) || questions.asksCell || construct.asksCell,
    answer: (row, col) => classMode?.cell(row, col) || claimCell(row, col),
    repaint: () => painter.repaint(),
});
const thinking = new Thinking(lesson, (message) => request(message), (x, y) => painter.cellAt(x, y));
const log = new LogList($('log'), (from, count) => request({ type: 'lines', from, count }).then((r) => r.lines),
    (record) => logLine(lesson, record), (position) => seek(position));
const words = new Words(lesson, (message) => request(message));
const questions = new Questions({
    lesson, words, request: (message) => request(message), position: () => state.position, steps: () => state.steps,
    frame: () => state.frame, mapView, painter, log, showStatistics: (hidden) => showStatistics(hidden),
    focusPlay: () => $('play').focus(),
});
const construct = new Construct({
    lesson, words, request: (message) => request(message), seek: (position) => seek(position),
    position: () => state.position, steps: () => (state.build && state.build.status === 0 ? state.steps : 0),
    seed: () => state.seed, painter, mapView, log, stop: () => stop(),
    showStatistics: (hidden) => showStatistics(hidden, S.construct.statsHidden),
});

function claimCell(row, col) {
    return questions.answerCell(row, col) || construct.pickCell(row, col);
}

function request(message) {
    const generation = state.generation;
    return client.request(message).then((reply) => {
        if (generation !== state.generation)
            throw new Error('superseded');
        return reply;
    });
}

function notice(text) {
    const element = $('notice');
    element.textContent = text;
    element.hidden = !text;
}

function world() {
    return {
        mode: lesson.mode, rows: lesson.rows, cols: lesson.cols, seed: state.seed, pits: state.pits,
        tiles: lesson.tiles.map((t) => t.doors), islands: readSettings(),
    };
}

// The island settings' fields and their ranges (scenario.md, carried by the lesson): a value
// outside them, or none, is refused beside its field, never wrapped or clipped.
const NumberFields = [['count', 'count'], ['min', 'size'], ['max', 'size'], ['step-limit', 'stepLimit']];
const numberFormat = new Intl.NumberFormat(document.documentElement.lang || undefined);

// Shows `message` beside `input` (nothing when empty); true when there is none.
function fieldMessage(input, message) {
    const element = $(`${input.id}-error`);
    element.textContent = message;
    element.hidden = !message;
    if (message)
        input.setAttribute('aria-invalid', 'true');
    else
        input.removeAttribute('aria-invalid');
    return !message;
}

function checkNumber(id, range) {
    const input = $(id);
    const [low, high] = lesson.limits[range];
    const text = input.value.trim();
    const value = Number(text);
    const valid = text !== '' && Number.isInteger(value) && value >= low && value <= high;
    return fieldMessage(input, valid ? '' : fill(S.badNumber, numberFormat.format(low), numberFormat.format(high)));
}

function checkSeed() {
    const seed = $('seed').value.trim();
    return fieldMessage($('seed'), /^\d+$/.test(seed) && BigInt(seed) < 2n ** 64n ? '' : S.badSeed);
}

// Every field checked (each says what is wrong with it); the first one refused takes the focus.
function checkSettings() {
    const checks = [['seed', checkSeed]];
    if (lesson.mode !== 'dungeon')
        checks.unshift(...NumberFields.map(([id, range]) => [id, () => checkNumber(id, range)]));
    const refused = checks.filter(([, check]) => !check()).map(([id]) => id);
    if (refused.length)
        $(refused[0]).focus();
    return refused.length === 0;
}

function readSettings() {
    if (lesson.mode === 'dungeon')
        return { ...lesson.islands };
    return {
        count: Number($('count').value), min: Number($('min').value), max: Number($('max').value),
        rule: $('rule').value, randomize: $('randomize').checked, stepLimit: Number($('step-limit').value),
    };
}

// Start: builds in a worker of its own; the map shown stays until the new one is ready,
// and stays for good when the build is cancelled.
async function rebuild(target) {
    stop();
    state.building = true;
    body.dataset.state = 'building';
    $('status').textContent = S.building;
    $('cancel').hidden = false;
    const building = world();
    let built;
    try {
        built = await client.build(building);
    } catch (error) {
        if (error.message === 'superseded')
            return; // a newer build took this one's place
        state.building = false;
        $('cancel').hidden = true;
        if (error.message === 'cancelled')
            return keepPrevious();
        body.dataset.state = 'failed';
        $('status').textContent = error.message;
        return;
    }
    state.building = false;
    $('cancel').hidden = true;
    state.generation += 1;
    construct.buildChanged(); // a round under way ends with the build it was made on
    state.build = { ...built, seed: state.seed, pits: building.pits.slice() };
    state.frame = null;
    thinking.reset();
    delete body.dataset.map;
    state.steps = built.steps;
    body.dataset.seed = state.seed;
    $('seed').value = state.seed;
    if (built.status !== 0) {
        body.dataset.state = 'failed';
        $('status').textContent = failureText(built);
        painter.paint(null, state.pits);
        return;
    }
    $('timeline').max = String(state.steps);
    log.reset(state.steps);
    showStatistics(false);
    questions.reset(); // practice mode's questions come from this build
    construct.update();
    // In a class, the lecturer's step as it is now (it may have moved while this one built).
    const step = classMode?.target() ?? (target === 'end' ? state.steps : target || 0);
    await seek(Math.min(step, state.steps));
    document.dispatchEvent(new CustomEvent('mapgen:build', { detail: { seed: state.seed, steps: state.steps } }));
    return true;
}

// After Cancel: the build shown before it, as it was (the pits painted meanwhile stay
// painted for the next Start).
function keepPrevious() {
    const previous = state.build;
    if (!previous) {
        body.dataset.state = 'failed';
        $('status').textContent = S.cancelledFirst;
        return;
    }
    state.seed = previous.seed;
    $('seed').value = previous.seed; // the map's, not the one cancelled
    body.dataset.state = previous.status === 0 && state.frame ? 'ready' : 'failed';
    painter.paint(state.frame, state.pits);
    $('status').textContent = S.cancelled;
    if (state.frame)
        updateFragment();
}

function failureText(built) {
    if (built.status === 2)
        return S.badInput;
    if (built.status === 3)
        return S.outOfMemory;
    const [, , , , failure, open, start, end] = built.stats;
    if (failure === 1)
        return fill(S.failTooFew[Math.min(open, 2)], open);
    if (failure === 2)
        return fill(S.failCutApart, Math.floor(start / lesson.cols), start % lesson.cols,
            Math.floor(end / lesson.cols), end % lesson.cols);
    return S.failNoBigRoom;
}

let drawing = null;
async function seek(position, fromPlayback = false) {
    if (!state.build || state.build.status !== 0 || state.building)
        return;
    position = Math.max(0, Math.min(state.steps, position));
    if (construct.limit() < Infinity)
        position = construct.limit(); // the map shows what the student's next move is made on
    if (!fromPlayback)
        questions.moved(position);
    state.position = position;
    if (!fromPlayback)
        stop();
    if (drawing) {
        drawing.next = position;
        return drawing.promise;
    }
    drawing = { next: null };
    drawing.promise = (async () => {
        let target = position;
        for (;;) {
            const frame = await request({ type: 'frame', position: target, rows: lesson.rows, cols: lesson.cols,
                mode: lesson.mode, from: state.frame ? state.frame.position : -1 }).catch(() => null);
            if (frame)
                show(frame);
            // At rest, the map's text after the picture (for a 1000 x 1000 dungeon it is 16 MB and
            // takes longer than the drawing): then the page is ready.
            if (frame && !state.playing && (drawing.next === null || drawing.next === target)) {
                drawing.next = null;
                const reply = await request({ type: 'map' }).catch(() => null);
                if (reply && drawing.next === null && !state.playing && reply.position === frame.position)
                    rest(frame, reply.map);
            }
            // Again for a position asked meanwhile (also when this answer came too late for
            // the build now shown).
            if (drawing.next === null)
                break;
            target = drawing.next;
            drawing.next = null;
        }
        drawing = null;
    })();
    return drawing.promise;
}

function show(frame) {
    const from = state.frame ? state.frame.position : -1;
    painter.addFlashes(frame.flashes, from >= 0 && frame.position >= from && frame.position - from <= 4096);
    state.frame = frame;
    painter.paint(frame, state.pits);
    if (!performance.getEntriesByName('mapgen-first-map').length)
        performance.mark('mapgen-first-map'); // what the figures script times from navigation
    $('timeline').value = String(frame.position);
    $('position').textContent = fill(S.stepOf, numberFormat.format(frame.position), numberFormat.format(state.steps));
    log.setCurrent(frame.position - 1);
    thinking.follow(frame.position);
    followStatistics();
}

// Playback has stopped at `frame`, whose map text is `map`: the page's state for scripts and links.
function rest(frame, map) {
    if (state.building)
        return;
    body.dataset.step = String(frame.position);
    body.dataset.steps = String(state.steps);
    body.dataset.seed = state.seed;
    body.dataset.map = map;
    body.dataset.state = 'ready';
    $('status').textContent = restStatus();
    updateFragment();
}

// At rest: ready, or the pits painted since the build shown are still to be built (they are
// drawn over it meanwhile, as the workbench keeps them over its build until the next Start).
function restStatus() {
    const built = state.build && state.build.pits;
    return built && built.some((pit, i) => pit !== state.pits[i]) ? S.pitsChanged : S.ready;
}

// The build's figures at the step shown (the core's BuildStats, as the workbench's Statistics
// follow the step: nothing of how the build goes on); `hidden` (with a note saying when they
// come) while a question is open or the student makes the steps.
let statisticsHidden = false;
let statisticsShown = '';
function showStatistics(hidden, note = S.statsHidden) {
    const list = $('statistics');
    if (!state.build || state.build.status !== 0)
        return;
    statisticsHidden = hidden;
    statisticsShown = '';
    if (hidden) {
        const item = document.createElement('dd');
        item.textContent = note;
        list.replaceChildren(item);
        list.dataset.hidden = 'true';
        return;
    }
    delete list.dataset.hidden;
    followStatistics();
}

// The statistics of the frame shown; called with each drawing (at most once an animation
// frame during playback), it touches the page only when a figure changed.
function followStatistics() {
    const frame = state.frame;
    if (statisticsHidden || !frame || !frame.tally || !state.build || state.build.status !== 0)
        return;
    const tally = frame.tally;
    const rows = [];
    if (lesson.mode === 'dungeon') {
        rows.push([S.statPlaced, tally[2]], [S.statRejected, tally[3]]);
    } else {
        rows.push([S.statSteps, frame.position], [S.statBacktracks, tally[1]],
            [S.statResult, [S.resultInProgress, S.resultDone, S.resultTooComplex][tally[5]]]);
        state.build.islands.forEach(([target], k) => {
            rows.push([fill(S.statIsland, k + 1), fill(S.islandOutcome[tally[6 + 2 * k]], target)]);
        });
    }
    const texts = rows.map(([term, value]) =>
        [term, typeof value === 'number' ? numberFormat.format(value) : String(value)]);
    const key = JSON.stringify(texts);
    if (key === statisticsShown)
        return;
    statisticsShown = key;
    // The same rows with other figures (each step while playing): only the texts changed.
    const list = $('statistics');
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

// Playback: a few steps per animation frame at the chosen speed, one drawing per frame.
let lastTime = 0;
let carry = 0;
function tick(time) {
    if (!state.playing)
        return;
    const elapsed = lastTime ? Math.min(time - lastTime, 100) : 16;
    lastTime = time;
    carry += (elapsed / 1000) * state.build.speeds[state.speed - 1]; // the core's (PlaybackSpeed)
    const advance = Math.floor(carry);
    carry -= advance;
    if (advance > 0) {
        // No further than practice mode's questions are known (they are asked for ahead).
        let next = Math.min(state.steps, state.position + advance, questions.knownUntil());
        // In a live class the lecturer asks (classroom.js); the page's own questions wait.
        const question = construct.active || classMode ? null : questions.next(state.position, next + 1);
        if (question)
            next = question.after;
        seek(next, true);
        if (question || next >= state.steps) {
            stop();
            if (question)
                questions.ask(question);
            return;
        }
    }
    requestAnimationFrame(tick);
}

function play() {
    if (!state.build || state.build.status !== 0 || state.building || questions.open || construct.active)
        return;
    questions.close(); // on after an answer: its explanation goes
    if (state.position >= state.steps)
        seek(0, true);
    state.playing = true;
    lastTime = 0;
    carry = 0;
    body.dataset.state = 'playing';
    $('play').textContent = S.pause;
    $('play').setAttribute('aria-pressed', 'true');
    requestAnimationFrame(tick);
}

function stop() {
    if (!state.playing)
        return;
    state.playing = false;
    $('play').textContent = S.play;
    $('play').setAttribute('aria-pressed', 'false');
    seek(state.position, true); // the resting frame, with its map and data-state="ready"
}

// The address's fragment (export.md, weblesson.md, fragment.js): #seed=S&step=K and the
// student's settings and pits where they differ from the lesson. A part that is not understood
// is ignored, and the notice quotes it as the address wrote it. Returns the values understood.
function readFragment() {
    const { values, ignored, repeated } = parseFragment(location.hash, lesson, lesson.pitArray);
    const lines = [];
    if (ignored.length)
        lines.push(fill(S.badFragment, ignored.map(quotePart).join('&')));
    if (repeated.length)
        lines.push(fill(S.repeatedFragment, repeated.join(', ')));
    notice(lines.join('\n'));
    return values;
}

// The settings and pits of the address on the page (what it does not give is the lesson's);
// true when any of them changed. Pits from an address followed later are one undo step.
function applyWork(values, undoable) {
    let changed = false;
    const set = (id, property, value) => {
        if ($(id)[property] !== value) {
            $(id)[property] = value;
            changed = true;
        }
    };
    if (lesson.mode !== 'dungeon') {
        const s = lesson.islands;
        for (const [key, field] of SettingKeys)
            set(field === 'stepLimit' ? 'step-limit' : field, 'value', String(values[key] ?? s[field]));
        set('rule', 'value', values.rule ?? s.rule);
        set('randomize', 'checked', values.randomize ?? s.randomize);
    }
    // Practice mode: on with the address's interval, off without one (it changes no build).
    const every = values.practice;
    if ($('practice').checked !== (every !== undefined) || (every !== undefined && practiceEvery() !== every)) {
        $('practice').checked = every !== undefined;
        if (every !== undefined)
            $('practice-every').value = String(every);
        setPractice();
    }
    const palette = values.palette ?? 'standard';
    if (painter.palette !== palette) {
        painter.palette = $('palette').value = palette;
        painter.paint(state.frame, state.pits);
    }
    if (pitEditor.replace(values.pits || lesson.pitArray, undoable)) {
        changed = true;
        pitsEdited();
    }
    return changed;
}

// Practice mode's interval as the field gives it, within its range (10 when it gives none).
function practiceEvery() {
    const every = Math.trunc(Number($('practice-every').value));
    return Number.isFinite(every) && every > 0 ? Math.max(PracticeRange[0], Math.min(PracticeRange[1], every)) : 10;
}
const setPractice = () => questions.setPractice($('practice').checked, practiceEvery());

// The settings fields as the address writes them: a field refused counts as the lesson's.
function fragmentSettings() {
    if (lesson.mode === 'dungeon')
        return null;
    const settings = readSettings();
    for (const [, field, range] of SettingKeys) {
        const [low, high] = lesson.limits[range];
        const value = settings[field];
        if (!(Number.isInteger(value) && value >= low && value <= high))
            settings[field] = lesson.islands[field];
    }
    return settings;
}

// The address as what the page shows and holds: written over, never a new history entry.
function updateFragment() {
    const hash = formatFragment({ seed: state.seed, step: state.position, settings: fragmentSettings(),
        palette: painter.palette, practice: $('practice').checked ? practiceEvery() : 0, pits: state.pitsCode }, lesson);
    if (location.hash !== hash)
        history.replaceState(null, '', hash);
    if (!$('link').hidden)
        $('link').value = location.href; // the link shown is the work as it is now
}

// Pits by mouse, pen or touch (pits.js), drawn over the build shown as they are painted; a
// click on the map that answers a question paints nothing.
const pitEditor = new PitEditor($('map'), lesson.cols, state.pits, {
    cellAt: (x, y) => painter.cellAt(x, y),
    claim: (cell) => classMode?.cell(cell[0], cell[1]) || claimCell(cell[0], cell[1]),
    enabled: () => $('paint').checked,
    eraser: () => $('tool-eraser').checked,
    changed: (final) => {
        stop();
        painter.paint(state.frame, state.pits);
        if (final)
            pitsEdited();
    },
});

// After a stroke, Sprinkle! or Undo: the status says whether the pits shown are the ones
// built, and the address keeps them.
function pitsEdited() {
    $('undo').disabled = !pitEditor.canUndo;
    state.pitsCode = encodePits(state.pits, lesson.pitArray);
    if (body.dataset.state === 'ready')
        $('status').textContent = restStatus();
    updateFragment();
}

function sprinkle() {
    const density = Number($('density').value);
    if (!$('density').checkValidity() || !Number.isInteger(density))
        return $('density').reportValidity();
    return pitEditor.sprinkle(density);
}

function wireControls() {
    $('play').addEventListener('click', () => (state.playing ? stop() : play()));
    $('step').addEventListener('click', () => seek(state.position + 1));
    $('back').addEventListener('click', () => seek(state.position - 1));
    $('first').addEventListener('click', () => seek(0));
    $('last').addEventListener('click', () => seek(state.steps));
    $('timeline').addEventListener('input', () => seek(Number($('timeline').value)));
    $('speed').addEventListener('input', () => {
        state.speed = Number($('speed').value);
        $('speed-value').textContent = String(state.speed);
    });
    $('undo').addEventListener('click', () => pitEditor.undo());
    const practice = () => {
        setPractice();
        if (state.frame)
            updateFragment(); // kept in the address as the settings are
    };
    $('practice').addEventListener('change', practice);
    $('practice-every').addEventListener('change', practice);
    $('copy-link').addEventListener('click', () => copyLink(location.href, S));
    $('cancel').addEventListener('click', () => client.cancel());
    $('sprinkle').addEventListener('click', sprinkle);
    $('palette').addEventListener('change', () => {
        painter.palette = $('palette').value;
        painter.paint(state.frame, state.pits);
    });
    // A setting changed is kept by the address at once (a reload builds it).
    $('settings').addEventListener('change', () => updateFragment());
    // Start: nothing is built while a field is refused; the map shown stays.
    $('settings').addEventListener('submit', (event) => {
        event.preventDefault();
        if (!checkSettings())
            return;
        notice('');
        state.seed = String(BigInt($('seed').value.trim()));
        // The map in view, where the new build plays as soon as it is ready; a question of
        // the build before goes with it, and so does its score.
        questions.reset();
        const map = $('map').getBoundingClientRect();
        if (map.top < 0 || map.bottom > window.innerHeight)
            $('map').scrollIntoView({ block: 'start' });
        rebuild(0).then((built) => built && play());
    });
    // A refusal goes once its field holds what it may.
    $('settings').addEventListener('input', (event) => {
        if (event.target.getAttribute('aria-invalid') !== 'true')
            return;
        const field = NumberFields.find(([id]) => id === event.target.id);
        if (field)
            checkNumber(...field);
        else if (event.target.id === 'seed')
            checkSeed();
    });
    wireKeys({
        toggle: () => (state.playing ? stop() : play()),
        step: (delta) => seek(state.position + delta),
        first: () => seek(0),
        last: () => seek(state.steps),
        cancel: () => client.cancel(),
        building: () => state.building,
    });
    // An address typed or followed: a new seed builds (at step 0 unless one is given); else
    // the step given is shown, or the one shown stays. Either way the address is written
    // again as what the page shows once it rests.
    window.addEventListener('hashchange', () => {
        const fragment = readFragment();
        const changed = applyWork(fragment, true);
        if ((fragment.seed !== undefined && fragment.seed !== state.seed) || changed) {
            state.seed = fragment.seed ?? state.seed;
            $('seed').value = state.seed;
            rebuild(fragment.step ?? 0);
        } else if (fragment.step === 'end') {
            seek(state.steps);
        } else {
            seek(fragment.step ?? state.position);
        }
    });
    window.addEventListener('resize', () => {
        painter.layout();
        mapView.update();
        painter.paint(state.frame, state.pits);
    });
    mapView.wireButtons($('zoom-in'), $('zoom-out'), $('zoom-fit'), $('pan'));
}

function fillTexts() {
    for (const element of document.querySelectorAll('[data-text]'))
        element.textContent = S.ui[element.dataset.text];
    for (const element of document.querySelectorAll('[data-label]'))
        element.setAttribute('aria-label', S.ui[element.dataset.label]);
    $('play').textContent = S.play;
    document.title = lesson.title || S.untitled;
    $('title').textContent = lesson.title || S.untitled;
    $('notes').textContent = lesson.notes;
    $('notes').hidden = !lesson.notes;
    $('lesson-text').textContent = lesson.lessonText;
    if (lesson.mode === 'dungeon') {
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
    $('question').hidden = true;
    $('score').textContent = lesson.questions.length ? fill(S.score, 0, 0) : '';
    $('practice-label').textContent = S.practice;
    $('practice-every-label').textContent = S.practiceEvery;
    $('practice-steps').textContent = S.practiceSteps;
}

fillTexts();
wireControls();
painter.layout();
// In a learning platform (a graded package): an attempt resumes where it was left, its
// address (seed, step, settings, pits) and its first answers.
const platform = new Platform(lesson, {
    score: (progress) => client.request({ type: 'score', progress }).then((reply) => reply.score),
    request: (message) => client.request(message),
    fragment: () => location.hash.replace(/^#/, ''),
    resumeConstruct: (counts) => construct.restore(counts),
    line: (text) => {
        $('platform').textContent = text;
        $('platform').hidden = false;
    },
});
if (platform.resumed) {
    if (!location.hash && platform.resumed.fragment)
        history.replaceState(null, '', `#${platform.resumed.fragment}`);
    questions.restore(platform.resumed.answers);
}
body.dataset.platform = platform.api ? 'found' : 'none';
window.mapgenPlatform = platform; // for the tests: its errors and commits
// A link opens with the seed, settings and pits it keeps.
const fragment = readFragment();
if (fragment.seed !== undefined)
    state.seed = $('seed').value = fragment.seed;
applyWork(fragment, false);
painter.paint(null, state.pits);
rebuild(fragment.step ?? null);
// In a live class the lecturer's build, settings, pits and step come as an address would
// bring them.
classMode = lesson.class ? new ClassMode(lesson, {
    goTo: (address) => {
        history.replaceState(null, '', address);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
    },
}) : null;
