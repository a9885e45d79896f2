// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

#include <optional>

// Reads and writes `*.mapgen.json` scenario files. A refused file yields one message that
// names the file, the key and what was expected; nothing else is touched.
class ScenarioFile
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioFile)

public:
    // A 1000 x 1000 scenario with pits is about 1 MB; everything a valid file holds fits
    // in this with room, and nothing larger is read at all (a device, a runaway value).
    static constexpr qint64 MaxFileBytes = 4 * 1024 * 1024;
    // In characters (characterCount()), as scenario.md counts them.
    static constexpr int MaxTitleLength = 200;
    static constexpr int MaxNotesLength = 20000;
    static constexpr int MaxTileNameLength = 60;
    // How much of a bad value a message quotes.
    static constexpr int QuotedPrefixLength = 40;

    // Refuses anything that is not a regular file, or is larger than MaxFileBytes, before
    // reading it.
    static std::optional<Scenario> read(const QString &fileName, QString *errorMessage);
    static std::optional<Scenario> parse(
        const QByteArray &json, const QString &fileName, QString *errorMessage);

    static QByteArray toJson(const Scenario &scenario);
    // Writes the whole file or nothing (AtomicFile).
    static bool write(const QString &fileName, const Scenario &scenario, QString *errorMessage);

    // The one seed parser of the workbench, the CLI and the files' string seeds: a decimal
    // integer from 0 to 2^64 - 1, digits only.
    static std::optional<std::uint64_t> parseSeed(const QString &text);
    // The characters of `text` as a person counts them, and as the length limits do:
    // Unicode code points, so that an emoji outside the BMP (two UTF-16 units) is one.
    static qsizetype characterCount(const QString &text);
    // The one size parser of the files' "experiment.sizes" and the CLI's --size: "RxC" as
    // the table writes a size (digits, a lower-case x, digits), each side 1..MaxSide.
    static std::optional<ExperimentSettings::Size> parseSize(const QString &text);
    // The one rule parser: "6a" or "6b".
    static std::optional<IslandRule> parseRule(const QString &text);
    // A value as a message shows it: in double quotes, at most QuotedPrefixLength
    // characters and then "…", control characters escaped (\n, \u001B) so that nothing
    // reaches a terminal raw, every other character as it is.
    static QString quoted(const QString &value);
    // The same escaping without quotes or shortening, for file names in messages.
    static QString printable(const QString &text);
    // A seed as JSON: a number up to 2^53 (exact in a double), else a decimal string.
    static QJsonValue seedToJson(std::uint64_t seed);
};
