// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

class ExportJob;
class MapPicture;
struct Scenario;

// The map as a view shows it now (at the playback position), or as MapFrames draws it,
// written as a PNG or an SVG. A `cellSize` of 0 picks one that suits the map's size.
// Each file is written whole or not at all (AtomicFile): a full disk leaves no
// half-written image. On failure `error` names the file and the reason.
class MapExporter
{
    Q_DECLARE_TR_FUNCTIONS(MapExporter)

public:
    // The largest PNG drawn, in pixels a side (export.md). The picture is 4 bytes a pixel
    // and the painters draw it through a second picture as large: 2 GiB at this size,
    // which a 64-bit process can allocate; Qt's raster painter is exact to far beyond it.
    // Every valid map (1000 x 1000 cells at most) fits at 16 pixels a cell.
    static constexpr int MaxImageSide = 16384;

    // The largest cell size at which a map of rows x cols fits in `maxSide` pixels a side.
    static int largestCellSize(int rows, int cols, int maxSide = MaxImageSide);
    // "the image would be 96,000 x 96,000 pixels; at most 16,384 a side", or empty when a
    // map of rows x cols at `cellSize` fits in `maxSide` pixels a side.
    static QString sizeProblem(int rows, int cols, int cellSize, int maxSide = MaxImageSide);
    // The bytes a PNG export of that size needs in memory while it draws.
    static qint64 imageBytes(int rows, int cols, int cellSize);

    static bool writePng(const MapPicture &picture, const Scenario &scenario,
        const QString &fileName, QString *error = nullptr, int cellSize = 0);
    // Written onto the file as it is drawn (SvgStream): its memory does not grow with the map.
    static bool writeSvg(const MapPicture &picture, const Scenario &scenario,
        const QString &fileName, QString *error = nullptr, int cellSize = 0);
    // The same a piece at a time (the window's export, between its events): null with
    // `error` set when the export cannot start; else run it to the end and finish() it.
    // `picture` must stay as it is until the job is done.
    static std::unique_ptr<ExportJob> startPng(const MapPicture &picture, const Scenario &scenario,
        const QString &fileName, QString *error = nullptr, int cellSize = 0);
    static std::unique_ptr<ExportJob> startSvg(const MapPicture &picture, const Scenario &scenario,
        const QString &fileName, QString *error = nullptr, int cellSize = 0);
    // The PNG's bytes.
    static QByteArray png(const QImage &image);
};
