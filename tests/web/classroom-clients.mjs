// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Students and hostile clients of a live class over raw WebSockets (tst_classroom runs it
// with the class's address): three students answer the question the lecturer asks, one of
// them twice across a reconnect; hostile clients bring a wrong join code, a foreign Origin,
// an oversized message, malformed answers, a flood, 600 connections that never join, a
// fifth student from one address, ten wrong codes from one address, requests over the
// limits (413, 431, 400);
// requests for anything but the page and its socket, or with another Host, find nothing.
// It prints "ready" once every client is in place, a line per verdict after Reveal, and
// exits 0 when each hostile client met what it should.
// With "full" after the address: 500 students join, the next one is told the class is full,
// and a student coming back on a new socket is not; it prints "full ok" (or "failed: why")
// and waits for "quit" on its input before it leaves.
// With "answer" after the address, then students as N=R,C or N=none: student N (its token N)
// joins and answers the question when it is asked. A student told it has answered already
// (back after the workbench started again) answers again all the same, and the others answer
// only once those answers are sent. It prints "ready" once every join is sent, "asked N
// answered=B" for each student, "again N" for each answer again, "received N Q" when the
// workbench says student N's answer to question Q counted, and exits 0 once each student not
// told it had answered heard that (or prints "failed: why" and exits 1).
import http from 'node:http';
import { createInterface } from 'node:readline';

import WebSocket from 'ws';

import { rawRequest } from './classroom-troublemakers.mjs';

const url = new URL(process.argv[2]);
const code = url.searchParams.get('join');
const origin = `http://${url.host}`;
const socketUrl = `ws://${url.host}/class`;
const problems = [];
const open = (options = {}, path = '/class') => new WebSocket(`ws://${url.host}${path}`, { origin, ...options });
// Student n's own address on loopback (127.0.0.0/8 is all this machine's): the class admits
// at most four students from one address, as from one phone or laptop.
const home = (n) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const openAs = (n) => open({ localAddress: home(n) });
const opened = (ws) => new Promise((resolve) => { ws.once('open', resolve); ws.once('error', resolve); });
const closed = (ws) => new Promise((resolve) => ws.once('close', (c) => resolve(c)));
const join = (ws, token) => ws.send(JSON.stringify({ type: 'join', code, token }));
const token = (n) => `student-token-${String(n).padStart(4, '0')}`;

if (process.argv[3] === 'stalled') {
    // A phone that stops reading: it joins, then reads nothing more (its socket paused), so
    // it answers no ping either; it prints "stalled" and waits for "quit".
    const ws = openAs(900);
    await opened(ws);
    const first = new Promise((resolve) => ws.once('message', resolve));
    join(ws, token(900));
    await first;
    ws._socket.pause();
    ws._socket.resume = () => {}; // ws must not start reading again by itself
    console.log('stalled');
    for await (const line of createInterface({ input: process.stdin })) {
        if (line.trim() === 'quit')
            break;
    }
    ws.terminate();
    process.exit(0);
}

if (process.argv[3] === 'full') {
    // The first message each socket gets after its join: the lecturer's map (`work`, then
    // `state`: joined) or `full`.
    const first = (ws) => new Promise((resolve) => {
        ws.once('message', (m) => resolve(JSON.parse(m).type));
        ws.once('close', () => resolve('closed'));
        ws.once('error', (error) => resolve(error.message));
    });
    const joinAs = async (n) => {
        const ws = openAs(n);
        await opened(ws);
        const said = first(ws);
        join(ws, token(n));
        return { ws, said: await said };
    };
    const students = [];
    for (let n = 0; n < 500; n += 50)
        students.push(...await Promise.all(Array.from({ length: 50 }, (_, k) => joinAs(n + k))));
    const inClass = (said) => said === 'work' || said === 'state';
    const joined = students.filter((s) => inClass(s.said)).length;
    const extra = await joinAs(500);
    // A phone that slept: its token again takes its own place, not a new one.
    const back = await joinAs(7);
    if (joined !== 500)
        problems.push(`${joined} of 500 joined`);
    if (extra.said !== 'full')
        problems.push(`the 501st was told "${extra.said}"`);
    if (!inClass(back.said))
        problems.push(`a student back on a new socket was told "${back.said}"`);
    console.log(problems.length ? `failed: ${problems.join('; ')}` : 'full ok');
    for await (const line of createInterface({ input: process.stdin })) {
        if (line.trim() === 'quit')
            break;
    }
    [...students, extra, back].forEach((s) => s.ws.terminate());
    process.exit(problems.length ? 1 : 0);
}

