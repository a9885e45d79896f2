// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandteaching.h"

#include "localedigits.h"

#include "buildrules.h"
#include "finaldifferences.h"
#include "islandcellcheck.h"
#include "islandlesson.h"
#include "islandmodel.h"
#include "lessonsentences.h"
#include "questionpanel.h"
#include "scenariodocument.h"

#include <QCoreApplication>

#include <cstdlib>

namespace {
// The coaches' words, in the coaches' translation contexts.
struct QuestionTr
{
    Q_DECLARE_TR_FUNCTIONS(QuestionCoach)
};
struct ConstructTr
{
    Q_DECLARE_TR_FUNCTIONS(ConstructCoach)
};
// The Cell Inspector's words for why a cell may not take part in an island.
struct InspectorTr
{
    Q_DECLARE_TR_FUNCTIONS(CellInspector)
};

using IslandBuildRules = BuildRules<RuleBook::IslandRules, IslandModel>;

// As the Cell Inspector says it: "for island 2, no: a pit".
QString refusal(const RuleBook::Judgement &judgement, int island, bool seed, IslandRule rule)
{
    QString why;
    switch (judgement.reason) {
    case RuleBook::Reason::OutOfMap:
        why = InspectorTr::tr("no: out of the map");
        break;
    case RuleBook::Reason::Pit:
        why = InspectorTr::tr("no: a pit");
        break;
    case RuleBook::Reason::Land:
        why = InspectorTr::tr("no: already land of island %1").arg(judgement.args[0]);
        break;
    default:
        why = seed
            ? InspectorTr::tr("no (rule %1): a neighbour of island %2 at (%3, %4)")
                  .arg(rule == IslandRule::Rule6a ? QStringLiteral("6a") : QStringLiteral("6b"))
                  .arg(judgement.args[0])
                  .arg(judgement.args[1])
                  .arg(judgement.args[2])
            : InspectorTr::tr("no (rule 6b): a neighbour of island %1 at (%2, %3)")
                  .arg(judgement.args[0])
                  .arg(judgement.args[1])
                  .arg(judgement.args[2]);
        break;
    }
    return InspectorTr::tr("for island %1, %2").arg(island).arg(why);
}

QString cellText(int row, int col)
{
    return QStringLiteral("(%1, %2)").arg(row).arg(col);
}

bool addsCell(const IslandStep &step)
{
    return step.kind == IslandStep::Seed || step.kind == IslandStep::Add;
}
}

IslandTeaching::IslandTeaching(IslandLesson *lesson)
    : m_lesson(lesson)
{ }

// ---- Questions ----

bool IslandTeaching::asks(QuestionKind kind) const
{
    return Question::belongsTo(kind, MapMode::Island);
}

std::optional<Answer> IslandTeaching::answer(const Question &question) const
{
    const IslandModel *model = m_lesson->islandModel();
    return AnswerKey::island(question, std::size_t(model->stepCount()),
        [model](std::size_t i) { return model->step(int(i)); });
}

int IslandTeaching::nextCellStep(int index) const
{
    const IslandModel *model = m_lesson->islandModel();
    while (index < model->stepCount() && !addsCell(model->step(index)))
        ++index;
    return index;
}

bool IslandTeaching::accepts(const Answer &right, const Answer &given) const
{
    const IslandBuildRules build(m_lesson->islandModel());
    const auto key = build.rules.key(AnswerKey::ask(right.question.ask), right.question.after);
    return key && build.rules.judge(*key, AnswerKey::toRuleBook(given)).accepted();
}

QString IslandTeaching::answerText(const Answer &right) const
{
    if (right.question.ask == QuestionKind::NextMove)
        return QuestionPanel::moveText(right.move);
    if (right.isNone())
        return QuestionTr::tr("no cell any more");
    return QuestionTr::tr("row %1, column %2")
        .arg(LocaleDigits::number(right.row))
        .arg(LocaleDigits::number(right.col));
}

QPoint IslandTeaching::answerCell(const Answer &right) const
{
    if (right.question.ask == QuestionKind::NextMove) {
        const IslandStep step = m_lesson->islandModel()->step(right.question.after);
        return step.hasCell() ? QPoint(int(step.col), int(step.row)) : QPoint(-1, -1);
    }
    return right.isNone() ? QPoint(-1, -1) : QPoint(right.col, right.row);
}

