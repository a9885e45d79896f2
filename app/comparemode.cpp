#include "comparemode.h"

#include "differenceoverlay.h"
#include "islandgenerator.h"
#include "islandlesson.h"
#include "lessonsession.h"
#include "mapview.h"
#include "oceanmodel.h"
#include "scenariodocument.h"
#include "scenariofile.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QSplitter>
#include <QStackedWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

CompareMode::CompareMode(LessonSession *main, QStackedWidget *mapStack, QWidget *window)
    : QObject(window), m_main(main), m_mapStack(mapStack),
      m_action(new QAction(this)), m_splitter(new QSplitter(Qt::Horizontal, window)), m_panel(new QWidget(m_splitter))
{
    setObjectName(QStringLiteral("compareMode"));
    m_action->setObjectName(QStringLiteral("compareAction"));
    m_action->setCheckable(true);
    m_action->setIcon(QIcon::fromTheme(QStringLiteral("view-split-left-right")));
    m_splitter->setObjectName(QStringLiteral("compareSplitter"));
    m_splitter->hide();
    m_panel->setObjectName(QStringLiteral("secondSide"));

    m_title = new QLabel(m_panel);
    m_rule = new QComboBox(m_panel);
    m_rule->setObjectName(QStringLiteral("compareRule"));
    m_rule->addItem(QString(), int(IslandRule::Rule6a));
    m_rule->addItem(QString(), int(IslandRule::Rule6b));
    m_randomize = new QCheckBox(m_panel);
    m_randomize->setObjectName(QStringLiteral("compareRandomize"));
    m_seedLabel = new QLabel(m_panel);
    m_seed = new QLineEdit(m_panel);
    m_seed->setObjectName(QStringLiteral("compareSeed"));
    m_seed->setMaximumWidth(m_seed->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 22);
    auto *bar = new QHBoxLayout;
    for (QWidget *widget : std::initializer_list<QWidget *> {m_title, m_rule, m_randomize, m_seedLabel, m_seed})
        bar->addWidget(widget);
    bar->addStretch(1);
    m_layout = new QVBoxLayout(m_panel);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addLayout(bar);
    m_leftOverlay = new DifferenceOverlay(main->islandLesson()->view());
    m_panel->installEventFilter(this);

    connect(m_action, &QAction::triggered, this, &CompareMode::toggle);
    connect(m_rule, &QComboBox::activated, this, &CompareMode::editOverrides);
    connect(m_randomize, &QCheckBox::clicked, this, &CompareMode::editOverrides);
    connect(m_seed, &QLineEdit::editingFinished, this, &CompareMode::editOverrides);
    ScenarioDocument *document = main->document();
    connect(document, &ScenarioDocument::compareChanged, this, &CompareMode::sync);
    connect(document, &ScenarioDocument::gridReplaced, this, &CompareMode::sync);
    connect(document, &ScenarioDocument::settingsChanged, this, &CompareMode::sync);
    connect(document, &ScenarioDocument::pitsChanged, this, &CompareMode::sync);
    connect(document, &ScenarioDocument::modeChanged, this, &CompareMode::sync);
    // The left's build starts the right's; the left's position leads the right's.
    connect(main->islandLesson(), &Lesson::buildingChanged, this, [this](bool building) {
        if (building && m_active)
            m_second->start(false);
    });
    connect(main->islandLesson()->model(), &MapModel::positionChanged, this, &CompareMode::follow);
    connect(main->islandLesson(), &Lesson::finished, this, &CompareMode::updateDifferences);
    retranslateUi();
    sync();
}

// The second session is made when Compare is first used: a window that never compares
// keeps only its own session (and its worker threads).
void CompareMode::ensureSecond()
{
    if (m_second)
        return;
    m_second = new LessonSession(this);
    m_second->setObjectName(QStringLiteral("secondSession"));
    IslandLesson *second = m_second->islandLesson();
    // The right's statistics under its map: beside it they would leave the map no width
    // (the left's are in the Statistics panel).
    auto *split = new QSplitter(Qt::Vertical, m_panel);
    split->setObjectName(QStringLiteral("secondSideSplitter"));
    split->addWidget(second->view());
    split->addWidget(second->statisticsPage());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    m_layout->addWidget(split, 1);
    m_rightOverlay = new DifferenceOverlay(second->view());
    // The right map shows a variant of the document's world: its pits are edited on the left.
    second->view()->setPitEditing(false);
    connect(second, &Lesson::stepsArrived, this, &CompareMode::follow);
    connect(second, &Lesson::finished, this, [this] {
        follow();
        updateDifferences();
    });
}

bool CompareMode::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void CompareMode::retranslateUi()
{
    m_action->setText(tr("&Compare"));
    m_action->setToolTip(tr("Build the same world twice side by side, with another rule, randomize or seed on the right"));
    m_title->setText(tr("Right side:"));
    m_rule->setItemText(0, tr("Stage 6a"));
    m_rule->setItemText(1, tr("Stage 6b"));
    m_randomize->setText(tr("Randomize"));
    m_seedLabel->setText(tr("Seed:"));
}

Scenario CompareMode::secondScenario(const Scenario &scenario, const CompareSettings &settings)
{
    Scenario second = scenario;
    second.mode = MapMode::Island;
    second.islands.rule = settings.rule;
    second.islands.randomize = settings.randomize;
    second.seed = settings.seed;
    second.compare.reset();
    return second;
}

