// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The page's side of the build workers (worker.js): requests go out with an id and come
// back as promises. A build runs in a worker of its own while the previous one keeps
// answering for the map shown; when it is ready it takes over, and a cancelled build's
// worker is simply terminated, so the page never freezes and loses nothing by a Cancel.
export class WorkerClient {
    constructor(source) {
        this.url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        this.pending = new Map();
        this.nextId = 1;
        this.worker = null; // holds the build shown
        this.building = null; // a build under way
    }

    spawn() {
        // A classic worker: a module worker from a blob: address of a page opened from disk
        // (origin null) is refused by Chromium.
        const worker = new Worker(this.url);
        worker.onmessage = (event) => {
            const done = this.pending.get(event.data.id);
            this.pending.delete(event.data.id);
            if (done)
                done.resolve(event.data);
        };
        worker.onerror = (event) => {
            event.preventDefault();
            this.drop(worker, event.message || 'worker failed', false);
        };
        return worker;
    }

    send(worker, message) {
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            this.pending.set(id, { resolve, reject, worker });
            worker.postMessage({ ...message, id });
        });
    }

    // A request about the build shown.
    request(message) {
        return this.worker ? this.send(this.worker, message) : Promise.reject(new Error('superseded'));
    }

    // Builds `world` in a new worker, which then holds the build shown. A build started
    // meanwhile replaces this one, whose promise then fails with 'superseded'.
    async build(world) {
        this.cancel('superseded');
        const worker = this.spawn();
        this.building = worker;
        const reply = await this.send(worker, { type: 'build', world });
        this.building = null;
        if (this.worker)
            this.drop(this.worker, 'superseded');
        this.worker = worker;
        return reply;
    }

    // Stops the build under way (its promise fails with `reason`); false when there is none.
    cancel(reason = 'cancelled') {
        if (!this.building)
            return false;
        this.drop(this.building, reason);
        this.building = null;
        return true;
    }

    // Fails the worker's requests with `reason`, and ends it unless it ended itself.
    drop(worker, reason, terminate = true) {
        if (terminate)
            worker.terminate();
        if (worker === this.building)
            this.building = null;
        for (const [id, done] of this.pending) {
            if (done.worker === worker) {
                this.pending.delete(id);
                done.reject(new Error(reason));
            }
        }
    }
}
