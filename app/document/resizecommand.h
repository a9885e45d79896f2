// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QUndoCommand>

#include <vector>

class ScenarioDocument;

// The grid resized: the sizes before and after, and the pits the resize cut off, so that
// undo brings them back. Resizes in a row (spin box clicks) merge into one command.
class ResizeCommand : public QUndoCommand
{
public:
    static constexpr int Id = 0x512e;

    ResizeCommand(ScenarioDocument *document, int rows, int cols, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ScenarioDocument *m_document;
    int m_rowsBefore;
    int m_colsBefore;
    int m_rows;
    int m_cols;
    std::vector<QPoint> m_cutPits; // x = column, y = row
};
