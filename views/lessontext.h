// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

// The Lesson dock's rich text, one page per stage: "stage3", "6a", "6b", "dungeon".
// Every paragraph and list item is its own tr() string with a comment for translators,
// so Qt Linguist shows the lesson piece by piece. The log lines quoted in the lesson are
// made by the models' own describe(), so they read exactly as in the recursion log.
// The web lesson has its own version of the parts about controls: it names the page's
// controls (by the page's own labels, given by the exporter) instead of the workbench's.
class LessonText
{
    Q_DECLARE_TR_FUNCTIONS(LessonText)

public:
    // The page's labels by the keys of the web lesson's strings ("rebuild", "play", ...).
    using PageLabels = QHash<QString, QString>;

    static QString html(const QString &stage);
    // The web lesson's version of the same lesson.
    static QString pageHtml(const QString &stage, const PageLabels &labels);
    // The stage an island scenario teaches: one island is Stage 3, else its rule.
    static QString islandStage(int islandCount, bool rule6a);

private:
    // `page`: the page's labels for the web lesson's version, null for the workbench's.
    static QString lessonHtml(const QString &stage, const PageLabels *page);
    static QString islandHtml(const QString &stage, const PageLabels *page);
    // The island lesson's parts: the stage's own text, the map's colours, the controls,
    // and reading the log, the Code and Call Stack docks and "too complex".
    static QString islandStageHtml(const QString &stage);
    static QString islandColoursHtml(const PageLabels *page);
    static QString islandControlsHtml();
    static QString islandReadingHtml(const PageLabels *page);
    static QString dungeonHtml(const PageLabels *page);
    // The dungeon lesson's parts: the algorithm, what the map shows, and the controls,
    // the log and the "too complex" guards.
    static QString dungeonIntroHtml();
    static QString dungeonMapHtml(const PageLabels *page);
    static QString dungeonReadingHtml(const PageLabels *page);
    // The page's controls, for both lessons (the island settings only for islands).
    static QString pageControlsHtml(const PageLabels &page, bool islands);
    // The page's Code, Call Stack and "Why this cell?" panels.
    static QString pagePanelsHtml(const PageLabels &page, bool dungeon);
    // A page control's label as the lesson text names it: in quotation marks.
    static QString named(const PageLabels &page, const QString &key);
};
