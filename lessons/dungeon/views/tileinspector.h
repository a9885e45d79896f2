// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonpainter.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>

#include "dungeonmodel.h"

class QFormLayout;
class QLabel;
class QListWidget;
class TileDrawing;

// The tile-connection inspector: for one cell of a DungeonModel at the current playback
// step, its picture with the eight half-doors labelled, its doors, template and rotation,
// its allowed and required half-doors, and the candidates checked for it with the reason
// each was rejected. It follows playback: every seek shows the state after that step.
class TileInspector : public QWidget
{
    Q_OBJECT

public:
    explicit TileInspector(QWidget *parent = nullptr);

    void setModel(DungeonModel *model);
    DungeonModel *model() const { return m_model; }

    int row() const { return m_row; }
    int column() const { return m_col; }
    void setCell(int row, int col);

    void setColourPalette(DungeonPainter::Palette palette);

    // "0xFC (binary 1111 1100)": hex, then the bits from LU (bit 7) down to UL (bit 0).
    static QString maskText(std::uint8_t mask);

    // Refreshes at most once per event loop pass, however many seeks happened.
    void scheduleRefresh();
    // Refreshes now (tests, and the first show).
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QString templateName(int index) const;
    QString candidateName(int templateIndex, int rotation) const;
    // The heading, the drawing and the masks of the cell; its candidates and the note above.
    void showCell(const DungeonModel::CellReport &report);
    void showCandidates(const DungeonModel::CellReport &report);
    QString verdictText(const DungeonModel::CandidateReport &candidate) const;

    QPointer<DungeonModel> m_model;
    int m_row = 0;
    int m_col = 0;
    bool m_refreshPending = false;
    DungeonPainter m_painter;

    QLabel *m_cell = nullptr;
    TileDrawing *m_drawing = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_doorsLabel = nullptr;
    QLabel *m_doors = nullptr;
    QLabel *m_templateLabel = nullptr;
    QLabel *m_template = nullptr;
    QLabel *m_allowedLabel = nullptr;
    QLabel *m_allowed = nullptr;
    QLabel *m_requiredLabel = nullptr;
    QLabel *m_required = nullptr;
    QLabel *m_stepLabel = nullptr;
    QLabel *m_step = nullptr;
    QLabel *m_candidatesTitle = nullptr;
    QLabel *m_candidatesNote = nullptr;
    QListWidget *m_candidates = nullptr;
};
