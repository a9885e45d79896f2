// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answerkey.h"
#include "scenario.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QVector>

#include <optional>

class LessonEditors;
class LessonSession;
class LessonTeaching;
class MapView;
class PlaybackBar;
class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QuestionPanel;

// Stop-and-think questions in a lesson (questions.md): the scenario's own and, in practice
// mode, the coach's, asked when playback reaches their step. It sets the playback's stop
// positions, asks through the Question panel (a dock beside the map), takes the answer
// from the panel or a cell picked on the map, scores it against the answer key of the
// shown build, explains it with the inspectors' reasons and rings the right cell; the
// lesson's teaching supplies the answers, their words and what counts as right.
// A question is asked once per build: stepping back never re-scores it, and seeking past
// it (the timeline, End) does not ask it. It also offers the lecturer's "Ask Here".
class QuestionCoach : public QObject
{
    Q_OBJECT

public:
    struct Score
    {
        int asked[3] = {}; // by QuestionKind
        int right[3] = {};
        int totalAsked() const { return asked[0] + asked[1] + asked[2]; }
        int totalRight() const { return right[0] + right[1] + right[2]; }
    };

    // Puts the Question dock into `window` (right side) and the score into its status bar.
    QuestionCoach(LessonEditors *editors, PlaybackBar *bar, QMainWindow *window);

    QuestionPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    // Build > Ask Here: one action per question kind of the current lesson.
    QMenu *menu() const { return m_menu; }
    QLabel *scoreLabel() const { return m_scoreLabel; }

    const Score &score() const { return m_score; }
    std::optional<Question> currentQuestion() const { return m_current; }
    QString summaryText() const;

    void setPractice(bool on, int interval);
    // The questions practice mode asks in the current build (as far as its steps are known).
    QVector<Question> practiceQuestions() const { return m_practiceQuestions; }

    // The lecturer's edits, undoable: a question at the current step, one removed (`row`
    // of the Question panel's list, which holds the current lesson's questions only).
    void askHere(QuestionKind kind);
    void removeQuestion(int row);

    void answerMove(IslandStep::Kind move);
    void answerCell(int row, int col);
    void answerTile(int templateIndex, int rotation);
    // "No more": no cell is added, or no tile placed, after this step.
    void answerNone();
    // Closes the answered question: the next one at this step, or playback goes on.
    void continuePlayback();

signals:
    // A question is asked now (the live class asks it on every phone).
    void asked(const Question &question);
    // A question is open, or no longer: a map beside the lesson's (Compare) shows only what
    // the rule book lets it meanwhile, as the lesson's own does.
    void askingChanged(bool asking);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void onStoppedAt(int position);
    void onPositionChanged(int position);
    void onStepCountChanged(int count);
    void askNext();
    void finish(const Answer &given);
    void cancelQuestion();
    void setAsking(bool asking);
    void updateStops();
    void updatePractice();
    void showScore();
    // Brings the Question dock to the front, and later back the tab it covered.
    void raiseDock();
    void restoreDock();
    MapView *view() const;
    LessonTeaching *teaching() const;
    QVector<Question> questionsOfLesson() const;
    // The scenario's questions of the current lesson into the panel's list; the other
    // lesson's stay in the file, unseen until it is chosen.
    void listQuestions();

    LessonEditors *m_editors;
    LessonSession *m_session;
    PlaybackBar *m_bar;
    QMainWindow *m_window;
    QuestionPanel *m_panel;
    QDockWidget *m_dock;
    QMenu *m_menu;
    QAction *m_askActions[3] = {};
    QLabel *m_scoreLabel;
    QPointer<QDockWidget> m_covered; // the tab the Question dock was raised over

    Score m_score;
    QSet<qint64> m_asked; // after * 4 + kind, asked in this build
    QVector<Question> m_queue; // still to ask at the stop
    int m_stop = -1; // the position playback stopped on for questions
    bool m_waiting = false; // stopped before the build sent the step asked about
    std::optional<Question> m_current;
    bool m_answered = false;
    bool m_summaryShown = false;
    int m_placeRow = -1; // next-place: the cell picked, before the tile
    int m_placeCol = -1;

    bool m_practice = false;
    int m_interval = 10;
    QVector<Question> m_practiceQuestions;
    QVector<int> m_listed; // the scenario's index of each question in the panel's list
    int m_practiceWindows = 0; // windows of `m_interval` steps already chosen from
};
