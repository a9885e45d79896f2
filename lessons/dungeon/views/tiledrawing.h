// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonpainter.h"

#include <QWidget>

#include <cstdint>

// One square tile, large, with its eight half-doors labelled UL ... LU around it: the
// tile-connection inspector's picture of a cell, and the tile-set panel's editor, where a
// click on a half-door (or Space on the focused one) asks to toggle it.
class TileDrawing : public QWidget
{
    Q_OBJECT

public:
    enum class State {
        Empty, // nothing to show
        Pit,
        Rock, // never queued
        Open, // unfilled: what it may still open (allowed) and must open (required)
        Filled, // a tile with its doors
    };

    explicit TileDrawing(QWidget *parent = nullptr);

    State state() const { return m_state; }
    std::uint8_t doors() const { return m_doors; }
    std::uint8_t allowed() const { return m_allowed; }
    std::uint8_t required() const { return m_required; }

    void showEmpty();
    void showPit();
    void showRock();
    void showOpen(std::uint8_t allowed, std::uint8_t required);
    void showFilled(std::uint8_t doors);

    void setColourPalette(DungeonPainter::Palette palette);

    // Whether clicks and Space ask to toggle half-doors (halfDoorClicked).
    bool isInteractive() const { return m_interactive; }
    void setInteractive(bool interactive);

    // Where half-door `bit` is drawn, in widget coordinates.
    QRect halfDoorRect(int bit) const;
    // Where the name of half-door `bit` is written, in widget coordinates.
    QRect labelRect(int bit) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Square by default; a layout that gives the drawing a rect of its own (the Tile Set
    // panel) turns that off in the size policy, and the tile is drawn square inside it.
    bool hasHeightForWidth() const override { return sizePolicy().hasHeightForWidth(); }
    int heightForWidth(int width) const override;

signals:
    void halfDoorClicked(int bit);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QRectF tileRect() const;
    void paintTile(QPainter &painter, const QRectF &tile) const;
    void paintLabels(QPainter &painter) const;
    int labelMargin() const;
    int bitAt(const QPoint &pos) const;
    void setState(State state, std::uint8_t doors, std::uint8_t allowed, std::uint8_t required);

    DungeonPainter m_painter;
    State m_state = State::Empty;
    std::uint8_t m_doors = 0;
    std::uint8_t m_allowed = 0;
    std::uint8_t m_required = 0;
    bool m_interactive = false;
    int m_focusBit = 0;
};
