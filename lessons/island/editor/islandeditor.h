// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lessoneditor.h"
#include "scenario.h"

#include <QPointer>

class CallStackView;
class CellInspector;
class CodeView;
class IslandCallStackModel;
class IslandLesson;
class IslandView;
class StatisticsPanel;
struct IslandBuildSummary;

// The island lesson's editor part: the ocean map with the pit brush, the statistics page,
// and the docks that show the algorithm think: its code, its calls, one cell's verdict.
class IslandEditor : public LessonEditor
{
    Q_OBJECT

public:
    explicit IslandEditor(IslandLesson *lesson, QObject *parent = nullptr);
    ~IslandEditor() override;

    Lesson *lesson() const override;
    MapView *view() const override;
    QWidget *statisticsPage() const override;
    QList<Dock> docks() const override;
    std::unique_ptr<MapFrames> frames() const override;

    void setColourPalette(IslandPainter::Palette palette) override;
    void setPatternsEverywhere(bool on) override;
    QString startToolTip() const override;
    QString resetToolTip() const override;
    QString paletteToolTip() const override;
    void retranslateUi() override;

    CodeView *codeView() const { return m_code; }
    CallStackView *callStackView() const { return m_callStack; }
    CellInspector *cellInspector() const { return m_inspector; }

private:
    void createDocks();
    void showBuilt(const IslandBuildSummary &summary);
    void showCurrentLine();

    IslandLesson *m_lesson;
    // Owned here until the window takes them (QPointer: the window may delete them first).
    QPointer<IslandView> m_view;
    QPointer<StatisticsPanel> m_statistics;
    IslandCallStackModel *m_stackModel;
    CodeView *m_code = nullptr;
    CallStackView *m_callStack = nullptr;
    CellInspector *m_inspector = nullptr;
    QPointer<QDockWidget> m_codeDock;
    QPointer<QDockWidget> m_callStackDock;
    QPointer<QDockWidget> m_inspectorDock;
    IslandRule m_codeRule = IslandRule::Rule6b; // the rule the Code dock shows
};
