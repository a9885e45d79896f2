// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "constructcoach.h"

#include "localedigits.h"

#include "answerkey.h"
#include "assignmentscore.h"
#include "atomicfile.h"
#include "constructpanel.h"
#include "lesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonsession.h"
#include "mapmodel.h"
#include "mapview.h"
#include "rulebook.h"
#include "scenariodocument.h"
#include "scenariofile.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>

namespace {
constexpr IslandStep::Kind MoveKinds[5] = {IslandStep::Backtrack, IslandStep::Complete,
    IslandStep::Failed, IslandStep::AllDone, IslandStep::TooComplex};
constexpr char MoveKeys[5] = {'B', 'C', 'F', 'D', 'T'};

}

ConstructCoach::ConstructCoach(LessonEditors *editors, QDockWidget *besides, QMainWindow *window)
    : QObject(window)
    , m_editors(editors)
    , m_session(editors->session())
    , m_window(window)
    , m_panel(new ConstructPanel)
    , m_dock(new QDockWidget(window))
    , m_menu(new QMenu(window))
    , m_action(new QAction(this))
    , m_hint(new QAction(this))
    , m_save(new QAction(this))
{
    setObjectName(QStringLiteral("constructCoach"));
    m_panel->setObjectName(QStringLiteral("constructPanel"));
    m_dock->setObjectName(QStringLiteral("constructDock"));
    // Its explanations run to many lines in a narrow dock: it scrolls rather than cutting
    // them off.
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("constructScroll"));
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_dock->setWidget(scroll);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    window->tabifyDockWidget(besides, m_dock);
    besides->raise(); // the new tab stays behind the one in front
    m_menu->setObjectName(QStringLiteral("constructMenu"));

    m_action->setObjectName(QStringLiteral("constructAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_hint->setObjectName(QStringLiteral("constructHintAction"));
    m_hint->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_save->setObjectName(QStringLiteral("constructSaveAction"));
    m_menu->addActions({m_action, m_hint});
    m_menu->addSeparator();
    QList<QAction *> moves;
    for (int i = 0; i < 5; ++i) {
        auto *move = new QAction(this);
        move->setObjectName(QStringLiteral("construct")
            + AnswerKey::moveName(MoveKinds[i]).remove(QLatin1Char(' ')));
        move->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key(MoveKeys[i])));
        connect(move, &QAction::triggered, this, [this, i] { chooseMove(MoveKinds[i]); });
        m_moves[i] = move;
        moves.append(move);
    }
    m_menu->addActions(moves);
    m_menu->addSeparator();
    m_menu->addAction(m_save);
    window->addActions({m_action, m_hint}); // the shortcuts work with the menu closed
    window->addActions(moves);
    m_panel->setActions(m_action, m_hint, moves, m_save);

    connect(m_action, &QAction::toggled, this, [this](bool on) { on ? begin() : stop(); });
    connect(m_hint, &QAction::triggered, this, &ConstructCoach::hint);
    connect(m_save, &QAction::triggered, this, &ConstructCoach::saveInteractively);
    connect(m_panel, &ConstructPanel::tileChosen, this, &ConstructCoach::chooseTile);
    connect(m_session, &LessonSession::lessonChanged, this, [this] {
        m_action->setChecked(false);
        // The round was the other lesson's: its hint, verdict and result say nothing of
        // this one's build.
        m_hasResult = false;
        m_finished = false;
        m_counts = Counts();
        m_firstWrong = WrongMove();
        m_panel->clearVerdict();
        updatePanel();
    });
    // Each frame of playback and each batch of steps: off, the panel shows nothing that
    // moves with them (begin(), stop(), the lesson and the language update it).
    connect(m_session, &LessonSession::playbackStateChanged, this, [this] {
        if (!m_active)
            return;
        advanceToDecision(); // also when the build has finished with no decision left
        checkEnd();
        updatePanel();
    });
    for (Lesson *lesson : m_session->lessons()) {
        connect(m_editors->editor(lesson)->view(), &MapView::cellPicked, this,
            [this, lesson](int row, int col) {
                if (lesson == m_lesson)
                    pickCell(row, col);
            });
        connect(lesson->model(), &MapModel::stepCountChanged, this, [this, lesson](int count) {
            if (!m_active || lesson != m_lesson)
                return;
            if (count == 0) {
                m_action->setChecked(false); // the build was dropped: the scenario changed
                return;
            }
            advanceToDecision();
            view()->setPicking(true); // a question cancelled on the way turned it off
        });
    }
    window->installEventFilter(this);
    retranslateUi();
}

