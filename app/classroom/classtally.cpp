// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classtally.h"

#include "atomicfile.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <algorithm>

int ClassTally::Round::right() const
{
    int right = 0;
    for (const Count &count : counts) {
        if (count.accepted)
            right += count.count;
    }
    return right;
}

double ClassTally::Round::rightShare() const
{
    return answered() ? double(right()) / answered() : 0.0;
}

QString ClassTally::answerText(const ::Answer &answer)
{
    return QString::fromStdString(
        RuleBook::answerText(AnswerKey::ask(answer.question.ask), AnswerKey::toRuleBook(answer)));
}

int ClassTally::open(const Question &question)
{
    Round round;
    round.question = question;
    m_rounds.append(round);
    return int(m_rounds.size()) - 1;
}

QString ClassTally::studentKey(const QByteArray &salt, const QString &token)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(salt);
    hash.addData(token.toUtf8());
    return QString::fromLatin1(hash.result().toHex());
}

QByteArray ClassTally::newSalt()
{
    QByteArray salt(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(
        reinterpret_cast<quint32 *>(salt.data()), salt.size() / qsizetype(sizeof(quint32)));
    return salt;
}

bool ClassTally::takes(int number, const QString &student) const
{
    const Round *r = round(number);
    return r && !r->revealed && !r->byStudent.contains(student);
}

bool ClassTally::record(int number, const QString &student, const ::Answer &answer)
{
    if (!takes(number, student))
        return false;
    Round &round = m_rounds[number];
    const QString text = answerText(answer);
    auto found = std::find_if(round.counts.begin(), round.counts.end(),
        [&text](const Count &count) { return count.text == text; });
    if (found == round.counts.end()) {
        round.counts.append(Count {text, answer, 0, false});
        found = round.counts.end() - 1;
    }
    ++found->count;
    round.byStudent.insert(student, int(found - round.counts.begin()));
    return true;
}

bool ClassTally::hasAnswered(int number, const QString &student) const
{
    return number >= 0 && number < m_rounds.size() && m_rounds[number].byStudent.contains(student);
}

const ClassTally::Round *ClassTally::round(int number) const
{
    return number >= 0 && number < m_rounds.size() ? &m_rounds[number] : nullptr;
}

const ClassTally::Count *ClassTally::answerOf(int number, const QString &student) const
{
    const Round *r = round(number);
    if (!r)
        return nullptr;
    const auto found = r->byStudent.constFind(student);
    return found == r->byStudent.constEnd() ? nullptr : &r->counts[*found];
}

void ClassTally::reveal(int number, const std::function<bool(const ::Answer &)> &accepts)
{
    if (number < 0 || number >= m_rounds.size())
        return;
    Round &round = m_rounds[number];
    round.revealed = true;
    for (Count &count : round.counts)
        count.accepted = accepts(count.answer);
}

namespace {
QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}
} // namespace

// A row per question asked: the step it was asked after, its kind, how many answered and
// were right, the right share, then each answer with its count (most chosen first) and
// whether Reveal accepted it. Column names are the file's, untranslated, for scripts.
QString ClassTally::csv() const
{
    int widest = 0;
    for (const Round &round : m_rounds)
        widest = std::max(widest, int(round.counts.size()));
    QStringList header {QStringLiteral("step"), QStringLiteral("kind"), QStringLiteral("answered"),
        QStringLiteral("right"), QStringLiteral("right share")};
    for (int k = 1; k <= widest; ++k) {
        header << QStringLiteral("answer %1").arg(k) << QStringLiteral("count %1").arg(k)
               << QStringLiteral("accepted %1").arg(k);
    }
    QString text = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const Round &round : m_rounds) {
        QStringList row {QString::number(round.question.after),
            questionKindName(round.question.ask), QString::number(round.answered()),
            round.revealed ? QString::number(round.right()) : QString(),
            round.revealed ? QString::number(round.rightShare(), 'f', 3) : QString()};
        QVector<Count> counts = round.counts;
        std::stable_sort(counts.begin(), counts.end(),
            [](const Count &a, const Count &b) { return a.count > b.count; });
        for (const Count &count : counts) {
            row << csvField(count.text) << QString::number(count.count)
                << (round.revealed ? (count.accepted ? QStringLiteral("yes") : QStringLiteral("no"))
                                   : QString());
        }
        text += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text;
}

bool ClassTally::writeCsv(const QString &fileName, QString *error) const
{
    return AtomicFile::write(fileName, csv().toUtf8(), error);
}
