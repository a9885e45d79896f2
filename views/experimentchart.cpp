// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentchart.h"
#include "localedigits.h"

#include "atomicfile.h"

#include <QAreaSeries>
#include <QBuffer>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>

namespace {

// A series' key: rule, then randomize on before off, as the table's rows come.
using SeriesKey = std::pair<int, int>;

SeriesKey keyOf(const ExperimentPoint &point)
{
    return {int(point.rule), point.randomize ? 0 : 1};
}

QChartView *makeView(QChart *chart, QWidget *parent)
{
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 220);
    return view;
}

double percent(std::int64_t part, std::int64_t whole)
{
    return whole > 0 ? 100.0 * double(part) / double(whole) : 0.0;
}

// The band from `low` to `high` on `chart`, in `colour`, faint, so that the lines stay
// readable on it.
QAreaSeries *addBand(QChart *chart, QLineSeries *low, QLineSeries *high, const QColor &colour,
    const QString &name, QValueAxis *x, QValueAxis *y)
{
    auto *band = new QAreaSeries(high, low);
    // An area series does not own its bounds: they go with it when the chart drops it.
    high->setParent(band);
    low->setParent(band);
    band->setName(name);
    chart->addSeries(band);
    QColor faint = colour;
    faint.setAlpha(60);
    band->setColor(faint);
    band->setBorderColor(faint);
    band->attachAxis(x);
    band->attachAxis(y);
    return band;
}

void addLine(QChart *chart, QLineSeries *line, QValueAxis *x, QValueAxis *y)
{
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
}

// The x range of the swept values, a tick on each while they are few, and `y` from 0
// to a nice number above `maxY`.
void fitAxes(QValueAxis *meanX, QValueAxis *ratesX, QValueAxis *y, double minX, double maxX,
    std::size_t values, double maxY)
{
    if (minX == maxX)
        maxX = minX + 1;
    for (QValueAxis *x : {meanX, ratesX}) {
        x->setRange(minX, maxX);
        x->setTickCount(int(std::clamp<std::size_t>(values, 2, 11)));
    }
    y->setRange(0, std::ceil(maxY * 1.05));
    y->applyNiceNumbers();
}

} // namespace

