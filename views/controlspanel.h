// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QToolButton;

// The lesson's controls: islands (count, sizes, randomize, rule, step limit), seed, grid
// size, pits, and the Start / Reset / Clear / Sprinkle! buttons (the main window's
// actions). It only shows a scenario and reports edits; the main window turns each edit
// into an undo command and shows the result back through setScenario(), which is how a
// swapped min / max appears in the controls.
class ControlsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ControlsPanel(QWidget *parent = nullptr);

    void setScenario(const Scenario &scenario);
    void setActions(QAction *start, QAction *reset, QAction *clear, QAction *sprinkle);
    // The panel in a scroll area (owned by `parent`) that scrolls only vertically and is wide
    // enough for the longest control, so that nothing is clipped.
    QScrollArea *inScrollArea(QWidget *parent);

    int sprinkleDensity() const; // percent
    void setSprinkleDensity(int percent);
    bool pitEditing() const;
    void setPitEditing(bool enabled);

signals:
    void islandSettingsEdited(const IslandSettings &settings);
    void seedEdited(quint64 seed);
    void newSeedRequested();
    void gridSizeEdited(int rows, int cols);
    void pitEditingToggled(bool enabled);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The constructor's parts: Start / Reset / Clear, the three group boxes, the edits.
    QHBoxLayout *makeButtons();
    QGroupBox *makeIslandsBox();
    QGroupBox *makeWorldBox();
    QGroupBox *makePitsBox();
    QLabel *addRow(QFormLayout *form, QWidget *field);
    void connectEdits();
    void retranslateUi();
    void updateRuleToolTip();
    // Keeps the scroll area around the panel (the Controls dock) wide enough for the
    // panel's longest text, which a change of language or font changes.
    void updateScrollAreaWidth();
    IslandSettings islandSettings() const;
    void commitSeed();

    QGroupBox *m_islandsBox = nullptr;
    QLabel *m_countLabel = nullptr;
    QSpinBox *m_count = nullptr;
    QLabel *m_minLabel = nullptr;
    QSpinBox *m_min = nullptr;
    QLabel *m_maxLabel = nullptr;
    QSpinBox *m_max = nullptr;
    QCheckBox *m_randomize = nullptr;
    QLabel *m_ruleLabel = nullptr;
    QComboBox *m_rule = nullptr;
    QLabel *m_stepLimitLabel = nullptr;
    QSpinBox *m_stepLimit = nullptr;

    QGroupBox *m_worldBox = nullptr;
    QLabel *m_seedLabel = nullptr;
    QLineEdit *m_seed = nullptr;
    QToolButton *m_newSeed = nullptr;
    QLabel *m_rowsLabel = nullptr;
    QSpinBox *m_rows = nullptr;
    QLabel *m_colsLabel = nullptr;
    QSpinBox *m_cols = nullptr;

    QGroupBox *m_pitsBox = nullptr;
    QCheckBox *m_pitEditing = nullptr;
    QLabel *m_densityLabel = nullptr;
    QSpinBox *m_density = nullptr;
    QPushButton *m_sprinkle = nullptr;

    QPushButton *m_start = nullptr;
    QPushButton *m_reset = nullptr;
    QPushButton *m_clear = nullptr;

    Scenario m_shown;
};
