// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class LessonSession;
class QWidget;

// Shows a build that failed (a dungeon whose start and end are cut apart, a build out of
// memory) in a warning box over the window: opened, not exec()'d, so the window keeps
// drawing and answering while it is up.
class BuildFailureBox : public QObject
{
    Q_OBJECT

public:
    BuildFailureBox(LessonSession *session, QWidget *window);
};
