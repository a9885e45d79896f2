// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparemode.h"
#include "localedigits.h"

#include "differenceoverlay.h"
#include "lesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonsession.h"
#include "lessonteaching.h"
#include "mapmodel.h"
#include "mapview.h"
#include "scenariodocument.h"
#include "scenariofile.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

CompareMode::CompareMode(LessonEditors *main, QStackedWidget *mapStack, QWidget *window)
    : QObject(window)
    , m_mainEditors(main)
    , m_main(main->session())
    , m_mapStack(mapStack)
    , m_action(new QAction(this))
    , m_area(new QWidget(window))
    , m_panel(new QWidget(m_area))
    , m_splitter(new QSplitter(Qt::Horizontal, m_area))
{
    setObjectName(QStringLiteral("compareMode"));
    m_action->setObjectName(QStringLiteral("compareAction"));
    m_action->setCheckable(true);
    m_action->setIcon(QIcon::fromTheme(QStringLiteral("view-split-left-right")));
    m_area->setObjectName(QStringLiteral("compareArea"));
    m_area->hide();
    m_splitter->setObjectName(QStringLiteral("compareSplitter"));
    m_panel->setObjectName(QStringLiteral("secondSide"));

    m_title = new QLabel(m_panel);
    m_rule = new QComboBox(m_panel);
    m_rule->setObjectName(QStringLiteral("compareRule"));
    m_rule->addItem(QString(), int(IslandRule::Rule6a));
    m_rule->addItem(QString(), int(IslandRule::Rule6b));
    m_randomize = new QCheckBox(m_panel);
    m_randomize->setObjectName(QStringLiteral("compareRandomize"));
    // A dungeon's right side uses the document's templates but those unticked here.
    m_tiles = new QPushButton(m_panel);
    m_tiles->setObjectName(QStringLiteral("compareTiles"));
    m_tilesMenu = new QMenu(m_tiles);
    m_tilesMenu->setObjectName(QStringLiteral("compareTilesMenu"));
    m_tiles->setMenu(m_tilesMenu);
    m_seedLabel = new QLabel(m_panel);
    m_seed = new QLineEdit(m_panel);
    m_seed->setObjectName(QStringLiteral("compareSeed"));
    m_seed->setMaximumWidth(m_seed->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 22);
    m_syncLabel = new QLabel(m_panel);
    m_sync = new QComboBox(m_panel);
    m_sync->setObjectName(QStringLiteral("compareSync"));
    m_sync->addItem(QString(), int(CompareSettings::Sync::StepNumber));
    m_sync->addItem(QString(), int(CompareSettings::Sync::IslandProgress));
    m_syncLabel->setBuddy(m_sync);
    m_seedLabel->setBuddy(m_seed);
    // Two rows: in one the bar's least width would squeeze the left map in a narrow window.
    auto *settingsRow = new QHBoxLayout;
    for (QWidget *widget : std::initializer_list<QWidget *> {m_title, m_rule, m_randomize, m_tiles})
        settingsRow->addWidget(widget);
    settingsRow->addStretch(1);
    auto *seedRow = new QHBoxLayout;
    for (QWidget *widget :
        std::initializer_list<QWidget *> {m_seedLabel, m_seed, m_syncLabel, m_sync})
        seedRow->addWidget(widget);
    seedRow->addStretch(1);
    auto *bar = new QVBoxLayout(m_panel);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addLayout(settingsRow);
    bar->addLayout(seedRow);
    // The right side's settings above both maps and its statistics below them: the two maps
    // start and end at the same height, and the statistics show all their rows.
    m_statisticsBox = new QGroupBox(m_area);
    m_statisticsBox->setObjectName(QStringLiteral("secondStatisticsBox"));
    m_layout = new QVBoxLayout(m_area);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_panel);
    m_layout->addWidget(m_splitter, 1);
    m_layout->addWidget(m_statisticsBox);
    for (LessonEditor *editor : main->editors())
        m_overlays.push_back(new DifferenceOverlay(editor->view()));
    m_panel->installEventFilter(this);

    connect(m_action, &QAction::triggered, this, &CompareMode::toggle);
    connect(m_rule, &QComboBox::activated, this, &CompareMode::editOverrides);
    connect(m_randomize, &QCheckBox::clicked, this, &CompareMode::editOverrides);
    connect(m_seed, &QLineEdit::editingFinished, this, &CompareMode::editOverrides);
    connect(m_sync, &QComboBox::activated, this, &CompareMode::editOverrides);
    connect(m_tilesMenu, &QMenu::triggered, this, &CompareMode::editTiles);
    ScenarioDocument *document = m_main->document();
    connect(document, &ScenarioDocument::compareChanged, this, &CompareMode::sync);
    connect(document, &ScenarioDocument::gridReplaced, this, &CompareMode::sync);
    connect(document, &ScenarioDocument::settingsChanged, this, &CompareMode::sync);
    // A drag's cells arrive one by one: the second side follows once, at its end.
    connect(document, &ScenarioDocument::pitsChanged, this, [this, document] {
        if (!document->inStroke())
            sync();
    });
    connect(document, &ScenarioDocument::strokeEnded, this, &CompareMode::sync);
    connect(document, &ScenarioDocument::modeChanged, this, &CompareMode::sync);
    // The left's build starts the right's; the left's position leads the right's.
    for (Lesson *lesson : m_main->lessons()) {
        connect(lesson, &Lesson::buildingChanged, this, [this](bool building) {
            if (building && m_active)
                m_second->start(false);
        });
        connect(lesson->model(), &MapModel::positionChanged, this, &CompareMode::follow);
        connect(lesson, &Lesson::finished, this, &CompareMode::updateDifferences);
    }
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
    m_secondEditors = new LessonEditors(m_second, this);
    m_secondEditors->setObjectName(QStringLiteral("secondEditors"));
    // The right's map beside the left's; its statistics under both (the left's are in the
    // Statistics panel). Each of its lessons has a page in both.
    m_secondViews = new QStackedWidget(m_splitter);
    m_splitter->addWidget(m_secondViews);
    m_secondStatistics = new QStackedWidget(m_statisticsBox);
    (new QVBoxLayout(m_statisticsBox))->addWidget(m_secondStatistics);
    for (LessonEditor *editor : m_secondEditors->editors()) {
        Lesson *lesson = editor->lesson();
        m_secondViews->addWidget(editor->view());
        m_secondStatistics->addWidget(editor->statisticsPage());
        m_overlays.push_back(new DifferenceOverlay(editor->view()));
        // The right map shows a variant of the document's world: its pits are edited on the left.
        editor->view()->setPitEditing(false);
        emit viewAdded(editor->view());
        connect(lesson, &Lesson::stepsArrived, this, &CompareMode::follow);
        connect(lesson, &Lesson::finished, this, [this] {
            follow();
            updateDifferences();
        });
    }
    connect(m_second, &LessonSession::lessonChanged, this, &CompareMode::showSecondLesson);
    connect(m_second, &LessonSession::lessonChanged, this, &CompareMode::applyAsking);
    showSecondLesson();
    applyAsking();
}

