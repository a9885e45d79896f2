// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QUndoStack;

// Keeps the texts of a QUndoStack's Undo and Redo actions in the current language.
// QUndoStack::createUndoAction() translates its "Undo %1" prefix once, when it makes the
// action, so after a change of language the actions would keep the old one; this helper
// takes over their texts (with Qt's own translations of those strings) and renews them on
// every LanguageChange that reaches the window.
class UndoActionTexts : public QObject
{
    Q_OBJECT

public:
    UndoActionTexts(QUndoStack *stack, QAction *undo, QAction *redo, QObject *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void update();

    QUndoStack *m_stack;
    QAction *m_undo;
    QAction *m_redo;
};
