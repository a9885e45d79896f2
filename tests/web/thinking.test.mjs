// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Seeing the algorithm think in the web lesson (resources/web/js/thinking.js): the Code panel
// highlights the line of the step shown, the Call Stack shows the frames the native rule
// book's golden table has at that step, both follow playback, a tap on a cell explains it,
// and the panels fit a 390 x 844 phone and a 1366 x 768 laptop. In headless Chromium
// (puppeteer-core, Debian's chromium); MAPGEN names the mapgen binary. The longest task while
// playing at speed 10 with the panels open is measured from Chromium's trace and printed
// (docs/performance.md).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

const data = new URL('../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const work = mkdtempSync(join(tmpdir(), 'mapgen-thinking-'));
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });
const lessons = {
    island: join(work, 'island.html'), dungeon: join(work, 'dungeon.html'), arabic: join(work, 'island-ar.html'),
    big: join(work, 'big.html'),
};

let browser;
before(async () => {
    run('island', join(data, 'island-dead-end.json'), '--export', lessons.island);
    run('island', join(data, 'island-dead-end.json'), '--export', lessons.arabic, '--language', 'ar');
    run('dungeon', join(data, 'dungeon-pits.json'), '--export', lessons.dungeon);
    run('island', join(data, 'island-deep-corridor.json'), '--export', lessons.big); // 12,002 steps, deep stacks
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
    });
});
after(async () => browser && browser.close());

const Laptop = { width: 1366, height: 768 };
const Phone = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function open(file, viewport = Laptop) {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => document.body.dataset.state === 'ready', { timeout: 20000 });
    return { page, problems };
}

// Shows step `position` as the timeline does, and waits until the panels followed.
async function showStep(page, position) {
    await page.evaluate((p) => {
        const timeline = document.getElementById('timeline');
        timeline.value = String(p);
        timeline.dispatchEvent(new Event('input'));
    }, position);
    await page.waitForFunction((p) => document.body.dataset.thought === String(p), { timeout: 20000 }, position);
}

const panels = (page) => page.evaluate(() => ({
    line: document.querySelector('#code li.current')?.textContent ?? null,
    stack: [...document.querySelectorAll('#call-stack li')].map((li) => li.textContent.replace(/[\u2066\u2069]/g, '')),
}));

// The golden table's stacks of a scenario: the code line and the frames' cells after each
// step it asks after (tests/data/rulebook.golden, made by the native rule book).
function goldenStacks(file) {
    const text = readFileSync(join(data, 'rulebook.golden'), 'utf8');
    const section = text.split('\n== ').find((part) => part.startsWith(`${file}\n`) || part.startsWith(`== ${file}\n`));
    const lines = section.split('\n');
    const stacks = [];
    lines.forEach((line, k) => {
        const match = /^ {2}code (-?\d+), stack (.*) of island (\d+)$/.exec(line);
        if (!match)
            return;
        const after = Number(/^after (\d+) /.exec(lines[k + 1])[1]);
        const frames = match[2] === 'empty' ? [] : match[2].split(' / ').map((frame) => frame.slice(0, frame.indexOf(' [')));
        stacks.push({ after, line: Number(match[1]), frames });
    });
    return stacks;
}

test('island: the Code panel and the Call Stack show what the native rule book has at each step', async () => {
    const { page, problems } = await open(lessons.island);
    const trace = readFileSync(join(data, 'island-dead-end.trace'), 'utf8').trim().split('\n');
    const code = await page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).thinking.code);
    const stacks = goldenStacks('island-dead-end.json');
    assert.ok(stacks.length >= 5, `${stacks.length} golden stacks`);
    let frames = 0;
    for (const golden of stacks.filter((s) => s.after > 0)) {
        await showStep(page, golden.after);
        const shown = await panels(page);
        // The highlighted line is the core's, and it is the line of the trace's entry.
        assert.equal(shown.line.startsWith(code[golden.line][0]), true, `step ${golden.after}: ${shown.line}`);
        const entry = trace[golden.after - 1];
        const word = entry.includes('seed') ? 'seed = ' : entry.includes('ADD') ? 'ADD' : entry.includes('BACKTRACK')
            ? 'BACKTRACK' : entry.includes('COMPLETE') ? 'COMPLETE' : entry.includes('FAILED') ? 'FAILED' : 'DONE';
        assert.ok(shown.line.includes(word), `step ${golden.after} (${entry}): ${shown.line}`);
        // One row a frame, the caller first, each naming its cell.
        if (golden.frames.length === 0) {
            assert.equal(shown.stack.length, 1, shown.stack.join(' | '));
        } else {
            assert.equal(shown.stack.length, golden.frames.length, `step ${golden.after}: ${shown.stack.join(' | ')}`);
            golden.frames.forEach((cell, depth) => assert.ok(shown.stack[depth].includes(`grow${cell}`.replace('grow(', 'grow(')),
                `step ${golden.after} frame ${depth}: ${shown.stack[depth]} has ${cell}`));
            frames += golden.frames.length;
        }
    }
    assert.ok(frames >= 4, `${frames} frames compared`);
    assert.deepEqual(problems, []);
    await page.close();
});

