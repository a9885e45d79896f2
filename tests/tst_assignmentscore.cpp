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
    void golden_data();
    void golden();
    void rightWorkNeverLowersTheGrade();
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

} // namespace

// The golden table (tests/data/grading.golden), which web_golden checks in WebAssembly too.
void TestAssignmentScore::golden_data()
{
    QTest::addColumn<AssignmentProgress>("progress");
    QTest::addColumn<int>("grade");
    QTest::addColumn<QString>("status");

    QFile file(QFINDTESTDATA("data/grading.golden"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    int rows = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine());
        const QString row = line.section(QLatin1Char('#'), 0, 0).simplified();
        if (row.isEmpty())
            continue;
        const QStringList fields = row.split(QLatin1Char(' '));
        QCOMPARE(fields.size(), 13);
        QCOMPARE(fields.at(10), QStringLiteral("->"));
        QList<int> n;
        for (int i = 0; i < 10; ++i)
            n << fields.at(i).toInt();
        const AssignmentProgress progress
            = progressOf(n[0] != 0, n[1], n[2], n[3], n[4] != 0, n[5], n[6], n[7], n[8], n[9]);
        QTest::newRow(qPrintable(line.section(QLatin1Char('#'), 1).trimmed()))
            << progress << fields.at(11).toInt() << fields.at(12);
        ++rows;
    }
    QVERIFY(rows >= 20);
}

void TestAssignmentScore::golden()
{
    QFETCH(AssignmentProgress, progress);
    QFETCH(int, grade);
    QFETCH(QString, status);
    QCOMPARE(AssignmentScore::score(progress), grade);
    QCOMPARE(QLatin1String(AssignmentScore::statusName(AssignmentScore::status(progress))), status);
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

QTEST_GUILESS_MAIN(TestAssignmentScore)
#include "tst_assignmentscore.moc"
