// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DungeonModel's start-to-end path, shown at the finish of a build.
#include "dungeonmodel.h"

void DungeonModel::setEndPath(
    const std::shared_ptr<const DungeonSteps> &list, std::vector<int> path)
{
    if (list != m_list || !m_ending.done || m_ending.path || m_count != int(m_list->size()))
        return;
    m_ending.path = std::move(path);
}

bool DungeonModel::atFinish() const
{
    return m_position > 0 && m_position == stepCount()
        && step(m_count - 1).kind == DungeonStep::Done;
}

void DungeonModel::markPath(Rect &changed) const
{
    for (const int cell : m_path)
        changed.add(cell / m_grid.cols(), cell % m_grid.cols());
}

void DungeonModel::updatePath()
{
    const bool wanted = atFinish();
    if (wanted == !m_path.empty())
        return;
    for (const int cell : m_path)
        m_onPath[std::size_t(cell)] = 0;
    m_path.clear();
    if (!wanted)
        return;
    // At the finish the grid is the ending's, whose path may be known already (the worker's).
    if (m_ending.done && !m_ending.path)
        m_ending.path = m_grid.passagePath();
    m_path = m_ending.done ? *m_ending.path : m_grid.passagePath();
    for (const int cell : m_path)
        m_onPath[std::size_t(cell)] = 1;
}

QVector<QPoint> DungeonModel::finalPath() const
{
    QVector<QPoint> path;
    path.reserve(int(m_path.size()));
    for (const int cell : m_path)
        path.append(QPoint(cell % m_grid.cols(), cell / m_grid.cols()));
    return path;
}
