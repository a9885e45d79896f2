// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Exported web lessons in headless Chromium (puppeteer-core, Debian's chromium): the page
// opens with no network request and no console error, plays to the end and shows the
// CLI's map, seeks back, rebuilds with painted pits and with a seed from the address,
// scores a question, and shows the scenario's HTML-looking notes as text.
// MAPGEN names the mapgen binary; screenshots go to MAPGEN_SHOTS (default the temp dir).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

import { cancelWhenOffered } from './cancel.mjs';

const data = new URL('../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const work = mkdtempSync(join(tmpdir(), 'mapgen-web-'));
const shots = process.env.MAPGEN_SHOTS || work;
mkdirSync(shots, { recursive: true });

const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });

function scenarioFile(name, source, change) {
    const scenario = JSON.parse(readFileSync(join(data, source), 'utf8'));
    change(scenario);
    const file = join(work, name);
    writeFileSync(file, JSON.stringify(scenario));
    return file;
}

const island = scenarioFile('island.json', 'island-6a-basic.json', (s) => {
    s.title = 'Crowded <b>ocean</b>';
    s.notes = 'Watch <script>window.pwned = 1</script> and <img src=x onerror="window.pwned = 2">.';
    s.questions = [{ after: 3, ask: 'next-move' }];
});
const dungeon = join(data, 'dungeon-pits.json');
const deadEnd = join(data, 'island-dead-end.json'); // 3 x 4, its third step a backtrack
const lessons = { island: join(work, 'island.html'), dungeon: join(work, 'dungeon.html'),
    deadEnd: join(work, 'dead-end.html') };

let browser;
before(async () => {
    run('island', island, '--export', lessons.island);
    run('dungeon', dungeon, '--export', lessons.dungeon);
    run('island', deadEnd, '--export', lessons.deadEnd);
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--window-size=1280,900'],
    });
});
after(async () => browser && browser.close());

const Desktop = { width: 1280, height: 900 };
const Phone = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// A page that counts console errors, page errors and requests other than the lesson itself.
async function open(file, fragment = '', viewport = Desktop) {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    const url = pathToFileURL(file).href;
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    page.on('request', (request) => {
        const target = request.url();
        if (target.split('#')[0] !== url && !target.startsWith('blob:'))
            problems.push(`request: ${target.slice(0, 80)}`);
    });
    await page.goto(url + fragment);
    await ready(page);
    return { page, problems };
}

const ready = (page) => page.waitForSelector('body[data-state="ready"]', { timeout: 20000 });
const body = (page) => page.evaluate(() => ({ ...document.body.dataset }));

async function waitFor(page, check) {
    await page.waitForFunction(check, { timeout: 20000 });
    return body(page);
}

test('island lesson: plays to the end, shows the CLI map, seeks back', async () => {
    const { page, problems } = await open(lessons.island);
    let state = await body(page);
    assert.equal(state.step, '0');
    assert.equal(state.seed, String(JSON.parse(readFileSync(island, 'utf8')).seed));
    assert.equal(await page.$eval('#log', (log) => log.querySelectorAll('li').length > 0), true);
    await page.screenshot({ path: join(shots, 'island-start.png') });

    await page.keyboard.press('End');
    state = await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
        && document.body.dataset.state === 'ready');
    assert.equal(state.map, run('island', island, '--map'));
    assert.equal(Number(state.steps), run('island', island, '--trace').split('\n').length - 1);
    await page.screenshot({ path: join(shots, 'island-end.png') });

    await page.keyboard.press('Home');
    state = await waitFor(page, () => document.body.dataset.step === '0' && document.body.dataset.state === 'ready');
    assert.doesNotMatch(state.map, /[1-8]/, 'no island at step 0');
    await page.keyboard.press('ArrowRight');
    state = await waitFor(page, () => document.body.dataset.step === '1');
    assert.match(state.map, /1/, 'the first seed after one step');
    assert.equal(new URL(page.url()).hash, `#seed=${state.seed}&step=1`);
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: the notes are text, never HTML', async () => {
    const { page, problems } = await open(lessons.island);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.equal(await page.$$eval('img', (images) => images.length), 0);
    assert.match(await page.$eval('#notes', (notes) => notes.textContent), /<script>window\.pwned = 1<\/script>/);
    assert.equal(await page.$eval('#title', (title) => title.textContent), 'Crowded <b>ocean</b>');
    const policy = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (meta) => meta.content);
    assert.match(policy, /default-src 'none'/);
    assert.match(policy, /connect-src 'none'/);
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: a seed from the address rebuilds as the CLI does', async () => {
    const { page, problems } = await open(lessons.island, '#seed=7&step=end');
    const state = await body(page);
    assert.equal(state.seed, '7');
    assert.equal(state.step, state.steps);
    assert.equal(state.map, run('island', island, '--seed', '7', '--map'));
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: painted pits rebuild as the CLI builds them', async () => {
    const { page, problems } = await open(lessons.island);
    const box = await page.$eval('#map', (canvas) => {
        const r = canvas.getBoundingClientRect();
        return { x: r.left, y: r.top, cell: r.width / 30 }; // island-6a-basic: 20 x 30
    });
    // Row 10, columns 2 to 12, in one stroke.
    const y = box.y + 10.5 * box.cell;
    await page.mouse.move(box.x + 2.5 * box.cell, y);
    await page.mouse.down();
    for (let c = 3; c <= 12; ++c)
        await page.mouse.move(box.x + (c + 0.5) * box.cell, y, { steps: 2 });
    await page.mouse.up();
    await page.click('#rebuild');
    await waitFor(page, () => document.body.dataset.state === 'ready');
    await page.keyboard.press('End');
    const state = await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
        && document.body.dataset.state === 'ready');
    const painted = scenarioFile('painted.json', 'island-6a-basic.json', (s) => {
        const pits = s.pits || Array.from({ length: s.rows }, () => '.'.repeat(s.cols));
        s.pits = pits.map((line, r) => (r === 10 ? line.slice(0, 2) + '#'.repeat(11) + line.slice(13) : line));
    });
    assert.equal(state.map, run('island', painted, '--map'));
    await page.screenshot({ path: join(shots, 'island-painted.png') });
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: a question stops playback and is scored', async () => {
    const { page, problems } = await open(lessons.island);
    await page.$eval('#speed', (speed) => { speed.value = '1'; speed.dispatchEvent(new Event('input')); });
    await page.keyboard.press('Space');
    await page.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    const state = await waitFor(page, () => document.body.dataset.state === 'ready');
    assert.equal(state.step, '3');
    const answer = run('island', island, '--answers').trim().split(' ').slice(3).join(' ');
    const labels = { SEED: 'Seed', ADD: 'Add', BACKTRACK: 'Backtrack', COMPLETE: 'Island complete',
        FAILED: 'Island failed', DONE: 'All done', 'TOO COMPLEX': 'Too complex' };
    await page.screenshot({ path: join(shots, 'island-question.png') });
    const buttons = await page.$$('#question-choices button');
    for (const button of buttons) {
        if (await button.evaluate((b) => b.textContent) === labels[answer]) {
            await button.click();
            break;
        }
    }
    assert.equal((await waitFor(page, () => document.body.dataset.score)).score, '1/1');
    assert.deepEqual(problems, []);
    await page.close();
});

