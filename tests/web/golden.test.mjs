// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every golden example of tests/data through the WebAssembly core under node: the island
// trace and map, the dungeon JSON and map, byte for byte (the dungeon map is drawn from the
// expected JSON by the picture rules of scenario.md), and the rule book's golden table.
// MAPGEN_WEB_MODULE names the module.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

import { bindCore } from '../../resources/web/js/corebinding.js';
import { worldOf } from './worldfile.mjs';

const data = new URL('../data/', import.meta.url).pathname;
const modulePath = process.env.MAPGEN_WEB_MODULE || join(data, '../../build/web-module/mapgen-core.mjs');
// Emscripten's node support in an ES module reads these CommonJS names.
globalThis.require = createRequire(import.meta.url);
globalThis.__dirname = new URL('.', pathToFileURL(modulePath)).pathname;
const createMapgenCore = (await import(pathToFileURL(modulePath).href)).default;
const api = bindCore(await createMapgenCore());

const read = (name) => readFileSync(join(data, name), 'utf8');
const examples = (prefix, suffix) => readdirSync(data).filter((f) => f.startsWith(prefix) && f.endsWith(suffix)).sort();

function built(world) {
    const result = api.build(world);
    assert.equal(result.status, 0, 'the build is ready');
    return result;
}

function mapAt(world, position) {
    api.frame({ position, rows: world.rows, cols: world.cols, mode: world.mode, from: -1 });
    return api.map();
}

// scenario.md's 4 x 4 characters a cell, from the golden JSON alone.
function picture(expected) {
    const rows = expected.tiles.length;
    const cols = expected.tiles[0].length;
    const text = Array.from({ length: rows * 4 }, () => Array(cols * 4).fill('#'));
    const halves = [[0, 1], [0, 2], [1, 3], [2, 3], [3, 2], [3, 1], [2, 0], [1, 0]];
    for (let r = 0; r < rows; ++r) {
        for (let c = 0; c < cols; ++c) {
            if (expected.placement[r][c] === null)
                continue;
            const start = expected.start[0] === r && expected.start[1] === c;
            const end = expected.end[0] === r && expected.end[1] === c;
            const middle = start ? 'S' : end ? 'E' : '.';
            for (const [y, x] of [[1, 1], [1, 2], [2, 1], [2, 2]])
                text[r * 4 + y][c * 4 + x] = middle;
            halves.forEach(([y, x], bit) => {
                if (expected.tiles[r][c] & (1 << bit))
                    text[r * 4 + y][c * 4 + x] = '.';
            });
        }
    }
    return text.map((line) => `${line.join('')}\n`).join('');
}

const islands = examples('island-', '.json');
const dungeons = examples('dungeon-', '.expected.json').map((f) => f.replace('.expected.json', '.json'));

test('the golden examples are all there', () => {
    assert.ok(islands.length >= 10, `${islands.length} island examples`);
    assert.ok(dungeons.length >= 4, `${dungeons.length} dungeon examples`);
});

for (const file of islands) {
    test(`island ${file}: trace and map byte for byte`, () => {
        const world = worldOf(read(file));
        const result = built(world);
        const base = file.replace(/\.json$/, '');
        assert.equal(api.trace().trace, read(`${base}.trace`));
        assert.equal(mapAt(world, result.steps).map, read(`${base}.map`));
        assert.equal(result.steps, read(`${base}.trace`).split('\n').length - 1);
    });
}

for (const file of dungeons) {
    test(`dungeon ${file}: JSON and map byte for byte`, () => {
        const world = worldOf(read(file));
        const result = built(world);
        const golden = read(file.replace('.json', '.expected.json'));
        const json = JSON.parse(api.trace().json);
        const subset = { start: json.start, end: json.end, tiles: json.tiles, placement: json.placement };
        assert.equal(`${JSON.stringify(subset)}\n`, golden);
        assert.equal(mapAt(world, result.steps).map, picture(JSON.parse(golden)));
    });
}

// The rule book's golden table (tests/data/rulebook.golden, which tst_questions checks
// natively): every scenario's section, byte for byte, from the module.
function goldenSections() {
    const sections = new Map();
    let name = null;
    for (const line of read('rulebook.golden').split(/(?<=\n)/)) {
        if (line.startsWith('== ')) {
            name = line.slice(3, -1);
            sections.set(name, '');
        } else {
            sections.set(name, sections.get(name) + line);
        }
    }
    return sections;
}
const sections = goldenSections();

