// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rectstack.h"

#include <QPainter>

void RectStack::addRow(QPainter &painter, const Runs &runs)
{
    for (auto it = m_open.begin(); it != m_open.end();) {
        if (runs.count(it->first)) {
            ++it;
            continue;
        }
        painter.drawRect(it->second);
        it = m_open.erase(it);
    }
    // A run exactly below an open rectangle that ends here makes it taller.
    for (const auto &[key, rect] : runs) {
        auto it = m_open.find(key);
        if (it != m_open.end() && it->second.bottom() + 1 == rect.top())
            it->second.setBottom(rect.bottom());
        else if (it != m_open.end()) {
            painter.drawRect(it->second);
            it->second = rect;
        } else {
            m_open.emplace(key, rect);
        }
    }
}

void RectStack::close(QPainter &painter)
{
    for (const auto &[key, rect] : m_open)
        painter.drawRect(rect);
    m_open.clear();
}
