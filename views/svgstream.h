// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPaintDevice>
#include <QSize>
#include <QString>

#include <memory>

class QIODevice;
class SvgStreamEngine;

// An SVG document written onto a device as it is painted. QSvgGenerator keeps the whole
// body in a string until QPainter::end() and then copies it twice to encode it, so its
// memory grows with the drawing (a 1000 x 1000 dungeon took gigabytes); here each element
// goes to the device as it is drawn, and only the group of attributes it shares with the
// elements before it is remembered. It draws what the map painters use: rectangles,
// paths, polygons, ellipses and text in solid colours with their opacity, under any
// affine transform; images are embedded as PNG. A failed write ends the drawing:
// QPainter::end() then returns false.
class SvgStream : public QPaintDevice
{
public:
    SvgStream(QIODevice *device, QSize size, const QString &title, const QString &description);
    ~SvgStream() override;

    QPaintEngine *paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    std::unique_ptr<SvgStreamEngine> m_engine;
    QSize m_size;
};
