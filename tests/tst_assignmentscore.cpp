// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "assignmentscore.h"

#include <QtTest>

Q_DECLARE_METATYPE(AssignmentProgress)

// The graded lesson's grade and status (questions.md, "Grading"; export.md, `.zip`): the
// number a lecturer finds in the gradebook and the student sees on the page.
class TestAssignmentScore : public QObject
{
    Q_OBJECT

private slots:
    void score_data();
    void score();
    void rightWorkNeverLowersTheGrade();
    void status_data();
    void status();
};

namespace {

AssignmentProgress progressOf(bool questions, int asked, int answered, int firstRight,
    bool construct, int right, int wrong, int hints, int decisions, int pass = -1)
{
    AssignmentProgress progress;
    progress.questions = questions;
    progress.asked = asked;
    progress.answered = answered;
    progress.firstRight = firstRight;
    progress.construct = construct;
    progress.right = right;
    progress.wrong = wrong;
    progress.hints = hints;
    progress.decisions = decisions;
    progress.pass = pass;
    return progress;
}

constexpr int Unknown = AssignmentProgress::Unknown;

} // namespace

void TestAssignmentScore::score_data()
{
    QTest::addColumn<AssignmentProgress>("progress");
    QTest::addColumn<int>("expected");

    QTest::newRow("questions only") << progressOf(true, 4, 4, 3, false, 0, 0, 0, 0) << 75;
    QTest::newRow("two of three rounds down") << progressOf(true, 3, 3, 2, false, 0, 0, 0, 0) << 67;
    QTest::newRow("one of eight: 12.5 rounds up")
        << progressOf(true, 8, 1, 1, false, 0, 0, 0, 0) << 13;
    QTest::newRow("construct alone: (40 - 2 - 3) / 50")
        << progressOf(false, 0, 0, 0, true, 40, 2, 3, 50) << 70;
    QTest::newRow("construct never below zero")
        << progressOf(false, 0, 0, 0, true, 3, 9, 2, 10) << 0;
    QTest::newRow("mean of both: (100 + 45) / 2 = 72.5 rounds up")
        << progressOf(true, 2, 2, 2, true, 10, 1, 0, 20) << 73;
    QTest::newRow("mean of both: (2/3 + 1/3) / 2 = 50")
        << progressOf(true, 3, 3, 2, true, 1, 0, 0, 3) << 50;
    QTest::newRow("the issue's example: (2/3 + 10/57) / 2 = 42.1")
        << progressOf(true, 3, 3, 2, true, 10, 0, 0, 57) << 42;
    QTest::newRow("questions not assigned are not counted")
        << progressOf(false, 5, 5, 0, true, 4, 0, 0, 4) << 100;
    QTest::newRow("You Are the Algorithm not begun counts 0: (100 + 0) / 2")
        << progressOf(true, 3, 3, 3, true, 0, 0, 0, 57) << 50;
    QTest::newRow("no question answered counts 0: (0 + 100) / 2")
        << progressOf(true, 2, 0, 0, true, 6, 0, 0, 6) << 50;
    QTest::newRow("a build that asks none leaves construct alone")
        << progressOf(true, 0, 0, 0, true, 1, 0, 0, 2) << 50;
    QTest::newRow("a build that asks none and nothing else: nothing was asked")
        << progressOf(true, 0, 0, 0, false, 0, 0, 0, 0) << 100;
    QTest::newRow("before the build: every assigned part 0")
        << progressOf(true, Unknown, 0, 0, true, 0, 0, 0, Unknown) << 0;
    QTest::newRow("before the build, construct alone: 0")
        << progressOf(false, 0, 0, 0, true, 0, 0, 0, Unknown) << 0;
    QTest::newRow("counts beyond the build are capped: 7 of 3 right is 3 of 3")
        << progressOf(true, 3, 3, 7, false, 0, 0, 0, 0) << 100;
    QTest::newRow("largest build: no overflow")
        << progressOf(true, 1000, 1000, 999, true, 99999999, 0, 0, 100000000) << 100;
}

