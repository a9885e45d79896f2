// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "constructpanel.h"

#include "elidingtoolbutton.h"
#include "localedigits.h"

#include "questionpanel.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace {
void setUpButton(QToolButton *button, QAction *action)
{
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    button->setFocusPolicy(Qt::StrongFocus); // reached with Tab, pressed with Space
}

QLabel *makeLabel(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    return label;
}
}

ConstructPanel::ConstructPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_intro = makeLabel(this, "constructIntro");
    layout->addWidget(m_intro);
    // One above the other: the dock shares the right side with the log and stays narrow.
    // The dock may be narrower than the longest text: a button's text ends in an ellipsis and
    // its tool tip gives it whole, rather than the window made wider than its docks allow.
    m_toggle = new ElidingToolButton(this);
    m_hint = new ElidingToolButton(this);
    layout->addWidget(m_toggle);
    layout->addWidget(m_hint);

    m_prompt = makeLabel(this, "constructPrompt");
    layout->addWidget(m_prompt);
    m_moveBox = new QWidget(this);
    new QGridLayout(m_moveBox);
    m_moveBox->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_moveBox);

    m_tileBox = new QWidget(this);
    auto *tileRow = new QHBoxLayout(m_tileBox);
    tileRow->setContentsMargins(0, 0, 0, 0);
    m_tile = new QComboBox(m_tileBox);
    m_tile->setObjectName(QStringLiteral("constructTile"));
    m_place = new QPushButton(m_tileBox);
    m_place->setObjectName(QStringLiteral("constructPlace"));
    m_place->setAutoDefault(true); // Enter in the list of tiles places the one chosen
    m_tile->installEventFilter(this); // Enter in the closed list places the tile shown
    tileRow->addWidget(m_tile, 1);
    tileRow->addWidget(m_place);
    connect(m_place, &QPushButton::clicked, this, [this] {
        const int choice = m_tile->currentData().toInt();
        emit tileChosen(choice >> 2, choice & 3);
    });
    layout->addWidget(m_tileBox);

    m_verdict = makeLabel(this, "constructVerdict");
    m_verdict->setTextFormat(Qt::RichText);
    layout->addWidget(m_verdict);
    m_counts = makeLabel(this, "constructCounts");
    layout->addWidget(m_counts);
    m_result = makeLabel(this, "constructResult");
    layout->addWidget(m_result);
    m_save = new ElidingToolButton(this);
    layout->addWidget(m_save);
    layout->addStretch(1);

    hideTile();
    clearVerdict();
    setResult(QString());
    retranslateUi();
}

void ConstructPanel::setActions(
    QAction *construct, QAction *hint, const QList<QAction *> &moves, QAction *save)
{
    const std::pair<QToolButton *, QAction *> buttons[]
        = {{m_toggle, construct}, {m_hint, hint}, {m_save, save}};
    for (const auto &[button, action] : buttons)
        setUpButton(button, action);
    auto *grid = static_cast<QGridLayout *>(m_moveBox->layout());
    for (QAction *move : moves) {
        const int index = int(m_moves.size());
        auto *button = new ElidingToolButton(m_moveBox);
        setUpButton(button, move);
        button->setObjectName(QStringLiteral("constructMove%1").arg(index));
        grid->addWidget(button, index / 2, index % 2);
        m_moves.append(button);
    }
}

void ConstructPanel::setIntroShown(bool shown)
{
    // Once the student builds, the introduction's many lines would push the verdict below
    // the dock's edge in a low window; the toggle's tool tip still says what the mode is.
    m_intro->setVisible(shown);
}

void ConstructPanel::revealVerdict()
{
    // After the layout has placed the verdict: the dock scrolls to it where it is low.
    QTimer::singleShot(0, this, [this] {
        for (QWidget *up = parentWidget(); up; up = up->parentWidget()) {
            if (auto *scroll = qobject_cast<QScrollArea *>(up)) {
                scroll->ensureWidgetVisible(m_verdict, 0, 0);
                return;
            }
        }
    });
}

