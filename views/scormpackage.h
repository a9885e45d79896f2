// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// The learning-platform package of export.md (`.zip`, SCORM 1.2): the web lesson, graded
// by the scenario's assignment, as `index.html` and its `imsmanifest.xml` at the zip's root,
// written with libzip. The same scenario and language give the same bytes: the entries in
// a fixed order with fixed times and attributes.
class ScormPackage
{
    Q_DECLARE_TR_FUNCTIONS(ScormPackage)

public:
    static constexpr const char *PageName = "index.html";
    static constexpr const char *ManifestName = "imsmanifest.xml";

    // The manifest (SCORM 1.2 CAM) of `scenario`'s package; `fallbackTitle` names the
    // organization when the scenario has no title.
    static QByteArray manifest(const Scenario &scenario, const QString &fallbackTitle);
    // The package's bytes; empty with the reason in `error` when it cannot be made.
    static QByteArray zip(const Scenario &scenario, const QString &language, QString *error);
    // Writes zip() whole or not at all; false with the reason in `error`.
    static bool write(
        const Scenario &scenario, const QString &language, const QString &fileName, QString *error);
};
