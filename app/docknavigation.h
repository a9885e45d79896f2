// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QDockWidget;
class QMainWindow;
class QWidget;

// What a keyboard and a screen reader need of a main window's docks, as in KDE and Qt
// Creator: F6 and Shift+F6 (nextPanel(), previousPanel()) move the focus round the docks
// shown and the map, in the order they are laid out; and a dock's scroll areas, texts and
// lists that have no accessible name of their own take the dock's title as their name, in
// every language, and those with no description one that says how to leave them.
class DockNavigation : public QObject
{
    Q_OBJECT

public:
    // `map` gives the widget that stands for the centre (the lesson's map).
    DockNavigation(QMainWindow *window, std::function<QWidget *()> map);

    void nextPanel() { movePanel(1); }
    void previousPanel() { movePanel(-1); }

    // Names the docks' unnamed controls, again after their titles change (call after
    // every dock is made).
    void nameDocks();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void movePanel(int direction);
    // The docks that show something to focus, and the centre, in reading order.
    QList<QWidget *> stops() const;
    QWidget *stopOf(QWidget *widget) const;
    static QWidget *firstFocusable(QWidget *stop);
    void nameDock(QDockWidget *dock);

    QMainWindow *m_window;
    std::function<QWidget *()> m_map;
};
