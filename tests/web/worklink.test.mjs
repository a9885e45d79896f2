// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The student's work in the web lesson: the address keeps the pits and settings (a copied
// link and a reload reopen them), Copy link, pits painted over a finished build, strokes
// that leave no gap, and the settings after a Cancel. The fragment's format itself is
// tested under node (resources/web/js/fragment.js, as the page uses it), the rest in
// headless Chromium (puppeteer-core, Debian's chromium). MAPGEN names the mapgen binary;
// screenshots go to MAPGEN_SHOTS (default the temp dir).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

import { decodePits, encodePits, formatFragment, maxPitsLength, parseFragment }
    from '../../resources/web/js/fragment.js';
import { cancelWhenOffered } from './cancel.mjs';

const data = new URL('../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const work = mkdtempSync(join(tmpdir(), 'mapgen-link-'));
const shots = process.env.MAPGEN_SHOTS || work;
mkdirSync(shots, { recursive: true });
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });

// A deterministic stream of numbers in [0, 1) (a test must not depend on Math.random).
function random(seed) {
    let x = seed;
    return () => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return x / 2147483648;
    };
}

test('fragment: a 64 x 64 world with 30 % pits fits in well under 2,000 characters', () => {
    const next = random(7);
    const base = new Uint8Array(64 * 64);
    const pits = Uint8Array.from(base, () => (next() < 0.3 ? 1 : 0));
    const text = encodePits(pits, base);
    const address = formatFragment({ seed: '18446744073709551615', step: 100000, settings: null,
        palette: 'okabeIto', pits: text }, { islands: {} });
    console.log(`64 x 64 at 30 %: pits part ${text.length} characters, whole fragment ${address.length}`);
    assert.ok(address.length < 2000, `${address.length} characters`);
    assert.ok(text.length <= maxPitsLength(base.length));
    assert.deepEqual(decodePits(text, base), pits);
});

test('fragment: only what differs from the lesson, both ways, any size', () => {
    const next = random(11);
    for (const [cells, share] of [[1, 1], [7, 0.5], [600, 0.02], [600, 0.5], [4096, 0.9], [1000000, 0.00001]]) {
        const base = Uint8Array.from({ length: cells }, () => (next() < 0.3 ? 1 : 0));
        const pits = Uint8Array.from(base, (pit) => (next() < share ? 1 - pit : pit));
        const text = encodePits(pits, base);
        assert.deepEqual(decodePits(text, base), pits, `${cells} cells, ${share} changed: ${text.slice(0, 60)}`);
        assert.ok(text.length <= maxPitsLength(cells));
    }
    const base = new Uint8Array(1000000);
    assert.equal(encodePits(base, base), '', 'the lesson\'s own pits: no pits part');
    const few = base.slice();
    few[0] = few[999999] = few[500500] = 1;
    assert.ok(encodePits(few, base).length < 20, 'three pits on a 1000 x 1000 map in a few characters');
});

test('fragment: a pits part that is not one for this map is refused', () => {
    const base = new Uint8Array(10);
    for (const bad of ['', 'x', 'bA*', 'bAC', 'bAAAA', 'rL', 'r-', 'r5', `r${'_'.repeat(9)}`])
        assert.equal(decodePits(bad, base), null, bad);
    const lesson = { mode: 'island', islands: {}, limits: { count: [1, 8], size: [1, 10], stepLimit: [1, 100] } };
    const read = parseFragment('#seed=3&pits=bAAAA&count=9&min=4&rule=6b&randomize=2&palette=x', lesson, base);
    assert.deepEqual(read.values, { seed: '3', min: 4, rule: '6b' });
    assert.deepEqual(read.ignored, ['pits=bAAAA', 'count=9', 'randomize=2', 'palette=x']);
    // Practice mode's interval: 2 to 1000 steps, as the page's field takes it.
    assert.deepEqual(parseFragment('#practice=1000', lesson, base).values, { practice: 1000 });
    for (const bad of ['1', '1001', 'x', ''])
        assert.deepEqual(parseFragment(`#practice=${bad}`, lesson, base).ignored, [`practice=${bad}`]);
    assert.equal(formatFragment({ seed: '1', step: 0, settings: null, palette: 'standard', practice: 4, pits: 'bC' }, lesson),
        '#seed=1&step=0&practice=4&pits=bC');
});