bool ConstructCoach::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void ConstructCoach::retranslateUi()
{
    m_dock->setWindowTitle(tr("You Are the Algorithm"));
    m_menu->setTitle(tr("You Are the &Algorithm"));
    m_action->setText(tr("&Make Every Step Yourself"));
    m_action->setToolTip(
        tr("Make every step of the build yourself; the workbench checks each move"));
    m_hint->setText(tr("&Hint"));
    m_hint->setToolTip(tr("Show the right move, on the map and in words (counted)"));
    m_save->setText(tr("&Save Result…"));
    m_save->setToolTip(
        tr("Save moves, right, wrong, hints and time as a small JSON file for the lecturer"));
    static const char *const texts[5] = {QT_TR_NOOP("&Backtrack"), QT_TR_NOOP("Island &Complete"),
        QT_TR_NOOP("Island &Failed"), QT_TR_NOOP("All &Done"), QT_TR_NOOP("&Too Complex")};
    static const char *const tips[5] = {QT_TR_NOOP("The recursion goes back one cell"),
        QT_TR_NOOP("The island has its size"), QT_TR_NOOP("The island cannot be grown"),
        QT_TR_NOOP("All islands are built"), QT_TR_NOOP("The build gives up: too complex")};
    for (int i = 0; i < 5; ++i) {
        m_moves[i]->setText(tr(texts[i]));
        // With the move's word in the trace and the log (BACKTRACK, COMPLETE, ...).
        m_moves[i]->setToolTip(tr(tips[i]) + QStringLiteral(" (")
            + AnswerKey::moveName(MoveKinds[i]) + QLatin1Char(')'));
    }
    updatePanel();
}

QAction *ConstructCoach::moveAction(IslandStep::Kind kind) const
{
    for (int i = 0; i < 5; ++i) {
        if (MoveKinds[i] == kind)
            return m_moves[i];
    }
    return nullptr;
}

QString ConstructCoach::moveLabel(IslandStep::Kind kind) const
{
    if (const QAction *action = moveAction(kind))
        return action->text().remove(QLatin1Char('&'));
    return kind == IslandStep::Seed ? tr("Seed") : tr("Add");
}

LessonTeaching *ConstructCoach::teaching() const
{
    return m_session->lesson()->teaching();
}

MapView *ConstructCoach::view() const
{
    return m_editors->view();
}

int ConstructCoach::position() const
{
    return m_session->lesson()->model()->position();
}

int ConstructCoach::stepCount() const
{
    return m_session->lesson()->model()->stepCount();
}

// ---- The session ----

void ConstructCoach::begin()
{
    m_lesson = m_session->lesson();
    // No build yet: make it now (it is the answer key), shown from its first step.
    if (stepCount() == 0 && !m_session->isBuilding())
        m_session->start(false);
    else
        m_session->seek(0);
    m_counts = Counts();
    m_firstWrong = WrongMove();
    m_hasResult = false;
    m_finished = false;
    m_picked = QPoint(-1, -1);
    m_active = true;
    m_clock.start();
    teaching()->beginConstruct();
    m_panel->setLesson(m_lesson->mode());
    m_panel->clearVerdict();
    m_dock->show();
    m_dock->raise();
    advanceToDecision();
    view()->setPicking(true);
    view()->setFocus(); // the arrows and Enter pick cells
    updatePanel();
}

void ConstructCoach::stop()
{
    if (!m_active)
        return;
    m_active = false;
    m_hasResult = true;
    m_seconds = m_clock.elapsed() / 1000;
    m_decisions = teaching()->decisions(); // of the build the round was made on
    for (LessonEditor *editor : m_editors->editors()) {
        editor->view()->setPicking(false);
        editor->view()->setMarkedCell(-1, -1);
    }
    m_lesson = nullptr;
    m_panel->hideTile();
    updatePanel();
    m_dock->raise();
}

void ConstructCoach::checkEnd()
{
    if (!m_active || m_session->isBuilding() || position() < stepCount())
        return;
    // A build with no steps could not run (a dungeon without a path): nothing to make.
    m_finished = stepCount() > 0;
    m_action->setChecked(false);
}

