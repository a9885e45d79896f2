// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tiledrawing.h"

#include "dungeontiles.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace {

QString maskNames(std::uint8_t mask)
{
    QStringList names;
    for (int bit = 0; bit < 8; ++bit) {
        if ((mask >> bit) & 1)
            names << DungeonTiles::halfDoorName(bit);
    }
    return names.join(QStringLiteral(", "));
}

// The square of half-door `bit` in the 4 x 4 squares of `tile`.
QRectF halfDoorSquareIn(const QRectF &tile, int bit)
{
    const qreal square = tile.width() / 4;
    const QPoint at = DungeonPainter::halfDoorSquare(bit);
    return QRectF(tile.left() + at.x() * square, tile.top() + at.y() * square, square, square);
}

} // namespace

TileDrawing::TileDrawing(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMouseTracking(true);
    retranslateUi();
}

void TileDrawing::retranslateUi()
{
    //: Name of the large tile picture for screen readers
    setAccessibleName(tr("Tile"));
    QString description;
    switch (m_state) {
    case State::Empty:
        description = tr("No cell selected");
        break;
    case State::Pit:
        description = tr("A pit: never filled");
        break;
    case State::Rock:
        description = tr("Solid rock: never queued");
        break;
    case State::Open:
        //: %1, %2: lists of half-door names such as "UL, UR"
        description = tr("Not filled yet. May open: %1. Must open: %2.")
                          .arg(m_allowed ? maskNames(m_allowed) : tr("none"),
                              m_required ? maskNames(m_required) : tr("none"));
        break;
    case State::Filled:
        //: %1: a list of half-door names such as "UL, UR"
        description = tr("Open half-doors: %1").arg(m_doors ? maskNames(m_doors) : tr("none"));
        break;
    }
    setAccessibleDescription(description);
    setToolTip(m_interactive
            ? tr("Click a half-door to open or close it (or Tab here, pick one with "
                 "the arrow keys and press Space).")
            : QString());
}

void TileDrawing::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TileDrawing::setState(
    State state, std::uint8_t doors, std::uint8_t allowed, std::uint8_t required)
{
    if (state == m_state && doors == m_doors && allowed == m_allowed && required == m_required)
        return;
    m_state = state;
    m_doors = doors;
    m_allowed = allowed;
    m_required = required;
    retranslateUi();
    update();
}

void TileDrawing::showEmpty()
{
    setState(State::Empty, 0, 0, 0);
}

void TileDrawing::showPit()
{
    setState(State::Pit, 0, 0, 0);
}

void TileDrawing::showRock()
{
    setState(State::Rock, 0, 0, 0);
}

void TileDrawing::showOpen(std::uint8_t allowed, std::uint8_t required)
{
    setState(State::Open, 0, allowed, required);
}

void TileDrawing::showFilled(std::uint8_t doors)
{
    setState(State::Filled, doors, 0, 0);
}

void TileDrawing::setColourPalette(DungeonPainter::Palette palette)
{
    m_painter.setPalette(palette);
    update();
}

void TileDrawing::setInteractive(bool interactive)
{
    m_interactive = interactive;
    setFocusPolicy(interactive ? Qt::StrongFocus : Qt::NoFocus);
    retranslateUi();
    update();
}

int TileDrawing::labelMargin() const
{
    return fontMetrics().horizontalAdvance(QStringLiteral("WW")) + 6;
}

QSize TileDrawing::sizeHint() const
{
    return QSize(200, 200);
}

QSize TileDrawing::minimumSizeHint() const
{
    const int side = 2 * labelMargin() + 48;
    return QSize(side, side);
}

int TileDrawing::heightForWidth(int width) const
{
    return std::clamp(width, minimumSizeHint().height(), 220);
}

QRectF TileDrawing::tileRect() const
{
    const int margin = labelMargin();
    const qreal side = std::max(8, std::min(width(), height()) - 2 * margin);
    // Whole pixels per square keep the half-doors crisp.
    const qreal square = std::floor(side / 4);
    return QRectF((width() - 4 * square) / 2, (height() - 4 * square) / 2, 4 * square, 4 * square);
}

QRect TileDrawing::halfDoorRect(int bit) const
{
    return halfDoorSquareIn(tileRect(), bit).toRect();
}

int TileDrawing::bitAt(const QPoint &pos) const
{
    for (int bit = 0; bit < 8; ++bit) {
        if (halfDoorRect(bit).contains(pos))
            return bit;
    }
    return -1;
}

void TileDrawing::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRectF tile = tileRect();
    paintTile(painter, tile);
    paintLabels(painter);
    if (m_interactive && hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(halfDoorRect(m_focusBit)).adjusted(1, 1, -1, -1));
    }
}

