// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a scenario file's world (scenario.md) for the module tests: the fields the
// generators read, with the file format's defaults.
export function worldOf(text) {
    const file = JSON.parse(text);
    const rows = file.rows ?? 20;
    const cols = file.cols ?? 30;
    const pits = new Uint8Array(rows * cols);
    (file.pits || []).forEach((line, r) => {
        for (let c = 0; c < line.length; ++c)
            pits[r * cols + c] = line[c] === '#' ? 1 : 0;
    });
    const s = file.islands || {};
    return {
        mode: file.mode || 'island', rows, cols, seed: String(file.seed ?? 42), pits,
        tiles: file.dungeon && file.dungeon.tiles ? file.dungeon.tiles.map((t) => t.doors) : [255, 6, 132],
        islands: { count: s.count ?? 3, min: s.min ?? 4, max: s.max ?? 12, randomize: s.randomize ?? true,
            rule: s.rule ?? '6b', stepLimit: s.step_limit ?? s.stepLimit ?? 150000 },
    };
}
