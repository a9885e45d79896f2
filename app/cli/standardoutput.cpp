// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "standardoutput.h"

#include "atomicfile.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

StandardOutput::StandardOutput()
{
    // Buffered by QFile (16 KiB), so a trace of single lines is not a system call a line;
    // a failure in a flush that QFile makes inside a write reaches writeData() below.
    if (!open(fileno(stdout), QIODevice::WriteOnly, QFileDevice::DontCloseHandle))
        m_failure = errorString();
    m_text.setDevice(this);
}

qint64 StandardOutput::writeData(const char *data, qint64 size)
{
    m_written = true;
    if (!isIntact())
        return -1; // the output is lost already: nothing after it is worth writing
    errno = 0;
    const qint64 written = QFile::writeData(data, size);
    const int systemError = errno;
    if (written != size)
        fail(systemError);
    return written;
}

void StandardOutput::fail(int systemError)
{
    // errno, because QFile has no reason for a write cut off part-way ("Unknown error").
    if (isIntact())
        m_failure = AtomicFile::failureReason(*this, systemError);
}

int StandardOutput::finish(int status, QTextStream &err)
{
    m_text.flush();
    // Standard output could not even be opened: lost only if something was printed.
    m_written = m_written || m_text.status() != QTextStream::Ok;
    errno = 0;
    if (isIntact() && isOpen() && !flush())
        fail(errno);
    close();
#ifdef Q_OS_UNIX
    // A file system that writes late (NFS, a quota) reports a lost write at close only.
    if (m_written && isIntact() && ::close(fileno(stdout)) != 0 && errno != EINTR)
        m_failure = qt_error_string(errno);
#endif
    if (isIntact() || !m_written)
        return status;
    err << "mapgen: "
        << QCoreApplication::translate("mapgen", "cannot write the output: %1").arg(m_failure)
        << '\n';
    err.flush();
    return 2;
}
