// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapview.h"

#include "cellcoordinates.h"
#include "mapaccessible.h"
#include "mapmodel.h"

#include <QAccessible>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>

#include <algorithm>

namespace {
// Only so many fading cells are worth drawing; at high speed most are gone in a frame.
constexpr std::size_t MaxFlashes = 48;
// A jump over more steps than this is a seek, not playback: nothing flashes.
constexpr int MaxFlashScan = 4096;
} // namespace

MapView::MapView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    // Keyboard users reach the map with Tab and edit it after Enter (setEditing); a mouse
    // click does not take focus. Until Enter, Space and the arrows keep playing the build.
    setFocusPolicy(Qt::TabFocus);
    // The map is geometry, not text: row 0, column 0 stays top left in Arabic too, and the
    // scroll bars, the arrow keys and the mouse keep the same sides as the cells they move.
    setLayoutDirection(Qt::LeftToRight);
    viewport()->setMouseTracking(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setContextMenuPolicy(Qt::PreventContextMenu);
    m_clock.start();
    m_flashTimer.setInterval(33);
    connect(&m_flashTimer, &QTimer::timeout, this, &MapView::animateFlashes);
    MapAccessible::installFactory(); // a screen reader reads the map as a table of cells
    m_summaryTimer.setSingleShot(true);
    m_summaryTimer.setInterval(1000);
    connect(&m_summaryTimer, &QTimer::timeout, this, [this] {
        if (m_summaryPending)
            followStep();
    });
    retranslateUi();
    showName();
}

void MapView::retranslateUi()
{
    setToolTip(m_pitEditing && !m_strokesLocked
            ? tr("Left-drag paints pits, right-drag erases them. Ctrl+wheel zooms. "
                 "With the keyboard: Tab to the map, Enter to edit it (the arrow "
                 "keys move the cell cursor, Space toggles a pit), Esc to stop.")
            : tr("Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to "
                 "move the cell cursor with the arrow keys, Esc to stop."));
}

QString MapView::editingHint() const
{
    return m_pitEditing && !m_strokesLocked
        ? tr("Editing the map: the arrow keys move the cell cursor, Space sets or "
             "removes a pit, Esc ends editing")
        : tr("On the map: the arrow keys move the cell cursor, Esc ends");
}

void MapView::setEditing(bool editing)
{
    if (editing == m_editing)
        return;
    m_editing = editing;
    viewport()->update();
    emit editingChanged(editing);
}

void MapView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_summary = stepSummary();
        showName();
        viewport()->update();
        announceCursor();
    }
    QAbstractScrollArea::changeEvent(event);
}

void MapView::setModel(MapModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_flashes.clear();
    m_lastPosition = model ? model->position() : 0;
    if (model) {
        connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                updateCells(
                    topLeft.row(), topLeft.column(), bottomRight.row(), bottomRight.column());
                if (m_cursorRow >= topLeft.row() && m_cursorRow <= bottomRight.row()
                    && m_cursorCol >= topLeft.column() && m_cursorCol <= bottomRight.column())
                    announceCursor();
            });
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            announceNewGrid();
            m_cursorRow = std::clamp(m_cursorRow, 0, std::max(0, rows() - 1));
            m_cursorCol = std::clamp(m_cursorCol, 0, std::max(0, cols() - 1));
            m_flashes.clear();
            m_lastPosition = m_model->position();
            layoutMap();
            announceCursor();
            followStep();
        });
        // The cells a step changes come with the model's ranged dataChanged; a position
        // change itself only repaints when the banner comes or goes.
        connect(model, &MapModel::positionChanged, this, &MapView::onPositionChanged);
        connect(model, &MapModel::stepCountChanged, this, &MapView::followStep);
        // A question opened or closed: the steps just passed fade no longer (a cell just
        // backtracked may be its answer, RuleBook::whileAsked).
        connect(model, &MapModel::askingChanged, this, [this] {
            m_flashes.clear();
            viewport()->update();
        });
    }
    announceNewGrid();
    layoutMap();
    m_summaryTimer.stop();
    followStep();
}

QString MapView::stepSummary() const
{
    if (!m_model || m_model->stepCount() == 0)
        return QString();
    const int position = m_model->position();
    if (position == 0) {
        //: The map's step summary for screen readers at the start of playback
        return tr("Before step 1 of %1").arg(m_model->stepCount());
    }
    //: The map's step summary for screen readers: the step shown, the steps in all, the
    //: step's line in the recursion log
    return tr("Step %1 of %2: %3")
        .arg(position)
        .arg(m_model->stepCount())
        .arg(m_model->stepText(position - 1));
}

