// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonteaching.h"

#include "localedigits.h"

#include "buildrules.h"
#include "dungeonlesson.h"
#include "dungeonmodel.h"
#include "dungeontiles.h"
#include "finaldifferences.h"
#include "lessonsentences.h"
#include "scenariodocument.h"

#include <QCoreApplication>

namespace {
// The coaches' and Compare's words, in their translation contexts.
struct QuestionTr
{
    Q_DECLARE_TR_FUNCTIONS(QuestionCoach)
};
struct ConstructTr
{
    Q_DECLARE_TR_FUNCTIONS(ConstructCoach)
};
struct CompareTr
{
    Q_DECLARE_TR_FUNCTIONS(CompareMode)
};

QString cellText(int row, int col)
{
    return QStringLiteral("(%1, %2)").arg(row).arg(col);
}

using DungeonBuildRules = BuildRules<RuleBook::DungeonRules, DungeonModel>;
}

DungeonTeaching::DungeonTeaching(DungeonLesson *lesson, ScenarioDocument *document)
    : m_lesson(lesson)
    , m_document(document)
{ }

// ---- Questions ----

bool DungeonTeaching::asks(QuestionKind kind) const
{
    return Question::belongsTo(kind, MapMode::Dungeon);
}

std::optional<Answer> DungeonTeaching::answer(const Question &question) const
{
    const DungeonModel *model = m_lesson->dungeonModel();
    return AnswerKey::dungeon(question, std::size_t(model->stepCount()),
        [model](std::size_t i) { return model->step(int(i)); });
}

int DungeonTeaching::nextPlace(int index) const
{
    const DungeonModel *model = m_lesson->dungeonModel();
    for (int i = std::max(index, 0); i < model->stepCount(); ++i) {
        if (model->step(i).kind == DungeonStep::Place)
            return i;
    }
    return -1;
}

RuleBook::Judgement DungeonTeaching::judge(
    int position, int row, int col, int templateIndex, int rotation) const
{
    const DungeonBuildRules build(m_lesson->dungeonModel());
    return templateIndex < 0 ? build.rules.judgeCell(position, row, col)
                             : build.rules.judgeTile(position, row, col, templateIndex, rotation);
}

bool DungeonTeaching::accepts(const Answer &right, const Answer &given) const
{
    const DungeonBuildRules build(m_lesson->dungeonModel());
    const auto key = build.rules.key(AnswerKey::ask(right.question.ask), right.question.after);
    return key && build.rules.judge(*key, AnswerKey::toRuleBook(given)).accepted();
}

// The cells the rule book accepts for the next placement: the queued cell at the front, or
// any open cell the start or end room could be drawn on.
bool DungeonTeaching::acceptsCell(const Answer &right, int row, int col) const
{
    return !right.isNone() && judge(right.question.after, row, col, -1, 0).accepted();
}

QString DungeonTeaching::answerText(const Answer &right) const
{
    if (right.isNone())
        return QuestionTr::tr("no cell any more");
    const QString name
        = m_document->scenario().dungeon.tiles.value(right.templateIndex).displayName();
    return QuestionTr::tr(
        "%1 turned %n quarter turn(s) on row %2, column %3", nullptr, right.rotation)
        .arg(name)
        .arg(LocaleDigits::number(right.row))
        .arg(LocaleDigits::number(right.col));
}

QPoint DungeonTeaching::answerCell(const Answer &right) const
{
    return right.isNone() ? QPoint(-1, -1) : QPoint(right.col, right.row);
}

