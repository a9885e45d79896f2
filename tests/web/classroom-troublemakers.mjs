// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a real room brings besides its students, for the class rehearsal
// (classroom-rehearsal.mjs) and the benchmark (tests/benchmarks/classroom-students.mjs):
//   - a reader that joins and never reads what the class sends;
//   - a client that floods (100 messages a second, again after each close);
//   - a client that mints tokens: a new one for each join, answering, from one address;
//   - a client that holds idle and half-sent connections open (1,200, reopened);
//   - a client that sends a 300 MB body, a head over 8 KB and requests without Host, and
//     checks they are refused (413, 431, 400);
//   - a real student's page fetched every 2 s, which must arrive whole: within a second as a
//     rule (the median, checked by the caller), never over two (a loaded test machine).
// Each comes from an address of its own on loopback (127.4.0.x, 127.5.0.1).
import net from 'node:net';
import { Worker } from 'node:worker_threads';

import WebSocket from 'ws';

const random = (n) => Math.floor(Math.random() * n);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One raw request to the class's server from `localAddress`: the head `head`, then
// `bodyBytes` of body as fast as the server takes them; resolves to the response's status
// line ('' when none came). `keep(socket)` may track the socket.
export function rawRequest(url, head, bodyBytes = 0, localAddress = undefined, keep = (socket) => socket) {
    return new Promise((resolve) => {
        const socket = keep(net.connect({ host: url.hostname, port: Number(url.port), localAddress }));
        let reply = '';
        socket.on('connect', () => {
            socket.write(head);
            const chunk = Buffer.alloc(1 << 20, 120);
            const more = () => {
                while (bodyBytes > 0 && socket.write(chunk))
                    bodyBytes -= chunk.length;
            };
            socket.on('drain', more);
            more();
        });
        socket.on('data', (data) => { reply += data.toString('latin1'); });
        socket.on('error', () => {});
        socket.on('close', () => resolve(reply.split('\r\n')[0]));
        setTimeout(() => socket.destroy(), 10000);
    });
}

// `url`: the class's address with its join code; `answerFor(ask)`: an answer to a question
// of that kind; `onMinted(question, token)`: the minting client's answer was received.
// Returns { stop(), problems, fetches (ms each) }.
export function startTroublemakers(url, answerFor, onMinted = () => {}) {
    const code = url.searchParams.get('join');
    const origin = `http://${url.host}`;
    const open = (address) => new WebSocket(`ws://${url.host}/class`, { origin, localAddress: address });
    const problems = [];
    const fetches = [];
    let stopped = false;
    const sockets = new Set();
    const keep = (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        return socket;
    };

    // A reader that never reads: joined, then its socket is paused.
    const reader = keep(open('127.4.0.1'));
    reader.on('open', () => {
        reader.send(JSON.stringify({ type: 'join', code, token: 'never-reads-0000000' }));
        reader._socket.pause();
    });
    reader.on('error', () => {});

    // A flood, again after every close.
    const flood = () => {
        if (stopped)
            return;
        const ws = keep(open('127.4.0.2'));
        let timer = null;
        ws.on('open', () => {
            ws.send(JSON.stringify({ type: 'join', code, token: 'flooding-client-000' }));
            timer = setInterval(() => ws.send('{"type":"noise"}'), 10);
        });
        ws.on('error', () => {});
        ws.on('close', () => {
            clearInterval(timer);
            setTimeout(flood, 200);
        });
    };
    flood();

    // Minting tokens: join with a new token, answer what is asked, leave, again.
    let minted = 0;
    const mint = () => {
        if (stopped)
            return;
        const token = `minted-token-${String(minted++).padStart(6, '0')}`;
        const ws = keep(open('127.4.0.3'));
        ws.on('open', () => ws.send(JSON.stringify({ type: 'join', code, token })));
        ws.on('message', (data) => {
            const message = JSON.parse(data);
            if (message.type === 'ask' && !message.answered)
                ws.send(JSON.stringify({ type: 'answer', question: message.question, answer: answerFor(message.ask) }));
            if (message.type === 'received') {
                onMinted(message.question, token);
                ws.close();
            }
        });
        ws.on('error', () => {});
        ws.on('close', () => setTimeout(mint, 50));
        setTimeout(() => ws.terminate(), 2000);
    };
    mint();

    // Idle and half-sent connections from one address, as many as it may hold, reopened.
    const idle = (n) => {
        if (stopped)
            return;
        const socket = keep(net.connect({ host: url.hostname, port: Number(url.port), localAddress: '127.4.0.4' }));
        socket.on('connect', () => {
            if (n % 2)
                socket.write(`GET / HTTP/1.1\r\nHost: ${url.host}\r\n`); // never finished
        });
        socket.on('error', () => {});
        socket.on('close', () => setTimeout(() => idle(n), 1000 + random(2000)));
    };
    for (let n = 0; n < 1200; ++n)
        idle(n);

    // Oversized and malformed requests: refused before they are read.
    const request = (head, bodyBytes = 0) => rawRequest(url, head, bodyBytes, '127.4.0.5', keep);
    (async () => {
        while (!stopped) {
            const big = await request(`POST /upload HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: 300000000\r\n\r\n`, 300000000);
            if (!stopped && !big.startsWith('HTTP/1.1 413'))
                problems.push(`a 300 MB body was answered "${big}"`);
            const hostless = await request('GET / HTTP/1.1\r\n\r\n');
            if (!stopped && !hostless.startsWith('HTTP/1.1 400'))
                problems.push(`a request without Host was answered "${hostless}"`);
            const long = await request(`GET / HTTP/1.1\r\nHost: ${url.host}\r\nX-Padding: ${'a'.repeat(9000)}\r\n\r\n`);
            if (!stopped && !long.startsWith('HTTP/1.1 431'))
                problems.push(`a 9 KB head was answered "${long}"`);
            await pause(3000);
        }
    })();

    // A real student's page, every 2 s, timed on a thread of its own (`fetches`: each one's
    // milliseconds).
    const fetcher = new Worker(new URL('./classroom-fetcher.mjs', import.meta.url),
        { workerData: { hostname: url.hostname, port: url.port, code } });
    fetcher.on('message', ({ ms, ok }) => {
        if (stopped)
            return;
        fetches.push(ms);
        if (!ok)
            problems.push('a page fetch failed');
        else if (ms > 2000)
            problems.push(`a page took ${Math.round(ms)} ms`);
    });

    return {
        problems,
        fetches,
        stop() {
            stopped = true;
            fetcher.terminate();
            for (const socket of sockets)
                (socket.terminate ?? socket.destroy).call(socket);
        },
    };
}
