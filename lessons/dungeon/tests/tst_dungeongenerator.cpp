// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonfailure.h"
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "dungeontiles.h"
#include "scenariofile.h"
#include "splitmix64.h"
#include "testdata.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <array>

namespace {

constexpr int RowStep[4] = {-1, 0, 1, 0}; // up, right, down, left
constexpr int ColStep[4] = {0, 1, 0, -1};
constexpr std::uint8_t SideBits[4] = {0x03, 0x0C, 0x30, 0xC0};

// The facing half-door across each edge, spelled out from dungeon.md rather than taken from
// the library: UL <-> DL, UR <-> DR, RU <-> LU, RD <-> LD.
std::uint8_t facingHalfDoors(std::uint8_t doors)
{
    static const int pairs[8] = {5, 4, 7, 6, 1, 0, 3, 2};
    std::uint8_t facing = 0;
    for (int bit = 0; bit < 8; ++bit) {
        if (doors >> bit & 1)
            facing |= std::uint8_t(1u << pairs[bit]);
    }
    return facing;
}

std::uint8_t turnedClockwise(std::uint8_t tile, int quarterTurns)
{
    for (int k = 0; k < quarterTurns; ++k)
        tile = std::uint8_t(((tile << 2) | (tile >> 6)) & 0xFF);
    return tile;
}

// dungeon.md done literally and slowly: rule 2 is a breadth-first search of the whole
// grid for every candidate. The library must produce exactly the same steps.
class LiteralDungeon
{
public:
    explicit LiteralDungeon(const Scenario &scenario)
        : m_s(scenario)
        , m_random(scenario.seed)
        , m_cells(std::size_t(scenario.rows * scenario.cols))
    {
        for (int r = 0; r < m_s.rows; ++r) {
            for (int c = 0; c < m_s.cols; ++c) {
                Cell &cell = at(r, c);
                cell.pit = m_s.isPit(r, c);
                for (int side = 0; side < 4; ++side) {
                    if (!cell.pit && isOpen(r + RowStep[side], c + ColStep[side]))
                        cell.allowed |= SideBits[side];
                }
            }
        }
    }

    // Empty steps when the build cannot start.
    std::vector<DungeonStep> run()
    {
        std::vector<int> open;
        for (int i = 0; i < m_s.rows * m_s.cols; ++i) {
            if (!m_cells[std::size_t(i)].pit)
                open.push_back(i);
        }
        if (open.size() < 2)
            return {};
        const int start = open[std::size_t(m_random.below(open.size()))];
        open.erase(std::find(open.begin(), open.end(), start));
        const int end = open[std::size_t(m_random.below(open.size()))];
        if (!openCellsJoin(start, end))
            return {};
        m_start = start;
        m_end = end;
        record(DungeonStep::Start, start);
        record(DungeonStep::End, end);
        int big = 0;
        while (m_s.dungeon.tiles[big].doors != 0xFF)
            ++big;
        place(start, 0xFF, big, 0, false);
        place(end, 0xFF, big, 0, false);

        std::vector<std::array<int, 3>> candidates; // mask, template, rotation
        std::vector<bool> seen(256, false);
        for (int t = 0; t < m_s.dungeon.tiles.size(); ++t) {
            for (int k = 0; k < 4; ++k) {
                const std::uint8_t mask = turnedClockwise(m_s.dungeon.tiles[t].doors, k);
                if (!seen[mask]) {
                    seen[mask] = true;
                    candidates.push_back({mask, t, k});
                }
            }
        }
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            const int x = m_queue[head];
            Cell &cell = m_cells[std::size_t(x)];
            if (cell.filled) {
                record(DungeonStep::Skip, x);
                continue;
            }
            std::vector<std::array<int, 3>> valid;
            for (const auto &candidate : candidates) {
                const auto mask = std::uint8_t(candidate[0]);
                DungeonRejection reason = DungeonRejection::None;
                for (int side = 0; side < 4; ++side) {
                    const std::uint8_t needed = cell.required & SideBits[side];
                    if (needed && !(mask & needed))
                        reason = DungeonRejection::RequiredSide;
                }
                if (reason == DungeonRejection::None) {
                    cell.filled = true;
                    cell.doors = mask & cell.allowed;
                    if (!graphJoins(m_start, m_end))
                        reason = DungeonRejection::CutsPath;
                    cell.filled = false;
                    cell.doors = 0;
                }
                if (reason == DungeonRejection::None) {
                    valid.push_back(candidate);
                } else {
                    record(DungeonStep::Reject, x, mask,
                        DungeonStep::packTile(candidate[1], candidate[2]), std::uint8_t(reason));
                }
            }
            const auto &chosen = valid[std::size_t(m_random.below(valid.size()))];
            place(x, std::uint8_t(chosen[0]), chosen[1], chosen[2], true);
        }
        record(DungeonStep::Done, m_start);
        return m_steps;
    }

private:
    struct Cell
    {
        bool pit = false;
        bool filled = false;
        bool queued = false;
        std::uint8_t doors = 0;
        std::uint8_t allowed = 0;
        std::uint8_t required = 0;
    };

