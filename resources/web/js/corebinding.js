// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The page's and the tests' one way into the WebAssembly core (web/mapgenapi.cpp): a build
// from a world, the frame at a position and its map text, step records for the log, the trace and JSON,
// and the rule book's answers and verdicts.
export function bindCore(core) {
    function cString(pointer) {
        return core.UTF8ToString(pointer);
    }

    // The core's numbers are 32-bit: a larger one would reach it wrapped (2^32 + 4 as 4), so it
    // is bad input here, as the core says of any other value out of range.
    const isInt32 = (value) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31;

    function build(world) {
        const s = world.islands;
        if (![world.rows, world.cols, s.count, s.min, s.max, s.stepLimit].every(isInt32))
            return { status: 2, steps: 0, stats: [], islandTargets: [] };
        const cells = world.rows * world.cols;
        const pits = core._malloc(Math.max(cells, 1));
        const tiles = core._malloc(16);
        const seed = core._malloc(32);
        const name = core._malloc(32);
        // A byte a cell, whatever the length of world.pits: more would write past the block.
        core.HEAPU8.fill(0, pits, pits + cells);
        core.HEAPU8.set(world.pits.slice(0, Math.max(cells, 0)), pits);
        core.HEAPU8.set(world.tiles.slice(0, 16), tiles);
        const digits = new TextEncoder().encode(String(world.seed)).slice(0, 31); // longer is no seed
        core.HEAPU8.set(digits, seed);
        core.HEAPU8[seed + digits.length] = 0;
        // The lesson's name: the core picks the lesson by it.
        const letters = new TextEncoder().encode(String(world.mode ?? '')).slice(0, 31);
        core.HEAPU8.set(letters, name);
        core.HEAPU8[name + letters.length] = 0;
        const status = core._mg_build(name, world.rows, world.cols, seed,
            s.count, s.min, s.max, s.randomize ? 1 : 0, s.rule === '6a' ? 0 : 1, s.stepLimit,
            pits, tiles, world.tiles.length);
        core._free(pits);
        core._free(tiles);
        core._free(seed);
        core._free(name);
        const stats = [];
        for (let i = 0; i < 9; ++i)
            stats.push(core._mg_stat(i));
        // Each island attempted, its target size; how it ends is in a frame's tally (the
        // statistics of the step shown), counted only as playback reaches it.
        const islandTargets = [];
        for (let k = 0; k < stats[8]; ++k)
            islandTargets.push(core._mg_stat(100 + k));
        // Playback's steps a second at speeds 1..10 for this build (the core's PlaybackSpeed).
        const speeds = [];
        for (let speed = 1; speed <= 10; ++speed)
            speeds.push(core._mg_speed(speed));
        return { status, steps: status === 0 ? core._mg_steps() : 0, stats, islandTargets, speeds };
    }

    // The core's BuildStats after the position shown: [adds, backtracks, placed, rejected,
    // queued, result (0 in progress, 1 all done, 2 too complex), then per island 1..8 its
    // outcome and size] (mg_tally).
    function tallyOf() {
        const out = scratch();
        core._mg_tally(out);
        return Array.from(core.HEAP32.subarray(out >> 2, (out >> 2) + 22));
    }

    let stepPointer = 0;
    const stepBuffer = () => (stepPointer ||= core._malloc(16));

    function step(index) {
        const out = stepBuffer();
        core._mg_step(index, out);
        const at = out >> 2;
        return [core.HEAP32[at], core.HEAP32[at + 1], core.HEAP32[at + 2], core.HEAP32[at + 3], core._mg_depth(index)];
    }

    function frame(request) {
        core._mg_seek(request.position);
        const cells = request.rows * request.cols;
        const frame = {
            position: core._mg_position(),
            cells: core.HEAPU8.slice(core._mg_cells(), core._mg_cells() + cells),
            last: core._mg_position() > 0 ? step(core._mg_position() - 1) : null,
        };
        const states = core._mg_states(); // the dungeon's State bits; none for islands
        if (states)
            frame.states = core.HEAPU8.slice(states, states + cells);
        frame.marks = marks(request.asking);
        // The statistics at the position shown, as the workbench's Statistics dock follows the
        // step: nothing of how the build goes on (the core keeps them as it seeks, so this is cheap).
        frame.tally = tallyOf();
        return Object.assign(frame, { flashes: flashes(request.from, frame.position) });
    }

    // The cells marked at the position shown, as the workbench marks them (the core's
    // StepMarks): [row, col, mark, clipped half-doors] each, mark one of Marks. While a
    // question is open (`asking`), only those the rule book lets the map show then.
    const Marks = ['tried', 'candidate', 'backtracked', 'considered', 'placed', 'clipped', 'queued-now'];
    function marks(asking) {
        const out = scratch();
        const count = core._mg_marks(out, asking ? 1 : 0);
        const result = [];
        for (let k = 0; k < count; ++k) {
            const at = (out >> 2) + 4 * k;
            result.push([core.HEAP32[at], core.HEAP32[at + 1], Marks[core.HEAP32[at + 2]], core.HEAP32[at + 3]]);
        }
        return result;
    }

    // The workbench's fading marks (MapView): the backtracks (islands) or clips (dungeons)
    // passed when playback went forwards from `from`, the last 48 of them; none for a jump
    // of more than 4,096 steps (a seek, not playback) or backwards. [row, col, mask] each.
    function flashes(from, to) {
        const result = [];
        if (!(from >= 0 && to > from && to - from <= 4096))
            return result;
        const kind = core._mg_flash_kind();
        const out = stepBuffer();
        for (let i = from; i < to; ++i) {
            core._mg_step(i, out);
            if (core.HEAP32[out >> 2] === kind)
                result.push([core.HEAP32[(out >> 2) + 1], core.HEAP32[(out >> 2) + 2], core.HEAP32[(out >> 2) + 3] & 255]);
        }
        return result.slice(-48);
    }

    function lines(request) {
        const result = [];
        const end = Math.min(request.from + request.count, core._mg_steps());
        for (let i = Math.max(0, request.from); i < end; ++i)
            result.push(step(i));
        return result;
    }

    // The map shown, as `mapgen --map` prints it.
    const map = () => ({ position: core._mg_position(), map: cString(core._mg_map()) });

    // Questions: the rule book of the build (questions.md, "What counts as right"). The
    // page grades only by asking these.
    const Asks = ['next-move', 'next-cell', 'next-place'];
    let scratchPointer = 0;
    const scratch = () => (scratchPointer ||= core._malloc(64 * 4)); // 16 marks of 4 numbers

    // Every answer that counts as right, the build's own first ([move, row, col, template,
    // rotation] each, row -1: none), and the step that answers it; null when not asked there.
    function key(request) {
        const out = scratch();
        const count = core._mg_key(Asks.indexOf(request.ask), request.after, out);
        if (count === 0)
            return null;
        const step = core.HEAP32[out >> 2];
        const accepted = [];
        for (let i = 0; i < count; ++i) {
            core._mg_answer(i, out);
            accepted.push(Array.from(core.HEAP32.subarray(out >> 2, (out >> 2) + 5)));
        }
        return { step, accepted };
    }

    // The verdict on `request.answer` ({ move } or { row, col, tile, turns }; row -1: none):
    // 'right', 'alternative' or 'wrong', the reason's name and arguments, and the step judged
    // (whether it seeds, its island, the rule) for the words; null when not asked there.
    function judge(request) {
        const out = scratch();
        const a = request.answer;
        const status = core._mg_judge(Asks.indexOf(request.ask), request.after, a.move ?? -1, a.row ?? -1,
            a.col ?? -1, a.tile ?? -1, a.turns ?? 0, out);
        if (status !== 0)
            return null;
        return judgement(out);
    }

    function judgement(out) {
        const at = out >> 2;
        return {
            verdict: ['right', 'alternative', 'wrong'][core.HEAP32[at]], reason: cString(core._mg_reason(core.HEAP32[at + 1])),
            step: core.HEAP32[at + 2], args: Array.from(core.HEAP32.subarray(at + 3, at + 7)), seed: core.HEAP32[at + 7] === 1,
            island: core.HEAP32[at + 8], rule: core.HEAP32[at + 9] === 0 ? '6a' : '6b',
        };
    }

    // You Are the Algorithm at `request.position`: the rule book's verdict on a cell clicked
    // ({ row, col }), a move ({ move }, islands) or a tile on a cell ({ row, col, tile, turns },
    // dungeons), as judge() gives it; then where playback goes: `next`, the student's next
    // decision after a right move (the steps between run on by themselves), and `decided`, the
    // step the move made. null when there is no build.
    const Whats = { cell: 0, move: 1, tile: 2 };
    function construct(request) {
        const out = scratch();
        const m = request.move;
        const what = m.move !== undefined ? 'move' : m.tile !== undefined ? 'tile' : 'cell';
        const status = core._mg_construct(Whats[what], request.position, m.move ?? -1, m.row ?? -1, m.col ?? -1,
            m.tile ?? -1, m.turns ?? 0, out);
        if (status !== 0)
            return null;
        const result = judgement(out);
        result.decided = core._mg_decided(request.position);
        result.next = result.verdict === 'wrong' || (what === 'cell' && !core._mg_cell_is_move())
            ? request.position : core._mg_decision(result.step + 1);
        return result;
    }

    // The student's decision from `position` on, the step it makes ([kind, row, col, detail]
    // as step() gives it; null when none is left) and the trace's word of each move.
    function decision(position) {
        const at = core._mg_decision(position);
        const decided = core._mg_decided(at);
        return { position: at, steps: core._mg_steps(), decided, step: decided >= 0 ? step(decided) : null };
    }

    // Practice mode (questions.md): the rule book's question in each window of `interval`
    // steps from window `from` on (window k is steps [k * interval, (k + 1) * interval)),
    // `count` windows at most; `until`: the first window not looked at.
    function practice(request) {
        const out = scratch();
        const steps = core._mg_steps();
        const questions = [];
        let k = Math.max(1, request.from);
        for (const last = k + request.count; k < last && k * request.interval < steps; ++k) {
            if (core._mg_practice(k * request.interval, Math.min(steps, (k + 1) * request.interval), out))
                questions.push({ ask: Asks[core.HEAP32[out >> 2]], after: core.HEAP32[(out >> 2) + 1] });
        }
        return { questions, until: k, done: k * request.interval >= steps };
    }

    const moveNames = () => Array.from({ length: 7 }, (_, kind) => cString(core._mg_move_name(kind)));

    // The graded lesson's grade and status (model/core/assignmentscore.h) for `p`: questions,
    // asked (-1: not known yet), answered, firstRight; construct, right, wrong, hints,
    // decisions (-1: not known yet); pass (null: none). The grade 0..100, the status as SCORM
    // 1.2 spells it, and each part that counts as { got, of } (null when it does not).
    const Statuses = ['incomplete', 'passed', 'failed', 'completed'];
    function grade(p) {
        const at = scratch() >> 2;
        const numbers = [p.questions ? 1 : 0, p.asked, p.answered, p.firstRight, p.construct ? 1 : 0,
            p.right, p.wrong, p.hints, p.decisions, p.pass ?? -1];
        core.HEAP32.set(numbers.map((n) => Number(n) | 0), at);
        const out = at + 16;
        core._mg_grade(at << 2, out << 2);
        const h = core.HEAP32;
        const part = (i) => (h[out + 2 + 3 * i] ? { got: h[out + 3 + 3 * i], of: h[out + 4 + 3 * i] } : null);
        return { score: h[out], status: Statuses[h[out + 1]], questions: part(0), construct: part(1) };
    }

    // The Code panel's line and the Call Stack at `request.position` (mg_code_line, mg_stack:
    // at most `most` queued cells listed; `asking`: a question is open).
    function think(request) {
        core._mg_seek(request.position);
        return {
            position: core._mg_position(), line: core._mg_code_line(request.asking ? 1 : 0),
            stack: JSON.parse(cString(core._mg_stack(request.most ?? 50, request.asking ? 1 : 0))),
        };
    }

    // The inspector's "why" of cell (row, col) at `request.position`: mg_why's thirteen numbers
    // (the last 1 when a question is open and the verdicts wait), or null outside the map;
    // islands: `reason`, the rule book's verdict on the cell as the next candidate (values[2])
    // by its name.
    function why(request) {
        core._mg_seek(request.position);
        const out = scratch();
        if (core._mg_why(request.row, request.col, out, request.asking ? 1 : 0) !== 0)
            return { position: core._mg_position(), values: null };
        const values = Array.from(core.HEAP32.subarray(out >> 2, (out >> 2) + 13));
        return { position: core._mg_position(), values, reason: cString(core._mg_reason(values[2])) };
    }

    return {
        build, frame, lines, map, key, judge, construct, decision, practice, moveNames, grade, think, why,
        decisions: () => ({ decisions: core._mg_decisions() }),
        trace: () => ({ trace: cString(core._mg_trace()), json: cString(core._mg_json()) }),
        golden: () => cString(core._mg_golden()),
    };
}