void CompareMode::setAsking(bool asking)
{
    m_asking = asking;
    applyAsking();
}

void CompareMode::applyAsking()
{
    if (!m_second)
        return;
    for (Lesson *lesson : m_second->lessons())
        lesson->model()->setAsking(m_asking && lesson == m_second->lesson());
}

void CompareMode::showSecondLesson()
{
    m_secondViews->setCurrentWidget(m_secondEditors->view());
    m_secondStatistics->setCurrentWidget(m_secondEditors->editor()->statisticsPage());
    // A stack is as high as its highest page: this one is as high as the page it shows.
    for (int i = 0; i < m_secondStatistics->count(); ++i)
        m_secondStatistics->widget(i)->setSizePolicy(QSizePolicy::Preferred,
            m_secondStatistics->widget(i) == m_secondStatistics->currentWidget()
                ? QSizePolicy::Preferred
                : QSizePolicy::Ignored);
}

bool CompareMode::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void CompareMode::retranslateUi()
{
    m_action->setText(tr("Co&mpare"));
    m_action->setToolTip(tr("Build the same world twice side by side, with another rule, randomize "
                            "or seed on the right"));
    m_title->setText(tr("Right side:"));
    m_statisticsBox->setTitle(tr("Right side's statistics"));
    m_rule->setItemText(0, tr("Stage 6a"));
    m_rule->setItemText(1, tr("Stage 6b"));
    m_randomize->setText(tr("Randomize"));
    m_tiles->setToolTip(
        tr("The templates the right side's dungeon may place (the big room always)"));
    updateTilesText();
    m_seedLabel->setText(tr("Seed:"));
    m_syncLabel->setText(tr("Follow:"));
    m_sync->setItemText(0, tr("Step number"));
    m_sync->setItemText(1, tr("Island progress"));
    m_sync->setToolTip(
        tr("How the right side follows the timeline: the same step number, or the same "
           "island at the same size or state where the builds' lengths differ"));
}