ExperimentChart::ExperimentChart(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_backtracks(new QChart)
    , m_rates(new QChart)
    , m_backtracksView(makeView(m_backtracks, this))
    , m_ratesView(makeView(m_rates, this))
{
    m_tabs->setObjectName(QStringLiteral("experimentChartTabs"));
    m_backtracksView->setObjectName(QStringLiteral("backtracksChartView"));
    m_ratesView->setObjectName(QStringLiteral("ratesChartView"));
    m_tabs->addTab(m_backtracksView, QString());
    m_tabs->addTab(m_ratesView, QString());
    for (QChart *chart : {m_backtracks, m_rates}) {
        chart->legend()->setAlignment(Qt::AlignBottom);
        chart->setMargins(QMargins(4, 4, 4, 4));
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    retranslateUi();
}

void ExperimentChart::retranslateUi()
{
    rebuild();
}

void ExperimentChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

int ExperimentChart::xValue(const ExperimentRow &row, ExperimentSettings::Axis axis)
{
    switch (axis) {
    case ExperimentSettings::Axis::Islands:
        return row.point.islands;
    case ExperimentSettings::Axis::Min:
        return row.point.min;
    case ExperimentSettings::Axis::Max:
        return row.point.max;
    case ExperimentSettings::Axis::Density:
    case ExperimentSettings::Axis::Size: // the dungeon's: not an island sweep's axis
    case ExperimentSettings::Axis::Tiles:
        break;
    }
    return row.point.density;
}

void ExperimentChart::setResults(
    const std::vector<ExperimentRow> &rows, ExperimentSettings::Axis axis)
{
    m_rows = rows;
    m_dungeonRows.clear();
    m_dungeon = false;
    m_axis = axis;
    rebuild();
}

void ExperimentChart::setDungeonResults(
    const std::vector<DungeonExperimentRow> &rows, ExperimentSettings::Axis axis)
{
    m_rows.clear();
    m_dungeonRows = rows;
    m_dungeon = true;
    m_axis = axis;
    rebuild();
}

void ExperimentChart::clear()
{
    setResults({}, m_axis);
}

QChartView *ExperimentChart::currentView() const
{
    return m_tabs->currentIndex() == 1 ? m_ratesView : m_backtracksView;
}

QLineSeries *ExperimentChart::meanSeries(IslandRule rule, bool randomize) const
{
    for (auto it = m_seriesRows.cbegin(); it != m_seriesRows.cend(); ++it) {
        auto *line = qobject_cast<QLineSeries *>(it.key());
        const ExperimentRow &first = m_rows[std::size_t(it.value().front())];
        if (line && line->chart() == m_backtracks && first.point.rule == rule
            && first.point.randomize == randomize)
            return line;
    }
    return nullptr;
}

void ExperimentChart::clearCharts()
{
    m_seriesRows.clear();
    m_path = nullptr;
    for (QChart *chart : {m_backtracks, m_rates}) {
        chart->removeAllSeries();
        for (QAbstractAxis *axis : chart->axes()) {
            chart->removeAxis(axis); // gives the axis back to us, unlike removeAllSeries()
            delete axis;
        }
    }
}

bool ExperimentChart::categorical() const
{
    return m_dungeon
        && (m_axis == ExperimentSettings::Axis::Size || m_axis == ExperimentSettings::Axis::Tiles);
}

QString ExperimentChart::axisTitle() const
{
    switch (m_axis) {
    case ExperimentSettings::Axis::Density:
        return tr("Pit density (%)");
    case ExperimentSettings::Axis::Islands:
        return tr("Islands");
    case ExperimentSettings::Axis::Min:
        return tr("Minimum island size");
    case ExperimentSettings::Axis::Max:
        return tr("Maximum island size");
    case ExperimentSettings::Axis::Size:
        return tr("Size (rows x columns)");
    case ExperimentSettings::Axis::Tiles:
        break;
    }
    return tr("Tile subset (template numbers)");
}

std::pair<QValueAxis *, QValueAxis *> ExperimentChart::makeAxes(
    QChart *chart, const QString &yTitle) const
{
    // Sizes and tile subsets are not numbers: their points stand in the order swept, each
    // labelled with its setting.
    QValueAxis *x = categorical() ? new QCategoryAxis : new QValueAxis;
    auto *y = new QValueAxis;
    x->setTitleText(axisTitle());
    x->setLabelFormat(QStringLiteral("%d"));
    // The axes' numbers in the language's digits, as the rest of the window writes them.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    y->setTitleText(yTitle);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    return {x, y};
}

void ExperimentChart::rebuild()
{
    clearCharts();
    //: Tab of a dungeon sweep's chart: the path from start to end
    m_tabs->setTabText(0, m_dungeon ? tr("Path") : tr("Backtracks"));
    //: Tab of the experiment chart: failed islands and too-complex builds as rates; for a
    //: dungeon sweep, rejected candidates and cut-off runs
    m_tabs->setTabText(1, m_dungeon ? tr("Rejected and cut off") : tr("Failures"));
    //: Name of the experiment's two charts (as tabs) for screen readers
    m_tabs->setAccessibleName(tr("Charts"));
    m_backtracksView->setAccessibleName(m_tabs->tabText(0));
    m_ratesView->setAccessibleName(m_tabs->tabText(1));
    m_backtracks->setTitle(m_dungeon
            ? tr("Path from start to end (cells): mean, 10th to 90th percentile")
            : tr("Backtracks per build: mean, 10th to 90th percentile"));
    m_rates->setTitle(m_dungeon ? tr("Rejected candidates per placed tile and cut-off runs")
                                : tr("Failed islands and too-complex builds"));
    const auto [bx, by] = makeAxes(m_backtracks, m_dungeon ? tr("Path (cells)") : tr("Backtracks"));
    const auto [rx, ry] = makeAxes(m_rates, tr("Rate (%)"));
    ry->setRange(0, 100);
    if (m_dungeon)
        rebuildDungeon(bx, by, rx, ry);
    else
        rebuildIslands(bx, by, rx, ry);
}

void ExperimentChart::rebuildIslands(
    QValueAxis *meanX, QValueAxis *meanY, QValueAxis *ratesX, QValueAxis *ratesY)
{
    std::map<SeriesKey, std::vector<int>> groups;
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        groups[keyOf(m_rows[i].point)].push_back(int(i));
    double minX = 0, maxX = 1, maxBacktracks = 1;
    bool first = true;

    // One colour per series across both charts (Qt's theme would hand the band and the
    // line of one series different colours, and the Failures chart others again).
    static const QColor palette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
        QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd)};
    std::size_t ordinal = 0;
    std::vector<QLineSeries *> means;
    for (const auto &[key, rows] : groups) {
        const ExperimentPoint &point = m_rows[std::size_t(rows.front())].point;
        const QString name = point.randomize ? tr("%1, randomize on").arg(ruleName(point.rule))
                                             : tr("%1, randomize off").arg(ruleName(point.rule));
        const QColor colour = palette[ordinal++ % std::size(palette)];
        auto *mean = new QLineSeries;
        auto *low = new QLineSeries;
        auto *high = new QLineSeries;
        auto *failed = new QLineSeries;
        auto *tooComplex = new QLineSeries;
        for (const int index : rows) {
            const ExperimentRow &row = m_rows[std::size_t(index)];
            const double x = xValue(row, m_axis);
            mean->append(x, double(row.backtracksMeanThousandths) / 1000.0);
            low->append(x, row.backtracksP10);
            high->append(x, row.backtracksP90);
            failed->append(
                x, percent(row.islandsFailed, std::int64_t(row.runs) * row.point.islands));
            tooComplex->append(x, percent(row.tooComplex, row.runs));
            minX = first ? x : std::min(minX, x);
            maxX = first ? x : std::max(maxX, x);
            maxBacktracks = std::max(maxBacktracks, double(row.backtracksP90));
            first = false;
        }
        // Every band first, the lines after them: a later series' band must not cover an
        // earlier series' mean.
        addBand(m_backtracks, low, high, colour, tr("%1: 10th-90th percentile").arg(name), meanX,
            meanY);
        mean->setName(name);
        means.push_back(mean);
        mean->setColor(colour);
        failed->setName(tr("%1: failed islands").arg(name));
        tooComplex->setName(tr("%1: too complex").arg(name));
        addRates(failed, tooComplex, colour, ratesX, ratesY);
        for (QLineSeries *series : {mean, failed, tooComplex}) {
            m_seriesRows.insert(series, rows);
            connectPoints(series);
        }
    }
    for (QLineSeries *mean : means)
        addLine(m_backtracks, mean, meanX, meanY);
    std::size_t values = 0;
    for (const auto &group : groups)
        values = std::max(values, group.second.size());
    fitAxes(meanX, ratesX, meanY, minX, maxX, values, maxBacktracks);
}

