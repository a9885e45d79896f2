// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

// The dungeon lesson's words on the web page, under the keys its page module reads
// (lessons/dungeon/page): the log's line templates and the rule book's reasons.
QJsonObject dungeonPageLog();
QJsonObject dungeonPageReasons();
