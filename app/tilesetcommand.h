#pragma once

#include "scenario.h"

#include <QString>
#include <QUndoCommand>
#include <QVector>

class ScenarioDocument;

// One edit of the scenario's dungeon tile set (add, remove, rename, toggle a half-door):
// the set before and after. Only the tile set is swapped, so the command stays right
// whatever else of the scenario changes around it in the undo history.
class TileSetCommand : public QUndoCommand
{
public:
    TileSetCommand(ScenarioDocument *document, const QVector<DungeonTile> &before,
                   const QVector<DungeonTile> &after, const QString &text,
                   QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    void apply(const QVector<DungeonTile> &tiles);

    ScenarioDocument *m_document;
    QVector<DungeonTile> m_before;
    QVector<DungeonTile> m_after;
};
