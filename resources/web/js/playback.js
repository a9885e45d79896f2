// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
// The page's state and playback: the build shown (the build worker holds it), Start and
// Cancel, the frame at the position shown, playback a few steps an animation frame, and the
// page at rest (its data- attributes for scripts and links).
import { $ } from './dom.js';
import { fill, formatNumber } from './lesson.js';

export class Playback {
    // `page`: lesson, client (WorkerClient), painter, log, thinking, statistics, questions,
    // construct, classMode, link (WorkLink); read when used, so they may come after this.
    constructor(page) {
        this.page = page;
        this.lesson = page.lesson;
        this.S = page.lesson.strings;
        this.state = {
            steps: 0, position: 0, playing: false, speed: Number($('speed').value), seed: this.lesson.seed,
            build: null, frame: null, building: false, pits: this.lesson.pitArray.slice(), pitsCode: '', generation: 0,
        };
        this.drawing = null;
        this.lastTime = 0;
        this.carry = 0;
    }

    // A request about the build shown; it fails with 'superseded' once another build is shown.
    request(message) {
        const state = this.state;
        const generation = state.generation;
        return this.page.client.request(message).then((reply) => {
            if (generation !== state.generation)
                throw new Error('superseded');
            return reply;
        });
    }

    world() {
        const lesson = this.lesson;
        // The lesson's name (`mode`) picks the lesson in the core.
        return {
            mode: lesson.mode, rows: lesson.rows, cols: lesson.cols, seed: this.state.seed, pits: this.state.pits,
            tiles: lesson.tiles.map((t) => t.doors), islands: this.page.settings.read(),
        };
    }

    // Start: builds in a worker of its own; the map shown stays until the new one is ready,
    // and stays for good when the build is cancelled.
    async rebuild(target) {
        const { state, page, S } = this;
        const body = document.body;
        this.stop();
        state.building = true;
        body.dataset.state = 'building';
        $('status').textContent = S.building;
        $('cancel').hidden = false;
        const building = this.world();
        let built;
        try {
            built = await page.client.build(building);
        } catch (error) {
            if (error.message === 'superseded')
                return; // a newer build took this one's place
            state.building = false;
            $('cancel').hidden = true;
            if (error.message === 'cancelled')
                return this.keepPrevious();
            body.dataset.state = 'failed';
            $('status').textContent = error.message;
            return;
        }
        state.building = false;
        $('cancel').hidden = true;
        state.generation += 1;
        page.construct.buildChanged(); // a round under way ends with the build it was made on
        state.build = { ...built, seed: state.seed, pits: building.pits.slice() };
        state.frame = null;
        page.thinking.reset();
        delete body.dataset.map;
        state.steps = built.steps;
        body.dataset.seed = state.seed;
        $('seed').value = state.seed;
        if (built.status !== 0) {
            body.dataset.state = 'failed';
            $('status').textContent = this.failureText(built);
            page.painter.paint(null, state.pits);
            return;
        }
        $('timeline').max = String(state.steps);
        page.log.reset(state.steps);
        page.statistics.show(false);
        page.questions.reset(); // practice mode's questions come from this build
        page.construct.update();
        // In a class, the lecturer's step as it is now (it may have moved while this one built).
        // A step the build does not have is a bad value of the address: ignored, with a notice.
        const beyond = page.link.stepBeyond(target, state.steps);
        const step = page.classMode?.target() ?? (target === 'end' ? state.steps : (!beyond && target) || 0);
        await this.seek(Math.min(step, state.steps));
        document.dispatchEvent(new CustomEvent('mapgen:build', { detail: { seed: state.seed, steps: state.steps } }));
        return true;
    }

    // After Cancel: the build shown before it, as it was (the pits painted meanwhile stay
    // painted for the next Start).
    keepPrevious() {
        const { state, S } = this;
        const body = document.body;
        const previous = state.build;
        if (!previous) {
            body.dataset.state = 'failed';
            $('status').textContent = S.cancelledFirst;
            return;
        }
        state.seed = previous.seed;
        $('seed').value = previous.seed; // the map's, not the one cancelled
        body.dataset.state = previous.status === 0 && state.frame ? 'ready' : 'failed';
        this.page.painter.paint(state.frame, state.pits);
        $('status').textContent = S.cancelled;
        if (state.frame)
            this.page.link.update();
    }

    failureText(built) {
        const S = this.S;
        if (built.status === 2)
            return S.badInput;
        if (built.status === 3)
            return S.outOfMemory;
        const [, , , , failure, open, start, end] = built.stats;
        if (failure === 1)
            return fill(S.failTooFew[Math.min(open, 2)], open);
        if (failure === 2)
            return fill(S.failCutApart, Math.floor(start / this.lesson.cols), start % this.lesson.cols,
                Math.floor(end / this.lesson.cols), end % this.lesson.cols);
        return S.failNoBigRoom;
    }

