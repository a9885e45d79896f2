// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QPointer>

#include <memory>

class CallStackView;
class CellInspector;
class CodeView;
class IslandBuildController;
class IslandCallStackModel;
class OceanModel;
class OceanView;
class ScenarioDocument;
class StatisticsPanel;
class IslandTeaching;
struct IslandBuildSummary;

// The island lesson: islands grown by recursive backtracking on the document's ocean.
class IslandLesson : public Lesson
{
    Q_OBJECT

public:
    explicit IslandLesson(ScenarioDocument *document, QObject *parent = nullptr);
    ~IslandLesson() override;

    MapMode mode() const override { return MapMode::Island; }
    MapModel *model() const override;
    MapView *view() const override;
    QWidget *statisticsPage() const override;
    QList<Dock> docks() const override;
    QString stage() const override;
    LessonTeaching *teaching() const override;

    void start() override;
    void cancel() override;
    void reset() override;
    bool isBuilding() const override;

    void setColourPalette(OceanPainter::Palette palette) override;
    QString startToolTip() const override;
    QString resetToolTip() const override;
    QString paletteToolTip() const override;
    void retranslateUi() override;

    OceanModel *oceanModel() const { return m_model; }
    IslandCallStackModel *callStackModel() const { return m_stackModel; }
    CodeView *codeView() const { return m_code; }
    CallStackView *callStackView() const { return m_callStack; }
    CellInspector *cellInspector() const { return m_inspector; }

private:
    void onFinished(const IslandBuildSummary &summary);
    void createDocks();
    void showCurrentLine();

    ScenarioDocument *m_document;
    OceanModel *m_model;
    IslandBuildController *m_builds;
    // Owned here until the window takes them (QPointer: the window may delete them first).
    QPointer<OceanView> m_view;
    QPointer<StatisticsPanel> m_statistics;
    // The docks that show the algorithm think: its code, its calls, one cell's verdict.
    IslandCallStackModel *m_stackModel;
    CodeView *m_code = nullptr;
    CallStackView *m_callStack = nullptr;
    CellInspector *m_inspector = nullptr;
    QPointer<QDockWidget> m_codeDock;
    QPointer<QDockWidget> m_callStackDock;
    QPointer<QDockWidget> m_inspectorDock;
    IslandRule m_codeRule = IslandRule::Rule6b; // the rule the Code dock shows
    std::unique_ptr<IslandTeaching> m_teaching;
};
