// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariodocument.h"

#include "lessonplugin.h"
#include "pitcommand.h"
#include "resizecommand.h"
#include "settingcommand.h"

#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QUndoStack>

#include <utility>

namespace {

// Merge ids of the controls whose edits in a row become one command.
enum MergeId { NoMerge = -1, CountMerge = 0x5e71, SizesMerge, StepLimitMerge, ExperimentMerge };

} // namespace

ScenarioDocument::ScenarioDocument(QObject *parent)
    : QObject(parent)
    , m_scenario(std::make_shared<Scenario>())
    , m_undoStack(new QUndoStack(this))
{
    m_undoStack->setObjectName(QStringLiteral("undoStack"));
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
        [this](bool clean) { emit modifiedChanged(!clean); });
}

// The commands call back into the document: they go first, and quietly, since whoever
// listens to the document may be half destroyed by now (a window owning its session).
ScenarioDocument::~ScenarioDocument()
{
    const QSignalBlocker blocker(m_undoStack);
    m_undoStack->clear();
}

void ScenarioDocument::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

bool ScenarioDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void ScenarioDocument::setUnmodified()
{
    m_undoStack->setClean();
}

void ScenarioDocument::load(const Scenario &scenario, const QString &fileName)
{
    emit aboutToChange();
    m_inStroke = false; // the world is replaced whole, Compare follows gridReplaced()
    m_undoStack->clear();
    const MapMode mode = m_scenario->mode;
    *m_scenario = scenario;
    setFileName(fileName);
    m_undoStack->setClean();
    emit gridReplaced();
    emit settingsChanged();
    emit experimentChanged();
    emit compareChanged();
    emit questionsChanged();
    if (scenario.mode != mode)
        emit modeChanged(scenario.mode);
}

// ---- The edit API ----

// An edit that arrives while a command is being applied (a spin box commits the text
// typed into it when a mode switch hides it) is made once that command is done: pushed
// from inside another push, it would be recorded out of order.
bool ScenarioDocument::deferred(const std::function<void()> &edit)
{
    if (m_applying == 0)
        return false;
    QMetaObject::invokeMethod(this, edit, Qt::QueuedConnection);
    return true;
}

void ScenarioDocument::setSeed(std::uint64_t seed)
{
    if (deferred([=] { setSeed(seed); }))
        return;
    if (seed == m_scenario->seed)
        return;
    m_undoStack->push(new SettingCommand<std::uint64_t>(this, &ScenarioDocument::applySeed,
        m_scenario->seed, seed, tr("Change seed to %1").arg(seed)));
}

void ScenarioDocument::newSeed()
{
    if (deferred([=] { newSeed(); }))
        return;
    std::uint64_t seed = 0;
    do {
        seed = QRandomGenerator::global()->bounded(1, 1000000);
    } while (seed == m_scenario->seed);
    m_undoStack->push(new SettingCommand<std::uint64_t>(
        this, &ScenarioDocument::applySeed, m_scenario->seed, seed, tr("New seed %1").arg(seed)));
}

void ScenarioDocument::setIslandSettings(const IslandSettings &settings)
{
    if (deferred([=] { setIslandSettings(settings); }))
        return;
    IslandSettings after = settings;
    if (after.min > after.max)
        std::swap(after.min, after.max);
    const IslandSettings &before = m_scenario->islands;
    if (after == before)
        return;
    QString text = tr("Change settings");
    int merge = NoMerge;
    if (after.count != before.count) {
        text = tr("Change number of islands to %1").arg(after.count);
        merge = CountMerge;
    } else if (after.min != before.min || after.max != before.max) {
        text = tr("Change island sizes");
        merge = SizesMerge;
    } else if (after.randomize != before.randomize) {
        text = after.randomize ? tr("Randomize on") : tr("Randomize off");
    } else if (after.rule != before.rule) {
        text = tr("Change rule to Stage %1").arg(ruleName(after.rule));
    } else if (after.stepLimit != before.stepLimit) {
        text = tr("Change step limit");
        merge = StepLimitMerge;
    }
    m_undoStack->push(new SettingCommand<IslandSettings>(
        this, &ScenarioDocument::applyIslandSettings, before, after, text, merge));
}

