// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A question never shows its answer, and every wrong answer hears why (questions.md, "While a
// question is open"), in headless Chromium (puppeteer-core, Debian's chromium): for every kind
// of question of both lessons, asked after a step whose marks would name the answer, the map's
// pixels at every accepted cell equal those of an unmarked cell of the same kind while it is
// open, the Call Stack lists no candidate and no queue, and the why gives no verdict; once
// answered, the marks are back. The steps, the answers that count and the marks where no
// question is open come from the WebAssembly core under node (MAPGEN_WEB_MODULE), the same
// module the page runs. MAPGEN names the mapgen binary; screenshots go to MAPGEN_SHOTS.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

import { bindCore } from '../../resources/web/js/corebinding.js';
import { worldOf } from './worldfile.mjs';

const data = new URL('../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const modulePath = process.env.MAPGEN_WEB_MODULE || join(data, '../../build/web-module/mapgen-core.mjs');
const work = mkdtempSync(join(tmpdir(), 'mapgen-questions-'));
const shots = process.env.MAPGEN_SHOTS || work;
mkdirSync(shots, { recursive: true });
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });

// Emscripten's node support in an ES module reads these CommonJS names.
globalThis.require = createRequire(import.meta.url);
globalThis.__dirname = new URL('.', pathToFileURL(modulePath)).pathname;
const createMapgenCore = (await import(pathToFileURL(modulePath).href)).default;
const core = bindCore(await createMapgenCore());

let browser;
before(async () => {
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
    });
});
after(async () => browser && browser.close());

// A question of kind `ask` in `source`'s build, asked after the first step (from 1) at which
// the map, with no question open, marks a cell the answer names, and a cell of the same kind
// that no mark touches: { after, cells, plain, world }. The answer's cells: those of every
// answer that counts (next-cell, next-place), or the cell of the next step (next-move).
function questionWithMarks(source, ask, markKind) {
    const world = worldOf(readFileSync(join(data, source), 'utf8'));
    const { steps } = core.build(world);
    for (let k = 1; k < steps - 1; ++k) {
        const key = core.key({ ask, after: k });
        if (!key || key.step < 0)
            continue;
        let cells = key.accepted.map(([, row, col]) => [row, col]);
        if (ask === 'next-move') {
            const [[, row, col]] = core.lines({ from: k, count: 1 });
            cells = row >= 0 ? [[row, col]] : [];
        }
        // Not the start's or the end's (every open cell counts there): a queued cell's.
        if (!cells.length || cells.length > 8)
            continue;
        const frame = core.frame({ position: k, rows: world.rows, cols: world.cols, from: -1 });
        const marked = (r, c) => frame.marks.some(([mr, mc]) => mr === r && mc === c);
        if (!cells.some(([r, c]) => frame.marks.some(([mr, mc, mark]) => mr === r && mc === c && (!markKind || mark === markKind))))
            continue;
        // The cell's kind: its land or doors and, in a dungeon, its state (queued, filled).
        const kind = (r, c) => `${frame.cells[r * world.cols + c]}/${frame.states ? frame.states[r * world.cols + c] : 0}`;
        const kinds = new Set(cells.map(([r, c]) => kind(r, c)));
        if (kinds.size !== 1)
            continue;
        const [wanted] = kinds;
        for (let i = 0; i < world.rows * world.cols; ++i) {
            const r = Math.floor(i / world.cols);
            const c = i % world.cols;
            if (kind(r, c) === wanted && !marked(r, c) && !world.pits[i] && !cells.some(([a, b]) => a === r && b === c))
                return { after: k, cells, plain: [r, c], world };
        }
    }
    throw new Error(`no ${ask} question in ${source} after a step that marks its answer`);
}

function lessonWith(source, question) {
    const scenario = JSON.parse(readFileSync(join(data, source), 'utf8'));
    scenario.questions = [question];
    const file = join(work, `${question.ask}-${source.replace(/\W/g, '-')}`);
    writeFileSync(`${file}.json`, JSON.stringify(scenario));
    run(scenario.mode ?? 'island', `${file}.json`, '--export', `${file}.html`);
    return `${file}.html`;
}

const body = (page) => page.evaluate(() => ({ ...document.body.dataset }));

async function open(file) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1366, height: 768 });
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined,
        { timeout: 20000 });
    // Both panels open whatever the screen: they must not answer either.
    await page.evaluate(() => { for (const id of ['stack-panel', 'why-panel']) document.getElementById(id).open = true; });
    return { page, problems };
}

async function playToQuestion(page) {
    await page.$eval('#speed', (speed) => { speed.value = '10'; speed.dispatchEvent(new Event('input')); });
    await page.click('#play');
    await page.waitForSelector('#question:not([hidden]) #question-choices > *', { timeout: 20000 });
    await page.waitForFunction(() => document.body.dataset.state === 'ready', { timeout: 20000 }).catch(async (e) => {
        console.log(JSON.stringify(await body(page)).slice(0, 300));
        throw e;
    });
}

