#pragma once

#include <QPoint>
#include <QUndoCommand>

#include <vector>

class ScenarioDocument;

// Pits painted (or erased) in one mouse drag, or one toggled with Space: one command,
// so one Undo takes back the whole stroke.
class PitCommand : public QUndoCommand
{
public:
    // `alreadyDone`: the stroke was shown while the mouse moved; the first redo() skips.
    PitCommand(ScenarioDocument *document, std::vector<QPoint> cells, bool pit, bool alreadyDone,
               QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    ScenarioDocument *m_document;
    std::vector<QPoint> m_cells; // x = column, y = row
    bool m_pit;
    bool m_skipRedo;
};
