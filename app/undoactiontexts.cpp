// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "undoactiontexts.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QUndoStack>

UndoActionTexts::UndoActionTexts(QUndoStack *stack, QAction *undo, QAction *redo, QObject *window)
    : QObject(window)
    , m_stack(stack)
    , m_undo(undo)
    , m_redo(redo)
{
    // Qt's own connections would write the prefix of the language at creation back.
    disconnect(stack, &QUndoStack::undoTextChanged, undo, nullptr);
    disconnect(stack, &QUndoStack::redoTextChanged, redo, nullptr);
    connect(stack, &QUndoStack::undoTextChanged, this, &UndoActionTexts::update);
    connect(stack, &QUndoStack::redoTextChanged, this, &UndoActionTexts::update);
    window->installEventFilter(this);
    update();
}

bool UndoActionTexts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    return QObject::eventFilter(watched, event);
}

void UndoActionTexts::update()
{
    // The very strings QUndoStack uses, so Qt's translations (qtbase_*.qm) apply.
    auto text = [](const char *prefix, const char *fallback, const char *comment,
                    const QString &command) {
        return command.isEmpty() ? QCoreApplication::translate("QUndoStack", fallback, comment)
                                 : QCoreApplication::translate("QUndoStack", prefix).arg(command);
    };
    m_undo->setText(text("Undo %1", "Undo", "Default text for undo action", m_stack->undoText()));
    m_redo->setText(text("Redo %1", "Redo", "Default text for redo action", m_stack->redoText()));
}