// The summary in the map's name follows the step shown, but a screen reader is told at most
// once a second: at speed 10 it would otherwise speak nothing else.
void MapView::followStep()
{
    if (m_summaryTimer.isActive()) {
        m_summaryPending = true;
        return;
    }
    m_summaryPending = false;
    const QString summary = stepSummary();
    if (summary == m_summary)
        return;
    m_summary = summary;
    showName();
    m_summaryTimer.start();
}

void MapView::announceNewGrid()
{
    if (!QAccessible::isActive())
        return;
    QAccessibleTableModelChangeEvent reset(this, QAccessibleTableModelChangeEvent::ModelReset);
    QAccessible::updateAccessibility(&reset);
}

std::optional<MapView::Flash> MapView::flashOf(int) const
{
    return std::nullopt;
}

std::vector<MapView::Flash> MapView::fadingFlashes() const
{
    std::vector<Flash> flashes;
    flashes.reserve(m_flashes.size());
    const qint64 now = m_clock.elapsed();
    for (const LitCell &lit : m_flashes) {
        const qreal strength = 1.0 - qreal(now - lit.started) / m_flashMilliseconds;
        if (strength > 0) {
            flashes.push_back(lit.flash);
            flashes.back().strength = strength;
        }
    }
    return flashes;
}

void MapView::onPositionChanged(int position)
{
    followStep();
    if (bannerText() != m_banner)
        viewport()->update();
    if (!m_reducedMotion && position > m_lastPosition
        && position - m_lastPosition <= MaxFlashScan) {
        const qint64 now = m_clock.elapsed();
        for (int i = m_lastPosition; i < position; ++i) {
            if (const std::optional<Flash> flash = flashOf(i))
                m_flashes.push_back({*flash, now});
        }
        if (m_flashes.size() > MaxFlashes)
            m_flashes.erase(m_flashes.begin(), m_flashes.end() - std::ptrdiff_t(MaxFlashes));
        if (!m_flashes.empty() && !m_flashTimer.isActive())
            m_flashTimer.start();
    } else if (position < m_lastPosition) {
        m_flashes.clear();
    }
    m_lastPosition = position;
}

void MapView::animateFlashes()
{
    const qint64 now = m_clock.elapsed();
    for (const LitCell &lit : m_flashes)
        updateCells(lit.flash.row, lit.flash.col, lit.flash.row, lit.flash.col);
    m_flashes.erase(
        std::remove_if(m_flashes.begin(), m_flashes.end(),
            [this, now](const LitCell &lit) { return now - lit.started > m_flashMilliseconds; }),
        m_flashes.end());
    if (m_flashes.empty())
        m_flashTimer.stop();
}

int MapView::rows() const
{
    return m_model ? m_model->rowCount() : 0;
}

int MapView::cols() const
{
    return m_model ? m_model->columnCount() : 0;
}

void MapView::setCellSize(int size)
{
    size = std::clamp(size, MinCellSize, MaxCellSize);
    m_fit = false;
    if (size == m_cellSize)
        return;
    // Keep the cell in the middle of the viewport where it was.
    const QPoint centre = viewport()->rect().center();
    const double col = (centre.x() - origin().x()) / double(m_cellSize);
    const double row = (centre.y() - origin().y()) / double(m_cellSize);
    m_cellSize = size;
    layoutMap();
    horizontalScrollBar()->setValue(int(col * size) - centre.x());
    verticalScrollBar()->setValue(int(row * size) - centre.y());
}

void MapView::zoomIn()
{
    setCellSize(std::max(m_cellSize + 1, m_cellSize * 5 / 4));
}

void MapView::zoomOut()
{
    setCellSize(std::min(m_cellSize - 1, m_cellSize * 4 / 5));
}

void MapView::fitToWindow()
{
    m_fit = true;
    applyFit();
}

void MapView::applyFit()
{
    if (rows() == 0 || cols() == 0)
        return;
    const QSize area = maximumViewportSize();
    const int size = std::clamp(
        std::min(area.width() / cols(), area.height() / rows()), MinCellSize, MaxCellSize);
    m_cellSize = size;
    layoutMap();
}

