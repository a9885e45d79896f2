// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The web lesson for every student (WCAG 2.1 AA), in headless Chromium (puppeteer-core,
// Debian's chromium): axe-core (pinned in package-lock.json) over the page's states (at rest,
// playing, a question open, You Are the Algorithm, the panels open) in English, Arabic and
// Polish, island and dungeon lessons, on a laptop and a phone; a "which cell?" question and a
// You Are the Algorithm round by keyboard alone; and what Chromium's accessibility tree gives
// a screen reader: the map's text (a grid that follows playback), the cursor's cell as it
// moves, the question as it opens. MAPGEN names the mapgen binary; screenshots go to MAPGEN_SHOTS.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const data = new URL('../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const work = mkdtempSync(join(tmpdir(), 'mapgen-a11y-'));
const shots = process.env.MAPGEN_SHOTS || work;
mkdirSync(shots, { recursive: true });
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });

// The lessons, each with a title in English (the scenario's language, whatever the page's)
// and a question that asks for a cell.
function scenario(name, source, change) {
    const value = JSON.parse(readFileSync(join(data, source), 'utf8'));
    change(value);
    const file = join(work, `${name}.json`);
    writeFileSync(file, JSON.stringify(value));
    return file;
}
const islandFile = scenario('island', 'island-6a-basic.json', (s) => {
    s.title = 'Three islands';
    s.questions = [{ after: 3, ask: 'next-cell' }];
}); // 20 x 30, seed 42, three islands
const dungeonFile = scenario('dungeon', 'dungeon-pits.json', (s) => {
    s.title = 'A small dungeon';
    s.questions = [{ after: 4, ask: 'next-place' }];
}); // 12 x 16
const Lessons = { island: { file: islandFile, cols: 30 }, dungeon: { file: dungeonFile, cols: 16 } };
const lessonFile = (kind, language) => join(work, `${kind}-${language}.html`);

let browser;
before(async () => {
    for (const kind of Object.keys(Lessons)) {
        for (const language of ['en', 'ar', 'pl'])
            run(kind, Lessons[kind].file, '--export', lessonFile(kind, language), '--language', language);
    }
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
    try {
        await page.waitForFunction(check, { timeout: 20000 }, ...args);
    } catch (error) {
        const { map, ...state } = await body(page);
        throw new Error(`${error.message}: ${check} with the page at ${JSON.stringify(state)}`);
    }
    return body(page);
};
const atRest = (page) => waitFor(page, () => document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined);

async function open(file, viewport = Laptop) {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    await page.goto(pathToFileURL(file).href);
    await atRest(page);
    return { page, problems };
}

// axe-core's rules (WCAG 2.0, 2.1 A and AA and its best practices) over the page as it is;
// the violations as "rule: target" lines. The page's policy lets no script in, so axe comes
// through the debugger, as the page's own tests do.
async function axe(page) {
    await page.evaluate(axeSource);
    const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact,
            targets: v.nodes.map((n) => n.target.join(' ')) }))));
    return results.flatMap((v) => v.targets.map((target) => `${v.id} (${v.impact}): ${target}`));
}

const setSpeed = (page, speed) => page.$eval('#speed', (element, value) => {
    element.value = String(value);
    element.dispatchEvent(new Event('input'));
}, speed);

