// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "svgstream.h"

#include <QBuffer>
#include <QIODevice>
#include <QImage>
#include <QPaintEngine>
#include <QPainterPath>
#include <QPixmap>
#include <QTransform>

#include <climits>
#include <cmath>

namespace {

// Whole numbers as such (the maps' coordinates), others to a hundredth: never the six
// significant digits of QString::number, which would round 123,456.5 to 123456.
QByteArray number(qreal value)
{
    if (std::abs(value) < 1e12 && value == std::floor(value))
        return QByteArray::number(qint64(value));
    QByteArray text = QByteArray::number(value, 'f', 2);
    while (text.endsWith('0'))
        text.chop(1);
    if (text.endsWith('.'))
        text.chop(1);
    return text;
}

QByteArray escaped(const QString &text)
{
    return text.toHtmlEscaped().toUtf8();
}

QByteArray colorName(const QColor &color)
{
    return color.name(QColor::HexRgb).toLatin1();
}

} // namespace

class SvgStreamEngine : public QPaintEngine
{
public:
    SvgStreamEngine(QIODevice *device, QSize size, const QString &title, const QString &description)
        : QPaintEngine(QPaintEngine::PaintEngineFeatures(QPaintEngine::AllFeatures)
            & ~QPaintEngine::PaintEngineFeatures(QPaintEngine::PerspectiveTransform
                | QPaintEngine::ConicalGradientFill | QPaintEngine::PorterDuff))
        , m_device(device)
        , m_size(size)
        , m_title(title)
        , m_description(description)
    { }

    bool begin(QPaintDevice *) override
    {
        m_ok = m_device && m_device->isWritable();
        m_group.clear();
        write("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<svg width=\""
            + number(m_size.width()) + "\" height=\"" + number(m_size.height())
            + "\" viewBox=\"0 0 " + number(m_size.width()) + ' ' + number(m_size.height())
            + "\" xmlns=\"http://www.w3.org/2000/svg\" "
              "xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
              "version=\"1.2\" baseProfile=\"tiny\">\n<title>"
            + escaped(m_title) + "</title>\n<desc>" + escaped(m_description) + "</desc>\n");
        return m_ok;
    }

    bool end() override
    {
        if (!m_group.isEmpty())
            write("</g>\n");
        write("</svg>\n");
        return m_ok;
    }

    void updateState(const QPaintEngineState &state) override
    {
        const DirtyFlags flags = state.state();
        if (flags & DirtyPen)
            m_pen = state.pen();
        if (flags & DirtyBrush)
            m_brush = state.brush();
        if (flags & DirtyTransform)
            m_transform = state.transform();
        if (flags & DirtyFont)
            m_font = state.font();
        if (flags & DirtyOpacity)
            m_opacity = state.opacity();
    }

    using QPaintEngine::drawRects;
    void drawRects(const QRectF *rects, int count) override
    {
        enterGroup();
        for (int i = 0; i < count && m_ok; ++i) {
            const QRectF rect = rects[i].normalized();
            write("<rect x=\"" + number(rect.x()) + "\" y=\"" + number(rect.y()) + "\" width=\""
                + number(rect.width()) + "\" height=\"" + number(rect.height()) + "\"/>\n");
        }
    }

    void drawPath(const QPainterPath &path) override
    {
        enterGroup();
        QByteArray d;
        for (int i = 0; i < path.elementCount(); ++i) {
            const QPainterPath::Element &e = path.elementAt(i);
            if (!d.isEmpty())
                d += ' ';
            d += e.isMoveTo() ? "M" : e.isLineTo() ? "L" : e.isCurveTo() ? "C" : "";
            d += number(e.x) + ',' + number(e.y);
        }
        write("<path fill-rule=\""
            + QByteArray(path.fillRule() == Qt::OddEvenFill ? "evenodd" : "nonzero") + "\" d=\"" + d
            + "\"/>\n");
    }

    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override
    {
        enterGroup();
        QByteArray list;
        for (int i = 0; i < count; ++i)
            list += number(points[i].x()) + ',' + number(points[i].y()) + ' ';
        list.chop(1);
        if (mode == PolylineMode)
            write("<polyline fill=\"none\" points=\"" + list + "\"/>\n");
        else
            write("<polygon fill-rule=\"" + QByteArray(mode == OddEvenMode ? "evenodd" : "nonzero")
                + "\" points=\"" + list + "\"/>\n");
    }

    void drawEllipse(const QRectF &rect) override
    {
        enterGroup();
        const QPointF centre = rect.center();
        write("<ellipse cx=\"" + number(centre.x()) + "\" cy=\"" + number(centre.y()) + "\" rx=\""
            + number(rect.width() / 2) + "\" ry=\"" + number(rect.height() / 2) + "\"/>\n");
    }