// A question of `file` answered in a fresh page: playback stops at it, `tile` ([template,
// turns], next-place) is chosen and the cell clicked. The verdict and the words shown.
async function answerQuestion(file, cols, [row, col], tile = null) {
    const { page, problems } = await open(file);
    await page.$eval('#speed', (speed) => { speed.value = '10'; speed.dispatchEvent(new Event('input')); });
    await page.keyboard.press('Space');
    await page.waitForSelector('#question:not([hidden]) #question-choices p', { timeout: 20000 });
    if (tile)
        await page.select('#answer-tile', String(tile[0] * 4 + tile[1]));
    const box = await page.$eval('#map', (map) => {
        const rect = map.getBoundingClientRect();
        return { left: rect.left, top: rect.top, width: rect.width };
    });
    const cell = box.width / cols;
    await page.mouse.click(box.left + (col + 0.5) * cell, box.top + (row + 0.5) * cell);
    const state = await waitFor(page, () => document.body.dataset.verdict);
    const feedback = await page.$eval('#question-feedback', (f) => [...f.children].map((p) => p.textContent).join('\n'));
    assert.deepEqual(problems, []);
    await page.close();
    return { verdict: state.verdict, feedback };
}

// `mapgen ... --answers --accepted`'s one line: the answers, the build's own first.
const acceptedOf = (mode, file) => run(mode, file, '--answers', '--accepted').trim().replace(/^after \d+: \S+ /, '')
    .split('; ').map((answer) => /^\((\d+), (\d+)\)(?: (.+) (\d))?$/.exec(answer).slice(1));

test('island lesson: every accepted cell of a randomized build is right, as the rule book says', async () => {
    const file = scenarioFile('random.json', 'questions/island-random-6b.json', (s) => {
        s.questions = [{ after: 3, ask: 'next-cell' }];
    });
    const page = join(work, 'random.html');
    run('island', file, '--export', page);
    const accepted = acceptedOf('island', file).map(([r, c]) => [Number(r), Number(c)]);
    assert.ok(accepted.length >= 3, 'randomize on gives alternatives');
    const verdicts = [];
    for (const cell of accepted)
        verdicts.push((await answerQuestion(page, 14, cell)).verdict);
    assert.deepEqual(verdicts, ['right', ...accepted.slice(1).map(() => 'alternative')]);
    const wrong = await answerQuestion(page, 14, [9, 0]);
    assert.equal(wrong.verdict, 'wrong');
    // The build's own answer, why not this one, and every answer that counts.
    assert.match(wrong.feedback, new RegExp(`The answer: row ${accepted[0][0]}, column ${accepted[0][1]}`));
    assert.match(wrong.feedback, /is not beside the current cell/);
    assert.match(wrong.feedback, new RegExp(`${accepted.length} answers count as right`));
});

test('dungeon lesson: every accepted tile is right, equal rotations too, as the rule book says', async () => {
    const file = scenarioFile('rotations.json', 'questions/dungeon-equal-rotations.json', (s) => {
        s.questions = [{ after: 8, ask: 'next-place' }];
    });
    const scenario = JSON.parse(readFileSync(file, 'utf8'));
    const page = join(work, 'rotations.html');
    run('dungeon', file, '--export', page);
    const template = (name) => scenario.dungeon.tiles.findIndex((t) => t.name === name);
    const accepted = acceptedOf('dungeon', file).map(([r, c, name, turns]) =>
        [[Number(r), Number(c)], [template(name), Number(turns)]]);
    assert.ok(accepted.length >= 3, 'several tiles fit');
    const verdicts = [];
    for (const [cell, tile] of accepted)
        verdicts.push((await answerQuestion(page, scenario.cols, cell, tile)).verdict);
    assert.deepEqual(verdicts, ['right', ...accepted.slice(1).map(() => 'alternative')]);
    // The great hall has the big room's doors: an equal answer.
    const [cell] = accepted[0];
    assert.equal((await answerQuestion(page, scenario.cols, cell, [template('great hall'), 0])).verdict, 'alternative');
    const wrong = await answerQuestion(page, scenario.cols, [0, 0], accepted[0][1]);
    assert.equal(wrong.verdict, 'wrong');
    assert.match(wrong.feedback, /^The answer: small room turned 1 quarter turn on row 2, column 4$/m);
});

test('dungeon lesson: plays to the end and shows the CLI map', async () => {
    const { page, problems } = await open(lessons.dungeon);
    await page.keyboard.press('End');
    const state = await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
        && document.body.dataset.state === 'ready');
    assert.equal(state.map, run('dungeon', dungeon, '--map'));
    await page.screenshot({ path: join(shots, 'dungeon-end.png') });
    await page.keyboard.press('ArrowLeft');
    const back = await waitFor(page, () => Number(document.body.dataset.step) === Number(document.body.dataset.steps) - 1);
    assert.equal(back.state, 'ready');
    assert.deepEqual(problems, []);
    await page.close();
});

