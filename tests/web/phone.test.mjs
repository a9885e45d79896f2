// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The web lesson on a phone (390 x 844, touch) and on a laptop (1366 x 768), in headless
// Chromium (puppeteer-core, Debian's chromium): an answered question folds to one line and
// First, Back, Play, Step and Last stay in reach; on a touch screen the question and You Are
// the Algorithm speak of tapping, with a mouse of clicking and the arrow keys; You Are the
// Algorithm's prompt and moves sit by the map; "Why this cell?" gives the rule book's
// verdict. Screenshots in English, Polish and Arabic go to MAPGEN_SHOTS; MAPGEN names mapgen.
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
const work = mkdtempSync(join(tmpdir(), 'mapgen-phone-'));
const shots = process.env.MAPGEN_SHOTS || work;
mkdirSync(shots, { recursive: true });
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });

const Laptop = { width: 1366, height: 768 };
const Phone = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const Languages = ['en', 'pl', 'ar'];

// island-6a-basic (20 x 30, three islands) asking where the island grows after step 3.
const questionScenario = join(work, 'question.json');
const lessons = {};
let browser;
before(async () => {
    const scenario = JSON.parse(readFileSync(join(data, 'island-6a-basic.json'), 'utf8'));
    scenario.questions = [{ after: 3, ask: 'next-cell' }];
    writeFileSync(questionScenario, JSON.stringify(scenario));
    for (const language of Languages) {
        lessons[language] = join(work, `question-${language}.html`);
        run('island', questionScenario, '--export', lessons[language], '--language', language);
    }
    lessons.deadEnd = join(work, 'dead-end.html');
    run('island', join(data, 'island-dead-end.json'), '--export', lessons.deadEnd);
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
    });
});
after(async () => browser && browser.close());

async function open(file, viewport) {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => document.body.dataset.state === 'ready', { timeout: 20000 });
    return { page, problems };
}

const strings = (page) => page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).strings);
const shown = (page, id) => page.$eval(`#${id}`, (e) => (e.hidden ? '' : e.textContent.replace(/[\u2066-\u2069]/g, '')));
const box = (page, id) => page.$eval(`#${id}`, (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
});

// Whether a finger reaches `id`: scrolled to as the browser scrolls to it, the element at its
// middle is itself (not a panel over it).
async function reachable(page, id) {
    return page.$eval(`#${id}`, (e) => {
        e.scrollIntoView({ block: 'nearest' });
        const r = e.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        return y >= 0 && y <= window.innerHeight && e.contains(document.elementFromPoint(x, y));
    });
}

// Plays to the question and answers it with None any more (wrong: a cell follows).
async function answerQuestion(page, viewport) {
    await page.$eval('#play', (play) => play.click());
    await page.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    const asked = { text: await shown(page, 'question-text'), hint: await shown(page, 'question-choices') };
    await page.$eval('#question-choices button', (none) => none.click());
    await page.waitForFunction(() => document.body.dataset.verdict, { timeout: 20000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return { asked, viewport };
}

test('phone: the answered question folds to one line; the playback controls stay in reach', async () => {
    const { page, problems } = await open(lessons.en, Phone);
    const S = await strings(page);
    await answerQuestion(page, Phone);
    const panel = await box(page, 'question');
    const line = await page.$eval('#question-feedback p', (p) => parseFloat(getComputedStyle(p).lineHeight));
    assert.ok(panel.height <= 3.5 * line, `one line: ${panel.height} px (a line ${line} px)`);
    assert.equal(await shown(page, 'question-fold'), S.unfold);
    assert.equal(await page.$eval('#question-feedback p', (p) => p.textContent), S.wrong);
    assert.equal(await page.$eval('#question-feedback p + p', (p) => getComputedStyle(p).display), 'none');
    for (const id of ['first', 'back', 'play', 'step', 'last'])
        assert.ok(await reachable(page, id), `#${id} in reach`);
    await page.screenshot({ path: join(shots, 'phone-question-folded.png') });
    // Its button unfolds it (the reason and the right answer), and folds it again.
    await page.tap('#question-fold');
    assert.ok((await box(page, 'question')).height > 2 * panel.height, 'unfolded');
    assert.notEqual(await page.$eval('#question-feedback p + p', (p) => getComputedStyle(p).display), 'none');
    assert.equal(await page.$eval('#question-fold', (b) => [b.textContent, b.getAttribute('aria-expanded')].join()), `${S.fold},true`);
    await page.tap('#question-fold');
    assert.ok((await box(page, 'question')).height <= 3.5 * line, 'folded again');
    // Play goes on: the panel goes.
    await page.tap('#play');
    await page.waitForFunction(() => document.getElementById('question').hidden, { timeout: 20000 });
    assert.deepEqual(problems, []);
    await page.close();
});

test('a touch screen speaks of tapping, a mouse of clicking and the arrow keys', async () => {
    for (const [viewport, touch] of [[Phone, true], [Laptop, false]]) {
        const { page, problems } = await open(lessons.en, viewport);
        const S = await strings(page);
        assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), touch);
        const { asked } = await answerQuestion(page, viewport);
        const ask = touch ? S.touch.questions['next-cell'] : S.questions['next-cell'];
        assert.equal(asked.text, ask);
        assert.equal(/Tap/.test(asked.text), touch, asked.text);
        assert.equal(/Click/.test(asked.text), !touch, asked.text);
        assert.equal(/arrow keys/.test(asked.hint), !touch, asked.hint);
        assert.equal(/Tap the cell/.test(asked.hint), touch, asked.hint);
        await page.$eval('#construct-toggle', (toggle) => toggle.click());
        await page.waitForFunction(() => document.body.dataset.construct === 'on' && !document.getElementById('construct-prompt').hidden,
            { timeout: 20000 });
        const prompt = await shown(page, 'construct-prompt');
        assert.equal(/Tap the cell/.test(prompt), touch, prompt);
        assert.equal(/arrow keys|Click/.test(prompt), !touch, prompt);
        // A wrong move's reason too: Backtrack while the seed is to be placed.
        await page.$eval('#construct-moves button[data-move="2"]', (add) => add.click());
        await page.waitForFunction(() => document.getElementById('construct-verdict').dataset.verdict === 'wrong', { timeout: 20000 });
        const verdict = await shown(page, 'construct-verdict');
        assert.equal(/\(tap it\)/.test(verdict), touch, verdict);
        assert.equal(/\(click it\)/.test(verdict), !touch, verdict);
        assert.deepEqual(problems, []);
        await page.close();
    }
});

