// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "world.h"

#include <QString>

// Words that name a lesson outside its own widgets, in the user's language.
namespace LessonNames {

// The undo command's text for switching the scenario to the lesson `mode` names.
QString switchText(MapMode mode);

} // namespace LessonNames