// The log's words for the step, how far the recursion goes back first, and the Cell
// Inspector's verdict on a cell picked wrongly (or why another cell was as good).
QString IslandTeaching::explanation(const Answer &right, const Answer &given) const
{
    const IslandModel *model = m_lesson->islandModel();
    const int after = right.question.after;
    if (right.question.ask == QuestionKind::NextMove) {
        QStringList parts;
        // A wrong move hears why the right one is due, as You Are the Algorithm says it.
        if (!IslandBuildRules(model).rules.judgeMove(after, given.move).accepted()) {
            seekStack(after);
            parts << ConstructTr::tr("Not %1 now: %2.")
                         .arg(QuestionPanel::moveText(given.move), why(model->step(after), false));
        }
        parts << QuestionTr::tr("Step %1 in the log: %2")
                     .arg(LocaleDigits::number(after + 1))
                     .arg(model->stepText(after));
        return LessonSentences::join(parts);
    }
    if (right.isNone())
        return QuestionTr::tr("No step after this one adds a cell.");
    QStringList parts;
    int backtracks = 0;
    for (int i = after; i < model->stepCount() && !addsCell(model->step(i)); ++i)
        backtracks += model->step(i).kind == IslandStep::Backtrack ? 1 : 0;
    const int index = nextCellStep(after);
    if (backtracks > 0)
        parts << LocaleDigits::plural(
            QuestionTr::tr("First the recursion goes back %n cell(s).", nullptr, backtracks),
            backtracks);
    // The rule book's reason for an answer not the build's own first, then the log's line.
    QString accepted;
    if (given.isNone()) {
        parts << QuestionTr::tr("A cell is still to be added.");
    } else if (given.row != right.row || given.col != right.col) {
        m_lesson->explainCell(given.row, given.col);
        const RuleBook::Judgement judgement = judgeCell(index, given.row, given.col);
        parts << cellWords(judgement, given.row, given.col);
        if (!judgement.accepted())
            accepted = acceptedWords(right.question);
    }
    parts << QuestionTr::tr("Step %1 in the log: %2")
                 .arg(LocaleDigits::number(index + 1))
                 .arg(model->stepText(index));
    if (!accepted.isEmpty())
        parts << accepted;
    return LessonSentences::join(parts);
}

// The rule book's choice (RuleBook::IslandRules::practice).
std::optional<Question> IslandTeaching::practiceQuestion(int first, int end) const
{
    const auto chosen = IslandBuildRules(m_lesson->islandModel()).rules.practice(first, end);
    if (!chosen)
        return std::nullopt;
    return Question {chosen->after,
        chosen->ask == RuleBook::Ask::NextMove ? QuestionKind::NextMove : QuestionKind::NextCell};
}

// ---- You Are the Algorithm ----

void IslandTeaching::beginConstruct()
{
    m_stack.setScenario(m_lesson->islandModel()->scenario());
    m_stackRevision = m_lesson->islandModel()->scenarioRevision();
}

void IslandTeaching::seekStack(int index) const
{
    const IslandModel *model = m_lesson->islandModel();
    if (model->scenarioRevision() != m_stackRevision) {
        m_stack.setScenario(model->scenario());
        m_stackRevision = model->scenarioRevision();
    }
    m_stack.seek(model->stepList(), index);
}

int IslandTeaching::decisions() const
{
    return IslandBuildRules(m_lesson->islandModel()).rules.decisions();
}

RuleBook::Judgement IslandTeaching::judgeCell(int index, int row, int col) const
{
    seekStack(index);
    return IslandBuildRules(m_lesson->islandModel()).rules.judgeCell(index, row, col);
}

QString IslandTeaching::acceptedWords(const Question &question) const
{
    const IslandBuildRules build(m_lesson->islandModel());
    const auto key = build.rules.key(AnswerKey::ask(question.ask), question.after);
    if (!key || key->step < 0)
        return QString();
    // A seed may go on most of the map: the first few, and how many.
    constexpr int Shown = 8;
    QStringList cells;
    for (const RuleBook::Answer &answer : key->accepted) {
        if (cells.size() == Shown) {
            cells << QStringLiteral("…");
            break;
        }
        cells << cellText(answer.row, answer.col);
    }
    return QuestionTr::tr("Right: %n cell(s), %1", nullptr, int(key->accepted.size()))
        .arg(cells.join(QStringLiteral(", ")));
}

