// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A figure of docs/performance.md, not a test: web playback at speed 10 of the 12,002-step
// island-deep-corridor lesson with the Code panel and the Call Stack open, in headless
// Chromium; per run the page's main-thread tasks (Chromium trace, RunTask) and the longest
// one by wall time and by the thread's own clock, with what it spent its time on, and the
// frames' median; the tasks from the click on Play on (those before it are the trace's own
// start, up to 15 ms).
//   MAPGEN=build/app/mapgen RUNS=3 node tests/benchmarks/web/panels.mjs
// PROFILE=1 also samples the script (V8's profiler in the trace, which slows it down: not for
// the figures) and prints the longest tasks' events and the functions they spent their script
// time in, and the number of elements in the page, the Log, the Call Stack and the Code panel.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

const data = new URL('../../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const runs = Number(process.env.RUNS || 3);
const profile = Boolean(process.env.PROFILE);
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
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
    if (profile)
        categories.push('disabled-by-default-v8.cpu_profiler');
    await page.tracing.start({ categories });
    await page.click('#play');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const trace = JSON.parse(await page.tracing.stop());
    await page.click('#play');
    const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain'
        && trace.traceEvents.some((t) => t.pid === e.pid && t.name === 'FunctionCall'));
    const own = trace.traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.dur);
    const click = own.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    const tasks = own.filter((e) => e.name === 'RunTask' && e.ts + e.dur >= click.ts);
    const breakdown = (task) => Kinds.map((kind) => {
        const inside = own.filter((e) => e.name === kind && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
        return `${kind} ${(inside.reduce((sum, e) => sum + e.dur, 0) / 1000).toFixed(1)}`;
    }).join(', ');
    // Layouts a script forced (a read after a write, or a scroll offset set): those inside a
    // script's FunctionCall, where the event has the script's stack, or else the call's function.
    const calls = own.filter((e) => e.name === 'FunctionCall' && e.ts + e.dur >= click.ts);
    const forced = own.filter((e) => e.name === 'Layout' && e.ts >= click.ts
        && calls.some((c) => e.ts >= c.ts && e.ts + e.dur <= c.ts + c.dur));
    const forcedAt = new Map();
    for (const e of forced) {
        const top = e.args?.beginData?.stackTrace?.[0];
        const call = calls.find((c) => e.ts >= c.ts && e.ts + e.dur <= c.ts + c.dur).args?.data;
        const key = top ? `${top.functionName}@${top.url.split('/').pop()}:${top.lineNumber}`
            : `in ${call?.functionName || 'a script'}@${(call?.url || '').split('/').pop()}:${call?.lineNumber}`;
        forcedAt.set(key, (forcedAt.get(key) || 0) + e.dur / 1000);
    }
    const byWall = tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
    const byClock = tasks.reduce((a, b) => ((b.tdur ?? b.dur) > (a.tdur ?? a.dur) ? b : a));
    const sorted = tasks.map((e) => (e.tdur ?? e.dur) / 1000).sort((a, b) => a - b);
    // The frames: the tasks that ran animation frame callbacks (playback's drawing).
    const fired = own.filter((e) => e.name === 'FireAnimationFrame');
    const frames = tasks.filter((t) => fired.some((e) => e.ts >= t.ts && e.ts <= t.ts + t.dur))
        .map((e) => (e.tdur ?? e.dur) / 1000).sort((a, b) => a - b);
    console.log(`run ${r + 1}: ${tasks.length} tasks; longest wall ${(byWall.dur / 1000).toFixed(1)} ms `
        + `(${breakdown(byWall)}); longest on the thread's clock ${((byClock.tdur ?? byClock.dur) / 1000).toFixed(1)} ms `
        + `(${breakdown(byClock)}); 99th percentile on the clock ${sorted[Math.floor(sorted.length * 0.99)].toFixed(1)} ms; `
        + `${frames.length} frames, their median on the clock ${frames[Math.floor(frames.length / 2)].toFixed(1)} ms; `
        + `forced layouts ${forced.length} (${[...forcedAt].map(([k, v]) => `${k} ${v.toFixed(1)} ms`).join(', ') || 'none'})`);
    if (profile) {
        const inside = (task) => {
            const total = new Map();
            for (const e of own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur))
                total.set(e.name, (total.get(e.name) || 0) + e.dur);
            return [...total].sort((a, b) => b[1] - a[1]).slice(0, 10)
                .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join(', ');
        };
        const first = tasks[0].ts;
        const last = tasks[tasks.length - 1].ts;
        const top = [...tasks].sort((a, b) => (b.tdur ?? b.dur) - (a.tdur ?? a.dur)).slice(0, 5);
        for (const task of top.includes(byWall) ? top : [...top, byWall])
            console.log(`  task at ${((task.ts - first) / 1000).toFixed(0)} ms of ${((last - first) / 1000).toFixed(0)}: `
                + `${((task.tdur ?? task.dur) / 1000).toFixed(1)} ms clock, ${(task.dur / 1000).toFixed(1)} wall; `
                + `events (nested ones counted again) ${inside(task)}\n    script (self ms) ${topFunctions(trace, main, task)}`);
        console.log(`  elements: ${await page.evaluate(() => ['*', '#log *', '#call-stack *', '#code *']
            .map((selector) => `${selector} ${document.querySelectorAll(selector).length}`).join(', '))}`);
    }
    await page.close();
}
await browser.close();

// The functions that the V8 profiler's samples (ProfileChunk events of the thread) found
// running during `task`, by self time, the longest first.
function topFunctions(trace, thread, task) {
    const nodes = new Map();
    const self = new Map();
    // A profile per thread (its Profile event on that thread), its chunks from the profiler's.
    const starts = new Map(trace.traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid
        && e.name === 'Profile').map((e) => [e.id, e.args.data.startTime]));
    const chunks = trace.traceEvents.filter((e) => e.pid === thread.pid && e.name === 'ProfileChunk' && starts.has(e.id));
    const clock = new Map();
    for (const chunk of chunks) {
        const data = chunk.args.data;
        for (const node of data.cpuProfile?.nodes || [])
            nodes.set(`${chunk.id}:${node.id}`, node.callFrame);
        let time = clock.get(chunk.id) ?? starts.get(chunk.id) ?? 0;
        const samples = data.cpuProfile?.samples || [];
        samples.forEach((sample, k) => {
            const at = time + data.timeDeltas[k];
            const next = k + 1 < samples.length ? at + data.timeDeltas[k + 1] : at;
            time = at;
            if (at < task.ts || at > task.ts + task.dur)
                return;
            const frame = nodes.get(`${chunk.id}:${sample}`);
            const name = frame ? `${frame.functionName || '(anonymous)'}@${(frame.url || '').split('/').pop()}:${frame.lineNumber}` : '?';
            self.set(name, (self.get(name) || 0) + (next - at));
        });
        clock.set(chunk.id, time);
    }
    return [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join(', ') || 'no samples';
}