// Whether every cell of `cells` shows on the canvas exactly as cell `plain` does (or, `same`
// false, whether at least one of them differs): the page's own pixels, a cell's whole square,
// with the map's keyboard cursor (drawn over the cell of the step shown, a little beyond it)
// put away.
function cellsLook(page, cells, plain, cols, same) {
    return page.waitForFunction((cells, plain, cols, same) => {
        const canvas = document.getElementById('map');
        if (document.activeElement === canvas)
            canvas.blur();
        const size = canvas.width / cols;
        const g = canvas.getContext('2d');
        const pixels = ([r, c]) => g.getImageData(c * size, r * size, size, size).data.join();
        const reference = pixels(plain);
        const equal = cells.map((cell) => pixels(cell) === reference);
        return same ? equal.every(Boolean) : equal.some((e) => !e);
    }, { timeout: 10000 }, cells, plain, cols, same).then(() => true, () => false);
}

const cases = [
    { source: 'questions/island-random-6b.json', ask: 'next-cell' },
    { source: 'questions/island-random-6b.json', ask: 'next-move' },
    { source: 'dungeon-pits.json', ask: 'next-place' },
    // The cell just backtracked is the next one added (by an earlier call).
    { source: 'island-crowded.json', ask: 'next-cell', mark: 'backtracked' },
];

