// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandgenerator.h"
#include "islandgrid.h"
#include "scenario.h"
#include "splitmix64.h"

#include <QtTest>

#include <set>

// What a student would notice if the generator were wrong, checked over a thousand
// generated scenarios: grid sizes 1x1 to 60x60, pit densities 0-50 %, both rules,
// randomize on and off, and step limits down to a handful of entries.
class TestIslandProperties : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void islandsKeepTheirDistanceUnder6b();
    void completedIslandsHaveTheirTargetSize();
    void pitsAreNeverTouched();
    void everyIslandIsFourConnected();
    void replayForwardAndBackward();
    void sameSeedSameTrace();
    void stepLimitIsHonoured();

private:
    struct Case
    {
        Scenario scenario;
        IslandBuild build;
        IslandGrid finalMap;
    };
    std::vector<Case> m_cases;
};

void TestIslandProperties::initTestCase()
{
    SplitMix64 random(20261129);
    constexpr int Cases = 1200;
    m_cases.reserve(Cases);
    for (int i = 0; i < Cases; ++i) {
        Scenario s;
        s.rows = 1 + int(random.below(60));
        s.cols = 1 + int(random.below(60));
        s.seed = random.next();
        s.pits.assign(std::size_t(s.rows * s.cols), 0);
        const int density = int(random.below(51)); // percent
        for (auto &pit : s.pits)
            pit = random.below(100) < std::uint64_t(density) ? 1 : 0;
        s.islands.count = 1 + int(random.below(8));
        s.islands.min = 1 + int(random.below(40));
        s.islands.max = 1 + int(random.below(40));
        s.islands.randomize = random.below(2) == 0;
        s.islands.rule = random.below(2) == 0 ? IslandRule::Rule6a : IslandRule::Rule6b;
        // A quarter of the cases get a tiny limit, so that aborts happen everywhere.
        s.islands.stepLimit = random.below(4) == 0 ? 1 + int(random.below(30)) : 20000;

        Case c {s, IslandGenerator::build(s), IslandGrid(s)};
        for (const IslandStep &step : c.build.steps)
            c.finalMap.apply(step);
        m_cases.push_back(std::move(c));
    }
    int tooComplex = 0;
    int failed = 0;
    for (const Case &c : m_cases) {
        tooComplex += c.build.tooComplex;
        for (const IslandOutcome &o : c.build.islands)
            failed += o.status == IslandOutcome::Failed;
    }
    // The generated set must exercise aborts and failures, or the checks below prove little.
    QVERIFY(tooComplex > 50);
    QVERIFY(failed > 50);
}

void TestIslandProperties::islandsKeepTheirDistanceUnder6b()
{
    int checked = 0;
    for (const Case &c : m_cases) {
        if (c.scenario.islands.rule != IslandRule::Rule6b)
            continue;
        const IslandGrid &g = c.finalMap;
        for (int r = 0; r < g.rows(); ++r) {
            for (int col = 0; col < g.cols(); ++col) {
                const std::uint8_t v = g.at(r, col);
                if (!IslandGrid::isLand(v))
                    continue;
                for (int dr = -1; dr <= 1; ++dr) {
                    for (int dc = -1; dc <= 1; ++dc) {
                        if (!g.contains(r + dr, col + dc))
                            continue;
                        const std::uint8_t n = g.at(r + dr, col + dc);
                        QVERIFY2(!IslandGrid::isLand(n) || n == v,
                            qPrintable(QStringLiteral("islands %1 and %2 touch at (%3,%4)")
                                           .arg(v)
                                           .arg(n)
                                           .arg(r)
                                           .arg(col)));
                    }
                }
                ++checked;
            }
        }
    }
    QVERIFY(checked > 1000);
}