// The recursion depth of every step of `trace` as the workbench's log indents it
// (LogDepth in the core): the island's size less one, a backtrack at the depth of the
// cell it takes back, 0 for an island's end. Worked out here from the trace's text, as
// islands.md defines it, so that the test does not ask the code it checks.
function depths(trace) {
    let size = 0;
    return trace.map((line) => {
        if (line.startsWith('>>'))
            size = 1;
        else if (line.startsWith('> ADD'))
            size += 1;
        else if (line.startsWith('X BACKTRACK'))
            return --size;
        else
            size = 0;
        return Math.max(size - 1, 0);
    });
}

test('island lesson: the log is indented by the recursion depth, as in the workbench', async () => {
    const { page, problems } = await open(lessons.deadEnd);
    const expected = depths(run('island', deadEnd, '--trace').split('\n').slice(0, -1));
    await page.waitForFunction(() => document.querySelectorAll('#log li:not([hidden])').length >= 10, { timeout: 20000 });
    const lines = await page.$$eval('#log li:not([hidden])', (items) => items.map((li) => ({
        index: Number(li.dataset.index), depth: Number(li.dataset.depth),
        indent: parseFloat(getComputedStyle(li).paddingInlineStart) })));
    assert.deepEqual(lines.map((line) => line.depth), lines.map((line) => expected[line.index]));
    assert.equal(lines[0].index, 0);
    assert.deepEqual(expected.slice(0, 4), [0, 1, 1, 1], 'seed, add, the backtrack of that add, the next add');
    const indent = (depth) => lines.find((line) => line.depth === depth).indent;
    assert.ok(indent(0) < indent(1) && indent(1) < indent(2), 'deeper lines are indented further');
    assert.deepEqual(problems, []);
    await page.close();
});

// The colour of the canvas pixel in the middle of cell (row, col) of a map `cols` wide.
function pixelOf(page, row, col, cols) {
    return page.evaluate(([r, c, n]) => {
        const canvas = document.getElementById('map');
        const cell = canvas.width / n;
        return [...canvas.getContext('2d').getImageData(Math.floor((c + 0.5) * cell), Math.floor((r + 0.5) * cell), 1, 1).data.slice(0, 3)];
    }, [row, col, cols]);
}

test('island lesson: a backtrack passed while stepping on fades out, as in the workbench', async () => {
    const { page, problems } = await open(lessons.deadEnd);
    const ocean = await pixelOf(page, 1, 0, 4); // step 0: cell (1, 0) is water
    // The page's clock stands still while the steps are taken and the flash is read, so that
    // a machine that stalls for longer than the fade cannot make the flash gone already.
    await page.evaluate(() => {
        const realNow = performance.now.bind(performance);
        const frozenAt = realNow();
        performance.now = () => frozenAt;
        window.unfreezeClock = () => { performance.now = realNow; };
    });
    // Steps 1-4: the seed, ADD (1, 0), X BACKTRACK (1, 0), ADD (2, 1). At step 4 the cell is
    // water again, but still red from the backtrack that playback has just passed.
    for (let i = 0; i < 4; ++i)
        await page.keyboard.press('ArrowRight');
    const fading = await page.waitForFunction(() => document.body.dataset.step === '4'
        && document.body.dataset.state === 'ready' && document.getElementById('map').dataset.flashes === '1'
        && (() => {
            const canvas = document.getElementById('map');
            const cell = canvas.width / 4;
            return [...canvas.getContext('2d').getImageData(Math.floor(0.5 * cell), Math.floor(1.5 * cell), 1, 1).data.slice(0, 3)];
        })(), { timeout: 20000, polling: 'raf' }).then((handle) => handle.jsonValue());
    assert.ok(fading[0] > ocean[0] + 10 && fading[2] < ocean[2] - 40, `red over the water: ${fading} against ${ocean}`);
    await page.evaluate(() => window.unfreezeClock());
    await page.waitForFunction(() => document.getElementById('map').dataset.flashes === '0', { timeout: 20000 });
    assert.deepEqual(await pixelOf(page, 1, 0, 4), ocean, 'faded out');
    // Stepping back does not flash.
    await page.keyboard.press('ArrowLeft');
    await waitFor(page, () => document.body.dataset.step === '3' && document.body.dataset.state === 'ready');
    assert.equal(await page.$eval('#map', (canvas) => canvas.dataset.flashes), '0');
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: Cancel stops a long build and keeps the map shown', async () => {
    const { page, problems } = await open(lessons.island, '#step=end');
    const before = await body(page);
    // Eight islands of 60 to 80 cells do not fit: the build backtracks to its step limit.
    await page.$eval('#count', (input) => { input.value = '8'; });
    await page.$eval('#min', (input) => { input.value = '60'; });
    await page.$eval('#max', (input) => { input.value = '80'; });
    await page.$eval('#step-limit', (input) => { input.value = '100000000'; });
    assert.equal(await page.$eval('#cancel', (button) => button.hidden), true, 'nothing to cancel yet');
    await cancelWhenOffered(page);
    await page.click('#rebuild');
    const state = await waitFor(page, () => window.cancelPressed && document.body.dataset.state === 'ready');
    assert.equal(state.map, before.map, 'the map before the build');
    assert.equal(state.step, before.step);
    assert.equal(await page.$eval('#status', (status) => status.textContent), 'Build cancelled: the map before it stays.');
    assert.equal(await page.$eval('#cancel', (button) => button.hidden), true);
    // Escape does the same, from the settings too.
    await page.focus('#step-limit');
    await page.keyboard.press('Enter');
    await page.waitForSelector('body[data-state="building"]', { timeout: 20000 });
    await page.keyboard.press('Escape');
    assert.equal((await waitFor(page, () => document.body.dataset.state === 'ready')).map, before.map);
    // The map shown still plays, and a build that ends works as before.
    await page.focus('#play'); // Home in the step limit's field is the field's own
    await page.keyboard.press('Home');
    assert.equal((await waitFor(page, () => document.body.dataset.step === '0')).state, 'ready');
    await page.$eval('#count', (input) => { input.value = '3'; });
    await page.$eval('#min', (input) => { input.value = '4'; });
    await page.$eval('#max', (input) => { input.value = '12'; });
    await page.$eval('#step-limit', (input) => { input.value = '150000'; });
    await page.click('#rebuild');
    await waitFor(page, () => document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined);
    await page.keyboard.press('End');
    const rebuilt = await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
        && document.body.dataset.state === 'ready');
    assert.equal(rebuilt.map, run('island', island, '--map'));
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: the lesson text scrolls to its end, by keyboard too', async () => {
    const { page, problems } = await open(lessons.island);
    const box = await page.$eval('#lesson-text', (text) => ({ tab: text.tabIndex, cut: text.scrollHeight > text.clientHeight }));
    assert.deepEqual(box, { tab: 0, cut: true }, 'a focusable box that holds more than it shows');
    await page.focus('#lesson-text');
    await page.keyboard.press('End');
    await page.waitForFunction(() => {
        const text = document.getElementById('lesson-text');
        return text.scrollTop > 0 && Math.abs(text.scrollTop + text.clientHeight - text.scrollHeight) <= 1;
    }, { timeout: 20000 });
    assert.equal((await body(page)).step, '0', 'End in the text scrolls it, and does not seek');
    assert.deepEqual(problems, []);
    await page.close();
});

