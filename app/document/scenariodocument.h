// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QObject>
#include <QPoint>

#include <functional>
#include <memory>
#include <vector>

class QUndoStack;

// The scenario being edited: it owns the Scenario (models and panels observe it through
// the signals below and read it through scenario(); nothing keeps a second copy), the
// undo stack of edits to it, and the file it came from.
//
// The edit API makes each user edit one undo command; the commands, beside this class,
// store only what changed and call the apply*() functions, which change the scenario and
// announce it. Every change first emits aboutToChange(), so that a running build is
// stopped and its steps dropped: a build belongs to the world it was started on. A
// stroke of the pit brush is one change: it emits aboutToChange() at its start only.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario &scenario() const { return *m_scenario; }
    // The same scenario, for models that read it (never a copy).
    std::shared_ptr<const Scenario> sharedScenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const;
    void setUnmodified();

    // A new world without undo history (a file was opened, or the demo).
    void load(const Scenario &scenario, const QString &fileName);

    // ---- The edit API: one undo command each, none when nothing changes. ----
    void setSeed(std::uint64_t seed);
    // A new random seed, short enough to read out in class.
    void newSeed();
    // A min above max is swapped (the lesson's rule). Clicks on one control in a row merge.
    void setIslandSettings(const IslandSettings &settings);
    void resize(int rows, int cols);
    void setMode(MapMode mode);
    void setTiles(const QVector<DungeonTile> &tiles, const QString &text);
    // The sweep saved with the scenario. Edits of one control in a row merge.
    void setExperiment(const ExperimentSettings &settings);
    // The comparison's second side; none: not comparing.
    void setCompare(const std::optional<CompareSettings> &settings);
    // The stop-and-think questions (questions.md); `text` names the edit ("Ask here",
    // "Remove question").
    void setQuestions(const QVector<Question> &questions, const QString &text);
    // What a graded copy counts (File > Lesson Properties): one edit, whatever changed.
    void setAssignment(const Assignment &assignment);
    void togglePit(int row, int col);
    // Random pits over the open cells at `density` percent.
    void sprinkle(int density);
    void clearPits();
    // A mouse drag: each cell is shown and recorded at once, the whole stroke one command
    // and one change: aboutToChange() once at its start, strokeEnded() once at its end.
    // Cells after the end (of a drag whose stroke a build ended) are not painted.
    void beginStroke(bool pit);
    void strokeCell(int row, int col);
    void endStroke();
    bool inStroke() const { return m_inStroke; }

    // ---- For the undo commands: change the scenario and announce it. ----
    void applyPits(const std::vector<QPoint> &cells, bool pit); // x = column, y = row
    void applySeed(const std::uint64_t &seed);
    void applyIslandSettings(const IslandSettings &settings);
    void applyMode(const MapMode &mode);
    void applyTiles(const QVector<DungeonTile> &tiles);
    // No aboutToChange(): the sweep's settings are not the lesson's world, and a build of
    // it may go on.
    void applyExperiment(const std::optional<ExperimentSettings> &settings);
    // No aboutToChange() either: the second side is not this document's build.
    void applyCompare(const std::optional<CompareSettings> &settings);
    // No aboutToChange(): questions do not change the build, only where playback stops.
    void applyQuestions(const QVector<Question> &questions);
    // No aboutToChange(): the assignment changes only what an exported package counts.
    void applyAssignment(const Assignment &assignment);
    // Resizes, then sets `cells` that lie inside the new size to `pit` (for undo: the pits
    // a shrink cut off, back again; for redo: the same cells cleared).
    void applySize(int rows, int cols, const std::vector<QPoint> &cells, bool pit);

signals:
    void aboutToChange();
    // A drag's last cell is in: what follows the whole world rather than each cell (Compare's
    // second side) catches up now.
    void strokeEnded();
    void pitsChanged(const std::vector<QPoint> &cells);
    // The grid is new: loaded, or resized.
    void gridReplaced();
    // Seed, island settings or tile set: nothing on the grid.
    void settingsChanged();
    void modeChanged(MapMode mode);
    void experimentChanged();
    void compareChanged();
    void questionsChanged();
    void assignmentChanged();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    // Counts the apply*() calls under way (RAII), see deferred().
    struct Applying
    {
        explicit Applying(int &depth)
            : m_depth(depth)
        {
            ++m_depth;
        }
        ~Applying() { --m_depth; }
        int &m_depth;
    };
    bool deferred(const std::function<void()> &edit);

    std::shared_ptr<Scenario> m_scenario;
    QUndoStack *m_undoStack;
    QString m_fileName;
    int m_stroke = 1; // the drag the next stroke cells belong to
    bool m_strokePit = true;
    bool m_inStroke = false;
    int m_applying = 0;
};
