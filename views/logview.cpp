// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logview.h"

#include "logdelegate.h"
#include "logmodel.h"

#include <QAccessible>
#include <QCursor>
#include <QEvent>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>

LogView::LogView(QWidget *parent)
    : QListView(parent)
{
    setItemDelegate(new LogDelegate(this));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The scroll bar counts lines, whatever the style prefers.
    setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    // Following playback must never scroll sideways; a line too long for the dock elides.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideRight);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    connect(this, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            emit seekRequested(LogModel::positionForRow(index.row()));
    });
    retranslateUi();
}

void LogView::retranslateUi()
{
    //: Name of the recursion log list for screen readers
    setAccessibleName(tr("Recursion log"));
    setToolTip(tr("One line per step, indented by recursion depth. Click a line to show the map "
                  "after that step."));
}

void LogView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslateUi();
        if (m_log)
            m_log->retranslate();
        break;
    case QEvent::FontChange:
    case QEvent::StyleChange:
        m_lineHeight = 0;
        updateGeometries();
        viewport()->update();
        break;
    default:
        break;
    }
    QListView::changeEvent(event);
}

void LogView::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && currentIndex().isValid()) {
        emit seekRequested(LogModel::positionForRow(currentIndex().row()));
        return;
    }
    QListView::keyPressEvent(event);
}

void LogView::keyboardSearch(const QString &search)
{
    // Typing does not jump to a matching line: the search would read the text of up to
    // millions of lines on the GUI thread, and every line starts with the same few words.
    Q_UNUSED(search);
}

void LogView::setLogModel(LogModel *model)
{
    if (m_log)
        disconnect(m_log, nullptr, this, nullptr);
    m_log = model;
    setModel(model);
    if (model) {
        connect(model, &LogModel::currentRowChanged, this, &LogView::showCurrentRow);
        showCurrentRow(model->currentRow());
    }
}

void LogView::showCurrentRow(int row)
{
    if (!m_log)
        return;
    if (row < 0) {
        // Before the first step (Home, a new build): the log's first lines, not where
        // playback was.
        selectionModel()->clear();
        scrollToTop();
        return;
    }
    const QModelIndex index = m_log->index(row);
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    scrollTo(index, QAbstractItemView::PositionAtCenter);
}

int LogView::rows() const
{
    return model() ? model()->rowCount(rootIndex()) : 0;
}

int LogView::lineHeight() const
{
    if (m_lineHeight > 0)
        return m_lineHeight;
    // The delegate answers for a real line (style margins, the icon-less text); until there
    // is one, the font's height stands in and nothing is remembered.
    if (rows() == 0)
        return std::max(1, fontMetrics().height());
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const QModelIndex first = model()->index(0, modelColumn(), rootIndex());
    m_lineHeight = std::max(1, itemDelegateForIndex(first)->sizeHint(option, first).height());
    return m_lineHeight;
}

int LogView::firstShownRow() const
{
    return verticalScrollBar()->value();
}

int LogView::wholeLinesShown() const
{
    return std::max(1, viewport()->height() / lineHeight());
}

int LogView::rowAt(int y) const
{
    const int height = lineHeight();
    // Rounds down for points above the viewport too, as a rubber band may give.
    const int lines = y >= 0 ? y / height : (y - height + 1) / height;
    return firstShownRow() + lines;
}

QRect LogView::lineRect(int row) const
{
    const int height = lineHeight();
    // A line millions of rows away would overflow int pixels; far off screen is all that
    // callers (update, contains) need to know of it.
    constexpr qint64 FarAway = 1 << 24;
    const qint64 y = std::clamp(qint64(row - firstShownRow()) * height, -FarAway, FarAway);
    return QRect(0, int(y), viewport()->width(), height);
}

QRect LogView::visualRect(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != model() || index.parent() != rootIndex()
        || index.column() != modelColumn())
        return QRect();
    return lineRect(index.row());
}

QModelIndex LogView::indexAt(const QPoint &point) const
{
    if (!model() || point.x() < 0 || point.x() >= viewport()->width() || point.y() < 0)
        return QModelIndex();
    const int row = rowAt(point.y());
    if (row >= rows())
        return QModelIndex();
    return model()->index(row, modelColumn(), rootIndex());
}

void LogView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    if (!index.isValid() || index.model() != model() || index.parent() != rootIndex())
        return;
    // Rows may have arrived since the last layout; the range is cheap to bring up to date.
    updateScrollBar();
    const int row = index.row();
    const int shown = wholeLinesShown();
    const int first = firstShownRow();
    int target = first;
    switch (hint) {
    case EnsureVisible:
        if (row < first)
            target = row;
        else if (row >= first + shown)
            target = row - shown + 1;
        break;
    case PositionAtTop:
        target = row;
        break;
    case PositionAtBottom:
        target = row - shown + 1;
        break;
    case PositionAtCenter:
        target = row - (shown - 1) / 2;
        break;
    }
    verticalScrollBar()->setValue(target);
}

void LogView::doItemsLayout()
{
    // Nothing to lay out: skip QListView's per-row layout, keep what every view does.
    QAbstractItemView::doItemsLayout();
}

void LogView::updateGeometries()
{
    updateScrollBar();
    horizontalScrollBar()->setRange(0, 0);
    QAbstractItemView::updateGeometries();
}

void LogView::updateScrollBar()
{
    const int shown = wholeLinesShown();
    QScrollBar *bar = verticalScrollBar();
    bar->setSingleStep(1);
    bar->setPageStep(shown);
    bar->setRange(0, std::max(0, rows() - shown));
}

