// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

// The web lesson's words (WebLessonExporter's texts, translated with the application).
namespace WebLessonWords {
// The page's strings: controls, log templates, questions, reasons, You Are the Algorithm,
// the live class.
QJsonObject texts();
// The Code panel's listing and the Call Stack's and inspectors' words for the scenario's lesson.
QJsonObject thinking(const Scenario &scenario);
// The page's version of the lesson text, naming the page's controls by the labels in
// `strings` and `thinking` (texts() and thinking()).
QString lessonText(
    const Scenario &scenario, const QJsonObject &strings, const QJsonObject &thinking);

// For the lessons' own page words (RenderPlugin::pageLog, pageReasons):
// `source` of `context` translated now, its plural form for `n` (-1: none).
QString translate(const char *context, const char *source, int n = -1);
// A reason of the rule book in words: `text` (or its plural forms by the value `plural`)
// with %1.. taking `values`, named for the page to fill (row, col: the answer's cell; a0..a3:
// the reason's arguments; island, rule, step: of the step judged; line: its log line;
// line1: the log line of step a1; name0: the name of template a0).
QJsonObject reason(const QJsonValue &text, const QStringList &values, const QString &plural = {});
} // namespace WebLessonWords
