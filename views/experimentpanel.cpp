// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentpanel.h"
#include "localedigits.h"

#include "experimentchart.h"
#include "experimenttablemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
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

// The form's rows, top to bottom.
enum FormRow : int {
    VaryRow,
    RangeRow,
    SizesRow,
    SubsetsRow,
    RulesRow,
    RandomizeRow,
    DensityRow,
    IslandsRow,
    IslandSizesRow,
    RunsRow,
    PointsRow,
};

using Axis = ExperimentSettings::Axis;

// Where a new axis's range starts: its whole range, or density's usual 0 to 45 by 5.
int defaultTo(Axis axis)
{
    return axis == Axis::Islands ? 8 : axis == Axis::Min || axis == Axis::Max ? 20 : 45;
}

} // namespace

ExperimentPanel::ExperimentPanel(QWidget *parent)
    : QWidget(parent)
{
    const int maxSize = Scenario::MaxSide * Scenario::MaxSide;
    auto *settings = new QWidget(this);
    auto *column = new QVBoxLayout(settings);
    m_form = new QFormLayout;
    column->addLayout(m_form);
    column->addStretch(1);
    m_vary = new QComboBox(settings);
    m_vary->setObjectName(QStringLiteral("experimentVary"));
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
    m_sizes = new QLineEdit(settings);
    m_sizes->setObjectName(QStringLiteral("experimentSizes"));
    QWidget *subsets = createSubsetsEditor(settings);
    m_points = new QLabel(settings);
    m_points->setObjectName(QStringLiteral("experimentPoints"));
    // In FormRow's order.
    for (QWidget *field : {static_cast<QWidget *>(m_vary), row(settings, {m_from, m_to, m_step}),
             static_cast<QWidget *>(m_sizes), subsets, row(settings, {m_rule6a, m_rule6b}),
             row(settings, {m_randomizeOn, m_randomizeOff}), static_cast<QWidget *>(m_density),
             static_cast<QWidget *>(m_islands), row(settings, {m_min, m_max}),
             static_cast<QWidget *>(m_runs), static_cast<QWidget *>(m_points)}) {
        m_labels.append(new QLabel(settings));
        m_labels.last()->setBuddy(field->focusProxy() ? field->focusProxy() : field);
        m_form->addRow(m_labels.last(), field);
    }
    m_problem = new QLabel(settings);
    m_problem->setObjectName(QStringLiteral("experimentProblem"));
    m_problem->setWordWrap(true);
    m_form->addRow(m_problem);

    m_run = button("experimentRun", settings);
    m_cancel = button("experimentCancel", settings);
    m_progress = new QProgressBar(settings);
    m_progress->setObjectName(QStringLiteral("experimentProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel(settings);
    m_status->setObjectName(QStringLiteral("experimentStatus"));
    m_status->setWordWrap(true);
    // Run, its progress and its word above the settings: in a low window the dock scrolls,
    // and Run stays in view at its top (below the settings it was under the dock's edge).
    column->insertWidget(0, row(settings, {m_run, m_cancel}));
    column->insertWidget(1, m_progress);
    column->insertWidget(2, m_status);

    QWidget *results = createResults();

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(settings);
    layout->addWidget(results, 1);

    // Tab goes down the form as it shows, then to Run and Cancel (row() reparented the
    // range's boxes, which would have moved them to the end).
    QWidget *previous = m_vary;
    for (QWidget *next : std::initializer_list<QWidget *> {m_from, m_to, m_step, m_sizes, m_subsets,
             m_addSubset, m_removeSubset, m_rule6a, m_rule6b, m_randomizeOn, m_randomizeOff,
             m_density, m_islands, m_min, m_max, m_runs, m_run, m_cancel}) {
        setTabOrder(previous, next);
        previous = next;
    }
    connectControls();
    fillAxes();
    setSettings(ExperimentSettings());
    retranslateUi();
}

// The sweep's results: its chart over its table, and their export buttons below.
QWidget *ExperimentPanel::createResults()
{
    m_chart = new ExperimentChart(this);
    m_chart->setObjectName(QStringLiteral("experimentChart"));
    m_table = new ExperimentTableModel(this);
    m_tableView = new QTableView(this);
    m_tableView->setObjectName(QStringLiteral("experimentTable"));
    m_tableView->setModel(m_table);
    m_tableView->setTabKeyNavigation(false); // Tab leaves the table; the arrows walk its cells
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
    return results;
}

QWidget *ExperimentPanel::createSubsetsEditor(QWidget *parent)
{
    m_subsets = new QTableWidget(parent);
    m_subsets->setObjectName(QStringLiteral("experimentTileSubsets"));
    m_subsets->setSelectionMode(QAbstractItemView::SingleSelection);
    m_subsets->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_subsets->setTabKeyNavigation(false); // Tab leaves the table; arrows and Space tick
    m_subsets->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_subsets->verticalHeader()->setDefaultSectionSize(m_subsets->fontMetrics().height() + 6);
    // Room for five subsets (four proposed and one added), at most nine: not the dock's
    // whole height.
    const int oneRow = m_subsets->horizontalHeader()->sizeHint().height()
        + 2 * m_subsets->frameWidth() + m_subsets->verticalHeader()->defaultSectionSize();
    m_subsets->setMinimumHeight(oneRow + 4 * m_subsets->verticalHeader()->defaultSectionSize());
    m_subsets->setMaximumHeight(oneRow + 8 * m_subsets->verticalHeader()->defaultSectionSize());
    m_addSubset = button("experimentAddSubset", parent);
    m_removeSubset = button("experimentRemoveSubset", parent);
    auto *editor = new QWidget(parent);
    auto *subsetsLayout = new QVBoxLayout(editor);
    subsetsLayout->setContentsMargins(0, 0, 0, 0);
    subsetsLayout->addWidget(m_subsets);
    subsetsLayout->addWidget(row(editor, {m_addSubset, m_removeSubset}));
    return editor;
}

void ExperimentPanel::connectControls()
{
    for (QSpinBox *box : {m_from, m_to, m_step, m_density, m_islands, m_min, m_max, m_runs})
        connect(box, &QSpinBox::valueChanged, this, &ExperimentPanel::onEdited);
    for (QCheckBox *box : {m_rule6a, m_rule6b, m_randomizeOn, m_randomizeOff})
        connect(box, &QCheckBox::toggled, this, &ExperimentPanel::onEdited);
    connect(m_vary, &QComboBox::currentIndexChanged, this, [this] {
        if (m_showing)
            return;
        // A new axis starts from its whole range, so the values stay valid.
        const auto axis = Axis(m_vary->currentData().toInt());
        const QSignalBlocker blockFrom(m_from), blockTo(m_to), blockStep(m_step);
        m_from->setValue(ExperimentSettings::lowest(axis));
        m_to->setValue(defaultTo(axis));
        m_step->setValue(axis == Axis::Islands || axis == Axis::Min || axis == Axis::Max ? 1 : 5);
        onEdited();
    });
    connect(m_sizes, &QLineEdit::textEdited, this, [this](const QString &text) {
        const auto sizes = parseSizes(text);
        m_sizesValid = sizes.has_value();
        if (m_sizesValid) {
            m_sizeList = *sizes;
            onEdited();
        } else {
            updateControls();
        }
    });
    connect(m_subsets, &QTableWidget::itemChanged, this, &ExperimentPanel::onSubsetTicked);
    connect(m_addSubset, &QPushButton::clicked, this, &ExperimentPanel::addSubset);
    connect(m_removeSubset, &QPushButton::clicked, this, &ExperimentPanel::removeSubset);
    connect(m_run, &QPushButton::clicked, this, &ExperimentPanel::runRequested);
    connect(m_cancel, &QPushButton::clicked, this, &ExperimentPanel::cancelRequested);
    connect(m_exportPng, &QPushButton::clicked, this, [this] { emit exportChartRequested(false); });
    connect(m_exportSvg, &QPushButton::clicked, this, [this] { emit exportChartRequested(true); });
    connect(m_exportCsv, &QPushButton::clicked, this, &ExperimentPanel::exportTableRequested);
    connect(m_chart, &ExperimentChart::pointClicked, this, &ExperimentPanel::pointClicked);
}

void ExperimentPanel::fillAxes()
{
    const QSignalBlocker blocker(m_vary);
    m_vary->clear();
    const std::vector<Axis> axes = m_dungeon
        ? std::vector<Axis> {Axis::Density, Axis::Size, Axis::Tiles}
        : std::vector<Axis> {Axis::Density, Axis::Islands, Axis::Min, Axis::Max};
    for (const Axis axis : axes)
        m_vary->addItem(QString(), int(axis));
}

void ExperimentPanel::retranslateUi()
{
    for (int i = 0; i < m_vary->count(); ++i) {
        switch (Axis(m_vary->itemData(i).toInt())) {
        case Axis::Density:
            m_vary->setItemText(i, tr("Pit density"));
            break;
        case Axis::Islands:
            m_vary->setItemText(i, tr("Island count"));
            break;
        case Axis::Min:
            m_vary->setItemText(i, tr("Minimum size"));
            break;
        case Axis::Max:
            m_vary->setItemText(i, tr("Maximum size"));
            break;
        case Axis::Size:
            m_vary->setItemText(i, tr("Size (rows x columns)"));
            break;
        case Axis::Tiles:
            m_vary->setItemText(i, tr("Tile subsets"));
            break;
        }
    }
    const QStringList labels {tr("Vary:"), tr("From, to, step:"), tr("Si&zes:"),
        tr("Tile subsets:"), tr("Rules:"), tr("Randomize:"), tr("Pit density (%):"), tr("Islands:"),
        tr("Min, max size:"), tr("Runs per point:"), tr("Points:")};
    for (int i = 0; i < labels.size(); ++i)
        m_labels[i]->setText(labels[i]);
    // Two or three fields share a row and its label: each named for screen readers.
    //: The first value of an experiment's range
    m_from->setAccessibleName(tr("From"));
    //: The last value of an experiment's range
    m_to->setAccessibleName(tr("To"));
    //: The step between the values of an experiment's range
    m_step->setAccessibleName(tr("Step"));
    m_min->setAccessibleName(tr("Minimum size"));
    m_max->setAccessibleName(tr("Maximum size"));
    m_vary->setToolTip(tr("The setting on the chart's x axis; the others stay fixed"));
    m_sizes->setPlaceholderText(tr("for example 16x16, 32x48"));
    m_sizes->setToolTip(tr("The sizes to build, rows x columns, separated by commas (as "
                           "mapgen experiment --size); a size other than the scenario's "
                           "starts from an empty grid"));
    m_subsets->setToolTip(tr("One row per tile subset: tick the templates it holds (Space "
                             "ticks the current cell). Each subset needs a big room, the "
                             "template with all eight doors (as mapgen experiment --tiles)"));
    m_addSubset->setText(tr("A&dd subset"));
    m_addSubset->setToolTip(tr("A new subset, with every template ticked"));
    m_removeSubset->setText(tr("Re&move subset"));
    m_removeSubset->setToolTip(tr("Remove the subset of the current row"));
    fillSubsets(); // the header names the templates in the user's language
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
    m_vary->setCurrentIndex(m_vary->findData(int(settings.vary)));
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
    // Left as they are when they show these settings already: an edit comes back here
    // through the document, and the text cursor and the current cell stay where they were.
    if (parseSizes(m_sizes->text()) != settings.sizes)
        m_sizes->setText(sizesText(settings.sizes));
    m_sizeList = settings.sizes;
    m_sizesValid = true;
    if (m_tileSubsets != settings.tileSubsets) {
        m_tileSubsets = settings.tileSubsets;
        fillSubsets();
    }
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
    settings.sizes = m_sizeList;
    settings.tileSubsets = m_tileSubsets;
    return settings;
}

QString ExperimentPanel::sizesText(const std::vector<ExperimentSettings::Size> &sizes)
{
    QStringList parts;
    for (const ExperimentSettings::Size &size : sizes)
        parts.append(QStringLiteral("%1x%2").arg(size.rows).arg(size.cols));
    return parts.join(QStringLiteral(", "));
}

std::optional<std::vector<ExperimentSettings::Size>> ExperimentPanel::parseSizes(
    const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{1,4})\\s*[x\\x{00D7}]\\s*(\\d{1,4})\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    std::vector<ExperimentSettings::Size> sizes;
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() > ExperimentSettings::MaxValues)
        return std::nullopt;
    for (const QString &part : parts) {
        const QRegularExpressionMatch match = pattern.match(part);
        const int rows = match.captured(1).toInt();
        const int cols = match.captured(2).toInt();
        if (!match.hasMatch() || rows < 1 || cols < 1 || rows > Scenario::MaxSide
            || cols > Scenario::MaxSide)
            return std::nullopt;
        sizes.push_back({rows, cols});
    }
    return sizes;
}

