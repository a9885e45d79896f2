// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A rehearsal of a real room (tst_classrehearsal runs it with the class's address): N
// students on `ws` sockets, each from an address of its own on loopback, answer every
// question the lecturer asks, and meanwhile the room misbehaves:
//   - every 20 s a tenth of the students sleep (the socket dropped without a word) and join
//     again a few seconds later with their token, as a phone does;
//   - one student has two tabs: two sockets, one token, on one address;
//   - the troublemakers of classroom-troublemakers.mjs: a reader that never reads, a flood,
//     a client minting tokens, idle and half-sent connections, oversized and malformed
//     requests, and a real student's page fetched every 2 s (within 1 s each).
// Lines with the test:
//   test -> here: "rows R C"   the map's size, for the cells the students answer
//                 "quit"       the students leave; the counts are printed, then exit
//   here -> test: "ready" once every student has joined; with "tokens", "received N" as the
//                 workbench acknowledges the N-th answer;
//                 "counted Q N"   question Q: N answers were acknowledged ("received")
//                 "minted Q N"    of them, N from the minting client
//                 "unconfirmed Q N" N answers sent to question Q whose "received" never came
//                 "acked Q TOKEN" each acknowledged answer, with "tokens" after the count
//                 "fetch max T"   the slowest page fetch (ms), "fetches N"
//                 "ok" or "failed: why"
import { createInterface } from 'node:readline';

import WebSocket from 'ws';

import { startTroublemakers } from './classroom-troublemakers.mjs';

const url = new URL(process.argv[2]);
const count = Number(process.argv[3] || 300);
const listTokens = process.argv[4] === 'tokens';
const code = url.searchParams.get('join');
const origin = `http://${url.host}`;
const problems = [];
let rows = 10;
let cols = 10;
let quitting = false;

const random = (n) => Math.floor(Math.random() * n);
const home = (n) => `127.3.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const open = (address) => new WebSocket(`ws://${url.host}/class`, { origin, localAddress: address });
const answerFor = (ask) => (ask === 'next-move' ? { move: random(7) } : { row: random(rows), col: random(cols) });

// question -> the tokens whose answer the workbench acknowledged
const counted = new Map();
const minted = new Map();
// Answers sent whose "received" never came back: the phone slept as it answered, and the
// class had moved on to the next question when it came back. The workbench may have counted
// them, or not.
const unconfirmed = new Set();
let received = 0;
function acknowledge(question, token, map = counted) {
    unconfirmed.delete(`${question} ${token}`);
    if (!map.has(question))
        map.set(question, new Set());
    const tokens = map.get(question);
    if (tokens.has(token))
        return;
    tokens.add(token);
    // With "tokens", the running count, for a test that acts after so many answers.
    if (map === counted && listTokens)
        console.log(`received ${++received}`);
}

// ---- The students ----

class Student {
    constructor(n, token = `rehearsal-student-${String(n).padStart(5, '0')}`, address = home(n)) {
        this.n = n;
        this.token = token;
        this.address = address;
        this.joined = false;
        this.connect();
    }

    connect() {
        if (quitting)
            return;
        const ws = open(this.address);
        this.ws = ws;
        ws.on('open', () => ws.send(JSON.stringify({ type: 'join', code, token: this.token })));
        ws.on('message', (data) => this.receive(ws, JSON.parse(data)));
        ws.on('error', () => {});
        ws.on('close', () => {
            if (this.ws !== ws || this.sleeping || quitting || this.moved)
                return;
            setTimeout(() => this.connect(), 500 + random(1000)); // as the page retries
        });
    }

    receive(ws, message) {
        switch (message.type) {
        case 'state':
            this.joined = true;
            break;
        case 'ask':
            // A student answers after a moment of thought, once. The workbench says whether
            // this token's answer arrived on an earlier socket (a phone that slept right after
            // answering never heard "received" there).
            if (message.answered)
                acknowledge(message.question, this.token);
            else
                setTimeout(() => {
                    if (ws.readyState === WebSocket.OPEN)
                    {
                        ws.send(JSON.stringify({ type: 'answer', question: message.question, answer: answerFor(message.ask) }));
                        unconfirmed.add(`${message.question} ${this.token}`);
                    }
                }, random(3000));
            break;
        case 'received':
            acknowledge(message.question, this.token);
            break;
        case 'moved':
            this.moved = true; // the other tab has the place now
            break;
        case 'refused':
        case 'full':
        case 'device':
        case 'paused':
            problems.push(`student ${this.n} was told "${message.type}"`);
            break;
        default:
            break;
        }
    }

    // A phone that sleeps: its socket is gone without a closing word; it comes back later.
    sleep() {
        this.sleeping = true;
        this.ws.terminate();
        setTimeout(() => {
            this.sleeping = false;
            this.connect();
        }, 1000 + random(5000));
    }
}

const students = Array.from({ length: count }, (_, n) => new Student(n));
// Two tabs of one browser: the same token on the same address, each taking the place from
// the other once (the page steps aside when told "moved").
const secondTab = new Student(0, students[0].token, students[0].address);

// ---- What else the room brings ----

let trouble = null;

// ---- The test's lines ----

const everyone = [...students];
const ready = setInterval(() => {
    if (everyone.every((s) => s.joined)) {
        clearInterval(ready);
        console.log('ready');
        trouble = startTroublemakers(url, answerFor, (question, token) => {
            acknowledge(question, token);
            acknowledge(question, token, minted);
        });
    }
}, 100);

// Every 20 s a tenth of the room sleeps.
const sleeper = setInterval(() => {
    const awake = students.filter((s) => !s.sleeping && s.joined && s !== students[0]);
    for (let k = 0; k < Math.floor(count / 10) && awake.length; ++k)
        awake.splice(random(awake.length), 1)[0].sleep();
}, 20000);

for await (const line of createInterface({ input: process.stdin })) {
    const [command, ...args] = line.trim().split(/\s+/);
    if (command === 'rows') {
        rows = Number(args[0]);
        cols = Number(args[1]);
    } else if (command === 'quit') {
        break;
    }
}
quitting = true;
clearInterval(sleeper);
clearInterval(ready);
trouble?.stop();
const fetches = trouble?.fetches ?? [];
problems.push(...(trouble?.problems ?? []));
if (!fetches.length)
    problems.push('no page was fetched');
const median = [...fetches].sort((a, b) => a - b)[Math.floor(fetches.length / 2)] ?? 0;
if (median > 1000)
    problems.push(`half the page fetches took over ${Math.round(median)} ms`);
for (const [question, tokens] of [...counted].sort((a, b) => a[0] - b[0]))
    console.log(`counted ${question} ${tokens.size}`);
const unsure = new Map();
for (const key of unconfirmed) {
    const question = Number(key.split(' ')[0]);
    unsure.set(question, (unsure.get(question) ?? 0) + 1);
}
for (const [question, n] of unsure)
    console.log(`unconfirmed ${question} ${n}`);
if (listTokens) {
    for (const [question, tokens] of counted) {
        for (const token of tokens)
            console.log(`acked ${question} ${token}`);
    }
}
for (const [question, tokens] of minted)
    console.log(`minted ${question} ${tokens.size}`);
console.log(`fetches ${fetches.length}`);
console.log(`fetch max ${Math.round(Math.max(0, ...fetches))} median ${Math.round(median)}`);
console.log(problems.length ? `failed: ${[...new Set(problems)].slice(0, 10).join('; ')}` : 'ok');
for (const s of [...students, secondTab])
    s.ws?.terminate();
process.exit(problems.length ? 1 : 0);