    Cell &at(int r, int c) { return m_cells[std::size_t(r * m_s.cols + c)]; }
    bool isOpen(int r, int c) const
    {
        return r >= 0 && r < m_s.rows && c >= 0 && c < m_s.cols && !m_s.isPit(r, c);
    }

    void record(DungeonStep::Kind kind, int cell, std::uint8_t mask = 0, std::uint8_t tile = 0,
        std::uint8_t detail = 0)
    {
        DungeonStep step;
        step.kind = kind;
        step.row = std::uint16_t(cell / m_s.cols);
        step.col = std::uint16_t(cell % m_s.cols);
        step.mask = mask;
        step.tile = tile;
        step.detail = detail;
        m_steps.push_back(step);
    }

    void place(int x, std::uint8_t tile, int templateIndex, int rotation, bool fromQueue)
    {
        Cell &cell = m_cells[std::size_t(x)];
        cell.filled = true;
        cell.doors = tile & cell.allowed;
        record(DungeonStep::Place, x, cell.doors, DungeonStep::packTile(templateIndex, rotation),
            fromQueue);
        const int r = x / m_s.cols;
        const int c = x % m_s.cols;
        for (int side = 0; side < 4; ++side) {
            const int nr = r + RowStep[side];
            const int nc = c + ColStep[side];
            if (!isOpen(nr, nc))
                continue;
            Cell &n = at(nr, nc);
            const std::uint8_t facingSide = SideBits[(side + 2) % 4];
            const std::uint8_t answer = facingHalfDoors(cell.doors & SideBits[side]);
            if (n.filled) {
                const std::uint8_t clipped = n.doors & facingSide & ~answer;
                if (clipped) {
                    n.doors &= std::uint8_t(~clipped);
                    record(DungeonStep::Clip, nr * m_s.cols + nc, clipped);
                }
            } else if (answer) {
                n.required |= answer;
                n.allowed = std::uint8_t((n.allowed & ~facingSide) | answer);
                if (!n.queued) {
                    n.queued = true;
                    m_queue.push_back(nr * m_s.cols + nc);
                    record(DungeonStep::Queue, nr * m_s.cols + nc);
                }
            } else {
                n.allowed &= std::uint8_t(~facingSide);
            }
        }
    }

    bool openCellsJoin(int from, int to) const
    {
        return search(from, to, [](int, int, int) { return true; });
    }

    // The graph of rule 2, word for word.
    bool graphJoins(int from, int to) const
    {
        return search(from, to, [this](int a, int b, int side) {
            const Cell &p = m_cells[std::size_t(a)];
            const Cell &q = m_cells[std::size_t(b)];
            if (p.filled && q.filled)
                return (facingHalfDoors(p.doors & SideBits[side]) & q.doors) != 0;
            if (p.filled)
                return (p.doors & SideBits[side]) != 0;
            if (q.filled)
                return (q.doors & SideBits[(side + 2) % 4]) != 0;
            return true;
        });
    }