test('the panels follow playback at speed 10 (the longest task printed)', async () => {
    const { page, problems } = await open(lessons.big);
    await showStep(page, 0);
    await page.evaluate(() => {
        const speed = document.getElementById('speed');
        speed.value = '10';
        speed.dispatchEvent(new Event('input'));
    });
    const both = await page.evaluate(() => ["code-panel", "stack-panel"].every((id) => document.getElementById(id).open));
    assert.ok(both, "both panels open at 1366 x 768");
    await page.evaluate(() => {
        window.longTasks = [];
        new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
            .observe({ type: 'longtask' });
    });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const seen = new Set();
    await page.click('#play');
    const started = Date.now();
    while (Date.now() - started < 3000) {
        const shown = await panels(page);
        seen.add(shown.line);
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const trace = JSON.parse(await page.tracing.stop());
    await page.click('#play');
    const thought = Number(await page.evaluate(() => document.body.dataset.thought));
    assert.ok(thought > 100, `the panels followed to step ${thought}`);
    assert.ok([...seen].some((line) => line && line.includes('ADD')), [...seen].join(' | '));
    // Deep in the corridor: the innermost 50 calls, the outer ones counted in one row.
    await showStep(page, 6000);
    const stack = (await panels(page)).stack;
    assert.equal(stack.length, 51, `${stack.length} rows`);
    assert.ok(/\d/.test(stack[0]) && !stack[0].includes('grow('), stack[0]);
    assert.ok(stack[50].includes('grow('), stack[50]);
    // The page's main thread: the renderer's CrRendererMain; its tasks' durations.
    const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain'
        && trace.traceEvents.some((t) => t.pid === e.pid && t.name === 'FunctionCall'));
    const runs = trace.traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.dur);
    const tasks = runs.map((e) => e.dur / 1000);
    assert.ok(tasks.length > 100, `${tasks.length} tasks traced`);
    const longest = Math.max(...tasks);
    // The thread's own clock too (tdur): on a loaded machine a task's wall time includes the
    // time the thread waited for a core.
    const cpu = Math.max(...runs.map((e) => (e.tdur ?? e.dur) / 1000));
    const longTasks = await page.evaluate(() => window.longTasks);
    console.log(`speed 10, Code and Call Stack open: ${tasks.length} main-thread tasks, longest ${longest.toFixed(2)} ms `
        + `(the longest on the thread's clock ${cpu.toFixed(2)} ms); ${longTasks.length} long tasks (> 50 ms)`);
    // A figure, not an assertion (no timed assertions): docs/performance.md keeps it.
    assert.deepEqual(problems, []);
    await page.close();
});

test('dungeon: the Call Stack shows the cell being filled with its verdicts, then the queue', async () => {
    const { page, problems } = await open(lessons.dungeon);
    const strings = await page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).thinking);
    const stacks = readFileSync(join(data, 'rulebook.golden'), 'utf8').split('\n== ').find((s) => s.startsWith('dungeon-pits.json'))
        .split('\n');
    let compared = 0;
    for (let k = 0; k < stacks.length; ++k) {
        const match = /^ {2}code (-?\d+), head \((\d+), (\d+)\)[^;]*; queue (\d+):/.exec(stacks[k]);
        if (!match)
            continue;
        const after = Number(/^after (\d+) /.exec(stacks[k + 1])[1]);
        await showStep(page, after);
        const shown = await panels(page);
        assert.ok(shown.line.startsWith(strings.code[Number(match[1])][0]), shown.line);
        assert.ok(shown.stack[0].includes(`(${match[2]}, ${match[3]})`), `step ${after}: ${shown.stack[0]}`);
        const verdicts = stacks[k].split(';')[0].split(', t').length - 1;
        const queued = Number(match[4]);
        assert.equal(shown.stack.length, 1 + verdicts + Math.min(queued, 50) + (queued > 50 ? 1 : 0), shown.stack.join(' | '));
        ++compared;
    }
    assert.ok(compared >= 3, `${compared} stacks compared`);
    assert.deepEqual(problems, []);
    await page.close();
});