void ConstructCoach::updatePanel()
{
    // Nothing to decide while the build's next steps have not arrived: the moves and Hint
    // wait with the prompt that says so, rather than take a click and do nothing.
    const bool deciding = m_active && position() < stepCount();
    const bool moves = teaching()->acceptsMoves();
    for (QAction *move : m_moves)
        move->setEnabled(deciding && moves);
    m_hint->setEnabled(deciding);
    m_save->setEnabled(m_hasResult);
    m_panel->setIntroShown(!m_active && !m_hasResult);
    if (!m_active)
        m_panel->setLesson(m_session->lesson()->mode());

    QString prompt;
    if (!m_active) {
        prompt = tr("Turn the mode on with Build > You Are the Algorithm (%1).")
                     .arg(m_action->shortcut().toString(QKeySequence::NativeText));
    } else if (position() >= stepCount()) {
        prompt = tr("Waiting for the build's next steps…");
    } else {
        prompt = teaching()->constructPrompt(position(), stepCount(), m_picked);
    }
    m_panel->setPrompt(prompt);
    m_panel->setCounts(m_active || m_hasResult
            ? tr("%n move(s)", nullptr, m_counts.moves) + countsAfterMoves()
            : QString());
    m_panel->setResult(m_hasResult ? resultText() : QString());
}

// ", 5 right, 1 wrong, 2 hints": what the panel's counts and the result add to the moves.
QString ConstructCoach::countsAfterMoves() const
{
    return QStringLiteral(", ") + tr("%n right", nullptr, m_counts.right) + QStringLiteral(", ")
        + tr("%n wrong", nullptr, m_counts.wrong) + QStringLiteral(", ")
        + tr("%n hint(s)", nullptr, m_counts.hints);
}

QString ConstructCoach::resultText() const
{
    // A duration in words: "12:34" reads as a time of day.
    const int seconds = int(m_seconds);
    //: How long You Are the Algorithm took, e.g. "took 12 min 5 s"
    const QString took = seconds < 60 ? tr("took %n s", nullptr, seconds)
                                      : tr("took %1 min %2 s")
                                            .arg(LocaleDigits::number(seconds / 60))
                                            .arg(LocaleDigits::number(seconds % 60));
    QString text = tr("Result: %n move(s)", nullptr, m_counts.moves) + countsAfterMoves()
        + QStringLiteral(", ") + took + QLatin1Char('.');
    text += QLatin1Char(' ')
        + (m_finished ? tr("You built the whole map.")
                      : tr("Stopped before the end of the build."));
    if (m_firstWrong.step >= 0)
        text += QLatin1Char(' ')
            + tr("The first wrong move was at step %1.")
                  .arg(LocaleDigits::number(m_firstWrong.step + 1));
    return text;
}

// ---- Moves ----

void ConstructCoach::pickCell(int row, int col)
{
    if (!m_active || position() >= stepCount())
        return;
    view()->setMarkedCell(-1, -1);
    const LessonTeaching::Verdict verdict = teaching()->pickCell(position(), row, col);
    if (verdict.kind == LessonTeaching::Verdict::ChooseTile) {
        m_picked = QPoint(col, row);
        m_panel->askTile(row, col, m_session->document()->scenario().dungeon.tiles);
        updatePanel();
        return;
    }
    apply(verdict);
}

void ConstructCoach::chooseMove(IslandStep::Kind kind)
{
    if (!m_active || !teaching()->acceptsMoves() || position() >= stepCount())
        return;
    view()->setMarkedCell(-1, -1);
    apply(teaching()->chooseMove(
        position(), kind, [this](IslandStep::Kind move) { return moveLabel(move); }));
}

void ConstructCoach::chooseTile(int templateIndex, int rotation)
{
    if (!m_active || m_picked.x() < 0)
        return;
    apply(teaching()->chooseTile(position(), m_picked, templateIndex, rotation));
}

void ConstructCoach::apply(const LessonTeaching::Verdict &verdict)
{
    switch (verdict.kind) {
    case LessonTeaching::Verdict::Ignored:
    case LessonTeaching::Verdict::ChooseTile: // pickCell() asks for the tile
        return;
    case LessonTeaching::Verdict::Right:
        right(verdict.target, verdict.text);
        return;
    case LessonTeaching::Verdict::Wrong:
        m_picked = QPoint(-1, -1);
        m_panel->hideTile();
        wrong(verdict.given, verdict.text);
        return;
    }
}

