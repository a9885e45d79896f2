// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPoint>

// What edits a map from the mouse and the keyboard cursor (the lessons' pit brush). A
// MapView hands its tool the cell under the pointer and the cursor's cell, and leaves the
// edit to it: the tool changes the document, and the view draws what the model then shows.
// Cells are x = column, y = row.
class MapTool : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // `button` went down on `cell`; true if the tool took the press (a drag follows).
    virtual bool mousePressed(QPoint cell, Qt::MouseButton button) = 0;
    // The pointer moved with a button down, over `cell` (held to the map's edge); true if
    // the tool used it.
    virtual bool mouseMoved(QPoint cell) = 0;
    // `button` came up; true if it ended the tool's drag.
    virtual bool mouseReleased(Qt::MouseButton button) = 0;
    // Space on the keyboard cursor's cell.
    virtual void cellActivated(QPoint cell) = 0;
    // What the tool is doing ends now (the map starts picking a question's cell).
    virtual void deactivate() = 0;
};
