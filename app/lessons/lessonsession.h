// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QList>
#include <QObject>

class Lesson;
class LogModel;
class PlaybackController;
class ScenarioDocument;

// One lesson being taught: a document, the lessons' document parts (one per mode) of
// which its scenario's mode selects one, and one playback with its recursion log. It
// starts, resets and plays builds; the window only routes actions here. Switching the mode
// (an undoable edit of the document) swaps the session's lesson. Sessions have no widget
// (their lessons' editors are LessonEditors) and are independent: two can build at once,
// neither's steps reach the other, and none needs a window.
class LessonSession : public QObject
{
    Q_OBJECT

public:
    explicit LessonSession(QObject *parent = nullptr);
    ~LessonSession() override;

    ScenarioDocument *document() const { return m_document; }
    Lesson *lesson() const { return m_lesson; }
    QList<Lesson *> lessons() const { return m_lessons; }
    // The lesson that teaches scenarios of `mode`.
    Lesson *lesson(MapMode mode) const;
    PlaybackController *playback() const { return m_playback; }
    LogModel *logModel() const { return m_log; }

    bool isBuilding() const;

    // Builds the document's scenario in the current lesson; `autoplay` plays it as it comes.
    void start(bool autoplay);
    // Stops the build and drops every lesson's steps; the pits and settings stay.
    void reset();
    // Play or pause; with nothing built yet, builds and plays.
    void togglePlay();
    // One step on; with nothing built yet, builds and shows the first step as it arrives.
    void stepForward();
    // One step back, to the start, to the end of what is built (the playback bar's buttons).
    void stepBack();
    void toStart();
    void toEnd();
    // Shows the map after step `position` (a line picked in the log), pausing playback.
    void seek(int position);

signals:
    void lessonChanged(Lesson *lesson);
    // Playing, building, the position or the step count changed: what the actions show.
    void playbackStateChanged();
    void statusMessage(const QString &text, int timeout);
    void buildFailed(const QString &title, const QString &message);

private:
    void applyMode();
    void onStepsArrived();
    void onFinished();

    ScenarioDocument *m_document;
    QList<Lesson *> m_lessons; // one per mode
    Lesson *m_lesson = nullptr;
    PlaybackController *m_playback;
    LogModel *m_log;
    int m_pendingSteps = 0; // steps asked for with Right before the build had them
};
