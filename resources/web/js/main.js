// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The web lesson's start: makes the page's parts (playback, the map, the log, the settings,
// the pits, the questions, the panels), fills the page's texts, wires its controls to the
// parts and makes the first build. The build worker (WorkerClient) holds the core.
import { Construct } from './construct.js';
import { $ } from './dom.js';
import { encodePits } from './fragment.js';
import { wireKeys } from './keyboard.js';
import { LogList } from './loglist.js';
import { fill, formatNumber, readLesson } from './lesson.js';
import { MapGrid } from './mapgrid.js';
import { MapView } from './mapview.js';
import { Painter } from './painter.js';
import { ClassMode } from './classroom.js';
import { Playback } from './playback.js';
import { PitEditor } from './pits.js';
import { Questions, Words } from './questions.js';
import { Platform } from './scorm.js';
import { SettingsForm } from './settings.js';
import { copyLink } from './share.js';
import { Statistics } from './statistics.js';
import { Thinking } from './thinking.js';
import { WorkerClient } from './workerclient.js';
import { WorkLink } from './worklink.js';

const lesson = readLesson();
const S = lesson.strings;

// The parts, each given this object: they find one another here when they need to.
const page = { lesson, client: new WorkerClient(lesson.workerSource), classMode: null };
const playback = page.playback = new Playback(page);
const state = playback.state;
const request = (message) => playback.request(message);
const seek = (position) => playback.seek(position);
page.settings = new SettingsForm(lesson);
page.link = new WorkLink(page);
page.statistics = new Statistics($('statistics'), lesson, () => state);
const painter = page.painter = new Painter($('map'), lesson.kind, lesson.rows, lesson.cols);
page.mapGrid = new MapGrid($('map'), $('map-summary'), $('map-live'), lesson, painter);
// The map's cursor and Enter (and a click) answer a question or make You Are the Algorithm's
// move; P and Delete paint on it, W explains it.
const mapView = new MapView($('map'), painter, {
    cellQuestion: () => Boolean(page.classMode?.wantsCell()) || page.questions.asksCell || page.construct.asksCell,
    answer: (row, col) => page.classMode?.cell(row, col) || claimCell(row, col),
    repaint: () => painter.repaint(),
    cursorMoved: () => page.mapGrid.cursorMoved(),
    paint: (row, col, pit) => page.pitEditor.paintCell(row, col, pit),
    why: (row, col) => page.thinking.explain(row, col),
});
// Whether a question is open (the page's own or the lecturer's in a class, not yet answered):
// the core then leaves out what would answer it.
page.asking = () => Boolean(page.questions?.open || page.classMode?.asking);
// The map and the panels again, as the rule book lets them show while a question is open or
// after; the fading marks of the backtracks or clips just passed go at once (a cell just
// backtracked may be the answer).
function redrawAsked() {
    page.thinking.invalidate();
    painter.addFlashes([], false);
    playback.redraw();
}
page.thinking = new Thinking(lesson, request, (x, y) => painter.cellAt(x, y), () => page.asking());
page.log = new LogList($('log'), (from, count) => request({ type: 'lines', from, count }).then((r) => r.lines),
    (record) => lesson.kind.logLine(lesson, record), seek);
const words = new Words(lesson, request);
page.questions = new Questions({
    lesson, words, request, position: () => state.position, steps: () => state.steps,
    frame: () => state.frame, mapView, painter, log: page.log, showStatistics: (hidden) => page.statistics.show(hidden),
    focusPlay: () => $('play').focus(),
    redraw: () => redrawAsked(),
    announce: (text) => page.mapGrid.announce(text),
});
page.construct = new Construct({
    lesson, words, request, seek,
    position: () => state.position, steps: () => (state.build && state.build.status === 0 ? state.steps : 0),
    seed: () => state.seed, painter, mapView, log: page.log, stop: () => playback.stop(),
    showStatistics: (hidden) => page.statistics.show(hidden, S.construct.statsHidden),
    announce: (text) => page.mapGrid.announce(text),
});

function claimCell(row, col) {
    return page.questions.answerCell(row, col) || page.construct.pickCell(row, col);
}

