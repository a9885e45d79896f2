#pragma once

#include <QPoint>
#include <QUndoCommand>

#include <vector>

class ScenarioDocument;

// Pits painted or erased: one mouse drag, one cell toggled with Space, Sprinkle! or
// Clear. It stores the cells that changed, so one Undo takes back the whole edit.
class PitCommand : public QUndoCommand
{
public:
    // `alreadyDone`: the stroke was shown while the mouse moved; the first redo() skips.
    // Without `text`, the undo history says "Paint n pits" or "Erase n pits".
    PitCommand(ScenarioDocument *document, std::vector<QPoint> cells, bool pit, bool alreadyDone,
               const QString &text = QString(), QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    ScenarioDocument *m_document;
    std::vector<QPoint> m_cells; // x = column, y = row
    bool m_pit;
    bool m_skipRedo;
};
