// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "localizeddocks.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QStyle>
#include <QTabBar>
#include <QTimer>

#include <algorithm>

namespace {

// QMainWindow::saveState() begins with a zero byte (its marker, an int): these cannot be
// mistaken for it.
constexpr char LeftToRightMark = 'L';
constexpr char RightToLeftMark = 'R';

} // namespace

LocalizedDocks::LocalizedDocks(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("localizedDocks"));
    window->installEventFilter(this);
    // QMainWindow makes the tab bars of tabbed docks as its own children, when it needs one.
    const QList<QTabBar *> bars = window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly);
    for (QTabBar *bar : bars)
        elideTabs(bar);
    follow();
}

QByteArray LocalizedDocks::saveState() const
{
    QByteArray state = m_window->saveState();
    state.prepend(m_docksLaidOutFor == Qt::RightToLeft ? RightToLeftMark : LeftToRightMark);
    return state;
}

bool LocalizedDocks::restoreState(const QByteArray &state)
{
    if (state.isEmpty())
        return false;
    const bool marked = state.front() == LeftToRightMark || state.front() == RightToLeftMark;
    if (!m_window->restoreState(marked ? state.mid(1) : state))
        return false;
    m_docksLaidOutFor
        = marked && state.front() == RightToLeftMark ? Qt::RightToLeft : Qt::LeftToRight;
    follow();
    return true;
}

bool LocalizedDocks::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LayoutDirectionChange)
        follow();
    if (watched == m_window && event->type() == QEvent::ChildPolished)
        elideTabs(static_cast<QChildEvent *>(event)->child());
    // First shown, the tab bars are laid out: room for their titles (queued, after the
    // layout that showing starts). Shown again (out of full screen), the layout is the
    // user's.
    if (watched == m_window && event->type() == QEvent::Show && !m_shown) {
        m_shown = true;
        QTimer::singleShot(0, this, &LocalizedDocks::giveTabsRoom);
    }
    return QObject::eventFilter(watched, event);
}

void LocalizedDocks::elideTabs(QObject *child)
{
    if (auto *bar = qobject_cast<QTabBar *>(child)) {
        bar->setElideMode(Qt::ElideRight);
        bar->setUsesScrollButtons(false);
    }
}

void LocalizedDocks::giveTabsRoom()
{
    if (!m_window->isVisible())
        return;
    m_window->layout()->activate();
    const QList<QDockWidget *> docks
        = m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly);
    // Per side (left, right): its width, the widest tab bar's whole titles, and a dock of
    // that tab bar's column.
    int widths[2] = {0, 0};
    for (QDockWidget *dock : docks) {
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(dock);
        if (dock->isVisible() && !dock->isFloating()
            && (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea)) {
            const int side = area == Qt::LeftDockWidgetArea ? 0 : 1;
            widths[side] = std::max(widths[side], dock->width());
        }
    }
    int needed[2] = {0, 0};
    QDockWidget *column[2] = {nullptr, nullptr};
    const QList<QTabBar *> bars = m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly);
    for (QTabBar *bar : bars) {
        if (!bar->isVisible())
            continue;
        const int centre = bar->geometry().center().x();
        QDockWidget *above = nullptr;
        for (QDockWidget *dock : docks) {
            const Qt::DockWidgetArea area = m_window->dockWidgetArea(dock);
            if (dock->isVisible() && !dock->isFloating()
                && (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea)
                && dock->geometry().left() <= centre && centre <= dock->geometry().right())
                above = dock;
        }
        if (!above)
            continue;
        // What QTabBar asks for a tab: the text and the style's space around it.
        const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
        int width = 0;
        for (int i = 0; i < bar->count(); ++i)
            width += bar->fontMetrics().horizontalAdvance(bar->tabText(i)) + space + 2;
        const int side = m_window->dockWidgetArea(above) == Qt::LeftDockWidgetArea ? 0 : 1;
        needed[side] = std::max(needed[side], width);
        column[side] = above;
    }
    for (int side = 0; side < 2; ++side) {
        if (!column[side] || needed[side] <= column[side]->width())
            continue;
        const int room = m_window->width() - widths[1 - side] - m_window->width() / 3;
        if (room > column[side]->width())
            m_window->resizeDocks({column[side]}, {std::min(needed[side], room)}, Qt::Horizontal);
    }
}

