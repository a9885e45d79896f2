// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonstatistics.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

DungeonStatistics::DungeonStatistics(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    auto addRow = [this](QLabel *&label, QLabel *&value, const QString &name) {
        label = new QLabel(this);
        value = new QLabel(this);
        value->setObjectName(name);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_form->addRow(label, value);
    };
    addRow(m_stepsLabel, m_steps, QStringLiteral("dungeonSteps"));
    addRow(m_placedLabel, m_placedValue, QStringLiteral("dungeonPlaced"));
    addRow(m_rejectedLabel, m_rejectedValue, QStringLiteral("dungeonRejected"));
    addRow(m_queueLabel, m_queueValue, QStringLiteral("dungeonQueue"));
    addRow(m_resultLabel, m_result, QStringLiteral("dungeonResult"));
    m_result->setWordWrap(true);
    layout->addLayout(m_form);
    layout->addStretch(1);
    retranslateUi();
}

void DungeonStatistics::retranslateUi()
{
    m_stepsLabel->setText(tr("Steps:"));
    //: Dungeon statistics: tiles placed up to the current step, start and end included
    m_placedLabel->setText(tr("Tiles placed:"));
    //: Dungeon statistics: candidates found invalid up to the current step
    m_rejectedLabel->setText(tr("Candidates rejected:"));
    //: Dungeon statistics: cells waiting in the fill queue at the current step
    m_queueLabel->setText(tr("Fill queue:"));
    //: Dungeon statistics: how the build ended (or that it is still running)
    m_resultLabel->setText(tr("Result:"));
    refresh();
}

void DungeonStatistics::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DungeonStatistics::setModel(DungeonModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (model) {
        connect(model, &MapModel::positionChanged, this, &DungeonStatistics::follow);
        connect(model, &MapModel::stepCountChanged, this, &DungeonStatistics::scheduleRefresh);
        connect(model, &QAbstractItemModel::modelReset, this, &DungeonStatistics::recount);
    }
    recount();
}

void DungeonStatistics::setBuildState(BuildState state, const QString &failure)
{
    m_state = state;
    m_failure = failure;
    scheduleRefresh();
}

void DungeonStatistics::recount()
{
    m_counted = 0;
    m_placed = m_rejected = m_queued = 0;
    if (m_model)
        follow(m_model->position());
    scheduleRefresh();
}

void DungeonStatistics::follow(int position)
{
    if (!m_model)
        return;
    position = std::min(position, m_model->stepCount());
    // The model keeps the counts of each block of steps: a jump over millions of steps
    // reads at most one block.
    const DungeonModel::Tally tally = m_model->tally(position);
    m_placed = tally.placed;
    m_rejected = tally.rejected;
    m_queued = tally.queued;
    m_counted = position;
    scheduleRefresh();
}

void DungeonStatistics::scheduleRefresh()
{
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, &DungeonStatistics::refresh);
}

void DungeonStatistics::refresh()
{
    m_refreshPending = false;
    if (!m_model)
        return;
    // Steps cleared under the counts (a new build): count again from the start.
    if (m_counted > m_model->stepCount())
        recount();
    const QLocale locale;
    //: Statistics: %1 the step shown, %2 all steps of the build
    m_steps->setText(
        tr("%1 of %2")
            .arg(locale.toString(m_model->position()), locale.toString(m_model->stepCount())));
    m_placedValue->setText(locale.toString(m_placed));
    m_rejectedValue->setText(locale.toString(m_rejected));
    m_queueValue->setText(locale.toString(m_queued));
    const bool atEnd = m_model->position() >= m_model->stepCount();
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
    case BuildState::Failed:
        //: Dungeon statistics: the build could not start; %1 the reason
        m_result->setText(tr("Cannot start: %1").arg(m_failure));
        break;
    }
}
