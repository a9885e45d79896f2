#pragma once

#include "scenario.h"

#include <QString>
#include <QUndoCommand>

class ScenarioDocument;

// A change of settings, seed, grid size or of all pits at once (Clear, Sprinkle!): the
// scenario before and after. Changes of one control in a row (spin box clicks) merge.
class ScenarioCommand : public QUndoCommand
{
public:
    static constexpr int Id = 0x5ce7;

    // `mergeKey` names the control; empty means "never merge".
    ScenarioCommand(ScenarioDocument *document, const Scenario &before, const Scenario &after,
                    const QString &text, const QString &mergeKey = QString(),
                    QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey.isEmpty() ? -1 : Id; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ScenarioDocument *m_document;
    Scenario m_before;
    Scenario m_after;
    QString m_mergeKey;
};
