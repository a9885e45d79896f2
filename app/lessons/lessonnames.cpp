// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonnames.h"

#include <QCoreApplication>

QString LessonNames::switchText(MapMode mode)
{
    // In the document's context, where the undo stack shows it.
    switch (mode) {
    case MapMode::Island:
        return QCoreApplication::translate("ScenarioDocument", "Switch to the island lesson");
    case MapMode::Dungeon:
        return QCoreApplication::translate("ScenarioDocument", "Switch to the dungeon lesson");
    }
    return QString();
}
