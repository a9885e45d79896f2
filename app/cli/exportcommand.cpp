// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "atomicfile.h"
#include "gifexport.h"
#include "mapexporter.h"
#include "mapframes.h"
#include "pdfhandout.h"
#include "scenariofile.h"
#include "scormpackage.h"
#include "tmxexporter.h"
#include "weblessonexporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

#include <cstdio>
#include <new>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

const QStringList Formats {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("gif"),
    QStringLiteral("tmx"), QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("zip")};

QString translated(const char *text)
{
    return QCoreApplication::translate("mapgen", text);
}

QString formatOf(const QString &file)
{
    return QFileInfo(file).suffix().toLower();
}

// The files an export writes: the file itself, and beside a .tmx its tileset image.
QStringList writtenFiles(const QString &file)
{
    QStringList files {file};
    if (formatOf(file) == QLatin1String("tmx"))
        files.append(TmxExporter::tilesetFileName(file));
    return files;
}

// One spelling for one file, the one QSaveFile writes: a name that exists resolved through
// every link; one that does not, followed through links to the name they end at, made
// absolute and clean, its folder resolved through links. So ./a.png, sub/../a.png, a link
// to a.png and a.png through a linked folder are one file. A hard link stays a name of its
// own: the rename that writes a file replaces that name only, so nothing is lost.
QString identity(const QString &file)
{
    QFileInfo info(file);
    if (info.exists())
        return info.canonicalFilePath();
    for (int links = 0; info.isSymLink() && links < 64; ++links)
        info.setFile(info.symLinkTarget());
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    const QString path = QDir::cleanPath(info.absoluteFilePath());
    return folder.isEmpty() ? path : QDir(folder).filePath(info.fileName());
}

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr));
#else
    return false;
#endif
}

int cellSizeOf(const ExportOptions &options, const QString &format)
{
    if (options.cellSize > 0)
        return options.cellSize;
    return format == QLatin1String("tmx") ? 32 : 24;
}

GifExport::Options gifOptions(const ExportOptions &options)
{
    GifExport::Options gif;
    gif.from = options.from;
    gif.to = options.to;
    gif.fps = options.fps;
    gif.cellSize = cellSizeOf(options, QStringLiteral("gif"));
    return gif;
}

// The animation frame by frame; on a terminal, "mapgen: FILE: frame K of N" as it goes.
bool writeGif(MapFrames &frames, const GifExport::Options &options, const QString &file,
    QString *error, QTextStream &err)
{
    GifExport gif(frames, options);
    const bool progress = stderrIsTerminal();
    QElapsedTimer shown;
    shown.start();
    bool ok = true;
    while (ok && !gif.isDone()) {
        ok = gif.encodeNext();
        if (progress && (shown.elapsed() >= 200 || gif.isDone())) {
            shown.restart();
            err << '\r'
                << translated("mapgen: %1: frame %2 of %3")
                       .arg(ScenarioFile::printable(file))
                       .arg(gif.framesDone())
                       .arg(gif.frameCount())
                << Qt::flush;
        }
    }
    if (progress)
        err << "\r\033[K" << Qt::flush; // the progress line is cleared, not left above a message
    QString reason;
    const QByteArray data = ok ? gif.finish(&reason) : QByteArray();
    if (data.isEmpty()) {
        *error = GifExport::tr("%1: the animation could not be encoded: %2")
                     .arg(ScenarioFile::printable(file),
                         ok ? reason : translated("a frame did not fit in memory"));
        return false;
    }
    return AtomicFile::write(file, data, error);
}

} // namespace