// The page's states, each scanned: at rest, playing, a question open, You Are the Algorithm,
// the panels open (folded on a phone until asked).
async function scanStates(kind, language, viewport) {
    const { page, problems } = await open(lessonFile(kind, language), viewport);
    const found = [];
    const scan = async (state) => found.push(...(await axe(page)).map((line) => `${kind} ${language} ${viewport.width}: ${state}: ${line}`));
    await scan('at rest');
    // The scenario's English title: in an Arabic page, not read as Arabic (a language unknown).
    assert.equal(await page.$eval('#title', (title) => title.getAttribute('lang')), language === 'ar' ? '' : null);
    await setSpeed(page, 1);
    await page.click('#play');
    await waitFor(page, () => document.body.dataset.state === 'playing');
    await scan('playing');
    await page.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    await waitFor(page, () => document.body.dataset.state === 'ready');
    await scan('a question open');
    // On a phone the question keeps to the bottom of the screen, over the toggle: the keyboard.
    await page.focus('#construct-toggle');
    await page.keyboard.press('Enter');
    await waitFor(page, () => document.body.dataset.construct === 'on' && document.body.dataset.state === 'ready');
    await scan('You Are the Algorithm');
    await page.focus('#construct-toggle');
    await page.keyboard.press('Enter');
    await page.$$eval('details', (panels) => panels.forEach((panel) => { panel.open = true; }));
    await page.click('#last');
    await atRest(page);
    await scan('the panels open');
    if (language !== 'pl')
        await page.screenshot({ path: join(shots, `a11y-${kind}-${language}-${viewport.width}.png`), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
    return found;
}

for (const kind of Object.keys(Lessons)) {
    test(`axe: no violation in any state of the ${kind} lesson (English, Arabic, Polish; laptop and phone)`, async () => {
        const found = [];
        for (const language of ['en', 'ar', 'pl']) {
            for (const viewport of [Laptop, Phone])
                found.push(...await scanStates(kind, language, viewport));
        }
        console.log(`axe, ${kind}: ${found.length} violations`);
        assert.deepEqual(found, []);
    });
}

// The accessibility tree as Chromium gives it to a screen reader (every node), and a search in it.
const tree = (page) => page.accessibility.snapshot({ interestingOnly: false });
function findAll(node, check, out = []) {
    if (check(node))
        out.push(node);
    for (const child of node.children || [])
        findAll(child, check, out);
    return out;
}
const textOf = (node) => findAll(node, (n) => n.role === 'StaticText').map((n) => n.name).join('');

// The cell the map's cursor is on as a screen reader hears it: the focused grid's active
// descendant, from Chromium's whole tree.
async function activeCell(page) {
    const client = await page.createCDPSession();
    const { nodes } = await client.send('Accessibility.getFullAXTree');
    await client.detach();
    const grid = nodes.find((n) => n.role?.value === 'grid');
    const property = (name) => grid.properties.find((p) => p.name === name)?.value;
    assert.equal(property('focused')?.value, true, 'the map has the focus');
    const id = property('activedescendant').relatedNodes[0].backendDOMNodeId;
    return nodes.find((n) => n.backendDOMNodeId === id).name.value;
}

// The island trace's lines as moves: a cell ([row, col]) or a move button's kind.
function islandMoves(file) {
    return run('island', file, '--trace').split('\n').filter(Boolean).map((line) => {
        const cell = /\((\d+), ?(\d+)\)/.exec(line);
        if (line.startsWith('>'))
            return { cell: [Number(cell[1]), Number(cell[2])] };
        const kinds = [['X BACKTRACK', 2], ['+ Island', 3], ['! Island', 4], ['-- All done', 5], ['! TOO', 6]];
        return { kind: kinds.find(([prefix]) => line.startsWith(prefix))[1] };
    });
}

// Tab (and only Tab) until `selector` has the focus.
async function tabTo(page, selector) {
    for (let presses = 0; presses < 120; ++presses) {
        if (await page.evaluate((s) => document.activeElement?.matches(s), selector))
            return presses;
        await page.keyboard.press('Tab');
    }
    assert.fail(`Tab never reaches ${selector}`);
}

// The arrows from the cursor to (row, col).
async function cursorTo(page, row, col) {
    let [r, c] = (await page.$eval('#map', (map) => map.dataset.cursor)).split(',').map(Number);
    for (; r !== row; r += Math.sign(row - r))
        await page.keyboard.press(row > r ? 'ArrowDown' : 'ArrowUp');
    for (; c !== col; c += Math.sign(col - c))
        await page.keyboard.press(col > c ? 'ArrowRight' : 'ArrowLeft');
}

test('the accessibility tree: the map in words that follow playback, the cursor\'s cell as it moves, the question as it opens; answered by keyboard', async () => {
    const { page, problems } = await open(lessonFile('island', 'en'));
    let grid = findAll(await tree(page), (n) => n.role === 'grid')[0];
    assert.equal(grid.name, 'The map at the step shown');
    assert.equal(grid.description, 'Step 0 of 24');
    let cells = findAll(grid, (n) => n.role === 'gridcell');
    assert.equal(cells.length, 20 * 30, 'every cell of the 20 x 30 map');
    assert.equal(cells[3 * 30 + 1].name, 'Row 3, column 1: water');
    // Space plays from anywhere; the question stops playback after 3 steps and takes the map.
    await setSpeed(page, 10);
    await page.keyboard.press('Space');
    await page.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    const state = await atRest(page);
    assert.equal(state.step, '3');
    // The summary follows at most once a second while playback runs; its last one comes.
    await page.waitForFunction(() => document.getElementById('map-summary').textContent.startsWith('Step 3 of'), { timeout: 20000 });
    const snapshot = await tree(page);
    // The question, said as it opens (the map's polite live region).
    const said = findAll(snapshot, (n) => n.role === 'status').map(textOf);
    assert.ok(said.includes('Which cell is added next? Click it on the map. On the map the arrow keys move the cursor and Enter answers.'),
        `the question said: ${JSON.stringify(said)}`);
    // The map's words are the map's: each cell as the CLI's --map text has it at that step.
    grid = findAll(snapshot, (n) => n.role === 'grid')[0];
    assert.equal(grid.description, 'Step 3 of 24: > ADD (4, 0)');
    cells = findAll(grid, (n) => n.role === 'gridcell');
    state.map.trimEnd().split('\n').forEach((line, row) => [...line].forEach((char, col) => {
        const words = /^[1-8]$/.test(char) ? `land of island ${char}` : 'water';
        assert.ok(cells[row * 30 + col].name.startsWith(`Row ${row}, column ${col}: ${words}`), cells[row * 30 + col].name);
    }));
    assert.equal(cells[4 * 30 + 0].name, 'Row 4, column 0: land of island 1, the cell just added');
    // While the question is open, no cell is named a candidate: it would answer the question
    // (questions.md, "While a question is open"), for the ear as for the eye.
    assert.equal(cells[5 * 30 + 0].name, 'Row 5, column 0: water');
    // The cursor on the cell of the step shown; the arrows move it, and the screen reader hears each cell.
    assert.equal(await activeCell(page), 'Row 4, column 0: land of island 1, the cell just added');
    await page.keyboard.press('ArrowRight');
    assert.equal(await activeCell(page), 'Row 4, column 1: water');
    assert.equal((await body(page)).step, '3', 'the arrows moved the cursor, not the step');
    // Enter answers with it: (4, 1) is the cell the build adds next.
    await page.keyboard.press('Enter');
    await waitFor(page, () => document.body.dataset.verdict === 'right');
    assert.equal(await page.$eval('#question-feedback p', (p) => p.textContent), 'Right!');
    // Answered: the candidates are named again.
    let named = '';
    for (let tries = 0; tries < 50 && !named.includes('candidate'); ++tries) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        named = findAll(findAll(await tree(page), (n) => n.role === 'grid')[0], (n) => n.role === 'gridcell')[5 * 30 + 0].name;
    }
    assert.equal(named, 'Row 5, column 0: water, a candidate of the cell just added');
    assert.deepEqual(problems, []);
    await page.close();
});

test('the accessibility tree, dungeon: the cells in the Tile Inspector\'s words with the core\'s marks, at the question', async () => {
    const { page, problems } = await open(lessonFile('dungeon', 'en'));
    await setSpeed(page, 10);
    await page.keyboard.press('Space');
    await page.waitForSelector('#question:not([hidden]) #answer-tile', { timeout: 20000 });
    const state = await atRest(page);
    assert.equal(state.step, '4');
    const lines = await page.$$eval('#log li:not([hidden])', (items) => items.map((item) => item.textContent));
    assert.equal(lines.length, 4, 'the log ends at the step shown');
    await page.waitForFunction(() => document.getElementById('map-summary').textContent.startsWith('Step 4 of'), { timeout: 20000 });
    const snapshot = await tree(page);
    const grid = findAll(snapshot, (n) => n.role === 'grid')[0];
    assert.equal(grid.description, `Step 4 of ${state.steps}: ${lines[3]}`);
    const cells = findAll(grid, (n) => n.role === 'gridcell');
    assert.equal(cells.length, 12 * 16);
    const at = (line) => /\((\d+), (\d+)\)/.exec(line).slice(1).map(Number);
    // The start, placed by the step shown (the core's mark), and the end chosen, not placed yet.
    const [start, end] = [lines.find((l) => l.startsWith('Start at')), lines.find((l) => l.startsWith('End at'))].map(at);
    assert.equal(cells[start[0] * 16 + start[1]].name, `Row ${start[0]}, column ${start[1]}: start, filled, the tile just placed`);
    assert.equal(cells[end[0] * 16 + end[1]].name, `Row ${end[0]}, column ${end[1]}: rock`);
    assert.equal(cells.filter((c) => /: start, filled/.test(c.name)).length, 1);
    // The queued cells the log names so far are queued on the map's words too (which were
    // queued by the last placement waits, as on the map, while the question is open).
    for (const [row, col] of lines.filter((l) => l.startsWith('+ queue')).map(at))
        assert.equal(cells[row * 16 + col].name, `Row ${row}, column ${col}: queued, not filled yet`);
    const said = findAll(snapshot, (n) => n.role === 'status').map(textOf);
    assert.ok(said.includes('Where does the next tile go? Choose the tile, then click its cell. On the map the arrow keys move the cursor and Enter answers.'),
        JSON.stringify(said));
    assert.deepEqual(problems, []);
    await page.close();
});

test('keyboard only: a whole You Are the Algorithm round, every move by Tab, the arrows and Enter', async () => {
    const { page, problems } = await open(lessonFile('island', 'en'));
    const moves = islandMoves(islandFile);
    await tabTo(page, '#construct-toggle');
    await page.keyboard.press('Enter');
    await waitFor(page, () => document.body.dataset.construct === 'on' && document.activeElement.id === 'map');
    // What to do, said as the round begins.
    await page.waitForFunction(() => document.getElementById('map-live').textContent !== '', { timeout: 20000 });
    const said = findAll(await tree(page), (n) => n.role === 'status').map(textOf);
    assert.ok(said.includes('Step 1 of 24: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move. '
        + 'On the map the arrow keys move the cursor and Enter chooses the cell.'), JSON.stringify(said));
    for (const [k, move] of moves.entries()) {
        if (move.cell) {
            await tabTo(page, '#map');
            await cursorTo(page, ...move.cell);
            assert.match(await activeCell(page), new RegExp(`^Row ${move.cell[0]}, column ${move.cell[1]}: `));
            await page.keyboard.press('Enter');
        } else {
            await tabTo(page, `#construct-moves button[data-move="${move.kind}"]`);
            await page.keyboard.press('Enter');
        }
        await waitFor(page, (made) => Number(document.body.dataset.step) >= made || document.body.dataset.construct !== 'on', k + 1);
        assert.equal(await page.$eval('#construct-verdict', (v) => v.dataset.verdict), 'right', `move ${k + 1}`);
    }
    await waitFor(page, () => document.body.dataset.construct === 'result');
    assert.match(await page.$eval('#construct-result', (r) => r.textContent),
        new RegExp(`^Result: ${moves.length} moves, ${moves.length} right, 0 wrong, 0 hints, \\d+ seconds\\. You built the whole map\\.$`));
    // The boxes that scroll are reached by Tab, each by its name, and scroll by keyboard.
    for (const id of ['log', 'code', 'call-stack'])
        await tabTo(page, `#${id}`);
    await tabTo(page, '#log');
    const step = (await body(page)).step;
    // A key's scroll, to its end (Chromium scrolls smoothly).
    const scrolled = async (key) => {
        const ended = page.$eval('#log', (log) => new Promise((resolve) => log.addEventListener('scrollend', resolve, { once: true })));
        await page.keyboard.press(key);
        await ended;
        return page.$eval('#log', (log) => log.scrollTop);
    };
    assert.equal(await scrolled('Home'), 0);
    assert.ok(await scrolled('End') > 0);
    assert.equal((await body(page)).step, step, 'Home and End scrolled the log, not the step');
    const named = findAll(await tree(page), (n) => ['region', 'list'].includes(n.role)
        && ['Recursion log', 'Code', 'Call Stack'].includes(n.name));
    assert.deepEqual(named.map((n) => `${n.role} ${n.name}`).sort(), ['list Call Stack', 'list Code', 'region Recursion log']);
    assert.deepEqual(problems, []);
    await page.close();
});

test('keyboard: P and Delete paint on the cursor\'s cell, W explains it; the keys are in the page\'s help', async () => {
    const { page, problems } = await open(lessonFile('island', 'en'));
    const status = () => page.$eval('#status', (s) => s.textContent);
    const cell = () => page.$eval('#cell-2-5', (c) => c.textContent);
    await tabTo(page, '#map');
    await cursorTo(page, 2, 5);
    assert.equal(await activeCell(page), 'Row 2, column 5: water');
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.getElementById('cell-2-5').textContent.endsWith('a pit'), { timeout: 20000 });
    assert.equal(await cell(), 'Row 2, column 5: a pit');
    assert.equal(await status(), 'The pits have changed: press Start to build with them.');
    assert.equal(await page.$eval('#undo', (b) => b.disabled), false, 'one undo step');
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => document.getElementById('cell-2-5').textContent.endsWith('water'), { timeout: 20000 });
    assert.equal(await status(), 'Ready');
    await page.keyboard.press('w');
    await page.waitForFunction(() => document.getElementById('why').dataset.cell === '2,5', { timeout: 20000 });
    assert.equal(await page.$eval('#why-panel', (panel) => panel.open), true);
    assert.equal(await page.$eval('#why h3', (h) => h.textContent), 'Row 2, column 5');
    // Painting not allowed: P paints nothing.
    await page.click('#paint');
    await page.focus('#map');
    await page.keyboard.press('p');
    assert.equal(await cell(), 'Row 2, column 5: water');
    const help = await page.$$eval('#keys dt', (terms) => terms.map((t) => [t.textContent, t.nextElementSibling.textContent]));
    assert.deepEqual(help.find(([keys]) => keys === 'P'), ['P', 'On the map: put a pit on the cursor\'s cell']);
    assert.deepEqual(help.find(([keys]) => keys === 'W'), ['W', 'On the map: why the cursor\'s cell is what it is (Why this cell?)']);
    assert.deepEqual(problems, []);
    await page.close();
});