// The log's words for the placement, how many candidates its cell rejected first, and
// the tile-connection inspector's data (queue, pit, tile) for a cell picked wrongly.
QString DungeonTeaching::explanation(const Answer &right, const Answer &given) const
{
    if (right.isNone())
        return QuestionTr::tr("No step after this one adds a cell.");
    const DungeonModel *model = m_lesson->dungeonModel();
    const int after = right.question.after;
    const int place = nextPlace(after);
    int rejected = 0;
    for (int i = after; i < place; ++i) {
        const DungeonStep step = model->step(i);
        rejected
            += step.kind == DungeonStep::Reject && step.row == right.row && step.col == right.col
            ? 1
            : 0;
    }
    // The rule book's reason for an answer not the build's own, then the log's line.
    QStringList parts;
    if (given.isNone()) {
        parts << QuestionTr::tr("A tile is still to be placed.");
    } else if (given != right) {
        const RuleBook::Judgement judgement
            = judge(after, given.row, given.col, given.templateIndex, given.rotation);
        switch (judgement.reason) {
        case RuleBook::Reason::Pit:
            parts << QuestionTr::tr("Your cell is a pit.");
            break;
        case RuleBook::Reason::Filled:
            parts << QuestionTr::tr("Your cell has a tile already.");
            break;
        case RuleBook::Reason::Queued:
            parts << QuestionTr::tr("Your cell waits in the fill queue; the cell at its front "
                                    "comes first.");
            break;
        case RuleBook::Reason::NotQueued:
            parts << QuestionTr::tr("Your cell is not in the fill queue: only cells beside an "
                                    "open door join it.");
            break;
        default:
            if (const QString note = words(judgement, given.row, given.col); !note.isEmpty())
                parts << note;
            break;
        }
    }
    parts << QuestionTr::tr("Step %1 in the log: %2")
                 .arg(LocaleDigits::number(place + 1))
                 .arg(model->stepText(place));
    if (rejected > 0)
        parts << QuestionTr::tr(
            "%n candidate(s) were rejected on that cell before this one fit.", nullptr, rejected);
    return LessonSentences::join(parts);
}

// The rule book's choice (RuleBook::DungeonRules::practice).
std::optional<Question> DungeonTeaching::practiceQuestion(int first, int end) const
{
    const auto chosen = DungeonBuildRules(m_lesson->dungeonModel()).rules.practice(first, end);
    if (!chosen)
        return std::nullopt;
    return Question {chosen->after, QuestionKind::NextPlace};
}

// ---- You Are the Algorithm ----

// The rule book's (RuleBook::DungeonRules::decisionFrom).
int DungeonTeaching::decisionFrom(int index) const
{
    return DungeonBuildRules(m_lesson->dungeonModel()).rules.decisionFrom(index);
}

int DungeonTeaching::decisions() const
{
    return DungeonBuildRules(m_lesson->dungeonModel()).rules.decisions();
}

QString DungeonTeaching::constructPrompt(int position, int count, QPoint picked) const
{
    if (picked.x() < 0) {
        return ConstructTr::tr("Step %1 of %2: click the cell that gets the next tile.")
            .arg(LocaleDigits::number(position + 1))
            .arg(LocaleDigits::number(count));
    }
    return ConstructTr::tr(
        "Which tile, turned how, goes on row %1, column %2? Choose it and press Place.")
        .arg(LocaleDigits::number(picked.y()))
        .arg(LocaleDigits::number(picked.x()));
}

LessonTeaching::Verdict DungeonTeaching::pickCell(int position, int row, int col)
{
    const QString given = QStringLiteral("cell ") + cellText(row, col);
    const RuleBook::Judgement judgement = judge(position, row, col, -1, 0);
    if (judgement.accepted())
        return {Verdict::ChooseTile, judgement.step, QString(), QString()};
    return {Verdict::Wrong, -1, words(judgement, row, col), given};
}

// The rule book's reasons in words, as the tile-connection inspector's data and the log
// give them.
QString DungeonTeaching::words(const RuleBook::Judgement &judgement, int row, int col) const
{
    const DungeonModel *model = m_lesson->dungeonModel();
    const QVector<DungeonTile> &tiles = m_document->scenario().dungeon.tiles;
    const auto &a = judgement.args;
    switch (judgement.reason) {
    case RuleBook::Reason::NoCellAnyMore:
        return ConstructTr::tr("No tile is placed any more.");
    case RuleBook::Reason::OutOfMap:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 is outside the map."), row, col);
    case RuleBook::Reason::Pit:
        return LocaleDigits::cell(ConstructTr::tr("Row %1, column %2 is a pit."), row, col);
    case RuleBook::Reason::Filled:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 has a tile already."), row, col);
    case RuleBook::Reason::Queued:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 waits in the fill queue; the cell at its front "
                            "comes first."),
            row, col);
    case RuleBook::Reason::NotQueued:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 is not in the fill queue: only cells beside an "
                            "open door join it."),
            row, col);
    case RuleBook::Reason::IsStart:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 is the start; the end goes on another open cell."),
            row, col);
    case RuleBook::Reason::NotBigRoom:
        return ConstructTr::tr("The start and the end get the big room (%1).")
            .arg(tiles.value(a[0]).displayName());
    case RuleBook::Reason::OtherStart:
    case RuleBook::Reason::OtherEnd:
        return LocaleDigits::cell(
            ConstructTr::tr("Row %1, column %2 could be drawn as well; this build drew row %3, "
                            "column %4, and goes on with it."),
            row, col)
            .arg(LocaleDigits::number(a[0]))
            .arg(LocaleDigits::number(a[1]));
    case RuleBook::Reason::Rejected: {
        const DungeonStep placed = model->step(judgement.step);
        return ConstructTr::tr("That tile does not fit on row %1, column %2: %3")
            .arg(LocaleDigits::number(placed.row))
            .arg(LocaleDigits::number(placed.col))
            .arg(model->stepText(a[1]));
    }
    case RuleBook::Reason::OtherTile:
        return ConstructTr::tr("That tile fits as well. One valid candidate is drawn at random; "
                               "this build drew %1 turned %n quarter turn(s) and goes on with it.",
            nullptr, a[1])
            .arg(tiles.value(a[0]).displayName());
    default:
        break;
    }
    return QString();
}

