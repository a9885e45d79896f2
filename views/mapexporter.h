#pragma once

#include <QCoreApplication>
#include <QString>

class MapPicture;
struct Scenario;

// The map as a view shows it now (at the playback position), or as MapFrames draws it,
// written as a PNG or an SVG. A `cellSize` of 0 picks one that suits the map's size.
// Each file is rendered in memory, then written whole or not at all (AtomicFile): a full
// disk leaves no half-written image. On failure `error` names the file and the reason.
class MapExporter
{
    Q_DECLARE_TR_FUNCTIONS(MapExporter)

public:
    static bool writePng(const MapPicture &picture, const Scenario &scenario, const QString &fileName,
                         QString *error = nullptr, int cellSize = 0);
    static bool writeSvg(const MapPicture &picture, const Scenario &scenario, const QString &fileName,
                         QString *error = nullptr, int cellSize = 0);
    // The PNG's bytes.
    static QByteArray png(const QImage &image);
};
