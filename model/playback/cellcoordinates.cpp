// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cellcoordinates.h"

#include <QLocale>
#include <QRegularExpression>

QString CellCoordinates::isolated(const QString &text, bool rightToLeft)
{
    if (!rightToLeft || !text.contains(QLatin1Char('(')))
        return text;
    // U+2066 LEFT-TO-RIGHT ISOLATE, U+2069 POP DIRECTIONAL ISOLATE; U+060C ARABIC COMMA.
    // A call such as "grow(1, 29)" is isolated whole, its name with its arguments, as it
    // reads in the code. The digits are any kind (ASCII or the language's own).
    static const QRegularExpression pair(
        QStringLiteral("(?<![\\x{2066}A-Za-z0-9_])((?:[A-Za-z_][A-Za-z0-9_]*)?\\(\\d+)( "
                       "*[,\\x{060C}] *)(\\d+\\))"),
        QRegularExpression::UseUnicodePropertiesOption);
    QString result;
    qsizetype done = 0;
    for (QRegularExpressionMatchIterator it = pair.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        // Arabic-Indic digits are Arabic numbers to the bidi algorithm, and after a call's
        // name Qt draws them swapped inside the isolate: "grow(8, 21)" as "grow(21 ,8)". A
        // LEFT-TO-RIGHT MARK (U+200E) after the separator keeps them in order there; a bare
        // pair is drawn in order without one (and swapped with one). Seen on the screen.
        const bool mark = !match.captured(1).startsWith(QLatin1Char('('))
            && !(match.captured(3).front() >= QLatin1Char('0')
                && match.captured(3).front() <= QLatin1Char('9'));
        result += QStringView(text).mid(done, match.capturedStart() - done);
        result += QChar(0x2066) + match.captured(1) + match.captured(2)
            + (mark ? QString(QChar(0x200E)) : QString()) + match.captured(3) + QChar(0x2069);
        done = match.capturedEnd();
    }
    return result + text.mid(done);
}

QString CellCoordinates::isolated(const QString &text)
{
    return isolated(text, QLocale().textDirection() == Qt::RightToLeft);
}
