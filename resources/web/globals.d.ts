// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// What the scripts find in their global scope besides the browser's, for the type checker
// (tsconfig.json); nothing here is bundled.

// The WebAssembly core's factory (web/, emscripten's MODULARIZE), which the exporter puts
// before the worker's script.
declare function createMapgenCore(): Promise<any>;

interface Window {
    // The page's learning-platform link, for the tests: its errors and commits.
    mapgenPlatform: import('./js/scorm.js').Platform;
}