QString checkExportFiles(const ExportOptions &options)
{
    // A scenario file that is not there has nothing to lose; reading it says so.
    const QString scenario
        = QFileInfo::exists(options.scenarioFile) ? identity(options.scenarioFile) : QString();
    QHash<QString, QString> writers; // a file written -> the --export that writes it
    for (const QString &file : options.files) {
        const QFileInfo info(file);
        if (info.isDir())
            return QCoreApplication::translate("mapgen", "%1: cannot be written: it is a directory")
                .arg(ScenarioFile::printable(file));
        if (!Formats.contains(info.suffix().toLower()))
            return QCoreApplication::translate("mapgen",
                "%1: unknown export format; expected .png, .svg, .gif, .tmx, .pdf, .html or .zip")
                .arg(ScenarioFile::printable(file));
        for (const QString &written : writtenFiles(file)) {
            const QString key = identity(written);
            if (key == scenario) {
                return translated("--export %1 would write over %2, the scenario being read")
                    .arg(ScenarioFile::printable(file),
                        ScenarioFile::printable(options.scenarioFile));
            }
            const auto other = writers.constFind(key);
            if (other != writers.constEnd()) {
                return translated(
                    "--export %1 and --export %2 would both write %3; one would be lost")
                    .arg(ScenarioFile::printable(*other), ScenarioFile::printable(file),
                        ScenarioFile::printable(written));
            }
            writers.insert(key, file);
        }
    }
    return QString();
}

QString checkExportSizes(const ExportOptions &options, int steps, int rows, int cols)
{
    for (const QString &file : options.files) {
        const QString format = formatOf(file);
        const bool gif = format == QLatin1String("gif");
        QString problem;
        if (gif && steps >= 0) {
            problem = GifExport::check(gifOptions(options), steps, rows, cols);
        } else if (gif || format == QLatin1String("png")) {
            const int maxSide = gif ? GifExport::MaxSide : MapExporter::MaxImageSide;
            problem = MapExporter::sizeProblem(rows, cols, cellSizeOf(options, format), maxSide);
            if (!problem.isEmpty())
                problem = translated("%1: use --cell-size %2 or less")
                              .arg(problem)
                              .arg(MapExporter::largestCellSize(rows, cols, maxSide));
        }
        if (!problem.isEmpty())
            return QStringLiteral("%1: %2").arg(ScenarioFile::printable(file), problem);
    }
    return QString();
}

int runExports(MapFrames &frames, const ExportOptions &options, QTextStream &err)
{
    const int last = frames.stepCount();
    const Scenario &scenario = frames.scenario();
    // Every export's size is known before the first is written: none is, if one is too large.
    if (const QString problem = checkExportSizes(options, last, scenario.rows, scenario.cols);
        !problem.isEmpty()) {
        err << "mapgen: " << problem << '\n';
        return ExitBadInput;
    }
    for (const QString &file : options.files) {
        const QString format = formatOf(file);
        const int cellSize = cellSizeOf(options, format);
        QString error;
        bool written = false;
        frames.seek(last);
        try {
            if (format == QLatin1String("png"))
                written = MapExporter::writePng(frames, scenario, file, &error, cellSize);
            else if (format == QLatin1String("svg"))
                written = MapExporter::writeSvg(frames, scenario, file, &error, cellSize);
            else if (format == QLatin1String("gif"))
                written = writeGif(frames, gifOptions(options), file, &error, err);
            else if (format == QLatin1String("tmx"))
                written = TmxExporter::write(frames, cellSize, file, &error);
            else if (format == QLatin1String("pdf"))
                written = PdfHandout::write(frames, options.scenarioFile, file, &error);
            else if (format == QLatin1String("html"))
                written
                    = WebLessonExporter::write(frames.scenario(), options.language, file, &error);
            else if (format == QLatin1String("zip"))
                written = ScormPackage::write(frames.scenario(), options.language, file, &error);
        } catch (const std::bad_alloc &) {
            error = translated("%1: not enough memory to export the map")
                        .arg(ScenarioFile::printable(file));
        }
        if (!written) {
            err << "mapgen: " << error << '\n';
            return ExitBadInput;
        }
    }
    return ExitFinished;
}