test('the rule book golden table covers every scenario the native test does', () => {
    const native = readdirSync(data).filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
        .concat(readdirSync(join(data, 'questions')).filter((f) => f.endsWith('.json')).map((f) => `questions/${f}`));
    assert.ok(native.length >= 19, `${native.length} scenarios`);
    assert.deepEqual([...sections.keys()].sort(), native.sort());
});

for (const [file, expected] of sections) {
    test(`rule book ${file}: accepted answers and verdicts byte for byte`, () => {
        const world = worldOf(read(file));
        built(world);
        assert.ok(expected.includes(' -> '), 'the section judges answers');
        assert.equal(api.golden(), expected);
    });
}

// The marks the page draws (frame().marks) and the statistics it shows (build()), asked as the
// page asks them, against the golden table's lines (the core's StepMarks and BuildStats).
const Outcomes = ['not-started', 'growing', 'complete', 'too-complex', 'no-seed', 'unreachable', 'dead-end'];
for (const [file, expected] of sections) {
    test(`rule book ${file}: the page's marks and statistics as the golden table has them`, () => {
        const world = worldOf(read(file));
        const result = built(world);
        const marks = [...expected.matchAll(/^marks at (\d+): (.*)$/gm)];
        assert.ok(marks.length >= 2, 'marks at a few positions');
        for (const [, at, text] of marks) {
            const frame = api.frame({ position: Number(at), rows: world.rows, cols: world.cols, mode: world.mode, from: -1 });
            const shown = frame.marks.map(([row, col, mark, clipped]) => `(${row}, ${col}) ${mark}${mark === 'clipped' ? ` ${clipped}` : ''}`);
            assert.equal(shown.join('; ') || 'none', text, `marks at ${at}`);
        }
        const end = [...expected.matchAll(/^statistics at (\d+): (.*)$/gm)].pop();
        assert.equal(Number(end[1]), result.steps, 'the statistics at the end');
        if (world.mode === 'dungeon') {
            assert.match(end[2], new RegExp(`^placed ${result.stats[2]}, rejected ${result.stats[3]}, queued 0, result all-done$`));
        } else {
            const atEnd = api.frame({ position: result.steps, rows: world.rows, cols: world.cols, mode: world.mode, from: -1 });
            const islands = result.islandTargets.map((target, k) => `${k + 1}: ${Outcomes[atEnd.tally[6 + 2 * k]]} `);
            assert.ok(islands.length > 0, 'islands attempted');
            const [, backtracks, tooComplex] = /backtracks (\d+), result (too-complex|all-done)/.exec(end[2]);
            assert.equal(result.stats[0], Number(backtracks));
            assert.equal(result.stats[1], tooComplex === 'too-complex' ? 1 : 0);
            for (const island of islands)
                assert.ok(end[2].includes(island), `${island} in ${end[2]}`);
        }
    });
}

// The statistics the page shows at the step shown (frame().tally, the core's BuildStats at a
// position, as the workbench's Statistics follow the step) against the golden table's lines.
const Results = ['in-progress', 'all-done', 'too-complex'];
for (const [file, expected] of sections) {
    test(`rule book ${file}: the page's statistics at each step shown as the golden table has them`, () => {
        const world = worldOf(read(file));
        built(world);
        const lines = [...expected.matchAll(/^statistics at (\d+): (.*)$/gm)];
        assert.ok(lines.length >= 2, 'statistics at a few positions');
        for (const [, at, text] of lines) {
            const { tally } = api.frame({ position: Number(at), rows: world.rows, cols: world.cols, mode: world.mode, from: -1 });
            if (world.mode === 'dungeon') {
                assert.equal(`placed ${tally[2]}, rejected ${tally[3]}, queued ${tally[4]}, result ${Results[tally[5]]}`, text, `at ${at}`);
            } else {
                const [head, islands] = text.split('; ');
                assert.equal(`adds ${tally[0]}, backtracks ${tally[1]}, result ${Results[tally[5]]}`, head, `at ${at}`);
                for (const island of islands.split(', ')) {
                    const [, k, outcome, size] = /^(\d+): ([a-z-]+) (\d+)$/.exec(island);
                    assert.equal(`${Outcomes[tally[6 + 2 * (k - 1)]]} ${tally[7 + 2 * (k - 1)]}`, `${outcome} ${size}`, `island ${k} at ${at}`);
                }
            }
        }
    });
}

