// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportmenu.h"

#include "atomicfile.h"
#include "documentfiles.h"
#include "exportjob.h"
#include "exportprogress.h"
#include "gifexport.h"
#include "gifexportdialog.h"
#include "languagemanager.h"
#include "lesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonsession.h"
#include "mapexporter.h"
#include "mapframes.h"
#include "mapmodel.h"
#include "pdfhandout.h"
#include "scenariodocument.h"
#include "scormpackage.h"
#include "tmxexporter.h"
#include "weblessonexporter.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>

namespace {

// The build's frames encoded as an animated GIF, a frame a piece.
class GifJob : public ExportJob
{
public:
    GifJob(std::unique_ptr<MapFrames> frames, const GifExport::Options &options,
        const QString &fileName)
        : m_frames(std::move(frames))
        , m_gif(*m_frames, options)
        , m_fileName(fileName)
    { }

    int pieceCount() const override { return m_gif.frameCount(); }
    int piecesDone() const override { return m_gif.framesDone(); }
    bool next() override { return m_gif.encodeNext(); }
    bool finish(QString *error) override
    {
        QString reason;
        const QByteArray data = m_gif.finish(&reason);
        if (data.isEmpty()) {
            if (error)
                *error = ExportMenu::tr("%1: the animation could not be encoded: %2")
                             .arg(m_fileName, reason);
            return false;
        }
        return AtomicFile::write(m_fileName, data, error);
    }

private:
    std::unique_ptr<MapFrames> m_frames;
    GifExport m_gif;
    QString m_fileName;
};

// A still's export together with the copy of the map it draws.
class StillJob : public ExportJob
{
public:
    StillJob(std::unique_ptr<MapFrames> still, std::unique_ptr<ExportJob> job)
        : m_still(std::move(still))
        , m_job(std::move(job))
    { }

    int pieceCount() const override { return m_job->pieceCount(); }
    int piecesDone() const override { return m_job->piecesDone(); }
    bool next() override { return m_job->next(); }
    bool finish(QString *error) override { return m_job->finish(error); }

private:
    std::unique_ptr<MapFrames> m_still;
    std::unique_ptr<ExportJob> m_job; // destroyed first: it draws m_still
};

} // namespace

ExportMenu::ExportMenu(LessonEditors *editors, const QList<QAction *> &stills, QWidget *window)
    : QMenu(window)
    , m_editors(editors)
    , m_session(editors->session())
    , m_window(window)
{
    setObjectName(QStringLiteral("exportMenu"));
    addActions(stills);
    addSeparator();
    auto make = [this](const char *name) {
        auto *action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        return action;
    };
    m_gif = make("exportGifAction");
    m_tmx = make("exportTmxAction");
    m_pdf = make("exportPdfAction");
    m_print = make("printAction");
    m_print->setShortcut(QKeySequence::Print);
    m_web = make("exportWebLessonAction");
    m_package = make("exportPackageAction");
    addActions({m_gif, m_tmx, m_pdf, m_web, m_package});
    connect(m_gif, &QAction::triggered, this, &ExportMenu::exportGifInteractively);
    connect(
        m_tmx, &QAction::triggered, this, [this] { exportInteractively(QStringLiteral("tmx")); });
    connect(
        m_pdf, &QAction::triggered, this, [this] { exportInteractively(QStringLiteral("pdf")); });
    connect(m_print, &QAction::triggered, this, &ExportMenu::print);
    // The lesson as one HTML file for any browser, in the language shown now.
    connect(m_web, &QAction::triggered, this, [this] {
        QString name = QFileDialog::getSaveFileName(m_window, tr("Export Web Lesson"),
            suggestedName(QStringLiteral("html")), tr("Web lessons (*.html)"));
        if (name.isEmpty())
            return;
        if (QFileInfo(name).suffix().isEmpty())
            name += QStringLiteral(".html");
        QString error;
        const LanguageManager *languages = LanguageManager::instance();
        if (!WebLessonExporter::write(m_session->document()->scenario(),
                languages ? languages->language() : QString(), name, &error)) {
            showError(error);
            return;
        }
        written(name);
    });
    // The graded lesson for a learning platform (SCORM 1.2), in the language shown now.
    connect(m_package, &QAction::triggered, this, [this] {
        QString name
            = QFileDialog::getSaveFileName(m_window, tr("Export Learning Platform Package"),
                suggestedName(QStringLiteral("zip")), tr("SCORM packages (*.zip)"));
        if (name.isEmpty())
            return;
        if (QFileInfo(name).suffix().isEmpty())
            name += QStringLiteral(".zip");
        QString error;
        const LanguageManager *languages = LanguageManager::instance();
        if (!ScormPackage::write(m_session->document()->scenario(),
                languages ? languages->language() : QString(), name, &error)) {
            showError(error);
            return;
        }
        written(name);
    });
    retranslateUi();
}