void LocalizedDocks::follow()
{
    if (m_window->layoutDirection() == m_docksLaidOutFor)
        return;
    mirror();
    m_docksLaidOutFor = m_window->layoutDirection();
}

void LocalizedDocks::mirror()
{
    const QList<QDockWidget *> all
        = m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly);
    auto onSide = [this](QDockWidget *dock) {
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(dock);
        return !dock->isFloating()
            && (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea);
    };
    // The docks in front of their tab groups (Qt moves the others off screen), and the
    // width of each side.
    m_window->layout()->activate();
    QList<QDockWidget *> inFront;
    int widths[2] = {0, 0}; // left, right
    for (QDockWidget *dock : all) {
        if (onSide(dock) && !dock->isHidden() && dock->geometry().right() >= 0
            && dock->geometry().bottom() >= 0) {
            inFront.append(dock);
            const int side = m_window->dockWidgetArea(dock) == Qt::LeftDockWidgetArea ? 0 : 1;
            widths[side] = std::max(widths[side], dock->width());
        }
    }
    // A hidden dock keeps its place in its tab group only as a placeholder that cannot be
    // moved: it is shown for the move (nothing is painted in between) and hidden again.
    QList<QDockWidget *> hidden;
    for (QDockWidget *dock : all) {
        if (onSide(dock) && dock->isHidden()) {
            hidden.append(dock);
            dock->show();
        }
    }
    m_window->layout()->activate();

    // Each side as tab groups from top to bottom; in a group, the docks in the order they
    // were made.
    struct Group
    {
        QList<QDockWidget *> docks;
        QDockWidget *front = nullptr;
    };
    QList<Group> groups[2];
    QList<QDockWidget *> placed;
    for (QDockWidget *dock : all) {
        if (!onSide(dock) || placed.contains(dock))
            continue;
        Group group;
        const QList<QDockWidget *> tabs = m_window->tabifiedDockWidgets(dock);
        for (QDockWidget *member : all) {
            if (member == dock || tabs.contains(member)) {
                group.docks.append(member);
                if (inFront.contains(member))
                    group.front = member;
            }
        }
        placed += group.docks;
        if (!group.front)
            group.front = group.docks.first();
        groups[m_window->dockWidgetArea(dock) == Qt::LeftDockWidgetArea ? 0 : 1].append(group);
    }
    QList<QDockWidget *> fronts[2];
    QList<int> heights[2];
    for (int side = 0; side < 2; ++side) {
        std::sort(groups[side].begin(), groups[side].end(), [](const Group &a, const Group &b) {
            return a.front->geometry().top() < b.front->geometry().top();
        });
        const Qt::DockWidgetArea target
            = side == 0 ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea;
        for (const Group &group : std::as_const(groups[side])) {
            m_window->addDockWidget(target, group.docks.first());
            for (qsizetype i = 1; i < group.docks.size(); ++i)
                m_window->tabifyDockWidget(group.docks.first(), group.docks.at(i));
            fronts[1 - side].append(group.front);
            heights[1 - side].append(group.front->height());
        }
    }
    for (QDockWidget *dock : std::as_const(hidden))
        dock->hide();
    for (int side = 0; side < 2; ++side) {
        for (QDockWidget *front : std::as_const(fronts[side])) {
            if (!front->isHidden())
                front->raise();
        }
        m_window->resizeDocks(fronts[side], heights[side], Qt::Vertical);
        if (!fronts[side].isEmpty())
            m_window->resizeDocks({fronts[side].first()}, {widths[1 - side]}, Qt::Horizontal);
    }
}
