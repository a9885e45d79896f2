#pragma once

#include "experiment.h"

#include <QList>
#include <QWidget>

class ExperimentChart;
class ExperimentTableModel;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

// The Experiments dock's content: what to vary (a range of pit density, island count,
// minimum or maximum size), which rules and randomize settings give the series, the
// fixed values of the rest and the runs per point; Run and Cancel with a progress bar
// and the time left; the charts and the table of the result, and its exports.
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
    // Shows what a sweep of the dungeon lesson varies: pit density only, no rules,
    // randomize or island sizes.
    void setDungeon(bool dungeon);
    bool isDungeon() const { return m_dungeon; }

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
    QLabel *m_points;
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
