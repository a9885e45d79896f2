// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeongenerator.h"

#include <QString>

// Why a dungeon build could not start, translated when called, for the status bar and the
// CLI's stderr; empty when the build started. From the figures alone, so that a worker
// thread sends those and the GUI thread words them in the language shown then.
QString dungeonFailureMessage(DungeonFailure failure, int openCells, int start, int end, int cols);

inline QString dungeonFailureMessage(const DungeonBuild &build)
{
    return dungeonFailureMessage(
        build.failure, build.openCells, build.start, build.end, build.cols);
}
