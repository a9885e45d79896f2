// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pitcommand.h"

#include "scenariodocument.h"

#include <QCoreApplication>

PitCommand::PitCommand(ScenarioDocument *document, std::vector<QPoint> cells, bool pit,
    const QString &text, int stroke, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_cells(std::move(cells))
    , m_pit(pit)
    , m_stroke(stroke)
{
    if (text.isEmpty())
        updateText();
}

void PitCommand::updateText()
{
    const int n = int(m_cells.size());
    setText(m_pit ? QCoreApplication::translate("PitCommand", "Paint %n pit(s)", nullptr, n)
                  : QCoreApplication::translate("PitCommand", "Erase %n pit(s)", nullptr, n));
}

void PitCommand::undo()
{
    m_document->applyPits(m_cells, !m_pit);
}

void PitCommand::redo()
{
    m_document->applyPits(m_cells, m_pit);
}

bool PitCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const PitCommand *>(other);
    if (next->m_document != m_document || next->m_stroke != m_stroke || next->m_pit != m_pit)
        return false;
    m_cells.insert(m_cells.end(), next->m_cells.begin(), next->m_cells.end());
    updateText();
    return true;
}