void TestAssignmentScore::score()
{
    QFETCH(AssignmentProgress, progress);
    QFETCH(int, expected);
    QCOMPARE(AssignmentScore::score(progress), expected);
}

// The student: three right answers, then You Are the Algorithm begun and played
// right to its end. The grade the platform holds after each event never falls.
void TestAssignmentScore::rightWorkNeverLowersTheGrade()
{
    const int decisions = 57;
    AssignmentProgress progress = progressOf(true, 3, 0, 0, true, 0, 0, 0, decisions, 80);
    int last = AssignmentScore::score(progress);
    QCOMPARE(last, 0);
    QList<int> grades {last};
    for (int answer = 0; answer < 3; ++answer) {
        ++progress.answered;
        ++progress.firstRight;
        grades << AssignmentScore::score(progress);
    }
    QCOMPARE(grades, (QList<int> {0, 17, 33, 50}));
    for (int move = 0; move < decisions; ++move) {
        ++progress.right;
        const int grade = AssignmentScore::score(progress);
        QVERIFY2(grade >= grades.last(),
            qPrintable(
                QStringLiteral("move %1: %2 after %3").arg(move).arg(grade).arg(grades.last())));
        grades << grade;
    }
    QCOMPARE(grades.last(), 100);
    QCOMPARE(AssignmentScore::status(progress), AssignmentScore::Status::Passed);
}

void TestAssignmentScore::status_data()
{
    QTest::addColumn<AssignmentProgress>("progress");
    QTest::addColumn<QString>("expected");

    QTest::newRow("a question left")
        << progressOf(true, 3, 2, 2, false, 0, 0, 0, 0, 50) << QStringLiteral("incomplete");
    QTest::newRow("all answered, above the mark")
        << progressOf(true, 3, 3, 2, false, 0, 0, 0, 0, 50) << QStringLiteral("passed");
    QTest::newRow("all answered, below the mark")
        << progressOf(true, 3, 3, 1, false, 0, 0, 0, 0, 50) << QStringLiteral("failed");
    QTest::newRow("the mark itself passes")
        << progressOf(true, 2, 2, 1, false, 0, 0, 0, 0, 50) << QStringLiteral("passed");
    QTest::newRow("no pass mark: completed")
        << progressOf(true, 3, 3, 0, false, 0, 0, 0, 0) << QStringLiteral("completed");
    QTest::newRow("questions done, the round not begun")
        << progressOf(true, 2, 2, 2, true, 0, 0, 0, 10, 50) << QStringLiteral("incomplete");
    QTest::newRow("the round one decision short of the end")
        << progressOf(true, 2, 2, 2, true, 9, 0, 0, 10, 50) << QStringLiteral("incomplete");
    QTest::newRow("the round at the build's last step, wrong moves and all")
        << progressOf(true, 2, 2, 2, true, 10, 6, 2, 10, 50) << QStringLiteral("passed");
    QTest::newRow("a build that asks none is nothing left to do")
        << progressOf(true, 0, 0, 0, false, 0, 0, 0, 0, 50) << QStringLiteral("passed");
    QTest::newRow("before the build")
        << progressOf(true, Unknown, 0, 0, false, 0, 0, 0, 0) << QStringLiteral("incomplete");
    QTest::newRow("before the build, construct alone")
        << progressOf(false, 0, 0, 0, true, 0, 0, 0, Unknown) << QStringLiteral("incomplete");
}

void TestAssignmentScore::status()
{
    QFETCH(AssignmentProgress, progress);
    QFETCH(QString, expected);
    QCOMPARE(
        QLatin1String(AssignmentScore::statusName(AssignmentScore::status(progress))), expected);
}

QTEST_GUILESS_MAIN(TestAssignmentScore)
#include "tst_assignmentscore.moc"
