// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>

class QMainWindow;

// A main window's docks as every language needs them.
//
// Right to left: Qt mirrors what is inside widgets, tool bars and dock title bars, but
// QMainWindow's dock areas are absolute: its left area stays on the left in Arabic.
// Mirroring the window moves the docks of the left area to the right and those of the
// right to the left, keeping their order from top to bottom, their tab groups, the tab in
// front, the width of each side and the docks that are hidden (a lesson's docks while the
// other lesson is shown). Saved window states carry the direction their docks were laid
// out for, so that a state saved in English is mirrored when the workbench starts in
// Arabic, and the other way round.
//
// Longer titles: each side's docks are made as wide as their tab bars need for whole
// titles, as far as the centre keeps a third of the window (giveTabsRoom(), when the
// window is shown and when the titles or the lesson's docks change); a title that still
// does not fit is elided (Qt puts the whole title in the tab's tool tip) instead of
// hiding whole tabs behind scroll arrows.
class LocalizedDocks : public QObject
{
    Q_OBJECT

public:
    // Call after the window's docks are made, laid out for left to right.
    explicit LocalizedDocks(QMainWindow *window);

    // QMainWindow::saveState(), marked with the direction the docks are laid out for.
    QByteArray saveState() const;
    // Restores a state from saveState() (or, unmarked, one of QMainWindow::saveState() laid
    // out left to right) and mirrors it if the window's direction is the other one.
    bool restoreState(const QByteArray &state);
    // Widens the left and the right docks to show their tabs' whole titles, where the
    // centre keeps a third of the window's width. Never narrows a side.
    void giveTabsRoom();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow();
    void mirror();
    static void elideTabs(QObject *child);

    QMainWindow *m_window;
    Qt::LayoutDirection m_docksLaidOutFor = Qt::LeftToRight;
    bool m_shown = false;
};
