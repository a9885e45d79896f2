#pragma once

#include "lesson.h"

#include <QPointer>

class IslandBuildController;
class OceanModel;
class OceanView;
class ScenarioDocument;
class StatisticsPanel;
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
    QString stage() const override;

    void start() override;
    void cancel() override;
    void reset() override;
    bool isBuilding() const override;

    void setColourPalette(OceanPainter::Palette palette) override;
    QString startToolTip() const override;
    QString resetToolTip() const override;
    QString paletteToolTip() const override;

    OceanModel *oceanModel() const { return m_model; }

private:
    void onFinished(const IslandBuildSummary &summary);

    ScenarioDocument *m_document;
    OceanModel *m_model;
    IslandBuildController *m_builds;
    // Owned here until the window takes them (QPointer: the window may delete them first).
    QPointer<OceanView> m_view;
    QPointer<StatisticsPanel> m_statistics;
};
