// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandbuildcontroller.h"

IslandBuildController::IslandBuildController(QObject *parent)
    : BuildController(QStringLiteral("island builds"), parent)
{
    startWorker(new IslandWorker, &IslandWorker::batchReady, &IslandWorker::finished,
        &IslandBuildController::stepsArrived, &IslandBuildController::buildFinished);
}
