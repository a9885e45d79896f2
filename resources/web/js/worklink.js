// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The link that keeps the work (export.md, weblesson.md, fragment.js): the address's fragment
// #seed=S&step=K and the student's settings, palette, practice mode and pits where they
// differ from the lesson, read when the page opens or an address is followed, and written
// over (never a new history entry) whenever the page rests.
import { $ } from './dom.js';
import { formatFragment, parseFragment, PracticeRange, quotePart } from './fragment.js';
import { fill } from './lesson.js';

export class WorkLink {
    // `page`: lesson, playback, settings, painter, pitEditor, questions, pitsEdited(); read
    // when used.
    constructor(page) {
        this.page = page;
        this.lesson = page.lesson;
        this.S = page.lesson.strings;
        this.shown = ''; // the address's notice
        this.kept = []; // notices that stay (a learning platform's), after the address's
    }

    notice(text) {
        this.shown = text;
        const element = $('notice');
        const lines = [text, ...this.kept].filter(Boolean).join('\n');
        element.textContent = lines;
        element.hidden = !lines;
    }

    // A notice that stays while the address's come and go.
    keep(text) {
        this.kept.push(text);
        this.notice(this.shown);
    }

    // The address's values. A part that is not understood is ignored, and the notice quotes
    // it as the address wrote it.
    read() {
        const { values, ignored, repeated } = parseFragment(location.hash, this.lesson, this.lesson.pitArray);
        const lines = [];
        if (ignored.length)
            lines.push(fill(this.S.badFragment, ignored.map(quotePart).join('&')));
        if (repeated.length)
            lines.push(fill(this.S.repeatedFragment, repeated.join(', ')));
        this.notice(lines.join('\n'));
        return values;
    }

    // Whether `step` (the address's) is past the build's `steps`: then it is ignored, with the
    // notice of a bad value beside any other (the build's length is known only once it is made).
    stepBeyond(step, steps) {
        if (typeof step !== 'number' || step <= steps)
            return false;
        const line = fill(this.S.badFragment, `step=${step}`);
        this.notice(this.shown ? `${this.shown}\n${line}` : line);
        return true;
    }

    // The settings and pits of the address on the page (what it does not give is the lesson's);
    // true when any of them changed. Pits from an address followed later are one undo step.
    apply(values, undoable) {
        const { page } = this;
        let changed = page.settings.apply(values);
        // Practice mode: on with the address's interval, off without one (it changes no build).
        const every = values.practice;
        if ($('practice').checked !== (every !== undefined) || (every !== undefined && this.practiceEvery() !== every)) {
            $('practice').checked = every !== undefined;
            if (every !== undefined)
                $('practice-every').value = String(every);
            this.setPractice();
        }
        const palette = values.palette ?? 'standard';
        const painter = page.painter;
        if (painter.palette !== palette) {
            painter.palette = $('palette').value = palette;
            painter.paint(page.playback.state.frame, page.playback.state.pits);
        }
        if (page.pitEditor.replace(values.pits || this.lesson.pitArray, undoable)) {
            changed = true;
            page.pitsEdited();
        }
        return changed;
    }

    // Practice mode's interval as the field gives it, within its range (10 when it gives none).
    practiceEvery() {
        const every = Math.trunc(Number($('practice-every').value));
        return Number.isFinite(every) && every > 0 ? Math.max(PracticeRange[0], Math.min(PracticeRange[1], every)) : 10;
    }

    setPractice() {
        this.page.questions.setPractice($('practice').checked, this.practiceEvery());
    }

    // The address as what the page shows and holds.
    update() {
        const { page } = this;
        const state = page.playback.state;
        const hash = formatFragment({ seed: state.seed, step: state.position, settings: page.settings.forAddress(),
            palette: page.painter.palette, practice: $('practice').checked ? this.practiceEvery() : 0,
            pits: state.pitsCode }, this.lesson);
        if (location.hash !== hash)
            history.replaceState(null, '', hash);
        if (!$('link').hidden)
            $('link').value = location.href; // the link shown is the work as it is now
    }

    // An address typed or followed: a new seed builds (at step 0 unless one is given); else
    // the step given is shown, or the one shown stays. Either way the address is written
    // again as what the page shows once it rests.
    follow() {
        const playback = this.page.playback;
        const state = playback.state;
        const fragment = this.read();
        const changed = this.apply(fragment, true);
        if ((fragment.seed !== undefined && fragment.seed !== state.seed) || changed) {
            state.seed = fragment.seed ?? state.seed;
            $('seed').value = state.seed;
            playback.rebuild(fragment.step ?? 0);
        } else if (fragment.step === 'end') {
            playback.seek(state.steps);
        } else if (this.stepBeyond(fragment.step, state.steps)) {
            this.update(); // the address says again what is shown
        } else {
            playback.seek(fragment.step ?? state.position);
        }
    }
}
