// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The learning-platform package (export.md, `.zip`) in a real SCORM 1.2 run-time: npm's
// scorm-again (pinned in package-lock.json) as the platform, in a host page served over
// http://127.0.0.1 (a file:// frame would be another origin and find no API) that holds
// `window.API = new Scorm12API(...)` and the package's index.html in an iframe. The test
// answers right and wrong, plays You Are the Algorithm on the page (right cells, a wrong one, a
// hint), checks every value the run-time stored and that no call failed, then resumes a second
// attempt from the stored suspend_data on the board where the student left it. SCORM 1.2's lengths are checked here: scorm-again does
// not enforce them. MAPGEN names the mapgen binary; screenshots go to MAPGEN_SHOTS.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { after, before, test } from 'node:test';

import puppeteer from 'puppeteer-core';

import { decodeSuspendData, encodeSuspendData, MaxSuspendData, timespan } from '../../resources/web/js/scorm.js';
import { encodePits } from '../../resources/web/js/fragment.js';

const data = new URL('../data/', import.meta.url).pathname;
const root = new URL('../../', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(root, 'build/app/mapgen');
const work = mkdtempSync(join(tmpdir(), 'mapgen-scorm-'));
const shots = process.env.MAPGEN_SHOTS || work;
mkdirSync(shots, { recursive: true });
const run = (...args) => execFileSync(mapgen, args, { encoding: 'utf8' });

// A figure a doc quotes between `<!-- figure:NAME -->` and `<!-- /figure -->`, as a number.
function quoted(doc, name) {
    const text = readFileSync(join(root, doc), 'utf8');
    const figure = new RegExp(`<!-- figure:${name} -->([\\d,]+)[^<]*<!-- /figure -->`).exec(text);
    assert.ok(figure, `${doc} quotes ${name}`);
    return Number(figure[1].replace(/,/g, ''));
}

// The lesson: two questions (the first answered right, the second wrong) and You Are the
// Algorithm, pass mark 50.
const scenario = JSON.parse(readFileSync(join(data, 'island-6a-basic.json'), 'utf8'));
scenario.title = 'Week 3: <islands> & "rules"';
scenario.questions = [{ after: 3, ask: 'next-move' }, { after: 6, ask: 'next-move' }];
scenario.assignment = { questions: true, construct: true, pass: 50 };
const scenarioFile = join(work, 'graded.mapgen.json');
writeFileSync(scenarioFile, JSON.stringify(scenario));
const answers = run('island', scenarioFile, '--answers').trim().split('\n')
    .map((line) => line.replace(/^after \d+: next-move /, ''));
// You Are the Algorithm's moves, the trace's lines: a cell clicked or a move button's kind.
const moves = run('island', scenarioFile, '--trace').split('\n').filter(Boolean).map((line) => {
    const cell = /\((\d+), ?(\d+)\)/.exec(line);
    if (line.startsWith('>'))
        return { cell: [Number(cell[1]), Number(cell[2])] };
    const kind = [['+ Island', 3], ['! Island', 4], ['-- All done', 5], ['X BACKTRACK', 2], ['! TOO', 6]]
        .find(([prefix]) => line.startsWith(prefix));
    assert.ok(kind, `a move for "${line}"`);
    return { kind: kind[1] };
});
const Labels = { SEED: 'Seed', ADD: 'Add', BACKTRACK: 'Backtrack', COMPLETE: 'Island complete',
    FAILED: 'Island failed', DONE: 'All done', 'TOO COMPLEX': 'Too complex' };

// The host: the platform's page, scorm-again's ES module, the unzipped package.
const Host = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Platform</title><link rel="icon" href="data:,">
<style>body { margin: 0; font: 14px sans-serif; } header { padding: 6px 12px; background: #e8eef5; }
iframe { width: 100%; height: calc(100vh - 32px); border: 0; }</style></head>
<body><header>Course: Algorithms 1 · Activity: graded map lesson (SCORM 1.2)</header>
<script type="module">
import { Scorm12API } from '/scorm-again/scorm12.js';
const api = new Scorm12API({ logLevel: 5, autocommit: false });
const initial = JSON.parse(decodeURIComponent(location.hash.slice(1) || '%7B%7D'));
if (initial.suspend_data !== undefined)
    api.loadFromJSON({ core: { entry: 'resume', lesson_status: initial.lesson_status },
        suspend_data: initial.suspend_data, interactions: initial.interactions });
// Every call, its result and the error code after it.
window.calls = [];
const lastError = api.LMSGetLastError.bind(api);
for (const name of ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit']) {
    const real = api[name].bind(api);
    api[name] = (...args) => {
        const result = real(...args);
        window.calls.push({ name, args, result: String(result), error: String(lastError()), at: Date.now() });
        return result;
    };
}
// A platform whose LMSGetValue throws, or an API object with no function at all.
if (initial.api === 'throws') {
    api.LMSGetValue = (...args) => {
        window.calls.push({ name: 'LMSGetValue', args, result: 'threw', error: '0', at: Date.now() });
        throw new Error('the platform is down');
    };
}
window.API = initial.api === 'empty' ? {} : api;
const frame = document.createElement('iframe');
frame.src = initial.lesson ?? '/lesson/index.html';
frame.title = 'lesson';
document.body.append(frame);
</script></body></html>`;

const Types = { '.html': 'text/html', '.js': 'text/javascript', '.xml': 'application/xml' };
// Three questions and You Are the Algorithm, pass mark 60: the student of the grade that
// must never fall.
const three = { ...scenario, title: 'Three questions', assignment: { questions: true, construct: true, pass: 60 },
    questions: [{ after: 3, ask: 'next-move' }, { after: 6, ask: 'next-move' }, { after: 9, ask: 'next-move' }] };
const threeFile = join(work, 'three.mapgen.json');
writeFileSync(threeFile, JSON.stringify(three));
const threeAnswers = run('island', threeFile, '--answers').trim().split('\n')
    .map((line) => line.replace(/^after \d+: next-move /, ''));
// The first lesson's questions alone, pass mark 50.
const quiz = { ...scenario, assignment: { questions: true, construct: false, pass: 50 } };
const quizFile = join(work, 'quiz.mapgen.json');
writeFileSync(quizFile, JSON.stringify(quiz));
let server;
let origin;
let browser;
const lessonDir = join(work, 'lesson');
// A dungeon graded by You Are the Algorithm alone, without a pass mark.
const dungeonDir = join(work, 'dungeon');
before(async () => {
    const zip = join(work, 'graded.zip');
    run('island', scenarioFile, '--export', zip);
    mkdirSync(lessonDir);
    execFileSync('unzip', ['-q', zip, '-d', lessonDir]);
    const dungeon = JSON.parse(readFileSync(join(data, 'dungeon-pits.json'), 'utf8'));
    dungeon.assignment = { questions: false, construct: true };
    writeFileSync(join(work, 'dungeon.mapgen.json'), JSON.stringify(dungeon));
    run('dungeon', join(work, 'dungeon.mapgen.json'), '--export', join(work, 'dungeon.zip'));
    mkdirSync(dungeonDir);
    execFileSync('unzip', ['-q', join(work, 'dungeon.zip'), '-d', dungeonDir]);
    const packages = { lesson: lessonDir, dungeon: dungeonDir };
    for (const [name, file] of [['three', threeFile], ['quiz', quizFile]]) {
        run('island', file, '--export', join(work, `${name}.zip`));
        packages[name] = join(work, name);
        mkdirSync(packages[name]);
        execFileSync('unzip', ['-q', join(work, `${name}.zip`), '-d', packages[name]]);
    }
    packages['scorm-again'] = join(root, 'node_modules/scorm-again/dist/esm');
    server = createServer((request, response) => {
        const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
        const [, top, rest] = /^\/([\w-]+)\/(.*)$/.exec(path) ?? [];
        const file = path === '/host.html' ? null
            : Object.hasOwn(packages, top ?? '') ? join(packages[top], rest) : '';
        if (file === null) {
            response.writeHead(200, { 'content-type': 'text/html' });
            response.end(Host);
        } else if (file && existsSync(file) && statSync(file).isFile()) {
            response.writeHead(200, { 'content-type': Types[extname(file)] || 'application/octet-stream' });
            createReadStream(file).pipe(response);
        } else {
            response.writeHead(404);
            response.end();
        }
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
    });
});
after(async () => {
    if (browser)
        await browser.close();
    if (server)
        server.close();
});

const lessonFrame = async (page) => {
    const handle = await page.waitForSelector('iframe', { timeout: 20000 });
    const frame = await handle.contentFrame();
    await frame.waitForFunction(() => document.body.dataset.state === 'ready' && document.body.dataset.map !== undefined,
        { timeout: 20000 });
    return frame;
};

async function openHost(initial = {}) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    await page.goto(`${origin}/host.html#${encodeURIComponent(JSON.stringify(initial))}`);
    return { page, problems, frame: await lessonFrame(page) };
}

// Plays from where the lesson is until the next question, and answers it with `label`.
async function answerNext(frame, label) {
    await frame.$eval('#speed', (speed) => {
        speed.value = '1';
        speed.dispatchEvent(new Event('input'));
    });
    await frame.click('#play');
    await frame.waitForSelector('#question:not([hidden]) #question-choices button', { timeout: 20000 });
    const before = await frame.evaluate(() => document.body.dataset.score ?? '');
    for (const button of await frame.$$('#question-choices button')) {
        if (await button.evaluate((b) => b.textContent) === label) {
            await button.click();
            break;
        }
    }
    await frame.waitForFunction((was) => (document.body.dataset.score ?? '') !== was, { timeout: 20000 }, before);
}

// A click on the map's cell (row, col) of a lesson `cols` cells wide, once the map's size has
// settled (two frames without a change: a viewport just changed lays the map out anew).
async function makeCell(frame, row, col, cols) {
    const map = await frame.$('#map');
    const width = await map.evaluate((canvas) => new Promise((resolve) => {
        const measure = () => canvas.getBoundingClientRect().width;
        const settle = (last, still) => requestAnimationFrame(() => {
            const now = measure();
            if (now === last && still)
                resolve(now);
            else
                settle(now, now === last);
        });
        settle(measure(), false);
    }));
    const cell = width / cols;
    await map.click({ offset: { x: (col + 0.5) * cell, y: (row + 0.5) * cell } });
}

// A move of You Are the Algorithm as the student makes it (a click on the cell, or the move's
// button), once the page has taken it; the verdict shown.
async function makeMove(frame, move) {
    const before = await frame.$eval('#construct-counts', (c) => c.textContent);
    if (move.cell) {
        await makeCell(frame, move.cell[0], move.cell[1], scenario.cols);
    } else {
        await frame.click(`#construct-moves button[data-move="${move.kind}"]`);
    }
    await frame.waitForFunction((b) => (document.getElementById('construct-counts').textContent !== b
        || document.body.dataset.construct !== 'on') && document.body.dataset.state === 'ready',
    { timeout: 20000 }, before);
    return frame.$eval('#construct-verdict', (v) => v.dataset.verdict || '');
}

// What the student sees of the board and of You Are the Algorithm.
const board = (frame) => frame.evaluate(() => ({
    step: document.body.dataset.step, map: document.body.dataset.map, construct: document.body.dataset.construct,
    counts: document.getElementById('construct-counts').textContent,
    prompt: document.getElementById('construct-prompt').textContent,
    score: document.getElementById('score').textContent, answered: document.body.dataset.score,
    grade: document.getElementById('grade').hidden ? '' : document.getElementById('grade').textContent,
}));

// The reports queued by the lesson are done when its platform partner has nothing pending.
const settled = (frame) => frame.evaluate(() => window.mapgenPlatform.reporting.then(() => true));

const stored = (page) => page.evaluate(() => ({ cmi: JSON.parse(JSON.stringify(window.API.renderCommitCMI(true))),
    calls: window.calls }));

// Every call returned what it should, with error code "0"; SCORM 1.2's lengths kept.
function checkCalls(calls) {
    for (const call of calls) {
        assert.equal(call.error, '0', `${call.name}(${call.args.join(', ')}) left error ${call.error}`);
        if (call.name !== 'LMSGetValue')
            assert.equal(call.result, 'true', `${call.name}(${call.args.join(', ')}) returned ${call.result}`);
        if (call.name === 'LMSSetValue') {
            const [element, value] = call.args;
            if (element === 'cmi.suspend_data')
                assert.ok(value.length <= 4096, `suspend_data of ${value.length} characters`);
            else if (/student_response|pattern$/.test(element))
                assert.ok(value.length <= 255, `${element} of ${value.length} characters`);
            else if (/\.id$/.test(element))
                assert.match(value, /^[\x21-\x7e]{1,255}$/, element);
            else if (/latency|session_time/.test(element))
                assert.match(value, /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/, element);
            else if (/^cmi\.core\.score\./.test(element))
                assert.ok(/^\d{1,3}(\.\d+)?$/.test(value) && Number(value) <= 100, `${element}=${value}`);
            else if (element === 'cmi.core.lesson_status')
                assert.ok(['passed', 'completed', 'failed', 'incomplete'].includes(value), value);
            else if (element === 'cmi.core.exit')
                assert.ok(['', 'suspend'].includes(value), value);
            else if (/\.type$/.test(element))
                assert.ok(['fill-in', 'performance', 'choice'].includes(value), `${element}=${value}`);
            else if (/\.result$/.test(element))
                assert.ok(['correct', 'wrong', 'neutral'].includes(value), `${element}=${value}`);
            else if (/\.time$/.test(element))
                assert.match(value, /^\d{2}:\d{2}:\d{2}$/, element);
            else
                assert.ok(value.length <= 255, `${element} of ${value.length} characters`);
        }
    }
}

// Every grade the lesson sent, in order.
const scoresSent = (calls) => calls.filter((c) => c.name === 'LMSSetValue' && c.args[0] === 'cmi.core.score.raw')
    .map((c) => Number(c.args[1]));
const statusesSent = (calls) => calls.filter((c) => c.name === 'LMSSetValue' && c.args[0] === 'cmi.core.lesson_status')
    .map((c) => c.args[1]);

// At most one commit a second while the student plays; the page's end commits at once.
function commitsApart(calls) {
    const at = calls.filter((c) => c.name === 'LMSCommit').map((c) => c.at);
    const finish = calls.find((c) => c.name === 'LMSFinish');
    const playing = finish ? at.slice(0, -1) : at;
    assert.ok(at.length >= 1, 'committed');
    for (let i = 1; i < playing.length; ++i)
        assert.ok(playing[i] - playing[i - 1] >= 990, `commits ${playing[i] - playing[i - 1]} ms apart`);
}

// What the lesson shows of the platform: the grade, and the page's notice.
const gradeLine = (frame) => frame.$eval('#grade', (line) => (line.hidden ? '' : line.textContent));
const noticeLine = (frame) => frame.$eval('#notice', (notice) => (notice.hidden ? '' : notice.textContent));

test('suspend data: 64 x 64 with 30 % pits, 20 answers and You Are the Algorithm half done', () => {
    let x = 7;
    const next = () => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return x / 2147483648;
    };
    const base = new Uint8Array(64 * 64);
    const pits = Uint8Array.from(base, () => (next() < 0.3 ? 1 : 0));
    const fragment = `seed=18446744073709551615&step=100000&count=8&min=12&max=40&limit=100000000&rule=6b`
        + `&randomize=0&palette=okabeIto&pits=${encodePits(pits, base)}`;
    const answersGiven = Array.from({ length: 20 }, (_, i) => ({ index: i * 50, verdict: i % 3 ? 'right' : 'wrong',
        given: i % 2 ? '(999, 999) a tile name of sixty characters xxxxxxxxxxxxxxxxxxxxxxxxx 3' : 'TOO COMPLEX' }));
    const text = encodeSuspendData({ fragment, answers: answersGiven,
        construct: { right: 2000000, wrong: 99999, hints: 99999, decisions: 4000000, done: false }, interactions: 20 });
    console.log(`suspend_data for 64 x 64 at 30 %, 20 answers, You Are the Algorithm half done: ${text.length} characters`);
    assert.ok(text.length <= MaxSuspendData, `${text.length} characters`);
    for (const doc of ['docs/learning-platforms.md', 'docs/performance.md'])
        assert.equal(quoted(doc, 'suspend-largest'), text.length, `the figure ${doc} quotes`);
    const read = decodeSuspendData(text);
    assert.equal(read.fragment, fragment);
    assert.deepEqual(read.answers, answersGiven);
    assert.equal(read.construct.done, false);
    assert.equal(decodeSuspendData('not ours'), null);
    assert.equal(decodeSuspendData(''), null);
    assert.equal(timespan(3723456), '01:02:03.46');
    assert.equal(timespan(0), '00:00:00.00');
});

