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
    static QString dungeonHtml();
};