    template <typename Edge> bool search(int from, int to, Edge edge) const
    {
        std::vector<bool> seen(m_cells.size(), false);
        std::vector<int> frontier {from};
        seen[std::size_t(from)] = true;
        for (std::size_t head = 0; head < frontier.size(); ++head) {
            const int x = frontier[head];
            if (x == to)
                return true;
            for (int side = 0; side < 4; ++side) {
                const int nr = x / m_s.cols + RowStep[side];
                const int nc = x % m_s.cols + ColStep[side];
                const int n = nr * m_s.cols + nc;
                if (isOpen(nr, nc) && !seen[std::size_t(n)] && edge(x, n, side)) {
                    seen[std::size_t(n)] = true;
                    frontier.push_back(n);
                }
            }
        }
        return false;
    }

    const Scenario &m_s;
    SplitMix64 m_random;
    std::vector<Cell> m_cells;
    std::vector<int> m_queue;
    std::vector<DungeonStep> m_steps;
    int m_start = -1;
    int m_end = -1;
};

// A generated scenario: size, pit density and tile set drawn from `random`.
Scenario randomScenario(SplitMix64 &random, int minSide, int maxSide, int maxTemplates)
{
    Scenario scenario;
    scenario.mode = MapMode::Dungeon;
    scenario.resize(minSide + int(random.below(std::uint64_t(maxSide - minSide + 1))),
        minSide + int(random.below(std::uint64_t(maxSide - minSide + 1))));
    scenario.seed = random.next();
    const int density = int(random.below(41)); // percent
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = 0; c < scenario.cols; ++c)
            scenario.setPit(r, c, int(random.below(100)) < density);
    }
    if (random.below(4) != 0) {
        QVector<DungeonTile> tiles;
        const int count = 1 + int(random.below(std::uint64_t(maxTemplates)));
        for (int t = 0; t < count; ++t)
            tiles.append({QStringLiteral("tile %1").arg(t), std::uint8_t(1 + random.below(255))});
        tiles[int(random.below(std::uint64_t(count)))].doors = 0xFF;
        scenario.dungeon.tiles = tiles;
    }
    return scenario;
}

// A chain of passages between filled cells; returns the cells reached from `from`.
std::vector<bool> reachedByPassages(const Scenario &scenario, const DungeonBuild &build, int from)
{
    std::vector<bool> seen(build.doors.size(), false);
    std::vector<int> frontier {from};
    seen[std::size_t(from)] = true;
    for (std::size_t head = 0; head < frontier.size(); ++head) {
        const int x = frontier[head];
        for (int side = 0; side < 4; ++side) {
            const int nr = x / scenario.cols + RowStep[side];
            const int nc = x % scenario.cols + ColStep[side];
            if (nr < 0 || nr >= scenario.rows || nc < 0 || nc >= scenario.cols)
                continue;
            const int n = nr * scenario.cols + nc;
            if (!seen[std::size_t(n)]
                && (facingHalfDoors(build.doors[std::size_t(x)] & SideBits[side])
                    & build.doors[std::size_t(n)])) {
                seen[std::size_t(n)] = true;
                frontier.push_back(n);
            }
        }
    }
    return seen;
}

QJsonObject runCli(const QStringList &arguments, int *exitCode, QByteArray *errors = nullptr)
{
    QProcess process;
    process.start(TestData::cli(), arguments);
    if (!process.waitForFinished(60000))
        qFatal("mapgen did not finish");
    *exitCode = process.exitCode();
    if (errors)
        *errors = process.readAllStandardError();
    return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
}

} // namespace

// The dungeon lesson's generator: its examples, the literal rules and the finished map's
// guarantees (dungeon.md).
class TestDungeonGenerator : public QObject
{
    Q_OBJECT

private slots:
    void examples_data();
    void examples();
    void examplesThroughTheCli_data();
    void examplesThroughTheCli();
    void sameStepsAsTheLiteralRules_data();
    void sameStepsAsTheLiteralRules();
    void finishedMapsKeepTheirPromises();
    void longDetoursKeepTheWitnessInOrder();
    void buildThatCannotStart();
    void cliPictureAndStats();
    void cliExitsOneWhenTheBuildCannotStart();
    void candidatesSkipRepeatedRotations();
    void cancelStopsTheBuild();
};