// Where the middle of cell (row, col) is on the page.
async function cellCentre(page, row, col, cols) {
    const box = await page.$eval('#map', (canvas) => {
        const r = canvas.getBoundingClientRect();
        return { x: r.left, y: r.top, width: r.width };
    });
    const size = box.width / cols;
    return { x: box.x + (col + 0.5) * size, y: box.y + (row + 0.5) * size };
}

test('pointer cancellation: an answer is made on release, on the cell pressed; sliding off first cancels it', async () => {
    const { page, problems } = await open(lessonFile('island', 'en'));
    await setSpeed(page, 10);
    await page.click('#play');
    await page.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    await atRest(page);
    const right = await cellCentre(page, 4, 1, 30);
    const other = await cellCentre(page, 8, 8, 30);
    // Pressed on the right cell, slid off to another, released: nothing answered, nothing painted.
    await page.mouse.move(right.x, right.y);
    await page.mouse.down();
    assert.equal(await page.$eval('#question-feedback', (f) => f.textContent), '', 'nothing on the press');
    await page.mouse.move(other.x, other.y, { steps: 4 });
    await page.mouse.up();
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await page.$eval('#question-feedback', (f) => f.textContent), '', 'cancelled');
    assert.equal((await body(page)).verdict, undefined);
    assert.equal(await page.$eval('#undo', (b) => b.disabled), true, 'and no pit painted');
    // Pressed and released on it: answered.
    await page.mouse.click(right.x, right.y);
    await waitFor(page, () => document.body.dataset.verdict === 'right');
    // You Are the Algorithm: the seed's cell pressed, the pointer off the map before release: no move.
    await page.click('#construct-toggle');
    await waitFor(page, () => document.body.dataset.construct === 'on' && document.body.dataset.state === 'ready');
    const seed = await cellCentre(page, 3, 1, 30);
    await page.mouse.move(seed.x, seed.y);
    await page.mouse.down();
    await page.mouse.move(seed.x, seed.y - 2000, { steps: 4 });
    await page.mouse.up();
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await page.$eval('#construct-counts', (c) => c.textContent), 'Moves: 0 · right: 0 · wrong: 0 · hints: 0');
    await page.mouse.click(seed.x, seed.y);
    await waitFor(page, () => document.body.dataset.step === '1');
    assert.deepEqual(problems, []);
    await page.close();
});

