// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oceanpainter.h"
#include "scenario.h"

#include <QList>
#include <QObject>

class LessonTeaching;
class MapModel;
class MapView;
class QDockWidget;
class QWidget;

// One lesson (islands, dungeon) as a unit the window composes and the session drives:
// its grid model, build controller, map view and statistics page, the docks only it has,
// its lesson text and its teaching (answers, moves, comparisons). Neither the window nor
// the coaches ask which lesson it is.
class Lesson : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual MapMode mode() const = 0;
    // Whether `other` teaches this lesson too (Compare follows and marks differences then).
    bool isSameLessonAs(const Lesson &other) const { return mode() == other.mode(); }
    virtual MapModel *model() const = 0;
    virtual MapView *view() const = 0;
    virtual QWidget *statisticsPage() const = 0;
    // The docks only this lesson has, each with the side of the window it belongs on;
    // shown while it is the session's lesson.
    struct Dock
    {
        QDockWidget *dock;
        Qt::DockWidgetArea area;
    };
    virtual QList<Dock> docks() const { return {}; }
    // The lesson text to show (LessonText::html) for the document's scenario now.
    virtual QString stage() const = 0;
    // What the question coach, You Are the Algorithm and Compare ask of this lesson.
    virtual LessonTeaching *teaching() const = 0;

    // Builds: start() supersedes any running build; cancel() drops what it still sends;
    // reset() also clears the steps, statistics and messages.
    virtual void start() = 0;
    virtual void cancel() = 0;
    virtual void reset() = 0;
    virtual bool isBuilding() const = 0;

    virtual void setColourPalette(OceanPainter::Palette palette) = 0;
    // Texts that name the lesson: the tool tips of Start, Reset and the palette action.
    virtual QString startToolTip() const = 0;
    virtual QString resetToolTip() const = 0;
    virtual QString paletteToolTip() const = 0;
    // Titles of the lesson's own docks, in the current language.
    virtual void retranslateUi() { }

signals:
    // New steps are in the model.
    void stepsArrived();
    // The build ended, whatever its outcome.
    void finished();
    // For the status bar; a timeout of 0 keeps it until the next message.
    void statusMessage(const QString &text, int timeout);
    // A build that could not run at all (not enough memory): worth a message box.
    void failed(const QString &title, const QString &message);
    void buildingChanged(bool building);
};
