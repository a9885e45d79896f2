// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapexporter.h"

#include "atomicfile.h"
#include "exportjob.h"
#include "lessonkind.h"
#include "mappicture.h"
#include "scenario.h"
#include "scenariofile.h"
#include "svgstream.h"

#include <QBuffer>
#include <QImage>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <future>
#include <new>
#include <utility>

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

namespace {

QString failure(const QString &fileName, const QString &reason)
{
    return QStringLiteral("%1: %2").arg(ScenarioFile::printable(fileName), reason);
}

// A buffer whose writes fail once `cancelled` is set.
class CancellableBuffer : public QBuffer
{
public:
    explicit CancellableBuffer(const std::atomic<bool> &cancelled)
        : m_cancelled(cancelled)
    { }

protected:
    qint64 writeData(const char *data, qint64 size) override
    {
        return m_cancelled ? -1 : QBuffer::writeData(data, size);
    }

private:
    const std::atomic<bool> &m_cancelled;
};

// Draws the map into an image a part at a time, then encodes it as PNG on a thread of its
// own: one piece more.
class PngJob : public ExportJob
{
public:
    PngJob(const QString &fileName, QSize size, QString noMemory)
        : m_fileName(fileName)
        , m_image(size, QImage::Format_RGB32)
        , m_noMemory(std::move(noMemory))
    { }

    ~PngJob() override { m_cancelled = true; }

    // False when the picture does not fit in memory.
    bool begin(const MapPicture &picture, int cellSize)
    {
        // The painters draw through a picture of their own as large, which they cannot
        // refuse: it is tried here first, so that a map that does not fit fails cleanly.
        if (m_image.isNull() || QImage(m_image.size(), QImage::Format_RGB32).isNull())
            return false;
        m_image.fill(Qt::white);
        m_painter.begin(&m_image);
        m_drawing = picture.drawing(cellSize, false);
        return true;
    }

    int pieceCount() const override { return m_drawing->partCount() + 1; }
    int piecesDone() const override { return m_done; }

    bool next() override
    {
        try {
            if (m_done < m_drawing->partCount()) {
                m_drawing->drawPart(m_painter, m_done++);
                return true;
            }
            if (!m_encoding.valid()) {
                m_painter.end();
                m_encoding = std::async(std::launch::async,
                    [image = std::exchange(m_image, QImage()), this] { return encode(image); });
            }
            // Waits a little at a time, so that a window between the waits keeps drawing.
            if (m_encoding.wait_for(std::chrono::milliseconds(20)) != std::future_status::ready)
                return true;
            m_png = m_encoding.get();
            if (m_png.isEmpty()) {
                m_error = MapExporter::tr("the map could not be encoded as PNG");
                return false;
            }
            ++m_done;
            return true;
        } catch (const std::bad_alloc &) {
            m_error = m_noMemory;
            return false;
        }
    }

    bool finish(QString *error) override
    {
        if (m_error.isEmpty() && isDone())
            return AtomicFile::write(m_fileName, m_png, error);
        if (error)
            *error = failure(m_fileName, m_error);
        return false;
    }

private:
    // The PNG's bytes; empty when encoding failed or the job was dropped.
    QByteArray encode(const QImage &image) const
    {
        CancellableBuffer png(m_cancelled);
        png.open(QIODevice::WriteOnly);
        if (!image.save(&png, "PNG"))
            return QByteArray();
        return png.data();
    }

    QString m_fileName;
    QImage m_image;
    QPainter m_painter;
    std::unique_ptr<MapDrawing> m_drawing;
    QString m_noMemory;
    QString m_error;
    QByteArray m_png;
    int m_done = 0;
    // Set when the job is dropped: the encoder's next write fails, and it stops.
    std::atomic<bool> m_cancelled {false};
    std::future<QByteArray> m_encoding; // on a thread of its own: seconds for a large map
};

// Draws the map onto its temporary file a part at a time (SvgStream).
class SvgJob : public ExportJob
{
public:
    explicit SvgJob(const QString &fileName)
        : m_fileName(fileName)
        , m_file(fileName)
    { }

    bool begin(const MapPicture &picture, int cellSize, QSize size, const QString &title,
        const QString &description, QString *error)
    {
        if (!m_file.open(error))
            return false;
        m_svg = std::make_unique<SvgStream>(&m_file.device(), size, title, description);
        if (!m_painter.begin(m_svg.get())) {
            if (error)
                *error = MapExporter::tr("%1: the map could not be drawn as SVG")
                             .arg(ScenarioFile::printable(m_fileName));
            return false;
        }
        m_drawing = picture.drawing(cellSize, true);
        return true;
    }