void TestDungeonGenerator::examples_data()
{
    QTest::addColumn<QString>("name");
    const QStringList scenarios = TestData::examples(QStringLiteral("dungeon-*.expected.json"));
    QVERIFY(scenarios.size() >= 4);
    for (const QString &file : scenarios) {
        const QString name = file.chopped(int(qstrlen(".expected.json")));
        QTest::newRow(qPrintable(name)) << name;
    }
}

void TestDungeonGenerator::examples()
{
    QFETCH(QString, name);
    const Scenario scenario = TestData::scenario(name + QStringLiteral(".json"));
    const QJsonObject expected
        = QJsonDocument::fromJson(TestData::contents(name + QStringLiteral(".expected.json")))
              .object();
    const DungeonBuild build = DungeonGenerator::build(scenario);
    QVERIFY(build.finished());

    QCOMPARE(build.start / scenario.cols,
        expected.value(QLatin1String("start")).toArray().at(0).toInt());
    QCOMPARE(build.start % scenario.cols,
        expected.value(QLatin1String("start")).toArray().at(1).toInt());
    QCOMPARE(
        build.end / scenario.cols, expected.value(QLatin1String("end")).toArray().at(0).toInt());
    QCOMPARE(
        build.end % scenario.cols, expected.value(QLatin1String("end")).toArray().at(1).toInt());
    const QJsonArray tiles = expected.value(QLatin1String("tiles")).toArray();
    const QJsonArray placement = expected.value(QLatin1String("placement")).toArray();
    QCOMPARE(tiles.size(), scenario.rows);
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = 0; c < scenario.cols; ++c) {
            const auto cell = std::size_t(r * scenario.cols + c);
            QCOMPARE(int(build.doors[cell]), tiles.at(r).toArray().at(c).toInt());
            const QJsonValue placed = placement.at(r).toArray().at(c);
            if (placed.isNull()) {
                QCOMPARE(int(build.templates[cell]), -1);
            } else {
                QCOMPARE(int(build.templates[cell]), placed.toArray().at(0).toInt());
                QCOMPARE(int(build.rotations[cell]), placed.toArray().at(1).toInt());
            }
        }
    }
}

void TestDungeonGenerator::examplesThroughTheCli_data()
{
    examples_data();
}

void TestDungeonGenerator::examplesThroughTheCli()
{
    QFETCH(QString, name);
    int exitCode = -1;
    const QJsonObject result
        = runCli({QStringLiteral("dungeon"), TestData::path(name + QStringLiteral(".json")),
                     QStringLiteral("--json")},
            &exitCode);
    QCOMPARE(exitCode, 0);
    const QJsonObject expected
        = QJsonDocument::fromJson(TestData::contents(name + QStringLiteral(".expected.json")))
              .object();
    for (const char *key : {"start", "end", "tiles", "placement"})
        QCOMPARE(result.value(QLatin1String(key)), expected.value(QLatin1String(key)));

    const Scenario scenario = TestData::scenario(name + QStringLiteral(".json"));
    QCOMPARE(result.value(QLatin1String("rows")).toInt(), scenario.rows);
    QCOMPARE(result.value(QLatin1String("cols")).toInt(), scenario.cols);
    QCOMPARE(result.value(QLatin1String("seed")).toInteger(), qint64(scenario.seed));
    const QJsonArray templates = result.value(QLatin1String("templates")).toArray();
    QCOMPARE(templates.size(), scenario.dungeon.tiles.size());
    for (int t = 0; t < templates.size(); ++t)
        QCOMPARE(templates.at(t).toInt(), int(scenario.dungeon.tiles[t].doors));
}

void TestDungeonGenerator::sameStepsAsTheLiteralRules_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("minSide");
    QTest::addColumn<int>("maxSide");
    QTest::addColumn<int>("maxTemplates");
    QTest::addColumn<quint64>("seed");
    // Small grids with many pits cut often, which is where the fast rule 2 must search.
    QTest::newRow("small") << 500 << 2 << 10 << 6 << quint64(1);
    QTest::newRow("medium") << 40 << 12 << 20 << 4 << quint64(2);
}

