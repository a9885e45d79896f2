#include "mapexporter.h"

#include "atomicfile.h"
#include "mappicture.h"
#include "scenario.h"
#include "scenariofile.h"
#include "svgstream.h"

#include <QBuffer>
#include <QImage>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <new>

namespace {

// Thousands grouped, also where the process runs in the C locale (the CLI in a script).
QString number(qint64 value)
{
    QLocale locale;
    if (locale.language() == QLocale::C)
        locale = QLocale(QLocale::English);
    return locale.toString(value);
}

} // namespace

QByteArray MapExporter::png(const QImage &image)
{
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    image.save(&png, "PNG");
    return png.data();
}

int MapExporter::largestCellSize(int rows, int cols, int maxSide)
{
    return std::max(1, maxSide / std::max({rows, cols, 1}));
}

QString MapExporter::sizeProblem(int rows, int cols, int cellSize, int maxSide)
{
    const qint64 width = qint64(cols) * cellSize;
    const qint64 height = qint64(rows) * cellSize;
    if (width <= maxSide && height <= maxSide)
        return QString();
    //: %1 x %2 the picture's width and height, %3 the limit, all in pixels
    return tr("the image would be %1 x %2 pixels; at most %3 a side")
        .arg(number(width), number(height), number(maxSide));
}

qint64 MapExporter::imageBytes(int rows, int cols, int cellSize)
{
    return 2 * qint64(cols) * cellSize * qint64(rows) * cellSize * 4;
}

bool MapExporter::writePng(const MapPicture &view, const Scenario &scenario,
    const QString &fileName, QString *error, int cellSize)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(ScenarioFile::printable(fileName), reason);
        return false;
    };
    // Large enough to project, small enough for a 1000 x 1000 grid to stay a sane file.
    if (cellSize <= 0)
        cellSize = std::clamp(4000 / std::max(scenario.rows, scenario.cols), 2, 32);
    if (const QString problem = sizeProblem(scenario.rows, scenario.cols, cellSize);
        !problem.isEmpty())
        return fail(tr("%1: use a cell size of %2 pixels or less")
                        .arg(problem)
                        .arg(largestCellSize(scenario.rows, scenario.cols)));
    const QSize size(scenario.cols * cellSize, scenario.rows * cellSize);
    const QString noMemory
        = tr("not enough memory for an image of %1 x %2 pixels (%3)")
              .arg(number(size.width()), number(size.height()),
                  QLocale().formattedDataSize(imageBytes(scenario.rows, scenario.cols, cellSize)));
    try {
        QImage image(size, QImage::Format_RGB32);
        // The painters draw through a picture of their own as large, which they cannot
        // refuse: it is tried here first, so that a map that does not fit fails cleanly.
        if (image.isNull() || QImage(size, QImage::Format_RGB32).isNull())
            return fail(noMemory);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            view.renderMap(painter, cellSize, false);
        }
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        if (!image.save(&png, "PNG"))
            return fail(tr("the map could not be encoded as PNG"));
        image = QImage();
        return AtomicFile::write(fileName, png.data(), error);
    } catch (const std::bad_alloc &) {
        return fail(noMemory);
    }
}

bool MapExporter::writeSvg(const MapPicture &view, const Scenario &scenario,
    const QString &fileName, QString *error, int cellSize)
{
    if (cellSize <= 0)
        cellSize = 16;
    const bool dungeon = scenario.mode == MapMode::Dungeon;
    const QString title = !scenario.title.isEmpty() ? scenario.title
        : dungeon                                   ? tr("Dungeon map")
                                                    : tr("Island map");
    //: Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)
    const QString description = dungeon
        ? tr("Mapgen Workbench, dungeon, seed %1").arg(scenario.seed)
        : tr("Mapgen Workbench, seed %1, rule %2")
              .arg(scenario.seed)
              .arg(ruleName(scenario.islands.rule));
    const auto produce = [&](QIODevice &file) {
        SvgStream svg(
            &file, QSize(scenario.cols * cellSize, scenario.rows * cellSize), title, description);
        QPainter painter;
        if (!painter.begin(&svg)) {
            if (error)
                *error = tr("%1: the map could not be drawn as SVG")
                             .arg(ScenarioFile::printable(fileName));
            return false;
        }
        view.renderMap(painter, cellSize, true);
        return painter.end();
    };
    try {
        return AtomicFile::write(fileName, produce, error);
    } catch (const std::bad_alloc &) {
        if (error)
            *error = tr("%1: not enough memory to draw the map as SVG")
                         .arg(ScenarioFile::printable(fileName));
        return false;
    }
}
