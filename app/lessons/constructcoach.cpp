#include "constructcoach.h"

#include "answerkey.h"
#include "atomicfile.h"
#include "cellinspector.h"
#include "constructpanel.h"
#include "dungeonlesson.h"
#include "dungeonmodel.h"
#include "dungeontiles.h"
#include "islandcellcheck.h"
#include "islandlesson.h"
#include "lessonsession.h"
#include "mapview.h"
#include "oceanmodel.h"
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

#include <cstdlib>

namespace {
constexpr IslandStep::Kind MoveKinds[5] = {IslandStep::Backtrack, IslandStep::Complete,
    IslandStep::Failed, IslandStep::AllDone, IslandStep::TooComplex};
constexpr char MoveKeys[5] = {'B', 'C', 'F', 'D', 'T'};

QString cellText(int row, int col)
{
    return QStringLiteral("(%1, %2)").arg(row).arg(col);
}
}

ConstructCoach::ConstructCoach(LessonSession *session, QDockWidget *besides, QMainWindow *window)
    : QObject(window)
    , m_session(session)
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
        updatePanel();
    });
    // Each frame of playback and each batch of steps: off, the panel shows nothing that
    // moves with them (begin(), stop(), the lesson and the language update it).
    connect(m_session, &LessonSession::playbackStateChanged, this, [this] {
        if (!m_active)
            return;
        if (!isIslands())
            advanceToDecision(); // also when the build has finished with no decision left
        checkEnd();
        updatePanel();
    });
    for (Lesson *lesson : m_session->lessons()) {
        connect(lesson->view(), &MapView::cellPicked, this, [this, lesson](int row, int col) {
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
            if (!isIslands())
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

bool ConstructCoach::isIslands() const
{
    return m_session->lesson() == m_session->islandLesson();
}

MapView *ConstructCoach::view() const
{
    return m_session->lesson()->view();
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
    m_pickRow = m_pickCol = -1;
    m_active = true;
    m_clock.start();
    if (isIslands())
        m_stack.setScenario(m_session->islandLesson()->oceanModel()->scenario());
    m_panel->setLesson(m_lesson->mode());
    m_panel->clearVerdict();
    m_dock->show();
    m_dock->raise();
    if (!isIslands())
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
    for (Lesson *lesson : m_session->lessons()) {
        lesson->view()->setPicking(false);
        lesson->view()->setMarkedCell(-1, -1);
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
    const bool islands = isIslands();
    for (QAction *move : m_moves)
        move->setEnabled(m_active && islands);
    m_hint->setEnabled(m_active);
    m_save->setEnabled(m_hasResult);
    if (!m_active)
        m_panel->setLesson(m_session->lesson()->mode());

    QString prompt;
    if (!m_active) {
        prompt = tr("Turn the mode on with Build > You Are the Algorithm (%1).")
                     .arg(m_action->shortcut().toString(QKeySequence::NativeText));
    } else if (position() >= stepCount()) {
        prompt = tr("Waiting for the build's next steps…");
    } else if (islands) {
        prompt = tr(
            "Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or "
            "choose a move. The Call Stack shows the current cell and the island's size.")
                     .arg(position() + 1)
                     .arg(stepCount());
    } else if (m_pickRow < 0) {
        prompt = tr("Step %1 of %2: click the cell that gets the next tile.")
                     .arg(position() + 1)
                     .arg(stepCount());
    } else {
        prompt = tr("Which tile, turned how, goes on row %1, column %2? Choose it and press Place.")
                     .arg(m_pickRow)
                     .arg(m_pickCol);
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
                                      : tr("took %1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    QString text = tr("Result: %n move(s)", nullptr, m_counts.moves) + countsAfterMoves()
        + QStringLiteral(", ") + took + QLatin1Char('.');
    text += QLatin1Char(' ')
        + (m_finished ? tr("You built the whole map.")
                      : tr("Stopped before the end of the build."));
    if (m_firstWrong.step >= 0)
        text
            += QLatin1Char(' ') + tr("The first wrong move was at step %1.").arg(m_firstWrong.step + 1);
    return text;
}

// ---- Moves ----

void ConstructCoach::pickCell(int row, int col)
{
    if (!m_active || position() >= stepCount())
        return;
    m_session->lesson()->view()->setMarkedCell(-1, -1);
    if (isIslands())
        islandCell(row, col);
    else
        dungeonCell(row, col);
}

void ConstructCoach::islandCell(int row, int col)
{
    const OceanModel *model = m_session->islandLesson()->oceanModel();
    const int p = position();
    const IslandStep step = model->step(p);
    const IslandGrid &grid = model->grid();
    const IslandRule rule = model->scenario().islands.rule;
    m_stack.seek(model->stepList(), p);
    const bool adds = step.kind == IslandStep::Seed || step.kind == IslandStep::Add;
    if (adds && step.row == row && step.col == col) {
        right(p + 1, QString());
        return;
    }
    if (step.kind == IslandStep::Seed && IslandCellCheck::seed(grid, row, col, rule).valid()) {
        right(p + 1,
            tr("Row %1, column %2 could be the seed as well. The seed is drawn at random; this "
               "build drew "
               "row %3, column %4, and goes on with it.")
                .arg(row)
                .arg(col)
                .arg(step.row)
                .arg(step.col));
        return;
    }
    const bool hasFrame = m_stack.depth() > 0;
    const IslandCallStack::Frame frame
        = hasFrame ? m_stack.frame(m_stack.depth() - 1) : IslandCallStack::Frame();
    int candidate = -1;
    for (int i = 0; hasFrame && i < frame.count; ++i) {
        if (frame.candidates[std::size_t(i)] == std::uint32_t(row * grid.cols() + col))
            candidate = i;
    }
    const bool pending = candidate >= 0
        && m_stack.candidateState(m_stack.depth() - 1, candidate)
            == IslandCallStack::CandidateState::Pending;
    if (step.kind == IslandStep::Add && pending && model->scenario().islands.randomize) {
        right(p + 1,
            tr("Row %1, column %2 is a candidate as well. Randomize shuffles the candidates; this "
               "build "
               "tries row %3, column %4 first and goes on with it.")
                .arg(row)
                .arg(col)
                .arg(step.row)
                .arg(step.col));
        return;
    }

    // Wrong: the reasons the Cell Inspector gives, for the cell clicked.
    CellInspector *inspector = m_session->islandLesson()->cellInspector();
    if (inspector) {
        inspector->setCell(row, col);
        inspector->refresh();
    }
    QString reason;
    if (step.kind == IslandStep::Seed) {
        reason = tr("Row %1, column %2 as the seed: %3")
                     .arg(row)
                     .arg(col)
                     .arg(inspector ? inspector->seedText() : QString());
    } else if (step.kind != IslandStep::Add) {
        reason = tr("No cell is added now: %1.").arg(whyIsland(step));
    } else if (std::abs(row - frame.row) + std::abs(col - frame.col) != 1) {
        reason = tr("Row %1, column %2 is not beside the current cell (%3, %4): grow() tries only "
                    "the cells "
                    "above, left, right and below it.")
                     .arg(row)
                     .arg(col)
                     .arg(frame.row)
                     .arg(frame.col);
    } else if (!IslandCellCheck::expansion(grid, row, col, step.island, rule).valid()) {
        reason = tr("Row %1, column %2 as the next cell: %3")
                     .arg(row)
                     .arg(col)
                     .arg(inspector ? inspector->expansionText() : QString());
    } else if (candidate >= 0 && !pending) {
        reason = tr("Row %1, column %2 was tried from (%3, %4) already and backtracked.")
                     .arg(row)
                     .arg(col)
                     .arg(frame.row)
                     .arg(frame.col);
    } else {
        reason = tr("Row %1, column %2 is a candidate, but another comes first: without randomize, "
                    "grow() tries "
                    "them up, left, right, down.")
                     .arg(row)
                     .arg(col);
    }
    wrong(QStringLiteral("cell ") + cellText(row, col), reason);
}

void ConstructCoach::chooseMove(IslandStep::Kind kind)
{
    if (!m_active || !isIslands() || position() >= stepCount())
        return;
    m_session->lesson()->view()->setMarkedCell(-1, -1);
    const OceanModel *model = m_session->islandLesson()->oceanModel();
    const int p = position();
    const IslandStep step = model->step(p);
    m_stack.seek(model->stepList(), p);
    if (step.kind == kind) {
        right(p + 1, QString());
        return;
    }
    wrong(AnswerKey::moveName(kind), tr("Not %1 now: %2.").arg(moveLabel(kind), whyIsland(step)));
}

QString ConstructCoach::whyIsland(const IslandStep &step) const
{
    const int depth = m_stack.depth();
    switch (step.kind) {
    case IslandStep::Seed:
        return tr("island %1 is next and needs a seed (click it)").arg(step.island);
    case IslandStep::Add:
        if (depth > 0) {
            const IslandCallStack::Frame &frame = m_stack.frame(depth - 1);
            return tr("the current cell (%1, %2) still has a candidate to try (click it)")
                .arg(frame.row)
                .arg(frame.col);
        }
        break;
    case IslandStep::Backtrack:
        return tr("the current cell (%1, %2) has no candidate left to try")
            .arg(step.row)
            .arg(step.col);
    case IslandStep::Complete:
        return tr("island %1 has its %n cell(s)", nullptr, m_stack.target(step.island))
            .arg(step.island);
    case IslandStep::Failed:
        switch (step.failure) {
        case IslandFailure::NoSeed:
            return tr("no cell is left where island %1 could have its seed").arg(step.island);
        case IslandFailure::Unreachable:
            return tr("too little water is reachable from the seed of island %1").arg(step.island);
        case IslandFailure::DeadEnd:
        case IslandFailure::None:
            return tr("every path from the seed of island %1 dead-ended").arg(step.island);
        }
        break;
    case IslandStep::AllDone:
        return tr("every island has been built");
    case IslandStep::TooComplex:
        return tr("the build has reached its step limit");
    }
    return QString();
}

void ConstructCoach::dungeonCell(int row, int col)
{
    const DungeonModel *model = m_session->dungeonLesson()->dungeonModel();
    const int place = nextPlace(position());
    if (place < 0) {
        wrong(QStringLiteral("cell ") + cellText(row, col), tr("No tile is placed any more."));
        return;
    }
    const DungeonStep step = model->step(place);
    if (step.row == row && step.col == col) {
        m_pickRow = row;
        m_pickCol = col;
        m_panel->askTile(row, col, m_session->document()->scenario().dungeon.tiles);
        updatePanel();
        return;
    }
    // The reasons the tile-connection inspector's data give, as the questions explain them.
    const DungeonModel::CellReport report = model->inspect(row, col);
    const QString reason = report.pit ? tr("Row %1, column %2 is a pit.")
        : report.filled               ? tr("Row %1, column %2 has a tile already.")
        : report.queued ? tr("Row %1, column %2 waits in the fill queue; the cell at its front "
                             "comes first.")
                        : tr("Row %1, column %2 is not in the fill queue: only cells beside an "
                             "open door join it.");
    m_pickRow = m_pickCol = -1;
    m_panel->hideTile();
    wrong(QStringLiteral("cell ") + cellText(row, col), reason.arg(row).arg(col));
}

void ConstructCoach::chooseTile(int templateIndex, int rotation)
{
    if (!m_active || isIslands() || m_pickRow < 0)
        return;
    const DungeonModel *model = m_session->dungeonLesson()->dungeonModel();
    const QVector<DungeonTile> &tiles = m_session->document()->scenario().dungeon.tiles;
    const int place = nextPlace(position());
    if (place < 0 || templateIndex < 0 || templateIndex >= tiles.size())
        return;
    const DungeonStep step = model->step(place);
    if (step.row != m_pickRow || step.col != m_pickCol)
        return; // playback moved since the cell was picked
    const std::uint8_t chosen = DungeonTiles::rotate(tiles[templateIndex].doors, rotation);
    const std::uint8_t placed
        = DungeonTiles::rotate(tiles.value(step.templateIndex()).doors, step.rotation());
    const QString given = QStringLiteral("place %1 %2 %3")
                              .arg(cellText(m_pickRow, m_pickCol), tiles[templateIndex].name)
                              .arg(rotation);
    for (int i = position(); i < place; ++i) {
        const DungeonStep reject = model->step(i);
        if (reject.kind == DungeonStep::Reject && reject.mask == chosen) {
            wrong(given,
                tr("That tile does not fit on row %1, column %2: %3")
                    .arg(m_pickRow)
                    .arg(m_pickCol)
                    .arg(model->stepText(i)));
            return;
        }
    }
    QString note;
    if (chosen != placed) {
        note = tr("That tile fits as well. One valid candidate is drawn at random; this build drew "
                  "%1 turned %n "
                  "quarter turn(s) and goes on with it.",
            nullptr, step.rotation())
                   .arg(tiles.value(step.templateIndex()).displayName());
    }
    right(decisionFrom(place + 1), note);
}

int ConstructCoach::nextPlace(int index) const
{
    const DungeonModel *model = m_session->dungeonLesson()->dungeonModel();
    for (int i = index; i < model->stepCount(); ++i) {
        if (model->step(i).kind == DungeonStep::Place)
            return i;
    }
    return -1;
}

int ConstructCoach::decisionFrom(int index) const
{
    const DungeonModel *model = m_session->dungeonLesson()->dungeonModel();
    for (int i = index; i < model->stepCount(); ++i) {
        const DungeonStep step = model->step(i);
        const bool first = i == 0 || model->step(i - 1).kind != DungeonStep::Reject;
        if (first && (step.kind == DungeonStep::Reject || step.fromQueue()))
            return i;
    }
    return model->stepCount();
}

void ConstructCoach::advanceToDecision()
{
    const int target = decisionFrom(position());
    // Steps still to come may hold the next decision: wait where we are for them, never
    // skip into the middle of a cell's candidates.
    if (target >= stepCount() && m_session->isBuilding())
        return;
    if (target != position())
        m_session->seek(target);
}

void ConstructCoach::right(int target, const QString &note)
{
    const int done = isIslands() ? position() : nextPlace(position()); // the step the move made
    ++m_counts.moves;
    ++m_counts.right;
    const QString text
        = tr("Step %1: %2").arg(done + 1).arg(m_session->lesson()->model()->stepText(done));
    m_pickRow = m_pickCol = -1;
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
        m_firstWrong = {position(), given, expectedText(position())};
    m_panel->showVerdict(false, reason);
    updatePanel();
}

// The right move as the answer key words it, untranslated: "ADD (3, 15)", "BACKTRACK",
// "place (4, 7) hall 1".
QString ConstructCoach::expectedText(int p) const
{
    if (isIslands()) {
        const OceanModel *model = m_session->islandLesson()->oceanModel();
        const auto answer = m_session->answer({p, QuestionKind::NextMove});
        if (!answer)
            return QString();
        const IslandStep step = model->step(p);
        const bool cell = step.kind == IslandStep::Seed || step.kind == IslandStep::Add
            || step.kind == IslandStep::Backtrack;
        return AnswerKey::moveName(answer->move)
            + (cell ? QStringLiteral(" ") + cellText(step.row, step.col) : QString());
    }
    const auto answer = m_session->answer({p, QuestionKind::NextPlace});
    if (!answer || answer->isNone())
        return QString();
    // The answer key's text less its question: "place (4, 7) hall 1".
    return QStringLiteral("place ")
        + answer->text(m_session->document()->scenario()).section(QLatin1Char(' '), 1);
}

void ConstructCoach::hint()
{
    if (!m_active || position() >= stepCount())
        return;
    ++m_counts.hints;
    const int p = position();
    QString text;
    if (isIslands()) {
        const IslandStep step = m_session->islandLesson()->oceanModel()->step(p);
        if (step.hasCell()) {
            view()->setMarkedCell(step.row, step.col);
            text = tr("Hint: %1 on row %2, column %3")
                       .arg(moveLabel(step.kind))
                       .arg(step.row)
                       .arg(step.col);
        } else {
            text = tr("Hint: %1").arg(moveLabel(step.kind));
        }
    } else {
        const int place = nextPlace(p);
        if (place < 0)
            return;
        const DungeonStep step = m_session->dungeonLesson()->dungeonModel()->step(place);
        view()->setMarkedCell(step.row, step.col);
        text = tr(
            "Hint: %1 turned %n quarter turn(s) on row %2, column %3", nullptr, step.rotation())
                   .arg(m_session->document()
                            ->scenario()
                            .dungeon.tiles.value(step.templateIndex())
                            .displayName())
                   .arg(step.row)
                   .arg(step.col);
    }
    m_panel->showNote(text);
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
