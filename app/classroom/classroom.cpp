// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom.h"

#include "classpanel.h"
#include "classserver.h"
#include "heatoverlay.h"
#include "languagemanager.h"
#include "lesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonkind.h"
#include "lessonsession.h"
#include "lessonteaching.h"
#include "mapmodel.h"
#include "mapview.h"
#include "questioncoach.h"
#include "scenariodocument.h"
#include "weblessonexporter.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonObject>
#include <QMainWindow>
#include <QMessageBox>
#include <QTimer>

namespace {
constexpr int StateMilliseconds = 50; // at most one step a phone in this time while playing
constexpr int ShowMilliseconds = 30; // the projector's answers, coalesced

qint64 keyOf(const Question &question)
{
    return qint64(question.after) * 4 + int(question.ask);
}
} // namespace

Classroom::Classroom(LessonEditors *editors, QuestionCoach *questions, QMainWindow *window)
    : QObject(window)
    , m_editors(editors)
    , m_session(editors->session())
    , m_questions(questions)
    , m_window(window)
    , m_server(new ClassServer(this))
    , m_panel(new ClassPanel)
    , m_dock(new QDockWidget(window))
    , m_start(new QAction(this))
    , m_reveal(new QAction(this))
    , m_results(new QAction(this))
    , m_stateTimer(new QTimer(this))
    , m_showTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("classroom"));
    m_dock->setObjectName(QStringLiteral("classDock"));
    m_dock->setWidget(m_panel);
    // Presenter mode keeps it: the room needs the code and the answers on the projector.
    m_dock->setProperty("keptInPresenterMode", true);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    m_dock->toggleViewAction()->setVisible(false);
    // While the class runs the dock stays: a layout restored (presenter mode's end restores
    // the one from before the class) hides it, and it comes back at once.
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this] {
        if (isRunning() && m_dock->isHidden())
            QTimer::singleShot(0, this, [this] {
                if (isRunning())
                    m_dock->show();
            });
    });

    m_start->setObjectName(QStringLiteral("startClass"));
    m_start->setCheckable(true);
    m_start->setShortcut(QKeySequence(Qt::Key_F7));
    m_start->setProperty("presenterAction", true);
    m_reveal->setObjectName(QStringLiteral("revealAnswers"));
    m_reveal->setShortcut(QKeySequence(Qt::Key_F8));
    m_reveal->setEnabled(false);
    m_reveal->setProperty("presenterAction", true);
    m_results->setObjectName(QStringLiteral("exportClassResults"));
    // The shortcuts work in presenter mode too, where the menu bar is hidden.
    window->addAction(m_start);
    window->addAction(m_reveal);

    connect(m_start, &QAction::triggered, this, [this](bool on) {
        if (on)
            startInteractively();
        else
            endInteractively();
    });
    connect(m_reveal, &QAction::triggered, this, &Classroom::reveal);
    connect(m_results, &QAction::triggered, this, &Classroom::exportResults);
    connect(m_panel, &ClassPanel::revealRequested, this, &Classroom::reveal);
    connect(m_panel, &ClassPanel::endRequested, this, &Classroom::endInteractively);
    connect(m_panel, &ClassPanel::mapEditingToggled, this, &Classroom::updateMapLock);

    connect(m_server, &ClassServer::studentsChanged, m_panel, &ClassPanel::setStudents);
    connect(m_server, &ClassServer::joined, this, &Classroom::onJoined);
    connect(m_server, &ClassServer::answered, this, &Classroom::onAnswered);
    connect(m_questions, &QuestionCoach::asked, this, &Classroom::onAsked);
    connect(m_session, &LessonSession::playbackStateChanged, this, &Classroom::scheduleState);
    connect(m_session, &LessonSession::lessonChanged, this, &Classroom::scheduleState);

    m_stateTimer->setSingleShot(true);
    m_stateTimer->setInterval(StateMilliseconds);
    connect(m_stateTimer, &QTimer::timeout, this, &Classroom::sendState);
    m_showTimer->setSingleShot(true);
    m_showTimer->setInterval(ShowMilliseconds);
    connect(m_showTimer, &QTimer::timeout, this, &Classroom::showAnswers);

    for (LessonEditor *editor : m_editors->editors()) {
        m_overlays.append(new HeatOverlay(editor->view()));
        connect(editor->view(), &MapView::strokeRefused, this, [this] {
            emit statusMessage(tr("During the class the map paints no pits (every phone follows "
                                  "an edit): tick \"Edit the map\" in the Class panel to paint"),
                5000);
        });
    }

    window->installEventFilter(this);
    retranslateUi();
}

