// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A figure of docs/performance.md, not a test: web playback at speed 10 of the 12,002-step
// island-deep-corridor lesson with the Code panel and the Call Stack open, in headless
// Chromium; per run the page's main-thread tasks (Chromium trace, RunTask) and the longest
// one by wall time and by the thread's own clock, with what it spent its time on.
//   MAPGEN=build/app/mapgen RUNS=3 node tests/benchmarks/web/panels.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

const data = new URL('../../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const runs = Number(process.env.RUNS || 3);
const work = mkdtempSync(join(tmpdir(), 'mapgen-panels-'));
const lesson = join(work, 'big.html');
execFileSync(mapgen, ['island', join(data, 'island-deep-corridor.json'), '--export', lesson]);

const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
});
const Kinds = ['FunctionCall', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'HitTest'];
for (let r = 0; r < runs; ++r) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1366, height: 768 });
    await page.goto(pathToFileURL(lesson).href);
    await page.waitForFunction(() => document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined);
    await page.evaluate(() => {
        const speed = document.getElementById('speed');
        speed.value = '10';
        speed.dispatchEvent(new Event('input'));
        for (const id of ['code-panel', 'stack-panel'])
            document.getElementById(id).open = true;
    });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.click('#play');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const trace = JSON.parse(await page.tracing.stop());
    await page.click('#play');
    const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain'
        && trace.traceEvents.some((t) => t.pid === e.pid && t.name === 'FunctionCall'));
    const own = trace.traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.dur);
    const tasks = own.filter((e) => e.name === 'RunTask');
    const breakdown = (task) => Kinds.map((kind) => {
        const inside = own.filter((e) => e.name === kind && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
        return `${kind} ${(inside.reduce((sum, e) => sum + e.dur, 0) / 1000).toFixed(1)}`;
    }).join(', ');
    // Layouts a script forced (a read after a write): the script's stack is in the event.
    const forced = own.filter((e) => e.name === 'Layout' && e.args?.beginData?.stackTrace);
    const forcedAt = new Map();
    for (const e of forced) {
        const top = e.args.beginData.stackTrace[0];
        const key = `${top.functionName}@${top.url.split('/').pop()}:${top.lineNumber}`;
        forcedAt.set(key, (forcedAt.get(key) || 0) + e.dur / 1000);
    }
    const byWall = tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
    const byClock = tasks.reduce((a, b) => ((b.tdur ?? b.dur) > (a.tdur ?? a.dur) ? b : a));
    const sorted = tasks.map((e) => (e.tdur ?? e.dur) / 1000).sort((a, b) => a - b);
    console.log(`run ${r + 1}: ${tasks.length} tasks; longest wall ${(byWall.dur / 1000).toFixed(1)} ms `
        + `(${breakdown(byWall)}); longest on the thread's clock ${((byClock.tdur ?? byClock.dur) / 1000).toFixed(1)} ms `
        + `(${breakdown(byClock)}); 99th percentile on the clock ${sorted[Math.floor(sorted.length * 0.99)].toFixed(1)} ms; `
        + `forced layouts ${forced.length} (${[...forcedAt].map(([k, v]) => `${k} ${v.toFixed(1)} ms`).join(', ') || 'none'})`);
    await page.close();
}
await browser.close();
