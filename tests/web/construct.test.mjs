// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The student's own moves in the web lesson, in headless Chromium (puppeteer-core, Debian's
// chromium): You Are the Algorithm in both lessons (right moves advance, wrong ones say why
// and change nothing, hints are counted, the result downloads with the workbench's fields),
// and questions that teach (the right answer and the reason after any answer, nothing of the
// future while one is open, answers by keyboard, a score per build, practice mode), with the
// page's events. MAPGEN names the mapgen binary; screenshots go to MAPGEN_SHOTS.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

const data = new URL('../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const work = mkdtempSync(join(tmpdir(), 'mapgen-construct-'));
const shots = process.env.MAPGEN_SHOTS || work;
mkdirSync(shots, { recursive: true });
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });

const scenarioFile = (name, source, change) => {
    const scenario = JSON.parse(readFileSync(join(data, source), 'utf8'));
    change(scenario);
    const file = join(work, name);
    writeFileSync(file, JSON.stringify(scenario));
    return file;
};
const island = join(data, 'island-6a-basic.json'); // 20 x 30, seed 42, three islands
const dungeon = join(data, 'dungeon-pits.json'); // 12 x 16
const lessons = { island: join(work, 'island.html'), dungeon: join(work, 'dungeon.html') };

let browser;
before(async () => {
    run('island', island, '--export', lessons.island);
    run('dungeon', dungeon, '--export', lessons.dungeon);
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
    });
});
after(async () => browser && browser.close());

const Laptop = { width: 1366, height: 768 };
const Phone = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const body = (page) => page.evaluate(() => ({ ...document.body.dataset }));
const waitFor = async (page, check, ...args) => {
    await page.waitForFunction(check, { timeout: 20000 }, ...args);
    return body(page);
};
const atRest = (page) => waitFor(page, () => document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined);
const text = (page, id) => page.$eval(`#${id}`, (element) => (element.hidden ? '' : element.textContent));

// The page's events, as a listener of the shared contract receives them (window.events).
function listen() {
    window.events = [];
    for (const name of ['mapgen:answer', 'mapgen:construct', 'mapgen:build'])
        document.addEventListener(name, (event) => window.events.push({ name, detail: event.detail }));
}
const events = (page, name) => page.evaluate((n) => window.events.filter((e) => e.name === n).map((e) => e.detail), name);

async function open(file, viewport = Laptop) {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    await page.evaluateOnNewDocument(listen);
    await page.goto(pathToFileURL(file).href);
    await atRest(page);
    return { page, problems };
}

// The middle of cell (row, col) in the page's coordinates.
async function cellCentre(page, row, col, cols) {
    const box = await page.$eval('#map', (canvas) => {
        const r = canvas.getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width };
    });
    const cell = box.width / cols;
    return { x: box.x + (col + 0.5) * cell, y: box.y + (row + 0.5) * cell };
}

async function clickCell(page, row, col, cols) {
    const { x, y } = await cellCentre(page, row, col, cols);
    await page.mouse.click(x, y);
}

// The island trace's lines as moves: a cell ([row, col]) or a move button's kind.
function islandMoves(file) {
    return run('island', file, '--trace').split('\n').filter(Boolean).map((line) => {
        const cell = /\((\d+), ?(\d+)\)/.exec(line);
        if (line.startsWith('>'))
            return { cell: [Number(cell[1]), Number(cell[2])] };
        const kinds = [['X BACKTRACK', 2], ['+ Island', 3], ['! Island', 4], ['-- All done', 5], ['! TOO', 6]];
        const kind = kinds.find(([prefix]) => line.startsWith(prefix));
        assert.ok(kind, `a move for "${line}"`);
        return { kind: kind[1] };
    });
}

// One island move made as the student makes it, and its verdict.
async function makeMove(page, move, cols) {
    const before = await page.$eval('#construct-counts', (c) => c.textContent);
    if (move.cell)
        await clickCell(page, move.cell[0], move.cell[1], cols);
    else
        await page.click(`#construct-moves button[data-move="${move.kind}"]`);
    await page.waitForFunction((b) => document.getElementById('construct-counts').textContent !== b
        || document.body.dataset.construct !== 'on', { timeout: 20000 }, before);
    return page.$eval('#construct-verdict', (v) => v.dataset.verdict || '');
}

