#include "mapexporter.h"

#include "atomicfile.h"
#include "mappicture.h"
#include "scenario.h"
#include "scenariofile.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

QByteArray MapExporter::png(const QImage &image)
{
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    image.save(&png, "PNG");
    return png.data();
}

bool MapExporter::writePng(const MapPicture &view, const Scenario &scenario, const QString &fileName,
                           QString *error, int cellSize)
{
    // Large enough to project, small enough for a 1000 x 1000 grid to stay a sane file.
    if (cellSize <= 0)
        cellSize = std::clamp(4000 / std::max(scenario.rows, scenario.cols), 2, 32);
    QImage image(scenario.cols * cellSize, scenario.rows * cellSize, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        view.renderMap(painter, cellSize, false);
    }
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (!image.save(&png, "PNG")) {
        if (error)
            *error = tr("%1: the map could not be encoded as PNG").arg(ScenarioFile::printable(fileName));
        return false;
    }
    return AtomicFile::write(fileName, png.data(), error);
}

bool MapExporter::writeSvg(const MapPicture &view, const Scenario &scenario, const QString &fileName,
                           QString *error, int cellSize)
{
    if (cellSize <= 0)
        cellSize = 16;
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&svg);
    generator.setSize(QSize(scenario.cols * cellSize, scenario.rows * cellSize));
    generator.setViewBox(QRect(0, 0, scenario.cols * cellSize, scenario.rows * cellSize));
    const bool dungeon = scenario.mode == MapMode::Dungeon;
    generator.setTitle(!scenario.title.isEmpty() ? scenario.title : dungeon ? tr("Dungeon map") : tr("Island map"));
    //: Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)
    generator.setDescription(dungeon ? tr("Mapgen Workbench, dungeon, seed %1").arg(scenario.seed)
                                     : tr("Mapgen Workbench, seed %1, rule %2")
                                               .arg(scenario.seed).arg(ruleName(scenario.islands.rule)));
    QPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = tr("%1: the map could not be drawn as SVG").arg(ScenarioFile::printable(fileName));
        return false;
    }
    view.renderMap(painter, cellSize, true);
    painter.end();
    return AtomicFile::write(fileName, svg.data(), error);
}
