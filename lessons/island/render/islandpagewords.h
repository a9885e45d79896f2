// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

// The island lesson's words on the web page, under the keys its page module reads
// (lessons/island/page): the log's line templates and the rule book's reasons.
QJsonObject islandPageLog();
QJsonObject islandPageReasons();