test('You Are the Algorithm, islands: a right move advances, a wrong one says why and changes nothing', async () => {
    const { page, problems } = await open(lessons.island);
    const moves = islandMoves(island);
    await page.click('#construct-toggle');
    await waitFor(page, () => document.body.dataset.construct === 'on' && document.body.dataset.step === '0'
        && document.body.dataset.state === 'ready');
    assert.match(await text(page, 'construct-prompt'), /^Step 1 of \d+: what does the algorithm do now\?/);
    // The first step seeds island 1: a move button is wrong, and says what is due.
    assert.equal(await makeMove(page, { kind: 2 }, 30), 'wrong');
    assert.equal(await text(page, 'construct-verdict'),
        'Not Backtrack now: island 1 is next and needs a seed (click it).');
    assert.equal((await body(page)).step, '0', 'nothing changed');
    assert.equal(await makeMove(page, moves[0], 30), 'right');
    let state = await waitFor(page, () => document.body.dataset.step === '1' && document.body.dataset.state === 'ready');
    assert.match(await text(page, 'construct-verdict'), /^Step 1: >> Island 1 seed at \(3,1\)$/);
    // A cell far from the current one: not beside it, nothing changes.
    const map = state.map;
    assert.equal(await makeMove(page, { cell: [15, 20] }, 30), 'wrong');
    assert.equal(await text(page, 'construct-verdict'),
        'Row 15, column 20 is not beside the current cell (3, 1): grow() tries only the cells above, left, right and below it.');
    state = await body(page);
    assert.equal(state.step, '1');
    assert.equal(state.map, map, 'a wrong move changes nothing on the map');
    // No line of the log past the step shown (the next one would be the answer).
    const lines = await page.$$eval('#log li:not([hidden])', (items) => items.map((li) => Number(li.dataset.index)));
    assert.ok(lines.length >= 1 && Math.max(...lines) < 1, `log lines shown: ${lines}`);
    assert.equal(await text(page, 'statistics-note'), 'Shown when you have made the last step or stopped.');
    assert.match(await text(page, 'construct-counts'), /^Moves: 3 · right: 1 · wrong: 2 · hints: 0$/);
    const constructs = await events(page, 'mapgen:construct');
    assert.deepEqual(constructs.at(-1), { right: 1, wrong: 2, hints: 0, decisions: 3, done: false });
    await page.screenshot({ path: join(shots, 'construct-island.png') });
    assert.deepEqual(problems, []);
    await page.close();
});

