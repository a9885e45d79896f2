// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "questionpanel.h"

#include "localedigits.h"

#include "answerkey.h"
#include "cellcoordinates.h"
#include "dungeontiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace {
constexpr int TileIcon = 32;
}

QuestionPanel::QuestionPanel(QWidget *parent)
    : QWidget(parent)
{
    // In a scroll area: in a low window the dock is shorter than the question, its answers
    // and the list, and the widgets would otherwise be drawn over the dock's tab bar.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("questionScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    outer->addWidget(m_scroll);
    auto *content = new QWidget(m_scroll);
    auto *layout = new QVBoxLayout(content);
    m_prompt = new QLabel(this);
    m_prompt->setObjectName(QStringLiteral("questionPrompt"));
    m_prompt->setWordWrap(true);
    layout->addWidget(m_prompt);

    addAnswers(layout);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("questionResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    layout->addWidget(m_result);
    m_continue = new QPushButton(this);
    m_continue->setObjectName(QStringLiteral("questionContinue"));
    m_continue->setAutoDefault(true);
    connect(m_continue, &QPushButton::clicked, this, &QuestionPanel::continueRequested);
    layout->addWidget(m_continue);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("questionSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    // Practice before the list: the list takes what height is left and scrolls itself, so
    // the setting stays in view in a short dock.
    addPractice(layout);
    addQuestionList(layout);

    m_scroll->setWidget(content);

    retranslateUi();
    clearQuestion();
    m_remove->setEnabled(false);
}

// The buttons of the moves, the tile choice and "no more", in that order.
void QuestionPanel::addAnswers(QVBoxLayout *layout)
{
    m_moveBox = new QWidget(this);
    auto *moves = new QGridLayout(m_moveBox);
    moves->setContentsMargins(0, 0, 0, 0);
    for (int kind = 0; kind < MoveCount; ++kind) {
        auto *button = new QPushButton(m_moveBox);
        button->setObjectName(QStringLiteral("move")
            + AnswerKey::moveName(IslandStep::Kind(kind)).remove(QLatin1Char(' ')));
        button->setAutoDefault(true); // Enter presses the focused button
        connect(button, &QPushButton::clicked, this, [this, kind] { emit moveChosen(kind); });
        moves->addWidget(button, kind / 2, kind % 2);
        m_moves[kind] = button;
    }
    layout->addWidget(m_moveBox);

    m_tileBox = new QWidget(this);
    auto *tileRow = new QHBoxLayout(m_tileBox);
    tileRow->setContentsMargins(0, 0, 0, 0);
    m_tile = new QComboBox(m_tileBox);
    m_tile->setObjectName(QStringLiteral("tileChoice"));
    m_tile->setIconSize(QSize(TileIcon, TileIcon));
    m_tileOk = new QPushButton(m_tileBox);
    m_tileOk->setObjectName(QStringLiteral("tileAnswer"));
    m_tileOk->setAutoDefault(true);
    tileRow->addWidget(m_tile, 1);
    tileRow->addWidget(m_tileOk);
    connect(m_tileOk, &QPushButton::clicked, this, [this] {
        const int choice = m_tile->currentData().toInt();
        emit tileChosen(choice >> 2, choice & 3);
    });
    layout->addWidget(m_tileBox);

    m_none = new QPushButton(this);
    m_none->setObjectName(QStringLiteral("answerNone"));
    m_none->setAutoDefault(true);
    connect(m_none, &QPushButton::clicked, this, &QuestionPanel::noneChosen);
    layout->addWidget(m_none);
}

// The scenario's questions and their Remove button.
void QuestionPanel::addQuestionList(QVBoxLayout *layout)
{
    m_listBox = new QGroupBox(this);
    auto *listLayout = new QVBoxLayout(m_listBox);
    m_list = new QListWidget(m_listBox);
    m_list->setObjectName(QStringLiteral("questionList"));
    m_remove = new QPushButton(m_listBox);
    m_remove->setObjectName(QStringLiteral("removeQuestion"));
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0)
            emit removeRequested(m_list->currentRow());
    });
    connect(m_list, &QListWidget::currentRowChanged, this,
        [this](int row) { m_remove->setEnabled(row >= 0); });
    listLayout->addWidget(m_list);
    listLayout->addWidget(m_remove);
    layout->addWidget(m_listBox, 1);
}

