// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Real students of a live class: three headless Chromium pages (puppeteer-core, Debian's
// chromium; two laptops and a 390 x 844 phone) open the class's address as a phone's
// camera would, join with the join code and follow the lecturer. tst_classroom runs it with
// the class's address and drives the lecturer; the two talk in lines:
//   workbench -> here: "step K"              every page shows the lecturer's step K
//                      "cell K R C R2 C2"    question at step K: laptop 1 and the phone click
//                                            (R, C), laptop 2 clicks (R2, C2) on the map
//                      "move K M M2"         question at step K: the move buttons M, M2 likewise
//                      "reveal V V2 V3"      each page shows its verdict (right, wrong, ...)
//                      "mark"                each page keeps a mark (gone if it is loaded again)
//                      "map K FILE"          every page shows step K of the map in FILE (the
//                                            lecturer's other settings and pits), unloaded:
//                                            the mark, the join and the last verdict kept
//   here -> workbench: "ready", "followed K", "answered K" (every answer counted, as the
//                      workbench told each page), "revealed", "marked", "kept K", then exit 0.
// Every wait is for a condition on the page, with a time limit; a failure exits 1 with why.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

import puppeteer from 'puppeteer-core';

const address = process.argv[2];
const Limit = { timeout: 30000 };
const Laptop = { width: 1366, height: 768 };
const Phone = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const problems = [];

const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
});
async function fail(why) {
    console.log(`failed: ${why}`);
    await browser.close().catch(() => {});
    process.exit(1);
}
process.on('unhandledRejection', (error) => fail(error?.stack || String(error)));