if (process.argv[3] === 'answer') {
    const students = process.argv.slice(4).map((spec) => {
        const [n, given] = spec.split('=');
        const [row, col] = given.split(',').map(Number);
        return { n: Number(n), answer: given === 'none' ? { row: -1 } : { row, col } };
    });
    const deadline = setTimeout(() => {
        console.log('failed: timeout');
        process.exit(1);
    }, 60000);
    const finish = () => {
        const waiting = students.filter((s) => !s.asked || (!s.before && !s.received));
        if (waiting.length)
            return;
        clearTimeout(deadline);
        students.forEach((s) => s.ws.terminate());
        process.exit(0);
    };
    // Every student asked: first the answers again (sent), then the others' answers.
    const answerAll = async () => {
        if (students.some((s) => !s.asked))
            return;
        await Promise.all(students.filter((s) => s.before).map((s) => new Promise((resolve) => {
            s.ws.send(JSON.stringify({ type: 'answer', question: s.question, answer: s.answer }), resolve);
            console.log(`again ${s.n}`);
        })));
        for (const s of students.filter((s) => !s.before))
            s.ws.send(JSON.stringify({ type: 'answer', question: s.question, answer: s.answer }));
        finish();
    };
    for (const s of students) {
        s.ws = open();
        s.ws.on('message', (data) => {
            const message = JSON.parse(data);
            if (message.type === 'ask' && !s.asked) {
                Object.assign(s, { asked: true, question: message.question, before: message.answered });
                console.log(`asked ${s.n} answered=${message.answered}`);
                answerAll();
            } else if (message.type === 'received' && message.question === s.question) {
                s.received = true;
                console.log(`received ${s.n} ${message.question}`);
                finish();
            } else if (message.type === 'refused') {
                console.log(`failed: student ${s.n} refused`);
                process.exit(1);
            }
        });
    }
    await Promise.all(students.map((s) => opened(s.ws)));
    students.forEach((s) => join(s.ws, token(s.n)));
    console.log('ready');
    await new Promise(() => {}); // finish() and the deadline end it
}

// HTTP: the page at "/" for the class's own Host only, with its Content-Security-Policy;
// every other path, method or Host (a DNS rebinding) 404, the socket on no other path.
const get = (path, host = url.host, method = 'GET') => new Promise((resolve) => {
    http.request({ hostname: url.hostname, port: url.port, path, method, headers: { host } }, (res) => {
        res.resume();
        resolve(res);
    }).on('error', (error) => resolve({ statusCode: error.message, headers: {} })).end();
});
{
    const page = await get(`/?join=${code}`);
    const policy = page.headers['content-security-policy'] ?? '';
    if (page.statusCode !== 200)
        problems.push(`the page answered ${page.statusCode}`);
    if (!policy.startsWith("default-src 'none';") || !policy.includes(`connect-src ws://${url.host}/class;`))
        problems.push(`the page's policy: ${policy}`);
    for (const [path, host, method] of [['/etc/passwd'], ['/../../etc/passwd'], ['/index.html'], ['/class'],
        ['/', 'evil.example'], ['/', `evil.example:${url.port}`], ['/', url.host, 'POST'], ['/', url.host, 'HEAD']]) {
        const reply = await get(path, host, method);
        if (reply.statusCode !== 404)
            problems.push(`${method ?? 'GET'} ${path} (Host ${host ?? url.host}) answered ${reply.statusCode}`);
    }
    const elsewhere = open({}, '/other');
    const status = await new Promise((resolve) => {
        elsewhere.once('unexpected-response', (request, response) => resolve(response.statusCode));
        elsewhere.once('open', () => resolve('open'));
        elsewhere.once('error', (error) => resolve(error.message));
    });
    elsewhere.terminate();
    if (status !== 404)
        problems.push(`a socket on /other: ${status}`);
}

// Requests refused before their body or whole head is read: a body over a message's size
// (413, though 300 MB follow), a head over 8 KB (431), no Host (400).
const raw = (head, bodyBytes) => rawRequest(url, head, bodyBytes);
for (const [head, body, expected] of [
    [`POST / HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: 300000000\r\n\r\n`, 300000000, 413],
    [`GET / HTTP/1.1\r\nHost: ${url.host}\r\nX-Padding: ${'a'.repeat(9000)}\r\n\r\n`, 0, 431],
    ['GET / HTTP/1.1\r\n\r\n', 0, 400],
    [`GET / HTTP/1.1\r\nHost: \r\n\r\n`, 0, 400]]) {
    const status = await raw(head, body);
    if (!status.startsWith(`HTTP/1.1 ${expected}`))
        problems.push(`${head.split('\r\n')[0]} (${head.length} bytes, ${body} after) answered "${status}"`);
}

