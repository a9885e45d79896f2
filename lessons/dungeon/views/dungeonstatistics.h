// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QString>
#include <QWidget>

#include "dungeonmodel.h"

class QFormLayout;
class QLabel;

// The Statistics dock's dungeon page: steps, tiles placed, candidates rejected and the
// fill queue's length, all at the playback position, and how the build ended (or why it
// could not start). Counts follow every seek by walking the steps between the old and the
// new position, so playing costs a few steps a frame and a jump costs what the seek did.
class DungeonStatistics : public QWidget
{
    Q_OBJECT

public:
    enum class BuildState { None, Building, Done, Failed };

    explicit DungeonStatistics(QWidget *parent = nullptr);

    void setModel(DungeonModel *model);
    void setBuildState(BuildState state, const QString &failure = QString());

    int placed() const { return m_placed; }
    int rejected() const { return m_rejected; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void follow(int position);
    void recount();
    void scheduleRefresh();
    void refresh();

    QPointer<DungeonModel> m_model;
    BuildState m_state = BuildState::None;
    QString m_failure;
    int m_counted = 0; // the position the counts are for
    int m_placed = 0;
    int m_rejected = 0;
    int m_queued = 0;
    bool m_refreshPending = false;

    QFormLayout *m_form = nullptr;
    QLabel *m_stepsLabel = nullptr;
    QLabel *m_steps = nullptr;
    QLabel *m_placedLabel = nullptr;
    QLabel *m_placedValue = nullptr;
    QLabel *m_rejectedLabel = nullptr;
    QLabel *m_rejectedValue = nullptr;
    QLabel *m_queueLabel = nullptr;
    QLabel *m_queueValue = nullptr;
    QLabel *m_resultLabel = nullptr;
    QLabel *m_result = nullptr;
};