Classroom::~Classroom() = default;

bool Classroom::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void Classroom::retranslateUi()
{
    m_dock->setWindowTitle(tr("Class"));
    m_start->setText(tr("Start &Class"));
    m_start->setToolTip(
        tr("Serve this lesson to the students' phones on the local network: "
           "they follow the map and answer the questions (F7 again ends the class)"));
    m_reveal->setText(tr("Re&veal Answers"));
    m_reveal->setToolTip(tr("Mark the answers the rule book accepts, here and on every phone"));
    m_results->setText(tr("Class &Results..."));
    m_results->setToolTip(tr("The class's answers as CSV: a row per question, no names"));
}

bool Classroom::isRunning() const
{
    return m_server->isRunning();
}

QString Classroom::url() const
{
    const QStringList urls = m_server->urls();
    return urls.isEmpty() ? QString() : urls.first();
}

const Scenario *Classroom::builtScenario() const
{
    const Lesson *lesson = m_session->lesson();
    if (m_session->isBuilding() || lesson->model()->stepCount() == 0)
        return nullptr;
    return &lesson->model()->scenario();
}

HeatOverlay *Classroom::overlay() const
{
    const int index = m_session->lessons().indexOf(m_session->lesson());
    return index >= 0 && index < m_overlays.size() ? m_overlays[index] : nullptr;
}

void Classroom::startInteractively()
{
    QString error;
    if (!start(QHostAddress::Any, 0, &error)) {
        m_start->setChecked(false);
        QMessageBox::warning(m_window, tr("Start Class"), error);
    }
}

void Classroom::endInteractively()
{
    QString error;
    if (!end(&error))
        QMessageBox::warning(m_window, tr("Class Results"), error);
}

void Classroom::setResultsFile(
    const QString &fileName, const std::optional<ClassJournal::Class> &journal)
{
    delete m_journal;
    m_journal = new ClassJournal(fileName, this);
    connect(m_journal, &ClassJournal::syncFailed, this, &Classroom::journalFailed);
    m_class.reset();
    m_tally.clear();
    if (journal) {
        m_class = journal->header;
        m_tally = journal->tally;
    }
}

bool Classroom::finishResults(QString *error)
{
    return !m_journal || m_journal->finish(m_tally, error);
}

