#include "pitcommand.h"

#include "scenariodocument.h"

#include <QCoreApplication>

PitCommand::PitCommand(ScenarioDocument *document, std::vector<QPoint> cells, bool pit,
                       bool alreadyDone, const QString &text, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_cells(std::move(cells)), m_pit(pit),
      m_skipRedo(alreadyDone)
{
    const int n = int(m_cells.size());
    if (!text.isEmpty())
        setText(text);
    else
        setText(pit ? QCoreApplication::translate("PitCommand", "Paint %n pit(s)", nullptr, n)
                    : QCoreApplication::translate("PitCommand", "Erase %n pit(s)", nullptr, n));
}

void PitCommand::undo()
{
    m_document->applyPits(m_cells, !m_pit);
}

void PitCommand::redo()
{
    if (m_skipRedo) {
        m_skipRedo = false;
        return;
    }
    m_document->applyPits(m_cells, m_pit);
}
