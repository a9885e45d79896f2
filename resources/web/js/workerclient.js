// The page's side of the build worker (worker.js): requests go out with an id and come
// back as promises. A new build replaces the worker, so a long build never blocks the next.
export class WorkerClient {
    constructor(source) {
        this.url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        this.pending = new Map();
        this.nextId = 1;
        this.start();
    }

    start() {
        // A classic worker: a module worker from a blob: address of a page opened from disk
        // (origin null) is refused by Chromium.
        this.worker = new Worker(this.url);
        this.worker.onmessage = (event) => {
            const done = this.pending.get(event.data.id);
            this.pending.delete(event.data.id);
            if (done)
                done.resolve(event.data);
        };
        this.worker.onerror = (event) => {
            event.preventDefault();
            for (const done of this.pending.values())
                done.reject(new Error(event.message || 'worker failed'));
            this.pending.clear();
        };
    }

    request(message) {
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            this.pending.set(id, { resolve, reject });
            this.worker.postMessage({ ...message, id });
        });
    }

    // Drops whatever the old worker was doing: its answers never arrive.
    restart() {
        this.worker.terminate();
        for (const done of this.pending.values())
            done.reject(new Error('superseded'));
        this.pending.clear();
        this.start();
    }
}
