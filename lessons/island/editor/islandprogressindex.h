// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandmodel.h"

#include <QHash>

#include <array>

// Compare's second way to follow ("the same island's progress"): where two builds of one
// world differ in length, step N of the left and step N of the right are about different
// islands. This index of the right's finished build finds the first position at which an
// island is where the left's is now: growing at the same size, or complete, failed or
// aborted.
class IslandProgressIndex
{
public:
    // Indexes the steps `model` holds; an empty model gives an empty index.
    void rebuild(const IslandModel &model);
    void clear();
    bool isEmpty() const { return m_stepCount == 0; }

    // The position of the indexed build that shows the island of `left`'s last step in
    // `left`'s state; where the indexed build never has it so, the position where that
    // island's growth ended there (or the build's end). 0 at the start, the end at the end.
    int positionFor(const IslandModel &left) const;

private:
    static quint64 key(int island, BuildStats::Outcome outcome, int size);

    QHash<quint64, int> m_first; // (island, outcome, size) -> the first position showing it
    std::array<int, 9> m_ended {}; // per island 1..8: the position its growth ended, or 0
    int m_stepCount = 0;
};
