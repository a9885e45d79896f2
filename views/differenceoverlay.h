#pragma once

#include <QPoint>
#include <QWidget>

#include <vector>

class MapView;

// Outlines cells of a map view (a comparison's cells whose final state differs): a
// transparent layer over the view's viewport that lets every mouse event through, so
// that the map beneath works as before.
class DifferenceOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit DifferenceOverlay(MapView *view);

    void setCells(const std::vector<QPoint> &cells); // x = column, y = row
    const std::vector<QPoint> &cells() const { return m_cells; }
    MapView *view() const { return m_view; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    MapView *m_view;
    std::vector<QPoint> m_cells;
};
