// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerkey.h"

QString AnswerKey::moveName(IslandStep::Kind kind)
{
    return QString::fromLatin1(RuleBook::moveName(kind));
}

QString Answer::text(const Scenario &scenario) const
{
    QString text = questionKindName(question.ask) + QLatin1Char(' ');
    if (question.ask == QuestionKind::NextMove)
        return text + AnswerKey::moveName(move);
    if (isNone())
        return text + QStringLiteral("none");
    text += QStringLiteral("(%1, %2)").arg(row).arg(col);
    if (question.ask == QuestionKind::NextPlace) {
        const QString name = templateIndex >= 0 && templateIndex < scenario.dungeon.tiles.size()
            ? scenario.dungeon.tiles[templateIndex].name
            : QString::number(templateIndex);
        text += QStringLiteral(" %1 %2").arg(name).arg(rotation);
    }
    return text;
}

RuleBook::Ask AnswerKey::ask(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::NextMove:
        return RuleBook::Ask::NextMove;
    case QuestionKind::NextCell:
        return RuleBook::Ask::NextCell;
    case QuestionKind::NextPlace:
        break;
    }
    return RuleBook::Ask::NextPlace;
}

RuleBook::Answer AnswerKey::toRuleBook(const Answer &answer)
{
    RuleBook::Answer given;
    given.move = answer.move;
    given.row = answer.row;
    given.col = answer.col;
    given.templateIndex = answer.templateIndex;
    given.rotation = answer.rotation;
    if (answer.question.ask != QuestionKind::NextPlace)
        given.templateIndex = -1;
    if (answer.row < 0)
        given.col = -1;
    return given;
}

Answer AnswerKey::fromRuleBook(const Question &question, const RuleBook::Answer &answer)
{
    Answer result;
    result.question = question;
    result.move = answer.move;
    result.row = answer.row;
    result.col = answer.col;
    result.templateIndex = answer.templateIndex;
    result.rotation = answer.rotation;
    return result;
}

QString AnswerKey::acceptedText(
    const Scenario &scenario, const Question &question, const RuleBook::Key &key)
{
    QString text;
    for (const RuleBook::Answer &answer : key.accepted) {
        const QString one = fromRuleBook(question, answer).text(scenario);
        // The kind is named once, before the first answer.
        text += text.isEmpty() ? one : QStringLiteral("; ") + one.section(QLatin1Char(' '), 1);
    }
    return text;
}

namespace {

template <typename Rules>
QStringList keyLines(const Scenario &scenario, std::size_t count,
    const typename Rules::StepAt &stepAt, bool accepted)
{
    const World world = scenario;
    const Rules rules(world, count, stepAt);
    QStringList lines;
    for (const Question &question : scenario.questions) {
        const RuleBook::Ask ask = AnswerKey::ask(question.ask);
        const auto own = Rules::own(ask, question.after, count, stepAt);
        if (!own)
            continue;
        const QString text = accepted
            ? AnswerKey::acceptedText(scenario, question, *rules.key(ask, question.after))
            : AnswerKey::fromRuleBook(question, *own).text(scenario);
        lines.append(QStringLiteral("after %1: ").arg(question.after) + text);
    }
    return lines;
}

} // namespace

QStringList AnswerKey::islandLines(const Scenario &scenario, std::size_t count,
    const RuleBook::IslandRules::StepAt &stepAt, bool accepted)
{
    return keyLines<RuleBook::IslandRules>(scenario, count, stepAt, accepted);
}

QStringList AnswerKey::dungeonLines(const Scenario &scenario, std::size_t count,
    const RuleBook::DungeonRules::StepAt &stepAt, bool accepted)
{
    return keyLines<RuleBook::DungeonRules>(scenario, count, stepAt, accepted);
}

int AnswerKey::islandDecisions(
    const Scenario &scenario, std::size_t count, const RuleBook::IslandRules::StepAt &stepAt)
{
    const World world = scenario;
    return RuleBook::IslandRules(world, count, stepAt).decisions();
}

int AnswerKey::dungeonDecisions(
    const Scenario &scenario, std::size_t count, const RuleBook::DungeonRules::StepAt &stepAt)
{
    const World world = scenario;
    return RuleBook::DungeonRules(world, count, stepAt).decisions();
}
