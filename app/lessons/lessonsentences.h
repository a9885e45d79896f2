// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace LessonSentences {

// Sentences as one text: each ended (a quoted log line such as "> ADD (12, 14)" gets its
// full stop), separated by a space.
inline QString join(const QStringList &sentences)
{
    QStringList ended;
    for (const QString &sentence : sentences) {
        if (sentence.isEmpty())
            continue;
        const QChar last = sentence.back();
        const bool closed = last == QLatin1Char('.') || last == QLatin1Char('!')
            || last == QLatin1Char('?') || last == QChar(0x061F) || last == QChar(0x3002);
        ended << (closed ? sentence : sentence + QLatin1Char('.'));
    }
    return ended.join(QLatin1Char(' '));
}

} // namespace LessonSentences