void ConstructPanel::setLesson(MapMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    m_moveBox->setVisible(LessonKind::of(mode).islands);
    hideTile();
    retranslateUi();
}

void ConstructPanel::setPrompt(const QString &text)
{
    m_prompt->setText(text);
}

void ConstructPanel::askTile(int row, int col, const QVector<DungeonTile> &tiles)
{
    QuestionPanel::fillTileChoice(m_tile, tiles, m_painter);
    m_tileBox->setVisible(true);
    m_place->setToolTip(
        LocaleDigits::cell(tr("Place the chosen tile on row %1, column %2"), row, col));
    m_tile->setFocus();
}

void ConstructPanel::hideTile()
{
    m_tileBox->setVisible(false);
}

void ConstructPanel::showVerdict(bool right, const QString &text)
{
    const QString verdict = right ? tr("Right.") : tr("Not that.");
    m_verdict->setText(
        QStringLiteral("<p><b>%1</b> %2</p>").arg(verdict.toHtmlEscaped(), text.toHtmlEscaped()));
    m_verdict->setVisible(true);
    revealVerdict();
}

void ConstructPanel::showNote(const QString &text)
{
    m_verdict->setText(QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()));
    m_verdict->setVisible(true);
    revealVerdict();
}

void ConstructPanel::clearVerdict()
{
    m_verdict->clear();
    m_verdict->setVisible(false);
}

void ConstructPanel::setCounts(const QString &text)
{
    m_counts->setText(text);
}

void ConstructPanel::setResult(const QString &text)
{
    m_result->setText(text);
    m_result->setVisible(!text.isEmpty());
}

QString ConstructPanel::verdictText() const
{
    return m_verdict->isVisible() ? m_verdict->text() : QString();
}

QString ConstructPanel::countsText() const
{
    return m_counts->text();
}

QString ConstructPanel::resultText() const
{
    return m_result->text();
}

void ConstructPanel::retranslateUi()
{
    if (LessonKind::of(m_mode).islands) {
        m_intro->setText(
            tr("You are the algorithm: make every step of the build yourself. Click the cell to "
               "add, or the next seed (or move the map's cursor with the arrow keys and press "
               "Enter), or choose a move below. A right move is carried out; a wrong one is "
               "explained and changes nothing."));
    } else {
        m_intro->setText(
            tr("You are the algorithm: click the queued cell that gets the next tile (or move the "
               "map's cursor with the arrow keys and press Enter), then choose the tile and its "
               "turn. The workbench does the steps that are not your decision: drawing start and "
               "end with their big rooms, rejecting candidates, clipping and queueing, and "
               "skipping filled cells."));
    }
    m_place->setText(tr("&Place"));
}

bool ConstructPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tile && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            m_place->click();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ConstructPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        arrangeMoves();
    }
    QWidget::changeEvent(event);
}

void ConstructPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeMoves();
}

void ConstructPanel::arrangeMoves()
{
    // Two move buttons a row while both names fit side by side, else one a row: in a
    // narrow dock or a longer language a move's name is not cut off.
    auto *grid = static_cast<QGridLayout *>(m_moveBox->layout());
    int widest = 0;
    for (QToolButton *button : std::as_const(m_moves))
        widest = std::max(widest, button->sizeHint().width());
    const QMargins margins = grid->contentsMargins();
    const int twoColumns
        = 2 * widest + grid->horizontalSpacing() + margins.left() + margins.right();
    const int columns = m_moveBox->width() >= twoColumns ? 2 : 1;
    if (columns == m_moveColumns)
        return;
    m_moveColumns = columns;
    for (QToolButton *button : std::as_const(m_moves))
        grid->removeWidget(button);
    for (int index = 0; index < m_moves.size(); ++index)
        grid->addWidget(m_moves.at(index), index / columns, index % columns);
}
