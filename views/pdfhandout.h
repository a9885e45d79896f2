// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

class MapFrames;
class QPagedPaintDevice;
class QTextDocument;

// A one-lesson handout (export.md, ".pdf"): title and notes, the finished map with its
// legend, the statistics, the settings that reproduce the map, and the stage's lesson text,
// in the current language; when the scenario asks questions, their answer key with every
// accepted answer, for the lecturer who grades on paper. The same pages go to a PDF file or,
// through the system's print dialog, to a printer.
class PdfHandout
{
    Q_DECLARE_TR_FUNCTIONS(PdfHandout)

public:
    // The handout of `frames` at their current position; `scenarioFile` is the scenario's
    // file name as the settings should name it (empty for an unsaved one).
    static std::unique_ptr<QTextDocument> document(
        const MapFrames &frames, const QString &scenarioFile);
    static void print(
        const MapFrames &frames, const QString &scenarioFile, QPagedPaintDevice *device);
    static bool write(const MapFrames &frames, const QString &scenarioFile, const QString &fileName,
        QString *error);

private:
    static QString statistics(const MapFrames &frames);
    static QString settings(const MapFrames &frames, const QString &scenarioFile);
    static QString legend(const MapFrames &frames, QTextDocument &document);
    static QString answerKey(const MapFrames &frames);
    static void keepHeadingsWithNext(QTextDocument &document, QPagedPaintDevice *device);
    static void printPages(const QTextDocument &handout, QPagedPaintDevice *device);
};
