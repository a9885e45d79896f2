// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

#include <memory>

class LessonEditors;
class LessonSession;
class MapFrames;
class ExportProgress;

// File ▸ Export: the map as PNG and SVG (the actions given), the build as an animated GIF,
// a Tiled map, a PDF handout; and File ▸ Print (printAction()). Every file is written
// whole or not at all; a failure is a message naming the file and the reason. A GIF and a
// map's PNG or SVG are made a piece at a time between events, with a progress dialog and
// Cancel (ExportProgress), so that a large map does not stop the window.
class ExportMenu : public QMenu
{
    Q_OBJECT

public:
    ExportMenu(LessonEditors *editors, const QList<QAction *> &stills, QWidget *window);
    ~ExportMenu() override;

    QAction *printAction() const { return m_print; }

    // The session's build as an export sees it: the lesson's scenario, steps and palette,
    // at the last step.
    std::unique_ptr<MapFrames> frames() const;
    // Writes `fileName` (.tmx or .pdf) without asking; false with `error` on failure.
    bool exportFile(const QString &fileName, QString *error);
    // Starts encoding the build as an animated GIF into `fileName`: finished() follows.
    // Frames beyond GifExport::MaxSide are refused in a message box that offers the
    // largest cell size that fits.
    void startGif(const QString &fileName, int from, int to, int fps, int cellSize);

    // Starts exporting the map as the view shows it now as PNG or SVG into `fileName`:
    // finished() follows.
    void startMap(const QString &fileName, bool svg);

signals:
    // An export ended: written, or cancelled or failed (then nothing was written).
    void finished(bool written);
    // What the status bar says for a written file ("Exported week3.pdf").
    void statusMessage(const QString &text, int timeout);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void exportGifInteractively();
    void exportInteractively(const QString &suffix);
    QString suggestedName(const QString &suffix) const;
    void print();
    void showError(const QString &message);
    // Reports the end of the export into `fileName` behind `progress` (finished(), a
    // failure's message).
    void watch(ExportProgress *progress, const QString &fileName);
    // Says that `fileName` was written, then finished(true).
    void written(const QString &fileName);
    // Says why the frames cannot be drawn and offers `cellSize`, at which they can; true
    // when the user takes it.
    bool offerCellSize(const QString &problem, int cellSize);

    LessonEditors *m_editors;
    LessonSession *m_session;
    QWidget *m_window;
    QAction *m_gif;
    QAction *m_tmx;
    QAction *m_pdf;
    QAction *m_web;
    QAction *m_package;
    QAction *m_print;
};
