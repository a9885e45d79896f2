// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithmcode.h"

#include <QPlainTextEdit>

// The Code dock: the lesson's pseudocode, read-only but selectable and copyable, with the
// line the current step executes highlighted (a band and bold type, and a marker in the
// accessible description, so not by colour alone). Ctrl+wheel zooms it; it also follows
// the map's zoom, so that a projector shows code and map alike enlarged.
class CodeView : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit CodeView(QWidget *parent = nullptr);

    // The listing; comments are already translated. Keeps the highlighted mark.
    void setLines(const QList<AlgorithmCode::Line> &lines);
    const QList<AlgorithmCode::Line> &lines() const { return m_lines; }

    // Highlights the line with `mark` (none for Mark::None).
    void setCurrentMark(AlgorithmCode::Mark mark);
    // The highlighted line's index, or -1.
    int currentLine() const { return m_current; }

    // Follows the map: the map's cell size against its default sets the font's scale.
    void followMapZoom(int cellSize);

private:
    void showCurrent();

    QList<AlgorithmCode::Line> m_lines;
    AlgorithmCode::Mark m_mark = AlgorithmCode::Mark::None;
    int m_current = -1;
    qreal m_basePointSize = 0;
};
