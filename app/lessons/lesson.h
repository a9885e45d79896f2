// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QObject>

class BuildController;
class LessonTeaching;
class MapModel;
class ScenarioDocument;

// The document part of one lesson (islands, dungeon), which the session drives: its grid
// model of the document's scenario, its builds, its lesson text and its teaching (answers,
// moves, comparisons). It has no widget: its editor part (LessonEditor) shows it in a
// window. Neither the window nor the coaches ask which lesson it is.
class Lesson : public QObject
{
    Q_OBJECT

public:
    explicit Lesson(ScenarioDocument *document, QObject *parent = nullptr)
        : QObject(parent)
        , m_document(document)
    { }

    virtual MapMode mode() const = 0;
    // Whether `other` teaches this lesson too (Compare follows and marks differences then).
    bool isSameLessonAs(const Lesson &other) const { return mode() == other.mode(); }
    ScenarioDocument *document() const { return m_document; }
    virtual MapModel *model() const = 0;
    // The lesson text to show (LessonText::html) for the document's scenario now.
    virtual QString stage() const = 0;
    // What the question coach, You Are the Algorithm and Compare ask of this lesson.
    virtual LessonTeaching *teaching() const = 0;

    // Builds: start() supersedes any running build; cancel() drops what it still sends;
    // reset() also clears the steps and what the editor shows of the last build.
    virtual void start() = 0;
    void cancel();
    void reset();
    bool isBuilding() const;

signals:
    // A build started: what showed the last one (statistics, a failure) goes.
    void started();
    // reset(): no build, no steps.
    void cleared();
    // New steps are in the model.
    void stepsArrived();
    // The build ended, whatever its outcome.
    void finished();
    // For the status bar; a timeout of 0 keeps it until the next message.
    void statusMessage(const QString &text, int timeout);
    // A build that could not run at all (not enough memory): worth a message box.
    void failed(const QString &title, const QString &message);
    void buildingChanged(bool building);

protected:
    // The controller of the lesson's build worker, whose running state is the lesson's.
    void setBuildController(BuildController *controller);

    ScenarioDocument *const m_document;

private:
    BuildController *m_controller = nullptr;
};
