// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson text of the web lesson is written for the page (views/lessontext.cpp, its page
// version): in English, Polish and Arabic, for every lesson (Stage 3, 6a, 6b, the dungeon), it
// names no control that only the workbench has (F5, a menu path, the right mouse button, the
// Tile Inspector, a dock, Reset, the crimson path), and every control it names by its label
// (in the language's quotation marks) is a button, check box, field, panel or choice the page
// shows with that label. In headless Chromium (puppeteer-core, Debian's chromium); MAPGEN
// names the mapgen binary.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

const data = new URL('../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const work = mkdtempSync(join(tmpdir(), 'mapgen-lessontext-'));
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });

// Each lesson text: the scenario that gets it.
const Lessons = {
    stage3: ['island', 'island-dead-end.json'],
    '6a': ['island', 'island-6a-basic.json'],
    '6b': ['island', 'island-6b-basic.json'],
    dungeon: ['dungeon', 'dungeon-basic.json'],
};
const Languages = ['en', 'pl', 'ar'];

// What only the workbench has, as its lesson text names it in each language
// (translations/mapgen_*.ts): keys, menu paths, the mouse's right button, the docks and
// inspectors, Reset and Clear, the path drawn when a dungeon is done, the dashed queue frame.
const WorkbenchOnly = {
    en: [/F5/, /▸/, /right button/i, /Tile Inspector/i, /Cell Inspector/i, /\bdocks?\b/i, /\bReset\b/, /Edit\b/,
        /crimson/i, /dashed/i],
    pl: [/F5/, /▸/, /prawym/i, /Inspektor płytek/i, /(?<!\p{L})dok(u|i|ach|iem|ów)?(?!\p{L})/iu, /Resetuj/, /Karmazynow/i, /przerywan/i],
    ar: [/F5/, /▸/, /بالزر الأيمن/, /فاحص البلاطات/, /إعادة الضبط/, /القرمزي/, /متقطع/],
};
// A control's name in the lesson text: in the language's quotation marks (LessonText::named).
const Quoted = /“([^”]+)”|„([^”“]+)[”“]|«\s?([^»]+?)\s?»/g;

let browser;
before(async () => {
    for (const [name, [mode, file]] of Object.entries(Lessons)) {
        for (const language of Languages)
            run(mode, join(data, file), '--export', join(work, `${name}-${language}.html`), '--language', language);
    }
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
    });
});
after(async () => browser && browser.close());

// The lesson text and every label the page shows: buttons, labels of fields and check boxes,
// choices, panel headings and summaries, after the page has set its words.
async function pageOf(file) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1366, height: 768 });
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => document.body.dataset.state === 'ready', { timeout: 20000 });
    const found = await page.evaluate(() => {
        const labels = new Set();
        const add = (text) => text && labels.add(text.replace(/\s+/g, ' ').trim());
        for (const element of document.querySelectorAll('button, label span, label, option, summary, h2, legend'))
            add(element.textContent);
        for (const element of document.querySelectorAll('[aria-label]'))
            add(element.getAttribute('aria-label'));
        return { text: document.getElementById('lesson-text').textContent, labels: [...labels] };
    });
    await page.close();
    assert.deepEqual(problems, []);
    return found;
}

for (const language of Languages) {
    test(`the page's lesson texts in ${language} name only the page's controls`, async () => {
        for (const name of Object.keys(Lessons)) {
            const { text, labels } = await pageOf(join(work, `${name}-${language}.html`));
            assert.ok(text.length > 1500, `${name}: a whole lesson text (${text.length} characters)`);
            for (const pattern of WorkbenchOnly[language])
                assert.doesNotMatch(text, pattern, `${name} (${language}) names a workbench-only control`);
            const named = [...text.matchAll(Quoted)].map((m) => (m[1] || m[2] || m[3]).trim());
            // Start, Play, the Code panel, Copy link...: every lesson names at least these.
            assert.ok(named.length >= 15, `${name} (${language}): ${named.length} controls named`);
            for (const control of named)
                assert.ok(labels.includes(control), `${name} (${language}): "${control}" is no label on the page`);
        }
    });
}

test('in Arabic the arrow keys are named as they step in the mirrored page', async () => {
    const { text } = await pageOf(join(work, '6b-ar.html'));
    // keyboard.js: in a right-to-left page Left steps forwards; the text says so.
    assert.match(text, /السهم الأيسر/);
    assert.match(text, /، /, 'Arabic commas');
    assert.doesNotMatch(text, /(?!\p{Nd})\p{Script=Arabic}, /u, "no Latin comma after an Arabic word (the log's cells, as (٣, ١٥), keep theirs)");
});
