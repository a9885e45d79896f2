// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QPointer>

#include <memory>

class CallStackView;
class CodeView;
class DungeonBuildController;
class DungeonCallStackModel;
class DungeonModel;
class DungeonStatistics;
class DungeonView;
class ScenarioDocument;
class TileInspector;
class TileSetPanel;
class DungeonTeaching;
struct DungeonBuildSummary;

// The dungeon lesson: tiles placed from a queue with constraint propagation. Its own
// docks are the tile-connection inspector and the tile set.
class DungeonLesson : public Lesson
{
    Q_OBJECT

public:
    explicit DungeonLesson(ScenarioDocument *document, QObject *parent = nullptr);
    ~DungeonLesson() override;

    MapMode mode() const override { return MapMode::Dungeon; }
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

    DungeonModel *dungeonModel() const { return m_model; }
    CodeView *codeView() const { return m_code; }
    DungeonCallStackModel *callStackModel() const { return m_stackModel; }

private:
    void onFinished(const DungeonBuildSummary &summary);
    void showFailure();
    void showCurrentLine();

    ScenarioDocument *m_document;
    DungeonModel *m_model;
    DungeonBuildController *m_builds;
    // Owned here until the window takes them (QPointer: the window may delete them first).
    QPointer<DungeonView> m_view;
    QPointer<DungeonStatistics> m_statistics;
    TileInspector *m_inspector;
    TileSetPanel *m_tileSet;
    QPointer<QDockWidget> m_inspectorDock;
    QPointer<QDockWidget> m_tileSetDock;
    CodeView *m_code;
    DungeonCallStackModel *m_stackModel;
    CallStackView *m_callStack;
    QPointer<QDockWidget> m_codeDock;
    QPointer<QDockWidget> m_callStackDock;
    // Why the last build could not start (kept to word it again in another language).
    std::unique_ptr<DungeonBuildSummary> m_failure;
    std::unique_ptr<DungeonTeaching> m_teaching;
};
