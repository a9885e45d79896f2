// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answerkey.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QVector>

#include <functional>

// The room's answers, question by question: one answer per student per question, never
// counted twice; what Reveal found right; the class results as CSV (one row per question, no
// token, name or address). A student is known by a salted hash of the page's random token
// (studentKey()), never by the token itself, so that the class's journal holds no token.
class ClassTally
{
public:
    struct Count
    {
        QString text; // as the answer key writes it: "ADD", "(3, 15)", "(4, 7) t1 r2", "none"
        ::Answer answer;
        int count = 0;
        bool accepted = false; // after Reveal
    };
    struct Round
    {
        Question question;
        QVector<Count> counts; // in the order the answers first came
        QHash<QString, int> byStudent; // student key -> index in counts
        bool revealed = false;
        int answered() const { return int(byStudent.size()); }
        int right() const;
        double rightShare() const;
    };

    // A new question; its number.
    int open(const Question &question);
    // Whether record() would count the student's answer to round `number` (false: answered
    // already, no such round, revealed).
    bool takes(int number, const QString &student) const;
    // Whether the student's answer counted, as takes() says.
    bool record(int number, const QString &student, const ::Answer &answer);
    bool hasAnswered(int number, const QString &student) const;
    const Round *round(int number) const;
    int roundCount() const { return int(m_rounds.size()); }
    // Marks the answers `accepts` accepts; the round takes no answer after it.
    void reveal(int number, const std::function<bool(const ::Answer &)> &accepts);
    // The student's answer to round `number` (nullptr: none).
    const Count *answerOf(int number, const QString &student) const;

    QString csv() const;
    bool writeCsv(const QString &fileName, QString *error) const;
    void clear() { m_rounds.clear(); }

    static QString answerText(const ::Answer &answer);
    // The student a page's token stands for in a class with this `salt`: SHA-256 of the
    // salt and the token, in hexadecimal.
    static QString studentKey(const QByteArray &salt, const QString &token);
    // A new class's salt, from the system's secure generator.
    static QByteArray newSalt();

private:
    QVector<Round> m_rounds;
};
