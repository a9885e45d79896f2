// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lessoneditor.h"

#include <QPointer>

#include <memory>

class CallStackView;
class CodeView;
class DungeonCallStackModel;
class DungeonLesson;
class DungeonStatistics;
class DungeonView;
class TileInspector;
class TileSetPanel;
struct DungeonBuildSummary;

// The dungeon lesson's editor part: the dungeon map with the pit brush, the statistics
// page, and its own docks: the tile-connection inspector, the tile set, the code and the
// call stack.
class DungeonEditor : public LessonEditor
{
    Q_OBJECT

public:
    explicit DungeonEditor(DungeonLesson *lesson, QObject *parent = nullptr);
    ~DungeonEditor() override;

    Lesson *lesson() const override;
    MapView *view() const override;
    QWidget *statisticsPage() const override;
    QList<Dock> docks() const override;
    std::unique_ptr<MapFrames> frames() const override;

    void setColourPalette(IslandPainter::Palette palette) override;
    QString startToolTip() const override;
    QString resetToolTip() const override;
    QString paletteToolTip() const override;
    void retranslateUi() override;

private:
    void createDocks();
    void showBuilt(const DungeonBuildSummary &summary);
    void showNoBuild(bool building);
    void showFailure();
    void showCurrentLine();

    DungeonLesson *m_lesson;
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
};
