// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeonteaching.h"

#include "localedigits.h"

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

int DungeonTeaching::rejection(int place, int templateIndex, int rotation) const
{
    const DungeonModel *model = m_lesson->dungeonModel();
    const QVector<DungeonTile> &tiles = m_document->scenario().dungeon.tiles;
    const DungeonStep placed = model->step(place);
    const std::uint8_t chosen = DungeonTiles::rotate(tiles.value(templateIndex).doors, rotation);
    // The cell's rejections run straight before its Place.
    for (int i = place - 1; i >= 0; --i) {
        const DungeonStep step = model->step(i);
        if (step.kind != DungeonStep::Reject || step.row != placed.row || step.col != placed.col)
            break;
        if (step.mask == chosen)
            return i;
    }
    return -1;
}

bool DungeonTeaching::accepts(const Answer &right, const Answer &given) const
{
    if (right == given)
        return true;
    if (right.isNone() || given.row != right.row || given.col != right.col
        || given.templateIndex < 0
        || given.templateIndex >= m_document->scenario().dungeon.tiles.size())
        return false;
    const int place = nextPlace(right.question.after);
    return place >= 0 && rejection(place, given.templateIndex, given.rotation) < 0;
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
    QStringList parts;
    parts << QuestionTr::tr("Step %1 in the log: %2")
                 .arg(LocaleDigits::number(place + 1))
                 .arg(model->stepText(place));
    if (rejected > 0)
        parts << QuestionTr::tr(
            "%n candidate(s) were rejected on that cell before this one fit.", nullptr, rejected);
    if (given.isNone()) {
        parts << QuestionTr::tr("A tile is still to be placed.");
    } else if (given.row != right.row || given.col != right.col) {
        const DungeonModel::CellReport report = model->inspect(given.row, given.col);
        parts << (report.pit    ? QuestionTr::tr("Your cell is a pit.")
                : report.filled ? QuestionTr::tr("Your cell has a tile already.")
                : report.queued
                ? QuestionTr::tr("Your cell waits in the fill queue; the cell at its front comes "
                                 "first.")
                : QuestionTr::tr("Your cell is not in the fill queue: only cells beside an open "
                                 "door join it."));
    } else if (given != right) {
        const int rejectedAt = rejection(place, given.templateIndex, given.rotation);
        if (rejectedAt >= 0) {
            parts << ConstructTr::tr("That tile does not fit on row %1, column %2: %3")
                         .arg(LocaleDigits::number(right.row))
                         .arg(LocaleDigits::number(right.col))
                         .arg(model->stepText(rejectedAt));
        } else {
            parts << ConstructTr::tr("That tile fits as well. One valid candidate is drawn at "
                                     "random; this build drew %1 turned %n quarter turn(s) and "
                                     "goes on with it.",
                nullptr, right.rotation)
                         .arg(m_document->scenario()
                                  .dungeon.tiles.value(right.templateIndex)
                                  .displayName());
        }
    }
    return LessonSentences::join(parts);
}

// The next placement, while no rejection has already named its cell.
std::optional<Question> DungeonTeaching::practiceQuestion(int first, int end) const
{
    const DungeonModel *model = m_lesson->dungeonModel();
    for (int p = first; p < end; ++p) {
        if (model->step(p - 1).kind != DungeonStep::Reject
            && !answer({p, QuestionKind::NextPlace})->isNone())
            return Question {p, QuestionKind::NextPlace};
    }
    return std::nullopt;
}

// ---- You Are the Algorithm ----

// The first step of the next cell taken from the queue: its first rejection or its Place.
int DungeonTeaching::decisionFrom(int index) const
{
    const DungeonModel *model = m_lesson->dungeonModel();
    for (int i = index; i < model->stepCount(); ++i) {
        const DungeonStep step = model->step(i);
        const bool first = i == 0 || model->step(i - 1).kind != DungeonStep::Reject;
        if (first && (step.kind == DungeonStep::Reject || step.fromQueue()))
            return i;
    }
    return model->stepCount();
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
    const int place = nextPlace(position);
    if (place < 0)
        return {Verdict::Wrong, -1, ConstructTr::tr("No tile is placed any more."), given};
    const DungeonStep step = m_lesson->dungeonModel()->step(place);
    if (step.row == row && step.col == col)
        return {Verdict::ChooseTile, place, QString(), QString()};
    return {Verdict::Wrong, -1, whyNotCell(row, col), given};
}

// The reasons the tile-connection inspector's data give, as the questions explain them.
QString DungeonTeaching::whyNotCell(int row, int col) const
{
    const DungeonModel::CellReport report = m_lesson->dungeonModel()->inspect(row, col);
    const QString reason = report.pit ? ConstructTr::tr("Row %1, column %2 is a pit.")
        : report.filled               ? ConstructTr::tr("Row %1, column %2 has a tile already.")
        : report.queued
        ? ConstructTr::tr("Row %1, column %2 waits in the fill queue; the cell at its front comes "
                          "first.")
        : ConstructTr::tr("Row %1, column %2 is not in the fill queue: only cells beside an open "
                          "door join it.");
    return reason.arg(LocaleDigits::number(row)).arg(LocaleDigits::number(col));
}

LessonTeaching::Verdict DungeonTeaching::chooseTile(
    int position, QPoint picked, int templateIndex, int rotation)
{
    const DungeonModel *model = m_lesson->dungeonModel();
    const QVector<DungeonTile> &tiles = m_document->scenario().dungeon.tiles;
    const int place = nextPlace(position);
    if (picked.x() < 0 || place < 0 || templateIndex < 0 || templateIndex >= tiles.size())
        return {};
    const DungeonStep step = model->step(place);
    if (step.row != picked.y() || step.col != picked.x())
        return {}; // playback moved since the cell was picked
    const QString given = QStringLiteral("place %1 %2 %3")
                              .arg(cellText(step.row, step.col), tiles[templateIndex].name)
                              .arg(rotation);
    const int rejectedAt = rejection(place, templateIndex, rotation);
    if (rejectedAt >= 0) {
        return {Verdict::Wrong, -1,
            ConstructTr::tr("That tile does not fit on row %1, column %2: %3")
                .arg(LocaleDigits::number(step.row))
                .arg(LocaleDigits::number(step.col))
                .arg(model->stepText(rejectedAt)),
            given};
    }
    QString note;
    const std::uint8_t chosen = DungeonTiles::rotate(tiles[templateIndex].doors, rotation);
    const std::uint8_t placed
        = DungeonTiles::rotate(tiles.value(step.templateIndex()).doors, step.rotation());
    if (chosen != placed) {
        note = ConstructTr::tr("That tile fits as well. One valid candidate is drawn at random; "
                               "this build drew %1 turned %n quarter turn(s) and goes on with it.",
            nullptr, step.rotation())
                   .arg(tiles.value(step.templateIndex()).displayName());
    }
    return {Verdict::Right, decisionFrom(place + 1), note, given};
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
