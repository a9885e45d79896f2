// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "assignmentscore.h"

#include <QtTest>

// The graded lesson's score (export.md, `.zip`): the mean of the assigned parts, rounded
// half up; the number a lecturer finds in the gradebook.
class TestAssignmentScore : public QObject
{
    Q_OBJECT

private slots:
    void score_data();
    void score();
};

void TestAssignmentScore::score_data()
{
    QTest::addColumn<bool>("questions");
    QTest::addColumn<int>("asked");
    QTest::addColumn<int>("firstRight");
    QTest::addColumn<bool>("construct");
    QTest::addColumn<int>("right");
    QTest::addColumn<int>("wrong");
    QTest::addColumn<int>("hints");
    QTest::addColumn<int>("decisions");
    QTest::addColumn<int>("expected");

    QTest::newRow("questions only") << true << 4 << 3 << false << 0 << 0 << 0 << 0 << 75;
    QTest::newRow("two of three rounds down") << true << 3 << 2 << false << 0 << 0 << 0 << 0 << 67;
    QTest::newRow("one of eight: 12.5 rounds up")
        << true << 8 << 1 << false << 0 << 0 << 0 << 0 << 13;
    QTest::newRow("no question asked: no part")
        << true << 0 << 0 << false << 0 << 0 << 0 << 0 << -1;
    QTest::newRow("construct alone")
        << false << 0 << 0 << true << 40 << 2 << 3 << 50 << 70; // (40 - 5) / 50
    QTest::newRow("construct never below zero")
        << false << 0 << 0 << true << 3 << 9 << 2 << 10 << 0;
    QTest::newRow("mean of both: (100 + 45) / 2 = 72.5 rounds up")
        << true << 2 << 2 << true << 10 << 1 << 0 << 20 << 73;
    QTest::newRow("mean of both: (2/3 + 1/3) / 2 = 50")
        << true << 3 << 2 << true << 1 << 0 << 0 << 3 << 50;
    QTest::newRow("questions not assigned are not counted")
        << false << 5 << 0 << true << 4 << 0 << 0 << 4 << 100;
    QTest::newRow("a build that asks none leaves construct alone")
        << true << 0 << 0 << true << 1 << 0 << 0 << 2 << 50;
    QTest::newRow("largest build: no overflow")
        << true << 1000 << 999 << true << 99999999 << 0 << 0 << 100000000 << 100;
}

void TestAssignmentScore::score()
{
    QFETCH(bool, questions);
    QFETCH(int, asked);
    QFETCH(int, firstRight);
    QFETCH(bool, construct);
    QFETCH(int, right);
    QFETCH(int, wrong);
    QFETCH(int, hints);
    QFETCH(int, decisions);
    QFETCH(int, expected);
    AssignmentProgress progress;
    progress.questions = questions;
    progress.asked = asked;
    progress.firstRight = firstRight;
    progress.construct = construct;
    progress.right = right;
    progress.wrong = wrong;
    progress.hints = hints;
    progress.decisions = decisions;
    QCOMPARE(AssignmentScore::score(progress), expected);
}

QTEST_GUILESS_MAIN(TestAssignmentScore)
#include "tst_assignmentscore.moc"