// The pits of a data-map text, as scenario rows.
const pitsOf = (map) => map.trimEnd().split('\n').map((line) => line.replace(/[^#]/g, '.'));

test('island lesson: Sprinkle! scatters pits that build as the CLI builds them, and Undo takes them back', async () => {
    const { page, problems } = await open(lessons.island);
    const before = (await body(page)).map;
    await page.$eval('#density', (input) => { input.value = '30'; });
    await page.click('#sprinkle');
    assert.equal(await page.$eval('#undo', (undo) => undo.disabled), false);
    await page.click('#rebuild');
    await waitFor(page, () => document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined);
    await page.keyboard.press('End');
    const state = await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
        && document.body.dataset.state === 'ready');
    const pits = pitsOf(state.map);
    const count = pits.join('').split('#').length - 1;
    assert.ok(count > 600 * 0.15 && count < 600 * 0.45, `about 30 % of 600 cells: ${count}`);
    const sprinkled = scenarioFile('sprinkled.json', 'island-6a-basic.json', (s) => { s.pits = pits; });
    assert.equal(state.map, run('island', sprinkled, '--map'));
    await page.screenshot({ path: join(shots, 'island-sprinkled.png') });
    await page.click('#undo');
    await page.click('#rebuild'); // builds, and plays the new build
    await waitFor(page, () => document.body.dataset.state !== 'building');
    await page.keyboard.press('Home');
    await waitFor(page, () => document.body.dataset.state === 'ready' && document.body.dataset.step === '0');
    assert.equal((await body(page)).map, before, 'no pits after Undo');
    assert.deepEqual(problems, []);
    await page.close();
});

test('phone: 390 x 844 with touch, readable and painted by a finger', async () => {
    const { page, problems } = await open(lessons.island, '', Phone);
    const layout = await page.evaluate(() => {
        const map = document.getElementById('map').getBoundingClientRect();
        const bar = document.querySelector('.playback').getBoundingClientRect();
        const small = [...document.querySelectorAll('button, input, select')]
            .filter((e) => e.offsetParent && (e.getBoundingClientRect().height < 20
                || (e.type !== 'checkbox' && e.type !== 'radio' && e.getBoundingClientRect().height < 36)));
        return { width: document.documentElement.scrollWidth, mapWidth: map.width, gap: bar.top - map.bottom,
            small: small.map((e) => e.id), font: parseFloat(getComputedStyle(document.body).fontSize) };
    });
    assert.ok(layout.width <= 390, `no sideways scrolling: ${layout.width}`);
    assert.ok(layout.mapWidth >= 330, `the map spans the phone: ${layout.mapWidth}`);
    assert.ok(layout.gap >= 0 && layout.gap < 24, `the playback buttons right under the map: ${layout.gap}`);
    assert.deepEqual(layout.small, [], 'every control is big enough for a finger');
    assert.ok(layout.font >= 16);
    await page.screenshot({ path: join(shots, 'phone-start.png'), fullPage: true });

    const box = await page.$eval('#map', (canvas) => {
        const r = canvas.getBoundingClientRect();
        return { x: r.left, y: r.top, cell: r.width / 30 };
    });
    const y = box.y + 10.5 * box.cell;
    await page.touchscreen.touchStart(box.x + 2.5 * box.cell, y);
    for (let c = 3; c <= 12; ++c)
        await page.touchscreen.touchMove(box.x + (c + 0.5) * box.cell, y);
    await page.touchscreen.touchEnd();
    // A finger lifts a moment before it taps Start: Chromium makes no click of a tap that
    // follows a touch gesture at once.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await page.tap('#rebuild'); // its click follows the tap, a little later
    await waitFor(page, () => document.body.dataset.state === 'ready'
        && (document.body.dataset.map || '').split('\n')[10] === '..###########.................');
    await page.tap('#last');
    const state = await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
        && document.body.dataset.state === 'ready');
    const painted = scenarioFile('touched.json', 'island-6a-basic.json', (s) => {
        const pits = s.pits || Array.from({ length: s.rows }, () => '.'.repeat(s.cols));
        s.pits = pits.map((line, r) => (r === 10 ? line.slice(0, 2) + '#'.repeat(11) + line.slice(13) : line));
    });
    assert.equal(state.map, run('island', painted, '--map'));
    await page.screenshot({ path: join(shots, 'phone-painted.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
});

test('dungeon lesson: a log of two million lines follows playback to its last line', async () => {
    const big = join(work, 'big.html');
    run('dungeon', '--rows', '600', '--cols', '600', '--seed', '7', '--export', big);
    const { page, problems } = await open(big);
    await page.keyboard.press('End');
    await waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
        && document.body.dataset.state === 'ready');
    const steps = Number((await body(page)).steps);
    assert.ok(steps * 20 > 33554432, `more lines than a browser's tallest element holds: ${steps}`);
    const current = await page.waitForFunction(() => {
        const log = document.getElementById('log').getBoundingClientRect();
        const line = document.querySelector('#log li.current');
        const box = line && line.getBoundingClientRect();
        return box && box.top >= log.top && box.bottom <= log.bottom + 1 && [line.dataset.index, line.textContent];
    }, { timeout: 20000 }).then((handle) => handle.jsonValue());
    assert.deepEqual(current, [String(steps - 1), '-- All done --']);
    assert.deepEqual(problems, []);
    await page.close();
});

test('Arabic: every log line starts at the right, indented from there by its depth', async () => {
    const arabic = join(work, 'dead-end-ar.html');
    run('island', deadEnd, '--language', 'ar', '--export', arabic);
    const { page, problems } = await open(arabic);
    assert.equal(await page.$eval('html', (html) => html.dir), 'rtl');
    await page.waitForFunction(() => document.querySelectorAll('#log li:not([hidden])').length >= 10, { timeout: 20000 });
    // Where each line's text ends on the right, from the log's right edge, by depth.
    const lines = await page.$$eval('#log li:not([hidden])', (items) => items.map((li) => {
        const range = document.createRange();
        range.selectNodeContents(li);
        return { depth: Number(li.dataset.depth), gap: li.getBoundingClientRect().right - range.getBoundingClientRect().right };
    }));
    const gaps = new Map();
    for (const { depth, gap } of lines) {
        gaps.set(depth, [...(gaps.get(depth) || []), gap]);
    }
    for (const [depth, list] of gaps)
        assert.ok(Math.max(...list) - Math.min(...list) < 2, `lines of depth ${depth} end alike: ${list}`);
    assert.ok(gaps.get(0)[0] < gaps.get(1)[0], 'deeper lines further in from the right');
    assert.deepEqual(problems, []);
    await page.close();
});

// After "<!--" in a script element the HTML parser also heeds "<script": scenario text with
// both once took the page's own script into the lesson's data, and the page stayed blank.
test('scenario text with HTML comments and script tags: the page starts and shows it as text', async () => {
    const cases = [
        scenarioFile('comment-notes.json', 'island-6a-basic.json', (s) => {
            s.title = 'Comments';
            s.notes = 'HTML comments open with <!-- and scripts with <script> tags.';
        }),
        scenarioFile('comment-title.json', 'island-6a-basic.json', (s) => {
            s.title = '<!--<script>';
            s.notes = '<script>window.pwned = 3</script>-->';
        }),
        scenarioFile('comment-tile.json', 'dungeon-custom-tiles.json', (s) => {
            s.title = 'Tiles';
            s.notes = 'Mind the <!-- here';
            s.dungeon.tiles[0].name = '<script>';
        }),
    ];
    for (const [k, file] of cases.entries()) {
        const scenario = JSON.parse(readFileSync(file, 'utf8'));
        const html = join(work, `comment-${k}.html`);
        run(scenario.mode, file, '--export', html);
        const { page, problems } = await open(html);
        const shown = await page.evaluate(() => ({ title: document.getElementById('title').textContent,
            notes: document.getElementById('notes').textContent, documentTitle: document.title, pwned: window.pwned ?? 'no' }));
        assert.deepEqual(shown, { title: scenario.title, notes: scenario.notes, documentTitle: scenario.title, pwned: 'no' });
        if (scenario.mode === 'dungeon') {
            // The tile's name in the log's lines, as text.
            await page.waitForFunction(() => [...document.querySelectorAll('#log li:not([hidden])')]
                .some((li) => li.textContent.startsWith('Place <script>, ')), { timeout: 20000 });
        }
        assert.deepEqual(problems, []);
        await page.close();
    }
});

test('island lesson: a malformed address is ignored with a notice, and written again as shown', async () => {
    const seed = JSON.parse(readFileSync(island, 'utf8')).seed;
    for (const fragment of ['seed=%', '%zz', 'step=%E0%A4%A']) {
        const { page, problems } = await open(lessons.island, `#${fragment}`);
        assert.equal(await page.$eval('#notice', (notice) => notice.hidden ? '' : notice.textContent),
            `Ignored in the address: ${fragment}`);
        assert.equal((await body(page)).seed, String(seed));
        await page.waitForFunction((hash) => location.hash === hash, { timeout: 20000 }, `#seed=${seed}&step=0`);
        assert.deepEqual(problems, []);
        await page.close();
    }
    // Typed once the page is open: the step shown stays, and so does the seed.
    const { page, problems } = await open(lessons.island);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitFor(page, () => document.body.dataset.step === '2' && document.body.dataset.state === 'ready');
    await page.evaluate(() => { location.hash = '#seed=%'; });
    await page.waitForFunction((hash) => location.hash === hash, { timeout: 20000 }, `#seed=${seed}&step=2`);
    assert.equal(await page.$eval('#notice', (notice) => notice.textContent), 'Ignored in the address: seed=%');
    assert.equal((await body(page)).step, '2');
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: a key given twice counts the first time; %-escapes decode', async () => {
    const notice = (page) => page.$eval('#notice', (element) => (element.hidden ? '' : element.textContent));
    let { page, problems } = await open(lessons.island, '#seed=1&seed=2&step=3');
    assert.deepEqual([(await body(page)).seed, (await body(page)).step], ['1', '3']);
    assert.equal(await notice(page),
        'Ignored in the address: seed=2\nGiven more than once in the address: seed (the first counts).');
    assert.deepEqual(problems, []);
    await page.close();
    ({ page, problems } = await open(lessons.island, '#seed=%31&step=%32'));
    assert.deepEqual([(await body(page)).seed, (await body(page)).step], ['1', '2']);
    assert.equal(await notice(page), '');
    assert.equal(new URL(page.url()).hash, '#seed=1&step=2');
    await page.close();
    // The notice quotes the address as it was written, not decoded.
    ({ page, problems } = await open(lessons.island, '#seed=%3'));
    assert.equal(await notice(page), 'Ignored in the address: seed=%3');
    assert.deepEqual(problems, []);
    await page.close();
});

test('a dungeon scenario exported as an island lesson asks none of the dungeon questions', async () => {
    const file = scenarioFile('dungeon-asks.json', 'dungeon-pits.json', (s) => {
        s.questions = [{ after: 2, ask: 'next-place' }];
    });
    assert.equal(run('island', file, '--answers'), '', 'the answer key has none for the island lesson');
    const html = join(work, 'dungeon-asks.html');
    run('island', file, '--export', html);
    const { page, problems } = await open(html);
    assert.equal(await page.$eval('#score', (score) => score.textContent), '');
    await page.keyboard.press('Space');
    const state = await waitFor(page, () => document.body.dataset.state === 'ready');
    assert.equal(state.step, state.steps, 'plays to the end without a stop');
    assert.equal(await page.$eval('#question', (question) => question.hidden), true);
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: settings out of range are refused beside their fields, and nothing is built', async () => {
    const { page, problems } = await open(lessons.island);
    const before = await body(page);
    const set = (values) => page.evaluate((v) => {
        for (const [id, value] of Object.entries(v))
            document.getElementById(id).value = value;
    }, values);
    const refused = () => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('.field-error:not([hidden])')]
        .map((error) => [error.id.replace(/-error$/, ''), error.textContent])));
    const start = async () => {
        await page.click('#rebuild');
        return (await body(page)).state;
    };
    await set({ max: '4294967300' });
    assert.equal(await start(), 'ready', 'no build');
    assert.deepEqual(await refused(), { max: 'A whole number from 1 to 1,000,000.' });
    assert.equal(await page.$eval('#max', (max) => max.getAttribute('aria-invalid')), 'true');
    await set({ min: '4294967297', max: '4294967297' });
    assert.equal(await start(), 'ready');
    assert.deepEqual(await refused(), { min: 'A whole number from 1 to 1,000,000.', max: 'A whole number from 1 to 1,000,000.' });
    assert.equal(await page.evaluate(() => document.activeElement.id), 'min', 'the first field refused takes the focus');
    await set({ count: '', min: '4', max: '12', 'step-limit': '100000001' });
    assert.equal(await start(), 'ready');
    assert.deepEqual(await refused(), { count: 'A whole number from 1 to 8.', 'step-limit': 'A whole number from 1 to 100,000,000.' });
    assert.equal((await body(page)).map, before.map, 'the map shown stays');
    // A refusal goes as the field is corrected; then Start builds.
    await page.click('#count', { clickCount: 3 });
    await page.keyboard.type('3');
    await page.click('#step-limit', { clickCount: 3 });
    await page.keyboard.type('150000');
    assert.deepEqual(await refused(), {});
    assert.ok(['building', 'playing'].includes(await start()), 'built (and, once built, playing)');
    await waitFor(page, () => document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined);
    assert.deepEqual(problems, []);
    await page.close();
});