QString IslandTeaching::constructPrompt(int position, int count, QPoint) const
{
    return ConstructTr::tr("Step %1 of %2: what does the algorithm do now? Click the cell it adds "
                           "(or seeds), or choose a move. The Call Stack shows the current cell "
                           "and the island's size.")
        .arg(LocaleDigits::number(position + 1))
        .arg(LocaleDigits::number(count));
}

LessonTeaching::Verdict IslandTeaching::pickCell(int position, int row, int col)
{
    const RuleBook::Judgement judgement = judgeCell(position, row, col);
    if (judgement.accepted()) {
        return {Verdict::Right, position + 1,
            judgement.verdict == RuleBook::Verdict::Right ? QString()
                                                          : cellWords(judgement, row, col),
            QString()};
    }
    return {Verdict::Wrong, -1, cellWords(judgement, row, col),
        QStringLiteral("cell ") + cellText(row, col)};
}

// The rule book's reasons in words; `judgement` is on (row, col) and the call stack at its
// step.
QString IslandTeaching::cellWords(const RuleBook::Judgement &judgement, int row, int col) const
{
    const IslandModel *model = m_lesson->islandModel();
    const IslandStep step = model->step(std::max(judgement.step, 0));
    const auto &a = judgement.args;
    switch (judgement.reason) {
    case RuleBook::Reason::OtherSeed:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 could be the seed as well. The seed is drawn at "
                            "random; this build drew row %3, column %4, and goes on with it."),
            row, col)
            .arg(LocaleDigits::number(a[0]))
            .arg(LocaleDigits::number(a[1]));
    case RuleBook::Reason::OtherCandidate:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 is a candidate as well. Randomize shuffles the "
                            "candidates; this build tries row %3, column %4 first and goes on "
                            "with it."),
            row, col)
            .arg(LocaleDigits::number(a[0]))
            .arg(LocaleDigits::number(a[1]));
    case RuleBook::Reason::NoCellNow:
        return ConstructTr::tr("No cell is added now: %1.").arg(why(step, true));
    case RuleBook::Reason::NoCellAnyMore:
        return QuestionTr::tr("No step after this one adds a cell.");
    case RuleBook::Reason::CellFollows:
        return QuestionTr::tr("A cell is still to be added.");
    case RuleBook::Reason::NotBeside:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 is not beside the current cell (%3, %4): grow() "
                            "tries only the cells above, left, right and below it."),
            row, col)
            .arg(LocaleDigits::number(a[0]))
            .arg(LocaleDigits::number(a[1]));
    case RuleBook::Reason::AlreadyTried:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 was tried from (%3, %4) already and backtracked."),
            row, col)
            .arg(LocaleDigits::number(a[0]))
            .arg(LocaleDigits::number(a[1]));
    case RuleBook::Reason::NotFirst:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 is a candidate, but another comes first: "
                            "without randomize, grow() tries them up, left, right, down."),
            row, col);
    case RuleBook::Reason::OutOfMap:
    case RuleBook::Reason::Pit:
    case RuleBook::Reason::Land:
    case RuleBook::Reason::NeighbourLand: {
        const bool seed = step.kind == IslandStep::Seed;
        const QString refused
            = refusal(judgement, int(step.island), seed, model->scenario().islands.rule);
        return (seed ? ConstructTr::tr("Row %1, column %2 as the seed: %3")
                     : ConstructTr::tr("Row %1, column %2 as the next cell: %3"))
            .arg(LocaleDigits::number(row))
            .arg(LocaleDigits::number(col))
            .arg(refused);
    }
    default:
        break;
    }
    return QString();
}

LessonTeaching::Verdict IslandTeaching::chooseMove(
    int position, IslandStep::Kind kind, const MoveLabel &label)
{
    const IslandModel *model = m_lesson->islandModel();
    const IslandStep step = model->step(position);
    seekStack(position);
    if (IslandBuildRules(model).rules.judgeMove(position, kind).accepted())
        return {Verdict::Right, position + 1, QString(), QString()};
    return {Verdict::Wrong, -1,
        ConstructTr::tr("Not %1 now: %2.").arg(label(kind), why(step, true)),
        AnswerKey::moveName(kind)};
}

