// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "answerkey.h"

QString AnswerKey::moveName(IslandStep::Kind kind)
{
    switch (kind) {
    case IslandStep::Seed:
        return QStringLiteral("SEED");
    case IslandStep::Add:
        return QStringLiteral("ADD");
    case IslandStep::Backtrack:
        return QStringLiteral("BACKTRACK");
    case IslandStep::Complete:
        return QStringLiteral("COMPLETE");
    case IslandStep::Failed:
        return QStringLiteral("FAILED");
    case IslandStep::AllDone:
        return QStringLiteral("DONE");
    case IslandStep::TooComplex:
        return QStringLiteral("TOO COMPLEX");
    }
    return QString();
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
