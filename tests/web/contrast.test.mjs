// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Not by colour alone, with contrast (WCAG 1.4.1, 1.4.11) on a phone: the canvas's pixels
// of two neighbouring islands and the ocean reach 3:1, each island's cells carry its pattern
// (tests/data/island-patterns.txt) where numbers do not fit, or its number and, when asked,
// its pattern where they do; the focus ring reaches 3:1 on the page.
// MAPGEN names the mapgen binary; screenshots go to MAPGEN_SHOTS (default the temp dir).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

import puppeteer from 'puppeteer-core';

const data = new URL('../data/', import.meta.url).pathname;
const mapgen = process.env.MAPGEN || join(data, '../../build/app/mapgen');
const work = mkdtempSync(join(tmpdir(), 'mapgen-contrast-'));
const shots = process.env.MAPGEN_SHOTS || work;
mkdirSync(shots, { recursive: true });
const Phone = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// The patterns' contract: per island a tile of '#' (ink) and '.'.
const tiles = readFileSync(join(data, 'island-patterns.txt'), 'utf8').split('\n\n')
    .map((block) => block.split('\n').filter((line) => /^[#.]+$/.test(line)))
    .filter((tile) => tile.length > 0);
const period = tiles[0].length;
const ink = (island, x, y) => tiles[(island - 1) % 8][y % period][x % period] === '#';

// WCAG 2.1's relative luminance and contrast ratio of [r, g, b] bytes.
function luminance([r, g, b]) {
    const c = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}
function contrast(a, b) {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
}

const lesson = join(work, 'islands.html');
let browser;
before(async () => {
    execFileSync(mapgen, ['island', '--rows', '40', '--cols', '80', '--islands', '8', '--min', '40',
        '--max', '80', '--seed', '5', '--export', lesson]);
    browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
    });
});
after(async () => browser && browser.close());

async function openFinished(palette) {
    const page = await browser.newPage();
    await page.setViewport(Phone);
    await page.goto(`${pathToFileURL(lesson).href}#step=end${palette ? `&palette=${palette}` : ''}`);
    await page.waitForFunction(() => document.body.dataset.state === 'ready'
        && document.body.dataset.step === document.body.dataset.steps, { timeout: 20000 });
    return page;
}

// The canvas as device pixels, with the map's geometry: cell size and origin in CSS pixels.
function canvasPixels(page) {
    return page.$eval('#map', (canvas) => {
        const g = canvas.getContext('2d');
        const image = g.getImageData(0, 0, canvas.width, canvas.height);
        return { width: canvas.width, height: canvas.height, ratio: canvas.width / canvas.getBoundingClientRect().width,
            pixels: Array.from(image.data), map: document.body.dataset.map.split('\n') };
    });
}

// The two islands whose cells come closest, with a cell of each.
function neighbours(map) {
    const cells = [];
    map.forEach((line, row) => [...line].forEach((ch, col) => /[1-8]/.test(ch) && cells.push([row, col, Number(ch)])));
    let best = null;
    for (const a of cells) {
        for (const b of cells) {
            const d = Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
            if (a[2] < b[2] && (!best || d < best.d))
                best = { d, islands: [a[2], b[2]] };
        }
    }
    return best.islands;
}

// Per island: its device pixels inside its cells (a pixel from each cell's edge), each
// with its colour and whether the pattern has ink there; the ocean's pixels likewise.
function sample(shot, cell) {
    const { width, ratio, pixels, map } = shot;
    const s = cell * ratio;
    const out = { ocean: [], islands: new Map() };
    map.forEach((line, row) => [...line].forEach((ch, col) => {
        const island = /[1-8]/.test(ch) ? Number(ch) : 0;
        if (ch !== '.' && !island)
            return;
        for (let y = Math.ceil(row * s) + 1; y < Math.floor((row + 1) * s) - 1; ++y) {
            for (let x = Math.ceil(col * s) + 1; x < Math.floor((col + 1) * s) - 1; ++x) {
                const i = (y * width + x) * 4;
                const colour = [pixels[i], pixels[i + 1], pixels[i + 2]];
                if (!island) {
                    out.ocean.push(colour);
                    continue;
                }
                if (!out.islands.has(island))
                    out.islands.set(island, []);
                out.islands.get(island).push({ colour, ink: ink(island, Math.floor(x / ratio), Math.floor(y / ratio)) });
            }
        }
    }));
    return out;
}

const key = (colour) => colour.join(',');
function mostCommon(colours) {
    const counts = new Map();
    for (const c of colours)
        counts.set(key(c), (counts.get(key(c)) || 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
}

for (const palette of ['', 'okabeIto']) {
    test(`phone, ${palette || 'standard'} palette: neighbouring islands stand out from the ocean and carry their patterns`, async () => {
        const page = await openFinished(palette);
        const cell = await page.evaluate(() => {
            const canvas = document.getElementById('map');
            return canvas.getBoundingClientRect().width / 80;
        });
        assert.ok(cell < 14, `cells too small for numbers on a phone: ${cell.toFixed(1)} px`);
        await page.screenshot({ path: join(shots, `contrast-phone-${palette || 'standard'}.png`) });
        const shot = await canvasPixels(page);
        const { ocean, islands } = sample(shot, cell);
        const water = mostCommon(ocean);
        const pair = neighbours(shot.map);
        for (const island of pair) {
            const px = islands.get(island);
            const land = mostCommon(px.filter((p) => !p.ink).map((p) => p.colour));
            assert.ok(contrast(land, water) >= 3,
                `island ${island} ${key(land)} on the ocean ${key(water)}: ${contrast(land, water).toFixed(2)}:1`);
            // Where the pattern has ink the pixel reads on the island (3:1), elsewhere it is
            // the island's colour: all but a few pixels at cell edges where the scaling rounds.
            const inked = px.filter((p) => p.ink);
            assert.ok(inked.length > 0, `island ${island} has ink in its pattern`);
            const right = px.filter((p) => (p.ink ? contrast(p.colour, land) >= 3 : key(p.colour) === key(land)));
            assert.ok(right.length >= 0.97 * px.length,
                `island ${island}: ${right.length} of ${px.length} pixels as its pattern has them`);
        }
        await page.close();
    });
}

test('phone: patterns at every size when asked, numbers where they fit', async () => {
    const page = await openFinished('');
    // Zoomed in until a number fits in a cell.
    for (let i = 0; i < 4; ++i)
        await page.click('#zoom-in');
    const cell = await page.evaluate(() => Number(document.getElementById('map').dataset.zoom)
        * document.getElementById('map').getBoundingClientRect().width / 80);
    assert.ok(cell >= 14, `zoomed in to ${cell.toFixed(1)} px a cell`);
    const picture = () => page.$eval('#map', (canvas) => canvas.toDataURL());
    const numbered = await picture();
    await page.$eval('#patterns', (box) => box.click());
    const patterned = await picture();
    assert.notEqual(patterned, numbered, 'the patterns drawn when asked');
    await page.screenshot({ path: join(shots, 'contrast-phone-zoomed-patterns.png') });
    await page.$eval('#patterns', (box) => box.click());
    assert.equal(await picture(), numbered, 'and gone when no longer asked');
    await page.close();
});

test('the focus ring reaches 3:1 on the page, the map and the class bar', async () => {
    const page = await openFinished('');
    await page.focus('#rebuild');
    const ring = await page.$eval('#rebuild', (button) => {
        const style = getComputedStyle(button);
        const rgb = (text) => text.match(/\d+/g).slice(0, 3).map(Number);
        return { outline: rgb(style.outlineColor), width: parseFloat(style.outlineWidth), shadow: rgb(style.boxShadow),
            page: rgb(getComputedStyle(document.body).backgroundColor) };
    });
    assert.ok(ring.width >= 2, 'a ring at least 2 pixels wide');
    assert.ok(contrast(ring.outline, ring.page) >= 3, `the ring on the page: ${contrast(ring.outline, ring.page).toFixed(2)}:1`);
    // Two bands 9:1 apart: on any colour one of them reaches 3:1 (WCAG technique C40).
    assert.ok(contrast(ring.outline, ring.shadow) >= 9, `the ring's bands: ${contrast(ring.outline, ring.shadow).toFixed(2)}:1`);
    for (const under of [[255, 255, 255], [0x20, 0x34, 0x3f], [0x14, 0x21, 0x4d], [0xbf, 0xe4, 0xf7], [0x59, 0x75, 0x82]]) {
        assert.ok(Math.max(contrast(ring.outline, under), contrast(ring.shadow, under)) >= 3,
            `the ring on ${key(under)}`);
    }
    await page.close();
});
