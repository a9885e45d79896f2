// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>

#include <map>
#include <utility>

class QPainter;

// Rectangles of one colour for vector output (SVG), as few as an area takes: the runs of
// each row, each stacked onto the rectangle of the same x and width that ends right above
// it. Rows are added top to bottom, possibly over several parts of a drawing; a rectangle
// is drawn once nothing below can make it taller.
class RectStack
{
public:
    // Runs of one row (all of one height, right below the row added before), by (x, width).
    using Runs = std::map<std::pair<int, int>, QRect>;

    // Draws the rectangles that `runs` do not continue, and stacks the runs onto the rest.
    void addRow(QPainter &painter, const Runs &runs);
    // Draws the rectangles still growing.
    void close(QPainter &painter);

private:
    Runs m_open;
};
