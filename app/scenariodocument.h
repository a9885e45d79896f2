#pragma once

#include "dungeonmodel.h"
#include "oceanmodel.h"
#include "scenario.h"

#include <QObject>
#include <QPoint>

#include <vector>

class QUndoStack;

// The scenario being edited: the OceanModel (and, once set, the DungeonModel) that show
// it, the undo stack of edits to it and the file it came from. Both models always hold the
// same scenario, so switching the lesson mode needs no copying. Undo commands change the scenario only through here, and
// every change first emits aboutToEdit() so that a running build is stopped and the
// islands cleared (a build belongs to the world it was started on).
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(OceanModel *model, QObject *parent = nullptr);

    OceanModel *model() const { return m_model; }
    DungeonModel *dungeonModel() const { return m_dungeon; }
    // Makes `model` show this scenario too, and follow every edit from now on.
    void setDungeonModel(DungeonModel *model);
    const Scenario &scenario() const { return m_model->scenario(); }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const;
    void setUnmodified();

    // A new world without undo history (a file was opened, or the demo).
    void load(const Scenario &scenario, const QString &fileName);

    // For undo commands: sets each cell in `cells` to pit (or open water when !pit).
    void setPits(const std::vector<QPoint> &cells, bool pit); // x = column, y = row
    // For undo commands and for a pit stroke in progress.
    bool setPit(int row, int col, bool pit);
    void replaceScenario(const Scenario &scenario);

signals:
    void aboutToEdit();
    void scenarioReplaced();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    OceanModel *m_model;
    DungeonModel *m_dungeon = nullptr;
    QUndoStack *m_undoStack;
    QString m_fileName;
};
