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
// Longer titles: the tabs of tabbed docks elide a title that does not fit (Qt puts the
// whole title in the tab's tool tip) instead of hiding whole tabs behind scroll arrows.
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

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow();
    void mirror();
    static void elideTabs(QObject *child);

    QMainWindow *m_window;
    Qt::LayoutDirection m_docksLaidOutFor = Qt::LeftToRight;
};