test('playback speeds: about two steps a second at speed 1, each speed doubling, the last at least 2,000', () => {
    const world = worldOf(read('island-too-complex.json'));
    const result = built(world);
    assert.deepEqual(result.speeds.slice(0, 9), [2, 4, 8, 16, 32, 64, 128, 256, 512]);
    assert.equal(result.speeds[9], Math.max(32, Math.floor((result.steps + 89) / 90)) * 1000 / 16);
    assert.ok(result.speeds[9] >= 2000);
});

test('a question is judged by the module', () => {
    const world = worldOf(read('questions/island-random-6b.json'));
    built(world);
    const key = api.key({ ask: 'next-cell', after: 0 });
    assert.ok(key.accepted.length > 1, 'a seed has alternatives');
    const [, row, col] = key.accepted[0];
    assert.equal(api.judge({ ask: 'next-cell', after: 0, answer: { row, col } }).verdict, 'right');
    const [, row2, col2] = key.accepted[1];
    const other = api.judge({ ask: 'next-cell', after: 0, answer: { row: row2, col: col2 } });
    assert.deepEqual([other.verdict, other.reason, other.seed], ['alternative', 'other-seed', true]);
    assert.equal(api.judge({ ask: 'next-cell', after: 0, answer: { row: -1 } }).reason, 'cell-follows');
    assert.equal(api.judge({ ask: 'next-place', after: 0, answer: { row, col } }), null, 'not an island question');
    assert.equal(api.judge({ ask: 'next-move', after: 0, answer: { move: 99 } }), null, 'no such move');
    assert.equal(api.key({ ask: 'next-move', after: 1e9 }), null, 'past the end');
});

test('seeking back and forth shows the same maps as a fresh replay', () => {
    const world = worldOf(read('island-crowded.json'));
    const result = built(world);
    const middle = Math.floor(result.steps / 2);
    const forward = mapAt(world, middle).map;
    mapAt(world, result.steps);
    assert.equal(mapAt(world, middle).map, forward);
    assert.notEqual(forward, mapAt(world, result.steps).map);
});

test('seeking a dungeon back and forth shows the same cells as a fresh replay', () => {
    const world = worldOf(read('dungeon-basic.json'));
    const result = built(world);
    const request = (position) => ({ position, rows: world.rows, cols: world.cols, mode: world.mode, from: -1 });
    const positions = [1, 2, 3, 7, Math.floor(result.steps / 3), Math.floor(result.steps / 2), result.steps - 1];
    const fresh = positions.map((position) => {
        api.frame(request(0));
        const frame = api.frame(request(position));
        return { cells: [...frame.cells], states: [...frame.states], map: api.map().map };
    });
    api.frame(request(result.steps));
    for (let i = positions.length - 1; i >= 0; --i) {
        const frame = api.frame(request(positions[i]));
        assert.deepEqual([...frame.cells], fresh[i].cells, `doors at ${positions[i]}`);
        assert.deepEqual([...frame.states], fresh[i].states, `states at ${positions[i]}`);
        assert.equal(api.map().map, fresh[i].map);
    }
    assert.notEqual(fresh[0].map, fresh[positions.length - 1].map);
});

test('a dungeon whose start and end are cut apart does not start', () => {
    const world = worldOf(read('dungeon-basic.json'));
    world.pits.fill(0);
    for (let r = 0; r < world.rows; ++r)
        world.pits[r * world.cols + 6] = 1;
    const results = [];
    for (let seed = 1; seed <= 40; ++seed)
        results.push(api.build({ ...world, seed: String(seed) }));
    assert.ok(results.some((r) => r.status === 1 && r.stats[4] === 2), 'some seed puts start and end apart');
    assert.ok(results.some((r) => r.status === 0), 'and some seed puts them on one side');
});

