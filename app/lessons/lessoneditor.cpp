// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoneditor.h"

#include "dungeoneditor.h"
#include "dungeonlesson.h"
#include "islandeditor.h"
#include "islandlesson.h"

#include <QDockWidget>
#include <QScrollArea>

LessonEditor *LessonEditor::create(Lesson *lesson, QObject *parent)
{
    LessonEditor *editor = nullptr;
    if (auto *islands = qobject_cast<IslandLesson *>(lesson))
        editor = new IslandEditor(islands, parent);
    else if (auto *dungeon = qobject_cast<DungeonLesson *>(lesson))
        editor = new DungeonEditor(dungeon, parent);
    Q_ASSERT(editor);
    return editor;
}

void LessonEditor::deleteUnplaced(std::initializer_list<QWidget *> widgets)
{
    for (QWidget *widget : widgets) {
        if (widget && !widget->parent())
            delete widget;
    }
}

QDockWidget *LessonEditor::newDock(const QString &name, QWidget *content)
{
    auto *dock = new QDockWidget;
    dock->setObjectName(name);
    dock->setWidget(content);
    return dock;
}

QScrollArea *LessonEditor::scrolled(QWidget *content)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

void LessonEditor::nameAlgorithmDocks(QDockWidget *code, QDockWidget *callStack)
{
    code->setWindowTitle(tr("Code"));
    callStack->setWindowTitle(tr("Call Stack"));
}
