// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "questioncoach.h"

#include "localedigits.h"

#include "lesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonsession.h"
#include "lessonteaching.h"
#include "mapview.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "questionpanel.h"
#include "scenariodocument.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSlider>
#include <QStatusBar>

namespace {
qint64 keyOf(const Question &question)
{
    return qint64(question.after) * 4 + int(question.ask);
}
}

QuestionCoach::QuestionCoach(LessonEditors *editors, PlaybackBar *bar, QMainWindow *window)
    : QObject(window)
    , m_editors(editors)
    , m_session(editors->session())
    , m_bar(bar)
    , m_window(window)
    , m_panel(new QuestionPanel)
    , m_dock(new QDockWidget(window))
    , m_menu(new QMenu(window))
    , m_scoreLabel(new QLabel(window))
{
    setObjectName(QStringLiteral("questionCoach"));
    m_panel->setObjectName(QStringLiteral("questionPanel"));
    m_dock->setObjectName(QStringLiteral("questionDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_menu->setObjectName(QStringLiteral("askHereMenu"));
    m_scoreLabel->setObjectName(QStringLiteral("scoreLabel"));
    window->statusBar()->addPermanentWidget(m_scoreLabel);

    // The same actions in the Build menu and on the timeline's context menu.
    bar->timeline()->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (int kind = 0; kind < 3; ++kind) {
        auto *action = new QAction(this);
        action->setObjectName(QStringLiteral("askHere%1").arg(kind));
        connect(action, &QAction::triggered, this, [this, kind] { askHere(QuestionKind(kind)); });
        m_menu->addAction(action);
        bar->timeline()->addAction(action);
        m_askActions[kind] = action;
    }

    connect(
        m_session->playback(), &PlaybackController::stoppedAt, this, &QuestionCoach::onStoppedAt);
    for (Lesson *lesson : m_session->lessons()) {
        connect(lesson->model(), &MapModel::stepCountChanged, this, [this, lesson](int count) {
            if (lesson == m_session->lesson())
                onStepCountChanged(count);
        });
        connect(m_editors->editor(lesson)->view(), &MapView::cellPicked, this,
            [this, lesson](int row, int col) {
                if (lesson == m_session->lesson())
                    answerCell(row, col);
            });
    }
    connect(m_session, &LessonSession::lessonChanged, this, [this] {
        listQuestions();
        onStepCountChanged(0);
    });
    ScenarioDocument *document = m_session->document();
    connect(document, &ScenarioDocument::questionsChanged, this, [this] {
        listQuestions();
        updateStops();
    });
    connect(document, &ScenarioDocument::modeChanged, this, &QuestionCoach::retranslateUi);
    // Also each move of the position: the session relays every lesson's positionChanged.
    connect(m_session, &LessonSession::playbackStateChanged, this,
        [this] { onPositionChanged(m_session->lesson()->model()->position()); });

    connect(m_panel, &QuestionPanel::moveChosen, this,
        [this](int kind) { answerMove(IslandStep::Kind(kind)); });
    connect(m_panel, &QuestionPanel::tileChosen, this, &QuestionCoach::answerTile);
    connect(m_panel, &QuestionPanel::noneChosen, this, &QuestionCoach::answerNone);
    connect(m_panel, &QuestionPanel::continueRequested, this, &QuestionCoach::continuePlayback);
    connect(m_panel, &QuestionPanel::removeRequested, this, &QuestionCoach::removeQuestion);
    connect(m_panel, &QuestionPanel::practiceChanged, this, &QuestionCoach::setPractice);

    window->installEventFilter(this);
    listQuestions();
    retranslateUi();
    updateStops();
}

bool QuestionCoach::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void QuestionCoach::retranslateUi()
{
    m_dock->setWindowTitle(tr("Question"));
    m_menu->setTitle(tr("Ask &Here"));
    m_askActions[0]->setText(tr("Ask the Next &Move"));
    m_askActions[1]->setText(tr("Ask the Next &Cell"));
    m_askActions[2]->setText(tr("Ask the Next &Placement"));
    const LessonTeaching *teaching = m_session->lesson()->teaching();
    for (int kind = 0; kind < 3; ++kind) {
        m_askActions[kind]->setToolTip(tr("Playback stops after the step shown now and asks this"));
        m_askActions[kind]->setVisible(teaching->asks(QuestionKind(kind)));
    }
    showScore();
}

MapView *QuestionCoach::view() const
{
    return m_editors->view();
}

LessonTeaching *QuestionCoach::teaching() const
{
    return m_session->lesson()->teaching();
}

QVector<Question> QuestionCoach::questionsOfLesson() const
{
    QVector<Question> questions;
    for (const Question &question : m_session->document()->scenario().questions) {
        if (teaching()->asks(question.ask))
            questions.append(question);
    }
    for (const Question &question : m_practiceQuestions) {
        if (!questions.contains(question))
            questions.append(question);
    }
    return questions;
}

void QuestionCoach::updateStops()
{
    QVector<int> stops;
    for (const Question &question : questionsOfLesson()) {
        if (!m_asked.contains(keyOf(question)))
            stops.append(question.after);
    }
    // Play pressed on an open question stays there: it is answered first.
    if (m_stop >= 0)
        stops.append(m_stop);
    m_session->playback()->setStopPositions(stops);

    QVector<int> marks;
    for (const Question &question : m_session->document()->scenario().questions) {
        if (teaching()->asks(question.ask))
            marks.append(question.after);
    }
    m_bar->setMarks(marks);
}

void QuestionCoach::listQuestions()
{
    const QVector<Question> &all = m_session->document()->scenario().questions;
    QVector<Question> listed;
    m_listed.clear();
    for (int index = 0; index < all.size(); ++index) {
        if (teaching()->asks(all[index].ask)) {
            listed.append(all[index]);
            m_listed.append(index);
        }
    }
    m_panel->setQuestions(listed);
}

void QuestionCoach::onStoppedAt(int position)
{
    if (m_stop == position && (m_current || m_waiting)) {
        raiseDock();
        return;
    }
    m_queue.clear();
    for (const Question &question : questionsOfLesson()) {
        if (question.after == position && !m_asked.contains(keyOf(question)))
            m_queue.append(question);
    }
    if (m_queue.isEmpty())
        return;
    m_stop = position;
    askNext();
}

void QuestionCoach::askNext()
{
    m_current.reset();
    m_answered = false;
    m_waiting = false;
    while (!m_queue.isEmpty()) {
        const Question question = m_queue.first();
        if (!teaching()->answer(question)) {
            if (m_session->isBuilding()) {
                m_waiting = true; // the step asked about has not arrived yet
                setAsking(true); // the map is stopped for it already
                return;
            }
            m_queue.removeFirst(); // the build is shorter: the question is dropped
            continue;
        }
        m_queue.removeFirst();
        m_current = question;
        m_asked.insert(keyOf(question));
        m_placeRow = m_placeCol = -1;
        setAsking(true);
        raiseDock();
        m_panel->ask(question);
        if (question.ask != QuestionKind::NextMove) {
            view()->setPicking(true);
            view()->setQuestion(m_panel->prompt()); // what a screen reader hears on the map
            view()->setFocus();
        }
        updateStops();
        emit asked(question);
        return;
    }
    m_stop = -1;
    setAsking(false);
    m_panel->clearQuestion();
    updateStops();
}

void QuestionCoach::cancelQuestion()
{
    if (m_current && !m_answered)
        m_asked.remove(keyOf(*m_current)); // left unanswered: asked again when reached
    m_current.reset();
    m_queue.clear();
    m_answered = false;
    m_waiting = false;
    m_stop = -1;
    setAsking(false);
    for (LessonEditor *editor : m_editors->editors()) {
        editor->view()->setPicking(false);
        editor->view()->setMarkedCell(-1, -1);
    }
    m_panel->clearQuestion();
    restoreDock();
    updateStops();
}

// While a question is open the lesson's map and the docks that follow it show only what the
// rule book lets them (MapModel::setAsking); answered or dropped, everything again.
void QuestionCoach::setAsking(bool asking)
{
    for (Lesson *lesson : m_session->lessons())
        lesson->model()->setAsking(asking && lesson == m_session->lesson());
    emit askingChanged(asking);
}

void QuestionCoach::onPositionChanged(int position)
{
    if ((m_current || m_waiting) && position != m_stop)
        cancelQuestion();
    const MapModel *model = m_session->lesson()->model();
    if (!m_summaryShown && m_score.totalAsked() > 0 && position == model->stepCount()
        && !m_session->isBuilding()) {
        m_summaryShown = true;
        m_panel->setSummary(summaryText());
        raiseDock();
    }
}

void QuestionCoach::onStepCountChanged(int count)
{
    if (count == 0) {
        // A new build, or none: its questions are all to be asked again.
        cancelQuestion();
        m_asked.clear();
        m_score = Score();
        m_summaryShown = false;
        m_panel->setSummary(QString());
        m_practiceQuestions.clear();
        m_practiceWindows = 0;
        showScore();
        retranslateUi();
        updateStops();
        return;
    }
    updatePractice();
    if (m_waiting)
        askNext();
}

void QuestionCoach::setPractice(bool on, int interval)
{
    m_practice = on;
    m_interval = std::max(2, interval);
    m_practiceQuestions.clear();
    m_practiceWindows = 0;
    updatePractice();
}

// Practice asks once in each window of `m_interval` steps, at the first step of it whose
// answer is not more of the same (LessonTeaching::practiceQuestion).
void QuestionCoach::updatePractice()
{
    if (!m_practice) {
        updateStops();
        return;
    }
    const MapModel *model = m_session->lesson()->model();
    const int count = model->stepCount();
    const bool building = m_session->isBuilding();
    for (int k = m_practiceWindows + 1;; ++k) {
        const int first = k * m_interval;
        const int end = std::min(count, first + m_interval);
        // A window is chosen from once its steps are all known.
        if (first >= count || (building && first + m_interval >= count))
            break;
        m_practiceWindows = k;
        const std::optional<Question> chosen = teaching()->practiceQuestion(first, end);
        if (chosen && !m_session->document()->scenario().questions.contains(*chosen))
            m_practiceQuestions.append(*chosen);
    }
    updateStops();
}

void QuestionCoach::answerMove(IslandStep::Kind move)
{
    if (!m_current || m_answered || m_current->ask != QuestionKind::NextMove)
        return;
    Answer given;
    given.question = *m_current;
    given.move = move;
    finish(given);
}

void QuestionCoach::answerCell(int row, int col)
{
    if (!m_current || m_answered || m_current->ask == QuestionKind::NextMove)
        return;
    const std::optional<Answer> right = teaching()->answer(*m_current);
    if (m_current->ask == QuestionKind::NextPlace && right
        && teaching()->acceptsCell(*right, row, col)) {
        m_placeRow = row;
        m_placeCol = col;
        view()->setPicking(false);
        m_panel->askTile(row, col, m_session->document()->scenario().dungeon.tiles);
        return;
    }
    Answer given;
    given.question = *m_current;
    given.row = row;
    given.col = col;
    finish(given);
}

void QuestionCoach::answerNone()
{
    if (!m_current || m_answered || m_current->ask == QuestionKind::NextMove)
        return;
    Answer given; // no cell: the answer "none"
    given.question = *m_current;
    finish(given);
}

void QuestionCoach::answerTile(int templateIndex, int rotation)
{
    if (!m_current || m_answered || m_current->ask != QuestionKind::NextPlace || m_placeRow < 0)
        return;
    Answer given;
    given.question = *m_current;
    given.row = m_placeRow;
    given.col = m_placeCol;
    given.templateIndex = templateIndex;
    given.rotation = rotation;
    finish(given);
}

void QuestionCoach::finish(const Answer &given)
{
    const std::optional<Answer> right = teaching()->answer(*m_current);
    const bool correct = right && teaching()->accepts(*right, given);
    const int kind = int(m_current->ask);
    ++m_score.asked[kind];
    if (correct)
        ++m_score.right[kind];
    m_answered = true;
    setAsking(false);
    view()->setPicking(false);

    // The right answer on the map: the cell of the next move, the next cell, the placement.
    const QPoint cell = teaching()->answerCell(*right);
    if (cell.x() >= 0)
        view()->setMarkedCell(cell.y(), cell.x());
    m_panel->showResult(
        correct, teaching()->answerText(*right), teaching()->explanation(*right, given));
    showScore();
}

void QuestionCoach::continuePlayback()
{
    if (!m_answered)
        return;
    m_current.reset();
    m_answered = false;
    view()->setMarkedCell(-1, -1);
    if (!m_queue.isEmpty()) {
        askNext();
        return;
    }
    m_stop = -1;
    m_panel->clearQuestion();
    updateStops();
    restoreDock();
    m_session->playback()->play();
    m_bar->timeline()->setFocus(); // Space and the arrows drive playback again
}

void QuestionCoach::askHere(QuestionKind kind)
{
    if (!teaching()->asks(kind))
        return;
    const Question question {m_session->lesson()->model()->position(), kind};
    QVector<Question> questions = m_session->document()->scenario().questions;
    if (questions.contains(question))
        return;
    questions.append(question);
    m_session->document()->setQuestions(questions,
        tr("Ask the %1 after step %2")
            .arg(QuestionPanel::kindText(kind))
            .arg(LocaleDigits::number(question.after)));
}

void QuestionCoach::removeQuestion(int row)
{
    QVector<Question> questions = m_session->document()->scenario().questions;
    const int index = m_listed.value(row, -1);
    if (index < 0 || index >= questions.size())
        return;
    const Question removed = questions.takeAt(index);
    m_session->document()->setQuestions(questions,
        tr("Remove the question after step %1").arg(LocaleDigits::number(removed.after)));
}

QString QuestionCoach::summaryText() const
{
    const int asked = m_score.totalAsked();
    const int right = m_score.totalRight();
    QStringList lines;
    lines << tr("Summary: %n question(s) asked", nullptr, asked) + QStringLiteral(", ")
            + tr("%n right", nullptr, right) + QStringLiteral(", ")
            + tr("%n wrong", nullptr, asked - right) + QLatin1Char('.');
    for (int kind = 0; kind < 3; ++kind) {
        if (m_score.asked[kind] > 0) {
            lines << tr("%1: %2 of %3 right")
                         .arg(QuestionPanel::kindText(QuestionKind(kind)))
                         .arg(LocaleDigits::number(m_score.right[kind]))
                         .arg(LocaleDigits::number(m_score.asked[kind]));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

void QuestionCoach::raiseDock()
{
    if (!m_covered) {
        // The tab in front now: the one beside the dock that is not hidden behind another.
        for (QDockWidget *other : m_window->tabifiedDockWidgets(m_dock)) {
            if (other->isVisible() && !other->visibleRegion().isEmpty())
                m_covered = other;
        }
    }
    m_dock->show();
    m_dock->raise();
}

void QuestionCoach::restoreDock()
{
    if (m_covered)
        m_covered->raise();
    m_covered = nullptr;
}

void QuestionCoach::showScore()
{
    const int asked = m_score.totalAsked();
    m_scoreLabel->setVisible(asked > 0);
    m_scoreLabel->setText(tr("Questions: %1 of %n right", nullptr, asked)
                              .arg(LocaleDigits::number(m_score.totalRight())));
}
