// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoneditors.h"

#include "lesson.h"
#include "lessoneditor.h"
#include "lessonsession.h"
#include "mapview.h"

LessonEditors::LessonEditors(LessonSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    for (Lesson *lesson : session->lessons()) {
        LessonEditor *editor = LessonEditor::create(lesson, this);
        m_editors.append(editor);
        connect(editor, &LessonEditor::statusMessage, this, &LessonEditors::statusMessage);
        connect(editor->view(), &MapView::cursorMoved, this,
            [this, lesson](int, int, const QString &description) {
                if (lesson == m_session->lesson())
                    emit cursorMoved(description);
            });
    }
}

LessonEditor *LessonEditors::editor(const Lesson *lesson) const
{
    for (LessonEditor *editor : m_editors) {
        if (editor->lesson() == lesson)
            return editor;
    }
    return nullptr;
}

LessonEditor *LessonEditors::editor() const
{
    return editor(m_session->lesson());
}

MapView *LessonEditors::view() const
{
    return editor()->view();
}
