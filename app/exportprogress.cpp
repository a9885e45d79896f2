// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportprogress.h"

#include "exportjob.h"

#include <QElapsedTimer>
#include <QTimer>

ExportProgress::ExportProgress(std::unique_ptr<ExportJob> job, const QString &label,
    const QString &cancelText, QWidget *parent)
    : QProgressDialog(label, cancelText, 0, job->pieceCount(), parent)
    , m_job(std::move(job))
    , m_slices(new QTimer(this))
{
    // Not modal: a modal progress dialog runs the event loop inside setValue(), which would
    // call this slice again from within itself.
    setWindowModality(Qt::NonModal);
    setMinimumDuration(400);
    setAutoClose(false);
    setAutoReset(false);
    setAttribute(Qt::WA_DeleteOnClose);
    connect(this, &QProgressDialog::canceled, this, &ExportProgress::cancel);
    connect(m_slices, &QTimer::timeout, this, &ExportProgress::runSlice);
    m_slices->start(0);
}

ExportProgress::~ExportProgress() = default;

void ExportProgress::cancel()
{
    disconnect(this, &QProgressDialog::canceled, this, nullptr); // close() cancels again
    m_slices->stop();
    m_job.reset();
    close();
    emit ended(false, QString());
}

void ExportProgress::runSlice()
{
    QElapsedTimer slice;
    slice.start();
    bool ok = true;
    while (ok && !m_job->isDone() && slice.elapsed() < 30)
        ok = m_job->next();
    setValue(m_job->piecesDone());
    if (ok && !m_job->isDone())
        return;
    m_slices->stop();
    // Closing the dialog reads as Cancel to it: done, it has nothing to cancel.
    disconnect(this, &QProgressDialog::canceled, this, nullptr);
    QString error;
    const bool written = m_job->finish(&error);
    m_job.reset();
    close();
    emit ended(written, error);
}
