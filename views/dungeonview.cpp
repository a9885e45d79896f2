#include "dungeonview.h"

#include <QPainter>

#include <algorithm>

namespace {
// Only so many fading half-doors are worth drawing; at high speed most are gone in a frame.
constexpr std::size_t MaxFlashes = 48;
// A jump over more steps than this is a seek, not playback: nothing flashes.
constexpr int MaxFlashScan = 4096;
} // namespace

DungeonView::DungeonView(QWidget *parent) : MapView(parent)
{
    m_clock.start();
    m_flashTimer.setInterval(33);
    connect(&m_flashTimer, &QTimer::timeout, this, &DungeonView::animateFlashes);
    retranslateUi();
}

void DungeonView::retranslateUi()
{
    MapView::retranslateUi();
    //: Name of the dungeon map for screen readers
    setAccessibleName(tr("Dungeon map"));
    setToolTip(pitEditing() ? tr("Click a cell to inspect it. On the map before a build, left-drag paints "
                                 "pits and right-drag erases them. Arrow keys move the cell cursor, "
                                 "Space toggles a pit. Ctrl+wheel zooms.")
                            : tr("Click a cell to inspect it. Arrow keys move the cell cursor. "
                                 "Ctrl+wheel zooms."));
}

void DungeonView::setDungeonModel(DungeonModel *model)
{
    if (m_dungeon)
        disconnect(m_dungeon, nullptr, this, nullptr);
    m_dungeon = model;
    m_flashes.clear();
    m_lastPosition = model ? model->position() : 0;
    setModel(model);
    if (model) {
        connect(model, &MapModel::positionChanged, this, &DungeonView::onPositionChanged);
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            m_flashes.clear();
            m_lastPosition = m_dungeon->position();
        });
    }
}

void DungeonView::setColourPalette(DungeonPainter::Palette palette)
{
    m_painter.setPalette(palette);
    viewport()->update();
}

void DungeonView::setFailureMessage(const QString &message)
{
    if (message == m_failure)
        return;
    m_failure = message;
    viewport()->update();
}

void DungeonView::renderMap(QPainter &painter, int cellSize, bool vector) const
{
    if (!m_dungeon)
        return;
    m_painter.paint(painter, *m_dungeon, QRect(0, 0, m_dungeon->columnCount(), m_dungeon->rowCount()),
                    QPoint(0, 0), cellSize, {}, vector);
}

void DungeonView::paintCells(QPainter &painter, const QRect &cells, const QPoint &origin, int cellSize)
{
    if (!m_dungeon)
        return;
    std::vector<DungeonPainter::Flash> flashes;
    flashes.reserve(m_flashes.size());
    const qint64 now = m_clock.elapsed();
    for (const Flash &flash : m_flashes) {
        const qreal strength = 1.0 - qreal(now - flash.started) / FlashMilliseconds;
        if (strength > 0)
            flashes.push_back({flash.row, flash.col, flash.mask, strength});
    }
    m_painter.paint(painter, *m_dungeon, cells, origin, cellSize, flashes);

    // The inspected cell stays marked when the map has no focus (a click does not give it
    // focus); with focus, MapView draws its keyboard cursor there instead.
    if (!hasFocus() && cells.contains(cursorColumn(), cursorRow())) {
        const QRect rect(origin.x() + cursorColumn() * cellSize, origin.y() + cursorRow() * cellSize, cellSize, cellSize);
        const int width = std::max(1, cellSize / 12);
        painter.save();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::black, width + 2));
        painter.drawRect(rect.adjusted(0, 0, -1, -1));
        painter.setPen(QPen(Qt::white, width, Qt::DashLine));
        painter.drawRect(rect.adjusted(0, 0, -1, -1));
        painter.restore();
    }
}

QString DungeonView::bannerText() const
{
    return m_failure;
}

bool DungeonView::strokesAllowed() const
{
    return !m_dungeon || m_dungeon->stepCount() == 0;
}

void DungeonView::onPositionChanged(int position)
{
    // Clips passed while playing forwards leave fading half-doors.
    if (position > m_lastPosition && position - m_lastPosition <= MaxFlashScan) {
        const auto &steps = m_dungeon->steps();
        const qint64 now = m_clock.elapsed();
        for (int i = m_lastPosition; i < position; ++i) {
            const DungeonStep &step = steps[std::size_t(i)];
            if (step.kind == DungeonStep::Clip)
                m_flashes.push_back({step.row, step.col, step.mask, now});
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

void DungeonView::animateFlashes()
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