void TestDungeonGenerator::sameStepsAsTheLiteralRules()
{
    QFETCH(int, count);
    QFETCH(int, minSide);
    QFETCH(int, maxSide);
    QFETCH(int, maxTemplates);
    QFETCH(quint64, seed);
    SplitMix64 random(seed);
    int compared = 0;
    int cutRejections = 0;
    for (int i = 0; i < count; ++i) {
        const Scenario scenario = randomScenario(random, minSide, maxSide, maxTemplates);
        const DungeonBuild build = DungeonGenerator::build(scenario);
        const std::vector<DungeonStep> literal = LiteralDungeon(scenario).run();
        if (!build.started()) {
            QVERIFY(literal.empty());
            continue;
        }
        QCOMPARE(build.steps.size(), literal.size());
        for (std::size_t s = 0; s < literal.size(); ++s) {
            if (build.steps[s] != literal[s]) {
                QFAIL(qPrintable(QStringLiteral("scenario %1 (%2x%3, seed %4): step %5 differs")
                                     .arg(i)
                                     .arg(scenario.rows)
                                     .arg(scenario.cols)
                                     .arg(scenario.seed)
                                     .arg(s)));
            }
            if (literal[s].rejection() == DungeonRejection::CutsPath)
                ++cutRejections;
        }
        ++compared;
    }
    QVERIFY(compared > count / 2);
    QVERIFY2(cutRejections > 100, "the scenarios should exercise rule 2");
}

// A large map with a third of its cells pits makes the generator mend its witness path
// along long detours many times at the same place, until the labels that order the path
// run out of room and a stretch of it is labelled again. A stretch labelled from a cell
// whose label was never set once broke the order and crashed this build (SIGFPE).
void TestDungeonGenerator::longDetoursKeepTheWitnessInOrder()
{
    Scenario scenario;
    scenario.mode = MapMode::Dungeon;
    scenario.resize(600, 600);
    scenario.seed = 2;
    SplitMix64 random(2);
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = 0; c < scenario.cols; ++c)
            scenario.setPit(r, c, random.next() % 100 < 33);
    }
    const DungeonBuild build = DungeonGenerator::build(scenario);
    QVERIFY(build.finished());
    QVERIFY(build.placed > 10000);
    const std::vector<bool> reached = reachedByPassages(scenario, build, build.start);
    QVERIFY(reached[std::size_t(build.end)]);
    for (std::size_t cell = 0; cell < reached.size(); ++cell)
        QCOMPARE(bool(reached[cell]), build.templates[cell] >= 0);
}

