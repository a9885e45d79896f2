// The recursion log: one line per step, virtualised (only the lines in view exist in the
// DOM), so that 150,000 lines scroll as smoothly as 15. A click on a line seeks there.
const LineHeight = 20;

export class LogList {
    // `fetchLines(from, count)` resolves to step records; `format(record, index)` words one.
    constructor(element, fetchLines, format, onSeek) {
        this.element = element;
        this.fetchLines = fetchLines;
        this.format = format;
        this.onSeek = onSeek;
        this.count = 0;
        this.current = -1;
        this.cache = new Map();
        this.spacer = document.createElement('div');
        this.spacer.className = 'log-spacer';
        this.window = document.createElement('ol');
        this.window.className = 'log-window';
        this.spacer.append(this.window);
        element.append(this.spacer);
        element.addEventListener('scroll', () => this.render());
        this.window.addEventListener('click', (event) => {
            const line = event.target.closest('li');
            if (line)
                this.onSeek(Number(line.dataset.index) + 1);
        });
    }

    reset(count) {
        this.count = count;
        this.cache.clear();
        this.current = -1;
        this.spacer.style.height = `${count * LineHeight}px`;
        this.element.scrollTop = 0;
        this.render();
    }

    // The line of the step shown (position - 1), kept in view while playback runs.
    setCurrent(index) {
        this.current = index;
        const top = index * LineHeight;
        const view = this.element.clientHeight;
        if (index >= 0 && (top < this.element.scrollTop || top + LineHeight > this.element.scrollTop + view))
            this.element.scrollTop = Math.max(0, top - view / 2);
        this.render();
    }

    async render() {
        const first = Math.max(0, Math.floor(this.element.scrollTop / LineHeight) - 5);
        const last = Math.min(this.count, first + Math.ceil(this.element.clientHeight / LineHeight) + 10);
        const missing = [];
        for (let i = first; i < last; ++i) {
            if (!this.cache.has(i))
                missing.push(i);
        }
        if (missing.length) {
            const from = missing[0];
            const records = await this.fetchLines(from, missing[missing.length - 1] - from + 1);
            records.forEach((record, k) => this.cache.set(from + k, record));
            if (this.cache.size > 4000)
                this.cache.clear();
        }
        this.draw(first, last);
    }

    draw(first, last) {
        this.window.style.transform = `translateY(${first * LineHeight}px)`;
        const items = [];
        for (let i = first; i < last; ++i) {
            const record = this.cache.get(i);
            if (!record)
                continue;
            const item = document.createElement('li');
            item.dataset.index = String(i);
            item.textContent = this.format(record, i);
            item.style.paddingInlineStart = `${0.4 + Math.min(record[4], 40) * 0.6}em`;
            if (i === this.current) {
                item.className = 'current';
                item.setAttribute('aria-current', 'step');
            }
            items.push(item);
        }
        this.window.replaceChildren(...items);
    }
}
