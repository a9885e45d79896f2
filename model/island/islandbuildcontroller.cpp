#include "islandbuildcontroller.h"

IslandBuildController::IslandBuildController(QObject *parent)
    : BuildController(QStringLiteral("island builds"), parent)
{
    startWorker(new IslandWorker, &IslandWorker::batchReady, &IslandWorker::finished,
        &IslandBuildController::stepsArrived, &IslandBuildController::buildFinished);
}