std::vector<QPoint> CompareMode::finalDifferences(const Scenario &a, const Scenario &b)
{
    // Each build replayed to its end in a model of its own: the final state as the maps
    // show it, whatever position they are at.
    auto finalModel = [](const Scenario &scenario, OceanModel &model) {
        model.setScenario(scenario);
        model.appendSteps(IslandGenerator::build(scenario).steps);
        model.seek(model.stepCount());
    };
    OceanModel left;
    OceanModel right;
    finalModel(a, left);
    finalModel(b, right);
    std::vector<QPoint> cells;
    for (int r = 0; r < a.rows; ++r) {
        for (int c = 0; c < a.cols; ++c) {
            const QModelIndex l = left.index(r, c);
            const QModelIndex s = right.index(r, c);
            if (l.data(OceanModel::CellKindRole) != s.data(OceanModel::CellKindRole)
                || l.data(OceanModel::IslandRole) != s.data(OceanModel::IslandRole))
                cells.emplace_back(c, r);
        }
    }
    return cells;
}

void CompareMode::toggle(bool on)
{
    ScenarioDocument *document = m_main->document();
    if (on == m_active)
        return;
    QUndoStack *stack = document->undoStack();
    if (on) {
        // The lesson's pair: 6a on the left, 6b on the right, the rest the same.
        const Scenario &scenario = document->scenario();
        stack->beginMacro(tr("Compare"));
        IslandSettings left = scenario.islands;
        left.rule = IslandRule::Rule6a;
        document->setIslandSettings(left);
        document->setCompare(CompareSettings {IslandRule::Rule6b, scenario.islands.randomize, scenario.seed});
        stack->endMacro();
        return;
    }
    // Leaving keeps the side that had the focus.
    const bool keepRight = m_panel->isAncestorOf(QApplication::focusWidget());
    const CompareSettings right = *document->scenario().compare;
    stack->beginMacro(tr("Stop comparing"));
    if (keepRight) {
        IslandSettings settings = document->scenario().islands;
        settings.rule = right.rule;
        settings.randomize = right.randomize;
        document->setIslandSettings(settings);
        document->setSeed(right.seed);
    }
    document->setCompare(std::nullopt);
    stack->endMacro();
}

void CompareMode::editOverrides()
{
    ScenarioDocument *document = m_main->document();
    if (!document->scenario().compare)
        return;
    CompareSettings settings = *document->scenario().compare;
    settings.rule = IslandRule(m_rule->currentData().toInt());
    settings.randomize = m_randomize->isChecked();
    if (const auto seed = ScenarioFile::parseSeed(m_seed->text().trimmed()))
        settings.seed = *seed;
    document->setCompare(settings);
}

// Shows what the document says: a comparison or none, and the right side's world.
void CompareMode::sync()
{
    const Scenario &scenario = m_main->document()->scenario();
    const bool on = scenario.compare.has_value() && scenario.mode == MapMode::Island;
    m_action->setEnabled(scenario.mode == MapMode::Island);
    m_action->setChecked(on);
    if (on != m_active)
        show(on);
    if (!on)
        return;
    const CompareSettings &settings = *scenario.compare;
    m_rule->setCurrentIndex(settings.rule == IslandRule::Rule6a ? 0 : 1);
    m_randomize->setChecked(settings.randomize);
    m_seed->setText(QString::number(qulonglong(settings.seed)));
    reloadSecond();
}

void CompareMode::show(bool on)
{
    if (on)
        ensureSecond();
    m_active = on;
    QLayout *centre = on ? m_mapStack->parentWidget()->layout() : m_splitter->parentWidget()->layout();
    if (on) {
        centre->replaceWidget(m_mapStack, m_splitter);
        m_splitter->insertWidget(0, m_mapStack);
        m_splitter->setStretchFactor(0, 1);
        m_splitter->setStretchFactor(1, 1);
        // Halves of the centre's width (the splitter itself has none until it is shown).
        const int half = std::max(1, m_splitter->parentWidget()->width() / 2);
        m_splitter->setSizes({half, half});
        m_splitter->show();
    } else {
        centre->replaceWidget(m_splitter, m_mapStack);
        m_mapStack->show();
        m_splitter->hide();
        m_second->reset();
        m_differences.clear();
        m_leftOverlay->setCells({});
        m_rightOverlay->setCells({});
    }
    emit activeChanged(on);
}

void CompareMode::reloadSecond()
{
    const Scenario &scenario = m_main->document()->scenario();
    const Scenario second = secondScenario(scenario, *scenario.compare);
    m_differences.clear();
    m_leftOverlay->setCells({});
    m_rightOverlay->setCells({});
    if (second != m_second->document()->scenario())
        m_second->document()->load(second, QString());
}

void CompareMode::follow()
{
    if (!m_active)
        return;
    MapModel *left = m_main->islandLesson()->model();
    MapModel *right = m_second->islandLesson()->model();
    const bool leftAtEnd = !m_main->islandLesson()->isBuilding() && left->stepCount() > 0
                           && left->position() == left->stepCount();
    right->seek(leftAtEnd ? right->stepCount() : std::min(left->position(), right->stepCount()));
}

void CompareMode::updateDifferences()
{
    if (!m_active || m_main->islandLesson()->isBuilding() || m_second->isBuilding()
        || m_main->islandLesson()->model()->stepCount() == 0 || m_second->islandLesson()->model()->stepCount() == 0)
        return;
    const Scenario &scenario = m_main->document()->scenario();
    m_differences = finalDifferences(scenario, m_second->document()->scenario());
    m_leftOverlay->setCells(m_differences);
    m_rightOverlay->setCells(m_differences);
}
