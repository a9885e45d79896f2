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

bool GifWriter::addFrame(const QImage &source, int delayCentiseconds)
{
    if (!m_gif || m_error)
        return false;
    const QImage frame = source.convertToFormat(QImage::Format_RGB32);
    if (frame.size() != m_size)
        return fail(E_GIF_ERR_DATA_TOO_BIG);

    // The rectangle that changed since the frame before (the whole first frame); a frame
    // that changed nothing still stores one pixel, so that it keeps its time.
    int top = 0, bottom = m_size.height() - 1, left = 0, right = m_size.width() - 1;
    if (!m_previous.isNull()) {
        top = m_size.height();
        bottom = -1;
        left = m_size.width();
        right = -1;
        for (int y = 0; y < m_size.height(); ++y) {
            const auto *now = reinterpret_cast<const QRgb *>(frame.constScanLine(y));
            const auto *before = reinterpret_cast<const QRgb *>(m_previous.constScanLine(y));
            if (std::equal(now, now + m_size.width(), before))
                continue;
            top = std::min(top, y);
            bottom = y;
            int x = 0;
            while (now[x] == before[x])
                ++x;
            left = std::min(left, x);
            x = m_size.width() - 1;
            while (now[x] == before[x])
                --x;
            right = std::max(right, x);
        }
        if (bottom < 0)
            top = bottom = left = right = 0;
    }
    const int width = right - left + 1;
    const int height = bottom - top + 1;

    // The colour table: how often each colour occurs in the rectangle.
    QHash<QRgb, int> counts;
    for (int y = top; y <= bottom; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(frame.constScanLine(y)) + left;
        for (int x = 0; x < width; ++x)
            ++counts[line[x] & 0xffffff];
    }
    std::vector<std::pair<int, QRgb>> byCount;
    byCount.reserve(std::size_t(counts.size()));
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        byCount.emplace_back(-it.value(), it.key());
    std::sort(byCount.begin(), byCount.end());
    const int colours = std::min<int>(int(byCount.size()), 256);
    int tableSize = 2;
    while (tableSize < colours)
        tableSize *= 2;
    std::vector<GifColorType> table(std::size_t(tableSize), GifColorType {0, 0, 0});
    QHash<QRgb, GifByteType> index;
    for (int i = 0; i < colours; ++i) {
        const QRgb rgb = byCount[std::size_t(i)].second;
        table[std::size_t(i)]
            = {GifByteType(qRed(rgb)), GifByteType(qGreen(rgb)), GifByteType(qBlue(rgb))};
        index.insert(rgb, GifByteType(i));
    }
    auto nearest = [&](QRgb rgb) {
        int best = 0;
        int bestDistance = INT_MAX;
        for (int i = 0; i < colours; ++i) {
            const GifColorType &c = table[std::size_t(i)];
            const int dr = qRed(rgb) - c.Red, dg = qGreen(rgb) - c.Green, db = qBlue(rgb) - c.Blue;
            const int distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = i;
            }
        }
        return GifByteType(best);
    };

    GraphicsControlBlock control;
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = std::max(delayCentiseconds, 2);
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const size_t extensionLength = EGifGCBToExtension(&control, extension);
    ColorMapObject *map = GifMakeMapObject(tableSize, table.data());
    if (!map)
        return fail(E_GIF_ERR_NOT_ENOUGH_MEM);
    bool ok = EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, int(extensionLength), extension)
            != GIF_ERROR
        && EGifPutImageDesc(m_gif, left, top, width, height, false, map) != GIF_ERROR;
    std::vector<GifByteType> pixels(static_cast<std::size_t>(width));
    for (int y = top; ok && y <= bottom; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(frame.constScanLine(y)) + left;
        for (int x = 0; x < width; ++x) {
            const QRgb rgb = line[x] & 0xffffff;
            auto found = index.constFind(rgb);
            if (found == index.cend())
                found = index.insert(rgb, nearest(rgb));
            pixels[std::size_t(x)] = found.value();
        }
        ok = EGifPutLine(m_gif, pixels.data(), width) != GIF_ERROR;
    }
    GifFreeMapObject(map);
    if (!ok)
        return fail(m_gif->Error);
    m_previous = frame;
    ++m_frames;
    return true;
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
