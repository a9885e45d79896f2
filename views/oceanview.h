#pragma once

#include "mapview.h"
#include "oceanpainter.h"

#include <QPointer>

#include "oceanmodel.h"

// The island map: draws an OceanModel through OceanPainter, lets backtracked cells fade
// out in red over a fraction of a second, and shows the "Too complex" banner once
// playback reaches a build's TOO COMPLEX step.
class OceanView : public MapView
{
    Q_OBJECT

public:
    static constexpr int FlashMilliseconds = 600;

    explicit OceanView(QWidget *parent = nullptr);

    void setOceanModel(OceanModel *model);
    OceanModel *oceanModel() const { return m_ocean; }

    OceanPainter::Palette colourPalette() const { return m_painter.palette(); }
    void setColourPalette(OceanPainter::Palette palette);
    const OceanPainter &oceanPainter() const { return m_painter; }

    void renderMap(QPainter &painter, int cellSize, bool vector) const override;

protected:
    void paintCells(QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize) override;
    QString bannerText() const override;
    std::optional<Flash> flashOf(int step) const override;

private:
    QPointer<OceanModel> m_ocean;
    OceanPainter m_painter;
};
