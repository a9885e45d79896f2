// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The figure of docs/performance.md "a judged move in You Are the Algorithm, click to verdict
// shown" (not a test): the demo lesson in headless Chromium, the student's moves made with
// the mouse as the build's trace has them (every third step a wrong move first: All Done
// where a cell is due, a cell where a move is), rounds
// again until MOVES moves (default 200) are judged. Each is timed in the page from the
// pointer's press to the first frame drawn after the verdict's text changed.
//   MAPGEN=build/app/mapgen node tests/benchmarks/web/construct.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

const mapgen = process.env.MAPGEN || 'build/app/mapgen';
const wanted = Number(process.env.MOVES || 200);
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });
const scenario = new URL('../../../resources/scenarios/demo.mapgen.json', import.meta.url).pathname;
const lesson = join(mkdtempSync(join(tmpdir(), 'mapgen-construct-')), 'demo.html');
run('island', scenario, '--export', lesson);
const { cols } = JSON.parse(readFileSync(scenario, 'utf8'));
const moves = run('island', scenario, '--trace').split('\n').filter(Boolean).map((line) => {
    const cell = /\((\d+), ?(\d+)\)/.exec(line);
    if (line.startsWith('>'))
        return { cell: [Number(cell[1]), Number(cell[2])] };
    const kinds = [['X BACKTRACK', 2], ['+ Island', 3], ['! Island', 4], ['-- All done', 5], ['! TOO', 6]];
    return { kind: kinds.find(([prefix]) => line.startsWith(prefix))[1] };
});

const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 1366, height: 768 });
await page.goto(pathToFileURL(lesson).href);
await page.waitForSelector('body[data-state="ready"]');
// In the page: the press of the pointer, then the first frame after the verdict's text changed.
await page.evaluate(() => {
    window.latencies = [];
    let pressed = 0;
    document.addEventListener('pointerdown', () => { pressed = performance.now(); }, { capture: true });
    new MutationObserver(() => {
        if (!pressed)
            return;
        const from = pressed;
        pressed = 0;
        requestAnimationFrame(() => window.latencies.push(performance.now() - from));
    }).observe(document.getElementById('construct-verdict'), { childList: true, characterData: true, subtree: true });
});
const box = await page.$eval('#map', (canvas) => {
    const r = canvas.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width };
});
const cell = box.width / cols;
const judged = () => page.evaluate(() => window.latencies.length);
async function move(m) {
    const count = await judged();
    if (m.cell)
        await page.mouse.click(box.x + (m.cell[1] + 0.5) * cell, box.y + (m.cell[0] + 0.5) * cell);
    else
        await page.click(`#construct-moves button[data-move="${m.kind}"]`);
    await page.waitForFunction((n) => window.latencies.length > n, { timeout: 20000 }, count);
}
while (await judged() < wanted) {
    await page.click('#construct-toggle');
    await page.waitForSelector('body[data-construct="on"][data-state="ready"]');
    for (const [i, m] of moves.entries()) {
        if (await judged() >= wanted)
            break;
        // A wrong move: All Done where a cell is due, a cell where a move is.
        if (i % 3 === 2 && m.kind !== 5)
            await move(m.cell ? { kind: 5 } : { cell: [0, 0] });
        if (await judged() < wanted)
            await move(m);
    }
    if (await page.evaluate(() => document.body.dataset.construct === 'on'))
        await page.click('#construct-toggle');
}
const latencies = (await page.evaluate(() => window.latencies)).slice(0, wanted).sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * q) - 1)];
console.log(`You Are the Algorithm, demo lesson: ${latencies.length} judged moves, click to verdict shown `
    + `median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, longest ${latencies.at(-1).toFixed(1)} ms`);
await browser.close();
