// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

// The web lesson of export.md: one self-contained HTML file with the player (resources/web),
// the generators compiled to WebAssembly, the scenario and every text in the language
// loaded now. Nothing in it is fetched when it opens, and nothing from the scenario is
// ever read as HTML: it travels as JSON and reaches the page as text.
class WebLessonExporter
{
    Q_DECLARE_TR_FUNCTIONS(WebLessonExporter)

public:
    // Whether this build carries the player and its module (CMake's MAPGEN_WEB).
    static bool available();
    // A page on its own (`.html`), or graded by the scenario's assignment in a learning
    // platform's package (`.zip`, ScormPackage): then it reports to the platform, or says
    // in one line that nothing is recorded when it finds none.
    enum Target { Standalone, Graded };

    // The page for `scenario`, its texts in the language loaded now, whose code (BCP 47,
    // "de", "ar") is `language`; empty when !available(). With `classMode` (the live class,
    // docs/classroom.md: its socket's path) the page joins the class served with it.
    static QByteArray page(const Scenario &scenario, const QString &language,
        Target target = Standalone, const QJsonObject &classMode = QJsonObject());
    // The lesson's name where its scenario has no title, in the language loaded now.
    static QString untitled();
    // `cells` (one a cell, nonzero: set) in the page's compact pits form
    // (resources/web/js/fragment.js); '' when none is set. The live class sends the cells
    // where the lecturer's pits differ from the page's lesson in it.
    static QString pitsText(const std::vector<std::uint8_t> &cells);
    // Writes page() whole or not at all; false with the reason in `error`.
    static bool write(
        const Scenario &scenario, const QString &language, const QString &fileName, QString *error);
};
