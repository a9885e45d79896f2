#pragma once

#include <QCoreApplication>
#include <QString>

class MapView;
struct Scenario;

// The map as a view shows it now (at the playback position), written as a PNG or an SVG.
// Each file is rendered in memory, then written whole or not at all (AtomicFile): a full
// disk leaves no half-written image. On failure `error` names the file and the reason.
class MapExporter
{
    Q_DECLARE_TR_FUNCTIONS(MapExporter)

public:
    static bool writePng(const MapView &view, const Scenario &scenario, const QString &fileName,
                         QString *error = nullptr);
    static bool writeSvg(const MapView &view, const Scenario &scenario, const QString &fileName,
                         QString *error = nullptr);
};