void TestIslandProperties::completedIslandsHaveTheirTargetSize()
{
    for (const Case &c : m_cases) {
        std::vector<int> sizes(9, 0);
        for (int r = 0; r < c.finalMap.rows(); ++r) {
            for (int col = 0; col < c.finalMap.cols(); ++col) {
                if (IslandGrid::isLand(c.finalMap.at(r, col)))
                    ++sizes[c.finalMap.at(r, col)];
            }
        }
        const int low = std::min(c.scenario.islands.min, c.scenario.islands.max);
        const int high = std::max(c.scenario.islands.min, c.scenario.islands.max);
        for (const IslandOutcome &o : c.build.islands) {
            QVERIFY(o.target >= low && o.target <= high);
            if (o.status == IslandOutcome::Complete) {
                QCOMPARE(sizes[std::size_t(o.id)], o.target);
                QCOMPARE(int(o.cells.size()), o.target);
            } else {
                QCOMPARE(sizes[std::size_t(o.id)], 0); // failed and aborted islands leave nothing
            }
        }
    }
}

void TestIslandProperties::pitsAreNeverTouched()
{
    for (const Case &c : m_cases) {
        for (int r = 0; r < c.scenario.rows; ++r) {
            for (int col = 0; col < c.scenario.cols; ++col)
                QCOMPARE(c.finalMap.at(r, col) == IslandGrid::Pit, c.scenario.isPit(r, col));
        }
    }
}

void TestIslandProperties::everyIslandIsFourConnected()
{
    for (const Case &c : m_cases) {
        for (const IslandOutcome &o : c.build.islands) {
            if (o.status != IslandOutcome::Complete)
                continue;
            // Flood from the first cell through orthogonal neighbours of the same island.
            const int cols = c.scenario.cols;
            std::vector<std::uint32_t> todo {o.cells.front()};
            std::set<std::uint32_t> seen {o.cells.front()};
            while (!todo.empty()) {
                const std::uint32_t cell = todo.back();
                todo.pop_back();
                const int r = int(cell) / cols;
                const int col = int(cell) % cols;
                const int around[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
                for (const auto &d : around) {
                    const int nr = r + d[0];
                    const int nc = col + d[1];
                    if (c.finalMap.contains(nr, nc) && c.finalMap.at(nr, nc) == o.id
                        && seen.insert(std::uint32_t(nr * cols + nc)).second)
                        todo.push_back(std::uint32_t(nr * cols + nc));
                }
            }
            QCOMPARE(int(seen.size()), o.target);
        }
    }
}

void TestIslandProperties::replayForwardAndBackward()
{
    for (const Case &c : m_cases) {
        // The final map must be exactly the completed islands' cells on the start map.
        IslandGrid expected(c.scenario);
        for (const IslandOutcome &o : c.build.islands) {
            for (const std::uint32_t cell : o.cells)
                expected.set(
                    int(cell) / c.scenario.cols, int(cell) % c.scenario.cols, std::uint8_t(o.id));
        }
        QVERIFY(c.finalMap == expected);

        // Un-apply every step from the final state: back to the starting map.
        IslandGrid replay(c.scenario);
        for (const IslandStep &step : c.build.steps)
            replay.apply(step);
        for (auto it = c.build.steps.rbegin(); it != c.build.steps.rend(); ++it)
            replay.unapply(*it);
        QVERIFY(replay == IslandGrid(c.scenario));
    }
}

void TestIslandProperties::sameSeedSameTrace()
{
    for (std::size_t i = 0; i < m_cases.size(); i += 7) {
        const IslandBuild again = IslandGenerator::build(m_cases[i].scenario);
        QVERIFY(again.steps == m_cases[i].build.steps);
    }
}

void TestIslandProperties::stepLimitIsHonoured()
{
    for (const Case &c : m_cases) {
        const auto limit = std::size_t(c.scenario.islands.stepLimit);
        if (c.build.tooComplex) {
            QCOMPARE(c.build.steps.size(), limit + 1);
            QCOMPARE(c.build.steps.back().kind, IslandStep::TooComplex);
        } else {
            QVERIFY(c.build.steps.size() <= limit);
            QCOMPARE(c.build.steps.back().kind, IslandStep::AllDone);
        }
    }
}

QTEST_GUILESS_MAIN(TestIslandProperties)
#include "tst_islandproperties.moc"