// The tile in its state, framed unless empty.
void TileDrawing::paintTile(QPainter &painter, const QRectF &tile) const
{
    const qreal square = tile.width() / 4;
    switch (m_state) {
    case State::Empty:
        painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DashLine));
        painter.drawRect(tile.adjusted(0.5, 0.5, -0.5, -0.5));
        break;
    case State::Pit:
        painter.fillRect(tile, m_painter.pitColor());
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(m_painter.pitColor().lighter(220), std::max(1.0, square / 8)));
        painter.drawLine(
            tile.topLeft() + QPointF(square, square), tile.bottomRight() - QPointF(square, square));
        painter.drawLine(tile.topRight() + QPointF(-square, square),
            tile.bottomLeft() + QPointF(square, -square));
        break;
    case State::Rock:
        painter.fillRect(tile, m_painter.rockColor());
        break;
    case State::Open: {
        // Not filled yet: rock, a pale middle, hatched half-doors it may still open and
        // half-doors it must open marked with a dot (the passage into it).
        painter.fillRect(tile, m_painter.rockColor());
        QColor pale = m_painter.floorColor();
        pale.setAlphaF(0.5);
        painter.fillRect(
            QRectF(tile.left() + square, tile.top() + square, 2 * square, 2 * square), pale);
        for (int bit = 0; bit < 8; ++bit) {
            if (!((m_allowed >> bit) & 1))
                continue;
            const QRectF rect = halfDoorSquareIn(tile, bit);
            painter.fillRect(rect, m_painter.floorColor());
            painter.fillRect(rect, QBrush(m_painter.wallColor(), Qt::BDiagPattern));
            if ((m_required >> bit) & 1) {
                painter.save();
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setPen(QPen(Qt::white, std::max(1.0, square / 16)));
                painter.setBrush(m_painter.queuedColor().darker(120));
                const qreal r = square * 0.28;
                painter.drawEllipse(rect.center(), r, r);
                painter.restore();
            }
        }
        break;
    }
    case State::Filled:
        m_painter.paintTile(painter, tile, m_doors);
        break;
    }
    if (m_state != State::Empty) {
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(tile.adjusted(0.5, 0.5, -0.5, -0.5));
    }
}

// Where the name of half-door `bit` is written: outside the square beside its half-door,
// and never across the middle of its side, so that the side's two names stay apart ("UL UR",
// not "UUR") however small the tile is drawn.
QRect TileDrawing::labelRect(int bit) const
{
    const QRectF tile = tileRect();
    const QRectF rect = halfDoorSquareIn(tile, bit);
    const QPoint at = DungeonPainter::halfDoorSquare(bit);
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF metrics(bold);
    const qreal width = metrics.horizontalAdvance(DungeonTiles::halfDoorName(bit));
    const qreal height = metrics.height();
    const qreal gap = 3;
    const QPointF middle = tile.center();
    QPointF topLeft;
    if (at.y() == 0 || at.y() == 3) {
        qreal left = rect.center().x() - width / 2;
        left = at.x() == 1 ? std::min(left, middle.x() - gap / 2 - width)
                           : std::max(left, middle.x() + gap / 2);
        topLeft = QPointF(left, at.y() == 0 ? tile.top() - gap - height : tile.bottom() + gap);
    } else {
        qreal top = rect.center().y() - height / 2;
        top = at.y() == 1 ? std::min(top, middle.y() - gap / 2 - height)
                          : std::max(top, middle.y() + gap / 2);
        topLeft = QPointF(at.x() == 3 ? tile.right() + gap : tile.left() - gap - width, top);
    }
    return QRectF(topLeft, QSizeF(width, height)).toAlignedRect();
}

// The labels, outside the square beside their half-door; open ones in bold.
void TileDrawing::paintLabels(QPainter &painter) const
{
    const std::uint8_t open = m_state == State::Filled ? m_doors
        : m_state == State::Open                       ? m_allowed
                                                       : 0;
    QFont plain = font();
    QFont bold = font();
    bold.setBold(true);
    for (int bit = 0; bit < 8; ++bit) {
        const bool isOpen = (open >> bit) & 1;
        painter.setFont(isOpen ? bold : plain);
        painter.setPen(palette().color(isOpen ? QPalette::WindowText : QPalette::PlaceholderText));
        painter.drawText(labelRect(bit), Qt::AlignCenter, DungeonTiles::halfDoorName(bit));
    }
}

void TileDrawing::mousePressEvent(QMouseEvent *event)
{
    const int bit = m_interactive && event->button() == Qt::LeftButton
        ? bitAt(event->position().toPoint())
        : -1;
    if (bit < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_focusBit = bit;
    emit halfDoorClicked(bit);
    event->accept();
}

void TileDrawing::mouseMoveEvent(QMouseEvent *event)
{
    const bool over = m_interactive && bitAt(event->position().toPoint()) >= 0;
    setCursor(over ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QWidget::mouseMoveEvent(event);
}

bool TileDrawing::event(QEvent *event)
{
    // Space and the arrows belong to the focused editor before any window shortcut
    // (playback uses the same keys elsewhere in the window).
    if (m_interactive && event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier) {
            switch (key->key()) {
            case Qt::Key_Left:
            case Qt::Key_Right:
            case Qt::Key_Up:
            case Qt::Key_Down:
            case Qt::Key_Space:
            case Qt::Key_Return:
            case Qt::Key_Enter:
                event->accept();
                return true;
            default:
                break;
            }
        }
    }
    return QWidget::event(event);
}

void TileDrawing::keyPressEvent(QKeyEvent *event)
{
    if (!m_interactive) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
        m_focusBit = (m_focusBit + 1) & 7;
        update();
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
        m_focusBit = (m_focusBit + 7) & 7;
        update();
        return;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit halfDoorClicked(m_focusBit);
        return;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}
