// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifexport.h"

#include "atomicfile.h"
#include "gifwriter.h"
#include "mapexporter.h"
#include "mapframes.h"
#include "scenariofile.h"

#include <algorithm>

std::vector<int> GifExport::positions(int from, int to, int fps)
{
    std::vector<int> result;
    if (to < from || fps <= 0)
        return result;
    const qint64 span = qint64(to) - from;
    const qint64 maxFrames = qint64(MaxSeconds) * fps;
    const qint64 count = std::min<qint64>(span + 1, maxFrames);
    result.reserve(std::size_t(count));
    if (count == 1) {
        result.push_back(to);
        return result;
    }
    for (qint64 i = 0; i < count; ++i)
        result.push_back(int(from + (i * span + (count - 1) / 2) / (count - 1)));
    return result;
}

QString GifExport::check(const Options &options, int steps)
{
    const int to = options.to < 0 ? steps : options.to;
    if (options.from < 0 || options.from > steps)
        return tr("--from: expected a step from 0 to %1, got %2").arg(steps).arg(options.from);
    if (to < options.from || to > steps)
        return tr("--to: expected a step from %1 to %2, got %3")
            .arg(options.from)
            .arg(steps)
            .arg(to);
    if (options.fps < MinFps || options.fps > MaxFps)
        return tr("--fps: expected %1 to %2 frames a second, got %3")
            .arg(MinFps)
            .arg(MaxFps)
            .arg(options.fps);
    if (options.cellSize < 1 || options.cellSize > MaxCellSize)
        return tr("--cell-size: expected 1 to %1 pixels, got %2")
            .arg(MaxCellSize)
            .arg(options.cellSize);
    return QString();
}

QString GifExport::check(const Options &options, int steps, int rows, int cols)
{
    const QString error = check(options, steps);
    if (!error.isEmpty())
        return error;
    // Every frame is drawn whole in memory before it is compared with the one before.
    if (const QString problem = MapExporter::sizeProblem(rows, cols, options.cellSize, MaxSide);
        !problem.isEmpty())
        return tr("%1: use --cell-size %2 or less")
            .arg(problem)
            .arg(MapExporter::largestCellSize(rows, cols, MaxSide));
    return QString();
}

GifExport::GifExport(MapFrames &frames, const Options &options)
    : m_frames(frames)
    , m_options(options)
{
    if (m_options.to < 0)
        m_options.to = frames.stepCount();
    m_positions = positions(m_options.from, m_options.to, m_options.fps);
    const Scenario &scenario = frames.scenario();
    m_writer = std::make_unique<GifWriter>(
        QSize(scenario.cols * m_options.cellSize, scenario.rows * m_options.cellSize));
}

GifExport::~GifExport() = default;

int GifExport::delayOf(int frame) const
{
    if (frame == frameCount() - 1)
        return HoldCentiseconds;
    // Rounded so that the delays add up to the right length whatever the rate.
    const auto at
        = [this](int k) { return int((qint64(k) * 100 + m_options.fps / 2) / m_options.fps); };
    return at(frame + 1) - at(frame);
}

double GifExport::seconds() const
{
    if (m_positions.empty())
        return 0;
    return double(frameCount() - 1) / m_options.fps + HoldCentiseconds / 100.0;
}

qint64 GifExport::estimatedBytes() const
{
    if (m_positions.empty())
        return 0;
    // The first frame is a whole picture, the others store what changed: the first dozen
    // frames encoded give both, and the rest are guessed at the same rate.
    const Scenario &scenario = m_frames.scenario();
    const int saved = m_frames.position();
    const int sample = std::min(frameCount(), 12);
    GifWriter writer(QSize(scenario.cols * m_options.cellSize, scenario.rows * m_options.cellSize));
    qint64 first = 0;
    for (int i = 0; i < sample; ++i) {
        m_frames.seek(m_positions[std::size_t(i)]);
        writer.addFrame(m_frames.image(m_options.cellSize), delayOf(i));
        if (i == 0)
            first = writer.size();
    }
    m_frames.seek(saved);
    const qint64 sampled = writer.size();
    const qint64 perFrame = sample > 1 ? (sampled - first) / (sample - 1) : 0;
    return sampled + perFrame * (frameCount() - sample) + 1;
}

bool GifExport::encodeNext()
{
    if (isDone())
        return false;
    m_frames.seek(m_positions[std::size_t(m_next)]);
    if (!m_writer->addFrame(m_frames.image(m_options.cellSize), delayOf(m_next)))
        return false;
    ++m_next;
    return true;
}

QByteArray GifExport::finish(QString *error)
{
    if (!isDone()) {
        if (error)
            *error = tr("not every frame was encoded");
        return QByteArray();
    }
    return m_writer->finish(error);
}

bool GifExport::write(
    MapFrames &frames, const Options &options, const QString &fileName, QString *error)
{
    GifExport gif(frames, options);
    while (gif.encodeNext()) { }
    QString reason;
    const QByteArray data = gif.finish(&reason);
    if (data.isEmpty()) {
        if (error)
            *error = tr("%1: the animation could not be encoded: %2")
                         .arg(ScenarioFile::printable(fileName), reason);
        return false;
    }
    return AtomicFile::write(fileName, data, error);
}