void ExperimentPanel::fillSubsets()
{
    const QSignalBlocker blocker(m_subsets);
    const int current = m_subsets->currentRow();
    const int column = std::max(m_subsets->currentColumn(), 0);
    m_subsets->clear();
    m_subsets->setColumnCount(int(m_tiles.size()));
    m_subsets->setRowCount(int(m_tileSubsets.size()));
    QStringList names;
    for (int t = 0; t < m_tiles.size(); ++t)
        //: Column of a template in the experiment's tile subsets: its number and name
        names.append(tr("%1 %2").arg(t).arg(m_tiles[t].displayName()));
    m_subsets->setHorizontalHeaderLabels(names);
    for (int r = 0; r < int(m_tileSubsets.size()); ++r) {
        const std::vector<int> &subset = m_tileSubsets[std::size_t(r)];
        for (int t = 0; t < m_tiles.size(); ++t) {
            auto *item = new QTableWidgetItem;
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            const bool ticked = std::find(subset.begin(), subset.end(), t) != subset.end();
            item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
            item->setToolTip(m_tiles[t].displayName());
            m_subsets->setItem(r, t, item);
        }
    }
    if (current >= 0 && current < m_subsets->rowCount())
        m_subsets->setCurrentCell(current, std::min(column, m_subsets->columnCount() - 1));
}