void ScenarioDocument::resize(int rows, int cols)
{
    if (deferred([=] { resize(rows, cols); }))
        return;
    if (rows == m_scenario->rows && cols == m_scenario->cols)
        return;
    m_undoStack->push(new ResizeCommand(this, rows, cols));
}

void ScenarioDocument::setMode(MapMode mode)
{
    if (deferred([=] { setMode(mode); }))
        return;
    if (mode == m_scenario->mode)
        return;
    m_undoStack->push(new SettingCommand<MapMode>(this, &ScenarioDocument::applyMode,
        m_scenario->mode, mode, lessonPlugin(mode).switchText()));
}

void ScenarioDocument::setTiles(const QVector<DungeonTile> &tiles, const QString &text)
{
    if (deferred([=] { setTiles(tiles, text); }))
        return;
    if (tiles == m_scenario->dungeon.tiles)
        return;
    m_undoStack->push(new SettingCommand<QVector<DungeonTile>>(
        this, &ScenarioDocument::applyTiles, m_scenario->dungeon.tiles, tiles, text));
}

void ScenarioDocument::setExperiment(const ExperimentSettings &settings)
{
    if (deferred([=] { setExperiment(settings); }))
        return;
    if (m_scenario->experiment == settings)
        return;
    m_undoStack->push(new SettingCommand<std::optional<ExperimentSettings>>(this,
        &ScenarioDocument::applyExperiment, m_scenario->experiment, settings,
        tr("Change experiment"), ExperimentMerge));
}

void ScenarioDocument::setQuestions(const QVector<Question> &questions, const QString &text)
{
    if (deferred([=] { setQuestions(questions, text); }))
        return;
    if (m_scenario->questions == questions)
        return;
    m_undoStack->push(new SettingCommand<QVector<Question>>(
        this, &ScenarioDocument::applyQuestions, m_scenario->questions, questions, text));
}

void ScenarioDocument::setAssignment(const Assignment &assignment)
{
    if (deferred([=] { setAssignment(assignment); }))
        return;
    if (m_scenario->assignment == assignment || !assignment.isValid())
        return;
    m_undoStack->push(new SettingCommand<Assignment>(this, &ScenarioDocument::applyAssignment,
        m_scenario->assignment, assignment, tr("Change lesson properties")));
}

void ScenarioDocument::setCompare(const std::optional<CompareSettings> &settings)
{
    if (deferred([=] { setCompare(settings); }))
        return;
    if (m_scenario->compare == settings)
        return;
    const QString text = !settings ? tr("Stop comparing")
        : !m_scenario->compare     ? tr("Compare")
                                   : tr("Change comparison");
    m_undoStack->push(new SettingCommand<std::optional<CompareSettings>>(
        this, &ScenarioDocument::applyCompare, m_scenario->compare, settings, text));
}

void ScenarioDocument::togglePit(int row, int col)
{
    if (deferred([=] { togglePit(row, col); }))
        return;
    if (row < 0 || col < 0 || row >= m_scenario->rows || col >= m_scenario->cols)
        return;
    m_undoStack->push(new PitCommand(this, {QPoint(col, row)}, !m_scenario->isPit(row, col)));
}

void ScenarioDocument::sprinkle(int density)
{
    if (deferred([=] { sprinkle(density); }))
        return;
    std::vector<QPoint> cells;
    for (int r = 0; r < m_scenario->rows; ++r) {
        for (int c = 0; c < m_scenario->cols; ++c) {
            if (!m_scenario->isPit(r, c) && QRandomGenerator::global()->bounded(100) < density)
                cells.emplace_back(c, r);
        }
    }
    if (cells.empty())
        return;
    const int added = int(cells.size());
    //: Undo history: Sprinkle! added %n random pits
    m_undoStack->push(
        new PitCommand(this, std::move(cells), true, tr("Sprinkle %n pit(s)", nullptr, added)));
}