void MapView::layoutMap()
{
    if (m_fit && rows() > 0) {
        const QSize area = maximumViewportSize();
        const int size = std::clamp(
            std::min(area.width() / cols(), area.height() / rows()), MinCellSize, MaxCellSize);
        m_cellSize = size;
    }
    const QSize map(cols() * m_cellSize, rows() * m_cellSize);
    const QSize view = viewport()->size();
    horizontalScrollBar()->setRange(0, std::max(0, map.width() - view.width()));
    horizontalScrollBar()->setPageStep(view.width());
    horizontalScrollBar()->setSingleStep(m_cellSize);
    verticalScrollBar()->setRange(0, std::max(0, map.height() - view.height()));
    verticalScrollBar()->setPageStep(view.height());
    verticalScrollBar()->setSingleStep(m_cellSize);
    viewport()->update();
    if (m_cellSize != m_reportedCellSize) {
        m_reportedCellSize = m_cellSize;
        emit cellSizeChanged(m_cellSize);
    }
}

QPoint MapView::origin() const
{
    const QSize map(cols() * m_cellSize, rows() * m_cellSize);
    const QSize view = viewport()->size();
    // A map smaller than the window sits in its middle.
    const int x = map.width() < view.width() ? (view.width() - map.width()) / 2
                                             : -horizontalScrollBar()->value();
    const int y = map.height() < view.height() ? (view.height() - map.height()) / 2
                                               : -verticalScrollBar()->value();
    return QPoint(x, y);
}

QPoint MapView::cellAt(const QPoint &viewportPos) const
{
    const QPoint p = viewportPos - origin();
    if (p.x() < 0 || p.y() < 0)
        return QPoint(-1, -1);
    const int col = p.x() / m_cellSize;
    const int row = p.y() / m_cellSize;
    if (row >= rows() || col >= cols())
        return QPoint(-1, -1);
    return QPoint(col, row);
}

QRect MapView::cellRect(int row, int col) const
{
    return QRect(
        origin() + QPoint(col * m_cellSize, row * m_cellSize), QSize(m_cellSize, m_cellSize));
}

void MapView::updateCells(int top, int left, int bottom, int right)
{
    const QRect rect = cellRect(top, left).united(cellRect(bottom, right));
    viewport()->update(rect.adjusted(-2, -2, 2, 2));
}

void MapView::setTool(MapTool *tool)
{
    m_tool = tool;
    if (tool)
        tool->setParent(this);
}

void MapView::setPitEditing(bool enabled)
{
    if (m_pitEditing == enabled)
        return;
    m_pitEditing = enabled;
    if (!enabled && m_tool)
        m_tool->deactivate();
    retranslateUi();
    viewport()->update();
    if (m_editing)
        emit editingChanged(true); // the status bar's hint names Space or not
}

void MapView::setStrokesLocked(bool locked)
{
    if (m_strokesLocked == locked)
        return;
    m_strokesLocked = locked;
    if (locked && m_tool)
        m_tool->deactivate();
    retranslateUi();
    if (m_editing)
        emit editingChanged(true); // the status bar's hint names Space or not
}

void MapView::setCursorCell(int row, int col)
{
    if (rows() == 0 || cols() == 0)
        return;
    row = std::clamp(row, 0, rows() - 1);
    col = std::clamp(col, 0, cols() - 1);
    const QRect old = cellRect(m_cursorRow, m_cursorCol);
    m_cursorRow = row;
    m_cursorCol = col;
    viewport()->update(old.adjusted(-3, -3, 3, 3));
    const QRect now = cellRect(row, col);
    viewport()->update(now.adjusted(-3, -3, 3, 3));
    // Keep the cursor on screen.
    const QRect view = viewport()->rect();
    if (now.left() < 0)
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + now.left());
    else if (now.right() > view.right())
        horizontalScrollBar()->setValue(
            horizontalScrollBar()->value() + now.right() - view.right());
    if (now.top() < 0)
        verticalScrollBar()->setValue(verticalScrollBar()->value() + now.top());
    else if (now.bottom() > view.bottom())
        verticalScrollBar()->setValue(verticalScrollBar()->value() + now.bottom() - view.bottom());
    announceCursor();
    announceCursorCell();
}

QString MapView::cursorDescription() const
{
    if (!m_model || rows() == 0)
        return QString();
    return m_model->index(m_cursorRow, m_cursorCol).data(Qt::AccessibleTextRole).toString();
}

// The cursor's cell takes the accessible focus within the map's table: a screen reader
// reads it as the arrow keys move it.
void MapView::announceCursorCell()
{
    if (!hasFocus() || !QAccessible::isActive() || rows() == 0 || cols() == 0)
        return;
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(m_cursorRow * cols() + m_cursorCol);
    QAccessible::updateAccessibility(&focus);
}

void MapView::announceCursor()
{
    const QString description = cursorDescription();
    if (description == accessibleDescription())
        return;
    // setAccessibleDescription tells screen readers that the description changed.
    setAccessibleDescription(description);
    emit cursorMoved(m_cursorRow, m_cursorCol, description);
}

