// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandcallstack.h"
#include "islandcellcheck.h"
#include "rulebook.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class IslandModel;
class QFormLayout;
class QLabel;

// The Cell Inspector: the island counterpart of the Tile Inspector. For one cell at the
// current playback step: its state (water, pit, land of island N, the cell just added or
// backtracked), whether it is a candidate grow() may try next from its current cell (the
// rule book's verdict, RuleBook::IslandRules::candidate, as the web lesson's "Why this
// cell?" gives it) and, when not, the rule and the cell that refuse it, and whether it is
// (or was, for the island's seed) eligible as a seed. It follows playback and the map's keyboard
// cursor, and screen readers hear the verdict when it changes.
class CellInspector : public QWidget
{
    Q_OBJECT

public:
    explicit CellInspector(QWidget *parent = nullptr);

    void setModel(IslandModel *model);
    int row() const { return m_row; }
    int column() const { return m_col; }
    void setCell(int row, int col);

    // The island whose expansions and seeds are judged now: the one of the current step;
    // before the first step island 1, between islands the next one (0 when none is left).
    int island() const;
    // What the inspector shows, for tests and the benchmark: the candidate verdict, and the
    // expansion rule alone (its part about the cell and its neighbours).
    RuleBook::Judgement candidateVerdict() const { return m_candidate; }
    IslandCellCheck::Verdict expansionVerdict() const { return m_expansion; }
    IslandCellCheck::Verdict seedVerdict() const { return m_seed; }
    QString expansionText() const;
    QString seedText() const;

    // Refreshes at most once per event loop pass, however many seeks happened.
    void scheduleRefresh();
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QString verdictText(const IslandCellCheck::Verdict &verdict, bool seed) const;
    QString candidateText(const RuleBook::Judgement &judgement) const;

    QPointer<IslandModel> m_model;
    int m_row = 0;
    int m_col = 0;
    bool m_refreshPending = false;
    IslandCellCheck::Verdict m_expansion;
    IslandCellCheck::Verdict m_seed;
    RuleBook::Judgement m_candidate;
    // grow()'s calls at the step shown, followed a step at a time (no replay per refresh).
    IslandCallStack m_stack;
    std::weak_ptr<const IslandStepList> m_stackSteps; // the build m_stack follows

    QLabel *m_cell = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_stepLabel = nullptr;
    QLabel *m_step = nullptr;
    QLabel *m_stateLabel = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_expansionLabel = nullptr;
    QLabel *m_expansionValue = nullptr;
    QLabel *m_seedLabel = nullptr;
    QLabel *m_seedValue = nullptr;
};
