// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

#include <type_traits>

// A whole number in words the window shows, in the digits of the language shown (the
// default locale: Arabic-Indic in Arabic), as the step counter and the spin boxes write it.
// QString::arg(int) writes ASCII digits whatever the language, and a sentence that mixes
// the two kinds reads as two numbering systems. Only for text on the screen and in the
// handout: files, the CLI and the trace keep ASCII digits. Integers only, so that a
// QString or a double passed by mistake does not compile.
namespace LocaleDigits {

template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
QString number(T value)
{
    if constexpr (std::is_signed_v<T>)
        return QLocale().toString(qlonglong(value));
    else
        return QLocale().toString(qulonglong(value));
}

// `text` with its two lowest places (%1 and %2) filled with a cell's row and column.
inline QString cell(const QString &text, int row, int col)
{
    return text.arg(number(row)).arg(number(col));
}

// `text`, a translation of a plural form with %n, with n in the language's digits: Qt
// writes %n in ASCII digits (only %Ln in the locale's), and most translations say %n.
inline QString plural(QString text, int n)
{
    const QString ascii = QString::number(n);
    const QString shown = QLocale().toString(n);
    if (ascii == shown)
        return text;
    for (qsizetype at = text.indexOf(ascii); at >= 0; at = text.indexOf(ascii, at + 1)) {
        const qsizetype end = at + ascii.size();
        if ((at == 0 || !text.at(at - 1).isDigit())
            && (end == text.size() || !text.at(end).isDigit()))
            return text.replace(at, ascii.size(), shown);
    }
    return text;
}

} // namespace LocaleDigits