    int pieceCount() const override { return m_drawing->partCount(); }
    int piecesDone() const override { return m_done; }

    bool next() override
    {
        try {
            m_drawing->drawPart(m_painter, m_done++);
        } catch (const std::bad_alloc &) {
            m_noMemory = true;
            return false;
        }
        return !m_file.writeFailed();
    }

    bool finish(QString *error) override
    {
        if (m_noMemory) {
            if (error)
                *error = MapExporter::tr("%1: not enough memory to draw the map as SVG")
                             .arg(ScenarioFile::printable(m_fileName));
            return false;
        }
        m_painter.end();
        return m_file.commit(error);
    }

private:
    QString m_fileName;
    AtomicFile::Writer m_file;
    std::unique_ptr<SvgStream> m_svg;
    QPainter m_painter;
    std::unique_ptr<MapDrawing> m_drawing;
    bool m_noMemory = false;
    int m_done = 0;
};

bool runToEnd(std::unique_ptr<ExportJob> job, QString *error)
{
    if (!job)
        return false;
    while (!job->isDone() && job->next()) { }
    return job->finish(error);
}

} // namespace

std::unique_ptr<ExportJob> MapExporter::startPng(const MapPicture &picture,
    const Scenario &scenario, const QString &fileName, QString *error, int cellSize)
{
    // Large enough to project, small enough for a 1000 x 1000 grid to stay a sane file.
    if (cellSize <= 0)
        cellSize = std::clamp(4000 / std::max(scenario.rows, scenario.cols), 2, 32);
    if (const QString problem = sizeProblem(scenario.rows, scenario.cols, cellSize);
        !problem.isEmpty()) {
        if (error)
            *error = failure(fileName,
                tr("%1: use a cell size of %2 pixels or less")
                    .arg(problem)
                    .arg(largestCellSize(scenario.rows, scenario.cols)));
        return nullptr;
    }
    const QSize size(scenario.cols * cellSize, scenario.rows * cellSize);
    const QString noMemory
        = tr("not enough memory for an image of %1 x %2 pixels (%3)")
              .arg(number(size.width()), number(size.height()),
                  QLocale().formattedDataSize(imageBytes(scenario.rows, scenario.cols, cellSize)));
    try {
        auto job = std::make_unique<PngJob>(fileName, size, noMemory);
        if (job->begin(picture, cellSize))
            return job;
    } catch (const std::bad_alloc &) { }
    if (error)
        *error = failure(fileName, noMemory);
    return nullptr;
}

std::unique_ptr<ExportJob> MapExporter::startSvg(const MapPicture &picture,
    const Scenario &scenario, const QString &fileName, QString *error, int cellSize)
{
    if (cellSize <= 0)
        cellSize = 16;
    const bool dungeon = LessonKind::of(scenario.mode).tiles;
    const QString title = !scenario.title.isEmpty() ? scenario.title
        : dungeon                                   ? tr("Dungeon map")
                                                    : tr("Island map");
    //: Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)
    const QString description = dungeon
        ? tr("Mapgen Workbench, dungeon, seed %1").arg(scenario.seed)
        : tr("Mapgen Workbench, seed %1, rule %2")
              .arg(scenario.seed)
              .arg(ruleName(scenario.islands.rule));
    auto job = std::make_unique<SvgJob>(fileName);
    if (!job->begin(picture, cellSize, QSize(scenario.cols * cellSize, scenario.rows * cellSize),
            title, description, error))
        return nullptr;
    return job;
}

bool MapExporter::writePng(const MapPicture &picture, const Scenario &scenario,
    const QString &fileName, QString *error, int cellSize)
{
    return runToEnd(startPng(picture, scenario, fileName, error, cellSize), error);
}

bool MapExporter::writeSvg(const MapPicture &picture, const Scenario &scenario,
    const QString &fileName, QString *error, int cellSize)
{
    try {
        return runToEnd(startSvg(picture, scenario, fileName, error, cellSize), error);
    } catch (const std::bad_alloc &) {
        if (error)
            *error = tr("%1: not enough memory to draw the map as SVG")
                         .arg(ScenarioFile::printable(fileName));
        return false;
    }
}