for (const { source, ask, mark } of cases) {
    test(`${ask} in ${source}${mark ? ` on a cell ${mark}` : ''}: while it is open the map, the Call Stack and the why do not answer it`, async () => {
        const { after: k, cells, plain, world } = questionWithMarks(source, ask, mark);
        const { page, problems } = await open(lessonWith(source, { after: k, ask }));
        await playToQuestion(page);
        assert.equal((await body(page)).step, String(k));
        assert.equal(await cellsLook(page, cells, plain, world.cols, true), true,
            `the accepted cells ${JSON.stringify(cells)} look like ${JSON.stringify(plain)}`);
        const stack = await page.$eval('#call-stack', (list) => list.textContent);
        assert.doesNotMatch(stack, /to try|queued \(|filling/, stack);
        assert.match(stack, /shown once the question is answered/);
        // The why of an accepted cell: its state, no verdict.
        const [row, col] = cells[0];
        const box = await page.$eval('#map', (canvas) => { const r = canvas.getBoundingClientRect(); return [r.left, r.top, r.width]; });
        const size = box[2] / world.cols;
        await page.mouse.move(box[0] + (col + 0.5) * size, box[1] + (row + 0.5) * size);
        await page.waitForFunction((r, c) => document.getElementById('why').dataset.cell === `${r},${c}`, { timeout: 10000 }, row, col);
        const why = await page.$eval('#why', (e) => e.textContent);
        assert.match(why, /shown once the question is answered/, why);
        assert.doesNotMatch(why, /valid|eligible|candidate of the cell just added|In the order they are checked/, why);
        await page.screenshot({ path: join(shots, `question-open-${ask}${mark ? `-${mark}` : ''}.png`) });

        // Answered (wrongly where a move is asked, by a cell elsewhere where a cell is): the
        // marks and the Call Stack's lines are back.
        if (ask === 'next-move')
            await page.click('#question-choices button');
        else
            await page.click('#question-choices button:last-of-type'); // None any more
        await page.waitForFunction(() => document.body.dataset.verdict, { timeout: 20000 });
        assert.equal(await cellsLook(page, cells, plain, world.cols, false), true, 'answered: the marks show again');
        await page.waitForFunction(() => !/shown once the question/.test(document.getElementById('call-stack').textContent),
            { timeout: 10000 });
        assert.deepEqual(problems, []);
        await page.close();
    });
}

const feedback = (page) => page.$eval('#question-feedback', (f) => [...f.children].map((p) => p.textContent.replace(/[\u2066\u2069]/g, '')));

test('a wrong move hears the rule book\'s reason, then the answer\'s log line', async () => {
    // grow((3, 6)) adds (2, 6) at step 7.
    const { page, problems } = await open(lessonWith('questions/island-random-6b.json', { after: 6, ask: 'next-move' }));
    await playToQuestion(page);
    for (const button of await page.$$('#question-choices button')) {
        if (await button.evaluate((b) => b.textContent) === 'Backtrack')
            await button.click();
    }
    await page.waitForFunction(() => document.body.dataset.verdict === 'wrong', { timeout: 20000 });
    assert.deepEqual(await feedback(page), ['Not quite.', 'The answer: Add',
        'Not Backtrack now: the current cell (3, 6) still has a candidate to try.', 'Step 7 in the log: > ADD (2, 6)']);
    await page.screenshot({ path: join(shots, 'question-wrong-move.png') });
    assert.deepEqual(problems, []);
    await page.close();
});

// A translation of the workbench's .ts file (translations/), as the export carries it.
function translated(language, context, source) {
    const ts = readFileSync(join(data, `../../translations/mapgen_${language}.ts`), 'utf8');
    const at = ts.indexOf(`<name>${context}</name>`);
    const escaped = source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`<source>${escaped}</source>(?:(?!</message>)[\\s\\S])*?<translation>([^<]*)</translation>`).exec(ts.slice(at));
    const text = found ? found[1] : source;
    return text.replace(/&#xa0;/g, '\u00a0').replace(/&apos;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

for (const language of ['en', 'de', 'es', 'fr', 'pl', 'ar']) {
    test(`a wrong move hears why in the lesson's language: ${language}`, async () => {
        const scenario = JSON.parse(readFileSync(join(data, 'questions/island-random-6b.json'), 'utf8'));
        scenario.questions = [{ after: 6, ask: 'next-move' }];
        const file = join(work, `move-${language}`);
        writeFileSync(`${file}.json`, JSON.stringify(scenario));
        run('island', `${file}.json`, '--export', `${file}.html`, '--language', language);
        const { page, problems } = await open(`${file}.html`);
        await playToQuestion(page);
        (await page.$$('#question-choices button'))[2].click(); // Backtrack, the moves in kind order
        await page.waitForFunction(() => document.body.dataset.verdict === 'wrong', { timeout: 20000 });
        const words = await feedback(page);
        const why = translated(language, 'ConstructCoach', 'the current cell (%1, %2) still has a candidate to try');
        const [before] = translated(language, 'ConstructCoach', 'Not %1 now: %2.').split('%1');
        assert.equal(words.length, 4, words.join(' | '));
        assert.ok(words[2].startsWith(before), `${words[2]} starts with ${before}`);
        assert.ok(words[2].includes(why.replace('%1', '3').replace('%2', '6')), `${words[2]} has ${why}`);
        if (language !== 'en')
            assert.doesNotMatch(words[2], /still has a candidate/);
        if (language === 'ar')
            await page.screenshot({ path: join(shots, 'question-wrong-move-ar.png') });
        assert.deepEqual(problems, []);
        await page.close();
    });
}

test('a wrong cell and a wrong tile hear why, in the language of the lesson', async () => {
    // The island question in Polish: a cell not beside the current one.
    const scenario = JSON.parse(readFileSync(join(data, 'questions/island-random-6b.json'), 'utf8'));
    scenario.questions = [{ after: 6, ask: 'next-cell' }];
    const file = join(work, 'cell-pl');
    writeFileSync(`${file}.json`, JSON.stringify(scenario));
    run('island', `${file}.json`, '--export', `${file}.html`, '--language', 'pl');
    const { page, problems } = await open(`${file}.html`);
    await playToQuestion(page);
    const box = await page.$eval('#map', (canvas) => { const r = canvas.getBoundingClientRect(); return [r.left, r.top, r.width]; });
    const size = box[2] / 14;
    await page.mouse.click(box[0] + 0.5 * size, box[1] + 0.5 * size); // (0, 0)
    await page.waitForFunction(() => document.body.dataset.verdict === 'wrong', { timeout: 20000 });
    const words = await feedback(page);
    assert.equal(words.length >= 4, true, words.join(' | '));
    assert.equal(words[2], translated('pl', 'ConstructCoach',
        'Row %1, column %2 is not beside the current cell (%3, %4): grow() tries only the cells above, left, right and below it.')
        .replace('%1', '0').replace('%2', '0').replace('%3', '3').replace('%4', '6'));
    assert.deepEqual(problems, []);
    await page.close();

    // The dungeon: on the right cell, a tile the build has just found not to fit there.
    const world = worldOf(readFileSync(join(data, 'dungeon-pits.json'), 'utf8'));
    const { steps } = core.build(world);
    const records = core.lines({ from: 0, count: steps });
    let at = -1;
    for (let k = 1; k < steps && at < 0; ++k) {
        const [kind, row, col] = records[k];
        const key = core.key({ ask: 'next-place', after: k + 1 });
        if (kind === 5 && records[k - 1][0] !== 5 && key && key.accepted[0][1] === row && key.accepted[0][2] === col)
            at = k;
    }
    assert.ok(at > 0, 'a placement whose cell rejected a candidate first');
    const [, row, col, detail] = records[at];
    const tile = (detail >> 8) & 255; // template << 2 | rotation, as the tile choice's values
    const dungeon = await open(lessonWith('dungeon-pits.json', { after: at + 1, ask: 'next-place' }));
    await playToQuestion(dungeon.page);
    await dungeon.page.select('#answer-tile', String(tile));
    const map = await dungeon.page.$eval('#map', (canvas) => { const r = canvas.getBoundingClientRect(); return [r.left, r.top, r.width]; });
    const cell = map[2] / world.cols;
    await dungeon.page.mouse.click(map[0] + (col + 0.5) * cell, map[1] + (row + 0.5) * cell);
    await dungeon.page.waitForFunction(() => document.body.dataset.verdict === 'wrong', { timeout: 20000 });
    const said = await feedback(dungeon.page);
    assert.match(said[2], new RegExp(`^That tile does not fit on row ${row}, column ${col}: `), said.join(' | '));
    assert.match(said[3], /^Step \d+ in the log: /, 'then the log line of the placement');
    assert.deepEqual(dungeon.problems, []);
    await dungeon.page.close();
});
