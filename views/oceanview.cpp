#include "oceanview.h"

#include "oceanmodel.h"

#include <QPainter>

namespace {
// Only so many fading cells are worth drawing; at high speed most are gone in a frame.
constexpr std::size_t MaxFlashes = 48;
// A jump over more steps than this is a seek, not playback: nothing flashes.
constexpr int MaxFlashScan = 4096;
} // namespace

OceanView::OceanView(QWidget *parent) : MapView(parent)
{
    m_clock.start();
    m_flashTimer.setInterval(33);
    connect(&m_flashTimer, &QTimer::timeout, this, &OceanView::animateFlashes);
}

void OceanView::setOceanModel(OceanModel *model)
{
    if (m_ocean)
        disconnect(m_ocean, nullptr, this, nullptr);
    m_ocean = model;
    m_flashes.clear();
    m_lastPosition = model ? model->position() : 0;
    setModel(model);
    if (model) {
        connect(model, &MapModel::positionChanged, this, &OceanView::onPositionChanged);
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            m_flashes.clear();
            m_lastPosition = m_ocean->position();
        });
    }
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
    flashes.reserve(m_flashes.size());
    const qint64 now = m_clock.elapsed();
    for (const Flash &flash : m_flashes) {
        const qreal strength = 1.0 - qreal(now - flash.started) / FlashMilliseconds;
        if (strength > 0)
            flashes.push_back({flash.row, flash.col, strength});
    }
    m_painter.paint(painter, *m_ocean, cells, origin, cellSize, flashes);
}

QString OceanView::bannerText() const
{
    if (!m_ocean || m_ocean->position() == 0)
        return QString();
    const IslandStep &step = m_ocean->steps()[std::size_t(m_ocean->position() - 1)];
    if (step.kind != IslandStep::TooComplex)
        return QString();
    //: Banner over the map when a build hit its step limit; %L1 is the limit
    return tr("Too complex: stopped after %L1 steps").arg(m_ocean->position() - 1);
}

void OceanView::onPositionChanged(int position)
{
    // Backtracks passed while playing forwards leave a fading red mark.
    if (position > m_lastPosition && position - m_lastPosition <= MaxFlashScan) {
        const auto &steps = m_ocean->steps();
        const qint64 now = m_clock.elapsed();
        for (int i = m_lastPosition; i < position; ++i) {
            const IslandStep &step = steps[std::size_t(i)];
            if (step.kind == IslandStep::Backtrack)
                m_flashes.push_back({step.row, step.col, now});
        }
        if (m_flashes.size() > MaxFlashes)
            m_flashes.erase(m_flashes.begin(), m_flashes.end() - std::ptrdiff_t(MaxFlashes));
        if (!m_flashes.empty() && !m_flashTimer.isActive())
            m_flashTimer.start();
    } else if (position < m_lastPosition) {
        m_flashes.clear();
    }
    m_lastPosition = position;
}

void OceanView::animateFlashes()
{
    const qint64 now = m_clock.elapsed();
    for (const Flash &flash : m_flashes)
        updateCells(flash.row, flash.col, flash.row, flash.col);
    m_flashes.erase(std::remove_if(m_flashes.begin(), m_flashes.end(),
                                   [now](const Flash &f) { return now - f.started > FlashMilliseconds; }),
                    m_flashes.end());
    if (m_flashes.empty())
        m_flashTimer.stop();
}
