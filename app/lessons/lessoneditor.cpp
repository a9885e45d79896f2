// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoneditor.h"

#include "lesson.h"
#include "lessonplugin.h"

#include <QDockWidget>
#include <QScrollArea>

LessonEditor *LessonEditor::create(Lesson *lesson, QObject *parent)
{
    return lessonPlugin(lesson->mode()).makeEditor(lesson, parent);
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
