// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifwriter.h"

#include <gif_lib.h>

#include <QHash>

#include <algorithm>
#include <climits>
#include <vector>

GifWriter::GifWriter(QSize size)
    : m_size(size)
{
    int error = 0;
    m_gif = EGifOpen(this, &GifWriter::write, &error);
    if (!m_gif) {
        m_error = error;
        return;
    }
    EGifSetGifVersion(m_gif, true);
    // No global colour table: every frame brings its own.
    if (EGifPutScreenDesc(m_gif, size.width(), size.height(), 8, 0, nullptr) == GIF_ERROR) {
        fail(m_gif->Error);
        return;
    }
    // Loop forever: NETSCAPE2.0, sub-block 1, loop count 0.
    static const GifByteType application[]
        = {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'};
    static const GifByteType loop[] = {1, 0, 0};
    if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
        || EGifPutExtensionBlock(m_gif, sizeof application, application) == GIF_ERROR
        || EGifPutExtensionBlock(m_gif, sizeof loop, loop) == GIF_ERROR
        || EGifPutExtensionTrailer(m_gif) == GIF_ERROR)
        fail(m_gif->Error);
}

GifWriter::~GifWriter()
{
    if (m_gif)
        EGifCloseFile(m_gif, nullptr);
}

int GifWriter::write(GifFileType *gif, const unsigned char *bytes, int length)
{
    auto *self = static_cast<GifWriter *>(gif->UserData);
    self->m_data.append(reinterpret_cast<const char *>(bytes), length);
    return length;
}

bool GifWriter::fail(int code)
{
    if (!m_error)
        m_error = code ? code : E_GIF_ERR_WRITE_FAILED;
    return false;
}

namespace {

// The rectangle of `frame` that differs from `previous` (the whole frame when there is
// none before it); a frame that changed nothing still stores one pixel, so that it keeps
// its time.
QRect changedRect(const QImage &frame, const QImage &previous)
{
    const QSize size = frame.size();
    if (previous.isNull())
        return QRect(QPoint(0, 0), size);
    int top = size.height(), bottom = -1, left = size.width(), right = -1;
    for (int y = 0; y < size.height(); ++y) {
        const auto *now = reinterpret_cast<const QRgb *>(frame.constScanLine(y));
        const auto *before = reinterpret_cast<const QRgb *>(previous.constScanLine(y));
        if (std::equal(now, now + size.width(), before))
            continue;
        top = std::min(top, y);
        bottom = y;
        int x = 0;
        while (now[x] == before[x])
            ++x;
        left = std::min(left, x);
        x = size.width() - 1;
        while (now[x] == before[x])
            --x;
        right = std::max(right, x);
    }
    if (bottom < 0)
        return QRect(0, 0, 1, 1);
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

} // namespace

// A frame's colour table: the colours of its rectangle, most frequent first, at most 256
// of them, in a table of a power of two entries; a colour beyond them is given the index
// of the nearest one when it is first met.
class GifWriter::ColourTable
{
public:
    ColourTable(const QImage &frame, const QRect &rect)
    {
        QHash<QRgb, int> counts;
        for (int y = rect.top(); y <= rect.bottom(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(frame.constScanLine(y)) + rect.left();
            for (int x = 0; x < rect.width(); ++x)
                ++counts[line[x] & 0xffffff];
        }
        std::vector<std::pair<int, QRgb>> byCount;
        byCount.reserve(std::size_t(counts.size()));
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            byCount.emplace_back(-it.value(), it.key());
        std::sort(byCount.begin(), byCount.end());
        m_colours = std::min<int>(int(byCount.size()), 256);
        int tableSize = 2;
        while (tableSize < m_colours)
            tableSize *= 2;
        m_table.assign(std::size_t(tableSize), GifColorType {0, 0, 0});
        for (int i = 0; i < m_colours; ++i) {
            const QRgb rgb = byCount[std::size_t(i)].second;
            m_table[std::size_t(i)]
                = {GifByteType(qRed(rgb)), GifByteType(qGreen(rgb)), GifByteType(qBlue(rgb))};
            m_index.insert(rgb, GifByteType(i));
        }
    }

    int size() const { return int(m_table.size()); }
    GifColorType *entries() { return m_table.data(); }

    GifByteType indexOf(QRgb rgb)
    {
        auto found = m_index.constFind(rgb);
        if (found == m_index.cend())
            found = m_index.insert(rgb, nearest(rgb));
        return found.value();
    }

private:
    GifByteType nearest(QRgb rgb) const
    {
        int best = 0;
        int bestDistance = INT_MAX;
        for (int i = 0; i < m_colours; ++i) {
            const GifColorType &c = m_table[std::size_t(i)];
            const int dr = qRed(rgb) - c.Red, dg = qGreen(rgb) - c.Green, db = qBlue(rgb) - c.Blue;
            const int distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = i;
            }
        }
        return GifByteType(best);
    }

    int m_colours = 0;
    std::vector<GifColorType> m_table;
    QHash<QRgb, GifByteType> m_index;
};

bool GifWriter::addFrame(const QImage &source, int delayCentiseconds)
{
    if (!m_gif || m_error)
        return false;
    const QImage frame = source.convertToFormat(QImage::Format_RGB32);
    if (frame.size() != m_size)
        return fail(E_GIF_ERR_DATA_TOO_BIG);
    const QRect rect = changedRect(frame, m_previous);
    ColourTable colours(frame, rect);
    ColorMapObject *map = GifMakeMapObject(colours.size(), colours.entries());
    if (!map)
        return fail(E_GIF_ERR_NOT_ENOUGH_MEM);
    const bool ok = putFrame(frame, rect, colours, map, delayCentiseconds);
    GifFreeMapObject(map);
    if (!ok)
        return fail(m_gif->Error);
    m_previous = frame;
    ++m_frames;
    return true;
}

bool GifWriter::putFrame(const QImage &frame, const QRect &rect, ColourTable &colours,
    ColorMapObject *map, int delayCentiseconds)
{
    GraphicsControlBlock control;
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = std::max(delayCentiseconds, 2);
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const size_t extensionLength = EGifGCBToExtension(&control, extension);
    bool ok = EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, int(extensionLength), extension)
            != GIF_ERROR
        && EGifPutImageDesc(m_gif, rect.left(), rect.top(), rect.width(), rect.height(), false, map)
            != GIF_ERROR;
    std::vector<GifByteType> pixels(static_cast<std::size_t>(rect.width()));
    for (int y = rect.top(); ok && y <= rect.bottom(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(frame.constScanLine(y)) + rect.left();
        for (int x = 0; x < rect.width(); ++x)
            pixels[std::size_t(x)] = colours.indexOf(line[x] & 0xffffff);
        ok = EGifPutLine(m_gif, pixels.data(), rect.width()) != GIF_ERROR;
    }
    return ok;
}

QByteArray GifWriter::finish(QString *error)
{
    if (m_gif && !m_error) {
        int code = 0;
        if (EGifCloseFile(m_gif, &code) == GIF_ERROR)
            m_error = code ? code : E_GIF_ERR_CLOSE_FAILED;
        m_gif = nullptr;
    }
    if (m_error || m_frames == 0) {
        if (error) {
            const char *reason = m_error ? GifErrorString(m_error) : nullptr;
            *error = reason ? QString::fromLatin1(reason) : tr("no frames");
        }
        return QByteArray();
    }
    return m_data;
}
