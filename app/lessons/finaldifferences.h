// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QModelIndex>
#include <QPoint>

#include <vector>

// The cells (x = column, y = row) where `kindRole` or `detailRole` differs once each
// shown build is replayed to its end in a model of its own: the final state as the maps
// show it, whatever position they are at (the shown models stay there). The steps are
// the ones the builds already made; both models hold the same world's size.
template <class Model>
std::vector<QPoint> finalDifferences(const Model &a, const Model &b, int kindRole, int detailRole)
{
    auto finalModel = [](const Model &shown, Model &model) {
        model.setScenario(shown.scenario());
        model.appendSteps(shown.stepBatch());
        model.seek(model.stepCount());
    };
    Model left;
    Model right;
    finalModel(a, left);
    finalModel(b, right);
    std::vector<QPoint> cells;
    for (int r = 0; r < left.rowCount(); ++r) {
        for (int c = 0; c < left.columnCount(); ++c) {
            const QModelIndex l = left.index(r, c);
            const QModelIndex s = right.index(r, c);
            if (l.data(kindRole) != s.data(kindRole) || l.data(detailRole) != s.data(detailRole))
                cells.emplace_back(c, r);
        }
    }
    return cells;
}