test('dungeon lesson: at speed 10 the log shows the lines around the step shown', async () => {
    const long = join(work, 'long.html');
    run('dungeon', '--rows', '100', '--cols', '100', '--seed', '7', '--export', long);
    const { page, problems } = await open(long);
    await page.$eval('#speed', (speed) => { speed.value = '10'; speed.dispatchEvent(new Event('input')); });
    await page.keyboard.press('Space');
    // A few frames of playback, each read once the log has drawn it: the position shown
    // changes, and the log draws in the animation frame after that.
    const samples = await page.evaluate(() => new Promise((resolve) => {
        const samples = [];
        let last = 0;
        const read = () => {
            const box = document.getElementById('log').getBoundingClientRect();
            const inView = [...document.querySelectorAll('#log li:not([hidden])')].filter((li) => {
                const line = li.getBoundingClientRect();
                return line.top >= box.top - 1 && line.bottom <= box.bottom + 1 && li.textContent !== '';
            });
            const current = inView.find((li) => li.classList.contains('current'));
            samples.push({ step: Number(/\d[\d,]*/.exec(document.getElementById('position').textContent)[0].replace(/,/g, '')),
                current: current ? Number(current.dataset.index) + 1 : null, lines: inView.length });
        };
        const observer = new MutationObserver(() => {
            if (performance.now() - last < 150)
                return;
            last = performance.now();
            requestAnimationFrame(() => {
                read();
                if (samples.length === 6) {
                    observer.disconnect();
                    resolve(samples);
                }
            });
        });
        observer.observe(document.getElementById('position'), { childList: true, characterData: true, subtree: true });
    }));
    await page.keyboard.press('Space');
    assert.ok(samples[samples.length - 1].step > 500, `playing at speed: ${JSON.stringify(samples)}`);
    for (const sample of samples) {
        assert.equal(sample.current, sample.step, `the step shown is the log's current line: ${JSON.stringify(samples)}`);
        assert.ok(sample.lines >= 10, `the lines around it: ${JSON.stringify(samples)}`);
    }
    assert.deepEqual(problems, []);
    await page.close();
});