void CompareMode::updateTilesText()
{
    const int used = int(std::count_if(m_tilesMenu->actions().cbegin(),
        m_tilesMenu->actions().cend(), [](const QAction *action) { return action->isChecked(); }));
    m_tiles->setText(
        tr("Tiles: %1 of %2")
            .arg(LocaleDigits::number(used), LocaleDigits::number(m_tilesMenu->actions().size())));
}

Scenario CompareMode::secondScenario(const Scenario &scenario, const CompareSettings &settings)
{
    Scenario second = scenario;
    second.islands.rule = settings.rule;
    second.islands.randomize = settings.randomize;
    if (settings.tiles)
        second.dungeon.tiles = *settings.tiles;
    second.seed = settings.seed;
    second.compare.reset();
    return second;
}

void CompareMode::toggle(bool on)
{
    ScenarioDocument *document = m_main->document();
    if (on == m_active)
        return;
    QUndoStack *stack = document->undoStack();
    if (on) {
        // The lesson's own pair (the other stage, the same world without a template); the
        // left side, and so the file, keeps its settings.
        document->setCompare(m_main->lesson()->teaching()->compareDefaults(document->scenario()));
        return;
    }
    // Leaving keeps the side that had the focus; from the left, the document is as it was.
    QWidget *focus = QApplication::focusWidget();
    const bool keepRight = m_panel->isAncestorOf(focus) || m_secondViews->isAncestorOf(focus)
        || m_statisticsBox->isAncestorOf(focus);
    const CompareSettings right = *document->scenario().compare;
    stack->beginMacro(tr("Stop comparing"));
    if (keepRight) {
        m_main->lesson()->teaching()->keepCompared(document, right);
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
    settings.sync = CompareSettings::Sync(m_sync->currentData().toInt());
    document->setCompare(settings);
}

// The right side's tile set: the document's templates that are ticked; all ticked is no
// override, so that an edit of the document's set reaches both sides.
void CompareMode::editTiles()
{
    ScenarioDocument *document = m_main->document();
    if (!document->scenario().compare)
        return;
    const QVector<DungeonTile> &all = document->scenario().dungeon.tiles;
    QVector<DungeonTile> tiles;
    const QList<QAction *> actions = m_tilesMenu->actions();
    for (int t = 0; t < int(all.size()) && t < int(actions.size()); ++t) {
        if (actions.at(t)->isChecked())
            tiles.append(all.at(t));
    }
    CompareSettings settings = *document->scenario().compare;
    settings.tiles = tiles == all ? std::nullopt : std::optional<QVector<DungeonTile>>(tiles);
    document->setCompare(settings);
}

void CompareMode::fillTilesMenu(const Scenario &scenario)
{
    m_tilesMenu->clear();
    const QVector<DungeonTile> &all = scenario.dungeon.tiles;
    const int bigRoom = DungeonSettings::bigRoomIndex(all);
    for (int t = 0; t < int(all.size()); ++t) {
        QAction *action = m_tilesMenu->addAction(all.at(t).displayName());
        action->setCheckable(true);
        const auto &tiles = scenario.compare->tiles;
        action->setChecked(!tiles || tiles->contains(all.at(t)));
        // Without a big room no cell could always be filled (dungeon.md, "Tiles").
        action->setEnabled(t != bigRoom);
    }
    updateTilesText();
}

// Shows what the document says: a comparison or none, and the right side's world.
void CompareMode::sync()
{
    const Scenario &scenario = m_main->document()->scenario();
    const bool on = scenario.compare.has_value();
    m_action->setChecked(on);
    if (on != m_active)
        show(on);
    if (!on)
        return;
    const CompareSettings &settings = *scenario.compare;
    // Each lesson's own overrides; following by progress only where the lesson has one.
    const int overrides = m_main->lesson(scenario.mode)->teaching()->compareOverrides();
    m_rule->setVisible((overrides & LessonTeaching::CompareRule) != 0);
    m_randomize->setVisible((overrides & LessonTeaching::CompareRandomize) != 0);
    m_tiles->setVisible((overrides & LessonTeaching::CompareTiles) != 0);
    m_syncLabel->setVisible((overrides & LessonTeaching::FollowProgress) != 0);
    m_sync->setVisible((overrides & LessonTeaching::FollowProgress) != 0);
    m_rule->setCurrentIndex(settings.rule == IslandRule::Rule6a ? 0 : 1);
    m_randomize->setChecked(settings.randomize);
    m_seed->setText(QString::number(qulonglong(settings.seed)));
    m_sync->setCurrentIndex(settings.sync == CompareSettings::Sync::StepNumber ? 0 : 1);
    fillTilesMenu(scenario);
    reloadSecond();
}

void CompareMode::show(bool on)
{
    if (on)
        ensureSecond();
    m_active = on;
    QLayout *centre = on ? m_mapStack->parentWidget()->layout() : m_area->parentWidget()->layout();
    if (on) {
        delete centre->replaceWidget(m_mapStack, m_area); // the layout item is ours to delete
        m_splitter->insertWidget(0, m_mapStack);
        m_splitter->setStretchFactor(0, 1);
        m_splitter->setStretchFactor(1, 1);
        // Halves of the centre's width (the splitter itself has none until it is shown).
        const int half = std::max(1, m_area->parentWidget()->width() / 2);
        m_splitter->setSizes({half, half});
        m_area->show();
    } else {
        delete centre->replaceWidget(m_area, m_mapStack);
        m_mapStack->show();
        m_area->hide();
        m_second->reset();
        m_differences.clear();
        showDifferences();
    }
}

void CompareMode::reloadSecond()
{
    const Scenario &scenario = m_main->document()->scenario();
    const Scenario second = secondScenario(scenario, *scenario.compare);
    m_differences.clear();
    showDifferences();
    if (second != m_second->document()->scenario())
        m_second->document()->load(second, QString());
    follow();
}

void CompareMode::follow()
{
    if (!m_active || !m_main->lesson()->isSameLessonAs(*m_second->lesson()))
        return;
    MapModel *left = m_main->lesson()->model();
    MapModel *right = m_second->lesson()->model();
    const bool leftAtEnd = !m_main->lesson()->isBuilding() && left->stepCount() > 0
        && left->position() == left->stepCount();
    int position = leftAtEnd ? right->stepCount() : std::min(left->position(), right->stepCount());
    // By the islands' progress once the right's build is whole (until then, by number).
    const CompareSettings &settings = *m_main->document()->scenario().compare;
    if (!leftAtEnd && settings.sync == CompareSettings::Sync::IslandProgress
        && !m_second->isBuilding() && right->stepCount() > 0) {
        const int progress = m_second->lesson()->teaching()->positionByProgress(*m_main->lesson());
        if (progress >= 0)
            position = progress;
    }
    right->seek(position);
}

void CompareMode::updateDifferences()
{
    if (!m_active || m_main->isBuilding() || m_second->isBuilding()
        || !m_main->lesson()->isSameLessonAs(*m_second->lesson())
        || m_main->lesson()->model()->stepCount() == 0
        || m_second->lesson()->model()->stepCount() == 0)
        return;
    m_differences = m_main->lesson()->teaching()->finalDifferences(*m_second->lesson());
    showDifferences();
}

// On the maps shown, both sides; a lesson's map that is not shown keeps no marks.
void CompareMode::showDifferences()
{
    for (DifferenceOverlay *overlay : m_overlays) {
        const bool left = overlay->view() == m_mainEditors->view();
        const bool shown = left || (m_second && overlay->view() == m_secondEditors->view());
        // Each side's outline waits for the other side's end as well.
        const MapModel *partner = !shown || !m_second ? nullptr
            : left                                    ? m_second->lesson()->model()
                                                      : m_main->lesson()->model();
        overlay->setCells(shown ? m_differences : std::vector<QPoint>(), partner);
    }
}
