// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class Lesson;
class LessonEditor;
class LessonSession;
class MapView;

// The editor parts of one session's lessons, for one side of a window: one LessonEditor
// per lesson, made here and owned here. The window makes one for its session, Compare
// one for its second side. What shows the session's lesson (the window, the coaches,
// presenter mode, the status line) reaches its map through the editor of that lesson.
class LessonEditors : public QObject
{
    Q_OBJECT

public:
    explicit LessonEditors(LessonSession *session, QObject *parent = nullptr);

    LessonSession *session() const { return m_session; }
    QList<LessonEditor *> editors() const { return m_editors; }
    // The editor of `lesson`, or of the session's lesson.
    LessonEditor *editor(const Lesson *lesson) const;
    LessonEditor *editor() const;
    // The map of the session's lesson.
    MapView *view() const;

signals:
    // The keyboard cell cursor of the session's lesson's map moved: what it is on, in words.
    void cursorMoved(const QString &description);
    // An editor's message for the status bar.
    void statusMessage(const QString &text, int timeout);

private:
    LessonSession *m_session;
    QList<LessonEditor *> m_editors; // in the order of the session's lessons
};