// Speed 1, so that playback is still under way when the test looks.
const slow = (page) => page.$eval('#speed', (speed) => { speed.value = '1'; speed.dispatchEvent(new Event('input')); });
const playing = (page) => waitFor(page, () => document.body.dataset.state === 'playing');
const resting = (page) => waitFor(page, () => document.body.dataset.state === 'ready');

test('keyboard: Space plays and pauses wherever the focus is, except in a text field', async () => {
    const { page, problems } = await open(lessons.dungeon);
    await slow(page);
    await page.click('#step');
    await waitFor(page, () => document.body.dataset.step === '1' && document.body.dataset.state === 'ready');
    // Focused: Step, Start, the timeline, a checkbox. Space plays, then pauses; it neither
    // steps, nor builds, nor ticks.
    for (const id of ['step', 'rebuild', 'timeline', 'paint']) {
        await page.focus(`#${id}`);
        await page.keyboard.press('Space');
        await playing(page);
        await page.keyboard.press('Space');
        await resting(page);
        assert.equal(await page.evaluate(() => document.activeElement.id), id);
    }
    // Ticked by default (painting is on): Space has not unticked it.
    assert.equal(await page.$eval('#paint', (box) => box.checked), true, 'the checkbox keeps its tick');
    // In a text field Space types.
    await page.click('#seed', { clickCount: 3 });
    await page.keyboard.type('1 2');
    assert.equal(await page.$eval('#seed', (seed) => seed.value), '1 2');
    assert.equal((await body(page)).state, 'ready');
    // The arrows step wherever the focus is, but in a text field.
    await page.focus('#rebuild');
    const before = Number((await body(page)).step);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((step) => document.body.dataset.step === String(step), { timeout: 20000 }, before + 1);
    assert.deepEqual(problems, []);
    await page.close();
});

