// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "experiment.h"

#include <QCoreApplication>
#include <QHash>
#include <QWidget>

#include <utility>
#include <vector>

class QAbstractSeries;
class QChart;
class QChartView;
class QColor;
class QLineSeries;
class QTabWidget;
class QValueAxis;

// The sweep as charts (Qt Charts): on the first tab the backtracks per build, the mean
// with the band from the 10th to the 90th percentile, against the varied setting; on the
// second the rates of failed islands and of "too complex" builds. One series per rule and
// randomize. Hovering a point shows its figures; clicking one emits its row.
class ExperimentChart : public QWidget
{
    Q_OBJECT

public:
    explicit ExperimentChart(QWidget *parent = nullptr);

    void setResults(const std::vector<ExperimentRow> &rows, ExperimentSettings::Axis axis);
    // A dungeon sweep: the path length from start to end (mean, 10th to 90th percentile)
    // on the first tab, rejected candidates per placed tile and the cut-off rate on the
    // second. Clicking a point emits its row.
    void setDungeonResults(
        const std::vector<DungeonExperimentRow> &rows, ExperimentSettings::Axis axis);
    void clear();

    // The chart on the tab shown: what Export writes.
    QChartView *currentView() const;
    // The mean series of `rule` and `randomize`, or nullptr (for tests and tools).
    QLineSeries *meanSeries(IslandRule rule, bool randomize) const;
    // A dungeon sweep's mean path series, or nullptr.
    QLineSeries *pathSeries() const { return m_path; }

    // The chart on the tab shown as a PNG or an SVG file, whole or not at all.
    bool writePng(const QString &fileName, QString *error) const;
    bool writeSvg(const QString &fileName, QString *error) const;

    // The x value of `row` on the chart: the varied setting.
    static int xValue(const ExperimentRow &row, ExperimentSettings::Axis axis);

signals:
    void pointClicked(int row);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    void clearCharts();
    // Whether the x axis shows the points in the order swept, each labelled with its
    // setting (a dungeon sweep over sizes or tile subsets), not a number.
    bool categorical() const;
    QString axisTitle() const;
    // A chart's x and y axes, added to it.
    std::pair<QValueAxis *, QValueAxis *> makeAxes(QChart *chart, const QString &yTitle) const;
    void rebuildIslands(
        QValueAxis *meanX, QValueAxis *meanY, QValueAxis *ratesX, QValueAxis *ratesY);
    // A series' two rates on the second chart, in its colour with swatches apart.
    void addRates(QLineSeries *failed, QLineSeries *tooComplex, const QColor &colour, QValueAxis *x,
        QValueAxis *y);
    // The category axes' labels: each dungeon point's size or tile subset.
    void labelPoints(const std::vector<QValueAxis *> &axes) const;
    void rebuildDungeon(
        QValueAxis *meanX, QValueAxis *meanY, QValueAxis *ratesX, QValueAxis *ratesY);
    // The row of `series` nearest to `x`, or -1.
    int rowAt(QAbstractSeries *series, qreal x) const;
    QString describe(int row) const;
    static QString describeDungeon(const DungeonExperimentRow &row);
    // The x value of row `index` of the rows shown.
    int xValue(int index) const;
    void connectPoints(QLineSeries *series);

    std::vector<ExperimentRow> m_rows;
    std::vector<DungeonExperimentRow> m_dungeonRows;
    bool m_dungeon = false;
    QLineSeries *m_path = nullptr;
    ExperimentSettings::Axis m_axis = ExperimentSettings::Axis::Density;
    // Which rows a clickable series shows, in x order.
    QHash<QAbstractSeries *, std::vector<int>> m_seriesRows;

    QTabWidget *m_tabs;
    QChart *m_backtracks;
    QChart *m_rates;
    QChartView *m_backtracksView;
    QChartView *m_ratesView;
};
