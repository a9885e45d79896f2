// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include "scenariofile.h"

#include <QSaveFile>

#include <cerrno>
#include <csignal>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

// What a producer writes onto: the temporary file, with the reason of the first failed
// write kept. QSaveFile refuses every write after a failure without a reason, QFileDevice
// forgets its reason at the next call and has none for a write cut off part-way, so that
// commit() could only say "Unknown error".
class CheckedWriter : public QIODevice
{
public:
    explicit CheckedWriter(QSaveFile &file)
        : m_file(file)
    {
        open(QIODevice::WriteOnly);
    }

    QString failure() const { return m_failure; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        errno = 0;
        const qint64 written = m_file.write(data, size);
        const int systemError = errno;
        if (written != size && m_failure.isEmpty())
            m_failure = AtomicFile::failureReason(m_file, systemError);
        return written;
    }

private:
    QSaveFile &m_file;
    QString m_failure;
};

} // namespace

QString AtomicFile::failureReason(const QFileDevice &file, int systemError)
{
    return systemError != 0 ? qt_error_string(systemError) : file.errorString();
}

void AtomicFile::ignoreFileSizeSignal()
{
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN);
#endif
}

bool AtomicFile::write(const QString &fileName, const QByteArray &contents, QString *errorMessage)
{
    return write(
        fileName, [&contents](QIODevice &file) { return file.write(contents) == contents.size(); },
        errorMessage);
}

bool AtomicFile::write(
    const QString &fileName, const std::function<bool(QIODevice &)> &produce, QString *errorMessage)
{
    Writer file(fileName);
    if (!file.open(errorMessage))
        return false;
    // A reason of the producer's own (it set errorMessage) unless a write failed.
    if (!produce(file.device()) && !file.writeFailed())
        return false;
    return file.commit(errorMessage);
}

AtomicFile::Writer::Writer(const QString &fileName)
    : m_fileName(fileName)
    , m_file(fileName)
    , m_device(std::make_unique<CheckedWriter>(m_file))
{ }

AtomicFile::Writer::~Writer()
{
    // QSaveFile removes its temporary file when it is not committed.
    if (m_file.isOpen())
        m_file.cancelWriting();
}

bool AtomicFile::Writer::open(QString *errorMessage)
{
    return m_file.open(QIODevice::WriteOnly) || fail(errorMessage);
}

QIODevice &AtomicFile::Writer::device()
{
    return *m_device;
}

bool AtomicFile::Writer::writeFailed() const
{
    return !static_cast<const CheckedWriter &>(*m_device).failure().isEmpty();
}

bool AtomicFile::Writer::fail(QString *errorMessage, const QString &reasonNow)
{
    // The first error is the one to report: QFileDevice clears its error string on the
    // next successful call, while QSaveFile remembers only that a write failed.
    if (errorMessage) {
        const QString failure = static_cast<const CheckedWriter &>(*m_device).failure();
        const QString reason = !failure.isEmpty() ? failure
            : !reasonNow.isEmpty()                ? reasonNow
                                                  : m_file.errorString();
        *errorMessage = AtomicFile::tr("%1: cannot be written: %2")
                            .arg(ScenarioFile::printable(m_fileName), reason);
    }
    if (m_file.isOpen())
        m_file.cancelWriting();
    return false;
}

bool AtomicFile::Writer::commit(QString *errorMessage)
{
    // Checked here because QSaveFile commits a buffered write whose flush failed, which
    // would replace the old file with a cut-off one.
    if (writeFailed())
        return fail(errorMessage);
    errno = 0;
    const bool flushed = m_file.flush();
    const int systemError = errno;
    if (!flushed)
        return fail(errorMessage, failureReason(m_file, systemError));
#ifdef Q_OS_UNIX
    // A file system that writes late (NFS, a quota) reports a lost write only at fsync or
    // close, and QSaveFile::commit() ignores both; a file system that cannot sync at all
    // (EINVAL) has nothing to report.
    if (::fsync(m_file.handle()) != 0 && errno != EINVAL && errno != EINTR)
        return fail(errorMessage, qt_error_string(errno));
#endif
    if (!m_file.commit())
        return fail(errorMessage);
    return true;
}
