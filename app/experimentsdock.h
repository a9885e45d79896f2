// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment.h"
#include "lessonkind.h"

#include <QDockWidget>

class DocumentFiles;
class ExperimentPanel;
class ExperimentRunner;
class LessonSession;
class QMainWindow;

// The Experiments dock: the sweep saved in the session's scenario (its "experiment" key,
// edited through the document's undo stack), run on all cores by an ExperimentRunner, its
// result shown by the ExperimentPanel. Clicking a chart point opens that point's median
// run as a normal lesson: the world with the run's pits and seed, built and played.
// When the current lesson is the dungeon, the sweep is a dungeon sweep (experiments.md,
// "Dungeon experiments") over pit density, sizes or tile subsets, with its own charts and
// table.
class ExperimentsDock : public QDockWidget
{
    Q_OBJECT

public:
    // Puts itself at the bottom of `window`, hidden until chosen in View > Panels: a sweep
    // is what a lecturer opens on purpose, and its charts want the window's width.
    ExperimentsDock(LessonSession *session, DocumentFiles *files, QMainWindow *window);
    ~ExperimentsDock() override;

    ExperimentPanel *panel() const { return m_panel; }
    ExperimentRunner *runner() const { return m_runner; }
    // The settings the dock shows for `scenario`: its saved sweep, or one over pit density
    // with its island settings; a sweep over an axis of the other lesson goes over pit
    // density instead, and a dungeon's sizes and tile subsets not chosen yet are proposed
    // (8x8 to 32x32; the whole tile set, the set without each template but its big room,
    // and the big room alone).
    static ExperimentSettings settingsFor(const Scenario &scenario);

    void run();
    // Opens row `row` of the last result's median run in the session (asks about unsaved
    // changes first).
    void openRun(int row);
    // The world of that run, titled for the window.
    Scenario runWorld(int row) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showSettings();
    void onFinished(const ExperimentResult &result, bool failed);
    void onDungeonFinished(const DungeonExperimentResult &result, bool failed);
    // The status line after a sweep of `points` points.
    void showOutcome(bool cancelled, int points);
    bool dungeonShown() const { return LessonKind::of(m_base.mode).tiles; }
    void exportChart(bool svg);
    void exportTable();

    LessonSession *m_session;
    DocumentFiles *m_files;
    ExperimentPanel *m_panel;
    ExperimentRunner *m_runner;
    // What the shown result was built from: the world and the settings at Run.
    Scenario m_base;
    ExperimentSettings m_settings;
    std::vector<ExperimentRow> m_rows;
    std::vector<DungeonExperimentRow> m_dungeonRows;
};
