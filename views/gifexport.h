// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <vector>

class GifWriter;
class MapFrames;

// The build as an animated GIF (export.md, ".gif"): one frame per shown step from `from`
// to `to`, `fps` frames a second, a long build sampled evenly so that the frames last at
// most MaxSeconds, then the last frame held for HoldCentiseconds; looping. The frames are
// encoded one at a time (encodeNext), so that a window can keep drawing and offer Cancel
// between them; write() does it all at once (the CLI).
class GifExport
{
    Q_DECLARE_TR_FUNCTIONS(GifExport)

public:
    struct Options
    {
        int from = 0;
        int to = -1; // -1: the last step
        int fps = 10;
        int cellSize = 24;
    };

    static constexpr int MaxSeconds = 60;
    static constexpr int HoldCentiseconds = 300;
    static constexpr int MinFps = 1;
    static constexpr int MaxFps = 50; // GIF delays are centiseconds; browsers slow 1 cs down
    static constexpr int MaxCellSize = 96;
    static constexpr int MaxSide = 8192;

    // The positions shown, in order: every one from `from` to `to`, or MaxSeconds * fps of
    // them spread evenly, both ends included.
    static std::vector<int> positions(int from, int to, int fps);
    // An error message naming the option, or empty when `options` suit a build of `steps`.
    static QString check(const Options &options, int steps);
    // The same, and frames of at most MaxSide pixels a side for a map of rows x cols.
    static QString check(const Options &options, int steps, int rows, int cols);

    // `frames` must outlive the export; it is seeked frame by frame.
    GifExport(MapFrames &frames, const Options &options);
    ~GifExport();

    int frameCount() const { return int(m_positions.size()); }
    int framesDone() const { return m_next; }
    // How long the animation lasts once through, the hold included.
    double seconds() const;
    // Guessed from the first, middle and last frame encoded alone; a few frames' work.
    qint64 estimatedBytes() const;

    // Encodes the next frame; false when all are done or encoding failed.
    bool encodeNext();
    bool isDone() const { return m_next >= frameCount(); }
    // The whole file, once every frame is encoded; empty with `error` set on failure.
    QByteArray finish(QString *error);

    // All at once, through a temporary file and a rename.
    static bool write(
        MapFrames &frames, const Options &options, const QString &fileName, QString *error);

private:
    int delayOf(int frame) const;

    MapFrames &m_frames;
    Options m_options;
    std::vector<int> m_positions;
    std::unique_ptr<GifWriter> m_writer;
    int m_next = 0;
};
