// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QJsonObject>
#include <QString>

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
} // namespace WebLessonWords