test('You Are the Algorithm, islands: hints counted, the whole build, the result downloaded with the workbench\'s fields', async () => {
    const { page, problems } = await open(lessons.island);
    const downloads = mkdtempSync(join(work, 'download-'));
    const session = await page.createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    const moves = islandMoves(island);
    await page.click('#construct-toggle');
    await waitFor(page, () => document.body.dataset.construct === 'on' && document.body.dataset.state === 'ready');
    // Hint: the right move's cell ringed and named; counted.
    await page.click('#construct-hint');
    await page.waitForFunction(() => /hints: 1$/.test(document.getElementById('construct-counts').textContent));
    assert.equal(await text(page, 'construct-verdict'), 'Hint: Seed on row 3, column 1');
    assert.equal(await page.$eval('#map', (map) => map.dataset.ring), '3,1');
    // One wrong move first, then every move of the trace.
    assert.equal(await makeMove(page, { kind: 5 }, 30), 'wrong');
    for (const [i, move] of moves.entries())
        assert.equal(await makeMove(page, move, 30), 'right', `move ${i}: ${JSON.stringify(move)}`);
    const state = await waitFor(page, () => document.body.dataset.construct === 'result');
    assert.equal(state.step, state.steps);
    assert.match(await text(page, 'statistics'), /^Steps/, 'the statistics back at the end');
    const result = await text(page, 'construct-result');
    assert.match(result, new RegExp(`^Result: ${moves.length + 1} moves, ${moves.length} right, 1 wrong, 1 hints, \\d+ seconds\\. `
        + 'You built the whole map\\. The first wrong move was at step 1\\.$'));
    await page.click('#construct-download');
    let files = [];
    for (let i = 0; i < 100 && !files.some((f) => f.endsWith('.json')); ++i) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        files = readdirSync(downloads);
    }
    assert.deepEqual(files, ['result.json']);
    const saved = JSON.parse(readFileSync(join(downloads, 'result.json'), 'utf8'));
    // The workbench's fields, in its order (ConstructCoach::resultJson, user-guide.md).
    assert.deepEqual(Object.keys(saved), ['format', 'version', 'scenario', 'seed', 'lesson', 'finished', 'moves',
        'right', 'wrong', 'hints', 'decisions', 'grade', 'seconds', 'firstWrong']);
    // Graded as a learning platform counts the round: max(0, right - wrong - hints) of every step.
    assert.deepEqual({ ...saved, seconds: 0 }, {
        format: 'mapgen-construct-result', version: 1, scenario: '', seed: 42, lesson: 'island', finished: true,
        moves: moves.length + 1, right: moves.length, wrong: 1, hints: 1, decisions: moves.length,
        grade: Math.floor(100 * (moves.length - 2) / moves.length + 0.5), seconds: 0,
        firstWrong: { step: 0, move: 'DONE', expected: 'SEED (3, 1)' },
    });
    assert.ok(Number.isInteger(saved.seconds) && saved.seconds >= 0);
    const constructs = await events(page, 'mapgen:construct');
    assert.equal(constructs.length, moves.length + 3, 'one a move, one the hint, one at the end');
    assert.deepEqual(constructs.at(-1), { right: moves.length, wrong: 1, hints: 1, decisions: moves.length + 1, done: true });
    assert.deepEqual(problems, []);
    await page.close();
});

test('You Are the Algorithm by keyboard: the map\'s cursor and Enter make the move', async () => {
    const { page, problems } = await open(lessons.island);
    await page.focus('#construct-toggle');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement.id === 'map' && document.getElementById('map').dataset.cursor
        && document.body.dataset.construct === 'on', { timeout: 20000 });
    let [r, c] = (await page.$eval('#map', (map) => map.dataset.cursor)).split(',').map(Number);
    const [row, col] = [3, 1];
    for (; r !== row; r += Math.sign(row - r))
        await page.keyboard.press(row > r ? 'ArrowDown' : 'ArrowUp');
    for (; c !== col; c += Math.sign(col - c))
        await page.keyboard.press(col > c ? 'ArrowRight' : 'ArrowLeft');
    assert.equal((await body(page)).step, '0', 'the arrows moved the cursor, not the step');
    await page.keyboard.press('Enter');
    await waitFor(page, () => document.body.dataset.step === '1');
    assert.equal(await page.$eval('#construct-verdict', (v) => v.dataset.verdict), 'right');
    assert.deepEqual(problems, []);
    await page.close();
});

test('phone: You Are the Algorithm by touch, the verdict in view with the map', async () => {
    const { page, problems } = await open(lessons.island, Phone);
    await page.tap('#construct-toggle');
    await waitFor(page, () => document.body.dataset.construct === 'on' && document.body.dataset.state === 'ready');
    const { x, y } = await cellCentre(page, 3, 1, 30);
    await page.touchscreen.tap(x, y);
    await waitFor(page, () => document.body.dataset.step === '1');
    const seen = await page.evaluate(() => ['map', 'construct-verdict'].map((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return { id, top: r.top, bottom: r.bottom };
    }));
    await page.screenshot({ path: join(shots, 'phone-construct.png') });
    const verdict = seen[1];
    assert.ok(verdict.top >= 0 && verdict.bottom <= 844, `the verdict in view: ${JSON.stringify(seen)}`);
    assert.equal(await page.$eval('#construct-verdict', (v) => v.dataset.verdict), 'right');
    assert.equal(await page.$eval('#undo', (undo) => undo.disabled), true, 'the tap painted no pit');
    assert.deepEqual(problems, []);
    await page.close();
});

