// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QUndoStack;
class QWidget;

// Every action of the workbench window, made once with its object name, icon and
// shortcut (Qt's standard key sequences where Qt has them); retranslateUi() gives them
// their texts. The window connects them to what they do.
class Actions : public QObject
{
    Q_OBJECT

public:
    Actions(QUndoStack *undoStack, QWidget *parent);

    void retranslateUi();
    // The play action as Play or as Pause.
    void showPlaying(bool playing);

    QAction *open, *save, *saveAs, *demo, *exportPng, *exportSvg, *quit;
    QAction *undo, *redo;
    QAction *start, *reset, *clear, *sprinkle, *newSeed;
    QAction *play, *stepForward, *stepBack, *toStart, *toEnd;
    QAction *zoomIn, *zoomOut, *fit, *fullScreen, *palette, *patterns, *reduceMotion;
    QAction *nextPanel, *previousPanel;
    QActionGroup *modes;
    QAction *islandMode, *dungeonMode;
    QAction *about;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showPlayState();

    bool m_playing = false;
};