ExportMenu::~ExportMenu() = default;

void ExportMenu::retranslateUi()
{
    setTitle(tr("E&xport"));
    m_gif->setText(tr("Animated &GIF of the Build…"));
    m_tmx->setText(tr("&Tiled Map (TMX)…"));
    m_pdf->setText(tr("PDF &Handout…"));
    m_web->setText(tr("&Web Lesson…"));
    m_package->setText(tr("&Learning Platform Package…"));
    m_print->setText(tr("&Print Handout…"));
}

void ExportMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}

std::unique_ptr<MapFrames> ExportMenu::frames() const
{
    std::unique_ptr<MapFrames> frames = m_editors->editor()->frames();
    frames->seek(frames->stepCount());
    return frames;
}

bool ExportMenu::exportFile(const QString &fileName, QString *error)
{
    const std::unique_ptr<MapFrames> build = frames();
    if (!build)
        return false;
    if (QFileInfo(fileName).suffix().compare(QLatin1String("tmx"), Qt::CaseInsensitive) == 0)
        return TmxExporter::write(*build, 32, fileName, error);
    return PdfHandout::write(*build, m_session->document()->fileName(), fileName, error);
}

QString ExportMenu::suggestedName(const QString &suffix) const
{
    const ScenarioDocument *document = m_session->document();
    return DocumentFiles::suggestedExportName(
        document->fileName(), document->scenario().title, suffix);
}

void ExportMenu::exportInteractively(const QString &suffix)
{
    const bool tmx = suffix == QLatin1String("tmx");
    QString name = QFileDialog::getSaveFileName(m_window,
        tmx ? tr("Export Tiled Map") : tr("Export PDF Handout"), suggestedName(suffix),
        tmx ? tr("Tiled maps (*.tmx)") : tr("PDF documents (*.pdf)"));
    if (name.isEmpty())
        return;
    if (QFileInfo(name).suffix().isEmpty())
        name += QLatin1Char('.') + suffix;
    QString error;
    if (!exportFile(name, &error)) {
        showError(error);
        return;
    }
    written(name);
}

