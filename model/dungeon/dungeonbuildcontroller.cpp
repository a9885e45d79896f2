#include "dungeonbuildcontroller.h"

DungeonBuildController::DungeonBuildController(QObject *parent)
    : BuildController(QStringLiteral("dungeon builds"), parent)
{
    startWorker(new DungeonWorker, &DungeonWorker::batchReady, &DungeonWorker::finished,
                &DungeonBuildController::stepsArrived, &DungeonBuildController::buildFinished);
}