void ExperimentPanel::onSubsetTicked(QTableWidgetItem *item)
{
    std::vector<int> &subset = m_tileSubsets.at(std::size_t(item->row()));
    const auto at = std::lower_bound(subset.begin(), subset.end(), item->column());
    const bool has = at != subset.end() && *at == item->column();
    if (item->checkState() == Qt::Checked && !has)
        subset.insert(at, item->column());
    else if (item->checkState() != Qt::Checked && has)
        subset.erase(at);
    subsetsEdited();
}

void ExperimentPanel::subsetsEdited()
{
    // A subset without a template is no subset at all (a file cannot hold it): it is said,
    // and the document keeps the last subsets that had one each.
    if (std::any_of(m_tileSubsets.begin(), m_tileSubsets.end(),
            [](const std::vector<int> &subset) { return subset.empty(); }))
        updateControls();
    else
        onEdited();
}

void ExperimentPanel::addSubset()
{
    std::vector<int> all;
    for (int t = 0; t < m_tiles.size(); ++t)
        all.push_back(t);
    m_tileSubsets.push_back(all);
    fillSubsets();
    m_subsets->setCurrentCell(m_subsets->rowCount() - 1, 0);
    m_subsets->setFocus();
    subsetsEdited();
}

void ExperimentPanel::removeSubset()
{
    const int current = m_subsets->currentRow();
    if (current < 0 || current >= int(m_tileSubsets.size()))
        return;
    m_tileSubsets.erase(m_tileSubsets.begin() + current);
    fillSubsets();
    m_subsets->setCurrentCell(std::min(current, m_subsets->rowCount() - 1), 0);
    subsetsEdited();
}

