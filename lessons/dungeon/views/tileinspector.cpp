// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileinspector.h"

#include "localedigits.h"

#include "dungeontiles.h"
#include "rulebook.h"
#include "tiledrawing.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QTimer>
#include <QVBoxLayout>

TileInspector::TileInspector(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_cell = new QLabel(this);
    m_cell->setObjectName(QStringLiteral("cellValue"));
    m_cell->setWordWrap(true);
    QFont heading = m_cell->font();
    heading.setBold(true);
    m_cell->setFont(heading);
    layout->addWidget(m_cell);

    m_drawing = new TileDrawing(this);
    m_drawing->setObjectName(QStringLiteral("tileDrawing"));
    layout->addWidget(m_drawing);

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto addRow = [this](QLabel *&label, QLabel *&value, const QString &name) {
        label = new QLabel(this);
        value = new QLabel(this);
        value->setObjectName(name);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        m_form->addRow(label, value);
    };
    addRow(m_stepLabel, m_step, QStringLiteral("stepValue"));
    addRow(m_doorsLabel, m_doors, QStringLiteral("doorsValue"));
    addRow(m_templateLabel, m_template, QStringLiteral("templateValue"));
    addRow(m_allowedLabel, m_allowed, QStringLiteral("allowedValue"));
    addRow(m_requiredLabel, m_required, QStringLiteral("requiredValue"));
    // Masks line up digit for digit.
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (QLabel *value : {m_doors, m_allowed, m_required})
        value->setFont(fixed);
    layout->addLayout(m_form);

    m_candidatesTitle = new QLabel(this);
    m_candidatesTitle->setFont(heading);
    layout->addWidget(m_candidatesTitle);
    m_candidatesNote = new QLabel(this);
    m_candidatesNote->setObjectName(QStringLiteral("candidatesNote"));
    m_candidatesNote->setWordWrap(true);
    layout->addWidget(m_candidatesNote);
    // One item of two lines per candidate (what it is, then the verdict), so that the
    // reasons stay readable in a narrow dock.
    m_candidates = new QListWidget(this);
    m_candidates->setObjectName(QStringLiteral("candidatesList"));
    m_candidates->setSelectionMode(QAbstractItemView::NoSelection);
    m_candidates->setFocusPolicy(Qt::TabFocus);
    m_candidates->setIconSize(QSize(32, 32));
    m_candidates->setWordWrap(true);
    m_candidates->setUniformItemSizes(false);
    m_candidates->setMinimumHeight(6 * (fontMetrics().height() * 2 + 8));
    layout->addWidget(m_candidates, 1);

    retranslateUi();
}

void TileInspector::retranslateUi()
{
    //: Inspector: the playback step the inspector describes
    m_stepLabel->setText(tr("At step:"));
    //: Inspector: the half-doors the cell's tile has open
    m_doorsLabel->setText(tr("Doors:"));
    m_templateLabel->setText(tr("Template:"));
    //: Inspector: half-doors an unfilled cell may still open
    m_allowedLabel->setText(tr("Allowed:"));
    //: Inspector: half-doors its filled neighbours opened towards the cell
    m_requiredLabel->setText(tr("Required:"));
    const QString bits = tr("Hexadecimal, then binary from LU (bit 7) down to UL (bit 0).");
    for (QLabel *value : {m_doors, m_allowed, m_required})
        value->setToolTip(bits);
    m_candidatesTitle->setText(tr("Candidates"));
    //: Name of the candidate list for screen readers
    m_candidates->setAccessibleName(tr("Candidates for the selected cell"));
    refresh();
}

void TileInspector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TileInspector::setModel(DungeonModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (model) {
        connect(model, &MapModel::positionChanged, this, &TileInspector::scheduleRefresh);
        connect(model, &MapModel::stepCountChanged, this, &TileInspector::scheduleRefresh);
        connect(model, &QAbstractItemModel::modelReset, this, &TileInspector::scheduleRefresh);
        // A pit painted next to the cell changes its allowed half-doors.
        connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                if (m_row >= topLeft.row() && m_row <= bottomRight.row()
                    && m_col >= topLeft.column() && m_col <= bottomRight.column())
                    scheduleRefresh();
            });
        connect(model, &MapModel::askingChanged, this, &TileInspector::scheduleRefresh);
    }
    refresh();
}

void TileInspector::setCell(int row, int col)
{
    if (row == m_row && col == m_col)
        return;
    m_row = row;
    m_col = col;
    refresh();
}

void TileInspector::setColourPalette(DungeonPainter::Palette palette)
{
    m_painter.setPalette(palette);
    m_drawing->setColourPalette(palette);
    refresh();
}

void TileInspector::scheduleRefresh()
{
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, &TileInspector::refresh);
}

QString TileInspector::maskText(std::uint8_t mask)
{
    const QString binary = QString::number(mask, 2).rightJustified(8, QLatin1Char('0'));
    //: Inspector: a half-door mask; %1 hexadecimal (0xFC), %2 binary (1111 1100)
    return tr("%1 (binary %2)")
        .arg(DungeonTiles::hexMask(mask), binary.left(4) + QLatin1Char(' ') + binary.mid(4));
}

QString TileInspector::templateName(int index) const
{
    const QVector<DungeonTile> &tiles = m_model->scenario().dungeon.tiles;
    if (index >= 0 && index < tiles.size() && !tiles[index].name.isEmpty())
        return tiles[index].displayName();
    //: A tile template without a name; %1 is its number, from 1
    return tr("template %1").arg(LocaleDigits::number(index + 1));
}

