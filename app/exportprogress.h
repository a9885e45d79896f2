// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProgressDialog>

#include <memory>

class ExportJob;
class QTimer;

// A long export (ExportJob) done a piece at a time from the event loop, in slices of a few
// dozen milliseconds, behind a progress dialog that counts the pieces and offers Cancel:
// the window keeps drawing and answering meanwhile. Cancel drops the job, which leaves no
// file. The dialog shows itself once the export has taken a moment and deletes itself
// when it closes.
class ExportProgress : public QProgressDialog
{
    Q_OBJECT

public:
    ExportProgress(std::unique_ptr<ExportJob> job, const QString &label, const QString &cancelText,
        QWidget *parent);
    ~ExportProgress() override;

signals:
    // The export ended: written; or not, with the reason (empty when it was cancelled).
    void ended(bool written, const QString &error);

private:
    void runSlice();
    void cancel();

    std::unique_ptr<ExportJob> m_job;
    QTimer *m_slices;
};
