// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classjournal.h"
#include "classprotocol.h"
#include "classtally.h"
#include "scenario.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>

#include <optional>

class ClassPanel;
class ClassServer;
class HeatOverlay;
class LessonEditors;
class LessonSession;
class QAction;
class QDockWidget;
class QMainWindow;
class QTimer;
class QuestionCoach;

// The live class (docs/classroom.md): Start Class serves the lesson shown now to the
// students' phones (ClassServer); they follow the lecturer's step and build, the question
// coach's questions are asked on every phone, and the answers arrive live on the projector
// (ClassPanel: bars for a move, HeatOverlay on the map for a cell). Reveal judges each
// answer with the lesson's rule book (LessonTeaching::accepts, explanation) and tells each
// phone whether it was right and why. The class results are the tally, as CSV; with a
// results file (setResultsFile) every answer is in it as it arrives (ClassJournal), and the
// class is one class for the whole run and after a restart: started again, it continues.
// While the class runs the maps take no pit stroke until the lecturer ticks the panel's
// "Edit the map": a click meant to focus the window at the projector would change every
// phone's map.
class Classroom : public QObject
{
    Q_OBJECT

public:
    Classroom(LessonEditors *editors, QuestionCoach *questions, QMainWindow *window);
    ~Classroom() override;

    QAction *startAction() const { return m_start; }
    QAction *revealAction() const { return m_reveal; }
    QAction *resultsAction() const { return m_results; }

    // Listens on `address` and `port` (0: a free one); false with the reason in `error`.
    bool start(const QHostAddress &address, quint16 port, QString *error);
    // Stops serving; the results file, if any, becomes the results (false: it could not be
    // written, and stays the journal, with the reason in `error`).
    bool end(QString *error = nullptr);
    bool isRunning() const;
    // The students' address (the first interface's), join code included.
    QString url() const;
    ClassServer *server() const { return m_server; }
    ClassPanel *panel() const { return m_panel; }
    const ClassTally &tally() const { return m_tally; }
    bool writeResults(const QString &fileName, QString *error) const;
    // Keeps the class's answers in `fileName` as they arrive, from the next start on (a
    // journal), and makes it the results when the class ends. `journal`: the class the file
    // held when the workbench started (ClassJournal::inspect), which continues.
    void setResultsFile(const QString &fileName, const std::optional<ClassJournal::Class> &journal);
    // The results file becomes the class's results (CSV), written atomically; false with the
    // reason in `error`, the file as it was. True without a results file.
    bool finishResults(QString *error);
    void reveal();

signals:
    // The projector shows every answer counted so far (for the tests and the benchmark).
    void answersShown(int answered);
    // For the status bar: why a click on the map painted nothing.
    void statusMessage(const QString &text, int timeout);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void startInteractively();
    void endInteractively();
    void journalFailed(const QString &message);
    void exportResults();
    void updatePage();
    static bool samePage(const Scenario &a, const Scenario &b);
    QByteArray work(const Scenario &scenario) const;
    void sendState();
    void scheduleState();
    void onAsked(const Question &question);
    void onJoined(const QString &token);
    void onAnswered(const QString &token, const ClassProtocol::ClientMessage &message);
    void closeQuestion();
    void updateMapLock();
    void showAnswers();
    void showResult();
    QString studentOf(const QString &token) const;
    QByteArray revealFor(const QString &token) const;
    QString questionText(QuestionKind kind) const;
    const Scenario *builtScenario() const;
    HeatOverlay *overlay() const;

    LessonEditors *m_editors;
    LessonSession *m_session;
    QuestionCoach *m_questions;
    QMainWindow *m_window;
    ClassServer *m_server;
    ClassPanel *m_panel;
    QDockWidget *m_dock;
    QAction *m_start;
    QAction *m_reveal;
    QAction *m_results;
    QTimer *m_stateTimer;
    QTimer *m_showTimer;
    QList<HeatOverlay *> m_overlays;

    ClassTally m_tally;
    QByteArray m_salt; // of the students' keys in the tally
    ClassJournal *m_journal = nullptr; // with a results file
    std::optional<ClassJournal::Header> m_class; // the journaled class, once it has started
    // The rounds of the questions asked before the class started this time (after a restart,
    // or End and Start Class with a results file), by question: asked again, the same round.
    QHash<qint64, int> m_resumable;
    bool m_journalWarned = false;
    int m_round = -1; // the open question's number, -1 none
    std::optional<Question> m_question;
    std::optional<Scenario> m_served; // the lesson the page carries
    QByteArray m_lastState;
    QByteArray m_lastWork;
};
