// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// "Copy link": the page's address, which keeps the student's work (fragment.js), to the
// clipboard where the browser allows it; where it does not (a page opened from disk in some
// browsers, an older one), the link is shown selected in a read-only field to copy by hand.
import { $ } from './dom.js';

export async function copyLink(address, S) {
    const field = $('link');
    const status = $('link-status');
    field.value = address;
    field.hidden = false;
    try {
        await navigator.clipboard.writeText(address);
        status.textContent = S.linkCopied;
    } catch {
        field.focus();
        field.select();
        status.textContent = S.linkSelected;
    }
}
