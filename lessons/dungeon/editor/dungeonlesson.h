// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonworker.h"
#include "lesson.h"

#include <memory>

class DungeonBuildController;
class DungeonModel;
class DungeonTeaching;

// The dungeon lesson's document part: tiles placed from a queue with constraint
// propagation. Its editor part is DungeonEditor.
class DungeonLesson : public Lesson
{
    Q_OBJECT

public:
    explicit DungeonLesson(ScenarioDocument *document, QObject *parent = nullptr);
    ~DungeonLesson() override;

    MapMode mode() const override { return MapMode::Dungeon; }
    MapModel *model() const override;
    QString stage() const override;
    LessonTeaching *teaching() const override;

    void start() override;

    DungeonModel *dungeonModel() const { return m_model; }

signals:
    // The build ended with `summary` (before finished()); one that could not start
    // (!summary.started()) left the map the starting map.
    void built(const DungeonBuildSummary &summary);

private:
    void onFinished(const DungeonBuildSummary &summary);

    DungeonModel *m_model;
    DungeonBuildController *m_builds;
    std::unique_ptr<DungeonTeaching> m_teaching;
};
