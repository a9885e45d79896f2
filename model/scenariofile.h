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
    static std::optional<Scenario> read(const QString &fileName, QString *errorMessage);
    static std::optional<Scenario> parse(const QByteArray &json, const QString &fileName,
                                         QString *errorMessage);

    static QByteArray toJson(const Scenario &scenario);
    // Writes through a temporary file and an atomic rename (QSaveFile).
    static bool write(const QString &fileName, const Scenario &scenario, QString *errorMessage);

    static std::optional<std::uint64_t> parseSeed(const QString &text);
    // A seed as JSON: a number up to 2^53 (exact in a double), else a decimal string.
    static QJsonValue seedToJson(std::uint64_t seed);
};