test('reduced motion: no mark fades while the student asks for less motion', async () => {
    const file = join(work, 'dead-end.html');
    run('island', join(data, 'island-dead-end.json'), '--export', file); // 18 backtracks
    const most = async (motion) => {
        const page = await browser.newPage();
        await page.setViewport(Laptop);
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: motion }]);
        await page.goto(pathToFileURL(file).href);
        await atRest(page);
        await page.evaluate(() => {
            window.mostFlashes = 0;
            new MutationObserver(() => {
                window.mostFlashes = Math.max(window.mostFlashes, Number(document.getElementById('map').dataset.flashes));
            }).observe(document.getElementById('map'), { attributes: true, attributeFilter: ['data-flashes'] });
        });
        await setSpeed(page, 3);
        await page.click('#play');
        await waitFor(page, () => document.body.dataset.state === 'ready' && document.body.dataset.step === document.body.dataset.steps);
        const flashes = await page.evaluate(() => window.mostFlashes);
        await page.close();
        return flashes;
    };
    assert.ok(await most('no-preference') > 0, 'backtracks fade as playback passes them');
    assert.equal(await most('reduce'), 0);
});

test('a large map\'s text: the cells around the cursor, each with its row and column among the map\'s', async () => {
    const file = join(work, 'large.html');
    run('island', scenario('large', 'island-6a-basic.json', (s) => { s.rows = 100; s.cols = 100; }), '--export', file);
    const { page, problems } = await open(file);
    await tabTo(page, '#map');
    assert.match(await activeCell(page), /^Row 50, column 50: /);
    for (let k = 0; k < 10; ++k)
        await page.keyboard.press('ArrowDown');
    assert.match(await activeCell(page), /^Row 60, column 50: /);
    const grid = findAll(await tree(page), (n) => n.role === 'grid')[0];
    const cells = findAll(grid, (n) => n.role === 'gridcell');
    assert.equal(cells.length, 15 * 15, 'a window of the 10,000 cells');
    assert.deepEqual(await page.$eval('#map', (map) => [map.getAttribute('aria-rowcount'), map.getAttribute('aria-colcount')]), ['100', '100']);
    assert.deepEqual(await page.$eval('#cell-60-50', (cell) => [cell.parentElement.getAttribute('aria-rowindex'), cell.getAttribute('aria-colindex')]),
        ['61', '51']);
    assert.deepEqual(problems, []);
    await page.close();
});
