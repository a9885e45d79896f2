// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QListView>
#include <QPointer>

#include "logmodel.h"
#include "mapmodel.h"

// The recursion log: a list view over LogModel. The current step's line is selected and kept
// centred as playback moves; clicking a line (or pressing Enter on it) seeks the map to that
// step.
//
// Every line has the same height, so the view lays out nothing: the vertical scroll bar counts
// lines and a line's place is (row - first shown row) * line height. QListView's own layout
// keeps a position per row and lays out every row again whenever rows arrive, which stalls
// the GUI thread for a second on a build of millions of steps; here rows arriving cost a
// scroll bar range and a repaint of what is shown. It stays a QListView so that the keyboard,
// selection, tooltips and screen readers (a list of lines) work as in any list.
class LogView : public QListView
{
    Q_OBJECT

public:
    explicit LogView(QWidget *parent = nullptr);

    void setLogModel(LogModel *model);
    LogModel *logModel() const { return m_log; }

    QRect visualRect(const QModelIndex &index) const override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;
    QModelIndex indexAt(const QPoint &point) const override;
    void doItemsLayout() override;
    void keyboardSearch(const QString &search) override;

signals:
    // The user picked the line of step `position` (the map shows the state after it).
    void seekRequested(int position);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void updateGeometries() override;

    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
        const QList<int> &roles = QList<int>()) override;
    void rowsInserted(const QModelIndex &parent, int start, int end) override;
    void rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end) override;
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;
    void selectionChanged(
        const QItemSelection &selected, const QItemSelection &deselected) override;

    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override;
    int verticalOffset() const override;
    void setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command) override;
    QRegion visualRegionForSelection(const QItemSelection &selection) const override;

private:
    void retranslateUi();
    void showCurrentRow(int row);
    void updateScrollBar();

    int rows() const;
    int lineHeight() const;
    int firstShownRow() const;
    // Lines that fit wholly in the viewport (at least one).
    int wholeLinesShown() const;
    int rowAt(int y) const;
    QRect lineRect(int row) const;

    QPointer<LogModel> m_log;
    // Measured from the delegate on first use; forgotten when the font or style changes.
    mutable int m_lineHeight = 0;
};
