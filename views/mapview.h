// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractScrollArea>
#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <cstdint>
#include <optional>
#include <vector>

#include "mapmodel.h"
#include "mappicture.h"
#include "maptool.h"

// What every lesson's map has in common: zoom (Ctrl+wheel, zoomIn/zoomOut, fit to window),
// scrolling, a keyboard cell cursor that is described in words (status bar and screen
// readers), a banner, and cells that flash and fade out when forward playback passes
// certain steps. A subclass draws the cells of its own model in paintCells(); IslandView
// draws islands, DungeonView tiles.
//
// The map edits nothing itself: its tool (a MapTool, the lesson's pit brush) gets the
// cells under the pointer and Space on the cursor's cell, and edits the document.
class MapView : public QAbstractScrollArea, public MapPicture
{
    Q_OBJECT

public:
    static constexpr int MinCellSize = 2;
    static constexpr int MaxCellSize = 96;

    explicit MapView(QWidget *parent = nullptr);

    MapModel *model() const { return m_model; }

    int cellSize() const { return m_cellSize; }
    void setCellSize(int size);
    bool fitsToWindow() const { return m_fit; }

    // Whether the mouse and Space may edit pits (the lesson's "Allow pit placement").
    bool pitEditing() const { return m_pitEditing; }
    void setPitEditing(bool enabled);
    // What the mouse and Space edit with; the view owns it.
    void setTool(MapTool *tool);
    // Whether strokes are held back for a while even where pitEditing() allows them (a live
    // class: every phone follows each edit). A press on the map then only moves the cursor,
    // Space on the cursor's cell changes nothing, and both emit strokeRefused(); locking
    // ends a stroke under way.
    bool strokesLocked() const { return m_strokesLocked; }
    void setStrokesLocked(bool locked);

    // The keyboard's map-editing state: only in it do the arrow keys move the cell cursor
    // and Space toggle a pit. Enter on the focused map enters it, Escape or Enter leaves it,
    // and so does the focus leaving the map. Outside it the map leaves Space, Left, Right,
    // Home and End to playback like every other widget. Shown by a frame round the map.
    bool isEditing() const { return m_editing; }
    void setEditing(bool editing);
    // The status bar's line while editing: which keys do what.
    QString editingHint() const;

    // While a question asks for a cell: a left click, or Enter on the keyboard cursor,
    // picks a cell (cellPicked) and nothing paints pits.
    bool isPicking() const { return m_picking; }
    void setPicking(bool picking);
    // The question that asks for a cell, read by screen readers as part of the map's name
    // while picking; setPicking(false) clears it.
    void setQuestion(const QString &question);
    // A cell ringed on the map (a question's right answer); (-1, -1): none.
    QPoint markedCell() const { return m_marked; } // x = column, y = row
    void setMarkedCell(int row, int col);

    int cursorRow() const { return m_cursorRow; }
    int cursorColumn() const { return m_cursorCol; }
    void setCursorCell(int row, int col);
    // "Row 3, column 4: island 2", from the model's Qt::AccessibleTextRole.
    QString cursorDescription() const;
    // "Step 12 of 80: > ADD (3, 4)": the step shown, in one line. A screen reader hears it
    // in the map's name, at most once a second while playback runs (empty without steps).
    QString stepSummary() const;

    // The cell at a viewport position, or (-1, -1) outside the map.
    QPoint cellAt(const QPoint &viewportPos) const; // x = column, y = row
    QRect cellRect(int row, int col) const; // in viewport coordinates

    // Draws the whole map at `cellSize` with its top-left corner at (0, 0), for export;
    // `vector` asks for shapes and text only (SVG).
    std::unique_ptr<MapDrawing> drawing(int cellSize, bool vector) const override = 0;

    // True while cells lit by recent steps are still fading out (the picture changes).
    bool isFlashing() const { return !m_flashes.empty(); }
    // Reduced motion: no cell flashes and fades as playback passes it.
    bool reducedMotion() const { return m_reducedMotion; }
    void setReducedMotion(bool reduced);

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();

signals:
    void cursorMoved(int row, int col, const QString &description);
    void cellPicked(int row, int col);
    // The zoom changed (also by fitting to the window): docks that show code follow it.
    void cellSizeChanged(int size);
    void editingChanged(bool editing);
    // A press or Space would have edited the map, but strokes are locked.
    void strokeRefused();

protected:
    // A cell lit by a step; `strength` falls from 1 to 0 over the flash duration.
    struct Flash
    {
        int row = 0;
        int col = 0;
        std::uint8_t mask = 0; // what of the cell is lit, for views that draw parts of cells
        qreal strength = 1.0;
    };

    void setModel(MapModel *model);
    void setFlashDuration(int milliseconds) { m_flashMilliseconds = milliseconds; }
    // The cell that step `step` of the model lights when playback passes it going forwards.
    virtual std::optional<Flash> flashOf(int step) const;
    // The flashes still visible, at their strength now.
    std::vector<Flash> fadingFlashes() const;
    // Paints the cells in `cells` (x = column, y = row) with the grid's top-left corner
    // at `origin`.
    virtual void paintCells(
        QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize)
        = 0;
    // Shown across the top of the map when not empty (e.g. "Too complex").
    virtual QString bannerText() const { return QString(); }
    // Whether a mouse press may start the tool's drag now; when not, it only moves the cursor.
    virtual bool strokesAllowed() const { return true; }
    QPoint origin() const;
    void updateCells(int top, int left, int bottom, int right);
    virtual void retranslateUi();

    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;
    QSize sizeHint() const override;
    // The map's own name for screen readers ("Map"); showName() adds the question or the step.
    virtual QString mapName() const;
    void showName();

private:
    int rows() const;
    int cols() const;
    void layoutMap();
    void applyFit();
    void announceCursor();
    void announceCursorCell();
    void announceNewGrid();
    void followStep();
    bool ownsKey(const QKeyEvent *key) const;
    void paintEditingFrame(QPainter &painter);
    void onPositionChanged(int position);
    void animateFlashes();

    struct LitCell
    {
        Flash flash;
        qint64 started; // ms on m_clock
    };

    QPointer<MapModel> m_model;
    int m_cellSize = 24;
    int m_reportedCellSize = 24;
    bool m_fit = true;
    bool m_pitEditing = true;
    bool m_strokesLocked = false;
    bool m_picking = false;
    bool m_editing = false;
    QPoint m_marked {-1, -1};
    int m_cursorRow = 0;
    int m_cursorCol = 0;
    QPointer<MapTool> m_tool;
    int m_flashMilliseconds = 0;
    std::vector<LitCell> m_flashes;
    QElapsedTimer m_clock;
    QTimer m_flashTimer;
    int m_lastPosition = 0;
    QString m_banner; // as last painted
    QString m_question;
    QString m_summary; // as in the map's name
    QTimer m_summaryTimer; // running: the name changed less than a second ago
    bool m_summaryPending = false;
    bool m_reducedMotion = false;
};