void TestDungeonGenerator::finishedMapsKeepTheirPromises()
{
    SplitMix64 random(20240611);
    int finished = 0;
    for (int i = 0; i < 2000; ++i) {
        const Scenario scenario = randomScenario(random, 2, 40, 16);
        const DungeonBuild build = DungeonGenerator::build(scenario);
        if (!build.started()) {
            QVERIFY(build.steps.empty());
            QVERIFY(!dungeonFailureMessage(build).isEmpty());
            continue;
        }
        ++finished;
        const QString where = QStringLiteral("scenario %1 (%2x%3, seed %4)")
                                  .arg(i)
                                  .arg(scenario.rows)
                                  .arg(scenario.cols)
                                  .arg(scenario.seed);
        int filled = 0;
        for (int r = 0; r < scenario.rows; ++r) {
            for (int c = 0; c < scenario.cols; ++c) {
                const auto cell = std::size_t(r * scenario.cols + c);
                const std::uint8_t doors = build.doors[cell];
                const int templateIndex = build.templates[cell];
                if (templateIndex < 0) {
                    QVERIFY2(doors == 0, qPrintable(where));
                    continue;
                }
                ++filled;
                QVERIFY2(!scenario.isPit(r, c), qPrintable(where));
                // Doors: a non-empty subset of the drawn template's rotation.
                const std::uint8_t drawn = turnedClockwise(
                    scenario.dungeon.tiles[templateIndex].doors, build.rotations[cell]);
                QVERIFY2(doors != 0 && (doors & ~drawn) == 0, qPrintable(where));
                for (int side = 0; side < 4; ++side) {
                    const std::uint8_t here = doors & SideBits[side];
                    if (!here)
                        continue;
                    // No half-door on the border, facing a pit or an empty cell; each one
                    // matched by its mirror.
                    const int nr = r + RowStep[side];
                    const int nc = c + ColStep[side];
                    QVERIFY2(nr >= 0 && nr < scenario.rows && nc >= 0 && nc < scenario.cols,
                        qPrintable(where));
                    QVERIFY2(!scenario.isPit(nr, nc), qPrintable(where));
                    const auto n = std::size_t(nr * scenario.cols + nc);
                    QVERIFY2(build.templates[n] >= 0, qPrintable(where));
                    QCOMPARE(std::uint8_t(build.doors[n] & SideBits[(side + 2) % 4]),
                        facingHalfDoors(here));
                }
            }
        }
        QCOMPARE(build.placed, filled);

        // Start and end joined; all filled cells one connected piece.
        const std::vector<bool> reached = reachedByPassages(scenario, build, build.start);
        QVERIFY2(reached[std::size_t(build.end)], qPrintable(where));
        for (std::size_t cell = 0; cell < reached.size(); ++cell)
            QVERIFY2(reached[cell] == (build.templates[cell] >= 0), qPrintable(where));

        // Replaying the steps gives the final state; un-applying them all gives the start.
        DungeonGrid grid(scenario);
        for (const DungeonStep &step : build.steps)
            grid.apply(step);
        QCOMPARE(grid.start(), build.start);
        QCOMPARE(grid.end(), build.end);
        for (int r = 0; r < scenario.rows; ++r) {
            for (int c = 0; c < scenario.cols; ++c) {
                const auto cell = std::size_t(r * scenario.cols + c);
                QCOMPARE(grid.doors(r, c), build.doors[cell]);
                QCOMPARE(grid.templateIndex(r, c), int(build.templates[cell]));
                QCOMPARE(grid.isQueued(r, c), false);
            }
        }
        QCOMPARE(grid.passagePath().front(), build.start);
        QCOMPARE(grid.passagePath().back(), build.end);
        for (auto step = build.steps.rbegin(); step != build.steps.rend(); ++step)
            grid.unapply(*step);
        QVERIFY2(grid == DungeonGrid(scenario), qPrintable(where));

        // Same scenario and seed, same map (checked on a share, to keep the test lean).
        if (i % 8 == 0) {
            const DungeonBuild again = DungeonGenerator::build(scenario);
            QVERIFY(again.steps == build.steps);
            QVERIFY(again.doors == build.doors);
        }
    }
    QVERIFY(finished > 1000);
}

void TestDungeonGenerator::buildThatCannotStart()
{
    Scenario one;
    one.mode = MapMode::Dungeon;
    one.resize(1, 1);
    DungeonBuild build = DungeonGenerator::build(one);
    QCOMPARE(build.failure, DungeonFailure::TooFewCells);
    QVERIFY(build.steps.empty());

    Scenario cut;
    cut.mode = MapMode::Dungeon;
    cut.resize(3, 3);
    for (int r = 0; r < 3; ++r)
        cut.setPit(r, 1, true);
    // Six open cells in two halves: some seed draws start and end in different halves.
    bool sawCut = false;
    for (std::uint64_t seed = 0; seed < 20 && !sawCut; ++seed) {
        cut.seed = seed;
        build = DungeonGenerator::build(cut);
        if (build.failure == DungeonFailure::CutApart) {
            sawCut = true;
            QVERIFY(build.steps.empty());
            QVERIFY(dungeonFailureMessage(build).contains(QLatin1String("cut apart")));
        } else {
            QVERIFY(build.finished());
        }
    }
    QVERIFY(sawCut);
}

