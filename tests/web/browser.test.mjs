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
const lessons = { island: join(work, 'island.html'), dungeon: join(work, 'dungeon.html') };

let browser;
before(async () => {
    run('island', island, '--export', lessons.island);
    run('dungeon', dungeon, '--export', lessons.dungeon);
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--window-size=1280,900'],
    });
});
after(async () => browser && browser.close());

// A page that counts console errors, page errors and requests other than the lesson itself.
async function open(file, fragment = '') {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
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
    await page.click('#paint');
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
