// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include "scenariofile.h"

#include <QSaveFile>

namespace {

// What a producer writes onto: the temporary file, with the reason of the first failed
// write kept. QSaveFile refuses every write after a failure without a reason, and
// QFileDevice forgets its reason at the next call, so that commit() could only say
// "Unknown error".
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
        const qint64 written = m_file.write(data, size);
        if (written != size && m_failure.isEmpty())
            m_failure = m_file.errorString();
        return written;
    }

private:
    QSaveFile &m_file;
    QString m_failure;
};

} // namespace

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

bool AtomicFile::Writer::fail(QString *errorMessage)
{
    // The first error is the one to report: QFileDevice clears its error string on the
    // next successful call, while QSaveFile remembers only that a write failed.
    if (errorMessage) {
        const QString failure = static_cast<const CheckedWriter &>(*m_device).failure();
        const QString reason = !failure.isEmpty() ? failure : m_file.errorString();
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
    if (writeFailed() || !m_file.flush())
        return fail(errorMessage);
    if (!m_file.commit())
        return fail(errorMessage);
    return true;
}