void TestDungeonGenerator::cliPictureAndStats()
{
    int exitCode = -1;
    QProcess process;
    process.start(TestData::cli(),
        {QStringLiteral("dungeon"), TestData::path(QStringLiteral("dungeon-pits-detour.json")),
            QStringLiteral("--map"), QStringLiteral("--stats")});
    QVERIFY(process.waitForFinished(60000));
    exitCode = process.exitCode();
    QCOMPARE(exitCode, 0);
    const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
    // 2x6 tiles of 4x4 characters, then the statistics.
    QCOMPARE(lines.size(), 2 * 4 + 2);
    for (int y = 0; y < 8; ++y)
        QCOMPARE(lines[y].size(), 6 * 4);
    // The start (1,3) has doors 15 (UL, UR, RU, RD); the end (0,0) has 40 (RD, DL).
    QCOMPARE(lines[4].mid(12, 4), QByteArray("#..#"));
    QCOMPARE(lines[5].mid(12, 4), QByteArray("#SS."));
    QCOMPARE(lines[6].mid(12, 4), QByteArray("#SS."));
    QCOMPARE(lines[0].mid(0, 4), QByteArray("####"));
    QCOMPARE(lines[1].mid(0, 4), QByteArray("#EE#"));
    QCOMPARE(lines[2].mid(0, 4), QByteArray("#EE."));
    QCOMPARE(lines[3].mid(0, 4), QByteArray("#.##"));
    QCOMPARE(lines[4].mid(4, 4), QByteArray("####")); // a pit
    QVERIFY(QRegularExpression(QStringLiteral("^placed=9 rejected=\\d+ result=done build_us=\\d+$"))
                .match(QString::fromLatin1(lines[8]))
                .hasMatch());
}

void TestDungeonGenerator::cliExitsOneWhenTheBuildCannotStart()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Scenario cut;
    cut.mode = MapMode::Dungeon;
    cut.resize(1, 3);
    cut.setPit(0, 1, true);
    const QString file = dir.filePath(QStringLiteral("cut.mapgen.json"));
    QString error;
    QVERIFY2(ScenarioFile::write(file, cut, &error), qPrintable(error));

    int exitCode = -1;
    QByteArray errors;
    runCli({QStringLiteral("dungeon"), file, QStringLiteral("--json")}, &exitCode, &errors);
    QCOMPARE(exitCode, 1);
    QVERIFY2(errors.contains("cut apart"), errors.constData());

    runCli({QStringLiteral("dungeon"), QStringLiteral("--rows"), QStringLiteral("1"),
               QStringLiteral("--cols"), QStringLiteral("1")},
        &exitCode, &errors);
    QCOMPARE(exitCode, 1);
    QVERIFY2(errors.contains("two open cells"), errors.constData());
}

void TestDungeonGenerator::candidatesSkipRepeatedRotations()
{
    // Default set: the big room once, the small room and the hall in four rotations each.
    const std::vector<DungeonCandidate> list
        = DungeonGenerator::candidates(templateDoors(DungeonSettings::defaultTiles()));
    QCOMPARE(list.size(), std::size_t(9));
    QCOMPARE(int(list[0].mask), 0xFF);
    QCOMPARE(int(list[1].mask), 0x06);
    QCOMPARE(int(list[2].mask), 0x18);
    QCOMPARE(int(list[5].mask), 0x84);
    QCOMPARE(int(list[6].mask), 0x12);
    QCOMPARE(int(list[6].rotation), 1);
    // A template equal to an earlier one's rotation adds nothing.
    QVector<DungeonTile> tiles = DungeonSettings::defaultTiles();
    tiles.append({QStringLiteral("turned hall"), 0x48});
    QCOMPARE(DungeonGenerator::candidates(templateDoors(tiles)).size(), std::size_t(9));
    QCOMPARE(DungeonTiles::mirror(DungeonTiles::UL), std::uint8_t(DungeonTiles::DL));
    QCOMPARE(DungeonTiles::rotate(0x06, 1), std::uint8_t(0x18));
}

void TestDungeonGenerator::cancelStopsTheBuild()
{
    Scenario scenario;
    scenario.mode = MapMode::Dungeon;
    scenario.resize(200, 200);
    const std::atomic_bool cancel {true};
    const DungeonBuild build = DungeonGenerator::build(scenario, &cancel);
    QVERIFY(build.cancelled);
    QVERIFY(!build.finished());
    QVERIFY(build.steps.empty() || build.steps.back().kind != DungeonStep::Done);
}

QTEST_GUILESS_MAIN(TestDungeonGenerator)
#include "tst_dungeongenerator.moc"
