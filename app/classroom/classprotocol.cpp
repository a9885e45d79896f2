// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classprotocol.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace ClassProtocol {

namespace {

// A whole number in [low, high], or nothing.
std::optional<int> integer(const QJsonValue &value, int low, int high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number != double(qint64(number)) || number < low || number > high)
        return std::nullopt;
    return int(number);
}

bool tokenCharacters(const QString &token)
{
    for (const QChar c : token) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z')
            || (u >= u'0' && u <= u'9') || u == u'-' || u == u'_';
        if (!ok)
            return false;
    }
    return true;
}

// An answer object (`A`) into `message`'s move or cell, tile and turns; false when it is none.
bool readAnswer(const QJsonValue &answer, ClientMessage *message)
{
    if (!answer.isObject())
        return false;
    const QJsonObject given = answer.toObject();
    if (given.contains(QLatin1String("move"))) {
        const auto move = integer(given.value(QLatin1String("move")), 0, 255);
        if (!move || given.size() != 1)
            return false;
        message->move = *move;
        return true;
    }
    const auto row = integer(given.value(QLatin1String("row")), -1, 1 << 20);
    if (!row)
        return false;
    message->row = *row;
    if (*row < 0)
        return true;
    const auto col = integer(given.value(QLatin1String("col")), 0, 1 << 20);
    if (!col)
        return false;
    message->col = *col;
    if (given.contains(QLatin1String("tile"))) {
        const auto tile = integer(given.value(QLatin1String("tile")), 0, 1 << 20);
        const auto turns = integer(given.value(QLatin1String("turns")), 0, 3);
        if (!tile || !turns)
            return false;
        message->tile = *tile;
        message->turns = *turns;
    }
    return true;
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

ClientMessage parse(const QByteArray &text)
{
    ClientMessage message;
    if (text.size() > MaxMessageBytes)
        return message;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return message;
    const QJsonObject object = document.object();
    const QString type = object.value(QLatin1String("type")).toString();
    if (type == QLatin1String("join")) {
        const QJsonValue code = object.value(QLatin1String("code"));
        const QJsonValue token = object.value(QLatin1String("token"));
        if (!code.isString() || !token.isString())
            return message;
        const QString tokenText = token.toString();
        if (tokenText.size() < MinTokenLength || tokenText.size() > MaxTokenLength
            || !tokenCharacters(tokenText) || code.toString().size() > 16)
            return message;
        message.code = code.toString();
        message.token = tokenText;
        message.type = ClientMessage::Join;
        return message;
    }
    if (type == QLatin1String("answer")) {
        const auto question = integer(object.value(QLatin1String("question")), 0, 1 << 30);
        if (!question || !readAnswer(object.value(QLatin1String("answer")), &message))
            return message;
        message.question = *question;
        message.type = ClientMessage::Answer;
    }
    return message;
}

std::optional<::Answer> answerOf(
    const ClientMessage &message, const Question &question, int rows, int cols, int tiles)
{
    ::Answer answer;
    answer.question = question;
    if (question.ask == QuestionKind::NextMove) {
        if (message.move < IslandStep::Seed || message.move > IslandStep::TooComplex)
            return std::nullopt;
        answer.move = IslandStep::Kind(message.move);
        return answer;
    }
    if (message.move >= 0 || message.row < -1)
        return std::nullopt;
    if (message.row == -1)
        return answer; // none any more
    if (message.row >= rows || message.col < 0 || message.col >= cols)
        return std::nullopt;
    answer.row = message.row;
    answer.col = message.col;
    if (question.ask == QuestionKind::NextPlace) {
        if (message.tile < 0 || message.tile >= tiles)
            return std::nullopt;
        answer.templateIndex = message.tile;
        answer.rotation = message.turns;
    } else if (message.tile >= 0) {
        return std::nullopt;
    }
    return answer;
}

QJsonObject answerObject(const ::Answer &answer)
{
    if (answer.question.ask == QuestionKind::NextMove)
        return {{QLatin1String("move"), int(answer.move)}};
    if (answer.isNone())
        return {{QLatin1String("row"), -1}};
    QJsonObject given {{QLatin1String("row"), answer.row}, {QLatin1String("col"), answer.col}};
    if (answer.question.ask == QuestionKind::NextPlace) {
        given.insert(QLatin1String("tile"), answer.templateIndex);
        given.insert(QLatin1String("turns"), answer.rotation);
    }
    return given;
}

std::optional<::Answer> answerOf(const QJsonValue &given, const Question &question)
{
    ClientMessage message;
    if (!readAnswer(given, &message))
        return std::nullopt;
    constexpr int Any = 1 << 30;
    return answerOf(message, question, Any, Any, Any);
}

QByteArray refused()
{
    return compact({{QLatin1String("type"), QLatin1String("refused")}});
}

QByteArray full()
{
    return compact({{QLatin1String("type"), QLatin1String("full")}});
}

QByteArray deviceFull()
{
    return compact({{QLatin1String("type"), QLatin1String("device")},
        {QLatin1String("limit"), MaxTokensPerAddress}});
}

QByteArray paused(int seconds)
{
    return compact(
        {{QLatin1String("type"), QLatin1String("paused")}, {QLatin1String("seconds"), seconds}});
}

QByteArray moved()
{
    return compact({{QLatin1String("type"), QLatin1String("moved")}});
}

QByteArray state(quint64 seed, int step, int steps)
{
    return compact({{QLatin1String("type"), QLatin1String("state")},
        {QLatin1String("seed"), QString::number(seed)}, {QLatin1String("step"), step},
        {QLatin1String("steps"), steps}});
}

QByteArray work(const IslandSettings *islands, const QString &pits)
{
    QJsonValue settings;
    if (islands) {
        settings = QJsonObject {{QLatin1String("count"), islands->count},
            {QLatin1String("min"), islands->min}, {QLatin1String("max"), islands->max},
            {QLatin1String("rule"), ruleName(islands->rule)},
            {QLatin1String("randomize"), islands->randomize},
            {QLatin1String("stepLimit"), islands->stepLimit}};
    }
    return compact({{QLatin1String("type"), QLatin1String("work")},
        {QLatin1String("islands"), settings}, {QLatin1String("pits"), pits}});
}

QByteArray ask(int number, const Question &question, bool answered)
{
    return compact({{QLatin1String("type"), QLatin1String("ask")},
        {QLatin1String("question"), number}, {QLatin1String("ask"), questionKindName(question.ask)},
        {QLatin1String("after"), question.after}, {QLatin1String("answered"), answered}});
}

QByteArray received(int number)
{
    return compact(
        {{QLatin1String("type"), QLatin1String("received")}, {QLatin1String("question"), number}});
}

QByteArray reveal(int number, const QString &verdict, const QString &why, double share)
{
    return compact({{QLatin1String("type"), QLatin1String("reveal")},
        {QLatin1String("question"), number}, {QLatin1String("verdict"), verdict},
        {QLatin1String("why"), why}, {QLatin1String("share"), share}});
}

QByteArray reload()
{
    return compact({{QLatin1String("type"), QLatin1String("reload")}});
}

QByteArray end()
{
    return compact({{QLatin1String("type"), QLatin1String("end")}});
}

} // namespace ClassProtocol