test('You Are the Algorithm, dungeons: the cell, then its tile; the steps between run on by themselves', async () => {
    const { page, problems } = await open(lessons.dungeon);
    const cols = 16;
    await page.click('#construct-toggle');
    const start = await waitFor(page, () => document.body.dataset.construct === 'on' && document.body.dataset.state === 'ready');
    assert.ok(Number(start.step) > 0, 'start, end and the first queue run on by themselves');
    assert.match(await text(page, 'construct-prompt'), /click the cell that gets the next tile/);
    // A pit: wrong, and why; nothing changes.
    await clickCell(page, 0, 5, cols);
    await page.waitForFunction(() => document.getElementById('construct-verdict').dataset.verdict === 'wrong');
    assert.equal(await text(page, 'construct-verdict'), 'Your cell is a pit.');
    assert.equal((await body(page)).step, start.step);
    // The hint names the tile and rings its cell: that cell asks for its tile.
    await page.click('#construct-hint');
    await page.waitForFunction(() => document.getElementById('map').dataset.ring);
    const hint = await text(page, 'construct-verdict');
    const [, name, turns] = /^Hint: (.+) turned (\d) quarter turns? on row \d+, column \d+$/.exec(hint);
    const [row, col] = (await page.$eval('#map', (map) => map.dataset.ring)).split(',').map(Number);
    await clickCell(page, row, col, cols);
    await page.waitForSelector('#construct-tiles:not([hidden])');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'construct-tile');
    const template = await page.evaluate((n) => JSON.parse(document.getElementById('lesson-data').textContent).tiles
        .findIndex((t) => t.name === n), name);
    // The right tile, placed with Enter.
    const options = await page.$$eval('#construct-tile option', (list) => list.map((o) => o.value));
    assert.ok(options.length >= 8);
    await page.select('#construct-tile', String(template * 4 + Number(turns)));
    await page.keyboard.press('Enter');
    await waitFor(page, (s) => Number(document.body.dataset.step) > Number(s) && document.body.dataset.state === 'ready', start.step);
    assert.equal(await page.$eval('#construct-verdict', (v) => v.dataset.verdict), 'right');
    assert.match(await text(page, 'construct-verdict'), /^Step \d+: Place /);
    assert.match(await text(page, 'construct-counts'), /^Moves: 2 · right: 1 · wrong: 1 · hints: 1$/);
    assert.deepEqual(problems, []);
    await page.close();
});

// Questions that teach.
const questionLesson = (name, questions) => {
    const file = scenarioFile(`${name}.json`, 'island-6a-basic.json', (s) => { s.questions = questions; });
    const html = join(work, `${name}.html`);
    run('island', file, '--export', html);
    return html;
};

async function playToQuestion(page) {
    await page.$eval('#speed', (speed) => { speed.value = '10'; speed.dispatchEvent(new Event('input')); });
    await page.keyboard.press('Space');
    await page.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    return waitFor(page, () => document.body.dataset.state === 'ready');
}

const feedback = (page) => page.$eval('#question-feedback', (f) => [...f.children].map((p) => p.textContent.replace(/[\u2066\u2069]/g, '')));