// Pits by mouse, pen or touch (pits.js), drawn over the build shown as they are painted; a
// click on the map that answers a question paints nothing.
page.pitEditor = new PitEditor($('map'), lesson.cols, state.pits, {
    cellAt: (x, y) => painter.cellAt(x, y),
    claims: () => Boolean(page.classMode?.wantsCell()) || page.questions.asksCell || page.construct.active,
    claim: (cell) => page.classMode?.cell(cell[0], cell[1]) || claimCell(cell[0], cell[1]),
    enabled: () => $('paint').checked,
    eraser: () => $('tool-eraser').checked,
    changed: (final) => {
        playback.stop();
        painter.paint(state.frame, state.pits);
        page.mapGrid.follow(state.frame, state.pits, state.steps);
        if (final)
            page.pitsEdited();
    },
});

// After a stroke, Sprinkle! or Undo: the status says whether the pits shown are the ones
// built, and the address keeps them.
page.pitsEdited = () => {
    $('undo').disabled = !page.pitEditor.canUndo;
    state.pitsCode = encodePits(state.pits, lesson.pitArray);
    if (document.body.dataset.state === 'ready')
        $('status').textContent = playback.restStatus();
    page.link.update();
};

function sprinkle() {
    const density = Number($('density').value);
    if (!$('density').checkValidity() || !Number.isInteger(density))
        return $('density').reportValidity();
    return page.pitEditor.sprinkle(density);
}

// Start: nothing is built while a field is refused; the map shown stays.
function start() {
    if (!page.settings.check())
        return;
    page.link.notice('');
    state.seed = String(BigInt($('seed').value.trim()));
    // The map in view, where the new build plays as soon as it is ready; a question of
    // the build before goes with it, and so does its score.
    page.questions.reset();
    const map = $('map').getBoundingClientRect();
    if (map.top < 0 || map.bottom > window.innerHeight)
        $('map').scrollIntoView({ block: 'start' });
    playback.rebuild(0).then((built) => built && playback.play());
}

function wireControls() {
    $('play').addEventListener('click', () => playback.toggle());
    $('step').addEventListener('click', () => seek(state.position + 1));
    $('back').addEventListener('click', () => seek(state.position - 1));
    $('first').addEventListener('click', () => seek(0));
    $('last').addEventListener('click', () => seek(state.steps));
    $('timeline').addEventListener('input', () => seek(Number($('timeline').value)));
    $('speed').addEventListener('input', () => {
        state.speed = Number($('speed').value);
        $('speed-value').textContent = String(state.speed);
    });
    $('undo').addEventListener('click', () => page.pitEditor.undo());
    const practice = () => {
        page.link.setPractice();
        if (state.frame)
            page.link.update(); // kept in the address as the settings are
    };
    $('practice').addEventListener('change', practice);
    $('practice-every').addEventListener('change', practice);
    $('copy-link').addEventListener('click', () => copyLink(location.href, S));
    $('cancel').addEventListener('click', () => page.client.cancel());
    $('sprinkle').addEventListener('click', sprinkle);
    $('palette').addEventListener('change', () => {
        painter.palette = $('palette').value;
        painter.paint(state.frame, state.pits);
    });
    $('patterns')?.addEventListener('change', () => {
        painter.patternsEverywhere = $('patterns').checked;
        painter.paint(state.frame, state.pits);
    });
    // A setting changed is kept by the address at once (a reload builds it).
    $('settings').addEventListener('change', () => page.link.update());
    $('settings').addEventListener('submit', (event) => {
        event.preventDefault();
        start();
    });
    page.settings.wire();
    wireKeys({
        toggle: () => playback.toggle(),
        step: (delta) => seek(state.position + delta),
        first: () => seek(0),
        last: () => seek(state.steps),
        cancel: () => page.client.cancel(),
        building: () => state.building,
    });
    window.addEventListener('hashchange', () => page.link.follow());
    window.addEventListener('resize', () => {
        painter.layout();
        mapView.update();
        painter.paint(state.frame, state.pits);
    });
    mapView.wireButtons($('zoom-in'), $('zoom-out'), $('zoom-fit'), $('pan'));
}

