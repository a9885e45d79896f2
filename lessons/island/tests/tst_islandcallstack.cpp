// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandcallstack.h"
#include "islandcallstackmodel.h"
#include "islandgenerator.h"
#include "islandmodel.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <random>

// The Call Stack dock's stack, derived from the step list, against a stack rebuilt from
// the trace text alone: push on a seed and on ADD, pop on BACKTRACK, empty on complete,
// FAILED and the end.
class TestIslandCallStack : public QObject
{
    Q_OBJECT

private slots:
    void examples_data();
    void examples();
    void jumpsGiveTheStackOfSteppingThere();
    void modelReportsOnlyTheRowsThatChanged();
};

namespace {

// The stack at every position of a trace, rebuilt from its text: node k is the k-th push,
// with the node below it; top[p] is the top node after p lines (-1: empty).
struct TraceStacks
{
    std::vector<QPoint> cells; // x = column, y = row
    std::vector<int> below;
    std::vector<int> top;

    std::vector<QPoint> at(int position) const
    {
        std::vector<QPoint> stack;
        for (int node = top[std::size_t(position)]; node >= 0; node = below[std::size_t(node)])
            stack.push_back(cells[std::size_t(node)]);
        std::reverse(stack.begin(), stack.end());
        return stack;
    }
};

TraceStacks fromTrace(const QByteArray &trace)
{
    static const QRegularExpression cell(QStringLiteral("\\((\\d+), ?(\\d+)\\)"));
    TraceStacks stacks;
    int top = -1;
    stacks.top.push_back(top);
    for (const QByteArray &line : trace.split('\n')) {
        if (line.isEmpty())
            continue;
        const QString text = QString::fromLatin1(line);
        const QRegularExpressionMatch match = cell.match(text);
        if (text.startsWith(QLatin1String(">> Island"))
            || text.startsWith(QLatin1String("> ADD"))) {
            stacks.cells.emplace_back(match.captured(2).toInt(), match.captured(1).toInt());
            stacks.below.push_back(top);
            top = int(stacks.cells.size()) - 1;
        } else if (text.startsWith(QLatin1String("X BACKTRACK"))) {
            top = stacks.below[std::size_t(top)];
        } else {
            top = -1;
        }
        stacks.top.push_back(top);
    }
    return stacks;
}

std::vector<QPoint> cellsOf(const IslandCallStack &stack)
{
    std::vector<QPoint> cells;
    for (int d = 0; d < stack.depth(); ++d)
        cells.emplace_back(stack.frame(d).col, stack.frame(d).row);
    return cells;
}

bool sameFrames(const IslandCallStack &a, const IslandCallStack &b)
{
    if (a.depth() != b.depth())
        return false;
    for (int d = 0; d < a.depth(); ++d) {
        const IslandCallStack::Frame &x = a.frame(d);
        const IslandCallStack::Frame &y = b.frame(d);
        if (x.row != y.row || x.col != y.col || x.count != y.count || x.next != y.next
            || !std::equal(
                x.candidates.begin(), x.candidates.begin() + x.count, y.candidates.begin()))
            return false;
    }
    return true;
}

} // namespace

void TestIslandCallStack::examples_data()
{
    QTest::addColumn<QString>("name");
    const QStringList scenarios = TestData::examples(QStringLiteral("island-*.json"));
    QVERIFY(scenarios.size() >= 11);
    for (const QString &file : scenarios)
        QTest::newRow(qPrintable(file.chopped(5))) << file.chopped(5);
}