    void drawTextItem(const QPointF &point, const QTextItem &item) override
    {
        if (m_pen.style() == Qt::NoPen)
            return;
        // Its colour and font in the group: a map numbers every cell of land, and each
        // number alone is a few bytes.
        const QFont font = item.font();
        const qreal size = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96 / 72;
        enterGroup("fill=\"" + colorName(m_pen.color()) + "\" fill-opacity=\""
            + number(m_pen.color().alphaF() * m_opacity) + "\" stroke=\"none\" font-family=\""
            + escaped(font.family()) + "\" font-size=\"" + number(size) + "\" font-weight=\""
            + QByteArray(font.bold() ? "bold" : "normal") + "\" xml:space=\"preserve\""
            + transformAttribute());
        write("<text x=\"" + number(point.x()) + "\" y=\"" + number(point.y()) + "\">"
            + escaped(item.text()) + "</text>\n");
    }

    void drawPixmap(const QRectF &rect, const QPixmap &pixmap, const QRectF &source) override
    {
        drawImage(rect, pixmap.toImage(), source, Qt::AutoColor);
    }

    void drawImage(const QRectF &rect, const QImage &image, const QRectF &source,
        Qt::ImageConversionFlags) override
    {
        enterGroup();
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        image.copy(source.toRect()).save(&png, "PNG");
        write("<image x=\"" + number(rect.x()) + "\" y=\"" + number(rect.y()) + "\" width=\""
            + number(rect.width()) + "\" height=\"" + number(rect.height())
            + "\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"
            + png.data().toBase64() + "\"/>\n");
    }

    Type type() const override { return QPaintEngine::SVG; }

private:
    void write(const QByteArray &bytes)
    {
        if (m_ok && m_device->write(bytes) != bytes.size())
            m_ok = false;
    }

    // The attributes that the pen, the brush and the transform give every shape drawn now.
    void enterGroup() { enterGroup(shapeAttributes() + transformAttribute()); }

    // A new group only when the attributes change.
    void enterGroup(const QByteArray &group)
    {
        if (group == m_group)
            return;
        if (!m_group.isEmpty())
            write("</g>\n");
        write("<g " + group + ">\n");
        m_group = group;
    }

    QByteArray transformAttribute() const
    {
        if (m_transform.isIdentity())
            return QByteArray();
        return " transform=\"matrix(" + number(m_transform.m11()) + ',' + number(m_transform.m12())
            + ',' + number(m_transform.m21()) + ',' + number(m_transform.m22()) + ','
            + number(m_transform.dx()) + ',' + number(m_transform.dy()) + ")\"";
    }

    QByteArray shapeAttributes() const
    {
        QByteArray group;
        if (m_brush.style() == Qt::NoBrush) {
            group += "fill=\"none\"";
        } else {
            group += "fill=\"" + colorName(m_brush.color()) + '"';
            const qreal alpha = m_brush.color().alphaF() * m_opacity;
            if (alpha < 1)
                group += " fill-opacity=\"" + number(alpha) + '"';
        }
        if (m_pen.style() == Qt::NoPen) {
            group += " stroke=\"none\"";
        } else {
            const qreal width = m_pen.widthF() > 0 ? m_pen.widthF() : 1;
            group += " stroke=\"" + colorName(m_pen.color()) + "\" stroke-width=\"" + number(width)
                + '"';
            const qreal alpha = m_pen.color().alphaF() * m_opacity;
            if (alpha < 1)
                group += " stroke-opacity=\"" + number(alpha) + '"';
            group += m_pen.capStyle() == Qt::FlatCap ? " stroke-linecap=\"butt\""
                : m_pen.capStyle() == Qt::RoundCap   ? " stroke-linecap=\"round\""
                                                     : " stroke-linecap=\"square\"";
            group += m_pen.joinStyle() == Qt::RoundJoin ? " stroke-linejoin=\"round\""
                : m_pen.joinStyle() == Qt::BevelJoin    ? " stroke-linejoin=\"bevel\""
                                                        : " stroke-linejoin=\"miter\"";
            if (m_pen.style() != Qt::SolidLine) {
                QByteArray dashes;
                for (const qreal dash : m_pen.dashPattern())
                    dashes += number(dash * width) + ',';
                dashes.chop(1);
                if (!dashes.isEmpty())
                    group += " stroke-dasharray=\"" + dashes + '"';
            }
        }
        return group;
    }

    QIODevice *m_device;
    QSize m_size;
    QString m_title;
    QString m_description;
    bool m_ok = false;
    QPen m_pen;
    QBrush m_brush;
    QTransform m_transform;
    QFont m_font;
    qreal m_opacity = 1;
    QByteArray m_group; // the attributes of the group open now, empty before the first
};

SvgStream::SvgStream(
    QIODevice *device, QSize size, const QString &title, const QString &description)
    : m_engine(std::make_unique<SvgStreamEngine>(device, size, title, description))
    , m_size(size)
{ }

SvgStream::~SvgStream() = default;

QPaintEngine *SvgStream::paintEngine() const
{
    return m_engine.get();
}

int SvgStream::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_size.width();
    case PdmHeight:
        return m_size.height();
    case PdmWidthMM:
        return qRound(m_size.width() * 25.4 / 96);
    case PdmHeightMM:
        return qRound(m_size.height() * 25.4 / 96);
    case PdmNumColors:
        return INT_MAX;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return 96;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(QPaintDevice::devicePixelRatioFScale());
    default:
        break;
    }
    return 0;
}