// An answer, question or reveal not in the journal: the lecturer is told once a class (the
// answers are still counted, and in the results if they can be written when it ends).
void Classroom::journalFailed(const QString &message)
{
    qWarning("%s", qPrintable(message));
    if (m_journalWarned)
        return;
    m_journalWarned = true;
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Class Results"),
        message + QStringLiteral("\n\n")
            + tr("The answers are still counted, but those not written to the file are lost "
                 "if the workbench stops before the class ends."),
        QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool Classroom::start(const QHostAddress &address, quint16 port, QString *error)
{
    if (!WebLessonExporter::available()) {
        if (error)
            *error = tr("This build of the workbench has no web lesson player (built without "
                        "emscripten), so it cannot serve a class.");
        return false;
    }
    // With a results file the class is one class: started again, it continues with its code.
    const QString code = m_journal && m_class ? m_class->code : QString();
    if (!m_server->start(address, port, error, code))
        return false;
    if (m_journal) {
        const ClassJournal::Header header = m_class
            ? *m_class
            : ClassJournal::Header::of(m_session->document()->scenario(), m_server->code());
        if (!m_journal->begin(header, m_tally, error)) {
            m_server->stop();
            return false;
        }
        m_class = header;
        m_salt = header.salt;
    } else {
        m_tally.clear();
        m_salt = ClassTally::newSalt();
    }
    m_resumable.clear();
    for (int number = 0; number < m_tally.roundCount(); ++number)
        m_resumable.insert(keyOf(m_tally.round(number)->question), number);
    m_journalWarned = false;
    m_round = -1;
    m_question.reset();
    m_served.reset();
    m_lastState.clear();
    m_lastWork.clear();
    updatePage();
    m_panel->setUrls(m_server->urls(), m_server->code());
    m_panel->setStudents(0);
    m_panel->setQuestion(QString(), 0);
    m_panel->setBars({}, false);
    m_panel->setResult(QString());
    m_panel->setMapEditing(false);
    updateMapLock();
    // No close button while the class runs: the room needs the code and the answers.
    m_dock->setFeatures(m_dock->features() & ~QDockWidget::DockWidgetClosable);
    m_dock->show();
    m_dock->raise();
    m_start->setChecked(true);
    m_start->setText(tr("End &Class"));
    return true;
}

bool Classroom::end(QString *error)
{
    const bool running = m_server->isRunning();
    if (running)
        m_server->broadcast(ClassProtocol::end());
    m_server->stop();
    closeQuestion();
    updateMapLock();
    m_dock->setFeatures(m_dock->features() | QDockWidget::DockWidgetClosable);
    m_dock->hide();
    m_start->setChecked(false);
    m_reveal->setEnabled(false);
    retranslateUi();
    return !running || finishResults(error);
}

bool Classroom::writeResults(const QString &fileName, QString *error) const
{
    return m_tally.writeCsv(fileName, error);
}

void Classroom::exportResults()
{
    const QString fileName = QFileDialog::getSaveFileName(m_window, tr("Export Class Results"),
        QStringLiteral("class-results.csv"), tr("CSV files (*.csv)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (m_journal && m_journal->isOpen()
        && QFileInfo(fileName) == QFileInfo(m_journal->fileName())) {
        QMessageBox::warning(m_window, tr("Export Class Results"),
            tr("%1 is this class's journal: it becomes the class results when the class ends.")
                .arg(QDir::toNativeSeparators(fileName)));
        return;
    }
    if (!writeResults(fileName, &error))
        QMessageBox::warning(m_window, tr("Export Class Results"), error);
}

// The page for the lesson built now, in the workbench's language, in class mode.
void Classroom::updatePage()
{
    const Scenario *scenario = builtScenario();
    const Scenario served = scenario ? *scenario : m_session->document()->scenario();
    const QJsonObject classMode {{QLatin1String("socket"), QLatin1String("/class")}};
    m_server->setPage(WebLessonExporter::page(
        served, LanguageManager::instance()->language(), WebLessonExporter::Standalone, classMode));
    m_served = served;
}

void Classroom::scheduleState()
{
    if (!isRunning())
        return;
    if (m_question && m_session->lesson()->model()->position() != m_question->after)
        closeQuestion();
    if (!m_stateTimer->isActive()) {
        sendState();
        m_stateTimer->start();
    }
}

// Whether a page made for `a` shows `b` too, with the lecturer's seed, settings and pits as
// its address brings them (work()). The questions are not the page's in a class (the
// lecturer asks), nor is what only the workbench and a graded package read.
bool Classroom::samePage(const Scenario &a, const Scenario &b)
{
    return a.mode == b.mode && a.rows == b.rows && a.cols == b.cols && a.dungeon == b.dungeon
        && a.title == b.title && a.notes == b.notes;
}

// The lecturer's island settings and pits for the page served: the pits where they differ
// from its lesson's.
QByteArray Classroom::work(const Scenario &scenario) const
{
    std::vector<std::uint8_t> changed(scenario.pits.size());
    for (std::size_t i = 0; i < changed.size(); ++i)
        changed[i] = (scenario.pits[i] != 0) != (m_served->pits[i] != 0);
    return ClassProtocol::work(LessonKind::of(scenario.mode).islands ? &scenario.islands : nullptr,
        WebLessonExporter::pitsText(changed));
}

void Classroom::sendState()
{
    const Scenario *scenario = builtScenario();
    if (!isRunning() || !scenario)
        return;
    // Another lesson, map size, tile set or title: the phones load the new page.
    if (!m_served || !samePage(*scenario, *m_served)) {
        updatePage();
        m_lastState.clear();
        m_lastWork.clear();
        m_server->broadcast(ClassProtocol::reload());
        return;
    }
    // Other settings or pits: the phones build them as the page would from an address with
    // them, and keep what they have (the join, the answers given).
    const QByteArray work = this->work(*scenario);
    if (work != m_lastWork) {
        m_lastWork = work;
        m_lastState.clear();
        m_server->broadcast(work);
    }
    const MapModel *model = m_session->lesson()->model();
    const QByteArray state
        = ClassProtocol::state(scenario->seed, model->position(), model->stepCount());
    if (state == m_lastState)
        return;
    m_lastState = state;
    m_server->broadcast(state);
}

QString Classroom::questionText(QuestionKind kind) const
{
    switch (kind) {
    case QuestionKind::NextMove:
        return tr("What does the algorithm do next?");
    case QuestionKind::NextCell:
        return tr("Which cell is added next?");
    case QuestionKind::NextPlace:
        return tr("Where does the next tile go?");
    }
    return QString();
}

void Classroom::onAsked(const Question &question)
{
    if (!isRunning())
        return;
    closeQuestion();
    sendState(); // the phones at the question's step first
    m_question = question;
    const auto resumed = m_resumable.constFind(keyOf(question));
    if (resumed == m_resumable.constEnd()) {
        m_round = m_tally.open(question);
        m_server->broadcast(ClassProtocol::ask(m_round, question, false));
    } else {
        // Asked before the class started this time: the same round, each student as they were.
        m_round = *resumed;
        m_resumable.erase(resumed);
        for (const QString &token : m_server->tokens()) {
            m_server->sendTo(token,
                ClassProtocol::ask(
                    m_round, question, m_tally.hasAnswered(m_round, studentOf(token))));
        }
    }
    QString error;
    if (m_journal && !m_journal->question(m_round, question, &error))
        journalFailed(error);
    const bool revealed = m_tally.round(m_round)->revealed;
    m_reveal->setEnabled(!revealed);
    m_panel->setRevealEnabled(!revealed);
    m_panel->setResult(QString());
    if (revealed) {
        showResult();
        for (const QString &token : m_server->tokens())
            m_server->sendTo(token, revealFor(token));
    }
    showAnswers();
}

QString Classroom::studentOf(const QString &token) const
{
    return ClassTally::studentKey(m_salt, token);
}

void Classroom::closeQuestion()
{
    m_question.reset();
    m_reveal->setEnabled(false);
    m_panel->setRevealEnabled(false);
    m_panel->setQuestion(QString(), 0);
    m_panel->setBars({}, false);
    for (HeatOverlay *heat : std::as_const(m_overlays))
        heat->clear();
}

void Classroom::updateMapLock()
{
    const bool locked = isRunning() && !m_panel->mapEditing();
    for (LessonEditor *editor : m_editors->editors())
        editor->view()->setStrokesLocked(locked);
}

void Classroom::onJoined(const QString &token)
{
    const Scenario *scenario = builtScenario();
    if (scenario && m_served && samePage(*scenario, *m_served)) {
        const MapModel *model = m_session->lesson()->model();
        m_server->sendTo(token, work(*scenario));
        m_server->sendTo(
            token, ClassProtocol::state(scenario->seed, model->position(), model->stepCount()));
    }
    if (!m_question)
        return;
    m_server->sendTo(token,
        ClassProtocol::ask(m_round, *m_question, m_tally.hasAnswered(m_round, studentOf(token))));
    if (m_tally.round(m_round)->revealed)
        m_server->sendTo(token, revealFor(token));
}

void Classroom::onAnswered(const QString &token, const ClassProtocol::ClientMessage &message)
{
    if (!m_question || message.question != m_round || !m_served)
        return;
    const std::optional<Answer> answer = ClassProtocol::answerOf(
        message, *m_question, m_served->rows, m_served->cols, int(m_served->dungeon.tiles.size()));
    const QString student = studentOf(token);
    if (!answer || !m_tally.takes(m_round, student))
        return;
    // Written down before it is acknowledged; counted here even if it could not be.
    QString error;
    const bool written = !m_journal || m_journal->answer(m_round, student, *answer, &error);
    if (!written)
        journalFailed(error);
    m_tally.record(m_round, student, *answer);
    if (written)
        m_server->sendTo(token, ClassProtocol::received(m_round));
    if (!m_showTimer->isActive())
        m_showTimer->start();
}

void Classroom::showAnswers()
{
    const ClassTally::Round *round = m_tally.round(m_round);
    if (!round || !m_question)
        return;
    m_panel->setQuestion(questionText(m_question->ask), round->answered());
    if (m_question->ask == QuestionKind::NextMove) {
        QVector<ClassPanel::Bar> bars;
        for (const ClassTally::Count &count : round->counts) {
            const QString label = m_session->lesson()->teaching()->answerText(count.answer);
            bars.append({label, count.count, count.accepted});
        }
        m_panel->setBars(bars, round->revealed);
    } else if (HeatOverlay *heat = overlay()) {
        QHash<QPoint, int> cells;
        QSet<QPoint> accepted;
        for (const ClassTally::Count &count : round->counts) {
            if (count.answer.isNone())
                continue;
            const QPoint cell(count.answer.col, count.answer.row);
            cells[cell] += count.count;
            if (count.accepted)
                accepted.insert(cell);
        }
        heat->setCounts(cells);
        heat->setAccepted(accepted);
    }
    emit answersShown(round->answered());
}

void Classroom::reveal()
{
    const ClassTally::Round *round = m_tally.round(m_round);
    if (!m_question || !round || round->revealed)
        return;
    const LessonTeaching *teaching = m_session->lesson()->teaching();
    const std::optional<Answer> right = teaching->answer(*m_question);
    m_tally.reveal(
        m_round, [&](const Answer &given) { return right && teaching->accepts(*right, given); });
    // The round as revealed (the tally may have copied its rounds to change them).
    QString error;
    if (m_journal && !m_journal->reveal(m_round, *m_tally.round(m_round), &error))
        journalFailed(error);
    showResult();
    m_reveal->setEnabled(false);
    m_panel->setRevealEnabled(false);
    showAnswers();
    for (const QString &token : m_server->tokens())
        m_server->sendTo(token, revealFor(token));
}

void Classroom::showResult()
{
    const ClassTally::Round *round = m_tally.round(m_round);
    if (!round)
        return;
    const int share = qRound(100 * round->rightShare());
    m_panel->setResult(round->answered()
            ? tr("%1% of the room right (%2 of %n)", nullptr, round->answered())
                  .arg(share)
                  .arg(round->right())
            : tr("No answers"));
}

QByteArray Classroom::revealFor(const QString &token) const
{
    const ClassTally::Round *round = m_tally.round(m_round);
    const LessonTeaching *teaching = m_session->lesson()->teaching();
    const std::optional<Answer> right = m_question ? teaching->answer(*m_question) : std::nullopt;
    if (!round || !right)
        return QByteArray();
    const ClassTally::Count *given = m_tally.answerOf(m_round, studentOf(token));
    QString verdict = QStringLiteral("none");
    QString why = tr("The answer: %1.").arg(teaching->answerText(*right));
    if (given) {
        verdict = given->answer == *right ? QStringLiteral("right")
            : given->accepted             ? QStringLiteral("alternative")
                                          : QStringLiteral("wrong");
        why = teaching->explanation(*right, given->answer);
    }
    return ClassProtocol::reveal(m_round, verdict, why, round->rightShare());
}