test('a graded attempt in scorm-again, played on the page, then a second that resumes it', async () => {
    const decisions = moves.length;
    assert.ok(decisions > 6, `${decisions} decisions`);
    // ---- First attempt: question 1 right, question 2 wrong, You Are the Algorithm begun.
    const first = await openHost();
    assert.equal(await first.frame.evaluate(() => document.body.dataset.platform), 'found');
    assert.equal(await first.frame.$eval('#platform', (line) => line.hidden), true, 'no line in a platform');
    await answerNext(first.frame, Labels[answers[0]]);
    const wrongLabel = Object.values(Labels).find((label) => label !== Labels[answers[1]]);
    await answerNext(first.frame, wrongLabel);
    assert.equal(await first.frame.evaluate(() => document.body.dataset.score), '1/2');
    // You Are the Algorithm: a right cell, a wrong one, a hint, two right moves.
    await first.frame.click('#construct-toggle');
    await first.frame.waitForFunction(() => document.body.dataset.construct === 'on' && document.body.dataset.step === '0'
        && document.body.dataset.state === 'ready', { timeout: 20000 });
    assert.equal(await makeMove(first.frame, moves[0]), 'right');
    assert.equal(await makeMove(first.frame, { cell: [scenario.rows - 1, scenario.cols - 1] }), 'wrong');
    await first.frame.click('#construct-hint');
    await first.frame.waitForFunction(() => /hints: 1$/.test(document.getElementById('construct-counts').textContent),
        { timeout: 20000 });
    assert.equal(await makeMove(first.frame, moves[1]), 'right');
    assert.equal(await makeMove(first.frame, moves[2]), 'right');
    await settled(first.frame);
    const left = await board(first.frame);
    assert.equal(left.step, '3');
    assert.equal(left.construct, 'on');
    assert.match(left.counts, /^Moves: 4 · right: 3 · wrong: 1 · hints: 1$/);
    assert.match(left.prompt, new RegExp(`^Step 4 of ${decisions}:`));
    // The grade the platform gets, with how it is made: 1 of 2 questions, max(0, 3 - 1 - 1).
    assert.equal(left.grade, `Grade ${Math.floor((50 + 100 / decisions) / 2 + 0.5)}: questions 1 of 2, `
        + `You Are the Algorithm 1 of ${decisions} moves`);
    const at = await first.frame.evaluate(() => ({ ...document.body.dataset }));
    await first.page.screenshot({ path: join(shots, 'scorm-host.png') });
    assert.deepEqual(await first.frame.evaluate(() => window.mapgenPlatform.errors), [], 'the page saw no error');
    // The student leaves: the frame goes, and with it pagehide.
    await first.page.$eval('iframe', (frame) => { frame.src = 'about:blank'; });
    await first.page.waitForFunction(() => window.calls.some((c) => c.name === 'LMSFinish'), { timeout: 20000 });
    const one = await stored(first.page);
    checkCalls(one.calls);
    const core = one.cmi.cmi.core;
    // Questions 1 of 2 = 50; You Are the Algorithm max(0, 3 - 1 - 1) over the build's
    // decisions; their mean, rounded half up.
    const half = (x) => Math.floor(x + 0.5);
    assert.equal(core.score.raw, String(half((50 + 100 * 1 / decisions) / 2)));
    assert.equal(core.score.min, '0');
    assert.equal(core.score.max, '100');
    assert.equal(core.lesson_status, 'incomplete');
    assert.equal(core.exit, 'suspend');
    assert.match(core.session_time, /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
    const interactions = one.cmi.cmi.interactions;
    assert.equal(Object.keys(interactions).length, 2);
    assert.equal(interactions[0].id, 'q0-after3-next-move');
    assert.equal(interactions[0].type, 'fill-in');
    assert.equal(interactions[0].student_response, answers[0]);
    assert.equal(interactions[0].correct_responses[0].pattern, answers[0]);
    assert.equal(interactions[0].result, 'correct');
    assert.match(interactions[0].latency, /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
    assert.equal(interactions[1].id, 'q1-after6-next-move');
    assert.equal(interactions[1].correct_responses[0].pattern, answers[1]);
    assert.notEqual(interactions[1].student_response, answers[1]);
    assert.equal(interactions[1].result, 'wrong');
    const suspend = one.cmi.cmi.suspend_data;
    assert.ok(suspend.length <= 4096);
    assert.deepEqual(decodeSuspendData(suspend).construct,
        { right: 3, wrong: 1, hints: 1, decisions, done: false });
    assert.ok(!suspend.includes('....'), 'the world itself is not in the suspend data');
    console.log(`suspend_data of the graded demo, You Are the Algorithm under way: ${suspend.length} characters`);
    assert.equal(quoted('docs/learning-platforms.md', 'suspend-demo'), suspend.length, 'the figure the doc quotes');
    // The start, the scored events and the page's end: one LMSInitialize, one LMSFinish, and
    // never more than one commit a second while the student plays.
    commitsApart(one.calls);
    assert.equal(scoresSent(one.calls)[0], 0, 'the grade is sent at the start');
    assert.equal(one.calls.filter((c) => c.name === 'LMSInitialize').length, 1);
    assert.equal(one.calls.filter((c) => c.name === 'LMSFinish').length, 1);
    assert.deepEqual(first.problems, []);
    await first.page.close();

    // ---- Second attempt, from what the platform stored: the board where it was, the answers kept.
    // The platform keeps the attempt's interactions as well, as Moodle does.
    const second = await openHost({ suspend_data: suspend, lesson_status: core.lesson_status,
        interactions: one.cmi.cmi.interactions });
    await second.frame.waitForFunction((step) => document.body.dataset.construct === 'on'
        && document.body.dataset.step === step && document.body.dataset.state === 'ready'
        && document.getElementById('construct-prompt').textContent !== '', { timeout: 20000 }, left.step);
    await settled(second.frame);
    const resumed = await board(second.frame);
    assert.deepEqual(resumed, left, 'the same cells placed, step, counts, prompt and score');
    assert.equal(await noticeLine(second.frame), '', 'nothing of an honest attempt is dropped');
    assert.equal(await second.frame.evaluate(() => document.body.dataset.seed), at.seed);
    // The rest of the build, right: the round ends and is reported.
    for (const move of moves.slice(3))
        assert.equal(await makeMove(second.frame, move), 'right');
    await second.frame.waitForFunction(() => document.body.dataset.construct === 'result', { timeout: 20000 });
    assert.equal(await second.frame.$eval('#question', (q) => q.hidden), true, 'answered questions are not asked again');
    await settled(second.frame);
    await second.page.waitForFunction(() => window.calls.some((c) => c.name === 'LMSCommit'), { timeout: 20000 });
    assert.deepEqual(await second.frame.evaluate(() => window.mapgenPlatform.errors), [], 'the page saw no error');
    await second.page.$eval('iframe', (frame) => { frame.src = 'about:blank'; });
    await second.page.waitForFunction(() => window.calls.some((c) => c.name === 'LMSFinish'), { timeout: 20000 });
    const two = await stored(second.page);
    checkCalls(two.calls);
    // You Are the Algorithm: max(0, all - 1 - 1) over the decisions; the mean with 50.
    const played = 100 * (decisions - 2) / decisions;
    assert.equal(two.cmi.cmi.core.score.raw, String(half((50 + played) / 2)));
    assert.equal(two.cmi.cmi.core.lesson_status, 'passed');
    assert.equal(two.cmi.cmi.core.exit, '');
    const yaa = Object.values(two.cmi.cmi.interactions).find((i) => i.id === 'you-are-the-algorithm');
    assert.ok(yaa, 'You Are the Algorithm reported');
    assert.equal(yaa.type, 'performance');
    assert.equal(yaa.student_response, `right=${decisions} wrong=1 hints=1`);
    assert.equal(yaa.correct_responses[0].pattern, `right=${decisions} wrong=0 hints=0`);
    assert.equal(yaa.result, 'correct');
    // Its number follows the first attempt's two: nothing is counted twice.
    assert.equal(Object.keys(two.cmi.cmi.interactions).find((n) => two.cmi.cmi.interactions[n].id
        === 'you-are-the-algorithm'), '2');
    commitsApart(two.calls);
    const worth = half((50 + played) / 2);
    assert.ok(scoresSent(two.calls).every((score) => score <= worth), 'never above what the work is worth');
    assert.deepEqual(second.problems, []);
    await second.page.close();
});

// A dungeon's move as the hint gives it: the ringed cell, then the tile named and its turns.
async function hintedPlace(frame) {
    const before = await frame.evaluate(() => document.body.dataset.step);
    await frame.click('#construct-hint');
    await frame.waitForFunction(() => document.getElementById('map').dataset.ring, { timeout: 20000 });
    const [, name, turns] = /^Hint: (.+) turned (\d) quarter turns? on row \d+, column \d+$/
        .exec(await frame.$eval('#construct-verdict', (v) => v.textContent));
    const [row, col] = (await frame.$eval('#map', (map) => map.dataset.ring)).split(',').map(Number);
    await makeCell(frame, row, col, 16);
    await frame.waitForSelector('#construct-tiles:not([hidden])', { timeout: 20000 });
    const template = await frame.evaluate((n) => JSON.parse(document.getElementById('lesson-data').textContent).tiles
        .findIndex((t) => t.name === n), name);
    await frame.select('#construct-tile', String(template * 4 + Number(turns)));
    await frame.click('#construct-place');
    await frame.waitForFunction((b) => document.body.dataset.step !== b && document.body.dataset.state === 'ready',
        { timeout: 20000 }, before);
}

test('a dungeon round, suspended and resumed on its board', async () => {
    const first = await openHost({ lesson: '/dungeon/index.html' });
    await first.frame.click('#construct-toggle');
    await first.frame.waitForFunction(() => document.body.dataset.construct === 'on' && document.body.dataset.state === 'ready',
        { timeout: 20000 });
    const start = await board(first.frame);
    await hintedPlace(first.frame);
    await hintedPlace(first.frame);
    await settled(first.frame);
    const left = await board(first.frame);
    assert.ok(Number(left.step) > Number(start.step));
    assert.notEqual(left.map, start.map, 'two tiles placed');
    assert.match(left.counts, /^Moves: 2 · right: 2 · wrong: 0 · hints: 2$/);
    const steps = Number(await first.frame.evaluate(() => document.body.dataset.steps));
    await first.page.$eval('iframe', (frame) => { frame.src = 'about:blank'; });
    await first.page.waitForFunction(() => window.calls.some((c) => c.name === 'LMSFinish'), { timeout: 20000 });
    const one = await stored(first.page);
    checkCalls(one.calls);
    const suspend = one.cmi.cmi.suspend_data;
    const round = decodeSuspendData(suspend).construct;
    // The build's decisions: the tiles placed by the student, fewer than its steps.
    assert.ok(round.decisions > 2 && round.decisions < steps, `${round.decisions} decisions in ${steps} steps`);
    assert.deepEqual({ ...round, decisions: 0 }, { right: 2, wrong: 0, hints: 2, decisions: 0, done: false });
    assert.equal(one.cmi.cmi.core.score.raw, '0', 'max(0, 2 - 0 - 2)');
    assert.equal(one.cmi.cmi.core.lesson_status, 'incomplete');
    assert.deepEqual(first.problems, []);
    await first.page.close();

    const second = await openHost({ lesson: '/dungeon/index.html', suspend_data: suspend,
        lesson_status: one.cmi.cmi.core.lesson_status });
    await second.frame.waitForFunction((step) => document.body.dataset.construct === 'on'
        && document.body.dataset.step === step && document.body.dataset.state === 'ready'
        && document.getElementById('construct-prompt').textContent !== '', { timeout: 20000 }, left.step);
    await settled(second.frame);
    assert.deepEqual(await board(second.frame), left, 'the same tiles placed, step, counts and prompt');
    // The next move goes on from there.
    await hintedPlace(second.frame);
    assert.match((await board(second.frame)).counts, /^Moves: 3 · right: 3 · wrong: 0 · hints: 3$/);
    assert.deepEqual(second.problems, []);
    await second.page.close();
});

test('outside a platform: the lesson, and one line that nothing is recorded', async () => {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/lesson/index.html`);
    await page.waitForFunction(() => document.body.dataset.state === 'ready', { timeout: 20000 });
    assert.equal(await page.evaluate(() => document.body.dataset.platform), 'none');
    assert.equal(await page.$eval('#platform', (line) => (line.hidden ? '' : line.textContent)),
        'Nothing is recorded: this lesson is not opened from a learning platform.');
    assert.equal(await page.$eval('#notice', (notice) => notice.hidden), true, 'no other notice');
    assert.deepEqual(problems, []);
    await page.close();
});

// The student: three right answers, then You Are the Algorithm played right to its
// end. The grade is sent at the start, never falls, and the page shows it as it is made.
test('three right answers, then You Are the Algorithm: the grade never falls', async () => {
    const decisions = moves.length;
    const half = (x) => Math.floor(x + 0.5);
    const { page, frame, problems } = await openHost({ lesson: '/three/index.html' });
    const atStart = (await stored(page)).calls;
    const firstScore = atStart.findIndex((c) => c.name === 'LMSSetValue' && c.args[0] === 'cmi.core.score.raw');
    assert.ok(firstScore >= 0, 'a grade is sent when the attempt starts');
    assert.equal(atStart[firstScore].args[1], '0');
    assert.ok(atStart.slice(firstScore).some((c) => c.name === 'LMSCommit'), 'and committed');
    assert.deepEqual(statusesSent(atStart).slice(-1), ['incomplete']);
    await frame.waitForFunction(() => document.body.dataset.grade !== undefined, { timeout: 20000 });
    await settled(frame);
    assert.equal(await gradeLine(frame), `Grade 0: questions 0 of 3, You Are the Algorithm 0 of ${decisions} moves`);
    for (const [i, grade] of [[0, 17], [1, 33], [2, 50]]) {
        await answerNext(frame, Labels[threeAnswers[i]]);
        await settled(frame);
        assert.equal(await gradeLine(frame),
            `Grade ${grade}: questions ${i + 1} of 3, You Are the Algorithm 0 of ${decisions} moves`);
    }
    await frame.click('#construct-toggle');
    await frame.waitForFunction(() => document.body.dataset.construct === 'on' && document.body.dataset.step === '0'
        && document.body.dataset.state === 'ready', { timeout: 20000 });
    for (const [n, move] of moves.entries()) {
        assert.equal(await makeMove(frame, move), 'right');
        if (n === 7 || n === decisions - 2) {
            await settled(frame);
            assert.equal(await gradeLine(frame), `Grade ${half((100 + 100 * (n + 1) / decisions) / 2)}: questions 3 of 3, `
                + `You Are the Algorithm ${n + 1} of ${decisions} moves`);
            assert.deepEqual(statusesSent((await stored(page)).calls).slice(-1), ['incomplete'], 'the round is not over');
        }
        if (n === 7) {
            // What the student sees at the top of the lesson, on a laptop and on a phone.
            await frame.evaluate(() => window.scrollTo(0, 0));
            await page.screenshot({ path: join(shots, 'scorm-grade-laptop.png') });
            await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2 }); // a phone's width
            await frame.evaluate(() => window.scrollTo(0, 0));
            await page.screenshot({ path: join(shots, 'scorm-grade-phone.png') });
            await page.setViewport({ width: 1366, height: 900 });
        }
    }
    await frame.waitForFunction(() => document.body.dataset.construct === 'result', { timeout: 20000 });
    await settled(frame);
    assert.equal(await gradeLine(frame), `Grade 100: questions 3 of 3, You Are the Algorithm ${decisions} of ${decisions} moves`);
    await page.$eval('iframe', (f) => { f.src = 'about:blank'; });
    await page.waitForFunction(() => window.calls.some((c) => c.name === 'LMSFinish'), { timeout: 20000 });
    const { cmi, calls } = await stored(page);
    checkCalls(calls);
    const sent = scoresSent(calls);
    assert.ok(sent.every((score, i) => i === 0 || score >= sent[i - 1]), `the grade fell: ${sent.join(', ')}`);
    assert.ok(sent.includes(17) && sent.includes(33) && sent.includes(50), sent.join(', '));
    assert.equal(cmi.cmi.core.score.raw, '100');
    assert.equal(cmi.cmi.core.lesson_status, 'passed');
    assert.equal(cmi.cmi.core.exit, '');
    commitsApart(calls);
    assert.deepEqual(problems, []);
    await page.close();
});

// A stored attempt as a hostile or broken platform might hand it back: `a` the answers as
// [index, verdict letter, given], `c` You Are the Algorithm's counts, `extra` JSON text put
// first in the object.
const storedText = ({ a = [], c = null, n = 0, extra = '' }) => {
    const text = JSON.stringify({ v: 1, f: '', a, c, n });
    return extra ? `{${extra},${text.slice(1)}` : text;
};

// The lesson opened on a stored attempt, once the rule book has confirmed what it restores.
async function resumeWith(lesson, text) {
    const host = await openHost({ lesson, suspend_data: text, lesson_status: 'incomplete' });
    await host.frame.waitForFunction(() => document.body.dataset.grade !== undefined, { timeout: 20000 });
    await settled(host.frame);
    return host;
}

const notRestored = (dropped, of) =>
    `Not restored as stored: ${dropped} of ${of} saved entries, which the rule book could not confirm.`;

test('a hostile stored attempt: each answer judged again, what is not one dropped with a notice', async () => {
    const decisions = moves.length;
    const wrong = (answer) => Object.keys(Labels).find((move) => move !== answer);
    const cases = [
        { name: 'an answer stored twice, the second time as right: the first counts',
            a: [[0, 'w', wrong(answers[0])], [0, 'r', answers[0]], [1, 'r', answers[1]], [1, 'r', answers[1]]],
            grade: 25, answered: '1/2', notice: notRestored(2, 4) },
        { name: 'verdicts named constructor, toString and __proto__, and indexes that are none',
            a: [[0, 'constructor', answers[0]], [1, 'toString', answers[1]], [0, '__proto__', answers[0]],
                ['__proto__', 'r', 'ADD'], [7, 'r', 'ADD'], [-1, 'r', 'ADD'], [0.5, 'r', 'ADD']],
            extra: '"__proto__":{"a":[[0,"r","ADD"]],"polluted":true}',
            grade: 0, answered: undefined, notice: notRestored(7, 7) },
        { name: 'a wrong answer stored as right counts as wrong',
            a: [[0, 'r', wrong(answers[0])]], grade: 0, answered: '0/1', notice: notRestored(1, 1) },
        { name: 'answers that are no answer to the question',
            a: [[0, 'r', '(3, 4)'], [1, 'r', ''], [1, 'r', { move: 1 }]], grade: 0, answered: undefined,
            notice: notRestored(3, 3) },
        { name: 'You Are the Algorithm with more right moves than the build has decisions',
            a: [[0, 'r', answers[0]]], c: [decisions + 1, 0, 0, decisions, 1], grade: 25, answered: '1/1',
            notice: notRestored(1, 2) },
        { name: 'You Are the Algorithm over another build\'s decisions',
            a: [[0, 'r', answers[0]]], c: [decisions + 5, 0, 0, decisions + 5, 1], grade: 25, answered: '1/1',
            notice: notRestored(1, 2) },
        { name: 'counts that are not counts', a: [], c: [1e300, -1, 'x', decisions, 0], grade: 0,
            answered: undefined, notice: notRestored(1, 1) },
        { name: 'text that is no attempt of this lesson\'s', text: '{"v":1,"f":"","a":{"0":["r"]}}', grade: 0,
            answered: undefined, notice: notRestored(1, 1) },
    ];
    for (const stored_ of cases) {
        const { page, frame, problems } = await resumeWith('/lesson/index.html', stored_.text ?? storedText(stored_));
        const { cmi, calls } = await stored(page);
        checkCalls(calls.filter((c) => c.args[0] !== 'cmi.interactions._count'));
        const sent = scoresSent(calls);
        assert.ok(sent.length > 0 && sent.every((score) => score <= stored_.grade),
            `${stored_.name}: sent ${sent.join(', ')}, worth ${stored_.grade}`);
        assert.equal(cmi.cmi.core.score.raw, String(stored_.grade), stored_.name);
        assert.equal(cmi.cmi.core.lesson_status, 'incomplete', stored_.name);
        assert.equal(await noticeLine(frame), stored_.notice, stored_.name);
        assert.equal(await frame.evaluate(() => document.body.dataset.score), stored_.answered, stored_.name);
        assert.match(await gradeLine(frame), new RegExp(`^Grade ${stored_.grade}: questions `), stored_.name);
        assert.equal(await frame.evaluate(() => ({}).polluted), undefined, 'no prototype changed');
        assert.deepEqual(await frame.evaluate(() => window.mapgenPlatform.errors), [], stored_.name);
        if (stored_ === cases[0])
            await page.screenshot({ path: join(shots, 'scorm-resume-notice.png') });
        assert.deepEqual(problems, [], stored_.name);
        await page.close();
    }
});

test('a stored wrong answer claimed right, then a wrong one: failed, as the rule book says', async () => {
    const wrongLabel = (answer) => Object.values(Labels).find((label) => label !== Labels[answer]);
    const moveOf = (label) => Object.keys(Labels).find((move) => Labels[move] === label);
    const { page, frame, problems } = await resumeWith('/quiz/index.html',
        storedText({ a: [[0, 'r', moveOf(wrongLabel(answers[0]))]], n: 1 }));
    assert.equal(await noticeLine(frame), notRestored(1, 1));
    assert.equal(await gradeLine(frame), 'Grade 0: questions 0 of 2');
    // The stored question is not asked again: the next one is the second.
    await answerNext(frame, wrongLabel(answers[1]));
    await settled(frame);
    assert.equal(await frame.evaluate(() => document.body.dataset.score), '0/2');
    const { cmi, calls } = await stored(page);
    assert.ok(scoresSent(calls).every((score) => score === 0), scoresSent(calls).join(', '));
    assert.equal(cmi.cmi.core.lesson_status, 'failed');
    assert.equal(await gradeLine(frame), 'Grade 0: questions 0 of 2');
    assert.deepEqual(problems, []);
    await page.close();
});

test('a platform that throws or has no functions: the lesson works, with a notice', async () => {
    const right = storedText({ a: [[0, 'r', answers[0]]], n: 1 });
    for (const [api, call] of [['throws', 'LMSGetValue'], ['empty', 'LMSInitialize']]) {
        const { page, frame, problems } = await openHost({ api, suspend_data: right, lesson_status: 'incomplete' });
        assert.equal(await noticeLine(frame),
            `The learning platform did not answer (${call}): what you do may not be recorded.`);
        assert.equal(await gradeLine(frame), '', 'no grade is shown that nothing keeps');
        await answerNext(frame, Labels[answers[0]]);
        assert.equal(await frame.evaluate(() => document.body.dataset.score), '1/1');
        const calls = await page.evaluate(() => window.calls);
        assert.deepEqual(calls.filter((c) => c.name === 'LMSSetValue'), [], 'the stored attempt is left as it was');
        assert.deepEqual(problems, [], api);
        await page.close();
    }
});

// The package's size the docs quote is written by scripts/web-figures.sh; it may lag the
// code a little, never by more than a tenth.
test('the docs quote the demo package\'s size as it is', () => {
    const zip = join(work, 'demo.zip');
    run('island', join(root, 'resources/scenarios/demo.mapgen.json'), '--export', zip);
    const size = statSync(zip).size;
    for (const doc of ['docs/learning-platforms.md', 'docs/performance.md']) {
        const figure = quoted(doc, 'package');
        assert.ok(Math.abs(figure - size) <= size / 10,
            `${doc} quotes ${figure} bytes, the package is ${size}: run scripts/web-figures.sh`);
    }
});

// A round stopped early, then a new one: the grade holds until the new round is worth more.
test('a round stopped early, then another: the grade never falls, and rises past it', async () => {
    const decisions = moves.length;
    const half = (x) => Math.floor(x + 0.5);
    const grade = (right) => half(100 * right / decisions / 2); // no question answered
    const { page, frame, problems } = await openHost();
    const toggle = async (on) => {
        await frame.click('#construct-toggle');
        await frame.waitForFunction((state) => document.body.dataset.construct === state
            && document.body.dataset.state === 'ready', { timeout: 20000 }, on ? 'on' : 'result');
    };
    await toggle(true);
    for (const move of moves.slice(0, 3))
        assert.equal(await makeMove(frame, move), 'right');
    await toggle(false);
    await settled(frame);
    assert.equal(await gradeLine(frame), `Grade ${grade(3)}: questions 0 of 2, You Are the Algorithm 3 of ${decisions} moves`);
    await toggle(true);
    for (const [n, move] of moves.slice(0, 4).entries()) {
        assert.equal(await makeMove(frame, move), 'right');
        await settled(frame);
        const shown = n + 1 >= 3 ? n + 1 : 3;
        assert.equal(await gradeLine(frame),
            `Grade ${grade(shown)}: questions 0 of 2, You Are the Algorithm ${shown} of ${decisions} moves`, `move ${n}`);
    }
    const { cmi, calls } = await stored(page);
    const sent = scoresSent(calls);
    assert.ok(sent.every((score, i) => i === 0 || score >= sent[i - 1]), `the grade fell: ${sent.join(', ')}`);
    assert.equal(cmi.cmi.core.score.raw, String(grade(4)));
    assert.equal(cmi.cmi.core.lesson_status, 'incomplete', 'no round has reached the end');
    assert.deepEqual(problems, []);
    await page.close();
});