void QuestionPanel::addPractice(QVBoxLayout *layout)
{
    // Two rows: the dock shares the right side with the log and must stay narrow.
    m_practice = new QCheckBox(this);
    layout->addWidget(m_practice);
    auto *practiceRow = new QHBoxLayout;
    m_practice->setObjectName(QStringLiteral("practiceMode"));
    m_intervalLabel = new QLabel(this);
    m_interval = new QSpinBox(this);
    m_interval->setObjectName(QStringLiteral("practiceInterval"));
    m_interval->setRange(2, 1000);
    m_interval->setValue(10);
    m_intervalLabel->setBuddy(m_interval);
    practiceRow->addWidget(m_intervalLabel);
    practiceRow->addWidget(m_interval, 1);
    layout->addLayout(practiceRow);
    connect(m_practice, &QCheckBox::toggled, this,
        [this](bool on) { emit practiceChanged(on, m_interval->value()); });
    connect(m_interval, &QSpinBox::valueChanged, this,
        [this](int n) { emit practiceChanged(m_practice->isChecked(), n); });
}

QString QuestionPanel::kindText(QuestionKind kind)
{
    switch (kind) {
    case QuestionKind::NextMove:
        return tr("next move");
    case QuestionKind::NextCell:
        return tr("next cell");
    case QuestionKind::NextPlace:
        return tr("next placement");
    }
    return QString();
}

QString QuestionPanel::moveText(IslandStep::Kind kind)
{
    static const char *const labels[MoveCount] = {QT_TR_NOOP("Seed"), QT_TR_NOOP("Add"),
        QT_TR_NOOP("Backtrack"), QT_TR_NOOP("Island Complete"), QT_TR_NOOP("Island Failed"),
        QT_TR_NOOP("All Done"), QT_TR_NOOP("Too Complex")};
    return int(kind) < MoveCount ? tr(labels[int(kind)]) : QString();
}

void QuestionPanel::ask(const Question &question)
{
    m_asking = true;
    m_question = question;
    m_row = m_col = -1;
    m_moveBox->setVisible(question.ask == QuestionKind::NextMove);
    m_tileBox->setVisible(false);
    m_none->setVisible(question.ask != QuestionKind::NextMove);
    m_result->clear();
    m_result->setVisible(false);
    m_continue->setVisible(false);
    showPrompt();
    updateGeometry(); // the answers shown may need more width
    // A new question is read from its first line, wherever the last one left the panel.
    m_scroll->verticalScrollBar()->setValue(0);
    // Not on an answer: Space is the play key, and a student pressing it by reflex would
    // answer. The panel holds the focus; Tab reaches the first move, Space stays Play.
    if (question.ask == QuestionKind::NextMove)
        setFocus(Qt::OtherFocusReason);
}

void QuestionPanel::fillTileChoice(
    QComboBox *box, const QVector<DungeonTile> &tiles, const DungeonPainter &painter)
{
    box->clear();
    box->setIconSize(QSize(TileIcon, TileIcon));
    for (int index = 0; index < tiles.size(); ++index) {
        for (int rotation = 0; rotation < 4; ++rotation) {
            QPixmap pixmap(TileIcon, TileIcon);
            pixmap.fill(Qt::transparent);
            QPainter tilePainter(&pixmap);
            painter.paintTile(tilePainter, QRectF(0, 0, TileIcon, TileIcon),
                DungeonTiles::rotate(tiles[index].doors, rotation));
            tilePainter.end();
            box->addItem(QIcon(pixmap),
                tr("%1, %n quarter turn(s)", nullptr, rotation).arg(tiles[index].displayName()),
                index << 2 | rotation);
        }
    }
}

void QuestionPanel::askTile(int row, int col, const QVector<DungeonTile> &tiles)
{
    m_row = row;
    m_col = col;
    fillTileChoice(m_tile, tiles, m_painter);
    m_tileBox->setVisible(true);
    m_none->setVisible(false);
    showPrompt();
    m_tile->setFocus();
}

void QuestionPanel::showResult(bool right, const QString &answer, const QString &explanation)
{
    m_moveBox->setVisible(false);
    m_tileBox->setVisible(false);
    m_none->setVisible(false);
    const QString verdict = right ? tr("Right!") : tr("Not quite.");
    // The answer and its explanation name cells "(r, c)" and quote log lines.
    m_result->setText(CellCoordinates::isolated(
        QStringLiteral("<p><b>%1</b> %2</p><p>%3</p>")
            .arg(verdict.toHtmlEscaped(), tr("The answer: %1").arg(answer).toHtmlEscaped(),
                explanation.toHtmlEscaped())));
    m_result->setVisible(true);
    m_continue->setVisible(true);
    m_continue->setFocus();
}

