#include "oceanview.h"

#include "oceanmodel.h"

#include <QPainter>

OceanView::OceanView(QWidget *parent) : MapView(parent)
{
    setFlashDuration(FlashMilliseconds);
}

void OceanView::setOceanModel(OceanModel *model)
{
    m_ocean = model;
    setModel(model);
}

void OceanView::setColourPalette(OceanPainter::Palette palette)
{
    m_painter.setPalette(palette);
    viewport()->update();
}

void OceanView::renderMap(QPainter &painter, int cellSize, bool vector) const
{
    if (!m_ocean)
        return;
    m_painter.paint(painter, *m_ocean, QRect(0, 0, m_ocean->columnCount(), m_ocean->rowCount()),
                    QPoint(0, 0), cellSize, {}, vector);
}

void OceanView::paintCells(QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize)
{
    if (!m_ocean)
        return;
    std::vector<OceanPainter::Flash> flashes;
    for (const Flash &flash : fadingFlashes())
        flashes.push_back({flash.row, flash.col, flash.strength});
    m_painter.paint(painter, *m_ocean, cells, origin, cellSize, flashes);
}

QString OceanView::bannerText() const
{
    if (!m_ocean || m_ocean->position() == 0)
        return QString();
    const IslandStep &step = m_ocean->step(m_ocean->position() - 1);
    if (step.kind != IslandStep::TooComplex)
        return QString();
    //: Banner over the map when a build hit its step limit; %L1 is the limit
    return tr("Too complex: stopped after %L1 steps").arg(m_ocean->position() - 1);
}

std::optional<MapView::Flash> OceanView::flashOf(int step) const
{
    // Backtracks passed while playing forwards leave a fading red mark.
    const IslandStep &islandStep = m_ocean->step(step);
    if (islandStep.kind != IslandStep::Backtrack)
        return std::nullopt;
    return Flash {islandStep.row, islandStep.col};
}