test('bad input is refused', () => {
    const world = worldOf(read('island-6a-basic.json'));
    assert.equal(api.build({ ...world, seed: '-1' }).status, 2);
    assert.equal(api.build({ ...world, seed: '18446744073709551616' }).status, 2);
    assert.equal(api.build({ ...world, rows: 0 }).status, 2);
    // scenario.md's largest step limit; one more was once no size in wasm32 and killed the module.
    const limited = (stepLimit) => ({ ...world, islands: { ...world.islands, stepLimit } });
    assert.equal(api.build(limited(100000001)).status, 2);
    assert.equal(api.build(limited(2 ** 30)).status, 2);
    assert.equal(built(world).steps, read('island-6a-basic.trace').split('\n').length - 1);
});

// You Are the Algorithm through the module (mg_construct, mg_decision, mg_decided): every step
// of a build made as its own trace has it is right and leads to the next; every dungeon
// placement is reached past the steps that are no decision.
test('You Are the Algorithm: the build\'s own moves are right, step by step', () => {
    for (const name of examples('island-', '.json')) {
        const world = worldOf(read(name));
        const { steps } = built(world);
        let position = api.decision(0).position;
        let moves = 0;
        while (position < steps) {
            const [kind, row, col] = api.decision(position).step;
            const move = kind <= 1 ? { row, col } : { move: kind };
            const judgement = api.construct({ position, move, mode: 'island' });
            assert.notEqual(judgement.verdict, 'wrong', `${name} at ${position}: ${JSON.stringify(judgement)}`);
            assert.equal(judgement.next, position + 1);
            position = judgement.next;
            ++moves;
        }
        assert.equal(moves, steps, name);
        // A move where the build adds a cell is wrong, with the rule book's reason.
        const first = api.construct({ position: 0, move: { move: 5 }, mode: 'island' });
        assert.deepEqual([first.verdict, first.reason], ['wrong', 'wrong-move'], name);
    }
    for (const name of examples('dungeon-', '.json').filter((n) => !n.endsWith('.expected.json'))) {
        const world = worldOf(read(name));
        const { steps } = built(world);
        let decision = api.decision(0);
        let places = 0;
        while (decision.position < steps && decision.step) {
            const [, row, col, extra] = decision.step;
            const tile = (extra >> 8) & 255;
            const cell = api.construct({ position: decision.position, move: { row, col }, mode: 'dungeon' });
            assert.notEqual(cell.verdict, 'wrong', `${name}: the cell (${row}, ${col})`);
            assert.equal(cell.next, decision.position, 'the tile is asked next');
            const placed = api.construct({ position: decision.position, move: { row, col, tile: tile >> 2, turns: tile & 3 },
                mode: 'dungeon' });
            assert.equal(placed.verdict, 'right', `${name}: the tile on (${row}, ${col})`);
            assert.ok(placed.next > decision.position);
            decision = api.decision(placed.next);
            ++places;
        }
        assert.ok(places > 0, `${name}: some placements are the student's`);
    }
});

test('practice mode: the rule book asks at most one question a window, inside it', () => {
    const world = worldOf(read('island-6a-basic.json'));
    const { steps } = built(world);
    const { questions, done } = api.practice({ from: 1, count: 1000, interval: 5 });
    assert.equal(done, true);
    assert.ok(questions.length >= 2, JSON.stringify(questions));
    const windows = questions.map((q) => Math.floor(q.after / 5));
    assert.deepEqual(windows, [...new Set(windows)], 'one a window');
    for (const q of questions)
        assert.ok(q.after >= 5 && q.after < steps && ['next-move', 'next-cell'].includes(q.ask), JSON.stringify(q));
});

// The grade and status of a graded lesson in WebAssembly, against the golden table the
// native test reads (tests/data/grading.golden, written from questions.md's "Grading").
test('the grade: the golden table in WebAssembly', () => {
    const rows = read('grading.golden').split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean);
    assert.ok(rows.length >= 20);
    for (const row of rows) {
        const [numbers, expected] = row.split('->');
        const [questions, asked, answered, firstRight, construct, right, wrong, hints, decisions, pass]
            = numbers.trim().split(/\s+/).map(Number);
        const [score, status] = expected.trim().split(/\s+/);
        const grade = api.grade({ questions: questions === 1, asked, answered, firstRight, construct: construct === 1,
            right, wrong, hints, decisions, pass: pass < 0 ? null : pass });
        assert.deepEqual([grade.score, grade.status], [Number(score), status], row);
    }
});
