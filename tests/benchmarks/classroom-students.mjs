// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Simulated students of a live class for bench_classroom (docs/performance.md): N `ws`
// sockets on loopback join the class at the address given, as the page does. Lines with
// the benchmark (times are the wall clock in microseconds, the same clock in both programs):
//   bench -> here: "step K T"   the lecturer showed step K at T: each socket's delay from T to
//                               its `state` of step K is kept; "stepped K" once all have it
//                  "burst R C"  every socket answers the open question within one second (a
//                               random cell of the R x C map each, spread evenly)
//                  "quit"       prints the steps' delays and exits
//   here -> bench: "joined" (every socket has its first state), "stepped K", "burst sent T"
//                  (T: the last answer's send), "delays N p50 p99 max" (ms)
import { createInterface } from 'node:readline';

import WebSocket from 'ws';

import { startTroublemakers } from '../web/classroom-troublemakers.mjs';

const url = new URL(process.argv[2]);
const count = Number(process.argv[3] || 300);
const churn = process.argv[4] === 'churn';
const code = url.searchParams.get('join');
const origin = `http://${url.host}`;
const now = () => Math.round((performance.timeOrigin + performance.now()) * 1000);

const received = new Map(); // step -> [wall time of each socket's state]
const asked = [];
let question = null;
const sockets = [];
let firstStates = 0;
for (let i = 0; i < count; ++i) {
    // Each phone from an address of its own (the class admits four students an address).
    const ws = new WebSocket(`ws://${url.host}/class`, { origin, localAddress: `127.6.${Math.floor(i / 250)}.${(i % 250) + 1}` });
    let first = true;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', code, token: `bench-student-${String(i).padStart(5, '0')}` })));
    ws.on('message', (data) => {
        const at = now();
        const message = JSON.parse(data);
        if (message.type === 'state') {
            if (first) {
                first = false;
                if (++firstStates === count)
                    console.log('joined');
                return;
            }
            if (!received.has(message.step))
                received.set(message.step, []);
            const times = received.get(message.step);
            times.push(at);
            if (times.length === count)
                console.log(`stepped ${message.step}`);
        } else if (message.type === 'ask') {
            question = message.question;
            asked.push(i);
        } else if (message.type === 'refused' || message.type === 'full') {
            console.log(`failed: ${message.type}`);
            process.exit(1);
        }
    });
    ws.on('error', (error) => { console.log(`failed: ${error.message}`); process.exit(1); });
    sockets.push(ws);
}

// The room's churn while the benchmark measures: 30 more phones that sleep and come back
// every few seconds, and the troublemakers (a reader that never reads, a flood, a client
// minting tokens, 1,200 idle connections, oversized requests, page fetches).
let trouble = null;
const churners = [];
if (churn) {
    const answerFor = (ask) => (ask === 'next-move' ? { move: 1 } : { row: 0, col: 0 });
    trouble = startTroublemakers(url, answerFor);
    for (let k = 0; k < 30; ++k) {
        const phone = () => {
            const ws = new WebSocket(`ws://${url.host}/class`, { origin, localAddress: `127.7.0.${k + 1}` });
            churners[k] = ws;
            ws.on('open', () => ws.send(JSON.stringify({ type: 'join', code, token: `churning-phone-${String(k).padStart(4, '0')}` })));
            ws.on('error', () => {});
            ws.on('close', () => setTimeout(phone, 500 + Math.random() * 2000));
            setTimeout(() => ws.terminate(), 2000 + Math.random() * 6000); // it sleeps
        };
        phone();
    }
}

const shown = new Map(); // step -> T
function burst(rows, cols) {
    if (asked.length !== count) {
        console.log(`failed: ${asked.length} of ${count} sockets were asked`);
        process.exit(1);
    }
    const start = performance.now();
    let sent = 0;
    sockets.forEach((ws, i) => {
        const due = (i * 1000) / count;
        setTimeout(() => {
            const answer = { row: Math.floor(Math.random() * rows), col: Math.floor(Math.random() * cols) };
            ws.send(JSON.stringify({ type: 'answer', question, answer }));
            if (++sent === count)
                console.log(`burst sent ${now()} in ${Math.round(performance.now() - start)} ms`);
        }, due);
    });
}

function percentile(sorted, p) {
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

for await (const line of createInterface({ input: process.stdin })) {
    const [command, ...args] = line.trim().split(/\s+/);
    if (command === 'step')
        shown.set(Number(args[0]), Number(args[1]));
    else if (command === 'burst')
        burst(Number(args[0]), Number(args[1]));
    else if (command === 'quit')
        break;
}
const delays = [];
for (const [step, t] of shown) {
    for (const at of received.get(step) || [])
        delays.push((at - t) / 1000);
    if ((received.get(step) || []).length !== count) {
        console.log(`failed: step ${step} reached ${(received.get(step) || []).length} of ${count}`);
        process.exit(1);
    }
}
delays.sort((a, b) => a - b);
const f = (ms) => ms.toFixed(2);
console.log(`delays ${delays.length} ${f(percentile(delays, 50))} ${f(percentile(delays, 99))} ${f(delays[delays.length - 1])}`);
if (trouble) {
    trouble.stop();
    console.log(`churn: ${trouble.fetches.length} page fetches, slowest ${Math.round(Math.max(0, ...trouble.fetches))} ms${trouble.problems.length ? `; ${trouble.problems[0]}` : ''}`);
}
sockets.forEach((ws) => ws.terminate());
process.exit(0);
