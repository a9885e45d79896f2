// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Cell coordinates "(r, c)" inside translated text. In a right-to-left paragraph the bidi
// algorithm lays "(3, 15)" out as "(15 ,3)": the two numbers become separate runs with the
// comma between them. Wrapping each pair in Unicode isolates (LRI ... PDI) keeps it one
// left-to-right unit wherever the translator put it. Only text shown in the GUI goes
// through here; the CLI's --trace lines are a canonical format and never do.
class CellCoordinates
{
public:
    // `text` with every "(r, c)" (digits of any kind; a comma, or the Arabic comma, and
    // spaces between them), and every call on one such as "grow(r, c)", isolated when
    // `rightToLeft`; unchanged otherwise. Pairs already isolated are left alone, so
    // applying it twice changes nothing.
    static QString isolated(const QString &text, bool rightToLeft);
    // The same, right to left when the default locale (the language shown) is.
    static QString isolated(const QString &text);
};
