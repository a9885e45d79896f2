// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"

#include <QStringList>

#include <algorithm>

std::optional<ExperimentSettings::Size> ScenarioFile::parseSize(const QString &text)
{
    const QStringList sides = text.split(QLatin1Char('x'));
    const auto side = [](const QString &digits) -> std::optional<int> {
        // Digits only: toInt() alone would take "+8", " 8" or "8 ".
        const bool onlyDigits = !digits.isEmpty()
            && std::all_of(digits.begin(), digits.end(),
                [](QChar ch) { return ch >= QLatin1Char('0') && ch <= QLatin1Char('9'); });
        bool ok = false;
        const int value = onlyDigits ? digits.toInt(&ok) : 0;
        if (!ok || value < 1 || value > Scenario::MaxSide)
            return std::nullopt;
        return value;
    };
    if (sides.size() != 2)
        return std::nullopt;
    const auto rows = side(sides.at(0));
    const auto cols = side(sides.at(1));
    if (!rows || !cols)
        return std::nullopt;
    return ExperimentSettings::Size {*rows, *cols};
}

std::optional<IslandRule> ScenarioFile::parseRule(const QString &text)
{
    if (text == QLatin1String("6a"))
        return IslandRule::Rule6a;
    if (text == QLatin1String("6b"))
        return IslandRule::Rule6b;
    return std::nullopt;
}

std::optional<std::uint64_t> ScenarioFile::parseSeed(const QString &text)
{
    if (text.isEmpty() || text.size() > 20)
        return std::nullopt;
    for (const QChar ch : text) {
        if (ch < QLatin1Char('0') || ch > QLatin1Char('9'))
            return std::nullopt;
    }
    bool ok = false;
    const qulonglong value = text.toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return std::uint64_t(value);
}
