// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// How the scenario file's messages show text: by code point, control characters escaped.
namespace ScenarioText {

// `ch` as a message shows it: \n, \r, \t, \uXXXX for the characters a terminal would act
// on or that reorder text, every other character as it is.
void appendPrintable(QString &out, char32_t ch);

// Walks `text` by code point (a surrogate pair is one character), at most `limit` of
// them; returns whether the text went on beyond.
template <typename Visit> bool forEachCodePoint(const QString &text, qsizetype limit, Visit visit)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (count == limit)
            return true;
        char32_t ch = text.at(i).unicode();
        if (QChar::isHighSurrogate(ch) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            ch = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        visit(ch, count);
        ++count;
    }
    return false;
}

} // namespace ScenarioText
