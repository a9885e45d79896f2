// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoneditor.h"

#include "dungeoneditor.h"
#include "dungeonlesson.h"
#include "islandeditor.h"
#include "islandlesson.h"
#include "mapview.h"
#include "scenariodocument.h"

#include <QWidget>

LessonEditor *LessonEditor::create(Lesson *lesson, QObject *parent)
{
    LessonEditor *editor = nullptr;
    if (auto *islands = qobject_cast<IslandLesson *>(lesson))
        editor = new IslandEditor(islands, parent);
    else if (auto *dungeon = qobject_cast<DungeonLesson *>(lesson))
        editor = new DungeonEditor(dungeon, parent);
    Q_ASSERT(editor);
    // Every lesson's map edits the document's pits.
    MapView *view = editor->view();
    ScenarioDocument *document = lesson->document();
    connect(view, &MapView::strokeStarted, document, &ScenarioDocument::beginStroke);
    connect(view, &MapView::strokeCell, document,
        [document](int row, int col) { document->strokeCell(row, col); });
    connect(view, &MapView::strokeFinished, document, &ScenarioDocument::endStroke);
    connect(view, &MapView::pitToggleRequested, document, &ScenarioDocument::togglePit);
    return editor;
}

void LessonEditor::deleteUnplaced(std::initializer_list<QWidget *> widgets)
{
    for (QWidget *widget : widgets) {
        if (widget && !widget->parent())
            delete widget;
    }
}
