// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "statusline.h"

#include "actions.h"
#include "lesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonsession.h"
#include "mapview.h"
#include "scenariodocument.h"

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QStatusBar>
#include <QUndoStack>

#include <utility>

namespace {
// The window's words, translated where they always were.
struct MainWindowTr
{
    Q_DECLARE_TR_FUNCTIONS(MainWindow)
};
}

StatusLine::StatusLine(QStatusBar *bar, LessonEditors *editors, const Actions *actions)
    : QObject(bar)
    , m_bar(bar)
    , m_editors(editors)
    , m_session(editors->session())
    , m_actions(actions)
    , m_cursorLabel(new QLabel(bar))
    , m_editingLabel(new QLabel(bar))
{
    m_cursorLabel->setObjectName(QStringLiteral("cursorLabel"));
    bar->addPermanentWidget(m_cursorLabel);
    m_editingLabel->setObjectName(QStringLiteral("mapEditingLabel"));
    m_editingLabel->hide();
    bar->insertPermanentWidget(0, m_editingLabel);

    m_cursorLabel->setText(editors->view()->cursorDescription());
    connect(editors, &LessonEditors::cursorMoved, m_cursorLabel, &QLabel::setText);
    connect(m_session, &LessonSession::lessonChanged, m_cursorLabel,
        [label = m_cursorLabel, editors](Lesson *lesson) {
            label->setText(editors->editor(lesson)->view()->cursorDescription());
        });
    connect(
        m_session->document()->undoStack(), &QUndoStack::indexChanged, this, &StatusLine::nameEdit);
    for (LessonEditor *editor : editors->editors())
        watchMapEditing(editor->view());
}

void StatusLine::watchMapEditing(MapView *view)
{
    // The label, not the window, is the context: a map that loses the focus while the window
    // is being destroyed reaches no half-destroyed MainWindow.
    connect(view, &MapView::editingChanged, m_editingLabel, [label = m_editingLabel, view] {
        label->setText(view->editingHint());
        label->setVisible(view->isEditing());
    });
}

void StatusLine::nameEdit(int index)
{
    QUndoStack *stack = m_session->document()->undoStack();
    const int previous = std::exchange(m_undoIndex, index);
    if (stack->count() == 0 || index == previous)
        return; // a new or opened document
    const QString undoKey = m_actions->undo->shortcut().toString(QKeySequence::NativeText);
    const QString redoKey = m_actions->redo->shortcut().toString(QKeySequence::NativeText);
    //: Status bar after an edit: %1 the edit (as the Edit menu names it), %2 the Undo key
    const QString done = MainWindowTr::tr("%1 (%2 undoes it)");
    //: Status bar after Undo: %1 the edit undone, %2 the Redo key
    const QString undone = MainWindowTr::tr("Undone: %1 (%2 redoes it)");
    if (index > previous)
        m_bar->showMessage(done.arg(stack->text(index - 1), undoKey), 15000);
    else
        m_bar->showMessage(undone.arg(stack->text(index), redoKey), 15000);
}