    async seek(position, fromPlayback = false) {
        const { state, page, lesson } = this;
        if (!state.build || state.build.status !== 0 || state.building)
            return;
        position = Math.max(0, Math.min(state.steps, position));
        if (page.construct.limit() < Infinity)
            position = page.construct.limit(); // the map shows what the student's next move is made on
        if (!fromPlayback)
            page.questions.moved(position);
        state.position = position;
        if (!fromPlayback)
            this.stop();
        if (this.drawing) {
            this.drawing.next = position;
            return this.drawing.promise;
        }
        const drawing = { next: null };
        this.drawing = drawing;
        drawing.promise = (async () => {
            let target = position;
            for (;;) {
                // While a question is open the map marks only what the rule book lets it show.
                const frame = await this.request({ type: 'frame', position: target, rows: lesson.rows, cols: lesson.cols,
                    from: state.frame ? state.frame.position : -1, asking: page.asking() }).catch(() => null);
                if (frame)
                    this.show(frame);
                // At rest, the map's text after the picture (for a 1000 x 1000 dungeon it is 16 MB and
                // takes longer than the drawing): then the page is ready.
                if (frame && !state.playing && (drawing.next === null || (drawing.next === target && !drawing.again))) {
                    drawing.next = null;
                    const reply = await this.request({ type: 'map' }).catch(() => null);
                    if (reply && drawing.next === null && !state.playing && reply.position === frame.position)
                        this.rest(frame, reply.map);
                }
                // Again for a position asked meanwhile (also when this answer came too late for
                // the build now shown).
                if (drawing.next === null)
                    break;
                target = drawing.next;
                drawing.next = null;
                drawing.again = false;
            }
            this.drawing = null;
        })();
        return drawing.promise;
    }

    // The position shown drawn again, also when a drawing of it is under way (a question opened
    // or closed: what the map may mark changed).
    redraw() {
        if (!this.drawing)
            return this.seek(this.state.position, true);
        this.drawing.next = this.state.position;
        this.drawing.again = true;
        return this.drawing.promise;
    }

    show(frame) {
        const { state, page, S } = this;
        const from = state.frame ? state.frame.position : -1;
        page.painter.addFlashes(frame.flashes, from >= 0 && frame.position >= from && frame.position - from <= 4096);
        state.frame = frame;
        page.painter.paint(frame, state.pits);
        page.mapGrid.follow(frame, state.pits, state.steps);
        if (!performance.getEntriesByName('mapgen-first-map').length)
            performance.mark('mapgen-first-map'); // what the figures script times from navigation
        $('timeline').value = String(frame.position);
        $('position').textContent = fill(S.stepOf, formatNumber(frame.position), formatNumber(state.steps));
        page.log.setCurrent(frame.position - 1);
        page.thinking.follow(frame.position);
        page.statistics.follow();
    }

    // Playback has stopped at `frame`, whose map text is `map`: the page's state for scripts and links.
    rest(frame, map) {
        const state = this.state;
        const body = document.body;
        if (state.building)
            return;
        body.dataset.step = String(frame.position);
        body.dataset.steps = String(state.steps);
        body.dataset.seed = state.seed;
        body.dataset.map = map;
        body.dataset.state = 'ready';
        $('status').textContent = this.restStatus();
        this.page.link.update();
    }

    // At rest: ready, or the pits painted since the build shown are still to be built (they are
    // drawn over it meanwhile, as the workbench keeps them over its build until the next Start).
    restStatus() {
        const state = this.state;
        const built = state.build && state.build.pits;
        return built && built.some((pit, i) => pit !== state.pits[i]) ? this.S.pitsChanged : this.S.ready;
    }

    // Playback: a few steps per animation frame at the chosen speed, one drawing per frame.
    tick(time) {
        const { state, page } = this;
        if (!state.playing)
            return;
        const elapsed = this.lastTime ? Math.min(time - this.lastTime, 100) : 16;
        this.lastTime = time;
        this.carry += (elapsed / 1000) * state.build.speeds[state.speed - 1]; // the core's (PlaybackSpeed)
        const advance = Math.floor(this.carry);
        this.carry -= advance;
        if (advance > 0) {
            // No further than practice mode's questions are known (they are asked for ahead).
            let next = Math.min(state.steps, state.position + advance, page.questions.knownUntil());
            // In a live class the lecturer asks (classroom.js); the page's own questions wait.
            const question = page.construct.active || page.classMode ? null : page.questions.next(state.position, next + 1);
            if (question)
                next = question.after;
            this.seek(next, true);
            if (question || next >= state.steps) {
                this.stop();
                if (question)
                    page.questions.ask(question);
                return;
            }
        }
        requestAnimationFrame((t) => this.tick(t));
    }

    play() {
        const { state, page } = this;
        if (!state.build || state.build.status !== 0 || state.building || page.questions.open || page.construct.active)
            return;
        page.questions.close(); // on after an answer: its explanation goes
        if (state.position >= state.steps)
            this.seek(0, true);
        state.playing = true;
        this.lastTime = 0;
        this.carry = 0;
        document.body.dataset.state = 'playing';
        $('play').textContent = this.S.pause;
        $('play').setAttribute('aria-pressed', 'true');
        requestAnimationFrame((t) => this.tick(t));
    }

    stop() {
        const { state } = this;
        if (!state.playing)
            return;
        state.playing = false;
        $('play').textContent = this.S.play;
        $('play').setAttribute('aria-pressed', 'false');
        this.seek(state.position, true); // the resting frame, with its map and data-state="ready"
    }

    toggle() {
        if (this.state.playing)
            this.stop();
        else
            this.play();
    }
}
