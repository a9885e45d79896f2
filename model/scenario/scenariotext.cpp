// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariotext.h"
#include "scenariofile.h"

namespace {

// Characters a message must not carry raw: C0 and C1 controls (a terminal acts on
// them), lone surrogates, line and paragraph separators, and the bidirectional
// embeddings, overrides and isolates, which can reorder what a reader sees.
bool needsEscape(char32_t ch)
{
    return ch < 0x20 || (ch >= 0x7F && ch < 0xA0) || (ch >= 0xD800 && ch <= 0xDFFF) || ch == 0x2028
        || ch == 0x2029 || (ch >= 0x202A && ch <= 0x202E) || (ch >= 0x2066 && ch <= 0x2069);
}

} // namespace

void ScenarioText::appendPrintable(QString &out, char32_t ch)
{
    switch (ch) {
    case U'\n':
        out += QLatin1String("\\n");
        return;
    case U'\r':
        out += QLatin1String("\\r");
        return;
    case U'\t':
        out += QLatin1String("\\t");
        return;
    default:
        break;
    }
    if (needsEscape(ch))
        out += QLatin1String("\\u")
            + QString::number(uint(ch), 16).toUpper().rightJustified(4, QLatin1Char('0'));
    else
        out += QString::fromUcs4(&ch, 1);
}

qsizetype ScenarioFile::characterCount(const QString &text)
{
    qsizetype count = 0;
    ScenarioText::forEachCodePoint(text, text.size(), [&count](char32_t, qsizetype) { ++count; });
    return count;
}

QString ScenarioFile::printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    ScenarioText::forEachCodePoint(text, text.size(),
        [&out](char32_t ch, qsizetype) { ScenarioText::appendPrintable(out, ch); });
    return out;
}

QString ScenarioFile::quoted(const QString &value)
{
    QString out(QLatin1Char('"'));
    const bool cut = ScenarioText::forEachCodePoint(value, QuotedPrefixLength,
        [&out](char32_t ch, qsizetype) { ScenarioText::appendPrintable(out, ch); });
    out += QLatin1Char('"');
    if (cut)
        out += QChar(0x2026); // …
    return out;
}
