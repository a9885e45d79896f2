// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

#include "mapmodel.h"
#include "playbackcontroller.h"
class QAction;
class QLabel;
class QSlider;
class QToolButton;

// Under the map: the playback buttons (the main window's actions), a timeline slider to
// any step, the step counter and the speed. Works on MapModel, so every lesson uses it.
class PlaybackBar : public QWidget
{
    Q_OBJECT

public:
    explicit PlaybackBar(QWidget *parent = nullptr);

    void setController(PlaybackController *controller);
    void setModel(MapModel *model);
    // Start, step back, play / pause, step forward, end.
    void setActions(const QList<QAction *> &actions);

    QSlider *timeline() const { return m_timeline; }
    // Steps marked on the timeline (where the scenario's questions are).
    void setMarks(const QVector<int> &steps);
    QVector<int> marks() const { return m_marks; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void syncRange();
    void fitPositionLabel();
    void syncPosition();

    QPointer<PlaybackController> m_controller;
    QPointer<MapModel> m_model;
    QList<QToolButton *> m_buttons;
    QSlider *m_timeline = nullptr;
    QLabel *m_position = nullptr;
    QLabel *m_speedLabel = nullptr;
    QSlider *m_speed = nullptr;
    QLabel *m_speedValue = nullptr;
    QVector<int> m_marks;
};