// One address brings in four students; the fifth is told so.
{
    const said = [];
    const five = [];
    for (let k = 0; k < 5; ++k) {
        const ws = open({ localAddress: '127.2.0.1' });
        await opened(ws);
        const first = new Promise((resolve) => ws.once('message', (m) => resolve(JSON.parse(m).type)));
        join(ws, token(800 + k));
        said.push(await first);
        five.push(ws);
    }
    if (said.slice(0, 4).some((type) => type !== 'work') || said[4] !== 'device')
        problems.push(`five students from one address were told ${said.join(', ')}`);
    five.forEach((ws) => ws.terminate());
}

// Ten wrong codes from one address within a minute: the next join from it waits, the right
// code too (a script guessing codes).
{
    const said = [];
    for (let k = 0; k < 11; ++k) {
        const ws = open({ localAddress: '127.2.0.2' });
        await opened(ws);
        const first = new Promise((resolve) => ws.once('message', (m) => resolve(JSON.parse(m))));
        ws.send(JSON.stringify({ type: 'join', code: k < 10 ? `WRONG${k}` : code, token: token(850 + k) }));
        said.push(await first);
        ws.terminate();
    }
    const last = said[10];
    if (said.slice(0, 10).some((m) => m.type !== 'refused') || last.type !== 'paused' || !(last.seconds > 0))
        problems.push(`eleven joins after ten wrong codes were told ${said.map((m) => m.type).join(', ')}`);
}

// Wrong code: told so, then closed.
{
    const ws = open();
    await opened(ws);
    const said = new Promise((resolve) => ws.once('message', (m) => resolve(JSON.parse(m).type)));
    ws.send(JSON.stringify({ type: 'join', code: 'WRONG1', token: token(900) }));
    if ((await said) !== 'refused')
        problems.push('wrong code not refused');
    await closed(ws);
}
// Foreign Origin: closed at once.
{
    const ws = open({ origin: 'http://evil.example' });
    const code = await closed(ws);
    if (code !== 1008)
        problems.push(`foreign origin closed with ${code}`);
}
// Oversized: the socket is closed (the message is never read).
{
    const ws = open();
    await opened(ws);
    join(ws, token(901));
    ws.send('x'.repeat(2000));
    await closed(ws);
}
// Flooding: 40 messages at once close the socket.
{
    const ws = open();
    await opened(ws);
    join(ws, token(902));
    for (let i = 0; i < 40; ++i)
        ws.send('{"type":"noise"}');
    await closed(ws);
}
// 600 connections that never join: the class goes on.
{
    const idle = [];
    for (let i = 0; i < 600; ++i)
        idle.push(open());
    await Promise.all(idle.map(opened));
    idle.forEach((ws) => ws.terminate());
}

// The students, and one that sends only malformed answers.
const answers = [{ row: 0, col: 0 }, { row: 1, col: 1 }, { row: -1 }];
const verdicts = [];
function student(n, onAsk) {
    const ws = openAs(n);
    ws.on('open', () => join(ws, token(n)));
    ws.on('message', (data) => {
        const message = JSON.parse(data);
        if (message.type === 'ask')
            onAsk(ws, message);
        if (message.type === 'reveal') {
            verdicts.push(`${n} ${message.verdict}`);
            console.log(`verdict ${n} ${message.verdict} ${Math.round(100 * message.share)}`);
        }
    });
    return ws;
}
const send = (ws, question, answer) => ws.send(JSON.stringify({ type: 'answer', question, answer }));
const students = [0, 1, 2].map((n) => student(n, (ws, message) => {
    send(ws, message.question, answers[n]);
    console.log(`answered ${n}`);
    if (n === 0 && !message.answered) {
        // A phone that slept: the same token again, another answer that must not count.
        setTimeout(() => {
            ws.terminate();
            students[0] = student(0, (again, repeat) => {
                console.log(`again answered=${repeat.answered}`);
                send(again, repeat.question, { row: 2, col: 2 });
            });
        }, 100);
    }
}));
student(3, (ws, message) => {
    send(ws, message.question + 7, { row: 0, col: 0 }); // no such question
    send(ws, message.question, { row: 100000, col: 0 }); // off the map
    send(ws, message.question, { move: 1 }); // a move for a cell
    send(ws, message.question, { row: 0.5, col: 0 });
    ws.send('{"type":"answer","question":');
    ws.send('[1,2,3]');
    console.log('malformed sent');
});
await Promise.all(students.map(opened));
console.log('ready');

const deadline = setTimeout(() => {
    console.log(`timeout; problems: ${problems.join('; ')}`);
    process.exit(1);
}, 60000);
const wait = setInterval(() => {
    if (verdicts.length < 4)
        return;
    clearInterval(wait);
    clearTimeout(deadline);
    if (problems.length)
        console.log(`problems: ${problems.join('; ')}`);
    process.exit(problems.length ? 1 : 0);
}, 50);