void ExperimentChart::addRates(QLineSeries *failed, QLineSeries *tooComplex, const QColor &colour,
    QValueAxis *x, QValueAxis *y)
{
    m_rates->addSeries(failed);
    m_rates->addSeries(tooComplex);
    failed->setColor(colour);
    QPen dashed = tooComplex->pen();
    dashed.setStyle(Qt::DashLine);
    dashed.setColor(colour);
    tooComplex->setPen(dashed);
    // The legend draws a swatch, not the line: the two rates of one series differ in the
    // swatch's shape and fill, not only in a dash the swatch does not show.
    for (QLegendMarker *marker : m_rates->legend()->markers(failed))
        marker->setShape(QLegend::MarkerShapeRectangle);
    for (QLegendMarker *marker : m_rates->legend()->markers(tooComplex)) {
        marker->setShape(QLegend::MarkerShapeCircle);
        marker->setBrush(Qt::white); // hollow, as the dashed line is the lighter one
        marker->setPen(QPen(colour, 2));
    }
    for (QLineSeries *series : {failed, tooComplex}) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

void ExperimentChart::rebuildDungeon(
    QValueAxis *meanX, QValueAxis *meanY, QValueAxis *ratesX, QValueAxis *ratesY)
{
    const QColor colour(0x1f, 0x77, 0xb4);
    auto *mean = new QLineSeries;
    auto *low = new QLineSeries;
    auto *high = new QLineSeries;
    auto *rejected = new QLineSeries;
    auto *cutOff = new QLineSeries;
    std::vector<int> rows;
    double minX = 0, maxX = 1, maxPath = 1, maxRejected = 0;
    for (std::size_t i = 0; i < m_dungeonRows.size(); ++i) {
        const DungeonExperimentRow &row = m_dungeonRows[i];
        const double x = xValue(int(i));
        mean->append(x, double(row.pathMeanThousandths) / 1000.0);
        low->append(x, row.pathP10);
        high->append(x, row.pathP90);
        const double perPlaced
            = row.placedTotal > 0 ? double(row.rejectedTotal) / double(row.placedTotal) : 0.0;
        rejected->append(x, perPlaced);
        cutOff->append(x, percent(row.cutOff, row.runs));
        minX = i == 0 ? x : std::min(minX, x);
        maxX = i == 0 ? x : std::max(maxX, x);
        maxPath = std::max(maxPath, double(row.pathP90));
        maxRejected = std::max(maxRejected, perPlaced);
        rows.push_back(int(i));
    }
    addBand(m_backtracks, low, high, colour, tr("10th-90th percentile"), meanX, meanY);
    mean->setName(tr("Mean path"));
    mean->setColor(colour);
    addLine(m_backtracks, mean, meanX, meanY);
    // The two figures have their own units: the rate on the left, the ratio on the right.
    auto *ratio = new QValueAxis;
    ratio->setTitleText(tr("Rejected per placed tile"));
    m_rates->addAxis(ratio, Qt::AlignRight);
    ratio->setRange(0, std::max(1.0, maxRejected * 1.05));
    ratio->applyNiceNumbers();
    rejected->setName(tr("Rejected per placed tile"));
    rejected->setColor(colour);
    addLine(m_rates, rejected, ratesX, ratio);
    cutOff->setName(tr("Cut-off runs (%)"));
    QPen dashed = cutOff->pen();
    dashed.setStyle(Qt::DashLine);
    dashed.setColor(QColor(0xd6, 0x27, 0x28));
    cutOff->setPen(dashed);
    addLine(m_rates, cutOff, ratesX, ratesY);
    for (QLineSeries *series : {mean, rejected, cutOff}) {
        m_seriesRows.insert(series, rows);
        connectPoints(series);
    }
    m_path = mean;
    fitAxes(meanX, ratesX, meanY, minX, maxX, rows.size(), maxPath);
    if (categorical())
        labelPoints({meanX, ratesX});
}

void ExperimentChart::labelPoints(const std::vector<QValueAxis *> &axes) const
{
    for (QValueAxis *axis : axes) {
        auto *categories = qobject_cast<QCategoryAxis *>(axis);
        categories->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        categories->setStartValue(-0.5);
        for (std::size_t i = 0; i < m_dungeonRows.size(); ++i) {
            const DungeonExperimentPoint &point = m_dungeonRows[i].point;
            // Unique labels (an axis keeps one category per label): the setting, and the
            // point's number only where a setting comes twice.
            QString label = m_axis == ExperimentSettings::Axis::Size
                ? QString::fromLatin1(Experiment::sizeText(point.rows, point.cols))
                : QString::fromLatin1(Experiment::tilesText(point.tiles));
            if (categories->categoriesLabels().contains(label))
                label += QStringLiteral(" (%1)").arg(LocaleDigits::number(i + 1));
            categories->append(label, double(i));
        }
        categories->setRange(-0.5, double(m_dungeonRows.size()) - 0.5);
    }
}

void ExperimentChart::connectPoints(QLineSeries *series)
{
    series->setPointsVisible(true);
    connect(series, &QLineSeries::hovered, this, [this, series](const QPointF &point, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        const int row = rowAt(series, point.x());
        if (row >= 0)
            QToolTip::showText(QCursor::pos(), describe(row), this);
    });
    connect(series, &QLineSeries::clicked, this, [this, series](const QPointF &point) {
        const int row = rowAt(series, point.x());
        if (row >= 0)
            emit pointClicked(row);
    });
}

int ExperimentChart::rowAt(QAbstractSeries *series, qreal x) const
{
    const auto it = m_seriesRows.constFind(series);
    if (it == m_seriesRows.cend())
        return -1;
    int best = -1;
    double distance = 0;
    for (const int index : it.value()) {
        const double d = std::abs(xValue(index) - x);
        if (best < 0 || d < distance) {
            best = index;
            distance = d;
        }
    }
    return best;
}

int ExperimentChart::xValue(int index) const
{
    if (!m_dungeon)
        return xValue(m_rows[std::size_t(index)], m_axis);
    // A sweep over sizes or tile subsets has one point per setting, in the order swept.
    return m_axis == ExperimentSettings::Axis::Density
        ? m_dungeonRows[std::size_t(index)].point.density
        : index;
}

QString ExperimentChart::describe(int index) const
{
    if (m_dungeon)
        return describeDungeon(m_dungeonRows[std::size_t(index)]);
    const ExperimentRow &row = m_rows[std::size_t(index)];
    const QLocale locale;
    return tr("<b>%1, randomize %2</b><br>%3 islands of %4-%5 cells, density %6 %<br>"
              "backtracks: mean %7, 10th percentile %8, median %9, 90th percentile %10<br>"
              "failed islands: %11 of %12; too complex: %13 of %14 builds<br>click: open the "
              "median run (run %15)")
        .arg(ruleName(row.point.rule), row.point.randomize ? tr("on") : tr("off"))
        .arg(LocaleDigits::number(row.point.islands))
        .arg(LocaleDigits::number(row.point.min))
        .arg(LocaleDigits::number(row.point.max))
        .arg(LocaleDigits::number(row.point.density))
        .arg(locale.toString(double(row.backtracksMeanThousandths) / 1000.0, 'f', 3))
        .arg(LocaleDigits::number(row.backtracksP10))
        .arg(LocaleDigits::number(row.backtracksP50))
        .arg(LocaleDigits::number(row.backtracksP90))
        .arg(LocaleDigits::number(row.islandsFailed))
        .arg(LocaleDigits::number(std::int64_t(row.runs) * row.point.islands))
        .arg(LocaleDigits::number(row.tooComplex))
        .arg(LocaleDigits::number(row.runs))
        .arg(LocaleDigits::number(row.medianRun));
}

QString ExperimentChart::describeDungeon(const DungeonExperimentRow &row)
{
    const QLocale locale;
    const QString tiles = QString::fromLatin1(Experiment::tilesText(row.point.tiles));
    const QString head = tr("<b>%1 x %2, tiles %3, density %4 %</b><br>cut off: %5 of %6 runs<br>")
                             .arg(LocaleDigits::number(row.point.rows))
                             .arg(LocaleDigits::number(row.point.cols))
                             .arg(tiles)
                             .arg(LocaleDigits::number(row.point.density))
                             .arg(LocaleDigits::number(row.cutOff))
                             .arg(LocaleDigits::number(row.runs));
    if (row.medianRun < 0)
        return head + tr("no run finished: nothing to open");
    return head
        + tr("path: mean %1, 10th percentile %2, median %3, 90th percentile %4<br>"
             "rejected %5 for %6 placed tiles<br>click: open the median run (run %7)")
              .arg(locale.toString(double(row.pathMeanThousandths) / 1000.0, 'f', 3))
              .arg(LocaleDigits::number(row.pathP10))
              .arg(LocaleDigits::number(row.pathP50))
              .arg(LocaleDigits::number(row.pathP90))
              .arg(LocaleDigits::number(row.rejectedTotal))
              .arg(LocaleDigits::number(row.placedTotal))
              .arg(LocaleDigits::number(row.medianRun));
}

bool ExperimentChart::writePng(const QString &fileName, QString *error) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!currentView()->grab().save(&buffer, "PNG")) {
        if (error)
            *error = tr("%1: the chart could not be drawn as a PNG").arg(fileName);
        return false;
    }
    return AtomicFile::write(fileName, bytes, error);
}

bool ExperimentChart::writeSvg(const QString &fileName, QString *error) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QChartView *view = currentView();
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(view->size());
    generator.setViewBox(QRect(QPoint(0, 0), view->size()));
    generator.setTitle(view->chart()->title());
    {
        QPainter painter(&generator);
        view->render(&painter);
    }
    return AtomicFile::write(fileName, bytes, error);
}
