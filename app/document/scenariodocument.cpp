#include "scenariodocument.h"

#include "pitcommand.h"
#include "resizecommand.h"
#include "settingcommand.h"

#include <QRandomGenerator>
#include <QUndoStack>

namespace {

// Merge ids of the controls whose edits in a row become one command.
enum MergeId { NoMerge = -1, CountMerge = 0x5e71, SizesMerge, StepLimitMerge };

} // namespace

ScenarioDocument::ScenarioDocument(QObject *parent)
    : QObject(parent), m_scenario(std::make_shared<Scenario>()), m_undoStack(new QUndoStack(this))
{
    m_undoStack->setObjectName(QStringLiteral("undoStack"));
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

// The commands call back into the document: they go first.
ScenarioDocument::~ScenarioDocument()
{
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
    m_undoStack->clear();
    const MapMode mode = m_scenario->mode;
    *m_scenario = scenario;
    setFileName(fileName);
    m_undoStack->setClean();
    emit gridReplaced();
    emit settingsChanged();
    if (scenario.mode != mode)
        emit modeChanged(scenario.mode);
}

// ---- The edit API ----

void ScenarioDocument::setSeed(std::uint64_t seed)
{
    if (seed == m_scenario->seed)
        return;
    m_undoStack->push(new SettingCommand<std::uint64_t>(this, &ScenarioDocument::applySeed, m_scenario->seed, seed,
                                                        tr("Change seed to %1").arg(seed)));
}

void ScenarioDocument::newSeed()
{
    std::uint64_t seed = 0;
    do {
        seed = QRandomGenerator::global()->bounded(1, 1000000);
    } while (seed == m_scenario->seed);
    m_undoStack->push(new SettingCommand<std::uint64_t>(this, &ScenarioDocument::applySeed, m_scenario->seed, seed,
                                                        tr("New seed %1").arg(seed)));
}

void ScenarioDocument::setIslandSettings(const IslandSettings &settings)
{
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
    m_undoStack->push(new SettingCommand<IslandSettings>(this, &ScenarioDocument::applyIslandSettings, before,
                                                         after, text, merge));
}

void ScenarioDocument::resize(int rows, int cols)
{
    if (rows == m_scenario->rows && cols == m_scenario->cols)
        return;
    m_undoStack->push(new ResizeCommand(this, rows, cols));
}

void ScenarioDocument::setMode(MapMode mode)
{
    if (mode == m_scenario->mode)
        return;
    m_undoStack->push(new SettingCommand<MapMode>(this, &ScenarioDocument::applyMode, m_scenario->mode, mode,
                                                  mode == MapMode::Dungeon ? tr("Switch to the dungeon lesson")
                                                                           : tr("Switch to the island lesson")));
}

void ScenarioDocument::setTiles(const QVector<DungeonTile> &tiles, const QString &text)
{
    if (tiles == m_scenario->dungeon.tiles)
        return;
    m_undoStack->push(new SettingCommand<QVector<DungeonTile>>(this, &ScenarioDocument::applyTiles,
                                                               m_scenario->dungeon.tiles, tiles, text));
}

void ScenarioDocument::togglePit(int row, int col)
{
    if (row < 0 || col < 0 || row >= m_scenario->rows || col >= m_scenario->cols)
        return;
    m_undoStack->push(new PitCommand(this, {QPoint(col, row)}, !m_scenario->isPit(row, col), false));
}

void ScenarioDocument::sprinkle(int density)
{
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
    m_undoStack->push(new PitCommand(this, std::move(cells), true, false,
                                     tr("Sprinkle %n pit(s)", nullptr, added)));
}

void ScenarioDocument::clearPits()
{
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
    m_undoStack->push(new PitCommand(this, std::move(cells), false, false, tr("Clear all pits")));
}

void ScenarioDocument::beginStroke(bool pit)
{
    // A build belongs to the world it started on; also one whose steps have not arrived.
    emit aboutToChange();
    m_stroke.clear();
    m_strokePit = pit;
}

void ScenarioDocument::strokeCell(int row, int col)
{
    if (row < 0 || col < 0 || row >= m_scenario->rows || col >= m_scenario->cols
        || m_scenario->isPit(row, col) == m_strokePit)
        return;
    // Shown at once while dragging; the whole stroke becomes one command at the end.
    applyPits({QPoint(col, row)}, m_strokePit);
    m_stroke.emplace_back(col, row);
}

void ScenarioDocument::endStroke()
{
    if (m_stroke.empty())
        return;
    m_undoStack->push(new PitCommand(this, std::move(m_stroke), m_strokePit, true));
    m_stroke.clear();
}

// ---- Changes, announced ----

void ScenarioDocument::applyPits(const std::vector<QPoint> &cells, bool pit)
{
    emit aboutToChange();
    for (const QPoint &cell : cells)
        m_scenario->setPit(cell.y(), cell.x(), pit);
    emit pitsChanged(cells);
}

void ScenarioDocument::applySeed(const std::uint64_t &seed)
{
    emit aboutToChange();
    m_scenario->seed = seed;
    emit settingsChanged();
}

void ScenarioDocument::applyIslandSettings(const IslandSettings &settings)
{
    emit aboutToChange();
    m_scenario->islands = settings;
    emit settingsChanged();
}

void ScenarioDocument::applyMode(const MapMode &mode)
{
    emit aboutToChange();
    m_scenario->mode = mode;
    emit modeChanged(mode);
}

void ScenarioDocument::applyTiles(const QVector<DungeonTile> &tiles)
{
    emit aboutToChange();
    m_scenario->dungeon.tiles = tiles;
    emit settingsChanged();
}

void ScenarioDocument::applySize(int rows, int cols, const std::vector<QPoint> &restoredPits)
{
    emit aboutToChange();
    m_scenario->resize(rows, cols);
    for (const QPoint &cell : restoredPits)
        m_scenario->setPit(cell.y(), cell.x(), true);
    emit gridReplaced();
}
