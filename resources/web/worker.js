// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The build worker: owns the WebAssembly core (createMapgenCore, the module's factory that
// the page's exporter puts before this script, and bindCore) and answers the page's
// requests. The page only draws.
import { bindCore } from './js/corebinding.js';

let api = null;
const ready = createMapgenCore().then((module) => { api = bindCore(module); });

self.onmessage = async (event) => {
    await ready;
    const request = event.data;
    let reply;
    switch (request.type) {
    case 'build': reply = api.build(request.world); break;
    case 'frame': reply = api.frame(request); break;
    case 'lines': reply = { from: request.from, lines: api.lines(request) }; break;
    case 'map': reply = api.map(); break;
    case 'trace': reply = api.trace(); break;
    case 'key': reply = { key: api.key(request) }; break;
    case 'judge': reply = { judgement: api.judge(request) }; break;
    case 'construct': reply = { judgement: api.construct(request) }; break;
    case 'decision': reply = api.decision(request.position); break;
    case 'decisions': reply = api.decisions(); break;
    case 'practice': reply = api.practice(request); break;
    case 'moveNames': reply = { names: api.moveNames() }; break;
    case 'grade': reply = api.grade(request.progress); break;
    case 'think': reply = api.think(request); break;
    case 'why': reply = api.why(request); break;
    default: return;
    }
    reply.type = request.type;
    reply.id = request.id;
    self.postMessage(reply);
};
