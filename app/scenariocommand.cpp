#include "scenariocommand.h"

#include "scenariodocument.h"

ScenarioCommand::ScenarioCommand(ScenarioDocument *document, const Scenario &before,
                                 const Scenario &after, const QString &text,
                                 const QString &mergeKey, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_before(before), m_after(after),
      m_mergeKey(mergeKey)
{
}

void ScenarioCommand::undo()
{
    m_document->replaceScenario(m_before);
}

void ScenarioCommand::redo()
{
    m_document->replaceScenario(m_after);
}

bool ScenarioCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ScenarioCommand *>(other);
    if (next->m_mergeKey != m_mergeKey || next->m_document != m_document)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);
    return true;
}