const scenarioFile = (name, source, change) => {
    const scenario = JSON.parse(readFileSync(join(data, source), 'utf8'));
    change(scenario);
    const file = join(work, name);
    writeFileSync(file, JSON.stringify(scenario));
    return file;
};
const island = join(data, 'island-6a-basic.json'); // 20 x 30, no pits
const lessons = { island: join(work, 'island.html'), dungeon: join(work, 'dungeon.html') };

let browser;
before(async () => {
    run('island', island, '--export', lessons.island);
    run('dungeon', join(data, 'dungeon-pits.json'), '--export', lessons.dungeon);
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
const atEnd = (page) => waitFor(page, () => document.body.dataset.step === document.body.dataset.steps
    && document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined);
const status = (page) => page.$eval('#status', (element) => element.textContent);
const notice = (page) => page.$eval('#notice', (element) => (element.hidden ? '' : element.textContent));

async function open(address, viewport = Laptop, setup = null) {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    if (setup)
        await page.evaluateOnNewDocument(setup);
    await page.goto(address);
    await atRest(page);
    return { page, problems };
}

const url = (file, fragment = '') => pathToFileURL(file).href + fragment;

// The middle of cell (row, col) in the page's coordinates.
async function cellCentre(page, row, col, cols) {
    const box = await page.$eval('#map', (canvas) => {
        const r = canvas.getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width };
    });
    const cell = box.width / cols;
    return { x: box.x + (col + 0.5) * cell, y: box.y + (row + 0.5) * cell };
}

// The colour of the canvas in the middle of cell (row, col).
const pixelOf = (page, row, col, cols) => page.evaluate(([r, c, n]) => {
    const canvas = document.getElementById('map');
    const cell = canvas.width / n;
    return [...canvas.getContext('2d').getImageData(Math.floor((c + 0.5) * cell), Math.floor((r + 0.5) * cell), 1, 1)
        .data.slice(0, 3)];
}, [row, col, cols]);
const Navy = [0x14, 0x21, 0x4d]; // a pit, standard palette
const VioletGrey = [0x7b, 0x6c, 0x9c]; // a dungeon's pit, standard palette (3:1 on dark rock)

// Scenario rows with pits at the cells given as [row, col].
const withPits = (name, cells) => scenarioFile(name, 'island-6a-basic.json', (s) => {
    const rows = Array.from({ length: s.rows }, () => [...'.'.repeat(s.cols)]);
    for (const [r, c] of cells)
        rows[r][c] = '#';
    s.pits = rows.map((row) => row.join(''));
});

// Painting on (it is by default; ticked here so that each test shows its own defect only).
async function paintingOn(page) {
    if (!await page.$eval('#paint', (box) => box.checked))
        await page.click('#paint');
}

test('laptop: the pit tools are beside the map, and a drag paints at once', async () => {
    const { page, problems } = await open(url(lessons.island));
    const tools = await page.evaluate(() => ['paint', 'tool-pit', 'tool-eraser', 'undo'].map((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return { id, inView: r.top >= 0 && r.bottom <= innerHeight && r.width > 0 };
    }));
    assert.deepEqual(tools.filter((t) => !t.inView), [], 'in view without scrolling at 1366 x 768');
    assert.equal(await page.$eval('#paint', (box) => box.checked), true);
    assert.equal(await page.$eval('label:has(#paint)', (label) => label.textContent.trim()), 'Allow pit placement',
        'the name the lesson text gives it');
    const from = await cellCentre(page, 4, 4, 30);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.up();
    assert.deepEqual(await pixelOf(page, 4, 4, 30), Navy);
    await page.screenshot({ path: join(shots, 'laptop-tools.png') });
    assert.deepEqual(problems, []);
    await page.close();
});

test('a quick swipe paints every cell it crosses; the right button erases', async () => {
    const { page, problems } = await open(url(lessons.island));
    await paintingOn(page);
    // Row 10, columns 2 to 13, in three moves of the pointer.
    const at = (c) => cellCentre(page, 10, c, 30);
    let point = await at(2);
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    for (const c of [6, 9, 13]) {
        point = await at(c);
        await page.mouse.move(point.x, point.y, { steps: 1 });
    }
    await page.mouse.up();
    // Erase columns 5 and 6 with the right button.
    point = await at(5);
    await page.mouse.move(point.x, point.y);
    await page.mouse.down({ button: 'right' });
    point = await at(6);
    await page.mouse.move(point.x, point.y);
    await page.mouse.up({ button: 'right' });
    await page.click('#rebuild');
    await atRest(page);
    await page.keyboard.press('End');
    const state = await atEnd(page);
    const cells = [2, 3, 4, 7, 8, 9, 10, 11, 12, 13].map((c) => [10, c]);
    assert.equal(state.map, run('island', withPits('swipe.json', cells), '--map'));
    assert.deepEqual(problems, []);
    await page.close();
});

test('with Pan pressed a drag moves the zoomed map and paints nothing; without it, it paints', async () => {
    const { page, problems } = await open(url(lessons.island));
    await paintingOn(page);
    await page.click('#zoom-in');
    await page.click('#zoom-in');
    await page.click('#pan');
    const image = () => page.evaluate(() => {
        const canvas = document.getElementById('map');
        return canvas.toDataURL();
    });
    const before = await image();
    const box = await page.$eval('#map', (canvas) => {
        const r = canvas.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    const drag = async () => {
        await page.mouse.move(box.x, box.y);
        await page.mouse.down();
        await page.mouse.move(box.x - 120, box.y - 80, { steps: 4 });
        await page.mouse.up();
    };
    await drag();
    assert.notEqual(await image(), before, 'the map moved');
    assert.equal(await page.$eval('#undo', (button) => button.disabled), true, 'no stroke painted');
    assert.notEqual(await status(page), 'The pits have changed: press Start to build with them.');
    await page.click('#pan');
    await drag();
    assert.equal(await page.$eval('#undo', (button) => button.disabled), false, 'a stroke painted');
    assert.equal(await status(page), 'The pits have changed: press Start to build with them.');
    assert.deepEqual(problems, []);
    await page.close();
});

test('pits painted over a finished build are drawn over it, stay when stepping, and the status says so', async () => {
    const { page, problems } = await open(url(lessons.island, '#step=end'));
    const built = await atEnd(page);
    assert.equal(await status(page), 'Ready');
    // A cell of an island at the end.
    const row = built.map.split('\n').findIndex((line) => /[1-8]/.test(line));
    const col = built.map.split('\n')[row].search(/[1-8]/);
    const island = await pixelOf(page, row, col, 30);
    await paintingOn(page);
    const point = await cellCentre(page, row, col, 30);
    await page.mouse.click(point.x, point.y);
    assert.deepEqual(await pixelOf(page, row, col, 30), Navy, 'the pit over the island');
    assert.equal(await status(page), 'The pits have changed: press Start to build with them.');
    assert.equal((await body(page)).step, built.steps, 'the build shown stays');
    await page.screenshot({ path: join(shots, 'painted-over-build.png') });
    await page.keyboard.press('ArrowLeft');
    await waitFor(page, (steps) => document.body.dataset.step === String(steps - 1)
        && document.body.dataset.state === 'ready', Number(built.steps));
    assert.deepEqual(await pixelOf(page, row, col, 30), Navy, 'stepping keeps the pit over the build');
    assert.equal(await status(page), 'The pits have changed: press Start to build with them.');
    await page.click('#undo');
    assert.deepEqual(await pixelOf(page, row, col, 30), island, 'undone: the island again');
    assert.equal(await status(page), 'Ready');
    assert.deepEqual(problems, []);
    await page.close();
});

test('dungeon: pits painted over the build are drawn over it while stepping', async () => {
    const { page, problems } = await open(url(lessons.dungeon, '#step=end'));
    const built = await atEnd(page);
    const lines = built.map.trimEnd().split('\n');
    const cols = lines[0].length;
    const row = lines.findIndex((line) => /[^#]/.test(line));
    const col = lines[row].search(/[^#]/);
    await paintingOn(page);
    const point = await cellCentre(page, row, col, cols);
    await page.mouse.click(point.x, point.y);
    await page.keyboard.press('ArrowLeft');
    await waitFor(page, (steps) => document.body.dataset.step === String(steps - 1)
        && document.body.dataset.state === 'ready', Number(built.steps));
    assert.deepEqual(await pixelOf(page, row, col, cols), VioletGrey);
    assert.deepEqual(problems, []);
    await page.close();
});

test('the address keeps the pits and settings: a reload and a copied link reopen them', async () => {
    const { page, problems } = await open(url(lessons.island));
    const cells = [[3, 3], [3, 4], [3, 5], [3, 6]];
    let point = await cellCentre(page, 3, 3, 30);
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    point = await cellCentre(page, 3, 6, 30);
    await page.mouse.move(point.x, point.y);
    await page.mouse.up();
    await page.click('#count', { clickCount: 3 });
    await page.keyboard.type('2');
    await page.keyboard.press('Tab'); // the change is committed
    await page.select('#palette', 'okabeIto');
    const hash = new URL(page.url()).hash;
    assert.match(hash, /^#seed=\d+&step=0&count=2&palette=okabeIto&pits=[br][A-Za-z0-9_-]+$/);
    const history = await page.evaluate(() => window.history.length);

    await page.reload();
    await atRest(page);
    assert.equal(await page.evaluate(() => window.history.length), history, 'no history entry per change');
    const fields = () => page.evaluate(() => [document.getElementById('count').value,
        document.getElementById('palette').value, document.getElementById('undo').disabled]);
    assert.deepEqual(await fields(), ['2', 'okabeIto', true]);
    await page.keyboard.press('End');
    const reloaded = await atEnd(page);
    const expected = scenarioFile('kept.json', 'island-6a-basic.json', (s) => {
        s.islands.count = 2;
        const rows = Array.from({ length: s.rows }, () => [...'.'.repeat(s.cols)]);
        for (const [r, c] of cells)
            rows[r][c] = '#';
        s.pits = rows.map((row) => row.join(''));
    });
    assert.equal(reloaded.map, run('island', expected, '--map'));
    assert.equal(await notice(page), '');

    // The same link in another tab.
    const other = await open(page.url());
    assert.equal((await body(other.page)).map, reloaded.map);
    assert.deepEqual(other.problems, []);
    await other.page.close();
    assert.deepEqual(problems, []);
    await page.close();
});

test('the address keeps practice mode: a reload and a copied link ask its questions again', async () => {
    const { page, problems } = await open(url(lessons.island));
    await page.$eval('#practice', (box) => { box.checked = true; box.dispatchEvent(new Event('change')); });
    await page.$eval('#practice-every', (field) => { field.value = '4'; field.dispatchEvent(new Event('change')); });
    assert.match(new URL(page.url()).hash, /^#seed=\d+&step=0&practice=4$/);

    await page.reload();
    await atRest(page);
    const practice = () => page.evaluate(() => [document.getElementById('practice').checked,
        document.getElementById('practice-every').value]);
    assert.deepEqual(await practice(), [true, '4']);
    // Practice mode on after the reload: playback stops at its first question.
    await page.$eval('#speed', (speed) => { speed.value = '10'; speed.dispatchEvent(new Event('input')); });
    await page.keyboard.press('Space');
    await page.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    const asked = Number((await waitFor(page, () => document.body.dataset.state === 'ready')).step);
    assert.ok(asked >= 1 && asked < 20, `a practice question early on (step ${asked})`);

    // The same link in another tab; off again, the address says nothing of it.
    const other = await open(page.url());
    assert.deepEqual(await other.page.evaluate(() => [document.getElementById('practice').checked,
        document.getElementById('practice-every').value]), [true, '4']);
    await other.page.$eval('#practice', (box) => { box.checked = false; box.dispatchEvent(new Event('change')); });
    assert.doesNotMatch(new URL(other.page.url()).hash, /practice/);
    assert.deepEqual(other.problems, []);
    await other.page.close();
    assert.deepEqual(problems, []);
    await page.close();
});

test('a malformed or oversized pits part is ignored with the notice', async () => {
    const plain = await open(url(lessons.island));
    const lessonMap = (await body(plain.page)).map;
    await plain.page.close();
    for (const [part, quoted] of [['pits=b*', 'pits=b*'], ['pits=x', 'pits=x'],
        [`pits=b${'A'.repeat(500)}`, `pits=b${'A'.repeat(26)}…`]]) {
        const { page, problems } = await open(url(lessons.island, `#seed=1&${part}`));
        assert.equal(await notice(page), `Ignored in the address: ${quoted}`);
        assert.equal((await body(page)).seed, '1');
        await page.waitForFunction(() => location.hash === '#seed=1&step=0', { timeout: 20000 });
        assert.deepEqual(problems, []);
        await page.close();
    }
    const { page } = await open(url(lessons.island, '#pits=rAAA'));
    assert.equal((await body(page)).map, lessonMap, 'no pit from a part that says none changed');
    await page.close();
});

test('a step past the build\'s last is a bad value: the notice, and the lesson opens at its start', async () => {
    const { page, problems } = await open(url(lessons.island, '#seed=1&step=999999'));
    assert.equal(await notice(page), 'Ignored in the address: step=999999');
    const shown = await body(page);
    assert.equal(shown.step, '0');
    assert.ok(Number(shown.steps) < 999999);
    await page.waitForFunction(() => location.hash === '#seed=1&step=0', { timeout: 20000 });
    // An address followed later: the step shown stays, with the notice.
    await page.evaluate((steps) => { location.hash = `#seed=1&step=${steps}`; }, Number(shown.steps));
    await atEnd(page);
    await page.evaluate(() => { location.hash = '#seed=1&step=1000000'; });
    await page.waitForFunction(() => !document.getElementById('notice').hidden, { timeout: 20000 });
    assert.equal(await notice(page), 'Ignored in the address: step=1000000');
    assert.equal((await body(page)).step, shown.steps);
    await page.waitForFunction((steps) => location.hash === `#seed=1&step=${steps}`, { timeout: 20000 }, shown.steps);
    assert.deepEqual(problems, []);
    await page.close();
});

test('Copy link: to the clipboard, or selected in a field where the browser does not allow it', async () => {
    const copied = await open(url(lessons.island), Laptop, () => {
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text) => { window.copied = text; } } });
    });
    await copied.page.click('#copy-link');
    await copied.page.waitForFunction(() => window.copied !== undefined, { timeout: 20000 });
    assert.equal(await copied.page.evaluate(() => window.copied), copied.page.url());
    assert.equal(await copied.page.$eval('#link-status', (element) => element.textContent), 'Link copied.');
    await copied.page.close();

    const { page, problems } = await open(url(lessons.island), Phone, () => {
        Object.defineProperty(navigator, 'clipboard', { value: undefined });
    });
    await page.tap('#copy-link');
    await page.waitForFunction(() => document.activeElement.id === 'link', { timeout: 20000 });
    const field = await page.$eval('#link', (input) => ({ value: input.value, hidden: input.hidden,
        selected: input.selectionStart === 0 && input.selectionEnd === input.value.length, readOnly: input.readOnly }));
    assert.deepEqual(field, { value: page.url(), hidden: false, selected: true, readOnly: true });
    assert.match(await page.$eval('#link-status', (element) => element.textContent), /the link is selected/);
    await page.screenshot({ path: join(shots, 'phone-copy-link.png') });
    assert.deepEqual(problems, []);
    await page.close();
});

test('after Cancel the Seed field shows the seed of the map shown', async () => {
    const { page, problems } = await open(url(lessons.island));
    const before = await body(page);
    await page.$eval('#count', (input) => { input.value = '8'; });
    await page.$eval('#min', (input) => { input.value = '60'; });
    await page.$eval('#max', (input) => { input.value = '80'; });
    await page.$eval('#step-limit', (input) => { input.value = '100000000'; });
    await page.$eval('#seed', (input) => { input.value = '4242'; });
    await cancelWhenOffered(page);
    await page.$eval('#rebuild', (start) => start.click());
    const state = await waitFor(page, () => window.cancelPressed && document.body.dataset.state === 'ready');
    assert.equal(state.seed, before.seed);
    assert.equal(await page.$eval('#seed', (input) => input.value), before.seed);
    assert.match(new URL(page.url()).hash, new RegExp(`^#seed=${before.seed}&`));
    assert.deepEqual(problems, []);
    await page.close();
});