void TestIslandCallStack::examples()
{
    QFETCH(QString, name);
    const Scenario scenario = TestData::scenario(name + QStringLiteral(".json"));
    const TraceStacks expected = fromTrace(TestData::contents(name + QStringLiteral(".trace")));
    const auto steps = IslandStepList::of(IslandGenerator::build(scenario).steps);
    const int count = int(steps->available());
    QCOMPARE(int(expected.top.size()), count + 1);

    IslandCallStack stack(scenario);
    for (int position = 0; position <= count; ++position) {
        stack.seek(steps, position);
        QCOMPARE(cellsOf(stack), expected.at(position));
        // The frame below an ADD was trying exactly the added cell: the candidate order
        // replayed from the random numbers is the generator's.
        if (position > 0 && (*steps)[std::size_t(position - 1)].kind == IslandStep::Add) {
            const IslandStep &add = (*steps)[std::size_t(position - 1)];
            const IslandCallStack::Frame &caller = stack.frame(stack.depth() - 2);
            QVERIFY(caller.next >= 1);
            QCOMPARE(int(caller.candidates[std::size_t(caller.next - 1)]),
                add.row * scenario.cols + add.col);
            QCOMPARE(stack.candidateState(stack.depth() - 2, caller.next - 1),
                IslandCallStack::CandidateState::Trying);
        }
        // A backtracked cell was a failed candidate of its caller, none of them still to try
        // before it.
        if (position > 0 && (*steps)[std::size_t(position - 1)].kind == IslandStep::Backtrack) {
            const IslandStep &back = (*steps)[std::size_t(position - 1)];
            const IslandCallStack::Frame &caller = stack.frame(stack.depth() - 1);
            QCOMPARE(int(caller.candidates[std::size_t(caller.next - 1)]),
                back.row * scenario.cols + back.col);
            QCOMPARE(stack.candidateState(stack.depth() - 1, caller.next - 1),
                IslandCallStack::CandidateState::Failed);
        }
    }
    // Backwards, one step at a time, as the "step back" key does.
    for (int position = count; position >= 0; --position) {
        stack.seek(steps, position);
        QCOMPARE(cellsOf(stack), expected.at(position));
    }
}

void TestIslandCallStack::jumpsGiveTheStackOfSteppingThere()
{
    for (const char *name :
        {"island-pits-ordered", "island-too-complex", "island-crowded", "island-dead-end"}) {
        const Scenario scenario
            = TestData::scenario(QString::fromLatin1(name) + QStringLiteral(".json"));
        const auto steps = IslandStepList::of(IslandGenerator::build(scenario).steps);
        const int count = int(steps->available());
        std::mt19937 random(7);
        std::vector<int> positions(40);
        for (int &p : positions)
            p = int(random() % std::uint32_t(count + 1));
        IslandCallStack jumping(scenario);
        for (const int position : positions) {
            jumping.seek(steps, position);
            IslandCallStack walked(scenario);
            for (int p = 0; p <= position; ++p)
                walked.seek(steps, p);
            QVERIFY2(sameFrames(jumping, walked),
                qPrintable(QStringLiteral("%1 at %2").arg(QLatin1String(name)).arg(position)));
        }
    }
}

void TestIslandCallStack::modelReportsOnlyTheRowsThatChanged()
{
    IslandModel ocean;
    ocean.setScenario(TestData::scenario(QStringLiteral("island-dead-end.json")));
    IslandCallStackModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIslandModel(&ocean);
    ocean.appendSteps(IslandGenerator::build(ocean.scenario()).steps);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    for (int p = 1; p <= ocean.stepCount(); ++p) {
        ocean.seek(p);
        const IslandStep &step = ocean.step(p - 1);
        QCOMPARE(model.rowCount(), model.stack().depth());
        if (step.kind == IslandStep::Seed || step.kind == IslandStep::Add) {
            QCOMPARE(inserted.size(), 1);
            QCOMPARE(inserted.first().at(1).toInt(), model.rowCount() - 1);
            QCOMPARE(
                model.index(model.rowCount() - 1).data(IslandCallStackModel::CellRole).toPoint(),
                QPoint(step.col, step.row));
        } else if (step.kind == IslandStep::Backtrack) {
            QCOMPARE(removed.size(), 1);
        }
        inserted.clear();
        removed.clear();
    }
    QCOMPARE(resets.size(), 0);
    // A hidden dock's model stands still and catches up when shown.
    model.setFollowing(false);
    ocean.seek(ocean.stepCount() / 2);
    model.setFollowing(true);
    IslandCallStack fresh(ocean.scenario());
    fresh.seek(ocean.stepList(), ocean.position());
    QCOMPARE(model.rowCount(), fresh.depth());
    // The seed's frame, while its first candidate is tried, names its cell, the island
    // against its target, and the candidate being tried.
    int firstAdd = 0;
    while (ocean.step(firstAdd).kind != IslandStep::Add)
        ++firstAdd;
    ocean.seek(firstAdd + 1);
    const IslandStep &seed = ocean.step(firstAdd - 1);
    const IslandStep &add = ocean.step(firstAdd);
    const QString text = model.index(0).data().toString();
    QVERIFY2(
        text.contains(QStringLiteral("grow(%1, %2): island 1, 1 of").arg(seed.row).arg(seed.col)),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("> (%1, %2) trying").arg(add.row).arg(add.col)),
        qPrintable(text));
}

QTEST_GUILESS_MAIN(TestIslandCallStack)
#include "tst_islandcallstack.moc"