// Each student in a browser context of its own: its own storage, so its own token.
async function student(name, viewport) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(viewport);
    page.on('console', (message) => message.type() === 'error' && problems.push(`${name} console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`${name} page: ${error.message}`));
    await page.goto(address);
    await page.waitForFunction(() => document.body.dataset.class === 'joined'
        && document.body.dataset.state === 'ready', Limit);
    return { name, page, phone: viewport === Phone };
}
const students = await Promise.all([student('laptop1', Laptop), student('laptop2', Laptop), student('phone', Phone)]);
const [first, , phone] = students;
const strings = await first.page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).strings);
const cols = await first.page.evaluate(() => JSON.parse(document.getElementById('lesson-data').textContent).cols);
console.log('ready');

const atStep = (s, step) => s.page.waitForFunction((k) => document.body.dataset.step === k
    && document.body.dataset.state === 'ready' && document.body.dataset.following !== 'false', Limit, String(step));
const asked = (s, step) => Promise.all([atStep(s, step),
    s.page.waitForFunction(() => document.body.dataset.classQuestion !== undefined
        && !document.getElementById('question').hidden && document.body.dataset.classAnswer === undefined
        && document.getElementById('question-choices').childElementCount > 0, Limit)]);
// The answer sent and counted: the workbench said it received it, and the page says so.
async function sent(s) {
    await s.page.waitForFunction(() => document.body.dataset.classAnswer !== undefined
        && document.body.dataset.classReceived === document.body.dataset.classQuestion, Limit);
    const feedback = await s.page.$eval('#question-feedback', (f) => f.textContent);
    if (!feedback.endsWith(strings.class.received.split('%1')[1]))
        problems.push(`${s.name} says "${feedback}" once its answer counted`);
}

// A click (a tap on the phone) on the middle of cell (row, col) of the map.
async function pickCell(s, row, col) {
    await s.page.evaluate(() => document.getElementById('map').scrollIntoView({ block: 'center' }));
    const box = await s.page.$eval('#map', (c) => { const r = c.getBoundingClientRect(); return [r.left, r.top, r.width]; });
    const cell = box[2] / cols;
    const x = box[0] + (col + 0.5) * cell;
    const y = box[1] + (row + 0.5) * cell;
    if (s.phone)
        await s.page.touchscreen.tap(x, y);
    else
        await s.page.mouse.click(x, y);
}
// The move button of kind `move` in the question's choices, by its words.
async function pickMove(s, move) {
    const label = strings.moves.find((m) => m.kind === move).label;
    const buttons = await s.page.$$('#question-choices button');
    for (const button of buttons) {
        if (await button.evaluate((b) => b.textContent) === label) {
            await (s.phone ? button.tap() : button.click());
            return;
        }
    }
    await fail(`${s.name}: no button "${label}"`);
}

const verdictWords = { right: strings.right, alternative: strings.right, wrong: strings.wrong };
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
    const [command, ...args] = line.trim().split(/\s+/);
    if (command === 'step') {
        await Promise.all(students.map((s) => atStep(s, args[0])));
        console.log(`followed ${args[0]}`);
    } else if (command === 'cell' || command === 'move') {
        const step = args[0];
        await Promise.all(students.map((s) => asked(s, step)));
        // While the lecturer's question waits for an answer, the Call Stack does not give it:
        // its candidates are "shown once the question is answered" (the stack as it is drawn
        // with the question open, then once answered; "hidden K" when there were candidates).
        const stack = (s) => s.page.evaluate(() => {
            document.getElementById('stack-panel').open = true;
            return new Promise((resolve) => setTimeout(() => resolve(document.getElementById('call-stack').textContent), 1500));
        });
        const open = await Promise.all(students.map(stack));
        const picks = command === 'cell'
            ? [[Number(args[1]), Number(args[2])], [Number(args[3]), Number(args[4])], [Number(args[1]), Number(args[2])]]
            : [Number(args[1]), Number(args[2]), Number(args[1])];
        for (const [k, s] of students.entries()) {
            await (command === 'cell' ? pickCell(s, ...picks[k]) : pickMove(s, picks[k]));
            await sent(s);
        }
        const answered = await Promise.all(students.map(stack));
        for (const [k, s] of students.entries()) {
            if (/to try/.test(open[k]))
                problems.push(`${s.name}'s Call Stack shows the candidates while the question is open: ${open[k]}`);
            if (/to try/.test(answered[k]) && !/shown once the question is answered/.test(open[k]))
                problems.push(`${s.name}'s Call Stack did not say its candidates wait: ${open[k]}`);
            if (/shown once the question is answered/.test(answered[k]))
                problems.push(`${s.name}'s Call Stack stays hidden after the answer`);
        }
        if (answered.every((text) => /to try/.test(text)))
            console.log(`hidden ${step}`);
        console.log(`answered ${step}`);
    } else if (command === 'reveal') {
        for (const [k, s] of students.entries()) {
            await s.page.waitForFunction((v) => document.body.dataset.verdict === v, Limit, args[k]);
            const feedback = await s.page.$eval('#question-feedback', (f) => f.textContent);
            if (!feedback.includes(verdictWords[args[k]]))
                problems.push(`${s.name} says "${feedback}" for ${args[k]}`);
        }
        console.log('revealed');
    } else if (command === 'mark') {
        await Promise.all(students.map((s) => s.page.evaluate(() => { window.mapgenClassMark = true; })));
        console.log('marked');
    } else if (command === 'map') {
        const [step, file] = args;
        const map = readFileSync(file, 'utf8');
        await Promise.all(students.map(async (s) => {
            const verdict = await s.page.evaluate(() => document.body.dataset.verdict);
            await s.page.waitForFunction((k, text) => document.body.dataset.step === k
                && document.body.dataset.state === 'ready' && document.body.dataset.map === text, Limit, step, map);
            const kept = await s.page.evaluate(() => ({
                mark: window.mapgenClassMark === true,
                joined: document.body.dataset.class === 'joined',
                verdict: document.body.dataset.verdict,
                shown: !document.getElementById('question').hidden,
            }));
            if (!kept.mark)
                problems.push(`${s.name} loaded the page again`);
            if (!kept.joined || kept.verdict !== verdict || !kept.shown)
                problems.push(`${s.name} after the new map: ${JSON.stringify(kept)}, verdict before ${verdict}`);
        }));
        console.log(`kept ${step}`);
    } else if (command === 'quit') {
        break;
    }
}
const width = await phone.page.evaluate(() => document.scrollingElement.scrollWidth);
if (width > Phone.width)
    problems.push(`the phone's page is ${width} px wide`);
await browser.close();
if (problems.length)
    await fail(problems.join('; '));
process.exit(0);
