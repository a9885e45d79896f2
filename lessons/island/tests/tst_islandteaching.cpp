// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerkey.h"
#include "islandlesson.h"
#include "islandmodel.h"
#include "lessonsession.h"
#include "lessonsof.h"
#include "lessonteaching.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

// The island lesson's answers in words follow the scenario as it is now: the document changes
// its scenario in place (a setting, a pit), so what the teaching worked out from the one
// before must not be taken for it.
class TestIslandTeaching : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void explanationsFollowTheSettingsChangedBetweenBuilds();

private:
    QTemporaryDir m_dir;
};

namespace {

bool build(LessonSession &session)
{
    session.start(false);
    return QTest::qWaitFor([&session] { return !session.isBuilding(); }, 30000);
}

// The first step that completes an island; -1 if none.
int firstComplete(const IslandModel *model)
{
    for (int p = 0; p < model->stepCount(); ++p) {
        if (model->step(p).kind == IslandStep::Complete)
            return p;
    }
    return -1;
}

// The explanation of "what does the algorithm do next?" at the first island completed,
// answered with ADD: why completing is due ("island 1 has its 9 cells").
QString explainCompletion(LessonSession &session)
{
    IslandLesson *lesson = islandLesson(&session);
    const int complete = firstComplete(lesson->islandModel());
    if (complete < 0)
        return QString();
    const Question question {complete, QuestionKind::NextMove};
    const std::optional<Answer> right = lesson->teaching()->answer(question);
    if (!right || right->move != IslandStep::Complete)
        return QString();
    Answer given = *right;
    given.move = IslandStep::Add;
    return lesson->teaching()->explanation(*right, given);
}

} // namespace

void TestIslandTeaching::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestIslandTeaching::explanationsFollowTheSettingsChangedBetweenBuilds()
{
    const Scenario scenario = TestData::scenario(QStringLiteral("island-6b-basic.json"));
    LessonSession session;
    session.document()->load(scenario, QString());
    QVERIFY(build(session));
    const QString before = explainCompletion(session);
    QVERIFY2(before.contains(QLatin1String("island 1 has its ")), qPrintable(before));

    // Larger islands; the same session builds again (the document changes its scenario in
    // place).
    session.reset();
    QTRY_COMPARE(islandLesson(&session)->islandModel()->stepCount(), 0);
    IslandSettings larger = scenario.islands;
    larger.min += 3;
    larger.max += 6;
    session.document()->setIslandSettings(larger);
    QVERIFY(build(session));
    const QString after = explainCompletion(session);

    // A session that starts from the scenario with those settings says the same.
    Scenario changed = scenario;
    changed.islands = larger;
    LessonSession fresh;
    fresh.document()->load(changed, QString());
    QVERIFY(build(fresh));
    QCOMPARE(after, explainCompletion(fresh));
    QVERIFY2(after != before, qPrintable(after));
}

QTEST_MAIN(TestIslandTeaching)
#include "tst_islandteaching.moc"