void ExportMenu::exportGifInteractively()
{
    std::unique_ptr<MapFrames> build = frames();
    if (!build || build->stepCount() == 0) {
        showError(tr("There is no build to animate yet: press Start first."));
        return;
    }
    GifExportDialog dialog(*build, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString name = QFileDialog::getSaveFileName(m_window, tr("Export Animated GIF"),
        suggestedName(QStringLiteral("gif")), tr("GIF animations (*.gif)"));
    if (name.isEmpty())
        return;
    if (QFileInfo(name).suffix().isEmpty())
        name += QStringLiteral(".gif");
    const GifExport::Options options = dialog.options();
    startGif(name, options.from, options.to, options.fps, options.cellSize);
}

void ExportMenu::startGif(const QString &fileName, int from, int to, int fps, int cellSize)
{
    // The frames and the encoder live as long as the progress dialog (ExportProgress).
    std::unique_ptr<MapFrames> build = frames();
    GifExport::Options options;
    options.from = from;
    options.to = to;
    options.fps = fps;
    options.cellSize = cellSize;
    const QString invalid = GifExport::check(options, build->stepCount());
    if (!invalid.isEmpty()) {
        showError(invalid);
        emit finished(false);
        return;
    }
    // Frames too large to draw: the same limit as the CLI's, and the cell size that fits.
    const int rows = build->scenario().rows;
    const int cols = build->scenario().cols;
    if (const QString problem = MapExporter::sizeProblem(rows, cols, cellSize, GifExport::MaxSide);
        !problem.isEmpty()) {
        const int fits = MapExporter::largestCellSize(rows, cols, GifExport::MaxSide);
        if (offerCellSize(problem, fits))
            startGif(fileName, from, to, fps, fits);
        else
            emit finished(false);
        return;
    }
    auto *progress
        = new ExportProgress(std::make_unique<GifJob>(std::move(build), options, fileName),
            tr("Encoding %1…").arg(QFileInfo(fileName).fileName()), tr("Cancel"), m_window);
    progress->setObjectName(QStringLiteral("gifProgressDialog"));
    watch(progress, fileName);
}

void ExportMenu::startMap(const QString &fileName, bool svg)
{
    // A copy of the map as the view shows it now, so that playback and edits may go on
    // while it is drawn; without the flash of a clip, which the view does not export.
    std::unique_ptr<MapFrames> still = frames();
    if (!still)
        return;
    still->seek(m_session->lesson()->model()->position());
    still->setClipFlash(false);
    QString error;
    std::unique_ptr<ExportJob> job = svg
        ? MapExporter::startSvg(*still, still->scenario(), fileName, &error)
        : MapExporter::startPng(*still, still->scenario(), fileName, &error);
    if (!job) {
        showError(error);
        emit finished(false);
        return;
    }
    auto *progress
        = new ExportProgress(std::make_unique<StillJob>(std::move(still), std::move(job)),
            tr("Exporting %1…").arg(QFileInfo(fileName).fileName()), tr("Cancel"), m_window);
    progress->setObjectName(QStringLiteral("exportProgressDialog"));
    watch(progress, fileName);
}

void ExportMenu::watch(ExportProgress *progress, const QString &fileName)
{
    connect(
        progress, &ExportProgress::ended, this, [this, fileName](bool done, const QString &error) {
            if (!error.isEmpty())
                showError(error);
            if (done)
                written(fileName);
            else
                emit finished(false);
        });
}

void ExportMenu::written(const QString &fileName)
{
    // A file dialog closes on a name, a progress dialog on its own: without a word the
    // lecturer cannot tell a written file from a cancelled one.
    emit statusMessage(tr("Exported %1").arg(QFileInfo(fileName).fileName()), 5000);
    emit finished(true);
}

void ExportMenu::print()
{
    const std::unique_ptr<MapFrames> build = frames();
    if (!build)
        return;
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Handout"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    PdfHandout::print(*build, m_session->document()->fileName(), &printer);
}

bool ExportMenu::offerCellSize(const QString &problem, int cellSize)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot export"),
        tr("The frames are too large: %1.").arg(problem), QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("exportSizeBox"));
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("At %1 px a cell they fit.").arg(cellSize));
    QPushButton *smaller
        = box.addButton(tr("Export at %1 px a Cell").arg(cellSize), QMessageBox::AcceptRole);
    smaller->setObjectName(QStringLiteral("exportSmallerButton"));
    box.setDefaultButton(smaller);
    box.exec();
    return box.clickedButton() == smaller;
}

void ExportMenu::showError(const QString &message)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot export"), message, QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("exportErrorBox"));
    box.setTextFormat(Qt::PlainText);
    box.exec();
}
