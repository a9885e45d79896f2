// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answerkey.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

// The live class's messages (docs/classroom.md): JSON text frames between the workbench
// and the students' pages. What a student sends is read only through parse(), which takes
// nothing it does not know: a message over MaxMessageBytes, not an object, of an unknown
// type or with a field of the wrong kind is invalid and dropped.
namespace ClassProtocol {

constexpr int MaxMessageBytes = 1024;
constexpr int MaxMessagesPerSecond = 20;
constexpr int MaxStudents = 500;
// Students one network address may bring in: a reload and a second tab fit, a script
// minting tokens does not (docs/classroom.md: one answer per student).
constexpr int MaxTokensPerAddress = 4;
// A token is the page's random identity for one class (sessionStorage/localStorage): it
// keeps one answer per student per question across a reconnect and is never stored.
constexpr int MinTokenLength = 16;
constexpr int MaxTokenLength = 64;

struct ClientMessage
{
    enum Type { Invalid, Join, Answer };
    Type type = Invalid;
    QString code; // join
    QString token; // join
    int question = -1; // answer: the question's number in this class
    // answer: a move (next-move), or a cell (-1: none), with a tile and turns (next-place)
    int move = -1;
    int row = -2;
    int col = -1;
    int tile = -1;
    int turns = 0;
};

ClientMessage parse(const QByteArray &text);

// A student's answer to `question`, or nullopt when it does not fit the question (a move
// of no kind, a cell off the map, a tile of no template).
std::optional<::Answer> answerOf(
    const ClientMessage &message, const Question &question, int rows, int cols, int tiles);

// An answer as an answer message carries it (`A` in docs/classroom.md: {"move":K},
// {"row":R,"col":C}, {"row":R,"col":C,"tile":T,"turns":Q} or {"row":-1}), the form the
// class's journal keeps it in; and back, read as parse() reads a student's, for `question`
// on a map of any size (nullopt when it does not fit).
QJsonObject answerObject(const ::Answer &answer);
std::optional<::Answer> answerOf(const QJsonValue &given, const Question &question);

// The workbench's messages.
QByteArray refused(); // wrong join code
QByteArray full(); // MaxStudents joined already
QByteArray deviceFull(); // this address brought in MaxTokensPerAddress students already
QByteArray paused(int seconds); // too many wrong codes from this address: wait
QByteArray moved(); // the student joined again on another socket (another tab): this one closes
QByteArray state(quint64 seed, int step, int steps);
// The lecturer's island settings (none: a dungeon) and pits: `pits` in the page's compact
// form, the cells where they differ from the page's lesson.
QByteArray work(const IslandSettings *islands, const QString &pits);
QByteArray ask(int number, const Question &question, bool answered);
// The student's answer to question `number` is counted and written down.
QByteArray received(int number);
QByteArray reveal(int number, const QString &verdict, const QString &why, double share);
QByteArray reload();
QByteArray end();

} // namespace ClassProtocol