// The keys the map takes before any window shortcut: the arrows and Space only while
// editing, Enter and the arrows while a question asks for a cell, Escape to stop either.
bool MapView::ownsKey(const QKeyEvent *key) const
{
    if (key->modifiers() != Qt::NoModifier && key->modifiers() != Qt::KeypadModifier)
        return false;
    switch (key->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        return m_editing || m_picking;
    case Qt::Key_Space:
        return m_editing && m_pitEditing && !m_picking;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return true;
    case Qt::Key_Escape:
        return m_editing;
    default:
        return false;
    }
}

bool MapView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && ownsKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void MapView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    m_banner = bannerText();
    // Rectangle by rectangle: a step's cell and a fading flash far apart make two small
    // rectangles, not one that spans the map between them.
    for (const QRect &dirty : event->region()) {
        painter.fillRect(dirty, palette().color(QPalette::Dark));
        if (!m_model || rows() == 0 || cols() == 0)
            continue;
        const QPoint o = origin();
        const int left = std::max(0, (dirty.left() - o.x()) / m_cellSize);
        const int top = std::max(0, (dirty.top() - o.y()) / m_cellSize);
        const int right = std::min(cols() - 1, (dirty.right() - o.x()) / m_cellSize);
        const int bottom = std::min(rows() - 1, (dirty.bottom() - o.y()) / m_cellSize);
        if (right >= left && bottom >= top)
            paintCells(painter, QRect(QPoint(left, top), QPoint(right, bottom)), o, m_cellSize);
    }
    if (!m_model || rows() == 0 || cols() == 0)
        return;

    // The cursor: shown while the keys move it, a double frame readable on any colour.
    if (hasFocus() && (m_editing || m_picking)) {
        const QRect cursor = cellRect(m_cursorRow, m_cursorCol);
        const int width = std::max(2, m_cellSize / 10);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::black, width + 2));
        painter.drawRect(cursor.adjusted(0, 0, -1, -1));
        painter.setPen(QPen(Qt::white, width));
        painter.drawRect(cursor.adjusted(0, 0, -1, -1));
    }

    // The right answer of a question: a thick ring in two colours, over any cell colour.
    if (m_marked.x() >= 0 && m_marked.y() < rows() && m_marked.x() < cols()) {
        const QRect ring = cellRect(m_marked.y(), m_marked.x()).adjusted(-2, -2, 1, 1);
        const int width = std::max(3, m_cellSize / 6);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::black, width + 2));
        painter.drawEllipse(ring);
        painter.setPen(QPen(QColor(0xff, 0xd6, 0x00), width));
        painter.drawEllipse(ring);
    }

    if (m_editing)
        paintEditingFrame(painter);

    const QString &banner = m_banner;
    if (!banner.isEmpty()) {
        QFont font = painter.font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.8);
        painter.setFont(font);
        const QFontMetrics metrics(font);
        const QRect view = viewport()->rect();
        const int margin = metrics.height() / 2;
        QRect box = metrics.boundingRect(
            view.adjusted(margin, 0, -margin, 0), Qt::AlignCenter | Qt::TextWordWrap, banner);
        box = box.adjusted(-margin, -margin / 2, margin, margin / 2);
        box.moveTop(view.top() + margin);
        box.moveLeft(view.center().x() - box.width() / 2);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xb7, 0x1c, 0x1c, 235));
        painter.drawRoundedRect(box, margin / 2.0, margin / 2.0);
        painter.setPen(Qt::white);
        // The banner is text: it reads in the language's direction over the unmirrored map.
        painter.setLayoutDirection(QGuiApplication::layoutDirection());
        painter.drawText(
            box, Qt::AlignCenter | Qt::TextWordWrap, CellCoordinates::isolated(banner));
    }
}

void MapView::paintEditingFrame(QPainter &painter)
{
    // Round the whole view, in the highlight colour with a dark edge: the map is being edited.
    const int width = std::max(3, fontMetrics().height() / 5);
    const QRect frame
        = viewport()->rect().adjusted(width / 2, width / 2, -width / 2 - 1, -width / 2 - 1);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::black, width + 2));
    painter.drawRect(frame);
    painter.setPen(QPen(palette().color(QPalette::Highlight), width));
    painter.drawRect(frame);
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    layoutMap();
}

void MapView::scrollContentsBy(int, int)
{
    viewport()->update();
}

QSize MapView::sizeHint() const
{
    return QSize(640, 480);
}