void LogView::resizeEvent(QResizeEvent *event)
{
    // QListView would lay every row out again after a resize.
    QAbstractItemView::resizeEvent(event);
}

void LogView::scrollContentsBy(int dx, int dy)
{
    Q_UNUSED(dx);
    Q_UNUSED(dy);
    // The scroll bar counts lines; a screenful of lines is cheap to paint again.
    viewport()->update();
}

void LogView::dataChanged(
    const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
}

void LogView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    // Called for every batch of a build, possibly thousands of times a second: a new scroll
    // range and, when the new lines are on screen, one coalesced repaint.
    QAbstractItemView::rowsInserted(parent, start, end);
    if (parent != rootIndex())
        return;
    updateScrollBar();
    if (start <= firstShownRow() + wholeLinesShown())
        viewport()->update();
}

void LogView::rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end)
{
    QAbstractItemView::rowsAboutToBeRemoved(parent, start, end);
    // The model still has the rows now; the range follows once they are gone.
    scheduleDelayedItemsLayout();
}

void LogView::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
#if QT_CONFIG(accessibility)
    // QListView would ask its per-row layout for the line's place in the list; it is the row.
    if (QAccessible::isActive() && current.isValid() && hasFocus()) {
        QAccessibleEvent event(this, QAccessible::Focus);
        event.setChild(current.row());
        QAccessible::updateAccessibility(&event);
    }
#endif
    QAbstractItemView::currentChanged(current, previous);
}

void LogView::selectionChanged(const QItemSelection &selected, const QItemSelection &deselected)
{
#if QT_CONFIG(accessibility)
    if (QAccessible::isActive()) {
        if (!selected.isEmpty()) {
            QAccessibleEvent event(this, QAccessible::SelectionAdd);
            event.setChild(selected.first().top());
            QAccessible::updateAccessibility(&event);
        }
        if (!deselected.isEmpty()) {
            QAccessibleEvent event(this, QAccessible::SelectionRemove);
            event.setChild(deselected.first().top());
            QAccessible::updateAccessibility(&event);
        }
    }
#endif
    QAbstractItemView::selectionChanged(selected, deselected);
}

QModelIndex LogView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    Q_UNUSED(modifiers);
    const int count = rows();
    if (count == 0)
        return QModelIndex();
    const QModelIndex current = currentIndex();
    int row = current.isValid() ? current.row() : -1;
    // A page keeps one line of the last screen in view, as list views do.
    const int page = std::max(1, wholeLinesShown() - 1);
    switch (cursorAction) {
    case MoveUp:
    case MovePrevious:
        row = row < 0 ? 0 : row - 1;
        break;
    case MoveDown:
    case MoveNext:
        row = row + 1;
        break;
    case MovePageUp:
        row = row < 0 ? 0 : row - page;
        break;
    case MovePageDown:
        row = row < 0 ? 0 : row + page;
        break;
    case MoveHome:
        row = 0;
        break;
    case MoveEnd:
        row = count - 1;
        break;
    case MoveLeft:
    case MoveRight:
        row = std::max(row, 0);
        break;
    }
    return model()->index(std::clamp(row, 0, count - 1), modelColumn(), rootIndex());
}

int LogView::horizontalOffset() const
{
    return 0;
}

int LogView::verticalOffset() const
{
    return firstShownRow() * lineHeight();
}

void LogView::setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command)
{
    if (!model() || !selectionModel())
        return;
    const QRect area = rect.normalized();
    const int top = std::max(rowAt(area.top()), 0);
    const int bottom = std::min(rowAt(area.bottom()), rows() - 1);
    QItemSelection selection;
    if (top <= bottom)
        selection.select(model()->index(top, modelColumn(), rootIndex()),
            model()->index(bottom, modelColumn(), rootIndex()));
    selectionModel()->select(selection, command);
}

QRegion LogView::visualRegionForSelection(const QItemSelection &selection) const
{
    // Only the lines on screen: a selection may span millions of them.
    const int first = firstShownRow();
    const int last = first + wholeLinesShown();
    QRegion region;
    for (const QItemSelectionRange &range : selection) {
        if (range.parent() != rootIndex() || range.left() > modelColumn()
            || range.right() < modelColumn())
            continue;
        const int top = std::max(range.top(), first);
        const int bottom = std::min(range.bottom(), last);
        if (top <= bottom)
            region += lineRect(top).united(lineRect(bottom));
    }
    return region;
}

void LogView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    const int count = rows();
    if (count == 0)
        return;
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const QStyle::State state = option.state;
    const QRect area = event->rect();
    const int first = std::max(rowAt(area.top()), 0);
    const int last = std::min(rowAt(area.bottom()), count - 1);
    const QModelIndex current = currentIndex();
    const bool focus = (hasFocus() || viewport()->hasFocus()) && current.isValid();
    const QModelIndex hover = viewport()->underMouse()
        ? indexAt(viewport()->mapFromGlobal(QCursor::pos()))
        : QModelIndex();
    const QItemSelectionModel *selections = selectionModel();
    for (int row = first; row <= last; ++row) {
        const QModelIndex index = model()->index(row, modelColumn(), rootIndex());
        option.rect = lineRect(row);
        option.state = state;
        if (selections && selections->isSelected(index))
            option.state |= QStyle::State_Selected;
        if (focus && index == current)
            option.state |= QStyle::State_HasFocus;
        option.state.setFlag(QStyle::State_MouseOver, index == hover);
        itemDelegateForIndex(index)->paint(&painter, option, index);
    }
}
