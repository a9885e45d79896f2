// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariofile.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cmath>
#include <limits>
#include <optional>

namespace ScenarioKeys {

// Collects the first error while the document is read key by key.
class Reader
{
public:
    explicit Reader(const QString &fileName)
        : m_fileName(fileName)
    { }

    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }

    void fail(const QString &key, const QString &expected)
    {
        if (m_error.isEmpty())
            m_error = ScenarioFile::tr("%1: key \"%2\": %3").arg(m_fileName, key, expected);
    }

    static QString describe(const QJsonValue &value)
    {
        switch (value.type()) {
        case QJsonValue::Null:
            return QStringLiteral("null");
        case QJsonValue::Bool:
            return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        case QJsonValue::Double:
            return QString::number(value.toDouble(), 'g', 17);
        case QJsonValue::String:
            return ScenarioFile::quoted(value.toString());
        case QJsonValue::Array:
            return ScenarioFile::tr("a list");
        case QJsonValue::Object:
            return ScenarioFile::tr("an object");
        case QJsonValue::Undefined:
            break;
        }
        return ScenarioFile::tr("nothing");
    }

    int integer(const QJsonObject &object, const QString &prefix, const QString &key, int min,
        int max, std::optional<int> fallback)
    {
        const QString path = prefix + key;
        const QJsonValue value = object.value(key);
        if (value.isUndefined()) {
            if (!fallback)
                fail(path,
                    ScenarioFile::tr("missing; expected an integer from %1 to %2")
                        .arg(min)
                        .arg(max));
            return fallback.value_or(min);
        }
        const double number = value.toDouble(std::nan(""));
        if (!value.isDouble() || std::floor(number) != number || number < min || number > max) {
            fail(path,
                ScenarioFile::tr("expected an integer from %1 to %2, got %3")
                    .arg(min)
                    .arg(max)
                    .arg(describe(value)));
            return fallback.value_or(min);
        }
        return int(number);
    }

    bool boolean(
        const QJsonObject &object, const QString &prefix, const QString &key, bool fallback)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fallback;
        if (!value.isBool()) {
            fail(prefix + key,
                ScenarioFile::tr("expected true or false, got %1").arg(describe(value)));
            return fallback;
        }
        return value.toBool();
    }

    QString string(const QJsonObject &object, const QString &prefix, const QString &key,
        const QString &fallback, int maxLength = std::numeric_limits<int>::max())
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return fallback;
        if (!value.isString()) {
            fail(prefix + key, ScenarioFile::tr("expected a string, got %1").arg(describe(value)));
            return fallback;
        }
        const QString text = value.toString();
        const qsizetype characters = ScenarioFile::characterCount(text);
        if (characters > maxLength) {
            fail(prefix + key,
                ScenarioFile::tr("expected at most %1 characters, got %2 starting %3")
                    .arg(maxLength)
                    .arg(characters)
                    .arg(describe(value)));
            return fallback;
        }
        return text;
    }

private:
    QString m_fileName;
    QString m_error;
};

} // namespace ScenarioKeys
