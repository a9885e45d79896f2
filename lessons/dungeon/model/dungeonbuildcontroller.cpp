// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonbuildcontroller.h"

DungeonBuildController::DungeonBuildController(QObject *parent)
    : BuildController(QStringLiteral("dungeon builds"), parent)
{
    auto *worker = new DungeonWorker;
    qRegisterMetaType<DungeonEndPath>();
    connect(
        worker, &DungeonWorker::endPathFound, this,
        [this](int run, const DungeonEndPath &path) {
            if (run == currentRun())
                emit endPathFound(path);
        },
        Qt::QueuedConnection);
    startWorker(worker, &DungeonWorker::batchReady, &DungeonWorker::finished,
        &DungeonBuildController::stepsArrived, &DungeonBuildController::buildFinished);
}
