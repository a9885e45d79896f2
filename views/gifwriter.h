// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QSize>

struct ColorMapObject;
struct GifFileType;

// An animated GIF in memory, encoded by giflib: a looping animation (the NETSCAPE2.0
// extension), then frame after frame. Each frame stores only the rectangle that changed
// since the one before, with a colour table of its own: the colours it uses exactly when
// they are at most 256 (a map has a few dozen), else the 255 most frequent and the rest
// matched to the nearest of them.
class GifWriter
{
    Q_DECLARE_TR_FUNCTIONS(GifWriter)

public:
    explicit GifWriter(QSize size);
    ~GifWriter();
    GifWriter(const GifWriter &) = delete;
    GifWriter &operator=(const GifWriter &) = delete;

    // Adds `frame` (of the writer's size), shown for `delayCentiseconds`.
    bool addFrame(const QImage &frame, int delayCentiseconds);
    int frameCount() const { return m_frames; }
    // The bytes written so far.
    qint64 size() const { return m_data.size(); }
    // The whole file; empty with `error` set when giflib failed.
    QByteArray finish(QString *error);

private:
    class ColourTable;

    static int write(GifFileType *gif, const unsigned char *bytes, int length);
    bool fail(int code);
    // The frame's control block (its delay), its descriptor and the pixels of `rect`.
    bool putFrame(const QImage &frame, const QRect &rect, ColourTable &colours, ColorMapObject *map,
        int delayCentiseconds);

    QSize m_size;
    GifFileType *m_gif = nullptr;
    QByteArray m_data;
    QImage m_previous;
    int m_frames = 0;
    int m_error = 0;
};
