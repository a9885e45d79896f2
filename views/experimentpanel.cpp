#include "experimentpanel.h"

#include "experimentchart.h"
#include "experimenttablemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace {

QSpinBox *spinBox(const char *name, int min, int max, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(min, max);
    return box;
}

QCheckBox *checkBox(const char *name, QWidget *parent)
{
    auto *box = new QCheckBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    return box;
}

QPushButton *button(const char *name, QWidget *parent)
{
    auto *push = new QPushButton(parent);
    push->setObjectName(QString::fromLatin1(name));
    return push;
}

QWidget *row(QWidget *parent, const QList<QWidget *> &widgets)
{
    auto *box = new QWidget(parent);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *widget : widgets)
        layout->addWidget(widget);
    layout->addStretch(1);
    return box;
}

} // namespace

ExperimentPanel::ExperimentPanel(QWidget *parent)
    : QWidget(parent)
{
    const int maxSize = Scenario::MaxSide * Scenario::MaxSide;
    auto *settings = new QWidget(this);
    m_form = new QFormLayout(settings);
    m_vary = new QComboBox(settings);
    m_vary->setObjectName(QStringLiteral("experimentVary"));
    for (int i = 0; i < 4; ++i)
        m_vary->addItem(QString(), i);
    m_from = spinBox("experimentFrom", 0, maxSize, settings);
    m_to = spinBox("experimentTo", 0, maxSize, settings);
    m_step = spinBox("experimentStep", 1, maxSize, settings);
    m_rule6a = checkBox("experimentRule6a", settings);
    m_rule6b = checkBox("experimentRule6b", settings);
    m_randomizeOn = checkBox("experimentRandomizeOn", settings);
    m_randomizeOff = checkBox("experimentRandomizeOff", settings);
    m_density = spinBox("experimentDensity", 0, 100, settings);
    m_islands = spinBox("experimentIslands", 1, Scenario::MaxIslands, settings);
    m_min = spinBox("experimentMin", 1, maxSize, settings);
    m_max = spinBox("experimentMax", 1, maxSize, settings);
    m_runs = spinBox("experimentRuns", 1, ExperimentSweep::MaxRuns, settings);
    m_points = new QLabel(settings);
    m_points->setObjectName(QStringLiteral("experimentPoints"));
    for (QWidget *field : {static_cast<QWidget *>(m_vary), row(settings, {m_from, m_to, m_step}),
             row(settings, {m_rule6a, m_rule6b}), row(settings, {m_randomizeOn, m_randomizeOff}),
             static_cast<QWidget *>(m_density), static_cast<QWidget *>(m_islands),
             row(settings, {m_min, m_max}), static_cast<QWidget *>(m_runs),
             static_cast<QWidget *>(m_points)}) {
        m_labels.append(new QLabel(settings));
        m_form->addRow(m_labels.last(), field);
    }

    m_run = button("experimentRun", settings);
    m_cancel = button("experimentCancel", settings);
    m_progress = new QProgressBar(settings);
    m_progress->setObjectName(QStringLiteral("experimentProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(settings);
    m_status->setObjectName(QStringLiteral("experimentStatus"));
    m_status->setWordWrap(true);
    m_form->addRow(row(settings, {m_run, m_cancel}));
    m_form->addRow(m_progress);
    m_form->addRow(m_status);

    m_chart = new ExperimentChart(this);
    m_chart->setObjectName(QStringLiteral("experimentChart"));
    m_table = new ExperimentTableModel(this);
    m_tableView = new QTableView(this);
    m_tableView->setObjectName(QStringLiteral("experimentTable"));
    m_tableView->setModel(m_table);
    m_tableView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tableView->verticalHeader()->setDefaultSectionSize(m_tableView->fontMetrics().height() + 6);
    // Room for a sweep's usual eight points: two rows and a scroll bar hid the results.
    m_tableView->setMinimumHeight(m_tableView->horizontalHeader()->sizeHint().height()
        + 8 * m_tableView->verticalHeader()->defaultSectionSize() + 2 * m_tableView->frameWidth());
    m_exportPng = button("experimentExportPng", this);
    m_exportSvg = button("experimentExportSvg", this);
    m_exportCsv = button("experimentExportCsv", this);

    auto *results = new QWidget(this);
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Vertical, results);
    splitter->setObjectName(QStringLiteral("experimentSplitter"));
    splitter->addWidget(m_chart);
    splitter->addWidget(m_tableView);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    resultsLayout->addWidget(splitter, 1);
    resultsLayout->addWidget(row(results, {m_exportPng, m_exportSvg, m_exportCsv}));

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(settings);
    layout->addWidget(results, 1);

    for (QSpinBox *box : {m_from, m_to, m_step, m_density, m_islands, m_min, m_max, m_runs})
        connect(box, &QSpinBox::valueChanged, this, &ExperimentPanel::onEdited);
    for (QCheckBox *box : {m_rule6a, m_rule6b, m_randomizeOn, m_randomizeOff})
        connect(box, &QCheckBox::toggled, this, &ExperimentPanel::onEdited);
    connect(m_vary, &QComboBox::currentIndexChanged, this, [this] {
        if (m_showing)
            return;
        // A new axis starts from its whole range, so the values stay valid.
        const auto axis = ExperimentSettings::Axis(m_vary->currentData().toInt());
        const QSignalBlocker blockFrom(m_from), blockTo(m_to), blockStep(m_step);
        m_from->setValue(ExperimentSettings::lowest(axis));
        m_to->setValue(axis == ExperimentSettings::Axis::Density ? 45
                : axis == ExperimentSettings::Axis::Islands      ? 8
                                                                 : 20);
        m_step->setValue(axis == ExperimentSettings::Axis::Density ? 5 : 1);
        onEdited();
    });
    connect(m_run, &QPushButton::clicked, this, &ExperimentPanel::runRequested);
    connect(m_cancel, &QPushButton::clicked, this, &ExperimentPanel::cancelRequested);
    connect(m_exportPng, &QPushButton::clicked, this, [this] { emit exportChartRequested(false); });
    connect(m_exportSvg, &QPushButton::clicked, this, [this] { emit exportChartRequested(true); });
    connect(m_exportCsv, &QPushButton::clicked, this, &ExperimentPanel::exportTableRequested);
    connect(m_chart, &ExperimentChart::pointClicked, this, &ExperimentPanel::pointClicked);

    setSettings(ExperimentSettings());
    retranslateUi();
}

void ExperimentPanel::retranslateUi()
{
    m_vary->setItemText(0, tr("Pit density"));
    m_vary->setItemText(1, tr("Island count"));
    m_vary->setItemText(2, tr("Minimum size"));
    m_vary->setItemText(3, tr("Maximum size"));
    const QStringList labels {tr("Vary:"), tr("From, to, step:"), tr("Rules:"), tr("Randomize:"),
        tr("Pit density (%):"), tr("Islands:"), tr("Min, max size:"), tr("Runs per point:"),
        tr("Points:")};
    for (int i = 0; i < labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    m_rule6a->setText(tr("6a"));
    m_rule6b->setText(tr("6b"));
    m_randomizeOn->setText(tr("on"));
    m_randomizeOff->setText(tr("off"));
    m_run->setText(tr("&Run"));
    m_run->setToolTip(tr("Build every point of the sweep, its runs on all cores"));
    m_cancel->setText(tr("Cancel"));
    m_exportPng->setText(tr("Chart as PNG…"));
    m_exportSvg->setText(tr("Chart as SVG…"));
    m_exportCsv->setText(tr("Table as CSV…"));
    updateControls();
}

void ExperimentPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ExperimentPanel::setSettings(const ExperimentSettings &settings)
{
    m_showing = true;
    m_vary->setCurrentIndex(int(settings.vary));
    // The axis's range first, so that the values are not clamped to the previous axis's.
    for (QSpinBox *box : {m_from, m_to})
        box->setRange(
            ExperimentSettings::lowest(settings.vary), ExperimentSettings::highest(settings.vary));
    m_from->setValue(settings.from);
    m_to->setValue(settings.to);
    m_step->setValue(settings.step);
    m_rule6a->setChecked(settings.rule6a);
    m_rule6b->setChecked(settings.rule6b);
    m_randomizeOn->setChecked(settings.randomizeOn);
    m_randomizeOff->setChecked(settings.randomizeOff);
    m_density->setValue(settings.density);
    m_islands->setValue(settings.islands);
    m_min->setValue(settings.min);
    m_max->setValue(settings.max);
    m_runs->setValue(settings.runs);
    m_showing = false;
    updateControls();
}

ExperimentSettings ExperimentPanel::settings() const
{
    ExperimentSettings settings;
    settings.vary = ExperimentSettings::Axis(m_vary->currentData().toInt());
    settings.from = m_from->value();
    settings.to = m_to->value();
    settings.step = m_step->value();
    settings.rule6a = m_rule6a->isChecked();
    settings.rule6b = m_rule6b->isChecked();
    settings.randomizeOn = m_randomizeOn->isChecked();
    settings.randomizeOff = m_randomizeOff->isChecked();
    settings.density = m_density->value();
    settings.islands = m_islands->value();
    settings.min = m_min->value();
    settings.max = m_max->value();
    settings.runs = m_runs->value();
    return settings;
}

void ExperimentPanel::onEdited()
{
    if (m_showing)
        return;
    updateControls();
    emit settingsEdited(settings());
}

// The varied setting's fixed box is off, the range is the axis's, and Run needs a sweep
// with at least one point.
void ExperimentPanel::updateControls()
{
    const ExperimentSettings current = settings();
    const auto axis = current.vary;
    using Axis = ExperimentSettings::Axis;
    for (QSpinBox *box : {m_from, m_to}) {
        const QSignalBlocker blocker(box);
        box->setRange(ExperimentSettings::lowest(axis), ExperimentSettings::highest(axis));
    }
    m_density->setEnabled(axis != Axis::Density && !m_running);
    m_islands->setEnabled(axis != Axis::Islands && !m_running);
    m_min->setEnabled(axis != Axis::Min && !m_running);
    m_max->setEnabled(axis != Axis::Max && !m_running);
    const qint64 points = m_dungeon
        ? qint64(axis == Axis::Density ? current.values().size() : 1)
        : qint64(current.values().size()) * (int(current.rule6a) + int(current.rule6b))
            * (int(current.randomizeOn) + int(current.randomizeOff));
    const qint64 builds = points * current.runs;
    m_points->setText(tr("%n point(s), ", nullptr, int(points))
        + tr("%n build(s)", nullptr, int(std::min<qint64>(builds, INT_MAX))));
    for (QWidget *widget : std::initializer_list<QWidget *> {m_vary, m_from, m_to, m_step, m_rule6a,
             m_rule6b, m_randomizeOn, m_randomizeOff, m_runs})
        widget->setEnabled(!m_running);
    m_run->setEnabled(!m_running && points > 0);
    m_cancel->setEnabled(m_running);
    for (QPushButton *push : {m_exportPng, m_exportSvg, m_exportCsv})
        push->setEnabled(m_hasResults && !m_running);
}

void ExperimentPanel::setRunning(bool running)
{
    m_running = running;
    if (running) {
        m_progress->setRange(0, 0);
        m_status->setText(tr("Starting…"));
    }
    updateControls();
}

void ExperimentPanel::setProgress(qint64 done, qint64 total, qint64 remainingMs)
{
    // The bar counts in thousandths: a sweep may have more runs than an int holds.
    m_progress->setRange(0, 1000);
    m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    QString text = tr("%1 of %2 builds").arg(done).arg(total);
    if (remainingMs >= 0) {
        const qint64 seconds = (remainingMs + 999) / 1000;
        text += QLatin1String(" · ")
            + tr("about %n second(s) left", nullptr, int(std::min<qint64>(seconds, INT_MAX)));
    }
    m_status->setText(text);
}

void ExperimentPanel::setStatus(const QString &text)
{
    m_progress->setRange(0, 1);
    m_progress->setValue(m_hasResults ? 1 : 0);
    m_status->setText(text);
}

void ExperimentPanel::setDungeon(bool dungeon)
{
    m_dungeon = dungeon;
    // Rows: vary, range, rules, randomize, density, islands, sizes, runs, points.
    for (const int index : {2, 3, 5, 6})
        m_form->setRowVisible(index, !dungeon);
    auto *items = qobject_cast<QStandardItemModel *>(m_vary->model());
    for (int i = 1; i < m_vary->count(); ++i)
        items->item(i)->setEnabled(!dungeon);
    updateControls();
}

void ExperimentPanel::setDungeonResults(
    const std::vector<DungeonExperimentRow> &rows, ExperimentSettings::Axis axis)
{
    m_hasResults = !rows.empty();
    m_chart->setDungeonResults(rows, axis);
    m_table->setDungeonRows(rows);
    updateControls();
}

void ExperimentPanel::setResults(
    const std::vector<ExperimentRow> &rows, ExperimentSettings::Axis axis)
{
    m_hasResults = !rows.empty();
    m_chart->setResults(rows, axis);
    m_table->setRows(rows);
    updateControls();
}
