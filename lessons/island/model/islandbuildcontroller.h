// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildcontroller.h"
#include "islandworker.h"

#include <QObject>

// Runs island builds on an IslandWorker; see BuildController for runs and cancelling.
class IslandBuildController : public BuildController
{
    Q_OBJECT

public:
    explicit IslandBuildController(QObject *parent = nullptr);

signals:
    void stepsArrived(const IslandStepBatch &steps);
    void buildFinished(const IslandBuildSummary &summary);
};
