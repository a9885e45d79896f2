// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildcontroller.h"
#include "dungeonworker.h"

#include <QObject>

// Runs dungeon builds on a DungeonWorker; see BuildController for runs and cancelling.
class DungeonBuildController : public BuildController
{
    Q_OBJECT

public:
    explicit DungeonBuildController(QObject *parent = nullptr);

signals:
    void stepsArrived(const DungeonStepBatch &steps);
    // The current run's end path, after its steps (DungeonModel::setEndPath).
    void endPathFound(const DungeonEndPath &path);
    void buildFinished(const DungeonBuildSummary &summary);
};