QString QuestionPanel::resultText() const
{
    return m_result->isVisible() ? m_result->text() : QString();
}

void QuestionPanel::clearQuestion()
{
    m_asking = false;
    m_moveBox->setVisible(false);
    m_tileBox->setVisible(false);
    m_none->setVisible(false);
    m_result->setVisible(false);
    m_continue->setVisible(false);
    showPrompt();
}

void QuestionPanel::setSummary(const QString &text)
{
    m_summary->setText(text);
    m_summary->setVisible(!text.isEmpty());
}

void QuestionPanel::setQuestions(const QVector<Question> &questions)
{
    m_questions = questions;
    const int row = m_list->currentRow();
    m_list->clear();
    for (const Question &question : questions)
        m_list->addItem(tr("After step %1: %2")
                            .arg(LocaleDigits::number(question.after))
                            .arg(kindText(question.ask)));
    m_list->setCurrentRow(std::min(row, int(questions.size()) - 1));
}

bool QuestionPanel::practice() const
{
    return m_practice->isChecked();
}

int QuestionPanel::practiceInterval() const
{
    return m_interval->value();
}

QString QuestionPanel::prompt() const
{
    return m_prompt->text();
}

void QuestionPanel::showPrompt()
{
    // A screen reader reads the question with the panel as the panel takes the focus.
    const auto describe = qScopeGuard([this] { setAccessibleDescription(m_prompt->text()); });
    if (!m_asking) {
        m_prompt->setText(tr("No question now. Questions stop playback at their step; "
                             "add one with Build > Ask Here."));
        return;
    }
    const int step = m_question.after + 1;
    switch (m_question.ask) {
    case QuestionKind::NextMove:
        m_prompt->setText(
            tr("Stop and think: what does step %1 do?").arg(LocaleDigits::number(step)));
        break;
    case QuestionKind::NextCell:
        m_prompt->setText(
            tr("Stop and think: which cell is added next? Click it on the map, or move the "
               "map's cursor with the arrow keys and press Enter."));
        break;
    case QuestionKind::NextPlace:
        m_prompt->setText(m_row < 0
                ? tr("Stop and think: which cell gets the next tile? Click it on the map, or "
                     "move the map's cursor with the arrow keys and press Enter.")
                : tr("Which tile, turned how, goes on row %1, column %2?")
                      .arg(LocaleDigits::number(m_row))
                      .arg(LocaleDigits::number(m_col)));
        break;
    }
}

void QuestionPanel::retranslateUi()
{
    static const char *const tips[MoveCount] = {QT_TR_NOOP("A new island's seed is placed"),
        QT_TR_NOOP("A cell is added to the island"), QT_TR_NOOP("The recursion goes back one cell"),
        QT_TR_NOOP("The island has its size"), QT_TR_NOOP("The island cannot be grown"),
        QT_TR_NOOP("All islands are built"), QT_TR_NOOP("The build gives up: too complex")};
    // The buttons read in the user's language, as the log does; the tool tip adds the
    // trace's word, which the answer key and the handout use.
    for (int kind = 0; kind < MoveCount; ++kind) {
        m_moves[kind]->setText(moveText(IslandStep::Kind(kind)));
        m_moves[kind]->setToolTip(tr(tips[kind])
            + QStringLiteral(" (%1)").arg(AnswerKey::moveName(IslandStep::Kind(kind))));
    }
    m_tileOk->setText(tr("&Answer"));
    //: Answer to "which cell is added (gets a tile) next?" when the build adds none any more
    m_none->setText(tr("&No more"));
    m_continue->setText(tr("&Continue"));
    m_listBox->setTitle(tr("Questions"));
    m_list->setAccessibleName(m_listBox->title());
    //: Name of the question panel for screen readers (its description is the question)
    setAccessibleName(tr("Question"));
    m_remove->setText(tr("&Remove Question"));
    m_practice->setText(tr("&Practice mode"));
    m_intervalLabel->setText(tr("every"));
    m_interval->setSuffix(tr(" steps"));
    setQuestions(m_questions);
    showPrompt();
}

QSize QuestionPanel::minimumSizeHint() const
{
    // The scroll area scrolls up and down only: the dock is as wide as the question and its
    // answers need beside the scroll bar (in Polish they were cut under it).
    QSize least = QWidget::minimumSizeHint();
    if (const QWidget *content = m_scroll->widget()) {
        least.setWidth(std::max(least.width(),
            content->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width()
                + 2 * m_scroll->frameWidth()));
    }
    return least;
}

void QuestionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