// Playback on over the steps that are no decision of the student.
void ConstructCoach::advanceToDecision()
{
    const int target = teaching()->decisionFrom(position());
    // Steps still to come may hold the next decision: wait where we are for them, never
    // skip into the middle of a cell's candidates.
    if (target >= stepCount() && m_session->isBuilding())
        return;
    if (target != position())
        m_session->seek(target);
}

void ConstructCoach::right(int target, const QString &note)
{
    const int done = teaching()->decidedStep(position());
    ++m_counts.moves;
    ++m_counts.right;
    const QString text = tr("Step %1: %2")
                             .arg(LocaleDigits::number(done + 1))
                             .arg(m_session->lesson()->model()->stepText(done));
    m_picked = QPoint(-1, -1);
    m_panel->hideTile();
    m_panel->showVerdict(true, note.isEmpty() ? text : note);
    m_session->seek(target);
    view()->setFocus(); // on with the arrows and Enter
    updatePanel();
}

void ConstructCoach::wrong(const QString &given, const QString &reason)
{
    ++m_counts.moves;
    ++m_counts.wrong;
    if (m_firstWrong.step < 0)
        m_firstWrong = {position(), given, teaching()->expectedMove(position())};
    m_panel->showVerdict(false, reason);
    updatePanel();
}

void ConstructCoach::hint()
{
    if (!m_active || position() >= stepCount())
        return;
    // A question open meanwhile: a hint would answer it (RuleBook::whileAsked).
    if (m_session->lesson()->model()->isAsking()
        && RuleBook::whileAsked(RuleBook::Part::Hint) == RuleBook::Shown::Nothing)
        return;
    const auto hint
        = teaching()->hint(position(), [this](IslandStep::Kind move) { return moveLabel(move); });
    if (!hint)
        return;
    ++m_counts.hints;
    if (hint->cell.x() >= 0)
        view()->setMarkedCell(hint->cell.y(), hint->cell.x());
    m_panel->showNote(hint->text);
    updatePanel();
}

// ---- The result ----

QByteArray ConstructCoach::resultJson() const
{
    const Scenario &scenario = m_session->document()->scenario();
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("mapgen-construct-result"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("scenario"), scenario.title);
    root.insert(QStringLiteral("seed"), ScenarioFile::seedToJson(scenario.seed));
    root.insert(QStringLiteral("lesson"), modeName(scenario.mode));
    root.insert(QStringLiteral("finished"), m_finished);
    root.insert(QStringLiteral("moves"), m_counts.moves);
    root.insert(QStringLiteral("right"), m_counts.right);
    root.insert(QStringLiteral("wrong"), m_counts.wrong);
    root.insert(QStringLiteral("hints"), m_counts.hints);
    // The round as a graded lesson counts You Are the Algorithm (questions.md, "Grading"):
    // max(0, right - wrong - hints) over the build's decisions, finished or not.
    AssignmentProgress round;
    round.construct = true;
    round.right = m_counts.right;
    round.wrong = m_counts.wrong;
    round.hints = m_counts.hints;
    round.decisions = m_decisions;
    root.insert(QStringLiteral("decisions"), m_decisions);
    root.insert(QStringLiteral("grade"), AssignmentScore::score(round));
    root.insert(QStringLiteral("seconds"), m_seconds);
    if (m_firstWrong.step >= 0) {
        root.insert(QStringLiteral("firstWrong"),
            QJsonObject {{QStringLiteral("step"), m_firstWrong.step},
                {QStringLiteral("move"), m_firstWrong.given},
                {QStringLiteral("expected"), m_firstWrong.expected}});
    } else {
        root.insert(QStringLiteral("firstWrong"), QJsonValue::Null);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool ConstructCoach::saveResult(const QString &fileName, QString *errorMessage) const
{
    return AtomicFile::write(fileName, resultJson(), errorMessage);
}

void ConstructCoach::saveInteractively()
{
    const QString documentName = m_session->document()->fileName();
    const QString suggested = documentName.isEmpty()
        ? QDir::home().filePath(QStringLiteral("result.json"))
        : QFileInfo(documentName)
              .dir()
              .filePath(
                  QFileInfo(documentName).completeBaseName() + QStringLiteral("-result.json"));
    const QString fileName = QFileDialog::getSaveFileName(
        m_window, tr("Save Result"), suggested, tr("Result files (*.json)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!saveResult(fileName, &error)) {
        QMessageBox::warning(m_window, tr("Save Result"), error);
        return;
    }
    m_window->statusBar()->showMessage(
        tr("Result saved to %1").arg(QDir::toNativeSeparators(fileName)), 5000);
}
