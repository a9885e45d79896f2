#pragma once

#include <QCoreApplication>
#include <QString>

// The Lesson dock's rich text, one page per stage: "stage3", "6a", "6b", "dungeon".
// Every paragraph is its own tr() string, so translators see it piece by piece.
class LessonText
{
    Q_DECLARE_TR_FUNCTIONS(LessonText)

public:
    static QString html(const QString &stage);
    // The stage an island scenario teaches: one island is Stage 3, else its rule.
    static QString islandStage(int islandCount, bool rule6a);
};