QString TileInspector::candidateName(int templateIndex, int rotation) const
{
    //: Inspector: a candidate; %1 template name, %2 quarter turns clockwise (0..3)
    return tr("%1, rotation %2")
        .arg(templateName(templateIndex))
        .arg(LocaleDigits::number(rotation));
}

void TileInspector::refresh()
{
    m_refreshPending = false;
    m_candidates->clear();
    if (!m_model || m_row >= m_model->rowCount() || m_col >= m_model->columnCount()) {
        m_cell->setText(tr("No cell selected: click a cell of the dungeon map."));
        m_drawing->showEmpty();
        for (QLabel *value : {m_step, m_doors, m_template, m_allowed, m_required})
            value->clear();
        m_candidatesNote->clear();
        return;
    }
    const DungeonModel::CellReport report = m_model->inspect(m_row, m_col);
    showCell(report);
    showCandidates(report);
}

void TileInspector::showCell(const DungeonModel::CellReport &report)
{
    const QLocale locale;
    //: Inspector heading: row and column of the selected cell, then what it is
    const QString where
        = tr("Row %1, column %2").arg(LocaleDigits::number(m_row)).arg(LocaleDigits::number(m_col));
    QString what;
    if (report.pit)
        what = tr("pit");
    else if (report.filled)
        what = report.start ? tr("start, filled") : report.end ? tr("end, filled") : tr("filled");
    else if (report.queued)
        what = tr("queued, not filled yet");
    else
        what = tr("rock");
    m_cell->setText(tr("%1: %2").arg(where, what));
    //: Inspector: %1 the step shown, %2 all steps of the build
    m_step->setText(
        tr("%1 of %2")
            .arg(locale.toString(m_model->position()), locale.toString(m_model->stepCount())));

    const QString none = QStringLiteral("–");
    if (report.pit) {
        m_drawing->showPit();
        for (QLabel *value : {m_doors, m_template, m_allowed, m_required})
            value->setText(none);
        return;
    }
    if (report.filled)
        m_drawing->showFilled(report.doors);
    else if (report.queued || report.required)
        m_drawing->showOpen(report.allowed, report.required);
    else
        m_drawing->showRock();
    m_doors->setText(report.filled ? maskText(report.doors) : none);
    //: Inspector: %1 template name, %n quarter turns clockwise
    m_template->setText(report.filled
            ? tr("%1, rotation %n (quarter turns clockwise)", nullptr, report.rotation)
                  .arg(templateName(report.templateIndex))
            : none);
    m_allowed->setText(maskText(report.allowed));
    m_required->setText(maskText(report.required));
}

void TileInspector::showCandidates(const DungeonModel::CellReport &report)
{
    if (report.pit) {
        m_candidatesNote->setText(tr("Pits are never filled and take part in nothing."));
    } else if (report.start || report.end) {
        m_candidatesNote->setText(
            tr("Start and end always get the big room; no candidates are checked."));
    } else if (m_model->isAsking()
        && RuleBook::whileAsked(RuleBook::Part::Inspector) != RuleBook::Shown::Everything) {
        // A question is open: whether this is the cell being filled, and its verdicts, would
        // answer it.
        //: Tile Inspector: instead of a cell's candidates while a question is open
        m_candidatesNote->setText(tr("Its candidates are shown once the question is answered."));
        return;
    } else if (report.candidates.isEmpty()) {
        m_candidatesNote->setText(report.queued
                ? tr("Waiting in the fill queue: its candidates are not checked yet.")
                : tr("No candidates checked for this cell at this step."));
    } else {
        m_candidatesNote->setText(
            tr("In the order they are checked; one valid candidate is drawn at random."));
    }

    QFont bold = m_candidates->font();
    bold.setBold(true);
    for (const DungeonModel::CandidateReport &candidate : report.candidates) {
        auto *item = new QListWidgetItem(m_candidates);
        QPixmap icon(32, 32);
        icon.fill(Qt::transparent);
        {
            QPainter painter(&icon);
            m_painter.paintTile(painter, QRectF(0, 0, 32, 32), candidate.mask);
        }
        item->setIcon(QIcon(icon));
        if (candidate.verdict == DungeonModel::CandidateReport::Chosen)
            item->setFont(bold);
        //: Inspector: one candidate; %1 its name and rotation, %2 its mask (0x06), %3 the verdict
        item->setText(tr("%1 · %2\n%3")
                          .arg(candidateName(candidate.templateIndex, candidate.rotation),
                              DungeonTiles::hexMask(candidate.mask), verdictText(candidate)));
        item->setData(Qt::UserRole, int(candidate.verdict));
    }
}

QString TileInspector::verdictText(const DungeonModel::CandidateReport &candidate) const
{
    switch (candidate.verdict) {
    case DungeonModel::CandidateReport::Pending:
        return tr("not checked yet");
    case DungeonModel::CandidateReport::Valid:
        return tr("valid (not drawn)");
    case DungeonModel::CandidateReport::Chosen:
        //: Inspector: the valid candidate that was drawn and placed
        return tr("✔ chosen");
    case DungeonModel::CandidateReport::Rejected:
        break;
    }
    return candidate.reason == DungeonRejection::RequiredSide
        //: Inspector: rule 1 rejected the candidate
        ? tr("✘ rejected: a required side is not answered")
        //: Inspector: rule 2 rejected the candidate
        : tr("✘ rejected: would cut the last start-to-end path");
}