void MapView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int delta = event->angleDelta().y();
        if (delta > 0)
            zoomIn();
        else if (delta < 0)
            zoomOut();
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    if (!ownsKey(event)) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        setCursorCell(m_cursorRow, m_cursorCol - 1);
        break;
    case Qt::Key_Right:
        setCursorCell(m_cursorRow, m_cursorCol + 1);
        break;
    case Qt::Key_Up:
        setCursorCell(m_cursorRow - 1, m_cursorCol);
        break;
    case Qt::Key_Down:
        setCursorCell(m_cursorRow + 1, m_cursorCol);
        break;
    case Qt::Key_Space:
        if (rows() == 0 || !m_tool)
            break;
        if (m_strokesLocked)
            emit strokeRefused();
        else
            m_tool->cellActivated(QPoint(m_cursorCol, m_cursorRow));
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_picking) {
            if (rows() > 0)
                emit cellPicked(m_cursorRow, m_cursorCol);
        } else {
            setEditing(!m_editing);
        }
        break;
    case Qt::Key_Escape:
        setEditing(false);
        break;
    default:
        break;
    }
    event->accept();
}

void MapView::setQuestion(const QString &question)
{
    m_question = question;
    showName();
}

QString MapView::mapName() const
{
    //: Name of the map for screen readers
    return tr("Map");
}

void MapView::showName()
{
    const QString name = mapName();
    if (!m_question.isEmpty()) {
        //: The map's name for screen readers while a question asks for a cell: the map's
        //: own name, then the question
        setAccessibleName(tr("%1: %2").arg(name, m_question));
    } else if (!m_summary.isEmpty()) {
        //: The map's name for screen readers: the map's own name, then the step shown
        setAccessibleName(tr("%1, %2").arg(name, m_summary));
    } else {
        setAccessibleName(name);
    }
}

void MapView::setReducedMotion(bool reduced)
{
    m_reducedMotion = reduced;
    if (reduced && !m_flashes.empty()) {
        m_flashes.clear();
        m_flashTimer.stop();
        viewport()->update();
    }
}

void MapView::setPicking(bool picking)
{
    if (picking == m_picking)
        return;
    m_picking = picking;
    if (!picking)
        setQuestion(QString());
    if (picking && m_tool)
        m_tool->deactivate();
    if (picking)
        setEditing(false); // a question's cell is picked, not painted
    if (picking)
        viewport()->setCursor(Qt::CrossCursor);
    else
        viewport()->unsetCursor();
}

void MapView::setMarkedCell(int row, int col)
{
    const QPoint cell(col, row);
    if (cell == m_marked)
        return;
    m_marked = cell;
    viewport()->update();
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() >= 0)
        setCursorCell(cell.y(), cell.x());
    if (m_picking) {
        if (cell.x() >= 0 && event->button() == Qt::LeftButton)
            emit cellPicked(cell.y(), cell.x());
        event->accept();
        return;
    }
    // On a locked map a click is only a click: the cursor moves, the window takes the focus.
    const bool strokeable = m_pitEditing && m_tool && cell.x() >= 0 && strokesAllowed();
    if (strokeable && m_strokesLocked)
        emit strokeRefused();
    if (!strokeable || m_strokesLocked || !m_tool->mousePressed(cell, event->button())) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    event->accept();
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_tool || rows() == 0 || cols() == 0) {
        QAbstractScrollArea::mouseMoveEvent(event);
        return;
    }
    const QPoint p = event->position().toPoint() - origin();
    // Outside the map a drag continues along its edge rather than stopping.
    const QPoint cell(std::clamp(p.x() / std::max(1, m_cellSize), 0, cols() - 1),
        std::clamp(p.y() / std::max(1, m_cellSize), 0, rows() - 1));
    if (!m_tool->mouseMoved(cell)) {
        QAbstractScrollArea::mouseMoveEvent(event);
        return;
    }
    event->accept();
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_tool && m_tool->mouseReleased(event->button())) {
        event->accept();
        return;
    }
    QAbstractScrollArea::mouseReleaseEvent(event);
}

void MapView::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update(cellRect(m_cursorRow, m_cursorCol).adjusted(-3, -3, 3, 3));
    announceCursor();
    // After the focus event Qt sends for the map itself, which would take the cell's place.
    QMetaObject::invokeMethod(this, &MapView::announceCursorCell, Qt::QueuedConnection);
}

void MapView::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    // A menu or a tool tip's popup keeps the state; anywhere else the keys play again.
    if (event->reason() != Qt::PopupFocusReason)
        setEditing(false);
    viewport()->update(cellRect(m_cursorRow, m_cursorCol).adjusted(-3, -3, 3, 3));
}
