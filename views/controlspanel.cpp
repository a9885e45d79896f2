// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "controlspanel.h"

#include "lessonkind.h"
#include "scenariofile.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

QSpinBox *spinBox(int min, int max, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(min, max);
    // Typing "12" must not pass through "1" and rebuild the map twice.
    box->setKeyboardTracking(false);
    box->setGroupSeparatorShown(true);
    return box;
}

// Binds a button to an action: text, tooltip, enabled state and trigger follow it.
void bindButton(QPushButton *button, QAction *action)
{
    auto sync = [button, action] {
        button->setText(action->text());
        button->setToolTip(action->toolTip());
        button->setEnabled(action->isEnabled());
        button->setIcon(action->icon());
    };
    sync();
    QObject::connect(action, &QAction::changed, button, sync);
    QObject::connect(button, &QPushButton::clicked, action, &QAction::trigger);
}

} // namespace

ControlsPanel::ControlsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    // Start first: in a low window the panel scrolls, and what it is for stays in sight.
    layout->addLayout(makeButtons());
    layout->addWidget(makeIslandsBox());
    layout->addWidget(makeWorldBox());
    layout->addWidget(makePitsBox());
    layout->addStretch(1);
    connectEdits();
    retranslateUi();
    setScenario(m_shown);
}

QHBoxLayout *ControlsPanel::makeButtons()
{
    auto *buttons = new QHBoxLayout;
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("startButton"));
    m_reset = new QPushButton(this);
    m_clear = new QPushButton(this);
    buttons->addWidget(m_start);
    buttons->addWidget(m_reset);
    buttons->addWidget(m_clear);
    return buttons;
}

// A label for `field` in `form`: wrapped when it is long, and the field's buddy (its
// mnemonic focuses the field).
QLabel *ControlsPanel::addRow(QFormLayout *form, QWidget *field)
{
    auto *label = new QLabel(this);
    label->setWordWrap(true);
    label->setBuddy(field);
    form->addRow(label, field);
    return label;
}

QGroupBox *ControlsPanel::makeIslandsBox()
{
    m_islandsBox = new QGroupBox(this);
    auto *islands = new QFormLayout(m_islandsBox);
    islands->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_count = spinBox(1, Scenario::MaxIslands, this);
    m_countLabel = addRow(islands, m_count);
    m_min = spinBox(1, Scenario::MaxSide * Scenario::MaxSide, this);
    m_minLabel = addRow(islands, m_min);
    m_max = spinBox(1, Scenario::MaxSide * Scenario::MaxSide, this);
    m_maxLabel = addRow(islands, m_max);
    m_randomize = new QCheckBox(this);
    m_randomize->setObjectName(QStringLiteral("randomizeCheck"));
    islands->addRow(m_randomize);
    m_rule = new QComboBox(this);
    m_rule->setObjectName(QStringLiteral("ruleCombo"));
    m_rule->addItem(QString(), int(IslandRule::Rule6a));
    m_rule->addItem(QString(), int(IslandRule::Rule6b));
    m_ruleLabel = addRow(islands, m_rule);
    m_stepLimit = spinBox(1, Scenario::MaxStepLimit, this);
    m_stepLimit->setSingleStep(10000);
    m_stepLimitLabel = addRow(islands, m_stepLimit);
    return m_islandsBox;
}

QGroupBox *ControlsPanel::makeWorldBox()
{
    m_worldBox = new QGroupBox(this);
    auto *world = new QFormLayout(m_worldBox);
    world->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto *seedRow = new QHBoxLayout;
    m_seed = new QLineEdit(this);
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_newSeed = new QToolButton(this);
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);
    m_seedLabel = new QLabel(this);
    m_seedLabel->setBuddy(m_seed);
    world->addRow(m_seedLabel, seedRow);
    m_rows = spinBox(1, Scenario::MaxSide, this);
    m_rowsLabel = addRow(world, m_rows);
    m_cols = spinBox(1, Scenario::MaxSide, this);
    m_colsLabel = addRow(world, m_cols);
    return m_worldBox;
}

