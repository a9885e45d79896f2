// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The web lesson's figures (docs/performance.md), not a test: the WebAssembly builds under
// node against the native CLI, navigation to the first drawn map in headless Chromium, the
// longest frame's script time at speed 10, the size of the exported demo lesson and of its
// learning-platform package. The package's size and the module's are written into the docs
// that quote them (between `<!-- figure:NAME -->` and `<!-- /figure -->`), so they cannot
// drift; scripts/doc-figures.sh writes the lesson's (and the other exports').
// Run by scripts/web-figures.sh, which passes MAPGEN, MAPGEN_WEB_MODULE and a work folder.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

import { bindCore } from '../../../resources/web/js/corebinding.js';

const { MAPGEN: mapgen, MAPGEN_WEB_MODULE: modulePath, WORK: work } = process.env;
const runs = Number(process.env.RUNS || 5);
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8', maxBuffer: 1 << 30 });

globalThis.require = createRequire(import.meta.url);
globalThis.__dirname = new URL('.', pathToFileURL(modulePath)).pathname;
const api = bindCore(await (await import(pathToFileURL(modulePath).href)).default());

function compare(label, world, cli) {
    const wasm = [];
    const native = [];
    for (let i = 0; i < runs; ++i) {
        const start = performance.now();
        api.build(world);
        wasm.push(performance.now() - start);
        native.push(Number(/build_us=(\d+)/.exec(run(...cli, '--stats'))[1]) / 1000);
    }
    const [w, n] = [median(wasm), median(native)];
    console.log(`${label}: wasm ${w.toFixed(1)} ms, native ${n.toFixed(1)} ms, ratio ${(w / n).toFixed(2)} (medians of ${runs})`);
}

const empty = (rows, cols) => new Uint8Array(rows * cols);
compare('island 500x500, 5,000,001 steps', {
    mode: 'island', rows: 500, cols: 500, seed: '1', pits: empty(500, 500), tiles: [],
    islands: { count: 8, min: 2000, max: 20000, rule: '6b', randomize: true, stepLimit: 5000000 },
}, ['island', '--rows', '500', '--cols', '500', '--islands', '8', '--min', '2000', '--max', '20000', '--rule', '6b',
    '--seed', '1', '--step-limit', '5000000']);
compare('dungeon 1000x1000, seed 7', {
    mode: 'dungeon', rows: 1000, cols: 1000, seed: '7', pits: empty(1000, 1000), tiles: [255, 6, 132],
    islands: { count: 3, min: 4, max: 12, rule: '6b', randomize: true, stepLimit: 150000 },
}, ['dungeon', '--rows', '1000', '--cols', '1000', '--seed', '7']);

const demo = join(work, 'demo.html');
run('island', new URL('../../../resources/scenarios/demo.mapgen.json', import.meta.url).pathname, '--export', demo);
const longFile = join(work, 'long.json');
const long = JSON.parse(readFileSync(new URL('../../data/island-too-complex.json', import.meta.url), 'utf8'));
long.islands.stepLimit = 150000;
writeFileSync(longFile, JSON.stringify(long));
const longLesson = join(work, 'long.html');
run('island', longFile, '--export', longLesson);
// The figure NAME, wherever a doc quotes it, becomes `value`.
function writeFigure(name, value, docs) {
    for (const doc of docs) {
        const file = new URL(`../../../${doc}`, import.meta.url);
        const text = readFileSync(file, 'utf8');
        const written = text.replace(new RegExp(`(<!-- figure:${name} -->)[^<]*(<!-- /figure -->)`, 'g'), `$1${value}$2`);
        if (written !== text)
            writeFileSync(file, written);
    }
}
const bytes = (file) => `${statSync(file).size.toLocaleString('en-US')} bytes`;
console.log(`exported demo lesson: ${bytes(demo)}; the 150,001-step lesson: ${run('island', longFile, '--stats').trim()}`);
// The WebAssembly module and its loader, one file embedded in every lesson.
writeFigure('module', `${Math.round(statSync(modulePath).size / 1000)} kB`, ['docs/performance.md']);
const demoZip = join(work, 'demo.zip');
run('island', new URL('../../../resources/scenarios/demo.mapgen.json', import.meta.url).pathname, '--export', demoZip);
console.log(`learning-platform package of the demo lesson: ${bytes(demoZip)}`);
writeFigure('package', bytes(demoZip), ['docs/learning-platforms.md', 'docs/performance.md']);

const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
for (const [label, file] of [['demo', demo], ['150,001-step', longLesson]]) {
    const times = [];
    for (let i = 0; i < runs; ++i) {
        const page = await browser.newPage();
        await page.goto(pathToFileURL(file).href);
        await page.waitForFunction(() => performance.getEntriesByName('mapgen-first-map').length > 0);
        times.push(await page.evaluate(() => performance.getEntriesByName('mapgen-first-map')[0].startTime));
        await page.close();
    }
    console.log(`${label} lesson, navigation to first drawn map: ${median(times).toFixed(0)} ms (median of ${runs})`);
}
const page = await browser.newPage();
await page.goto(pathToFileURL(longLesson).href);
await page.waitForSelector('body[data-state="ready"]');
await page.$eval('#speed', (speed) => { speed.value = '10'; speed.dispatchEvent(new Event('input')); });
await page.tracing.start({ categories: ['devtools.timeline'] });
await page.keyboard.press('Space');
await new Promise((resolve) => setTimeout(resolve, 5000));
const trace = JSON.parse(await page.tracing.stop());
// The page's own thread: the build worker's tasks run beside it and hold up no frame.
const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const frames = trace.traceEvents.filter((e) => e.dur && e.pid === main.pid && e.tid === main.tid
    && (e.name === 'FireAnimationFrame' || e.name === 'FunctionCall' || e.name === 'EventDispatch'));
const durations = frames.map((e) => e.dur / 1000).sort((a, b) => a - b);
const longest = durations[durations.length - 1];
const p99 = durations[Math.floor(durations.length * 0.99)];
console.log(`speed 10, 150,001-step lesson: longest script task in 5 s of playback ${longest.toFixed(1)} ms `
    + `(99th percentile ${p99.toFixed(1)} ms) over ${frames.length} tasks`);
await browser.close();
