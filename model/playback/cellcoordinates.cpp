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
        QStringLiteral("(?<![\\x{2066}A-Za-z0-9_])((?:[A-Za-z_][A-Za-z0-9_]*)?\\(\\d+ "
                       "*[,\\x{060C}] *\\d+\\))"),
        QRegularExpression::UseUnicodePropertiesOption);
    QString result = text;
    result.replace(pair, QStringLiteral("\u2066\\1\u2069"));
    return result;
}

QString CellCoordinates::isolated(const QString &text)
{
    return isolated(text, QLocale().textDirection() == Qt::RightToLeft);
}
