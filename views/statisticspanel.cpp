// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "statisticspanel.h"

#include "islandmodel.h"
#include "islandoutcomewords.h"
#include "mapcolours.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace {

// An island's colour with its pattern, as the map draws it where numbers do not fit: the
// table is the legend that names each pattern's island.
QIcon swatch(int island, IslandPainter::Palette palette)
{
    QImage image(14, 14, QImage::Format_RGB32);
    image.fill(IslandPainter::islandColor(island, palette));
    const QRgb ink = IslandPainter::inkColor(island, palette).rgb();
    for (int y = 1; y < 13; ++y) {
        for (int x = 1; x < 13; ++x) {
            if (islandPatternInk(island, x, y))
                image.setPixel(x, y, ink);
        }
    }
    QPixmap pixmap = QPixmap::fromImage(image);
    QPainter painter(&pixmap);
    painter.setPen(QColor(0, 0, 0, 140));
    painter.drawRect(0, 0, 13, 13);
    return QIcon(pixmap);
}

} // namespace

StatisticsPanel::StatisticsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    auto addRow = [this](QLabel *&label, QLabel *&value) {
        label = new QLabel(this);
        value = new QLabel(this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_form->addRow(label, value);
    };
    addRow(m_stepsLabel, m_steps);
    addRow(m_addsLabel, m_adds);
    addRow(m_backtracksLabel, m_backtracks);
    addRow(m_depthLabel, m_depth);
    addRow(m_resultLabel, m_result);
    m_result->setWordWrap(true);
    layout->addLayout(m_form);

    m_table = new QTableWidget(0, 4, this);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::TabFocus);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows walk its cells
    // The numbers fit their columns; the outcome, the only long text, takes what is left
    // without being measured on every step.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    // Asks for the height of all its rows (up to eight islands), so that a layout with the
    // room (Compare's) shows them all; where there is less, the table scrolls.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    layout->addWidget(m_table, 1);

    retranslateUi();
}

void StatisticsPanel::retranslateUi()
{
    m_stepsLabel->setText(tr("Steps:"));
    //: Statistics: ADD entries up to the current step
    m_addsLabel->setText(tr("Adds:"));
    m_backtracksLabel->setText(tr("Backtracks:"));
    m_depthLabel->setText(tr("Current depth:"));
    //: Statistics: how the build ended (or that it is still running)
    m_resultLabel->setText(tr("Result:"));
    m_table->setHorizontalHeaderLabels({tr("Island"), tr("Target"), tr("Size"), tr("Outcome")});
    //: Name of the per-island statistics table for screen readers
    m_table->setAccessibleName(tr("Islands"));
    refresh();
}

void StatisticsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void StatisticsPanel::setModel(IslandModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (model) {
        connect(model, &MapModel::positionChanged, this, &StatisticsPanel::scheduleRefresh);
        connect(model, &MapModel::stepCountChanged, this, &StatisticsPanel::scheduleRefresh);
        connect(model, &QAbstractItemModel::modelReset, this, &StatisticsPanel::scheduleRefresh);
    }
    refresh();
}

void StatisticsPanel::setSummary(const IslandBuildSummary &summary)
{
    m_summary = summary;
    m_hasSummary = true;
    scheduleRefresh();
}

void StatisticsPanel::clearSummary()
{
    m_summary = IslandBuildSummary();
    m_hasSummary = false;
    scheduleRefresh();
}

void StatisticsPanel::setBuildState(BuildState state)
{
    m_state = state;
    scheduleRefresh();
}

void StatisticsPanel::setColourPalette(IslandPainter::Palette palette)
{
    m_palette = palette;
    m_swatchesShown = false;
    refresh();
}

void StatisticsPanel::scheduleRefresh()
{
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    // At once when the panel has been still a while; during playback at most ten times a
    // second: nobody reads figures that change faster, and each change repaints the panel.
    const qint64 since = m_lastRefresh.isValid() ? m_lastRefresh.elapsed() : MinRefreshInterval;
    QTimer::singleShot(
        int(std::max<qint64>(0, MinRefreshInterval - since)), this, &StatisticsPanel::refresh);
}

void StatisticsPanel::refresh()
{
    m_refreshPending = false;
    m_lastRefresh.start();
    if (!m_model)
        return;
    const QLocale locale;
    const IslandModel::Statistics &stats = m_model->statistics();
    const int position = m_model->position();
    //: Statistics: %1 the step shown, %2 all steps of the build
    m_steps->setText(
        tr("%1 of %2").arg(locale.toString(position), locale.toString(m_model->stepCount())));
    m_adds->setText(locale.toString(stats.adds));
    m_backtracks->setText(locale.toString(stats.backtracks));
    m_depth->setText(
        position > 0 ? locale.toString(m_model->stepDepth(position - 1)) : locale.toString(0));
    // The result, too, is that of the step shown: the end is only reached at the end.
    const bool atEnd = position >= m_model->stepCount();
    switch (m_state) {
    case BuildState::None:
        m_result->setText(tr("Not built yet: press Start"));
        break;
    case BuildState::Building:
        m_result->setText(tr("Building…"));
        break;
    case BuildState::Done:
        m_result->setText(atEnd ? tr("All done") : tr("In progress"));
        break;
    case BuildState::TooComplex:
        m_result->setText(
            atEnd ? tr("Too complex: the step limit was reached") : tr("In progress"));
        break;
    }

    const int count = m_model->scenario().islands.count;
    if (m_table->rowCount() != count)
        m_table->setRowCount(count);
    for (int i = 0; i < count; ++i) {
        const int id = i + 1;
        const IslandModel::IslandProgress &progress = stats.islands[std::size_t(id)];
        QString target = QStringLiteral("–");
        if (m_hasSummary && i < int(m_summary.islands.size()))
            target = locale.toString(m_summary.islands[std::size_t(i)].target);
        const QString outcome = IslandOutcomeWords::text(progress.outcome);
        const QStringList texts
            = {locale.toString(id), target, locale.toString(progress.size), outcome};
        for (int column = 0; column < texts.size(); ++column) {
            QTableWidgetItem *item = m_table->item(i, column);
            if (!item) {
                item = new QTableWidgetItem;
                if (column < 3)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(i, column, item);
            }
            if (item->text() != texts[column])
                item->setText(texts[column]);
        }
    }
    // The swatches change with the palette or the number of rows, never with a step.
    if (!m_swatchesShown || m_swatchRows != count) {
        for (int i = 0; i < count; ++i)
            m_table->item(i, 0)->setIcon(swatch(i + 1, m_palette));
        m_swatchesShown = true;
        m_swatchRows = count;
    }
}