test('a question: nothing of the future while it is open; a wrong answer shows the right one and why', async () => {
    const html = questionLesson('teach', [{ after: 3, ask: 'next-move' }]);
    const { page, problems } = await open(html);
    const state = await playToQuestion(page);
    assert.equal(state.step, '3');
    // The log ends at the step shown; the statistics wait.
    const shownLines = () => page.$$eval('#log li:not([hidden])', (items) => items.map((li) => Number(li.dataset.index)));
    assert.deepEqual(await shownLines(), [0, 1, 2]);
    assert.equal(await text(page, 'statistics-note'), 'Shown once the question is answered.');
    // Last moves away: the question goes unanswered (as in the workbench) and is asked again
    // when playback reaches it; meanwhile the log and the statistics are whole again.
    await page.click('#last');
    const last = await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
        && document.body.dataset.state === 'ready');
    assert.equal(await page.$eval('#question', (q) => q.hidden), true);
    assert.equal(last.score, undefined, 'nothing scored');
    assert.match(await text(page, 'statistics'), /^Steps/);
    await page.click('#first');
    await atRest(page);
    await playToQuestion(page);
    assert.equal((await body(page)).step, '3');
    assert.deepEqual(await shownLines(), [0, 1, 2]);
    // Backtrack where the build adds (4, 1): wrong; the answer, the rule book's reason, the log's line.
    const buttons = await page.$$('#question-choices button');
    for (const button of buttons) {
        if (await button.evaluate((b) => b.textContent) === 'Backtrack')
            await button.click();
    }
    assert.equal((await waitFor(page, () => document.body.dataset.verdict)).verdict, 'wrong');
    assert.deepEqual(await feedback(page), ['Not quite.', 'The answer: Add',
        'Not Backtrack now: the current cell (4, 0) still has a candidate to try.', 'Step 4 in the log: > ADD (4, 1)']);
    assert.match(await text(page, 'statistics'), /^Steps/);
    const answers = await events(page, 'mapgen:answer');
    assert.equal(answers.length, 1);
    const [detail] = answers;
    assert.ok(Number.isFinite(detail.latencyMs) && detail.latencyMs >= 0);
    assert.deepEqual({ ...detail, latencyMs: 0 }, { index: 0, step: 3, ask: 'next-move', given: 'BACKTRACK',
        verdict: 'wrong', reason: 'wrong-move', own: 'ADD', latencyMs: 0 });
    await page.screenshot({ path: join(shots, 'question-taught.png') });
    assert.deepEqual(problems, []);
    await page.close();
});

// The Statistics as shown: [term, value] pairs.
const statistics = (page) => page.$eval('#statistics', (list) => {
    const items = [...list.children].map((item) => item.textContent);
    const pairs = [];
    for (let i = 0; i + 1 < items.length; i += 2)
        pairs.push([items[i], items[i + 1]]);
    return pairs;
});
const showStep = async (page, position) => {
    await page.$eval('#timeline', (timeline, p) => {
        timeline.value = String(p);
        timeline.dispatchEvent(new Event('input'));
    }, position);
    return waitFor(page, (p) => document.body.dataset.step === String(p) && document.body.dataset.state === 'ready', position);
};

test('the statistics are those of the step shown: an island\'s later dead end is not told before it happens', async () => {
    // 3 x 4, two islands: island 1 (target 8) ends in a dead end at step 24-27, the build at step 47.
    const file = scenarioFile('dead-end-question.json', 'island-dead-end.json', (s) => {
        s.questions = [{ after: 7, ask: 'next-move' }];
    });
    const html = join(work, 'dead-end-question.html');
    run('island', file, '--export', html);
    const { page, problems } = await open(html);
    await page.click('#first');
    await atRest(page);
    assert.deepEqual(await statistics(page), [['Steps', '0'], ['Backtracks', '0'], ['Result', 'in progress'],
        ['Island 1', 'not started (size 8)'], ['Island 2', 'not started (size 7)']]);
    // A question open at step 7: the statistics wait; answered, they are step 7's, not the end's.
    const state = await playToQuestion(page);
    assert.equal(state.step, '7');
    assert.equal(await text(page, 'statistics-note'), 'Shown once the question is answered.');
    (await page.$$('#question-choices button'))[0].click();
    await waitFor(page, () => document.body.dataset.verdict);
    const answered = Object.fromEntries(await statistics(page));
    assert.equal(answered.Steps, (await body(page)).step, 'the statistics of the step shown');
    assert.equal(answered.Result, 'in progress');
    assert.equal(answered['Island 1'], 'growing (size 8)');
    assert.doesNotMatch(JSON.stringify(answered), /failed|done|complete/);
    // Past the dead end the statistics tell it; at the end, the result.
    await showStep(page, 27);
    assert.deepEqual(await statistics(page), [['Steps', '27'], ['Backtracks', '11'], ['Result', 'in progress'],
        ['Island 1', 'failed: dead end (size 8)'], ['Island 2', 'growing (size 7)']]);
    await showStep(page, 23);
    assert.equal(Object.fromEntries(await statistics(page))['Island 1'], 'growing (size 8)', 'back before it, untold again');
    await page.click('#last');
    await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps && document.body.dataset.state === 'ready');
    assert.deepEqual(await statistics(page), [['Steps', '47'], ['Backtracks', '18'], ['Result', 'done'],
        ['Island 1', 'failed: dead end (size 8)'], ['Island 2', 'complete (size 7)']]);
    assert.deepEqual(problems, []);
    await page.close();
});

