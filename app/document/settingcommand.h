// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariodocument.h"

#include <QUndoCommand>

// One setting of the scenario changed (the seed, the island settings, the lesson mode,
// the tile set): its value before and after, applied through the document. Edits of one
// control in a row (spin box clicks) share a merge id and become one command.
template <typename T> class SettingCommand : public QUndoCommand
{
public:
    using Apply = void (ScenarioDocument::*)(const T &);

    SettingCommand(ScenarioDocument *document, Apply apply, T before, T after, const QString &text,
        int mergeId = -1)
        : QUndoCommand(text)
        , m_document(document)
        , m_apply(apply)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
    { }

    void undo() override { (m_document->*m_apply)(m_before); }
    void redo() override { (m_document->*m_apply)(m_after); }
    int id() const override { return m_mergeId; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = dynamic_cast<const SettingCommand *>(other);
        if (!next || next->m_document != m_document || next->m_apply != m_apply)
            return false;
        m_after = next->m_after;
        setText(next->text());
        setObsolete(m_after == m_before);
        return true;
    }

private:
    ScenarioDocument *m_document;
    Apply m_apply;
    T m_before;
    T m_after;
    int m_mergeId;
};
