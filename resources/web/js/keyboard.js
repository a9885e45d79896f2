// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The page's playback keys, the workbench's keyboard model (user-guide.md): Space plays and
// pauses wherever the focus is, except in a text field, where it types; Left and Right step,
// in the reading direction (in a right-to-left page the mirrored timeline runs from the
// right, so Left steps on); Home and End jump to the first and the last step; Escape cancels
// a build under way. The map's own keys (mapview.js) come first while it has the focus.

// Where Space types (or opens a list) and so is no playback key.
const TextFields = 'input:not([type=range]):not([type=checkbox]):not([type=radio]):not([type=button]), select, textarea';
// Where the arrows, Home and End are the control's own: a text field, a choice of radio
// buttons, the speed slider.
const OwnArrows = `${TextFields}, input[type=radio], #speed`;
// The boxes that scroll (the lesson text, the log, the Code and the Call Stack): Home and End
// scroll them.
const Scrolls = '#lesson-text, #log, #code, #call-stack';

// `actions`: toggle() plays or pauses, step(delta) steps, first(), last(), cancel() a build
// and building() whether one is under way.
export function wireKeys(actions) {
    let swallowed = false; // Space taken from a button: its keyup must not click it either
    document.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && actions.building()) {
            actions.cancel(); // as the Cancel button, from anywhere
            return;
        }
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
            return;
        const target = event.target instanceof Element ? event.target : document.body;
        const rtl = document.documentElement.dir === 'rtl';
        let action = null;
        if (event.key === ' ') {
            // Not a focused button's press either (a question's answer included: Enter
            // presses it), as in the workbench.
            if (!target.closest(TextFields))
                action = actions.toggle;
        } else if (!target.closest(OwnArrows)) {
            const scrolls = target.closest(Scrolls);
            action = {
                ArrowRight: () => actions.step(rtl ? -1 : 1),
                ArrowLeft: () => actions.step(rtl ? 1 : -1),
                Home: scrolls ? null : actions.first,
                End: scrolls ? null : actions.last,
            }[event.key] || null;
        }
        if (!action)
            return;
        event.preventDefault(); // no button pressed, no checkbox ticked, no page scrolled
        swallowed = event.key === ' ';
        if (!event.repeat || event.key !== ' ')
            action();
    });
    document.addEventListener('keyup', (event) => {
        if (event.key === ' ' && swallowed) {
            swallowed = false;
            event.preventDefault();
        }
    });
}