// The lecturer's words (the scenario's title and notes) with letters and none in the script the
// page's language is written in (an English title in an Arabic page): not in the page's
// language, and in one the scenario does not name, so marked unknown (lang="") rather than
// read by a screen reader as the page's.
function markOtherScript(element) {
    const script = new Intl.Locale(document.documentElement.lang || 'en').maximize().script;
    const text = element.textContent;
    if (script && /\p{L}/u.test(text) && !new RegExp(`\\p{Script=${script}}`, 'u').test(text))
        element.lang = '';
}

function fillTexts() {
    for (const element of document.querySelectorAll('[data-text]'))
        element.textContent = S.ui[element.getAttribute('data-text')];
    for (const element of document.querySelectorAll('[data-label]'))
        element.setAttribute('aria-label', S.ui[element.getAttribute('data-label')]);
    $('play').textContent = S.play;
    document.title = lesson.title || S.untitled;
    $('title').textContent = lesson.title || S.untitled;
    $('notes').textContent = lesson.notes;
    for (const id of ['title', 'notes'])
        markOtherScript($(id));
    $('notes').hidden = !lesson.notes;
    $('lesson-text').textContent = lesson.lessonText;
    $('keys').replaceChildren(...S.ui.keyList.flatMap(([keys, text]) => {
        const term = document.createElement('dt');
        term.append(...keys.split(' ').flatMap((key, k) => {
            const cap = document.createElement('kbd');
            cap.textContent = key;
            return k ? [' ', cap] : [cap];
        }));
        const value = document.createElement('dd');
        value.textContent = text;
        return [term, value];
    }));
    page.settings.fill();
    $('question').hidden = true;
    $('score').textContent = lesson.questions.length ? fill(S.score, 0, 0) : '';
    $('practice-label').textContent = S.practice;
    $('practice-every-label').textContent = S.practiceEvery;
    $('practice-steps').textContent = S.practiceSteps;
}

fillTexts();
wireControls();
painter.layout();
// The grade as the platform holds it, and how it is made (questions.md, "Grading").
function showGrade(grade) {
    const A = lesson.assignment;
    const parts = [];
    if (grade.questions)
        parts.push(fill(A.gradeQuestions, formatNumber(grade.questions.got), formatNumber(grade.questions.of)));
    if (grade.construct)
        parts.push(fill(A.gradeConstruct, formatNumber(grade.construct.got), formatNumber(grade.construct.of)));
    const score = formatNumber(grade.score);
    $('grade').textContent = parts.length ? fill(A.grade, score, parts.reduce((a, b) => fill(A.gradeBoth, a, b)))
        : fill(A.gradeOnly, score);
    $('grade').hidden = false;
    document.body.dataset.grade = String(grade.score);
}

// In a learning platform (a graded package): an attempt resumes where it was left, its
// address (seed, step, settings, pits), its first answers as the rule book judges them again.
const platform = new Platform(lesson, {
    grade: (progress) => page.client.request({ type: 'grade', progress }),
    request: (message) => page.client.request(message),
    fragment: () => location.hash.replace(/^#/, ''),
    resumeConstruct: (counts) => page.construct.restore(counts),
    restoreAnswers: (answers) => page.questions.restore(answers),
    showGrade,
    line: (text) => {
        $('platform').textContent = text;
        $('platform').hidden = false;
    },
    notice: (text) => page.link.keep(text),
});
if (platform.resumed && !location.hash && platform.resumed.fragment)
    history.replaceState(null, '', `#${platform.resumed.fragment}`);
document.body.dataset.platform = platform.api ? 'found' : 'none';
window.mapgenPlatform = platform; // for the tests: its errors and commits
// A link opens with the seed, settings and pits it keeps.
const fragment = page.link.read();
if (fragment.seed !== undefined)
    state.seed = $('seed').value = fragment.seed;
page.link.apply(fragment, false);
painter.paint(null, state.pits);
page.mapGrid.follow(null, state.pits, 0);
playback.rebuild(fragment.step ?? null);
// In a live class the lecturer's build, settings, pits and step come as an address would
// bring them.
page.classMode = lesson.class ? new ClassMode(lesson, {
    goTo: (address) => {
        history.replaceState(null, '', address);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
    },
    redraw: () => redrawAsked(),
}) : null;
