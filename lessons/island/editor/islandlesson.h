// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandworker.h"
#include "lesson.h"

#include <memory>

class IslandBuildController;
class IslandTeaching;
class IslandModel;

// The island lesson's document part: islands grown by recursive backtracking on the
// document's ocean. Its editor part is IslandEditor.
class IslandLesson : public Lesson
{
    Q_OBJECT

public:
    explicit IslandLesson(ScenarioDocument *document, QObject *parent = nullptr);
    ~IslandLesson() override;

    MapMode mode() const override { return MapMode::Island; }
    MapModel *model() const override;
    QString stage() const override;
    LessonTeaching *teaching() const override;

    void start() override;

    IslandModel *islandModel() const { return m_model; }
    // An explanation speaks of the cell at `row`, `col`: the editor's inspector shows it.
    void explainCell(int row, int col) { emit cellExplained(row, col); }

signals:
    // The build ended with `summary` (before finished()).
    void built(const IslandBuildSummary &summary);
    void cellExplained(int row, int col);

private:
    void onFinished(const IslandBuildSummary &summary);

    IslandModel *m_model;
    IslandBuildController *m_builds;
    std::unique_ptr<IslandTeaching> m_teaching;
};
