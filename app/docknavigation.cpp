// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "docknavigation.h"

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

#include <algorithm>

namespace {
// Marks a widget named here, so that a new title renames it and nothing else is touched.
constexpr char NamedByDock[] = "mapgenNamedByDock";
// The description given here, replaced by a new one only where the widget kept it.
constexpr char DescribedByDock[] = "mapgenDescribedByDock";

bool takesTab(const QWidget *widget)
{
    return widget->isVisible() && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus);
}
} // namespace

DockNavigation::DockNavigation(QMainWindow *window, std::function<QWidget *()> map)
    : QObject(window)
    , m_window(window)
    , m_map(std::move(map))
{
    setObjectName(QStringLiteral("dockNavigation"));
}

QList<QWidget *> DockNavigation::stops() const
{
    QList<QWidget *> stops;
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        // A dock behind another's tab is hidden; one with nothing to focus is no stop.
        if (dock->isVisible() && firstFocusable(dock))
            stops.append(dock);
    }
    if (QWidget *map = m_map(); map && map->isVisible())
        stops.append(map);
    // Reading order: by columns from the side a line starts on, each from the top.
    const bool rtl = m_window->layoutDirection() == Qt::RightToLeft;
    auto key = [this, rtl](const QWidget *stop) {
        const QRect r(stop->mapTo(m_window, QPoint(0, 0)), stop->size());
        return std::make_pair(rtl ? -r.right() : r.left(), r.top());
    };
    // Floating docks are windows of their own: they come last.
    std::stable_sort(stops.begin(), stops.end(), [&](const QWidget *a, const QWidget *b) {
        const bool aFloats = a->isWindow(), bFloats = b->isWindow();
        if (aFloats != bFloats)
            return bFloats;
        return key(a) < key(b);
    });
    return stops;
}

// The dock or the centre that holds `widget`, if any.
QWidget *DockNavigation::stopOf(QWidget *widget) const
{
    for (QWidget *up = widget; up; up = up->parentWidget()) {
        if (qobject_cast<QDockWidget *>(up))
            return up;
        if (up == m_window->centralWidget())
            return m_map();
    }
    return nullptr;
}

QWidget *DockNavigation::firstFocusable(QWidget *stop)
{
    if (!qobject_cast<QDockWidget *>(stop))
        return takesTab(stop) ? stop : nullptr;
    // In Tab's order, as the dock lays its controls out.
    QWidget *widget = stop;
    while ((widget = widget->nextInFocusChain()) != stop) {
        if (stop->isAncestorOf(widget) && takesTab(widget))
            return widget;
    }
    return nullptr;
}

void DockNavigation::movePanel(int direction)
{
    const QList<QWidget *> all = stops();
    if (all.isEmpty())
        return;
    const int here = all.indexOf(stopOf(QApplication::focusWidget()));
    // From nowhere (a tool bar, the playback bar), forwards starts at the first panel.
    const int from = here >= 0 ? here : (direction > 0 ? -1 : 0);
    const int to = (from + direction + all.size()) % all.size();
    if (QWidget *target = firstFocusable(all[to])) {
        target->window()->activateWindow();
        target->setFocus(direction > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    }
}

void DockNavigation::nameDocks()
{
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        nameDock(dock);
        dock->installEventFilter(this);
    }
}

void DockNavigation::nameDock(QDockWidget *dock)
{
    const QString title = dock->windowTitle();
    const QString how = tr("F6 moves to the next panel, Shift+F6 to the one before.");
    for (QWidget *widget : dock->findChildren<QWidget *>()) {
        // Scroll areas, text views and lists: what has no label or text of its own.
        if (!(widget->focusPolicy() & Qt::TabFocus) || !qobject_cast<QAbstractScrollArea *>(widget))
            continue;
        if (!widget->property(NamedByDock).toBool()) {
            QAccessibleInterface *face = QAccessible::queryAccessibleInterface(widget);
            if (face && face->text(QAccessible::Name).trimmed().isEmpty())
                widget->setProperty(NamedByDock, true);
        }
        if (widget->property(NamedByDock).toBool())
            widget->setAccessibleName(title);
        const QString given = widget->property(DescribedByDock).toString();
        if (!widget->accessibleDescription().isEmpty() && widget->accessibleDescription() != given)
            continue; // the widget describes itself (the code's current line)
        //: Accessible description of a panel's scrolling area or list; %1 is the panel's title
        const QString description = tr("The %1 panel. %2").arg(title, how);
        widget->setAccessibleDescription(description);
        widget->setProperty(DescribedByDock, description);
    }
}

bool DockNavigation::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::WindowTitleChange)
        nameDock(static_cast<QDockWidget *>(watched));
    return QObject::eventFilter(watched, event);
}