test('Arabic: the arrows follow the reading direction; English notes read left to right', async () => {
    const file = scenarioFile('arabic-notes.json', 'island-dead-end.json', (s) => {
        s.notes = 'Watch the islands.';
    });
    const arabic = join(work, 'notes-ar.html');
    run('island', file, '--language', 'ar', '--export', arabic);
    const { page, problems } = await open(arabic);
    await page.keyboard.press('ArrowLeft');
    await waitFor(page, () => document.body.dataset.step === '1' && document.body.dataset.state === 'ready');
    await page.keyboard.press('ArrowLeft');
    await waitFor(page, () => document.body.dataset.step === '2' && document.body.dataset.state === 'ready');
    await page.keyboard.press('ArrowRight');
    await waitFor(page, () => document.body.dataset.step === '1' && document.body.dataset.state === 'ready');
    // The mirrored timeline's thumb moved left as the step went up.
    const notes = await page.$eval('#notes', (element) => {
        const text = element.firstChild;
        const at = (k) => {
            const range = document.createRange();
            range.setStart(text, k);
            range.setEnd(text, k + 1);
            return range.getBoundingClientRect().left;
        };
        return { direction: getComputedStyle(element).direction, first: at(0), stop: at(text.length - 1) };
    });
    assert.equal(notes.direction, 'ltr');
    assert.ok(notes.stop > notes.first, `the full stop after the words: ${JSON.stringify(notes)}`);
    assert.deepEqual(problems, []);
    await page.close();
});

test('island lesson: a question about a cell is answered by keyboard on the map', async () => {
    const file = scenarioFile('cell-question.json', 'island-6a-basic.json', (s) => {
        s.questions = [{ after: 3, ask: 'next-cell' }];
    });
    const [, row, col] = /\((\d+), (\d+)\)/.exec(run('island', file, '--answers')).map(Number);
    const html = join(work, 'cell-question.html');
    run('island', file, '--export', html);
    const { page, problems } = await open(html);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.activeElement.id === 'map' && document.getElementById('map').dataset.cursor,
        { timeout: 20000 });
    let [r, c] = (await page.$eval('#map', (map) => map.dataset.cursor)).split(',').map(Number);
    for (; r !== row; r += Math.sign(row - r))
        await page.keyboard.press(row > r ? 'ArrowDown' : 'ArrowUp');
    for (; c !== col; c += Math.sign(col - c))
        await page.keyboard.press(col > c ? 'ArrowRight' : 'ArrowLeft');
    assert.equal(await page.$eval('#map', (map) => map.dataset.cursor), `${row},${col}`);
    assert.equal((await body(page)).step, '3', 'the arrows moved the cursor, not the step');
    await page.keyboard.press('Enter');
    assert.equal((await waitFor(page, () => document.body.dataset.score)).score, '1/1');
    assert.deepEqual(problems, []);
    await page.close();
});

const inView = (page, id) => page.$eval(`#${id}`, (element) => {
    const r = element.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, fits: r.top >= -1 && r.bottom <= window.innerHeight + 1 };
});

test('phone: a question and the map both in view; after Start the map is in view and plays', async () => {
    const file = scenarioFile('phone-question.json', 'island-6a-basic.json', (s) => {
        s.questions = [{ after: 3, ask: 'next-cell' }];
    });
    const html = join(work, 'phone-question.html');
    run('island', file, '--export', html);
    const { page, problems } = await open(html, '', Phone);
    await page.tap('#play');
    await page.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const map = await inView(page, 'map');
    const question = await inView(page, 'question');
    await page.screenshot({ path: join(shots, 'phone-question.png') });
    assert.ok(map.fits, `the map in view: ${JSON.stringify(map)}`);
    assert.ok(question.fits, `the question in view: ${JSON.stringify(question)}`);
    assert.ok(map.bottom <= question.top + 1, `the question below the map: ${map.bottom} ${question.top}`);
    await page.$eval('#question-choices button', (none) => none.click());
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.$eval('#seed', (seed) => { seed.value = '7'; });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Every state the page passes through: on a loaded machine the new build can reach its
    // question (and stop playing) between two polls.
    await page.evaluate(() => {
        window.seenStates = [];
        new MutationObserver(() => window.seenStates.push(document.body.dataset.state))
            .observe(document.body, { attributes: true, attributeFilter: ['data-state'] });
    });
    await page.tap('#rebuild');
    await waitFor(page, () => document.body.dataset.seed === '7' && window.seenStates.includes('playing'));
    assert.ok((await inView(page, 'map')).fits, `the map in view after Start: ${JSON.stringify(await inView(page, 'map'))}`);
    assert.deepEqual(problems, []);
    await page.close();
});

// How many pixels of the canvas have colour `hex`.
const countColour = (page, hex) => page.$eval('#map', (canvas, colour) => {
    const v = parseInt(colour.slice(1), 16);
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4)
        n += data[i] === v >> 16 && data[i + 1] === ((v >> 8) & 255) && data[i + 2] === (v & 255) ? 1 : 0;
    return n;
}, hex);

