// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandpainter.h"

#include <QList>
#include <QObject>

#include <initializer_list>
#include <memory>

class Lesson;
class MapFrames;
class MapView;
class QDockWidget;
class QScrollArea;
class QWidget;

// The editor part of one lesson, for one side of a window: the lesson's map view with its
// tool (the pit brush), its statistics page, the docks only it has, its painters' colours
// and the texts that name it. It shows its Lesson (the document part) and edits the
// lesson's document only through it and its tool. The widgets have no parent until the
// window places them; those it never places go with the editor.
class LessonEditor : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // The editor of `lesson`'s kind.
    static LessonEditor *create(Lesson *lesson, QObject *parent);

    virtual Lesson *lesson() const = 0;
    virtual MapView *view() const = 0;
    virtual QWidget *statisticsPage() const = 0;
    // The docks only this lesson has, each with the side of the window it belongs on;
    // shown while it is the session's lesson. Those that show the algorithm at work (its
    // code, its call stack) stay in presenter mode when the lecturer asks for them.
    struct Dock
    {
        QDockWidget *dock;
        Qt::DockWidgetArea area;
        bool showsAlgorithm = false;
    };
    virtual QList<Dock> docks() const { return {}; }
    // The build shown, as frames to export or print, in the map's colours.
    virtual std::unique_ptr<MapFrames> frames() const = 0;

    virtual void setColourPalette(IslandPainter::Palette palette) = 0;
    // Regions of the map told apart by pattern at every cell size, not only where their
    // labels do not fit (a lesson whose map has no such regions has nothing to do).
    virtual void setPatternsEverywhere(bool on) { Q_UNUSED(on) }
    // Texts that name the lesson: the tool tips of Start, Reset and the palette action.
    virtual QString startToolTip() const = 0;
    virtual QString resetToolTip() const = 0;
    virtual QString paletteToolTip() const = 0;
    // Titles of the lesson's own docks, in the current language.
    virtual void retranslateUi() { }

signals:
    // For the status bar (an edit the editor refused); a timeout of 0 keeps it.
    void statusMessage(const QString &text, int timeout);

protected:
    // Deletes those of `widgets` that nothing placed (they have no parent).
    static void deleteUnplaced(std::initializer_list<QWidget *> widgets);
    // A dock named `name` around `content`, with no parent until the window places it.
    static QDockWidget *newDock(const QString &name, QWidget *content);
    // `content` in a frameless scroll area that resizes it (a panel taller than its dock).
    static QScrollArea *scrolled(QWidget *content);
    // The titles of the two docks every lesson has that show its algorithm at work.
    static void nameAlgorithmDocks(QDockWidget *code, QDockWidget *callStack);
};
