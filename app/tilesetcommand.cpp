#include "tilesetcommand.h"

#include "scenariodocument.h"

TileSetCommand::TileSetCommand(ScenarioDocument *document, const QVector<DungeonTile> &before,
                               const QVector<DungeonTile> &after, const QString &text,
                               QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_before(before), m_after(after)
{
}

void TileSetCommand::undo()
{
    apply(m_before);
}

void TileSetCommand::redo()
{
    apply(m_after);
}

void TileSetCommand::apply(const QVector<DungeonTile> &tiles)
{
    Scenario scenario = m_document->scenario();
    scenario.dungeon.tiles = tiles;
    m_document->replaceScenario(scenario);
}
