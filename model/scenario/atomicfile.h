// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <QSaveFile>

#include <functional>
#include <memory>

class QFileDevice;
class QIODevice;

// Writes a whole file or nothing: through a temporary file beside it and an atomic
// rename (QSaveFile), with every write and the flush checked. On any failure (a full
// disk, no permission) the old file stays exactly as it was, no temporary file is left,
// and `errorMessage` names the file and the reason.
class AtomicFile
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)

public:
    static bool write(const QString &fileName, const QByteArray &contents, QString *errorMessage);
    // The same for a file too large to hold in memory: `produce` writes it onto the open
    // temporary file and returns false (with `errorMessage` set) to give up; a failed
    // write on the way is reported as any other.
    static bool write(const QString &fileName, const std::function<bool(QIODevice &)> &produce,
        QString *errorMessage);

    // The system's reason for the failure of a write or flush on `file` just made, with
    // `systemError` the errno that call left (cleared before it). Qt sets no reason for a
    // write the system cut off part-way (some bytes written, then write(2) failing), so
    // that errorString() says "Unknown error" where errno says "No space left on device".
    static QString failureReason(const QFileDevice &file, int systemError);

    // A write past the file size limit (`ulimit -f`) then fails with "File too large" and
    // is reported as any other, instead of SIGXFSZ killing the process without a word.
    // Each program calls this first thing in main().
    static void ignoreFileSizeSignal();

    // The same a piece at a time (an export drawn between a window's events): open(), write
    // onto device(), then commit(). Destroyed without a commit (cancelled, or failed on the
    // way), it leaves no file and the old one as it was.
    class Writer
    {
    public:
        explicit Writer(const QString &fileName);
        ~Writer();
        Writer(const Writer &) = delete;
        Writer &operator=(const Writer &) = delete;

        bool open(QString *errorMessage);
        QIODevice &device();
        // Whether a write onto device() failed (a full disk); the rest are refused.
        bool writeFailed() const;
        // Flushes and renames into place; false with `errorMessage` on any failure, the
        // first failed write's reason included.
        bool commit(QString *errorMessage);

    private:
        // `reasonNow`: the reason of the call that failed, when Qt may not know it.
        bool fail(QString *errorMessage, const QString &reasonNow = QString());

        QString m_fileName;
        QSaveFile m_file;
        std::unique_ptr<QIODevice> m_device;
    };
};
