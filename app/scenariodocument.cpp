#include "scenariodocument.h"

#include <QUndoStack>

ScenarioDocument::ScenarioDocument(OceanModel *model, QObject *parent)
    : QObject(parent), m_model(model), m_undoStack(new QUndoStack(this))
{
    m_undoStack->setObjectName(QStringLiteral("undoStack"));
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

void ScenarioDocument::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

bool ScenarioDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void ScenarioDocument::setUnmodified()
{
    m_undoStack->setClean();
}

void ScenarioDocument::setDungeonModel(DungeonModel *model)
{
    m_dungeon = model;
    if (model)
        model->setScenario(scenario());
}

void ScenarioDocument::load(const Scenario &scenario, const QString &fileName)
{
    emit aboutToEdit();
    m_undoStack->clear();
    m_model->setScenario(scenario);
    if (m_dungeon)
        m_dungeon->setScenario(scenario);
    setFileName(fileName);
    m_undoStack->setClean();
    emit scenarioReplaced();
}

bool ScenarioDocument::setPit(int row, int col, bool pit)
{
    if (!m_model->grid().contains(row, col) || m_model->scenario().isPit(row, col) == pit)
        return false;
    if (m_model->stepCount() > 0 || (m_dungeon && m_dungeon->stepCount() > 0)) {
        emit aboutToEdit();
        m_model->clearSteps();
        if (m_dungeon)
            m_dungeon->clearSteps();
    }
    if (m_dungeon)
        m_dungeon->setPit(row, col, pit);
    return m_model->setPit(row, col, pit);
}

void ScenarioDocument::setPits(const std::vector<QPoint> &cells, bool pit)
{
    emit aboutToEdit();
    m_model->clearSteps();
    if (m_dungeon)
        m_dungeon->clearSteps();
    for (const QPoint &cell : cells) {
        m_model->setPit(cell.y(), cell.x(), pit);
        if (m_dungeon)
            m_dungeon->setPit(cell.y(), cell.x(), pit);
    }
}

void ScenarioDocument::replaceScenario(const Scenario &scenario)
{
    emit aboutToEdit();
    m_model->setScenario(scenario);
    if (m_dungeon)
        m_dungeon->setScenario(scenario);
    emit scenarioReplaced();
}
