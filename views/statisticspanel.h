// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "islandpainter.h"
#include "islandworker.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

#include "islandmodel.h"
class QFormLayout;
class QLabel;
class QTableWidget;

// Steps, adds, backtracks, current depth and, per island, its target, size and outcome,
// all at the playback position. Targets come from the build's summary, the rest from
// IslandModel::statistics(), which follows every seek.
class StatisticsPanel : public QWidget
{
    Q_OBJECT

public:
    enum class BuildState { None, Building, Done, TooComplex };

    explicit StatisticsPanel(QWidget *parent = nullptr);

    void setModel(IslandModel *model);
    void setSummary(const IslandBuildSummary &summary);
    void clearSummary();
    void setBuildState(BuildState state);
    void setColourPalette(IslandPainter::Palette palette);

    // Refreshes at most once per event loop pass, however many seeks happened.
    void scheduleRefresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();

    QPointer<IslandModel> m_model;
    IslandBuildSummary m_summary;
    bool m_hasSummary = false;
    BuildState m_state = BuildState::None;
    IslandPainter::Palette m_palette = IslandPainter::Palette::Standard;
    bool m_refreshPending = false;
    static constexpr qint64 MinRefreshInterval = 100; // ms
    QElapsedTimer m_lastRefresh;
    bool m_swatchesShown = false;
    int m_swatchRows = 0;

    QFormLayout *m_form = nullptr;
    QLabel *m_stepsLabel = nullptr;
    QLabel *m_steps = nullptr;
    QLabel *m_addsLabel = nullptr;
    QLabel *m_adds = nullptr;
    QLabel *m_backtracksLabel = nullptr;
    QLabel *m_backtracks = nullptr;
    QLabel *m_depthLabel = nullptr;
    QLabel *m_depth = nullptr;
    QLabel *m_resultLabel = nullptr;
    QLabel *m_result = nullptr;
    QTableWidget *m_table = nullptr;
};
