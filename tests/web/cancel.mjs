// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Presses the page's Cancel the moment the page offers it (a build under way, the button
// shown), from the page itself, and sets `window.cancelPressed`. A pointer click from the
// test waits for a laid-out box, and a loaded machine may finish a short build, or move the
// buttons, in the meantime.
export function cancelWhenOffered(page) {
    return page.evaluate(() => {
        window.cancelPressed = false;
        const observer = new MutationObserver(() => {
            const cancel = document.getElementById('cancel');
            if (document.body.dataset.state !== 'building' || cancel.hidden)
                return;
            observer.disconnect();
            cancel.click();
            window.cancelPressed = true;
        });
        observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state', 'hidden'] });
    });
}
