// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resizecommand.h"

#include "localedigits.h"

#include "scenariodocument.h"

#include <QCoreApplication>

ResizeCommand::ResizeCommand(ScenarioDocument *document, int rows, int cols, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_rowsBefore(document->scenario().rows)
    , m_colsBefore(document->scenario().cols)
    , m_rows(rows)
    , m_cols(cols)
{
    //: Undo history; %1 rows, %2 columns
    setText(QCoreApplication::translate("ScenarioDocument", "Resize grid to %1 × %2")
                .arg(LocaleDigits::number(rows))
                .arg(LocaleDigits::number(cols)));
    const Scenario &scenario = document->scenario();
    for (int r = 0; r < scenario.rows; ++r) {
        for (int c = 0; c < scenario.cols; ++c) {
            if ((r >= rows || c >= cols) && scenario.isPit(r, c))
                m_cutPits.emplace_back(c, r);
        }
    }
}

void ResizeCommand::undo()
{
    m_document->applySize(m_rowsBefore, m_colsBefore, m_cutPits, true);
}

// The cut pits are cleared too: after merged resizes (9 rows to 6, then to 13) they lie
// inside the final size, but the shrink in between removed them.
void ResizeCommand::redo()
{
    m_document->applySize(m_rows, m_cols, m_cutPits, false);
}

bool ResizeCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ResizeCommand *>(other);
    if (next->m_document != m_document)
        return false;
    // The pits the next resize cut were inside this one's size: the two sets never overlap.
    m_cutPits.insert(m_cutPits.end(), next->m_cutPits.begin(), next->m_cutPits.end());
    m_rows = next->m_rows;
    m_cols = next->m_cols;
    setText(next->text());
    setObsolete(m_rows == m_rowsBefore && m_cols == m_colsBefore && m_cutPits.empty());
    return true;
}
