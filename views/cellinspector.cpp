// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cellinspector.h"

#include "localedigits.h"

#include "cellcoordinates.h"
#include "islandmodel.h"
#include "rulebook.h"
#include "scenario.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

CellInspector::CellInspector(QWidget *parent)
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

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto addRow = [this](QLabel *&label, QLabel *&value, const QString &name) {
        label = new QLabel(this);
        value = new QLabel(this);
        value->setObjectName(name);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        label->setBuddy(value);
        m_form->addRow(label, value);
    };
    addRow(m_stepLabel, m_step, QStringLiteral("stepValue"));
    addRow(m_stateLabel, m_state, QStringLiteral("stateValue"));
    addRow(m_expansionLabel, m_expansionValue, QStringLiteral("expansionValue"));
    addRow(m_seedLabel, m_seedValue, QStringLiteral("seedValue"));
    layout->addLayout(m_form);
    layout->addStretch(1);
    retranslateUi();
}

void CellInspector::retranslateUi()
{
    //: Inspector: the playback step the inspector describes
    m_stepLabel->setText(tr("At step:"));
    //: Cell Inspector: what the cell is now
    m_stateLabel->setText(tr("State:"));
    //: Cell Inspector: whether the growing island may expand to the cell now
    m_expansionLabel->setText(tr("Candidate:"));
    //: Cell Inspector: whether the cell may take an island's seed
    m_seedLabel->setText(tr("As a seed:"));
    //: Name of the Cell Inspector for screen readers
    setAccessibleName(tr("Cell inspector"));
    refresh();
}

void CellInspector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CellInspector::setModel(IslandModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (model) {
        connect(model, &MapModel::positionChanged, this, &CellInspector::scheduleRefresh);
        connect(model, &MapModel::stepCountChanged, this, &CellInspector::scheduleRefresh);
        connect(model, &QAbstractItemModel::modelReset, this, &CellInspector::scheduleRefresh);
        connect(model, &QAbstractItemModel::dataChanged, this, &CellInspector::scheduleRefresh);
        connect(model, &MapModel::askingChanged, this, &CellInspector::scheduleRefresh);
    }
    refresh();
}

void CellInspector::setCell(int row, int col)
{
    if (row == m_row && col == m_col)
        return;
    m_row = row;
    m_col = col;
    refresh();
}

void CellInspector::scheduleRefresh()
{
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(0, this, &CellInspector::refresh);
}

int CellInspector::island() const
{
    if (!m_model)
        return 0;
    const int position = m_model->position();
    return IslandCellCheck::growingIsland(
        m_model->scenario().islands.count, position == 0 ? nullptr : &m_model->step(position - 1));
}

QString CellInspector::verdictText(const IslandCellCheck::Verdict &verdict, bool seed) const
{
    switch (verdict.reason) {
    case IslandCellCheck::Reason::Valid:
        if (!seed)
            return tr("valid: open water, inside the map");
        return m_model->scenario().islands.rule == IslandRule::Rule6a
            ? tr("eligible: open water, no land among its 4 neighbours")
            : tr("eligible: open water, no land among its 8 neighbours");
    case IslandCellCheck::Reason::OutOfMap:
        return tr("no: out of the map");
    case IslandCellCheck::Reason::Pit:
        return tr("no: a pit");
    case IslandCellCheck::Reason::Land:
        return tr("no: already land of island %1").arg(LocaleDigits::number(verdict.island));
    case IslandCellCheck::Reason::NeighbourLand:
        if (seed) {
            //: Cell Inspector: the seed rule refuses the cell; %1 the rule (6a or 6b), %2 island,
            //: (%3, %4) its cell
            return tr("no (rule %1): a neighbour of island %2 at (%3, %4)")
                .arg(ruleName(m_model->scenario().islands.rule))
                .arg(LocaleDigits::number(verdict.island))
                .arg(LocaleDigits::number(verdict.row))
                .arg(LocaleDigits::number(verdict.col));
        }
        //: Cell Inspector: the 6b rule refuses the cell; %1 the other island, (%2, %3) its cell
        return tr("no (rule 6b): a neighbour of island %1 at (%2, %3)")
            .arg(LocaleDigits::number(verdict.island))
            .arg(LocaleDigits::number(verdict.row))
            .arg(LocaleDigits::number(verdict.col));
    }
    return QString();
}