test('phone: the panels are folded, fit 390 px open, and a tap on a cell says why', async () => {
    const { page, problems } = await open(lessons.island, Phone);
    const folded = await page.evaluate(() => ['code-panel', 'stack-panel', 'why-panel'].map((id) => document.getElementById(id).open));
    assert.deepEqual(folded, [false, false, false]);
    await page.evaluate(() => { for (const id of ['code-panel', 'stack-panel']) document.getElementById(id).open = true; });
    // After the first ADD: (1, 0) is the cell just added; the seed (2, 0) is land.
    await showStep(page, 2);
    const t = await page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).thinking);
    const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(width <= 390, `the page is ${width} px wide`);
    for (const id of ['code-panel', 'stack-panel']) {
        const box = await page.$eval(`#${id}`, (e) => { const r = e.getBoundingClientRect(); return [r.left, r.right]; });
        assert.ok(box[0] >= 0 && box[1] <= 390, `${id} at ${box}`);
    }
    const cols = await page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).cols);
    const touch = async (row, col) => {
        await page.evaluate(() => document.getElementById('map').scrollIntoView({ block: 'center' }));
        const again = await page.$eval('#map', (c) => { const r = c.getBoundingClientRect(); return [r.left, r.top, r.width]; });
        const cell = again[2] / cols;
        await page.touchscreen.tap(again[0] + (col + 0.5) * cell, again[1] + (row + 0.5) * cell);
    };
    // With "Paint on the map" ticked (as it starts) a tap paints a pit, and painting wins:
    // the why stays folded and explains nothing.
    assert.equal(await page.$eval('#paint', (box) => box.checked), true);
    await touch(0, cols - 1);
    await page.waitForFunction(() => !document.getElementById('undo').disabled, { timeout: 10000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const painted = await page.evaluate(() => ({
        open: document.getElementById('why-panel').open, cell: document.getElementById('why').dataset.cell ?? null,
        status: document.getElementById('status').textContent,
    }));
    assert.deepEqual([painted.open, painted.cell], [false, null], JSON.stringify(painted));
    assert.equal(painted.status, await page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).strings.pitsChanged));
    const paintedHash = await page.evaluate(() => location.hash);
    assert.ok(paintedHash.includes('pits='), paintedHash);
    // Asking, the student unticks it: a tap then explains the cell and paints nothing.
    await page.$eval('#paint', (box) => box.click());
    const tap = async (row, col) => {
        await touch(row, col);
        await page.waitForFunction((r, c) => document.getElementById('why').dataset.cell === `${r},${c}`, { timeout: 10000 }, row, col);
        return page.$eval('#why', (e) => e.textContent.replace(/[\u2066\u2069]/g, ''));
    };
    const seed = await tap(2, 0);
    assert.ok(await page.$eval('#why-panel', (e) => e.open), 'a tap opens the why');
    assert.ok(seed.includes('Row 2, column 0'), seed);
    assert.ok(seed.includes(t.noLand.replace('%1', '1')), seed);
    const added = await tap(1, 0);
    assert.ok(added.includes(t.marks[2].replace('%1', t.land.replace('%1', '1'))), added);
    assert.equal(await page.evaluate(() => location.hash), paintedHash, 'the taps that explained painted nothing');
    assert.deepEqual(problems, []);
    await page.close();
});

test('Arabic: code reads left to right, the panels fit the laptop', async () => {
    const { page, problems } = await open(lessons.arabic);
    await showStep(page, 3);
    const seen = await page.evaluate(() => ({
        dir: document.documentElement.dir,
        code: getComputedStyle(document.getElementById('code')).direction,
        comment: document.querySelector('#code .comment')?.dir,
        width: document.scrollingElement.scrollWidth,
        heading: document.getElementById('code-heading').textContent,
    }));
    assert.equal(seen.dir, 'rtl');
    assert.equal(seen.code, 'ltr');
    assert.equal(seen.comment, 'auto');
    assert.ok(seen.width <= 1366, `${seen.width} px`);
    assert.ok(seen.heading.length > 0);
    assert.deepEqual(problems, []);
    await page.close();
});