QGroupBox *ControlsPanel::makePitsBox()
{
    m_pitsBox = new QGroupBox(this);
    auto *pits = new QFormLayout(m_pitsBox);
    pits->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_pitEditing = new QCheckBox(this);
    m_pitEditing->setChecked(true);
    pits->addRow(m_pitEditing);
    m_density = spinBox(1, 90, this);
    m_density->setValue(15);
    m_density->setObjectName(QStringLiteral("densitySpin"));
    m_densityLabel = addRow(pits, m_density);
    m_sprinkle = new QPushButton(this);
    m_sprinkle->setObjectName(QStringLiteral("sprinkleButton"));
    pits->addRow(m_sprinkle);
    return m_pitsBox;
}

// Each control's edit reported as what it changes; a value shown by setScenario() is no edit.
void ControlsPanel::connectEdits()
{
    auto emitSettings = [this] {
        if (islandSettings() != m_shown.islands)
            emit islandSettingsEdited(islandSettings());
    };
    for (QSpinBox *box : {m_count, m_min, m_max, m_stepLimit})
        connect(box, &QSpinBox::valueChanged, this, emitSettings);
    connect(m_randomize, &QCheckBox::toggled, this, emitSettings);
    connect(m_rule, &QComboBox::currentIndexChanged, this, emitSettings);
    auto emitSize = [this] {
        if (m_rows->value() != m_shown.rows || m_cols->value() != m_shown.cols)
            emit gridSizeEdited(m_rows->value(), m_cols->value());
    };
    connect(m_rows, &QSpinBox::valueChanged, this, emitSize);
    connect(m_cols, &QSpinBox::valueChanged, this, emitSize);
    connect(m_seed, &QLineEdit::editingFinished, this, &ControlsPanel::commitSeed);
    connect(m_newSeed, &QToolButton::clicked, this, &ControlsPanel::newSeedRequested);
    connect(m_pitEditing, &QCheckBox::toggled, this, &ControlsPanel::pitEditingToggled);
}

// The choice in full as well: a narrow panel (Polish, Arabic at 1024 x 700) elides it.
void ControlsPanel::updateRuleToolTip()
{
    m_rule->setToolTip(m_rule->currentText() + QLatin1Char('\n')
        + tr("Stage 6a only asks for open water; Stage 6b also keeps every island "
             "away from the others in all 8 directions."));
}

void ControlsPanel::retranslateUi()
{
    m_islandsBox->setTitle(tr("Islands"));
    m_countLabel->setText(tr("Number of &islands:"));
    m_count->setToolTip(tr("How many islands to grow in one run (1 to 8)."));
    m_minLabel->setText(tr("Mi&n island size:"));
    m_maxLabel->setText(tr("Ma&x island size:"));
    const QString sizeTip = tr("Each island aims for a random size between min and max cells. "
                               "If min is larger than max, the two are swapped.");
    m_min->setToolTip(sizeTip);
    m_max->setToolTip(sizeTip);
    m_randomize->setText(tr("Rand&omize"));
    m_randomize->setToolTip(tr("On: candidates are shuffled, shapes look organic. Off: candidates "
                               "are tried in a fixed order (up, left, right, down)."));
    m_ruleLabel->setText(tr("R&ule:"));
    //: Island rule 6a: islands only keep apart orthogonally
    m_rule->setItemText(0, tr("Stage 6a: orthogonal"));
    //: Island rule 6b: no island may touch another, not even diagonally
    m_rule->setItemText(1, tr("Stage 6b: all 8 neighbours"));
    updateRuleToolTip();
    m_stepLimitLabel->setText(tr("S&tep limit:"));
    m_stepLimit->setToolTip(tr("A build that reaches this many steps stops with \"Too complex\"."));

    m_worldBox->setTitle(tr("World"));
    m_seedLabel->setText(tr("See&d:"));
    m_seed->setToolTip(tr("The same seed and settings always give the same map."));
    //: Button that picks a new random seed
    m_newSeed->setText(tr("New seed"));
    m_newSeed->setToolTip(tr("Pick a new random seed"));
    m_rowsLabel->setText(tr("Ro&ws:"));
    m_colsLabel->setText(tr("Colu&mns:"));

    m_pitsBox->setTitle(tr("Pits"));
    m_pitEditing->setText(tr("&Allow pit placement"));
    m_pitEditing->setToolTip(tr("Left-drag on the map paints pits, right-drag erases them."));
    //: Share of open cells that Sprinkle! turns into pits
    m_densityLabel->setText(tr("Densit&y:"));
    //: Suffix of the pit density value, a percentage (mind the locale's spacing)
    m_density->setSuffix(tr(" %"));
}

void ControlsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange) {
        // Once the new texts have laid out (the layouts update on posted events).
        QTimer::singleShot(0, this, &ControlsPanel::updateScrollAreaWidth);
    }
}

void ControlsPanel::updateScrollAreaWidth()
{
    // Inside a QScrollArea the panel's parent is its viewport.
    auto *area
        = qobject_cast<QScrollArea *>(parentWidget() ? parentWidget()->parentWidget() : nullptr);
    if (!area || area->widget() != this)
        return;
    const QList<QLayout *> layouts = findChildren<QLayout *>();
    for (QLayout *childLayout : layouts)
        childLayout->activate();
    layout()->activate();
    const int scrollBar = area->verticalScrollBar()->sizeHint().width();
    area->setMinimumWidth(std::max(sizeHint().width(), minimumSizeHint().width()) + scrollBar
        + 2 * area->frameWidth());
}

void ControlsPanel::setActions(QAction *start, QAction *reset, QAction *clear, QAction *sprinkle)
{
    bindButton(m_start, start);
    bindButton(m_reset, reset);
    bindButton(m_clear, clear);
    bindButton(m_sprinkle, sprinkle);
}

void ControlsPanel::setScenario(const Scenario &scenario)
{
    m_shown = scenario;
    // The dungeon lesson has no island settings; seed, grid and pits serve both.
    m_islandsBox->setVisible(LessonKind::of(scenario.mode).islands);
    const QSignalBlocker b1(m_count), b2(m_min), b3(m_max), b4(m_randomize), b5(m_rule),
        b6(m_stepLimit), b7(m_seed), b8(m_rows), b9(m_cols);
    m_count->setValue(scenario.islands.count);
    m_min->setValue(scenario.islands.min);
    m_max->setValue(scenario.islands.max);
    m_randomize->setChecked(scenario.islands.randomize);
    m_rule->setCurrentIndex(scenario.islands.rule == IslandRule::Rule6a ? 0 : 1);
    updateRuleToolTip();
    m_stepLimit->setValue(scenario.islands.stepLimit);
    m_seed->setText(QString::number(scenario.seed));
    m_rows->setValue(scenario.rows);
    m_cols->setValue(scenario.cols);
}

IslandSettings ControlsPanel::islandSettings() const
{
    IslandSettings settings = m_shown.islands;
    settings.count = m_count->value();
    settings.min = m_min->value();
    settings.max = m_max->value();
    settings.randomize = m_randomize->isChecked();
    settings.rule = IslandRule(m_rule->currentData().toInt());
    settings.stepLimit = m_stepLimit->value();
    return settings;
}

void ControlsPanel::commitSeed()
{
    const std::optional<std::uint64_t> seed = ScenarioFile::parseSeed(m_seed->text());
    if (!seed) {
        m_seed->setText(QString::number(m_shown.seed)); // out of range: back to what it was
        return;
    }
    if (*seed != m_shown.seed)
        emit seedEdited(*seed);
}

int ControlsPanel::sprinkleDensity() const
{
    return m_density->value();
}

void ControlsPanel::setSprinkleDensity(int percent)
{
    m_density->setValue(percent);
}

bool ControlsPanel::pitEditing() const
{
    return m_pitEditing->isChecked();
}

void ControlsPanel::setPitEditing(bool enabled)
{
    m_pitEditing->setChecked(enabled);
}

QScrollArea *ControlsPanel::inScrollArea(QWidget *parent)
{
    auto *scroll = new QScrollArea(parent);
    scroll->setWidget(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}
