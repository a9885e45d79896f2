// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "buildstats.h"

#include <QCoreApplication>
#include <QString>

// An island's outcome in words ("complete", "failed: dead end"), as the Statistics dock and
// the handout say it.
class IslandOutcomeWords
{
    Q_DECLARE_TR_FUNCTIONS(IslandOutcomeWords)

public:
    static QString text(BuildStats::Outcome outcome);
};