LessonTeaching::Verdict DungeonTeaching::chooseTile(
    int position, QPoint picked, int templateIndex, int rotation)
{
    const QVector<DungeonTile> &tiles = m_document->scenario().dungeon.tiles;
    if (picked.x() < 0 || templateIndex < 0 || templateIndex >= tiles.size())
        return {};
    const RuleBook::Judgement cell = judge(position, picked.y(), picked.x(), -1, 0);
    if (!cell.accepted())
        return {}; // playback moved since the cell was picked
    const QString given = QStringLiteral("place %1 %2 %3")
                              .arg(cellText(picked.y(), picked.x()), tiles[templateIndex].name)
                              .arg(rotation);
    const RuleBook::Judgement judgement
        = judge(position, picked.y(), picked.x(), templateIndex, rotation);
    const QString note = judgement.verdict == RuleBook::Verdict::Right
        ? QString()
        : words(judgement, picked.y(), picked.x());
    if (!judgement.accepted())
        return {Verdict::Wrong, -1, note, given};
    return {Verdict::Right, decisionFrom(judgement.step + 1), note, given};
}

std::optional<LessonTeaching::Hint> DungeonTeaching::hint(int position, const MoveLabel &) const
{
    const int place = nextPlace(position);
    if (place < 0)
        return std::nullopt;
    const DungeonStep step = m_lesson->dungeonModel()->step(place);
    return Hint {
        ConstructTr::tr(
            "Hint: %1 turned %n quarter turn(s) on row %2, column %3", nullptr, step.rotation())
            .arg(m_document->scenario().dungeon.tiles.value(step.templateIndex()).displayName())
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col)),
        QPoint(int(step.col), int(step.row))};
}

QString DungeonTeaching::expectedMove(int position) const
{
    const auto right = answer({position, QuestionKind::NextPlace});
    if (!right || right->isNone())
        return QString();
    // The answer key's text less its question: "place (4, 7) hall 1".
    return QStringLiteral("place ")
        + right->text(m_document->scenario()).section(QLatin1Char(' '), 1);
}

// ---- Compare ----

// The same world without the last template that is not the big room: what it adds.
CompareSettings DungeonTeaching::compareDefaults(const Scenario &scenario) const
{
    CompareSettings settings {IslandRule::Rule6b, scenario.islands.randomize, scenario.seed,
        CompareSettings::Sync::StepNumber, std::nullopt};
    QVector<DungeonTile> tiles = scenario.dungeon.tiles;
    const int bigRoom = DungeonSettings::bigRoomIndex(tiles);
    for (int t = int(tiles.size()) - 1; t >= 0; --t) {
        if (t != bigRoom) {
            tiles.removeAt(t);
            settings.tiles = tiles;
            break;
        }
    }
    return settings;
}

void DungeonTeaching::keepCompared(
    ScenarioDocument *document, const CompareSettings &settings) const
{
    if (settings.tiles)
        document->setTiles(*settings.tiles, CompareTr::tr("Stop comparing"));
}

std::vector<QPoint> DungeonTeaching::finalDifferences(const Lesson &other) const
{
    const auto *dungeon = qobject_cast<const DungeonLesson *>(&other);
    if (!dungeon)
        return {};
    return ::finalDifferences(*m_lesson->dungeonModel(), *dungeon->dungeonModel(),
        DungeonModel::DoorsRole, DungeonModel::TemplateRole);
}
