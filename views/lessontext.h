// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

// The Lesson dock's rich text, one page per stage: "stage3", "6a", "6b", "dungeon".
// Every paragraph and list item is its own tr() string with a comment for translators,
// so Qt Linguist shows the lesson piece by piece. The log lines quoted in the lesson are
// made by the models' own describe(), so they read exactly as in the recursion log.
class LessonText
{
    Q_DECLARE_TR_FUNCTIONS(LessonText)

public:
    static QString html(const QString &stage);
    // The stage an island scenario teaches: one island is Stage 3, else its rule.
    static QString islandStage(int islandCount, bool rule6a);

private:
    static QString islandHtml(const QString &stage);
    // The island lesson's parts: the stage's own text, the map's colours, the controls,
    // and reading the log, the Code and Call Stack docks and "too complex".
    static QString islandStageHtml(const QString &stage);
    static QString islandColoursHtml();
    static QString islandControlsHtml();
    static QString islandReadingHtml();
    static QString dungeonHtml();
    // The dungeon lesson's parts: the algorithm, what the map shows, and the controls,
    // the log and the "too complex" guards.
    static QString dungeonIntroHtml();
    static QString dungeonMapHtml();
    static QString dungeonReadingHtml();
};
