// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The page's elements by id. The type checker (tsconfig.json) learns each control's kind
// from the list below, so that `$('seed').value` is checked as a text field's and a
// misspelt property on a control is an error; any other id is a plain HTMLElement.

/**
 * The page's controls whose kind the scripts rely on (lesson.html, and the tile lists that
 * construct.js and questions.js fill).
 * @typedef {object} Controls
 * @property {HTMLInputElement} count
 * @property {HTMLInputElement} density
 * @property {HTMLInputElement} link
 * @property {HTMLInputElement} max
 * @property {HTMLInputElement} min
 * @property {HTMLInputElement} paint
 * @property {HTMLInputElement} patterns
 * @property {HTMLInputElement} practice
 * @property {HTMLInputElement} practice-every
 * @property {HTMLInputElement} randomize
 * @property {HTMLInputElement} seed
 * @property {HTMLInputElement} speed
 * @property {HTMLInputElement} step-limit
 * @property {HTMLInputElement} timeline
 * @property {HTMLInputElement} tool-eraser
 * @property {HTMLInputElement} tool-pit
 * @property {HTMLSelectElement} answer-tile
 * @property {HTMLSelectElement} construct-tile
 * @property {HTMLSelectElement} palette
 * @property {HTMLSelectElement} rule
 * @property {HTMLButtonElement} construct-hint
 * @property {HTMLButtonElement} construct-toggle
 * @property {HTMLButtonElement} undo
 * @property {HTMLDetailsElement} code-panel
 * @property {HTMLDetailsElement} keys-panel
 * @property {HTMLDetailsElement} stack-panel
 * @property {HTMLDetailsElement} why-panel
 * @property {HTMLFormElement} settings
 * @property {HTMLCanvasElement} map
 */

/**
 * The element with `id`: of its kind in Controls, any other an HTMLElement.
 * @template {string} Id
 * @param {Id} id
 * @returns {Id extends keyof Controls ? Controls[Id] : HTMLElement}
 */
export function $(id) {
    return /** @type {any} */ (document.getElementById(id));
}
