#pragma once

#include "experiment.h"

#include <QCoreApplication>
#include <QHash>
#include <QWidget>

class QAbstractSeries;
class QChart;
class QChartView;
class QLineSeries;
class QTabWidget;

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
    void clear();

    // The chart on the tab shown: what Export writes.
    QChartView *currentView() const;
    // The mean series of `rule` and `randomize`, or nullptr (for tests and tools).
    QLineSeries *meanSeries(IslandRule rule, bool randomize) const;

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
    // The row of `series` nearest to `x`, or -1.
    int rowAt(QAbstractSeries *series, qreal x) const;
    QString describe(int row) const;
    void connectPoints(QLineSeries *series);

    std::vector<ExperimentRow> m_rows;
    ExperimentSettings::Axis m_axis = ExperimentSettings::Axis::Density;
    // Which rows a clickable series shows, in x order.
    QHash<QAbstractSeries *, std::vector<int>> m_seriesRows;

    QTabWidget *m_tabs;
    QChart *m_backtracks;
    QChart *m_rates;
    QChartView *m_backtracksView;
    QChartView *m_ratesView;
};