test('large maps: the map fills its space, zooms and pans, start and end can be found', async () => {
    const laptop = { width: 1366, height: 768 };
    const wide = join(work, 'wide.html');
    run('island', '--rows', '300', '--cols', '300', '--islands', '2', '--export', wide);
    let { page, problems } = await open(wide, '', laptop);
    const sizes = await page.$eval('#map', (canvas) => [canvas.getBoundingClientRect().width,
        canvas.parentElement.getBoundingClientRect().width, Math.min(window.innerHeight * 0.7, 44 * 16)]);
    assert.ok(sizes[0] >= Math.min(sizes[1], sizes[2]) - 1, `the map fills its space: ${sizes}`);
    assert.deepEqual(problems, []);
    await page.close();

    const huge = join(work, 'huge.html');
    run('dungeon', '--rows', '1000', '--cols', '1000', '--seed', '7', '--export', huge);
    ({ page, problems } = await open(huge, '#step=end', laptop));
    // Start (#2e7d32) and end (#6a1b9a) each a disc some 14 pixels across.
    assert.ok(await countColour(page, '#2e7d32') >= 100, 'the start marked');
    assert.ok(await countColour(page, '#6a1b9a') >= 100, 'the end marked');
    const size = () => page.$eval('#map', (canvas) => [canvas.getBoundingClientRect().width, canvas.getBoundingClientRect().height]);
    const [width, height] = await size();
    await page.click('#zoom-in');
    await page.click('#zoom-in');
    assert.equal(await page.$eval('#map', (canvas) => canvas.dataset.zoom), '2.25');
    const [zoomedWidth, zoomedHeight] = await size();
    assert.ok(zoomedWidth >= width && zoomedHeight === height, 'the space the map has, no more');
    const picture = () => page.$eval('#map', (canvas) => canvas.toDataURL());
    const zoomed = await picture();
    // Pan: the tool's drag, then the wheel.
    await page.click('#pan');
    const box = await page.$eval('#map', (canvas) => canvas.getBoundingClientRect().toJSON());
    await page.mouse.move(box.x + 300, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + 150, { steps: 4 });
    await page.mouse.up();
    const panned = await picture();
    assert.notEqual(panned, zoomed, 'the drag moved the map');
    await page.mouse.wheel({ deltaY: 200 });
    await page.waitForFunction((before) => document.getElementById('map').toDataURL() !== before, { timeout: 5000 }, panned);
    // Ctrl and the wheel zoom in further.
    await page.keyboard.down('Control');
    await page.mouse.wheel({ deltaY: -200 });
    await page.keyboard.up('Control');
    assert.ok(Number(await page.$eval('#map', (canvas) => canvas.dataset.zoom)) > 2.25);
    await page.screenshot({ path: join(shots, 'huge-zoomed.png') });
    await page.click('#zoom-fit');
    assert.equal(await page.$eval('#map', (canvas) => canvas.dataset.zoom), '1');
    assert.deepEqual(problems, []);
    await page.close();
});

test('the status line, the step count, the log lines and the focus ring', async () => {
    const long = join(work, 'grouped.html');
    run('dungeon', '--rows', '100', '--cols', '100', '--seed', '7', '--export', long);
    const { page, problems } = await open(long);
    const { steps } = await body(page);
    assert.ok(Number(steps) > 9999);
    assert.equal(await page.$eval('#position', (position) => position.textContent),
        `Step 0 of ${new Intl.NumberFormat('en').format(Number(steps))}`);
    // Every log line has its whole text where it can be read, also when the box cuts it.
    const lines = await page.$$eval('#log li:not([hidden])', (items) => items.map((li) => [li.title, li.textContent]));
    assert.ok(lines.length >= 10);
    for (const [title, text] of lines)
        assert.equal(title, text);
    // The lesson text's focus ring is the page's.
    const ring = (id) => page.evaluate((target) => {
        const style = getComputedStyle(document.activeElement);
        return document.activeElement.id === target ? `${style.outlineStyle} ${style.outlineColor} ${style.outlineWidth}` : null;
    }, id);
    let rings = {};
    for (let k = 0; k < 60 && Object.keys(rings).length < 2; ++k) {
        await page.keyboard.press('Tab');
        for (const id of ['play', 'lesson-text']) {
            const r = await ring(id);
            if (r)
                rings[id] = r;
        }
    }
    assert.equal(rings['lesson-text'], rings.play);
    assert.match(rings.play, /solid/);
    // No "·" before the status while no step is shown: the first build cancelled.
    const big = join(work, 'slow.html');
    run('dungeon', '--rows', '600', '--cols', '600', '--seed', '7', '--export', big);
    const second = await browser.newPage();
    // Escape the moment the first build starts, before its worker can answer (a key pressed
    // from here could come after a quick machine had finished it).
    await second.evaluateOnNewDocument(() => {
        const observer = new MutationObserver(() => {
            if (document.body?.dataset.state !== 'building')
                return;
            observer.disconnect();
            document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        });
        observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    });
    await second.goto(pathToFileURL(big).href);
    await second.waitForSelector('body[data-state="failed"]', { timeout: 20000 });
    assert.equal(await second.$eval('.status-line', (line) => line.innerText.trim().replace(/\s+/g, ' ')),
        'Build cancelled: press Start to build again.');
    await second.close();
    assert.deepEqual(problems, []);
    await page.close();
});

test('phone: the longest languages fit the screen, with no sideways scrolling', async () => {
    const demo = join(data, '../../resources/scenarios/demo.mapgen.json');
    let pages = 0;
    for (const language of ['pl', 'ar', 'de']) {
        const html = join(work, `demo-${language}.html`);
        run('island', demo, '--export', html, '--language', language);
        const { page, problems } = await open(html, '', Phone);
        // A mobile browser widens its layout to the content, so innerWidth is no measure:
        // the screen's own width is.
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= Phone.width, `${language}: ${wide} px wide on a ${Phone.width} px screen`);
        await page.screenshot({ path: join(shots, `phone-demo-${language}.png`) });
        assert.deepEqual(problems, []);
        await page.close();
        ++pages;
    }
    assert.equal(pages, 3);
});