QString ExperimentPanel::problem() const
{
    if (!m_dungeon)
        return {};
    const Axis axis = Axis(m_vary->currentData().toInt());
    if (axis == Axis::Size) {
        if (!m_sizesValid || m_sizeList.empty())
            return tr("Sizes: write each as rows x columns, from 1x1 to %1x%1, separated by "
                      "commas, for example 16x16, 32x48.")
                .arg(Scenario::MaxSide);
        for (std::size_t i = 0; i < m_sizeList.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (m_sizeList[i] == m_sizeList[j])
                    return tr("Sizes: %1 is listed twice.").arg(sizesText({m_sizeList[i]}));
            }
        }
    }
    if (axis != Axis::Tiles)
        return {};
    if (m_tileSubsets.empty())
        return tr("Tile subsets: add a subset to sweep.");
    for (std::size_t i = 0; i < m_tileSubsets.size(); ++i) {
        const std::vector<int> &subset = m_tileSubsets[i];
        const int number = int(i) + 1;
        if (subset.empty())
            return tr("Tile subset %1 has no template ticked.").arg(LocaleDigits::number(number));
        if (subset.back() >= m_tiles.size())
            return LocaleDigits::plural(
                tr("Tile subset %1 names template %2; the tile set has %n template(s).", nullptr,
                    int(m_tiles.size())),
                int(m_tiles.size()))
                .arg(LocaleDigits::number(number), LocaleDigits::number(subset.back()));
        const bool bigRoom = std::any_of(subset.begin(), subset.end(),
            [this](int t) { return m_tiles[t].doors == DungeonTile::AllDoors; });
        if (!bigRoom)
            return tr("Tile subset %1 has no big room (a template with all eight doors): tick "
                      "one.")
                .arg(LocaleDigits::number(number));
        for (std::size_t j = 0; j < i; ++j) {
            if (m_tileSubsets[j] == subset)
                return tr("Tile subsets %1 and %2 are the same.")
                    .arg(LocaleDigits::number(int(j) + 1), LocaleDigits::number(number));
        }
    }
    return {};
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
    m_form->setRowVisible(RangeRow, !m_dungeon || axis == Axis::Density);
    m_form->setRowVisible(SizesRow, m_dungeon && axis == Axis::Size);
    m_form->setRowVisible(SubsetsRow, m_dungeon && axis == Axis::Tiles);
    for (const int index : {RulesRow, RandomizeRow, IslandsRow, IslandSizesRow})
        m_form->setRowVisible(index, !m_dungeon);
    for (QSpinBox *box : {m_from, m_to}) {
        const QSignalBlocker blocker(box);
        box->setRange(ExperimentSettings::lowest(axis), ExperimentSettings::highest(axis));
    }
    m_density->setEnabled(axis != Axis::Density && !m_running);
    m_islands->setEnabled(axis != Axis::Islands && !m_running);
    m_min->setEnabled(axis != Axis::Min && !m_running);
    m_max->setEnabled(axis != Axis::Max && !m_running);
    const QString why = problem();
    const qint64 values = axis == Axis::Size ? qint64(m_sizeList.size())
        : axis == Axis::Tiles                ? qint64(m_tileSubsets.size())
                                             : qint64(current.values().size());
    const qint64 points = !why.isEmpty() ? 0
        : m_dungeon                      ? values
                                         : values * (int(current.rule6a) + int(current.rule6b))
            * (int(current.randomizeOn) + int(current.randomizeOff));
    const qint64 builds = points * current.runs;
    m_points->setText(tr("%n point(s), ", nullptr, int(points))
        + tr("%n build(s)", nullptr, int(std::min<qint64>(builds, INT_MAX))));
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    for (QWidget *widget : std::initializer_list<QWidget *> {m_vary, m_from, m_to, m_step, m_rule6a,
             m_rule6b, m_randomizeOn, m_randomizeOff, m_runs, m_sizes, m_subsets, m_addSubset})
        widget->setEnabled(!m_running);
    m_removeSubset->setEnabled(!m_running && !m_tileSubsets.empty());
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
    QString text
        = tr("%1 of %2 builds").arg(LocaleDigits::number(done), LocaleDigits::number(total));
    if (remainingMs >= 0) {
        const qint64 seconds = (remainingMs + 999) / 1000;
        text += QLatin1String(" · ")
            + LocaleDigits::plural(
                tr("about %n second(s) left", nullptr, int(std::min<qint64>(seconds, INT_MAX))),
                int(std::min<qint64>(seconds, INT_MAX)));
    }
    m_status->setText(text);
}

void ExperimentPanel::setStatus(const QString &text)
{
    m_progress->setRange(0, 1);
    m_progress->setValue(m_hasResults ? 1 : 0);
    m_status->setText(text);
}

void ExperimentPanel::setDungeon(bool dungeon, const QVector<DungeonTile> &tiles)
{
    if (dungeon != m_dungeon) {
        m_dungeon = dungeon;
        fillAxes();
        retranslateUi();
    }
    if (tiles != m_tiles) {
        m_tiles = tiles;
        fillSubsets();
    }
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