QString IslandTeaching::why(const IslandStep &step, bool clicked) const
{
    const int depth = m_stack.depth();
    switch (step.kind) {
    case IslandStep::Seed:
        return (clicked ? ConstructTr::tr("island %1 is next and needs a seed (click it)")
                        : ConstructTr::tr("island %1 is next and needs a seed"))
            .arg(LocaleDigits::number(step.island));
    case IslandStep::Add:
        if (depth > 0) {
            const IslandCallStack::Frame &frame = m_stack.frame(depth - 1);
            return (clicked
                    ? ConstructTr::tr(
                        "the current cell (%1, %2) still has a candidate to try (click it)")
                    : ConstructTr::tr("the current cell (%1, %2) still has a candidate to try"))
                .arg(LocaleDigits::number(frame.row))
                .arg(LocaleDigits::number(frame.col));
        }
        break;
    case IslandStep::Backtrack:
        return ConstructTr::tr("the current cell (%1, %2) has no candidate left to try")
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col));
    case IslandStep::Complete:
        return ConstructTr::tr("island %1 has its %n cell(s)", nullptr, m_stack.target(step.island))
            .arg(LocaleDigits::number(step.island));
    case IslandStep::Failed:
        switch (step.failure) {
        case IslandFailure::NoSeed:
            return ConstructTr::tr("no cell is left where island %1 could have its seed")
                .arg(LocaleDigits::number(step.island));
        case IslandFailure::Unreachable:
            return ConstructTr::tr("too little water is reachable from the seed of island %1")
                .arg(LocaleDigits::number(step.island));
        case IslandFailure::DeadEnd:
        case IslandFailure::None:
            return ConstructTr::tr("every path from the seed of island %1 dead-ended")
                .arg(LocaleDigits::number(step.island));
        }
        break;
    case IslandStep::AllDone:
        return ConstructTr::tr("every island has been built");
    case IslandStep::TooComplex:
        return ConstructTr::tr("the build has reached its step limit");
    }
    return QString();
}

std::optional<LessonTeaching::Hint> IslandTeaching::hint(int position, const MoveLabel &label) const
{
    const IslandStep step = m_lesson->islandModel()->step(position);
    if (!step.hasCell())
        return Hint {ConstructTr::tr("Hint: %1").arg(label(step.kind)), QPoint(-1, -1)};
    return Hint {ConstructTr::tr("Hint: %1 on row %2, column %3")
                     .arg(label(step.kind))
                     .arg(LocaleDigits::number(step.row))
                     .arg(LocaleDigits::number(step.col)),
        QPoint(int(step.col), int(step.row))};
}

QString IslandTeaching::expectedMove(int position) const
{
    const auto right = answer({position, QuestionKind::NextMove});
    if (!right)
        return QString();
    const IslandStep step = m_lesson->islandModel()->step(position);
    const bool cell = step.kind == IslandStep::Seed || step.kind == IslandStep::Add
        || step.kind == IslandStep::Backtrack;
    return AnswerKey::moveName(right->move)
        + (cell ? QStringLiteral(" ") + cellText(step.row, step.col) : QString());
}

// ---- Compare ----

int IslandTeaching::compareOverrides() const
{
    return CompareRule | CompareRandomize | FollowProgress;
}

// The other stage on the right, the rest the same: the document is left as it is.
CompareSettings IslandTeaching::compareDefaults(const Scenario &scenario) const
{
    const IslandRule other
        = scenario.islands.rule == IslandRule::Rule6a ? IslandRule::Rule6b : IslandRule::Rule6a;
    return CompareSettings {other, scenario.islands.randomize, scenario.seed,
        CompareSettings::Sync::StepNumber, std::nullopt};
}

void IslandTeaching::keepCompared(ScenarioDocument *document, const CompareSettings &settings) const
{
    IslandSettings islands = document->scenario().islands;
    islands.rule = settings.rule;
    islands.randomize = settings.randomize;
    document->setIslandSettings(islands);
}

std::vector<QPoint> IslandTeaching::finalDifferences(const Lesson &other) const
{
    const auto *islands = qobject_cast<const IslandLesson *>(&other);
    if (!islands)
        return {};
    return ::finalDifferences(*m_lesson->islandModel(), *islands->islandModel(),
        IslandModel::CellKindRole, IslandModel::IslandRole);
}

int IslandTeaching::positionByProgress(const Lesson &leader)
{
    const auto *islands = qobject_cast<const IslandLesson *>(&leader);
    const IslandModel *model = m_lesson->islandModel();
    if (!islands)
        return -1;
    if (m_progressOf != model->stepList() || m_progressCount != model->stepCount()) {
        m_progress.rebuild(*model);
        m_progressOf = model->stepList();
        m_progressCount = model->stepCount();
    }
    return m_progress.positionFor(*islands->islandModel());
}