test('phone: You Are the Algorithm keeps its prompt and moves by the map', async () => {
    for (const language of Languages) {
        const { page, problems } = await open(lessons[language], Phone);
        await page.tap('#construct-toggle');
        await page.waitForFunction(() => document.body.dataset.construct === 'on' && !document.getElementById('construct-prompt').hidden,
            { timeout: 20000 });
        await page.evaluate(() => document.getElementById('map').scrollIntoView({ block: 'start' }));
        const map = await box(page, 'map');
        const prompt = await box(page, 'construct-prompt');
        const moves = await box(page, 'construct-moves');
        await page.screenshot({ path: join(shots, `phone-construct-${language}.png`) });
        assert.ok(prompt.top >= map.bottom && prompt.top - map.bottom <= 200, `${language}: the prompt right under the map: ${JSON.stringify({ map, prompt })}`);
        assert.ok(moves.bottom <= Phone.height, `${language}: the map, the prompt and the moves on one screen: ${JSON.stringify({ map, moves })}`);
        assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth) <= Phone.width);
        assert.deepEqual(problems, []);
        await page.close();
    }
});

test('phone: "Why this cell?" says the rule book\'s verdict: a far cell is no candidate', async () => {
    const { page, problems } = await open(lessons.deadEnd, Phone);
    const t = await page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).thinking);
    // After the first ADD: grow() is at (1, 0), between two pits.
    await page.evaluate(() => {
        const timeline = document.getElementById('timeline');
        timeline.value = '2';
        timeline.dispatchEvent(new Event('input'));
    });
    await page.$eval('#paint', (box) => box.click());
    const cols = 4;
    const why = async (row, col) => {
        await page.evaluate(() => document.getElementById('map').scrollIntoView({ block: 'center' }));
        const r = await box(page, 'map');
        const cell = (r.right - r.left) / cols;
        await page.touchscreen.tap(r.left + (col + 0.5) * cell, r.top + (row + 0.5) * cell);
        await page.waitForFunction((rc) => document.getElementById('why').dataset.cell === rc
            && document.getElementById('why').dataset.position === '2', { timeout: 10000 }, `${row},${col}`);
        return shown(page, 'why');
    };
    const far = await why(2, 3);
    assert.ok(far.includes(t.notBeside.replace('%1', '1').replace('%2', '0')), far);
    assert.ok(!far.includes(t.valid), far);
    const pit = await why(0, 0);
    assert.ok(pit.includes(`${t.candidateLabel} ${t.forIsland.replace('%1', '1').replace('%2', t.noPit)}`), pit);
    await page.evaluate(() => document.getElementById('why-panel').scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(shots, 'phone-why.png') });
    assert.deepEqual(problems, []);
    await page.close();
});

test('screenshots: the answered question and You Are the Algorithm, en, pl, ar, phone and laptop', async () => {
    for (const language of Languages) {
        for (const [name, viewport] of [['phone', Phone], ['laptop', Laptop]]) {
            const { page, problems } = await open(lessons[language], viewport);
            await answerQuestion(page, viewport);
            assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth) <= viewport.width, `${language} ${name}`);
            for (const id of ['first', 'back', 'play', 'step', 'last'])
                assert.ok(await reachable(page, id), `${language} ${name}: #${id} in reach`);
            await page.screenshot({ path: join(shots, `${name}-answered-${language}.png`) });
            assert.deepEqual(problems, []);
            await page.close();
        }
    }
});