test('a question: a right answer shows the answer and its reason too; the score is per build', async () => {
    const html = questionLesson('score', [{ after: 3, ask: 'next-cell' }]);
    const { page, problems } = await open(html);
    await playToQuestion(page);
    // Keyboard only: the map has the focus and its cursor; the arrows and Enter answer.
    await page.waitForFunction(() => document.activeElement.id === 'map' && document.getElementById('map').dataset.cursor);
    let [r, c] = (await page.$eval('#map', (map) => map.dataset.cursor)).split(',').map(Number);
    for (; r !== 4; r += Math.sign(4 - r))
        await page.keyboard.press(r < 4 ? 'ArrowDown' : 'ArrowUp');
    for (; c !== 1; c += Math.sign(1 - c))
        await page.keyboard.press(c < 1 ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('Enter');
    assert.equal((await waitFor(page, () => document.body.dataset.verdict)).score, '1/1');
    const words = await feedback(page);
    assert.equal(words[0], 'Right!');
    assert.ok(words.includes('The answer: row 4, column 1'), words.join(' | '));
    assert.ok(words.includes('Step 4 in the log: > ADD (4, 1)'), words.join(' | '));
    assert.equal(await page.$eval('#map', (map) => map.dataset.ring), '4,1', 'the right cell ringed');
    assert.equal(await text(page, 'score'), 'Score: 1 of 1');
    // Start: a new build, its own score; the question is asked again and scored once.
    await page.click('#rebuild');
    await page.waitForFunction(() => document.getElementById('score').textContent === 'Score: 0 of 0');
    await page.waitForSelector('#question:not([hidden]) #question-choices p', { timeout: 20000 });
    const builds = await events(page, 'mapgen:build');
    assert.equal(builds.length, 2, 'the first build and the Start');
    assert.equal(builds[1].seed, '42');
    assert.ok(builds[1].steps > 4);
    await page.click('#question-choices button'); // None any more: wrong
    assert.equal((await waitFor(page, () => document.body.dataset.verdict === 'wrong')).score, '0/1');
    assert.equal(await text(page, 'score'), 'Score: 0 of 1');
    assert.ok((await feedback(page)).includes('The answer: row 4, column 1'));
    assert.deepEqual(problems, []);
    await page.close();
});

test('practice mode: one question in every N steps, asked by the rule book', async () => {
    const { page, problems } = await open(lessons.island);
    await page.click('#practice');
    await page.$eval('#practice-every', (input) => { input.value = '5'; input.dispatchEvent(new Event('change')); });
    await page.focus('#play');
    const state = await playToQuestion(page);
    const step = Number(state.step);
    assert.ok(step >= 5 && step < 10, `asked in the first window of 5 steps: at ${step}`);
    assert.equal(await text(page, 'score'), 'Score: 0 of 0');
    await page.click('#question-choices button');
    await waitFor(page, () => document.body.dataset.verdict);
    const [answer] = await events(page, 'mapgen:answer');
    assert.equal(answer.index, -1, 'a practice question is none of the scenario\'s');
    assert.equal(answer.step, step);
    assert.deepEqual(problems, []);
    await page.close();
});
