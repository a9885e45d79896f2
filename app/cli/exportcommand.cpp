#include "commands.h"

#include "gifexport.h"
#include "mapexporter.h"
#include "mapframes.h"
#include "pdfhandout.h"
#include "scenariofile.h"
#include "tmxexporter.h"
#include "weblessonexporter.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {

const QStringList Formats {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("gif"),
                           QStringLiteral("tmx"), QStringLiteral("pdf"), QStringLiteral("html")};

} // namespace

QString checkExportFiles(const QStringList &files)
{
    for (const QString &file : files) {
        const QFileInfo info(file);
        if (info.isDir())
            return QCoreApplication::translate("mapgen", "%1: cannot be written: it is a directory")
                    .arg(ScenarioFile::printable(file));
        if (!Formats.contains(info.suffix().toLower()))
            return QCoreApplication::translate("mapgen", "%1: unknown export format; expected .png, .svg, .gif, .tmx, .pdf or .html")
                    .arg(ScenarioFile::printable(file));
    }
    return QString();
}

int runExports(MapFrames &frames, const ExportOptions &options, QTextStream &err)
{
    const int last = frames.stepCount();
    for (const QString &file : options.files) {
        const QString format = QFileInfo(file).suffix().toLower();
        QString error;
        bool written = false;
        frames.seek(last);
        if (format == QLatin1String("png") || format == QLatin1String("svg")) {
            const int cellSize = options.cellSize > 0 ? options.cellSize : 24;
            written = format == QLatin1String("png")
                              ? MapExporter::writePng(frames, frames.scenario(), file, &error, cellSize)
                              : MapExporter::writeSvg(frames, frames.scenario(), file, &error, cellSize);
        } else if (format == QLatin1String("gif")) {
            GifExport::Options gif;
            gif.from = options.from;
            gif.to = options.to;
            gif.fps = options.fps;
            gif.cellSize = options.cellSize > 0 ? options.cellSize : 24;
            error = GifExport::check(gif, last, frames.scenario().rows, frames.scenario().cols);
            written = error.isEmpty() && GifExport::write(frames, gif, file, &error);
        } else if (format == QLatin1String("tmx")) {
            written = TmxExporter::write(frames, options.cellSize > 0 ? options.cellSize : 32, file, &error);
        } else if (format == QLatin1String("pdf")) {
            written = PdfHandout::write(frames, options.scenarioFile, file, &error);
        } else if (format == QLatin1String("html")) {
            written = WebLessonExporter::write(frames.scenario(), options.language, file, &error);
        }
        if (!written) {
            err << "mapgen: " << error << '\n';
            return ExitBadInput;
        }
    }
    return ExitFinished;
}
