// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A real student's page fetched every 2 s (a worker thread of classroom-troublemakers.mjs,
// so that the time measured is the workbench's, not that of the busy event loop of the
// simulated room): posts { ms, ok } for each fetch.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { hostname, port, code } = workerData;
let stopped = false;
parentPort.on('message', (message) => {
    if (message === 'stop')
        stopped = true;
});
while (!stopped) {
    const start = performance.now();
    const ok = await new Promise((resolve) => {
        http.get({ hostname, port, path: `/?join=${code}`, localAddress: '127.5.0.1' }, (res) => {
            let size = 0;
            res.on('data', (chunk) => { size += chunk.length; });
            res.on('end', () => resolve(res.statusCode === 200 && size > 10000));
        }).on('error', () => resolve(false));
    });
    parentPort.postMessage({ ms: performance.now() - start, ok });
    await new Promise((resolve) => setTimeout(resolve, 2000));
}
process.exit(0);
