// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

#include "buildcontroller.h"
#include "mapmodel.h"

void Lesson::setBuildController(BuildController *controller)
{
    m_controller = controller;
    connect(controller, &BuildController::runningChanged, this, &Lesson::buildingChanged);
}

void Lesson::cancel()
{
    m_controller->cancel();
}

void Lesson::reset()
{
    m_controller->cancel();
    model()->clearSteps();
    emit cleared();
}

bool Lesson::isBuilding() const
{
    return m_controller->isRunning();
}
