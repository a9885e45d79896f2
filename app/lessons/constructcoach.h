// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandstep.h"
#include "lessonteaching.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPoint>
#include <QString>

class ConstructPanel;
class Lesson;
class LessonEditors;
class LessonSession;
class MapView;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

// "You are the algorithm": the student makes every step of the build and the coach
// compares each move with the next step of the build already made (the one playback
// holds). A right move advances playback by that step, so the map, the recursion log and
// the Code and Call Stack docks follow the student; a wrong move changes nothing and is
// explained with the inspectors' reasons. Island moves are a cell (a seed or an ADD) or
// one of BACKTRACK, COMPLETE, FAILED, DONE, TOO COMPLEX; a dungeon move is the queued cell
// that gets the next tile, then its template and rotation (the steps that are no decision
// of the student run on by themselves, see advanceToDecision()). Where the build draws at
// random (a seed, a shuffled candidate, a valid tile), any choice it could have drawn
// counts as right and the build goes on with the one it drew. The lesson's teaching
// judges each move; the coach keeps the round, its counts and the panel. The scenario is
// never changed; the result (moves, right, wrong, hints, time) can be saved as JSON
// (docs/user-guide.md).
class ConstructCoach : public QObject
{
    Q_OBJECT

public:
    struct Counts
    {
        int moves = 0;
        int right = 0;
        int wrong = 0;
        int hints = 0;
    };

    // Puts its dock into `window`, as a tab beside `besides`.
    ConstructCoach(LessonEditors *editors, QDockWidget *besides, QMainWindow *window);

    // Build > You Are the Algorithm: the mode's toggle, Hint, the island moves, Save Result.
    QMenu *menu() const { return m_menu; }
    QAction *action() const { return m_action; }
    QAction *moveAction(IslandStep::Kind kind) const;
    // A move as the user's language names it (the menu's words; seeds and adds are cells).
    QString moveLabel(IslandStep::Kind kind) const;
    QAction *saveAction() const { return m_save; }
    ConstructPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }

    bool isActive() const { return m_active; }
    const Counts &counts() const { return m_counts; }

    // The student's moves (from the map, the panel and the actions).
    void pickCell(int row, int col);
    void chooseMove(IslandStep::Kind kind);
    void chooseTile(int templateIndex, int rotation);
    void hint();

    // The result as the lecturer collects it (docs/user-guide.md, "You Are the Algorithm").
    QByteArray resultJson() const;
    bool saveResult(const QString &fileName, QString *errorMessage) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct WrongMove
    {
        int step = -1; // steps shown before the move (as a question's `after`)
        QString given;
        QString expected;
    };

    void retranslateUi();
    void begin();
    void stop();
    void checkEnd();
    void apply(const LessonTeaching::Verdict &verdict);
    void right(int target, const QString &note);
    void wrong(const QString &given, const QString &reason);
    // Playback on over the steps that are no decision of the student (a dungeon's, up to
    // the first step of the next cell taken from the queue).
    void advanceToDecision();
    void saveInteractively();
    void updatePanel();
    QString resultText() const;
    QString countsAfterMoves() const;
    LessonTeaching *teaching() const;
    MapView *view() const;
    int position() const;
    int stepCount() const;

    LessonEditors *m_editors;
    LessonSession *m_session;
    QMainWindow *m_window;
    ConstructPanel *m_panel;
    QDockWidget *m_dock;
    QMenu *m_menu;
    QAction *m_action;
    QAction *m_hint;
    QAction *m_moves[5] = {}; // BACKTRACK, COMPLETE, FAILED, DONE, TOO COMPLEX
    QAction *m_save;

    bool m_active = false;
    bool m_hasResult = false;
    bool m_finished = false; // the build's end was reached
    Lesson *m_lesson = nullptr;
    Counts m_counts;
    WrongMove m_firstWrong;
    QElapsedTimer m_clock;
    qint64 m_seconds = 0;
    int m_decisions = 0; // the build's, when the round ended
    QPoint m_picked {-1, -1}; // the right cell picked (x = column), before its tile
};
