// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QUndoCommand>

#include <vector>

class ScenarioDocument;

// Pits painted or erased: one mouse drag, one cell toggled with Space, Sprinkle! or
// Clear. It stores the cells that changed, so one Undo takes back the whole edit. A drag
// pushes a command per cell, each merging into the one before while it is on top (same
// `stroke`), so the history is right at every moment of the drag, whatever happens in it.
class PitCommand : public QUndoCommand
{
public:
    static constexpr int StrokeId = 0x5017;

    // Without `text`, the undo history says "Paint n pits" or "Erase n pits". `stroke`,
    // when not 0, names the drag the cells belong to.
    PitCommand(ScenarioDocument *document, std::vector<QPoint> cells, bool pit,
        const QString &text = QString(), int stroke = 0, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return m_stroke ? StrokeId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void updateText();

    ScenarioDocument *m_document;
    std::vector<QPoint> m_cells; // x = column, y = row
    bool m_pit;
    int m_stroke;
};
