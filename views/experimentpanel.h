// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment.h"

#include <QList>
#include <QVector>
#include <QWidget>

#include <optional>
#include <vector>

class ExperimentChart;
class ExperimentTableModel;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class QTableWidget;
class QTableWidgetItem;

// The Experiments dock's content: what to vary (a range of pit density, island count,
// minimum or maximum size; for the dungeon lesson a range of pit density, a list of sizes
// or tile subsets chosen by ticking templates), which rules and randomize settings give
// the series, the fixed values of the rest and the runs per point; Run and Cancel with a
// progress bar and the time left; the charts and the table of the result, and its exports.
// A sweep that cannot run (a size beyond the limits, a subset without a big room) says
// why under the settings, and Run stays off.
class ExperimentPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ExperimentPanel(QWidget *parent = nullptr);

    // Shows `settings` without emitting settingsEdited().
    void setSettings(const ExperimentSettings &settings);
    ExperimentSettings settings() const;

    void setRunning(bool running);
    // `remainingMs` < 0: not known yet.
    void setProgress(qint64 done, qint64 total, qint64 remainingMs);
    void setStatus(const QString &text);
    void setResults(const std::vector<ExperimentRow> &rows, ExperimentSettings::Axis axis);
    void setDungeonResults(
        const std::vector<DungeonExperimentRow> &rows, ExperimentSettings::Axis axis);
    // Shows what a sweep of the dungeon lesson varies (pit density, size or tile subsets;
    // no rules, randomize or island sizes), its subsets ticked among `tiles`, the
    // scenario's templates. Call before setSettings(): the choice of axes changes.
    void setDungeon(bool dungeon, const QVector<DungeonTile> &tiles = {});
    bool showsTiles() const { return m_dungeon; }
    // Why the shown settings cannot run, or empty.
    QString problem() const;

    // "16x16, 32x48": the sizes as the Sizes field shows them, and the list a text gives
    // (std::nullopt for anything but sizes 1..1000 a side joined by commas).
    static QString sizesText(const std::vector<ExperimentSettings::Size> &sizes);
    static std::optional<std::vector<ExperimentSettings::Size>> parseSizes(const QString &text);

    ExperimentChart *chart() const { return m_chart; }
    ExperimentTableModel *tableModel() const { return m_table; }

signals:
    void settingsEdited(const ExperimentSettings &settings);
    void runRequested();
    void cancelRequested();
    void exportChartRequested(bool svg);
    void exportTableRequested();
    void pointClicked(int row);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void onEdited();
    void updateControls();
    // The subsets' table with its Add and Remove buttons, in one widget.
    QWidget *createResults();
    QWidget *createSubsetsEditor(QWidget *parent);
    void connectControls();
    // The Vary list: the axes of the lesson shown.
    void fillAxes();
    // The subsets' table from m_tileSubsets and m_tiles.
    void fillSubsets();
    void onSubsetTicked(QTableWidgetItem *item);
    // After a change of m_tileSubsets: emits settingsEdited() when every subset has a template.
    void subsetsEdited();
    void addSubset();
    void removeSubset();

    bool m_showing = false; // setSettings() is filling the controls
    bool m_running = false;
    bool m_hasResults = false;
    bool m_dungeon = false;

    QFormLayout *m_form;
    QList<QLabel *> m_labels; // the form's, row by row
    QComboBox *m_vary;
    QSpinBox *m_from;
    QSpinBox *m_to;
    QSpinBox *m_step;
    QCheckBox *m_rule6a;
    QCheckBox *m_rule6b;
    QCheckBox *m_randomizeOn;
    QCheckBox *m_randomizeOff;
    QSpinBox *m_density;
    QSpinBox *m_islands;
    QSpinBox *m_min;
    QSpinBox *m_max;
    QSpinBox *m_runs;
    QLineEdit *m_sizes;
    QTableWidget *m_subsets;
    QPushButton *m_addSubset;
    QPushButton *m_removeSubset;
    QLabel *m_points;
    QLabel *m_problem;
    QVector<DungeonTile> m_tiles; // the dungeon's templates: the subsets' columns
    // What the Sizes field and the subsets' ticks stand for (a valid list, the last the
    // field held, and subsets whose indices may lie beyond the tile set).
    std::vector<ExperimentSettings::Size> m_sizeList;
    std::vector<std::vector<int>> m_tileSubsets;
    bool m_sizesValid = true;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_status;
    ExperimentChart *m_chart;
    ExperimentTableModel *m_table;
    QTableView *m_tableView;
    QPushButton *m_exportPng;
    QPushButton *m_exportSvg;
    QPushButton *m_exportCsv;
};
