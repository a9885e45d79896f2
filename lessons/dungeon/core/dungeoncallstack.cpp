// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "dungeoncallstack.h"

void DungeonCallStack::clear()
{
    m_queue.clear();
    m_position = 0;
    m_headRow = m_headCol = -1;
    m_verdicts.clear();
    m_queueFrom = 0;
}

void DungeonCallStack::seek(const StepAt &stepAt, int position)
{
    if (position < 0)
        position = 0;
    if (position < m_position - position) {
        m_queue.clear();
        m_position = 0;
    }
    for (; m_position < position; ++m_position)
        m_queue.apply(stepAt(std::size_t(m_position)));
    for (; m_position > position; --m_position)
        m_queue.unapply(stepAt(std::size_t(m_position - 1)));

    // The head's verdicts: back from the last step over its placement's clips and queue
    // entries, its Place, and the Reject steps before it (a few dozen at most).
    m_headRow = m_headCol = -1;
    m_verdicts.clear();
    int i = position - 1;
    while (i >= 0) {
        const DungeonStep::Kind kind = stepAt(std::size_t(i)).kind;
        if (kind != DungeonStep::Clip && kind != DungeonStep::Queue)
            break;
        --i;
    }
    if (i >= 0) {
        const DungeonStep head = stepAt(std::size_t(i));
        if (head.kind == DungeonStep::Reject || head.fromQueue()) {
            m_headRow = head.row;
            m_headCol = head.col;
            for (; i >= 0; --i) {
                const DungeonStep step = stepAt(std::size_t(i));
                if (step.row != head.row || step.col != head.col
                    || !(step.kind == DungeonStep::Reject || step.fromQueue()))
                    break;
                m_verdicts.insert(m_verdicts.begin(), i);
            }
        }
    }
    // Until its Place the cell being filled is still the queue's front: shown once, above.
    m_queueFrom = !m_verdicts.empty()
            && stepAt(std::size_t(m_verdicts.back())).kind == DungeonStep::Reject
            && m_queue.size() > 0
        ? 1
        : 0;
}