QString CellInspector::candidateText(const RuleBook::Judgement &judgement) const
{
    const auto &a = judgement.args;
    switch (judgement.reason) {
    case RuleBook::Reason::Candidate:
        //: Cell Inspector: grow() may try the cell next; (%1, %2) the cell grow() is at now
        return tr("a candidate: open water beside the current cell (%1, %2), not tried yet")
            .arg(LocaleDigits::number(a[0]))
            .arg(LocaleDigits::number(a[1]));
    case RuleBook::Reason::NotBeside:
        //: Cell Inspector: (%1, %2) the cell grow() is at now
        return tr("no: not beside the current cell (%1, %2), so not its candidate")
            .arg(LocaleDigits::number(a[0]))
            .arg(LocaleDigits::number(a[1]));
    case RuleBook::Reason::AlreadyTried:
        //: Cell Inspector: (%1, %2) the cell grow() is at now
        return tr("no: tried from the current cell (%1, %2) already")
            .arg(LocaleDigits::number(a[0]))
            .arg(LocaleDigits::number(a[1]));
    case RuleBook::Reason::NoCall:
        //: Cell Inspector: the island growing next has no cell to grow from yet
        return tr("no: it has no cell yet, its seed comes first");
    case RuleBook::Reason::OutOfMap:
        return verdictText({IslandCellCheck::Reason::OutOfMap}, false);
    case RuleBook::Reason::Pit:
        return verdictText({IslandCellCheck::Reason::Pit}, false);
    case RuleBook::Reason::Land:
        return verdictText({IslandCellCheck::Reason::Land, a[0]}, false);
    case RuleBook::Reason::NeighbourLand:
        return verdictText({IslandCellCheck::Reason::NeighbourLand, a[0], a[1], a[2]}, false);
    default:
        break;
    }
    return QString();
}

QString CellInspector::expansionText() const
{
    return m_expansionValue->text();
}

QString CellInspector::seedText() const
{
    return m_seedValue->text();
}

void CellInspector::refresh()
{
    m_refreshPending = false;
    m_expansion = IslandCellCheck::Verdict();
    m_seed = IslandCellCheck::Verdict();
    m_candidate = RuleBook::Judgement();
    if (!m_model || !m_model->grid().contains(m_row, m_col)) {
        m_cell->setText(tr("No cell selected"));
        for (QLabel *value : {m_step, m_state, m_expansionValue, m_seedValue})
            value->clear();
        return;
    }
    const IslandGrid &grid = m_model->grid();
    const IslandRule rule = m_model->scenario().islands.rule;
    m_cell->setText(
        tr("Row %1, column %2").arg(LocaleDigits::number(m_row)).arg(LocaleDigits::number(m_col)));
    const int position = m_model->position();
    m_step->setText(position == 0 ? tr("the start, before the first step")
                                  : tr("%1: %2")
                                        .arg(LocaleDigits::number(position))
                                        .arg(m_model->stepText(position - 1)));

    const std::uint8_t value = grid.at(m_row, m_col);
    QString state = value == IslandGrid::Water ? tr("water")
        : value == IslandGrid::Pit             ? tr("a pit")
                                   : tr("land of island %1").arg(LocaleDigits::number(value));
    switch (m_model->highlightAt(m_row, m_col)) {
    case IslandModel::TriedCell:
        state = m_model->step(position - 1).kind == IslandStep::Seed
            ? tr("%1, the seed just placed").arg(state)
            : tr("%1, the cell just added").arg(state);
        break;
    case IslandModel::BacktrackedCell:
        state = tr("%1, the cell just backtracked").arg(state);
        break;
    case IslandModel::CandidateCell:
        state = tr("%1, a candidate of the cell just added").arg(state);
        break;
    case IslandModel::NoHighlight:
        break;
    }
    m_state->setText(state);

    const int island = this->island();
    if (m_model->isAsking()
        && RuleBook::whileAsked(RuleBook::Part::Inspector) != RuleBook::Shown::Everything) {
        // A question is open: whether the cell is a candidate or a seed would answer it.
        //: Cell Inspector: instead of a verdict while a question is open
        const QString later = tr("shown once the question is answered");
        m_expansionValue->setText(later);
        m_seedValue->setText(later);
    } else if (island == 0) {
        //: Cell Inspector: no island is growing or left to grow
        m_expansionValue->setText(tr("no island left to grow"));
        //: Cell Inspector, As a seed: every island has been built (or the build gave up)
        m_seedValue->setText(tr("no island left to seed"));
    } else {
        m_expansion = IslandCellCheck::expansion(grid, m_row, m_col, island, rule);
        // Each build has a step list of its own; its scenario's pits and seed with it.
        if (m_stackSteps.lock() != m_model->stepList()) {
            m_stack.setScenario(m_model->scenario());
            m_stackSteps = m_model->stepList();
        }
        m_stack.seek(m_model->stepList(), position);
        const World world = m_model->scenario();
        const IslandModel *model = m_model.data();
        const RuleBook::IslandRules rules(world, std::size_t(model->stepCount()),
            [model](std::size_t i) { return model->step(int(i)); });
        m_candidate
            = rules.candidate(RuleBook::IslandRules::moment(m_stack), position, m_row, m_col);
        //: Cell Inspector: %1 island, %2 the verdict
        m_expansionValue->setText(CellCoordinates::isolated(tr("for island %1, %2")
                                                                .arg(LocaleDigits::number(island))
                                                                .arg(candidateText(m_candidate))));
        // The growing island was not there when its seed was chosen.
        m_seed = IslandCellCheck::seed(grid, m_row, m_col, rule, island);
        m_seedValue->setText(CellCoordinates::isolated(tr("for island %1, %2")
                                                           .arg(LocaleDigits::number(island))
                                                           .arg(verdictText(m_seed, true))));
    }
    // Screen readers hear the verdict as they hear the map's cursor.
    const QString description = QStringList {m_cell->text(), m_state->text(),
        m_expansionValue->text(), m_seedValue->text()}
                                    .join(QStringLiteral(". "));
    if (description != accessibleDescription())
        setAccessibleDescription(description);
}
