// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

#include <QPointer>

class ScenarioDocument;

// The lessons' map tool: a left drag paints pits, a right drag erases them, Space toggles
// the pit under the keyboard cursor. It edits the document itself: a drag is one stroke
// (ScenarioDocument::beginStroke ... endStroke: one undo step, one change), and a quick
// drag leaves no gaps between the cells the pointer passed.
class PitBrush : public MapTool
{
    Q_OBJECT

public:
    explicit PitBrush(ScenarioDocument *document, QObject *parent = nullptr);

    bool mousePressed(QPoint cell, Qt::MouseButton button) override;
    bool mouseMoved(QPoint cell) override;
    bool mouseReleased(Qt::MouseButton button) override;
    void cellActivated(QPoint cell) override;
    void deactivate() override;

private:
    void paintTo(QPoint cell);

    QPointer<ScenarioDocument> m_document;
    bool m_stroking = false;
    bool m_pit = true; // painting (left button) or erasing (right button)
    QPoint m_lastCell {-1, -1};
};