void ScenarioDocument::clearPits()
{
    if (deferred([=] { clearPits(); }))
        return;
    std::vector<QPoint> cells;
    for (int r = 0; r < m_scenario->rows; ++r) {
        for (int c = 0; c < m_scenario->cols; ++c) {
            if (m_scenario->isPit(r, c))
                cells.emplace_back(c, r);
        }
    }
    if (cells.empty()) {
        emit aboutToChange(); // Clear also clears the build, as its name says
        return;
    }
    m_undoStack->push(new PitCommand(this, std::move(cells), false, tr("Clear all pits")));
}

void ScenarioDocument::beginStroke(bool pit)
{
    // A build belongs to the world it started on; also one whose steps have not arrived.
    // Once for the whole stroke: its cells do not reset the lessons again.
    emit aboutToChange();
    ++m_stroke;
    m_strokePit = pit;
    m_inStroke = true;
}

void ScenarioDocument::strokeCell(int row, int col)
{
    if (deferred([=] { strokeCell(row, col); }))
        return;
    // A stroke that ended while the button was still down (a build started) paints no more.
    if (!m_inStroke || row < 0 || col < 0 || row >= m_scenario->rows || col >= m_scenario->cols
        || m_scenario->isPit(row, col) == m_strokePit)
        return;
    // Shown at once and recorded at once; the cells of one drag merge into one command.
    m_undoStack->push(new PitCommand(this, {QPoint(col, row)}, m_strokePit, QString(), m_stroke));
}

void ScenarioDocument::endStroke()
{
    ++m_stroke; // the next cells, of whatever stroke, are a command of their own
    if (!std::exchange(m_inStroke, false))
        return;
    emit strokeEnded();
}

// ---- Changes, announced ----

void ScenarioDocument::applyPits(const std::vector<QPoint> &cells, bool pit)
{
    const Applying applying(m_applying);
    if (!m_inStroke) // a stroke announced itself at its start
        emit aboutToChange();
    for (const QPoint &cell : cells)
        m_scenario->setPit(cell.y(), cell.x(), pit);
    emit pitsChanged(cells);
}

void ScenarioDocument::applySeed(const std::uint64_t &seed)
{
    const Applying applying(m_applying);
    emit aboutToChange();
    m_scenario->seed = seed;
    emit settingsChanged();
}

void ScenarioDocument::applyIslandSettings(const IslandSettings &settings)
{
    const Applying applying(m_applying);
    emit aboutToChange();
    m_scenario->islands = settings;
    emit settingsChanged();
}

void ScenarioDocument::applyMode(const MapMode &mode)
{
    const Applying applying(m_applying);
    emit aboutToChange();
    m_scenario->switchMode(mode);
    emit modeChanged(mode);
}

void ScenarioDocument::applyTiles(const QVector<DungeonTile> &tiles)
{
    const Applying applying(m_applying);
    emit aboutToChange();
    m_scenario->dungeon.tiles = tiles;
    emit settingsChanged();
}

void ScenarioDocument::applyExperiment(const std::optional<ExperimentSettings> &settings)
{
    const Applying applying(m_applying);
    m_scenario->experiment = settings;
    emit experimentChanged();
}

void ScenarioDocument::applyCompare(const std::optional<CompareSettings> &settings)
{
    const Applying applying(m_applying);
    m_scenario->compare = settings;
    emit compareChanged();
}

void ScenarioDocument::applyQuestions(const QVector<Question> &questions)
{
    const Applying applying(m_applying);
    m_scenario->questions = questions;
    emit questionsChanged();
}

void ScenarioDocument::applyAssignment(const Assignment &assignment)
{
    const Applying applying(m_applying);
    m_scenario->assignment = assignment;
    emit assignmentChanged();
}

void ScenarioDocument::applySize(int rows, int cols, const std::vector<QPoint> &cells, bool pit)
{
    const Applying applying(m_applying);
    emit aboutToChange();
    m_scenario->resize(rows, cols);
    for (const QPoint &cell : cells) {
        if (cell.y() < rows && cell.x() < cols)
            m_scenario->setPit(cell.y(), cell.x(), pit);
    }
    emit gridReplaced();
}
